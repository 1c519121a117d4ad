<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>GettingStarted</name>
    <message>
        <location filename="../../ui/help/getting_started.cpp" line="+9"/>
        <source>&lt;p&gt;MoE Layout Studio plans how a Mixture-of-Experts model is spread over GPUs for training with Megatron-Core or Megatron-Bridge: which parallel layout Megatron accepts, whether it fits in memory, and how fast a step will be.&lt;/p&gt;&lt;h3&gt;The window&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Layout editor&lt;/b&gt; (left): the model, the GPU, the cluster and batch sizes, the parallel sizes and the training options. Every change is checked at once and can be undone. Press F1 on a field to read what it means.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Folded grids&lt;/b&gt; (top): every GPU of the job, once in the attention mesh (TP x CP x DP x PP) and once in the MoE mesh (ETP x EP x EDP x PP) — see &lt;a href=&quot;topic:glossary/folding&quot;&gt;Parallel Folding&lt;/a&gt;. Groups that leave an &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;NVLink domain&lt;/a&gt; stand out. Scroll to zoom, drag to pan.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Memory chart&lt;/b&gt;: memory per GPU for each pipeline stage, split into weights, gradients, optimizer state, activations and overheads, against the &lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;usable HBM&lt;/a&gt; line. The tallest bar is the &lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;binding stage&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Findings list&lt;/b&gt; (beside the summary, under the memory chart): what Megatron would refuse (errors), what it changes on its own, and advice. Each finding starts with its title; select one and press F1 for the full explanation. Double-click a finding with a fix to apply it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The docks at the bottom open from the View menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Estimate&lt;/b&gt; (Ctrl+1): step time, model TFLOP/s per GPU and &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;, with the breakdown by component and the predicted timeline of one step.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Feasibility&lt;/b&gt; (Ctrl+2): which GPU counts can hold the model at all, and the smallest plan that fits.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Search&lt;/b&gt; (Ctrl+3): the best layouts for a GPU count, ranked by estimated throughput.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt; (Ctrl+4): a measured profiler trace (File ▸ Open Trace…) beside the prediction.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare&lt;/b&gt; (Ctrl+5): pin layouts and see what differs between them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Runs&lt;/b&gt; (Ctrl+6): measured runs of your jobs, scored against the estimate.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Memory Assumptions&lt;/b&gt; (Ctrl+7): the labelled assumptions of the memory estimate (routing imbalance, dispatcher workspace, fragmentation and more), which you can change.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;A two-minute walk&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Start from a known layout: File ▸ Open from Library… lists representative layouts and the Megatron-Bridge performance recipes. Or pick a &lt;b&gt;Model&lt;/b&gt; and a &lt;b&gt;GPU&lt;/b&gt; at the top of the editor.&lt;/li&gt;&lt;li&gt;Set the &lt;b&gt;GPUs&lt;/b&gt;, &lt;b&gt;Sequence length&lt;/b&gt; and &lt;b&gt;Global batch&lt;/b&gt; under Cluster and batch.&lt;/li&gt;&lt;li&gt;Choose &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; and &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt; under Parallel folding. The spin boxes step through sizes that divide the job; DP and EDP follow.&lt;/li&gt;&lt;li&gt;Read the findings list until it says there are no errors. Apply the one-click fixes where offered.&lt;/li&gt;&lt;li&gt;Check that the memory chart stays under the usable HBM line; if not, the findings name levers such as &lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;recompute&lt;/a&gt;, a smaller micro batch or more EP or PP.&lt;/li&gt;&lt;li&gt;Open the Estimate dock to compare step time and MFU as you change one size at a time; the Search dock proposes layouts you may not have tried.&lt;/li&gt;&lt;li&gt;File ▸ Export… writes a &lt;b&gt;Megatron-LM launch script&lt;/b&gt; or a &lt;b&gt;Megatron-Bridge YAML&lt;/b&gt; override for the Megatron-Core version you choose. A layout with errors is not exported; one that does not fit in memory only on request, with a warning in the file.&lt;/li&gt;&lt;li&gt;File ▸ Save keeps the layout as a recipe file you can version and open again.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;p&gt;MoE Layout Studio planifie la répartition d&apos;un modèle Mixture-of-Experts sur les GPU pour l&apos;entraînement avec Megatron-Core ou Megatron-Bridge&#xa0;: quelle disposition parallèle Megatron accepte, si elle tient en mémoire et quelle sera la vitesse d&apos;une étape.&lt;/p&gt;&lt;h3&gt;La fenêtre&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Éditeur de disposition&lt;/b&gt; (à gauche)&#xa0;: le modèle, le GPU, le cluster et les tailles de lot, les tailles de parallélisme et les options d&apos;entraînement. Chaque modification est vérifiée aussitôt et peut être annulée. Appuyez sur F1 sur un champ pour lire ce qu&apos;il signifie.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Grilles repliées&lt;/b&gt; (en haut)&#xa0;: chaque GPU du job, une fois dans le maillage d&apos;attention (TP x CP x DP x PP) et une fois dans le maillage MoE (ETP x EP x EDP x PP) — voir &lt;a href=&quot;topic:glossary/folding&quot;&gt;Parallel Folding&lt;/a&gt;. Les groupes qui sortent d&apos;un &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;domaine NVLink&lt;/a&gt; ressortent. Faites défiler pour zoomer, glissez pour vous déplacer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Graphique mémoire&lt;/b&gt;&#xa0;: la mémoire par GPU de chaque étage de pipeline, répartie en poids, gradients, état de l&apos;optimiseur, activations et surcoûts, face à la ligne de &lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;HBM utilisable&lt;/a&gt;. La barre la plus haute est l&apos;&lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;étage limitant&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Liste des constats&lt;/b&gt; (à côté du résumé, sous le graphique mémoire)&#xa0;: ce que Megatron refuserait (erreurs), ce qu&apos;il modifie de lui-même, et des conseils. Chaque constat commence par son titre&#xa0;; sélectionnez-en un et appuyez sur F1 pour l&apos;explication complète. Double-cliquez sur un constat doté d&apos;un correctif pour l&apos;appliquer.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Les panneaux du bas s&apos;ouvrent depuis le menu Affichage&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Estimation&lt;/b&gt; (Ctrl+1)&#xa0;: temps d&apos;étape, TFLOP/s du modèle par GPU et &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;, avec la décomposition par composant et la chronologie prédite d&apos;une étape.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Faisabilité&lt;/b&gt; (Ctrl+2)&#xa0;: quels nombres de GPU peuvent contenir le modèle, et le plus petit plan qui tient.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Recherche&lt;/b&gt; (Ctrl+3)&#xa0;: les meilleures dispositions pour un nombre de GPU, classées par débit estimé.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt; (Ctrl+4)&#xa0;: une trace de profilage mesurée (Fichier ▸ Ouvrir une trace…) à côté de la prédiction.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Comparaison&lt;/b&gt; (Ctrl+5)&#xa0;: épinglez des dispositions et voyez ce qui les distingue.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Exécutions&lt;/b&gt; (Ctrl+6)&#xa0;: les exécutions mesurées de vos jobs, notées par rapport à l&apos;estimation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hypothèses mémoire&lt;/b&gt; (Ctrl+7)&#xa0;: les hypothèses étiquetées de l&apos;estimation mémoire (déséquilibre du routage, espace de travail du dispatcher, fragmentation, etc.), que vous pouvez modifier.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Une visite de deux minutes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Partez d&apos;une disposition connue&#xa0;: Fichier ▸ Ouvrir depuis la bibliothèque… liste des dispositions représentatives et les recettes de performance de Megatron-Bridge. Ou choisissez un &lt;b&gt;Modèle&lt;/b&gt; et un &lt;b&gt;GPU&lt;/b&gt; en haut de l&apos;éditeur.&lt;/li&gt;&lt;li&gt;Réglez &lt;b&gt;GPU&lt;/b&gt;, &lt;b&gt;Longueur de séquence&lt;/b&gt; et &lt;b&gt;Lot global&lt;/b&gt; sous Cluster et lot.&lt;/li&gt;&lt;li&gt;Choisissez &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; et &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt; sous Parallel Folding. Les compteurs parcourent les tailles qui divisent le job&#xa0;; DP et EDP suivent.&lt;/li&gt;&lt;li&gt;Lisez la liste des constats jusqu&apos;à ce qu&apos;elle n&apos;indique plus d&apos;erreur. Appliquez les correctifs en un clic là où ils sont proposés.&lt;/li&gt;&lt;li&gt;Vérifiez que le graphique mémoire reste sous la ligne de HBM utilisable&#xa0;; sinon, les constats nomment des leviers comme la &lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;recalculation&lt;/a&gt;, un micro-lot plus petit ou davantage d&apos;EP ou de PP.&lt;/li&gt;&lt;li&gt;Ouvrez le panneau Estimation pour comparer le temps d&apos;étape et la MFU en changeant une taille à la fois&#xa0;; le panneau Recherche propose des dispositions que vous n&apos;avez peut-être pas essayées.&lt;/li&gt;&lt;li&gt;Fichier ▸ Exporter… écrit un &lt;b&gt;script de lancement Megatron-LM&lt;/b&gt; ou une surcharge &lt;b&gt;YAML Megatron-Bridge&lt;/b&gt; pour la version de Megatron-Core choisie. Une disposition avec des erreurs n&apos;est pas exportée&#xa0;; une qui ne tient pas en mémoire seulement sur demande, avec un avertissement dans le fichier.&lt;/li&gt;&lt;li&gt;Fichier ▸ Enregistrer conserve la disposition dans un fichier de recette que vous pouvez versionner et rouvrir.&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/window/help_menu.cpp" line="+42"/>
        <source>Folded grids ▸ zoom	Wheel, + / −</source>
        <translation>Grilles repliées ▸ zoom	Molette, + / −</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ pan	Drag</source>
        <translation>Grilles repliées ▸ déplacer	Glisser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ reset zoom	0</source>
        <translation>Grilles repliées ▸ réinitialiser le zoom	0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Help &amp;Contents</source>
        <translation>&amp;Sommaire de l&apos;aide</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Getting &amp;Started</source>
        <translation>&amp;Premiers pas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;About MoE Layout Studio</source>
        <translation>À pr&amp;opos de MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About MoE Layout Studio</source>
        <translation>À propos de MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;Plan Mixture-of-Experts training layouts for Megatron-Core and Megatron-Bridge: Parallel Folding meshes, Megatron&apos;s rules, memory per pipeline stage and step time.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;Planifiez les dispositions d&apos;entraînement Mixture-of-Experts (MoE) pour Megatron-Core et Megatron-Bridge&#xa0;: maillages Parallel Folding, règles de Megatron, mémoire par étage de pipeline et temps d&apos;étape.&lt;/p&gt;&lt;p&gt;Construit avec Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <location filename="../../ui/help/help_topics.cpp" line="+45"/>
        <source>The constants, as Calibrate from Runs lists them</source>
        <translation>Les constantes, telles que Calibrer sur les exécutions les liste</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Getting Started</source>
        <translation>Premiers pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings explained</source>
        <translation>Constats expliqués</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <location filename="../../ui/editor/layout_editor.cpp" line="+78"/>
        <source>EP all-to-all overlap</source>
        <translation>Chevauchement de l&apos;all-to-all EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delay wgrad compute</source>
        <translation>Différer le calcul de wgrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared-expert overlap</source>
        <translation>Chevauchement des experts partagés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap grad reduce</source>
        <translation>Chevaucher la réduction des gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap param gather</source>
        <translation>Chevaucher la collecte des paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP comm overlap</source>
        <translation>Chevauchement des communications TP</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import from file…</source>
        <translation>Importer depuis un fichier…</translation>
    </message>
</context>
<context>
    <name>QLabel</name>
    <message>
        <location filename="../../ui/common/live_label.cpp" line="+71"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="+118"/>
        <source>%1 of communication; nothing hides it</source>
        <translation>%1 de communication&#xa0;; rien ne la masque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of communication, %2 exposed: %3 hidden behind %4</source>
        <translation>%1 de communication, %2 exposée&#xa0;: %3 masquée derrière %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GEMMs %1, attention kernels %2, HBM-bound kernels %3 (recompute included)</source>
        <translation>GEMM %1, kernels d&apos;attention %2, kernels limités par la HBM %3 (recalculation comprise)</translation>
    </message>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+190"/>
        <source>the view no longer exists</source>
        <translation>la vue n&apos;existe plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no size to draw</source>
        <translation>%1 n&apos;a pas de taille à dessiner</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>could not draw %1 as %2</source>
        <translation>impossible de dessiner %1 en %2</translation>
    </message>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+35"/>
        <source>Any</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+73"/>
        <source>%1 (no recipe or window)</source>
        <translation>%1 (ni recette ni fenêtre)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/run_record.cpp" line="+81"/>
        <source>no files picked for the run</source>
        <translation>aucun fichier choisi pour l&apos;exécution</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create a temporary folder for the current recipe</source>
        <translation>impossible de créer un dossier temporaire pour la recette actuelle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (studio recipe at %1, not saved)</source>
        <translation> (recette du studio à %1, non enregistrée)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the studio&apos;s recipe at %1 (%2)</source>
        <translation>la recette du studio à %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a run needs a training log (add a .log, .txt or .out file)</source>
        <translation>une exécution a besoin d&apos;un journal d&apos;entraînement (ajoutez un fichier .log, .txt ou .out)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no recipe</source>
        <translation>aucune recette</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel.cpp" line="+54"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../../ui/window/color_scheme.cpp" line="+118"/>
        <source>Colour &amp;Scheme</source>
        <translation>&amp;Thème de couleurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+91"/>
        <source>An autosave could not be read</source>
        <translation>Une sauvegarde automatique n&apos;a pas pu être lue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unsaved edits to %1</source>
        <translation>modifications non enregistrées de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n pinned recipe(s)</source>
        <translation>
            <numerusform>%n recette épinglée</numerusform>
            <numerusform>%n recettes épinglées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n attached run(s) (loaded again from their files)</source>
        <translation>
            <numerusform>%n exécution jointe (rechargée depuis ses fichiers)</numerusform>
            <numerusform>%n exécutions jointes (rechargées depuis leurs fichiers)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with %1</source>
        <translation>, avec %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover the last session</source>
        <translation>Récupérer la dernière session</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE Layout Studio did not shut down normally. Kept from %1: %2.

Restore them?</source>
        <translation>MoE Layout Studio ne s&apos;est pas fermé normalement. Conservé depuis %1&#xa0;: %2.

Les restaurer&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>P&amp;lus tard</translation>
    </message>
</context>
<context>
    <name>StepBreakdown</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="-109"/>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>Recalculation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed TP comm</source>
        <translation>Communication TP exposée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed CP comm</source>
        <translation>Communication CP exposée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed EP comm</source>
        <translation>Communication EP exposée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed PP comm</source>
        <translation>Communication PP exposée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed DP comm</source>
        <translation>Communication DP exposée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline bubble</source>
        <translation>Bulle de pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host overhead</source>
        <translation>Overhead de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer step</source>
        <translation>Étape de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer offload</source>
        <translation>Offloading de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed per step</source>
        <translation>Fixe par étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed activation offload</source>
        <translation>Offloading des activations exposé</translation>
    </message>
</context>
<context>
    <name>moe::ui::AddRunDialog</name>
    <message>
        <location filename="../../ui/runs/add_run_dialog.cpp" line="+41"/>
        <location line="+55"/>
        <source>Add Run</source>
        <translation>Ajouter une exécution</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>A training log with any traces, a measurement contract, a Bridge YAML or a recipe file</source>
        <translation>Un journal d&apos;entraînement avec ses traces, un contrat de mesure, un Bridge YAML ou un fichier de recette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Run</source>
        <translation>&amp;Ajouter l&apos;exécution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Choose Files…</source>
        <translation>&amp;Choisir les fichiers…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;From iteration</source>
        <translation>&amp;De l&apos;itération</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;to</source>
        <translation>&amp;à</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Files of the run:</source>
        <translation>Fichiers de l&apos;exécution&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steady window (inclusive; the first printed line includes warm-up):</source>
        <translation>Fenêtre stable (bornes incluses&#xa0;; la première ligne imprimée inclut le préchauffage)&#xa0;:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Run files (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;All files (*)</source>
        <translation>Fichiers d&apos;exécution (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed: %1.</source>
        <translation>Proposé&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose the run&apos;s files: a training log with any traces, contract or Bridge YAML.</source>
        <translation>Choisissez les fichiers de l&apos;exécution&#xa0;: un journal d&apos;entraînement avec ses traces, un contrat ou un Bridge YAML.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window is empty: the first iteration is after the last.</source>
        <translation>La fenêtre est vide&#xa0;: la première itération est après la dernière.</translation>
    </message>
</context>
<context>
    <name>moe::ui::AssumptionsEditor</name>
    <message>
        <location filename="../../ui/memory/assumptions_editor.cpp" line="+85"/>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the model&apos;s default for this recipe (shown)</source>
        <translation>Utiliser la valeur par défaut du modèle pour cette recette (affichée)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probs fused into SwiGLU (drops the unpermute a2a output tensor)</source>
        <translation>Probabilités fusionnées dans SwiGLU (supprime le tenseur de sortie a2a de l&apos;unpermute)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset to defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>moe::ui::BandFormat</name>
    <message>
        <location filename="../../ui/common/band_format.cpp" line="+60"/>
        <source>%1 (extrapolated)</source>
        <comment>an uncertainty band outside the calibration</comment>
        <translation>%1 (extrapolé)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+52"/>
        <source>&amp;Fit</source>
        <translation>A&amp;juster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Profile</source>
        <translation>&amp;Enregistrer le profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use for Estimates</source>
        <translation>&amp;Utiliser pour les estimations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Constant</source>
        <translation>Constante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Observation</source>
        <translation>Observation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (ms)</source>
        <translation>Mesuré (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before (ms)</source>
        <translation>Avant (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before %</source>
        <translation>Avant %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After (ms)</source>
        <translation>Après (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After %</source>
        <translation>Après %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrate from Runs</source>
        <translation>Calibrer sur les exécutions</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constants to fit; none checked lets the runs decide which they can determine</source>
        <translation>Constantes à ajuster&#xa0;; si aucune n&apos;est cochée, les exécutions décident lesquelles elles peuvent déterminer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>profile name, e.g. lab-h100</source>
        <translation>nom du profil, p. ex. lab-h100</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Constants:</source>
        <translation>Constantes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile name:</source>
        <translation>Nom du profil&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n attached run(s). The fit starts from the studio&apos;s current calibration.</source>
        <translation>
            <numerusform>%n exécution jointe. L&apos;ajustement part du calibrage actuel du studio.</numerusform>
            <numerusform>%n exécutions jointes. L&apos;ajustement part du calibrage actuel du studio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Fitting…</source>
        <translation>Ajustement…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to fit: no attached run can be used.</source>
        <translation>Rien à ajuster&#xa0;: aucune exécution jointe n&apos;est utilisable.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused: %1</source>
        <translation>Refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no result</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+29"/>
        <source> Skipped: %1.</source>
        <translation> Ignorés&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>fitted (at bound)</source>
        <translation>ajustée (à la borne)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fitted</source>
        <translation>ajustée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held</source>
        <translation>maintenue</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n constant(s) fitted from %1 observation(s); error (RMS of the table&apos;s errors) before %2 %, after %3 %.</source>
        <translation>
            <numerusform>%n constante ajustée à partir de %1 observation(s)&#xa0;; erreur (RMS des erreurs du tableau) avant %2 %, après %3 %.</numerusform>
            <numerusform>%n constantes ajustées à partir de %1 observation(s)&#xa0;; erreur (RMS des erreurs du tableau) avant %2 %, après %3 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source> Caution: %n observation(s) for as many fitted constants or fewer, so the fit reproduces the runs by construction and its error after says nothing about other layouts. Attach more runs (other layouts or batch sizes) and check the profile on a run it was not fitted to.</source>
        <translation>
            <numerusform> Attention&#xa0;: %n observation pour autant de constantes ajustées ou moins, donc l&apos;ajustement reproduit les exécutions par construction et son erreur après ne dit rien des autres dispositions. Joignez d&apos;autres exécutions (autres dispositions ou tailles de lot) et vérifiez le profil sur une exécution sur laquelle il n&apos;a pas été ajusté.</numerusform>
            <numerusform> Attention&#xa0;: %n observations pour autant de constantes ajustées ou moins, donc l&apos;ajustement reproduit les exécutions par construction et son erreur après ne dit rien des autres dispositions. Joignez d&apos;autres exécutions (autres dispositions ou tailles de lot) et vérifiez le profil sur une exécution sur laquelle il n&apos;a pas été ajusté.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> Saved as cluster profile &apos;%1&apos; (%2).</source>
        <translation> Enregistré comme profil de cluster «&#xa0;%1&#xa0;» (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fitted (unsaved)</source>
        <translation>ajustée (non enregistrée)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CompareModel</name>
    <message>
        <location filename="../../ui/compare/compare_model.cpp" line="+87"/>
        <source>%1  (Δ %2)</source>
        <translation>%1  (Δ %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No numbers for this recipe: %1</source>
        <translation>Pas de chiffres pour cette recette&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
%2, against the first column</source>
        <translation>%1
%2, par rapport à la première colonne</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
</context>
<context>
    <name>moe::ui::ComparePanel</name>
    <message numerus="yes">
        <location filename="../../ui/compare/compare_panel.cpp" line="+62"/>
        <source>+%n more</source>
        <translation>
            <numerusform>+%n autre</numerusform>
            <numerusform>+%n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Pin current</source>
        <translation>É&amp;pingler l&apos;actuelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply pinned</source>
        <translation>&amp;Appliquer l&apos;épinglée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cop&amp;y Table</source>
        <translation>Cop&amp;ier le tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Ta&amp;ble…</source>
        <translation>Exporter le ta&amp;bleau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sho&amp;w all fields</source>
        <translation>Affic&amp;her tous les champs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin Current Layout</source>
        <translation>É&amp;pingler la disposition actuelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply Pinned Layout</source>
        <translation>&amp;Appliquer la disposition épinglée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin the current recipe to compare later edits against it</source>
        <translation>Épingle la recette actuelle pour y comparer les modifications suivantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make the pinned recipe selected in Compare the current one (undoable)</source>
        <translation>Fait de la recette épinglée sélectionnée dans Comparaison la recette courante (annulable)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pinned recipe Rename, Remove and Apply act on</source>
        <translation>La recette épinglée sur laquelle agissent Renommer, Retirer et Appliquer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also list the fields every column shares and the model&apos;s architecture fields</source>
        <translation>Lister aussi les champs communs à toutes les colonnes et les champs d&apos;architecture du modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the table as tab-separated text (pastes into a spreadsheet); Ctrl+C copies the selected rows</source>
        <translation>Copie le tableau en texte séparé par des tabulations (se colle dans un tableur)&#xa0;; Ctrl+C copie les lignes sélectionnées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the table as CSV or Markdown</source>
        <translation>Enregistre le tableau en CSV ou en Markdown</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>%1 · GBS %2</source>
        <translation>%1 · GBS %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin %1: %2 (%3)</source>
        <translation>Épingle %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> · same as Pin %1</source>
        <translation> · identique à l&apos;épingle %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Apply pinned “%1”</source>
        <translation>Appliquer l&apos;épinglée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not export the comparison</source>
        <translation>Impossible d&apos;exporter la comparaison</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rename Pin</source>
        <translation>Renommer l&apos;épingle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (%2 · GBS %3)</source>
        <translation>%1 (%2 · GBS %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current: %1 (%2 · GBS %3)</source>
        <translation>Actuelle&#xa0;: %1 (%2 · GBS %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pin the current layout (Compare ▸ Pin Current Layout, Ctrl+P), then edit: every changed field and the memory and time deltas against the first pin appear here.</source>
        <translation>Épinglez la disposition actuelle (Comparer ▸ Épingler la disposition actuelle, Ctrl+P), puis modifiez&#xa0;: chaque champ modifié et les écarts de mémoire et de temps par rapport à la première épingle apparaissent ici.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n field(s) differ; deltas are against “%1”.</source>
        <translation>
            <numerusform>%n champ diffère&#xa0;; les écarts sont relatifs à «&#xa0;%1&#xa0;».</numerusform>
            <numerusform>%n champs diffèrent&#xa0;; les écarts sont relatifs à «&#xa0;%1&#xa0;».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n model architecture field(s) among them are folded away (Show all fields).</source>
        <translation>
            <numerusform>%n champ d&apos;architecture du modèle parmi eux est replié (Afficher tous les champs).</numerusform>
            <numerusform>%n champs d&apos;architecture du modèle parmi eux sont repliés (Afficher tous les champs).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimates use the %1 calibration.</source>
        <translation>Les estimations utilisent le calibrage %1.</translation>
    </message>
</context>
<context>
    <name>moe::ui::CompareTable</name>
    <message>
        <location filename="../../ui/compare/compare_table.cpp" line="+51"/>
        <source>Memory per GPU of the binding (fullest) pipeline stage, estimateMemory</source>
        <translation>Mémoire par GPU de l&apos;étage de pipeline limitant (le plus plein), estimateMemory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usable HBM minus the binding stage; negative means it does not fit</source>
        <translation>HBM utilisable moins l&apos;étage limitant&#xa0;; négatif signifie que cela ne tient pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the binding stage fits in usable HBM, estimateMemory</source>
        <translation>Si l&apos;étage limitant tient dans la HBM utilisable, estimateMemory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated training step time, estimateStepTime</source>
        <translation>Temps d&apos;étape d&apos;entraînement estimé, estimateStepTime</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per second per GPU</source>
        <translation>Tokens par seconde par GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model TFLOP/s per GPU, by the %1. %2</source>
        <translation>TFLOP/s du modèle par GPU, selon %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model FLOPs utilisation against the precision&apos;s dense peak, by the %1. %2</source>
        <translation>Utilisation des FLOPs du modèle par rapport au pic dense de la précision, selon %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What limits the step most, by the step-time model&apos;s diagnosis</source>
        <translation>Ce qui limite le plus l&apos;étape, selon le diagnostic du modèle de temps d&apos;étape</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(unset)</source>
        <translation>(non défini)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>? (does not divide)</source>
        <translation>? (ne divise pas)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (no numbers)</source>
        <translation>— (pas de chiffres)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (does not fit)</source>
        <translation>— (ne tient pas)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closely: %1 headroom, under the %2 fragmentation allowance (may not fit)</source>
        <translation>de justesse&#xa0;: marge de %1, sous la tolérance de fragmentation de %2 (peut ne pas tenir)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tight, %1 over (within the fragmentation allowance)</source>
        <translation>serré, %1 de trop (dans la tolérance de fragmentation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no, %1 over</source>
        <translation>non, %1 de trop</translation>
    </message>
    <message>
        <location line="+40"/>
        <source> on the common BF16 peak (%1 against %2 of BF16 peak; each MFU above is of its own precision&apos;s peak)</source>
        <translation> sur le pic BF16 commun (%1 contre %2 du pic BF16&#xa0;; chaque MFU ci-dessus se rapporte au pic de sa propre précision)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> · a tie within %1</source>
        <translation> · égalité à %1 près</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</source>
        <translation> · autre lot (GBS %1 × seq %2 contre %3 × %4)&#xa0;: comparez les tokens/s</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>invalid recipe: %1: %2</source>
        <translation>recette invalide&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (and %1 more)</source>
        <translation> (et %1 de plus)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Binding-stage memory</source>
        <translation>Mémoire de l&apos;étage limitant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory headroom</source>
        <translation>Marge mémoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits in memory</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>Temps d&apos;étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model TFLOP/s/GPU (%1)</source>
        <translation>TFLOP/s/GPU du modèle (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU (%1)</source>
        <translation>MFU (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall to attack first</source>
        <translation>Mur à attaquer en premier</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>%1
In the recipe file: %2 (%3)</source>
        <translation>%1
Dans le fichier de recette&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>DP (derived)</source>
        <translation>DP (dérivé)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attention data parallel: world ÷ (TP·CP·PP)</source>
        <translation>Parallélisme de données de l&apos;attention&#xa0;: nombre total de GPU ÷ (TP·CP·PP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EDP (derived)</source>
        <translation>EDP (dérivé)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert data parallel: world ÷ (ETP·EP·PP)</source>
        <translation>Parallélisme de données des experts&#xa0;: nombre total de GPU ÷ (ETP·EP·PP)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CoupledEdits</name>
    <message>
        <location filename="../../ui/editor/coupled_edits.cpp" line="+27"/>
        <source>Tensor parallel size: %1, sequence parallel on</source>
        <translation>Taille du parallélisme de tenseur&#xa0;: %1, parallélisme de séquence activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel size: %1, sequence parallel off</source>
        <translation>Taille du parallélisme de tenseur&#xa0;: %1, parallélisme de séquence désactivé</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2, pipeline placement chosen anew</source>
        <translation>%1&#xa0;: %2, placement du pipeline choisi à nouveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel size</source>
        <translation>Taille du parallélisme de pipeline</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Virtual pipeline stages</source>
        <translation>Étages virtuels de pipeline</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS unset</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS supprimé</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_model.cpp" line="+20"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unset</source>
        <translation>non défini</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (+%2 more)</source>
        <translation>%1 (+%2 autres)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Fix: %1</source>
        <translation>Correctif&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Suggestion: %1</source>
        <translation>Suggestion&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1</source>
        <translation>Source&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One-click fix (double-click): %1</source>
        <translation>Correctif en un clic (double-clic)&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule: %1</source>
        <translation>Règle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1 explains it in Help.</source>
        <translation>F1 l&apos;explique dans l&apos;aide.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding</source>
        <translation>Constat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggestion</source>
        <translation>Suggestion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix</source>
        <translation>Correctif</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsView</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_view.cpp" line="+27"/>
        <source>Apply Fi&amp;x</source>
        <translation>&amp;Corriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explain in Help</source>
        <translation>Expliquer dans l&apos;aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Rule Id</source>
        <translation>Copier l&apos;identifiant de la règle</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable)</source>
        <translation>Applique le correctif en un clic du constat sélectionné (annulable)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Explain the selected finding in Help (F1)</source>
        <translation>Explique le constat sélectionné dans l&apos;aide (F1)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Fix: %1</source>
        <translation>Correctif&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable): %1</source>
        <translation>Applique le correctif en un clic du constat sélectionné (annulable)&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Valid: no errors or warnings</source>
        <translation>Valide&#xa0;: ni erreur ni avertissement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 error</source>
        <translation>1 erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>%1 erreurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 warning</source>
        <translation>1 avertissement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation>%1 avertissements</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 — export is %3</source>
        <translation>%1, %2 — export %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allowed</source>
        <translation>autorisé</translation>
    </message>
</context>
<context>
    <name>moe::ui::DomainCrossing</name>
    <message>
        <location filename="../../ui/grid/domain_crossing_text.cpp" line="+44"/>
        <source>racks</source>
        <translation>racks</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rack</source>
        <translation>rack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nodes</source>
        <translation>nœuds</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>node</source>
        <translation>nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink domains</source>
        <translation>domaines NVLink</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVLink domain</source>
        <translation>domaine NVLink</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 group spans %2 %3</source>
        <translation>le groupe %1 s&apos;étend sur %2 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both %1 groups span %2 %3</source>
        <translation>les deux groupes %1 s&apos;étendent sur %2 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all %1 %2 groups span %3 %4</source>
        <translation>les %1 groupes %2 s&apos;étendent tous sur %3 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 %3 groups span up to %4 %5</source>
        <translation>%1 des %2 groupes %3 s&apos;étendent sur jusqu&apos;à %4 %5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 stays inside one %2</source>
        <translation>%1 reste dans un seul %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stay inside one %2</source>
        <translation>%1 restent dans un seul %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every group is a single GPU</source>
        <translation>chaque groupe est un seul GPU</translation>
    </message>
</context>
<context>
    <name>moe::ui::EstimatePanel</name>
    <message>
        <location filename="../../ui/estimate/estimate_panel.cpp" line="+72"/>
        <source>Show predicted timeline</source>
        <translation>Afficher la chronologie prédite</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step time</source>
        <translation>Temps d&apos;étape</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU du modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+265"/>
        <source>seconds per step</source>
        <translation>secondes par étape</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Calibration: built-in (fitted to published runs).</source>
        <translation>Calibrage&#xa0;: intégré (ajusté sur des exécutions publiées).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration: cluster profile “%1”, fitted to your runs; the band is the built-in model&apos;s on published rows and is not re-measured for it.</source>
        <translation>Calibrage&#xa0;: profil de cluster «&#xa0;%1&#xa0;», ajusté sur vos exécutions&#xa0;; la bande est celle du modèle intégré sur les lignes publiées et n&apos;est pas remesurée pour lui.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Simulate one training step per pipeline rank in Megatron-Core&apos;s schedule order and open it in the Trace dock, beside the measured trace when one is open</source>
        <translation>Simule une étape d&apos;entraînement par rang de pipeline dans l&apos;ordre d&apos;ordonnancement de Megatron-Core et l&apos;ouvre dans le panneau Trace, à côté de la trace mesurée quand une trace est ouverte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No step to simulate: the layout does not fit in memory (see above)</source>
        <translation>Aucune étape à simuler&#xa0;: la disposition ne tient pas en mémoire (voir ci-dessus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No step to simulate: the recipe has no estimate (see above)</source>
        <translation>Aucune étape à simuler&#xa0;: la recette n&apos;a pas d&apos;estimation (voir ci-dessus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No estimate.</source>
        <translation>Pas d&apos;estimation.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Invalid recipe — no estimate (%n error(s)):</source>
        <translation>
            <numerusform>Recette invalide — pas d&apos;estimation (%n erreur)&#xa0;:</numerusform>
            <numerusform>Recette invalide — pas d&apos;estimation (%n erreurs)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot estimate: %1</source>
        <translation>Estimation impossible&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Does not fit: the binding stage needs %1, %2 over the usable %3</source>
        <translation>Ne tient pas&#xa0;: l&apos;étage limitant demande %1, soit %2 de plus que les %3 utilisables</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next lever: make it fit first: %1</source>
        <translation>Levier suivant&#xa0;: d&apos;abord faire tenir&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no step to show</source>
        <translation>aucune étape à afficher</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>memory is tight: %1 over usable HBM, within the fragmentation allowance, so it may run</source>
        <translation>mémoire serrée&#xa0;: %1 au-dessus de la HBM utilisable, dans la tolérance de fragmentation, donc cela peut tourner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>memory fits closely: %1 headroom, less than the %2 fragmentation allowance, so it may not fit</source>
        <translation>la mémoire tient de justesse&#xa0;: marge de %1, sous la tolérance de fragmentation de %2, peut ne pas tenir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory fits with %1 headroom</source>
        <translation>la mémoire tient avec une marge de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6</source>
        <translation>Étape estimée %1 %2&#xa0;: m = %3 micro-lots de %4 sur le rang PP %5&#xa0;; %6</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>of the BF16 dense peak (%1)</source>
        <translation>du pic dense BF16 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of the %1 dense peak; %2 of BF16 (%3)</source>
        <translation>du pic dense %1&#xa0;; %2 du BF16 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 TFLOP/s/GPU, MFU %3</source>
        <translation>%1&#xa0;: %2 TFLOP/s/GPU, MFU %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>; outside the calibration: %1</source>
        <translation>; hors du calibrage&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty unknown: no cross-validated rows to compare with.</source>
        <translation>Incertitude inconnue&#xa0;: aucune ligne en validation croisée à laquelle comparer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty %1: the widest of the model&apos;s cross-validated errors on %2 published rows (%3); figures are rounded to it.</source>
        <translation>Incertitude %1&#xa0;: la plus large des erreurs du modèle en validation croisée sur %2 lignes publiées (%3)&#xa0;; les chiffres y sont arrondis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Uncertainty %1: %2 % of the model&apos;s cross-validated errors on %3 comparable published rows (%4) fall inside it; figures are rounded to it.</source>
        <translation>Incertitude %1&#xa0;: %2 % des erreurs du modèle en validation croisée sur %3 lignes publiées comparables (%4) y tombent&#xa0;; les chiffres y sont arrondis.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Wall to attack first: %1 — %2</source>
        <translation>Mur à attaquer en premier&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next lever: none of one change. The usual one for this wall, %1, is out here: %2</source>
        <translation>Levier suivant&#xa0;: aucun en un seul changement. Le levier habituel pour ce mur, %1, est exclu ici&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The best candidate, %1, is %2</source>
        <translation>Levier suivant&#xa0;: aucun changement unique n&apos;apporte de gain selon l&apos;estimation du modèle. Le meilleur candidat, %1, est %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The usual one for this wall, %1, is %2</source>
        <translation>Levier suivant&#xa0;: aucun changement unique n&apos;apporte de gain selon l&apos;estimation du modèle. Le levier habituel pour ce mur, %1, est %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: %1 — %2</source>
        <translation>Levier suivant&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next lever: %1</source>
        <translation>Levier suivant&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2%3</source>
        <translation>%1 %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (changes the numerics)</source>
        <translation> (modifie les résultats numériques)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Single changes the model estimated (valid and fitting), best first:
%1</source>
        <translation>Changements uniques estimés par le modèle (valides et qui tiennent), le meilleur d&apos;abord&#xa0;:
%1</translation>
    </message>
</context>
<context>
    <name>moe::ui::ExportDialog</name>
    <message>
        <location filename="../../ui/export/export_dialog.cpp" line="+80"/>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script</source>
        <translation>Script de lancement Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Bridge YAML override</source>
        <translation>Surcharge YAML Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipe YAML</source>
        <translation>YAML de recette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron-Core release the export targets: options newer than it are refused</source>
        <translation>Version de Megatron-Core visée par l&apos;export&#xa0;: les options plus récentes sont refusées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core &amp;version:</source>
        <translation>&amp;Version de Megatron-Core&#xa0;:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export &amp;anyway (the warning goes into the file&apos;s header)</source>
        <translation>Exporter &amp;quand même (l&apos;avertissement va dans l&apos;en-tête du fichier)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Refused: %1. Fix: %2.</source>
        <translation>Refusé&#xa0;: %1. Correctif&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot export: %1. Every finding, with its fix, is listed under the grids.</source>
        <translation>Export impossible&#xa0;: %1. Chaque constat, avec son correctif, est listé sous les grilles.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save: %1</source>
        <translation>Impossible d&apos;enregistrer&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Megatron-LM Launch Script</source>
        <translation>Exporter le script de lancement Megatron-LM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Megatron-Bridge YAML</source>
        <translation>Exporter le YAML Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Recipe</source>
        <translation>Exporter la recette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Recipe as JSON</source>
        <translation>Exporter la recette en JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
</context>
<context>
    <name>moe::ui::FeasibilityModel</name>
    <message>
        <location filename="../../ui/feasibility/feasibility_model.cpp" line="+51"/>
        <source>fits closely</source>
        <translation>tient de justesse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 headroom, less than the memory model&apos;s own %2 allocator-fragmentation allowance, so it may not fit</source>
        <translation>marge de %1, inférieure à la tolérance de fragmentation de l&apos;allocateur de %2 du modèle mémoire lui-même, donc cela peut ne pas tenir</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest plan</source>
        <translation>Plus petit plan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory levers</source>
        <translation>Leviers mémoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binding stage</source>
        <translation>Étage limitant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GBS</source>
        <translation>GBS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GA</source>
        <translation>GA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why not / notes</source>
        <translation>Pourquoi pas / notes</translation>
    </message>
</context>
<context>
    <name>moe::ui::FeasibilityPanel</name>
    <message>
        <location filename="../../ui/feasibility/feasibility_panel.cpp" line="+39"/>
        <source>Recompute</source>
        <translation>Recalculer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply Plan</source>
        <translation>Appliquer le plan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Make the selected GPU count&apos;s plan the recipe&apos;s (double-click or Enter on a row does the same)</source>
        <translation>Fait du plan du nombre de GPU sélectionné celui de la recette (un double-clic ou Entrée sur une ligne fait de même)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU counts are multiples of the node size up to this maximum (powers of two times the node size beyond 64 nodes)</source>
        <translation>Les nombres de GPU sont des multiples de la taille d&apos;un nœud jusqu&apos;à ce maximum (puissances de deux fois la taille d&apos;un nœud au-delà de 64 nœuds)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Up to</source>
        <translation>Jusqu&apos;à</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Feasibility is computed when this panel is shown.</source>
        <translation>La faisabilité est calculée à l&apos;affichage de ce panneau.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 at seq %2 on %3 (%4), up to %5 GPUs</source>
        <translation>%1 à seq %2 sur %3 (%4), jusqu&apos;à %5 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing %1…</source>
        <translation>Analyse de %1…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancelled. Press Recompute to analyse again.</source>
        <translation>Annulé. Appuyez sur Recalculer pour analyser à nouveau.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b style=&apos;color:#c01c28&apos;&gt;Feasibility cannot be analysed:&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#c01c28&apos;&gt;La faisabilité ne peut pas être analysée&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &lt;b&gt;%2 of %3&lt;/b&gt; GPU counts fit. CP starting point &lt;b&gt;%4&lt;/b&gt; (sequence length / 4096 rounded to a power of two). GBS %5 requested; GA per row = GBS / (MBS · DP).</source>
        <translation>%1&#xa0;: &lt;b&gt;%2 sur %3&lt;/b&gt; nombres de GPU tiennent. Point de départ du CP &lt;b&gt;%4&lt;/b&gt; (longueur de séquence / 4096 arrondie à une puissance de deux). GBS %5 demandé&#xa0;; GA par ligne = GBS / (MBS · DP).</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source> %n of them fit only closely (less headroom than the memory model&apos;s fragmentation allowance): they may not fit.</source>
        <translation>
            <numerusform> %n d&apos;entre eux ne tient que de justesse (marge inférieure à la tolérance de fragmentation du modèle mémoire)&#xa0;: il peut ne pas tenir.</numerusform>
            <numerusform> %n d&apos;entre eux ne tiennent que de justesse (marge inférieure à la tolérance de fragmentation du modèle mémoire)&#xa0;: ils peuvent ne pas tenir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> On %n count(s) the GBS must drop to stay divisible.</source>
        <translation>
            <numerusform> Sur %n nombre, le GBS doit baisser pour rester divisible.</numerusform>
            <numerusform> Sur %n nombres, le GBS doit baisser pour rester divisible.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %1 layouts evaluated.</source>
        <translation> %1 dispositions évaluées.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Nothing to apply: no analysed row for %1 GPUs.</source>
        <translation>Rien à appliquer&#xa0;: aucune ligne analysée pour %1 GPU.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not applied: %1 GPUs do not fit — %2</source>
        <translation>Non appliqué&#xa0;: %1 GPU ne tiennent pas — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not applied: the recipe changed since this analysis. Recompute first.</source>
        <translation>Non appliqué&#xa0;: la recette a changé depuis cette analyse. Recalculez d&apos;abord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apply feasibility plan for %1 GPUs (%2)</source>
        <translation>Appliquer le plan de faisabilité pour %1 GPU (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan for %1 GPUs is already the recipe&apos;s.</source>
        <translation>Le plan pour %1 GPU est déjà celui de la recette.</translation>
    </message>
</context>
<context>
    <name>moe::ui::FoldedGridView</name>
    <message>
        <location filename="../../ui/grid/folded_grid_labels.cpp" line="+24"/>
        <source>%1, %2, …, %3 (step %4, %5 GPUs)</source>
        <translation>%1, %2, …, %3 (pas %4, %5 GPU)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, … (%1 GPUs)</source>
        <translation>, … (%1 GPU)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>g%1</source>
        <translation>g%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n%1</source>
        <translation>n%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>d%1</source>
        <translation>d%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tp%1 cp%2</source>
        <translation>tp%1 cp%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tp%1</source>
        <translation>tp%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ep%1 etp%2</source>
        <translation>ep%1 etp%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ep%1</source>
        <translation>ep%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>PP stage %1</source>
        <extracomment>Above one pipeline stage&apos;s block of GPUs in the folded grid (PP: pipeline parallelism); %1 is the stage number. The widest form: shorter ones replace it over narrow blocks.</extracomment>
        <translation>Étage PP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PP %1</source>
        <extracomment>The stage label over a block too narrow for &quot;PP stage %1&quot;: as short as it can be while still naming pipeline parallelism; %1 is the stage number.</extracomment>
        <translation>PP %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> — one cell per node (%1 GPUs); double-click or zoom in for GPUs</source>
        <translation> — une cellule par nœud (%1 GPU)&#xa0;; double-cliquez ou zoomez pour voir les GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — one cell per NVLink domain (%1 GPUs); double-click or zoom in for nodes</source>
        <translation> — une cellule par domaine NVLink (%1 GPU)&#xa0;; double-cliquez ou zoomez pour voir les nœuds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — one cell per %1 GPUs (%2 NVLink domains); double-click or zoom in for fewer</source>
        <translation> — une cellule pour %1 GPU (%2 domaines NVLink)&#xa0;; double-cliquez ou zoomez pour en voir moins</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source> · %1 GPUs/cell</source>
        <translation> · %1 GPU/cellule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1/cell</source>
        <translation> · %1/cellule</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1  %2 · ranks in order (%3 fastest), rows named by their %4 replicas%5</source>
        <translation>%1  %2 · rangs dans l&apos;ordre (%3 le plus rapide), lignes nommées d&apos;après leurs répliques %4%5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attn</source>
        <translation>Attn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>tp</source>
        <translation>tp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>EDP</source>
        <translation>EDP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>etp</source>
        <translation>etp</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;GPU %1&lt;/b&gt; — node %2, NVLink domain %3&lt;br&gt;attention: tp %4, cp %5, dp %6, pp %7&lt;br&gt;MoE: etp %8, ep %9, edp %10</source>
        <translation>&lt;b&gt;GPU %1&lt;/b&gt; — nœud %2, domaine NVLink %3&lt;br&gt;attention&#xa0;: tp %4, cp %5, dp %6, pp %7&lt;br&gt;MoE&#xa0;: etp %8, ep %9, edp %10</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> &lt;span style=&apos;color:#c01c28&apos;&gt;leaves NVLink domain&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#c01c28&apos;&gt;sort du domaine NVLink&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;this GPU alone: %1</source>
        <translation>&lt;br&gt;ce GPU seul&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/folded_grid_view.cpp" line="+69"/>
        <source>  (zoom&#xa0;%1×:&#xa0;0&#xa0;resets)</source>
        <translation>  (zoom&#xa0;%1×&#xa0;:&#xa0;0&#xa0;réinitialise)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This layout cannot run: %1</source>
        <translation>Cette disposition ne peut pas tourner&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This layout cannot run: %1 (and %2 more in the findings)</source>
        <translation>Cette disposition ne peut pas tourner&#xa0;: %1 (et %2 de plus dans les constats)</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>&lt;i&gt;%1 GPUs in this cell (double-click or zoom in for single GPUs); first:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;%1 GPU dans cette cellule (double-cliquez ou zoomez pour voir chaque GPU)&#xa0;; le premier&#xa0;:&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No folded grid: %1</source>
        <translation>Pas de grille repliée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::GridLegend</name>
    <message>
        <location filename="../../ui/grid/grid_legend.cpp" line="+90"/>
        <source>cell of %1 NVLink domains (racks), alternating hue</source>
        <translation>cellule de %1 domaines NVLink (racks), teinte alternée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cell of %1 NVLink domains (nodes), alternating hue</source>
        <translation>cellule de %1 domaines NVLink (nœuds), teinte alternée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink domain (rack), alternating hue</source>
        <translation>domaine NVLink (rack), teinte alternée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink domain (node), alternating hue</source>
        <translation>domaine NVLink (nœud), teinte alternée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>node, alternating shade</source>
        <translation>nœud, nuance alternée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>click a GPU to colour its %1 peers</source>
        <translation>cliquez sur un GPU pour colorer ses pairs %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>selected GPU</source>
        <translation>GPU sélectionné</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peers</source>
        <translation>pairs %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peer group leaves its NVLink domain</source>
        <translation>le groupe de pairs sort de son domaine NVLink</translation>
    </message>
</context>
<context>
    <name>moe::ui::HelpWindow</name>
    <message>
        <location filename="../../ui/help/help_window.cpp" line="+37"/>
        <source>MoE Layout Studio Help</source>
        <translation>Aide de MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search help: a term, a setting or a message</source>
        <translation>Rechercher dans l&apos;aide&#xa0;: un terme, un réglage ou un message</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher&#xa0;:</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>%1 topics</source>
        <translation>%1 sujets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing matches</source>
        <translation>Aucune correspondance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 match</source>
        <translation>1 correspondance</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 matches</source>
        <translation>%1 correspondances</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;No topic matches “%1”. Try a shorter word, or one of the glossary&apos;s terms (TP, EP, recompute, dispatcher…).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun sujet ne correspond à «&#xa0;%1&#xa0;». Essayez un mot plus court, ou l&apos;un des termes du glossaire, encore en anglais pour l&apos;instant (TP, EP, recompute, dispatcher…).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportHandle</name>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+7"/>
        <source>Export image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 image (*.%2)</source>
        <translation>Image %1 (*.%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Image of the %1</source>
        <translation>Exporter l&apos;image de %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The image was not saved: %1</source>
        <translation>L&apos;image n&apos;a pas été enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::LayoutEditor</name>
    <message>
        <location filename="../../ui/editor/gpu_count_shrink.cpp" line="+58"/>
        <source>%1 GPUs with %2</source>
        <translation>%1 GPU avec %2</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor.cpp" line="+39"/>
        <source>Recipe</source>
        <translation>Recette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recipe name</source>
        <translation>nom de la recette</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model from the built-in catalog; the layout and options are kept.</source>
        <translation>Modèle du catalogue intégré&#xa0;; la disposition et les options sont conservées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU from the built-in catalog; the layout and options are kept.</source>
        <translation>GPU du catalogue intégré&#xa0;; la disposition et les options sont conservées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ The notes (at the end of this panel) describe an earlier layout and are left out of exports. Check them, then delete their first line.</source>
        <translation>⚠ Les notes (à la fin de ce panneau) décrivent une disposition antérieure et sont exclues des exports. Vérifiez-les, puis supprimez leur première ligne.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pipeline and context</source>
        <translation>Pipeline et contexte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence parallel</source>
        <translation>Parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline layout</source>
        <translation>Disposition du pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Et|(tt|)*30mL; empty = even split</source>
        <translation>p. ex. Et|(tt|)*30mL&#xa0;; vide = répartition égale</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+398"/>
        <source>even split</source>
        <translation>répartition égale</translation>
    </message>
    <message>
        <location line="-400"/>
        <source>First-stage layers</source>
        <translation>Couches du premier étage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-stage layers</source>
        <translation>Couches du dernier étage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding as a layer in the split</source>
        <translation>Plongement compté comme couche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss as a layer in the split</source>
        <translation>Perte comptée comme couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CP communication</source>
        <translation>Communication CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hierarchical CP</source>
        <translation>CP hiérarchique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inner,outer (a2a+p2p)</source>
        <translation>interne,externe (a2a+p2p)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank order</source>
        <translation>Ordre des rangs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cluster and batch</source>
        <translation>Cluster et lot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (GBS)</source>
        <translation>Lot global (GBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro batch (MBS)</source>
        <translation>Micro-lot (MBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Microbatches / step</source>
        <translation>Micro-lots / étape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parallel folding</source>
        <translation>Parallel Folding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows step through the sizes that keep the world divisible by both meshes.</source>
        <translation>Les flèches parcourent les tailles qui gardent le nombre total de GPU divisible par les deux maillages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP (derived)</source>
        <translation>DP (dérivé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>= TP (unset)</source>
        <translation>= TP (non défini)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EDP (derived)</source>
        <translation>EDP (dérivé)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher</source>
        <translation>Dispatcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>Recalculation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute modules</source>
        <translation>Modules recalculés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer CPU offload</source>
        <translation>Offloading CPU de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Optimizer offload fraction</source>
        <translation>Fraction d&apos;offloading</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation offload (fine-grained)</source>
        <translation>Offloading fin des activations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offload modules</source>
        <translation>Modules en offloading</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>Graphes CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph scopes</source>
        <translation>Scopes des graphes</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Change GPU to %1</source>
        <translation>Passer au GPU %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change GPU to %1 (%2)</source>
        <translation>Passer au GPU %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU changed to %1: %2 (the exports write what %1 needs; Ctrl+Z restores the old value).</source>
        <translation>GPU changé pour %1 : %2 (les exports écrivent ce dont %1 a besoin ; Ctrl+Z rétablit l’ancienne valeur).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Change model to %1</source>
        <translation>Passer au modèle %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (edited)</source>
        <translation>%1 (modifié)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (imported)</source>
        <translation>%1 (importé)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (custom)</source>
        <translation>%1 (personnalisé)</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Steps through the %1 sizes that keep both meshes divisible.</source>
        <translation>Parcourt les tailles de %1 qui gardent les deux maillages divisibles.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.</source>
        <translation>Pas de %1 GPU&#xa0;: les nombres que TP·CP·PP, ETP·EP·PP et des nœuds entiers de %2 divisent.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>None ticked: Megatron recomputes its default module, core_attn</source>
        <translation>Aucun coché&#xa0;: Megatron recalcule son module par défaut, core_attn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modules recomputed in backward (selective recompute)</source>
        <translation>Modules recalculés pendant la passe arrière (recalculation sélective)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>set by the layout string</source>
        <translation>par la disposition</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Modules whose saved inputs go to host memory between forward and backward (fine-grained activation offloading)</source>
        <translation>Modules dont les entrées sauvegardées vont en mémoire hôte entre la passe avant et la passe arrière (offloading des activations à grain fin)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs not divisible by TP·CP·PP</source>
        <translation>Nombre de GPU non divisible par TP·CP·PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs not divisible by ETP·EP·PP</source>
        <translation>Nombre de GPU non divisible par ETP·EP·PP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GBS not divisible by MBS·DP</source>
        <translation>GBS non divisible par MBS·DP</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor_notes.cpp" line="+39"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sources, why the layout deviates, …</source>
        <translation>sources, pourquoi la disposition s&apos;écarte, …</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor_shrink.cpp" line="+39"/>
        <source>
(over HBM by %1)</source>
        <translation>
(dépasse la HBM de %1)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Use %1%2</source>
        <translation>Utiliser %1%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instead of the snapped GPU count: this layout on %1 GPUs, one undo step%2</source>
        <translation>Au lieu du nombre de GPU arrondi&#xa0;: cette disposition sur %1 GPU, une seule étape d&apos;annulation%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. It would not fit in memory; the memory chart and the findings then say by how much.</source>
        <translation>. Elle ne tiendrait pas en mémoire&#xa0;; le graphique mémoire et les constats disent alors de combien.</translation>
    </message>
</context>
<context>
    <name>moe::ui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+60"/>
        <source>Recipe files (*.yaml *.yml);;All files (*)</source>
        <translation>Fichiers de recette (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Recipe editor</source>
        <translation>Éditeur de recette</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ready. New here? Help ▸ Getting Started walks through the window.</source>
        <translation>Prêt. Nouveau ici&#xa0;? Aide ▸ Premiers pas fait le tour de la fenêtre.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The recipe has been edited since: these warnings are about the file as imported.</source>
        <translation>La recette a été modifiée depuis&#xa0;: ces avertissements portent sur le fichier tel qu&apos;importé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not import the file.</source>
        <translation>Impossible d&apos;importer le fichier.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open the file.</source>
        <translation>Impossible d&apos;ouvrir le fichier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Imported %1</source>
        <translation>%1 importé</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported %1 with %n warning(s).</source>
        <translation>
            <numerusform>%1 importé avec %n avertissement.</numerusform>
            <numerusform>%1 importé avec %n avertissements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Not carried into the exports: %1 and %n more.</source>
        <translation>
            <numerusform>Non repris dans les exports&#xa0;: %1 et %n autre.</numerusform>
            <numerusform>Non repris dans les exports&#xa0;: %1 et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not carried into the exports: %1.</source>
        <translation>Non repris dans les exports&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The edit was rejected.</source>
        <translation>La modification a été refusée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the recipe.</source>
        <translation>Impossible d&apos;enregistrer la recette.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;Built-in</source>
        <translation>Ouvrir une recette i&amp;ntégrée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not load the built-in recipe %1.</source>
        <translation>Impossible de charger la recette intégrée %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open built-in %1</source>
        <translation>Ouvrir la recette intégrée %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open from &amp;Library…</source>
        <translation>Ouvrir depuis la &amp;bibliothèque…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Trace…</source>
        <translation>Ouvrir une &amp;trace…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../ui/window/unsaved_changes.cpp" line="+14"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Ima&amp;ge…</source>
        <translation>Exporter une ima&amp;ge…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pr&amp;eferences…</source>
        <translation>Préférence&amp;s…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Effacer le menu</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+20"/>
        <source>Open Recipe</source>
        <translation>Ouvrir une recette</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>a Megatron-Bridge YAML</source>
        <translation>un YAML Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Hugging Face config.json</source>
        <translation>un config.json Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Megatron-LM launch script</source>
        <translation>un script de lancement Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a profiler trace</source>
        <translation>une trace de profilage</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is %2, not a recipe. Open it in the Trace dock?</source>
        <translation>%1 est %2, pas une recette. L&apos;ouvrir dans le panneau Trace&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from the open recipe.</source>
        <translation>%1 est %2, pas une recette. L&apos;importer&#xa0;? Le GPU et le nombre de GPU qu&apos;il ne donne pas sont repris de la recette ouverte.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Recipe As</source>
        <translation>Enregistrer la recette sous</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)</source>
        <translation>Fichiers importables (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Configuration Hugging Face (*.json);;Ligne de commande Megatron-LM (*.sh *.txt);;Traces de profilage : Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_docks.cpp" line="+68"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Estimate</source>
        <extracomment>Dock title and View menu entry: the estimated step time and throughput (a noun).</extracomment>
        <translation>Estimation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feasibility</source>
        <extracomment>Dock title: which GPU counts can run the model at this sequence length.</extracomment>
        <translation>Faisabilité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search</source>
        <extracomment>Dock title: the search for the best layouts on a GPU count (a noun).</extracomment>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <extracomment>Dock title: pinned recipes side by side (a noun where the language distinguishes).</extracomment>
        <translation>Comparaison</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs</source>
        <extracomment>Dock title: measured training runs (logs, traces) attached to the session.</extracomment>
        <translation>Exécutions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory Assumptions</source>
        <extracomment>Dock title: the memory model&apos;s assumptions (GPU memory, HBM).</extracomment>
        <translation>Hypothèses mémoire</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../../ui/window/main_window_trace.cpp" line="+40"/>
        <source>Trace</source>
        <extracomment>View menu entry and dock title: a profiler trace (Kineto, Nsight) on a timeline.</extracomment>
        <translation>Trace</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_trace.cpp" line="-11"/>
        <source>Open Trace</source>
        <translation>Ouvrir une trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)</source>
        <translation>Traces de profilage (*.json *.json.gz *.sqlite *.sqlite3);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Opened %1 trace files (%2, …)</source>
        <translation>%1 fichiers de trace ouverts (%2, …)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened trace %1</source>
        <translation>Trace %1 ouverte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot simulate the step: %1</source>
        <translation>Impossible de simuler l&apos;étape&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot simulate the step</source>
        <translation>Impossible de simuler l&apos;étape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Predicted step %1 (closed-form estimate %2)</source>
        <translation>Étape prédite %1 (estimation analytique %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating one step…</source>
        <translation>Simulation d&apos;une étape…</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_changes.cpp" line="+4"/>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>moe::ui::MemoryChart</name>
    <message>
        <location filename="../../ui/memory/memory_chart.cpp" line="+48"/>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grads</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overheads</source>
        <translation>Surcoûts</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GiB per GPU</source>
        <translation>GiB par GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stage</source>
        <translation>Étage de pipeline</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>the layout cannot run (%1); fix it first</source>
        <translation>la disposition ne peut pas tourner (%1)&#xa0;; corrigez-la d&apos;abord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layout cannot run (%1, and %2 more); fix them first</source>
        <translation>la disposition ne peut pas tourner (%1, et %2 de plus)&#xa0;; corrigez-les d&apos;abord</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Memory cannot be evaluated: %1</source>
        <translation>La mémoire ne peut pas être évaluée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>usable HBM
%1 GiB</source>
        <translation>HBM utilisable
%1 GiB</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>binding: stage %1, %2 GiB</source>
        <translation>limitant&#xa0;: étage %1, %2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1: %2 GiB</source>
        <translation>étage %1&#xa0;: %2 GiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>stage %1 is tight: %2 GiB</source>
        <translation>étage %1 serré&#xa0;: %2 GiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GiB, tight</source>
        <translation>%1 GiB, serré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stage %1 does not fit: %2 GiB</source>
        <translation>étage %1 ne tient pas&#xa0;: %2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1: %2 GiB, too much</source>
        <translation>étage %1&#xa0;: %2 GiB, trop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GiB, too much</source>
        <translation>%1 GiB, trop</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fits, but closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB fragmentation allowance; it may not fit</source>
        <translation>Tient, mais de justesse&#xa0;: l&apos;étage limitant %1 laisse %2 GiB sur %3 GiB de HBM utilisable, moins que la tolérance de fragmentation de %4 GiB&#xa0;; cela peut ne pas tenir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fits: binding stage %1 leaves %2 GiB of %3 GiB usable HBM</source>
        <translation>Tient&#xa0;: l&apos;étage limitant %1 laisse %2 GiB sur %3 GiB de HBM utilisable</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tight: binding stage %1 is %2 GiB over, within the %3 GiB fragmentation allowance; it may run</source>
        <translation>Serré&#xa0;: l&apos;étage limitant %1 dépasse de %2 GiB, dans la tolérance de fragmentation de %3 GiB&#xa0;; cela peut tourner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does not fit: the host memory the offload needs is short (see the findings)</source>
        <translation>Ne tient pas&#xa0;: la mémoire hôte dont l&apos;offloading a besoin manque (voir les constats)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not fit: binding stage %1 needs %2 GiB, %3 GiB over the usable %4 GiB</source>
        <translation>Ne tient pas&#xa0;: l&apos;étage limitant %1 demande %2 GiB, soit %3 GiB de plus que les %4 GiB utilisables</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot run as it is (%1). Memory: %2</source>
        <translation>Ne peut pas tourner en l&apos;état (%1). Mémoire&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::MessageBanner</name>
    <message>
        <location filename="../../ui/window/message_banner.cpp" line="+25"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>moe::ui::ParetoPlot</name>
    <message>
        <location filename="../../ui/search/pareto_plot.cpp" line="+45"/>
        <source>Memory headroom (GiB)</source>
        <translation>Marge mémoire (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pareto front</source>
        <translation>Front de Pareto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top plans</source>
        <translation>Meilleurs plans</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Selected</source>
        <translation>Sélectionné</translation>
    </message>
</context>
<context>
    <name>moe::ui::PredictionTable</name>
    <message>
        <location filename="../../ui/trace/prediction_table.cpp" line="+28"/>
        <location line="+70"/>
        <source>Per step</source>
        <translation>Par étape</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Predicted (ms)</source>
        <translation>Prédit (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (ms)</source>
        <translation>Mesuré (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference (ms)</source>
        <translation>Écart (ms)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Predicted step %1, measured %2 (%3 step window(s) averaged).</source>
        <translation>Étape prédite %1, mesurée %2 (moyenne sur %3 fenêtre(s) d&apos;étape).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Not this recipe&apos;s run&lt;/b&gt;: what the trace records contradicts the recipe (%1). Predicted step %2, measured %3; no per-step comparison is shown, as its differences would not be errors of the prediction.</source>
        <translation>&lt;b&gt;Pas une exécution de cette recette&lt;/b&gt;&#xa0;: ce que la trace enregistre contredit la recette (%1). Étape prédite %2, mesurée %3&#xa0;; aucune comparaison par étape n&apos;est affichée, car ses écarts ne seraient pas des erreurs de la prédiction.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Not this recipe&apos;s run&lt;/b&gt;: the predicted step (%1) is %2× %3 than the measured %4, so the trace is probably of another model, layout or batch. No per-step comparison is shown: its differences would not be errors of the prediction.</source>
        <translation>&lt;b&gt;Pas une exécution de cette recette&lt;/b&gt;&#xa0;: l&apos;étape prédite (%1) est %2× %3 que l&apos;étape mesurée %4, donc la trace est probablement d&apos;un autre modèle, d&apos;une autre disposition ou d&apos;un autre lot. Aucune comparaison par étape n&apos;est affichée&#xa0;: ses écarts ne seraient pas des erreurs de la prédiction.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>longer</source>
        <translation>plus longue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>shorter</source>
        <translation>plus courte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Per step (largest difference first)</source>
        <translation>Par étape (plus grand écart d&apos;abord)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>phase: </source>
        <translation>phase&#xa0;: </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>moe::ui::PreferencesDialog</name>
    <message>
        <location filename="../../ui/window/preferences_dialog.cpp" line="+16"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new language applies at the next start of the studio. Files written for a trainer (recipes, launch scripts, Bridge YAML, CSV, traces) are the same in every language.</source>
        <translation>La nouvelle langue s&apos;applique au prochain démarrage du studio. Les fichiers écrits pour le framework d&apos;entraînement (recettes, scripts de lancement, Bridge YAML, CSV, traces) sont identiques dans toutes les langues.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This session&apos;s language is set by MOE_STUDIO_LANGUAGE=%1, which overrides this choice while it is set.</source>
        <translation>La langue de cette session est fixée par MOE_STUDIO_LANGUAGE=%1, qui l&apos;emporte sur ce choix tant qu&apos;elle est définie.</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeLibraryDialog</name>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+19"/>
        <source>Open from Library</source>
        <translation>Ouvrir depuis la bibliothèque</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Precision:</source>
        <translation>&amp;Précision&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Sequence:</source>
        <translation>&amp;Séquence&#xa0;:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The library could not be read: %1</source>
        <translation>La bibliothèque n&apos;a pas pu être lue&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No recipe matches these filters.</source>
        <translation>Aucune recette ne correspond à ces filtres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a recipe.</source>
        <translation>Sélectionnez une recette.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Select a recipe to open.</source>
        <translation>Sélectionnez une recette à ouvrir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not load %1: %2</source>
        <translation>Impossible de charger %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open %1 from library</source>
        <translation>Ouvrir %1 depuis la bibliothèque</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeLibraryModel</name>
    <message>
        <location filename="../../ui/library/recipe_library_model.cpp" line="+51"/>
        <source>Megatron-Bridge perf</source>
        <translation>performance Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>representative</source>
        <translation>représentatif</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recipe</source>
        <translation>Recette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seq</source>
        <translation>Séq</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeSummaryView</name>
    <message>
        <location filename="../../ui/editor/recipe_summary_view.cpp" line="+33"/>
        <source>— (world size does not divide)</source>
        <translation>— (le nombre total de GPU ne divise pas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> + Gated DeltaNet (1 in %1 full)</source>
        <translation> + Gated DeltaNet (1 sur %1 complète)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, SWA %1</source>
        <translation>, SWA %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 softmax</source>
        <translation>, softmax %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 heads, kv latent %3%4</source>
        <translation>%1, %2 têtes, latent kv %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, q latent %1</source>
        <translation>, latent q %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 heads, %3 query groups</source>
        <translation>%1, %2 têtes, %3 groupes de requêtes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dense</source>
        <translation>dense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 experts, top-%2, f_e %3</source>
        <translation>%1 experts, top-%2, f_e %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, shared %1</source>
        <translation>, partagés %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1 of %2 layers MoE)</source>
        <translation> (%1 couches MoE sur %2)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active / token</source>
        <translation>Actifs / token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding + output</source>
        <translation>Plongement + sortie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense peak</source>
        <translation>Pic dense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>World size</source>
        <translation>Nombre total de GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mesh</source>
        <translation>Maillage d&apos;attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert mesh</source>
        <translation>Maillage des experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP (derived)</source>
        <translation>DP (dérivé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EDP (derived)</source>
        <translation>EDP (dérivé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Microbatches / step</source>
        <translation>Micro-lots / étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher</source>
        <translation>Dispatcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>Recalculation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 layers%2, hidden %3, vocab %4</source>
        <translation>%1 couches%2, dim. cachée %3, vocab. %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 MTP</source>
        <translation> + %1 MTP</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 GiB usable of %2 GB HBM (datasheet), %3 TB/s</source>
        <translation>%1 GiB utilisables sur %2 GB de HBM (fiche technique), %3 TB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 %1, FP8 %2%3 TFLOPS</source>
        <translation>BF16 %1, FP8 %2%3 TFLOPS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, FP4 %1</source>
        <translation>, FP4 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs/node, NVLink domain %2, NIC %3 GB/s</source>
        <translation>%1 GPU/nœud, domaine NVLink %2, NIC %3 GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (= TP)</source>
        <translation> (= TP)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GBS %1, MBS %2, seq %3%4</source>
        <translation>GBS %1, MBS %2, seq %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, sequence parallel</source>
        <translation>, parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— (GBS not divisible by MBS × DP)</source>
        <translation>— (GBS non divisible par MBS × DP)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, FP8 param gather</source>
        <translation>, collecte des paramètres en FP8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>distributed %1, CPU offload %2</source>
        <translation>distribué %1, offloading CPU %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::RunsModel</name>
    <message>
        <location filename="../../ui/runs/runs_model.cpp" line="+89"/>
        <source>Before later edits: %1</source>
        <translation>Avant les modifications ultérieures&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not the loaded recipe: %1</source>
        <translation>Pas la recette chargée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>training-equivalent</source>
        <translation>équivalent à l&apos;entraînement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>benchmark-only</source>
        <translation>benchmark uniquement</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+93"/>
        <location line="+7"/>
        <location line="+15"/>
        <location line="+53"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>non-finite loss</source>
        <translation>perte non finie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-finite grad norm</source>
        <translation>norme du gradient non finie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finite</source>
        <translation>finie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No forced balancing, synthetic data or disabled paths found</source>
        <translation>Aucun équilibrage forcé, aucune donnée synthétique ni aucun chemin désactivé trouvé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>iterations %1-%2: %3; median %4 ms</source>
        <translation>itérations %1-%2&#xa0;: %3&#xa0;; médiane %4 ms</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Being scored against the loaded recipe %1.</source>
        <translation>En cours de notation par rapport à la recette chargée %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The figure came from the %1 calibration; the run is being re-scored with the one now in use.</source>
        <translation>Le chiffre vient du calibrage %1&#xa0;; l&apos;exécution est renotée avec celui en usage maintenant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared with %1&apos;s prediction:</source>
        <translation>Non comparée à la prédiction de %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
Its differences from %1&apos;s prediction would not be errors of the prediction.</source>
        <translation>
Ses écarts avec la prédiction de %1 ne seraient pas des erreurs de la prédiction.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>predicted for %1 with the %2 calibration</source>
        <translation>prédit pour %1 avec le calibrage %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s band: %1</source>
        <translation>La bande du modèle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No uncertainty band is known for this recipe</source>
        <translation>Aucune bande d&apos;incertitude n&apos;est connue pour cette recette</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every figure of this run was scored against %1 as it was when the run was added: a log records little of its job, so later edits are not facts about the run. If the run ran the loaded recipe %2, select it and press Re-score Against Loaded.</source>
        <translation>Chaque chiffre de cette exécution a été noté par rapport à %1 tel qu&apos;il était à l&apos;ajout de l&apos;exécution&#xa0;: un journal enregistre peu de son job, donc les modifications ultérieures ne sont pas des faits sur l&apos;exécution. Si l&apos;exécution a tourné avec la recette chargée %2, sélectionnez-la et appuyez sur Renoter avec la recette chargée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The studio&apos;s recipe as it was at %1, when the run was scored; later edits do not change it (Re-score Against Loaded does)</source>
        <translation>La recette du studio telle qu&apos;elle était à %1, lors de la notation de l&apos;exécution&#xa0;; les modifications ultérieures ne la changent pas (Renoter avec la recette chargée le fait)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recipe file attached to the run</source>
        <translation>Le fichier de recette joint à l&apos;exécution</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (from recipe)</source>
        <translation>%1 (de la recette)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (neither count)</source>
        <translation>%1 (aucun des deux comptes)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>re-scoring…</source>
        <translation>renotation…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>earlier recipe: %1</source>
        <translation>recette antérieure&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The log prints no TFLOP/s: this is the recipe&apos;s model FLOPs per step over the measured step time and the recipe&apos;s GPU count, so it follows edits to the recipe; by the studio&apos;s %1</source>
        <translation>Le journal n&apos;imprime pas de TFLOP/s&#xa0;: ceci est le nombre de FLOPs du modèle par étape de la recette divisé par le temps d&apos;étape mesuré et le nombre de GPU de la recette, il suit donc les modifications de la recette&#xa0;; selon le %1 du studio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the log printed it, by whichever FLOPs count the log uses (told apart only against the run&apos;s recipe); the studio&apos;s estimates use the %1</source>
        <translation>Tel que le journal l&apos;a imprimé, selon le compte de FLOPs qu&apos;utilise le journal (distingué seulement par rapport à la recette de l&apos;exécution)&#xa0;; les estimations du studio utilisent le %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the log printed it. For this model the public FLOPs counts (%1; %2) agree</source>
        <translation>Tel que le journal l&apos;a imprimé. Pour ce modèle, les comptes publics de FLOPs (%1&#xa0;; %2) concordent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the log printed it, which %1.</source>
        <translation>Tel que le journal l&apos;a imprimé, qui %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the log printed it, %1, not the studio&apos;s %2.</source>
        <translation>Tel que le journal l&apos;a imprimé, %1, pas le %2 du studio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the log printed it, %1 (the studio&apos;s).</source>
        <translation>Tel que le journal l&apos;a imprimé, %1 (celui du studio).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this recipe&apos;s run</source>
        <translation>Pas une exécution de cette recette</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared: the recipe does not fit</source>
        <translation>Non comparé : la recette ne tient pas en mémoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probably not this recipe&apos;s run</source>
        <translation>Probablement pas une exécution de cette recette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— (no prediction)</source>
        <translation>— (pas de prédiction)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> (inside %1)</source>
        <translation> (dans %1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (outside %1)</source>
        <translation> (hors de %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model TFLOP/s per GPU over the steady window, as the log printed it: in the FLOPs count the log uses, told from its tokens/s. Where that is not the studio&apos;s %1 (%2), as a Megatron-LM log of a sliding-window or quick-GELU model, the cell names it; each cell&apos;s tooltip gives both counts.</source>
        <translation>TFLOP/s du modèle par GPU sur la fenêtre stable, tels que le journal les a imprimés&#xa0;: dans le compte de FLOPs qu&apos;utilise le journal, déduit de ses tokens/s. Là où ce n&apos;est pas le %1 du studio (%2), comme un journal Megatron-LM d&apos;un modèle à fenêtre glissante ou quick-GELU, la cellule le nomme&#xa0;; l&apos;infobulle de chaque cellule donne les deux comptes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time (ms)</source>
        <translation>Temps d&apos;étape (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>Sautées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak memory (GiB)</source>
        <translation>Mémoire de pointe (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted error</source>
        <translation>Erreur de prédiction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scored against</source>
        <translation>Notée par rapport à</translation>
    </message>
</context>
<context>
    <name>moe::ui::RunsPanel</name>
    <message>
        <location filename="../../ui/runs/runs_panel.cpp" line="+14"/>
        <source>A&amp;dd Run…</source>
        <translation>A&amp;jouter une exécution…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rem&amp;ove</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Repor&amp;t…</source>
        <translation>Ouvrir le rappor&amp;t…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ca&amp;librate from Runs…</source>
        <translation>Ca&amp;librer sur les exécutions…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-score A&amp;gainst Loaded</source>
        <translation>Renoter avec la recette char&amp;gée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Attach a measured run: its training log with traces, a contract or a Bridge YAML (the current recipe is the run&apos;s recipe unless you pick a recipe file)</source>
        <translation>Joint une exécution mesurée&#xa0;: son journal d&apos;entraînement avec ses traces, un contrat ou un Bridge YAML (la recette actuelle est celle de l&apos;exécution, sauf si vous choisissez un fichier de recette)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the evidence pack of the selected run (B against A when two are picked)</source>
        <translation>Écrit le dossier de preuves de l&apos;exécution sélectionnée (B contre A quand deux sont choisies)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the step-time model&apos;s efficiency constants to the attached runs</source>
        <translation>Ajuste les constantes d&apos;efficacité du modèle de temps d&apos;étape aux exécutions jointes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run keeps the recipe it was added with. If the selected run ran the recipe loaded now, score it against that one instead.</source>
        <translation>Une exécution garde la recette avec laquelle elle a été ajoutée. Si l&apos;exécution sélectionnée a tourné avec la recette chargée maintenant, notez-la plutôt par rapport à celle-ci.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Variable / metric</source>
        <translation>Variable / métrique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sources / delta</source>
        <translation>Sources / écart</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A/B: baseline A</source>
        <translation>A/B&#xa0;: ligne de base A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against B</source>
        <translation>contre B</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+206"/>
        <source>Could not load the run</source>
        <translation>Impossible de charger l&apos;exécution</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>Could not re-score the runs</source>
        <translation>Impossible de renoter les exécutions</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Predictions use %1.</source>
        <translation>Les prédictions utilisent %1.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Could not re-score a run</source>
        <translation>Impossible de renoter une exécution</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no result</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;b&gt;%1 is not a run of %2&lt;/b&gt;, so no prediction error is shown: %3.</source>
        <translation>&lt;b&gt;%1 n&apos;est pas une exécution de %2&lt;/b&gt;, donc aucune erreur de prédiction n&apos;est affichée&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attach two runs to compare them.</source>
        <translation>Joignez deux exécutions pour les comparer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick two different runs as A (baseline) and B.</source>
        <translation>Choisissez deux exécutions différentes comme A (ligne de base) et B.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Labels: A %1, B %2.</source>
        <translation>Étiquettes&#xa0;: A %1, B %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not this recipe&apos;s run (%2).</source>
        <translation>%1 n&apos;est pas une exécution de cette recette (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Attributable&lt;/b&gt; to %1: %2</source>
        <translation>&lt;b&gt;Attribuable&lt;/b&gt; à %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Not attributable&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Non attribuable&lt;/b&gt;&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variables that differ (%1)</source>
        <translation>Variables qui diffèrent (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Derived (follow from the above)</source>
        <translation>Dérivées (découlent de ce qui précède)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known on one side only (cannot be shown fixed)</source>
        <translation>Connues d&apos;un seul côté (ne peuvent pas être montrées fixes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deltas (B − A)</source>
        <translation>Écarts (B − A)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warnings (%1)</source>
        <translation>Avertissements (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_report.cpp" line="+35"/>
        <source>No report written</source>
        <translation>Aucun rapport écrit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attach a run first.</source>
        <translation>Joignez d&apos;abord une exécution.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not write the report</source>
        <translation>Impossible d&apos;écrire le rapport</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Open Report</source>
        <translation>Ouvrir le rapport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML (*.html);;Markdown (*.md)</source>
        <translation>HTML (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Report written to %1 and opened.</source>
        <translation>Rapport écrit dans %1 et ouvert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report written to %1; no application opened it, open the file from there.</source>
        <translation>Rapport écrit dans %1&#xa0;; aucune application ne l&apos;a ouvert, ouvrez le fichier depuis cet emplacement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s own pack, the A/B&apos;s baseline; select %2 for the A/B comparison.</source>
        <translation>C&apos;est le dossier propre à %1, la ligne de base de l&apos;A/B&#xa0;; sélectionnez %2 pour la comparaison A/B.</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_session.cpp" line="+17"/>
        <source>Run %1: %2</source>
        <translation>Exécution %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchConstraintsWidget</name>
    <message>
        <location filename="../../ui/search/search_constraints_widget.cpp" line="+64"/>
        <source>Allow full recompute</source>
        <translation>Autoriser la recalculation complète</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dimensions to hold fixed, as key=value separated by commas or spaces.
Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension.</source>
        <translation>Dimensions à garder fixes, en key=value séparés par des virgules ou des espaces.
Clés&#xa0;: tp, cp, pp, vpp, ep, etp, mbs&#xa0;; valeurs ≥ 1. Vide = chercher dans toutes les dimensions.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Precisions to try; none checked = the recipe&apos;s own</source>
        <translation>Précisions à essayer&#xa0;; aucune cochée = celle de la recette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE token dispatchers to try; none checked = the recipe&apos;s own</source>
        <translation>Dispatchers de tokens MoE à essayer&#xa0;; aucun coché = celui de la recette</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Largest share of usable HBM the binding pipeline stage may use</source>
        <translation>Part maximale de la HBM utilisable que l&apos;étage de pipeline limitant peut occuper</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try full (uniform, 1 layer) activation recompute</source>
        <translation>Essayer aussi la recalculation complète des activations (uniform, 1 couche)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fix</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Max memory</source>
        <translation>Mémoire max.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Precision: recipe&apos;s (%1)</source>
        <translation>Précision&#xa0;: celle de la recette (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision: %1</source>
        <translation>Précision&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher: recipe&apos;s (%1)</source>
        <translation>Dispatcher&#xa0;: celui de la recette (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher: %1</source>
        <translation>Dispatcher&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fix %1</source>
        <translation>fixer %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>≤ %1 of HBM</source>
        <translation>≤ %1 de la HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute allowed</source>
        <translation>recalculation complète autorisée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no full recompute</source>
        <translation>sans recalculation complète</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchPanel</name>
    <message>
        <location filename="../../ui/search/search_panel.cpp" line="+61"/>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply Selected Plan</source>
        <translation>Appliquer le plan sélectionné</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>GPU count to search layouts for (follows the recipe until you change it)</source>
        <translation>Nombre de GPU pour lequel chercher des dispositions (suit la recette jusqu&apos;à ce que vous le changiez)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many of the fastest plans to keep</source>
        <translation>Combien des plans les plus rapides garder</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search the layouts of this model, GPU and sequence length on a GPU count.</source>
        <translation>Cherche les dispositions de ce modèle, de ce GPU et de cette longueur de séquence sur un nombre de GPU.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>the recipe has an error that no searched layout changes: %1. Fix it in the editor first.</source>
        <translation>la recette a une erreur qu&apos;aucune disposition cherchée ne change&#xa0;: %1. Corrigez-la d&apos;abord dans l&apos;éditeur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Not searched:</source>
        <translation>Pas de recherche&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Searching %1 at seq %2 on %3 × %4…</source>
        <translation>Recherche de %1 à seq %2 sur %3 × %4…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Search cancelled; the results below are from the previous search.</source>
        <translation>Recherche annulée&#xa0;; les résultats ci-dessous viennent de la recherche précédente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search cancelled.</source>
        <translation>Recherche annulée.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed:</source>
        <translation>La recherche a échoué&#xa0;:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that fits and passes the hard rules, %8 evaluated in full (%5 s); plans that fit only closely rank last. Every plan runs with the recipe&apos;s options: %7.</source>
        <translation>%1%6&#xa0;: %2 plans sur %3 maillages&#xa0;; %4 configurations (maillage, précision, dispatcher, MBS) ont un plan qui tient et passe les règles strictes, %8 évaluées en entier (%5 s)&#xa0;; les plans qui ne tiennent que de justesse sont classés en dernier. Chaque plan tourne avec les options de la recette&#xa0;: %7.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, with the recipe&apos;s forced load balancing (benchmark-only figures, as the recipe&apos;s)</source>
        <translation>, avec l&apos;équilibrage de charge forcé de la recette (chiffres de benchmark uniquement, comme ceux de la recette)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No plan fits.</source>
        <translation>Aucun plan ne tient.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#2 ties with #1:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;#2 à égalité avec #1&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Why #2 loses:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Pourquoi #2 perd&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fewer than two plans fit: there is no runner-up.</source>
        <translation>Moins de deux plans tiennent&#xa0;: il n&apos;y a pas de second.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;The loaded layout is faster than every plan found&lt;/b&gt; (%1: %2 against %3 tokens/s/GPU for #1): the search varies the parallel sizes with its own pipeline and option choices, and the loaded recipe&apos;s settings beat them here. Applying a plan would be a step back.</source>
        <translation>&lt;b&gt;La disposition chargée est plus rapide que tous les plans trouvés&lt;/b&gt; (%1&#xa0;: %2 contre %3 tokens/s/GPU pour #1)&#xa0;: la recherche fait varier les tailles de parallélisme avec ses propres choix de pipeline et d&apos;options, et les réglages de la recette chargée les battent ici. Appliquer un plan serait un recul.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 at sequence %2, GBS %5 on %3× %4</source>
        <translation>%1 à séquence %2, GBS %5 sur %3× %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> with the %1 calibration</source>
        <translation> avec le calibrage %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans were ranked with the %1 calibration; estimates now use %2. Search again.</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; ces plans ont été classés avec le calibrage %1&#xa0;; les estimations utilisent maintenant %2. Relancez la recherche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these results are for %1, not for the recipe now loaded (%2 at sequence %3, GBS %5 on %4). Search again.</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; ces résultats sont pour %1, pas pour la recette chargée maintenant (%2 à séquence %3, GBS %5 sur %4). Relancez la recherche.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Searched with other settings:&lt;/b&gt; %1. Search again for the settings now shown.</source>
        <translation>&lt;b&gt;Recherché avec d&apos;autres réglages&#xa0;:&lt;/b&gt; %1. Relancez la recherche avec les réglages affichés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Search unavailable:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Recherche indisponible&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search the layouts of this model, GPU and sequence length</source>
        <translation>Chercher les dispositions de ce modèle, de ce GPU et de cette longueur de séquence</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Nothing to apply:</source>
        <translation>Rien à appliquer&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no search result #%1.</source>
        <translation>aucun résultat de recherche #%1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not applied:</source>
        <translation>Non appliqué&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these results are for %1 at seq %2 on %3; the recipe has changed since. Search again.</source>
        <translation>ces résultats sont pour %1 à seq %2 sur %3&#xa0;; la recette a changé depuis. Relancez la recherche.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply search result #%1 (%2)</source>
        <translation>Appliquer le résultat de recherche #%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan #%1 is already the recipe&apos;s plan.</source>
        <translation>Le plan #%1 est déjà celui de la recette.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.</source>
        <translation>Plan #%1 appliqué&#xa0;: %2, %3. Édition ▸ Annuler rétablit le plan précédent.</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchResultsModel</name>
    <message>
        <location filename="../../ui/search/search_results_model.cpp" line="+78"/>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tie (%1)</source>
        <translation>égalité (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, fits closely</source>
        <translation>%1, tient de justesse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>TFLOP/s and MFU: %1</source>
        <translation>TFLOP/s et MFU&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1: %2 TFLOP/s/GPU, MFU %3</source>
        <translation>; %1&#xa0;: %2 TFLOP/s/GPU, MFU %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Fits closely: %1 headroom, less than the memory model&apos;s own %2 allocator-fragmentation allowance, so it may not fit; ranked after the plans that fit with room.</source>
        <translation>
Tient de justesse&#xa0;: marge de %1, inférieure à la tolérance de fragmentation de l&apos;allocateur de %2 du modèle mémoire lui-même, donc peut ne pas tenir&#xa0;; classé après les plans qui tiennent avec de la marge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
%2%9
Wall to attack first: %3 — %4
Uncertainty: %5
%6%7%8</source>
        <translation>%1
%2%9
Mur à attaquer en premier&#xa0;: %3 — %4
Incertitude&#xa0;: %5
%6%7%8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Ties with #1: the difference is inside the band, so the model cannot tell the two apart.</source>
        <translation>
À égalité avec #1&#xa0;: l&apos;écart est dans la bande, donc le modèle ne peut pas les départager.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Warnings the searched recipe did not have:
• %1</source>
        <translation>
Avertissements que la recette cherchée n&apos;avait pas&#xa0;:
• %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>By the %1: %2</source>
        <translation>Selon %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vs #1</source>
        <translation>vs #1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory levers</source>
        <translation>Leviers mémoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher</source>
        <translation>Dispatcher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binding stage</source>
        <translation>Étage limitant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headroom</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
</context>
<context>
    <name>moe::ui::StepBreakdownModel</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_model.cpp" line="+121"/>
        <source>Part</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>Part</translation>
    </message>
</context>
<context>
    <name>moe::ui::StudioCalibration</name>
    <message>
        <location filename="../../ui/runs/studio_calibration.cpp" line="+8"/>
        <location line="+33"/>
        <source>built-in</source>
        <translation>intégré</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the built-in calibration (fitted to published runs)</source>
        <translation>le calibrage intégré (ajusté sur des exécutions publiées)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 calibration</source>
        <translation>le calibrage %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 calibration (fitted on %2 runs)</source>
        <translation>le calibrage %1 (ajusté sur des exécutions sur %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was fitted on %2 runs only; this recipe runs on %3, where its constants may not hold.</source>
        <translation>%1 n&apos;a été ajusté que sur des exécutions sur %2&#xa0;; cette recette tourne sur %3, où ses constantes peuvent ne pas tenir.</translation>
    </message>
</context>
<context>
    <name>moe::ui::StudioState</name>
    <message>
        <location filename="../../ui/state/studio_state.cpp" line="+50"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unset</source>
        <translation>non défini</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)</source>
        <translation>%1&#xa0;: une trace de profilage, pas une recette (ouvrez-la avec Fichier ▸ Ouvrir une trace…)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line</source>
        <translation>%1&#xa0;: ni recette, ni YAML Megatron-Bridge, ni config.json Hugging Face, ni ligne de commande Megatron-LM</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No file name to save to</source>
        <translation>Aucun nom de fichier où enregistrer</translation>
    </message>
</context>
<context>
    <name>moe::ui::TimelineView</name>
    <message>
        <location filename="../../ui/trace/timeline_view.cpp" line="+177"/>
        <source>No trace loaded (File ▸ Open Trace…)</source>
        <translation>Aucune trace chargée (Fichier ▸ Ouvrir une trace…)</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>PP rank %1, predicted from the recipe (not measured)</source>
        <translation>rang PP %1, prédit d&apos;après la recette (non mesuré)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1, GPU %2, stream %3</source>
        <translation>rang %1, GPU %2, flux %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1, thread %2</source>
        <translation>rang %1, thread %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;class: %2&lt;br&gt;%3&lt;br&gt;start: %4&lt;br&gt;duration: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;classe&#xa0;: %2&lt;br&gt;%3&lt;br&gt;début&#xa0;: %4&lt;br&gt;durée&#xa0;: %5</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceMetricsPanel</name>
    <message>
        <location filename="../../ui/trace/trace_metrics_panel.cpp" line="+42"/>
        <source>Per rank</source>
        <translation>Par rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per step</source>
        <translation>Par étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per range</source>
        <translation>Par plage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel patterns</source>
        <translation>Motifs de kernels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock alignment</source>
        <translation>Alignement des horloges</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No trace loaded.</source>
        <translation>Aucune trace chargée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Selected window %1 – %2 µs (unions of intervals, never summed durations)</source>
        <translation>Fenêtre sélectionnée %1 – %2 µs (unions d&apos;intervalles, jamais de durées additionnées)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The predicted step, 0 – %1 (host time after the last kernel included; shift-drag or right-drag on the timeline selects a window)</source>
        <translation>Étape prédite, 0 – %1 (temps hôte après le dernier kernel inclus&#xa0;; Maj+glisser ou clic droit glissé choisit une fenêtre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole trace (shift-drag or right-drag on the timeline selects a window)</source>
        <translation>Trace entière (Maj+glisser ou clic droit glissé choisit une fenêtre)</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceWorkspace</name>
    <message>
        <location filename="../../ui/trace/trace_workspace.cpp" line="+40"/>
        <source>ProfilerStep windows</source>
        <translation>Fenêtres ProfilerStep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole GPU activity, no ProfilerStep range</source>
        <translation>toute l&apos;activité GPU, pas de plage ProfilerStep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one rank, mean of its %1</source>
        <translation>un rang, moyenne de ses %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the slowest of %1 ranks, rank %2, mean of its %3</source>
        <translation>le plus lent de %1 rangs, rang %2, moyenne de ses %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTA-compatible</source>
        <translation>Compatible HTA</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to Selection</source>
        <translation>Zoomer sur la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Selection</source>
        <translation>Effacer la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Metrics…</source>
        <translation>Exporter les métriques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Timeline…</source>
        <translation>Exporter la chronologie…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clock:</source>
        <translation>Horloge&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as recorded</source>
        <translation>tel qu&apos;enregistré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared clock</source>
        <translation>horloge partagée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>align on matched collectives</source>
        <translation>aligner sur les collectives appariées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the ranks&apos; timelines are put side by side: each file from its own first event, on the files&apos; absolute (Unix epoch) clock, or shifted so matched collectives end together</source>
        <translation>Comment les chronologies des rangs sont mises côte à côte&#xa0;: chaque fichier depuis son premier événement, sur l&apos;horloge absolue (époque Unix) des fichiers, ou décalées pour que les collectives appariées finissent ensemble</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>HTA&apos;s µs rounding, kernel patterns and dropped last step, so numbers can be set beside HTA&apos;s</source>
        <translation>Arrondi en µs, motifs de kernels et dernière étape écartée de HTA, pour que les chiffres se comparent à ceux de HTA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load Patterns…</source>
        <translation>Charger des motifs…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default Patterns</source>
        <translation>Motifs par défaut</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Import cancelled.</source>
        <translation>Import annulé.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not import %1; still showing %2.</source>
        <translation>Impossible d&apos;importer %1&#xa0;; %2 reste affiché.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+80"/>
        <location line="+45"/>
        <source>%1 files</source>
        <translation>%1 fichiers</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Could not import %1.</source>
        <translation>Impossible d&apos;importer %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open trace %1</source>
        <translation>Impossible d&apos;ouvrir la trace %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing %1…</source>
        <translation>Import de %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importing %1 files…</source>
        <translation>Import de %1 fichiers…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; this predicted step is of the recipe before the latest edit; re-simulating…</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; cette étape prédite est celle de la recette avant la dernière modification&#xa0;; nouvelle simulation…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; this predicted step is of the recipe before the latest edit, which cannot be simulated: %1</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; cette étape prédite est celle de la recette avant la dernière modification, qui ne peut pas être simulée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;No predicted step&lt;/b&gt; for the recipe as edited: %1%2</source>
        <translation>&lt;b&gt;Pas d&apos;étape prédite&lt;/b&gt; pour la recette modifiée&#xa0;: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. The measured trace is shown alone until the recipe can run.</source>
        <translation>. La trace mesurée est affichée seule jusqu&apos;à ce que la recette puisse tourner.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+11"/>
        <source>1 rank</source>
        <translation>1 rang</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>%1 ranks</source>
        <translation>%1 rangs</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1: %2 measured, beside the predicted timeline of %3 (the tables show the measured trace only)%4</source>
        <translation>%1&#xa0;: mesure de %2, à côté de la chronologie prédite de %3 (les tableaux ne montrent que la trace mesurée)%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>. Shown: the measured span; Fit shows the predicted step too</source>
        <translation>. Affiché&#xa0;: l&apos;étendue mesurée&#xa0;; Ajuster montre aussi l&apos;étape prédite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted timeline: %1, simulated from the recipe (not a measurement)</source>
        <translation>Chronologie prédite&#xa0;: %1, simulée d&apos;après la recette (pas une mesure)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2 ranks, %3 lanes, %4 events</source>
        <translation>%1&#xa0;: %2 rangs, %3 pistes, %4 événements</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Its measured step is %1 (%4); the estimated step of %2 is %3.</source>
        <translation>Son étape mesurée est de %1 (%4)&#xa0;; l&apos;étape estimée de %2 est de %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recorded by %1 files</source>
        <translation>enregistré par %1 fichiers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Not this recipe&apos;s run.&lt;/b&gt; What the trace records contradicts %1: %2.%3 Its figures say nothing about this recipe&apos;s estimate.</source>
        <translation>&lt;b&gt;Pas une exécution de cette recette.&lt;/b&gt; Ce que la trace enregistre contredit %1&#xa0;: %2.%3 Ses chiffres ne disent rien de l&apos;estimation de cette recette.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Probably not this recipe&apos;s run.&lt;/b&gt; %1 Another model, layout or batch: its figures say nothing about this recipe&apos;s estimate.</source>
        <translation>&lt;b&gt;Probablement pas une exécution de cette recette.&lt;/b&gt; %1 Autre modèle, disposition ou lot&#xa0;: ses chiffres ne disent rien de l&apos;estimation de cette recette.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Patterns: %1</source>
        <translation>Motifs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patterns: HTA&apos;s</source>
        <translation>Motifs&#xa0;: ceux de HTA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Patterns: built-in</source>
        <translation>Motifs&#xa0;: intégrés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clocks as recorded (each file from its own first event).</source>
        <translation>Horloges telles qu&apos;enregistrées (chaque fichier depuis son premier événement).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment refused: %1 — shown as recorded.</source>
        <translation>Alignement refusé&#xa0;: %1 — affiché tel qu&apos;enregistré.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>r%1 %2%3 µs</source>
        <translation>r%1 %2%3 µs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a single rank, nothing to shift</source>
        <translation>un seul rang, rien à décaler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offsets %1</source>
        <translation>décalages %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aligned on matched collectives onto rank %1: %2; %3 collectives matched (fewest of any rank), spread ≤ %4 µs.</source>
        <translation>Aligné sur les collectives appariées vers le rang %1&#xa0;: %2&#xa0;; %3 collectives appariées (le moins de tous les rangs), dispersion ≤ %4 µs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the files&apos; shared clock, onto rank %1: %2.</source>
        <translation>Sur l&apos;horloge partagée des fichiers, vers le rang %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Cannot load kernel patterns %1</source>
        <translation>Impossible de charger les motifs de kernels %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Load Kernel Patterns</source>
        <translation>Charger des motifs de kernels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pattern files (*.txt *.patterns);;All files (*)</source>
        <translation>Fichiers de motifs (*.txt *.patterns);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export the metrics</source>
        <translation>Impossible d&apos;exporter les métriques</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <source>Cannot export the timeline</source>
        <translation>Impossible d&apos;exporter la chronologie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trace %1: %2 ranks, %3 lanes</source>
        <translation>Trace %1&#xa0;: %2 rangs, %3 pistes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — studio recipe: %1</source>
        <translation> — recette du studio&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg);;Document PDF (*.pdf);;JSON de trace Chrome pour Perfetto (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Timeline Picture or Trace</source>
        <translation>Exporter l&apos;image de la chronologie ou la trace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Trace Metrics</source>
        <translation>Exporter les métriques de la trace</translation>
    </message>
</context>
<context>
    <name>moe::ui::UiLanguage</name>
    <message>
        <location filename="../../ui/window/ui_language.cpp" line="+28"/>
        <source>System</source>
        <comment>language: follow the system&apos;s locale</comment>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>moe::ui::Wall</name>
    <message>
        <location filename="../../ui/common/panel_format.cpp" line="+146"/>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host overhead</source>
        <translation>overhead de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>EditorChoices</name>
    <message>
        <location filename="../../ui/editor/choice_labels.cpp" line="+20"/>
        <source>no recompute</source>
        <translation>pas de recalcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recompute the chosen modules</source>
        <translation>recalcul des modules choisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recompute whole layers</source>
        <translation>recalcul des couches entières</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring of point-to-point sends</source>
        <translation>anneau d&apos;envois point à point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-to-all over heads</source>
        <translation>all-to-all sur les têtes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all-gather of keys and values</source>
        <translation>all-gather des clés et valeurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hierarchical: all-to-all inside, ring across</source>
        <translation>hiérarchique&#xa0;: all-to-all à l&apos;intérieur, anneau entre groupes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no CUDA graphs</source>
        <translation>pas de graphes CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core&apos;s per-layer graphs</source>
        <translation>graphes par couche de Megatron-Core</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transformer Engine&apos;s per-module graphs</source>
        <translation>graphes par module de Transformer Engine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the whole step as one graph</source>
        <translation>le pas entier en un seul graphe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL all-to-all</source>
        <translation>all-to-all de NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-gather of every token</source>
        <translation>all-gather de tous les tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP kernels: dispatch and combine fused with the permutation</source>
        <translation>noyaux DeepEP&#xa0;: dispatch et combine fusionnés avec la permutation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP kernels, made for NVLink domains such as NVL72</source>
        <translation>noyaux HybridEP, conçus pour les domaines NVLink comme NVL72</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL EP kernels, on NCCL&apos;s device API</source>
        <translation>noyaux NCCL EP, sur l&apos;API device de NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 throughout</source>
        <translation>BF16 partout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8, scales per block</source>
        <translation>FP8, échelles par bloc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8, one scale per tensor</source>
        <translation>FP8, une échelle par tenseur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8, scales from earlier steps</source>
        <translation>FP8, échelles des pas précédents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP8, scales per 32 values</source>
        <translation>MXFP8, une échelle par 32 valeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVFP4, 4-bit with block scales</source>
        <translation>NVFP4, 4 bits avec échelles par bloc</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>selective recompute</source>
        <translation>recalcul sélectif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>recalcul complet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per-layer graphs</source>
        <translation>graphes par couche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per-module graphs</source>
        <translation>graphes par module</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole-step graph</source>
        <translation>un graphe par pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring</source>
        <translation>anneau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hierarchical</source>
        <translation>hiérarchique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DeepEP</source>
        <translation>DeepEP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HybridEP</source>
        <translation>HybridEP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL EP</source>
        <translation>NCCL EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-gather</source>
        <translation>all-gather</translation>
    </message>
</context>
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
        <location filename="../../ui/window/help_menu.cpp" line="+52"/>
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
        <location line="+1"/>
        <source>Folded grids ▸ walk the GPUs, select one	Arrows, Enter, Escape</source>
        <translation>Grilles repliées ▸ parcourir les GPU, en sélectionner un	Flèches, Entrée, Échap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace timeline ▸ move the cursor, jump between kernels	Arrows, Ctrl+Arrows</source>
        <translation>Chronologie de la trace ▸ déplacer le curseur, sauter d&apos;un kernel à l&apos;autre	Flèches, Ctrl+Flèches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace timeline ▸ select a window, zoom to it, clear it	Shift+Arrows, Enter, Escape</source>
        <translation>Chronologie de la trace ▸ choisir une fenêtre, zoomer dessus, l&apos;effacer	Maj+Flèches, Entrée, Échap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace timeline ▸ zoom, fit	+ / −, 0</source>
        <translation>Chronologie de la trace ▸ zoom, ajuster	+ / −, 0</translation>
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
        <location filename="../../ui/help/help_topics.cpp" line="+78"/>
        <source>The constants, as Calibrate from Runs lists them</source>
        <translation>Les constantes, telles que Calibrer sur les exécutions les liste</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;Every menu command&apos;s shortcut stands beside it in its menu, and &lt;b&gt;Help ▸ Keyboard Shortcuts&lt;/b&gt; lists them all. The keys that belong to no menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;: the next or previous control, in the order they stand on screen; a frame shows where the focus is.&lt;/li&gt;&lt;li&gt;&lt;b&gt;F1&lt;/b&gt;: the help page of the field or finding that has the focus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+1&lt;/b&gt; to &lt;b&gt;Ctrl+7&lt;/b&gt;: open a bottom panel (Estimate, Feasibility, Search, Trace, Compare, Runs, Memory Assumptions) with the focus in it.&lt;/li&gt;&lt;li&gt;In a size field: &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; step to the next size that divides the job; &lt;b&gt;Enter&lt;/b&gt; applies a typed value. On a slider the arrow keys move it one stop.&lt;/li&gt;&lt;li&gt;In a folded grid: the arrow keys walk the GPUs (&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; selects the first), &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;−&lt;/b&gt; zoom, &lt;b&gt;0&lt;/b&gt; or &lt;b&gt;Home&lt;/b&gt; resets the view, &lt;b&gt;Escape&lt;/b&gt; clears the selection.&lt;/li&gt;&lt;li&gt;In the trace timeline: &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move the cursor, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; change the lane, &lt;b&gt;Ctrl&lt;/b&gt;+arrows jump to the next or previous kernel (its name, class and times show as on hover), &lt;b&gt;Shift&lt;/b&gt;+arrows select a time window for the metrics, &lt;b&gt;Enter&lt;/b&gt; zooms to it, &lt;b&gt;Escape&lt;/b&gt; clears it, &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;−&lt;/b&gt; zoom about the cursor, &lt;b&gt;0&lt;/b&gt; or &lt;b&gt;Home&lt;/b&gt; fits the trace.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+X&lt;/b&gt; (Apply Fix): applies the selected finding&apos;s fix where one is offered.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: undo and redo any edit, also with the focus in a field.&lt;/li&gt;&lt;li&gt;In a dialog: &lt;b&gt;Enter&lt;/b&gt; accepts, &lt;b&gt;Escape&lt;/b&gt; cancels.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Le raccourci de chaque commande de menu figure à côté d&apos;elle dans son menu, et &lt;b&gt;Aide ▸ Raccourcis clavier&lt;/b&gt; les liste tous. Les touches qui n&apos;appartiennent à aucun menu&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;&#xa0;: le contrôle suivant ou précédent, dans l&apos;ordre où ils sont à l&apos;écran&#xa0;; un cadre montre où est le focus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;F1&lt;/b&gt;&#xa0;: la page d&apos;aide du champ ou du constat qui a le focus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+1&lt;/b&gt; à &lt;b&gt;Ctrl+7&lt;/b&gt;&#xa0;: ouvrent un panneau du bas (Estimation, Faisabilité, Recherche, Trace, Comparaison, Exécutions, Hypothèses mémoire) avec le focus dedans.&lt;/li&gt;&lt;li&gt;Dans un champ de taille&#xa0;: &lt;b&gt;Up&lt;/b&gt; et &lt;b&gt;Down&lt;/b&gt; passent à la taille suivante qui divise le job&#xa0;; &lt;b&gt;Enter&lt;/b&gt; applique une valeur saisie. Sur un curseur, les flèches le déplacent d&apos;un cran.&lt;/li&gt;&lt;li&gt;Dans une grille repliée&#xa0;: les flèches parcourent les GPU (&lt;b&gt;Enter&lt;/b&gt; ou &lt;b&gt;Space&lt;/b&gt; sélectionne le premier), &lt;b&gt;+&lt;/b&gt; et &lt;b&gt;−&lt;/b&gt; zooment, &lt;b&gt;0&lt;/b&gt; ou &lt;b&gt;Home&lt;/b&gt; réinitialise la vue, &lt;b&gt;Escape&lt;/b&gt; efface la sélection.&lt;/li&gt;&lt;li&gt;Dans la chronologie de la trace : &lt;b&gt;Left&lt;/b&gt; et &lt;b&gt;Right&lt;/b&gt; déplacent le curseur, &lt;b&gt;Up&lt;/b&gt; et &lt;b&gt;Down&lt;/b&gt; changent de ligne, &lt;b&gt;Ctrl&lt;/b&gt;+flèches sautent au kernel suivant ou précédent (son nom, sa classe et ses temps s&apos;affichent comme au survol), &lt;b&gt;Shift&lt;/b&gt;+flèches choisissent une fenêtre de temps pour les métriques, &lt;b&gt;Enter&lt;/b&gt; zoome dessus, &lt;b&gt;Escape&lt;/b&gt; l&apos;efface, &lt;b&gt;+&lt;/b&gt; et &lt;b&gt;−&lt;/b&gt; zooment autour du curseur, &lt;b&gt;0&lt;/b&gt; ou &lt;b&gt;Home&lt;/b&gt; ajuste à la trace entière.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+C&lt;/b&gt; (Corriger)&#xa0;: applique le correctif du constat sélectionné quand il y en a un.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;&#xa0;: annulent et rétablissent toute modification, même avec le focus dans un champ.&lt;/li&gt;&lt;li&gt;Dans une boîte de dialogue&#xa0;: &lt;b&gt;Enter&lt;/b&gt; valide, &lt;b&gt;Escape&lt;/b&gt; annule.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
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
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keyboard shortcut shortcuts keys hotkeys</source>
        <comment>search words for the keyboard-shortcuts help page</comment>
        <translation>clavier raccourci raccourcis touches</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <location filename="../../ui/export/view_image_sources.cpp" line="+36"/>
        <source>Folded grids</source>
        <translation>Grilles repliées</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory per stage</source>
        <translation>Mémoire par étage</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Step-time breakdown</source>
        <translation>Décomposition du temps de pas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search: throughput against memory headroom</source>
        <translation>Recherche&#xa0;: débit en fonction de la marge mémoire</translation>
    </message>
</context>
<context>
    <name>PredictionJob</name>
    <message>
        <location filename="../../ui/trace/prediction_job.cpp" line="+54"/>
        <source>the recipe has an error (%1): no step to simulate</source>
        <translation>la recette comporte une erreur (%1)&#xa0;: aucune étape à simuler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the layout does not fit in memory (pipeline stage %1 needs %2 GiB of %3 GiB usable): no step to simulate</source>
        <translation>la disposition ne tient pas en mémoire (l&apos;étage de pipeline %1 a besoin de %2 GiB sur %3 GiB utilisables)&#xa0;: aucune étape à simuler</translation>
    </message>
</context>
<context>
    <name>QLabel</name>
    <message>
        <location filename="../../ui/common/live_label.cpp" line="+73"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="+119"/>
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
        <location filename="../../ui/export/image_export.cpp" line="+209"/>
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
        <location line="+7"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>could not draw %1 as %2</source>
        <translation>impossible de dessiner %1 en %2</translation>
    </message>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+37"/>
        <source>Any</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+84"/>
        <source>%1 (no recipe or window)</source>
        <translation>%1 (ni recette ni fenêtre)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/run_record.cpp" line="+86"/>
        <source>no files picked for the run</source>
        <translation>aucun fichier choisi pour l&apos;exécution</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create a temporary folder for the current recipe</source>
        <translation>impossible de créer un dossier temporaire pour la recette actuelle</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="+69"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../../ui/window/color_scheme.cpp" line="+181"/>
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
        <translation>So&amp;mbre</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+92"/>
        <source>An autosave could not be read</source>
        <translation>Une sauvegarde automatique n&apos;a pas pu être lue</translation>
    </message>
    <message>
        <location filename="../../ui/state/recovery_offer.cpp" line="+11"/>
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
        <location line="+3"/>
        <source>the trace open in the Trace panel (%1)</source>
        <translation>la trace ouverte dans le panneau Trace (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cluster calibration “%1”</source>
        <translation>la calibration de cluster « %1 »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with %1</source>
        <translation>, avec %1</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+9"/>
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
    <name>SearchCommand</name>
    <message>
        <location filename="../../ui/search/search_command_text.cpp" line="+21"/>
        <source>The recipe has changed since this search: the command repeats it from the recipe as it was then.</source>
        <translation>La recette a changé depuis cette recherche&#xa0;: la commande la refait à partir de la recette telle qu’elle était alors.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the recipe first: the command reads it from a file.</source>
        <translation>Enregistrez d’abord la recette&#xa0;: la commande la lit dans un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The recipe has unsaved edits: save it first, the command reads %1 as saved.</source>
        <translation>La recette a des modifications non enregistrées&#xa0;: enregistrez-la d’abord, la commande lit %1 tel qu’enregistré.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The command finds the %1 cluster profile among the saved ones (Runs ▸ Calibrate from Runs… ▸ Save Profile).</source>
        <translation>La commande cherche le profil de cluster %1 parmi ceux enregistrés (Exécutions ▸ Calibrer sur les exécutions… ▸ Enregistrer le profil).</translation>
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
    <name>TimelineClass</name>
    <message>
        <location filename="../../ui/trace/timeline_lanes.cpp" line="+29"/>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memcpy/memset</source>
        <translation>memcpy/memset</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forward pass</source>
        <translation>passe avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward pass</source>
        <translation>passe arrière</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other</source>
        <translation>autre</translation>
    </message>
</context>
<context>
    <name>TraceLanes</name>
    <message>
        <location filename="../../ui/trace/prediction_job.cpp" line="-36"/>
        <source>host</source>
        <translation>hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/trace/timeline_view.cpp" line="+65"/>
        <source>ranges</source>
        <translation>plages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passes</source>
        <translation>passes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stream %1</source>
        <translation>flux %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pred PP%1 %2</source>
        <extracomment>A predicted lane&apos;s header: &quot;pred PP2 compute&quot; (PP rank 2 of the prediction, its compute stream).</extracomment>
        <translation>préd. PP%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/prediction_lanes.cpp" line="+34"/>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expert GEMM</source>
        <translation>GEMM des experts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other compute</source>
        <translation>autre calcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dispatch/combine</source>
        <translation>dispatch/combine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collectives</source>
        <translation>collectives</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>send/recv</source>
        <translation>envoi/réception</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimizer</source>
        <translation>optimiseur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memcpy</source>
        <translation>memcpy</translation>
    </message>
    <message>
        <location filename="../../ui/trace/timeline_view.cpp" line="-31"/>
        <source>predicted step</source>
        <translation>pas prédit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 [predicted]</source>
        <translation>%1 [prédit]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>forward of microbatch %1 on model chunk %2</source>
        <translation>passe avant du micro-lot %1 sur le bloc de modèle %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward of microbatch %1 on model chunk %2</source>
        <translation>passe arrière du micro-lot %1 sur le bloc de modèle %2</translation>
    </message>
</context>
<context>
    <name>calibration_constants</name>
    <message>
        <location filename="../../core/perf/calibration.cpp" line="+26"/>
        <location line="+4"/>
        <source>fraction of ceiling</source>
        <translation>fraction du plafond</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>training GEMMs vs the measured GEMM ceiling at large shapes</source>
        <translation>GEMM d&apos;entraînement par rapport au plafond GEMM mesuré aux grandes formes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>GEMM rows per GPU per microbatch where dense η halves</source>
        <translation>lignes de GEMM par GPU par micro-lot où le η dense est divisé par deux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grouped expert GEMM vs the measured ceiling of its precision (BF16, FP8/MXFP8, NVFP4) at large sizes</source>
        <translation>GEMM groupé des experts par rapport au plafond mesuré de sa précision (BF16, FP8/MXFP8, NVFP4) aux grandes tailles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rows per local expert where grouped η halves</source>
        <translation>lignes par expert local où le η groupé est divisé par deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K elements</source>
        <translation>éléments K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduction depth (K) where a grouped expert GEMM reaches half its deep-K rate</source>
        <translation>profondeur de réduction (K) où un GEMM groupé des experts atteint la moitié de son débit à K profond</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fraction of BF16 peak</source>
        <translation>fraction du pic BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention forward at long sequences</source>
        <translation>passe avant de l&apos;attention fusionnée sur de longues séquences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention backward rate (2x the forward FLOPs) vs the forward&apos;s MMA rate</source>
        <translation>débit de la passe arrière de l&apos;attention (2x les FLOPs de la passe avant) par rapport au débit MMA de la passe avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>columns</source>
        <translation>colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output columns per GEMM tile</source>
        <translation>colonnes de sortie par tuile de GEMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys per block whose rate sink attention reaches at most (0 = no limit)</source>
        <translation>clés par bloc dont l&apos;attention à sink atteint au plus le débit (0 = sans limite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys per attention chunk where η halves</source>
        <translation>clés par bloc d&apos;attention où le η est divisé par deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>channels</source>
        <translation>canaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head dim where attention η halves, relative to d = 128</source>
        <translation>dimension de tête où le η de l&apos;attention est divisé par deux, par rapport à d = 128</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+42"/>
        <location line="+13"/>
        <source>fraction</source>
        <translation>fraction</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>share of the attention forward&apos;s shorter pipeline (softmax exponentials or MMA) left exposed</source>
        <translation>part du pipeline le plus court de la passe avant de l&apos;attention (exponentielles du softmax ou MMA) laissée exposée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>achieved HBM bandwidth share</source>
        <translation>part atteinte de la bande passante HBM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring collectives inside NVLink, large messages</source>
        <translation>collectives en anneau dans NVLink, grands messages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring collectives over the NIC, large messages</source>
        <translation>collectives en anneau via la NIC, grands messages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size where a collective reaches half its bus bandwidth</source>
        <translation>taille de message où une collective atteint la moitié de sa bande passante de bus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL all-to-all vs link</source>
        <translation>all-to-all NCCL par rapport au lien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL all-to-all per GPU inside the NVLink domain at most, 8 GPUs (0 = no cap)</source>
        <translation>all-to-all NCCL par GPU dans le domaine NVLink au plus, 8 GPU (0 = sans plafond)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL all-to-all ceiling inside NVLink scales as 1 + k/peers</source>
        <translation>le plafond de l&apos;all-to-all NCCL dans NVLink évolue en 1 + k/peers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP/NCCL-EP dispatch and combine vs NVLink</source>
        <translation>dispatch et combine HybridEP/NCCL-EP par rapport à NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP/NCCL-EP dispatch and combine, RDMA part, vs the NIC</source>
        <translation>dispatch et combine HybridEP/NCCL-EP, partie RDMA, par rapport à la NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine vs NVLink</source>
        <translation>dispatch et combine DeepEP par rapport à NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine vs NVLink in an NVL72 rack (GB200/GB300)</source>
        <translation>dispatch et combine DeepEP par rapport à NVLink dans un rack NVL72 (GB200/GB300)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine, RDMA part, vs the NIC</source>
        <translation>dispatch et combine DeepEP, partie RDMA, par rapport à la NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>latency per ring step or all-to-all</source>
        <translation>latence par étape d&apos;anneau ou par all-to-all</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs overlapped NCCL EP kernels take from compute</source>
        <translation>SM que les kernels EP NCCL en chevauchement prennent au calcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs a HybridEP dispatch/combine kernel occupies</source>
        <translation>SM qu&apos;occupe un kernel dispatch/combine HybridEP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs a DeepEP dispatch/combine kernel occupies</source>
        <translation>SM qu&apos;occupe un kernel dispatch/combine DeepEP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host time per eager kernel launch</source>
        <translation>temps hôte par lancement de kernel eager</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+5"/>
        <location line="+4"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>launches</source>
        <translation>lancements</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>attention launches per layer per microbatch</source>
        <translation>lancements d&apos;attention par couche et par micro-lot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>router launches per MoE layer per microbatch</source>
        <translation>lancements du routeur par couche MoE et par micro-lot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MoE preprocess launches per layer per microbatch</source>
        <translation>lancements de prétraitement MoE par couche et par micro-lot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expert launches per MoE layer per microbatch</source>
        <translation>lancements d&apos;experts par couche MoE et par micro-lot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expert launches per local expert per MoE layer per microbatch, BF16 experts</source>
        <translation>lancements d&apos;experts par expert local, par couche MoE et par micro-lot, experts BF16</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expert launches per local expert per MoE layer per microbatch, FP8/MXFP8/NVFP4 experts</source>
        <translation>lancements d&apos;experts par expert local, par couche MoE et par micro-lot, experts FP8/MXFP8/NVFP4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dense MLP launches per layer per microbatch</source>
        <translation>lancements de MLP dense par couche et par micro-lot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other launches per layer per microbatch</source>
        <translation>autres lancements par couche et par micro-lot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations core_attn recompute re-launches</source>
        <translation>opérations que la recalculation de core_attn relance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations layernorm recompute re-launches</source>
        <translation>opérations que la recalculation de layernorm relance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations moe_act recompute re-launches</source>
        <translation>opérations que la recalculation de moe_act relance</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>operations mla_up_proj recompute re-launches</source>
        <translation>opérations que la recalculation de mla_up_proj relance</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL alltoall dispatcher operations beyond the flex dispatcher&apos;s per MoE layer per microbatch</source>
        <translation>opérations du dispatcher alltoall NCCL au-delà de celles du dispatcher flex par couche MoE et par micro-lot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step share lost to GC without --manual-gc</source>
        <translation>part de l&apos;étape perdue au GC sans --manual-gc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busiest expert rank / mean, real routing</source>
        <translation>rang d&apos;experts le plus chargé / moyenne, routage réel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-host bandwidth per GPU per direction (PCIe)</source>
        <translation>bande passante GPU-hôte par GPU et par sens (PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-host bandwidth per GPU per direction (Grace C2C)</source>
        <translation>bande passante GPU-hôte par GPU et par sens (Grace C2C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1e9 params/s</source>
        <translation>1e9 paramètres/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU Adam throughput per GPU</source>
        <translation>débit d&apos;Adam sur CPU par GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixed cost per step</source>
        <translation>coût fixe par étape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step share a non-compute term needs to be the wall</source>
        <translation>part de l&apos;étape qu&apos;un terme hors calcul doit atteindre pour être le mur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction of peak</source>
        <translation>fraction du pic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GEMM ceiling of a GPU without a measurement</source>
        <translation>plafond GEMM d&apos;un GPU sans mesure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sustained compute rate vs board power within a die family</source>
        <translation>débit de calcul soutenu par rapport à la puissance de la carte au sein d&apos;une famille de puces</translation>
    </message>
</context>
<context>
    <name>calibration_fit</name>
    <message>
        <location filename="../../core/perf/cluster_calibration.cpp" line="+65"/>
        <source>run &apos;%1&apos;: %2</source>
        <translation>exécution «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>no measured runs: give at least one</source>
        <translation>aucune exécution mesurée&#xa0;: fournissez-en au moins une</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>run &apos;%1&apos;: measured step time must be positive</source>
        <translation>exécution «&#xa0;%1&#xa0;»&#xa0;: le temps d&apos;étape mesuré doit être positif</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run &apos;%1&apos;: trace times must be finite and non-negative</source>
        <translation>exécution «&#xa0;%1&#xa0;»&#xa0;: les temps de la trace doivent être finis et positifs ou nuls</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown constant &apos;%1&apos; (see %2)</source>
        <translation>constante inconnue «&#xa0;%1&#xa0;» (voir %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its base value is 0, which a multiplicative fit cannot move</source>
        <translation>sa valeur de base est 0, qu&apos;un ajustement multiplicatif ne peut pas déplacer</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no run exercises it (step-time elasticity %1 &lt; %2)</source>
        <translation>aucune exécution ne la sollicite (élasticité du temps d&apos;étape %1 &lt; %2)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>determined (elasticity %1)</source>
        <translation>déterminée (élasticité %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the constants already fitted</source>
        <translation>les constantes déjà ajustées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>collinear with %1 on these runs (only %2 % of its effect is independent; %3 observation)</source>
        <translation>colinéaire avec %1 sur ces exécutions (seuls %2 % de son effet sont indépendants&#xa0;; %3 observation)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>collinear with %1 on these runs (only %2 % of its effect is independent; %3 observations)</source>
        <translation>colinéaire avec %1 sur ces exécutions (seuls %2 % de son effet sont indépendants&#xa0;; %3 observations)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>run &apos;%1&apos;: the recipe does not fit in memory by the studio&apos;s model (binding stage %2 GiB of %3 GiB usable): the run cannot have trained as the recipe says; set the recipe to what the run used (recompute, offload, layout) before fitting to it</source>
        <translation>exécution «&#xa0;%1&#xa0;»&#xa0;: la recette ne tient pas en mémoire selon le modèle du studio (étage limitant %2 GiB sur %3 GiB utilisables)&#xa0;: l&apos;exécution n&apos;a pas pu s&apos;entraîner comme le dit la recette&#xa0;; réglez la recette sur ce que l&apos;exécution a utilisé (recalculation, offloading, disposition) avant d&apos;y ajuster</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>constant &apos;%1&apos; is listed twice</source>
        <translation>la constante «&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 constants requested (%2) but the runs give %3 observation (one step time per run, plus compute and exposed comm per traced run)</source>
        <translation>%1 constantes demandées (%2) mais les exécutions donnent %3 observation (un temps d&apos;étape par exécution, plus le calcul et la communication exposée par exécution tracée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 constants requested (%2) but the runs give %3 observations (one step time per run, plus compute and exposed comm per traced run)</source>
        <translation>%1 constantes demandées (%2) mais les exécutions donnent %3 observations (un temps d&apos;étape par exécution, plus le calcul et la communication exposée par exécution tracée)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot fit what the runs do not determine: %1</source>
        <translation>impossible d&apos;ajuster ce que les exécutions ne déterminent pas&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1; ended on its bound, so the runs want a value outside the plausible range</source>
        <translation>%1&#xa0;; arrêté sur sa borne&#xa0;: les exécutions demandent une valeur hors de la plage plausible</translation>
    </message>
</context>
<context>
    <name>evidence</name>
    <message>
        <location filename="../../core/evidence/contract_diff.cpp" line="+61"/>
        <source>%1 variables differ (%2): change one variable at a time</source>
        <translation>%1 variables diffèrent (%2)&#xa0;: changez une variable à la fois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>labels differ: A is %1, B is %2; benchmark-only semantics must be validated separately</source>
        <translation>les étiquettes diffèrent&#xa0;: A est %1, B est %2&#xa0;; la sémantique réservée aux benchmarks doit être validée à part</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 variables are known for one run only (%2): they cannot be shown fixed</source>
        <translation>%1 variables ne sont connues que pour une exécution (%2)&#xa0;: impossible de montrer qu’elles sont restées fixes</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: the run&apos;s files are not one job&apos;s: %2</source>
        <translation>%1&#xa0;: les fichiers de l’exécution ne sont pas ceux d’un même job&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the run is not its recipe&apos;s job: %2</source>
        <translation>%1&#xa0;: l’exécution n’est pas le job de sa recette&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step time, steady-window mean (ms)</source>
        <translation>temps de pas, moyenne de la fenêtre stable (ms)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU du modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens/s/GPU</source>
        <translation>tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peak max allocated (MiB)</source>
        <translation>pic de mémoire allouée (MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peak max reserved (MiB)</source>
        <translation>pic de mémoire réservée (MiB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hidden communication (%)</source>
        <translation>communication masquée (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exposed communication per window (ms)</source>
        <translation>communication exposée par fenêtre (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>communication union per window (ms)</source>
        <translation>union des communications par fenêtre (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute union per window (ms)</source>
        <translation>union des calculs par fenêtre (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU idle per window (ms)</source>
        <translation>GPU inactif par fenêtre (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one trace is step-aligned and the other is not: overlap deltas compare different windows</source>
        <translation>une trace est alignée sur les pas et l’autre non&#xa0;: les écarts de recouvrement comparent des fenêtres différentes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a trace is attached to one run only: no matched profile for the overlap deltas</source>
        <translation>une seule exécution a une trace&#xa0;: pas de profil apparié pour les écarts de recouvrement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s logged TFLOP/s/GPU is %2, %3&apos;s %4: the TFLOP/s delta is partly the count</source>
        <translation>le TFLOP/s/GPU journalisé de %1 est %2, celui de %3 %4&#xa0;: l’écart de TFLOP/s tient en partie au décompte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady window is missing: step-time and TFLOP/s deltas need a training log for both runs</source>
        <translation>une fenêtre stable manque&#xa0;: les écarts de temps de pas et de TFLOP/s demandent un journal d’entraînement pour les deux exécutions</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: loss not finite on every line of the window</source>
        <translation>%1&#xa0;: la loss n’est pas finie sur toutes les lignes de la fenêtre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 skipped and %3 NaN iterations in the window</source>
        <translation>%1&#xa0;: %2 itérations sautées et %3 itérations NaN dans la fenêtre</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>refused: the files of %1 are not one job&apos;s (%2); its recorded variables cannot be set against the other run&apos;s</source>
        <translation>refusé&#xa0;: les fichiers de %1 ne sont pas ceux d&apos;un même job (%2)&#xa0;; ses variables enregistrées ne peuvent pas être comparées à celles de l&apos;autre exécution</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>refused: %1 is not its recipe&apos;s job (%2); its recorded variables cannot be set against the other run&apos;s</source>
        <translation>refusé&#xa0;: %1 n&apos;est pas le job de sa recette (%2)&#xa0;; ses variables enregistrées ne peuvent pas être comparées à celles de l&apos;autre exécution</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, under different labels (benchmark-only semantics disclosed), provided the variables known for one run only were fixed</source>
        <translation>seul %1 diffère (%2 -&gt; %3)&#xa0;: l&apos;écart lui est attribuable, sous des étiquettes différentes (sémantique benchmark uniquement signalée), à condition que les variables connues pour une seule exécution soient restées fixes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, under different labels (benchmark-only semantics disclosed)</source>
        <translation>seul %1 diffère (%2 -&gt; %3)&#xa0;: l&apos;écart lui est attribuable, sous des étiquettes différentes (sémantique benchmark uniquement signalée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, provided the variables known for one run only were fixed</source>
        <translation>seul %1 diffère (%2 -&gt; %3)&#xa0;: l&apos;écart lui est attribuable, à condition que les variables connues pour une seule exécution soient restées fixes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it</source>
        <translation>seul %1 diffère (%2 -&gt; %3)&#xa0;: l&apos;écart lui est attribuable</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no recorded variable differs: the delta is run-to-run variation or an unrecorded variable</source>
        <translation>aucune variable enregistrée ne diffère&#xa0;: l&apos;écart est une variation d&apos;une exécution à l&apos;autre ou une variable non enregistrée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>refused: %1 variables differ (%2); a multi-change gain is not attributable to any one of them</source>
        <translation>refusé&#xa0;: %1 variables diffèrent (%2)&#xa0;; un gain dû à plusieurs changements n&apos;est attribuable à aucun d&apos;eux</translation>
    </message>
    <message>
        <location filename="../../core/evidence/predicted_vs_measured.cpp" line="+166"/>
        <source>the recipe does not fit in memory by the studio&apos;s model (binding stage %1 GiB of %2 GiB usable): the run cannot have trained as the recipe says, so the recipe or the memory model is wrong; set the recipe to what the run used</source>
        <translation>la recette ne tient pas en mémoire selon le modèle du studio (étage limitant %1 GiB sur %2 GiB utilisables)&#xa0;: l&apos;exécution n&apos;a pas pu s&apos;entraîner comme le dit la recette, donc la recette ou le modèle de mémoire est faux&#xa0;; réglez la recette sur ce que l&apos;exécution a utilisé</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>probably not this recipe&apos;s run: the predicted step is %1x longer than the measured one: probably not a run of this recipe (another model, layout or batch)</source>
        <translation>probablement pas une exécution de cette recette&#xa0;: l&apos;étape prédite est %1x plus longue que celle mesurée&#xa0;: probablement pas une exécution de cette recette (autre modèle, disposition ou lot)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probably not this recipe&apos;s run: the predicted step is %1x shorter than the measured one: probably not a run of this recipe (another model, layout or batch)</source>
        <translation>probablement pas une exécution de cette recette&#xa0;: l&apos;étape prédite est %1x plus courte que celle mesurée&#xa0;: probablement pas une exécution de cette recette (autre modèle, disposition ou lot)</translation>
    </message>
    <message>
        <location filename="../../core/evidence/run_consistency.cpp" line="+103"/>
        <source>world size</source>
        <translation>nombre total de GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch size</source>
        <translation>taille du lot global</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>longueur de séquence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>couches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden size</source>
        <translation>dimension cachée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention heads</source>
        <translation>têtes d&apos;attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>experts</source>
        <translation>experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>router top-k</source>
        <translation>top-k du routeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert FFN hidden size</source>
        <translation>dimension cachée de la FFN des experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>micro batch size</source>
        <translation>taille du micro-lot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model GFLOP per token</source>
        <translation>GFLOP du modèle par token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: recipe %2, run %3</source>
        <translation>%1&#xa0;: recette %2, exécution %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>log %1:%2 (iteration %3)</source>
        <translation>journal %1:%2 (itération %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log %1:%2</source>
        <translation>journal %1:%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1:%2 (steady window)</source>
        <translation>journal %1:%2 (fenêtre stable)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1, steady window %2-%3</source>
        <translation>journal %1, fenêtre stable %2-%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trace %1 (%2)</source>
        <translation>trace %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trace %1</source>
        <translation>trace %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recipe %1</source>
        <translation>recette %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1</source>
        <translation>journal %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sequence</source>
        <translation>séquence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model GFLOP/token</source>
        <translation>GFLOP/token du modèle</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+37"/>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 contre %3</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Not this recipe&apos;s run (recipe vs run): %1</source>
        <translation>Pas une exécution de cette recette (recette contre exécution)&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 TFLOP/s/GPU on a %2 (peak %3)</source>
        <translation>%1 TFLOP/s/GPU sur un %2 (pic %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s %1 TFLOP/s/GPU (%2) is above the dense peak of the %3, %4 TFLOP/s (%5)</source>
        <translation>les %1 TFLOP/s/GPU du journal (%2) dépassent le pic dense du %3, %4 TFLOP/s (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3) vs %4 (%5)</source>
        <translation>%1&#xa0;: %2 (%3) contre %4 (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of two jobs</source>
        <translation>Fichiers de deux jobs</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The run&apos;s files are not one job&apos;s: %1</source>
        <translation>Les fichiers de l&apos;exécution ne sont pas ceux d&apos;un même job&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>%1 if on the recipe&apos;s %2 GPUs</source>
        <translation>%1 si l&apos;exécution a tourné sur les %2 GPU de la recette</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(log)</source>
        <translation>(journal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(recipe)</source>
        <translation>(recette)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>log %1: %2 TFLOP/s/GPU over %3 ms per step, GBS %4 %5, sequence %6 %7, %8 GPUs %9</source>
        <translation>journal %1&#xa0;: %2 TFLOP/s/GPU sur %3 ms par pas, GBS %4 %5, séquence %6 %7, %8 GPU %9</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed line cover %5 of them)</source>
        <translation>%1 des %2 itérations de la fenêtre stable imprimées (intervalle du journal %3&#xa0;; %4 ligne imprimée en couvre %5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed line cover %5 of them, %6 not covered)</source>
        <translation>%1 des %2 itérations de la fenêtre stable imprimées (intervalle du journal %3&#xa0;; %4 ligne imprimée en couvre %5, %6 non couvertes)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed lines cover %5 of them)</source>
        <translation>%1 des %2 itérations de la fenêtre stable imprimées (intervalle du journal %3&#xa0;; %4 lignes imprimées en couvrent %5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed lines cover %5 of them, %6 not covered)</source>
        <translation>%1 des %2 itérations de la fenêtre stable imprimées (intervalle du journal %3&#xa0;; %4 lignes imprimées en couvrent %5, %6 non couvertes)</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../../core/export/target_version.cpp" line="+75"/>
        <source>export refused: the recipe breaks 1 hard rule (%1)</source>
        <translation>export refusé&#xa0;: la recette enfreint 1 règle obligatoire (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export refused: the recipe breaks %1 hard rules (%2)</source>
        <translation>export refusé&#xa0;: la recette enfreint %1 règles obligatoires (%2)</translation>
    </message>
</context>
<context>
    <name>feasibility</name>
    <message>
        <location filename="../../core/feasibility/feasibility.cpp" line="+36"/>
        <source>no recompute</source>
        <translation>sans recalculation</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective [%1]</source>
        <translation>recalculation sélective [%1]</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>full recompute</source>
        <translation>recalculation complète</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 + optimizer offload %2%</source>
        <translation>%1 + déchargement de l&apos;optimiseur %2&#xa0;%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>full recompute + optimizer offload %1%</source>
        <translation>recalcul complet + déchargement de l&apos;optimiseur %1&#xa0;%</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>DP squeezed below 1: no TP·CP·PP and EP·PP mesh divides %1 GPUs</source>
        <translation>DP écrasé sous 1&#xa0;: aucun maillage TP·CP·PP et EP·PP ne divise %1 GPU</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no cp_comm_type Transformer Engine accepts serves this model&apos;s %1 at TP·CP = %2·%3</source>
        <translation>aucun cp_comm_type accepté par Transformer Engine ne convient à %1 de ce modèle à TP·CP = %2·%3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GBS not divisible: GBS %1 &lt; MBS·DP = %2</source>
        <translation>GBS non divisible&#xa0;: GBS %1 &lt; MBS·DP = %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>host memory: %1 with %2 fits the GPU (%3 GiB of %4) but needs %5 GiB of host memory per GPU &gt; %6 GiB available</source>
        <translation>mémoire de l&apos;hôte&#xa0;: %1 avec %2 tient dans le GPU (%3 GiB sur %4) mais demande %5 GiB de mémoire hôte par GPU &gt; %6 GiB disponibles</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>rule %1: %2</source>
        <translation>règle %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, %2; GA %3; GBS must drop from %4 to %5</source>
        <translation>%1, %2&#xa0;; GA %3&#xa0;; le GBS doit passer de %4 à %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2; GA %3</source>
        <translation>%1, %2&#xa0;; GA %3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>memory: closest layout %1 with %2 needs %3 GiB on its binding stage &gt; %4 GiB usable</source>
        <translation>mémoire&#xa0;: la disposition la plus proche, %1 avec %2, demande %3 GiB sur son étage limitant &gt; %4 GiB utilisables</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DP squeezed below 1: no layout of %1 GPUs can place the model</source>
        <translation>DP écrasé sous 1&#xa0;: aucune disposition de %1 GPU ne peut placer le modèle</translation>
    </message>
</context>
<context>
    <name>file_errors</name>
    <message>
        <location filename="../../core/common/json_error.cpp" line="+60"/>
        <source>a key</source>
        <translation>une clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key&apos;s &apos;:&apos;</source>
        <translation>le «&#xa0;:&#xa0;» d&apos;une clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object { }</source>
        <translation>un objet { }</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list [ ]</source>
        <translation>une liste [ ]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value</source>
        <translation>une valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the document</source>
        <translation>le document</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a quoted string is never closed</source>
        <translation>une chaîne entre guillemets n&apos;est jamais fermée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string holds a character JSON does not allow (%1)</source>
        <translation>une chaîne contient un caractère que JSON n&apos;admet pas (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a JSON value (values are numbers, &quot;quoted strings&quot;, true, false, null, [lists] or {objects}; keys need double quotes)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une valeur JSON (les valeurs sont des nombres, des &quot;chaînes entre guillemets&quot;, true, false, null, des [listes] ou des {objets}&#xa0;; les clés demandent des guillemets doubles)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is text after the end of the document (an extra &apos;%1&apos;?)</source>
        <translation>il y a du texte après la fin du document (un «&#xa0;%1&#xa0;» en trop&#xa0;?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is text after the end of the document</source>
        <translation>il y a du texte après la fin du document</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &apos;,&apos; comes right before &apos;}&apos; (JSON allows no trailing comma)</source>
        <translation>une «&#xa0;,&#xa0;» précède directement «&#xa0;}&#xa0;» (JSON n&apos;admet pas de virgule finale)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a &apos;,&apos; comes right before &apos;]&apos; (JSON allows no trailing comma)</source>
        <translation>une «&#xa0;,&#xa0;» précède directement «&#xa0;]&#xa0;» (JSON n&apos;admet pas de virgule finale)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a &apos;,&apos; is missing before this item</source>
        <translation>il manque une «&#xa0;,&#xa0;» avant cet élément</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;,&apos; is missing before this key</source>
        <translation>il manque une «&#xa0;,&#xa0;» avant cette clé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a key is not followed by &apos;:&apos;</source>
        <translation>une clé n&apos;est pas suivie de «&#xa0;:&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2 (expected %3)</source>
        <translation>%1 dans %2 (attendu&#xa0;: %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+29"/>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>not valid JSON: the file is empty</source>
        <translation>JSON non valide&#xa0;: le fichier est vide</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the JSON ends early, inside %1 (is the file truncated?)</source>
        <translation>le JSON s&apos;arrête trop tôt, à l&apos;intérieur de %1 (le fichier est-il tronqué&#xa0;?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a quoted string</source>
        <translation>une chaîne entre guillemets</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_model_section.cpp" line="+37"/>
        <source>unknown activation &apos;%1&apos; (expected %2)</source>
        <translation>activation inconnue «&#xa0;%1&#xa0;» (attendu&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+47"/>
        <location line="+143"/>
        <location line="+5"/>
        <source>expected %1</source>
        <translation>attendu&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>expected integers</source>
        <translation>entiers attendus</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>expected a list of lists</source>
        <translation>liste de listes attendue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown layer kind &apos;%1&apos; (expected %2)</source>
        <translation>type de couche inconnu «&#xa0;%1&#xa0;» (attendu&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string or a list of lists</source>
        <translation>chaîne ou liste de listes attendue</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_unknown_keys.cpp" line="+60"/>
        <source>expected a mapping</source>
        <translation>mapping attendu</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_context.cpp" line="+56"/>
        <source>expected a list of plain values</source>
        <translation>liste de valeurs simples attendue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a value, got a mapping</source>
        <translation>valeur attendue, reçu un mapping</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_import.cpp" line="+79"/>
        <source>expected a Megatron-Bridge ConfigContainer mapping at the top level</source>
        <translation>mapping ConfigContainer de Megatron-Bridge attendu au niveau supérieur</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown catalog model &apos;%1&apos;</source>
        <translation>modèle de catalogue inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown dtype</source>
        <translation>type de données inconnu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a mapping of variable names to values</source>
        <translation>mapping de noms de variables vers des valeurs attendu</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this is a template: unresolved placeholder %1; substitute the values (e.g. with envsubst) before importing</source>
        <translation>ceci est un modèle&#xa0;: variable non résolue %1&#xa0;; substituez les valeurs (par exemple avec envsubst) avant d&apos;importer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is a template: unresolved placeholders %1; substitute the values (e.g. with envsubst) before importing</source>
        <translation>ceci est un modèle&#xa0;: variables non résolues %1&#xa0;; substituez les valeurs (par exemple avec envsubst) avant d&apos;importer</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the model shape is incomplete (missing %1) and no catalog model was named (pass --model)</source>
        <translation>la forme du modèle est incomplète (il manque %1) et aucun modèle du catalogue n&apos;est nommé (passez --model)</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="+58"/>
        <source>expected a JSON object (a Hugging Face config.json)</source>
        <translation>objet JSON attendu (un config.json de Hugging Face)</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>cannot import architecture &apos;%1&apos; (model_type &apos;%2&apos;; supported: %3): missing %4</source>
        <translation>impossible d&apos;importer l&apos;architecture «&#xa0;%1&#xa0;» (model_type «&#xa0;%2&#xa0;»&#xa0;; prises en charge&#xa0;: %3)&#xa0;: il manque %4</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_reader.cpp" line="+87"/>
        <source>expected a non-negative integer, got %1</source>
        <translation>entier positif ou nul attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a number, got %1</source>
        <translation>nombre attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected true or false, got %1</source>
        <translation>true ou false attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string, got %1</source>
        <translation>chaîne attendue, reçu %1</translation>
    </message>
    <message>
        <location filename="../../core/common/atomic_file.cpp" line="+31"/>
        <source>cannot open: %1</source>
        <translation>impossible d&apos;ouvrir&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read: %1</source>
        <translation>impossible de lire&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>file too large (%1 bytes)</source>
        <translation>fichier trop volumineux (%1 octets)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>file too large</source>
        <translation>fichier trop volumineux</translation>
    </message>
    <message>
        <location filename="../../core/common/file_content.cpp" line="+49"/>
        <source>not a text file (binary data at byte %1: an image, an archive or another binary format)</source>
        <translation>pas un fichier texte (données binaires à l&apos;octet %1&#xa0;: une image, une archive ou un autre format binaire)</translation>
    </message>
</context>
<context>
    <name>fit_levers</name>
    <message>
        <location filename="../../core/rules/fit_lever.cpp" line="+24"/>
        <source>recompute modules %1</source>
        <translation>modules de recalculation %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>EP overlap off</source>
        <translation>chevauchement EP désactivé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>embedding counted as a pipeline layer</source>
        <translation>plongement compté comme une couche du pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss counted as a pipeline layer</source>
        <translation>perte comptée comme une couche du pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pipeline layout %1</source>
        <translation>disposition du pipeline %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>micro-batch size %1</source>
        <translation>taille de micro-lot %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+29"/>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+27"/>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP %1 with sequence parallelism</source>
        <translation>TP %1 avec parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>full recompute</source>
        <translation>recalculation complète</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>optimizer CPU offload</source>
        <translation>offloading de l&apos;optimiseur vers le CPU</translation>
    </message>
</context>
<context>
    <name>flops_count</name>
    <message>
        <location filename="../../core/flops/flops_count_text.cpp" line="+95"/>
        <source>Model TFLOP/s and MFU use the Megatron-LM count (%1): %2 GFLOP/token at seq %3.</source>
        <translation>Les TFLOP/s du modèle et la MFU utilisent le décompte Megatron-LM (%1)&#xa0;: %2 GFLOP/token à seq %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model TFLOP/s and MFU use the Bridge count (%1): %2 GFLOP/token at seq %3.</source>
        <translation>Les TFLOP/s du modèle et la MFU utilisent le décompte Bridge (%1)&#xa0;: %2 GFLOP/token à seq %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Other count: %1 GFLOP/token by Megatron-LM&apos;s training.py count (TFLOP/s and MFU ×%2).</source>
        <translation>Autre décompte&#xa0;: %1 GFLOP/token selon le décompte de training.py de Megatron-LM (TFLOP/s et MFU ×%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other count: %1 GFLOP/token by Megatron-Bridge&apos;s flop_utils.py count (TFLOP/s and MFU ×%2).</source>
        <translation>Autre décompte&#xa0;: %1 GFLOP/token selon le décompte de flop_utils.py de Megatron-Bridge (TFLOP/s et MFU ×%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It counts the %1-token sliding windows.</source>
        <translation>Il tient compte des fenêtres glissantes de %1 tokens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ignores the %1-token sliding windows.</source>
        <translation>Il ignore les fenêtres glissantes de %1 tokens.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It counts the %1-gated MLPs as 2 projections, not 3.</source>
        <translation>Il compte les MLP à porte %1 comme 2 projections, et non 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It counts the %1-gated MLPs as 3 projections, not 2.</source>
        <translation>Il compte les MLP à porte %1 comme 3 projections, et non 2.</translation>
    </message>
    <message>
        <location filename="../../core/flops/model_flops.cpp" line="+77"/>
        <source>Bridge count</source>
        <translation>décompte Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by Megatron-Bridge&apos;s flop_utils.py count</source>
        <translation>selon le décompte de flop_utils.py de Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Bridge&apos;s count (training/utils/flop_utils.py): sliding-window layers attend over their window, every gated MLP counts 3 projections.</source>
        <translation>Décompte de Megatron-Bridge (training/utils/flop_utils.py)&#xa0;: les couches à fenêtre glissante n&apos;appliquent l&apos;attention que sur leur fenêtre, tout MLP à porte compte 3 projections.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM count</source>
        <translation>décompte Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by Megatron-LM&apos;s training.py count</source>
        <translation>selon le décompte de training.py de Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-LM&apos;s count (training/training.py): sliding windows ignored (full attention), a gated MLP counts 3 projections only with --swiglu (2 with --quick-geglu).</source>
        <translation>Décompte de Megatron-LM (training/training.py)&#xa0;: fenêtres glissantes ignorées (attention complète), un MLP à porte compte 3 projections seulement avec --swiglu (2 avec --quick-geglu).</translation>
    </message>
</context>
<context>
    <name>glossary</name>
    <message>
        <location filename="../../core/help/glossary.cpp" line="+11"/>
        <source>Splits the weight matrices of every layer over TP GPUs (--tensor-model-parallel-size). Each GPU holds 1/TP of the attention and MLP weights, and the layer exchanges activations with all-reduces (or all-gathers and reduce-scatters with sequence parallelism) several times per layer.

Because of that traffic TP belongs inside one NVLink domain; 2, 4 or 8 are usual. Attention heads and query groups must divide by it.</source>
        <translation>Répartit les matrices de poids de chaque couche sur TP GPU (--tensor-model-parallel-size). Chaque GPU détient 1/TP des poids de l&apos;attention et du MLP, et la couche échange des activations par des all-reduces (ou des all-gathers et des reduce-scatters avec le parallélisme de séquence) plusieurs fois par couche.

En raison de ce trafic, le TP a sa place dans un seul domaine NVLink&#xa0;; 2, 4 ou 8 sont les valeurs usuelles. Le nombre de têtes d&apos;attention et celui de groupes de requêtes doivent être divisibles par lui.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splits each sequence over CP GPUs (--context-parallel-size). Every CP rank holds 2 x CP-th chunks of the sequence, one from the front and its mirror from the back, so causal attention costs every rank the same; keys and values travel between the ranks during attention.

CP is the lever for long context: activation memory per GPU falls with it. --cp-comm-type chooses how keys and values move: p2p (a ring), a2a (all-to-all over heads), allgather, or a2a+p2p (hierarchical, with --hierarchical-context-parallel-sizes).</source>
        <translation>Répartit chaque séquence sur CP GPU (--context-parallel-size). Chaque rang CP détient deux blocs de la séquence, de 1/(2 x CP) chacun, l&apos;un pris au début et son miroir pris à la fin, de sorte que l&apos;attention causale coûte autant à chaque rang&#xa0;; les clés et les valeurs circulent entre les rangs pendant l&apos;attention.

Le CP est le levier du long contexte&#xa0;: la mémoire d&apos;activations par GPU diminue avec lui. --cp-comm-type choisit comment les clés et les valeurs circulent&#xa0;: p2p (un anneau), a2a (all-to-all sur les têtes), allgather, ou a2a+p2p (hiérarchique, avec --hierarchical-context-parallel-sizes).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whatever the model-parallel sizes leave over: DP = GPUs / (TP x CP x PP). Each DP replica works on different samples, and gradients are averaged over replicas every step. With the distributed optimizer (--use-distributed-optimizer) the optimizer state is sharded over DP as well, so more DP also means less memory per GPU. The studio derives DP; it is not set directly.</source>
        <translation>Ce que laissent les tailles de parallélisme de modèle&#xa0;: DP = GPU / (TP x CP x PP). Chaque réplique DP traite des échantillons différents, et les gradients sont moyennés sur les répliques à chaque étape. Avec l&apos;optimiseur distribué (--use-distributed-optimizer), l&apos;état de l&apos;optimiseur est aussi partitionné sur le DP, donc plus de DP signifie aussi moins de mémoire par GPU. Le studio déduit le DP&#xa0;; il ne se règle pas directement.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cuts the stack of layers into PP consecutive stages on different GPUs (--pipeline-model-parallel-size). Microbatches flow through the stages; only activations cross stage boundaries, so PP tolerates slow links. The price is the pipeline bubble: stages wait at the start and end of each step, about (PP - 1) / (VPP x microbatches) of the time.

Layers can be placed evenly, with uneven first and last stages (--decoder-first-pipeline-num-layers, --decoder-last-pipeline-num-layers), by counting embedding and loss as layers, or with an explicit --pipeline-model-parallel-layout string.</source>
        <translation>Découpe la pile de couches en PP étages consécutifs sur des GPU différents (--pipeline-model-parallel-size). Les micro-lots traversent les étages&#xa0;; seules les activations franchissent les frontières entre étages, donc le PP tolère les liens lents. Le prix est la bulle de pipeline&#xa0;: les étages attendent au début et à la fin de chaque étape, environ (PP - 1) / (VPP x micro-lots) du temps.

Les couches peuvent être réparties uniformément, avec un premier et un dernier étage inégaux (--decoder-first-pipeline-num-layers, --decoder-last-pipeline-num-layers), en comptant le plongement et la perte comme des couches, ou avec une chaîne --pipeline-model-parallel-layout explicite.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Gives each pipeline rank several smaller model chunks instead of one block of layers (--num-virtual-stages-per-pipeline-rank), and interleaves them in the schedule. The bubble shrinks by the factor VPP at the price of more point-to-point messages. Needs PP above 1, and the layers must split over PP x VPP stages.</source>
        <translation>Donne à chaque rang de pipeline plusieurs blocs de modèle plus petits au lieu d&apos;un seul bloc de couches (--num-virtual-stages-per-pipeline-rank), et les entrelace dans l&apos;ordonnancement. La bulle diminue d&apos;un facteur VPP, au prix de davantage de messages point à point. Nécessite un PP supérieur à 1, et les couches doivent se répartir sur PP x VPP étages.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spreads the routed experts of every MoE layer over EP GPUs (--expert-model-parallel-size); each holds experts / EP whole experts. Tokens travel to the GPUs of their chosen experts and back (dispatch and combine), which is the all-to-all traffic that usually dominates MoE communication. The expert count must divide by EP.</source>
        <translation>Répartit les experts routés de chaque couche MoE sur EP GPU (--expert-model-parallel-size)&#xa0;; chacun détient experts / EP experts entiers. Les tokens vont vers les GPU de leurs experts choisis puis en reviennent (dispatch et combine), ce qui constitue le trafic all-to-all qui domine généralement la communication MoE. Le nombre d&apos;experts doit être divisible par EP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Splits each expert&apos;s weights over ETP GPUs (--expert-tensor-parallel-size). When it is not given, Megatron-Core uses TP. ETP 1 (experts sharded only by EP) is usually faster, since expert GEMMs are small already; it is also required for MoE layers with linear biases.</source>
        <translation>Répartit les poids de chaque expert sur ETP GPU (--expert-tensor-parallel-size). S&apos;il n&apos;est pas donné, Megatron-Core utilise le TP. ETP 1 (experts partitionnés par le seul EP) est généralement plus rapide, car les GEMM d&apos;experts sont déjà petits&#xa0;; il est aussi requis pour les couches MoE avec des biais linéaires.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The data-parallel size of the expert mesh: EDP = GPUs / (ETP x EP x PP). Expert gradients are averaged over EDP replicas, just as dense gradients are over DP. It is derived, not set.</source>
        <translation>La taille de parallélisme de données du maillage des experts&#xa0;: EDP = GPU / (ETP x EP x PP). Les gradients des experts sont moyennés sur EDP répliques, comme les gradients denses le sont sur le DP. Elle est déduite, pas réglée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With TP above 1, splits the layer-norm and dropout activations along the sequence over the TP group (--sequence-parallel), turning TP&apos;s all-reduces into all-gathers and reduce-scatters. It saves activation memory at no extra traffic, and MoE layers with TP expect it. It has no effect at TP 1.</source>
        <translation>Avec un TP supérieur à 1, répartit les activations de layer norm et de dropout le long de la séquence sur le groupe TP (--sequence-parallel), ce qui transforme les all-reduces du TP en all-gathers et reduce-scatters. Il économise de la mémoire d&apos;activations sans trafic supplémentaire, et les couches MoE avec TP l&apos;exigent. Il n&apos;a aucun effet avec TP 1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MBS (--micro-batch-size) is how many sequences one GPU processes in one forward and backward pass; GBS (--global-batch-size) is how many sequences make up one optimizer step over the whole job. Each DP replica runs GBS / (MBS x DP) microbatches per step and accumulates their gradients; GBS must divide accordingly.

More microbatches fill the pipeline better; a larger MBS uses kernels better but needs more activation memory.</source>
        <translation>Le MBS (--micro-batch-size) est le nombre de séquences qu&apos;un GPU traite en une passe avant et arrière&#xa0;; le GBS (--global-batch-size) est le nombre de séquences qui forment une étape de l&apos;optimiseur sur l&apos;ensemble du job. Chaque réplique DP exécute GBS / (MBS x DP) micro-lots par étape et accumule leurs gradients&#xa0;; le GBS doit être divisible en conséquence.

Davantage de micro-lots remplissent mieux le pipeline&#xa0;; un MBS plus grand exploite mieux les kernels, mais demande plus de mémoire d&apos;activations.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The GPU count is the size of the whole job (the world size); it must be a multiple of TP x CP x PP and of ETP x EP x PP. The sequence length (--seq-length) is the number of tokens per sample; with CP it must divide by 2 x CP, and it may not exceed the model&apos;s --max-position-embeddings.</source>
        <translation>Le nombre de GPU est la taille de l&apos;ensemble du job (le nombre total de GPU)&#xa0;; il doit être un multiple de TP x CP x PP et de ETP x EP x PP. La longueur de séquence (--seq-length) est le nombre de tokens par échantillon&#xa0;; avec CP, elle doit être divisible par 2 x CP, et elle ne peut pas dépasser le --max-position-embeddings du modèle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a windowed layer each token attends only to the previous W tokens (--window-size, recipe field model.sliding_window.window), so its attention work grows with W, not with the sequence length; --window-attn-skip-freq (model.sliding_window.skip_freq) keeps every N-th layer at full attention. GPT-OSS alternates windows of 128 tokens with full layers.

The studio counts the windowed layers&apos; attention FLOPs as Megatron-Bridge does and times them at their short-window rate. Memory does not shrink with the window in training: the keys and values of the whole sequence are still activations. Context parallelism with a window needs cp_comm_type a2a or allgather (Transformer Engine refuses the ring at the first step).</source>
        <translation>Dans une couche à fenêtre, chaque jeton ne regarde que les W jetons précédents (--window-size, champ de recette model.sliding_window.window)&#xa0;: son travail d&apos;attention croît avec W, pas avec la longueur de séquence&#xa0;; --window-attn-skip-freq (model.sliding_window.skip_freq) garde une attention complète une couche sur N. GPT-OSS alterne des fenêtres de 128 jetons et des couches complètes.

Le studio compte les FLOPs d&apos;attention des couches à fenêtre comme Megatron-Bridge et les chronomètre au débit d&apos;une fenêtre courte. En entraînement, la mémoire ne diminue pas avec la fenêtre&#xa0;: les clés et valeurs de toute la séquence restent des activations. Le parallélisme de contexte avec une fenêtre exige cp_comm_type a2a ou allgather (Transformer Engine refuse l&apos;anneau dès la première étape).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A learnable softmax (--softmax-type learnable, recipe field model.softmax_type; GPT-OSS) adds one learned logit per head to every softmax, so a head can give little weight to all tokens; the off-by-one softmax is the same with a fixed logit. Only Transformer Engine&apos;s fused cuDNN attention runs it, and with context parallelism only over cp_comm_type a2a. The studio times such attention at no more than its short-block rate, since no public benchmark times the fused kernel with sinks.</source>
        <translation>Un softmax apprenable (--softmax-type learnable, champ de recette model.softmax_type&#xa0;; GPT-OSS) ajoute à chaque softmax un logit appris par tête, si bien qu&apos;une tête peut n&apos;accorder qu&apos;un faible poids à tous les jetons&#xa0;; le softmax off-by-one est le même avec un logit fixe. Seule l&apos;attention cuDNN fusionnée de Transformer Engine l&apos;exécute, et avec le parallélisme de contexte uniquement sur cp_comm_type a2a. Le studio chronomètre cette attention au plus au débit d&apos;un bloc court, car aucun banc d&apos;essai public ne mesure le noyau fusionné avec puits.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotary position embeddings are trained up to a length; YaRN rescales their frequencies so that a model runs at a longer context (--rope-type yarn with --rotary-scaling-factor and the yarn_* settings, recipe fields model.rope_scaling.*). DeepSeek-V3&apos;s checkpoint, for example, was trained at 4K (original_max_position_embeddings 4096) and scales by 40 to 160K.

Megatron also needs --max-position-embeddings (model.max_position_embeddings) to be at least the sequence length. Raising the sequence length beyond what the checkpoint&apos;s scaling covers trains positions the model has not seen: extend the scaling factor deliberately, as a long-context recipe does, rather than only the maximum.</source>
        <translation>Les plongements de position rotatifs (RoPE) sont entraînés jusqu&apos;à une longueur&#xa0;; YaRN remet leurs fréquences à l&apos;échelle pour qu&apos;un modèle tourne sur un contexte plus long (--rope-type yarn avec --rotary-scaling-factor et les réglages yarn_*, champs de recette model.rope_scaling.*). Le checkpoint de DeepSeek-V3, par exemple, a été entraîné à 4K (original_max_position_embeddings 4096) et passe à 160K avec un facteur 40.

Megatron exige aussi que --max-position-embeddings (model.max_position_embeddings) soit au moins la longueur de séquence. Porter la séquence au-delà de ce que couvre la mise à l&apos;échelle du checkpoint entraîne des positions que le modèle n&apos;a jamais vues&#xa0;: augmentez le facteur d&apos;échelle délibérément, comme le fait une recette longue, plutôt que seulement le maximum.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Megatron-Core lets attention and MoE layers lay out the same GPUs differently. Attention uses the mesh TP x CP x DP x PP; the MoE layers use ETP x EP x EDP x PP. Only PP is shared. So attention can use TP and CP while the experts use EP alone, each part getting the parallelism that suits it. The folded grids show both meshes side by side.</source>
        <translation>Megatron-Core permet aux couches d&apos;attention et aux couches MoE de disposer les mêmes GPU différemment. L&apos;attention utilise le maillage TP x CP x DP x PP&#xa0;; les couches MoE utilisent ETP x EP x EDP x PP. Seul le PP est partagé. L&apos;attention peut ainsi utiliser TP et CP tandis que les experts n&apos;utilisent que l&apos;EP, chaque partie recevant le parallélisme qui lui convient. Les grilles repliées montrent les deux maillages côte à côte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The order in which GPU ranks are assigned to the parallel dimensions. The default puts TP innermost (neighbouring ranks, so the same node), then CP, DP and PP; --use-tp-pp-dp-mapping places PP before DP. It decides which groups stay inside an NVLink domain.</source>
        <translation>L&apos;ordre dans lequel les rangs des GPU sont affectés aux dimensions parallèles. Par défaut, le TP est le plus interne (rangs voisins, donc le même nœud), puis viennent CP, DP et PP&#xa0;; --use-tp-pp-dp-mapping place le PP avant le DP. Il décide quels groupes restent dans un domaine NVLink.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The set of GPUs connected by NVLink: 8 in an HGX node, 72 in a GB200/GB300 NVL72 rack. Inside it GPUs exchange data at hundreds of GB/s; between domains traffic goes over the much slower scale-out network (InfiniBand or Ethernet). Keep TP, CP and the expert group (ETP x EP) inside a domain where possible.</source>
        <translation>L&apos;ensemble des GPU reliés par NVLink&#xa0;: 8 dans un nœud HGX, 72 dans un rack GB200/GB300 NVL72. À l&apos;intérieur, les GPU échangent des données à des centaines de GB/s&#xa0;; entre domaines, le trafic passe par le réseau scale-out, bien plus lent (InfiniBand ou Ethernet). Gardez TP, CP et le groupe d&apos;experts (ETP x EP) dans un même domaine lorsque c&apos;est possible.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Activation recomputation trades compute for memory: activations are dropped after the forward and recomputed in the backward. --recompute-granularity selective recomputes chosen modules inside every layer (--recompute-modules); full keeps only each layer&apos;s input and re-runs whole layers, chosen with --recompute-method (uniform or block) and --recompute-num-layers. Full saves the most memory and costs about a third more compute.</source>
        <translation>La recalculation des activations échange du calcul contre de la mémoire&#xa0;: les activations sont abandonnées après la passe avant et recalculées pendant la passe arrière. --recompute-granularity selective recalcule des modules choisis dans chaque couche (--recompute-modules)&#xa0;; full ne garde que l&apos;entrée de chaque couche et réexécute des couches entières, choisies avec --recompute-method (uniform ou block) et --recompute-num-layers. Le mode full économise le plus de mémoire et coûte environ un tiers de calcul en plus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The modules selective recompute re-runs (--recompute-modules):

core_attn — the attention core (Megatron&apos;s default; little gain with fused attention). moe_act — the activation inside the experts (needs grouped GEMM). layernorm — the input layer norms. mla_up_proj — the up-projections of multi-head latent attention (MLA models only). mlp — the dense MLP. moe — the whole MoE block (not with EP overlap). shared_experts — the shared experts (not with shared-expert overlap).</source>
        <translation>Les modules que la recalculation sélective réexécute (--recompute-modules)&#xa0;:

core_attn — le cœur de l&apos;attention (valeur par défaut de Megatron&#xa0;; peu de gain avec l&apos;attention fusionnée). moe_act — l&apos;activation à l&apos;intérieur des experts (nécessite le GEMM groupé). layernorm — les normalisations de couche en entrée. mla_up_proj — les projections montantes de l&apos;attention latente multi-têtes (modèles MLA uniquement). mlp — le MLP dense. moe — le bloc MoE entier (pas avec le chevauchement EP). shared_experts — les experts partagés (pas avec le chevauchement des experts partagés).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How tokens reach their experts (--moe-token-dispatcher-type, --moe-flex-dispatcher-backend):
- allgather — every EP rank gathers all tokens and keeps its own; simple, but traffic grows with EP (Megatron-LM&apos;s default).
- alltoall — each token is sent only to the ranks of its experts; the usual starting point.
- DeepEP (flex, deepep) — fused dispatch and combine kernels that send one copy per remote node and fan out over NVLink.
- HybridEP (flex, hybridep) — NVIDIA&apos;s kernels built for large NVLink domains such as NVL72.
- NCCL EP (flex, ncclep) — the same idea on NCCL&apos;s device API, in recent Megatron-Core.</source>
        <translation>Comment les tokens atteignent leurs experts (--moe-token-dispatcher-type, --moe-flex-dispatcher-backend)&#xa0;:
- allgather — chaque rang EP rassemble tous les tokens et garde les siens&#xa0;; simple, mais le trafic croît avec l&apos;EP (valeur par défaut de Megatron-LM).
- alltoall — chaque token n&apos;est envoyé qu&apos;aux rangs de ses experts&#xa0;; le point de départ habituel.
- DeepEP (flex, deepep) — des kernels fusionnés de dispatch et de combine qui envoient une copie par nœud distant puis la diffusent via NVLink.
- HybridEP (flex, hybridep) — les kernels de NVIDIA conçus pour les grands domaines NVLink comme NVL72.
- NCCL EP (flex, ncclep) — la même idée sur l&apos;API device de NCCL, dans les versions récentes de Megatron-Core.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA graphs record a sequence of kernels once and replay it with one launch, removing CPU launch overhead (--cuda-graph-impl):
- none — every kernel launched one by one;
- local — Megatron-Core&apos;s own per-layer graphs;
- transformer_engine — Transformer Engine&apos;s per-module graphs;
- full_iteration — the whole training step as one graph (no module scopes).

Graphs need fixed shapes and cost some memory for their pools.</source>
        <translation>Les graphes CUDA enregistrent une séquence de kernels une fois et la rejouent en un seul lancement, ce qui supprime l&apos;overhead de lancement côté CPU (--cuda-graph-impl)&#xa0;:
- none — chaque kernel lancé un par un&#xa0;;
- local — les graphes par couche propres à Megatron-Core&#xa0;;
- transformer_engine — les graphes par module de Transformer Engine&#xa0;;
- full_iteration — toute l&apos;étape d&apos;entraînement en un seul graphe (sans scopes de module).

Les graphes exigent des formes fixes et coûtent un peu de mémoire pour leurs pools.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Which parts of a layer per-layer graphs capture (--cuda-graph-modules; --cuda-graph-scope in older releases): attn — attention; mlp — the dense MLP; moe — the whole MoE block (needs drop-and-pad routing); moe_router — the router; moe_preprocess — dispatch preprocessing (needs moe_router); mamba — Mamba layers. With dropless routing capture attn, moe_router and moe_preprocess.</source>
        <translation>Les parties d&apos;une couche que capturent les graphes par couche (--cuda-graph-modules&#xa0;; --cuda-graph-scope dans les versions plus anciennes)&#xa0;: attn — l&apos;attention&#xa0;; mlp — le MLP dense&#xa0;; moe — le bloc MoE entier (nécessite un routage drop-and-pad)&#xa0;; moe_router — le routeur&#xa0;; moe_preprocess — le prétraitement du dispatch (nécessite moe_router)&#xa0;; mamba — les couches Mamba. Avec un routage sans perte (dropless), capturez attn, moe_router et moe_preprocess.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The number format of the GEMMs: bf16, or FP8 with tensorwise (current), delayed, blockwise or MXFP8 scaling (--fp8-recipe), or NVFP4 (--fp4-recipe) on Blackwell. Lower precision speeds up the GEMMs; MXFP8 and NVFP4 need Blackwell tensor cores.</source>
        <translation>Le format numérique des GEMM&#xa0;: bf16, ou FP8 avec une mise à l&apos;échelle tensorwise (current), delayed, blockwise ou MXFP8 (--fp8-recipe), ou NVFP4 (--fp4-recipe) sur Blackwell. Une précision plus faible accélère les GEMM&#xa0;; MXFP8 et NVFP4 nécessitent les tensor cores de Blackwell.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options that hide communication behind compute: EP all-to-all overlap (--overlap-moe-expert-parallel-comm) and delayed weight-gradient compute (--delay-wgrad-compute) for the MoE dispatch; shared-expert overlap (--moe-shared-expert-overlap); gradient-reduce and parameter-gather overlap for data parallelism (--overlap-grad-reduce, --overlap-param-gather); and TP communication overlap (--tp-comm-overlap).</source>
        <translation>Options qui masquent la communication derrière le calcul&#xa0;: le chevauchement de l&apos;all-to-all EP (--overlap-moe-expert-parallel-comm) et le calcul différé du gradient des poids (--delay-wgrad-compute) pour le dispatch MoE&#xa0;; le chevauchement des experts partagés (--moe-shared-expert-overlap)&#xa0;; le chevauchement de la réduction des gradients et de la collecte des paramètres pour le parallélisme de données (--overlap-grad-reduce, --overlap-param-gather)&#xa0;; et le chevauchement des communications TP (--tp-comm-overlap).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keeps part of the optimizer state in host memory and runs its step on the CPU (--optimizer-cpu-offload, --optimizer-offload-fraction). It frees GPU memory at the cost of host transfers; Megatron-Core needs the precision-aware optimizer for it.</source>
        <translation>Garde une partie de l&apos;état de l&apos;optimiseur dans la mémoire de l&apos;hôte et exécute son étape sur le CPU (--optimizer-cpu-offload, --optimizer-offload-fraction). Il libère de la mémoire GPU au prix de transferts avec l&apos;hôte&#xa0;; Megatron-Core exige pour cela l&apos;optimiseur sensible à la précision (precision-aware optimizer).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves the activations chosen modules save for backward to host memory after their forward and brings them back before their backward (--fine-grained-activation-offloading, --offload-modules): attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1 or moe_act. The copies use the GPU-host link (PCIe, or NVLink-C2C to Grace on GB200/GB300) and hide behind compute when the link is fast enough; the newest microbatch&apos;s last layer and one layer being reloaded stay on the GPU.</source>
        <translation>Déplace vers la mémoire de l&apos;hôte, après leur passe avant, les activations que les modules choisis conservent pour la passe arrière, et les rapatrie avant leur passe arrière (--fine-grained-activation-offloading, --offload-modules)&#xa0;: attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1 ou moe_act. Les copies utilisent le lien GPU-hôte (PCIe, ou NVLink-C2C vers Grace sur GB200/GB300) et se masquent derrière le calcul quand le lien est assez rapide&#xa0;; la dernière couche du micro-lot le plus récent et une couche en cours de rechargement restent sur le GPU.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model TFLOP/s per GPU counts only the FLOPs the model itself needs per step (the Bridge count, as Megatron-Bridge&apos;s flop_utils.py counts them: GEMMs and attention, without recomputation) divided by the step time and the GPU count. MFU is that figure divided by the GPU&apos;s peak dense TFLOP/s at the training precision. Megatron-LM&apos;s training.py counts some models differently (it ignores sliding windows and counts a gated MLP other than SwiGLU as 2 projections): for GPT-OSS its figures are 17 % lower at the same tokens/s, and the studio shows them beside its own wherever the two differ. Recomputation keeps the GPU busier but adds no model FLOPs, so it inflates neither figure, and both compare layouts fairly.</source>
        <translation>Les TFLOP/s du modèle par GPU ne comptent que les FLOPs dont le modèle lui-même a besoin par étape (le compte Bridge, tel que flop_utils.py de Megatron-Bridge les compte&#xa0;: GEMM et attention, sans recalculation), divisés par le temps d&apos;étape et par le nombre de GPU. La MFU est ce chiffre divisé par le pic dense de TFLOP/s du GPU à la précision d&apos;entraînement. training.py de Megatron-LM compte certains modèles autrement (il ignore les fenêtres glissantes et compte un MLP à porte autre que SwiGLU comme 2 projections)&#xa0;: pour GPT-OSS, ses chiffres sont inférieurs de 17 % à tokens/s égal, et le studio les affiche à côté des siens partout où les deux diffèrent. La recalculation occupe davantage le GPU mais n&apos;ajoute aucun FLOP du modèle&#xa0;; elle ne gonfle donc aucun des deux chiffres, et tous deux comparent équitablement les dispositions.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pipeline stage that needs the most memory per GPU. Stages differ (the first holds the embedding and the most in-flight activations, the last the output layer and loss), and the layout fits only if the binding stage fits. The memory chart marks it.</source>
        <translation>L&apos;étage de pipeline qui demande le plus de mémoire par GPU. Les étages diffèrent (le premier détient le plongement et le plus d&apos;activations en vol, le dernier la couche de sortie et la perte), et la disposition ne tient que si l&apos;étage limitant tient. Le graphique mémoire le signale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The GPU memory a training process actually sees, in GiB (2^30 bytes) as the framework reports it, which is less than the GB figure on the data sheet. The estimate counts the CUDA context, NCCL buffers and allocator fragmentation among its own lines; the memory chart draws usable HBM as a line, and the binding stage must stay under it.</source>
        <translation>La mémoire GPU que voit réellement un processus d&apos;entraînement, en GiB (2^30 octets) telle que le framework la rapporte, ce qui est moins que le chiffre en GB de la fiche technique. L&apos;estimation compte le contexte CUDA, les tampons NCCL et la fragmentation de l&apos;allocateur parmi ses propres lignes&#xa0;; le graphique mémoire trace la HBM utilisable sous forme de ligne, et l&apos;étage limitant doit rester en dessous.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A layout fits closely when its binding stage stays under usable HBM, but by less than the memory model&apos;s fragmentation allowance: the share of the allocated bytes the PyTorch caching allocator may lose to fragmentation (8 % by default, Memory Assumptions), which the estimate cannot place exactly. Such a layout may not fit when it runs. The memory chart, Feasibility, Search and Compare say &quot;fits closely&quot; for it; Search ranks layouts that fit with room first, Feasibility takes one that fits with room when any does, and a fix offers room before a close fit.

Tight is the other side of the same margin: over usable HBM by less than the allowance, so it may still run. Measure either before you commit to it (torch.cuda.max_memory_reserved in a short run).</source>
        <translation>Une disposition tient de justesse quand son étage limitant reste sous la HBM utilisable, mais avec un écart inférieur à la tolérance de fragmentation du modèle mémoire&#xa0;: la part des octets alloués que l&apos;allocateur à cache de PyTorch peut perdre à cause de la fragmentation (8 % par défaut, Hypothèses mémoire), que l&apos;estimation ne peut pas situer exactement. Une telle disposition peut ne pas tenir à l&apos;exécution. Le graphique mémoire, Faisabilité, Recherche et Comparaison indiquent « tient de justesse » pour elle&#xa0;; Recherche classe d&apos;abord les dispositions qui tiennent avec de la marge, Faisabilité en retient une qui tient avec de la marge lorsqu&apos;il en existe, et un correctif propose de la marge avant un ajustement de justesse.

Serré est l&apos;autre côté de la même marge&#xa0;: au-dessus de la HBM utilisable d&apos;une quantité inférieure à la tolérance, donc cela peut encore tourner. Dans les deux cas, mesurez avant de vous engager (torch.cuda.max_memory_reserved sur une exécution courte).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How sure the step-time estimate is. The model was checked against published runs it was not fitted to (cross-validation: each system, model or container held out in turn). The band depends on how comparable those runs are:
- with at least 10 comparable runs (same GPU generation, precision family and dispatcher), the range that holds 80 % of their errors;
- with fewer, the runs of a wider group (any dispatcher, then the GPU generation, then all runs), whose errors say less about this layout: the range that holds 95 % of theirs;
- for a layout outside what the published runs cover (for example CP above 1, PP 16 or more, EP overlap across nodes), the widest error the model made on any of them.
The Estimate dock says which of the three applies, the basis and the number of runs.

Figures are rounded to the digits the band supports (a table of plans uses the narrowest band&apos;s digits for every row, so its figures stay in order), two plans whose difference is inside the band are called a tie in Search, and a lever&apos;s gain is claimed only when it is larger than the model&apos;s error on lever steps.</source>
        <translation>Le degré de confiance de l&apos;estimation du temps d&apos;étape. Le modèle a été vérifié sur des exécutions publiées sur lesquelles il n&apos;a pas été ajusté (validation croisée&#xa0;: chaque système, modèle ou conteneur mis de côté à tour de rôle). La bande dépend du degré de comparabilité de ces exécutions&#xa0;:
- avec au moins 10 exécutions comparables (même génération de GPU, même famille de précision et même dispatcher), l&apos;intervalle qui contient 80 % de leurs erreurs&#xa0;;
- avec moins, les exécutions d&apos;un groupe plus large (tout dispatcher, puis la génération de GPU, puis toutes les exécutions), dont les erreurs en disent moins sur cette disposition&#xa0;: l&apos;intervalle qui contient 95 % des leurs&#xa0;;
- pour une disposition hors de ce que couvrent les exécutions publiées (par exemple CP supérieur à 1, PP de 16 ou plus, chevauchement EP entre nœuds), la plus grande erreur que le modèle a commise sur l&apos;une d&apos;entre elles.
Le panneau Estimation indique lequel des trois cas s&apos;applique, la base et le nombre d&apos;exécutions.

Les chiffres sont arrondis aux décimales que la bande permet (un tableau de plans utilise pour chaque ligne les décimales de la bande la plus étroite, afin que ses chiffres restent dans l&apos;ordre), deux plans dont l&apos;écart est dans la bande sont déclarés à égalité dans Recherche, et le gain d&apos;un levier n&apos;est revendiqué que s&apos;il dépasse l&apos;erreur du modèle sur les changements de levier.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A band marked “extrapolated” (for example “±19 % (extrapolated)”) belongs to a layout outside what the published runs cover: for example CP above 1, PP 16 or more, EP overlap or the NCCL all-to-all across nodes. No comparable run measures the model&apos;s error there, so the band is the widest error it made on any published run, and the Estimate dock names each reason after “outside the calibration”.

Treat such a figure as a direction, and measure one step on the cluster before relying on it: Runs ▸ Add Run… compares a measured run with the estimate.</source>
        <translation>Une bande marquée « extrapolée » (par exemple « ±19 % (extrapolé) ») appartient à une disposition hors de ce que couvrent les exécutions publiées&#xa0;: par exemple CP au-delà de 1, PP 16 ou plus, chevauchement EP ou all-to-all NCCL entre nœuds. Aucune exécution comparable n&apos;y mesure l&apos;erreur du modèle, donc la bande est la plus grande erreur qu&apos;il a faite sur une exécution publiée, et le panneau Estimation nomme chaque raison après « hors de la calibration ».

Prenez un tel chiffre comme une direction, et mesurez une étape sur le cluster avant de vous y fier&#xa0;: Exécutions ▸ Ajouter une exécution… compare une exécution mesurée à l&apos;estimation.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe&apos;s notes are your own words. When the model, the GPU, the layout or the batch changes after they were written, the studio marks them stale: a banner above the editor says so, and the saved file&apos;s notes start with a line “[stale] These notes were written for … Check them, then delete this line.” that names the layout they described. Read them against the recipe as it is now, correct them, then delete that line: the studio never rewrites your words.</source>
        <translation>Les notes d&apos;une recette sont vos propres mots. Quand le modèle, le GPU, la disposition ou le lot changent après leur rédaction, le studio les marque comme périmées&#xa0;: un bandeau au-dessus de l&apos;éditeur le dit, et les notes du fichier enregistré commencent par une ligne « [stale] These notes were written for … Check them, then delete this line. » qui nomme la disposition qu&apos;elles décrivaient. Relisez-les face à la recette telle qu&apos;elle est, corrigez-les, puis supprimez cette ligne&#xa0;: le studio ne réécrit jamais vos mots.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The part of the step the estimate says to work on next: compute (GPU kernels), exposed communication and the pipeline bubble, host overhead, or memory. A part other than compute is named when it takes at least a fifth of the step; below that, compute is the wall and lower precision or larger GEMMs are the levers. The line names the largest piece (for example the expert all-to-all) and the next lever for it, with the gain the model estimates when it is one concrete change.</source>
        <translation>La partie de l&apos;étape sur laquelle l&apos;estimation dit de travailler ensuite&#xa0;: le calcul (kernels GPU), la communication exposée et la bulle de pipeline, l&apos;overhead de l&apos;hôte, ou la mémoire. Une partie autre que le calcul est désignée lorsqu&apos;elle occupe au moins un cinquième de l&apos;étape&#xa0;; en deçà, le calcul est le mur, et les leviers sont une précision plus faible ou des GEMM plus grands. La ligne nomme la plus grosse part (par exemple l&apos;all-to-all des experts) et le prochain levier pour elle, avec le gain estimé par le modèle lorsque ce levier est un changement concret.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Communication that runs while the GPU has other work (the next GEMM, another microbatch&apos;s attention) is hidden and costs no time; what the GPU waits for is exposed and adds to the step. The Estimate dock&apos;s breakdown shows, for TP, CP, EP, PP and DP, the total communication time and the exposed part, with what hides the rest (for example EP overlap hiding the all-to-all behind the other microbatch). Trace metrics measure the same split on a profiler trace: communication ∪, compute ∪ and their overlap.</source>
        <translation>La communication qui s&apos;exécute pendant que le GPU a un autre travail (le GEMM suivant, l&apos;attention d&apos;un autre micro-lot) est masquée et ne coûte pas de temps&#xa0;; celle que le GPU attend est exposée et s&apos;ajoute à l&apos;étape. La décomposition du panneau Estimation montre, pour TP, CP, EP, PP et DP, le temps total de communication et la part exposée, avec ce qui masque le reste (par exemple le chevauchement EP qui masque l&apos;all-to-all derrière l&apos;autre micro-lot). Les métriques de la trace mesurent la même répartition sur une trace de profilage&#xa0;: communication ∪, calcul ∪ et leur chevauchement.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time the GPU sits idle because the CPU has not launched the next kernel yet: Python, PyTorch and Transformer Engine work per operation, tens of microseconds each. It shows when kernels are short (small microbatches, many local experts, low precision with its quantisation kernels). CUDA graphs replay a captured part without that work, which is why capturing attention, router and preprocessing (or the whole iteration) is the usual lever against it.</source>
        <translation>Le temps pendant lequel le GPU reste inactif parce que le CPU n&apos;a pas encore lancé le kernel suivant&#xa0;: le travail de Python, PyTorch et Transformer Engine par opération, des dizaines de microsecondes chacune. Il apparaît quand les kernels sont courts (petits micro-lots, nombreux experts locaux, précision basse avec ses kernels de quantification). Les graphes CUDA rejouent une partie capturée sans ce travail, c&apos;est pourquoi capturer l&apos;attention, le routeur et le prétraitement (ou l&apos;itération entière) est le levier habituel contre lui.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search plots every kept plan by tokens/s per GPU against the memory headroom it leaves. A plan is on the Pareto front when no other plan is both faster and leaves more headroom; the front is the set of sensible trade-offs, and plans below it are beaten on both. The top plans are marked, the selected one circled.</source>
        <translation>Recherche place chaque plan conservé selon ses tokens/s par GPU en fonction de la marge mémoire qu&apos;il laisse. Un plan est sur le front de Pareto quand aucun autre plan ne cumule une vitesse supérieure et une marge plus grande&#xa0;; le front est l&apos;ensemble des compromis sensés, et les plans situés en dessous sont battus sur les deux critères. Les meilleurs plans sont marqués, celui sélectionné est entouré.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ranks traced on different hosts each start their own clock, so their timelines do not line up as recorded. Shared clock places ranks whose files record absolute (Unix-epoch) times on that clock. Align on matched collectives matches the same NCCL collectives across ranks: a collective ends on every member at about the same moment, so the median difference of their end times is each rank&apos;s clock offset (at least three matched collectives are required). The Clock alignment table lists each rank&apos;s offset, matches and spread.</source>
        <translation>Les rangs tracés sur des hôtes différents démarrent chacun leur propre horloge, de sorte que leurs chronologies ne s&apos;alignent pas telles qu&apos;enregistrées. « Horloge partagée » place sur cette horloge les rangs dont les fichiers enregistrent des temps absolus (époque Unix). « Aligner sur les collectives appariées » apparie les mêmes collectives NCCL entre les rangs&#xa0;: une collective se termine sur chaque membre à peu près au même moment, donc la médiane des écarts entre leurs heures de fin est le décalage d&apos;horloge de chaque rang (au moins trois collectives appariées sont nécessaires). Le tableau Alignement des horloges liste pour chaque rang son décalage, ses appariements et sa dispersion.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The iterations of a training log that the Runs dock measures: by default 41 to 50, after warm-up, compilation and the first checkpoint, where step times have settled. Step time, TFLOP/s and memory are averaged over the logged lines that cover the window, weighted by the iterations each line averages. When a log does not cover enough of it (fewer than 8 of its 10 iterations), Add Run proposes a window the log does cover, and the window is named wherever the figures appear.</source>
        <translation>Les itérations d&apos;un journal d&apos;entraînement que mesure le panneau Exécutions&#xa0;: par défaut 41 à 50, après le préchauffage, la compilation et le premier checkpoint, quand les temps d&apos;étape se sont stabilisés. Le temps d&apos;étape, les TFLOP/s et la mémoire sont moyennés sur les lignes du journal qui couvrent la fenêtre, pondérées par le nombre d&apos;itérations dont chaque ligne fait la moyenne. Quand un journal n&apos;en couvre pas assez (moins de 8 de ses 10 itérations), Ajouter une exécution propose une fenêtre que le journal couvre, et la fenêtre est nommée partout où les chiffres apparaissent.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every run gets a label from what its files record. A run is benchmark-only when it measured something a real training job does not do: forced load balancing of the router, synthetic or mock data, the optimizer step or checkpoint saving switched off, or a declaration that it is a benchmark. Any one of these makes step times look better than training would, so the label and its reasons (with the file and line that said so) travel with every figure of the run.

A training-equivalent run recorded none of them. Two runs with different labels can still be compared, but the comparison says so.</source>
        <translation>Chaque exécution reçoit une étiquette d&apos;après ce que ses fichiers enregistrent. Une exécution est « benchmark uniquement » lorsqu&apos;elle a mesuré quelque chose qu&apos;un vrai job d&apos;entraînement ne fait pas&#xa0;: un équilibrage de charge forcé du routeur, des données synthétiques ou factices, l&apos;étape de l&apos;optimiseur ou la sauvegarde des checkpoints désactivée, ou une déclaration indiquant qu&apos;il s&apos;agit d&apos;un benchmark. N&apos;importe lequel de ces éléments fait paraître les temps d&apos;étape meilleurs que ne le serait l&apos;entraînement&#xa0;; l&apos;étiquette et ses raisons (avec le fichier et la ligne qui l&apos;ont indiqué) accompagnent donc chaque chiffre de l&apos;exécution.

Une exécution équivalente à l&apos;entraînement n&apos;en a enregistré aucun. Deux exécutions aux étiquettes différentes peuvent tout de même être comparées, mais la comparaison le signale.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A log or trace attached to a recipe is checked against it before anything is compared: the global batch size printed on its iteration lines, its world size, sequence length, model dimensions and parallel layout (TP, PP, CP, EP, ETP, micro batch) from its arguments, and the model FLOPs per token implied by its own TFLOP/s and step time (within a factor of 1.5). When any of these conflicts, the run is another job&apos;s: the studio lists each conflict as recipe value versus run value with the file and line, shows no predicted error for it, and takes its label and its A/B variables from its own files rather than from the recipe.</source>
        <translation>Un journal ou une trace joint à une recette est vérifié par rapport à elle avant toute comparaison&#xa0;: la taille du lot global imprimée sur ses lignes d&apos;itération, son nombre total de GPU, sa longueur de séquence, les dimensions du modèle et la disposition parallèle (TP, PP, CP, EP, ETP, micro-lot) tirés de ses arguments, et les FLOPs du modèle par token qu&apos;impliquent ses propres TFLOP/s et temps d&apos;étape (à un facteur 1,5 près). Quand l&apos;un de ces éléments est en conflit, l&apos;exécution est celle d&apos;un autre job&#xa0;: le studio liste chaque conflit sous la forme valeur de la recette contre valeur de l&apos;exécution, avec le fichier et la ligne, n&apos;affiche aucune erreur de prédiction pour elle, et prend son étiquette et ses variables A/B dans ses propres fichiers plutôt que dans la recette.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A run&apos;s files (its training log and its traces) must come from one job. When they disagree among themselves (another model&apos;s FLOPs per token, another GPU count or sequence length, traces of another GPU kind), the run is reported as files of two jobs: the Runs table shows what its log measured (step time, throughput) but no prediction error, it is not compared with the recipe, an A/B with it is marked not attributable, and the evidence report says why. Add the files of one job as one run.</source>
        <translation>Les fichiers d&apos;une exécution (son log d&apos;entraînement et ses traces) doivent venir d&apos;un seul job. Quand ils se contredisent (FLOPs par token d&apos;un autre modèle, autre nombre de GPU ou longueur de séquence, traces d&apos;un autre type de GPU), l&apos;exécution est signalée comme fichiers de deux jobs&#xa0;: le tableau des exécutions montre ce que son log a mesuré (temps d&apos;étape, débit) mais aucune erreur de prédiction, elle n&apos;est pas comparée à la recette, un A/B avec elle est marqué non attribuable, et le rapport de preuves dit pourquoi. Ajoutez les fichiers d&apos;un seul job comme une exécution.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The router picks the top-k experts of each token (--moe-router-topk) from its scores: softmax or sigmoid (--moe-router-score-function), optionally first choosing a few expert groups (--moe-router-num-groups, --moe-router-group-topk: DeepSeek&apos;s group-limited routing). An auxiliary loss keeps the experts evenly used: --moe-router-load-balancing-type aux_loss (over the micro batch), seq_aux_loss (per sequence, DeepSeek) or global_aux_loss, weighted by --moe-aux-loss-coeff; or an expert bias updated without a loss (--moe-router-enable-expert-bias, DeepSeek-V3). These are model fields: every export carries them.

Forced load balancing (--moe-router-force-load-balancing) ignores the scores and spreads tokens evenly: it is for benchmarks only, and the studio marks such recipes benchmark-only.</source>
        <translation>Le routeur choisit les top-k experts de chaque token (--moe-router-topk) selon leurs scores&#xa0;: softmax ou sigmoid (--moe-router-score-function), en choisissant éventuellement d&apos;abord quelques groupes d&apos;experts (--moe-router-num-groups, --moe-router-group-topk&#xa0;: le routage limité par groupes de DeepSeek). Une perte auxiliaire garde les experts utilisés également&#xa0;: --moe-router-load-balancing-type aux_loss (sur le micro-lot), seq_aux_loss (par séquence, DeepSeek) ou global_aux_loss, pondérée par --moe-aux-loss-coeff&#xa0;; ou un biais par expert mis à jour sans perte (--moe-router-enable-expert-bias, DeepSeek-V3). Ce sont des champs du modèle&#xa0;: chaque export les porte.

L&apos;équilibrage de charge forcé (--moe-router-force-load-balancing) ignore les scores et répartit les tokens également&#xa0;: il sert aux benchmarks seulement, et le studio marque ces recettes comme benchmark uniquement.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far the studio&apos;s step-time estimate for the recipe is from the run&apos;s measured step time over its steady window: (predicted - measured) / measured. A positive error means the estimate is slower than the run. It is shown only for a run of the recipe it is scored against, and it names the calibration used.

A run added without a recipe file is scored against the studio&apos;s recipe as it is at that moment, and keeps that recipe: a log records little of its job (no precision, recompute or dispatcher, often no layout), so later edits are not facts about the run. The Scored against column says when the loaded recipe differs; if the run ran the loaded recipe, select it and press Re-score Against Loaded. A change of calibration scores every run again.</source>
        <translation>L&apos;écart entre l&apos;estimation du temps d&apos;étape que fait le studio pour la recette et le temps d&apos;étape mesuré de l&apos;exécution sur sa fenêtre stable&#xa0;: (prédit - mesuré) / mesuré. Une erreur positive signifie que l&apos;estimation est plus lente que l&apos;exécution. Elle n&apos;est affichée que pour une exécution de la recette par rapport à laquelle l&apos;exécution est notée, et elle nomme le calibrage utilisé.

Une exécution ajoutée sans fichier de recette est notée par rapport à la recette du studio telle qu&apos;elle est à ce moment-là, et garde cette recette&#xa0;: un journal enregistre peu de son job (ni précision, ni recalculation, ni dispatcher, souvent pas de disposition), donc les modifications ultérieures ne sont pas des faits sur l&apos;exécution. La colonne Notée par rapport à indique quand la recette chargée diffère&#xa0;; si l&apos;exécution a tourné avec la recette chargée, sélectionnez-la et appuyez sur Renoter avec la recette chargée. Un changement de calibrage renote toutes les exécutions.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The step-time model turns FLOPs and bytes into seconds with a few efficiency constants (how close GEMMs, attention, collectives and the host come to the hardware&apos;s peaks). The built-in constants are fitted to published training runs, and the uncertainty band beside every estimate is how far that model was from runs it was not fitted to.

Calibrate from Runs (Runs dock) fits some of these constants to your own attached runs, starting from the calibration in use. Leave every constant unticked to let the runs decide which they can determine, or tick the ones to fit. The dialog shows each run&apos;s error before and after. A fit with as many constants as runs reproduces them by construction and proves nothing: attach runs of other layouts or batch sizes, and check the profile on a run it was not fitted to.

Save Profile keeps the fit as a named cluster profile for later sessions and for the command line (--calibration cluster:NAME). Use for Estimates makes the studio&apos;s Estimate, Search, Compare and Runs use it at once, and each names the profile beside its figures. The band stays the built-in model&apos;s: it is not re-measured for a profile.</source>
        <translation>Le modèle de temps d&apos;étape convertit les FLOPs et les octets en secondes à l&apos;aide de quelques constantes d&apos;efficacité (à quel point les GEMM, l&apos;attention, les collectives et l&apos;hôte s&apos;approchent des pics du matériel). Les constantes intégrées sont ajustées sur des exécutions d&apos;entraînement publiées, et la bande d&apos;incertitude à côté de chaque estimation indique à quelle distance ce modèle se trouvait des exécutions sur lesquelles il n&apos;a pas été ajusté.

Calibrer sur les exécutions (panneau Exécutions) ajuste certaines de ces constantes sur vos propres exécutions jointes, en partant du calibrage en usage. Laissez toutes les constantes décochées pour laisser les exécutions décider lesquelles elles peuvent déterminer, ou cochez celles à ajuster. La boîte de dialogue montre l&apos;erreur de chaque exécution avant et après. Un ajustement avec autant de constantes que d&apos;exécutions les reproduit par construction et ne prouve rien&#xa0;: joignez des exécutions d&apos;autres dispositions ou tailles de lot, et vérifiez le profil sur une exécution sur laquelle il n&apos;a pas été ajusté.

Enregistrer le profil conserve l&apos;ajustement sous forme de profil de cluster nommé pour les sessions suivantes et pour la ligne de commande (--calibration cluster:NAME). Utiliser pour les estimations fait utiliser le profil immédiatement par Estimation, Recherche, Comparaison et Exécutions du studio, et chacun nomme le profil à côté de ses chiffres. La bande reste celle du modèle intégré&#xa0;: elle n&apos;est pas remesurée pour un profil.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Extra layers after the decoder that predict the tokens beyond the next one (--mtp-num-layers), as DeepSeek-V3 trains with one. Each MTP layer is a full transformer layer with its own projection and output head, so it costs FLOPs, memory and a place in the pipeline (Megatron puts it on the last stage); its loss is added with the weight --mtp-loss-scaling-factor (0.1 by default).

The studio counts MTP layers apart from the decoder layers: in the model&apos;s shape, in the pipeline split (&quot;decoder + MTP layers&quot;) and in the model FLOPs. An export carries both fields; a checkpoint trained with MTP needs them to load.</source>
        <translation>Couches supplémentaires après le décodeur qui prédisent les tokens au-delà du suivant (--mtp-num-layers), comme DeepSeek-V3 s&apos;entraîne avec une. Chaque couche MTP est une couche transformer complète, avec sa propre projection et sa propre tête de sortie&#xa0;: elle coûte des FLOPs, de la mémoire et une place dans le pipeline (Megatron la met au dernier étage)&#xa0;; sa perte est ajoutée avec le poids --mtp-loss-scaling-factor (0,1 par défaut).

Le studio compte les couches MTP à part des couches du décodeur&#xa0;: dans la forme du modèle, dans le découpage du pipeline (« couches du décodeur + MTP ») et dans les FLOPs du modèle. Un export porte les deux champs&#xa0;; un checkpoint entraîné avec MTP en a besoin pour se charger.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>One training step of the recipe as the step-time model plays it out: every pipeline rank&apos;s forward and backward passes in the order Megatron&apos;s schedule runs them, with the communication each pass waits on and what overlaps it. It is a simulation, not a measurement: its lanes are named for the kernel roles they stand for (GEMM, attention, EP dispatch, ...), and the whole step is labelled &quot;predicted step&quot;.

Show predicted timeline (Estimate dock) opens it in the Trace dock; with a measured trace open, the two are drawn one above the other on the same time scale, so a gap in one and not the other points at what the model misses or what the run wasted. The command-line planner&apos;s simulate command gives the same step, and with --chrome-trace writes it for Perfetto.</source>
        <translation>Un pas d&apos;entraînement de la recette tel que le modèle de temps de pas le déroule&#xa0;: les passes avant et arrière de chaque rang du pipeline, dans l&apos;ordre où l&apos;ordonnancement de Megatron les exécute, avec la communication que chaque passe attend et ce qui la recouvre. C&apos;est une simulation, pas une mesure&#xa0;: ses pistes portent le nom des rôles de noyau qu&apos;elles représentent (GEMM, attention, dispatch EP…), et le pas entier est étiqueté « pas prédit ».

Afficher la chronologie prédite (panneau Estimation) l&apos;ouvre dans le panneau Trace&#xa0;; avec une trace mesurée ouverte, les deux sont dessinées l&apos;une au-dessus de l&apos;autre sur la même échelle de temps&#xa0;: un trou dans l&apos;une et pas dans l&apos;autre montre ce que le modèle ignore ou ce que l&apos;exécution a perdu. La commande simulate du planificateur en ligne de commande donne le même pas et, avec --chrome-trace, l&apos;écrit pour Perfetto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What a measured run shows, in one file for a design review (Open Report in the Runs dock, as HTML with charts or as Markdown). It holds the run&apos;s label and the reasons for it, the measurement contract (software versions, hardware, topology, what was measured and how, each value with the file it came from, and what is unknown), proof from the trace that the requested dispatcher, precision kernels, overlap and graph replay actually ran, the steady window (step time, TFLOP/s per GPU, loss health, skipped steps, peak memory), the predicted step time against the measured one, and with two runs picked the A/B comparison with the exact differences and the attribution verdict.

A figure the files do not contain is written as not measured, never as zero.</source>
        <translation>Ce que montre une exécution mesurée, dans un seul fichier pour une revue de conception (Ouvrir le rapport dans le panneau Exécutions, en HTML avec graphiques ou en Markdown). Il contient l&apos;étiquette de l&apos;exécution et ses raisons, le contrat de mesure (versions logicielles, matériel, topologie, ce qui a été mesuré et comment, chaque valeur avec le fichier d&apos;où elle vient, et ce qui est inconnu), la preuve par la trace que le dispatcher, les noyaux de précision, le recouvrement et la relecture de graphes demandés ont bien tourné, la fenêtre stable (temps de pas, TFLOP/s par GPU, santé de la perte, pas sautés, mémoire de pointe), le temps de pas prédit face au mesuré et, avec deux exécutions choisies, la comparaison A/B avec les différences exactes et le verdict d&apos;attribution.

Un chiffre que les fichiers ne contiennent pas est écrit « non mesuré », jamais zéro.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pick a baseline A and a candidate B among the attached runs. The comparison lists every recorded variable that differs (with where each side&apos;s value came from), the variables that follow from them (DP, EDP), and those known for one run only, then the deltas B - A of step time, TFLOP/s, memory and, with traces on both sides, overlap.

A gain is attributed to a variable only when it is the single independent difference between the runs. With two or more differences the attribution is refused: a gain measured with several changes at once cannot be credited to any one of them. With none, the delta is run-to-run variation or something the files did not record.</source>
        <translation>Choisissez une ligne de base A et un candidat B parmi les exécutions jointes. La comparaison liste chaque variable enregistrée qui diffère (avec la provenance de la valeur de chaque côté), les variables qui en découlent (DP, EDP) et celles connues pour une seule exécution, puis les écarts B - A de temps d&apos;étape, de TFLOP/s, de mémoire et, avec des traces des deux côtés, de chevauchement.

Un gain n&apos;est attribué à une variable que lorsqu&apos;elle est la seule différence indépendante entre les exécutions. Avec deux différences ou plus, l&apos;attribution est refusée&#xa0;: un gain mesuré avec plusieurs changements à la fois ne peut être crédité à aucun d&apos;eux. Sans aucune différence, l&apos;écart est une variation d&apos;une exécution à l&apos;autre ou quelque chose que les fichiers n&apos;ont pas enregistré.</translation>
    </message>
</context>
<context>
    <name>glossary_keywords</name>
    <message>
        <location line="-310"/>
        <source>folded grid mesh</source>
        <translation>repliement replié grille maillage</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>recomputation rematerialization activation checkpointing</source>
        <translation>recalcul recomputation rematérialisation points de contrôle d&apos;activations</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>dispatch combine all-to-all alltoall DeepEP HybridEP</source>
        <translation>dispatcher répartiteur dispatch combinaison tous-vers-tous</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>graph capture</source>
        <translation>graphes capture de graphes</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>offloading CPU</source>
        <translation>déchargement offload CPU</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>bottleneck</source>
        <translation>goulot d&apos;étranglement mur</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>files two jobs one job mixed log trace</source>
        <translation>fichiers deux jobs un job mélangés log trace</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>aux loss seq_aux_loss load balancing router top-k expert bias gating</source>
        <translation>perte auxiliaire équilibrage de charge routeur biais expert</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>multi-token prediction mtp_num_layers</source>
        <translation>prédiction multi-tokens MTP</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>simulation simulated schedule predicted step trace timeline</source>
        <translation>simulation simulé ordonnancement pas prédit chronologie trace</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>evidence pack report review</source>
        <translation>dossier de preuves rapport revue</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not attributable attribution refused baseline candidate</source>
        <translation>non attribuable attribution refusée référence candidate</translation>
    </message>
</context>
<context>
    <name>glossary_terms</name>
    <message>
        <location line="-435"/>
        <source>TP — tensor parallelism</source>
        <translation>TP — parallélisme de tenseur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CP — context parallelism</source>
        <translation>CP — parallélisme de contexte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>DP — data parallelism</source>
        <translation>DP — parallélisme de données</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PP — pipeline parallelism</source>
        <translation>PP — parallélisme de pipeline</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>VPP — virtual pipeline parallelism</source>
        <translation>VPP — parallélisme de pipeline virtuel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>EP — expert parallelism</source>
        <translation>EP — parallélisme d&apos;experts</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ETP — expert tensor parallelism</source>
        <translation>ETP — parallélisme de tenseur des experts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EDP — expert data parallelism</source>
        <translation>EDP — parallélisme de données des experts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SP — sequence parallelism</source>
        <translation>SP — parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MBS and GBS — micro batch and global batch</source>
        <translation>MBS et GBS — micro-lot et lot global</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs and sequence length</source>
        <translation>GPU et longueur de séquence</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sliding-window attention (SWA)</source>
        <translation>Attention à fenêtre glissante (SWA)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention sinks (learnable softmax)</source>
        <translation>Puits d&apos;attention (softmax apprenable)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>RoPE scaling (YaRN) and maximum positions</source>
        <translation>Mise à l&apos;échelle de RoPE (YaRN) et positions maximales</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Parallel Folding — attention mesh and MoE mesh</source>
        <translation>Parallel Folding — maillage d&apos;attention et maillage MoE</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rank order</source>
        <translation>Ordre des rangs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NVLink domain</source>
        <translation>Domaine NVLink</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recompute granularity</source>
        <translation>Granularité de la recalculation</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recompute modules</source>
        <translation>Modules recalculés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Token dispatcher</source>
        <translation>Dispatcher de tokens</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA graphs — implementations</source>
        <translation>Graphes CUDA — implémentations</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA graphs — scopes</source>
        <translation>Graphes CUDA — scopes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communication overlap</source>
        <translation>Chevauchement des communications</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimizer CPU offload</source>
        <translation>Offloading de l&apos;optimiseur vers le CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fine-grained activation offloading</source>
        <translation>Offloading des activations à grain fin</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MFU and model TFLOP/s</source>
        <translation>MFU et TFLOP/s du modèle</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Binding stage</source>
        <translation>Étage limitant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usable HBM</source>
        <translation>HBM utilisable</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fits closely (fragmentation allowance)</source>
        <translation>Tient de justesse (tolérance de fragmentation)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Uncertainty band (±)</source>
        <translation>Bande d&apos;incertitude (±)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Extrapolated estimate</source>
        <translation>Estimation extrapolée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stale notes</source>
        <translation>Notes périmées</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wall to attack first</source>
        <translation>Mur à attaquer en premier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exposed and hidden communication</source>
        <translation>Communication exposée et masquée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host overhead (launch-bound time)</source>
        <translation>Overhead de l&apos;hôte (temps limité par les lancements)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pareto front (Search)</source>
        <translation>Front de Pareto (Recherche)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock alignment of traces</source>
        <translation>Alignement des horloges des traces</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Steady window</source>
        <translation>Fenêtre stable</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training-equivalent and benchmark-only runs</source>
        <translation>Exécutions équivalentes à l&apos;entraînement et benchmark uniquement</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not this recipe&apos;s run</source>
        <translation>Pas une exécution de cette recette</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Files of two jobs</source>
        <translation>Fichiers de deux jobs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MoE router and load balancing</source>
        <translation>Routeur MoE et équilibrage de charge</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Predicted error</source>
        <translation>Erreur de prédiction</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Calibration and cluster profiles</source>
        <translation>Calibrage et profils de cluster</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MTP — multi-token prediction</source>
        <translation>MTP — prédiction multi-tokens</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Predicted timeline</source>
        <translation>Chronologie prédite</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Evidence report</source>
        <translation>Rapport de preuves</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A/B comparison and attribution</source>
        <translation>Comparaison A/B et attribution</translation>
    </message>
</context>
<context>
    <name>import</name>
    <message>
        <location filename="../../core/export/export_metadata.cpp" line="+106"/>
        <source>line %1: %2: not a positive integer (&apos;%3&apos;), ignored</source>
        <translation>ligne %1&#xa0;: %2&#xa0;: n&apos;est pas un entier positif («&#xa0;%3&#xa0;»), ignoré</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown metadata comment &apos;%2&apos;, ignored</source>
        <translation>ligne %1&#xa0;: commentaire de métadonnées inconnu «&#xa0;%2&#xa0;», ignoré</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_model_section.cpp" line="-34"/>
        <location filename="../../core/import/hf_config_import.cpp" line="+11"/>
        <source>not carried into the recipe or its exports (set them in the job by hand if it needs them): %1</source>
        <translation>non repris dans la recette ni dans ses exports (définissez-les à la main dans le job s&apos;il en a besoin)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_precision_section.cpp" line="+53"/>
        <source>%1: unknown preset &apos;%2&apos;; precision left at %3</source>
        <translation>%1&#xa0;: préréglage inconnu «&#xa0;%2&#xa0;»&#xa0;; précision laissée à %3</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_unknown_keys.cpp" line="-46"/>
        <source>%1: inert in recipes; EP overlap is %2 (%3 or %4)</source>
        <translation>%1&#xa0;: sans effet dans les recettes&#xa0;; le chevauchement EP est %2 (%3 ou %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: deprecated; use %2</source>
        <translation>%1&#xa0;: obsolète&#xa0;; utilisez %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not a real option; use %2</source>
        <translation>%1&#xa0;: n&apos;est pas une vraie option&#xa0;; utilisez %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not a %2 field; ignored</source>
        <translation>%1&#xa0;: n&apos;est pas un champ de %2&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not a %2 field (did you mean %3?); ignored</source>
        <translation>%1&#xa0;: n&apos;est pas un champ de %2 (vouliez-vous dire %3&#xa0;?)&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: not a %2 section; ignored</source>
        <translation>%1&#xa0;: n&apos;est pas une section de %2&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a %2 section (did you mean %3?); ignored</source>
        <translation>%1&#xa0;: n&apos;est pas une section de %2 (vouliez-vous dire %3&#xa0;?)&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: not a known %2 field; ignored</source>
        <translation>%1&#xa0;: n&apos;est pas un champ connu de %2&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a known %2 field (did you mean %3?); ignored</source>
        <translation>%1&#xa0;: n&apos;est pas un champ connu de %2 (vouliez-vous dire %3&#xa0;?)&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: not a %2 field (stale key; use a preset name such as %3 or the %4 fields); ignored</source>
        <translation>%1&#xa0;: n&apos;est pas un champ de %2 (clé obsolète&#xa0;; utilisez un nom de préréglage comme %3 ou les champs %4)&#xa0;; ignoré</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_context.cpp" line="-33"/>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_import.cpp" line="-115"/>
        <source>model fields the file leaves out; took catalog model %1 from the file name</source>
        <translation>champs du modèle que le fichier omet&#xa0;: modèle de catalogue %1 pris d&apos;après le nom du fichier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file does not give the model shape; took catalog model %1 from the file name</source>
        <translation>le fichier ne donne pas la forme du modèle&#xa0;; modèle de catalogue %1 pris d&apos;après le nom du fichier</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: not part of a recipe; not imported</source>
        <translation>%1&#xa0;: ne fait pas partie d&apos;une recette&#xa0;; non importé</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: Bridge disables TP comm overlap at TP %2; imported as off</source>
        <translation>%1&#xa0;: Bridge désactive le chevauchement des communications TP à TP %2&#xa0;; importé comme désactivé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Bridge disables TP comm overlap without sequence parallelism; imported as off</source>
        <translation>%1&#xa0;: Bridge désactive le chevauchement des communications TP sans parallélisme de séquence&#xa0;; importé comme désactivé</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 is null: Bridge&apos;s DeepSeek-V3 recipe infers %2 for PP %3, VPP %4; imported so</source>
        <translation>%1 vaut null&#xa0;: la recette DeepSeek-V3 de Bridge en déduit %2 pour PP %3, VPP %4&#xa0;; importé ainsi</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_fields.cpp" line="+193"/>
        <source>%1 %2 is not below %3 %4: every layer attends to the whole sequence, so no window is exported</source>
        <translation>%1 %2 n&apos;est pas inférieur à %3 %4&#xa0;: chaque couche porte son attention sur toute la séquence, aucune fenêtre n&apos;est donc exportée</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="-151"/>
        <source>no %1: experts take %2 %3</source>
        <translation>pas de %1&#xa0;: les experts prennent %2 %3</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>config.json does not state, so the recipe keeps Megatron&apos;s defaults: %1</source>
        <translation>config.json ne le précise pas, la recette garde donc les valeurs par défaut de Megatron&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>config.json has no training sequence length; the open recipe&apos;s %1 is above its max_position_embeddings, so %2</source>
        <translation>config.json n&apos;indique pas de longueur de séquence d&apos;entraînement&#xa0;; le %1 de la recette ouverte dépasse son max_position_embeddings, donc %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config.json has no training sequence length; kept the open recipe&apos;s %1</source>
        <translation>config.json n&apos;a pas de longueur de séquence d&apos;entraînement&#xa0;; conservé celle de la recette ouverte, %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config.json has no training sequence length; assumed %1</source>
        <translation>config.json n&apos;a pas de longueur de séquence d&apos;entraînement&#xa0;; %1 supposé</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>max_position_embeddings raised from %1 to the sequence %2, which the checkpoint&apos;s YaRN scaling covers (%3 × factor %4)</source>
        <translation>max_position_embeddings relevé de %1 à la séquence %2, que la mise à l&apos;échelle YaRN du checkpoint couvre (%3 × facteur %4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no GPU count given; assumed %1</source>
        <translation>nombre de GPU non indiqué&#xa0;; %1 supposé</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>precision %1</source>
        <translation>précision %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dispatcher %1</source>
        <translation>dispatcher %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no recompute</source>
        <translation>sans recalculation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective recompute</source>
        <translation>recalculation sélective</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full recompute</source>
        <translation>recalculation complète</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CUDA graphs</source>
        <translation>sans graphes CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs %1</source>
        <translation>graphes CUDA %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config.json names no training options: kept the open recipe&apos;s (%1, its overlaps and offloads)</source>
        <translation>config.json ne nomme aucune option d&apos;entraînement&#xa0;: conservé celles de la recette ouverte (%1, ses chevauchements et offloadings)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the open recipe is benchmark-only (forced load balancing or synthetic data); the imported model is planned for training, so both are off</source>
        <translation>la recette ouverte est réservée aux benchmarks (équilibrage de charge forcé ou données synthétiques)&#xa0;; le modèle importé est prévu pour l’entraînement, les deux sont donc désactivés</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1 (the most experts per group inside one NVLink domain), MBS 1 and GBS %2 (one microbatch per data-parallel rank) as a starting point</source>
        <translation>config.json ne nomme ni disposition ni lot&#xa0;: TP 1, CP 1, PP 1, EP %1 (le plus d&apos;experts par groupe dans un domaine NVLink), MBS 1 et GBS %2 (un micro-lot par rang de parallélisme de données) fixés comme point de départ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1, MBS 1 and GBS %2 (one microbatch per data-parallel rank) as a starting point</source>
        <translation>config.json ne nomme ni disposition ni lot&#xa0;: TP 1, CP 1, PP 1, EP %1, MBS 1 et GBS %2 (un micro-lot par rang de parallélisme de données) fixés comme point de départ</translation>
    </message>
    <message>
        <location filename="../../core/import/import_options.cpp" line="+49"/>
        <source>unset</source>
        <translation>non défini</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (catalog %2, here %3)</source>
        <translation>%1 (catalogue %2, ici %3)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the input does not name the GPU; kept the open recipe&apos;s %1</source>
        <translation>l&apos;entrée ne nomme pas le GPU&#xa0;; conservé celui de la recette ouverte, %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input does not name the GPU; assumed %1</source>
        <translation>l&apos;entrée ne nomme pas le GPU&#xa0;; %1 supposé</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the input does not say the world size; kept the open recipe&apos;s %1 GPUs</source>
        <translation>l&apos;entrée ne donne pas le nombre total de GPU&#xa0;; conservé les %1 GPU de la recette ouverte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the input does not say the world size; assumed the layout&apos;s minimum %1 GPUs</source>
        <translation>l&apos;entrée ne donne pas le nombre total de GPU&#xa0;; supposé le minimum de la disposition, %1 GPU</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2: %3; ignored</source>
        <translation>%1&#xa0;: %2&#xa0;: %3&#xa0;; ignoré</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the model matches no catalog model; it is %1 except for %2. Kept as an imported model: if the job ran %1, the input leaves that out</source>
        <translation>le modèle ne correspond à aucun modèle du catalogue&#xa0;; c&apos;est %1 sauf pour %2. Conservé comme modèle importé&#xa0;: si le job a exécuté %1, l&apos;entrée omet cela</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>named the model %1: it is not the catalog&apos;s %2</source>
        <translation>modèle nommé %1&#xa0;: ce n&apos;est pas le %2 du catalogue</translation>
    </message>
    <message>
        <location filename="../../core/import/megatron_args_import.cpp" line="+73"/>
        <source>line %1: unknown flag %2 ignored</source>
        <translation>ligne %1&#xa0;: option inconnue %2 ignorée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: unknown flag %2 ignored (did you mean %3?)</source>
        <translation>ligne %1&#xa0;: option inconnue %2 ignorée (vouliez-vous dire %3&#xa0;?)</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>%1 %2 is not modelled (the studio assumes RoPE)</source>
        <translation>%1 %2 n&apos;est pas modélisé (le Studio suppose RoPE)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no %1: Megatron-LM&apos;s default is %2, not RoPE</source>
        <translation>pas de %1&#xa0;: la valeur par défaut de Megatron-LM est %2, pas RoPE</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no %1: Megatron-LM uses %2 %3 for the experts</source>
        <translation>pas de %1&#xa0;: Megatron-LM utilise %2 %3 pour les experts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no %1: Megatron-LM&apos;s default top-k is %2</source>
        <translation>pas de %1&#xa0;: le top-k par défaut de Megatron-LM est %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is deprecated; read as %2</source>
        <translation>%1 est obsolète&#xa0;; lu comme %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 read as %2 %3</source>
        <translation>%1 lu comme %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no %1; assumed %2</source>
        <translation>pas de %1&#xa0;; %2 supposé</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 imported as %2 (%3 is not modelled)</source>
        <translation>%1 importé comme %2 (%3 n&apos;est pas modélisé)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no %1: Megatron-LM would train in FP32; imported as %2</source>
        <translation>pas de %1&#xa0;: Megatron-LM entraînerait en FP32&#xa0;; importé comme %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 without %2: Megatron-LM&apos;s default recipe is %3</source>
        <translation>%1 sans %2&#xa0;: le schéma FP8 par défaut de Megatron-LM est %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+5"/>
        <source>%1 is the legacy spelling of %2</source>
        <translation>%1 est l&apos;ancienne écriture de %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>line %1: environment variable %2 is not part of a recipe; not imported</source>
        <translation>ligne %1&#xa0;: la variable d&apos;environnement %2 ne fait pas partie d&apos;une recette&#xa0;; non importée</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 at TP 1: Megatron-LM turns sequence parallelism off there; imported as off</source>
        <translation>%1 à TP 1&#xa0;: Megatron-LM y désactive le parallélisme de séquence&#xa0;; importé comme désactivé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no %1; Megatron-LM&apos;s default MBS x DP = %2</source>
        <translation>pas de %1&#xa0;; valeur par défaut de Megatron-LM MBS × DP = %2</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_field_map.cpp" line="+139"/>
        <source>%1 %2 and %3 %4 differ: Megatron-Bridge refuses to start such a run (ConfigContainer.validate asserts they are equal); imported %4</source>
        <translation>%1 %2 et %3 %4 diffèrent&#xa0;: Megatron-Bridge refuse de lancer une telle exécution (ConfigContainer.validate exige qu’elles soient égales)&#xa0;; importé %4</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="-392"/>
        <source>the open recipe&apos;s layout (%1) cannot run the imported model: %2; the starting point above is used instead</source>
        <translation>la disposition de la recette ouverte (%1) ne peut pas faire tourner le modèle importé&#xa0;: %2&#xa0;; le point de départ ci-dessus est utilisé à la place</translation>
    </message>
    <message>
        <location line="+378"/>
        <source>config.json names no layout or batch: kept the open recipe&apos;s (%1)</source>
        <translation>config.json ne nomme ni disposition ni lot&#xa0;: conservé ceux de la recette ouverte (%1)</translation>
    </message>
</context>
<context>
    <name>layout_errors</name>
    <message>
        <location filename="../../core/layout/layer_placement.cpp" line="+51"/>
        <source>%1 decoder layers do not split evenly over PP %2 (%1 % %2 = %3); use first/last-stage layer counts, account-for-embedding/loss or a pipeline layout string</source>
        <translation>%1 couches de décodeur ne se répartissent pas également sur PP %2 (%1 % %2 = %3)&#xa0;; utilisez les nombres de couches du premier/dernier étage, la prise en compte de l&apos;embedding/de la perte ou une chaîne de disposition du pipeline</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers per PP rank (%2 / PP %3) do not split over VPP %4 (%1 % %4 = %5); pick a VPP that divides %1</source>
        <translation>%1 couches par rang PP (%2 / PP %3) ne se répartissent pas sur VPP %4 (%1 % %4 = %5)&#xa0;; choisissez un VPP qui divise %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first-stage layer count must be at least 1, got %1</source>
        <translation>le nombre de couches du premier étage doit être au moins 1, reçu %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last-stage layer count must be at least 1, got %1</source>
        <translation>le nombre de couches du dernier étage doit être au moins 1, reçu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first- and last-stage layer counts need PP &gt;= 2, got PP %1</source>
        <translation>les nombres de couches du premier et du dernier étage demandent PP &gt;= 2, reçu PP %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)</source>
        <translation>le nombre de couches du premier étage %1 n&apos;est pas divisible par VPP %2 (%1 % %2 = %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)</source>
        <translation>le nombre de couches du dernier étage %1 n&apos;est pas divisible par VPP %2 (%1 % %2 = %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unset</source>
        <translation>non défini</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first %1 + last %2</source>
        <translation>premier %1 + dernier %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exceed the model&apos;s %2 decoder layers</source>
        <translation>%1 dépassent les %2 couches de décodeur du modèle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with PP %1 there is no middle rank, so %2 must equal %3 layers (%4 left over)</source>
        <translation>avec PP %1 il n&apos;y a pas de rang intermédiaire, donc %2 doit valoir %3 couches (%4 en trop)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 take all %2 layers, leaving none for the %3 middle PP rank(s)</source>
        <translation>%1 prennent les %2 couches, sans en laisser aux %3 rangs PP intermédiaires</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the remaining %1 layers (%2 - (%3)) do not split evenly over %4 middle PP ranks (%1 % %4 = %5); adjust the first/last counts</source>
        <translation>les %1 couches restantes (%2 - (%3)) ne se répartissent pas également sur %4 rangs PP intermédiaires (%1 % %4 = %5)&#xa0;; ajustez les nombres du premier/dernier étage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 layers per middle PP rank are not divisible by VPP %2 (%1 % %2 = %3); adjust the first/last counts or VPP</source>
        <translation>les %1 couches par rang PP intermédiaire ne sont pas divisibles par VPP %2 (%1 % %2 = %3)&#xa0;; ajustez les nombres du premier/dernier étage ou VPP</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 decoder layers + %2 embedding + %3 loss = %4</source>
        <translation>%1 couches de décodeur + %2 embedding + %3 perte = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 slots do not split evenly over PP %2 (%3 % %2 = %4); change PP or the account-for flags</source>
        <translation>%1 emplacements ne se répartissent pas également sur PP %2 (%3 % %2 = %4)&#xa0;; changez PP ou les options de prise en compte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 slots give %2 per PP rank, not divisible by VPP %3 (%2 % %3 = %4); pick a VPP that divides %2</source>
        <translation>%1 emplacements donnent %2 par rang PP, non divisible par VPP %3 (%2 % %3 = %4)&#xa0;; choisissez un VPP qui divise %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the layout has %1 virtual stages, not a multiple of PP %2 (%1 % %2 = %3); add or remove &apos;|&apos; stages or change PP</source>
        <translation>la disposition a %1 étages virtuels, pas un multiple de PP %2 (%1 % %2 = %3)&#xa0;; ajoutez ou retirez des étages «&#xa0;|&#xa0;» ou changez PP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the layout has %1 virtual stages = PP %2 × %3, so VPP must be %3, but layout.vpp is %4</source>
        <translation>la disposition a %1 étages virtuels = PP %2 × %3, donc VPP doit valoir %3, mais layout.vpp vaut %4</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the layout needs exactly one &apos;E&apos; (embedding), found %1</source>
        <translation>la disposition demande exactement un «&#xa0;E&#xa0;» (embedding), trouvé %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;E&apos; (embedding) must be the first symbol of the first virtual stage (PP rank 0, chunk 0)</source>
        <translation>«&#xa0;E&#xa0;» (embedding) doit être le premier symbole du premier étage virtuel (rang PP 0, bloc 0)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout needs exactly one &apos;L&apos; (loss), found %1</source>
        <translation>la disposition demande exactement un «&#xa0;L&#xa0;» (perte), trouvé %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;L&apos; (loss) must be the last symbol of the last virtual stage (stage %1, PP rank %2, chunk %3)</source>
        <translation>«&#xa0;L&#xa0;» (perte) doit être le dernier symbole du dernier étage virtuel (étage %1, rang PP %2, bloc %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the layout has %1 &apos;t&apos; (decoder) layers but the model has %2 (%3)</source>
        <translation>la disposition a %1 couches «&#xa0;t&#xa0;» (décodeur) mais le modèle en a %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout has %1 &apos;m&apos; (MTP) layers but the model has %2 (%3)</source>
        <translation>la disposition a %1 couches «&#xa0;m&#xa0;» (MTP) mais le modèle en a %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an &apos;m&apos; (MTP) in virtual stage %1 comes before the decoder layer(s) of virtual stage %2; MTP layers must follow every decoder layer</source>
        <translation>un «&#xa0;m&#xa0;» (MTP) de l&apos;étage virtuel %1 précède les couches de décodeur de l&apos;étage virtuel %2&#xa0;; les couches MTP doivent suivre toutes les couches de décodeur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;m&apos; (MTP) layers are spread over several virtual stages (first in stage %1); all must sit in one virtual stage</source>
        <translation>les couches «&#xa0;m&#xa0;» (MTP) sont réparties sur plusieurs étages virtuels (la première dans l&apos;étage %1)&#xa0;; toutes doivent être dans un seul étage virtuel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;m&apos; (MTP) in virtual stage %1 sits on PP rank 0, chunk %2 of VPP %3; MTP may never sit on PP rank 0 before its last chunk</source>
        <translation>«&#xa0;m&#xa0;» (MTP) de l&apos;étage virtuel %1 se trouve sur le rang PP 0, bloc %2 de VPP %3&#xa0;; le MTP ne peut jamais être sur le rang PP 0 avant son dernier bloc</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;m&apos; (MTP) in virtual stage %1 sits on PP rank %2, chunk %3 of VPP %4; MTP must be in a rank&apos;s last chunk (virtual stages %5..%6)</source>
        <translation>«&#xa0;m&#xa0;» (MTP) de l&apos;étage virtuel %1 se trouve sur le rang PP %2, bloc %3 de VPP %4&#xa0;; le MTP doit être dans le dernier bloc d&apos;un rang (étages virtuels %5..%6)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>PP must be at least 1, got %1</source>
        <translation>PP doit être au moins 1, reçu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VPP must be at least 1, got %1</source>
        <translation>VPP doit être au moins 1, reçu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model needs at least 1 decoder layer, got %1</source>
        <translation>le modèle demande au moins 1 couche de décodeur, reçu %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MTP layer count must be at least 0, got %1</source>
        <translation>le nombre de couches MTP doit être au moins 0, reçu %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a pipeline layout string cannot be combined with first/last-stage layer counts; keep exactly one placement mode</source>
        <translation>une chaîne de disposition du pipeline ne peut pas être combinée avec les nombres de couches du premier/dernier étage&#xa0;; gardez un seul mode de placement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pipeline layout string cannot be combined with account-for-embedding/loss; keep exactly one placement mode</source>
        <translation>une chaîne de disposition du pipeline ne peut pas être combinée avec la prise en compte de l&apos;embedding/de la perte&#xa0;; gardez un seul mode de placement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>first/last-stage layer counts cannot be combined with account-for-embedding/loss; keep exactly one placement mode</source>
        <translation>les nombres de couches du premier/dernier étage ne peuvent pas être combinés avec la prise en compte de l&apos;embedding/de la perte&#xa0;; gardez un seul mode de placement</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>VPP %1 needs pipeline parallelism, but PP is 1; set VPP to 1 or PP &gt; 1</source>
        <translation>VPP %1 demande le parallélisme de pipeline, mais PP vaut 1&#xa0;; mettez VPP à 1 ou PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../../core/layout/pipeline_layout.cpp" line="+31"/>
        <source>the layout string is empty (expected e.g. %1)</source>
        <translation>la chaîne de disposition est vide (attendu par exemple&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>character %1 of &apos;%2&apos;: %3</source>
        <translation>caractère %1 de «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unbalanced &apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>«&#xa0;)&#xa0;» sans «&#xa0;(&#xa0;» correspondante</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>missing &apos;*n&apos; after &apos;)&apos;: a group must repeat, e.g. %1</source>
        <translation>«&#xa0;*n&#xa0;» manque après «&#xa0;)&#xa0;»&#xa0;: un groupe doit se répéter, par exemple %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;*&apos; must follow a symbol or &apos;)&apos;</source>
        <translation>«&#xa0;*&#xa0;» doit suivre un symbole ou «&#xa0;)&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unexpected digit &apos;%1&apos; (a count must follow &apos;*&apos;)</source>
        <translation>chiffre inattendu «&#xa0;%1&#xa0;» (un nombre doit suivre «&#xa0;*&#xa0;»)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bad symbol &apos;%1&apos; (expected E embedding, t decoder, m MTP, L loss, &apos;|&apos;, (...)*n or x*n)</source>
        <translation>symbole invalide «&#xa0;%1&#xa0;» (attendu&#xa0;: E embedding, t décodeur, m MTP, L perte, «&#xa0;|&#xa0;», (...)*n ou x*n)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unbalanced &apos;(&apos; without a matching &apos;)&apos;</source>
        <translation>«&#xa0;(&#xa0;» sans «&#xa0;)&#xa0;» correspondante</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing count after &apos;*&apos;</source>
        <translation>nombre manquant après «&#xa0;*&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repeat count is larger than %1</source>
        <translation>le nombre de répétitions dépasse %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the layout expands to more than %1 symbols</source>
        <translation>la disposition se développe en plus de %1 symboles</translation>
    </message>
</context>
<context>
    <name>layout_snapping</name>
    <message>
        <location filename="../../ui/editor/layout_snapping.cpp" line="+164"/>
        <source>%1 %2 does not divide the %3 experts → %4</source>
        <translation>%1 %2 ne divise pas les %3 experts → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the %3 attention heads → %4</source>
        <translation>%1 %2 ne divise pas les %3 têtes d&apos;attention → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PP %1 does not leave both meshes divisible on 1 GPU → %2</source>
        <translation>PP %1 ne laisse pas les deux maillages divisibles sur 1 GPU → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PP %1 does not leave both meshes divisible on %2 GPUs → %3</source>
        <translation>PP %1 ne laisse pas les deux maillages divisibles sur %2 GPU → %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 does not divide 1 GPU → %3</source>
        <translation>%1 %2 ne divise pas 1 GPU → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 does not divide %3 GPUs → %4</source>
        <translation>%1 %2 ne divise pas %3 GPU → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is not a size for 1 GPU → %3</source>
        <translation>%1 %2 n&apos;est pas une taille pour 1 GPU → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 is not a size for %3 GPUs → %4</source>
        <translation>%1 %2 n&apos;est pas une taille pour %3 GPU → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the 1 GPU left by %3 %4 → %5</source>
        <translation>%1 %2 ne divise pas le GPU que laisse %3 %4 → %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the %3 GPUs left by %4 %5 → %6</source>
        <translation>%1 %2 ne divise pas les %3 GPU que laisse %4 %5 → %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPUs %1 is not a multiple of %2 (TP·CP·PP %3, ETP·EP·PP %4, whole nodes of %5) → %6</source>
        <translation>GPU %1 n&apos;est pas un multiple de %2 (TP·CP·PP %3, ETP·EP·PP %4, nœuds entiers de %5) → %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is at its smallest size</source>
        <translation>%1 est à sa plus petite taille</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no larger %1 divides the %2 experts</source>
        <translation>aucun %1 plus grand ne divise les %2 experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger %1 divides the %2 attention heads</source>
        <translation>aucun %1 plus grand ne divise les %2 têtes d&apos;attention</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no larger PP leaves both meshes divisible on 1 GPU</source>
        <translation>aucun PP plus grand ne laisse les deux maillages divisibles sur 1 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger PP leaves both meshes divisible on %1 GPUs</source>
        <translation>aucun PP plus grand ne laisse les deux maillages divisibles sur %1 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no larger %1 divides 1 GPU</source>
        <translation>aucun %1 plus grand ne divise 1 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger %1 divides %2 GPUs</source>
        <translation>aucun %1 plus grand ne divise %2 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no larger %1 divides the 1 GPU left by %2 %3</source>
        <translation>aucun %1 plus grand ne divise le GPU que laisse %2 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no larger %1 divides the %2 GPUs left by %3 %4</source>
        <translation>aucun %1 plus grand ne divise les %2 GPU que laisse %3 %4</translation>
    </message>
</context>
<context>
    <name>log_errors</name>
    <message>
        <location filename="../../core/evidence/predicted_vs_measured.cpp" line="-56"/>
        <source>no recipe attached to the run: nothing to predict</source>
        <translation>aucune recette jointe à l&apos;exécution&#xa0;: rien à prédire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the recipe cannot run as it is (%1): no prediction</source>
        <translation>la recette ne peut pas s&apos;exécuter telle quelle (%1)&#xa0;: pas de prédiction</translation>
    </message>
    <message>
        <location filename="../../core/evidence/run_evidence.cpp" line="+71"/>
        <source>cannot tell what this file is: name it %1, %2, %3, %4 or %5</source>
        <translation>impossible de savoir quel fichier c&apos;est&#xa0;: nommez-le %1, %2, %3, %4 ou %5</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>a run takes one recipe (already have %1)</source>
        <translation>une exécution ne prend qu&apos;une recette (déjà&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a run takes one training log (already have %1)</source>
        <translation>une exécution ne prend qu&apos;un journal d&apos;entraînement (déjà&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../core/logs/log_parser.cpp" line="+322"/>
        <source>cannot open training log</source>
        <translation>impossible d&apos;ouvrir le journal d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error reading training log</source>
        <translation>erreur de lecture du journal d&apos;entraînement</translation>
    </message>
</context>
<context>
    <name>memory_fit</name>
    <message>
        <location filename="../../core/rules/memory_fit.cpp" line="+46"/>
        <source>fits closely: %1 GiB headroom, under the %2 GiB fragmentation allowance, so it may not fit; about %3 tokens/s/GPU</source>
        <translation>tient de justesse&#xa0;: marge de %1 GiB, sous la tolérance de fragmentation de %2 GiB, donc peut ne pas tenir&#xa0;; environ %3 tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fits closely: %1 GiB headroom, under the %2 GiB fragmentation allowance, so it may not fit</source>
        <translation>tient de justesse&#xa0;: marge de %1 GiB, sous la tolérance de fragmentation de %2 GiB, donc peut ne pas tenir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fits, %1 GiB headroom, about %2 tokens/s/GPU</source>
        <translation>tient, marge de %1 GiB, environ %2 tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits, %1 GiB headroom</source>
        <translation>tient, marge de %1 GiB</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>pipeline stage %1 needs %2 GiB per GPU of the usable %3 GiB of %4: %5 GiB headroom, less than the memory model&apos;s own %6 GiB allocator-fragmentation allowance, so it may not fit</source>
        <translation>l&apos;étage de pipeline %1 demande %2 GiB par GPU sur les %3 GiB utilisables du %4&#xa0;: marge de %5 GiB, inférieure à la tolérance de fragmentation de l&apos;allocateur du modèle mémoire lui-même, %6 GiB, donc il peut ne pas tenir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>keep at least %1 GiB free (selective recompute, a smaller micro-batch, more PP or EP, or optimizer offload), or measure the peak on one step before the full run</source>
        <translation>gardez au moins %1 GiB libres (recalculation sélective, un micro-lot plus petit, davantage de PP ou d&apos;EP, ou offloading de l&apos;optimiseur), ou mesurez le pic sur une étape avant l&apos;exécution complète</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5; that is within the memory model&apos;s uncertainty (its %6 GiB allocator-fragmentation allowance), so it may still run</source>
        <translation>l&apos;étage de pipeline %1 demande %2 GiB par GPU, %3 GiB au-delà des %4 GiB utilisables du %5&#xa0;; c&apos;est dans l&apos;incertitude du modèle mémoire (sa tolérance de fragmentation de l&apos;allocateur de %6 GiB), donc il peut encore tourner</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>does not fit: pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5</source>
        <translation>ne tient pas&#xa0;: l&apos;étage de pipeline %1 demande %2 GiB par GPU, %3 GiB au-delà des %4 GiB utilisables du %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no change of recompute, offload, micro-batch or one of EP, PP, CP and TP, alone or combined, makes this layout fit: a layout search on these GPUs may find one; else use more GPUs, or a GPU with more memory</source>
        <translation>aucun changement de recalculation, d&apos;offloading, de micro-lot ni d&apos;EP, PP, CP ou TP, seul ou combiné, ne fait tenir cette disposition&#xa0;: une recherche de dispositions sur ces GPU peut en trouver une&#xa0;; sinon, utilisez plus de GPU, ou un GPU avec plus de mémoire</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>apply %1 (%2)</source>
        <translation>appliquez %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apply %1 (%2); or the other fix among the findings</source>
        <translation>appliquez %1 (%2)&#xa0;; ou l&apos;autre correctif parmi les constats</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apply %1 (%2); or one of the %3 other fixes among the findings</source>
        <translation>appliquez %1 (%2)&#xa0;; ou l&apos;un des %3 autres correctifs parmi les constats</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>to fit memory: %1 (%2)</source>
        <translation>pour tenir en mémoire&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>apply %1</source>
        <translation>appliquez %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::AddRunDialog</name>
    <message>
        <location filename="../../ui/runs/add_run_dialog.cpp" line="+45"/>
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
        <location filename="../../ui/memory/assumptions_editor.cpp" line="+29"/>
        <source>Routing imbalance</source>
        <translation>Déséquilibre du routage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Routed tokens on the busiest expert rank relative to a balanced one (auto: 1.0 with forced balancing, 1.25 otherwise)</source>
        <translation>Tokens routés sur le rang d&apos;experts le plus chargé, rapportés à un rang équilibré (auto&#xa0;: 1,0 avec équilibrage forcé, 1,25 sinon)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispatcher workspace</source>
        <translation>Espace de travail du dispatcher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher buffers (auto: 0.5 GiB alltoall/allgather, 2 GiB DeepEP/HybridEP/NCCL-EP)</source>
        <translation>Tampons du dispatcher (auto&#xa0;: 0,5 GiB alltoall/allgather, 2 GiB DeepEP/HybridEP/NCCL-EP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA-graph pool</source>
        <translation>Pool des graphes CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA-graph memory pool (auto: 4 GiB TE-scoped/local, 8 GiB full iteration, 0 without graphs)</source>
        <translation>Pool mémoire des graphes CUDA (auto&#xa0;: 4 GiB TE par scope/local, 8 GiB itération complète, 0 sans graphes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context + NCCL</source>
        <translation>Contexte CUDA + NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context and NCCL communicator buffers</source>
        <translation>Contexte CUDA et tampons des communicateurs NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fragmentation</source>
        <translation>Fragmentation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allocator fragmentation, as a fraction of allocated bytes</source>
        <translation>Fragmentation de l&apos;allocateur, en fraction des octets alloués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit bytes</source>
        <translation>Octets par logit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per logit element kept for the loss (4 = FP32)</source>
        <translation>Octets par élément de logit conservés pour la perte (4 = FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 weight copies</source>
        <translation>Copies FP8 des poids</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TE FP8 weight copies per TE-linear parameter when FP8 compute lacks FP8 params</source>
        <translation>Copies FP8 des poids de TE par paramètre de couche linéaire TE quand le calcul FP8 n&apos;a pas de paramètres FP8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host pinned reserve</source>
        <translation>Réserve de mémoire épinglée de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host RAM kept for pinned buffers and the OS</source>
        <translation>Mémoire vive de l&apos;hôte réservée aux tampons épinglés et au système</translation>
    </message>
    <message>
        <location line="+40"/>
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
        <location filename="../../ui/common/band_format.cpp" line="+64"/>
        <source>%1 (extrapolated)</source>
        <comment>an uncertainty band outside the calibration</comment>
        <translation>%1 (extrapolé)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="-28"/>
        <source>%1
%2 (%3, range %4 to %5)</source>
        <extracomment>A calibration constant&apos;s tooltip: its key, what it is, its unit (both translated, from the core&apos;s MOE_TR &quot;calibration_constants&quot;) and the range a fit keeps it in.</extracomment>
        <translation>%1
%2 (%3, plage de %4 à %5)</translation>
    </message>
    <message>
        <location line="+80"/>
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
        <location line="+41"/>
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
        <location line="+31"/>
        <source> Skipped: %1.</source>
        <translation> Ignorés&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-22"/>
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
        <location line="+9"/>
        <source> Caution: %n observation(s) for as many fitted constants or fewer, so nothing is left to check the fit against: its error after says nothing about other layouts. Attach more runs (other layouts or batch sizes) and check the profile on a run it was not fitted to.</source>
        <translation>
            <numerusform> Attention&#xa0;: %n observation pour autant de constantes ajustées ou moins, il ne reste donc rien pour vérifier l&apos;ajustement&#xa0;: son erreur après ne dit rien des autres dispositions. Joignez d&apos;autres exécutions (autres dispositions ou tailles de lot) et vérifiez le profil sur une exécution sur laquelle il n&apos;a pas été ajusté.</numerusform>
            <numerusform> Attention&#xa0;: %n observations pour autant de constantes ajustées ou moins, il ne reste donc rien pour vérifier l&apos;ajustement&#xa0;: son erreur après ne dit rien des autres dispositions. Joignez d&apos;autres exécutions (autres dispositions ou tailles de lot) et vérifiez le profil sur une exécution sur laquelle il n&apos;a pas été ajusté.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location filename="../../ui/compare/compare_model.cpp" line="+81"/>
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
        <location filename="../../ui/compare/compare_panel.cpp" line="+65"/>
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
        <translation>Appli&amp;quer l&apos;épinglée</translation>
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
        <translation>Afficher tous les cha&amp;mps</translation>
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
        <location line="+1"/>
        <source>&amp;Rename Pin…</source>
        <translation>&amp;Renommer l&apos;épingle…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move Pin</source>
        <translation>Re&amp;tirer l&apos;épingle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Comparison…</source>
        <translation>&amp;Exporter la comparaison…</translation>
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
        <location line="+13"/>
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
        <location line="+15"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+166"/>
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
        <location line="+25"/>
        <source>Rename Pin</source>
        <translation>Renommer l&apos;épingle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New name for pin %1 (%2):</source>
        <translation>Nouveau nom de l&apos;épingle %1 (%2)&#xa0;:</translation>
    </message>
    <message>
        <location line="+40"/>
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
    <message>
        <location line="+5"/>
        <source>No field differs; deltas are against “%1”.</source>
        <translation>Aucun champ ne diffère&#xa0;; les écarts sont relatifs à «&#xa0;%1&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
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
        <location filename="../../ui/compare/compare_table.cpp" line="+56"/>
        <source>Usable HBM minus the binding stage; negative means it does not fit</source>
        <translation>HBM utilisable moins l&apos;étage limitant&#xa0;; négatif signifie que cela ne tient pas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Memory per GPU of the binding (fullest) pipeline stage, by the studio&apos;s memory model</source>
        <translation>Mémoire par GPU de l&apos;étage de pipeline limitant (le plus plein), selon le modèle mémoire du studio</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+102"/>
        <source>%1 pp</source>
        <extracomment>Percentage points (a difference of two percentages, e.g. of MFU).</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Whether the binding stage fits in usable HBM, by the studio&apos;s memory model</source>
        <translation>Si l&apos;étage limitant tient dans la HBM utilisable, selon le modèle mémoire du studio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated training step time, by the studio&apos;s step-time model</source>
        <translation>Temps de pas d&apos;entraînement estimé, selon le modèle de temps de pas du studio</translation>
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
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>? (does not divide)</source>
        <translation>? (ne divise pas)</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no numbers)</source>
        <translation>— (pas de chiffres)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— (invalid recipe)</source>
        <translation>— (recette invalide)</translation>
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
        <source> on the common BF16 peak</source>
        <translation> sur le pic BF16 commun</translation>
    </message>
    <message>
        <location line="+23"/>
        <source> · a tie within %1</source>
        <translation> · égalité à %1 près</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</source>
        <translation> · autre lot (GBS %1 × seq %2 contre %3 × %4)&#xa0;: comparez les tokens/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of the BF16 peak (%2 of its own precision&apos;s)</source>
        <translation>%1 du pic BF16 (%2 du pic de sa propre précision)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>invalid recipe: %1</source>
        <translation>recette invalide&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+18"/>
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
        <location line="+16"/>
        <source>Activation recompute: %1, full recompute&apos;s method and layer count cleared</source>
        <translation>Recalcul des activations&#xa0;: %1, méthode et nombre de couches du recalcul complet effacés</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS unset</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS supprimé</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_model.cpp" line="+22"/>
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
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1 (+%n autre)</numerusform>
            <numerusform>%1 (+%n autres)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Fix: %1</source>
        <translation>Correctif&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+33"/>
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
        <location filename="../../ui/diagnostics/diagnostics_view.cpp" line="+46"/>
        <source>Apply Fi&amp;x</source>
        <translation>Corri&amp;ger</translation>
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
        <location line="+42"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable)</source>
        <translation>Applique le correctif en un clic du constat sélectionné (annulable)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Explain the selected finding in Help (F1)</source>
        <translation>Explique le constat sélectionné dans l&apos;aide (F1)</translation>
    </message>
    <message>
        <location line="+68"/>
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
        <location line="+1"/>
        <source>%1 stay inside one %2</source>
        <translation>%1 restent dans un seul %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every group is a single GPU</source>
        <translation>chaque groupe est un seul GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <comment>between clauses</comment>
        <extracomment>Between the clauses of the grids&apos; summary sentence (Chinese &quot;；&quot;).</extracomment>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>moe::ui::EstimatePanel</name>
    <message>
        <location filename="../../ui/estimate/estimate_panel.cpp" line="+81"/>
        <source>Show predicted timeline</source>
        <translation>Afficher la chronologie prédite</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+345"/>
        <source>seconds per step</source>
        <translation>secondes par étape</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Deta&amp;ils</source>
        <extracomment>A toggle on the Estimate dock: shows or hides the uncertainty sentence and the breakdown table.</extracomment>
        <translation>&amp;Voir les détails</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show or hide how sure the estimate is and the chart and table of its parts</source>
        <translation>Affiche ou masque la fiabilité de l&apos;estimation, ainsi que le graphique et le tableau de ses parties</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Calibration: built-in (fitted to published runs).</source>
        <translation>Calibrage&#xa0;: intégré (ajusté sur des exécutions publiées).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration: cluster profile “%1”, fitted to your runs; the band is the built-in model&apos;s on published rows and is not re-measured for it.</source>
        <translation>Calibrage&#xa0;: profil de cluster «&#xa0;%1&#xa0;», ajusté sur vos exécutions&#xa0;; la bande est celle du modèle intégré sur les lignes publiées et n&apos;est pas remesurée pour lui.</translation>
    </message>
    <message>
        <location line="+63"/>
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
        <location line="+3"/>
        <source>Estimated step %1 %2: m = %3 microbatch of %4 on PP rank %5; %6</source>
        <translation>Étape estimée %1 %2&#xa0;: m = %3 micro-lot de %4 sur le rang PP %5&#xa0;; %6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6</source>
        <translation>Étape estimée %1 %2&#xa0;: m = %3 micro-lots de %4 sur le rang PP %5&#xa0;; %6</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+26"/>
        <source>Wall to attack first: %1 — %2</source>
        <translation>Mur à attaquer en premier&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next lever: none of one change. The usual one for this wall, %1, is out here: %2</source>
        <translation>Levier suivant&#xa0;: aucun en un seul changement. Le levier habituel pour ce mur, %1, est exclu ici&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The best candidate, %1, is %2</source>
        <translation>Levier suivant&#xa0;: aucun changement unique n&apos;apporte de gain selon l&apos;estimation du modèle. Le meilleur candidat, %1, est %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The usual one for this wall, %1, is %2</source>
        <translation>Levier suivant&#xa0;: aucun changement unique n&apos;apporte de gain selon l&apos;estimation du modèle. Le levier habituel pour ce mur, %1, est %2</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../../ui/export/export_dialog.cpp" line="+84"/>
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
        <location line="+18"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location line="+40"/>
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
        <location filename="../../ui/feasibility/feasibility_model.cpp" line="+53"/>
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
        <location filename="../../ui/feasibility/feasibility_panel.cpp" line="+43"/>
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
        <location line="+32"/>
        <source>Feasibility is computed when this panel is shown.</source>
        <translation>La faisabilité est calculée à l&apos;affichage de ce panneau.</translation>
    </message>
    <message>
        <location line="+56"/>
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
        <source>Feasibility cannot be analysed:</source>
        <translation>La faisabilité ne peut pas être analysée&#xa0;:</translation>
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
        <location line="+6"/>
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
        <location filename="../../ui/grid/folded_grid_labels.cpp" line="+25"/>
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
        <location line="+24"/>
        <source>leaves NVLink domain</source>
        <translation>sort du domaine NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;this GPU alone: %1</source>
        <translation>&lt;br&gt;ce GPU seul&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/folded_grid_view.cpp" line="+79"/>
        <source>  (zoom&#xa0;%1×:&#xa0;0&#xa0;resets)</source>
        <translation>  (zoom&#xa0;%1×&#xa0;:&#xa0;0&#xa0;réinitialise)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This layout cannot run: %1</source>
        <translation>Cette disposition ne peut pas tourner&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This layout cannot run: %1 (and %2 more in the findings)</source>
        <translation>Cette disposition ne peut pas tourner&#xa0;: %1 (et %2 de plus dans les constats)</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>&lt;i&gt;%1 GPUs in this cell (double-click or zoom in for single GPUs); first:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;%1 GPU dans cette cellule (double-cliquez ou zoomez pour voir chaque GPU)&#xa0;; le premier&#xa0;:&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+67"/>
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
        <location filename="../../ui/help/help_window.cpp" line="+42"/>
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
        <location line="+181"/>
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
        <translation>&lt;p&gt;Aucun sujet ne correspond à «&#xa0;%1&#xa0;». Essayez un mot plus court, ou l&apos;un des termes du glossaire (TP, EP, recalculation, dispatcher…).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportDialog</name>
    <message>
        <location filename="../../ui/export/image_export_dialog.cpp" line="+19"/>
        <source>Export Image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1× the view&apos;s pixels</source>
        <translation>%1× les pixels de la vue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Picture:</source>
        <translation>&amp;Image&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG si&amp;ze:</source>
        <translation>&amp;Taille du PNG&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This picture has nothing to draw yet.</source>
        <translation>Cette image n&apos;a encore rien à dessiner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PNG: %1 × %2 pixels plus the caption; SVG and PDF are vector drawings at any size.</source>
        <translation>PNG&#xa0;: %1 × %2 pixels plus la légende&#xa0;; SVG et PDF sont des dessins vectoriels, nets à toute taille.</translation>
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
        <location line="+62"/>
        <source>%1 image (*.%2)</source>
        <translation>Image %1 (*.%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Image: %1</source>
        <translation>Exporter l&apos;image&#xa0;: %1</translation>
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
        <location filename="../../ui/editor/layout_editor.cpp" line="+73"/>
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
    <message>
        <location line="+40"/>
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
        <location line="+8"/>
        <source>⚠ The notes (end of this panel) describe an earlier layout: recipes keep them under [stale], launch scripts and Bridge YAML leave them out. Check them, then delete their first line.</source>
        <translation>⚠ Les notes (à la fin de ce panneau) décrivent une disposition antérieure&#xa0;: les recettes les gardent sous [stale], les scripts de lancement et le YAML Bridge les omettent. Vérifiez-les, puis supprimez leur première ligne.</translation>
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
        <location line="+357"/>
        <source>even split</source>
        <translation>répartition égale</translation>
    </message>
    <message>
        <location line="-359"/>
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
        <location line="+7"/>
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
        <location line="+47"/>
        <source>no larger GPU count is offered</source>
        <translation>aucun nombre de GPU plus grand n&apos;est proposé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no smaller GPU count keeps every size valid</source>
        <translation>aucun nombre de GPU plus petit ne garde toutes les tailles valides</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <translation>GPU changé pour %1&#xa0;: %2 (les exports écrivent ce dont %1 a besoin&#xa0;; Ctrl+Z rétablit l’ancienne valeur).</translation>
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
        <location line="+40"/>
        <source>Steps through the %1 sizes that keep both meshes divisible.</source>
        <translation>Parcourt les tailles de %1 qui gardent les deux maillages divisibles.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.</source>
        <translation>Pas de %1 GPU&#xa0;: les nombres que TP·CP·PP, ETP·EP·PP et des nœuds entiers de %2 divisent.</translation>
    </message>
    <message>
        <location line="+63"/>
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
        <source>Only for models with multi-head latent attention (MLA)</source>
        <translation>Seulement pour les modèles à attention latente multi-têtes (MLA)</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../../ui/editor/layout_editor_notes.cpp" line="+45"/>
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
        <location filename="../../ui/window/main_window_files.cpp" line="+32"/>
        <source>Recipe files (*.yaml *.yml);;All files (*)</source>
        <translation>Fichiers de recette (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+100"/>
        <source>Recipe editor</source>
        <translation>Éditeur de recette</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ready. New here? Help ▸ Getting Started walks through the window.</source>
        <translation>Prêt. Nouveau ici&#xa0;? Aide ▸ Premiers pas fait le tour de la fenêtre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready.</source>
        <translation>Prêt.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The recipe has been edited since: these warnings are about the file as imported.</source>
        <translation>La recette a été modifiée depuis&#xa0;: ces avertissements portent sur le fichier tel qu&apos;importé.</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+10"/>
        <source>The edit was rejected.</source>
        <translation>La modification a été refusée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the recipe.</source>
        <translation>Impossible d&apos;enregistrer la recette.</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location line="+4"/>
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
        <location line="+8"/>
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
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pr&amp;eferences…</source>
        <translation>Préférence&amp;s…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Effacer le menu</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+41"/>
        <location line="+16"/>
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
        <source>%1 looks like %2, not a recipe. Open it in the Trace dock?</source>
        <translation>%1 semble être %2, pas une recette. L&apos;ouvrir dans le panneau Trace&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 looks like %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from the open recipe.</source>
        <translation>%1 semble être %2, pas une recette. L&apos;importer&#xa0;? Le GPU et le nombre de GPU qu&apos;il ne donne pas sont repris de la recette ouverte.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Recipe As</source>
        <translation>Enregistrer la recette sous</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)</source>
        <translation>Fichiers importables (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Configuration Hugging Face (*.json);;Ligne de commande Megatron-LM (*.sh *.txt);;Traces de profilage&#xa0;: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_docks.cpp" line="+91"/>
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
        <location line="+49"/>
        <location filename="../../ui/window/main_window_trace.cpp" line="+47"/>
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
        <location filename="../../ui/window/main_window_trace.cpp" line="-13"/>
        <source>Open Trace</source>
        <translation>Ouvrir une trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)</source>
        <translation>Traces de profilage (*.json *.json.gz *.sqlite *.sqlite3);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+95"/>
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
        <location line="+6"/>
        <source>Predicted step %1 (closed-form estimate %2)</source>
        <translation>Étape prédite %1 (estimation analytique %2)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../../ui/memory/memory_chart.cpp" line="+50"/>
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
        <location line="+246"/>
        <source>the layout cannot run (%1); fix it first</source>
        <translation>la disposition ne peut pas tourner (%1)&#xa0;; corrigez-la d&apos;abord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layout cannot run (%1, and %2 more); fix them first</source>
        <translation>la disposition ne peut pas tourner (%1, et %2 de plus)&#xa0;; corrigez-les d&apos;abord</translation>
    </message>
    <message>
        <location line="+29"/>
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
        <source>Fits closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB fragmentation allowance; it may not fit</source>
        <translation>Tient de justesse&#xa0;: l&apos;étage limitant %1 laisse %2 GiB sur %3 GiB de HBM utilisable, moins que la tolérance de fragmentation de %4 GiB&#xa0;; cela peut ne pas tenir</translation>
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
        <location filename="../../ui/window/message_banner.cpp" line="+71"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>moe::ui::PaneCycle</name>
    <message>
        <location filename="../../ui/window/pane_cycle.cpp" line="+28"/>
        <source>Next Pane</source>
        <translation>Volet suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous Pane</source>
        <translation>Volet précédent</translation>
    </message>
</context>
<context>
    <name>moe::ui::ParetoPlot</name>
    <message>
        <location filename="../../ui/search/pareto_plot.cpp" line="+49"/>
        <source>Memory headroom (GiB)</source>
        <translation>Marge mémoire (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="-83"/>
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
    <message>
        <location line="+73"/>
        <source>tok/s/GPU</source>
        <extracomment>Short y-axis title of the search plot, used when the plot is too short for &quot;Tokens/s/GPU&quot;.</extracomment>
        <translation>tok/s/GPU</translation>
    </message>
</context>
<context>
    <name>moe::ui::PerfMessageText</name>
    <message>
        <location filename="../../ui/common/perf_message_text.cpp" line="+16"/>
        <source>outside the calibration: %1</source>
        <translation>hors du calibrage&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2; basis: %3)</source>
        <translation>%1 (%2&#xa0;; base&#xa0;: %3)</translation>
    </message>
</context>
<context>
    <name>moe::ui::PredictionTable</name>
    <message>
        <location filename="../../ui/trace/prediction_table.cpp" line="+29"/>
        <location line="+79"/>
        <source>Per step</source>
        <translation>Par étape</translation>
    </message>
    <message>
        <location line="-79"/>
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
        <location line="+50"/>
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
        <location line="+5"/>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <source>A new language applies at the next start of the studio. On screen, numbers follow the language&apos;s format. Files written for the training program (recipes, launch scripts, Bridge YAML, traces) are the same in every language; Compare&apos;s exported tables (CSV, Markdown) keep their words in the language but write numbers as 1234.5, without grouping; the evidence report (Runs ▸ Open Report) is written in English.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage du studio. À l’écran, les nombres suivent le format de la langue. Les fichiers écrits pour le programme d’entraînement (recettes, scripts de lancement, YAML Bridge, traces) sont identiques dans toutes les langues&#xa0;; les tableaux exportés de la Comparaison (CSV, Markdown) gardent leurs mots dans la langue mais écrivent les nombres sous la forme 1234.5, sans séparateur de milliers&#xa0;; le rapport de preuves (Exécutions ▸ Ouvrir le rapport) est écrit en anglais.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+81"/>
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
        <location filename="../../ui/library/recipe_library_model.cpp" line="+53"/>
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
        <location filename="../../ui/editor/recipe_summary_view.cpp" line="+35"/>
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
        <location line="+2"/>
        <source>, learnable softmax</source>
        <translation>, softmax apprenable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, off-by-one softmax</source>
        <translation>, softmax off-by-one</translation>
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
        <location line="+44"/>
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
        <location line="+44"/>
        <source>%1 layers%2, hidden %3, vocab %4</source>
        <translation>%1 couches%2, dim. cachée %3, vocab. %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 MTP</source>
        <translation> + %1 MTP</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Routed experts count top-k in the MTP layers too. Counting the MTP layers in full (the convention of Megatron-style parameter tables): %1.</source>
        <translation>Les experts routés ne comptent que le top-k dans les couches MTP aussi. En comptant les couches MTP en entier (la convention des tableaux de paramètres à la Megatron)&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location filename="../../ui/runs/runs_model.cpp" line="+92"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="-28"/>
        <source>training-equivalent</source>
        <translation>équivalent à l&apos;entraînement</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/runs/runs_panel.cpp" line="+1"/>
        <source>benchmark-only</source>
        <translation>benchmark uniquement</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+95"/>
        <location line="+7"/>
        <location line="+16"/>
        <location line="+55"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-172"/>
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
        <location line="+7"/>
        <source>
Its differences from %1&apos;s prediction would not be errors of the prediction.</source>
        <translation>
Ses écarts avec la prédiction de %1 ne seraient pas des erreurs de la prédiction.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+2"/>
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
        <location line="+7"/>
        <source>Not this recipe&apos;s run</source>
        <translation>Pas une exécution de cette recette</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared: the recipe does not fit</source>
        <translation>Non comparé&#xa0;: la recette ne tient pas en mémoire</translation>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="+43"/>
        <source>A&amp;dd Run…</source>
        <translation>A&amp;jouter une exécution…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rem&amp;ove</source>
        <translation>S&amp;upprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Repor&amp;t…</source>
        <translation>Ouvrir le rapp&amp;ort…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ca&amp;librate from Runs…</source>
        <translation>Ca&amp;librer sur les exécutions…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-score A&amp;gainst Loaded</source>
        <translation>Re&amp;noter avec la recette chargée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Attach a measured run: its training log with traces, a contract or a Bridge YAML (the current recipe is the run&apos;s recipe unless you pick a recipe file)</source>
        <translation>Joint une exécution mesurée&#xa0;: son journal d&apos;entraînement avec ses traces, un contrat ou un Bridge YAML (la recette actuelle est celle de l&apos;exécution, sauf si vous choisissez un fichier de recette)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the evidence pack of the selected run (B against A when two are picked), in English, as the CLI&apos;s report writes it</source>
        <translation>Écrit le dossier de preuves de l’exécution choisie (B face à A quand deux sont choisies), en anglais, comme le rapport de la CLI</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+36"/>
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
        <location line="+208"/>
        <source>Could not load the run</source>
        <translation>Impossible de charger l&apos;exécution</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Could not re-score the runs</source>
        <translation>Impossible de renoter les exécutions</translation>
    </message>
    <message>
        <location line="+52"/>
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
        <location line="+46"/>
        <source>&lt;b&gt;%1 is not a run of %2&lt;/b&gt;, so no prediction error is shown: %3.</source>
        <translation>&lt;b&gt;%1 n&apos;est pas une exécution de %2&lt;/b&gt;, donc aucune erreur de prédiction n&apos;est affichée&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;i&gt;About an earlier version of the recipe (%1); Re-score Against Loaded to judge the loaded one.&lt;/i&gt;</source>
        <translation>&lt;i&gt;À propos d’une version antérieure de la recette (%1)&#xa0;; Renoter avec la recette chargée pour juger celle qui est chargée.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Attach two runs to compare them.</source>
        <translation>Joignez deux exécutions pour les comparer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick two different runs as A (baseline) and B.</source>
        <translation>Choisissez deux exécutions différentes comme A (ligne de base) et B.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labels: A %1, B %2.</source>
        <translation>Étiquettes&#xa0;: A %1, B %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not this recipe&apos;s run (%2).</source>
        <translation>%1 n&apos;est pas une exécution de cette recette (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+7"/>
        <source>Warnings (%1)</source>
        <translation>Avertissements (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_report.cpp" line="+36"/>
        <source>No report written</source>
        <translation>Aucun rapport écrit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attach a run first.</source>
        <translation>Joignez d&apos;abord une exécution.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not write the report</source>
        <translation>Impossible d&apos;écrire le rapport</translation>
    </message>
    <message>
        <location line="+28"/>
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
        <location filename="../../ui/search/search_constraints_widget.cpp" line="+66"/>
        <source>Allow full recompute</source>
        <translation>Autoriser la recalculation complète</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dimensions to hold fixed, as key=value separated by commas or spaces.
Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension.</source>
        <translation>Dimensions à garder fixes, en key=value séparés par des virgules ou des espaces.
Clés&#xa0;: tp, cp, pp, vpp, ep, etp, mbs&#xa0;; valeurs ≥ 1. Vide = chercher dans toutes les dimensions.</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+7"/>
        <source>Fix</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Max memory</source>
        <translation>Mémoire max.</translation>
    </message>
    <message>
        <location line="+31"/>
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
        <location filename="../../ui/search/search_panel.cpp" line="+72"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Search</source>
        <translation>Rec&amp;hercher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply Selected Pla&amp;n</source>
        <translation>Appliquer le plan &amp;sélectionné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Command</source>
        <translation>Copier la commande</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GPU count to search layouts for (follows the recipe until you change it)</source>
        <translation>Nombre de GPU pour lequel chercher des dispositions (suit la recette jusqu&apos;à ce que vous le changiez)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many of the fastest plans to keep</source>
        <translation>Combien des plans les plus rapides garder</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copies the moe-plan command that repeats the search shown</source>
        <translation>Copie la commande moe-plan qui refait la recherche affichée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search the layouts of this model, GPU and sequence length on a GPU count.</source>
        <translation>Cherche les dispositions de ce modèle, de ce GPU et de cette longueur de séquence sur un nombre de GPU.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../ui/search/search_panel_arrangement.cpp" line="+73"/>
        <source>Show Pareto Front</source>
        <translation>Afficher le front de Pareto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the plot of tokens/s/GPU against memory headroom in place of the table (the dock is too narrow for both side by side); again for the table</source>
        <translation>Affiche le graphique des tokens/s/GPU en fonction de la marge mémoire à la place du tableau (le panneau est trop étroit pour les deux côte à côte)&#xa0;; à nouveau pour revenir au tableau</translation>
    </message>
    <message>
        <location line="+102"/>
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
        <location line="+17"/>
        <source>Searching %1 at seq %2 on %3 × %4…</source>
        <translation>Recherche de %1 à seq %2 sur %3 × %4…</translation>
    </message>
    <message>
        <location line="+48"/>
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
        <location line="+19"/>
        <source>%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that fits and passes the hard rules, %8 evaluated in full to rank the top %9 (%5 s); plans that fit only closely rank last. Every plan runs with the recipe&apos;s options: %7.</source>
        <translation>%1%6&#xa0;: %2 plans sur %3 maillages&#xa0;; %4 configurations (maillage, précision, dispatcher, MBS) ont un plan qui tient et passe les règles strictes, %8 évaluées en entier pour classer les %9 meilleurs (%5 s)&#xa0;; les plans qui ne tiennent que de justesse sont classés en dernier. Chaque plan tourne avec les options de la recette&#xa0;: %7.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, with the recipe&apos;s forced load balancing (benchmark-only figures, as the recipe&apos;s)</source>
        <translation>, avec l&apos;équilibrage de charge forcé de la recette (chiffres de benchmark uniquement, comme ceux de la recette)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No plan:</source>
        <translation>Aucun plan&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No plan fits.</source>
        <translation>Aucun plan ne tient.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../../ui/search/search_panel_currency.cpp" line="+45"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans were ranked with the %1 calibration; estimates now use %2. Search again.</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; ces plans ont été classés avec le calibrage %1&#xa0;; les estimations utilisent maintenant %2. Relancez la recherche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans run with %1; the recipe now runs with %2. Search again.</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; ces plans tournent avec %1&#xa0;; la recette tourne maintenant avec %2. Relancez la recherche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these results are for %1, not for what is asked now (%2 at sequence %3, GBS %5 on %6× %4). Search again.</source>
        <translation>&lt;b&gt;Périmé&#xa0;:&lt;/b&gt; ces résultats sont pour %1, pas pour ce qui est demandé maintenant (%2 à séquence %3, GBS %5 sur %6× %4). Relancez la recherche.</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../../ui/search/search_panel.cpp" line="+83"/>
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
        <location line="+5"/>
        <source>Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.</source>
        <translation>Plan #%1 appliqué&#xa0;: %2, %3. Édition ▸ Annuler rétablit le plan précédent.</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_currency.cpp" line="+32"/>
        <source>Search for %1; every plan runs with %2</source>
        <translation>Recherche pour %1&#xa0;; chaque plan tourne avec %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — ringed: #%1, %2</source>
        <translation> — entouré&#xa0;: n° %1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of date (searched before the recipe&apos;s last changes): %1</source>
        <translation>Périmé (recherche faite avant les dernières modifications de la recette)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_arrangement.cpp" line="+0"/>
        <source>Show the Plans</source>
        <translation>Afficher les plans</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchResultsModel</name>
    <message>
        <location filename="../../ui/search/search_results_model.cpp" line="+72"/>
        <source>offload %1 %</source>
        <translation>offloading %1 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no offload</source>
        <translation>pas d&apos;offloading</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no recompute</source>
        <translation>pas de recalcul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>recalcul complet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective %1</source>
        <translation>sélectif %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tie (%1)</source>
        <translation>égalité (%1)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, fits closely</source>
        <translation>%1, tient de justesse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Pipeline layout (--pipeline-model-parallel-layout): %1</source>
        <translation>Disposition du pipeline (--pipeline-model-parallel-layout)&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 at the table&apos;s common digits (the narrowest band of these plans, so the column reads in rank order); the Estimate prints this plan at its own band (%2): %3.</source>
        <translation>%1 aux chiffres communs du tableau (la bande la plus étroite de ces plans, pour que la colonne suive le classement)&#xa0;; l’Estimation affiche ce plan à sa propre bande (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location filename="../../ui/state/studio_state.cpp" line="+51"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location line="+57"/>
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
        <location line="+36"/>
        <source>the file names no model (no model shape, hf_model_id or model in its name); kept the open recipe&apos;s model, %1</source>
        <translation>le fichier ne nomme aucun modèle (ni forme du modèle, ni hf_model_id, ni modèle dans son nom)&#xa0;; conservé le modèle de la recette ouverte, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)</source>
        <translation>%1&#xa0;: une trace de profilage, pas une recette (ouvrez-la avec Fichier ▸ Ouvrir une trace…)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line (a training log is added in the Runs dock: Add Run…, Ctrl+6)</source>
        <translation>%1&#xa0;: ni recette, ni YAML Megatron-Bridge, ni config.json Hugging Face, ni ligne de commande Megatron-LM (un journal d&apos;entraînement s&apos;ajoute dans le panneau Exécutions&#xa0;: Ajouter une exécution…, Ctrl+6)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the open recipe&apos;s notes are not carried over to the imported recipe (Edit ▸ Undo brings the open recipe back with them)</source>
        <translation>les notes de la recette ouverte ne sont pas reprises dans la recette importée (Édition ▸ Annuler ramène la recette ouverte avec elles)</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../../ui/trace/timeline_view.cpp" line="+29"/>
        <source>Trace timeline</source>
        <translation>Chronologie de la trace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrows move the cursor, Ctrl+arrows jump between kernels, Shift+arrows select a window, + and − zoom, 0 fits, Enter zooms to the window, Escape clears it.</source>
        <translation>Les flèches déplacent le curseur, Ctrl+flèches sautent d&apos;un kernel à l&apos;autre, Maj+flèches choisissent une fenêtre, + et − zooment, 0 ajuste, Entrée zoome sur la fenêtre, Échap l&apos;efface.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>No trace loaded (File ▸ Open Trace…)</source>
        <translation>Aucune trace chargée (Fichier ▸ Ouvrir une trace…)</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>F: forward, B: backward, mb: microbatch, c: model chunk (virtual stage), from 0; &quot;B mb0 c0 · F mb1 c0&quot; is one merged step of combined 1F1B</source>
        <translation>F : passe avant, B : passe arrière, mb : micro-lot, c : bloc de modèle (étage virtuel), à partir de 0 ; « B mb0 c0 · F mb1 c0 » est une étape fusionnée du 1F1B combiné</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;class: %2&lt;br&gt;%3&lt;br&gt;start: %4&lt;br&gt;duration: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;classe&#xa0;: %2&lt;br&gt;%3&lt;br&gt;début&#xa0;: %4&lt;br&gt;durée&#xa0;: %5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/timeline_view_keyboard.cpp" line="+14"/>
        <source>Keys: arrows move the cursor, Ctrl+←→ jumps between kernels, Shift+←→ selects a window (Enter zooms to it), + and − zoom, 0 fits</source>
        <translation>Touches : les flèches déplacent le curseur, Ctrl+←→ saute d&apos;un kernel à l&apos;autre, Maj+←→ choisit une fenêtre (Entrée zoome dessus), + et − zooment, 0 ajuste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: ←→↑↓ + − 0; F1: all</source>
        <translation>Touches : ←→↑↓ + − 0 ; F1 : toutes</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2: no event here</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&#xa0;: aucun événement ici</translation>
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
        <location line="+63"/>
        <source>No trace loaded.</source>
        <translation>Aucune trace chargée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Selected window %1 – %2 µs (unions of intervals, never summed durations)</source>
        <translation>Fenêtre sélectionnée %1 – %2 µs (unions d&apos;intervalles, jamais de durées additionnées)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The predicted step, 0 – %1 (host time after the last kernel included; a shift-drag on the timeline, or Shift+arrows in it, selects a window)</source>
        <translation>Étape prédite, 0 – %1 (temps hôte après le dernier kernel inclus&#xa0;; Maj+glisser sur la chronologie, ou Maj+flèches dans celle-ci, choisit une fenêtre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole trace (a shift-drag on the timeline, or Shift+arrows in it, selects a window)</source>
        <translation>Trace entière (Maj+glisser sur la chronologie, ou Maj+flèches dans celle-ci, choisit une fenêtre)</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceTableModel</name>
    <message>
        <location filename="../../ui/trace/trace_metrics_tables.cpp" line="+38"/>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU activities overlapping the window</source>
        <translation>Activités GPU qui chevauchent la fenêtre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen step or range; over the whole trace, from the first to the last GPU activity (host time after the last kernel counts in a step, not here)</source>
        <translation>L&apos;étape ou la plage choisie&#xa0;; sur toute la trace, de la première à la dernière activité GPU (le temps de l&apos;hôte après le dernier kernel compte dans une étape, pas ici)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length of the union of all GPU activities</source>
        <translation>Durée de l&apos;union de toutes les activités GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window − busy</source>
        <translation>Fenêtre − occupé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length of the union of communication kernels</source>
        <translation>Durée de l&apos;union des kernels de communication</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length of the union of compute kernels</source>
        <translation>Durée de l&apos;union des kernels de calcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Communication hidden behind compute</source>
        <translation>Communication masquée par le calcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(comm ∩ compute) / comm ∪</source>
        <translation>(comm. ∩ calcul) / comm. ∪</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Communication not overlapped by compute</source>
        <translation>Communication non chevauchée par le calcul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device idle gaps caused by late launches</source>
        <translation>Intervalles d&apos;inactivité du périphérique dus à des lancements tardifs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Short device idle gaps between kernels</source>
        <translation>Courts intervalles d&apos;inactivité du périphérique entre kernels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Σ kernel durations (not time, ms)</source>
        <translation>Σ durées des kernels (pas un temps, ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sum of durations: overlapping kernels count twice, so this is not elapsed time</source>
        <translation>Une somme de durées&#xa0;: des kernels qui se chevauchent comptent deux fois, ce n&apos;est donc pas un temps écoulé</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Windows</source>
        <translation>Fenêtres</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU events</source>
        <translation>Événements GPU</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset (µs)</source>
        <translation>Décalage (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matched collectives</source>
        <translation>Collectives appariées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread (µs)</source>
        <translation>Dispersion (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Index shift</source>
        <translation>Décalage d&apos;indice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Added to the rank&apos;s times to put it on the reference&apos;s clock</source>
        <translation>Ajouté aux temps du rank pour le caler sur l&apos;horloge de la référence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives matched by name and order with the reference rank</source>
        <translation>Collectives appariées par nom et par ordre avec le rank de référence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Median |end difference − offset| over the matched collectives</source>
        <translation>Médiane de |écart de fin − décalage| sur les collectives appariées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rank&apos;s k-th collective matched the reference&apos;s (k − shift)-th</source>
        <translation>La k-ième collective de ce rank a été appariée à la (k − décalage)-ième de la référence</translation>
    </message>
    <message>
        <location filename="../../ui/trace/trace_metrics_tables.h" line="+19"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comm ∪ (ms)</source>
        <translation>Comm. ∪ (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute ∪ (ms)</source>
        <translation>Calcul ∪ (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comm ∩ compute (ms)</source>
        <translation>Comm. ∩ calcul (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden comm %</source>
        <translation>Comm. masquée %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed comm (ms)</source>
        <translation>Comm. exposée (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busy ∪ (ms)</source>
        <translation>Occupé ∪ (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle (ms)</source>
        <translation>Inactif (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window (ms)</source>
        <translation>Fenêtre (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host-wait (ms)</source>
        <translation>Attente de l&apos;hôte (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel-wait (ms)</source>
        <translation>Attente de kernel (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other idle (ms)</source>
        <translation>Autre inactivité (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Plage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernels caught (most frequent)</source>
        <translation>Kernels capturés (les plus fréquents)</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceWorkspace</name>
    <message>
        <location filename="../../ui/trace/trace_workspace.cpp" line="+54"/>
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
        <location line="-20"/>
        <source>%1 (predicted)</source>
        <translation>%1 (prédit)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTA-compatible</source>
        <translation>Compatible HTA</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open Trace…</source>
        <translation>Ouvrir une trace…</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+19"/>
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
        <location line="+25"/>
        <source>Could not import %1; still showing %2.</source>
        <translation>Impossible d&apos;importer %1&#xa0;; %2 reste affiché.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+85"/>
        <location line="+46"/>
        <source>%1 files</source>
        <translation>%1 fichiers</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Could not import %1.</source>
        <translation>Impossible d&apos;importer %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open trace %1</source>
        <translation>Impossible d&apos;ouvrir la trace %1</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location line="+32"/>
        <location line="+12"/>
        <source>1 rank</source>
        <translation>1 rang</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
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
        <location line="+42"/>
        <source>%1: 1 rank, %2 lanes, %3 events</source>
        <translation>%1&#xa0;: 1 rang, %2 pistes, %3 événements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 ranks, %3 lanes, %4 events</source>
        <translation>%1&#xa0;: %2 rangs, %3 pistes, %4 événements</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Its measured step is %1 (%4); the estimated step of %2 is %3.</source>
        <translation>Son étape mesurée est de %1 (%4)&#xa0;; l&apos;étape estimée de %2 est de %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recorded by %1 files</source>
        <translation>enregistré par %1 fichiers</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../../ui/trace/trace_workspace_export.cpp" line="+25"/>
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
        <location line="+9"/>
        <source>Trace %1: 1 rank, %2 lanes</source>
        <translation>Trace %1&#xa0;: 1 rang, %2 pistes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace %1: %2 ranks, %3 lanes</source>
        <translation>Trace %1&#xa0;: %2 rangs, %3 pistes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — studio recipe: %1</source>
        <translation> — recette du studio&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not this recipe&apos;s run: %1. Its figures say nothing about the recipe&apos;s estimate.</source>
        <translation>Pas une exécution de cette recette&#xa0;: %1. Ses chiffres ne disent rien de l&apos;estimation de la recette.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Probably not this recipe&apos;s run: %1</source>
        <translation>Probablement pas une exécution de cette recette&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg);;Document PDF (*.pdf);;JSON de trace Chrome pour Perfetto (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../../ui/window/ui_language.cpp" line="+29"/>
        <source>System</source>
        <comment>language: follow the system&apos;s locale</comment>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>moe::ui::Wall</name>
    <message>
        <location filename="../../ui/common/panel_format.cpp" line="+176"/>
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
<context>
    <name>overlap</name>
    <message>
        <location filename="../../core/perf/step_time_model.cpp" line="+168"/>
        <source>the GEMMs each chunk feeds (--tp-comm-overlap)</source>
        <translation>les GEMM que chaque bloc alimente (--tp-comm-overlap)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the attention block of the previous ring step</source>
        <translation>le bloc d&apos;attention de l&apos;étape précédente de l&apos;anneau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the other microbatch&apos;s attention and MLP blocks (EP overlap, combined 1F1B)</source>
        <translation>les blocs d&apos;attention et MLP de l&apos;autre micro-lot (chevauchement EP, 1F1B combiné)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the shared expert (--moe-shared-expert-overlap)</source>
        <translation>l&apos;expert partagé (--moe-shared-expert-overlap)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next virtual stage&apos;s compute in warm-up and cool-down (merged steps wait for their sends)</source>
        <translation>le calcul de l&apos;étage virtuel suivant pendant la montée et la descente (les étapes fusionnées attendent leurs envois)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the next virtual stage&apos;s compute (interleaved 1F1B)</source>
        <translation>le calcul de l&apos;étage virtuel suivant (1F1B entrelacé)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last microbatch&apos;s backward and the optimizer step</source>
        <translation>la passe arrière du dernier micro-lot et le pas de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last microbatch&apos;s backward and the first microbatch&apos;s forward</source>
        <translation>la passe arrière du dernier micro-lot et la passe avant du premier micro-lot</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the compute of the pass that saves (forward) or needs (backward) the activations</source>
        <translation>le calcul de la passe qui enregistre (avant) ou utilise (arrière) les activations</translation>
    </message>
</context>
<context>
    <name>perf</name>
    <message>
        <location filename="../../core/perf/diagnosis.cpp" line="+74"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour l&apos;attention à fenêtre glissante de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s MLA)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour MLA de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s %3 softmax)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour le softmax %3 de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, MLA)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour l&apos;attention à fenêtre glissante, MLA de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, %3 softmax)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour l&apos;attention à fenêtre glissante, softmax %3 de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s MLA, %3 softmax)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour MLA, softmax %3 de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, MLA, %3 softmax)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour l&apos;attention à fenêtre glissante, MLA, softmax %3 de ce modèle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP) avec cp_comm_type %1 (Transformer Engine refuse %2 pour ce modèle)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>lower %1 (host RAM per node is exceeded)</source>
        <translation>baissez %1 (la RAM hôte par nœud est dépassée)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>shard the model over more GPUs (more EP, PP or TP): weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help</source>
        <translation>répartissez le modèle sur plus de GPU (plus d&apos;EP, de PP ou de TP)&#xa0;: les poids, gradients et l&apos;état de l&apos;optimiseur demandent à eux seuls %1 GiB sur %2 GiB utilisables, la recalculation ne peut donc pas aider</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>shard the model over more GPUs (more EP, PP or TP) or offload the optimizer: weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help</source>
        <translation>répartissez le modèle sur plus de GPU (plus d&apos;EP, de PP ou de TP) ou délestez l&apos;optimiseur par offloading&#xa0;: les poids, gradients et l&apos;état de l&apos;optimiseur demandent à eux seuls %1 GiB sur %2 GiB utilisables, la recalculation ne peut donc pas aider</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>selective recompute first (%1, %2, %3; then %4/%5) — keeps throughput near the no-recompute baseline</source>
        <translation>d&apos;abord la recalculation sélective (%1, %2, %3&#xa0;; puis %4/%5) — garde le débit proche de la ligne de base sans recalculation</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>selective recompute first (%1, %2; then %3/%4) — keeps throughput near the no-recompute baseline</source>
        <translation>d&apos;abord la recalculation sélective (%1, %2&#xa0;; puis %3/%4) — garde le débit proche de la ligne de base sans recalculation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>lower precision: MXFP8 (after a validated BF16 baseline)</source>
        <translation>précision plus basse&#xa0;: MXFP8 (après une ligne de base BF16 validée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower precision: FP8 blockwise/tensorwise (after a validated BF16 baseline)</source>
        <translation>précision plus basse&#xa0;: FP8 blockwise/tensorwise (après une ligne de base BF16 validée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>extend selective recompute to %1 and %2 before full recompute</source>
        <translation>étendez la recalculation sélective à %1 et %2 avant la recalculation complète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer CPU offload (%1 with the precision-aware optimizer)</source>
        <translation>offloading de l&apos;optimiseur vers le CPU (%1 avec l&apos;optimiseur sensible à la précision)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard)</source>
        <translation>augmentez le CP vers seq/4096 (4–8K tokens par fragment CP)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>better PP layout (more PP stages or uneven first/last stages), then more GPUs</source>
        <translation>meilleure disposition PP (plus d&apos;étages PP ou premier/dernier étages inégaux), puis plus de GPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A/B the flex dispatcher with hybridep (first choice on NVL72) against alltoall</source>
        <translation>comparez en A/B le dispatcher flex avec hybridep (premier choix sur NVL72) et alltoall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A/B the flex dispatcher: deepep and hybridep against alltoall (GPU name or EP size alone never decides)</source>
        <translation>comparez en A/B le dispatcher flex&#xa0;: deepep et hybridep contre alltoall (le nom du GPU ou la taille EP seuls ne décident jamais)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (test alone: with shared-expert overlap or delayed wgrad it can regress)</source>
        <translation>%1 (à tester seul&#xa0;: avec le chevauchement des experts partagés ou le wgrad différé, il peut régresser)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top of EP overlap (A/B it separately)</source>
        <translation>%1 en plus du chevauchement EP (à comparer en A/B séparément)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep ETP·EP inside the NVLink domain of %1 GPUs (fold EP into PP/EDP)</source>
        <translation>gardez ETP·EP dans le domaine NVLink de %1 GPU (repliez l&apos;EP dans PP/EDP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tune dispatcher SMs (%1) and the PP layout</source>
        <translation>réglez les SM du dispatcher (%1) et la disposition PP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep TP inside the NVLink domain</source>
        <translation>gardez le TP dans le domaine NVLink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lower TP (trade for CP or PP)</source>
        <translation>baissez le TP (en échange de CP ou de PP)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on NVL72</source>
        <translation>%1 sur NVL72</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 across nodes (%2 only inside a node)</source>
        <translation>%1 entre nœuds (%2 seulement à l&apos;intérieur d&apos;un nœud)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>trade some CP for TP</source>
        <translation>échangez une partie du CP contre du TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower CP (raise TP inside the node) or use newer attention kernels</source>
        <translation>baissez le CP (augmentez le TP dans le nœud) ou utilisez des kernels d&apos;attention plus récents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower CP if memory allows (more tokens per CP rank hide the ring&apos;s transfers behind attention; TP already fills the NVLink domain, so there is no TP to trade for), or use newer attention kernels</source>
        <translation>baissez le CP si la mémoire le permet (plus de tokens par rang CP masquent les transferts de l&apos;anneau derrière l&apos;attention&#xa0;; le TP remplit déjà le domaine NVLink, il n&apos;y a donc pas de TP contre lequel l&apos;échanger), ou utilisez des kernels d&apos;attention plus récents</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>larger GBS per step (more accumulation) to amortise DP traffic</source>
        <translation>GBS plus grand par étape (plus d&apos;accumulation) pour amortir le trafic DP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>raise VPP (p2p overlaps with interleaving)</source>
        <translation>augmentez le VPP (le p2p se chevauche avec l&apos;entrelacement)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VPP &gt; 1 (bubble (PP−1)/(v·m)) or more microbatches per step</source>
        <translation>VPP &gt; 1 (bulle (PP−1)/(v·m)) ou plus de micro-lots par étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more microbatches per step (larger GBS or smaller MBS) or fewer PP stages</source>
        <translation>plus de micro-lots par étape (GBS plus grand ou MBS plus petit) ou moins d&apos;étages PP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TE-scoped CUDA graphs %1 + %2 (dropless), then add %3 if it helps</source>
        <translation>graphes CUDA à portée TE %1 + %2 (dropless), puis ajoutez %3 si cela aide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add %1 to the CUDA-graph scopes</source>
        <translation>ajoutez %1 aux scopes des graphes CUDA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>larger MBS (more GPU work per launch), then CPU affinity</source>
        <translation>MBS plus grand (plus de travail GPU par lancement), puis affinité CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective recompute instead of full (if memory allows)</source>
        <translation>recalculation sélective au lieu de complète (si la mémoire le permet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 (expert and large GEMMs), after a validated BF16 baseline</source>
        <translation>FP8 (GEMM des experts et grands GEMM), après une ligne de base BF16 validée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kernel work: grouped-GEMM shapes, fusions, dispatcher kernel tuning (compute is the wall)</source>
        <translation>travail sur les kernels&#xa0;: formes des grouped-GEMM, fusions, réglage des kernels du dispatcher (le calcul est le mur)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>binding stage %1 needs %2 GiB &gt; %3 GiB usable</source>
        <translation>l&apos;étage limitant %1 demande %2 GiB &gt; %3 GiB utilisables</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>optimizer offload needs %1 GiB host RAM per GPU &gt; budget %2 GiB</source>
        <translation>l&apos;offloading de l&apos;optimiseur demande %1 GiB de RAM hôte par GPU &gt; budget de %2 GiB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they are attacked first; largest: the pipeline bubble, %4% of the step</source>
        <translation>la communication exposée et la bulle de pipeline prennent %1 % de l&apos;étape (kernels GPU %2 %), au-dessus des %3 % à partir desquels on les attaque en premier&#xa0;; la plus grande&#xa0;: la bulle de pipeline, %4 % de l&apos;étape</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they are attacked first; largest: exposed %4 communication, %5% of the step</source>
        <translation>la communication exposée et la bulle de pipeline prennent %1 % de l&apos;étape (kernels GPU %2 %), au-dessus des %3 % à partir desquels on les attaque en premier&#xa0;; la plus grande&#xa0;: communication %4 exposée, %5 % de l&apos;étape</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>launch-bound host time takes %1% of the step (GPU idle between kernels), above the %2% at which it is attacked first</source>
        <translation>le temps hôte limité par les lancements prend %1 % de l&apos;étape (GPU inactif entre les kernels), au-dessus des %2 % à partir desquels on l&apos;attaque en premier</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%, optimizer offload %6%</source>
        <translation>les kernels GPU prennent %1 % de l&apos;étape (recalculation %2 %)&#xa0;; communication exposée %3 %, bulle de pipeline %4 %, hôte %5 %, offloading de l&apos;optimiseur %6 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%</source>
        <translation>les kernels GPU prennent %1 % de l&apos;étape (recalculation %2 %)&#xa0;; communication exposée %3 %, bulle de pipeline %4 %, hôte %5 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>optimizer CPU offload off (its transfers and CPU step take %1% of the step), if the optimizer state fits in HBM without it</source>
        <translation>désactivez l&apos;offloading de l&apos;optimiseur vers le CPU (ses transferts et son étape CPU prennent %1 % de l&apos;étape), si l&apos;état de l&apos;optimiseur tient en HBM sans lui</translation>
    </message>
    <message>
        <location filename="../../core/perf/estimate_uncertainty.cpp" line="+29"/>
        <source>the widest cross-validated error of %1 published rows</source>
        <translation>la plus large erreur en validation croisée de %1 lignes publiées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % of the cross-validated errors of %2 published rows</source>
        <translation>%1 % des erreurs en validation croisée de %2 lignes publiées</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>±? % (no cross-validated rows to compare with)</source>
        <translation>±? % (aucune ligne en validation croisée à laquelle comparer)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1, %2, any dispatcher</source>
        <translation>%1, %2, tout dispatcher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, any precision and dispatcher</source>
        <translation>%1, toute précision et tout dispatcher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all rows</source>
        <translation>toutes les lignes</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>fewer than %1 rows of %2</source>
        <translation>moins de %1 lignes de %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>NCCL all-to-all over the NIC</source>
        <translation>all-to-all NCCL via la NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EP overlap across nodes</source>
        <translation>chevauchement EP entre nœuds</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PP %1 (%2 published rows reach PP %3)</source>
        <translation>PP %1 (%2 lignes publiées atteignent PP %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CP %1 (every published row has CP %2)</source>
        <translation>CP %1 (toutes les lignes publiées ont CP %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no published %1 row in %2</source>
        <translation>aucune ligne publiée %1 en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no published %1 row with %2</source>
        <translation>aucune ligne publiée %1 avec %2</translation>
    </message>
    <message>
        <location filename="../../core/perf/lever_candidates.cpp" line="+101"/>
        <source>stop recomputing %1</source>
        <translation>arrêtez de recalculer %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective recompute (%1, %2) instead of full</source>
        <translation>recalculation sélective (%1, %2) au lieu de complète</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 (after a validated BF16 baseline)</source>
        <translation>%1 (après une ligne de base BF16 validée)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>optimizer CPU offload off</source>
        <translation>offloading de l&apos;optimiseur vers le CPU désactivé</translation>
    </message>
    <message>
        <location filename="../../core/perf/lever_gain.cpp" line="+17"/>
        <source>estimated %1 % tokens/s/GPU (no lever error to compare with)</source>
        <translation>estimation&#xa0;: %1 % de tokens/s/GPU (aucune erreur de levier à laquelle comparer)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated %1 % tokens/s/GPU, more than the model&apos;s lever error (±%2 points)</source>
        <translation>estimation&#xa0;: %1 % de tokens/s/GPU, plus que l&apos;erreur de levier du modèle (±%2 points)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated %1 % tokens/s/GPU: the model expects it slower here, beyond its lever error (±%2 points)</source>
        <translation>estimation&#xa0;: %1 % de tokens/s/GPU&#xa0;: le modèle s&apos;attend ici à plus lent, au-delà de son erreur de levier (±%2 points)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated %1 % tokens/s/GPU: within the model&apos;s lever error (±%2 points), so no gain is claimed; measure it</source>
        <translation>estimation&#xa0;: %1 % de tokens/s/GPU&#xa0;: dans l&apos;erreur de levier du modèle (±%2 points), donc aucun gain n&apos;est annoncé&#xa0;; mesurez-le</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>with it the binding stage would need %1 GiB per GPU, over the usable %2 GiB</source>
        <translation>avec lui l&apos;étage limitant demanderait %1 GiB par GPU, au-delà des %2 GiB utilisables</translation>
    </message>
</context>
<context>
    <name>recipe_description</name>
    <message>
        <location filename="../../core/recipe/recipe_description.cpp" line="+27"/>
        <source>FP8 current scaling</source>
        <translation>FP8 à mise à l&apos;échelle courante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 delayed scaling</source>
        <translation>FP8 à mise à l&apos;échelle différée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 blockwise</source>
        <translation>FP8 par blocs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>allgather dispatcher</source>
        <translation>dispatcher allgather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alltoall dispatcher</source>
        <translation>dispatcher alltoall</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>full-iteration CUDA graph</source>
        <translation>graphe CUDA de l&apos;itération entière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TE graphs</source>
        <translation>graphes TE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TE graphs %1</source>
        <translation>graphes TE %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>local CUDA graphs</source>
        <translation>graphes CUDA locaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local CUDA graphs %1</source>
        <translation>graphes CUDA locaux %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>selective recompute %1</source>
        <translation>recalculation sélective %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full recompute (%1, %2 layer)</source>
        <translation>recalculation complète (%1, %2 couche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>full recompute (%1, %2 layers)</source>
        <translation>recalculation complète (%1, %2 couches)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>MBS %1 GBS %2</source>
        <translation>MBS %1 GBS %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 with EP overlap</source>
        <translation>%1 avec chevauchement EP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>activation offloading</source>
        <translation>offloading des activations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation offloading %1</source>
        <translation>offloading des activations %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>optimizer CPU offload %1%</source>
        <translation>offloading de l’optimiseur vers le CPU %1&#xa0;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer CPU offload</source>
        <translation>offloading de l&apos;optimiseur vers le CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unnamed model</source>
        <translation>Modèle sans nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 context, %3x %4 — %5</source>
        <translation>%1, contexte de %2, %3x %4 — %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (benchmark)</source>
        <translation>%1 (benchmark uniquement)</translation>
    </message>
</context>
<context>
    <name>recipe_errors</name>
    <message>
        <location filename="../../core/recipe/recipe_fields.cpp" line="+11"/>
        <location filename="../../core/recipe/yaml_fields.cpp" line="+52"/>
        <source>expected a single value, got a list</source>
        <translation>valeur unique attendue, reçu une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is required</source>
        <translation>une valeur est requise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer, got &apos;%1&apos;</source>
        <translation>entier attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range [%2, %3]</source>
        <translation>valeur %1 hors plage [%2, %3]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer or null, got &apos;%1&apos;</source>
        <translation>entier ou null attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range (&gt;= %2)</source>
        <translation>valeur %1 hors plage (&gt;= %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>nombre attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number or null, got &apos;%1&apos;</source>
        <translation>nombre ou null attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range</source>
        <translation>valeur %1 hors plage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>true ou false attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="+346"/>
        <source>unknown value &apos;%1&apos; (expected one of: %2)</source>
        <translation>valeur inconnue «&#xa0;%1&#xa0;» (attendu l&apos;une de&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown value &apos;%1&apos; (expected any of: %2)</source>
        <translation>valeur inconnue «&#xa0;%1&#xa0;» (attendu parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; listed twice</source>
        <translation>«&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected integers &gt;= %1, got &apos;%2&apos;</source>
        <translation>entiers &gt;= %1 attendus, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>unknown recipe field (see the README&apos;s field list)</source>
        <translation>champ de recette inconnu (voir la liste des champs du README)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected dotted.path=value, got &apos;%1&apos;</source>
        <translation>dotted.path=value attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="-314"/>
        <location line="+204"/>
        <source>expected an integer &gt;= 1, got &apos;%1&apos;</source>
        <translation>entier &gt;= 1 attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_yaml.cpp" line="+46"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mapping</source>
        <translation>un mapping</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single value</source>
        <translation>une valeur unique</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not a text file (contains a NUL byte); expected a YAML recipe</source>
        <translation>pas un fichier texte (contient un octet NUL)&#xa0;; recette YAML attendue</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not valid UTF-8 text (bad byte sequence); expected a YAML recipe</source>
        <translation>texte UTF-8 non valide (séquence d&apos;octets incorrecte)&#xa0;; recette YAML attendue</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>duplicate key</source>
        <translation>clé en double</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+172"/>
        <source>expected text, got %1</source>
        <translation>texte attendu, reçu %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>expected a catalog model name, got %1</source>
        <translation>nom de modèle du catalogue attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a catalog GPU name, got %1</source>
        <translation>nom de GPU du catalogue attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown model &apos;%1&apos; (known: %2)</source>
        <translation>modèle inconnu «&#xa0;%1&#xa0;» (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown GPU &apos;%1&apos; (known: %2)</source>
        <translation>GPU inconnu «&#xa0;%1&#xa0;» (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a catalog model name or a mapping, got %1</source>
        <translation>nom de modèle du catalogue ou mapping attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a catalog GPU name or a mapping, got %1</source>
        <translation>nom de GPU du catalogue ou mapping attendu, reçu %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>empty recipe (expected a mapping that starts with &apos;%1&apos;)</source>
        <translation>recette vide (mapping attendu commençant par «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a mapping of recipe keys at the top level, got %1</source>
        <translation>mapping de clés de recette attendu au niveau supérieur, reçu %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/recipe/yaml_fields.cpp" line="-31"/>
        <source>keys must be plain names</source>
        <translation>les clés doivent être des noms simples</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing %1</source>
        <translation>manquant %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(add &apos;%1&apos; at the top)</source>
        <translation>(ajoutez «&#xa0;%1&#xa0;» en tête)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>unsupported version &apos;%1&apos; (this build reads version %2)</source>
        <translation>version non prise en charge «&#xa0;%1&#xa0;» (cette version lit la version %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown key (expected one of: %1)</source>
        <translation>clé inconnue (attendu l&apos;une de&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(give a catalog model name, {base: name, ...} or a full mapping)</source>
        <translation>(donnez un nom de modèle du catalogue, {base: name, ...} ou un mapping complet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(give a catalog GPU name, {base: name, ...} or a full mapping)</source>
        <translation>(donnez un nom de GPU du catalogue, {base: name, ...} ou un mapping complet)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty %1</source>
        <translation>vide %1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>cannot read recipe: %1</source>
        <translation>impossible de lire la recette&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../core/recipe/yaml_fields.cpp" line="+11"/>
        <source>unknown key</source>
        <translation>clé inconnue</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list items must be plain values</source>
        <translation>les éléments de liste doivent être des valeurs simples</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a value, got a mapping</source>
        <translation>valeur attendue, reçu un mapping</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected a mapping</source>
        <translation>mapping attendu</translation>
    </message>
    <message>
        <location filename="../../core/recipe/yaml_syntax_error.cpp" line="+62"/>
        <source>YAML syntax error: %1 (check the indentation and any &apos;:&apos; inside unquoted text)</source>
        <translation>erreur de syntaxe YAML&#xa0;: %1 (vérifiez l&apos;indentation et tout «&#xa0;:&#xa0;» dans un texte sans guillemets)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YAML syntax error: a quoted text is never closed (is the file cut short?)</source>
        <translation>erreur de syntaxe YAML&#xa0;: un texte entre guillemets n&apos;est jamais fermé (le fichier est-il tronqué&#xa0;?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML syntax error: a tab in the indentation (YAML indents with spaces only)</source>
        <translation>erreur de syntaxe YAML&#xa0;: une tabulation dans l&apos;indentation (YAML n&apos;indente qu&apos;avec des espaces)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML syntax error: %1 (check the indentation of this line against the lines above)</source>
        <translation>erreur de syntaxe YAML&#xa0;: %1 (comparez l&apos;indentation de cette ligne à celle des lignes au-dessus)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>YAML syntax error: a list item (&apos;- &apos;) where none can start (put each item on a line of its own, indented under its key)</source>
        <translation>erreur de syntaxe YAML&#xa0;: un élément de liste (&apos;- &apos;) là où aucun ne peut commencer (mettez chaque élément sur sa propre ligne, indenté sous sa clé)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML syntax error: a character YAML does not expect here (check the quotes and brackets of this line)</source>
        <translation>erreur de syntaxe YAML&#xa0;: un caractère que YAML n&apos;attend pas ici (vérifiez les guillemets et les crochets de cette ligne)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML syntax error: %1</source>
        <translation>erreur de syntaxe YAML&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>YAML syntax error: this &apos;%1&apos; is never closed (is the file cut short?)</source>
        <translation>erreur de syntaxe YAML&#xa0;: ce «&#xa0;%1&#xa0;» n&apos;est jamais fermé (le fichier est-il tronqué&#xa0;?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YAML syntax error: this &apos;%1&apos; is never closed (a &apos;%2&apos; is missing)</source>
        <translation>erreur de syntaxe YAML&#xa0;: ce «&#xa0;%1&#xa0;» n&apos;est jamais fermé (il manque un «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>YAML syntax error: a &apos;%1&apos; is never closed (is the file cut short?)</source>
        <translation>erreur de syntaxe YAML&#xa0;: un «&#xa0;%1&#xa0;» n&apos;est jamais fermé (le fichier est-il tronqué&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_overrides.cpp" line="+22"/>
        <source>no built-in recipe of that name (known: %1)</source>
        <translation>aucune recette intégrée de ce nom (connues&#xa0;: %1)</translation>
    </message>
</context>
<context>
    <name>recipe_fields</name>
    <message>
        <location filename="../../core/recipe/recipe_fields_hardware.cpp" line="+10"/>
        <source>GPU name</source>
        <translation>Nom du GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture (Hopper, Blackwell, ...)</source>
        <translation>Architecture (Hopper, Blackwell…)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HBM capacity as the datasheet states it, GB; memory is counted in binary units, so 80 GB is 80 GiB</source>
        <translation>Capacité HBM telle que l&apos;indique la fiche technique, GB&#xa0;; la mémoire est comptée en unités binaires, donc 80 GB valent 80 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Usable HBM, GiB (memory fits against this)</source>
        <translation>HBM utilisable, GiB (référence pour savoir si la mémoire tient)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HBM bandwidth, TB/s</source>
        <translation>Bande passante HBM, TB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense BF16 peak, TFLOP/s</source>
        <translation>Pic dense BF16, TFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense FP8 peak, TFLOP/s</source>
        <translation>Pic dense FP8, TFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense FP4 peak, TFLOP/s (0 = unsupported)</source>
        <translation>Pic dense FP4, TFLOP/s (0 = non pris en charge)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block-scaled MXFP8 support (Blackwell)</source>
        <translation>Prise en charge du MXFP8 à mise à l&apos;échelle par blocs (Blackwell)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVLink bandwidth per direction, GB/s</source>
        <translation>Bande passante NVLink par sens, GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per NVLink domain</source>
        <translation>GPU par domaine NVLink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scale-out NIC bandwidth per GPU per direction, GB/s</source>
        <translation>Bande passante NIC scale-out par GPU et par sens, GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host RAM per GPU, GB</source>
        <translation>RAM de l&apos;hôte par GPU, GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU-host link bandwidth per GPU per direction, GB/s (PCIe or NVLink-C2C)</source>
        <translation>Bande passante de la liaison GPU-hôte par GPU et par sens, GB/s (PCIe ou NVLink-C2C)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_layout.cpp" line="+11"/>
        <source>Tensor parallel size</source>
        <translation>Taille du parallélisme de tenseur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallel size</source>
        <translation>Taille du parallélisme de contexte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline parallel size</source>
        <translation>Taille du parallélisme de pipeline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Virtual stages per pipeline rank (1 = off)</source>
        <translation>Étages virtuels par rang de pipeline (1 = désactivé)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert parallel size</source>
        <translation>Taille du parallélisme d&apos;experts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert tensor parallel size (null = TP, Megatron&apos;s default)</source>
        <translation>Taille du parallélisme de tenseur des experts (null = TP, valeur par défaut de Megatron)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence parallelism</source>
        <translation>Parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-model-parallel-layout string (empty = none)</source>
        <translation>Chaîne --pipeline-model-parallel-layout (vide = aucune)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers on the first pipeline stage</source>
        <translation>Couches de décodeur sur le premier étage de pipeline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers on the last pipeline stage</source>
        <translation>Couches de décodeur sur le dernier étage de pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Embedding counts as a layer in the split</source>
        <translation>Le plongement compte comme une couche dans la répartition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss counts as a layer in the split</source>
        <translation>La perte compte comme une couche dans la répartition</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved schedule group size (null = PP)</source>
        <translation>Taille de groupe de l&apos;ordonnancement entrelacé (null = PP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel communication</source>
        <translation>Communication de parallélisme de contexte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inner/outer CP sizes for a2a+p2p</source>
        <translation>Tailles CP interne/externe pour a2a+p2p</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rank order (first varies fastest)</source>
        <translation>Ordre des rangs (le premier varie le plus vite)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Micro-batch size (MBS)</source>
        <translation>Taille du micro-lot (MBS)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Global batch size (GBS)</source>
        <translation>Taille du lot global (GBS)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count (world size)</source>
        <translation>Nombre de GPU (nombre total de GPU)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="-168"/>
        <source>Model name</source>
        <translation>Nom du modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hidden size h</source>
        <translation>Dimension cachée h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers L (MTP excluded)</source>
        <translation>Couches de décodeur L (hors MTP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention heads n</source>
        <translation>Têtes d&apos;attention n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Query groups g (= heads for MHA; ignored for MLA)</source>
        <translation>Groupes de requêtes g (= têtes pour MHA&#xa0;; ignoré pour MLA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Head dimension d</source>
        <translation>Dimension de tête d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense MLP size f</source>
        <translation>Taille du MLP dense f</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated MLP (SwiGLU/GeGLU)</source>
        <translation>MLP à porte (SwiGLU/GeGLU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLP activation (the gate&apos;s when gated: silu = SwiGLU, quick_gelu = GPT-OSS quick-GEGLU)</source>
        <translation>Activation du MLP (celle de la porte si le MLP est à porte&#xa0;: silu = SwiGLU, quick_gelu = quick-GEGLU de GPT-OSS)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offset added to the GLU&apos;s linear half (GPT-OSS 1.0)</source>
        <translation>Décalage ajouté à la moitié linéaire de la GLU (1.0 pour GPT-OSS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clamp of the activation&apos;s inputs (GPT-OSS 7.0; null = none)</source>
        <translation>Écrêtage des entrées de l&apos;activation (7.0 pour GPT-OSS&#xa0;; null = aucun)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Norm type</source>
        <translation>Type de normalisation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Norm weights stored as 1 + gamma (Qwen3-Next)</source>
        <translation>Poids de normalisation stockés sous la forme 1 + gamma (Qwen3-Next)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Norm epsilon (HF rms_norm_eps)</source>
        <translation>Epsilon de normalisation (HF rms_norm_eps)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QK layer norm</source>
        <translation>Layer norm sur QK</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated attention output</source>
        <translation>Sortie d&apos;attention à porte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Linear-layer biases</source>
        <translation>Biais des couches linéaires</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Biases on the QKV projection only (HF attention_bias)</source>
        <translation>Biais sur la projection QKV uniquement (HF attention_bias)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention dropout</source>
        <translation>Dropout de l&apos;attention</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hidden-state dropout</source>
        <translation>Dropout de l&apos;état caché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weight initialisation std (HF initializer_range)</source>
        <translation>Écart type de l&apos;initialisation des poids (HF initializer_range)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raw tokenizer vocabulary</source>
        <translation>Vocabulaire brut du tokenizer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vocabulary padding divisor</source>
        <translation>Diviseur de remplissage du vocabulaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share embedding and output weights</source>
        <translation>Partager les poids du plongement et de la sortie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maximum positions (0 = unchecked)</source>
        <translation>Positions maximales (0 = non vérifié)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fraction of head dim with RoPE</source>
        <translation>Fraction de la dimension de tête avec RoPE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoPE base (HF rope_theta)</source>
        <translation>Base RoPE (HF rope_theta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RoPE scaling of the checkpoint (HF rope_scaling; other types are named as not carried)</source>
        <translation>Mise à l&apos;échelle RoPE du checkpoint (HF rope_scaling&#xa0;; les autres types sont signalés comme non repris)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN scaling factor</source>
        <translation>Facteur d&apos;échelle YaRN</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN original context length</source>
        <translation>Longueur de contexte d&apos;origine YaRN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YaRN beta_fast</source>
        <translation>YaRN beta_fast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YaRN beta_slow</source>
        <translation>YaRN beta_slow</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YaRN mscale</source>
        <translation>YaRN mscale</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN: round the correction range to whole dims (HF truncate)</source>
        <translation>YaRN&#xa0;: arrondir la plage de correction à des dimensions entières (HF truncate)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YaRN mscale_all_dim</source>
        <translation>YaRN mscale_all_dim</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention kind</source>
        <translation>Type d&apos;attention</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MLA query LoRA rank (null = direct)</source>
        <translation>Rang LoRA de la requête MLA (null = directe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA KV LoRA rank</source>
        <translation>Rang LoRA KV de la MLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA non-RoPE QK head dim</source>
        <translation>Dimension de tête QK sans RoPE de la MLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA RoPE QK head dim</source>
        <translation>Dimension de tête QK avec RoPE de la MLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA value head dim</source>
        <translation>Dimension de tête de valeur de la MLA</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gated DeltaNet: every freq-th layer is full attention (null = no linear attention)</source>
        <translation>Gated DeltaNet&#xa0;: une couche sur freq est à attention complète (null = pas d&apos;attention linéaire)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>GDN key heads</source>
        <translation>Têtes de clé du GDN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN key head dim</source>
        <translation>Dimension des têtes de clé du GDN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GDN value heads</source>
        <translation>Têtes de valeur du GDN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN value head dim</source>
        <translation>Dimension des têtes de valeur du GDN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN convolution kernel</source>
        <translation>Noyau de convolution du GDN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sliding-window size in tokens (0 = none)</source>
        <translation>Taille de la fenêtre glissante en tokens (0 = aucune)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every skip_freq-th layer is full attention</source>
        <translation>Une couche sur skip_freq est en attention complète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention softmax (learnable = per-head sink logits, GPT-OSS)</source>
        <translation>Softmax de l&apos;attention (learnable = logits de sink par tête, GPT-OSS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Routed experts E (0 = dense)</source>
        <translation>Experts routés E (0 = dense)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experts per token k</source>
        <translation>Experts par token k</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert FFN size f_e</source>
        <translation>Taille de la FFN d&apos;expert f_e</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total shared-expert FFN size f_s (a size, not a count)</source>
        <translation>Taille totale de la FFN des experts partagés f_s (une taille, pas un nombre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated shared expert</source>
        <translation>Expert partagé à porte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which decoder layers are MoE (empty = all)</source>
        <translation>Couches de décodeur qui sont MoE (vide = toutes)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>softmax | sigmoid</source>
        <translation>softmax | sigmoid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router groups (0 = none)</source>
        <translation>Groupes du routeur (0 = aucun)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Groups chosen per token</source>
        <translation>Groupes choisis par token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Routed-weight scaling</source>
        <translation>Mise à l&apos;échelle des poids routés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aux-loss-free expert bias</source>
        <translation>Biais d&apos;expert sans perte auxiliaire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert-bias update rate per global batch (Megatron moe_router_bias_update_rate)</source>
        <translation>Taux de mise à jour du biais des experts par lot global (Megatron moe_router_bias_update_rate)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Softmax over all experts before top-k (HF norm_topk_prob false)</source>
        <translation>Softmax sur tous les experts avant le top-k (HF norm_topk_prob false)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Router load-balancing loss (Megatron moe_router_load_balancing_type; DeepSeek seq_aux: seq_aux_loss)</source>
        <translation>Perte d&apos;équilibrage de charge du routeur (Megatron moe_router_load_balancing_type&#xa0;; DeepSeek seq_aux&#xa0;: seq_aux_loss)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Load-balancing loss coefficient (HF router_aux_loss_coef / aux_loss_alpha)</source>
        <translation>Coefficient de la perte d&apos;équilibrage de charge (HF router_aux_loss_coef / aux_loss_alpha)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router z-loss coefficient (null = none)</source>
        <translation>Coefficient de z-loss du routeur (null = aucun)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multi-token-prediction layers</source>
        <translation>Couches de prédiction multi-tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight of the multi-token-prediction loss (Megatron mtp_loss_scaling_factor)</source>
        <translation>Poids de la perte de prédiction multi-tokens (Megatron mtp_loss_scaling_factor)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys of the imported file that change the network and no field carries (named in exports)</source>
        <translation>Clés du fichier importé qui changent le réseau et qu&apos;aucun champ ne porte (nommées dans les exports)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_options.cpp" line="+11"/>
        <source>Compute precision recipe</source>
        <translation>Recette de précision de calcul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FP8/FP4 parameter all-gather</source>
        <translation>All-gather des paramètres en FP8/FP4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 dot-product attention (--fp8-dot-product-attention; FP8 precisions only)</source>
        <translation>Attention par produit scalaire FP8 (--fp8-dot-product-attention&#xa0;; précisions FP8 uniquement)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activation recompute</source>
        <translation>Recalculation des activations</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full recompute method</source>
        <translation>Méthode de recalculation complète</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full recompute layer count</source>
        <translation>Nombre de couches de la recalculation complète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selective recompute modules</source>
        <translation>Modules de recalculation sélective</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distributed optimizer</source>
        <translation>Optimiseur distribué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Distributed optimizer instances</source>
        <translation>Instances de l&apos;optimiseur distribué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision-aware optimizer</source>
        <translation>Optimiseur sensible à la précision</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main gradient dtype</source>
        <translation>Type de données du gradient principal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adam first moment dtype</source>
        <translation>Type de données du premier moment d&apos;Adam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adam second moment dtype</source>
        <translation>Type de données du second moment d&apos;Adam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimizer CPU offload</source>
        <translation>Offloading de l&apos;optimiseur vers le CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fraction of optimizer state offloaded</source>
        <translation>Fraction de l&apos;état de l&apos;optimiseur soumise à l&apos;offloading</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MoE token dispatcher (flex_* = flex + backend)</source>
        <translation>Dispatcher de tokens MoE (flex_* = flex + backend)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--overlap-moe-expert-parallel-comm</source>
        <translation>--overlap-moe-expert-parallel-comm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--delay-wgrad-compute</source>
        <translation>--delay-wgrad-compute</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--moe-shared-expert-overlap</source>
        <translation>--moe-shared-expert-overlap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--overlap-grad-reduce</source>
        <translation>--overlap-grad-reduce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--overlap-param-gather</source>
        <translation>--overlap-param-gather</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--overlap-param-gather-with-optimizer-step</source>
        <translation>--overlap-param-gather-with-optimizer-step</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--tp-comm-overlap</source>
        <translation>--tp-comm-overlap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA graph implementation</source>
        <translation>Implémentation des graphes CUDA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA graph modules/scopes</source>
        <translation>Modules/scopes des graphes CUDA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced load balancing (benchmark-only)</source>
        <translation>Équilibrage de charge forcé (benchmark uniquement)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert capacity factor (null = dropless)</source>
        <translation>Facteur de capacité des experts (null = sans perte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop-and-pad expert inputs to capacity</source>
        <translation>Drop-and-pad des entrées des experts jusqu&apos;à la capacité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router in FP32</source>
        <translation>Routeur en FP32</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grouped GEMM for experts</source>
        <translation>GEMM groupé pour les experts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fused permutation</source>
        <translation>Permutation fusionnée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paged-stash expert-rank capacity factor (hybridep/ncclep)</source>
        <translation>Facteur de capacité par rang d&apos;expert du paged stash (hybridep/ncclep)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine-grained activation CPU offload</source>
        <translation>Offloading des activations à grain fin vers le CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Modules whose saved inputs fine-grained activation offloading moves to host memory</source>
        <translation>Modules dont l&apos;offloading des activations à grain fin déplace les entrées sauvegardées vers la mémoire de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fraction of the offload groups of each chunk that are offloaded (the later ones stay)</source>
        <translation>Fraction des groupes d&apos;offloading de chaque bloc soumis à l&apos;offloading (les derniers restent)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--manual-gc</source>
        <translation>--manual-gc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NaN checks in loss and grad</source>
        <translation>Vérifications de NaN dans la perte et le gradient</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS (null = unset)</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS (null = non défini)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Benchmark-only run (synthetic data, disabled optimizer/checkpoint paths)</source>
        <translation>Exécution de benchmark uniquement (données synthétiques, chemins de l&apos;optimiseur/des checkpoints désactivés)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields.cpp" line="-80"/>
        <source>Recipe name</source>
        <translation>Nom de la recette</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free notes (sources, why the layout deviates, ...)</source>
        <translation>Notes libres (sources, pourquoi la disposition diffère…)</translation>
    </message>
</context>
<context>
    <name>rule_explanations</name>
    <message>
        <location filename="../../core/rules/rule_explanations_layout.cpp" line="+14"/>
        <source>Every parallel size (TP, CP, PP, VPP, EP, ETP), the batch sizes, the sequence length and the GPU count must be at least 1. Megatron-LM stops in its argument checks otherwise, and no mesh can be built. Set the named field to 1 or more.</source>
        <translation>Chaque taille de parallélisme (TP, CP, PP, VPP, EP, ETP), les tailles de lot, la longueur de séquence et le nombre de GPU doivent valoir au moins 1. Sinon, Megatron-LM s&apos;arrête dans ses vérifications des arguments, et aucun maillage ne peut être construit. Réglez le champ indiqué sur 1 ou plus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One of the sizes is so large that the layout cannot describe a real cluster (the products of the parallel sizes would overflow). The other checks are skipped until it is back in range. Bring the value down to a size a real job would use.</source>
        <translation>L&apos;une des tailles est si grande que la disposition ne peut pas décrire un vrai cluster (les produits des tailles de parallélisme déborderaient). Les autres vérifications sont ignorées jusqu&apos;à ce qu&apos;elle revienne dans les limites. Ramenez la valeur à une taille qu&apos;un vrai job utiliserait.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When --expert-tensor-parallel-size is not given, Megatron-Core uses the attention TP for the experts as well. Many people expect 1 instead. With TP above 1 every expert GEMM is then split over TP ranks and the expert mesh (ETP x EP x EDP x PP) differs from what you may have planned. Set ETP explicitly: usually 1, so that experts are sharded by EP alone.</source>
        <translation>Quand --expert-tensor-parallel-size n&apos;est pas fourni, Megatron-Core utilise aussi le TP de l&apos;attention pour les experts. Beaucoup s&apos;attendent plutôt à 1. Avec TP supérieur à 1, chaque GEMM d&apos;expert est alors découpé sur les rangs TP, et le maillage des experts (ETP x EP x EDP x PP) diffère de ce que vous aviez peut-être prévu. Définissez ETP explicitement&#xa0;: en général 1, pour que les experts soient partitionnés par EP seul.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The attention side of the model is laid out as TP x CP x DP x PP. The number of GPUs must therefore be a multiple of TP x CP x PP, and what is left over becomes DP. Megatron&apos;s parallel state refuses to start otherwise. Change the GPU count to a multiple, or change TP, CP or PP.</source>
        <translation>La partie attention du modèle est disposée en TP x CP x DP x PP. Le nombre de GPU doit donc être un multiple de TP x CP x PP, et ce qui reste devient DP. Sinon, l&apos;état parallèle de Megatron (parallel state) refuse de démarrer. Passez le nombre de GPU à un multiple, ou modifiez TP, CP ou PP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With Parallel Folding the MoE layers use their own mesh, ETP x EP x EDP x PP, over the same GPUs. The GPU count must be a multiple of ETP x EP x PP; the rest becomes the expert data-parallel size EDP. Remember that an unset ETP equals TP. Change the GPU count, or ETP, EP or PP.</source>
        <translation>Avec Parallel Folding, les couches MoE utilisent leur propre maillage, ETP x EP x EDP x PP, sur les mêmes GPU. Le nombre de GPU doit être un multiple de ETP x EP x PP&#xa0;; le reste devient la taille de parallélisme de données des experts, EDP. N&apos;oubliez pas qu&apos;un ETP non défini est égal à TP. Modifiez le nombre de GPU, ou ETP, EP ou PP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The alternative rank order (--use-tp-pp-dp-mapping) places pipeline stages before data parallelism. Megatron-Core only supports it with pipeline parallelism when the expert data-parallel size equals the attention one, because both meshes must then agree on which ranks share a stage. Use the default order, or choose EP and ETP so that EDP equals DP.</source>
        <translation>L&apos;ordre des rangs alternatif (--use-tp-pp-dp-mapping) place les étages de pipeline avant le parallélisme de données. Avec le parallélisme de pipeline, Megatron-Core ne le prend en charge que lorsque la taille de parallélisme de données des experts est égale à celle de l&apos;attention, car les deux maillages doivent alors s&apos;accorder sur les rangs qui partagent un étage. Utilisez l&apos;ordre par défaut, ou choisissez EP et ETP de sorte que EDP soit égal à DP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each step the global batch is divided over DP ranks and then into microbatches of MBS samples, so the global batch must be a multiple of MBS x DP. Megatron-LM refuses other values. Round the global batch to a multiple (the suggestion names one), or change MBS or the GPU count.</source>
        <translation>À chaque étape, le lot global est réparti sur les rangs DP puis découpé en micro-lots de MBS échantillons&#xa0;; le lot global doit donc être un multiple de MBS x DP. Megatron-LM refuse les autres valeurs. Arrondissez le lot global à un multiple (la suggestion en indique un), ou modifiez MBS ou le nombre de GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence parallelism splits the layer-norm and dropout activations over the TP group; with TP 1 there is no group to split over. Megatron-Core&apos;s config (as Megatron-Bridge builds it) rejects the combination, while Megatron-LM quietly turns it off. Turn sequence parallelism off, or use TP above 1.</source>
        <translation>Le parallélisme de séquence répartit les activations de layer-norm et de dropout sur le groupe TP&#xa0;; avec TP 1, il n&apos;y a aucun groupe sur lequel répartir. La configuration de Megatron-Core (telle que Megatron-Bridge la construit) refuse cette combinaison, tandis que Megatron-LM le désactive sans prévenir. Désactivez le parallélisme de séquence, ou utilisez TP supérieur à 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETP above 1 cuts every expert&apos;s GEMMs over several GPUs. Expert GEMMs are already small, so the pieces run less efficiently and each layer adds TP collectives. Sharding experts by EP instead (ETP 1) usually gives more throughput for the same memory. Keep ETP above 1 only when EP cannot grow further.</source>
        <translation>ETP supérieur à 1 découpe les GEMM de chaque expert sur plusieurs GPU. Les GEMM d&apos;experts sont déjà petits, si bien que les morceaux s&apos;exécutent moins efficacement et que chaque couche ajoute des collectives TP. Partitionner plutôt les experts par EP (ETP 1) donne généralement plus de débit pour la même mémoire. Ne gardez ETP supérieur à 1 que lorsque EP ne peut plus augmenter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model-parallel sizes use up every GPU, so DP (or, for the experts, EDP) is 1. Then gradients are not averaged over replicas, the distributed optimizer has nothing to shard its state over, and the step cannot grow by adding GPUs. Add GPUs or lower TP, CP, PP or EP where memory allows.</source>
        <translation>Les tailles de parallélisme de modèle occupent tous les GPU, donc DP (ou, pour les experts, EDP) vaut 1. Les gradients ne sont alors pas moyennés sur des répliques, l&apos;optimiseur distribué n&apos;a rien sur quoi partitionner son état, et l&apos;étape ne peut pas grandir en ajoutant des GPU. Ajoutez des GPU ou réduisez TP, CP, PP ou EP là où la mémoire le permet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With TP above 1 and expert parallelism, Megatron-Core refuses to start unless sequence parallelism is on (its model-parallel config raises at start-up). Sequence parallelism also keeps each TP rank to its share of the tokens, so the dispatcher does not move every token TP times. Turn on --sequence-parallel (sequence_parallel: true in Megatron-Bridge).</source>
        <translation>Avec TP supérieur à 1 et le parallélisme d&apos;experts, Megatron-Core refuse de démarrer si le parallélisme de séquence n&apos;est pas activé (sa configuration de parallélisme de modèle lève une exception au démarrage). Le parallélisme de séquence limite aussi chaque rang TP à sa part des tokens, de sorte que le dispatcher ne déplace pas chaque token TP fois. Activez --sequence-parallel (sequence_parallel: true dans Megatron-Bridge).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor parallelism gives each TP rank a whole number of attention heads, so the head count must be a multiple of TP. Megatron-Core refuses other sizes. Pick a TP that divides the head count.</source>
        <translation>Le parallélisme de tenseur attribue à chaque rang TP un nombre entier de têtes d&apos;attention&#xa0;; le nombre de têtes doit donc être un multiple de TP. Megatron-Core refuse les autres tailles. Choisissez un TP qui divise le nombre de têtes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With grouped-query attention the key/value heads (query groups) are split over TP ranks. Either the group count is a multiple of TP, or TP is a multiple of it and the key/value heads are replicated. Other combinations are refused by Megatron-Core. Choose a TP that divides the group count or is a multiple of it.</source>
        <translation>Avec l&apos;attention à requêtes groupées, les têtes clé/valeur (groupes de requêtes) sont réparties sur les rangs TP. Soit le nombre de groupes est un multiple de TP, soit TP en est un multiple et les têtes clé/valeur sont répliquées. Les autres combinaisons sont refusées par Megatron-Core. Choisissez un TP qui divise le nombre de groupes ou qui en est un multiple.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multi-head latent attention compresses keys and values itself and has no query groups. Fewer groups than heads would export --group-query-attention, which Megatron-LM rejects for MLA. Set the query groups equal to the head count.</source>
        <translation>L&apos;attention latente multi-têtes compresse elle-même les clés et les valeurs et n&apos;a pas de groupes de requêtes. Moins de groupes que de têtes exporterait --group-query-attention, que Megatron-LM refuse pour MLA. Réglez les groupes de requêtes sur le nombre de têtes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A head count the layout depends on (query groups, or the key and value heads of gated delta-net layers) is below 1, so heads cannot be split over TP. Set it from the model&apos;s configuration.</source>
        <translation>Un nombre de têtes dont dépend la disposition (groupes de requêtes, ou têtes de clé et de valeur des couches gated delta-net) est inférieur à 1&#xa0;; les têtes ne peuvent donc pas être réparties sur TP. Réglez-le d&apos;après la configuration du modèle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gated delta-net layers pair every key head with a whole number of value heads, so the value-head count must be a multiple of the key-head count. Megatron-Core refuses other shapes. Fix the model&apos;s head counts.</source>
        <translation>Les couches gated delta-net associent chaque tête de clé à un nombre entier de têtes de valeur&#xa0;; le nombre de têtes de valeur doit donc être un multiple du nombre de têtes de clé. Megatron-Core refuse les autres formes. Corrigez les nombres de têtes du modèle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated delta-net layers shard their heads over both the TP and the CP group, so the key and the value head counts must both be multiples of TP x CP. Lower TP or CP until they divide both counts.</source>
        <translation>Les couches gated delta-net partitionnent leurs têtes à la fois sur le groupe TP et sur le groupe CP&#xa0;; les nombres de têtes de clé et de valeur doivent donc tous deux être des multiples de TP x CP. Réduisez TP ou CP jusqu&apos;à ce qu&apos;ils divisent les deux nombres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model has no routed experts, so there is nothing for an EP group to shard. Megatron-LM refuses EP above 1 here. Set EP to 1.</source>
        <translation>Le modèle n&apos;a pas d&apos;experts routés&#xa0;; un groupe EP n&apos;a donc rien à partitionner. Megatron-LM refuse ici EP supérieur à 1. Réglez EP sur 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each EP rank holds the same number of whole experts, so the routed expert count must be a multiple of EP. Megatron-Core refuses other sizes. Use an EP that divides the expert count.</source>
        <translation>Chaque rang EP détient le même nombre d&apos;experts entiers&#xa0;; le nombre d&apos;experts routés doit donc être un multiple de EP. Megatron-Core refuse les autres tailles. Utilisez un EP qui divise le nombre d&apos;experts.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Group-limited routing (--moe-router-num-groups) splits the experts into equal groups, usually one per node or domain, and routes each token to a few groups only. The expert count must be a multiple of the group count. Choose a group count that divides it.</source>
        <translation>Le routage limité par groupes (--moe-router-num-groups) répartit les experts en groupes égaux, généralement un par nœud ou par domaine, et n&apos;envoie chaque token que vers quelques groupes. Le nombre d&apos;experts doit être un multiple du nombre de groupes. Choisissez un nombre de groupes qui le divise.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--moe-router-group-topk is how many groups each token may use; it cannot exceed the number of groups. Lower it, or raise the group count.</source>
        <translation>--moe-router-group-topk est le nombre de groupes que chaque token peut utiliser&#xa0;; il ne peut pas dépasser le nombre de groupes. Réduisez-le, ou augmentez le nombre de groupes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context parallelism splits each sequence into 2 x CP chunks and gives every CP rank one chunk from the front and its mirror from the back, so causal attention costs every rank the same. The sequence length must be a multiple of 2 x CP. Round it up (the suggestion names a value) or change CP.</source>
        <translation>Le parallélisme de contexte découpe chaque séquence en 2 x CP blocs et donne à chaque rang CP un bloc du début et son miroir de la fin, de sorte que l&apos;attention causale coûte autant à chaque rang. La longueur de séquence doit être un multiple de 2 x CP. Arrondissez-la au multiple supérieur (la suggestion indique une valeur) ou modifiez CP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model&apos;s max_position_embeddings (--max-position-embeddings) is shorter than the training sequence, so positions past it have no embedding and Megatron-LM refuses to start. Long-context recipes raise it to the sequence length.</source>
        <translation>Le max_position_embeddings du modèle (--max-position-embeddings) est plus court que la séquence d&apos;entraînement&#xa0;; les positions au-delà n&apos;ont donc pas de plongement et Megatron-LM refuse de démarrer. Les recettes de long contexte le portent à la longueur de séquence.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A checkpoint&apos;s rotary position embeddings were trained up to a length: its maximum positions, or with YaRN its original length times the scaling factor. Raising --max-position-embeddings lets Megatron start at a longer sequence, but without RoPE scaling to that length the model meets positions it has never seen, and continued training starts from a model that cannot read them. Long-context recipes scale RoPE with YaRN (in the Bridge YAML; Megatron-LM&apos;s pretrain_gpt.py takes it for MLA models) or stay within the covered length.</source>
        <translation>Les embeddings de position rotatifs d’un checkpoint ont été entraînés jusqu’à une longueur&#xa0;: son nombre maximal de positions, ou avec YaRN sa longueur d’origine fois le facteur d’échelle. Relever --max-position-embeddings permet à Megatron de démarrer sur une séquence plus longue, mais sans mise à l’échelle du RoPE jusqu’à cette longueur le modèle rencontre des positions qu’il n’a jamais vues, et l’entraînement continu part d’un modèle qui ne sait pas les lire. Les recettes à long contexte mettent le RoPE à l’échelle avec YaRN (dans le YAML Bridge&#xa0;; le pretrain_gpt.py de Megatron-LM l’accepte pour les modèles MLA) ou restent dans la longueur couverte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The a2a+p2p context-parallel communication runs all-to-all inside an inner group and ring exchange across outer groups, so Megatron needs --hierarchical-context-parallel-sizes. Give [inner, outer] with inner x outer = CP, or use plain p2p.</source>
        <translation>La communication de parallélisme de contexte a2a+p2p exécute un all-to-all dans un groupe interne et un échange en anneau entre les groupes externes&#xa0;; Megatron a donc besoin de --hierarchical-context-parallel-sizes. Donnez [inner, outer] (interne, externe) avec inner x outer = CP, ou utilisez p2p simple.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transformer Engine&apos;s a2a+p2p context parallelism runs all-to-all in an inner group and a ring over an outer group: two levels of CP groups, no more. Megatron builds one group per hierarchical size, and Transformer Engine stops at the first attention step when there are not two. Give [inner, outer], or use p2p.</source>
        <translation>Le parallélisme de contexte a2a+p2p de Transformer Engine exécute un all-to-all dans un groupe interne et un anneau sur un groupe externe&#xa0;: deux niveaux de groupes CP, pas plus. Megatron construit un groupe par taille hiérarchique, et Transformer Engine s&apos;arrête à la première exécution de l&apos;attention quand il n&apos;y en a pas deux. Donnez [inner, outer] (interne, externe), ou utilisez p2p.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Transformer Engine&apos;s context-parallel attention has a sliding-window path only in its all-to-all (a2a) and all-gather implementations; the ring (p2p, a2a+p2p) refuses a window at the first step, after Megatron has started. Use cp_comm_type a2a or allgather; when the model also has a learnable or off-by-one softmax only a2a serves both.</source>
        <translation>L&apos;attention à parallélisme de contexte de Transformer Engine n&apos;a de chemin à fenêtre glissante que dans ses implémentations all-to-all (a2a) et all-gather&#xa0;; l&apos;anneau (p2p, a2a+p2p) refuse une fenêtre à la première étape, après le démarrage de Megatron. Utilisez cp_comm_type a2a ou allgather&#xa0;; quand le modèle a aussi un softmax apprenable ou off-by-one, seul a2a convient aux deux.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Multi-latent attention has different key and value head sizes. Transformer Engine&apos;s context-parallel attention supports that only in its ring implementations (p2p, a2a+p2p) and refuses a2a and allgather at the first step. Use cp_comm_type p2p.</source>
        <translation>L&apos;attention latente multi-têtes a des tailles de tête différentes pour les clés et les valeurs. L&apos;attention à parallélisme de contexte de Transformer Engine ne le prend en charge que dans ses implémentations en anneau (p2p, a2a+p2p) et refuse a2a et allgather à la première étape. Utilisez cp_comm_type p2p.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention sinks (softmax_type learnable, as in GPT-OSS) and the off-by-one softmax run with context parallelism only on the fused attention backend over cp_comm_type a2a; for other types Transformer Engine finds no attention backend and stops at the first step. Use a2a, which also serves sliding windows.</source>
        <translation>Les attention sinks (softmax_type learnable, comme dans GPT-OSS) et le softmax off-by-one ne fonctionnent avec le parallélisme de contexte que sur le backend d&apos;attention fusionnée avec cp_comm_type a2a&#xa0;; pour les autres cp_comm_type, Transformer Engine ne trouve aucun backend d&apos;attention et s&apos;arrête à la première étape. Utilisez a2a, qui convient aussi aux fenêtres glissantes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With context parallelism Transformer Engine runs attention sinks and the off-by-one softmax only in BF16 attention; FP8 dot-product attention with them stops at the first step. Turn FP8 attention off: the GEMMs keep their FP8 recipe.</source>
        <translation>Avec le parallélisme de contexte, Transformer Engine n&apos;exécute les attention sinks et le softmax off-by-one qu&apos;en attention BF16&#xa0;; l&apos;attention par produit scalaire FP8 avec eux s&apos;arrête à la première étape. Désactivez l&apos;attention FP8&#xa0;: les GEMM gardent leur recette FP8.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The a2a context-parallel communication trades the sequence split for a head split: every CP rank takes 1/CP of the query and key heads its TP rank holds. Transformer Engine stops when those head counts do not divide by CP. Hierarchical a2a+p2p splits the heads the same way over its inner (first) size. Lower TP or CP, pick a smaller inner size, or use another cp_comm_type where the model allows one.</source>
        <translation>La communication de parallélisme de contexte a2a échange le découpage de la séquence contre un découpage des têtes&#xa0;: chaque rang CP prend 1/CP des têtes de requête et de clé que détient son rang TP. Transformer Engine s&apos;arrête quand ces nombres de têtes ne sont pas divisibles par CP. L&apos;a2a+p2p hiérarchique découpe les têtes de la même façon sur sa taille interne (la première). Réduisez TP ou CP, choisissez une taille interne plus petite, ou utilisez un autre cp_comm_type si le modèle le permet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The inner and outer sizes of hierarchical context parallelism must multiply to exactly the CP size. Megatron-LM refuses other values. Fix the sizes or CP.</source>
        <translation>Le produit des tailles interne et externe du parallélisme de contexte hiérarchique doit être exactement la taille CP. Megatron-LM refuse les autres valeurs. Corrigez les tailles ou CP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context-parallel sizes that are not powers of two rarely divide sequence lengths, head counts and NVLink domains evenly, and the attention kernels are tuned for the usual sizes. Prefer 2, 4, 8 or 16.</source>
        <translation>Les tailles de parallélisme de contexte qui ne sont pas des puissances de deux divisent rarement de façon exacte les longueurs de séquence, les nombres de têtes et les domaines NVLink, et les kernels d&apos;attention sont optimisés pour les tailles usuelles. Préférez 2, 4, 8 ou 16.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context parallelism works best when each CP rank holds a few thousand tokens (about 4K to 8K): fewer, and the ring exchanges of keys and values are no longer hidden behind attention compute; more, and activation memory grows. A good start is CP near the sequence length divided by 4096, rounded to a power of two.</source>
        <translation>Le parallélisme de contexte fonctionne au mieux quand chaque rang CP détient quelques milliers de tokens (environ 4K à 8K)&#xa0;: moins, et les échanges en anneau des clés et des valeurs ne sont plus masqués par le calcul de l&apos;attention&#xa0;; plus, et la mémoire des activations augmente. Un bon point de départ est un CP proche de la longueur de séquence divisée par 4096, arrondi à une puissance de deux.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Virtual pipeline parallelism (--num-virtual-stages-per-pipeline-rank) interleaves several model chunks per pipeline rank; it needs PP above 1. Megatron-LM refuses it otherwise. Set VPP to 1 or use PP above 1.</source>
        <translation>Le parallélisme de pipeline virtuel (--num-virtual-stages-per-pipeline-rank) entrelace plusieurs morceaux du modèle par rang de pipeline&#xa0;; il exige PP supérieur à 1. Sinon, Megatron-LM le refuse. Réglez VPP sur 1 ou utilisez PP supérieur à 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without a layout string or uneven first and last stages, Megatron puts the same number of decoder layers on every virtual stage, so the layer count must be a multiple of PP x VPP. Change PP or VPP, or place the layers explicitly (uneven first/last stages or a --pipeline-model-parallel-layout string); the one-click fix proposes a placement that works.</source>
        <translation>Sans chaîne de disposition ni premier et dernier étages inégaux, Megatron place le même nombre de couches de décodeur sur chaque étage virtuel&#xa0;; le nombre de couches doit donc être un multiple de PP x VPP. Modifiez PP ou VPP, ou placez les couches explicitement (premier/dernier étages inégaux ou chaîne --pipeline-model-parallel-layout)&#xa0;; le correctif en un clic propose un placement qui fonctionne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--decoder-first-pipeline-num-layers and --decoder-last-pipeline-num-layers take layers off the ends; the remaining layers must still split evenly over the middle stages and virtual stages. Adjust the first and last counts, or use a layout string.</source>
        <translation>--decoder-first-pipeline-num-layers et --decoder-last-pipeline-num-layers retirent des couches aux extrémités&#xa0;; les couches restantes doivent toujours se répartir uniformément sur les étages intermédiaires et les étages virtuels. Ajustez les nombres du premier et du dernier étage, ou utilisez une chaîne de disposition.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --account-for-embedding-in-pipeline-split or --account-for-loss-in-pipeline-split the embedding and loss count as layers, and the total must then divide by PP x VPP. Change PP or VPP, or turn one of the options off.</source>
        <translation>Avec --account-for-embedding-in-pipeline-split ou --account-for-loss-in-pipeline-split, le plongement et la perte comptent comme des couches, et le total doit alors être divisible par PP x VPP. Modifiez PP ou VPP, ou désactivez l&apos;une des options.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A --pipeline-model-parallel-layout string names, stage by stage, which layers each virtual stage holds (E embedding, t decoder layer, m MTP layer, L loss, | between stages). It must have PP x VPP stages and place every decoder layer exactly once. The message says what is wrong; the one-click fix writes a balanced string.</source>
        <translation>Une chaîne --pipeline-model-parallel-layout indique, étage par étage, les couches que contient chaque étage virtuel (E plongement, t couche de décodeur, m couche MTP, L perte, | entre les étages). Elle doit compter PP x VPP étages et placer chaque couche de décodeur exactement une fois. Le message indique ce qui ne va pas&#xa0;; le correctif en un clic écrit une chaîne équilibrée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout string, uneven first/last stages and counting embedding or loss as layers are three alternative ways to place layers; Megatron-LM accepts only one of them at a time. Keep one and clear the others.</source>
        <translation>Une chaîne de disposition, des premier/dernier étages inégaux et le comptage du plongement ou de la perte comme couches sont trois façons alternatives de placer les couches&#xa0;; Megatron-LM n&apos;en accepte qu&apos;une à la fois. Gardez-en une et effacez les autres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fullest pipeline stage sets the pace of the whole pipeline: every other stage waits for it on each microbatch. When one stage carries much more than the lightest, that difference is lost on every GPU. Even the stages out with uneven first/last counts or a layout string.</source>
        <translation>L&apos;étage de pipeline le plus chargé impose le rythme de tout le pipeline&#xa0;: chaque autre étage l&apos;attend à chaque micro-lot. Quand un étage porte beaucoup plus que le plus léger, cette différence est perdue sur chaque GPU. Équilibrez les étages avec des nombres inégaux pour le premier/dernier étage ou une chaîne de disposition.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pipeline of PP stages needs at least PP microbatches per step before every stage has work at the same time; with fewer, stages sit idle most of the step. Raise the global batch, lower MBS, or lower PP.</source>
        <translation>Un pipeline de PP étages a besoin d&apos;au moins PP micro-lots par étape pour que tous les étages aient du travail en même temps&#xa0;; avec moins, les étages restent inactifs pendant la majeure partie de l&apos;étape. Augmentez le lot global, réduisez MBS ou réduisez PP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With virtual pipeline stages Megatron-Core runs microbatches in groups (--microbatch-group-size-per-virtual-pipeline-stage, unset means PP): each group passes through every model chunk of a rank before the next group starts. A group smaller than PP leaves the first stage waiting for its own outputs to come back around the pipeline; a group larger than the step&apos;s microbatch count m cannot be formed. Megatron-Core refuses both when the step starts (a ValueError in the interleaved schedule). Choose a group size between PP and m; with fewer microbatches than PP no size works, so raise the global batch.</source>
        <translation>Avec des étages de pipeline virtuels, Megatron-Core exécute les micro-lots par groupes (--microbatch-group-size-per-virtual-pipeline-stage&#xa0;; non défini, il vaut PP)&#xa0;: chaque groupe traverse tous les segments de modèle d&apos;un rang avant que le groupe suivant ne commence. Un groupe plus petit que PP laisse le premier étage attendre que ses propres sorties aient fait le tour du pipeline&#xa0;; un groupe plus grand que le nombre m de micro-lots de l&apos;étape ne peut pas être formé. Megatron-Core refuse les deux au démarrage de l&apos;étape (une ValueError dans l&apos;ordonnancement entrelacé). Choisissez une taille de groupe comprise entre PP et m&#xa0;; avec moins de micro-lots que PP, aucune taille ne convient&#xa0;: augmentez donc le lot global.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The interleaved schedule splits the step&apos;s m microbatches into groups of the group size; the last group holds what is left, m mod the group size. When that remainder is above zero but below PP, the last group cannot keep every stage busy and the schedule would wait on its own dependencies, so Megatron-Core raises a RuntimeError when the step starts. Choose a group size that divides m, or leaves at least PP microbatches for the last group; the one-click fix picks the nearest such size.</source>
        <translation>L&apos;ordonnancement entrelacé répartit les m micro-lots de l&apos;étape en groupes de la taille de groupe&#xa0;; le dernier groupe contient le reste, m mod la taille de groupe. Lorsque ce reste est supérieur à zéro mais inférieur à PP, le dernier groupe ne peut pas occuper tous les étages et l&apos;ordonnancement attendrait ses propres dépendances&#xa0;; Megatron-Core lève donc une RuntimeError au démarrage de l&apos;étape. Choisissez une taille de groupe qui divise m ou qui laisse au moins PP micro-lots au dernier groupe&#xa0;; le correctif en un clic choisit la taille la plus proche qui remplit cette condition.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the start and end of every step pipeline stages wait for each other. The idle time is about (PP - 1) / (VPP x microbatches) of the time the step would take without it, so its share of the step is that fraction over one plus it (7/16 = 44 % is about 30 % of the step). Raise the global batch (more microbatches), raise VPP, or lower PP.</source>
        <translation>Au début et à la fin de chaque étape, les étages du pipeline s&apos;attendent mutuellement. Le temps d&apos;inactivité représente environ (PP - 1) / (VPP x micro-lots) du temps que prendrait l&apos;étape sans lui&#xa0;; sa part de l&apos;étape est donc cette fraction divisée par un plus elle-même (7/16 = 44&#xa0;% correspond à environ 30&#xa0;% de l&apos;étape). Augmentez le lot global (plus de micro-lots), augmentez VPP ou réduisez PP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TP exchanges activations several times per layer and needs NVLink bandwidth. When a TP group spans more GPUs than one NVLink domain holds (or does not align with its boundary), part of that traffic goes over the much slower network. Keep TP at or below the domain size and a divisor of it.</source>
        <translation>TP échange des activations plusieurs fois par couche et a besoin de la bande passante NVLink. Lorsqu&apos;un groupe TP couvre plus de GPU qu&apos;un domaine NVLink n&apos;en contient (ou ne s&apos;aligne pas sur sa limite), une partie de ce trafic passe par le réseau, beaucoup plus lent. Gardez TP inférieur ou égal à la taille du domaine et diviseur de celle-ci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The token dispatch and combine all-to-alls of every MoE layer run inside the ETP x EP group. When it spans several NVLink domains, part of every token&apos;s trip goes over the scale-out network, which is several times slower; the message says what share. Keep ETP x EP within one domain, or use a dispatcher built for it (DeepEP, HybridEP) and overlap the communication.</source>
        <translation>Les all-to-all de dispatch et de combinaison des tokens de chaque couche MoE s&apos;exécutent dans le groupe ETP x EP. Lorsqu&apos;il couvre plusieurs domaines NVLink, une partie du trajet de chaque token passe par le réseau scale-out, plusieurs fois plus lent&#xa0;; le message indique quelle part. Gardez ETP x EP dans un seul domaine, ou utilisez un dispatcher conçu pour cela (DeepEP, HybridEP) et faites chevaucher la communication.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context parallelism exchanges keys and values between CP ranks for every attention layer. Over NVLink this hides behind attention compute; across domains it often does not. Keep CP within a domain, or use the hierarchical a2a+p2p communication so only the outer ring crosses the network.</source>
        <translation>Le parallélisme de contexte échange les clés et les valeurs entre les rangs CP à chaque couche d&apos;attention. Sur NVLink, cet échange se cache derrière le calcul de l&apos;attention&#xa0;; entre domaines, souvent pas. Gardez CP dans un seul domaine, ou utilisez la communication hiérarchique a2a+p2p pour que seul l&apos;anneau externe traverse le réseau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The estimate of the binding pipeline stage (the one that needs the most) is above the usable HBM of one GPU, by more than the memory model&apos;s own uncertainty. Such a job runs out of memory in the first steps. The suggestion lists levers that were checked to make it fit (selective recompute, a smaller microbatch, more EP or PP, full recompute, optimizer offload); exports refuse it unless you insist.</source>
        <translation>L&apos;estimation de l&apos;étage de pipeline limitant (celui qui demande le plus) dépasse la HBM utilisable d&apos;un GPU, d&apos;une marge supérieure à l&apos;incertitude propre du modèle mémoire. Une telle tâche manque de mémoire dès les premières étapes. La suggestion énumère des leviers vérifiés pour qu&apos;elle tienne (recalculation sélective, micro-lot plus petit, davantage d&apos;EP ou de PP, recalculation complète, offloading de l&apos;optimiseur)&#xa0;; les exports la refusent à moins que vous n&apos;insistiez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The binding stage is over the usable HBM, but only by less than the allocator-fragmentation allowance the estimate includes. It may run, or may run out of memory after some steps. Try it with margin to spare, or apply one of the suggested levers.</source>
        <translation>L&apos;étage limitant dépasse la HBM utilisable, mais d&apos;une quantité inférieure à la tolérance de fragmentation de l&apos;allocateur incluse dans l&apos;estimation. L&apos;exécution peut fonctionner, ou manquer de mémoire au bout de quelques étapes. Essayez-la avec une marge confortable, ou appliquez l&apos;un des leviers suggérés.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The binding stage is under the usable HBM, but by less than the allocator-fragmentation allowance the estimate includes: the same allowance that makes a layout slightly over the line only &quot;tight&quot; makes this one only probably fitting. Measure the peak memory of one step before a long run, or leave the allowance free with a little recompute, a smaller microbatch or more PP or EP.</source>
        <translation>L&apos;étage limitant est sous la HBM utilisable, mais d&apos;une quantité inférieure à la tolérance de fragmentation de l&apos;allocateur incluse dans l&apos;estimation&#xa0;: la même tolérance qui rend une disposition légèrement au-dessus de la limite seulement «&#xa0;serré&#xa0;» fait que celle-ci ne tient que probablement. Mesurez le pic mémoire d&apos;une étape avant une longue exécution, ou laissez la tolérance libre avec un peu de recalculation, un micro-lot plus petit ou davantage de PP ou d&apos;EP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A further lever that was checked against the memory estimate: applying it alone brings the binding stage under the usable HBM (or says how far it still is). Compare its cost with the first suggestion before choosing.</source>
        <translation>Un levier supplémentaire vérifié par rapport à l&apos;estimation mémoire&#xa0;: l&apos;appliquer seul fait passer l&apos;étage limitant sous la HBM utilisable (ou indique l&apos;écart restant). Comparez son coût à celui de la première suggestion avant de choisir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One family of checks stopped with an internal error, so its findings are missing. The recipe may still be fine. Please report the recipe with the message shown.</source>
        <translation>Une famille de vérifications s&apos;est arrêtée sur une erreur interne&#xa0;; ses constats manquent donc. La recette peut tout de même être correcte. Veuillez signaler la recette avec le message affiché.</translation>
    </message>
    <message>
        <location filename="../../core/rules/rule_explanations_options.cpp" line="+13"/>
        <source>Megatron-LM&apos;s pretraining script has no flag for some settings of the checkpoint: YaRN scaling of attention other than MLA, MLA YaRN&apos;s original length and betas, activations other than SwiGLU, quick-GEGLU and squared ReLU. The launch script then trains plain RoPE or another activation, a different network than the checkpoint. The Megatron-Bridge YAML carries these fields; export that, or set them in the job by hand.</source>
        <translation>Le script de pré-entraînement de Megatron-LM n&apos;a pas de flag pour certains réglages du checkpoint&#xa0;: la mise à l&apos;échelle YaRN d&apos;une attention autre que MLA, la longueur d&apos;origine et les paramètres beta de YaRN pour MLA, les activations autres que SwiGLU, quick-GEGLU et squared ReLU. Le script de lancement entraîne alors un RoPE simple ou une autre activation, soit un réseau différent de celui du checkpoint. Le YAML Megatron-Bridge contient ces champs&#xa0;; exportez-le, ou définissez-les à la main dans la tâche.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--overlap-moe-expert-parallel-comm hides the token all-to-all of one microbatch behind the compute of another. With EP 1 there is no all-to-all to hide, and Megatron-Core refuses the setting. Raise EP or turn EP overlap off.</source>
        <translation>--overlap-moe-expert-parallel-comm cache l&apos;all-to-all des tokens d&apos;un micro-lot derrière le calcul d&apos;un autre. Avec EP 1, il n&apos;y a pas d&apos;all-to-all à cacher, et Megatron-Core refuse ce réglage. Augmentez EP ou désactivez le chevauchement EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap schedules the dispatch and combine steps of the alltoall and flex dispatchers; the allgather dispatcher has no such steps. Megatron-Core refuses the combination. Switch the dispatcher to alltoall or a flex backend, or turn EP overlap off.</source>
        <translation>Le chevauchement EP ordonnance les phases de dispatch et de combinaison des dispatchers alltoall et flex&#xa0;; le dispatcher allgather n&apos;a pas de telles phases. Megatron-Core refuse cette combinaison. Passez le dispatcher à alltoall ou à un backend flex, ou désactivez le chevauchement EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap interleaves the forward and backward of two microbatches layer by layer; full recompute re-runs whole layers in the backward and breaks that schedule. Megatron-Core refuses it. Use selective recompute, or turn EP overlap off.</source>
        <translation>Le chevauchement EP entrelace couche par couche la passe avant et la passe arrière de deux micro-lots&#xa0;; la recalculation complète réexécute des couches entières dans la passe arrière et casse cet ordonnancement. Megatron-Core la refuse. Utilisez la recalculation sélective, ou désactivez le chevauchement EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recomputing the whole MoE block would repeat its all-to-alls in the backward, which EP overlap cannot schedule. Megatron-Core refuses it. Drop moe from the recompute modules (moe_act is fine).</source>
        <translation>Recalculer tout le bloc MoE répéterait ses all-to-all dans la passe arrière, que le chevauchement EP ne sait pas ordonnancer. Megatron-Core le refuse. Retirez moe des modules de recalculation (moe_act convient).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both features try to hide the same all-to-all, each in its own way, and Megatron-Core allows only one. Turn shared-expert overlap off when EP overlap is on, or compare the two separately.</source>
        <translation>Les deux fonctionnalités tentent de cacher le même all-to-all, chacune à sa manière, et Megatron-Core n&apos;en autorise qu&apos;une. Désactivez le chevauchement des experts partagés lorsque le chevauchement EP est activé, ou comparez-les séparément.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap supports at most one multi-token-prediction layer. Use one MTP layer, or turn EP overlap off.</source>
        <translation>Le chevauchement EP prend en charge au plus une couche de prédiction multi-tokens. Utilisez une seule couche MTP, ou désactivez le chevauchement EP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With pipeline parallelism, EP overlap pairs microbatches from the interleaved schedule, so it needs VPP above 1. Megatron-Core refuses it otherwise. Use VPP 2 or more (the layers must divide by PP x VPP), or turn EP overlap off.</source>
        <translation>Avec le parallélisme de pipeline, le chevauchement EP apparie des micro-lots de l&apos;ordonnancement entrelacé&#xa0;; il a donc besoin d&apos;un VPP supérieur à 1. Sinon, Megatron-Core le refuse. Utilisez un VPP de 2 ou plus (le nombre de couches doit être divisible par PP x VPP), ou désactivez le chevauchement EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CUDA graph that captures the whole MoE or MLP block leaves EP overlap no point to split it at. Megatron-Core refuses the combination. Capture only attn, moe_router and moe_preprocess, or turn EP overlap off.</source>
        <translation>Un graphe CUDA qui capture tout le bloc MoE ou MLP ne laisse au chevauchement EP aucun point où le découper. Megatron-Core refuse cette combinaison. Capturez uniquement attn, moe_router et moe_preprocess, ou désactivez le chevauchement EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--delay-wgrad-compute moves the expert weight-gradient GEMMs later so they can cover the combine all-to-all, which only exists in the EP-overlap schedule. Turn EP overlap on, or delayed wgrad off.</source>
        <translation>--delay-wgrad-compute retarde les GEMM de gradient des poids des experts pour qu&apos;ils recouvrent l&apos;all-to-all de combinaison, qui n&apos;existe que dans l&apos;ordonnancement avec chevauchement EP. Activez le chevauchement EP, ou désactivez le wgrad différé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each can help on its own, but together they change how compute and communication interleave and have been seen to slow steps down. Measure each one alone before keeping both.</source>
        <translation>Chacun peut aider seul, mais ensemble ils modifient la façon dont calcul et communication s&apos;entrelacent, et on les a vus ralentir les étapes. Mesurez chacun séparément avant de garder les deux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tp-comm-overlap splits the TP all-gathers and reduce-scatters of sequence parallelism into pieces that run beside the GEMMs. At TP 1, or without sequence parallelism, those collectives do not exist: Megatron-Bridge turns the option off with a warning and Megatron-LM asks for sequence parallelism. Turn it off, or use TP above 1 with sequence parallelism.</source>
        <translation>--tp-comm-overlap découpe les all-gather et reduce-scatter TP du parallélisme de séquence en morceaux qui s&apos;exécutent à côté des GEMM. Avec TP 1, ou sans parallélisme de séquence, ces collectives n&apos;existent pas&#xa0;: Megatron-Bridge désactive l&apos;option avec un avertissement et Megatron-LM exige le parallélisme de séquence. Désactivez-la, ou utilisez un TP supérieur à 1 avec le parallélisme de séquence.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--overlap-param-gather starts the all-gather of the next layer&apos;s parameters during the current one. It only gathers something with the distributed optimizer, and Megatron-Core also expects gradient-reduce overlap with it. The message says what is missing and what the trainers do; turn on what it names.</source>
        <translation>--overlap-param-gather lance l&apos;all-gather des paramètres de la couche suivante pendant la couche courante. Il ne collecte quelque chose qu&apos;avec l&apos;optimiseur distribué, et Megatron-Core attend aussi le chevauchement de la réduction des gradients avec lui. Le message indique ce qui manque et ce que font les frameworks d&apos;entraînement&#xa0;; activez ce qu&apos;il nomme.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--overlap-param-gather-with-optimizer-step starts the first parameter all-gather during the optimizer step; it builds on --overlap-param-gather. Megatron-LM refuses it alone. Turn parameter-gather overlap on, or this off.</source>
        <translation>--overlap-param-gather-with-optimizer-step lance le premier all-gather des paramètres pendant l&apos;étape de l&apos;optimiseur&#xa0;; il s&apos;appuie sur --overlap-param-gather. Megatron-LM le refuse seul. Activez le chevauchement de la collecte des paramètres, ou désactivez cette option.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overlapping the parameter gather with the optimizer step is only supported with the interleaved pipeline schedule (VPP above 1). Use VPP 2 or more, or turn it off.</source>
        <translation>Le chevauchement de la collecte des paramètres avec l&apos;étape de l&apos;optimiseur n&apos;est pris en charge qu&apos;avec l&apos;ordonnancement de pipeline entrelacé (VPP supérieur à 1). Utilisez un VPP de 2 ou plus, ou désactivez-le.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moe scope captures the whole MoE block, router included, so capturing moe_router as well would capture it twice. Megatron-Core refuses it. Keep one of the two.</source>
        <translation>Le scope moe capture tout le bloc MoE, routeur compris&#xa0;; capturer aussi moe_router le capturerait donc deux fois. Megatron-Core le refuse. Gardez l&apos;un des deux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dispatch preprocessing graph starts from the router&apos;s output, so it can only be captured together with the router. Add moe_router to the graph scopes.</source>
        <translation>Le graphe de prétraitement du dispatch part de la sortie du routeur&#xa0;; il ne peut donc être capturé qu&apos;avec le routeur. Ajoutez moe_router aux scopes des graphes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A CUDA graph replays fixed shapes. Dropless routing sends a different number of tokens to each expert every step, so the whole MoE block can only be captured with a capacity factor and padding to capacity (--moe-expert-capacity-factor, --moe-pad-expert-input-to-capacity). Use those, or capture only the router and preprocessing.</source>
        <translation>Un graphe CUDA rejoue des formes fixes. Le routage sans perte envoie un nombre différent de tokens à chaque expert à chaque étape&#xa0;; le bloc MoE entier ne peut donc être capturé qu&apos;avec un facteur de capacité et un remplissage jusqu&apos;à la capacité (--moe-expert-capacity-factor, --moe-pad-expert-input-to-capacity). Utilisez ces options, ou capturez uniquement le routeur et le prétraitement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per-layer CUDA graphs (local or Transformer Engine) record each layer&apos;s forward once; full recompute re-runs that forward in the backward outside the graph. Megatron-Core refuses the combination. Use selective recompute, or the full_iteration implementation.</source>
        <translation>Les graphes CUDA par couche (local ou Transformer Engine) enregistrent une seule fois la passe avant de chaque couche&#xa0;; la recalculation complète réexécute cette passe avant dans la passe arrière, hors du graphe. Megatron-Core refuse cette combinaison. Utilisez la recalculation sélective, ou l&apos;implémentation full_iteration.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The full_iteration implementation captures the entire training step, so module scopes have no meaning. Clear the scopes, or use the local or transformer_engine implementation.</source>
        <translation>L&apos;implémentation full_iteration capture toute l&apos;étape d&apos;entraînement&#xa0;; les scopes de module n&apos;ont donc aucun sens. Videz les scopes, ou utilisez l&apos;implémentation local ou transformer_engine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking loss and gradients for NaN (--check-for-nan-in-loss-and-grad) reads values back to the host in the middle of the step, which a captured graph cannot do. Turn the check off or use per-layer graphs.</source>
        <translation>Vérifier les NaN dans la perte et les gradients (--check-for-nan-in-loss-and-grad) relit des valeurs vers l&apos;hôte au milieu de l&apos;étape, ce qu&apos;un graphe capturé ne peut pas faire. Désactivez la vérification, ou utilisez des graphes par couche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core runs fine-grained activation offloading with CUDA graphs only through the Transformer Engine implementation or whole-step (full_iteration) capture. Switch the graph implementation, or turn offload off.</source>
        <translation>Megatron-Core n&apos;exécute l&apos;offloading d&apos;activations à grain fin avec les graphes CUDA qu&apos;au travers de l&apos;implémentation Transformer Engine ou de la capture de l&apos;étape entière (full_iteration). Changez l&apos;implémentation des graphes, ou désactivez l&apos;offloading.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offloading copies a module&apos;s inputs to host memory at points a captured CUDA graph cannot replay, so a graph scope may not contain an offloaded module (attn holds the attention modules, mlp and moe the MLP and expert modules). Drop that scope or offload other modules.</source>
        <translation>L&apos;offloading copie les entrées d&apos;un module vers la mémoire de l&apos;hôte à des points qu&apos;un graphe CUDA capturé ne peut pas rejouer&#xa0;; un scope de graphe ne doit donc pas contenir de module soumis à l&apos;offloading (attn contient les modules d&apos;attention, mlp et moe les modules MLP et d&apos;experts). Retirez ce scope ou appliquez l&apos;offloading à d&apos;autres modules.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The offload module list only takes effect with fine-grained activation offloading turned on; as it is, every activation stays on the GPU. Turn offloading on or clear the list.</source>
        <translation>La liste des modules d&apos;offloading ne prend effet qu&apos;avec l&apos;offloading d&apos;activations à grain fin activé&#xa0;; en l&apos;état, toutes les activations restent sur le GPU. Activez l&apos;offloading ou videz la liste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core asserts that fine-grained activation offloading comes with at least one offload module (the modules whose saved inputs go to host memory). Name the modules, expert_fc1 for example.</source>
        <translation>Megatron-Core vérifie par une assertion que l&apos;offloading d&apos;activations à grain fin s&apos;accompagne d&apos;au moins un module d&apos;offloading (les modules dont les entrées sauvegardées vont en mémoire de l&apos;hôte). Nommez les modules, par exemple expert_fc1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input of the attention output projection is the core attention output, which core attention&apos;s backward needs as well; Megatron-Core therefore offloads attn_proj only together with core_attn.</source>
        <translation>L&apos;entrée de la projection de sortie de l&apos;attention est la sortie du cœur de l&apos;attention, dont la passe arrière du cœur de l&apos;attention a également besoin&#xa0;; Megatron-Core n&apos;applique donc l&apos;offloading à attn_proj qu&apos;avec core_attn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recomputing &apos;moe&apos; re-runs the whole MoE layer in backward, so the expert activations inside it are never kept; Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop one of the two.</source>
        <translation>Recalculer &apos;moe&apos; réexécute toute la couche MoE dans la passe arrière, si bien que les activations des experts qu&apos;elle contient ne sont jamais conservées&#xa0;; Megatron-Core refuse d&apos;appliquer l&apos;offloading à expert_fc1 ou moe_act dans ce cas. Retirez l&apos;un des deux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paged stash (an expert-rank capacity factor) already keeps the expert activations in its own buffers, and Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop those modules or the capacity factor.</source>
        <translation>Le paged stash (un facteur de capacité par rang d&apos;expert) conserve déjà les activations des experts dans ses propres tampons, et Megatron-Core refuse d&apos;appliquer l&apos;offloading à expert_fc1 ou moe_act avec lui. Retirez ces modules ou le facteur de capacité.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The activation offload fraction is the share of each chunk&apos;s offload groups that are really offloaded; Megatron-Core asserts it lies between 0 and 1.</source>
        <translation>La fraction d&apos;offloading des activations est la part des groupes d&apos;offloading de chaque segment qui sont réellement soumis à l&apos;offloading&#xa0;; Megatron-Core vérifie par une assertion qu&apos;elle est comprise entre 0 et 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute (--recompute-granularity full) needs --recompute-method (uniform or block) and --recompute-num-layers to know which layers to re-run. Set both.</source>
        <translation>La recalculation complète (--recompute-granularity full) a besoin de --recompute-method (uniform ou block) et de --recompute-num-layers pour savoir quelles couches réexécuter. Définissez les deux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective recompute chooses modules inside every layer (--recompute-modules); the method and layer count belong to full recompute, and Megatron-LM refuses them here. Clear them.</source>
        <translation>La recalculation sélective choisit des modules à l&apos;intérieur de chaque couche (--recompute-modules)&#xa0;; la méthode et le nombre de couches relèvent de la recalculation complète, et Megatron-LM les refuse ici. Effacez-les.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The moe_act module recomputes the expert activation inside the grouped-GEMM expert layer; the sequential expert path does not support it. Turn grouped GEMM (--moe-grouped-gemm) on, or drop moe_act.</source>
        <translation>Le module moe_act recalcule l&apos;activation des experts dans la couche d&apos;experts à GEMM groupé&#xa0;; le chemin séquentiel des experts ne le prend pas en charge. Activez le GEMM groupé (--moe-grouped-gemm), ou retirez moe_act.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mla_up_proj recomputes the up-projections of multi-head latent attention; this model uses another attention. Drop it from the recompute modules.</source>
        <translation>mla_up_proj recalcule les projections montantes (up-projections) de l&apos;attention latente multi-têtes&#xa0;; ce modèle utilise une autre attention. Retirez-le des modules de recalculation.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared-expert overlap runs the shared experts on a side stream beside the dispatch; recomputing them in the backward is not supported with that. Turn shared-expert overlap off, or drop shared_experts.</source>
        <translation>Le chevauchement des experts partagés exécute les experts partagés sur un stream secondaire, à côté du dispatch&#xa0;; les recalculer dans la passe arrière n&apos;est alors pas pris en charge. Désactivez le chevauchement des experts partagés, ou retirez shared_experts.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With delayed scaling, FP8 scales come from a history updated in the forward; recomputing layernorm or moe_act would update it twice. Use current (tensorwise), blockwise or MX scaling, or drop those modules.</source>
        <translation>Avec la mise à l&apos;échelle différée (delayed scaling), les facteurs d&apos;échelle FP8 proviennent d&apos;un historique mis à jour dans la passe avant&#xa0;; recalculer layernorm ou moe_act le mettrait à jour deux fois. Utilisez une mise à l&apos;échelle courante (tensorwise), par blocs (blockwise) ou MX, ou retirez ces modules.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute keeps only each layer&apos;s input and re-runs the whole forward in the backward: activation memory drops sharply, but every step does roughly a third more work. Selective recompute of the memory-heavy modules often saves enough for much less.</source>
        <translation>La recalculation complète ne conserve que l&apos;entrée de chaque couche et réexécute toute la passe avant dans la passe arrière&#xa0;: la mémoire des activations baisse fortement, mais chaque étape effectue environ un tiers de travail en plus. La recalculation sélective des modules gourmands en mémoire économise souvent assez pour un coût bien moindre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without --recompute-modules Megatron recomputes core_attn, the attention core. With fused (flash) attention that saves no memory, so the setting costs time for nothing. Name the modules to recompute, e.g. moe_act, layernorm, mla_up_proj or mlp.</source>
        <translation>Sans --recompute-modules, Megatron recalcule core_attn, le cœur de l&apos;attention. Avec une attention fusionnée (flash), cela n&apos;économise aucune mémoire&#xa0;: ce réglage coûte donc du temps pour rien. Nommez les modules à recalculer, par exemple moe_act, layernorm, mla_up_proj ou mlp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fused attention kernels already avoid storing the attention matrix, so recomputing core_attn saves little memory while repeating the most expensive kernel at long sequences. Drop core_attn and recompute other modules if memory is short.</source>
        <translation>Les kernels d&apos;attention fusionnée évitent déjà de stocker la matrice d&apos;attention&#xa0;; recalculer core_attn économise donc peu de mémoire tout en répétant le kernel le plus coûteux sur les longues séquences. Retirez core_attn et recalculez d&apos;autres modules si la mémoire manque.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fp8-param-gather keeps parameters in FP8 and all-gathers them in FP8, which only the distributed optimizer does. Turn --use-distributed-optimizer on, or FP8 parameter gather off.</source>
        <translation>--fp8-param-gather conserve les paramètres en FP8 et effectue leur all-gather en FP8, ce que seul l&apos;optimiseur distribué fait. Activez --use-distributed-optimizer, ou désactivez la collecte des paramètres en FP8.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MXFP8 uses block scales that only Blackwell tensor cores apply in hardware. On Hopper use blockwise or tensorwise (current) FP8 scaling instead.</source>
        <translation>MXFP8 utilise des facteurs d&apos;échelle par bloc que seuls les cœurs Tensor de Blackwell appliquent en matériel. Sur Hopper, utilisez plutôt une mise à l&apos;échelle FP8 par blocs (blockwise) ou tensorwise (courante).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This GPU has no FP4 tensor cores, so an NVFP4 recipe cannot run on it. Use MXFP8 on Blackwell, or an FP8 recipe on Hopper.</source>
        <translation>Ce GPU n&apos;a pas de cœurs Tensor FP4&#xa0;; une recette NVFP4 ne peut donc pas s&apos;y exécuter. Utilisez MXFP8 sur Blackwell, ou une recette FP8 sur Hopper.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--optimizer-cpu-offload moves optimizer state and steps to the host; Megatron-Core implements it only in the precision-aware optimizer (--use-precision-aware-optimizer). Turn that on.</source>
        <translation>--optimizer-cpu-offload déplace l&apos;état de l&apos;optimiseur et ses étapes vers l&apos;hôte&#xa0;; Megatron-Core ne l&apos;implémente que dans l&apos;optimiseur tenant compte de la précision (--use-precision-aware-optimizer). Activez-le.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--num-distributed-optimizer-instances splits the data-parallel ranks into groups that each hold a full copy of the optimizer state; DP x CP must be a multiple of the instance count, which must be at least 1. Use 1 instance or a divisor of DP x CP.</source>
        <translation>--num-distributed-optimizer-instances répartit les rangs de parallélisme de données en groupes qui détiennent chacun une copie complète de l&apos;état de l&apos;optimiseur&#xa0;; DP x CP doit être un multiple du nombre d&apos;instances, qui doit valoir au moins 1. Utilisez 1 instance ou un diviseur de DP x CP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The allgather token dispatcher (Megatron-LM&apos;s default) gathers all tokens on every EP rank and lets each pick its own. Its traffic grows with EP and quickly dominates the step. Use alltoall to bring a job up, then compare the DeepEP and HybridEP flex backends.</source>
        <translation>Le dispatcher de tokens allgather (celui par défaut de Megatron-LM) rassemble tous les tokens sur chaque rang EP et laisse chacun choisir les siens. Son trafic croît avec EP et domine vite l&apos;étape. Utilisez alltoall pour mettre une tâche en route, puis comparez les backends flex DeepEP et HybridEP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-Bridge allows the DeepEP flex backend only on SM 8.x/9.x GPUs and on B200/B300, so it refuses DeepEP on GB200 and GB300. Megatron-Core makes no such check: a Megatron-LM launch runs it. For a Megatron-Bridge run on NVL72 systems use HybridEP (the first choice there) or alltoall.</source>
        <translation>Megatron-Bridge n&apos;autorise le backend flex DeepEP que sur les GPU SM 8.x/9.x et sur B200/B300&#xa0;; il refuse donc DeepEP sur GB200 et GB300. Megatron-Core ne fait pas cette vérification&#xa0;: un lancement via Megatron-LM l&apos;exécute. Pour une exécution Megatron-Bridge sur des systèmes NVL72, utilisez HybridEP (le premier choix sur ces systèmes) ou alltoall.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The flex token dispatcher (DeepEP, HybridEP or NCCL EP backend) exchanges tokens inside the expert tensor- and expert-parallel group, and Megatron-Core refuses to start it when that group is one GPU (ETP × EP = 1). With EP 1 every GPU holds all experts and no tokens need to move: use the alltoall dispatcher, or raise EP.</source>
        <translation>Le dispatcher de tokens flex (backend DeepEP, HybridEP ou NCCL EP) échange les tokens au sein du groupe de parallélisme de tenseur et d&apos;experts, et Megatron-Core refuse de le démarrer quand ce groupe ne compte qu&apos;un GPU (ETP × EP = 1). Avec EP 1, chaque GPU détient tous les experts et aucun token n&apos;a à circuler&#xa0;: utilisez le dispatcher alltoall, ou augmentez EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a GB200 or GB300 NVL72 rack, Megatron-LM&apos;s HybridEP backend keeps the whole EP group inside the rack&apos;s NVLink domain: lower EP to the domain size or below, or use another dispatcher. On 8-GPU nodes (H100, B200) HybridEP also reaches the other nodes over RDMA, so there an EP group may span nodes and this finding does not appear.</source>
        <translation>Dans une baie GB200 ou GB300 NVL72, le backend HybridEP de Megatron-LM garde tout le groupe EP dans le domaine NVLink de la baie&#xa0;: ramenez l&apos;EP à la taille du domaine ou en dessous, ou utilisez un autre dispatcher. Sur des nœuds de 8 GPU (H100, B200), HybridEP atteint aussi les autres nœuds par RDMA&#xa0;: là, un groupe EP peut s&apos;étendre sur plusieurs nœuds et ce constat n&apos;apparaît pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An expert-rank capacity factor (paged stash) keeps a fixed-size receive buffer per expert rank; only the HybridEP and NCCL EP flex backends support it. Switch the dispatcher, or clear the capacity factor.</source>
        <translation>Un facteur de capacité par rang d&apos;expert (paged stash) conserve un tampon de réception de taille fixe par rang d&apos;expert&#xa0;; seuls les backends flex HybridEP et NCCL EP le prennent en charge. Changez de dispatcher, ou effacez le facteur de capacité.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core cannot split expert biases over an expert tensor-parallel group, so a model with linear biases needs --expert-tensor-parallel-size 1 (an unset ETP follows TP). Set ETP to 1 and shard experts by EP.</source>
        <translation>Megatron-Core ne sait pas répartir les biais des experts sur un groupe de parallélisme tensoriel d&apos;experts&#xa0;; un modèle avec des biais linéaires a donc besoin de --expert-tensor-parallel-size 1 (un ETP non défini suit TP). Réglez ETP sur 1 et répartissez les experts par EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With many experts the router&apos;s softmax and top-k are sensitive to rounding; Megatron-Core warns unless the router computes in FP32 (--moe-router-dtype fp32). The cost is tiny, since the speed-up of low precision comes from the expert GEMMs.</source>
        <translation>Avec beaucoup d&apos;experts, le softmax et le top-k du routeur sont sensibles aux arrondis&#xa0;; Megatron-Core émet un avertissement sauf si le routeur calcule en FP32 (--moe-router-dtype fp32). Le coût est minime, car l&apos;accélération de la basse précision provient des GEMM d&apos;experts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--moe-router-force-load-balancing ignores the router&apos;s choices and spreads tokens evenly. Throughput then looks better than real training would, and the loss means nothing. Use it only to measure speed.</source>
        <translation>--moe-router-force-load-balancing ignore les choix du routeur et répartit les tokens uniformément. Le débit paraît alors meilleur qu&apos;en entraînement réel, et la perte ne veut rien dire. Utilisez-le uniquement pour mesurer la vitesse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recipe says it runs on synthetic data or with optimizer or checkpoint paths disabled. Its speed is useful; its loss and convergence are not.</source>
        <translation>La recette indique qu&apos;elle s&apos;exécute sur des données synthétiques ou avec les chemins de l&apos;optimiseur ou des checkpoints désactivés. Sa vitesse est utile&#xa0;; sa perte et sa convergence ne le sont pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Hopper with TP or CP above 1 (and no EP overlap), tensor- and context-parallel communication only overlaps with compute in the intended order when the GPU uses a single hardware queue, so CUDA_DEVICE_MAX_CONNECTIONS must be 1. Megatron-LM checks it; Megatron-Bridge sets it. Exports write it; set it in the job environment too.</source>
        <translation>Sur Hopper, avec TP ou CP supérieur à 1 (et sans chevauchement EP), la communication de parallélisme tensoriel et de parallélisme de contexte ne chevauche le calcul dans l&apos;ordre prévu que si le GPU utilise une seule file matérielle&#xa0;; CUDA_DEVICE_MAX_CONNECTIONS doit donc valoir 1. Megatron-LM la vérifie&#xa0;; Megatron-Bridge la définit. Les exports l&apos;écrivent&#xa0;; définissez-la aussi dans l&apos;environnement de la tâche.</translation>
    </message>
</context>
<context>
    <name>rule_titles</name>
    <message>
        <location filename="../../core/rules/rule_explanations_layout.cpp" line="-288"/>
        <source>A parallel or batch size is zero or negative</source>
        <translation>Une taille de parallélisme ou de lot est nulle ou négative</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A layout size is out of range</source>
        <translation>Une taille de la disposition est hors limites</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert tensor parallelism is unset, so it follows TP</source>
        <translation>Le parallélisme de tenseur des experts n&apos;est pas défini, il suit donc TP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU count does not fit the attention mesh</source>
        <translation>Le nombre de GPU n&apos;est pas compatible avec le maillage d&apos;attention</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU count does not fit the expert mesh</source>
        <translation>Le nombre de GPU n&apos;est pas compatible avec le maillage des experts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rank order needs EDP equal to DP</source>
        <translation>Cet ordre des rangs exige EDP égal à DP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Global batch does not split into microbatches</source>
        <translation>Le lot global ne se divise pas en micro-lots</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence parallelism is on without TP</source>
        <translation>Le parallélisme de séquence est activé sans TP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experts are split by tensor parallelism</source>
        <translation>Les experts sont découpés par parallélisme de tenseur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Data parallelism squeezed to 1 (DP or expert EDP)</source>
        <translation>Parallélisme de données réduit à 1 (DP ou EDP des experts)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP with TP needs sequence parallelism</source>
        <translation>EP avec TP exige le parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attention heads do not divide by TP</source>
        <translation>Les têtes d&apos;attention ne sont pas divisibles par TP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Query groups and TP do not divide each other</source>
        <translation>Les groupes de requêtes et TP ne se divisent pas l&apos;un l&apos;autre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MLA model set up with query groups</source>
        <translation>Modèle MLA configuré avec des groupes de requêtes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A model size is missing or zero</source>
        <translation>Une taille du modèle est absente ou nulle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Linear-attention value heads do not divide by key heads</source>
        <translation>Les têtes de valeur de l&apos;attention linéaire ne sont pas divisibles par les têtes de clé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Linear-attention heads do not divide by TP x CP</source>
        <translation>Les têtes de l&apos;attention linéaire ne sont pas divisibles par TP x CP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert parallelism on a dense model</source>
        <translation>Parallélisme d&apos;experts sur un modèle dense</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experts do not divide by EP</source>
        <translation>Les experts ne sont pas divisibles par EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Experts do not divide into router groups</source>
        <translation>Les experts ne se répartissent pas dans les groupes du routeur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Router picks more groups than exist</source>
        <translation>Le routeur choisit plus de groupes qu&apos;il n&apos;en existe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence length does not divide by 2 x CP</source>
        <translation>La longueur de séquence n&apos;est pas divisible par 2 x CP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence is longer than the position embeddings</source>
        <translation>La séquence est plus longue que les plongements de position</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sequence is beyond the checkpoint&apos;s RoPE</source>
        <translation>Séquence au-delà du RoPE du checkpoint</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hierarchical CP needs its sizes</source>
        <translation>Le CP hiérarchique a besoin de ses tailles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hierarchical CP needs exactly two levels</source>
        <translation>Le CP hiérarchique exige exactement deux niveaux</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sliding-window attention needs a2a or allgather CP</source>
        <translation>L&apos;attention à fenêtre glissante exige un CP a2a ou allgather</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MLA needs p2p or a2a+p2p CP</source>
        <translation>MLA exige un CP p2p ou a2a+p2p</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A learnable or off-by-one softmax needs a2a CP</source>
        <translation>Un softmax apprenable ou off-by-one exige un CP a2a</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A learnable or off-by-one softmax cannot run FP8 attention under CP</source>
        <translation>Un softmax apprenable ou off-by-one ne peut pas exécuter l&apos;attention FP8 sous CP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All-to-all CP needs the heads per rank to divide by CP</source>
        <translation>Le CP all-to-all exige que les têtes par rang soient divisibles par CP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hierarchical CP sizes do not multiply to CP</source>
        <translation>Le produit des tailles CP hiérarchiques n&apos;est pas égal à CP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CP is not a power of two</source>
        <translation>CP n&apos;est pas une puissance de deux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each CP rank holds too few or too many tokens</source>
        <translation>Chaque rang CP détient trop peu ou trop de tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Virtual pipeline stages without a pipeline</source>
        <translation>Étages virtuels de pipeline sans pipeline</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Layers do not split evenly over the pipeline</source>
        <translation>Les couches ne se répartissent pas uniformément sur le pipeline</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uneven first and last stages do not add up</source>
        <translation>Les premier et dernier étages inégaux ne tombent pas juste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Embedding or loss counted as a layer does not split evenly</source>
        <translation>Avec le plongement ou la perte comptés comme couche, la répartition n&apos;est pas uniforme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pipeline layout string is invalid</source>
        <translation>La chaîne de disposition du pipeline est invalide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several pipeline placement modes at once</source>
        <translation>Plusieurs modes de placement du pipeline à la fois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline stages hold very different amounts of work</source>
        <translation>Les étages de pipeline portent des quantités de travail très différentes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too few microbatches to fill the pipeline</source>
        <translation>Trop peu de micro-lots pour remplir le pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved microbatch group size out of range</source>
        <translation>Taille de groupe de micro-lots entrelacés hors limites</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last microbatch group smaller than PP</source>
        <translation>Dernier groupe de micro-lots plus petit que PP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Large pipeline bubble</source>
        <translation>Bulle de pipeline importante</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor parallel group crosses the NVLink domain</source>
        <translation>Le groupe de parallélisme de tenseur dépasse le domaine NVLink</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel group crosses the NVLink domain</source>
        <translation>Le groupe de parallélisme d&apos;experts dépasse le domaine NVLink</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context parallel group crosses the NVLink domain</source>
        <translation>Le groupe de parallélisme de contexte dépasse le domaine NVLink</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Does not fit in GPU memory</source>
        <translation>Ne tient pas dans la mémoire du GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory is tight</source>
        <translation>La mémoire est serrée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fits closely: less headroom than the fragmentation allowance</source>
        <translation>Tient de justesse&#xa0;: marge inférieure à la tolérance de fragmentation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another way to fit in memory</source>
        <translation>Une autre façon de tenir en mémoire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The validator failed on this recipe</source>
        <translation>Le validateur a échoué sur cette recette</translation>
    </message>
    <message>
        <location filename="../../core/rules/rule_explanations_options.cpp" line="-260"/>
        <source>The Megatron-LM script cannot carry part of the model</source>
        <translation>Le script Megatron-LM ne peut pas exprimer une partie du modèle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>EP overlap is on without expert parallelism</source>
        <translation>Le chevauchement EP est activé sans parallélisme d&apos;experts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap needs the alltoall or flex dispatcher</source>
        <translation>Le chevauchement EP exige le dispatcher alltoall ou flex</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap with full recompute</source>
        <translation>Chevauchement EP avec recalculation complète</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap with the moe recompute module</source>
        <translation>Chevauchement EP avec le module de recalculation moe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap and shared-expert overlap together</source>
        <translation>Chevauchement EP et chevauchement des experts partagés ensemble</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap with more than one MTP layer</source>
        <translation>Chevauchement EP avec plus d&apos;une couche MTP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap with a pipeline needs virtual stages</source>
        <translation>Le chevauchement EP avec un pipeline exige des étages virtuels</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap with moe or mlp CUDA graphs</source>
        <translation>Chevauchement EP avec des graphes CUDA moe ou mlp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delayed wgrad compute needs EP overlap</source>
        <translation>Le calcul différé de wgrad exige le chevauchement EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap and delayed wgrad are both on</source>
        <translation>Le chevauchement EP et le wgrad différé sont tous deux activés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TP communication overlap has nothing to overlap</source>
        <translation>Le chevauchement des communications TP n&apos;a rien à chevaucher</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parameter-gather overlap is missing what it needs</source>
        <translation>Il manque au chevauchement de la collecte des paramètres ce dont il a besoin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gather with optimizer step needs parameter-gather overlap</source>
        <translation>La collecte avec l&apos;étape de l&apos;optimiseur exige le chevauchement de la collecte des paramètres</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gather with optimizer step needs the interleaved schedule</source>
        <translation>La collecte avec l&apos;étape de l&apos;optimiseur exige l&apos;ordonnancement entrelacé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA-graph scopes moe and moe_router together</source>
        <translation>Scopes de graphe CUDA moe et moe_router ensemble</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA-graph scope moe_preprocess needs moe_router</source>
        <translation>Le scope de graphe CUDA moe_preprocess exige moe_router</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphing the MoE block needs fixed token counts</source>
        <translation>Capturer le bloc MoE en graphe exige des nombres de tokens fixes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA graphs cannot capture layers under full recompute</source>
        <translation>Les graphes CUDA ne peuvent pas capturer des couches sous recalculation complète</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whole-step CUDA graph takes no scopes</source>
        <translation>Le graphe CUDA de l&apos;étape entière n&apos;accepte pas de scopes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whole-step CUDA graph with NaN checks</source>
        <translation>Graphe CUDA de l&apos;étape entière avec vérifications de NaN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation offload needs TE-scoped or whole-step graphs</source>
        <translation>L&apos;offloading des activations exige des graphes scopés TE ou de l&apos;étape entière</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A captured graph scope holds an offloaded module</source>
        <translation>Un scope de graphe capturé contient un module en offloading</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Offload modules listed while offloading is off</source>
        <translation>Modules en offloading listés alors que l&apos;offloading est désactivé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation offloading names no module</source>
        <translation>L&apos;offloading des activations ne nomme aucun module</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention projection offloaded without core attention</source>
        <translation>Offloading de la projection d&apos;attention sans celui du cœur de l&apos;attention</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert activations offloaded inside a recomputed MoE layer</source>
        <translation>Offloading des activations des experts dans une couche MoE recalculée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert activations offloaded under paged stash</source>
        <translation>Offloading des activations des experts avec le paged stash</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activation offload fraction outside 0 to 1</source>
        <translation>Fraction d&apos;offloading des activations hors de 0 à 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute needs a method and a layer count</source>
        <translation>La recalculation complète exige une méthode et un nombre de couches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective recompute takes no method or layer count</source>
        <translation>La recalculation sélective n&apos;accepte ni méthode ni nombre de couches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recomputing moe_act needs grouped GEMM</source>
        <translation>Recalculer moe_act exige le GEMM groupé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute module mla_up_proj needs an MLA model</source>
        <translation>Le module de recalculation mla_up_proj exige un modèle MLA</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recomputing shared experts with shared-expert overlap</source>
        <translation>Recalculation des experts partagés avec chevauchement des experts partagés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 delayed scaling cannot recompute these modules</source>
        <translation>La mise à l&apos;échelle différée FP8 ne permet pas de recalculer ces modules</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute costs about a third more compute</source>
        <translation>La recalculation complète coûte environ un tiers de calcul en plus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Selective recompute with no modules named</source>
        <translation>Recalculation sélective sans aucun module nommé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recomputing core_attn gains nothing with fused attention</source>
        <translation>Recalculer core_attn n&apos;apporte rien avec l&apos;attention fusionnée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FP8 parameter gather needs the distributed optimizer</source>
        <translation>La collecte des paramètres en FP8 exige l&apos;optimiseur distribué</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MXFP8 needs Blackwell GPUs</source>
        <translation>MXFP8 exige des GPU Blackwell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVFP4 needs FP4 tensor cores</source>
        <translation>NVFP4 exige des Tensor Cores FP4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer offload needs the precision-aware optimizer</source>
        <translation>L&apos;offloading de l&apos;optimiseur exige l&apos;optimiseur sensible à la précision (precision-aware)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DP x CP does not split into optimizer instances</source>
        <translation>DP x CP ne se divise pas en instances de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The allgather dispatcher sends every token everywhere</source>
        <translation>Le dispatcher allgather envoie chaque token partout</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-Bridge refuses DeepEP on this GPU</source>
        <translation>Megatron-Bridge refuse DeepEP sur ce GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flex dispatcher without an expert group</source>
        <translation>Dispatcher flex sans groupe d&apos;experts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HybridEP group is larger than the NVLink domain</source>
        <translation>Le groupe HybridEP est plus grand que le domaine NVLink</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paged stash needs HybridEP or NCCL EP</source>
        <translation>Le paged stash exige HybridEP ou NCCL EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MoE linear biases need ETP 1</source>
        <translation>Les biais des couches linéaires MoE exigent ETP 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Router runs without FP32</source>
        <translation>Le routeur tourne sans FP32</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forced load balancing: benchmark only</source>
        <translation>Équilibrage de charge forcé&#xa0;: benchmark uniquement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked as a benchmark-only run</source>
        <translation>Marquée comme exécution de benchmark uniquement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS must be 1 here</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS doit valoir 1 ici</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="+33"/>
        <source>%1 is %2; every size must be &gt;= 1</source>
        <translation>%1 vaut %2&#xa0;; chaque taille doit être &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set %1 to 1 or more</source>
        <translation>mettez %1 à 1 ou plus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a layout size is out of range (TP %1, CP %2, PP %3, VPP %4, EP %5, ETP %6, MBS %7, world %8, GBS %9)</source>
        <translation>une taille de la disposition est hors limites (TP %1, CP %2, PP %3, VPP %4, EP %5, ETP %6, MBS %7, nombre total de GPU %8, GBS %9)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>parallel sizes and MBS must be &lt;= %1; world, GBS and sequence length &lt;= %2</source>
        <translation>les tailles parallèles et le MBS doivent être &lt;= %1&#xa0;; le nombre total de GPU, le GBS et la longueur de séquence &lt;= %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>use %1 GPUs (valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%2, %3) = %4), or change %5</source>
        <translation>utilisez %1 GPU (les nombres totaux valides sont des multiples de lcm(TP·CP·PP, ETP·EP·PP) = lcm(%2, %3) = %4), ou changez %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3, or change %4</source>
        <translation>les nombres totaux de GPU valides sont des multiples de lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3, ou changez %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2), or change %3</source>
        <translation>les nombres totaux de GPU valides sont des multiples de lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2), ou changez %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>world %1 is not divisible by TP·CP·PP = %2 = %3</source>
        <translation>le nombre total de GPU %1 n&apos;est pas divisible par TP·CP·PP = %2 = %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>world %1 is not divisible by ETP·EP·PP = %2 = %3</source>
        <translation>le nombre total de GPU %1 n&apos;est pas divisible par ETP·EP·PP = %2 = %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>world %1 is not divisible by ETP·EP·PP = %2 = %3 (ETP unset, so ETP = TP)</source>
        <translation>le nombre total de GPU %1 n&apos;est pas divisible par ETP·EP·PP = %2 = %3 (ETP non défini, donc ETP = TP)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rank order %1 with PP %2 needs EDP == DP, but EDP %3 != DP %4</source>
        <translation>l&apos;ordre des rangs %1 avec PP %2 exige EDP == DP, mais EDP %3 != DP %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use the default order %1, or make ETP·EP equal TP·CP</source>
        <translation>utilisez l&apos;ordre par défaut %1, ou rendez ETP·EP égal à TP·CP</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global batch %1 is not divisible by MBS·DP = %2 = %3</source>
        <translation>le lot global %1 n&apos;est pas divisible par MBS·DP = %2 = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>set MBS to %1, which keeps the global batch %2, or the global batch to a multiple of %3, e.g. %4</source>
        <translation>réglez MBS à %1, ce qui garde le lot global %2, ou le lot global à un multiple de %3, par exemple %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the global batch to a multiple of %1, e.g. %2</source>
        <translation>réglez le lot global sur un multiple de %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP %1 with TP %2 needs sequence parallelism, and it is off</source>
        <translation>EP %1 avec TP %2 exige le parallélisme de séquence, qui est désactivé</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_overlap.cpp" line="+21"/>
        <source>EP overlap needs EP &gt; 1, but EP is %1</source>
        <translation>le chevauchement EP exige EP &gt; 1, mais EP vaut %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>raise EP, or turn EP overlap off</source>
        <translation>augmentez EP, ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap needs the %1 or %2 dispatcher, not %3</source>
        <translation>le chevauchement EP exige le dispatcher %1 ou %2, pas %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use the %1 (or a %2) dispatcher, or turn EP overlap off</source>
        <translation>utilisez le dispatcher %1 (ou un dispatcher %2), ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>EP overlap cannot be combined with full recompute</source>
        <translation>le chevauchement EP ne peut pas être combiné avec la recalculation complète</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use selective recompute, or turn EP overlap off</source>
        <translation>utilisez la recalculation sélective, ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap cannot be combined with the %1 recompute module</source>
        <translation>le chevauchement EP ne peut pas être combiné avec le module de recalculation %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>drop %1 from the recompute modules (%2 is fine), or turn EP overlap off</source>
        <translation>retirez %1 des modules de recalculation (%2 convient), ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP overlap cannot be combined with shared-expert overlap</source>
        <translation>le chevauchement EP ne peut pas être combiné avec le chevauchement des experts partagés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn shared-expert overlap off (A/B the two separately)</source>
        <translation>désactivez le chevauchement des experts partagés (comparez les deux séparément en A/B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap supports at most 1 MTP layer, model has %1</source>
        <translation>le chevauchement EP prend en charge au plus 1 couche MTP, le modèle en a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use 1 MTP layer, or turn EP overlap off</source>
        <translation>utilisez 1 couche MTP, ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>EP overlap with PP %1 needs virtual pipeline stages (VPP &gt; 1), VPP is %2</source>
        <translation>le chevauchement EP avec PP %1 exige des étages virtuels de pipeline (VPP &gt; 1), VPP vaut %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP %1 (%2 layers over PP·VPP %3), or turn EP overlap off</source>
        <translation>utilisez VPP %1 (%2 couches sur PP·VPP %3), ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>use VPP %1 with the embedding and the loss counted as layers in the pipeline split, or turn EP overlap off</source>
        <translation>utilisez VPP %1 en comptant l&apos;embedding et la perte comme des couches dans la répartition du pipeline, ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP %1 with the pipeline layout %2 (the layers spread evenly over PP·VPP %3 stages), or turn EP overlap off</source>
        <translation>utilisez VPP %1 avec la disposition du pipeline %2 (les couches réparties également sur PP·VPP %3 étages), ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>turn EP overlap off (no VPP of 2-8 splits the layers evenly here), or set VPP with a pipeline layout</source>
        <translation>désactivez le chevauchement EP (aucun VPP de 2 à 8 ne répartit les couches également ici), ou réglez VPP avec une disposition du pipeline</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>EP overlap cannot run with %1 or %2 CUDA-graph scopes</source>
        <translation>le chevauchement EP ne peut pas fonctionner avec les scopes de graphe CUDA %1 ou %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>graph %1/%2/%3 only, or turn EP overlap off</source>
        <translation>ne capturez en graphe que %1/%2/%3, ou désactivez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>delayed wgrad compute needs EP overlap, which is off</source>
        <translation>le calcul différé de wgrad exige le chevauchement EP, qui est désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn delay-wgrad off, or enable EP overlap</source>
        <translation>désactivez le calcul différé de wgrad, ou activez le chevauchement EP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>TP comm overlap has nothing to overlap at TP %1: Bridge disables it with a warning, Megatron-LM requires sequence parallelism (the launch-script export leaves %2 out)</source>
        <translation>le chevauchement des communications TP n&apos;a rien à chevaucher à TP %1&#xa0;: Bridge le désactive avec un avertissement, Megatron-LM exige le parallélisme de séquence (l&apos;export du script de lancement omet %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP comm overlap has nothing to overlap without sequence parallelism: Bridge disables it with a warning, Megatron-LM requires sequence parallelism (the launch-script export leaves %1 out)</source>
        <translation>le chevauchement des communications TP n&apos;a rien à chevaucher sans parallélisme de séquence&#xa0;: Bridge le désactive avec un avertissement, Megatron-LM exige le parallélisme de séquence (l&apos;export du script de lancement omet %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/rules/rules_world.cpp" line="+3"/>
        <source>turn sequence parallelism on</source>
        <translation>activez le parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn TP comm overlap off (nothing to overlap at TP 1)</source>
        <translation>désactivez le chevauchement des communications TP (rien à chevaucher à TP 1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>param-gather overlap without the distributed optimizer and grad-reduce overlap: Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>chevauchement de la collecte des paramètres sans l&apos;optimiseur distribué ni le chevauchement de la réduction des gradients&#xa0;: Megatron-Core l&apos;exécute sans effet (pas d&apos;all-gather des paramètres), le %1 de Megatron-LM le refuse (l&apos;export du script de lancement omet %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>param-gather overlap without the distributed optimizer: Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>chevauchement de la collecte des paramètres sans l&apos;optimiseur distribué&#xa0;: Megatron-Core l&apos;exécute sans effet (pas d&apos;all-gather des paramètres), le %1 de Megatron-LM le refuse (l&apos;export du script de lancement omet %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>param-gather overlap without grad-reduce overlap: Megatron-Core runs it, Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>chevauchement de la collecte des paramètres sans le chevauchement de la réduction des gradients&#xa0;: Megatron-Core l&apos;exécute, le %1 de Megatron-LM le refuse (l&apos;export du script de lancement omet %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>enable the distributed optimizer and grad-reduce overlap, or turn param-gather overlap off</source>
        <translation>activez l&apos;optimiseur distribué et le chevauchement de la réduction des gradients, ou désactivez le chevauchement de la collecte des paramètres</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>param gather with optimizer step needs param-gather overlap</source>
        <translation>la collecte des paramètres avec l&apos;étape de l&apos;optimiseur exige le chevauchement de la collecte des paramètres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable param-gather overlap, or turn this off</source>
        <translation>activez le chevauchement de la collecte des paramètres, ou désactivez cette option</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>param gather with optimizer step needs the interleaved schedule (VPP &gt; 1), VPP is %1</source>
        <translation>la collecte des paramètres avec l&apos;étape de l&apos;optimiseur exige l&apos;ordonnancement entrelacé (VPP &gt; 1), VPP vaut %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP &gt;= 2, or turn this off</source>
        <translation>utilisez VPP &gt;= 2, ou désactivez cette option</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="+7"/>
        <source>sequence parallelism is on with TP 1 (Megatron-Core&apos;s config, as Bridge builds it, rejects it; Megatron-LM turns it off)</source>
        <translation>le parallélisme de séquence est activé avec TP 1 (la configuration de Megatron-Core, telle que Bridge la construit, le refuse&#xa0;; Megatron-LM le désactive)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn sequence parallelism off, or use TP &gt; 1</source>
        <translation>désactivez le parallélisme de séquence, ou utilisez TP &gt; 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>distributed optimizer instances is %1; it must be &gt;= 1</source>
        <translation>le nombre d&apos;instances de l&apos;optimiseur distribué vaut %1&#xa0;; il doit être &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use 1 instance</source>
        <translation>utilisez 1 instance</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>DP·CP = %1 = %2 is not divisible by %3 distributed optimizer instances</source>
        <translation>DP·CP = %1 = %2 n&apos;est pas divisible par %3 instances de l&apos;optimiseur distribué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a number of instances that divides %1, e.g. 1</source>
        <translation>utilisez un nombre d&apos;instances qui divise %1, p. ex. 1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>hierarchical CP sizes %1 multiply to an invalid size, not CP %2</source>
        <translation>le produit des tailles CP hiérarchiques %1 est une taille invalide, pas CP %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hierarchical CP sizes %1 multiply to %2, not CP %3</source>
        <translation>le produit des tailles CP hiérarchiques %1 vaut %2, pas CP %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give inner and outer sizes whose product is CP %1 (inner inside the NVLink domain)</source>
        <translation>donnez des tailles interne et externe dont le produit vaut CP %1 (l&apos;interne dans le domaine NVLink)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 needs hierarchical CP sizes, none given</source>
        <translation>%1 %2 exige des tailles CP hiérarchiques, aucune n&apos;est donnée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set %1 to [inner, outer] with inner·outer = CP %2, or use %3</source>
        <translation>réglez %1 sur [interne, externe] avec interne·externe = CP %2, ou utilisez %3</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_cuda_graphs.cpp" line="+28"/>
        <source>CUDA-graph scope %1 already covers the router; %1 and %2 cannot both be captured</source>
        <translation>le scope de graphe CUDA %1 couvre déjà le routeur&#xa0;; %1 et %2 ne peuvent pas être capturés tous les deux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep %1 (drop-and-pad) or %2(+%3), not both</source>
        <translation>gardez %1 (drop-and-pad) ou %2(+%3), pas les deux</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CUDA-graph scope %1 needs %2 captured too</source>
        <translation>le scope de graphe CUDA %1 exige que %2 soit capturé aussi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add %1 to the graph scopes</source>
        <translation>ajoutez %1 aux scopes des graphes</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and pad-to-capacity); routing is dropless</source>
        <translation>le scope de graphe CUDA %1 exige un routage drop-and-pad (facteur de capacité et remplissage jusqu&apos;à la capacité)&#xa0;; le routage est sans abandon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and pad-to-capacity); routing is not padded</source>
        <translation>le scope de graphe CUDA %1 exige un routage drop-and-pad (facteur de capacité et remplissage jusqu&apos;à la capacité)&#xa0;; le routage n&apos;est pas rempli</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>graph %1+%2 instead (dropless), or set a capacity factor with padding</source>
        <translation>capturez plutôt %1+%2 en graphe (sans abandon), ou réglez un facteur de capacité avec remplissage</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CUDA graphs (%1) cannot capture layers under full recompute</source>
        <translation>les graphes CUDA (%1) ne peuvent pas capturer des couches sous recalculation complète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use selective recompute with graphs (or the %1 impl)</source>
        <translation>utilisez la recalculation sélective avec les graphes (ou l&apos;implémentation %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA-graph impl %1 captures the whole step and takes no module scopes</source>
        <translation>l&apos;implémentation de graphe CUDA %1 capture toute l&apos;étape et ne prend aucun scope de module</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clear the graph scopes</source>
        <translation>effacez les scopes des graphes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA-graph impl %1 cannot run with NaN checks on loss and gradients (host sync inside the graph)</source>
        <translation>l&apos;implémentation de graphe CUDA %1 ne peut pas fonctionner avec les vérifications de NaN sur la perte et les gradients (synchronisation avec l&apos;hôte dans le graphe)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>turn %1 off</source>
        <translation>désactivez %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fine-grained activation offloading runs with CUDA-graph impl %1 or %2 only, impl is %3</source>
        <translation>l&apos;offloading des activations à grain fin ne fonctionne qu&apos;avec l&apos;implémentation de graphe CUDA %1 ou %2, l&apos;implémentation est %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use impl %1 or %2, or turn activation offload off</source>
        <translation>utilisez l&apos;implémentation %1 ou %2, ou désactivez l&apos;offloading des activations</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a CUDA-graph scope captures an offloaded module (%1); Megatron-Core cannot offload inside a captured graph</source>
        <translation>un scope de graphe CUDA capture un module offloadé (%1)&#xa0;; Megatron-Core ne peut pas offloader dans un graphe capturé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drop the scope that holds the offloaded module, or offload other modules</source>
        <translation>retirez le scope qui contient le module offloadé, ou offloadez d&apos;autres modules</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_dispatcher.cpp" line="+28"/>
        <source>Megatron-Bridge refuses %1 on &apos;%2&apos; (it allows DeepEP on %3 and %4 only); Megatron-LM runs it</source>
        <translation>Megatron-Bridge refuse %1 sur «&#xa0;%2&#xa0;» (il n&apos;autorise DeepEP que sur %3 et %4)&#xa0;; Megatron-LM l&apos;exécute</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>for Megatron-Bridge use %1 (first choice on NVL72) or %2</source>
        <translation>pour Megatron-Bridge, utilisez %1 (premier choix sur NVL72) ou %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the %1 dispatcher needs ETP × EP &gt; 1, but ETP %2 × EP %3 = 1</source>
        <translation>le dispatcher %1 exige ETP × EP &gt; 1, mais ETP %2 × EP %3 = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use the %1 dispatcher, or raise EP</source>
        <translation>utilisez le dispatcher %1, ou augmentez EP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on &apos;%2&apos; needs EP &lt;= %3 (one NVLink domain), EP is %4</source>
        <translation>%1 sur «&#xa0;%2&#xa0;» exige EP &lt;= %3 (un domaine NVLink), EP vaut %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep EP within the NVL72 domain (&lt;= %1), or use %2</source>
        <translation>gardez EP dans le domaine NVL72 (&lt;= %1), ou utilisez %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>paged stash (expert-rank capacity factor) needs %1 or %2, dispatcher is %3</source>
        <translation>le stash paginé (facteur de capacité par rang d&apos;experts) exige %1 ou %2, le dispatcher est %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1, or clear the expert-rank capacity factor</source>
        <translation>utilisez %1, ou effacez le facteur de capacité par rang d&apos;experts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MoE linear biases need ETP 1, ETP is %1</source>
        <translation>les biais linéaires du MoE exigent ETP 1, ETP vaut %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE linear biases need ETP 1, ETP is %1 (unset, so ETP = TP)</source>
        <translation>les biais linéaires du MoE exigent ETP 1, ETP vaut %1 (non défini, donc ETP = TP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set ETP to 1 (shard experts by EP instead)</source>
        <translation>mettez ETP à 1 (répartissez plutôt les experts par EP)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_model_fit.cpp" line="+18"/>
        <source>attention heads is %1; it must be &gt;= 1</source>
        <translation>le nombre de têtes d&apos;attention vaut %1&#xa0;; il doit être &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set the model&apos;s attention head count</source>
        <translation>indiquez le nombre de têtes d&apos;attention du modèle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention heads %1 are not divisible by TP %2</source>
        <translation>les %1 têtes d&apos;attention ne sont pas divisibles par TP %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+39"/>
        <source>use a TP that divides %1, e.g. %2</source>
        <translation>utilisez un TP qui divise %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>MLA model has %1 query groups for %2 heads; MLA cannot be combined with group-query attention</source>
        <translation>le modèle MLA a %1 groupes de requêtes pour %2 têtes&#xa0;; MLA ne peut pas être combiné avec l&apos;attention à requêtes groupées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set query groups equal to the head count (%1) for MLA</source>
        <translation>pour MLA, réglez les groupes de requêtes sur le nombre de têtes (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>query groups is %1; it must be &gt;= 1</source>
        <translation>le nombre de groupes de requêtes vaut %1&#xa0;; il doit être &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set query groups (= heads for MHA)</source>
        <translation>indiquez les groupes de requêtes (= têtes pour MHA)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>query groups %1 are not divisible by TP %2: Megatron-Core splits the key/value heads over tensor parallelism (%3 / TP)</source>
        <translation>les groupes de requêtes %1 ne sont pas divisibles par TP %2&#xa0;: Megatron-Core répartit les têtes clé/valeur sur le parallélisme de tenseur (%3 / TP)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>EP %1 on a dense model (no routed experts)</source>
        <translation>EP %1 sur un modèle dense (sans experts routés)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set EP to 1 for a dense model</source>
        <translation>mettez EP à 1 pour un modèle dense</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>experts %1 are not divisible by EP %2</source>
        <translation>les %1 experts ne sont pas divisibles par EP %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use an EP that divides %1, e.g. %2</source>
        <translation>utilisez un EP qui divise %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>experts %1 are not divisible by router groups %2</source>
        <translation>les %1 experts ne sont pas divisibles par les %2 groupes du routeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a router group count that divides %1</source>
        <translation>utilisez un nombre de groupes du routeur qui divise %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>router group top-k %1 exceeds router groups %2</source>
        <translation>le top-k de groupes du routeur %1 dépasse les %2 groupes du routeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set group top-k to at most %1</source>
        <translation>réglez le top-k de groupes sur %1 au plus</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GDN key heads %1 / value heads %2 must both be &gt;= 1</source>
        <translation>les têtes de clé %1 / de valeur %2 du GDN doivent toutes deux être &gt;= 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set the GDN head counts</source>
        <translation>indiquez les nombres de têtes du GDN</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GDN value heads %1 are not divisible by key heads %2</source>
        <translation>les %1 têtes de valeur du GDN ne sont pas divisibles par les %2 têtes de clé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a value head count that is a multiple of %1</source>
        <translation>utilisez un nombre de têtes de valeur multiple de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GDN key heads %1 and value heads %2 must both be divisible by TP·CP = %3 = %4</source>
        <translation>les têtes de clé %1 et de valeur %2 du GDN doivent toutes deux être divisibles par TP·CP = %3 = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use TP·CP dividing %1</source>
        <translation>utilisez un TP·CP qui divise %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>sequence length %1 is not divisible by 2·CP = 2·%2 = %3</source>
        <translation>la longueur de séquence %1 n&apos;est pas divisible par 2·CP = 2·%2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a sequence length that is a multiple of %1, e.g. %2</source>
        <translation>utilisez une longueur de séquence multiple de %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>raise %1 to %2 (long-context recipes do); this checkpoint&apos;s YaRN scaling covers %3 tokens (%4 × factor %5), so training at %2 also needs a larger %6 (at least %7) or the model meets positions it has never seen</source>
        <translation>portez %1 à %2 (comme le font les recettes à contexte long)&#xa0;; la mise à l&apos;échelle YaRN de ce checkpoint couvre %3 jetons (%4 × facteur %5), donc l&apos;entraînement à %2 exige aussi un %6 plus grand (au moins %7), sinon le modèle rencontre des positions qu&apos;il n&apos;a jamais vues</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raise %1 to %2 (long-context recipes do); this checkpoint&apos;s rotary embeddings cover %3 tokens, so training at %2 also needs RoPE scaling (YaRN: %4 with %5 of at least %6) or the model meets positions it has never seen</source>
        <translation>portez %1 à %2 (comme le font les recettes à contexte long)&#xa0;; les plongements rotatifs de ce checkpoint couvrent %3 jetons, donc l&apos;entraînement à %2 exige aussi une mise à l&apos;échelle de RoPE (YaRN&#xa0;: %4 avec %5 d&apos;au moins %6), sinon le modèle rencontre des positions qu&apos;il n&apos;a jamais vues</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sequence length %1 exceeds %2 %3</source>
        <translation>la longueur de séquence %1 dépasse %2 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 = %2 and RoPE scaled with YaRN × %3 from %4</source>
        <translation>%1 = %2 et RoPE mis à l&apos;échelle avec YaRN × %3 depuis %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>sequence length %1 is beyond the %2 positions the %3 checkpoint&apos;s rotary embeddings cover, and RoPE is not scaled to it: the model meets positions it has never seen</source>
        <translation>la longueur de séquence %1 dépasse les %2 positions que couvrent les embeddings rotatifs du checkpoint %3, et le RoPE n’est pas mis à l’échelle&#xa0;: le modèle rencontre des positions qu’il n’a jamais vues</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scale RoPE with YaRN (%1, %2 of at least %3, %4 %5), or train at %6 tokens or fewer</source>
        <translation>mettez le RoPE à l’échelle avec YaRN (%1, %2 d’au moins %3, %4 %5), ou entraînez à %6 tokens ou moins</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RoPE scaled with YaRN × %1 from %2</source>
        <translation>RoPE mis à l&apos;échelle avec YaRN × %1 depuis %2</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>raise %1 to %2 (long-context recipes do)</source>
        <translation>portez %1 à %2 (comme le font les recettes à contexte long)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_pipeline.cpp" line="+41"/>
        <source>use exactly one of: a pipeline layout string, uneven first/last stage counts, or account-for-embedding/loss</source>
        <translation>utilisez exactement l&apos;un des modes&#xa0;: une chaîne de disposition du pipeline, des nombres de couches inégaux pour le premier/dernier étage, ou la prise en compte de l&apos;embedding/de la perte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix the layout string: one E first, one L last, %1 t, %2 m after all decoders, stage count a multiple of PP %3</source>
        <translation>corrigez la chaîne de disposition&#xa0;: un E au début, un L à la fin, %1 t, %2 m après tous les décodeurs, un nombre d&apos;étages multiple de PP %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose PP·VPP dividing %1 layers, or use uneven first/last stages or a layout string</source>
        <translation>choisissez un PP·VPP qui divise %1 couches, ou utilisez des premier/dernier étages inégaux ou une chaîne de disposition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adjust the stage layer counts so every PP rank&apos;s share divides by VPP %1</source>
        <translation>ajustez les nombres de couches des étages pour que la part de chaque rang PP soit divisible par VPP %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>VPP %1 needs pipeline parallelism, but PP is 1</source>
        <translation>VPP %1 exige le parallélisme de pipeline, mais PP vaut 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set VPP to 1, or use PP &gt; 1</source>
        <translation>mettez VPP à 1, ou utilisez PP &gt; 1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>pipeline ranks hold between %1 and %2 layers (decoder + MTP); the fullest stage paces the pipeline</source>
        <translation>les rangs du pipeline portent entre %1 et %2 couches (décodeur + MTP)&#xa0;; l&apos;étage le plus chargé impose son rythme au pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pipeline ranks hold between %1 and %2 decoder layers; the fullest stage paces the pipeline</source>
        <translation>les rangs du pipeline portent entre %1 et %2 couches de décodeur&#xa0;; l’étage le plus chargé impose son rythme au pipeline</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>even out the stages (uneven first/last counts or a layout string) so no rank carries more than ~25% over the lightest</source>
        <translation>équilibrez les étages (nombres inégaux pour le premier/dernier ou une chaîne de disposition) pour qu&apos;aucun rang ne porte plus de ~25 % de plus que le plus léger</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pipeline placement of %1 layers over PP %2 · VPP %3 fails: %4</source>
        <translation>le placement de %1 couches sur le pipeline PP %2 · VPP %3 échoue&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>interleaved 1F1B: the microbatch group size %1 must lie in [PP, m] = [%2, %3]; Megatron-Core raises &apos;%4&apos;</source>
        <translation>1F1B entrelacé&#xa0;: la taille de groupe de micro-lots %1 doit se situer dans [PP, m] = [%2, %3]&#xa0;; Megatron-Core lève «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interleaved 1F1B: the microbatch group size %1 (unset, so PP) must lie in [PP, m] = [%2, %3]; Megatron-Core raises &apos;%4&apos;</source>
        <translation>1F1B entrelacé&#xa0;: la taille de groupe de micro-lots %1 (non définie, donc PP) doit se situer dans [PP, m] = [%2, %3]&#xa0;; Megatron-Core lève «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>set the group size to %1 (between PP and m, leaving no short last group)</source>
        <translation>réglez la taille de groupe sur %1 (entre PP et m, sans dernier groupe trop court)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>raise the global batch to %1 (m = PP) and leave the group size unset</source>
        <translation>portez le lot global à %1 (m = PP) et laissez la taille de groupe non définie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>interleaved 1F1B: m = %1 microbatches in groups of %2 leave a last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its dependencies)</source>
        <translation>1F1B entrelacé&#xa0;: m = %1 micro-lots en groupes de %2 laissent un dernier groupe de %3, moins que PP = %4&#xa0;; Megatron-Core lève une RuntimeError (le dernier groupe bloquerait le pipeline sur ses dépendances)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>interleaved 1F1B: m = %1 microbatches in groups of %2 (unset, so PP) leave a last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its dependencies)</source>
        <translation>1F1B entrelacé&#xa0;: m = %1 micro-lots en groupes de %2 (non défini, donc PP) laissent un dernier groupe de %3, moins que PP = %4&#xa0;; Megatron-Core lève une RuntimeError (le dernier groupe bloquerait le pipeline sur ses dépendances)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the group size to %1 (m mod %1 = %2), or change the global batch so that m divides by the group size</source>
        <translation>réglez la taille de groupe sur %1 (m mod %1 = %2), ou changez le lot global pour que m soit divisible par la taille de groupe</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>only m = GBS/(MBS·DP) = %1 microbatches for PP %2; the pipeline never fills</source>
        <translation>seulement m = GBS/(MBS·DP) = %1 micro-lots pour PP %2&#xa0;; le pipeline ne se remplit jamais</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raise the global batch to at least %1 or lower PP</source>
        <translation>portez le lot global à au moins %1 ou réduisez PP</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>pipeline bubble (PP−1)/(VPP·m) = %1/(%2) = %3% of the bubble-free pipeline time (the Estimate gives its share of the step)</source>
        <translation>bulle de pipeline (PP−1)/(VPP·m) = %1/(%2) = %3 % du temps du pipeline sans bulle (l&apos;Estimation donne sa part de l&apos;étape)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>raise the global batch (more microbatches) or VPP, or lower PP</source>
        <translation>augmentez le lot global (plus de micro-lots) ou VPP, ou réduisez PP</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_precision.cpp" line="+15"/>
        <source>FP8/FP4 param gather needs the distributed optimizer, which is off</source>
        <translation>la collecte des paramètres en FP8/FP4 exige l&apos;optimiseur distribué, qui est désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable the distributed optimizer, or turn FP8 param gather off</source>
        <translation>activez l&apos;optimiseur distribué, ou désactivez la collecte des paramètres en FP8</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MXFP8 needs Blackwell block-scaled FP8; &apos;%1&apos; (%2) does not support it</source>
        <translation>MXFP8 exige le FP8 à mise à l&apos;échelle par blocs de Blackwell&#xa0;; «&#xa0;%1&#xa0;» (%2) ne le prend pas en charge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on Hopper use %1 or %2</source>
        <translation>sur Hopper, utilisez %1 ou %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>NVFP4 needs FP4 tensor cores; &apos;%1&apos; has none (fp4 peak %2 %3)</source>
        <translation>NVFP4 exige des cœurs tensoriels FP4&#xa0;; «&#xa0;%1&#xa0;» n&apos;en a pas (pic FP4 %2 %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1</source>
        <translation>utilisez %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use an FP8 recipe (%1 or %2)</source>
        <translation>utilisez une recette FP8 (%1 ou %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optimizer CPU offload needs the precision-aware optimizer, which is off</source>
        <translation>l&apos;offloading de l&apos;optimiseur vers le CPU exige l&apos;optimiseur tenant compte de la précision, qui est désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable the precision-aware optimizer</source>
        <translation>activez l&apos;optimiseur tenant compte de la précision</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_recompute.cpp" line="+16"/>
        <source>full recompute needs a method (%1/%2) and a layer count; got method %3, %4 layers</source>
        <translation>la recalculation complète exige une méthode (%1/%2) et un nombre de couches&#xa0;; reçu la méthode %3, %4 couches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set method %1 and %2 1 (recompute every layer), or use selective recompute</source>
        <translation>choisissez la méthode %1 et %2 1 (recalculer chaque couche), ou utilisez la recalculation sélective</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>selective recompute takes no method or layer count; got method %1, %2 layers</source>
        <translation>la recalculation sélective ne prend ni méthode ni nombre de couches&#xa0;; reçu la méthode %1, %2 couches</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clear method and %1 for selective recompute</source>
        <translation>effacez la méthode et %1 pour la recalculation sélective</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recompute module %1 needs grouped GEMM, which is off</source>
        <translation>le module de recalculation %1 exige le GEMM groupé, qui est désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn grouped GEMM on, or drop %1</source>
        <translation>activez le GEMM groupé, ou retirez %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>recompute module %1 needs MLA attention; model &apos;%2&apos; uses GQA</source>
        <translation>le module de recalculation %1 exige l&apos;attention MLA&#xa0;; le modèle «&#xa0;%2&#xa0;» utilise GQA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1 from the recompute modules</source>
        <translation>retirez %1 des modules de recalculation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>recompute module %1 cannot be combined with shared-expert overlap</source>
        <translation>le module de recalculation %1 ne peut pas être combiné avec le chevauchement des experts partagés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn shared-expert overlap off, or drop %1</source>
        <translation>désactivez le chevauchement des experts partagés, ou retirez %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FP8 delayed scaling cannot recompute %1 (needs current/blockwise/MX scaling)</source>
        <translation>la mise à l&apos;échelle différée FP8 ne peut pas recalculer %1 (il faut une mise à l&apos;échelle courante/par blocs/MX)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1 or %2, or drop %3</source>
        <translation>utilisez %1 ou %2, ou retirez %3</translation>
    </message>
    <message>
        <location filename="../../core/export/megatron_args_export.cpp" line="+57"/>
        <source>Megatron-LM launch script: gated %1 MLP has no Megatron-LM flag: this script trains a gated SiLU (%2); the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: le MLP %1 à porte n&apos;a pas de flag Megatron-LM&#xa0;: ce script entraîne une SiLU à porte (%2)&#xa0;; le YAML Bridge la porte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-LM launch script: %1 MLP has no Megatron-LM flag: this script trains plain %2; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: le MLP %1 n&apos;a pas de flag Megatron-LM&#xa0;: ce script entraîne un %2 simple&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Megatron-LM launch script: YaRN %1 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute une plage arrondie)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute %2), %3 (exécute une plage arrondie)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute %2), %3 (exécute %4), %5 (exécute une plage arrondie)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs %6), %7 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute %2), %3 (exécute %4), %5 (exécute %6), %7 (exécute une plage arrondie)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute %2)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute %2), %3 (exécute %4)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs %6): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: YaRN %1 (exécute %2), %3 (exécute %4), %5 (exécute %6)&#xa0;: Megatron-LM n&apos;a pas de flag pour cela&#xa0;; le YAML Bridge le porte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Megatron-LM launch script: %1 takes an integer: %2 rounded</source>
        <translation>Script de lancement Megatron-LM&#xa0;: %1 n&apos;accepte qu&apos;un entier&#xa0;: %2 arrondi</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Megatron-LM launch script: YaRN scaling (factor %1, original length %2) has no %3 flag for non-MLA attention: this script trains plain RoPE at that base; the Bridge YAML (%4) carries it</source>
        <translation>Script de lancement Megatron-LM&#xa0;: la mise à l&apos;échelle YaRN (facteur %1, longueur d&apos;origine %2) n&apos;a pas de flag %3 pour une attention autre que MLA&#xa0;: ce script entraîne une RoPE simple à cette base&#xa0;; le YAML Bridge (%4) la porte</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_activation_offload.cpp" line="+46"/>
        <source>offload modules are listed but fine-grained activation offloading is off: nothing is offloaded</source>
        <translation>des modules d&apos;offloading sont listés mais l&apos;offloading fin des activations est désactivé&#xa0;: rien n&apos;est offloadé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn activation offloading on, or clear the module list</source>
        <translation>activez l&apos;offloading des activations, ou videz la liste des modules</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fine-grained activation offloading needs at least one offload module, none is named</source>
        <translation>l&apos;offloading fin des activations exige au moins un module d&apos;offloading, aucun n&apos;est nommé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>name the modules whose inputs go to the host, e.g. %1</source>
        <translation>nommez les modules dont les entrées partent vers l&apos;hôte, par exemple %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is offloaded without %2: %1&apos;s input is core attention&apos;s output, which core attention&apos;s backward still needs</source>
        <translation>%1 est offloadé sans %2&#xa0;: l&apos;entrée de %1 est la sortie du cœur de l&apos;attention, dont le backward du cœur de l&apos;attention a encore besoin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>offload %1 as well, or drop %2</source>
        <translation>offloadez aussi %1, ou retirez %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>offloads %1 inside the MoE layer that &apos;%2&apos; recompute re-runs whole</source>
        <translation>offloade %1 dans la couche MoE que la recalculation «&#xa0;%2&#xa0;» réexécute entièrement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1 from the offload modules, or &apos;%2&apos; from the recompute modules</source>
        <translation>retirez %1 des modules d&apos;offloading, ou «&#xa0;%2&#xa0;» des modules de recalculation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>offloads %1 with paged stash (expert-rank capacity factor %2), which already holds those activations</source>
        <translation>offloade %1 avec le paged stash (facteur de capacité par rang d&apos;experts %2), qui conserve déjà ces activations</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drop %1 from the offload modules, or clear the expert-rank capacity factor</source>
        <translation>retirez %1 des modules d&apos;offloading, ou effacez le facteur de capacité par rang d&apos;experts</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>activation offload fraction %1 is outside [0, 1]</source>
        <translation>la fraction d&apos;offloading des activations %1 est hors de [0, 1]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a fraction between 0 and 1</source>
        <translation>utilisez une fraction entre 0 et 1</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_advice.cpp" line="+40"/>
        <source>ETP is unset, so ETP defaults to TP (%1), not 1; the expert mesh is ETP·EP·EDP·PP = %2</source>
        <translation>ETP n&apos;est pas défini, donc ETP vaut TP par défaut (%1), pas 1&#xa0;; le maillage des experts est ETP·EP·EDP·PP = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write ETP explicitly; ETP 1 (experts sharded by EP, not TP) is the usual choice</source>
        <translation>écrivez ETP explicitement&#xa0;; ETP 1 (experts répartis par EP, pas par TP) est le choix habituel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETP %1 splits every expert GEMM over TP ranks</source>
        <translation>ETP %1 répartit chaque GEMM d&apos;expert sur des rangs TP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prefer EP over TP for experts (ETP 1); fold once attention and experts want different meshes</source>
        <translation>préférez EP à TP pour les experts (ETP 1)&#xa0;; passez au Parallel Folding quand l&apos;attention et les experts veulent des maillages différents</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DP squeezed: DP = 1 (DP %1)</source>
        <translation>DP écrasé&#xa0;: DP = 1 (DP %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: DP = 1 (DP %1, EDP %2)</source>
        <translation>DP écrasé&#xa0;: DP = 1 (DP %1, EDP %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: DP and EDP = 1 (DP %1, EDP %2)</source>
        <translation>DP écrasé&#xa0;: DP et EDP = 1 (DP %1, EDP %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: EDP = 1 (DP %1, EDP %2)</source>
        <translation>DP écrasé&#xa0;: EDP = 1 (DP %1, EDP %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep data parallelism alive: add GPUs or shrink model parallelism where memory allows</source>
        <translation>gardez le parallélisme de données&#xa0;: ajoutez des GPU ou réduisez le parallélisme du modèle là où la mémoire le permet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keep ETP·EP &lt;= %1 and dividing it; the %2 dispatcher in use is already built for it</source>
        <translation>gardez ETP·EP &lt;= %1 et divisant ce nombre&#xa0;; le dispatcher %2 utilisé est déjà conçu pour cela</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or A/B %2 against the %3 in use</source>
        <translation>gardez ETP·EP &lt;= %1 et divisant ce nombre, ou comparez en A/B %2 au %3 utilisé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or A/B %2 or %3 against the %4 in use</source>
        <translation>gardez ETP·EP &lt;= %1 et divisant ce nombre, ou comparez en A/B %2 ou %3 au %4 utilisé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or use a dispatcher built for cross-domain EP (%2 or %3)</source>
        <translation>gardez ETP·EP &lt;= %1 et divisant ce nombre, ou utilisez un dispatcher conçu pour l&apos;EP entre domaines (%2 ou %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention</source>
        <translation>gardez le groupe CP dans le domaine NVLink (CP &lt;= %1)&#xa0;: Transformer Engine refuse l&apos;anneau %2 pour l&apos;attention à fenêtre glissante de ce modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, MLA</source>
        <translation>gardez le groupe CP dans le domaine NVLink (CP &lt;= %1)&#xa0;: Transformer Engine refuse l&apos;anneau %2 pour l&apos;attention à fenêtre glissante, MLA de ce modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s %3 softmax</source>
        <translation>gardez le groupe CP dans le domaine NVLink (CP &lt;= %1)&#xa0;: Transformer Engine refuse l&apos;anneau %2 pour le softmax %3 de ce modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, %3 softmax</source>
        <translation>gardez le groupe CP dans le domaine NVLink (CP &lt;= %1)&#xa0;: Transformer Engine refuse l&apos;anneau %2 pour l&apos;attention à fenêtre glissante, softmax %3 de ce modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s MLA, %3 softmax</source>
        <translation>gardez le groupe CP dans le domaine NVLink (CP &lt;= %1)&#xa0;: Transformer Engine refuse l&apos;anneau %2 pour MLA, softmax %3 de ce modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, MLA, %3 softmax</source>
        <translation>gardez le groupe CP dans le domaine NVLink (CP &lt;= %1)&#xa0;: Transformer Engine refuse l&apos;anneau %2 pour l&apos;attention à fenêtre glissante, MLA, softmax %3 de ce modèle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante de ce modèle à TP %2 que jusqu&apos;à CP %3 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention at TP %2 only up to CP %3</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante de ce modèle à TP %2 que jusqu&apos;à CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante, MLA de ce modèle à TP %2 que jusqu&apos;à CP %3 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA at TP %2 only up to CP %3</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante, MLA de ce modèle à TP %2 que jusqu&apos;à CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute le softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s %4 softmax at TP %2 only up to CP %3</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute le softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante, softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, %4 softmax at TP %2 only up to CP %3</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante, softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s MLA, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute MLA, softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s MLA, %4 softmax at TP %2 only up to CP %3</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute MLA, softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante, MLA, softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3 (avec %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA, %4 softmax at TP %2 only up to CP %3</source>
        <translation>partez de CP ≈ s/4096 arrondi à une puissance de deux&#xa0;: CP %1, mais Transformer Engine n&apos;exécute l&apos;attention à fenêtre glissante, MLA, softmax %4 de ce modèle à TP %2 que jusqu&apos;à CP %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>TP group of %1 leaves the NVLink domain of %2 GPUs (%3 of %4 groups cross)</source>
        <translation>le groupe TP de %1 sort du domaine NVLink de %2 GPU (%3 groupes sur %4 le traversent)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep TP within one NVLink domain (TP &lt;= %1 and dividing it)</source>
        <translation>gardez le TP dans un seul domaine NVLink (TP &lt;= %1 et divisant ce nombre)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); ~%7% of EP traffic crosses the network</source>
        <translation>ETP·EP = %1 = %2 sort du domaine NVLink de %3 GPU (%4 groupes sur %5 le traversent pour %6)&#xa0;; ~%7&#xa0;% du trafic EP passe par le réseau</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); the group fits a domain but %3 is not a multiple of ETP·EP, so some groups straddle two</source>
        <translation>ETP·EP = %1 = %2 sort du domaine NVLink de %3 GPU (%4 groupes sur %5 le traversent pour %6)&#xa0;; le groupe tient dans un domaine, mais %3 n&apos;est pas un multiple de ETP·EP, donc certains groupes chevauchent deux domaines</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>place a multiple of ETP·EP = %1 GPUs in each NVLink domain (e.g. %2 of %3 per rack, as Slurm&apos;s %4 does), so every group stays inside one; the grid packs ranks %3 to a domain</source>
        <translation>placez un multiple de ETP·EP = %1 GPU dans chaque domaine NVLink (par exemple %2 sur %3 par rack, comme le fait %4 de Slurm), pour que chaque groupe reste dans un seul&#xa0;; la grille range les rangs par %3 dans un domaine</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CP group of %1 uses %2 but leaves the NVLink domain (%3 of %4 groups cross)</source>
        <translation>le groupe CP de %1 utilise %2 mais sort du domaine NVLink (%3 groupes sur %4 le traversent)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>use %1 across nodes, or %2 with the %3 part inside the domain</source>
        <translation>utilisez %1 entre les nœuds, ou %2 avec la partie %3 dans le domaine</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>CP %1 is not a power of two</source>
        <translation>CP %1 n&apos;est pas une puissance de deux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use a power-of-two CP, e.g. %1</source>
        <translation>utilisez un CP puissance de deux, par exemple %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>each CP rank holds s/CP = %1/%2 = %3 tokens, far from the 4–8K sweet spot</source>
        <translation>chaque rang CP détient s/CP = %1/%2 = %3 tokens, loin de la zone idéale de 4–8K</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 experts routed without an FP32 router</source>
        <translation>%1 experts routés sans routeur FP32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set the router dtype to %1 (numerical stability; FP8 wins come from the expert GEMMs)</source>
        <translation>réglez le type de données du routeur sur %1 (stabilité numérique&#xa0;; les gains FP8 viennent des GEMM des experts)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>forced load balancing makes the run benchmark-only: it changes routing and proves nothing about convergence</source>
        <translation>l&apos;équilibrage de charge forcé rend l&apos;exécution «&#xa0;benchmark uniquement&#xa0;»&#xa0;: il change le routage et ne prouve rien sur la convergence</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use it only for kernel/throughput studies; turn it off for training-equivalent runs</source>
        <translation>ne l&apos;utilisez que pour des études de kernels/débit&#xa0;; désactivez-le pour les exécutions équivalentes à l&apos;entraînement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run is marked benchmark-only (synthetic data or disabled optimizer/checkpoint paths)</source>
        <translation>l&apos;exécution est marquée «&#xa0;benchmark uniquement&#xa0;» (données synthétiques ou chemins d&apos;optimiseur/checkpoint désactivés)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>do not use its numbers as training-equivalent evidence</source>
        <translation>n&apos;utilisez pas ses chiffres comme preuve équivalente à l&apos;entraînement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 dispatcher (MLM default) with EP %2 moves every token to every EP rank</source>
        <translation>le dispatcher %1 (par défaut dans MLM) avec EP %2 envoie chaque token à chaque rang EP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 for bring-up, then A/B %2 and %3</source>
        <translation>utilisez %1 pour la mise en route, puis comparez en A/B %2 et %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>full recompute re-runs the forward of %1 layer(s) per chunk (~1/3 more compute)</source>
        <translation>la recalculation complète réexécute le forward de %1 couche(s) par bloc (~1/3 de calcul en plus)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>try selective recompute first (%1); it keeps throughput near the no-recompute baseline</source>
        <translation>essayez d&apos;abord la recalculation sélective (%1)&#xa0;; elle garde le débit proche de la ligne de base sans recalculation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>selective recompute with no module named: Megatron then recomputes its default module, %1, which gains nothing with fused attention</source>
        <translation>recalculation sélective sans module nommé&#xa0;: Megatron recalcule alors son module par défaut, %1, qui ne gagne rien avec l&apos;attention fusionnée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>name the modules to recompute (%1, ...), or turn recompute off</source>
        <translation>nommez les modules à recalculer (%1, ...), ou désactivez la recalculation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>recompute module %1 gains nothing with fused attention and is costly at sequence length %2</source>
        <translation>le module de recalculation %1 ne gagne rien avec l&apos;attention fusionnée et coûte cher à la longueur de séquence %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recompute module %1 gains nothing with fused attention</source>
        <translation>le module de recalculation %1 ne gagne rien avec l&apos;attention fusionnée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1; recompute %2 instead</source>
        <translation>retirez %1&#xa0;; recalculez plutôt %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP overlap and delayed wgrad are both on; combined they can regress</source>
        <translation>le chevauchement EP et le wgrad différé sont tous deux activés&#xa0;; combinés, ils peuvent régresser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A/B plain EP overlap and delayed wgrad separately before keeping both</source>
        <translation>comparez en A/B le chevauchement EP seul et le wgrad différé séparément avant de garder les deux</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_context_parallel_attention.cpp" line="+56"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour l&apos;attention de ce modèle à TP·CP = %3&#xa0;; %2 déplace toutes les têtes, donc gardez le groupe CP dans le domaine NVLink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s attention at TP·CP = %3</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour l&apos;attention de ce modèle à TP·CP = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour l&apos;attention à fenêtre glissante de ce modèle à TP·CP = %3&#xa0;; %2 déplace toutes les têtes, donc gardez le groupe CP dans le domaine NVLink</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention at TP·CP = %3</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour l&apos;attention à fenêtre glissante de ce modèle à TP·CP = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s MLA at TP·CP = %3</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour la MLA de ce modèle à TP·CP = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour le softmax %4 de ce modèle à TP·CP = %3&#xa0;; %2 déplace toutes les têtes, donc gardez le groupe CP dans le domaine NVLink</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention, %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>utilisez %1 %2&#xa0;: le type que Transformer Engine accepte pour l&apos;attention à fenêtre glissante, softmax %4 de ce modèle à TP·CP = %3&#xa0;; %2 déplace toutes les têtes, donc gardez le groupe CP dans le domaine NVLink</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no %1 serves sliding-window attention, MLA at TP·CP = %2: use CP 1</source>
        <translation>aucun %1 ne sert l&apos;attention à fenêtre glissante, MLA à TP·CP = %2&#xa0;: utilisez CP 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 serves %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>aucun %1 ne sert le softmax %3 à TP·CP = %2&#xa0;: utilisez CP 1, ou un TP·CP où les têtes de requête et de clé par rang TP sont divisibles par CP (a2a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves sliding-window attention, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>aucun %1 ne sert l&apos;attention à fenêtre glissante, softmax %3 à TP·CP = %2&#xa0;: utilisez CP 1, ou un TP·CP où les têtes de requête et de clé par rang TP sont divisibles par CP (a2a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>aucun %1 ne sert MLA, softmax %3 à TP·CP = %2&#xa0;: utilisez CP 1, ou un TP·CP où les têtes de requête et de clé par rang TP sont divisibles par CP (a2a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves sliding-window attention, MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>aucun %1 ne sert l&apos;attention à fenêtre glissante, MLA, softmax %3 à TP·CP = %2&#xa0;: utilisez CP 1, ou un TP·CP où les têtes de requête et de clé par rang TP sont divisibles par CP (a2a)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 softmax with FP8 attention at CP %2: Transformer Engine runs this softmax under CP only in BF16 attention</source>
        <translation>softmax %1 avec l&apos;attention FP8 à CP %2&#xa0;: Transformer Engine n&apos;exécute ce softmax sous CP qu&apos;avec une attention BF16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turn FP8 attention off (%1); the GEMMs stay FP8</source>
        <translation>désactivez l&apos;attention FP8 (%1)&#xa0;; les GEMM restent en FP8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 with %3 hierarchical CP sizes (%4): Transformer Engine takes exactly two levels, [%5 inner, %6 outer]</source>
        <translation>%1 %2 avec %3 tailles CP hiérarchiques (%4)&#xa0;: Transformer Engine prend exactement deux niveaux, [%5 interne, %6 externe]</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sliding-window attention (window %1) with CP %2 over %3 %4: Transformer Engine runs a sliding window only over %5 or %6</source>
        <translation>attention à fenêtre glissante (fenêtre %1) avec CP %2 sur %3 %4&#xa0;: Transformer Engine n&apos;exécute une fenêtre glissante que sur %5 ou %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MLA (k head dim %1, v head dim %2) with CP %3 over %4 %5: Transformer Engine runs MLA only over %6 or %7</source>
        <translation>MLA (dimension de tête k %1, dimension de tête v %2) avec CP %3 sur %4 %5&#xa0;: Transformer Engine n&apos;exécute la MLA que sur %6 ou %7</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 softmax with CP %2 over %3 %4: Transformer Engine runs a non-vanilla softmax only over %5 (fused attention)</source>
        <translation>softmax %1 avec CP %2 sur %3 %4&#xa0;: Transformer Engine n&apos;exécute un softmax non vanilla que sur %5 (attention fusionnée)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 splits the heads over its inner %3 level of %4, but TP %5 leaves %6 query and %7 key heads per rank, not both divisible by %4</source>
        <translation>%1 %2 répartit les têtes sur son niveau %3 interne de %4, mais TP %5 laisse %6 têtes de requête et %7 têtes de clé par rang, pas toutes deux divisibles par %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 splits the heads over CP %3, but TP %4 leaves %5 query and %6 key heads per rank, not both divisible by %3</source>
        <translation>%1 %2 répartit les têtes sur CP %3, mais TP %4 laisse %5 têtes de requête et %6 têtes de clé par rang, pas toutes deux divisibles par %3</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_environment.cpp" line="+19"/>
        <source>on Hopper with TP %1 / CP %2 %3 must be 1 and the input does not set it: Bridge sets it itself, Megatron-LM asserts it; exports write %4</source>
        <translation>sur Hopper avec TP %1 / CP %2, %3 doit valoir 1 et l&apos;entrée ne le définit pas&#xa0;: Bridge le définit lui-même, Megatron-LM l&apos;exige par une assertion&#xa0;; les exports écrivent %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>set %1 in the job environment</source>
        <translation>définissez %1 dans l&apos;environnement du job</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on Hopper with TP %1 / CP %2 %3 must be 1, it is %4</source>
        <translation>sur Hopper avec TP %1 / CP %2, %3 doit valoir 1, il vaut %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set %1</source>
        <translation>définissez %1</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_export_fidelity.cpp" line="+16"/>
        <source>export the Bridge YAML, which carries it, or add the setting to the job by hand</source>
        <translation>exportez le YAML Bridge, qui le porte, ou ajoutez le réglage au job à la main</translation>
    </message>
</context>
<context>
    <name>run_window</name>
    <message>
        <location filename="../../core/logs/steady_window.cpp" line="+103"/>
        <location line="+225"/>
        <source>no iteration lines in the training log</source>
        <translation>aucune ligne d&apos;itération dans le journal d&apos;entraînement</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>empty window %1-%2</source>
        <translation>fenêtre vide %1-%2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no printed line covers iterations %1-%2 (the log prints iterations %3)</source>
        <translation>aucune ligne imprimée ne couvre les itérations %1-%2 (le journal imprime les itérations %3)</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>iterations %1-%2, the usual steady window</source>
        <translation>itérations %1-%2, la fenêtre stable habituelle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log prints iterations %1, not %2-%3</source>
        <translation>le journal imprime les itérations %1, pas %2-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>iterations %1-%2, the only printed line, which includes warm-up (%3)</source>
        <translation>itérations %1-%2, la seule ligne imprimée, qui inclut le préchauffage (%3)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the first printed line, iteration %1</source>
        <translation>la première ligne imprimée, itération %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first printed line and iterations 1-%1</source>
        <translation>la première ligne imprimée et les itérations 1-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>iterations %1-%2, the last %3 printed iterations (warm-up skipped: %4); %5</source>
        <translation>itérations %1-%2, les %3 dernières itérations imprimées (préchauffage ignoré&#xa0;: %4)&#xa0;; %5</translation>
    </message>
</context>
<context>
    <name>schedule</name>
    <message>
        <location filename="../../core/schedule/prediction_comparison.cpp" line="+175"/>
        <source>the measured trace has %1 rank(s), the prediction %2 pipeline rank(s); figures are averages per device</source>
        <translation>la trace mesurée a %1 rang(s), la prédiction %2 rang(s) de pipeline&#xa0;; les chiffres sont des moyennes par appareil</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <location filename="../../core/search/layout_search.cpp" line="+93"/>
        <source>no recompute</source>
        <translation>sans recalculation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>recalculation complète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective [%1]</source>
        <translation>recalculation sélective [%1]</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>%1 + optimizer offload %2%</source>
        <translation>%1 + offloading de l&apos;optimiseur %2&#xa0;%</translation>
    </message>
    <message>
        <location line="+303"/>
        <source>The best has a warning the runner-up has not (&quot;%1&quot;): with a tie, prefer the runner-up unless that is intended.</source>
        <translation>Le meilleur a un avertissement que le deuxième n&apos;a pas («&#xa0;%1&#xa0;»)&#xa0;: à égalité, préférez le deuxième, sauf si c&apos;est voulu.</translation>
    </message>
    <message>
        <location filename="../../core/search/search_explanation.cpp" line="+64"/>
        <source>outside the calibration: %1</source>
        <translation>hors du calibrage&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>compute (incl. recompute)</source>
        <translation>calcul (recalculation comprise)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed TP communication</source>
        <translation>communication TP exposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed CP communication</source>
        <translation>communication CP exposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed EP communication</source>
        <translation>communication EP exposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed PP communication</source>
        <translation>communication PP exposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed DP communication</source>
        <translation>communication DP exposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host overhead</source>
        <translation>overhead de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline bubble</source>
        <translation>bulle de pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer step</source>
        <translation>étape de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer offload</source>
        <translation>offloading de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The runner-up (%1) ties with the best (%2): the same estimated step time (%3 s) and tokens/s/GPU; the best is listed first by its smaller layout key only.</source>
        <translation>Le deuxième (%1) est à égalité avec le meilleur (%2)&#xa0;: même temps d&apos;étape estimé (%3 s) et mêmes tokens/s/GPU&#xa0;; le meilleur n&apos;est classé premier que par sa clé de disposition plus petite.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3) with no single larger component: its step covers fewer tokens per GPU (%4 vs %5 tokens/s/GPU).</source>
        <translation>Le deuxième (%1) est plus lent de %2&#xa0;% que le meilleur (%3) sans composante plus grande&#xa0;: son étape couvre moins de tokens par GPU (%4 contre %5 tokens/s/GPU).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger, most of it made up by smaller other parts (%6 s) (step %7 s vs %8 s).</source>
        <translation>Le deuxième (%1) est plus lent de %2&#xa0;% que le meilleur (%3)&#xa0;: son poste «&#xa0;%4&#xa0;» est plus grand de %5 s par étape, compensés en majeure partie par d&apos;autres parties plus petites (%6 s) (étape de %7 s contre %8 s).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger (step %6 s vs %7 s).</source>
        <translation>Le deuxième (%1) est plus lent de %2&#xa0;% que le meilleur (%3)&#xa0;: son poste «&#xa0;%4&#xa0;» est plus grand de %5 s par étape (étape de %6 s contre %7 s).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is within the model&apos;s uncertainty (%1, %2): a tie; measure both before choosing.</source>
        <translation>C&apos;est dans l&apos;incertitude du modèle (%1, %2)&#xa0;: égalité&#xa0;; mesurez les deux avant de choisir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Within 1 %: a tie; measure both before choosing.</source>
        <translation>À moins de 1&#xa0;%&#xa0;: égalité&#xa0;; mesurez les deux avant de choisir.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1, and DP must divide the global batch (%5): choose a GPU count or a global batch that agree</source>
        <translation>aucun maillage parallèle ne découpe %1 GPU&#xa0;: TP, CP et PP sont des puissances de deux (TP dans un domaine NVLink et divisant les %2 têtes d&apos;attention, 2·CP divisant la séquence de %3, PP au plus les %4 couches), donc DP = GPU ÷ (TP·CP·PP) garde tout facteur impair de %1, et DP doit diviser le lot global (%5)&#xa0;: choisissez un nombre de GPU ou un lot global qui s&apos;accordent</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1</source>
        <translation>aucun maillage parallèle ne découpe %1 GPU&#xa0;: TP, CP et PP sont des puissances de deux (TP dans un domaine NVLink et divisant les %2 têtes d&apos;attention, 2·CP divisant la séquence de %3, PP au plus les %4 couches), donc DP = GPU ÷ (TP·CP·PP) garde tout facteur impair de %1</translation>
    </message>
    <message>
        <location filename="../../core/search/search_request.cpp" line="+30"/>
        <source>DP overlap grad-reduce + param-gather</source>
        <translation>chevauchement DP grad-reduce + param-gather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DP overlap grad-reduce only</source>
        <translation>chevauchement DP grad-reduce seul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DP overlap param-gather only</source>
        <translation>chevauchement DP param-gather seul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no DP overlap</source>
        <translation>sans chevauchement DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP overlap</source>
        <translation>chevauchement TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no TP overlap</source>
        <translation>sans chevauchement TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP overlap + delayed wgrad</source>
        <translation>chevauchement EP + wgrad différé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP overlap</source>
        <translation>chevauchement EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no EP overlap</source>
        <translation>sans chevauchement EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared-expert overlap</source>
        <translation>chevauchement des experts partagés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation>sans graphes CUDA</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CUDA graphs %1</source>
        <translation>graphes CUDA %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>distributed optimizer</source>
        <translation>optimiseur distribué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no distributed optimizer</source>
        <translation>sans optimiseur distribué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forced load balancing (benchmark-only)</source>
        <translation>équilibrage de charge forcé (benchmark uniquement)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless routing</source>
        <translation>routage sans abandon (dropless)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capacity-factor routing</source>
        <translation>routage par facteur de capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>manual GC</source>
        <translation>ramasse-miettes manuel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>activation offload [%1]</source>
        <translation>offloading des activations [%1]</translation>
    </message>
</context>
<context>
    <name>sources</name>
    <message>
        <location filename="../../core/rules/memory_fit.cpp" line="-67"/>
        <location line="+28"/>
        <source>the studio&apos;s per-stage memory estimate</source>
        <translation>l&apos;estimation mémoire par étage du studio</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_activation_offload.cpp" line="-55"/>
        <location filename="../../core/rules/rules_advice.cpp" line="-369"/>
        <location line="+233"/>
        <location line="+62"/>
        <location line="+9"/>
        <location line="+12"/>
        <location line="+17"/>
        <location line="+26"/>
        <location line="+11"/>
        <source>MoE Layout Studio advice</source>
        <translation>conseil de MoE Layout Studio</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_advice.cpp" line="-392"/>
        <source>MoE Layout Studio advice (ETP unset means ETP = TP in Megatron-Core)</source>
        <translation>conseil de MoE Layout Studio (ETP non défini signifie ETP = TP dans Megatron-Core)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MoE Layout Studio advice; NVIDIA-NeMo/Megatron-Bridge MoE optimization docs</source>
        <translation>conseil de MoE Layout Studio&#xa0;; documentation d&apos;optimisation MoE de NVIDIA-NeMo/Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+166"/>
        <location line="+35"/>
        <source>MoE Layout Studio advice (NVLink domain topology)</source>
        <translation>conseil de MoE Layout Studio (topologie du domaine NVLink)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MoE Layout Studio advice; Megatron-Core hierarchical context parallelism (a2a+p2p)</source>
        <translation>conseil de MoE Layout Studio&#xa0;; parallélisme de contexte hiérarchique de Megatron-Core (a2a+p2p)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>MoE Layout Studio advice (long-context CP sizing)</source>
        <translation>conseil de MoE Layout Studio (dimensionnement de CP en contexte long)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Megatron-Core warning</source>
        <translation>avertissement de Megatron-Core</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Megatron-LM arguments.py (--recompute-modules defaults to core_attn)</source>
        <translation>Megatron-LM arguments.py (--recompute-modules vaut core_attn par défaut)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_context_parallel_attention.cpp" line="-212"/>
        <source>NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py (attn_forward_func_with_cp: softmax_type only with cp_comm_type &apos;a2a&apos;); dot_product_attention/utils.py (get_attention_backend) at 002a3e573f49cb0345955745206084e289d0f346</source>
        <translation>NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py (attn_forward_func_with_cp&#xa0;: softmax_type seulement avec cp_comm_type &apos;a2a&apos;)&#xa0;; dot_product_attention/utils.py (get_attention_backend) à 002a3e573f49cb0345955745206084e289d0f346</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_dispatcher.cpp" line="-22"/>
        <source>Megatron-LM HybridEP dispatcher</source>
        <translation>dispatcher HybridEP de Megatron-LM</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_pipeline.cpp" line="-147"/>
        <location line="+130"/>
        <location line="+18"/>
        <source>interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)</source>
        <translation>ordonnancement 1F1B entrelacé, Narayanan et al. 2021 (arXiv:2104.04473)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_precision.cpp" line="-7"/>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="-192"/>
        <location filename="../../core/rules/validator.cpp" line="+24"/>
        <location line="+4"/>
        <source>MoE Layout Studio</source>
        <translation>MoE Layout Studio</translation>
    </message>
</context>
<context>
    <name>trace_errors</name>
    <message>
        <location filename="../../core/trace/byte_source.cpp" line="+24"/>
        <location line="+38"/>
        <source>read error: %1</source>
        <translation>erreur de lecture&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>cannot initialise zlib</source>
        <translation>impossible d&apos;initialiser zlib</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>truncated gzip stream: input ends at compressed byte %1 after %2 decompressed bytes</source>
        <translation>flux gzip tronqué&#xa0;: l&apos;entrée s&apos;arrête à l&apos;octet compressé %1, après %2 octets décompressés</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>corrupt gzip data near compressed byte %1: %2</source>
        <translation>données gzip corrompues près de l&apos;octet compressé %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot open: %1</source>
        <translation>impossible d&apos;ouvrir&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../core/trace/json_stream.cpp" line="+97"/>
        <location filename="../../core/trace/nsys_import.cpp" line="+40"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 attendu, «&#xa0;%2&#xa0;» trouvé</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>expected a string key</source>
        <translation>clé de chaîne attendue</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>bad %1 escape in string</source>
        <translation>échappement %1 invalide dans une chaîne</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>expected a value</source>
        <translation>valeur attendue</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>invalid literal &apos;%1&apos;</source>
        <translation>littéral invalide «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractère inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>mismatched &apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;» sans correspondance</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>unexpected data after the top-level value</source>
        <translation>données inattendues après la valeur de premier niveau</translation>
    </message>
    <message>
        <location filename="../../core/trace/kernel_classes.cpp" line="+11"/>
        <source>bad regular expression &apos;%1&apos;: %2</source>
        <translation>expression régulière invalide «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>unknown kernel class &apos;%1&apos; (%2)</source>
        <translation>classe de kernel inconnue «&#xa0;%1&#xa0;» (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing regular expression after &apos;%1&apos;</source>
        <translation>expression régulière manquante après «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no patterns</source>
        <translation>aucun motif</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open pattern file</source>
        <translation>impossible d&apos;ouvrir le fichier de motifs</translation>
    </message>
    <message>
        <location filename="../../core/trace/kineto_import.cpp" line="+77"/>
        <source>the trace ends early, inside a quoted string (is the file truncated? the JSON stops at byte %1)</source>
        <translation>la trace s&apos;arrête trop tôt, à l&apos;intérieur d&apos;une chaîne entre guillemets (le fichier est-il tronqué&#xa0;? le JSON s&apos;arrête à l&apos;octet %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the trace ends early, inside an event or list (is the file truncated? the JSON stops at byte %1)</source>
        <translation>la trace s&apos;arrête trop tôt, à l&apos;intérieur d&apos;un événement ou d&apos;une liste (le fichier est-il tronqué&#xa0;? le JSON s&apos;arrête à l&apos;octet %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (at JSON byte %2)</source>
        <translation>%1 (à l&apos;octet %2 du JSON)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>trace event %1 is not an object</source>
        <translation>l&apos;événement de trace %1 n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>%1 is not an array</source>
        <translation>%1 n&apos;est pas un tableau</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>empty file: not a Chrome trace</source>
        <translation>fichier vide&#xa0;: pas une trace Chrome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a Chrome trace: the top-level value is neither an object nor an array</source>
        <translation>pas une trace Chrome&#xa0;: la valeur de premier niveau n&apos;est ni un objet ni un tableau</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>not a Chrome trace: no %1 array</source>
        <translation>pas une trace Chrome&#xa0;: aucun tableau %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a Chrome trace: no event has a &apos;%1&apos; field</source>
        <translation>pas une trace Chrome&#xa0;: aucun événement n&apos;a de champ «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../core/trace/nsys_import.cpp" line="-7"/>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read the schema: %1</source>
        <translation>impossible de lire le schéma&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>not an SQLite database (no &apos;%1&apos; header)</source>
        <translation>pas une base de données SQLite (pas d&apos;en-tête «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open SQLite database: %1</source>
        <translation>impossible d&apos;ouvrir la base de données SQLite&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not an Nsight Systems export: none of %1 or %2 exists (tables: none)</source>
        <translation>pas un export Nsight Systems&#xa0;: aucune de %1 ou %2 n&apos;existe (tables&#xa0;: aucune)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not an Nsight Systems export: none of %1 or %2 exists (tables: %3)</source>
        <translation>pas un export Nsight Systems&#xa0;: aucune de %1 ou %2 n&apos;existe (tables&#xa0;: %3)</translation>
    </message>
    <message>
        <location filename="../../core/trace/rank_alignment.cpp" line="+43"/>
        <source>no collective kernels (matching &apos;%1&apos;) to align on</source>
        <translation>aucun kernel collectif (correspondant à « %1 ») sur lequel aligner</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>fewer than %1 collectives match the reference rank by name in order (index shifts up to ±%2 tried)</source>
        <translation>moins de %1 collectives correspondent au rank de référence par nom et dans l’ordre (décalages d’indice jusqu’à ±%2 essayés)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file&apos;s times are not on an absolute clock (no %1 / session start); align on collectives instead</source>
        <translation>les temps du fichier ne sont pas sur une horloge absolue (pas de %1 / début de session)&#xa0;; alignez plutôt sur les collectives</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>GettingStarted</name>
    <message>
        <location filename="../../ui/help/getting_started.cpp" line="+9"/>
        <source>&lt;p&gt;MoE Layout Studio plans how a Mixture-of-Experts model is spread over GPUs for training with Megatron-Core or Megatron-Bridge: which parallel layout Megatron accepts, whether it fits in memory, and how fast a step will be.&lt;/p&gt;&lt;h3&gt;The window&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Layout editor&lt;/b&gt; (left): the model, the GPU, the cluster and batch sizes, the parallel sizes and the training options. Every change is checked at once and can be undone. Press F1 on a field to read what it means.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Folded grids&lt;/b&gt; (top): every GPU of the job, once in the attention mesh (TP x CP x DP x PP) and once in the MoE mesh (ETP x EP x EDP x PP) — see &lt;a href=&quot;topic:glossary/folding&quot;&gt;Parallel Folding&lt;/a&gt;. Groups that leave an &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;NVLink domain&lt;/a&gt; stand out. Scroll to zoom, drag to pan.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Memory chart&lt;/b&gt;: memory per GPU for each pipeline stage, split into weights, gradients, optimizer state, activations and overheads, against the &lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;usable HBM&lt;/a&gt; line. The tallest bar is the &lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;binding stage&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Findings list&lt;/b&gt; (beside the summary, under the memory chart): what Megatron would refuse (errors), what it changes on its own, and advice. Each finding starts with its title; select one and press F1 for the full explanation. Double-click a finding with a fix to apply it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The docks at the bottom open from the View menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Estimate&lt;/b&gt; (Ctrl+1): step time, model TFLOP/s per GPU and &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;, with the breakdown by component and the predicted timeline of one step.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Feasibility&lt;/b&gt; (Ctrl+2): which GPU counts can hold the model at all, and the smallest plan that fits.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Search&lt;/b&gt; (Ctrl+3): the best layouts for a GPU count, ranked by estimated throughput.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt; (Ctrl+4): a measured profiler trace (File ▸ Open Trace…) beside the prediction.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare&lt;/b&gt; (Ctrl+5): pin layouts and see what differs between them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Runs&lt;/b&gt; (Ctrl+6): measured runs of your jobs, scored against the estimate.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Memory Assumptions&lt;/b&gt; (Ctrl+7): the labelled assumptions of the memory estimate (routing imbalance, dispatcher workspace, fragmentation and more), which you can change.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;A two-minute walk&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Start from a known layout: File ▸ Open from Library… lists representative layouts and the Megatron-Bridge performance recipes. Or pick a &lt;b&gt;Model&lt;/b&gt; and a &lt;b&gt;GPU&lt;/b&gt; at the top of the editor.&lt;/li&gt;&lt;li&gt;Set the &lt;b&gt;GPUs&lt;/b&gt;, &lt;b&gt;Sequence length&lt;/b&gt; and &lt;b&gt;Global batch&lt;/b&gt; under Cluster and batch.&lt;/li&gt;&lt;li&gt;Choose &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; and &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt; under Parallel folding. The spin boxes step through sizes that divide the job; DP and EDP follow.&lt;/li&gt;&lt;li&gt;Read the findings list until it says there are no errors. Apply the one-click fixes where offered.&lt;/li&gt;&lt;li&gt;Check that the memory chart stays under the usable HBM line; if not, the findings name levers such as &lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;recompute&lt;/a&gt;, a smaller micro batch or more EP or PP.&lt;/li&gt;&lt;li&gt;Open the Estimate dock to compare step time and MFU as you change one size at a time; the Search dock proposes layouts you may not have tried.&lt;/li&gt;&lt;li&gt;File ▸ Export… writes a &lt;b&gt;Megatron-LM launch script&lt;/b&gt; or a &lt;b&gt;Megatron-Bridge YAML&lt;/b&gt; override for the Megatron-Core version you choose. A layout with errors is not exported; one that does not fit in memory only on request, with a warning in the file.&lt;/li&gt;&lt;li&gt;File ▸ Save keeps the layout as a recipe file you can version and open again.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;p&gt;O MoE Layout Studio planeja como um modelo Mixture-of-Experts é distribuído pelas GPUs para treinamento com Megatron-Core ou Megatron-Bridge: qual layout paralelo o Megatron aceita, se ele cabe na memória e quão rápido será um passo.&lt;/p&gt;&lt;h3&gt;A janela&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Editor de layout&lt;/b&gt; (à esquerda): o modelo, a GPU, o cluster e os tamanhos de lote, os tamanhos de paralelismo e as opções de treinamento. Cada alteração é verificada na hora e pode ser desfeita. Pressione F1 em um campo para ler o que ele significa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Grades dobradas&lt;/b&gt; (no alto): cada GPU do job, uma vez na malha de atenção (TP x CP x DP x PP) e uma vez na malha MoE (ETP x EP x EDP x PP) — veja &lt;a href=&quot;topic:glossary/folding&quot;&gt;Parallel Folding&lt;/a&gt;. Os grupos que saem de um &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;domínio NVLink&lt;/a&gt; se destacam. Role para dar zoom, arraste para mover.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Gráfico de memória&lt;/b&gt;: memória por GPU para cada estágio de pipeline, dividida em pesos, gradientes, estado do otimizador, ativações e sobrecargas, diante da linha de &lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;HBM utilizável&lt;/a&gt;. A barra mais alta é o &lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;estágio limitante&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lista de achados&lt;/b&gt; (ao lado do resumo, sob o gráfico de memória): o que o Megatron recusaria (erros), o que ele altera por conta própria e conselhos. Cada achado começa pelo título; selecione um e pressione F1 para a explicação completa. Dê um duplo clique em um achado com correção para aplicá-la.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Os painéis da parte inferior abrem pelo menu Exibir:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Estimativa&lt;/b&gt; (Ctrl+1): tempo de passo, TFLOP/s do modelo por GPU e &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;, com a decomposição por componente e a linha do tempo prevista de um passo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Viabilidade&lt;/b&gt; (Ctrl+2): quais números de GPUs conseguem comportar o modelo e o menor plano que cabe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Busca&lt;/b&gt; (Ctrl+3): os melhores layouts para um número de GPUs, ordenados pela taxa de transferência estimada.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rastreamento&lt;/b&gt; (Ctrl+4): um rastreamento medido do profiler (Arquivo ▸ Abrir rastreamento…) ao lado da previsão.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Comparação&lt;/b&gt; (Ctrl+5): fixe layouts e veja o que difere entre eles.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Execuções&lt;/b&gt; (Ctrl+6): execuções medidas dos seus jobs, avaliadas em relação à estimativa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Premissas de memória&lt;/b&gt; (Ctrl+7): as premissas rotuladas da estimativa de memória (desequilíbrio de roteamento, área de trabalho do despachador, fragmentação e outras), que você pode alterar.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Um passeio de dois minutos&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Comece de um layout conhecido: Arquivo ▸ Abrir da biblioteca… lista layouts representativos e as receitas de desempenho do Megatron-Bridge. Ou escolha um &lt;b&gt;Modelo&lt;/b&gt; e uma &lt;b&gt;GPU&lt;/b&gt; no topo do editor.&lt;/li&gt;&lt;li&gt;Defina &lt;b&gt;GPUs&lt;/b&gt;, &lt;b&gt;Comprimento da sequência&lt;/b&gt; e &lt;b&gt;Lote global&lt;/b&gt; em Cluster e lote.&lt;/li&gt;&lt;li&gt;Escolha &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; e &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt; em Parallel Folding. As caixas numéricas percorrem os tamanhos que dividem o job; DP e EDP acompanham.&lt;/li&gt;&lt;li&gt;Leia a lista de achados até ela dizer que não há erros. Aplique as correções com um clique onde forem oferecidas.&lt;/li&gt;&lt;li&gt;Verifique se o gráfico de memória fica abaixo da linha de HBM utilizável; se não ficar, os achados indicam alavancas como &lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;recálculo&lt;/a&gt;, um microlote menor ou mais EP ou PP.&lt;/li&gt;&lt;li&gt;Abra o painel Estimativa para comparar tempo de passo e MFU enquanto altera um tamanho por vez; o painel Busca propõe layouts que você talvez não tenha tentado.&lt;/li&gt;&lt;li&gt;Arquivo ▸ Exportar… grava um &lt;b&gt;script de lançamento do Megatron-LM&lt;/b&gt; ou uma sobrescrita &lt;b&gt;YAML do Megatron-Bridge&lt;/b&gt; para a versão do Megatron-Core que você escolher. Um layout com erros não é exportado; um que não cabe na memória, só a pedido, com um aviso no arquivo.&lt;/li&gt;&lt;li&gt;Arquivo ▸ Salvar guarda o layout como um arquivo de receita que você pode versionar e abrir de novo.&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/window/help_menu.cpp" line="+42"/>
        <source>Folded grids ▸ zoom	Wheel, + / −</source>
        <translation>Grades dobradas ▸ zoom	Roda do mouse, + / −</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ pan	Drag</source>
        <translation>Grades dobradas ▸ mover	Arrastar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ reset zoom	0</source>
        <translation>Grades dobradas ▸ redefinir o zoom	0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Help &amp;Contents</source>
        <translation>&amp;Conteúdo da ajuda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Getting &amp;Started</source>
        <translation>&amp;Primeiros passos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossário</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;About MoE Layout Studio</source>
        <translation>&amp;Sobre o MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About MoE Layout Studio</source>
        <translation>Sobre o MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;Plan Mixture-of-Experts training layouts for Megatron-Core and Megatron-Bridge: Parallel Folding meshes, Megatron&apos;s rules, memory per pipeline stage and step time.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;Planeje layouts de treinamento Mixture-of-Experts (MoE) para Megatron-Core e Megatron-Bridge: malhas de Parallel Folding, as regras do Megatron, memória por estágio de pipeline e tempo de passo.&lt;/p&gt;&lt;p&gt;Construído com Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <location filename="../../ui/help/help_topics.cpp" line="+45"/>
        <source>The constants, as Calibrate from Runs lists them</source>
        <translation>As constantes, como Calibrar pelas execuções as lista</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Getting Started</source>
        <translation>Primeiros passos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glossary</source>
        <translation>Glossário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings explained</source>
        <translation>Achados explicados</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <location filename="../../ui/editor/layout_editor.cpp" line="+78"/>
        <source>EP all-to-all overlap</source>
        <translation>Sobreposição do all-to-all de EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delay wgrad compute</source>
        <translation>Adiar o cálculo de wgrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared-expert overlap</source>
        <translation>Sobreposição dos especialistas compartilhados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap grad reduce</source>
        <translation>Sobrepor a redução de gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap param gather</source>
        <translation>Sobrepor a coleta de parâmetros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP comm overlap</source>
        <translation>Sobreposição da comunicação TP</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import from file…</source>
        <translation>Importar de arquivo…</translation>
    </message>
</context>
<context>
    <name>QLabel</name>
    <message>
        <location filename="../../ui/common/live_label.cpp" line="+71"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="+118"/>
        <source>%1 of communication; nothing hides it</source>
        <translation>%1 de comunicação; nada a esconde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of communication, %2 exposed: %3 hidden behind %4</source>
        <translation>%1 de comunicação, %2 exposta: %3 escondida atrás de %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GEMMs %1, attention kernels %2, HBM-bound kernels %3 (recompute included)</source>
        <translation>GEMMs %1, kernels de atenção %2, kernels limitados por HBM %3 (recálculo incluído)</translation>
    </message>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+190"/>
        <source>the view no longer exists</source>
        <translation>a visualização não existe mais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no size to draw</source>
        <translation>%1 não tem tamanho para desenhar</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>could not draw %1 as %2</source>
        <translation>não foi possível desenhar %1 como %2</translation>
    </message>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+35"/>
        <source>Any</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+73"/>
        <source>%1 (no recipe or window)</source>
        <translation>%1 (sem receita nem janela)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/run_record.cpp" line="+81"/>
        <source>no files picked for the run</source>
        <translation>nenhum arquivo escolhido para a execução</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create a temporary folder for the current recipe</source>
        <translation>não é possível criar uma pasta temporária para a receita atual</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (studio recipe at %1, not saved)</source>
        <translation> (receita do studio às %1, não salva)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the studio&apos;s recipe at %1 (%2)</source>
        <translation>a receita do studio às %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a run needs a training log (add a .log, .txt or .out file)</source>
        <translation>uma execução precisa de um log de treinamento (adicione um arquivo .log, .txt ou .out)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no recipe</source>
        <translation>nenhuma receita</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel.cpp" line="+54"/>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location filename="../../ui/window/color_scheme.cpp" line="+118"/>
        <source>Colour &amp;Scheme</source>
        <translation>Esquema de &amp;cores</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+91"/>
        <source>An autosave could not be read</source>
        <translation>Não foi possível ler um salvamento automático</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unsaved edits to %1</source>
        <translation>edições não salvas de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n pinned recipe(s)</source>
        <translation>
            <numerusform>%n receita fixada</numerusform>
            <numerusform>%n receitas fixadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n attached run(s) (loaded again from their files)</source>
        <translation>
            <numerusform>%n execução anexada (carregada de novo de seus arquivos)</numerusform>
            <numerusform>%n execuções anexadas (carregadas de novo de seus arquivos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with %1</source>
        <translation>, com %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover the last session</source>
        <translation>Recuperar a última sessão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE Layout Studio did not shut down normally. Kept from %1: %2.

Restore them?</source>
        <translation>O MoE Layout Studio não foi encerrado normalmente. Guardado de %1: %2.

Restaurar?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>Mais &amp;tarde</translation>
    </message>
</context>
<context>
    <name>StepBreakdown</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="-109"/>
        <source>Compute</source>
        <translation>Computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed TP comm</source>
        <translation>Comunicação TP exposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed CP comm</source>
        <translation>Comunicação CP exposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed EP comm</source>
        <translation>Comunicação EP exposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed PP comm</source>
        <translation>Comunicação PP exposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed DP comm</source>
        <translation>Comunicação DP exposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline bubble</source>
        <translation>Bolha do pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host overhead</source>
        <translation>Sobrecarga do host</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer step</source>
        <translation>Passo do otimizador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer offload</source>
        <translation>Descarregamento do otimizador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed per step</source>
        <translation>Fixo por passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed activation offload</source>
        <translation>Descarregamento de ativações exposto</translation>
    </message>
</context>
<context>
    <name>moe::ui::AddRunDialog</name>
    <message>
        <location filename="../../ui/runs/add_run_dialog.cpp" line="+41"/>
        <location line="+55"/>
        <source>Add Run</source>
        <translation>Adicionar execução</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>A training log with any traces, a measurement contract, a Bridge YAML or a recipe file</source>
        <translation>Um log de treinamento com seus rastreamentos, um contrato de medição, um Bridge YAML ou um arquivo de receita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Run</source>
        <translation>&amp;Adicionar execução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Choose Files…</source>
        <translation>&amp;Escolher arquivos…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;From iteration</source>
        <translation>&amp;Da iteração</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;to</source>
        <translation>&amp;até</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Files of the run:</source>
        <translation>Arquivos da execução:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steady window (inclusive; the first printed line includes warm-up):</source>
        <translation>Janela estável (inclusiva; a primeira linha impressa inclui o aquecimento):</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Run files (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;All files (*)</source>
        <translation>Arquivos da execução (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed: %1.</source>
        <translation>Proposto: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose the run&apos;s files: a training log with any traces, contract or Bridge YAML.</source>
        <translation>Escolha os arquivos da execução: um log de treinamento com seus rastreamentos, contrato ou Bridge YAML.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window is empty: the first iteration is after the last.</source>
        <translation>A janela está vazia: a primeira iteração vem depois da última.</translation>
    </message>
</context>
<context>
    <name>moe::ui::AssumptionsEditor</name>
    <message>
        <location filename="../../ui/memory/assumptions_editor.cpp" line="+85"/>
        <source>auto</source>
        <translation>automático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the model&apos;s default for this recipe (shown)</source>
        <translation>Usar o padrão do modelo para esta receita (mostrado)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probs fused into SwiGLU (drops the unpermute a2a output tensor)</source>
        <translation>Probabilidades fundidas no SwiGLU (dispensa o tensor de saída a2a do unpermute)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset to defaults</source>
        <translation>Restaurar padrões</translation>
    </message>
</context>
<context>
    <name>moe::ui::BandFormat</name>
    <message>
        <location filename="../../ui/common/band_format.cpp" line="+60"/>
        <source>%1 (extrapolated)</source>
        <comment>an uncertainty band outside the calibration</comment>
        <translation>%1 (extrapolado)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+52"/>
        <source>&amp;Fit</source>
        <translation>A&amp;justar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Profile</source>
        <translation>&amp;Salvar perfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use for Estimates</source>
        <translation>&amp;Usar nas estimativas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Constant</source>
        <translation>Constante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Execução</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Observation</source>
        <translation>Observação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (ms)</source>
        <translation>Medido (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before (ms)</source>
        <translation>Antes (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before %</source>
        <translation>Antes %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After (ms)</source>
        <translation>Depois (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After %</source>
        <translation>Depois %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrate from Runs</source>
        <translation>Calibrar pelas execuções</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constants to fit; none checked lets the runs decide which they can determine</source>
        <translation>Constantes a ajustar; com nenhuma marcada, as execuções decidem quais conseguem determinar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>profile name, e.g. lab-h100</source>
        <translation>nome do perfil, p. ex. lab-h100</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Constants:</source>
        <translation>Constantes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile name:</source>
        <translation>Nome do perfil:</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n attached run(s). The fit starts from the studio&apos;s current calibration.</source>
        <translation>
            <numerusform>%n execução anexada. O ajuste parte da calibração atual do studio.</numerusform>
            <numerusform>%n execuções anexadas. O ajuste parte da calibração atual do studio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Fitting…</source>
        <translation>Ajustando…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to fit: no attached run can be used.</source>
        <translation>Nada a ajustar: nenhuma execução anexada pode ser usada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused: %1</source>
        <translation>Recusado: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no result</source>
        <translation>sem resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+29"/>
        <source> Skipped: %1.</source>
        <translation> Ignorados: %1.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>fitted (at bound)</source>
        <translation>ajustada (no limite)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fitted</source>
        <translation>ajustada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held</source>
        <translation>mantida</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n constant(s) fitted from %1 observation(s); error (RMS of the table&apos;s errors) before %2 %, after %3 %.</source>
        <translation>
            <numerusform>%n constante ajustada a partir de %1 observação(ões); erro (RMS dos erros da tabela) antes %2 %, depois %3 %.</numerusform>
            <numerusform>%n constantes ajustadas a partir de %1 observação(ões); erro (RMS dos erros da tabela) antes %2 %, depois %3 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source> Caution: %n observation(s) for as many fitted constants or fewer, so the fit reproduces the runs by construction and its error after says nothing about other layouts. Attach more runs (other layouts or batch sizes) and check the profile on a run it was not fitted to.</source>
        <translation>
            <numerusform> Cuidado: %n observação para o mesmo número de constantes ajustadas ou menos, então o ajuste reproduz as execuções por construção e o erro depois nada diz sobre outros layouts. Anexe mais execuções (outros layouts ou tamanhos de lote) e verifique o perfil em uma execução à qual ele não foi ajustado.</numerusform>
            <numerusform> Cuidado: %n observações para o mesmo número de constantes ajustadas ou menos, então o ajuste reproduz as execuções por construção e o erro depois nada diz sobre outros layouts. Anexe mais execuções (outros layouts ou tamanhos de lote) e verifique o perfil em uma execução à qual ele não foi ajustado.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>Não salvo: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> Saved as cluster profile &apos;%1&apos; (%2).</source>
        <translation> Salvo como perfil de cluster &apos;%1&apos; (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fitted (unsaved)</source>
        <translation>ajustada (não salva)</translation>
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
        <translation>Sem números para esta receita: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
%2, against the first column</source>
        <translation>%1
%2, em relação à primeira coluna</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
</context>
<context>
    <name>moe::ui::ComparePanel</name>
    <message numerus="yes">
        <location filename="../../ui/compare/compare_panel.cpp" line="+62"/>
        <source>+%n more</source>
        <translation>
            <numerusform>+%n outro</numerusform>
            <numerusform>+%n outros</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Pin current</source>
        <translation>&amp;Fixar atual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Renomear…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>Re&amp;mover</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply pinned</source>
        <translation>&amp;Aplicar fixado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cop&amp;y Table</source>
        <translation>Cop&amp;iar tabela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Ta&amp;ble…</source>
        <translation>Exportar ta&amp;bela…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sho&amp;w all fields</source>
        <translation>&amp;Mostrar todos os campos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin Current Layout</source>
        <translation>&amp;Fixar layout atual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply Pinned Layout</source>
        <translation>&amp;Aplicar layout fixado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin the current recipe to compare later edits against it</source>
        <translation>Fixa a receita atual para comparar com ela as edições seguintes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make the pinned recipe selected in Compare the current one (undoable)</source>
        <translation>Torna atual a receita fixada selecionada em Comparação (pode ser desfeito)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pinned recipe Rename, Remove and Apply act on</source>
        <translation>A receita fixada sobre a qual Renomear, Remover e Aplicar agem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also list the fields every column shares and the model&apos;s architecture fields</source>
        <translation>Listar também os campos que todas as colunas compartilham e os campos de arquitetura do modelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the table as tab-separated text (pastes into a spreadsheet); Ctrl+C copies the selected rows</source>
        <translation>Copia a tabela como texto separado por tabulações (cola em uma planilha); Ctrl+C copia as linhas selecionadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the table as CSV or Markdown</source>
        <translation>Salva a tabela como CSV ou Markdown</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>%1 · GBS %2</source>
        <translation>%1 · GBS %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin %1: %2 (%3)</source>
        <translation>Fixado %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> · same as Pin %1</source>
        <translation> · igual ao Fixado %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Apply pinned “%1”</source>
        <translation>Aplicar fixado “%1”</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not export the comparison</source>
        <translation>Não foi possível exportar a comparação</translation>
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
        <translation>Exportar comparação</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rename Pin</source>
        <translation>Renomear fixado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (%2 · GBS %3)</source>
        <translation>%1 (%2 · GBS %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current: %1 (%2 · GBS %3)</source>
        <translation>Atual: %1 (%2 · GBS %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pin the current layout (Compare ▸ Pin Current Layout, Ctrl+P), then edit: every changed field and the memory and time deltas against the first pin appear here.</source>
        <translation>Fixe o layout atual (Comparar ▸ Fixar layout atual, Ctrl+P) e depois edite: cada campo alterado e as diferenças de memória e de tempo em relação ao primeiro fixado aparecem aqui.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n field(s) differ; deltas are against “%1”.</source>
        <translation>
            <numerusform>%n campo difere; as diferenças são em relação a “%1”.</numerusform>
            <numerusform>%n campos diferem; as diferenças são em relação a “%1”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n model architecture field(s) among them are folded away (Show all fields).</source>
        <translation>
            <numerusform>%n campo de arquitetura do modelo entre eles está recolhido (Mostrar todos os campos).</numerusform>
            <numerusform>%n campos de arquitetura do modelo entre eles estão recolhidos (Mostrar todos os campos).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimates use the %1 calibration.</source>
        <translation>As estimativas usam a calibração %1.</translation>
    </message>
</context>
<context>
    <name>moe::ui::CompareTable</name>
    <message>
        <location filename="../../ui/compare/compare_table.cpp" line="+51"/>
        <source>Memory per GPU of the binding (fullest) pipeline stage, estimateMemory</source>
        <translation>Memória por GPU do estágio de pipeline limitante (o mais cheio), estimateMemory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usable HBM minus the binding stage; negative means it does not fit</source>
        <translation>HBM utilizável menos o estágio limitante; negativo significa que não cabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the binding stage fits in usable HBM, estimateMemory</source>
        <translation>Se o estágio limitante cabe na HBM utilizável, estimateMemory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated training step time, estimateStepTime</source>
        <translation>Tempo de passo de treinamento estimado, estimateStepTime</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per second per GPU</source>
        <translation>Tokens por segundo por GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model TFLOP/s per GPU, by the %1. %2</source>
        <translation>TFLOP/s do modelo por GPU, segundo %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model FLOPs utilisation against the precision&apos;s dense peak, by the %1. %2</source>
        <translation>Utilização de FLOPs do modelo em relação ao pico denso da precisão, segundo %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What limits the step most, by the step-time model&apos;s diagnosis</source>
        <translation>O que mais limita o passo, pelo diagnóstico do modelo de tempo de passo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(unset)</source>
        <translation>(não definido)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>? (does not divide)</source>
        <translation>? (não divide)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (no numbers)</source>
        <translation>— (sem números)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (does not fit)</source>
        <translation>— (não cabe)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closely: %1 headroom, under the %2 fragmentation allowance (may not fit)</source>
        <translation>por pouco: folga de %1, abaixo da tolerância de fragmentação de %2 (pode não caber)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tight, %1 over (within the fragmentation allowance)</source>
        <translation>apertado, %1 acima (dentro da tolerância de fragmentação)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no, %1 over</source>
        <translation>não, %1 acima</translation>
    </message>
    <message>
        <location line="+40"/>
        <source> on the common BF16 peak (%1 against %2 of BF16 peak; each MFU above is of its own precision&apos;s peak)</source>
        <translation> sobre o pico BF16 comum (%1 contra %2 do pico BF16; cada MFU acima é do pico da sua própria precisão)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> · a tie within %1</source>
        <translation> · empate dentro de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</source>
        <translation> · outro lote (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>invalid recipe: %1: %2</source>
        <translation>receita inválida: %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (and %1 more)</source>
        <translation> (e mais %1)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Binding-stage memory</source>
        <translation>Memória do estágio limitante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory headroom</source>
        <translation>Folga de memória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits in memory</source>
        <translation>Cabe na memória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>Tempo de passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model TFLOP/s/GPU (%1)</source>
        <translation>TFLOP/s/GPU do modelo (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU (%1)</source>
        <translation>MFU (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall to attack first</source>
        <translation>Parede a atacar primeiro</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>%1
In the recipe file: %2 (%3)</source>
        <translation>%1
No arquivo de receita: %2 (%3)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>DP (derived)</source>
        <translation>DP (derivado)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attention data parallel: world ÷ (TP·CP·PP)</source>
        <translation>Paralelismo de dados da atenção: total de GPUs ÷ (TP·CP·PP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EDP (derived)</source>
        <translation>EDP (derivado)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert data parallel: world ÷ (ETP·EP·PP)</source>
        <translation>Paralelismo de dados dos especialistas: total de GPUs ÷ (ETP·EP·PP)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CoupledEdits</name>
    <message>
        <location filename="../../ui/editor/coupled_edits.cpp" line="+27"/>
        <source>Tensor parallel size: %1, sequence parallel on</source>
        <translation>Tamanho do paralelismo de tensor: %1, paralelismo de sequência ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel size: %1, sequence parallel off</source>
        <translation>Tamanho do paralelismo de tensor: %1, paralelismo de sequência desligado</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2, pipeline placement chosen anew</source>
        <translation>%1: %2, posicionamento do pipeline escolhido de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel size</source>
        <translation>Tamanho do paralelismo de pipeline</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Virtual pipeline stages</source>
        <translation>Estágios virtuais de pipeline</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS unset</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS removido</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_model.cpp" line="+20"/>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Info</source>
        <translation>Informação</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unset</source>
        <translation>não definido</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (+%2 more)</source>
        <translation>%1 (+%2 outros)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Fix: %1</source>
        <translation>Correção: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Suggestion: %1</source>
        <translation>Sugestão: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One-click fix (double-click): %1</source>
        <translation>Correção com um clique (duplo clique): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule: %1</source>
        <translation>Regra: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1 explains it in Help.</source>
        <translation>F1 explica na Ajuda.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Severity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding</source>
        <translation>Achado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggestion</source>
        <translation>Sugestão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix</source>
        <translation>Correção</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsView</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_view.cpp" line="+27"/>
        <source>Apply Fi&amp;x</source>
        <translation>Aplicar corre&amp;ção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explain in Help</source>
        <translation>Explicar na Ajuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Rule Id</source>
        <translation>Copiar id da regra</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable)</source>
        <translation>Aplica a correção com um clique do achado selecionado (pode ser desfeito)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Explain the selected finding in Help (F1)</source>
        <translation>Explica o achado selecionado na Ajuda (F1)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Fix: %1</source>
        <translation>Correção: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable): %1</source>
        <translation>Aplica a correção com um clique do achado selecionado (pode ser desfeito): %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Valid: no errors or warnings</source>
        <translation>Válido: sem erros nem avisos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 error</source>
        <translation>1 erro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>%1 erros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 warning</source>
        <translation>1 aviso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation>%1 avisos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 — export is %3</source>
        <translation>%1, %2 — exportação %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refused</source>
        <translation>recusada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allowed</source>
        <translation>permitida</translation>
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
        <translation>nós</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>node</source>
        <translation>nó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink domains</source>
        <translation>domínios NVLink</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVLink domain</source>
        <translation>domínio NVLink</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 group spans %2 %3</source>
        <translation>o grupo %1 abrange %2 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both %1 groups span %2 %3</source>
        <translation>os dois grupos %1 abrangem %2 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all %1 %2 groups span %3 %4</source>
        <translation>todos os %1 grupos %2 abrangem %3 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 %3 groups span up to %4 %5</source>
        <translation>%1 de %2 grupos %3 abrangem até %4 %5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 stays inside one %2</source>
        <translation>%1 fica dentro de um %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stay inside one %2</source>
        <translation>%1 ficam dentro de um %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every group is a single GPU</source>
        <translation>cada grupo é uma única GPU</translation>
    </message>
</context>
<context>
    <name>moe::ui::EstimatePanel</name>
    <message>
        <location filename="../../ui/estimate/estimate_panel.cpp" line="+72"/>
        <source>Show predicted timeline</source>
        <translation>Mostrar linha do tempo prevista</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step time</source>
        <translation>Tempo de passo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU do modelo</translation>
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
        <translation>segundos por passo</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Calibration: built-in (fitted to published runs).</source>
        <translation>Calibração: integrada (ajustada a execuções publicadas).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration: cluster profile “%1”, fitted to your runs; the band is the built-in model&apos;s on published rows and is not re-measured for it.</source>
        <translation>Calibração: perfil de cluster “%1”, ajustado às suas execuções; a faixa é a do modelo integrado nas linhas publicadas e não é medida de novo para ele.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Simulate one training step per pipeline rank in Megatron-Core&apos;s schedule order and open it in the Trace dock, beside the measured trace when one is open</source>
        <translation>Simula um passo de treinamento por rank de pipeline na ordem de agendamento do Megatron-Core e o abre no painel Rastreamento, ao lado do rastreamento medido quando houver um aberto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No step to simulate: the layout does not fit in memory (see above)</source>
        <translation>Nenhum passo a simular: o layout não cabe na memória (veja acima)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No step to simulate: the recipe has no estimate (see above)</source>
        <translation>Nenhum passo a simular: a receita não tem estimativa (veja acima)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No estimate.</source>
        <translation>Sem estimativa.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Invalid recipe — no estimate (%n error(s)):</source>
        <translation>
            <numerusform>Receita inválida — sem estimativa (%n erro):</numerusform>
            <numerusform>Receita inválida — sem estimativa (%n erros):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot estimate: %1</source>
        <translation>Não é possível estimar: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Does not fit: the binding stage needs %1, %2 over the usable %3</source>
        <translation>Não cabe: o estágio limitante precisa de %1, %2 acima dos %3 utilizáveis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next lever: make it fit first: %1</source>
        <translation>Próxima alavanca: primeiro fazer caber: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no step to show</source>
        <translation>nenhum passo a mostrar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>memory is tight: %1 over usable HBM, within the fragmentation allowance, so it may run</source>
        <translation>memória apertada: %1 acima da HBM utilizável, dentro da tolerância de fragmentação, então pode rodar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>memory fits closely: %1 headroom, less than the %2 fragmentation allowance, so it may not fit</source>
        <translation>a memória cabe por pouco: folga de %1, abaixo da tolerância de fragmentação de %2, pode não caber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory fits with %1 headroom</source>
        <translation>a memória cabe com folga de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6</source>
        <translation>Passo estimado %1 %2: m = %3 microlotes de %4 no rank PP %5; %6</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>of the BF16 dense peak (%1)</source>
        <translation>do pico denso BF16 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of the %1 dense peak; %2 of BF16 (%3)</source>
        <translation>do pico denso %1; %2 do BF16 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 TFLOP/s/GPU, MFU %3</source>
        <translation>%1: %2 TFLOP/s/GPU, MFU %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>; outside the calibration: %1</source>
        <translation>; fora da calibração: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty unknown: no cross-validated rows to compare with.</source>
        <translation>Incerteza desconhecida: não há linhas com validação cruzada para comparar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty %1: the widest of the model&apos;s cross-validated errors on %2 published rows (%3); figures are rounded to it.</source>
        <translation>Incerteza %1: o maior dos erros com validação cruzada do modelo em %2 linhas publicadas (%3); os valores são arredondados a ela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Uncertainty %1: %2 % of the model&apos;s cross-validated errors on %3 comparable published rows (%4) fall inside it; figures are rounded to it.</source>
        <translation>Incerteza %1: %2 % dos erros com validação cruzada do modelo em %3 linhas publicadas comparáveis (%4) ficam dentro dela; os valores são arredondados a ela.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Wall to attack first: %1 — %2</source>
        <translation>Parede a atacar primeiro: %1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next lever: none of one change. The usual one for this wall, %1, is out here: %2</source>
        <translation>Próxima alavanca: nenhuma de uma só mudança. A usual para esta parede, %1, está fora aqui: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The best candidate, %1, is %2</source>
        <translation>Próxima alavanca: nenhuma mudança única traz ganho pela estimativa do modelo. O melhor candidato, %1, é %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The usual one for this wall, %1, is %2</source>
        <translation>Próxima alavanca: nenhuma mudança única traz ganho pela estimativa do modelo. A usual para esta parede, %1, é %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: %1 — %2</source>
        <translation>Próxima alavanca: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next lever: %1</source>
        <translation>Próxima alavanca: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2%3</source>
        <translation>%1 %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (changes the numerics)</source>
        <translation> (muda os resultados numéricos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Single changes the model estimated (valid and fitting), best first:
%1</source>
        <translation>Mudanças únicas que o modelo estimou (válidas e que cabem), da melhor para a pior:
%1</translation>
    </message>
</context>
<context>
    <name>moe::ui::ExportDialog</name>
    <message>
        <location filename="../../ui/export/export_dialog.cpp" line="+80"/>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script</source>
        <translation>Script de lançamento do Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Bridge YAML override</source>
        <translation>Sobrescrita YAML do Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipe YAML</source>
        <translation>YAML da receita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron-Core release the export targets: options newer than it are refused</source>
        <translation>Versão do Megatron-Core que a exportação visa: opções mais novas que ela são recusadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core &amp;version:</source>
        <translation>&amp;Versão do Megatron-Core:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export &amp;anyway (the warning goes into the file&apos;s header)</source>
        <translation>Exportar &amp;mesmo assim (o aviso vai para o cabeçalho do arquivo)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Save…</source>
        <translation>&amp;Salvar…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Refused: %1. Fix: %2.</source>
        <translation>Recusado: %1. Correção: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot export: %1. Every finding, with its fix, is listed under the grids.</source>
        <translation>Não é possível exportar: %1. Todos os achados, com suas correções, estão listados sob as grades.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save: %1</source>
        <translation>Não foi possível salvar: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Megatron-LM Launch Script</source>
        <translation>Exportar script de lançamento do Megatron-LM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Megatron-Bridge YAML</source>
        <translation>Exportar YAML do Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Recipe</source>
        <translation>Exportar receita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Recipe as JSON</source>
        <translation>Exportar receita como JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
</context>
<context>
    <name>moe::ui::FeasibilityModel</name>
    <message>
        <location filename="../../ui/feasibility/feasibility_model.cpp" line="+51"/>
        <source>fits closely</source>
        <translation>cabe por pouco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 headroom, less than the memory model&apos;s own %2 allocator-fragmentation allowance, so it may not fit</source>
        <translation>folga de %1, menor que a tolerância de fragmentação do alocador de %2 do próprio modelo de memória, então pode não caber</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>Cabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest plan</source>
        <translation>Menor plano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory levers</source>
        <translation>Alavancas de memória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binding stage</source>
        <translation>Estágio limitante</translation>
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
        <translation>Por que não / notas</translation>
    </message>
</context>
<context>
    <name>moe::ui::FeasibilityPanel</name>
    <message>
        <location filename="../../ui/feasibility/feasibility_panel.cpp" line="+39"/>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply Plan</source>
        <translation>Aplicar plano</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Make the selected GPU count&apos;s plan the recipe&apos;s (double-click or Enter on a row does the same)</source>
        <translation>Torna o plano do número de GPUs selecionado o da receita (duplo clique ou Enter em uma linha faz o mesmo)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU counts are multiples of the node size up to this maximum (powers of two times the node size beyond 64 nodes)</source>
        <translation>Os números de GPUs são múltiplos do tamanho do nó até este máximo (potências de dois vezes o tamanho do nó além de 64 nós)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Up to</source>
        <translation>Até</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Feasibility is computed when this panel is shown.</source>
        <translation>A viabilidade é calculada quando este painel é exibido.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 at seq %2 on %3 (%4), up to %5 GPUs</source>
        <translation>%1 com seq %2 em %3 (%4), até %5 GPUs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing %1…</source>
        <translation>Analisando %1…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancelled. Press Recompute to analyse again.</source>
        <translation>Cancelado. Pressione Recalcular para analisar de novo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b style=&apos;color:#c01c28&apos;&gt;Feasibility cannot be analysed:&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#c01c28&apos;&gt;Não é possível analisar a viabilidade:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &lt;b&gt;%2 of %3&lt;/b&gt; GPU counts fit. CP starting point &lt;b&gt;%4&lt;/b&gt; (sequence length / 4096 rounded to a power of two). GBS %5 requested; GA per row = GBS / (MBS · DP).</source>
        <translation>%1: &lt;b&gt;%2 de %3&lt;/b&gt; números de GPUs cabem. Ponto de partida de CP &lt;b&gt;%4&lt;/b&gt; (comprimento da sequência / 4096 arredondado para uma potência de dois). GBS %5 pedido; GA por linha = GBS / (MBS · DP).</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source> %n of them fit only closely (less headroom than the memory model&apos;s fragmentation allowance): they may not fit.</source>
        <translation>
            <numerusform> %n deles cabe só por pouco (folga menor que a tolerância de fragmentação do modelo de memória): pode não caber.</numerusform>
            <numerusform> %n deles cabem só por pouco (folga menor que a tolerância de fragmentação do modelo de memória): podem não caber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> On %n count(s) the GBS must drop to stay divisible.</source>
        <translation>
            <numerusform> Em %n número, o GBS precisa cair para continuar divisível.</numerusform>
            <numerusform> Em %n números, o GBS precisa cair para continuar divisível.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %1 layouts evaluated.</source>
        <translation> %1 layouts avaliados.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Nothing to apply: no analysed row for %1 GPUs.</source>
        <translation>Nada a aplicar: nenhuma linha analisada para %1 GPUs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not applied: %1 GPUs do not fit — %2</source>
        <translation>Não aplicado: %1 GPUs não cabem — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not applied: the recipe changed since this analysis. Recompute first.</source>
        <translation>Não aplicado: a receita mudou desde esta análise. Recalcule primeiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apply feasibility plan for %1 GPUs (%2)</source>
        <translation>Aplicar plano de viabilidade para %1 GPUs (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan for %1 GPUs is already the recipe&apos;s.</source>
        <translation>O plano para %1 GPUs já é o da receita.</translation>
    </message>
</context>
<context>
    <name>moe::ui::FoldedGridView</name>
    <message>
        <location filename="../../ui/grid/folded_grid_labels.cpp" line="+24"/>
        <source>%1, %2, …, %3 (step %4, %5 GPUs)</source>
        <translation>%1, %2, …, %3 (passo %4, %5 GPUs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, … (%1 GPUs)</source>
        <translation>, … (%1 GPUs)</translation>
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
        <translation>Estágio PP %1</translation>
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
        <translation> — uma célula por nó (%1 GPUs); duplo clique ou zoom para ver as GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — one cell per NVLink domain (%1 GPUs); double-click or zoom in for nodes</source>
        <translation> — uma célula por domínio NVLink (%1 GPUs); duplo clique ou zoom para ver os nós</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — one cell per %1 GPUs (%2 NVLink domains); double-click or zoom in for fewer</source>
        <translation> — uma célula a cada %1 GPUs (%2 domínios NVLink); duplo clique ou zoom para ver menos</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source> · %1 GPUs/cell</source>
        <translation> · %1 GPUs/célula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1/cell</source>
        <translation> · %1/célula</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1  %2 · ranks in order (%3 fastest), rows named by their %4 replicas%5</source>
        <translation>%1  %2 · ranks em ordem (%3 mais rápido), linhas nomeadas pelas réplicas de %4%5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attention</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attn</source>
        <translation>Aten.</translation>
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
        <translation>&lt;b&gt;GPU %1&lt;/b&gt; — nó %2, domínio NVLink %3&lt;br&gt;atenção: tp %4, cp %5, dp %6, pp %7&lt;br&gt;MoE: etp %8, ep %9, edp %10</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> &lt;span style=&apos;color:#c01c28&apos;&gt;leaves NVLink domain&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#c01c28&apos;&gt;sai do domínio NVLink&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;this GPU alone: %1</source>
        <translation>&lt;br&gt;só esta GPU: %1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/folded_grid_view.cpp" line="+69"/>
        <source>  (zoom&#xa0;%1×:&#xa0;0&#xa0;resets)</source>
        <translation>  (zoom&#xa0;%1×:&#xa0;0&#xa0;redefine)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This layout cannot run: %1</source>
        <translation>Este layout não pode rodar: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This layout cannot run: %1 (and %2 more in the findings)</source>
        <translation>Este layout não pode rodar: %1 (e mais %2 nos achados)</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>&lt;i&gt;%1 GPUs in this cell (double-click or zoom in for single GPUs); first:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;%1 GPUs nesta célula (duplo clique ou zoom para ver GPUs individuais); a primeira:&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No folded grid: %1</source>
        <translation>Sem grade dobrada: %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::GridLegend</name>
    <message>
        <location filename="../../ui/grid/grid_legend.cpp" line="+90"/>
        <source>cell of %1 NVLink domains (racks), alternating hue</source>
        <translation>célula de %1 domínios NVLink (racks), tons alternados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cell of %1 NVLink domains (nodes), alternating hue</source>
        <translation>célula de %1 domínios NVLink (nós), tons alternados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink domain (rack), alternating hue</source>
        <translation>domínio NVLink (rack), tons alternados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink domain (node), alternating hue</source>
        <translation>domínio NVLink (nó), tons alternados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>node, alternating shade</source>
        <translation>nó, sombreamento alternado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>click a GPU to colour its %1 peers</source>
        <translation>clique em uma GPU para colorir seus pares %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>selected GPU</source>
        <translation>GPU selecionada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peers</source>
        <translation>pares %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peer group leaves its NVLink domain</source>
        <translation>o grupo de pares sai do seu domínio NVLink</translation>
    </message>
</context>
<context>
    <name>moe::ui::HelpWindow</name>
    <message>
        <location filename="../../ui/help/help_window.cpp" line="+37"/>
        <source>MoE Layout Studio Help</source>
        <translation>Ajuda do MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search help: a term, a setting or a message</source>
        <translation>Buscar na ajuda: um termo, uma configuração ou uma mensagem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>%1 topics</source>
        <translation>%1 tópicos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing matches</source>
        <translation>Nenhum resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 match</source>
        <translation>1 resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 matches</source>
        <translation>%1 resultados</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;No topic matches “%1”. Try a shorter word, or one of the glossary&apos;s terms (TP, EP, recompute, dispatcher…).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nenhum tópico corresponde a “%1”. Tente uma palavra mais curta ou um dos termos do glossário, que por enquanto está em inglês (TP, EP, recompute, dispatcher…).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportHandle</name>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+7"/>
        <source>Export image…</source>
        <translation>Exportar imagem…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 image (*.%2)</source>
        <translation>Imagem %1 (*.%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Image of the %1</source>
        <translation>Exportar imagem de %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Image</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The image was not saved: %1</source>
        <translation>A imagem não foi salva: %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::LayoutEditor</name>
    <message>
        <location filename="../../ui/editor/gpu_count_shrink.cpp" line="+58"/>
        <source>%1 GPUs with %2</source>
        <translation>%1 GPUs com %2</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor.cpp" line="+39"/>
        <source>Recipe</source>
        <translation>Receita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recipe name</source>
        <translation>nome da receita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model from the built-in catalog; the layout and options are kept.</source>
        <translation>Modelo do catálogo integrado; o layout e as opções são mantidos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU from the built-in catalog; the layout and options are kept.</source>
        <translation>GPU do catálogo integrado; o layout e as opções são mantidos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ The notes (at the end of this panel) describe an earlier layout and are left out of exports. Check them, then delete their first line.</source>
        <translation>⚠ As notas (no fim deste painel) descrevem um layout anterior e ficam fora das exportações. Confira-as e depois apague a primeira linha delas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pipeline and context</source>
        <translation>Pipeline e contexto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence parallel</source>
        <translation>Paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline layout</source>
        <translation>Layout do pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Et|(tt|)*30mL; empty = even split</source>
        <translation>p. ex. Et|(tt|)*30mL; vazio = divisão uniforme</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+398"/>
        <source>even split</source>
        <translation>divisão uniforme</translation>
    </message>
    <message>
        <location line="-400"/>
        <source>First-stage layers</source>
        <translation>Camadas do primeiro estágio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-stage layers</source>
        <translation>Camadas do último estágio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding as a layer in the split</source>
        <translation>Embedding como camada na divisão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss as a layer in the split</source>
        <translation>Perda como camada na divisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CP communication</source>
        <translation>Comunicação CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hierarchical CP</source>
        <translation>CP hierárquico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inner,outer (a2a+p2p)</source>
        <translation>interno,externo (a2a+p2p)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank order</source>
        <translation>Ordem dos ranks</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cluster and batch</source>
        <translation>Cluster e lote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>Comprimento da sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (GBS)</source>
        <translation>Lote global (GBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro batch (MBS)</source>
        <translation>Microlote (MBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Microbatches / step</source>
        <translation>Microlotes / passo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parallel folding</source>
        <translation>Parallel Folding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows step through the sizes that keep the world divisible by both meshes.</source>
        <translation>As setas percorrem os tamanhos que mantêm o total de GPUs divisível pelas duas malhas.</translation>
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
        <translation>DP (derivado)</translation>
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
        <translation>= TP (não definido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EDP (derived)</source>
        <translation>EDP (derivado)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher</source>
        <translation>Despachador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute modules</source>
        <translation>Módulos de recálculo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer CPU offload</source>
        <translation>Descarregar otimizador na CPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Optimizer offload fraction</source>
        <translation>Fração descarregada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation offload (fine-grained)</source>
        <translation>Descarregar ativações (granular)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offload modules</source>
        <translation>Módulos de descarregamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>Gráficos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph scopes</source>
        <translation>Escopos do gráfico</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Change GPU to %1</source>
        <translation>Trocar a GPU para %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change GPU to %1 (%2)</source>
        <translation>Trocar a GPU para %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU changed to %1: %2 (the exports write what %1 needs; Ctrl+Z restores the old value).</source>
        <translation>GPU alterada para %1: %2 (as exportações escrevem o que a %1 precisa; Ctrl+Z restaura o valor anterior).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Change model to %1</source>
        <translation>Trocar o modelo para %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (edited)</source>
        <translation>%1 (editado)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (imported)</source>
        <translation>%1 (importado)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (custom)</source>
        <translation>%1 (personalizado)</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Steps through the %1 sizes that keep both meshes divisible.</source>
        <translation>Percorre os tamanhos de %1 que mantêm as duas malhas divisíveis.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.</source>
        <translation>Passos de %1 GPUs: os números que TP·CP·PP, ETP·EP·PP e nós inteiros de %2 dividem.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>None ticked: Megatron recomputes its default module, core_attn</source>
        <translation>Nenhum marcado: o Megatron recalcula seu módulo padrão, core_attn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modules recomputed in backward (selective recompute)</source>
        <translation>Módulos recalculados no backward (recálculo seletivo)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>set by the layout string</source>
        <translation>definido pelo layout</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Modules whose saved inputs go to host memory between forward and backward (fine-grained activation offloading)</source>
        <translation>Módulos cujas entradas salvas vão para a memória do host entre o forward e o backward (descarregamento granular de ativações)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs not divisible by TP·CP·PP</source>
        <translation>Número de GPUs não divisível por TP·CP·PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs not divisible by ETP·EP·PP</source>
        <translation>Número de GPUs não divisível por ETP·EP·PP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GBS not divisible by MBS·DP</source>
        <translation>GBS não divisível por MBS·DP</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor_notes.cpp" line="+39"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sources, why the layout deviates, …</source>
        <translation>fontes, por que o layout se desvia, …</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor_shrink.cpp" line="+39"/>
        <source>
(over HBM by %1)</source>
        <translation>
(acima da HBM em %1)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Use %1%2</source>
        <translation>Usar %1%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instead of the snapped GPU count: this layout on %1 GPUs, one undo step%2</source>
        <translation>Em vez do número de GPUs ajustado: este layout em %1 GPUs, um passo de desfazer%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. It would not fit in memory; the memory chart and the findings then say by how much.</source>
        <translation>. Não caberia na memória; o gráfico de memória e os achados então dizem por quanto.</translation>
    </message>
</context>
<context>
    <name>moe::ui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+60"/>
        <source>Recipe files (*.yaml *.yml);;All files (*)</source>
        <translation>Arquivos de receita (*.yaml *.yml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Recipe editor</source>
        <translation>Editor de receitas</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ready. New here? Help ▸ Getting Started walks through the window.</source>
        <translation>Pronto. Primeira vez aqui? Ajuda ▸ Primeiros passos percorre a janela.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The recipe has been edited since: these warnings are about the file as imported.</source>
        <translation>A receita foi editada desde então: estes avisos são sobre o arquivo como foi importado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1</source>
        <translation>%1 aberto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not import the file.</source>
        <translation>Não foi possível importar o arquivo.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open the file.</source>
        <translation>Não foi possível abrir o arquivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Imported %1</source>
        <translation>%1 importado</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported %1 with %n warning(s).</source>
        <translation>
            <numerusform>%1 importado com %n aviso.</numerusform>
            <numerusform>%1 importado com %n avisos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Not carried into the exports: %1 and %n more.</source>
        <translation>
            <numerusform>Não levado para as exportações: %1 e mais %n.</numerusform>
            <numerusform>Não levados para as exportações: %1 e mais %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not carried into the exports: %1.</source>
        <translation>Não levado para as exportações: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The edit was rejected.</source>
        <translation>A edição foi rejeitada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the recipe.</source>
        <translation>Não foi possível salvar a receita.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import…</source>
        <translation>Im&amp;portar…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir r&amp;ecente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;Built-in</source>
        <translation>Abrir receita i&amp;ntegrada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not load the built-in recipe %1.</source>
        <translation>Não foi possível carregar a receita integrada %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open built-in %1</source>
        <translation>Abrir receita integrada %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open from &amp;Library…</source>
        <translation>Abrir da &amp;biblioteca…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Trace…</source>
        <translation>Abrir &amp;rastreamento…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../ui/window/unsaved_changes.cpp" line="+14"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Ima&amp;ge…</source>
        <translation>Exportar ima&amp;gem…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Limpar menu</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+20"/>
        <source>Open Recipe</source>
        <translation>Abrir receita</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>a Megatron-Bridge YAML</source>
        <translation>um YAML do Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Hugging Face config.json</source>
        <translation>um config.json do Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Megatron-LM launch script</source>
        <translation>um script de lançamento do Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a profiler trace</source>
        <translation>um rastreamento do profiler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is %2, not a recipe. Open it in the Trace dock?</source>
        <translation>%1 é %2, não uma receita. Abri-lo no painel Rastreamento?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from the open recipe.</source>
        <translation>%1 é %2, não uma receita. Importá-lo? A GPU e o número de GPUs que ele não informa são mantidos da receita aberta.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Recipe As</source>
        <translation>Salvar receita como</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)</source>
        <translation>Arquivos importáveis (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Configuração Hugging Face (*.json);;Linha de comando Megatron-LM (*.sh *.txt);;Traces de profiler: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_docks.cpp" line="+68"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Estimate</source>
        <extracomment>Dock title and View menu entry: the estimated step time and throughput (a noun).</extracomment>
        <translation>Estimativa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feasibility</source>
        <extracomment>Dock title: which GPU counts can run the model at this sequence length.</extracomment>
        <translation>Viabilidade</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search</source>
        <extracomment>Dock title: the search for the best layouts on a GPU count (a noun).</extracomment>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <extracomment>Dock title: pinned recipes side by side (a noun where the language distinguishes).</extracomment>
        <translation>Comparação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs</source>
        <extracomment>Dock title: measured training runs (logs, traces) attached to the session.</extracomment>
        <translation>Execuções</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory Assumptions</source>
        <extracomment>Dock title: the memory model&apos;s assumptions (GPU memory, HBM).</extracomment>
        <translation>Premissas de memória</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../../ui/window/main_window_trace.cpp" line="+40"/>
        <source>Trace</source>
        <extracomment>View menu entry and dock title: a profiler trace (Kineto, Nsight) on a timeline.</extracomment>
        <translation>Rastreamento</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Compare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_trace.cpp" line="-11"/>
        <source>Open Trace</source>
        <translation>Abrir rastreamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)</source>
        <translation>Rastreamentos do profiler (*.json *.json.gz *.sqlite *.sqlite3);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Opened %1 trace files (%2, …)</source>
        <translation>%1 arquivos de rastreamento abertos (%2, …)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened trace %1</source>
        <translation>Rastreamento %1 aberto</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot simulate the step: %1</source>
        <translation>Não é possível simular o passo: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot simulate the step</source>
        <translation>Não é possível simular o passo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Predicted step %1 (closed-form estimate %2)</source>
        <translation>Passo previsto %1 (estimativa analítica %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating one step…</source>
        <translation>Simulando um passo…</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_changes.cpp" line="+4"/>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Não salvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unsaved Changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>“%1” tem alterações não salvas. Salvá-las?</translation>
    </message>
</context>
<context>
    <name>moe::ui::MemoryChart</name>
    <message>
        <location filename="../../ui/memory/memory_chart.cpp" line="+48"/>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grads</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>Ativações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overheads</source>
        <translation>Sobrecargas</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GiB per GPU</source>
        <translation>GiB por GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stage</source>
        <translation>Estágio de pipeline</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>the layout cannot run (%1); fix it first</source>
        <translation>o layout não pode rodar (%1); corrija primeiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layout cannot run (%1, and %2 more); fix them first</source>
        <translation>o layout não pode rodar (%1, e mais %2); corrija-os primeiro</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Memory cannot be evaluated: %1</source>
        <translation>Não é possível avaliar a memória: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>usable HBM
%1 GiB</source>
        <translation>HBM utilizável
%1 GiB</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>binding: stage %1, %2 GiB</source>
        <translation>limitante: estágio %1, %2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1: %2 GiB</source>
        <translation>estágio %1: %2 GiB</translation>
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
        <translation>estágio %1 apertado: %2 GiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GiB, tight</source>
        <translation>%1 GiB, apertado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stage %1 does not fit: %2 GiB</source>
        <translation>estágio %1 não cabe: %2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1: %2 GiB, too much</source>
        <translation>estágio %1: %2 GiB, demais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GiB, too much</source>
        <translation>%1 GiB, demais</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fits, but closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB fragmentation allowance; it may not fit</source>
        <translation>Cabe, mas por pouco: o estágio limitante %1 deixa %2 GiB de %3 GiB de HBM utilizável, menos que a tolerância de fragmentação de %4 GiB; pode não caber</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fits: binding stage %1 leaves %2 GiB of %3 GiB usable HBM</source>
        <translation>Cabe: o estágio limitante %1 deixa %2 GiB de %3 GiB de HBM utilizável</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tight: binding stage %1 is %2 GiB over, within the %3 GiB fragmentation allowance; it may run</source>
        <translation>Apertado: o estágio limitante %1 passa %2 GiB, dentro da tolerância de fragmentação de %3 GiB; pode rodar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does not fit: the host memory the offload needs is short (see the findings)</source>
        <translation>Não cabe: falta a memória do host de que o descarregamento precisa (veja os achados)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not fit: binding stage %1 needs %2 GiB, %3 GiB over the usable %4 GiB</source>
        <translation>Não cabe: o estágio limitante %1 precisa de %2 GiB, %3 GiB acima dos %4 GiB utilizáveis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot run as it is (%1). Memory: %2</source>
        <translation>Não pode rodar como está (%1). Memória: %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::MessageBanner</name>
    <message>
        <location filename="../../ui/window/message_banner.cpp" line="+25"/>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
</context>
<context>
    <name>moe::ui::ParetoPlot</name>
    <message>
        <location filename="../../ui/search/pareto_plot.cpp" line="+45"/>
        <source>Memory headroom (GiB)</source>
        <translation>Folga de memória (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pareto front</source>
        <translation>Fronteira de Pareto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top plans</source>
        <translation>Melhores planos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Selected</source>
        <translation>Selecionado</translation>
    </message>
</context>
<context>
    <name>moe::ui::PredictionTable</name>
    <message>
        <location filename="../../ui/trace/prediction_table.cpp" line="+28"/>
        <location line="+70"/>
        <source>Per step</source>
        <translation>Por passo</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Predicted (ms)</source>
        <translation>Previsto (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (ms)</source>
        <translation>Medido (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference (ms)</source>
        <translation>Diferença (ms)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Predicted step %1, measured %2 (%3 step window(s) averaged).</source>
        <translation>Passo previsto %1, medido %2 (média de %3 janela(s) de passo).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Not this recipe&apos;s run&lt;/b&gt;: what the trace records contradicts the recipe (%1). Predicted step %2, measured %3; no per-step comparison is shown, as its differences would not be errors of the prediction.</source>
        <translation>&lt;b&gt;Não é uma execução desta receita&lt;/b&gt;: o que o rastreamento registra contradiz a receita (%1). Passo previsto %2, medido %3; nenhuma comparação por passo é mostrada, pois suas diferenças não seriam erros da previsão.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Not this recipe&apos;s run&lt;/b&gt;: the predicted step (%1) is %2× %3 than the measured %4, so the trace is probably of another model, layout or batch. No per-step comparison is shown: its differences would not be errors of the prediction.</source>
        <translation>&lt;b&gt;Não é uma execução desta receita&lt;/b&gt;: o passo previsto (%1) é %2× %3 que o medido %4, então o rastreamento provavelmente é de outro modelo, layout ou lote. Nenhuma comparação por passo é mostrada: suas diferenças não seriam erros da previsão.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>longer</source>
        <translation>mais longo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>shorter</source>
        <translation>mais curto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Per step (largest difference first)</source>
        <translation>Por passo (maior diferença primeiro)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>phase: </source>
        <translation>fase: </translation>
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
        <translation>Preferências</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new language applies at the next start of the studio. Files written for a trainer (recipes, launch scripts, Bridge YAML, CSV, traces) are the same in every language.</source>
        <translation>O novo idioma vale a partir do próximo início do studio. Os arquivos escritos para o framework de treinamento (receitas, scripts de lançamento, Bridge YAML, CSV, rastreamentos) são idênticos em todos os idiomas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This session&apos;s language is set by MOE_STUDIO_LANGUAGE=%1, which overrides this choice while it is set.</source>
        <translation>O idioma desta sessão é definido por MOE_STUDIO_LANGUAGE=%1, que prevalece sobre esta escolha enquanto estiver definido.</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeLibraryDialog</name>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+19"/>
        <source>Open from Library</source>
        <translation>Abrir da biblioteca</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Precision:</source>
        <translation>&amp;Precisão:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Sequence:</source>
        <translation>&amp;Sequência:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The library could not be read: %1</source>
        <translation>Não foi possível ler a biblioteca: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No recipe matches these filters.</source>
        <translation>Nenhuma receita corresponde a estes filtros.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a recipe.</source>
        <translation>Selecione uma receita.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Select a recipe to open.</source>
        <translation>Selecione uma receita para abrir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not load %1: %2</source>
        <translation>Não foi possível carregar %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open %1 from library</source>
        <translation>Abrir %1 da biblioteca</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeLibraryModel</name>
    <message>
        <location filename="../../ui/library/recipe_library_model.cpp" line="+51"/>
        <source>Megatron-Bridge perf</source>
        <translation>desempenho Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>representative</source>
        <translation>representativo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recipe</source>
        <translation>Receita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>Família</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeSummaryView</name>
    <message>
        <location filename="../../ui/editor/recipe_summary_view.cpp" line="+33"/>
        <source>— (world size does not divide)</source>
        <translation>— (o total de GPUs não divide)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> + Gated DeltaNet (1 in %1 full)</source>
        <translation> + Gated DeltaNet (1 em %1 completa)</translation>
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
        <translation>%1, %2 cabeças, latente kv %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, q latent %1</source>
        <translation>, latente q %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 heads, %3 query groups</source>
        <translation>%1, %2 cabeças, %3 grupos de consulta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dense</source>
        <translation>denso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 experts, top-%2, f_e %3</source>
        <translation>%1 especialistas, top-%2, f_e %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, shared %1</source>
        <translation>, compartilhados %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1 of %2 layers MoE)</source>
        <translation> (%1 de %2 camadas MoE)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>Especialistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active / token</source>
        <translation>Ativos / token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding + output</source>
        <translation>Embedding + saída</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense peak</source>
        <translation>Pico denso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node</source>
        <translation>Nó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>World size</source>
        <translation>Total de GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mesh</source>
        <translation>Malha de atenção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert mesh</source>
        <translation>Malha de especialistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP (derived)</source>
        <translation>DP (derivado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EDP (derived)</source>
        <translation>EDP (derivado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Microbatches / step</source>
        <translation>Microlotes / passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher</source>
        <translation>Despachador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 layers%2, hidden %3, vocab %4</source>
        <translation>%1 camadas%2, dim. oculta %3, vocab. %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 MTP</source>
        <translation> + %1 MTP</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 GiB usable of %2 GB HBM (datasheet), %3 TB/s</source>
        <translation>%1 GiB utilizáveis de %2 GB de HBM (ficha técnica), %3 TB/s</translation>
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
        <translation>%1 GPUs/nó, domínio NVLink %2, NIC %3 GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
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
        <translation>, paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— (GBS not divisible by MBS × DP)</source>
        <translation>— (GBS não divisível por MBS × DP)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, FP8 param gather</source>
        <translation>, coleta de parâmetros em FP8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>distributed %1, CPU offload %2</source>
        <translation>distribuído %1, descarregamento na CPU %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::RunsModel</name>
    <message>
        <location filename="../../ui/runs/runs_model.cpp" line="+89"/>
        <source>Before later edits: %1</source>
        <translation>Antes das edições posteriores: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not the loaded recipe: %1</source>
        <translation>Não é a receita carregada: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>training-equivalent</source>
        <translation>equivalente ao treinamento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>benchmark-only</source>
        <translation>apenas benchmark</translation>
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
        <translation>perda não finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-finite grad norm</source>
        <translation>norma do gradiente não finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finite</source>
        <translation>finita</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No forced balancing, synthetic data or disabled paths found</source>
        <translation>Nenhum balanceamento forçado, dado sintético ou caminho desativado encontrado</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>iterations %1-%2: %3; median %4 ms</source>
        <translation>iterações %1-%2: %3; mediana %4 ms</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Being scored against the loaded recipe %1.</source>
        <translation>Sendo avaliada em relação à receita carregada %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The figure came from the %1 calibration; the run is being re-scored with the one now in use.</source>
        <translation>O valor veio da calibração %1; a execução está sendo reavaliada com a que está em uso agora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared with %1&apos;s prediction:</source>
        <translation>Não comparada com a previsão de %1:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
Its differences from %1&apos;s prediction would not be errors of the prediction.</source>
        <translation>
Suas diferenças em relação à previsão de %1 não seriam erros da previsão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>predicted for %1 with the %2 calibration</source>
        <translation>previsto para %1 com a calibração %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s band: %1</source>
        <translation>A faixa do modelo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No uncertainty band is known for this recipe</source>
        <translation>Nenhuma faixa de incerteza é conhecida para esta receita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every figure of this run was scored against %1 as it was when the run was added: a log records little of its job, so later edits are not facts about the run. If the run ran the loaded recipe %2, select it and press Re-score Against Loaded.</source>
        <translation>Cada valor desta execução foi avaliado em relação a %1 como estava quando a execução foi adicionada: um log registra pouco do seu job, então edições posteriores não são fatos sobre a execução. Se a execução rodou a receita carregada %2, selecione-a e pressione Reavaliar com a carregada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The studio&apos;s recipe as it was at %1, when the run was scored; later edits do not change it (Re-score Against Loaded does)</source>
        <translation>A receita do studio como estava às %1, quando a execução foi avaliada; edições posteriores não a alteram (Reavaliar com a carregada altera)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recipe file attached to the run</source>
        <translation>O arquivo de receita anexado à execução</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (from recipe)</source>
        <translation>%1 (da receita)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (neither count)</source>
        <translation>%1 (nenhuma das contagens)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>re-scoring…</source>
        <translation>reavaliando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>earlier recipe: %1</source>
        <translation>receita anterior: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The log prints no TFLOP/s: this is the recipe&apos;s model FLOPs per step over the measured step time and the recipe&apos;s GPU count, so it follows edits to the recipe; by the studio&apos;s %1</source>
        <translation>O log não imprime TFLOP/s: este é o FLOPs do modelo por passo da receita sobre o tempo de passo medido e o número de GPUs da receita, então acompanha as edições da receita; segundo %1 do studio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the log printed it, by whichever FLOPs count the log uses (told apart only against the run&apos;s recipe); the studio&apos;s estimates use the %1</source>
        <translation>Como o log imprimiu, pela contagem de FLOPs que o log usar (distinguida só em relação à receita da execução); as estimativas do studio usam %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the log printed it. For this model the public FLOPs counts (%1; %2) agree</source>
        <translation>Como o log imprimiu. Para este modelo as contagens públicas de FLOPs (%1; %2) concordam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the log printed it, which %1.</source>
        <translation>Como o log imprimiu, que %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the log printed it, %1, not the studio&apos;s %2.</source>
        <translation>Como o log imprimiu, %1, não %2 do studio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the log printed it, %1 (the studio&apos;s).</source>
        <translation>Como o log imprimiu, %1 (a do studio).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this recipe&apos;s run</source>
        <translation>Não é uma execução desta receita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared: the recipe does not fit</source>
        <translation>Não comparado: a receita não cabe na memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probably not this recipe&apos;s run</source>
        <translation>Provavelmente não é uma execução desta receita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— (no prediction)</source>
        <translation>— (sem previsão)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> (inside %1)</source>
        <translation> (dentro de %1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (outside %1)</source>
        <translation> (fora de %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model TFLOP/s per GPU over the steady window, as the log printed it: in the FLOPs count the log uses, told from its tokens/s. Where that is not the studio&apos;s %1 (%2), as a Megatron-LM log of a sliding-window or quick-GELU model, the cell names it; each cell&apos;s tooltip gives both counts.</source>
        <translation>TFLOP/s do modelo por GPU na janela estável, como o log imprimiu: na contagem de FLOPs que o log usa, deduzida dos seus tokens/s. Onde ela não é %1 do studio (%2), como em um log do Megatron-LM de um modelo com sliding window ou quick-GELU, a célula a nomeia; a dica de cada célula dá as duas contagens.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run</source>
        <translation>Execução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>Rótulo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time (ms)</source>
        <translation>Tempo de passo (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss</source>
        <translation>Perda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>Puladas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak memory (GiB)</source>
        <translation>Pico de memória (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted error</source>
        <translation>Erro da previsão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scored against</source>
        <translation>Avaliada em relação a</translation>
    </message>
</context>
<context>
    <name>moe::ui::RunsPanel</name>
    <message>
        <location filename="../../ui/runs/runs_panel.cpp" line="+14"/>
        <source>A&amp;dd Run…</source>
        <translation>A&amp;dicionar execução…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rem&amp;ove</source>
        <translation>Rem&amp;over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Repor&amp;t…</source>
        <translation>Abrir relatór&amp;io…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ca&amp;librate from Runs…</source>
        <translation>Ca&amp;librar pelas execuções…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-score A&amp;gainst Loaded</source>
        <translation>Reavaliar com a c&amp;arregada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Attach a measured run: its training log with traces, a contract or a Bridge YAML (the current recipe is the run&apos;s recipe unless you pick a recipe file)</source>
        <translation>Anexa uma execução medida: seu log de treinamento com rastreamentos, um contrato ou um Bridge YAML (a receita atual é a receita da execução, a menos que você escolha um arquivo de receita)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the evidence pack of the selected run (B against A when two are picked)</source>
        <translation>Grava o pacote de evidências da execução selecionada (B contra A quando duas são escolhidas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the step-time model&apos;s efficiency constants to the attached runs</source>
        <translation>Ajusta as constantes de eficiência do modelo de tempo de passo às execuções anexadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run keeps the recipe it was added with. If the selected run ran the recipe loaded now, score it against that one instead.</source>
        <translation>Uma execução mantém a receita com que foi adicionada. Se a execução selecionada rodou a receita carregada agora, avalie-a em relação a essa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Variable / metric</source>
        <translation>Variável / métrica</translation>
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
        <translation>Fontes / diferença</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A/B: baseline A</source>
        <translation>A/B: linha de base A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against B</source>
        <translation>contra B</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+206"/>
        <source>Could not load the run</source>
        <translation>Não foi possível carregar a execução</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>Could not re-score the runs</source>
        <translation>Não foi possível reavaliar as execuções</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Predictions use %1.</source>
        <translation>As previsões usam %1.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Could not re-score a run</source>
        <translation>Não foi possível reavaliar uma execução</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no result</source>
        <translation>sem resultado</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;b&gt;%1 is not a run of %2&lt;/b&gt;, so no prediction error is shown: %3.</source>
        <translation>&lt;b&gt;%1 não é uma execução de %2&lt;/b&gt;, então nenhum erro de previsão é mostrado: %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attach two runs to compare them.</source>
        <translation>Anexe duas execuções para compará-las.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick two different runs as A (baseline) and B.</source>
        <translation>Escolha duas execuções diferentes como A (linha de base) e B.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Labels: A %1, B %2.</source>
        <translation>Rótulos: A %1, B %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not this recipe&apos;s run (%2).</source>
        <translation>%1 não é uma execução desta receita (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Attributable&lt;/b&gt; to %1: %2</source>
        <translation>&lt;b&gt;Atribuível&lt;/b&gt; a %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Not attributable&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Não atribuível&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variables that differ (%1)</source>
        <translation>Variáveis que diferem (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Derived (follow from the above)</source>
        <translation>Derivadas (decorrem das acima)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known on one side only (cannot be shown fixed)</source>
        <translation>Conhecidas de um lado só (não podem ser mostradas fixas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deltas (B − A)</source>
        <translation>Diferenças (B − A)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warnings (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_report.cpp" line="+35"/>
        <source>No report written</source>
        <translation>Nenhum relatório gravado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attach a run first.</source>
        <translation>Anexe uma execução primeiro.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not write the report</source>
        <translation>Não foi possível gravar o relatório</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Open Report</source>
        <translation>Abrir relatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML (*.html);;Markdown (*.md)</source>
        <translation>HTML (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Report written to %1 and opened.</source>
        <translation>Relatório gravado em %1 e aberto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report written to %1; no application opened it, open the file from there.</source>
        <translation>Relatório gravado em %1; nenhum aplicativo o abriu, abra o arquivo de lá.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s own pack, the A/B&apos;s baseline; select %2 for the A/B comparison.</source>
        <translation>É o pacote do próprio %1, a linha de base do A/B; selecione %2 para a comparação A/B.</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_session.cpp" line="+17"/>
        <source>Run %1: %2</source>
        <translation>Execução %1: %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchConstraintsWidget</name>
    <message>
        <location filename="../../ui/search/search_constraints_widget.cpp" line="+64"/>
        <source>Allow full recompute</source>
        <translation>Permitir recálculo completo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dimensions to hold fixed, as key=value separated by commas or spaces.
Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension.</source>
        <translation>Dimensões a manter fixas, como key=value separados por vírgulas ou espaços.
Chaves: tp, cp, pp, vpp, ep, etp, mbs; valores ≥ 1. Vazio = buscar em todas as dimensões.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Precisions to try; none checked = the recipe&apos;s own</source>
        <translation>Precisões a testar; nenhuma marcada = a da receita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE token dispatchers to try; none checked = the recipe&apos;s own</source>
        <translation>Despachadores de tokens MoE a testar; nenhum marcado = o da receita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Largest share of usable HBM the binding pipeline stage may use</source>
        <translation>Maior fração da HBM utilizável que o estágio de pipeline limitante pode usar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try full (uniform, 1 layer) activation recompute</source>
        <translation>Testar também o recálculo completo de ativações (uniform, 1 camada)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fix</source>
        <translation>Fixar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Max memory</source>
        <translation>Memória máx.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Precision: recipe&apos;s (%1)</source>
        <translation>Precisão: a da receita (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision: %1</source>
        <translation>Precisão: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher: recipe&apos;s (%1)</source>
        <translation>Despachador: o da receita (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher: %1</source>
        <translation>Despachador: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fix %1</source>
        <translation>fixar %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>≤ %1 of HBM</source>
        <translation>≤ %1 da HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute allowed</source>
        <translation>recálculo completo permitido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no full recompute</source>
        <translation>sem recálculo completo</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchPanel</name>
    <message>
        <location filename="../../ui/search/search_panel.cpp" line="+61"/>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply Selected Plan</source>
        <translation>Aplicar plano selecionado</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>GPU count to search layouts for (follows the recipe until you change it)</source>
        <translation>Número de GPUs para o qual buscar layouts (acompanha a receita até você alterá-lo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many of the fastest plans to keep</source>
        <translation>Quantos dos planos mais rápidos manter</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search the layouts of this model, GPU and sequence length on a GPU count.</source>
        <translation>Busca os layouts deste modelo, GPU e comprimento de sequência em um número de GPUs.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>the recipe has an error that no searched layout changes: %1. Fix it in the editor first.</source>
        <translation>a receita tem um erro que nenhum layout buscado muda: %1. Corrija-o no editor primeiro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Not searched:</source>
        <translation>Não buscado:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Searching %1 at seq %2 on %3 × %4…</source>
        <translation>Buscando %1 com seq %2 em %3 × %4…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Search cancelled; the results below are from the previous search.</source>
        <translation>Busca cancelada; os resultados abaixo são da busca anterior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search cancelled.</source>
        <translation>Busca cancelada.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed:</source>
        <translation>A busca falhou:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that fits and passes the hard rules, %8 evaluated in full (%5 s); plans that fit only closely rank last. Every plan runs with the recipe&apos;s options: %7.</source>
        <translation>%1%6: %2 planos sobre %3 malhas; %4 configurações (malha, precisão, despachador, MBS) têm um plano que cabe e passa nas regras obrigatórias, %8 avaliadas por completo (%5 s); planos que cabem só por pouco ficam por último. Todo plano roda com as opções da receita: %7.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, with the recipe&apos;s forced load balancing (benchmark-only figures, as the recipe&apos;s)</source>
        <translation>, com o balanceamento de carga forçado da receita (valores apenas de benchmark, como os da receita)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No plan fits.</source>
        <translation>Nenhum plano cabe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#2 ties with #1:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;O #2 empata com o #1:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Why #2 loses:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Por que o #2 perde:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fewer than two plans fit: there is no runner-up.</source>
        <translation>Menos de dois planos cabem: não há segundo colocado.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;The loaded layout is faster than every plan found&lt;/b&gt; (%1: %2 against %3 tokens/s/GPU for #1): the search varies the parallel sizes with its own pipeline and option choices, and the loaded recipe&apos;s settings beat them here. Applying a plan would be a step back.</source>
        <translation>&lt;b&gt;O layout carregado é mais rápido que todos os planos encontrados&lt;/b&gt; (%1: %2 contra %3 tokens/s/GPU do #1): a busca varia os tamanhos de paralelismo com as próprias escolhas de pipeline e de opções, e as configurações da receita carregada os superam aqui. Aplicar um plano seria um retrocesso.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 at sequence %2, GBS %5 on %3× %4</source>
        <translation>%1 com sequência %2, GBS %5 em %3× %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> with the %1 calibration</source>
        <translation> com a calibração %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans were ranked with the %1 calibration; estimates now use %2. Search again.</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; estes planos foram ordenados com a calibração %1; as estimativas agora usam %2. Busque de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these results are for %1, not for the recipe now loaded (%2 at sequence %3, GBS %5 on %4). Search again.</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; estes resultados são para %1, não para a receita carregada agora (%2 com sequência %3, GBS %5 em %4). Busque de novo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Searched with other settings:&lt;/b&gt; %1. Search again for the settings now shown.</source>
        <translation>&lt;b&gt;Buscado com outras configurações:&lt;/b&gt; %1. Busque de novo com as configurações mostradas agora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Search unavailable:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Busca indisponível:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search the layouts of this model, GPU and sequence length</source>
        <translation>Buscar os layouts deste modelo, GPU e comprimento de sequência</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Nothing to apply:</source>
        <translation>Nada a aplicar:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no search result #%1.</source>
        <translation>não há resultado de busca #%1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not applied:</source>
        <translation>Não aplicado:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these results are for %1 at seq %2 on %3; the recipe has changed since. Search again.</source>
        <translation>estes resultados são para %1 com seq %2 em %3; a receita mudou desde então. Busque de novo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply search result #%1 (%2)</source>
        <translation>Aplicar resultado de busca #%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan #%1 is already the recipe&apos;s plan.</source>
        <translation>O plano #%1 já é o plano da receita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.</source>
        <translation>Plano #%1 aplicado: %2, %3. Editar ▸ Desfazer restaura o plano anterior.</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchResultsModel</name>
    <message>
        <location filename="../../ui/search/search_results_model.cpp" line="+78"/>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tie (%1)</source>
        <translation>empate (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, fits closely</source>
        <translation>%1, cabe por pouco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>TFLOP/s and MFU: %1</source>
        <translation>TFLOP/s e MFU: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1: %2 TFLOP/s/GPU, MFU %3</source>
        <translation>; %1: %2 TFLOP/s/GPU, MFU %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Fits closely: %1 headroom, less than the memory model&apos;s own %2 allocator-fragmentation allowance, so it may not fit; ranked after the plans that fit with room.</source>
        <translation>
Cabe por pouco: folga de %1, menor que a tolerância de fragmentação do alocador de %2 do próprio modelo de memória, então pode não caber; classificado depois dos planos que cabem com folga.</translation>
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
Parede a atacar primeiro: %3 — %4
Incerteza: %5
%6%7%8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Ties with #1: the difference is inside the band, so the model cannot tell the two apart.</source>
        <translation>
Empata com o #1: a diferença está dentro da faixa, então o modelo não consegue distinguir os dois.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Warnings the searched recipe did not have:
• %1</source>
        <translation>
Avisos que a receita buscada não tinha:
• %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>By the %1: %2</source>
        <translation>Segundo %1: %2</translation>
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
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory levers</source>
        <translation>Alavancas de memória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher</source>
        <translation>Despachador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binding stage</source>
        <translation>Estágio limitante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headroom</source>
        <translation>Folga</translation>
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
        <translation>Parte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>Fração</translation>
    </message>
</context>
<context>
    <name>moe::ui::StudioCalibration</name>
    <message>
        <location filename="../../ui/runs/studio_calibration.cpp" line="+8"/>
        <location line="+33"/>
        <source>built-in</source>
        <translation>integrada</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the built-in calibration (fitted to published runs)</source>
        <translation>a calibração integrada (ajustada a execuções publicadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 calibration</source>
        <translation>a calibração %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 calibration (fitted on %2 runs)</source>
        <translation>a calibração %1 (ajustada em execuções em %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was fitted on %2 runs only; this recipe runs on %3, where its constants may not hold.</source>
        <translation>%1 foi ajustada só em execuções em %2; esta receita roda em %3, onde suas constantes podem não valer.</translation>
    </message>
</context>
<context>
    <name>moe::ui::StudioState</name>
    <message>
        <location filename="../../ui/state/studio_state.cpp" line="+50"/>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unset</source>
        <translation>não definido</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)</source>
        <translation>%1: um rastreamento do profiler, não uma receita (abra-o com Arquivo ▸ Abrir rastreamento…)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line</source>
        <translation>%1: não é receita, Megatron-Bridge YAML, config.json do Hugging Face nem linha de comando do Megatron-LM</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No file name to save to</source>
        <translation>Nenhum nome de arquivo para salvar</translation>
    </message>
</context>
<context>
    <name>moe::ui::TimelineView</name>
    <message>
        <location filename="../../ui/trace/timeline_view.cpp" line="+177"/>
        <source>No trace loaded (File ▸ Open Trace…)</source>
        <translation>Nenhum rastreamento carregado (Arquivo ▸ Abrir rastreamento…)</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>PP rank %1, predicted from the recipe (not measured)</source>
        <translation>rank PP %1, previsto pela receita (não medido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1, GPU %2, stream %3</source>
        <translation>rank %1, GPU %2, stream %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1, thread %2</source>
        <translation>rank %1, thread %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;class: %2&lt;br&gt;%3&lt;br&gt;start: %4&lt;br&gt;duration: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;classe: %2&lt;br&gt;%3&lt;br&gt;início: %4&lt;br&gt;duração: %5</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceMetricsPanel</name>
    <message>
        <location filename="../../ui/trace/trace_metrics_panel.cpp" line="+42"/>
        <source>Per rank</source>
        <translation>Por rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per step</source>
        <translation>Por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per range</source>
        <translation>Por intervalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel patterns</source>
        <translation>Padrões de kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock alignment</source>
        <translation>Alinhamento de relógios</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No trace loaded.</source>
        <translation>Nenhum rastreamento carregado.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Selected window %1 – %2 µs (unions of intervals, never summed durations)</source>
        <translation>Janela selecionada %1 – %2 µs (uniões de intervalos, nunca durações somadas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The predicted step, 0 – %1 (host time after the last kernel included; shift-drag or right-drag on the timeline selects a window)</source>
        <translation>Passo previsto, 0 – %1 (inclui o host após o último kernel; Shift+arrastar ou arrastar com o botão direito seleciona uma janela)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole trace (shift-drag or right-drag on the timeline selects a window)</source>
        <translation>Rastreamento inteiro (Shift+arrastar ou arrastar com o botão direito seleciona uma janela)</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceWorkspace</name>
    <message>
        <location filename="../../ui/trace/trace_workspace.cpp" line="+40"/>
        <source>ProfilerStep windows</source>
        <translation>Janelas ProfilerStep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole GPU activity, no ProfilerStep range</source>
        <translation>toda a atividade da GPU, sem intervalo ProfilerStep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one rank, mean of its %1</source>
        <translation>um rank, média dos seus %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the slowest of %1 ranks, rank %2, mean of its %3</source>
        <translation>o mais lento de %1 ranks, rank %2, média dos seus %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTA-compatible</source>
        <translation>Compatível com HTA</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to Selection</source>
        <translation>Zoom na seleção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Selection</source>
        <translation>Limpar seleção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Metrics…</source>
        <translation>Exportar métricas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Timeline…</source>
        <translation>Exportar linha do tempo…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clock:</source>
        <translation>Relógio:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as recorded</source>
        <translation>como registrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared clock</source>
        <translation>relógio compartilhado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>align on matched collectives</source>
        <translation>alinhar pelas coletivas correspondentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the ranks&apos; timelines are put side by side: each file from its own first event, on the files&apos; absolute (Unix epoch) clock, or shifted so matched collectives end together</source>
        <translation>Como as linhas do tempo dos ranks são postas lado a lado: cada arquivo a partir do seu primeiro evento, no relógio absoluto (época Unix) dos arquivos, ou deslocadas para que as coletivas correspondentes terminem juntas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>HTA&apos;s µs rounding, kernel patterns and dropped last step, so numbers can be set beside HTA&apos;s</source>
        <translation>Arredondamento em µs, padrões de kernel e descarte do último passo do HTA, para que os números possam ser postos ao lado dos do HTA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load Patterns…</source>
        <translation>Carregar padrões…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default Patterns</source>
        <translation>Padrões predefinidos</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Import cancelled.</source>
        <translation>Importação cancelada.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not import %1; still showing %2.</source>
        <translation>Não foi possível importar %1; ainda mostrando %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+80"/>
        <location line="+45"/>
        <source>%1 files</source>
        <translation>%1 arquivos</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Could not import %1.</source>
        <translation>Não foi possível importar %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open trace %1</source>
        <translation>Não é possível abrir o rastreamento %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importing %1 files…</source>
        <translation>Importando %1 arquivos…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; this predicted step is of the recipe before the latest edit; re-simulating…</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; este passo previsto é da receita antes da última edição; simulando de novo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; this predicted step is of the recipe before the latest edit, which cannot be simulated: %1</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; este passo previsto é da receita antes da última edição, que não pode ser simulada: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;No predicted step&lt;/b&gt; for the recipe as edited: %1%2</source>
        <translation>&lt;b&gt;Nenhum passo previsto&lt;/b&gt; para a receita editada: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. The measured trace is shown alone until the recipe can run.</source>
        <translation>. O rastreamento medido é mostrado sozinho até a receita poder rodar.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+11"/>
        <source>1 rank</source>
        <translation>1 rank</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>%1 ranks</source>
        <translation>%1 ranks</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1: %2 measured, beside the predicted timeline of %3 (the tables show the measured trace only)%4</source>
        <translation>%1: medição de %2, ao lado da linha do tempo prevista de %3 (as tabelas mostram só o rastreamento medido)%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>. Shown: the measured span; Fit shows the predicted step too</source>
        <translation>. Mostrado: o intervalo medido; Ajustar mostra também o passo previsto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted timeline: %1, simulated from the recipe (not a measurement)</source>
        <translation>Linha do tempo prevista: %1, simulada a partir da receita (não é uma medição)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2 ranks, %3 lanes, %4 events</source>
        <translation>%1: %2 ranks, %3 faixas, %4 eventos</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Its measured step is %1 (%4); the estimated step of %2 is %3.</source>
        <translation>Seu passo medido é %1 (%4); o passo estimado de %2 é %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recorded by %1 files</source>
        <translation>registrado por %1 arquivos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Not this recipe&apos;s run.&lt;/b&gt; What the trace records contradicts %1: %2.%3 Its figures say nothing about this recipe&apos;s estimate.</source>
        <translation>&lt;b&gt;Não é uma execução desta receita.&lt;/b&gt; O que o rastreamento registra contradiz %1: %2.%3 Seus valores nada dizem sobre a estimativa desta receita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Probably not this recipe&apos;s run.&lt;/b&gt; %1 Another model, layout or batch: its figures say nothing about this recipe&apos;s estimate.</source>
        <translation>&lt;b&gt;Provavelmente não é uma execução desta receita.&lt;/b&gt; %1 Outro modelo, layout ou lote: seus valores nada dizem sobre a estimativa desta receita.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Patterns: %1</source>
        <translation>Padrões: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patterns: HTA&apos;s</source>
        <translation>Padrões: os do HTA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Patterns: built-in</source>
        <translation>Padrões: integrados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clocks as recorded (each file from its own first event).</source>
        <translation>Relógios como registrados (cada arquivo a partir do seu primeiro evento).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment refused: %1 — shown as recorded.</source>
        <translation>Alinhamento recusado: %1 — mostrado como registrado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>r%1 %2%3 µs</source>
        <translation>r%1 %2%3 µs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a single rank, nothing to shift</source>
        <translation>um único rank, nada a deslocar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offsets %1</source>
        <translation>deslocamentos %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aligned on matched collectives onto rank %1: %2; %3 collectives matched (fewest of any rank), spread ≤ %4 µs.</source>
        <translation>Alinhado pelas coletivas correspondentes ao rank %1: %2; %3 coletivas correspondidas (o menor número entre os ranks), dispersão ≤ %4 µs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the files&apos; shared clock, onto rank %1: %2.</source>
        <translation>No relógio compartilhado dos arquivos, no rank %1: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Cannot load kernel patterns %1</source>
        <translation>Não é possível carregar os padrões de kernel %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Load Kernel Patterns</source>
        <translation>Carregar padrões de kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pattern files (*.txt *.patterns);;All files (*)</source>
        <translation>Arquivos de padrões (*.txt *.patterns);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export the metrics</source>
        <translation>Não é possível exportar as métricas</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <source>Cannot export the timeline</source>
        <translation>Não é possível exportar a linha do tempo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trace %1: %2 ranks, %3 lanes</source>
        <translation>Rastreamento %1: %2 ranks, %3 faixas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — studio recipe: %1</source>
        <translation> — receita do studio: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)</source>
        <translation>Imagem PNG (*.png);;Imagem SVG (*.svg);;Documento PDF (*.pdf);;JSON de rastreamento Chrome para Perfetto (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Timeline Picture or Trace</source>
        <translation>Exportar imagem da linha do tempo ou rastreamento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Trace Metrics</source>
        <translation>Exportar métricas do rastreamento</translation>
    </message>
</context>
<context>
    <name>moe::ui::UiLanguage</name>
    <message>
        <location filename="../../ui/window/ui_language.cpp" line="+28"/>
        <source>System</source>
        <comment>language: follow the system&apos;s locale</comment>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>moe::ui::Wall</name>
    <message>
        <location filename="../../ui/common/panel_format.cpp" line="+146"/>
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>communication</source>
        <translation>comunicação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host overhead</source>
        <translation>sobrecarga do host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute</source>
        <translation>computação</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>EditorChoices</name>
    <message>
        <location filename="../../ui/editor/choice_labels.cpp" line="+20"/>
        <source>no recompute</source>
        <translation>sem recálculo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recompute the chosen modules</source>
        <translation>recalcula os módulos escolhidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recompute whole layers</source>
        <translation>recalcula camadas inteiras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring of point-to-point sends</source>
        <translation>anel de envios ponto a ponto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-to-all over heads</source>
        <translation>all-to-all pelas cabeças</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all-gather of keys and values</source>
        <translation>all-gather de chaves e valores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hierarchical: all-to-all inside, ring across</source>
        <translation>hierárquico: all-to-all dentro, anel entre grupos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no CUDA graphs</source>
        <translation>sem grafos CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core&apos;s per-layer graphs</source>
        <translation>grafos por camada do Megatron-Core</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transformer Engine&apos;s per-module graphs</source>
        <translation>grafos por módulo do Transformer Engine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the whole step as one graph</source>
        <translation>o passo inteiro como um grafo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL all-to-all</source>
        <translation>all-to-all do NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-gather of every token</source>
        <translation>all-gather de todos os tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP kernels: dispatch and combine fused with the permutation</source>
        <translation>kernels DeepEP: despacho e combinação fundidos com a permutação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP kernels, made for NVLink domains such as NVL72</source>
        <translation>kernels HybridEP, feitos para domínios NVLink como o NVL72</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL EP kernels, on NCCL&apos;s device API</source>
        <translation>kernels NCCL EP, sobre a API de dispositivo do NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 throughout</source>
        <translation>BF16 em tudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8, scales per block</source>
        <translation>FP8, escalas por bloco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8, one scale per tensor</source>
        <translation>FP8, uma escala por tensor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8, scales from earlier steps</source>
        <translation>FP8, escalas de passos anteriores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP8, scales per 32 values</source>
        <translation>MXFP8, escalas a cada 32 valores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVFP4, 4-bit with block scales</source>
        <translation>NVFP4, 4 bits com escalas por bloco</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>selective recompute</source>
        <translation>recálculo seletivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per-layer graphs</source>
        <translation>grafos por camada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per-module graphs</source>
        <translation>grafos por módulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole-step graph</source>
        <translation>um grafo por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring</source>
        <translation>anel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hierarchical</source>
        <translation>hierárquico</translation>
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
        <translation>&lt;p&gt;O MoE Layout Studio planeja como um modelo Mixture-of-Experts é distribuído pelas GPUs para treinamento com Megatron-Core ou Megatron-Bridge: qual layout paralelo o Megatron aceita, se ele cabe na memória e quão rápido será um passo.&lt;/p&gt;&lt;h3&gt;A janela&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Editor de layout&lt;/b&gt; (à esquerda): o modelo, a GPU, o cluster e os tamanhos de lote, os tamanhos de paralelismo e as opções de treinamento. Cada alteração é verificada na hora e pode ser desfeita. Pressione F1 em um campo para ler o que ele significa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Grades dobradas&lt;/b&gt; (no alto): cada GPU da tarefa, uma vez na malha de atenção (TP x CP x DP x PP) e uma vez na malha MoE (ETP x EP x EDP x PP) — veja &lt;a href=&quot;topic:glossary/folding&quot;&gt;Parallel Folding&lt;/a&gt;. Os grupos que saem de um &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;domínio NVLink&lt;/a&gt; se destacam. Role para dar zoom, arraste para mover.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Gráfico de memória&lt;/b&gt;: memória por GPU para cada estágio de pipeline, dividida em pesos, gradientes, estado do otimizador, ativações e sobrecargas, diante da linha de &lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;HBM utilizável&lt;/a&gt;. A barra mais alta é o &lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;estágio limitante&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lista de achados&lt;/b&gt; (ao lado do resumo, sob o gráfico de memória): o que o Megatron recusaria (erros), o que ele altera por conta própria e conselhos. Cada achado começa pelo título; selecione um e pressione F1 para a explicação completa. Dê um duplo clique em um achado com correção para aplicá-la.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Os painéis da parte inferior abrem pelo menu Exibir:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Estimativa&lt;/b&gt; (Ctrl+1): tempo de passo, TFLOP/s do modelo por GPU e &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;, com a decomposição por componente e a linha do tempo prevista de um passo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Viabilidade&lt;/b&gt; (Ctrl+2): quais números de GPUs conseguem comportar o modelo e o menor plano que cabe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Busca&lt;/b&gt; (Ctrl+3): os melhores layouts para um número de GPUs, ordenados pela taxa de transferência estimada.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rastreamento&lt;/b&gt; (Ctrl+4): um rastreamento medido do profiler (Arquivo ▸ Abrir rastreamento…) ao lado da previsão.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Comparação&lt;/b&gt; (Ctrl+5): fixe layouts e veja o que difere entre eles.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Execuções&lt;/b&gt; (Ctrl+6): execuções medidas das suas tarefas, avaliadas em relação à estimativa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Premissas de memória&lt;/b&gt; (Ctrl+7): as premissas rotuladas da estimativa de memória (desbalanceamento do roteamento, área de trabalho do despachador, fragmentação e outras), que você pode alterar.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Um passeio de dois minutos&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Comece de um layout conhecido: Arquivo ▸ Abrir da biblioteca… lista layouts representativos e as receitas de desempenho do Megatron-Bridge. Ou escolha um &lt;b&gt;Modelo&lt;/b&gt; e uma &lt;b&gt;GPU&lt;/b&gt; no topo do editor.&lt;/li&gt;&lt;li&gt;Defina &lt;b&gt;GPUs&lt;/b&gt;, &lt;b&gt;Comprimento da sequência&lt;/b&gt; e &lt;b&gt;Lote global&lt;/b&gt; em Cluster e lote.&lt;/li&gt;&lt;li&gt;Escolha &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; e &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt; em Parallel Folding. As caixas numéricas percorrem os tamanhos que dividem a tarefa; DP e EDP acompanham.&lt;/li&gt;&lt;li&gt;Leia a lista de achados até ela dizer que não há erros. Aplique as correções com um clique onde forem oferecidas.&lt;/li&gt;&lt;li&gt;Verifique se o gráfico de memória fica abaixo da linha de HBM utilizável; se não ficar, os achados indicam alavancas como &lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;recálculo&lt;/a&gt;, um microlote menor ou mais EP ou PP.&lt;/li&gt;&lt;li&gt;Abra o painel Estimativa para comparar tempo de passo e MFU enquanto altera um tamanho por vez; o painel Busca propõe layouts que você talvez não tenha tentado.&lt;/li&gt;&lt;li&gt;Arquivo ▸ Exportar… grava um &lt;b&gt;script de lançamento do Megatron-LM&lt;/b&gt; ou um &lt;b&gt;YAML de substituições do Megatron-Bridge&lt;/b&gt; para a versão do Megatron-Core que você escolher. Um layout com erros não é exportado; um que não cabe na memória, só a pedido, com um aviso no arquivo.&lt;/li&gt;&lt;li&gt;Arquivo ▸ Salvar guarda o layout como um arquivo de receita que você pode versionar e abrir de novo.&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/window/help_menu.cpp" line="+52"/>
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
        <location line="+1"/>
        <source>Folded grids ▸ walk the GPUs, select one	Arrows, Enter, Escape</source>
        <translation>Grades dobradas ▸ percorrer as GPUs, selecionar uma	Setas, Enter, Escape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace timeline ▸ move the cursor, jump between kernels	Arrows, Ctrl+Arrows</source>
        <translation>Linha do tempo do trace ▸ mover o cursor, saltar entre kernels	Setas, Ctrl+Setas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace timeline ▸ select a window, zoom to it, clear it	Shift+Arrows, Enter, Escape</source>
        <translation>Linha do tempo do trace ▸ selecionar uma janela, dar zoom nela, limpá-la	Shift+Setas, Enter, Escape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace timeline ▸ zoom, fit	+ / −, 0</source>
        <translation>Linha do tempo do trace ▸ zoom, enquadrar	+ / −, 0</translation>
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
        <location filename="../../ui/help/help_topics.cpp" line="+78"/>
        <source>The constants, as Calibrate from Runs lists them</source>
        <translation>As constantes, como Calibrar pelas execuções as lista</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;Every menu command&apos;s shortcut stands beside it in its menu, and &lt;b&gt;Help ▸ Keyboard Shortcuts&lt;/b&gt; lists them all. The keys that belong to no menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;: the next or previous control, in the order they stand on screen; a frame shows where the focus is.&lt;/li&gt;&lt;li&gt;&lt;b&gt;F1&lt;/b&gt;: the help page of the field or finding that has the focus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+1&lt;/b&gt; to &lt;b&gt;Ctrl+7&lt;/b&gt;: open a bottom panel (Estimate, Feasibility, Search, Trace, Compare, Runs, Memory Assumptions) with the focus in it.&lt;/li&gt;&lt;li&gt;In a size field: &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; step to the next size that divides the job; &lt;b&gt;Enter&lt;/b&gt; applies a typed value. On a slider the arrow keys move it one stop.&lt;/li&gt;&lt;li&gt;In a folded grid: the arrow keys walk the GPUs (&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; selects the first), &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;−&lt;/b&gt; zoom, &lt;b&gt;0&lt;/b&gt; or &lt;b&gt;Home&lt;/b&gt; resets the view, &lt;b&gt;Escape&lt;/b&gt; clears the selection.&lt;/li&gt;&lt;li&gt;In the trace timeline: &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move the cursor, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; change the lane, &lt;b&gt;Ctrl&lt;/b&gt;+arrows jump to the next or previous kernel (its name, class and times show as on hover), &lt;b&gt;Shift&lt;/b&gt;+arrows select a time window for the metrics, &lt;b&gt;Enter&lt;/b&gt; zooms to it, &lt;b&gt;Escape&lt;/b&gt; clears it, &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;−&lt;/b&gt; zoom about the cursor, &lt;b&gt;0&lt;/b&gt; or &lt;b&gt;Home&lt;/b&gt; fits the trace.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+X&lt;/b&gt; (Apply Fix): applies the selected finding&apos;s fix where one is offered.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: undo and redo any edit, also with the focus in a field.&lt;/li&gt;&lt;li&gt;In a dialog: &lt;b&gt;Enter&lt;/b&gt; accepts, &lt;b&gt;Escape&lt;/b&gt; cancels.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;O atalho de cada comando de menu aparece ao lado dele no menu, e &lt;b&gt;Ajuda ▸ Atalhos de teclado&lt;/b&gt; lista todos. As teclas que não pertencem a nenhum menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;: o controle seguinte ou anterior, na ordem em que aparecem na tela; uma moldura mostra onde está o foco.&lt;/li&gt;&lt;li&gt;&lt;b&gt;F1&lt;/b&gt;: a página de ajuda do campo ou achado que tem o foco.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+1&lt;/b&gt; a &lt;b&gt;Ctrl+7&lt;/b&gt;: abrem um painel inferior (Estimativa, Viabilidade, Busca, Rastreamento, Comparação, Execuções, Premissas de memória) com o foco nele.&lt;/li&gt;&lt;li&gt;Num campo de tamanho: &lt;b&gt;Up&lt;/b&gt; e &lt;b&gt;Down&lt;/b&gt; vão ao próximo tamanho que divide a tarefa; &lt;b&gt;Enter&lt;/b&gt; aplica um valor digitado. Num controle deslizante, as setas o movem uma posição.&lt;/li&gt;&lt;li&gt;Numa grade dobrada: as setas percorrem as GPUs (&lt;b&gt;Enter&lt;/b&gt; ou &lt;b&gt;Space&lt;/b&gt; seleciona a primeira), &lt;b&gt;+&lt;/b&gt; e &lt;b&gt;−&lt;/b&gt; dão zoom, &lt;b&gt;0&lt;/b&gt; ou &lt;b&gt;Home&lt;/b&gt; restaura a vista, &lt;b&gt;Escape&lt;/b&gt; limpa a seleção.&lt;/li&gt;&lt;li&gt;Na linha do tempo do trace: &lt;b&gt;Left&lt;/b&gt; e &lt;b&gt;Right&lt;/b&gt; movem o cursor, &lt;b&gt;Up&lt;/b&gt; e &lt;b&gt;Down&lt;/b&gt; trocam de faixa, &lt;b&gt;Ctrl&lt;/b&gt;+setas saltam para o kernel seguinte ou anterior (nome, classe e tempos aparecem como ao passar o mouse), &lt;b&gt;Shift&lt;/b&gt;+setas selecionam uma janela de tempo para as métricas, &lt;b&gt;Enter&lt;/b&gt; dá zoom nela, &lt;b&gt;Escape&lt;/b&gt; a limpa, &lt;b&gt;+&lt;/b&gt; e &lt;b&gt;−&lt;/b&gt; dão zoom em torno do cursor, &lt;b&gt;0&lt;/b&gt; ou &lt;b&gt;Home&lt;/b&gt; enquadra o trace.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+Ç&lt;/b&gt; (Aplicar correção): aplica a correção do achado selecionado, quando houver.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: desfazem e refazem qualquer edição, também com o foco num campo.&lt;/li&gt;&lt;li&gt;Num diálogo: &lt;b&gt;Enter&lt;/b&gt; confirma, &lt;b&gt;Escape&lt;/b&gt; cancela.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
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
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keyboard shortcut shortcuts keys hotkeys</source>
        <comment>search words for the keyboard-shortcuts help page</comment>
        <translation>teclado atalho atalhos teclas</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <location filename="../../ui/export/view_image_sources.cpp" line="+36"/>
        <source>Folded grids</source>
        <translation>Grades dobradas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory per stage</source>
        <translation>Memória por estágio</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Step-time breakdown</source>
        <translation>Decomposição do tempo de passo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search: throughput against memory headroom</source>
        <translation>Busca: vazão em função da folga de memória</translation>
    </message>
</context>
<context>
    <name>PredictionJob</name>
    <message>
        <location filename="../../ui/trace/prediction_job.cpp" line="+54"/>
        <source>the recipe has an error (%1): no step to simulate</source>
        <translation>a receita tem um erro (%1): não há passo para simular</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the layout does not fit in memory (pipeline stage %1 needs %2 GiB of %3 GiB usable): no step to simulate</source>
        <translation>o layout não cabe na memória (o estágio de pipeline %1 precisa de %2 GiB de %3 GiB utilizáveis): não há passo para simular</translation>
    </message>
</context>
<context>
    <name>QLabel</name>
    <message>
        <location filename="../../ui/common/live_label.cpp" line="+73"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="+119"/>
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
        <location filename="../../ui/export/image_export.cpp" line="+209"/>
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
        <location line="+7"/>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>could not draw %1 as %2</source>
        <translation>não foi possível desenhar %1 como %2</translation>
    </message>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+37"/>
        <source>Any</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+84"/>
        <source>%1 (no recipe or window)</source>
        <translation>%1 (sem receita nem janela)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/run_record.cpp" line="+86"/>
        <source>no files picked for the run</source>
        <translation>nenhum arquivo escolhido para a execução</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create a temporary folder for the current recipe</source>
        <translation>não é possível criar uma pasta temporária para a receita atual</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="+69"/>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location filename="../../ui/window/color_scheme.cpp" line="+181"/>
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
        <location filename="../../app/moe-studio/main.cpp" line="+92"/>
        <source>An autosave could not be read</source>
        <translation>Não foi possível ler um salvamento automático</translation>
    </message>
    <message>
        <location filename="../../ui/state/recovery_offer.cpp" line="+11"/>
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
        <location line="+3"/>
        <source>the trace open in the Trace panel (%1)</source>
        <translation>o trace aberto no painel Rastreamento (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cluster calibration “%1”</source>
        <translation>a calibração de cluster “%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with %1</source>
        <translation>, com %1</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+9"/>
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
    <name>SearchCommand</name>
    <message>
        <location filename="../../ui/search/search_command_text.cpp" line="+21"/>
        <source>The recipe has changed since this search: the command repeats it from the recipe as it was then.</source>
        <translation>A receita mudou desde esta busca: o comando a repete a partir da receita como estava então.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the recipe first: the command reads it from a file.</source>
        <translation>Salve a receita antes: o comando a lê de um arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The recipe has unsaved edits: save it first, the command reads %1 as saved.</source>
        <translation>A receita tem edições não salvas: salve-a antes, o comando lê %1 como está salvo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The command finds the %1 cluster profile among the saved ones (Runs ▸ Calibrate from Runs… ▸ Save Profile).</source>
        <translation>O comando procura o perfil de cluster %1 entre os salvos (Execuções ▸ Calibrar pelas execuções… ▸ Salvar perfil).</translation>
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
    <name>TimelineClass</name>
    <message>
        <location filename="../../ui/trace/timeline_lanes.cpp" line="+29"/>
        <source>communication</source>
        <translation>comunicação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memcpy/memset</source>
        <translation>memcpy/memset</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forward pass</source>
        <translation>passagem forward</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward pass</source>
        <translation>passagem backward</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other</source>
        <translation>outros</translation>
    </message>
</context>
<context>
    <name>TraceLanes</name>
    <message>
        <location filename="../../ui/trace/prediction_job.cpp" line="-36"/>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/trace/timeline_view.cpp" line="+65"/>
        <source>ranges</source>
        <translation>intervalos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passes</source>
        <translation>passagens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stream %1</source>
        <translation>stream %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute</source>
        <translation>computação</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pred PP%1 %2</source>
        <extracomment>A predicted lane&apos;s header: &quot;pred PP2 compute&quot; (PP rank 2 of the prediction, its compute stream).</extracomment>
        <translation>prev. PP%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/prediction_lanes.cpp" line="+34"/>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expert GEMM</source>
        <translation>GEMM de especialistas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>atenção</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other compute</source>
        <translation>outra computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dispatch/combine</source>
        <translation>dispatch/combine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collectives</source>
        <translation>coletivas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>send/recv</source>
        <translation>envio/recepção</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimizer</source>
        <translation>otimizador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memcpy</source>
        <translation>memcpy</translation>
    </message>
    <message>
        <location filename="../../ui/trace/timeline_view.cpp" line="-31"/>
        <source>predicted step</source>
        <translation>passo previsto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 [predicted]</source>
        <translation>%1 [previsto]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>forward of microbatch %1 on model chunk %2</source>
        <translation>forward do microlote %1 no bloco de modelo %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward of microbatch %1 on model chunk %2</source>
        <translation>backward do microlote %1 no bloco de modelo %2</translation>
    </message>
</context>
<context>
    <name>calibration_constants</name>
    <message>
        <location filename="../../core/perf/calibration.cpp" line="+26"/>
        <location line="+4"/>
        <source>fraction of ceiling</source>
        <translation>fração do teto</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>training GEMMs vs the measured GEMM ceiling at large shapes</source>
        <translation>GEMMs de treinamento vs o teto de GEMM medido em formas grandes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>GEMM rows per GPU per microbatch where dense η halves</source>
        <translation>linhas de GEMM por GPU por microlote em que o η denso cai pela metade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grouped expert GEMM vs the measured ceiling of its precision (BF16, FP8/MXFP8, NVFP4) at large sizes</source>
        <translation>GEMM agrupado de especialistas vs o teto medido da sua precisão (BF16, FP8/MXFP8, NVFP4) em tamanhos grandes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rows per local expert where grouped η halves</source>
        <translation>linhas por especialista local em que o η agrupado cai pela metade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K elements</source>
        <translation>elementos K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduction depth (K) where a grouped expert GEMM reaches half its deep-K rate</source>
        <translation>profundidade de redução (K) em que um GEMM agrupado de especialistas alcança metade da sua taxa com K profundo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fraction of BF16 peak</source>
        <translation>fração do pico BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention forward at long sequences</source>
        <translation>forward da atenção fundida em sequências longas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention backward rate (2x the forward FLOPs) vs the forward&apos;s MMA rate</source>
        <translation>taxa do backward da atenção (2x os FLOPs do forward) vs a taxa de MMA do forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>columns</source>
        <translation>colunas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output columns per GEMM tile</source>
        <translation>colunas de saída por tile de GEMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys</source>
        <translation>chaves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys per block whose rate sink attention reaches at most (0 = no limit)</source>
        <translation>chaves por bloco cuja taxa a atenção com sink alcança no máximo (0 = sem limite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys per attention chunk where η halves</source>
        <translation>chaves por bloco de atenção em que o η cai pela metade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>channels</source>
        <translation>canais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head dim where attention η halves, relative to d = 128</source>
        <translation>dimensão da cabeça em que o η da atenção cai pela metade, relativa a d = 128</translation>
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
        <translation>fração</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>share of the attention forward&apos;s shorter pipeline (softmax exponentials or MMA) left exposed</source>
        <translation>fração do pipeline mais curto do forward da atenção (exponenciais do softmax ou MMA) que fica exposta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>achieved HBM bandwidth share</source>
        <translation>fração alcançada da largura de banda da HBM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring collectives inside NVLink, large messages</source>
        <translation>coletivas em anel dentro do NVLink, mensagens grandes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring collectives over the NIC, large messages</source>
        <translation>coletivas em anel pela NIC, mensagens grandes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size where a collective reaches half its bus bandwidth</source>
        <translation>tamanho de mensagem em que uma coletiva alcança metade da sua largura de banda de barramento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL all-to-all vs link</source>
        <translation>all-to-all do NCCL vs o link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL all-to-all per GPU inside the NVLink domain at most, 8 GPUs (0 = no cap)</source>
        <translation>all-to-all do NCCL por GPU dentro do domínio NVLink no máximo, 8 GPUs (0 = sem limite)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL all-to-all ceiling inside NVLink scales as 1 + k/peers</source>
        <translation>o teto do all-to-all do NCCL dentro do NVLink escala como 1 + k/peers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP/NCCL-EP dispatch and combine vs NVLink</source>
        <translation>dispatch e combine do HybridEP/NCCL-EP vs NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP/NCCL-EP dispatch and combine, RDMA part, vs the NIC</source>
        <translation>dispatch e combine do HybridEP/NCCL-EP, parte RDMA, vs a NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine vs NVLink</source>
        <translation>dispatch e combine do DeepEP vs NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine vs NVLink in an NVL72 rack (GB200/GB300)</source>
        <translation>dispatch e combine do DeepEP vs NVLink em um rack NVL72 (GB200/GB300)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine, RDMA part, vs the NIC</source>
        <translation>dispatch e combine do DeepEP, parte RDMA, vs a NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>latency per ring step or all-to-all</source>
        <translation>latência por passo do anel ou all-to-all</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs overlapped NCCL EP kernels take from compute</source>
        <translation>SMs que os kernels de EP do NCCL sobrepostos tiram da computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs a HybridEP dispatch/combine kernel occupies</source>
        <translation>SMs que um kernel de dispatch/combine do HybridEP ocupa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs a DeepEP dispatch/combine kernel occupies</source>
        <translation>SMs que um kernel de dispatch/combine do DeepEP ocupa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host time per eager kernel launch</source>
        <translation>tempo de host por lançamento de kernel eager</translation>
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
        <translation>lançamentos</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>attention launches per layer per microbatch</source>
        <translation>lançamentos de atenção por camada por microlote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>router launches per MoE layer per microbatch</source>
        <translation>lançamentos do roteador por camada MoE por microlote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MoE preprocess launches per layer per microbatch</source>
        <translation>lançamentos de pré-processamento de MoE por camada por microlote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expert launches per MoE layer per microbatch</source>
        <translation>lançamentos de especialistas por camada MoE por microlote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expert launches per local expert per MoE layer per microbatch, BF16 experts</source>
        <translation>lançamentos de especialistas por especialista local por camada MoE por microlote, especialistas BF16</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expert launches per local expert per MoE layer per microbatch, FP8/MXFP8/NVFP4 experts</source>
        <translation>lançamentos de especialistas por especialista local por camada MoE por microlote, especialistas FP8/MXFP8/NVFP4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dense MLP launches per layer per microbatch</source>
        <translation>lançamentos de MLP denso por camada por microlote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other launches per layer per microbatch</source>
        <translation>outros lançamentos por camada por microlote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations core_attn recompute re-launches</source>
        <translation>operações que o recálculo de core_attn relança</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations layernorm recompute re-launches</source>
        <translation>operações que o recálculo de layernorm relança</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations moe_act recompute re-launches</source>
        <translation>operações que o recálculo de moe_act relança</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>operations mla_up_proj recompute re-launches</source>
        <translation>operações que o recálculo de mla_up_proj relança</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL alltoall dispatcher operations beyond the flex dispatcher&apos;s per MoE layer per microbatch</source>
        <translation>operações do despachador alltoall do NCCL além das do despachador flex por camada MoE por microlote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step share lost to GC without --manual-gc</source>
        <translation>fração do passo perdida para o GC sem --manual-gc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busiest expert rank / mean, real routing</source>
        <translation>rank de especialistas mais ocupado / média, roteamento real</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-host bandwidth per GPU per direction (PCIe)</source>
        <translation>largura de banda GPU-host por GPU por sentido (PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-host bandwidth per GPU per direction (Grace C2C)</source>
        <translation>largura de banda GPU-host por GPU por sentido (Grace C2C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1e9 params/s</source>
        <translation>1e9 parâmetros/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU Adam throughput per GPU</source>
        <translation>taxa de transferência do Adam na CPU por GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixed cost per step</source>
        <translation>custo fixo por passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step share a non-compute term needs to be the wall</source>
        <translation>fração do passo que um termo que não é computação precisa para ser o gargalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction of peak</source>
        <translation>fração do pico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GEMM ceiling of a GPU without a measurement</source>
        <translation>teto de GEMM de uma GPU sem medição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sustained compute rate vs board power within a die family</source>
        <translation>taxa de computação sustentada vs potência da placa dentro de uma família de chips</translation>
    </message>
</context>
<context>
    <name>calibration_fit</name>
    <message>
        <location filename="../../core/perf/cluster_calibration.cpp" line="+65"/>
        <source>run &apos;%1&apos;: %2</source>
        <translation>execução &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>no measured runs: give at least one</source>
        <translation>nenhuma execução medida: forneça ao menos uma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>run &apos;%1&apos;: measured step time must be positive</source>
        <translation>execução &apos;%1&apos;: o tempo de passo medido deve ser positivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run &apos;%1&apos;: trace times must be finite and non-negative</source>
        <translation>execução &apos;%1&apos;: os tempos do rastreamento devem ser finitos e não negativos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown constant &apos;%1&apos; (see %2)</source>
        <translation>constante desconhecida &apos;%1&apos; (veja %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its base value is 0, which a multiplicative fit cannot move</source>
        <translation>seu valor base é 0, que um ajuste multiplicativo não consegue mover</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no run exercises it (step-time elasticity %1 &lt; %2)</source>
        <translation>nenhuma execução a exercita (elasticidade do tempo de passo %1 &lt; %2)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>determined (elasticity %1)</source>
        <translation>determinada (elasticidade %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the constants already fitted</source>
        <translation>as constantes já ajustadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>collinear with %1 on these runs (only %2 % of its effect is independent; %3 observation)</source>
        <translation>colinear com %1 nestas execuções (só %2 % do seu efeito é independente; %3 observação)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>collinear with %1 on these runs (only %2 % of its effect is independent; %3 observations)</source>
        <translation>colinear com %1 nestas execuções (só %2 % do seu efeito é independente; %3 observações)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>run &apos;%1&apos;: the recipe does not fit in memory by the studio&apos;s model (binding stage %2 GiB of %3 GiB usable): the run cannot have trained as the recipe says; set the recipe to what the run used (recompute, offload, layout) before fitting to it</source>
        <translation>execução &apos;%1&apos;: a receita não cabe na memória pelo modelo do studio (estágio limitante %2 GiB de %3 GiB utilizáveis): a execução não pode ter treinado como a receita diz; ajuste a receita ao que a execução usou (recálculo, descarregamento, layout) antes de ajustar a ela</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>constant &apos;%1&apos; is listed twice</source>
        <translation>a constante &apos;%1&apos; aparece duas vezes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 constants requested (%2) but the runs give %3 observation (one step time per run, plus compute and exposed comm per traced run)</source>
        <translation>%1 constantes solicitadas (%2), mas as execuções dão %3 observação (um tempo de passo por execução, mais computação e comunicação exposta por execução com rastreamento)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 constants requested (%2) but the runs give %3 observations (one step time per run, plus compute and exposed comm per traced run)</source>
        <translation>%1 constantes solicitadas (%2), mas as execuções dão %3 observações (um tempo de passo por execução, mais computação e comunicação exposta por execução com rastreamento)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot fit what the runs do not determine: %1</source>
        <translation>não é possível ajustar o que as execuções não determinam: %1</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1; ended on its bound, so the runs want a value outside the plausible range</source>
        <translation>%1; terminou no limite, então as execuções pedem um valor fora da faixa plausível</translation>
    </message>
</context>
<context>
    <name>evidence</name>
    <message>
        <location filename="../../core/evidence/contract_diff.cpp" line="+61"/>
        <source>%1 variables differ (%2): change one variable at a time</source>
        <translation>%1 variáveis diferem (%2): mude uma variável por vez</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>labels differ: A is %1, B is %2; benchmark-only semantics must be validated separately</source>
        <translation>os rótulos diferem: A é %1, B é %2; a semântica só de benchmark precisa ser validada à parte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 variables are known for one run only (%2): they cannot be shown fixed</source>
        <translation>%1 variáveis são conhecidas só para uma execução (%2): não é possível mostrar que ficaram fixas</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: the run&apos;s files are not one job&apos;s: %2</source>
        <translation>%1: os arquivos da execução não são de uma mesma tarefa: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the run is not its recipe&apos;s job: %2</source>
        <translation>%1: a execução não é a tarefa da sua receita: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step time, steady-window mean (ms)</source>
        <translation>tempo de passo, média da janela estável (ms)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU do modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens/s/GPU</source>
        <translation>tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peak max allocated (MiB)</source>
        <translation>pico de memória alocada (MiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peak max reserved (MiB)</source>
        <translation>pico de memória reservada (MiB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hidden communication (%)</source>
        <translation>comunicação escondida (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exposed communication per window (ms)</source>
        <translation>comunicação exposta por janela (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>communication union per window (ms)</source>
        <translation>união da comunicação por janela (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute union per window (ms)</source>
        <translation>união do cálculo por janela (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU idle per window (ms)</source>
        <translation>GPU ociosa por janela (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one trace is step-aligned and the other is not: overlap deltas compare different windows</source>
        <translation>um rastreamento está alinhado aos passos e o outro não: as diferenças de sobreposição comparam janelas diferentes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a trace is attached to one run only: no matched profile for the overlap deltas</source>
        <translation>só uma execução tem rastreamento: não há perfil correspondente para as diferenças de sobreposição</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s logged TFLOP/s/GPU is %2, %3&apos;s %4: the TFLOP/s delta is partly the count</source>
        <translation>o TFLOP/s/GPU registrado de %1 é %2, o de %3 %4: a diferença de TFLOP/s é em parte a contagem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady window is missing: step-time and TFLOP/s deltas need a training log for both runs</source>
        <translation>falta uma janela estável: as diferenças de tempo de passo e TFLOP/s precisam de um log de treinamento para as duas execuções</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: loss not finite on every line of the window</source>
        <translation>%1: a loss não é finita em todas as linhas da janela</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 skipped and %3 NaN iterations in the window</source>
        <translation>%1: %2 iterações puladas e %3 iterações NaN na janela</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>refused: the files of %1 are not one job&apos;s (%2); its recorded variables cannot be set against the other run&apos;s</source>
        <translation>recusado: os arquivos de %1 não são de uma mesma tarefa (%2); suas variáveis registradas não podem ser comparadas com as da outra execução</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>refused: %1 is not its recipe&apos;s job (%2); its recorded variables cannot be set against the other run&apos;s</source>
        <translation>recusado: %1 não é a tarefa da sua receita (%2); suas variáveis registradas não podem ser comparadas com as da outra execução</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, under different labels (benchmark-only semantics disclosed), provided the variables known for one run only were fixed</source>
        <translation>só %1 difere (%2 -&gt; %3): a diferença é atribuível a ela, com rótulos diferentes (semântica de apenas benchmark declarada), desde que as variáveis conhecidas em uma só execução estivessem fixas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, under different labels (benchmark-only semantics disclosed)</source>
        <translation>só %1 difere (%2 -&gt; %3): a diferença é atribuível a ela, com rótulos diferentes (semântica de apenas benchmark declarada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, provided the variables known for one run only were fixed</source>
        <translation>só %1 difere (%2 -&gt; %3): a diferença é atribuível a ela, desde que as variáveis conhecidas em uma só execução estivessem fixas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it</source>
        <translation>só %1 difere (%2 -&gt; %3): a diferença é atribuível a ela</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no recorded variable differs: the delta is run-to-run variation or an unrecorded variable</source>
        <translation>nenhuma variável registrada difere: a diferença é variação entre execuções ou uma variável não registrada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>refused: %1 variables differ (%2); a multi-change gain is not attributable to any one of them</source>
        <translation>recusado: %1 variáveis diferem (%2); um ganho com várias mudanças não é atribuível a nenhuma delas</translation>
    </message>
    <message>
        <location filename="../../core/evidence/predicted_vs_measured.cpp" line="+166"/>
        <source>the recipe does not fit in memory by the studio&apos;s model (binding stage %1 GiB of %2 GiB usable): the run cannot have trained as the recipe says, so the recipe or the memory model is wrong; set the recipe to what the run used</source>
        <translation>a receita não cabe na memória pelo modelo do studio (estágio limitante %1 GiB de %2 GiB utilizáveis): a execução não pode ter treinado como a receita diz, então a receita ou o modelo de memória está errado; ajuste a receita ao que a execução usou</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>probably not this recipe&apos;s run: the predicted step is %1x longer than the measured one: probably not a run of this recipe (another model, layout or batch)</source>
        <translation>provavelmente não é uma execução desta receita: o passo previsto é %1x mais longo que o medido: provavelmente não é uma execução desta receita (outro modelo, layout ou lote)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probably not this recipe&apos;s run: the predicted step is %1x shorter than the measured one: probably not a run of this recipe (another model, layout or batch)</source>
        <translation>provavelmente não é uma execução desta receita: o passo previsto é %1x mais curto que o medido: provavelmente não é uma execução desta receita (outro modelo, layout ou lote)</translation>
    </message>
    <message>
        <location filename="../../core/evidence/run_consistency.cpp" line="+103"/>
        <source>world size</source>
        <translation>total de GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch size</source>
        <translation>tamanho do lote global</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>comprimento da sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>camadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden size</source>
        <translation>dimensão oculta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention heads</source>
        <translation>cabeças de atenção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>experts</source>
        <translation>especialistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>router top-k</source>
        <translation>top-k do roteador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert FFN hidden size</source>
        <translation>dimensão oculta da FFN dos especialistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>micro batch size</source>
        <translation>tamanho do microlote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model GFLOP per token</source>
        <translation>GFLOP do modelo por token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: recipe %2, run %3</source>
        <translation>%1: receita %2, execução %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>log %1:%2 (iteration %3)</source>
        <translation>log %1:%2 (iteração %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log %1:%2</source>
        <translation>log %1:%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1:%2 (steady window)</source>
        <translation>log %1:%2 (janela estável)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1, steady window %2-%3</source>
        <translation>log %1, janela estável %2-%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trace %1 (%2)</source>
        <translation>rastreamento %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trace %1</source>
        <translation>rastreamento %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recipe %1</source>
        <translation>receita %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1</source>
        <translation>log %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sequence</source>
        <translation>sequência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model GFLOP/token</source>
        <translation>GFLOP/token do modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+37"/>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 vs %3</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Not this recipe&apos;s run (recipe vs run): %1</source>
        <translation>Não é uma execução desta receita (receita vs execução): %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 TFLOP/s/GPU on a %2 (peak %3)</source>
        <translation>%1 TFLOP/s/GPU em uma %2 (pico %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s %1 TFLOP/s/GPU (%2) is above the dense peak of the %3, %4 TFLOP/s (%5)</source>
        <translation>os %1 TFLOP/s/GPU do log (%2) estão acima do pico denso da %3, %4 TFLOP/s (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3) vs %4 (%5)</source>
        <translation>%1: %2 (%3) vs %4 (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of two jobs</source>
        <translation>Arquivos de duas tarefas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The run&apos;s files are not one job&apos;s: %1</source>
        <translation>Os arquivos da execução não são de uma mesma tarefa: %1</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>%1 if on the recipe&apos;s %2 GPUs</source>
        <translation>%1 se a execução usou as %2 GPUs da receita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(log)</source>
        <translation>(log)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(recipe)</source>
        <translation>(receita)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>log %1: %2 TFLOP/s/GPU over %3 ms per step, GBS %4 %5, sequence %6 %7, %8 GPUs %9</source>
        <translation>log %1: %2 TFLOP/s/GPU em %3 ms por passo, GBS %4 %5, sequência %6 %7, %8 GPUs %9</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed line cover %5 of them)</source>
        <translation>%1 de %2 iterações da janela estável impressas (intervalo do log %3; %4 linha impressa cobre %5 delas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed line cover %5 of them, %6 not covered)</source>
        <translation>%1 de %2 iterações da janela estável impressas (intervalo do log %3; %4 linha impressa cobre %5 delas, %6 não cobertas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed lines cover %5 of them)</source>
        <translation>%1 de %2 iterações da janela estável impressas (intervalo do log %3; %4 linhas impressas cobrem %5 delas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed lines cover %5 of them, %6 not covered)</source>
        <translation>%1 de %2 iterações da janela estável impressas (intervalo do log %3; %4 linhas impressas cobrem %5 delas, %6 não cobertas)</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../../core/export/target_version.cpp" line="+75"/>
        <source>export refused: the recipe breaks 1 hard rule (%1)</source>
        <translation>exportação recusada: a receita viola 1 regra obrigatória (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export refused: the recipe breaks %1 hard rules (%2)</source>
        <translation>exportação recusada: a receita viola %1 regras obrigatórias (%2)</translation>
    </message>
</context>
<context>
    <name>feasibility</name>
    <message>
        <location filename="../../core/feasibility/feasibility.cpp" line="+36"/>
        <source>no recompute</source>
        <translation>sem recálculo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective [%1]</source>
        <translation>recálculo seletivo [%1]</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>full recompute</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 + optimizer offload %2%</source>
        <translation>%1 + descarregamento do otimizador %2%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>full recompute + optimizer offload %1%</source>
        <translation>recálculo completo + descarregamento do otimizador %1%</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>DP squeezed below 1: no TP·CP·PP and EP·PP mesh divides %1 GPUs</source>
        <translation>DP comprimido abaixo de 1: nenhuma malha TP·CP·PP e EP·PP divide %1 GPUs</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no cp_comm_type Transformer Engine accepts serves this model&apos;s %1 at TP·CP = %2·%3</source>
        <translation>nenhum cp_comm_type aceito pelo Transformer Engine atende a %1 deste modelo com TP·CP = %2·%3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GBS not divisible: GBS %1 &lt; MBS·DP = %2</source>
        <translation>GBS não divisível: GBS %1 &lt; MBS·DP = %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>host memory: %1 with %2 fits the GPU (%3 GiB of %4) but needs %5 GiB of host memory per GPU &gt; %6 GiB available</source>
        <translation>memória do host: %1 com %2 cabe na GPU (%3 GiB de %4), mas precisa de %5 GiB de memória do host por GPU &gt; %6 GiB disponíveis</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>rule %1: %2</source>
        <translation>regra %1: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, %2; GA %3; GBS must drop from %4 to %5</source>
        <translation>%1, %2; GA %3; o GBS precisa cair de %4 para %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2; GA %3</source>
        <translation>%1, %2; GA %3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>memory: closest layout %1 with %2 needs %3 GiB on its binding stage &gt; %4 GiB usable</source>
        <translation>memória: o layout mais próximo, %1 com %2, precisa de %3 GiB no estágio limitante &gt; %4 GiB utilizáveis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DP squeezed below 1: no layout of %1 GPUs can place the model</source>
        <translation>DP comprimido abaixo de 1: nenhum layout de %1 GPUs consegue acomodar o modelo</translation>
    </message>
</context>
<context>
    <name>file_errors</name>
    <message>
        <location filename="../../core/common/json_error.cpp" line="+60"/>
        <source>a key</source>
        <translation>uma chave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key&apos;s &apos;:&apos;</source>
        <translation>o &apos;:&apos; de uma chave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object { }</source>
        <translation>um objeto { }</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list [ ]</source>
        <translation>uma lista [ ]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value</source>
        <translation>um valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the document</source>
        <translation>o documento</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a quoted string is never closed</source>
        <translation>uma string entre aspas nunca é fechada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string holds a character JSON does not allow (%1)</source>
        <translation>uma string contém um caractere que o JSON não permite (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a JSON value (values are numbers, &quot;quoted strings&quot;, true, false, null, [lists] or {objects}; keys need double quotes)</source>
        <translation>&apos;%1&apos; não é um valor JSON (valores são números, &quot;strings entre aspas&quot;, true, false, null, [listas] ou {objetos}; chaves precisam de aspas duplas)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; não é um número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is text after the end of the document (an extra &apos;%1&apos;?)</source>
        <translation>há texto após o fim do documento (um &apos;%1&apos; a mais?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is text after the end of the document</source>
        <translation>há texto após o fim do documento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &apos;,&apos; comes right before &apos;}&apos; (JSON allows no trailing comma)</source>
        <translation>uma &apos;,&apos; vem logo antes de &apos;}&apos; (JSON não permite vírgula final)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a &apos;,&apos; comes right before &apos;]&apos; (JSON allows no trailing comma)</source>
        <translation>uma &apos;,&apos; vem logo antes de &apos;]&apos; (JSON não permite vírgula final)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a &apos;,&apos; is missing before this item</source>
        <translation>falta uma &apos;,&apos; antes deste item</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;,&apos; is missing before this key</source>
        <translation>falta uma &apos;,&apos; antes desta chave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a key is not followed by &apos;:&apos;</source>
        <translation>uma chave não é seguida de &apos;:&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2 (expected %3)</source>
        <translation>%1 em %2 (esperado %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+29"/>
        <source>not valid JSON: %1</source>
        <translation>JSON inválido: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>not valid JSON: the file is empty</source>
        <translation>JSON inválido: o arquivo está vazio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the JSON ends early, inside %1 (is the file truncated?)</source>
        <translation>o JSON termina cedo, dentro de %1 (o arquivo está truncado?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a quoted string</source>
        <translation>uma string entre aspas</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_model_section.cpp" line="+37"/>
        <source>unknown activation &apos;%1&apos; (expected %2)</source>
        <translation>ativação desconhecida &apos;%1&apos; (esperado %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a string</source>
        <translation>esperada uma string</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+47"/>
        <location line="+143"/>
        <location line="+5"/>
        <source>expected %1</source>
        <translation>esperado %1</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>expected integers</source>
        <translation>esperados inteiros</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>expected a list of lists</source>
        <translation>esperada uma lista de listas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown layer kind &apos;%1&apos; (expected %2)</source>
        <translation>tipo de camada desconhecido &apos;%1&apos; (esperado %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string or a list of lists</source>
        <translation>esperada uma string ou uma lista de listas</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_unknown_keys.cpp" line="+60"/>
        <source>expected a mapping</source>
        <translation>esperado um mapeamento</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_context.cpp" line="+56"/>
        <source>expected a list of plain values</source>
        <translation>esperada uma lista de valores simples</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a value, got a mapping</source>
        <translation>esperado um valor, recebido um mapeamento</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_import.cpp" line="+79"/>
        <source>expected a Megatron-Bridge ConfigContainer mapping at the top level</source>
        <translation>esperado um mapeamento ConfigContainer do Megatron-Bridge no nível superior</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown catalog model &apos;%1&apos;</source>
        <translation>modelo de catálogo desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown dtype</source>
        <translation>tipo de dado desconhecido</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a mapping of variable names to values</source>
        <translation>esperado um mapeamento de nomes de variáveis para valores</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this is a template: unresolved placeholder %1; substitute the values (e.g. with envsubst) before importing</source>
        <translation>este arquivo é um gabarito: marcador de posição não resolvido %1; substitua os valores (por exemplo com envsubst) antes de importar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is a template: unresolved placeholders %1; substitute the values (e.g. with envsubst) before importing</source>
        <translation>este arquivo é um gabarito: marcadores de posição não resolvidos %1; substitua os valores (por exemplo com envsubst) antes de importar</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the model shape is incomplete (missing %1) and no catalog model was named (pass --model)</source>
        <translation>a forma do modelo está incompleta (falta %1) e nenhum modelo do catálogo foi indicado (passe --model)</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="+58"/>
        <source>expected a JSON object (a Hugging Face config.json)</source>
        <translation>esperado um objeto JSON (um config.json do Hugging Face)</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>cannot import architecture &apos;%1&apos; (model_type &apos;%2&apos;; supported: %3): missing %4</source>
        <translation>não é possível importar a arquitetura &apos;%1&apos; (model_type &apos;%2&apos;; suportadas: %3): falta %4</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_reader.cpp" line="+87"/>
        <source>expected a non-negative integer, got %1</source>
        <translation>esperado um inteiro não negativo, recebido %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a number, got %1</source>
        <translation>esperado um número, recebido %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected true or false, got %1</source>
        <translation>esperado true ou false, recebido %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string, got %1</source>
        <translation>esperada uma string, recebido %1</translation>
    </message>
    <message>
        <location filename="../../core/common/atomic_file.cpp" line="+31"/>
        <source>cannot open: %1</source>
        <translation>não é possível abrir: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read: %1</source>
        <translation>não é possível ler: %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>file too large (%1 bytes)</source>
        <translation>arquivo grande demais (%1 bytes)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>file too large</source>
        <translation>arquivo grande demais</translation>
    </message>
    <message>
        <location filename="../../core/common/file_content.cpp" line="+49"/>
        <source>not a text file (binary data at byte %1: an image, an archive or another binary format)</source>
        <translation>não é um arquivo de texto (dados binários no byte %1: uma imagem, um arquivo compactado ou outro formato binário)</translation>
    </message>
</context>
<context>
    <name>fit_levers</name>
    <message>
        <location filename="../../core/rules/fit_lever.cpp" line="+24"/>
        <source>recompute modules %1</source>
        <translation>módulos de recálculo %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>EP overlap off</source>
        <translation>sobreposição de EP desligada</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>embedding counted as a pipeline layer</source>
        <translation>embedding contado como uma camada do pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss counted as a pipeline layer</source>
        <translation>perda contada como uma camada do pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pipeline layout %1</source>
        <translation>layout do pipeline %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>micro-batch size %1</source>
        <translation>tamanho do microlote %1</translation>
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
        <translation>TP %1 com paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>full recompute</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>optimizer CPU offload</source>
        <translation>descarregamento do otimizador na CPU</translation>
    </message>
</context>
<context>
    <name>flops_count</name>
    <message>
        <location filename="../../core/flops/flops_count_text.cpp" line="+95"/>
        <source>Model TFLOP/s and MFU use the Megatron-LM count (%1): %2 GFLOP/token at seq %3.</source>
        <translation>TFLOP/s do modelo e MFU usam a contagem do Megatron-LM (%1): %2 GFLOP/token com seq %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model TFLOP/s and MFU use the Bridge count (%1): %2 GFLOP/token at seq %3.</source>
        <translation>TFLOP/s do modelo e MFU usam a contagem do Bridge (%1): %2 GFLOP/token com seq %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Other count: %1 GFLOP/token by Megatron-LM&apos;s training.py count (TFLOP/s and MFU ×%2).</source>
        <translation>Outra contagem: %1 GFLOP/token pela contagem do training.py do Megatron-LM (TFLOP/s e MFU ×%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other count: %1 GFLOP/token by Megatron-Bridge&apos;s flop_utils.py count (TFLOP/s and MFU ×%2).</source>
        <translation>Outra contagem: %1 GFLOP/token pela contagem do flop_utils.py do Megatron-Bridge (TFLOP/s e MFU ×%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It counts the %1-token sliding windows.</source>
        <translation>Ela considera as janelas deslizantes de %1 tokens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ignores the %1-token sliding windows.</source>
        <translation>Ela ignora as janelas deslizantes de %1 tokens.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It counts the %1-gated MLPs as 2 projections, not 3.</source>
        <translation>Ela conta os MLPs com porta %1 como 2 projeções, não 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It counts the %1-gated MLPs as 3 projections, not 2.</source>
        <translation>Ela conta os MLPs com porta %1 como 3 projeções, não 2.</translation>
    </message>
    <message>
        <location filename="../../core/flops/model_flops.cpp" line="+77"/>
        <source>Bridge count</source>
        <translation>contagem do Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by Megatron-Bridge&apos;s flop_utils.py count</source>
        <translation>pela contagem do flop_utils.py do Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Bridge&apos;s count (training/utils/flop_utils.py): sliding-window layers attend over their window, every gated MLP counts 3 projections.</source>
        <translation>Contagem do Megatron-Bridge (training/utils/flop_utils.py): camadas de janela deslizante aplicam atenção só dentro da janela, todo MLP com porta conta 3 projeções.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM count</source>
        <translation>contagem do Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by Megatron-LM&apos;s training.py count</source>
        <translation>pela contagem do training.py do Megatron-LM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-LM&apos;s count (training/training.py): sliding windows ignored (full attention), a gated MLP counts 3 projections only with --swiglu (2 with --quick-geglu).</source>
        <translation>Contagem do Megatron-LM (training/training.py): janelas deslizantes ignoradas (atenção completa), um MLP com porta conta 3 projeções só com --swiglu (2 com --quick-geglu).</translation>
    </message>
</context>
<context>
    <name>glossary</name>
    <message>
        <location filename="../../core/help/glossary.cpp" line="+11"/>
        <source>Splits the weight matrices of every layer over TP GPUs (--tensor-model-parallel-size). Each GPU holds 1/TP of the attention and MLP weights, and the layer exchanges activations with all-reduces (or all-gathers and reduce-scatters with sequence parallelism) several times per layer.

Because of that traffic TP belongs inside one NVLink domain; 2, 4 or 8 are usual. Attention heads and query groups must divide by it.</source>
        <translation>Divide as matrizes de pesos de cada camada entre TP GPUs (--tensor-model-parallel-size). Cada GPU guarda 1/TP dos pesos de atenção e do MLP, e a camada troca ativações por meio de all-reduces (ou all-gathers e reduce-scatters com paralelismo de sequência) várias vezes por camada.

Por causa desse tráfego, o TP deve ficar dentro de um único domínio NVLink; 2, 4 ou 8 são os valores usuais. O número de cabeças de atenção e o de grupos de consulta devem ser divisíveis por ele.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splits each sequence over CP GPUs (--context-parallel-size). Every CP rank holds 2 x CP-th chunks of the sequence, one from the front and its mirror from the back, so causal attention costs every rank the same; keys and values travel between the ranks during attention.

CP is the lever for long context: activation memory per GPU falls with it. --cp-comm-type chooses how keys and values move: p2p (a ring), a2a (all-to-all over heads), allgather, or a2a+p2p (hierarchical, with --hierarchical-context-parallel-sizes).</source>
        <translation>Divide cada sequência entre CP GPUs (--context-parallel-size). Cada rank de CP guarda dois blocos da sequência, de 1/(2 x CP) cada, um do início e seu espelho do final, de modo que a atenção causal custa o mesmo a todos os ranks; chaves e valores trafegam entre os ranks durante a atenção.

O CP é a alavanca para contextos longos: a memória de ativações por GPU cai com ele. --cp-comm-type escolhe como chaves e valores se movem: p2p (um anel), a2a (all-to-all sobre as cabeças), allgather ou a2a+p2p (hierárquico, com --hierarchical-context-parallel-sizes).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whatever the model-parallel sizes leave over: DP = GPUs / (TP x CP x PP). Each DP replica works on different samples, and gradients are averaged over replicas every step. With the distributed optimizer (--use-distributed-optimizer) the optimizer state is sharded over DP as well, so more DP also means less memory per GPU. The studio derives DP; it is not set directly.</source>
        <translation>O que sobra depois dos tamanhos de paralelismo de modelo: DP = GPUs / (TP x CP x PP). Cada réplica de DP trabalha com amostras diferentes, e a cada passo é feita a média dos gradientes entre as réplicas. Com o otimizador distribuído (--use-distributed-optimizer), o estado do otimizador também é particionado ao longo do DP, então mais DP também significa menos memória por GPU. O studio deduz o DP; ele não é definido diretamente.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cuts the stack of layers into PP consecutive stages on different GPUs (--pipeline-model-parallel-size). Microbatches flow through the stages; only activations cross stage boundaries, so PP tolerates slow links. The price is the pipeline bubble: stages wait at the start and end of each step, about (PP - 1) / (VPP x microbatches) of the time.

Layers can be placed evenly, with uneven first and last stages (--decoder-first-pipeline-num-layers, --decoder-last-pipeline-num-layers), by counting embedding and loss as layers, or with an explicit --pipeline-model-parallel-layout string.</source>
        <translation>Corta a pilha de camadas em PP estágios consecutivos em GPUs diferentes (--pipeline-model-parallel-size). Os microlotes fluem pelos estágios; só as ativações atravessam as fronteiras entre estágios, por isso o PP tolera links lentos. O preço é a bolha do pipeline: os estágios esperam no início e no fim de cada passo, cerca de (PP - 1) / (VPP x microlotes) do tempo.

As camadas podem ser distribuídas de forma uniforme, com o primeiro e o último estágios desiguais (--decoder-first-pipeline-num-layers, --decoder-last-pipeline-num-layers), contando o embedding e a perda como camadas, ou com uma string --pipeline-model-parallel-layout explícita.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Gives each pipeline rank several smaller model chunks instead of one block of layers (--num-virtual-stages-per-pipeline-rank), and interleaves them in the schedule. The bubble shrinks by the factor VPP at the price of more point-to-point messages. Needs PP above 1, and the layers must split over PP x VPP stages.</source>
        <translation>Dá a cada rank do pipeline vários blocos menores do modelo em vez de um único bloco de camadas (--num-virtual-stages-per-pipeline-rank) e os intercala no agendamento. A bolha diminui pelo fator VPP, ao custo de mais mensagens ponto a ponto. Requer PP maior que 1, e as camadas precisam se dividir entre PP x VPP estágios.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spreads the routed experts of every MoE layer over EP GPUs (--expert-model-parallel-size); each holds experts / EP whole experts. Tokens travel to the GPUs of their chosen experts and back (dispatch and combine), which is the all-to-all traffic that usually dominates MoE communication. The expert count must divide by EP.</source>
        <translation>Distribui os especialistas roteados de cada camada MoE entre EP GPUs (--expert-model-parallel-size); cada uma guarda especialistas / EP especialistas inteiros. Os tokens vão até as GPUs dos especialistas escolhidos e voltam (despacho e combinação), e esse é o tráfego all-to-all que costuma dominar a comunicação MoE. O número de especialistas deve ser divisível por EP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Splits each expert&apos;s weights over ETP GPUs (--expert-tensor-parallel-size). When it is not given, Megatron-Core uses TP. ETP 1 (experts sharded only by EP) is usually faster, since expert GEMMs are small already; it is also required for MoE layers with linear biases.</source>
        <translation>Divide os pesos de cada especialista entre ETP GPUs (--expert-tensor-parallel-size). Quando não é informado, o Megatron-Core usa o TP. ETP 1 (especialistas particionados apenas pelo EP) costuma ser mais rápido, já que os GEMMs dos especialistas já são pequenos; ele também é obrigatório para camadas MoE com vieses lineares.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The data-parallel size of the expert mesh: EDP = GPUs / (ETP x EP x PP). Expert gradients are averaged over EDP replicas, just as dense gradients are over DP. It is derived, not set.</source>
        <translation>O tamanho do paralelismo de dados da malha de especialistas: EDP = GPUs / (ETP x EP x PP). É feita a média dos gradientes dos especialistas entre as EDP réplicas, assim como a dos gradientes densos ao longo do DP. Ele é deduzido, não definido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With TP above 1, splits the layer-norm and dropout activations along the sequence over the TP group (--sequence-parallel), turning TP&apos;s all-reduces into all-gathers and reduce-scatters. It saves activation memory at no extra traffic, and MoE layers with TP expect it. It has no effect at TP 1.</source>
        <translation>Com TP maior que 1, divide as ativações de layer norm e dropout ao longo da sequência entre o grupo de TP (--sequence-parallel), transformando os all-reduces do TP em all-gathers e reduce-scatters. Economiza memória de ativações sem tráfego extra, e as camadas MoE com TP o exigem. Não tem efeito com TP 1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MBS (--micro-batch-size) is how many sequences one GPU processes in one forward and backward pass; GBS (--global-batch-size) is how many sequences make up one optimizer step over the whole job. Each DP replica runs GBS / (MBS x DP) microbatches per step and accumulates their gradients; GBS must divide accordingly.

More microbatches fill the pipeline better; a larger MBS uses kernels better but needs more activation memory.</source>
        <translation>O MBS (--micro-batch-size) é quantas sequências uma GPU processa em uma passagem forward e backward; o GBS (--global-batch-size) é quantas sequências compõem um passo do otimizador na tarefa inteira. Cada réplica de DP executa GBS / (MBS x DP) microlotes por passo e acumula seus gradientes; o GBS precisa ser divisível de acordo.

Mais microlotes preenchem melhor o pipeline; um MBS maior aproveita melhor os kernels, mas precisa de mais memória de ativações.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The GPU count is the size of the whole job (the world size); it must be a multiple of TP x CP x PP and of ETP x EP x PP. The sequence length (--seq-length) is the number of tokens per sample; with CP it must divide by 2 x CP, and it may not exceed the model&apos;s --max-position-embeddings.</source>
        <translation>O número de GPUs é o tamanho da tarefa inteira (o total de GPUs); ele deve ser múltiplo de TP x CP x PP e de ETP x EP x PP. O comprimento da sequência (--seq-length) é o número de tokens por amostra; com CP, ele deve ser divisível por 2 x CP, e não pode exceder o --max-position-embeddings do modelo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a windowed layer each token attends only to the previous W tokens (--window-size, recipe field model.sliding_window.window), so its attention work grows with W, not with the sequence length; --window-attn-skip-freq (model.sliding_window.skip_freq) keeps every N-th layer at full attention. GPT-OSS alternates windows of 128 tokens with full layers.

The studio counts the windowed layers&apos; attention FLOPs as Megatron-Bridge does and times them at their short-window rate. Memory does not shrink with the window in training: the keys and values of the whole sequence are still activations. Context parallelism with a window needs cp_comm_type a2a or allgather (Transformer Engine refuses the ring at the first step).</source>
        <translation>Numa camada com janela, cada token atende apenas aos W tokens anteriores (--window-size, campo da receita model.sliding_window.window), de modo que o trabalho de atenção cresce com W, não com o comprimento da sequência; --window-attn-skip-freq (model.sliding_window.skip_freq) mantém atenção completa a cada N-ésima camada. O GPT-OSS alterna janelas de 128 tokens com camadas completas.

O estúdio conta os FLOPs de atenção das camadas com janela como o Megatron-Bridge e os cronometra na taxa de janela curta. A memória não diminui com a janela no treinamento: as chaves e os valores da sequência inteira continuam sendo ativações. Paralelismo de contexto com janela exige cp_comm_type a2a ou allgather (o Transformer Engine recusa o anel no primeiro passo).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A learnable softmax (--softmax-type learnable, recipe field model.softmax_type; GPT-OSS) adds one learned logit per head to every softmax, so a head can give little weight to all tokens; the off-by-one softmax is the same with a fixed logit. Only Transformer Engine&apos;s fused cuDNN attention runs it, and with context parallelism only over cp_comm_type a2a. The studio times such attention at no more than its short-block rate, since no public benchmark times the fused kernel with sinks.</source>
        <translation>Um softmax aprendível (--softmax-type learnable, campo da receita model.softmax_type; GPT-OSS) acrescenta um logit aprendido por cabeça a cada softmax, para que uma cabeça possa dar pouco peso a todos os tokens; o softmax off-by-one é o mesmo com um logit fixo. Só a atenção cuDNN fundida do Transformer Engine o executa, e com paralelismo de contexto apenas sobre cp_comm_type a2a. O estúdio cronometra essa atenção no máximo na taxa de bloco curto, pois nenhum benchmark público mede o kernel fundido com sumidouros.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotary position embeddings are trained up to a length; YaRN rescales their frequencies so that a model runs at a longer context (--rope-type yarn with --rotary-scaling-factor and the yarn_* settings, recipe fields model.rope_scaling.*). DeepSeek-V3&apos;s checkpoint, for example, was trained at 4K (original_max_position_embeddings 4096) and scales by 40 to 160K.

Megatron also needs --max-position-embeddings (model.max_position_embeddings) to be at least the sequence length. Raising the sequence length beyond what the checkpoint&apos;s scaling covers trains positions the model has not seen: extend the scaling factor deliberately, as a long-context recipe does, rather than only the maximum.</source>
        <translation>Os embeddings de posição rotativos (RoPE) são treinados até um comprimento; o YaRN reescala suas frequências para que o modelo rode num contexto mais longo (--rope-type yarn com --rotary-scaling-factor e as opções yarn_*, campos da receita model.rope_scaling.*). O checkpoint do DeepSeek-V3, por exemplo, foi treinado em 4K (original_max_position_embeddings 4096) e escala por 40 até 160K.

O Megatron também exige que --max-position-embeddings (model.max_position_embeddings) seja pelo menos o comprimento da sequência. Aumentar a sequência além do que o escalonamento do checkpoint cobre treina posições que o modelo nunca viu: amplie o fator de escala deliberadamente, como faz uma receita de contexto longo, em vez de só o máximo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Megatron-Core lets attention and MoE layers lay out the same GPUs differently. Attention uses the mesh TP x CP x DP x PP; the MoE layers use ETP x EP x EDP x PP. Only PP is shared. So attention can use TP and CP while the experts use EP alone, each part getting the parallelism that suits it. The folded grids show both meshes side by side.</source>
        <translation>O Megatron-Core permite que as camadas de atenção e as camadas MoE organizem as mesmas GPUs de maneiras diferentes. A atenção usa a malha TP x CP x DP x PP; as camadas MoE usam ETP x EP x EDP x PP. Só o PP é compartilhado. Assim, a atenção pode usar TP e CP enquanto os especialistas usam só EP, e cada parte recebe o paralelismo que lhe convém. As grades dobradas mostram as duas malhas lado a lado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The order in which GPU ranks are assigned to the parallel dimensions. The default puts TP innermost (neighbouring ranks, so the same node), then CP, DP and PP; --use-tp-pp-dp-mapping places PP before DP. It decides which groups stay inside an NVLink domain.</source>
        <translation>A ordem em que os ranks das GPUs são atribuídos às dimensões de paralelismo. O padrão coloca o TP mais interno (ranks vizinhos, portanto o mesmo nó), depois CP, DP e PP; --use-tp-pp-dp-mapping coloca o PP antes do DP. Ela decide quais grupos ficam dentro de um domínio NVLink.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The set of GPUs connected by NVLink: 8 in an HGX node, 72 in a GB200/GB300 NVL72 rack. Inside it GPUs exchange data at hundreds of GB/s; between domains traffic goes over the much slower scale-out network (InfiniBand or Ethernet). Keep TP, CP and the expert group (ETP x EP) inside a domain where possible.</source>
        <translation>O conjunto de GPUs conectadas por NVLink: 8 em um nó HGX, 72 em um rack GB200/GB300 NVL72. Dentro dele, as GPUs trocam dados a centenas de GB/s; entre domínios, o tráfego passa pela rede de scale-out, muito mais lenta (InfiniBand ou Ethernet). Mantenha TP, CP e o grupo de especialistas (ETP x EP) dentro de um domínio sempre que possível.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Activation recomputation trades compute for memory: activations are dropped after the forward and recomputed in the backward. --recompute-granularity selective recomputes chosen modules inside every layer (--recompute-modules); full keeps only each layer&apos;s input and re-runs whole layers, chosen with --recompute-method (uniform or block) and --recompute-num-layers. Full saves the most memory and costs about a third more compute.</source>
        <translation>O recálculo de ativações troca computação por memória: as ativações são descartadas após o forward e recalculadas no backward. --recompute-granularity selective recalcula módulos escolhidos dentro de cada camada (--recompute-modules); full guarda só a entrada de cada camada e executa de novo camadas inteiras, escolhidas com --recompute-method (uniform ou block) e --recompute-num-layers. O modo full economiza mais memória e custa cerca de um terço a mais de computação.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The modules selective recompute re-runs (--recompute-modules):

core_attn — the attention core (Megatron&apos;s default; little gain with fused attention). moe_act — the activation inside the experts (needs grouped GEMM). layernorm — the input layer norms. mla_up_proj — the up-projections of multi-head latent attention (MLA models only). mlp — the dense MLP. moe — the whole MoE block (not with EP overlap). shared_experts — the shared experts (not with shared-expert overlap).</source>
        <translation>Os módulos que o recálculo seletivo executa de novo (--recompute-modules):

core_attn — o núcleo da atenção (padrão do Megatron; pouco ganho com atenção fundida). moe_act — a ativação dentro dos especialistas (requer GEMM agrupado). layernorm — as normalizações de camada da entrada. mla_up_proj — as up-projections da atenção latente multicabeça (só modelos MLA). mlp — o MLP denso. moe — o bloco MoE inteiro (não com sobreposição de EP). shared_experts — os especialistas compartilhados (não com sobreposição de especialistas compartilhados).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How tokens reach their experts (--moe-token-dispatcher-type, --moe-flex-dispatcher-backend):
- allgather — every EP rank gathers all tokens and keeps its own; simple, but traffic grows with EP (Megatron-LM&apos;s default).
- alltoall — each token is sent only to the ranks of its experts; the usual starting point.
- DeepEP (flex, deepep) — fused dispatch and combine kernels that send one copy per remote node and fan out over NVLink.
- HybridEP (flex, hybridep) — NVIDIA&apos;s kernels built for large NVLink domains such as NVL72.
- NCCL EP (flex, ncclep) — the same idea on NCCL&apos;s device API, in recent Megatron-Core.</source>
        <translation>Como os tokens chegam aos seus especialistas (--moe-token-dispatcher-type, --moe-flex-dispatcher-backend):
- allgather — cada rank de EP reúne todos os tokens e fica com os seus; simples, mas o tráfego cresce com o EP (padrão do Megatron-LM).
- alltoall — cada token é enviado só aos ranks dos seus especialistas; o ponto de partida usual.
- DeepEP (flex, deepep) — kernels fundidos de despacho e combinação que enviam uma cópia por nó remoto e a distribuem (fan-out) via NVLink.
- HybridEP (flex, hybridep) — kernels da NVIDIA feitos para grandes domínios NVLink, como o NVL72.
- NCCL EP (flex, ncclep) — a mesma ideia sobre a API de dispositivo da NCCL, nas versões recentes do Megatron-Core.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA graphs record a sequence of kernels once and replay it with one launch, removing CPU launch overhead (--cuda-graph-impl):
- none — every kernel launched one by one;
- local — Megatron-Core&apos;s own per-layer graphs;
- transformer_engine — Transformer Engine&apos;s per-module graphs;
- full_iteration — the whole training step as one graph (no module scopes).

Graphs need fixed shapes and cost some memory for their pools.</source>
        <translation>Os grafos CUDA gravam uma sequência de kernels uma vez e a reproduzem com um único lançamento, eliminando a sobrecarga de lançamento da CPU (--cuda-graph-impl):
- none — cada kernel lançado um a um;
- local — os grafos por camada do próprio Megatron-Core;
- transformer_engine — os grafos por módulo do Transformer Engine;
- full_iteration — o passo de treinamento inteiro como um único grafo (sem escopos de módulo).

Os grafos exigem formas fixas e custam alguma memória para seus pools.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Which parts of a layer per-layer graphs capture (--cuda-graph-modules; --cuda-graph-scope in older releases): attn — attention; mlp — the dense MLP; moe — the whole MoE block (needs drop-and-pad routing); moe_router — the router; moe_preprocess — dispatch preprocessing (needs moe_router); mamba — Mamba layers. With dropless routing capture attn, moe_router and moe_preprocess.</source>
        <translation>Quais partes de uma camada os grafos por camada capturam (--cuda-graph-modules; --cuda-graph-scope em versões mais antigas): attn — atenção; mlp — o MLP denso; moe — o bloco MoE inteiro (requer roteamento drop-and-pad); moe_router — o roteador; moe_preprocess — o pré-processamento do despacho (requer moe_router); mamba — camadas Mamba. Com roteamento dropless, capture attn, moe_router e moe_preprocess.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The number format of the GEMMs: bf16, or FP8 with tensorwise (current), delayed, blockwise or MXFP8 scaling (--fp8-recipe), or NVFP4 (--fp4-recipe) on Blackwell. Lower precision speeds up the GEMMs; MXFP8 and NVFP4 need Blackwell tensor cores.</source>
        <translation>O formato numérico dos GEMMs: bf16, ou FP8 com escalonamento tensorwise (current), delayed, blockwise ou MXFP8 (--fp8-recipe), ou NVFP4 (--fp4-recipe) no Blackwell. Uma precisão menor acelera os GEMMs; MXFP8 e NVFP4 exigem os tensor cores do Blackwell.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options that hide communication behind compute: EP all-to-all overlap (--overlap-moe-expert-parallel-comm) and delayed weight-gradient compute (--delay-wgrad-compute) for the MoE dispatch; shared-expert overlap (--moe-shared-expert-overlap); gradient-reduce and parameter-gather overlap for data parallelism (--overlap-grad-reduce, --overlap-param-gather); and TP communication overlap (--tp-comm-overlap).</source>
        <translation>Opções que escondem a comunicação atrás da computação: sobreposição do all-to-all de EP (--overlap-moe-expert-parallel-comm) e cálculo adiado do gradiente dos pesos (--delay-wgrad-compute) para o despacho MoE; sobreposição de especialistas compartilhados (--moe-shared-expert-overlap); sobreposição da redução de gradientes e da coleta de parâmetros para o paralelismo de dados (--overlap-grad-reduce, --overlap-param-gather); e sobreposição da comunicação de TP (--tp-comm-overlap).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keeps part of the optimizer state in host memory and runs its step on the CPU (--optimizer-cpu-offload, --optimizer-offload-fraction). It frees GPU memory at the cost of host transfers; Megatron-Core needs the precision-aware optimizer for it.</source>
        <translation>Mantém parte do estado do otimizador na memória do host e executa o passo dele na CPU (--optimizer-cpu-offload, --optimizer-offload-fraction). Libera memória da GPU ao custo de transferências com o host; o Megatron-Core exige para isso o otimizador com reconhecimento de precisão (precision-aware optimizer).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves the activations chosen modules save for backward to host memory after their forward and brings them back before their backward (--fine-grained-activation-offloading, --offload-modules): attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1 or moe_act. The copies use the GPU-host link (PCIe, or NVLink-C2C to Grace on GB200/GB300) and hide behind compute when the link is fast enough; the newest microbatch&apos;s last layer and one layer being reloaded stay on the GPU.</source>
        <translation>Move para a memória do host, após o forward, as ativações que os módulos escolhidos guardam para o backward, e as traz de volta antes do backward desses módulos (--fine-grained-activation-offloading, --offload-modules): attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1 ou moe_act. As cópias usam o link GPU–host (PCIe, ou NVLink-C2C até o Grace no GB200/GB300) e ficam escondidas atrás da computação quando o link é rápido o bastante; a última camada do microlote mais recente e uma camada em recarregamento permanecem na GPU.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model TFLOP/s per GPU counts only the FLOPs the model itself needs per step (the Bridge count, as Megatron-Bridge&apos;s flop_utils.py counts them: GEMMs and attention, without recomputation) divided by the step time and the GPU count. MFU is that figure divided by the GPU&apos;s peak dense TFLOP/s at the training precision. Megatron-LM&apos;s training.py counts some models differently (it ignores sliding windows and counts a gated MLP other than SwiGLU as 2 projections): for GPT-OSS its figures are 17 % lower at the same tokens/s, and the studio shows them beside its own wherever the two differ. Recomputation keeps the GPU busier but adds no model FLOPs, so it inflates neither figure, and both compare layouts fairly.</source>
        <translation>O TFLOP/s do modelo por GPU conta só os FLOPs de que o próprio modelo precisa por passo (a contagem do Bridge, como o flop_utils.py do Megatron-Bridge os conta: GEMMs e atenção, sem recálculo), divididos pelo tempo de passo e pelo número de GPUs. A MFU é esse valor dividido pelo pico denso de TFLOP/s da GPU na precisão de treinamento. O training.py do Megatron-LM conta alguns modelos de outra forma (ignora janelas deslizantes e conta um MLP com gate diferente de SwiGLU como 2 projeções): para o GPT-OSS, seus valores ficam 17 % mais baixos com os mesmos tokens/s, e o studio os mostra ao lado dos seus sempre que os dois diferem. O recálculo deixa a GPU mais ocupada, mas não acrescenta FLOPs do modelo; por isso não infla nenhum dos dois valores, e ambos comparam layouts de forma justa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pipeline stage that needs the most memory per GPU. Stages differ (the first holds the embedding and the most in-flight activations, the last the output layer and loss), and the layout fits only if the binding stage fits. The memory chart marks it.</source>
        <translation>O estágio de pipeline que precisa de mais memória por GPU. Os estágios diferem (o primeiro guarda o embedding e o maior número de ativações em trânsito, o último a camada de saída e a perda), e o layout só cabe se o estágio limitante couber. O gráfico de memória o marca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The GPU memory a training process actually sees, in GiB (2^30 bytes) as the framework reports it, which is less than the GB figure on the data sheet. The estimate counts the CUDA context, NCCL buffers and allocator fragmentation among its own lines; the memory chart draws usable HBM as a line, and the binding stage must stay under it.</source>
        <translation>A memória da GPU que um processo de treinamento realmente enxerga, em GiB (2^30 bytes), como o framework a informa, o que é menos que o valor em GB da folha de dados. A estimativa conta o contexto CUDA, os buffers da NCCL e a fragmentação do alocador entre as suas próprias linhas; o gráfico de memória desenha a HBM utilizável como uma linha, e o estágio limitante precisa ficar abaixo dela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A layout fits closely when its binding stage stays under usable HBM, but by less than the memory model&apos;s fragmentation allowance: the share of the allocated bytes the PyTorch caching allocator may lose to fragmentation (8 % by default, Memory Assumptions), which the estimate cannot place exactly. Such a layout may not fit when it runs. The memory chart, Feasibility, Search and Compare say &quot;fits closely&quot; for it; Search ranks layouts that fit with room first, Feasibility takes one that fits with room when any does, and a fix offers room before a close fit.

Tight is the other side of the same margin: over usable HBM by less than the allowance, so it may still run. Measure either before you commit to it (torch.cuda.max_memory_reserved in a short run).</source>
        <translation>Um layout cabe por pouco quando seu estágio limitante fica abaixo da HBM utilizável, mas por menos que a tolerância de fragmentação do modelo de memória: a fração dos bytes alocados que o alocador com cache do PyTorch pode perder para a fragmentação (8 % por padrão, em Premissas de memória), que a estimativa não consegue situar com exatidão. Um layout assim pode não caber quando for executado. O gráfico de memória, Viabilidade, Busca e Comparação dizem “cabe por pouco” para ele; a Busca classifica primeiro os layouts que cabem com folga, a Viabilidade escolhe um que caiba com folga quando houver algum, e uma correção oferece folga antes de um encaixe por pouco.

Apertado é o outro lado da mesma margem: acima da HBM utilizável por menos que a tolerância, então ainda pode rodar. Em qualquer dos casos, meça antes de se comprometer com o layout (torch.cuda.max_memory_reserved em uma execução curta).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How sure the step-time estimate is. The model was checked against published runs it was not fitted to (cross-validation: each system, model or container held out in turn). The band depends on how comparable those runs are:
- with at least 10 comparable runs (same GPU generation, precision family and dispatcher), the range that holds 80 % of their errors;
- with fewer, the runs of a wider group (any dispatcher, then the GPU generation, then all runs), whose errors say less about this layout: the range that holds 95 % of theirs;
- for a layout outside what the published runs cover (for example CP above 1, PP 16 or more, EP overlap across nodes), the widest error the model made on any of them.
The Estimate dock says which of the three applies, the basis and the number of runs.

Figures are rounded to the digits the band supports (a table of plans uses the narrowest band&apos;s digits for every row, so its figures stay in order), two plans whose difference is inside the band are called a tie in Search, and a lever&apos;s gain is claimed only when it is larger than the model&apos;s error on lever steps.</source>
        <translation>Quão confiável é a estimativa do tempo de passo. O modelo foi verificado em relação a execuções publicadas às quais não foi ajustado (validação cruzada: cada sistema, modelo ou contêiner deixado de fora por vez). A faixa depende de quão comparáveis são essas execuções:
- com pelo menos 10 execuções comparáveis (mesma geração de GPU, família de precisão e despachador), o intervalo que contém 80 % dos seus erros;
- com menos, as execuções de um grupo mais amplo (qualquer despachador, depois a geração de GPU, depois todas as execuções), cujos erros dizem menos sobre este layout: o intervalo que contém 95 % dos erros delas;
- para um layout fora do que as execuções publicadas cobrem (por exemplo CP acima de 1, PP 16 ou mais, sobreposição de EP entre nós), o maior erro que o modelo cometeu em qualquer uma delas.
O painel Estimativa diz qual das três se aplica, a base e o número de execuções.

Os valores são arredondados aos dígitos que a faixa sustenta (uma tabela de planos usa os dígitos da faixa mais estreita em todas as linhas, para que seus valores fiquem em ordem), dois planos cuja diferença está dentro da faixa são chamados de empate na Busca, e o ganho de uma alavanca só é afirmado quando é maior que o erro do modelo em mudanças de alavanca.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A band marked “extrapolated” (for example “±19 % (extrapolated)”) belongs to a layout outside what the published runs cover: for example CP above 1, PP 16 or more, EP overlap or the NCCL all-to-all across nodes. No comparable run measures the model&apos;s error there, so the band is the widest error it made on any published run, and the Estimate dock names each reason after “outside the calibration”.

Treat such a figure as a direction, and measure one step on the cluster before relying on it: Runs ▸ Add Run… compares a measured run with the estimate.</source>
        <translation>Uma faixa marcada como “extrapolada” (por exemplo “±19 % (extrapolado)”) pertence a um layout fora do que as execuções publicadas cobrem: por exemplo CP acima de 1, PP 16 ou mais, sobreposição de EP ou o all-to-all do NCCL entre nós. Nenhuma execução comparável mede ali o erro do modelo, então a faixa é o maior erro que ele cometeu em qualquer execução publicada, e o painel Estimativa nomeia cada motivo após “fora da calibração”.

Trate esse número como uma direção e meça um passo no cluster antes de confiar nele: Execuções ▸ Adicionar execução… compara uma execução medida com a estimativa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe&apos;s notes are your own words. When the model, the GPU, the layout or the batch changes after they were written, the studio marks them stale: a banner above the editor says so, and the saved file&apos;s notes start with a line “[stale] These notes were written for … Check them, then delete this line.” that names the layout they described. Read them against the recipe as it is now, correct them, then delete that line: the studio never rewrites your words.</source>
        <translation>As notas de uma receita são suas próprias palavras. Quando o modelo, a GPU, o layout ou o lote mudam depois que elas foram escritas, o estúdio as marca como desatualizadas: um banner acima do editor diz isso, e as notas do arquivo salvo começam com uma linha “[stale] These notes were written for … Check them, then delete this line.” que nomeia o layout que elas descreviam. Leia-as diante da receita como ela está agora, corrija-as e então apague essa linha: o estúdio nunca reescreve suas palavras.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The part of the step the estimate says to work on next: compute (GPU kernels), exposed communication and the pipeline bubble, host overhead, or memory. A part other than compute is named when it takes at least a fifth of the step; below that, compute is the wall and lower precision or larger GEMMs are the levers. The line names the largest piece (for example the expert all-to-all) and the next lever for it, with the gain the model estimates when it is one concrete change.</source>
        <translation>A parte do passo em que a estimativa diz para trabalhar em seguida: computação (kernels da GPU), comunicação exposta e a bolha do pipeline, sobrecarga do host ou memória. Uma parte que não seja a computação é indicada quando ocupa pelo menos um quinto do passo; abaixo disso, a computação é o gargalo, e as alavancas são uma precisão menor ou GEMMs maiores. A linha indica a maior parcela (por exemplo o all-to-all dos especialistas) e a próxima alavanca para ela, com o ganho que o modelo estima quando essa alavanca é uma mudança concreta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Communication that runs while the GPU has other work (the next GEMM, another microbatch&apos;s attention) is hidden and costs no time; what the GPU waits for is exposed and adds to the step. The Estimate dock&apos;s breakdown shows, for TP, CP, EP, PP and DP, the total communication time and the exposed part, with what hides the rest (for example EP overlap hiding the all-to-all behind the other microbatch). Trace metrics measure the same split on a profiler trace: communication ∪, compute ∪ and their overlap.</source>
        <translation>A comunicação que ocorre enquanto a GPU tem outro trabalho (o próximo GEMM, a atenção de outro microlote) fica escondida e não custa tempo; aquela pela qual a GPU espera fica exposta e se soma ao passo. A decomposição do painel Estimativa mostra, para TP, CP, EP, PP e DP, o tempo total de comunicação e a parte exposta, com o que esconde o restante (por exemplo, a sobreposição de EP escondendo o all-to-all atrás do outro microlote). As métricas do rastreamento medem a mesma divisão em um rastreamento do profiler: comunicação ∪, computação ∪ e a sobreposição entre elas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time the GPU sits idle because the CPU has not launched the next kernel yet: Python, PyTorch and Transformer Engine work per operation, tens of microseconds each. It shows when kernels are short (small microbatches, many local experts, low precision with its quantisation kernels). CUDA graphs replay a captured part without that work, which is why capturing attention, router and preprocessing (or the whole iteration) is the usual lever against it.</source>
        <translation>Tempo em que a GPU fica ociosa porque a CPU ainda não lançou o próximo kernel: o trabalho de Python, PyTorch e Transformer Engine por operação, dezenas de microssegundos cada. Aparece quando os kernels são curtos (microlotes pequenos, muitos especialistas locais, precisão baixa com seus kernels de quantização). Os grafos CUDA reproduzem uma parte capturada sem esse trabalho, e é por isso que capturar a atenção, o roteador e o pré-processamento (ou a iteração inteira) é a alavanca usual contra ela.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search plots every kept plan by tokens/s per GPU against the memory headroom it leaves. A plan is on the Pareto front when no other plan is both faster and leaves more headroom; the front is the set of sensible trade-offs, and plans below it are beaten on both. The top plans are marked, the selected one circled.</source>
        <translation>A Busca plota cada plano mantido pelos tokens/s por GPU em relação à folga de memória que ele deixa. Um plano está na fronteira de Pareto quando nenhum outro plano é ao mesmo tempo mais rápido e deixa mais folga; a fronteira é o conjunto de compromissos sensatos, e os planos abaixo dela são superados nos dois critérios. Os melhores planos são marcados, e o selecionado, circulado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ranks traced on different hosts each start their own clock, so their timelines do not line up as recorded. Shared clock places ranks whose files record absolute (Unix-epoch) times on that clock. Align on matched collectives matches the same NCCL collectives across ranks: a collective ends on every member at about the same moment, so the median difference of their end times is each rank&apos;s clock offset (at least three matched collectives are required). The Clock alignment table lists each rank&apos;s offset, matches and spread.</source>
        <translation>Os ranks rastreados em hosts diferentes iniciam cada um o seu próprio relógio, de modo que suas linhas do tempo não se alinham como foram gravadas. “Relógio compartilhado” coloca nesse relógio os ranks cujos arquivos registram tempos absolutos (época Unix). “Alinhar pelas coletivas correspondentes” emparelha as mesmas coletivas NCCL entre os ranks: uma coletiva termina em todos os membros aproximadamente no mesmo momento, então a mediana da diferença entre os tempos de término é o deslocamento de relógio de cada rank (são necessárias pelo menos três coletivas correspondentes). A tabela Alinhamento de relógios lista o deslocamento, as correspondências e a dispersão de cada rank.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The iterations of a training log that the Runs dock measures: by default 41 to 50, after warm-up, compilation and the first checkpoint, where step times have settled. Step time, TFLOP/s and memory are averaged over the logged lines that cover the window, weighted by the iterations each line averages. When a log does not cover enough of it (fewer than 8 of its 10 iterations), Add Run proposes a window the log does cover, and the window is named wherever the figures appear.</source>
        <translation>As iterações de um log de treinamento que o painel Execuções mede: por padrão, de 41 a 50, depois do aquecimento, da compilação e do primeiro checkpoint, quando os tempos de passo já se estabilizaram. Tempo de passo, TFLOP/s e memória são a média das linhas do log que cobrem a janela, ponderada pelas iterações que cada linha resume em média. Quando um log não cobre o suficiente dela (menos de 8 das suas 10 iterações), Adicionar execução propõe uma janela que o log cobre, e a janela é indicada onde quer que os valores apareçam.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every run gets a label from what its files record. A run is benchmark-only when it measured something a real training job does not do: forced load balancing of the router, synthetic or mock data, the optimizer step or checkpoint saving switched off, or a declaration that it is a benchmark. Any one of these makes step times look better than training would, so the label and its reasons (with the file and line that said so) travel with every figure of the run.

A training-equivalent run recorded none of them. Two runs with different labels can still be compared, but the comparison says so.</source>
        <translation>Cada execução recebe um rótulo a partir do que seus arquivos registram. Uma execução é apenas benchmark quando mediu algo que uma tarefa de treinamento real não faz: balanceamento de carga forçado do roteador, dados sintéticos ou simulados (mock), o passo do otimizador ou o salvamento de checkpoints desligado, ou uma declaração de que é um benchmark. Qualquer um desses itens faz os tempos de passo parecerem melhores do que seriam no treinamento, por isso o rótulo e seus motivos (com o arquivo e a linha que os indicaram) acompanham todos os valores da execução.

Uma execução equivalente ao treinamento não registrou nenhum deles. Duas execuções com rótulos diferentes ainda podem ser comparadas, mas a comparação informa isso.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A log or trace attached to a recipe is checked against it before anything is compared: the global batch size printed on its iteration lines, its world size, sequence length, model dimensions and parallel layout (TP, PP, CP, EP, ETP, micro batch) from its arguments, and the model FLOPs per token implied by its own TFLOP/s and step time (within a factor of 1.5). When any of these conflicts, the run is another job&apos;s: the studio lists each conflict as recipe value versus run value with the file and line, shows no predicted error for it, and takes its label and its A/B variables from its own files rather than from the recipe.</source>
        <translation>Um log ou rastreamento anexado a uma receita é verificado em relação a ela antes de qualquer comparação: o tamanho do lote global impresso nas suas linhas de iteração, o total de GPUs, o comprimento da sequência, as dimensões do modelo e o layout paralelo (TP, PP, CP, EP, ETP, microlote) tirados dos seus argumentos, e os FLOPs do modelo por token implícitos nos seus próprios TFLOP/s e tempo de passo (dentro de um fator de 1,5). Quando qualquer um deles entra em conflito, a execução é de outra tarefa: o studio lista cada conflito como valor da receita versus valor da execução, com o arquivo e a linha, não mostra erro de previsão para ela e toma o rótulo e as variáveis A/B dela dos seus próprios arquivos, e não da receita.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A run&apos;s files (its training log and its traces) must come from one job. When they disagree among themselves (another model&apos;s FLOPs per token, another GPU count or sequence length, traces of another GPU kind), the run is reported as files of two jobs: the Runs table shows what its log measured (step time, throughput) but no prediction error, it is not compared with the recipe, an A/B with it is marked not attributable, and the evidence report says why. Add the files of one job as one run.</source>
        <translation>Os arquivos de uma execução (o log de treinamento e os rastreamentos) precisam vir de uma só tarefa. Quando eles discordam entre si (FLOPs por token de outro modelo, outro número de GPUs ou comprimento de sequência, rastreamentos de outro tipo de GPU), a execução é relatada como arquivos de duas tarefas: a tabela de execuções mostra o que o log mediu (tempo do passo, vazão), mas nenhum erro de previsão; ela não é comparada com a receita, um A/B com ela é marcado como não atribuível, e o relatório de evidências diz por quê. Adicione os arquivos de uma tarefa como uma execução.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The router picks the top-k experts of each token (--moe-router-topk) from its scores: softmax or sigmoid (--moe-router-score-function), optionally first choosing a few expert groups (--moe-router-num-groups, --moe-router-group-topk: DeepSeek&apos;s group-limited routing). An auxiliary loss keeps the experts evenly used: --moe-router-load-balancing-type aux_loss (over the micro batch), seq_aux_loss (per sequence, DeepSeek) or global_aux_loss, weighted by --moe-aux-loss-coeff; or an expert bias updated without a loss (--moe-router-enable-expert-bias, DeepSeek-V3). These are model fields: every export carries them.

Forced load balancing (--moe-router-force-load-balancing) ignores the scores and spreads tokens evenly: it is for benchmarks only, and the studio marks such recipes benchmark-only.</source>
        <translation>O roteador escolhe os top-k especialistas de cada token (--moe-router-topk) pelas pontuações: softmax ou sigmoid (--moe-router-score-function), opcionalmente escolhendo antes alguns grupos de especialistas (--moe-router-num-groups, --moe-router-group-topk: o roteamento limitado por grupos do DeepSeek). Uma perda auxiliar mantém os especialistas usados por igual: --moe-router-load-balancing-type aux_loss (sobre o microlote), seq_aux_loss (por sequência, DeepSeek) ou global_aux_loss, ponderada por --moe-aux-loss-coeff; ou um viés por especialista atualizado sem perda (--moe-router-enable-expert-bias, DeepSeek-V3). São campos do modelo: toda exportação os carrega.

O balanceamento de carga forçado (--moe-router-force-load-balancing) ignora as pontuações e espalha os tokens por igual: serve só para benchmarks, e o estúdio marca essas receitas como só de benchmark.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far the studio&apos;s step-time estimate for the recipe is from the run&apos;s measured step time over its steady window: (predicted - measured) / measured. A positive error means the estimate is slower than the run. It is shown only for a run of the recipe it is scored against, and it names the calibration used.

A run added without a recipe file is scored against the studio&apos;s recipe as it is at that moment, and keeps that recipe: a log records little of its job (no precision, recompute or dispatcher, often no layout), so later edits are not facts about the run. The Scored against column says when the loaded recipe differs; if the run ran the loaded recipe, select it and press Re-score Against Loaded. A change of calibration scores every run again.</source>
        <translation>A distância entre a estimativa de tempo de passo do studio para a receita e o tempo de passo medido da execução na sua janela estável: (previsto - medido) / medido. Um erro positivo significa que a estimativa é mais lenta que a execução. Ele só é mostrado para uma execução da receita em relação à qual ela é avaliada, e indica a calibração usada.

Uma execução adicionada sem arquivo de receita é avaliada em relação à receita do studio como ela está naquele momento, e mantém essa receita: um log registra pouco da sua tarefa (nem precisão, nem recálculo, nem despachador, muitas vezes nem o layout), então edições posteriores não são fatos sobre a execução. A coluna Avaliada em relação a indica quando a receita carregada é diferente; se a execução rodou a receita carregada, selecione-a e pressione Reavaliar com a receita carregada. Uma mudança de calibração avalia todas as execuções de novo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The step-time model turns FLOPs and bytes into seconds with a few efficiency constants (how close GEMMs, attention, collectives and the host come to the hardware&apos;s peaks). The built-in constants are fitted to published training runs, and the uncertainty band beside every estimate is how far that model was from runs it was not fitted to.

Calibrate from Runs (Runs dock) fits some of these constants to your own attached runs, starting from the calibration in use. Leave every constant unticked to let the runs decide which they can determine, or tick the ones to fit. The dialog shows each run&apos;s error before and after. A fit with as many constants as runs reproduces them by construction and proves nothing: attach runs of other layouts or batch sizes, and check the profile on a run it was not fitted to.

Save Profile keeps the fit as a named cluster profile for later sessions and for the command line (--calibration cluster:NAME). Use for Estimates makes the studio&apos;s Estimate, Search, Compare and Runs use it at once, and each names the profile beside its figures. The band stays the built-in model&apos;s: it is not re-measured for a profile.</source>
        <translation>O modelo de tempo de passo converte FLOPs e bytes em segundos com algumas constantes de eficiência (o quanto GEMMs, atenção, coletivas e o host se aproximam dos picos do hardware). As constantes integradas são ajustadas a execuções de treinamento publicadas, e a faixa de incerteza ao lado de cada estimativa é o quanto esse modelo se afastou das execuções às quais não foi ajustado.

Calibrar pelas execuções (painel Execuções) ajusta algumas dessas constantes às suas próprias execuções anexadas, partindo da calibração em uso. Deixe todas as constantes desmarcadas para que as execuções decidam quais conseguem determinar, ou marque as que devem ser ajustadas. A caixa de diálogo mostra o erro de cada execução antes e depois. Um ajuste com tantas constantes quanto execuções as reproduz por construção e não prova nada: anexe execuções de outros layouts ou tamanhos de lote e verifique o perfil em uma execução à qual ele não foi ajustado.

Salvar perfil guarda o ajuste como um perfil de cluster nomeado para sessões futuras e para a linha de comando (--calibration cluster:NAME). Usar nas estimativas faz com que Estimativa, Busca, Comparação e Execuções do studio passem a usá-lo imediatamente, e cada um indica o perfil ao lado dos seus valores. A faixa continua sendo a do modelo integrado: ela não é medida de novo para um perfil.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Extra layers after the decoder that predict the tokens beyond the next one (--mtp-num-layers), as DeepSeek-V3 trains with one. Each MTP layer is a full transformer layer with its own projection and output head, so it costs FLOPs, memory and a place in the pipeline (Megatron puts it on the last stage); its loss is added with the weight --mtp-loss-scaling-factor (0.1 by default).

The studio counts MTP layers apart from the decoder layers: in the model&apos;s shape, in the pipeline split (&quot;decoder + MTP layers&quot;) and in the model FLOPs. An export carries both fields; a checkpoint trained with MTP needs them to load.</source>
        <translation>Camadas extras após o decodificador que preveem os tokens além do próximo (--mtp-num-layers), como o DeepSeek-V3 treina com uma. Cada camada MTP é uma camada transformer completa, com sua própria projeção e cabeça de saída, então custa FLOPs, memória e um lugar no pipeline (o Megatron a coloca no último estágio); sua perda é somada com o peso --mtp-loss-scaling-factor (0,1 por padrão).

O estúdio conta as camadas MTP à parte das camadas do decodificador: na forma do modelo, na divisão do pipeline (&quot;camadas do decodificador + MTP&quot;) e nos FLOPs do modelo. Uma exportação leva os dois campos; um checkpoint treinado com MTP precisa deles para carregar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>One training step of the recipe as the step-time model plays it out: every pipeline rank&apos;s forward and backward passes in the order Megatron&apos;s schedule runs them, with the communication each pass waits on and what overlaps it. It is a simulation, not a measurement: its lanes are named for the kernel roles they stand for (GEMM, attention, EP dispatch, ...), and the whole step is labelled &quot;predicted step&quot;.

Show predicted timeline (Estimate dock) opens it in the Trace dock; with a measured trace open, the two are drawn one above the other on the same time scale, so a gap in one and not the other points at what the model misses or what the run wasted. The command-line planner&apos;s simulate command gives the same step, and with --chrome-trace writes it for Perfetto.</source>
        <translation>Um passo de treinamento da receita como o modelo de tempo de passo o executa: os passes forward e backward de cada rank do pipeline, na ordem em que o escalonamento do Megatron os executa, com a comunicação que cada passe espera e o que se sobrepõe a ele. É uma simulação, não uma medição: suas faixas têm o nome dos papéis de kernel que representam (GEMM, atenção, despacho de EP, ...), e o passo inteiro é rotulado &quot;passo previsto&quot;.

Mostrar linha do tempo prevista (painel Estimativa) a abre no painel Rastreamento; com um rastreamento medido aberto, os dois são desenhados um acima do outro na mesma escala de tempo, de modo que uma lacuna em um e não no outro aponta o que o modelo deixa de ver ou o que a execução desperdiçou. O comando simulate do planejador de linha de comando dá o mesmo passo e, com --chrome-trace, o grava para o Perfetto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What a measured run shows, in one file for a design review (Open Report in the Runs dock, as HTML with charts or as Markdown). It holds the run&apos;s label and the reasons for it, the measurement contract (software versions, hardware, topology, what was measured and how, each value with the file it came from, and what is unknown), proof from the trace that the requested dispatcher, precision kernels, overlap and graph replay actually ran, the steady window (step time, TFLOP/s per GPU, loss health, skipped steps, peak memory), the predicted step time against the measured one, and with two runs picked the A/B comparison with the exact differences and the attribution verdict.

A figure the files do not contain is written as not measured, never as zero.</source>
        <translation>O que uma execução medida mostra, em um único arquivo para uma revisão de projeto (Abrir relatório no painel Execuções, em HTML com gráficos ou em Markdown). Ele traz o rótulo da execução e os motivos dele, o contrato de medição (versões de software, hardware, topologia, o que foi medido e como, cada valor com o arquivo de onde veio, e o que é desconhecido), a prova, pelo rastreamento, de que o despachante, os kernels de precisão, a sobreposição e a repetição de grafos pedidos realmente rodaram, a janela estável (tempo de passo, TFLOP/s por GPU, saúde da perda, passos pulados, memória de pico), o tempo de passo previsto contra o medido e, com duas execuções escolhidas, a comparação A/B com as diferenças exatas e o veredito de atribuição.

Um número que os arquivos não contêm é escrito como não medido, nunca como zero.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pick a baseline A and a candidate B among the attached runs. The comparison lists every recorded variable that differs (with where each side&apos;s value came from), the variables that follow from them (DP, EDP), and those known for one run only, then the deltas B - A of step time, TFLOP/s, memory and, with traces on both sides, overlap.

A gain is attributed to a variable only when it is the single independent difference between the runs. With two or more differences the attribution is refused: a gain measured with several changes at once cannot be credited to any one of them. With none, the delta is run-to-run variation or something the files did not record.</source>
        <translation>Escolha uma linha de base A e uma candidata B entre as execuções anexadas. A comparação lista cada variável registrada que difere (com a origem do valor de cada lado), as variáveis que decorrem delas (DP, EDP) e as conhecidas para apenas uma execução, e depois as diferenças B - A de tempo de passo, TFLOP/s, memória e, com rastreamentos dos dois lados, sobreposição.

Um ganho só é atribuído a uma variável quando ela é a única diferença independente entre as execuções. Com duas ou mais diferenças, a atribuição é recusada: um ganho medido com várias mudanças ao mesmo tempo não pode ser creditado a nenhuma delas. Sem nenhuma, a diferença é variação entre execuções ou algo que os arquivos não registraram.</translation>
    </message>
</context>
<context>
    <name>glossary_keywords</name>
    <message>
        <location line="-310"/>
        <source>folded grid mesh</source>
        <translation>dobramento dobrado grade malha</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>recomputation rematerialization activation checkpointing</source>
        <translation>recomputação recálculo rematerialização checkpoint de ativações</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>dispatch combine all-to-all alltoall DeepEP HybridEP</source>
        <translation>despachante despacho combinação todos-para-todos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>graph capture</source>
        <translation>grafos captura de grafos</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>offloading CPU</source>
        <translation>descarregamento offload CPU</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>bottleneck</source>
        <translation>gargalo parede</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>files two jobs one job mixed log trace</source>
        <translation>arquivos duas tarefas uma tarefa misturados log rastreamento</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>aux loss seq_aux_loss load balancing router top-k expert bias gating</source>
        <translation>perda auxiliar balanceamento de carga roteador viés especialista</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>multi-token prediction mtp_num_layers</source>
        <translation>previsão de múltiplos tokens MTP</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>simulation simulated schedule predicted step trace timeline</source>
        <translation>simulação simulado escalonamento passo previsto linha do tempo rastreamento</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>evidence pack report review</source>
        <translation>pacote de evidências relatório revisão</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not attributable attribution refused baseline candidate</source>
        <translation>não atribuível atribuição recusada referência candidata</translation>
    </message>
</context>
<context>
    <name>glossary_terms</name>
    <message>
        <location line="-435"/>
        <source>TP — tensor parallelism</source>
        <translation>TP — paralelismo de tensor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CP — context parallelism</source>
        <translation>CP — paralelismo de contexto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>DP — data parallelism</source>
        <translation>DP — paralelismo de dados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PP — pipeline parallelism</source>
        <translation>PP — paralelismo de pipeline</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>VPP — virtual pipeline parallelism</source>
        <translation>VPP — paralelismo de pipeline virtual</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>EP — expert parallelism</source>
        <translation>EP — paralelismo de especialistas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ETP — expert tensor parallelism</source>
        <translation>ETP — paralelismo de tensor dos especialistas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EDP — expert data parallelism</source>
        <translation>EDP — paralelismo de dados dos especialistas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SP — sequence parallelism</source>
        <translation>SP — paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MBS and GBS — micro batch and global batch</source>
        <translation>MBS e GBS — microlote e lote global</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs and sequence length</source>
        <translation>GPUs e comprimento da sequência</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sliding-window attention (SWA)</source>
        <translation>Atenção com janela deslizante (SWA)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention sinks (learnable softmax)</source>
        <translation>Sumidouros de atenção (softmax aprendível)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>RoPE scaling (YaRN) and maximum positions</source>
        <translation>Escalonamento do RoPE (YaRN) e posições máximas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Parallel Folding — attention mesh and MoE mesh</source>
        <translation>Parallel Folding — malha de atenção e malha MoE</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rank order</source>
        <translation>Ordem dos ranks</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NVLink domain</source>
        <translation>Domínio NVLink</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recompute granularity</source>
        <translation>Granularidade do recálculo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recompute modules</source>
        <translation>Módulos de recálculo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Token dispatcher</source>
        <translation>Despachador de tokens</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA graphs — implementations</source>
        <translation>Grafos CUDA — implementações</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA graphs — scopes</source>
        <translation>Grafos CUDA — escopos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communication overlap</source>
        <translation>Sobreposição de comunicação</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimizer CPU offload</source>
        <translation>Descarregamento do otimizador na CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fine-grained activation offloading</source>
        <translation>Descarregamento de ativações com granularidade fina</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MFU and model TFLOP/s</source>
        <translation>MFU e TFLOP/s do modelo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Binding stage</source>
        <translation>Estágio limitante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usable HBM</source>
        <translation>HBM utilizável</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fits closely (fragmentation allowance)</source>
        <translation>Cabe por pouco (tolerância de fragmentação)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Uncertainty band (±)</source>
        <translation>Faixa de incerteza (±)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Extrapolated estimate</source>
        <translation>Estimativa extrapolada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stale notes</source>
        <translation>Notas desatualizadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wall to attack first</source>
        <translation>Gargalo a atacar primeiro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exposed and hidden communication</source>
        <translation>Comunicação exposta e escondida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host overhead (launch-bound time)</source>
        <translation>Sobrecarga do host (tempo limitado pelo lançamento)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pareto front (Search)</source>
        <translation>Fronteira de Pareto (Busca)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock alignment of traces</source>
        <translation>Alinhamento de relógios dos rastreamentos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Steady window</source>
        <translation>Janela estável</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training-equivalent and benchmark-only runs</source>
        <translation>Execuções equivalentes ao treinamento e apenas benchmark</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not this recipe&apos;s run</source>
        <translation>Não é uma execução desta receita</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Files of two jobs</source>
        <translation>Arquivos de duas tarefas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MoE router and load balancing</source>
        <translation>Roteador MoE e balanceamento de carga</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Predicted error</source>
        <translation>Erro da previsão</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Calibration and cluster profiles</source>
        <translation>Calibração e perfis de cluster</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MTP — multi-token prediction</source>
        <translation>MTP — previsão de múltiplos tokens</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Predicted timeline</source>
        <translation>Linha do tempo prevista</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Evidence report</source>
        <translation>Relatório de evidências</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A/B comparison and attribution</source>
        <translation>Comparação A/B e atribuição</translation>
    </message>
</context>
<context>
    <name>import</name>
    <message>
        <location filename="../../core/export/export_metadata.cpp" line="+106"/>
        <source>line %1: %2: not a positive integer (&apos;%3&apos;), ignored</source>
        <translation>linha %1: %2: não é um inteiro positivo (&apos;%3&apos;), ignorado</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown metadata comment &apos;%2&apos;, ignored</source>
        <translation>linha %1: comentário de metadados desconhecido &apos;%2&apos;, ignorado</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_model_section.cpp" line="-34"/>
        <location filename="../../core/import/hf_config_import.cpp" line="+11"/>
        <source>not carried into the recipe or its exports (set them in the job by hand if it needs them): %1</source>
        <translation>não levados para a receita nem para as suas exportações (defina-os manualmente na tarefa se ela precisar): %1</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_precision_section.cpp" line="+53"/>
        <source>%1: unknown preset &apos;%2&apos;; precision left at %3</source>
        <translation>%1: predefinição desconhecida &apos;%2&apos;; precisão mantida em %3</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_unknown_keys.cpp" line="-46"/>
        <source>%1: inert in recipes; EP overlap is %2 (%3 or %4)</source>
        <translation>%1: sem efeito nas receitas; a sobreposição EP é %2 (%3 ou %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: deprecated; use %2</source>
        <translation>%1: obsoleto; use %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not a real option; use %2</source>
        <translation>%1: não é uma opção real; use %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not a %2 field; ignored</source>
        <translation>%1: não é um campo de %2; ignorado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not a %2 field (did you mean %3?); ignored</source>
        <translation>%1: não é um campo de %2 (você quis dizer %3?); ignorado</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: not a %2 section; ignored</source>
        <translation>%1: não é uma seção de %2; ignorado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a %2 section (did you mean %3?); ignored</source>
        <translation>%1: não é uma seção de %2 (você quis dizer %3?); ignorado</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: not a known %2 field; ignored</source>
        <translation>%1: não é um campo conhecido de %2; ignorado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a known %2 field (did you mean %3?); ignored</source>
        <translation>%1: não é um campo conhecido de %2 (você quis dizer %3?); ignorado</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: not a %2 field (stale key; use a preset name such as %3 or the %4 fields); ignored</source>
        <translation>%1: não é um campo de %2 (chave obsoleta; use um nome de predefinição como %3 ou os campos %4); ignorado</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_context.cpp" line="-33"/>
        <source>line %1: %2</source>
        <translation>linha %1: %2</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_import.cpp" line="-115"/>
        <source>model fields the file leaves out; took catalog model %1 from the file name</source>
        <translation>campos do modelo que o arquivo omite: o modelo de catálogo %1 foi tirado do nome do arquivo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file does not give the model shape; took catalog model %1 from the file name</source>
        <translation>o arquivo não informa a forma do modelo; o modelo de catálogo %1 foi tirado do nome do arquivo</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: not part of a recipe; not imported</source>
        <translation>%1: não faz parte de uma receita; não importado</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: Bridge disables TP comm overlap at TP %2; imported as off</source>
        <translation>%1: o Bridge desativa a sobreposição da comunicação TP com TP %2; importado como desativado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Bridge disables TP comm overlap without sequence parallelism; imported as off</source>
        <translation>%1: o Bridge desativa a sobreposição da comunicação TP sem paralelismo de sequência; importado como desativado</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 is null: Bridge&apos;s DeepSeek-V3 recipe infers %2 for PP %3, VPP %4; imported so</source>
        <translation>%1 é null: a receita DeepSeek-V3 do Bridge infere %2 para PP %3, VPP %4; importado assim</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_fields.cpp" line="+193"/>
        <source>%1 %2 is not below %3 %4: every layer attends to the whole sequence, so no window is exported</source>
        <translation>%1 %2 não é menor que %3 %4: todas as camadas atendem à sequência inteira, então nenhuma janela é exportada</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="-151"/>
        <source>no %1: experts take %2 %3</source>
        <translation>sem %1: os especialistas usam %2 %3</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>config.json does not state, so the recipe keeps Megatron&apos;s defaults: %1</source>
        <translation>o config.json não informa, então a receita mantém os padrões do Megatron: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>config.json has no training sequence length; the open recipe&apos;s %1 is above its max_position_embeddings, so %2</source>
        <translation>o config.json não traz comprimento de sequência de treinamento; o %1 da receita aberta passa do seu max_position_embeddings, então %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config.json has no training sequence length; kept the open recipe&apos;s %1</source>
        <translation>o config.json não tem comprimento da sequência de treinamento; mantido o da receita aberta, %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config.json has no training sequence length; assumed %1</source>
        <translation>o config.json não tem comprimento da sequência de treinamento; assumido %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>max_position_embeddings raised from %1 to the sequence %2, which the checkpoint&apos;s YaRN scaling covers (%3 × factor %4)</source>
        <translation>max_position_embeddings elevado de %1 para a sequência %2, que o escalonamento YaRN do checkpoint cobre (%3 × fator %4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no GPU count given; assumed %1</source>
        <translation>número de GPUs não informado; assumido %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>precision %1</source>
        <translation>precisão %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dispatcher %1</source>
        <translation>despachador %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no recompute</source>
        <translation>sem recálculo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective recompute</source>
        <translation>recálculo seletivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full recompute</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CUDA graphs</source>
        <translation>sem grafos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs %1</source>
        <translation>grafos CUDA %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config.json names no training options: kept the open recipe&apos;s (%1, its overlaps and offloads)</source>
        <translation>o config.json não indica opções de treinamento: mantidas as da receita aberta (%1, suas sobreposições e descarregamentos)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the open recipe is benchmark-only (forced load balancing or synthetic data); the imported model is planned for training, so both are off</source>
        <translation>a receita aberta é só de benchmark (balanceamento de carga forçado ou dados sintéticos); o modelo importado é planejado para treinamento, então ambos ficam desligados</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1 (the most experts per group inside one NVLink domain), MBS 1 and GBS %2 (one microbatch per data-parallel rank) as a starting point</source>
        <translation>o config.json não indica layout nem lote: definidos TP 1, CP 1, PP 1, EP %1 (o máximo de especialistas por grupo dentro de um domínio NVLink), MBS 1 e GBS %2 (um microlote por rank de paralelismo de dados) como ponto de partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1, MBS 1 and GBS %2 (one microbatch per data-parallel rank) as a starting point</source>
        <translation>o config.json não indica layout nem lote: definidos TP 1, CP 1, PP 1, EP %1, MBS 1 e GBS %2 (um microlote por rank de paralelismo de dados) como ponto de partida</translation>
    </message>
    <message>
        <location filename="../../core/import/import_options.cpp" line="+49"/>
        <source>unset</source>
        <translation>não definido</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (catalog %2, here %3)</source>
        <translation>%1 (catálogo %2, aqui %3)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the input does not name the GPU; kept the open recipe&apos;s %1</source>
        <translation>a entrada não indica a GPU; mantida a da receita aberta, %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input does not name the GPU; assumed %1</source>
        <translation>a entrada não indica a GPU; assumida %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the input does not say the world size; kept the open recipe&apos;s %1 GPUs</source>
        <translation>a entrada não informa o total de GPUs; mantidas as %1 GPUs da receita aberta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the input does not say the world size; assumed the layout&apos;s minimum %1 GPUs</source>
        <translation>a entrada não informa o total de GPUs; assumido o mínimo do layout, %1 GPUs</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2: %3; ignored</source>
        <translation>%1: %2: %3; ignorado</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the model matches no catalog model; it is %1 except for %2. Kept as an imported model: if the job ran %1, the input leaves that out</source>
        <translation>o modelo não corresponde a nenhum modelo do catálogo; é o %1, exceto por %2. Mantido como modelo importado: se a tarefa rodou o %1, a entrada omite isso</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>named the model %1: it is not the catalog&apos;s %2</source>
        <translation>o modelo foi chamado %1: não é o %2 do catálogo</translation>
    </message>
    <message>
        <location filename="../../core/import/megatron_args_import.cpp" line="+73"/>
        <source>line %1: unknown flag %2 ignored</source>
        <translation>linha %1: flag desconhecida %2 ignorada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: unknown flag %2 ignored (did you mean %3?)</source>
        <translation>linha %1: flag desconhecida %2 ignorada (você quis dizer %3?)</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>%1 %2 is not modelled (the studio assumes RoPE)</source>
        <translation>%1 %2 não é modelado (o Studio assume RoPE)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no %1: Megatron-LM&apos;s default is %2, not RoPE</source>
        <translation>sem %1: o padrão do Megatron-LM é %2, não RoPE</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no %1: Megatron-LM uses %2 %3 for the experts</source>
        <translation>sem %1: o Megatron-LM usa %2 %3 para os especialistas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no %1: Megatron-LM&apos;s default top-k is %2</source>
        <translation>sem %1: o top-k padrão do Megatron-LM é %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is deprecated; read as %2</source>
        <translation>%1 está obsoleto; lido como %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 read as %2 %3</source>
        <translation>%1 lido como %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no %1; assumed %2</source>
        <translation>sem %1; assumido %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 imported as %2 (%3 is not modelled)</source>
        <translation>%1 importado como %2 (%3 não é modelado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no %1: Megatron-LM would train in FP32; imported as %2</source>
        <translation>sem %1: o Megatron-LM treinaria em FP32; importado como %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 without %2: Megatron-LM&apos;s default recipe is %3</source>
        <translation>%1 sem %2: o esquema FP8 padrão do Megatron-LM é %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+5"/>
        <source>%1 is the legacy spelling of %2</source>
        <translation>%1 é a grafia antiga de %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>line %1: environment variable %2 is not part of a recipe; not imported</source>
        <translation>linha %1: a variável de ambiente %2 não faz parte de uma receita; não importada</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 at TP 1: Megatron-LM turns sequence parallelism off there; imported as off</source>
        <translation>%1 com TP 1: o Megatron-LM desativa o paralelismo de sequência nesse caso; importado como desativado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no %1; Megatron-LM&apos;s default MBS x DP = %2</source>
        <translation>sem %1; padrão do Megatron-LM MBS × DP = %2</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_field_map.cpp" line="+139"/>
        <source>%1 %2 and %3 %4 differ: Megatron-Bridge refuses to start such a run (ConfigContainer.validate asserts they are equal); imported %4</source>
        <translation>%1 %2 e %3 %4 diferem: o Megatron-Bridge se recusa a iniciar essa execução (ConfigContainer.validate exige que sejam iguais); importado %4</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="-392"/>
        <source>the open recipe&apos;s layout (%1) cannot run the imported model: %2; the starting point above is used instead</source>
        <translation>o layout da receita aberta (%1) não roda o modelo importado: %2; usa-se o ponto de partida acima</translation>
    </message>
    <message>
        <location line="+378"/>
        <source>config.json names no layout or batch: kept the open recipe&apos;s (%1)</source>
        <translation>o config.json não indica layout nem lote: mantidos os da receita aberta (%1)</translation>
    </message>
</context>
<context>
    <name>layout_errors</name>
    <message>
        <location filename="../../core/layout/layer_placement.cpp" line="+51"/>
        <source>%1 decoder layers do not split evenly over PP %2 (%1 % %2 = %3); use first/last-stage layer counts, account-for-embedding/loss or a pipeline layout string</source>
        <translation>%1 camadas de decodificador não se dividem igualmente por PP %2 (%1 % %2 = %3); use contagens de camadas do primeiro/último estágio, contabilizar embedding/loss ou uma string de layout do pipeline</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers per PP rank (%2 / PP %3) do not split over VPP %4 (%1 % %4 = %5); pick a VPP that divides %1</source>
        <translation>%1 camadas por rank de PP (%2 / PP %3) não se dividem por VPP %4 (%1 % %4 = %5); escolha um VPP que divida %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first-stage layer count must be at least 1, got %1</source>
        <translation>a contagem de camadas do primeiro estágio deve ser pelo menos 1, recebido %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last-stage layer count must be at least 1, got %1</source>
        <translation>a contagem de camadas do último estágio deve ser pelo menos 1, recebido %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first- and last-stage layer counts need PP &gt;= 2, got PP %1</source>
        <translation>contagens de camadas do primeiro e do último estágio precisam de PP &gt;= 2, recebido PP %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)</source>
        <translation>a contagem de camadas do primeiro estágio %1 não é divisível por VPP %2 (%1 % %2 = %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)</source>
        <translation>a contagem de camadas do último estágio %1 não é divisível por VPP %2 (%1 % %2 = %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unset</source>
        <translation>não definido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first %1 + last %2</source>
        <translation>primeiro %1 + último %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exceed the model&apos;s %2 decoder layers</source>
        <translation>%1 excedem as %2 camadas de decodificador do modelo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with PP %1 there is no middle rank, so %2 must equal %3 layers (%4 left over)</source>
        <translation>com PP %1 não há rank intermediário, então %2 deve ser igual a %3 camadas (sobram %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 take all %2 layers, leaving none for the %3 middle PP rank(s)</source>
        <translation>%1 ocupam todas as %2 camadas, sem deixar nenhuma para o(s) %3 rank(s) intermediário(s) de PP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the remaining %1 layers (%2 - (%3)) do not split evenly over %4 middle PP ranks (%1 % %4 = %5); adjust the first/last counts</source>
        <translation>as %1 camadas restantes (%2 - (%3)) não se dividem igualmente por %4 ranks intermediários de PP (%1 % %4 = %5); ajuste as contagens do primeiro/último estágio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 layers per middle PP rank are not divisible by VPP %2 (%1 % %2 = %3); adjust the first/last counts or VPP</source>
        <translation>as %1 camadas por rank intermediário de PP não são divisíveis por VPP %2 (%1 % %2 = %3); ajuste as contagens do primeiro/último estágio ou o VPP</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 decoder layers + %2 embedding + %3 loss = %4</source>
        <translation>%1 camadas de decodificador + %2 embedding + %3 loss = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 slots do not split evenly over PP %2 (%3 % %2 = %4); change PP or the account-for flags</source>
        <translation>%1 posições não se dividem igualmente por PP %2 (%3 % %2 = %4); mude o PP ou as opções de contabilizar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 slots give %2 per PP rank, not divisible by VPP %3 (%2 % %3 = %4); pick a VPP that divides %2</source>
        <translation>%1 posições dão %2 por rank de PP, não divisível por VPP %3 (%2 % %3 = %4); escolha um VPP que divida %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the layout has %1 virtual stages, not a multiple of PP %2 (%1 % %2 = %3); add or remove &apos;|&apos; stages or change PP</source>
        <translation>o layout tem %1 estágios virtuais, não múltiplo de PP %2 (%1 % %2 = %3); adicione ou remova estágios &apos;|&apos; ou mude o PP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the layout has %1 virtual stages = PP %2 × %3, so VPP must be %3, but layout.vpp is %4</source>
        <translation>o layout tem %1 estágios virtuais = PP %2 × %3, então o VPP deve ser %3, mas layout.vpp é %4</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the layout needs exactly one &apos;E&apos; (embedding), found %1</source>
        <translation>o layout precisa de exatamente um &apos;E&apos; (embedding), encontrados %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;E&apos; (embedding) must be the first symbol of the first virtual stage (PP rank 0, chunk 0)</source>
        <translation>&apos;E&apos; (embedding) deve ser o primeiro símbolo do primeiro estágio virtual (rank de PP 0, bloco 0)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout needs exactly one &apos;L&apos; (loss), found %1</source>
        <translation>o layout precisa de exatamente um &apos;L&apos; (loss), encontrados %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;L&apos; (loss) must be the last symbol of the last virtual stage (stage %1, PP rank %2, chunk %3)</source>
        <translation>&apos;L&apos; (loss) deve ser o último símbolo do último estágio virtual (estágio %1, rank de PP %2, bloco %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the layout has %1 &apos;t&apos; (decoder) layers but the model has %2 (%3)</source>
        <translation>o layout tem %1 camadas &apos;t&apos; (decodificador), mas o modelo tem %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout has %1 &apos;m&apos; (MTP) layers but the model has %2 (%3)</source>
        <translation>o layout tem %1 camadas &apos;m&apos; (MTP), mas o modelo tem %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an &apos;m&apos; (MTP) in virtual stage %1 comes before the decoder layer(s) of virtual stage %2; MTP layers must follow every decoder layer</source>
        <translation>um &apos;m&apos; (MTP) no estágio virtual %1 vem antes da(s) camada(s) de decodificador do estágio virtual %2; as camadas MTP devem vir depois de todas as camadas de decodificador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;m&apos; (MTP) layers are spread over several virtual stages (first in stage %1); all must sit in one virtual stage</source>
        <translation>as camadas &apos;m&apos; (MTP) estão espalhadas por vários estágios virtuais (a primeira no estágio %1); todas devem ficar em um só estágio virtual</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;m&apos; (MTP) in virtual stage %1 sits on PP rank 0, chunk %2 of VPP %3; MTP may never sit on PP rank 0 before its last chunk</source>
        <translation>&apos;m&apos; (MTP) no estágio virtual %1 fica no rank de PP 0, bloco %2 de VPP %3; o MTP nunca pode ficar no rank de PP 0 antes do último bloco</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;m&apos; (MTP) in virtual stage %1 sits on PP rank %2, chunk %3 of VPP %4; MTP must be in a rank&apos;s last chunk (virtual stages %5..%6)</source>
        <translation>&apos;m&apos; (MTP) no estágio virtual %1 fica no rank de PP %2, bloco %3 de VPP %4; o MTP deve estar no último bloco de um rank (estágios virtuais %5..%6)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>PP must be at least 1, got %1</source>
        <translation>PP deve ser pelo menos 1, recebido %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VPP must be at least 1, got %1</source>
        <translation>VPP deve ser pelo menos 1, recebido %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model needs at least 1 decoder layer, got %1</source>
        <translation>o modelo precisa de pelo menos 1 camada de decodificador, recebido %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MTP layer count must be at least 0, got %1</source>
        <translation>o número de camadas MTP deve ser pelo menos 0, recebido %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a pipeline layout string cannot be combined with first/last-stage layer counts; keep exactly one placement mode</source>
        <translation>uma string de layout do pipeline não pode ser combinada com contagens de camadas do primeiro/último estágio; mantenha exatamente um modo de posicionamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pipeline layout string cannot be combined with account-for-embedding/loss; keep exactly one placement mode</source>
        <translation>uma string de layout do pipeline não pode ser combinada com contabilizar embedding/loss; mantenha exatamente um modo de posicionamento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>first/last-stage layer counts cannot be combined with account-for-embedding/loss; keep exactly one placement mode</source>
        <translation>contagens de camadas do primeiro/último estágio não podem ser combinadas com contabilizar embedding/loss; mantenha exatamente um modo de posicionamento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>VPP %1 needs pipeline parallelism, but PP is 1; set VPP to 1 or PP &gt; 1</source>
        <translation>VPP %1 precisa de paralelismo de pipeline, mas o PP é 1; defina VPP como 1 ou PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../../core/layout/pipeline_layout.cpp" line="+31"/>
        <source>the layout string is empty (expected e.g. %1)</source>
        <translation>a string de layout está vazia (esperado, por exemplo, %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>character %1 of &apos;%2&apos;: %3</source>
        <translation>caractere %1 de &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unbalanced &apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; sem o &apos;(&apos; correspondente</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>missing &apos;*n&apos; after &apos;)&apos;: a group must repeat, e.g. %1</source>
        <translation>falta &apos;*n&apos; depois de &apos;)&apos;: um grupo deve se repetir, por exemplo %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;*&apos; must follow a symbol or &apos;)&apos;</source>
        <translation>&apos;*&apos; deve vir depois de um símbolo ou de &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unexpected digit &apos;%1&apos; (a count must follow &apos;*&apos;)</source>
        <translation>dígito inesperado &apos;%1&apos; (uma contagem deve vir depois de &apos;*&apos;)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bad symbol &apos;%1&apos; (expected E embedding, t decoder, m MTP, L loss, &apos;|&apos;, (...)*n or x*n)</source>
        <translation>símbolo inválido &apos;%1&apos; (esperado E embedding, t decodificador, m MTP, L loss, &apos;|&apos;, (...)*n ou x*n)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unbalanced &apos;(&apos; without a matching &apos;)&apos;</source>
        <translation>&apos;(&apos; sem o &apos;)&apos; correspondente</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing count after &apos;*&apos;</source>
        <translation>falta a contagem depois de &apos;*&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repeat count is larger than %1</source>
        <translation>a contagem de repetição é maior que %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the layout expands to more than %1 symbols</source>
        <translation>o layout se expande para mais de %1 símbolos</translation>
    </message>
</context>
<context>
    <name>layout_snapping</name>
    <message>
        <location filename="../../ui/editor/layout_snapping.cpp" line="+164"/>
        <source>%1 %2 does not divide the %3 experts → %4</source>
        <translation>%1 %2 não divide os %3 especialistas → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the %3 attention heads → %4</source>
        <translation>%1 %2 não divide as %3 cabeças de atenção → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PP %1 does not leave both meshes divisible on 1 GPU → %2</source>
        <translation>PP %1 não deixa as duas malhas divisíveis em 1 GPU → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PP %1 does not leave both meshes divisible on %2 GPUs → %3</source>
        <translation>PP %1 não deixa as duas malhas divisíveis em %2 GPUs → %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 does not divide 1 GPU → %3</source>
        <translation>%1 %2 não divide 1 GPU → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 does not divide %3 GPUs → %4</source>
        <translation>%1 %2 não divide %3 GPUs → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is not a size for 1 GPU → %3</source>
        <translation>%1 %2 não é um tamanho para 1 GPU → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 is not a size for %3 GPUs → %4</source>
        <translation>%1 %2 não é um tamanho para %3 GPUs → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the 1 GPU left by %3 %4 → %5</source>
        <translation>%1 %2 não divide a 1 GPU que %3 %4 deixa → %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the %3 GPUs left by %4 %5 → %6</source>
        <translation>%1 %2 não divide as %3 GPUs que %4 %5 deixa → %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPUs %1 is not a multiple of %2 (TP·CP·PP %3, ETP·EP·PP %4, whole nodes of %5) → %6</source>
        <translation>GPUs %1 não é múltiplo de %2 (TP·CP·PP %3, ETP·EP·PP %4, nós inteiros de %5) → %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is at its smallest size</source>
        <translation>%1 está no menor tamanho</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no larger %1 divides the %2 experts</source>
        <translation>nenhum %1 maior divide os %2 especialistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger %1 divides the %2 attention heads</source>
        <translation>nenhum %1 maior divide as %2 cabeças de atenção</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no larger PP leaves both meshes divisible on 1 GPU</source>
        <translation>nenhum PP maior deixa as duas malhas divisíveis em 1 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger PP leaves both meshes divisible on %1 GPUs</source>
        <translation>nenhum PP maior deixa as duas malhas divisíveis em %1 GPUs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no larger %1 divides 1 GPU</source>
        <translation>nenhum %1 maior divide 1 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger %1 divides %2 GPUs</source>
        <translation>nenhum %1 maior divide %2 GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no larger %1 divides the 1 GPU left by %2 %3</source>
        <translation>nenhum %1 maior divide a 1 GPU que %2 %3 deixa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no larger %1 divides the %2 GPUs left by %3 %4</source>
        <translation>nenhum %1 maior divide as %2 GPUs que %3 %4 deixa</translation>
    </message>
</context>
<context>
    <name>log_errors</name>
    <message>
        <location filename="../../core/evidence/predicted_vs_measured.cpp" line="-56"/>
        <source>no recipe attached to the run: nothing to predict</source>
        <translation>nenhuma receita anexada à execução: nada a prever</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the recipe cannot run as it is (%1): no prediction</source>
        <translation>a receita não pode rodar como está (%1): sem previsão</translation>
    </message>
    <message>
        <location filename="../../core/evidence/run_evidence.cpp" line="+71"/>
        <source>cannot tell what this file is: name it %1, %2, %3, %4 or %5</source>
        <translation>não é possível saber que arquivo é este: nomeie-o como %1, %2, %3, %4 ou %5</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>a run takes one recipe (already have %1)</source>
        <translation>uma execução aceita uma só receita (já há %1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a run takes one training log (already have %1)</source>
        <translation>uma execução aceita um só log de treinamento (já há %1)</translation>
    </message>
    <message>
        <location filename="../../core/logs/log_parser.cpp" line="+322"/>
        <source>cannot open training log</source>
        <translation>não é possível abrir o log de treinamento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error reading training log</source>
        <translation>erro ao ler o log de treinamento</translation>
    </message>
</context>
<context>
    <name>memory_fit</name>
    <message>
        <location filename="../../core/rules/memory_fit.cpp" line="+46"/>
        <source>fits closely: %1 GiB headroom, under the %2 GiB fragmentation allowance, so it may not fit; about %3 tokens/s/GPU</source>
        <translation>cabe por pouco: folga de %1 GiB, abaixo da tolerância de fragmentação de %2 GiB, então pode não caber; cerca de %3 tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fits closely: %1 GiB headroom, under the %2 GiB fragmentation allowance, so it may not fit</source>
        <translation>cabe por pouco: folga de %1 GiB, abaixo da tolerância de fragmentação de %2 GiB, então pode não caber</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fits, %1 GiB headroom, about %2 tokens/s/GPU</source>
        <translation>cabe, folga de %1 GiB, cerca de %2 tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits, %1 GiB headroom</source>
        <translation>cabe, folga de %1 GiB</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>pipeline stage %1 needs %2 GiB per GPU of the usable %3 GiB of %4: %5 GiB headroom, less than the memory model&apos;s own %6 GiB allocator-fragmentation allowance, so it may not fit</source>
        <translation>o estágio de pipeline %1 precisa de %2 GiB por GPU dos %3 GiB utilizáveis da %4: folga de %5 GiB, menor que a própria tolerância de fragmentação do alocador do modelo de memória, de %6 GiB, então pode não caber</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>keep at least %1 GiB free (selective recompute, a smaller micro-batch, more PP or EP, or optimizer offload), or measure the peak on one step before the full run</source>
        <translation>mantenha pelo menos %1 GiB livres (recálculo seletivo, um microlote menor, mais PP ou EP, ou descarregamento do otimizador), ou meça o pico em um passo antes da execução completa</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5; that is within the memory model&apos;s uncertainty (its %6 GiB allocator-fragmentation allowance), so it may still run</source>
        <translation>o estágio de pipeline %1 precisa de %2 GiB por GPU, %3 GiB acima dos %4 GiB utilizáveis da %5; isso está dentro da incerteza do modelo de memória (sua tolerância de fragmentação do alocador de %6 GiB), então ainda pode rodar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>does not fit: pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5</source>
        <translation>não cabe: o estágio de pipeline %1 precisa de %2 GiB por GPU, %3 GiB acima dos %4 GiB utilizáveis da %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no change of recompute, offload, micro-batch or one of EP, PP, CP and TP, alone or combined, makes this layout fit: a layout search on these GPUs may find one; else use more GPUs, or a GPU with more memory</source>
        <translation>nenhuma mudança de recálculo, descarregamento, microlote ou de EP, PP, CP e TP, sozinha ou combinada, faz este layout caber: uma busca de layouts nestas GPUs pode encontrar um; senão, use mais GPUs ou uma GPU com mais memória</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>apply %1 (%2)</source>
        <translation>aplique %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apply %1 (%2); or the other fix among the findings</source>
        <translation>aplique %1 (%2); ou a outra correção entre os achados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apply %1 (%2); or one of the %3 other fixes among the findings</source>
        <translation>aplique %1 (%2); ou uma das %3 outras correções entre os achados</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>to fit memory: %1 (%2)</source>
        <translation>para caber na memória: %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>apply %1</source>
        <translation>aplique %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::AddRunDialog</name>
    <message>
        <location filename="../../ui/runs/add_run_dialog.cpp" line="+45"/>
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
        <location filename="../../ui/memory/assumptions_editor.cpp" line="+29"/>
        <source>Routing imbalance</source>
        <translation>Desbalanceamento do roteamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Routed tokens on the busiest expert rank relative to a balanced one (auto: 1.0 with forced balancing, 1.25 otherwise)</source>
        <translation>Tokens roteados no rank de especialistas mais carregado em relação a um balanceado (auto: 1,0 com balanceamento forçado, 1,25 caso contrário)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispatcher workspace</source>
        <translation>Área de trabalho do despachador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher buffers (auto: 0.5 GiB alltoall/allgather, 2 GiB DeepEP/HybridEP/NCCL-EP)</source>
        <translation>Buffers do despachador (auto: 0,5 GiB alltoall/allgather, 2 GiB DeepEP/HybridEP/NCCL-EP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA-graph pool</source>
        <translation>Reserva de memória dos grafos CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA-graph memory pool (auto: 4 GiB TE-scoped/local, 8 GiB full iteration, 0 without graphs)</source>
        <translation>Pool de memória dos grafos CUDA (auto: 4 GiB TE por escopo/local, 8 GiB iteração completa, 0 sem grafos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context + NCCL</source>
        <translation>Contexto CUDA + NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context and NCCL communicator buffers</source>
        <translation>Contexto CUDA e buffers dos comunicadores NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fragmentation</source>
        <translation>Fragmentação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allocator fragmentation, as a fraction of allocated bytes</source>
        <translation>Fragmentação do alocador, como fração dos bytes alocados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit bytes</source>
        <translation>Bytes por logit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per logit element kept for the loss (4 = FP32)</source>
        <translation>Bytes por elemento de logit guardados para a perda (4 = FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 weight copies</source>
        <translation>Cópias FP8 dos pesos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TE FP8 weight copies per TE-linear parameter when FP8 compute lacks FP8 params</source>
        <translation>Cópias FP8 dos pesos do TE por parâmetro de camada linear do TE quando o cálculo em FP8 não tem parâmetros FP8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host pinned reserve</source>
        <translation>Reserva de memória fixada do host</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host RAM kept for pinned buffers and the OS</source>
        <translation>RAM do host reservada para buffers fixados e o sistema operacional</translation>
    </message>
    <message>
        <location line="+40"/>
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
        <translation>Probabilidades fundidas no SwiGLU (dispensa o tensor de saída a2a da despermutação)</translation>
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
        <location filename="../../ui/common/band_format.cpp" line="+64"/>
        <source>%1 (extrapolated)</source>
        <comment>an uncertainty band outside the calibration</comment>
        <translation>%1 (extrapolado)</translation>
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
%2 (%3, intervalo de %4 a %5)</translation>
    </message>
    <message>
        <location line="+80"/>
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
        <location line="+41"/>
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
        <location line="+31"/>
        <source> Skipped: %1.</source>
        <translation> Ignorados: %1.</translation>
    </message>
    <message>
        <location line="-22"/>
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
        <location line="+9"/>
        <source> Caution: %n observation(s) for as many fitted constants or fewer, so nothing is left to check the fit against: its error after says nothing about other layouts. Attach more runs (other layouts or batch sizes) and check the profile on a run it was not fitted to.</source>
        <translation>
            <numerusform> Cuidado: %n observação para o mesmo número de constantes ajustadas ou menos, então não sobra nada para conferir o ajuste: o erro depois nada diz sobre outros layouts. Anexe mais execuções (outros layouts ou tamanhos de lote) e verifique o perfil em uma execução à qual ele não foi ajustado.</numerusform>
            <numerusform> Cuidado: %n observações para o mesmo número de constantes ajustadas ou menos, então não sobra nada para conferir o ajuste: o erro depois nada diz sobre outros layouts. Anexe mais execuções (outros layouts ou tamanhos de lote) e verifique o perfil em uma execução à qual ele não foi ajustado.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>Não salvo: %1</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location filename="../../ui/compare/compare_model.cpp" line="+81"/>
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
        <location filename="../../ui/compare/compare_panel.cpp" line="+65"/>
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
        <translation>A&amp;plicar fixado</translation>
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
        <translation>Mo&amp;strar todos os campos</translation>
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
        <location line="+1"/>
        <source>&amp;Rename Pin…</source>
        <translation>&amp;Renomear fixado…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move Pin</source>
        <translation>Re&amp;mover fixado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Comparison…</source>
        <translation>&amp;Exportar comparação…</translation>
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
        <location line="+13"/>
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
        <location line="+15"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location line="+166"/>
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
        <location line="+25"/>
        <source>Rename Pin</source>
        <translation>Renomear fixado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New name for pin %1 (%2):</source>
        <translation>Novo nome para o fixado %1 (%2):</translation>
    </message>
    <message>
        <location line="+40"/>
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
    <message>
        <location line="+5"/>
        <source>No field differs; deltas are against “%1”.</source>
        <translation>Nenhum campo difere; as diferenças são em relação a “%1”.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
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
        <location filename="../../ui/compare/compare_table.cpp" line="+56"/>
        <source>Usable HBM minus the binding stage; negative means it does not fit</source>
        <translation>HBM utilizável menos o estágio limitante; negativo significa que não cabe</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Memory per GPU of the binding (fullest) pipeline stage, by the studio&apos;s memory model</source>
        <translation>Memória por GPU do estágio de pipeline limitante (o mais cheio), pelo modelo de memória do studio</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+102"/>
        <source>%1 pp</source>
        <extracomment>Percentage points (a difference of two percentages, e.g. of MFU).</extracomment>
        <translation>%1 p.p.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Whether the binding stage fits in usable HBM, by the studio&apos;s memory model</source>
        <translation>Se o estágio limitante cabe na HBM utilizável, pelo modelo de memória do studio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated training step time, by the studio&apos;s step-time model</source>
        <translation>Tempo de passo de treinamento estimado, pelo modelo de tempo de passo do studio</translation>
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
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>? (does not divide)</source>
        <translation>? (não divide)</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no numbers)</source>
        <translation>— (sem números)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— (invalid recipe)</source>
        <translation>— (receita inválida)</translation>
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
        <source> on the common BF16 peak</source>
        <translation> no pico BF16 comum</translation>
    </message>
    <message>
        <location line="+23"/>
        <source> · a tie within %1</source>
        <translation> · empate dentro de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</source>
        <translation> · outro lote (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of the BF16 peak (%2 of its own precision&apos;s)</source>
        <translation>%1 do pico BF16 (%2 do pico da própria precisão)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>invalid recipe: %1</source>
        <translation>receita inválida: %1</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <translation>Gargalo a atacar primeiro</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>%1
In the recipe file: %2 (%3)</source>
        <translation>%1
No arquivo de receita: %2 (%3)</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+16"/>
        <source>Activation recompute: %1, full recompute&apos;s method and layer count cleared</source>
        <translation>Recálculo de ativações: %1, método e número de camadas do recálculo completo limpos</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS unset</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS removido</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_model.cpp" line="+22"/>
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
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1 (+%n outro)</numerusform>
            <numerusform>%1 (+%n outros)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Fix: %1</source>
        <translation>Correção: %1</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+33"/>
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
        <location filename="../../ui/diagnostics/diagnostics_view.cpp" line="+46"/>
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
        <location line="+42"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable)</source>
        <translation>Aplica a correção com um clique do achado selecionado (pode ser desfeito)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Explain the selected finding in Help (F1)</source>
        <translation>Explica o achado selecionado na Ajuda (F1)</translation>
    </message>
    <message>
        <location line="+68"/>
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
        <location line="+1"/>
        <source>%1 stay inside one %2</source>
        <translation>%1 ficam dentro de um %2</translation>
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
        <translation>cada grupo é uma única GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <comment>between clauses</comment>
        <extracomment>Between the clauses of the grids&apos; summary sentence (Chinese &quot;；&quot;).</extracomment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>moe::ui::EstimatePanel</name>
    <message>
        <location filename="../../ui/estimate/estimate_panel.cpp" line="+81"/>
        <source>Show predicted timeline</source>
        <translation>Mostrar linha do tempo prevista</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+345"/>
        <source>seconds per step</source>
        <translation>segundos por passo</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Deta&amp;ils</source>
        <extracomment>A toggle on the Estimate dock: shows or hides the uncertainty sentence and the breakdown table.</extracomment>
        <translation>Detal&amp;hes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show or hide how sure the estimate is and the chart and table of its parts</source>
        <translation>Mostra ou oculta o quanto a estimativa é segura e o gráfico e a tabela de suas partes</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Calibration: built-in (fitted to published runs).</source>
        <translation>Calibração: integrada (ajustada a execuções publicadas).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration: cluster profile “%1”, fitted to your runs; the band is the built-in model&apos;s on published rows and is not re-measured for it.</source>
        <translation>Calibração: perfil de cluster “%1”, ajustado às suas execuções; a faixa é a do modelo integrado nas linhas publicadas e não é medida de novo para ele.</translation>
    </message>
    <message>
        <location line="+63"/>
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
        <location line="+3"/>
        <source>Estimated step %1 %2: m = %3 microbatch of %4 on PP rank %5; %6</source>
        <translation>Passo estimado %1 %2: m = %3 microlote de %4 no rank PP %5; %6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6</source>
        <translation>Passo estimado %1 %2: m = %3 microlotes de %4 no rank PP %5; %6</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+26"/>
        <source>Wall to attack first: %1 — %2</source>
        <translation>Gargalo a atacar primeiro: %1 — %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next lever: none of one change. The usual one for this wall, %1, is out here: %2</source>
        <translation>Próxima alavanca: nenhuma de uma só mudança. A usual para este gargalo, %1, está fora aqui: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The best candidate, %1, is %2</source>
        <translation>Próxima alavanca: nenhuma mudança única traz ganho pela estimativa do modelo. O melhor candidato, %1, é %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The usual one for this wall, %1, is %2</source>
        <translation>Próxima alavanca: nenhuma mudança única traz ganho pela estimativa do modelo. A usual para este gargalo, %1, é %2</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../../ui/export/export_dialog.cpp" line="+84"/>
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
        <translation>YAML de substituições do Megatron-Bridge</translation>
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
        <location line="+18"/>
        <source>&amp;Save…</source>
        <translation>&amp;Salvar…</translation>
    </message>
    <message>
        <location line="+40"/>
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
        <location filename="../../ui/feasibility/feasibility_model.cpp" line="+53"/>
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
        <location filename="../../ui/feasibility/feasibility_panel.cpp" line="+43"/>
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
        <location line="+32"/>
        <source>Feasibility is computed when this panel is shown.</source>
        <translation>A viabilidade é calculada quando este painel é exibido.</translation>
    </message>
    <message>
        <location line="+56"/>
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
        <source>Feasibility cannot be analysed:</source>
        <translation>Não é possível analisar a viabilidade:</translation>
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
        <location line="+6"/>
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
        <location filename="../../ui/grid/folded_grid_labels.cpp" line="+25"/>
        <source>%1, %2, …, %3 (step %4, %5 GPUs)</source>
        <translation>%1, %2, …, %3 (de %4 em %4, %5 GPUs)</translation>
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
        <location line="+24"/>
        <source>leaves NVLink domain</source>
        <translation>sai do domínio NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;this GPU alone: %1</source>
        <translation>&lt;br&gt;só esta GPU: %1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/folded_grid_view.cpp" line="+79"/>
        <source>  (zoom&#xa0;%1×:&#xa0;0&#xa0;resets)</source>
        <translation>  (zoom&#xa0;%1×:&#xa0;0&#xa0;redefine)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This layout cannot run: %1</source>
        <translation>Este layout não pode rodar: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This layout cannot run: %1 (and %2 more in the findings)</source>
        <translation>Este layout não pode rodar: %1 (e mais %2 nos achados)</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>&lt;i&gt;%1 GPUs in this cell (double-click or zoom in for single GPUs); first:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;%1 GPUs nesta célula (duplo clique ou zoom para ver GPUs individuais); a primeira:&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+67"/>
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
        <location filename="../../ui/help/help_window.cpp" line="+42"/>
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
        <location line="+181"/>
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
        <translation>&lt;p&gt;Nenhum tópico corresponde a “%1”. Tente uma palavra mais curta ou um dos termos do glossário (TP, EP, recálculo, despachador…).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportDialog</name>
    <message>
        <location filename="../../ui/export/image_export_dialog.cpp" line="+19"/>
        <source>Export Image</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1× the view&apos;s pixels</source>
        <translation>%1× os pixels da vista</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Picture:</source>
        <translation>&amp;Imagem:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG si&amp;ze:</source>
        <translation>&amp;Tamanho do PNG:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This picture has nothing to draw yet.</source>
        <translation>Esta imagem ainda não tem nada para desenhar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PNG: %1 × %2 pixels plus the caption; SVG and PDF are vector drawings at any size.</source>
        <translation>PNG: %1 × %2 pixels mais a legenda; SVG e PDF são desenhos vetoriais, nítidos em qualquer tamanho.</translation>
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
        <location line="+62"/>
        <source>%1 image (*.%2)</source>
        <translation>Imagem %1 (*.%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Image: %1</source>
        <translation>Exportar imagem: %1</translation>
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
        <location filename="../../ui/editor/layout_editor.cpp" line="+73"/>
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
    <message>
        <location line="+40"/>
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
        <location line="+8"/>
        <source>⚠ The notes (end of this panel) describe an earlier layout: recipes keep them under [stale], launch scripts and Bridge YAML leave them out. Check them, then delete their first line.</source>
        <translation>⚠ As notas (no fim deste painel) descrevem um layout anterior: as receitas as mantêm sob [stale]; scripts de lançamento e YAML do Bridge as deixam de fora. Confira-as e depois apague a primeira linha delas.</translation>
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
        <location line="+357"/>
        <source>even split</source>
        <translation>divisão uniforme</translation>
    </message>
    <message>
        <location line="-359"/>
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
        <location line="+7"/>
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
        <translation>Grafos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph scopes</source>
        <translation>Escopos do grafo</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>no larger GPU count is offered</source>
        <translation>nenhum número maior de GPUs é oferecido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no smaller GPU count keeps every size valid</source>
        <translation>nenhum número menor de GPUs mantém todos os tamanhos válidos</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+40"/>
        <source>Steps through the %1 sizes that keep both meshes divisible.</source>
        <translation>Percorre os tamanhos de %1 que mantêm as duas malhas divisíveis.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.</source>
        <translation>Passos de %1 GPUs: os números que TP·CP·PP, ETP·EP·PP e nós inteiros de %2 dividem.</translation>
    </message>
    <message>
        <location line="+63"/>
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
        <source>Only for models with multi-head latent attention (MLA)</source>
        <translation>Só para modelos com atenção latente multicabeça (MLA)</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../../ui/editor/layout_editor_notes.cpp" line="+45"/>
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
        <location filename="../../ui/window/main_window_files.cpp" line="+32"/>
        <source>Recipe files (*.yaml *.yml);;All files (*)</source>
        <translation>Arquivos de receita (*.yaml *.yml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+100"/>
        <source>Recipe editor</source>
        <translation>Editor de receitas</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ready. New here? Help ▸ Getting Started walks through the window.</source>
        <translation>Pronto. Primeira vez aqui? Ajuda ▸ Primeiros passos percorre a janela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready.</source>
        <translation>Pronto.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The recipe has been edited since: these warnings are about the file as imported.</source>
        <translation>A receita foi editada desde então: estes avisos são sobre o arquivo como foi importado.</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+10"/>
        <source>The edit was rejected.</source>
        <translation>A edição foi rejeitada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the recipe.</source>
        <translation>Não foi possível salvar a receita.</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location line="+4"/>
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
        <location line="+8"/>
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
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Limpar menu</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+41"/>
        <location line="+16"/>
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
        <source>%1 looks like %2, not a recipe. Open it in the Trace dock?</source>
        <translation>%1 parece ser %2, não uma receita. Abri-lo no painel Rastreamento?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 looks like %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from the open recipe.</source>
        <translation>%1 parece ser %2, não uma receita. Importá-lo? A GPU e o número de GPUs que ele não informa são mantidos da receita aberta.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Recipe As</source>
        <translation>Salvar receita como</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)</source>
        <translation>Arquivos importáveis (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Configuração Hugging Face (*.json);;Linha de comando Megatron-LM (*.sh *.txt);;Traces de profiler: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_docks.cpp" line="+91"/>
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
        <location line="+49"/>
        <location filename="../../ui/window/main_window_trace.cpp" line="+47"/>
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
        <location filename="../../ui/window/main_window_trace.cpp" line="-13"/>
        <source>Open Trace</source>
        <translation>Abrir rastreamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)</source>
        <translation>Rastreamentos do profiler (*.json *.json.gz *.sqlite *.sqlite3);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+95"/>
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
        <location line="+6"/>
        <source>Predicted step %1 (closed-form estimate %2)</source>
        <translation>Passo previsto %1 (estimativa analítica %2)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../../ui/memory/memory_chart.cpp" line="+50"/>
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
        <location line="+246"/>
        <source>the layout cannot run (%1); fix it first</source>
        <translation>o layout não pode rodar (%1); corrija primeiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layout cannot run (%1, and %2 more); fix them first</source>
        <translation>o layout não pode rodar (%1, e mais %2); corrija-os primeiro</translation>
    </message>
    <message>
        <location line="+29"/>
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
        <source>Fits closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB fragmentation allowance; it may not fit</source>
        <translation>Cabe por pouco: o estágio limitante %1 deixa %2 GiB de %3 GiB de HBM utilizável, menos que a tolerância de fragmentação de %4 GiB; pode não caber</translation>
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
        <location filename="../../ui/window/message_banner.cpp" line="+71"/>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
</context>
<context>
    <name>moe::ui::PaneCycle</name>
    <message>
        <location filename="../../ui/window/pane_cycle.cpp" line="+28"/>
        <source>Next Pane</source>
        <translation>Próximo painel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous Pane</source>
        <translation>Painel anterior</translation>
    </message>
</context>
<context>
    <name>moe::ui::ParetoPlot</name>
    <message>
        <location filename="../../ui/search/pareto_plot.cpp" line="+49"/>
        <source>Memory headroom (GiB)</source>
        <translation>Folga de memória (GiB)</translation>
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
        <translation>fora da calibração: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2; basis: %3)</source>
        <translation>%1 (%2; base: %3)</translation>
    </message>
</context>
<context>
    <name>moe::ui::PredictionTable</name>
    <message>
        <location filename="../../ui/trace/prediction_table.cpp" line="+29"/>
        <location line="+79"/>
        <source>Per step</source>
        <translation>Por passo</translation>
    </message>
    <message>
        <location line="-79"/>
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
        <location line="+50"/>
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
        <location line="+5"/>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <source>A new language applies at the next start of the studio. On screen, numbers follow the language&apos;s format. Files written for the training program (recipes, launch scripts, Bridge YAML, traces) are the same in every language; Compare&apos;s exported tables (CSV, Markdown) keep their words in the language but write numbers as 1234.5, without grouping; the evidence report (Runs ▸ Open Report) is written in English.</source>
        <translation>Um novo idioma vale a partir da próxima inicialização do studio. Na tela, os números seguem o formato do idioma. Os arquivos escritos para o programa de treinamento (receitas, scripts de lançamento, YAML do Bridge, rastreamentos) são iguais em todos os idiomas; as tabelas exportadas da Comparação (CSV, Markdown) mantêm as palavras no idioma, mas escrevem os números como 1234.5, sem separador de milhar; o relatório de evidências (Execuções ▸ Abrir relatório) é escrito em inglês.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+81"/>
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
        <location filename="../../ui/library/recipe_library_model.cpp" line="+53"/>
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
        <location filename="../../ui/editor/recipe_summary_view.cpp" line="+35"/>
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
        <location line="+2"/>
        <source>, learnable softmax</source>
        <translation>, softmax aprendível</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, off-by-one softmax</source>
        <translation>, softmax off-by-one</translation>
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
        <location line="+44"/>
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
        <location line="+44"/>
        <source>%1 layers%2, hidden %3, vocab %4</source>
        <translation>%1 camadas%2, dim. oculta %3, vocab. %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 MTP</source>
        <translation> + %1 MTP</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Routed experts count top-k in the MTP layers too. Counting the MTP layers in full (the convention of Megatron-style parameter tables): %1.</source>
        <translation>Os especialistas roteados contam só o top-k também nas camadas MTP. Contando as camadas MTP inteiras (a convenção das tabelas de parâmetros no estilo do Megatron): %1.</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location filename="../../ui/runs/runs_model.cpp" line="+92"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="-28"/>
        <source>training-equivalent</source>
        <translation>equivalente ao treinamento</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/runs/runs_panel.cpp" line="+1"/>
        <source>benchmark-only</source>
        <translation>apenas benchmark</translation>
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
        <location line="+7"/>
        <source>
Its differences from %1&apos;s prediction would not be errors of the prediction.</source>
        <translation>
Suas diferenças em relação à previsão de %1 não seriam erros da previsão.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <translation>Cada valor desta execução foi avaliado em relação a %1 como estava quando a execução foi adicionada: um log registra pouco da sua tarefa, então edições posteriores não são fatos sobre a execução. Se a execução rodou a receita carregada %2, selecione-a e pressione Reavaliar com a receita carregada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The studio&apos;s recipe as it was at %1, when the run was scored; later edits do not change it (Re-score Against Loaded does)</source>
        <translation>A receita do studio como estava às %1, quando a execução foi avaliada; edições posteriores não a alteram (Reavaliar com a receita carregada altera)</translation>
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
        <location line="+2"/>
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
        <location line="+7"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="+43"/>
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
        <translation>Abrir rela&amp;tório…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ca&amp;librate from Runs…</source>
        <translation>Ca&amp;librar pelas execuções…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-score A&amp;gainst Loaded</source>
        <translation>Reavaliar com a receita carre&amp;gada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Attach a measured run: its training log with traces, a contract or a Bridge YAML (the current recipe is the run&apos;s recipe unless you pick a recipe file)</source>
        <translation>Anexa uma execução medida: seu log de treinamento com rastreamentos, um contrato ou um Bridge YAML (a receita atual é a receita da execução, a menos que você escolha um arquivo de receita)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the evidence pack of the selected run (B against A when two are picked), in English, as the CLI&apos;s report writes it</source>
        <translation>Escreve o pacote de evidências da execução selecionada (B contra A quando duas são escolhidas), em inglês, como o relatório da CLI</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+36"/>
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
        <location line="+208"/>
        <source>Could not load the run</source>
        <translation>Não foi possível carregar a execução</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Could not re-score the runs</source>
        <translation>Não foi possível reavaliar as execuções</translation>
    </message>
    <message>
        <location line="+52"/>
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
        <location line="+46"/>
        <source>&lt;b&gt;%1 is not a run of %2&lt;/b&gt;, so no prediction error is shown: %3.</source>
        <translation>&lt;b&gt;%1 não é uma execução de %2&lt;/b&gt;, então nenhum erro de previsão é mostrado: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;i&gt;About an earlier version of the recipe (%1); Re-score Against Loaded to judge the loaded one.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Sobre uma versão anterior da receita (%1); use Reavaliar com a receita carregada para julgar a carregada.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Attach two runs to compare them.</source>
        <translation>Anexe duas execuções para compará-las.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick two different runs as A (baseline) and B.</source>
        <translation>Escolha duas execuções diferentes como A (linha de base) e B.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labels: A %1, B %2.</source>
        <translation>Rótulos: A %1, B %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not this recipe&apos;s run (%2).</source>
        <translation>%1 não é uma execução desta receita (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+7"/>
        <source>Warnings (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_report.cpp" line="+36"/>
        <source>No report written</source>
        <translation>Nenhum relatório gravado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attach a run first.</source>
        <translation>Anexe uma execução primeiro.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not write the report</source>
        <translation>Não foi possível gravar o relatório</translation>
    </message>
    <message>
        <location line="+28"/>
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
        <location filename="../../ui/search/search_constraints_widget.cpp" line="+66"/>
        <source>Allow full recompute</source>
        <translation>Permitir recálculo completo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dimensions to hold fixed, as key=value separated by commas or spaces.
Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension.</source>
        <translation>Dimensões a manter fixas, como key=value separados por vírgulas ou espaços.
Chaves: tp, cp, pp, vpp, ep, etp, mbs; valores ≥ 1. Vazio = buscar em todas as dimensões.</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+7"/>
        <source>Fix</source>
        <translation>Fixar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Max memory</source>
        <translation>Memória máx.</translation>
    </message>
    <message>
        <location line="+31"/>
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
        <location filename="../../ui/search/search_panel.cpp" line="+72"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Search</source>
        <translation>B&amp;uscar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply Selected Pla&amp;n</source>
        <translation>Aplicar plano selecio&amp;nado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Command</source>
        <translation>Copiar comando</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GPU count to search layouts for (follows the recipe until you change it)</source>
        <translation>Número de GPUs para o qual buscar layouts (acompanha a receita até você alterá-lo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many of the fastest plans to keep</source>
        <translation>Quantos dos planos mais rápidos manter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copies the moe-plan command that repeats the search shown</source>
        <translation>Copia o comando moe-plan que repete a busca mostrada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search the layouts of this model, GPU and sequence length on a GPU count.</source>
        <translation>Busca os layouts deste modelo, GPU e comprimento de sequência em um número de GPUs.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>Melhores</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../ui/search/search_panel_arrangement.cpp" line="+73"/>
        <source>Show Pareto Front</source>
        <translation>Mostrar fronteira de Pareto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the plot of tokens/s/GPU against memory headroom in place of the table (the dock is too narrow for both side by side); again for the table</source>
        <translation>Mostra o gráfico de tokens/s/GPU em função da folga de memória no lugar da tabela (o painel é estreito demais para os dois lado a lado); de novo para voltar à tabela</translation>
    </message>
    <message>
        <location line="+102"/>
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
        <location line="+17"/>
        <source>Searching %1 at seq %2 on %3 × %4…</source>
        <translation>Buscando %1 com seq %2 em %3 × %4…</translation>
    </message>
    <message>
        <location line="+48"/>
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
        <location line="+19"/>
        <source>%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that fits and passes the hard rules, %8 evaluated in full to rank the top %9 (%5 s); plans that fit only closely rank last. Every plan runs with the recipe&apos;s options: %7.</source>
        <translation>%1%6: %2 planos sobre %3 malhas; %4 configurações (malha, precisão, despachador, MBS) têm um plano que cabe e passa nas regras obrigatórias, %8 avaliadas por completo para ordenar os %9 melhores (%5 s); planos que cabem só por pouco ficam por último. Todo plano roda com as opções da receita: %7.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, with the recipe&apos;s forced load balancing (benchmark-only figures, as the recipe&apos;s)</source>
        <translation>, com o balanceamento de carga forçado da receita (valores apenas de benchmark, como os da receita)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No plan:</source>
        <translation>Nenhum plano:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No plan fits.</source>
        <translation>Nenhum plano cabe.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../../ui/search/search_panel_currency.cpp" line="+45"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans were ranked with the %1 calibration; estimates now use %2. Search again.</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; estes planos foram ordenados com a calibração %1; as estimativas agora usam %2. Busque de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans run with %1; the recipe now runs with %2. Search again.</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; estes planos rodam com %1; a receita agora roda com %2. Busque de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these results are for %1, not for what is asked now (%2 at sequence %3, GBS %5 on %6× %4). Search again.</source>
        <translation>&lt;b&gt;Desatualizado:&lt;/b&gt; estes resultados são para %1, não para o que se pede agora (%2 com sequência %3, GBS %5 em %6× %4). Busque de novo.</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../../ui/search/search_panel.cpp" line="+83"/>
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
        <location line="+5"/>
        <source>Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.</source>
        <translation>Plano #%1 aplicado: %2, %3. Editar ▸ Desfazer restaura o plano anterior.</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_currency.cpp" line="+32"/>
        <source>Search for %1; every plan runs with %2</source>
        <translation>Busca para %1; todo plano roda com %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — ringed: #%1, %2</source>
        <translation> — circulado: #%1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of date (searched before the recipe&apos;s last changes): %1</source>
        <translation>Desatualizado (busca feita antes das últimas alterações da receita): %1</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_arrangement.cpp" line="+0"/>
        <source>Show the Plans</source>
        <translation>Mostrar os planos</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchResultsModel</name>
    <message>
        <location filename="../../ui/search/search_results_model.cpp" line="+72"/>
        <source>offload %1 %</source>
        <translation>descarregamento %1 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no offload</source>
        <translation>sem descarregamento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no recompute</source>
        <translation>sem recálculo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective %1</source>
        <translation>seletivo %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tie (%1)</source>
        <translation>empate (%1)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, fits closely</source>
        <translation>%1, cabe por pouco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Pipeline layout (--pipeline-model-parallel-layout): %1</source>
        <translation>Layout do pipeline (--pipeline-model-parallel-layout): %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 at the table&apos;s common digits (the narrowest band of these plans, so the column reads in rank order); the Estimate prints this plan at its own band (%2): %3.</source>
        <translation>%1 nos dígitos comuns da tabela (a faixa mais estreita destes planos, para que a coluna fique na ordem da classificação); a Estimativa mostra este plano na sua própria faixa (%2): %3.</translation>
    </message>
    <message>
        <location line="+4"/>
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
Gargalo a atacar primeiro: %3 — %4
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
        <location filename="../../ui/state/studio_state.cpp" line="+51"/>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <location line="+57"/>
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
        <location line="+36"/>
        <source>the file names no model (no model shape, hf_model_id or model in its name); kept the open recipe&apos;s model, %1</source>
        <translation>o arquivo não indica modelo (nem forma do modelo, nem hf_model_id, nem modelo no nome); mantido o modelo da receita aberta, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)</source>
        <translation>%1: um rastreamento do profiler, não uma receita (abra-o com Arquivo ▸ Abrir rastreamento…)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line (a training log is added in the Runs dock: Add Run…, Ctrl+6)</source>
        <translation>%1: não é receita, Megatron-Bridge YAML, config.json do Hugging Face nem linha de comando do Megatron-LM (um log de treinamento é adicionado no painel Execuções: Adicionar execução…, Ctrl+6)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the open recipe&apos;s notes are not carried over to the imported recipe (Edit ▸ Undo brings the open recipe back with them)</source>
        <translation>as notas da receita aberta não são levadas para a receita importada (Editar ▸ Desfazer traz de volta a receita aberta com elas)</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../../ui/trace/timeline_view.cpp" line="+29"/>
        <source>Trace timeline</source>
        <translation>Linha do tempo do trace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrows move the cursor, Ctrl+arrows jump between kernels, Shift+arrows select a window, + and − zoom, 0 fits, Enter zooms to the window, Escape clears it.</source>
        <translation>As setas movem o cursor, Ctrl+setas saltam entre kernels, Shift+setas selecionam uma janela, + e − dão zoom, 0 enquadra, Enter dá zoom na janela, Escape a limpa.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>No trace loaded (File ▸ Open Trace…)</source>
        <translation>Nenhum rastreamento carregado (Arquivo ▸ Abrir rastreamento…)</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>F: forward, B: backward, mb: microbatch, c: model chunk (virtual stage), from 0; &quot;B mb0 c0 · F mb1 c0&quot; is one merged step of combined 1F1B</source>
        <translation>F: forward, B: backward, mb: microlote, c: bloco de modelo (estágio virtual), a partir de 0; &quot;B mb0 c0 · F mb1 c0&quot; é um passo fundido do 1F1B combinado</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;class: %2&lt;br&gt;%3&lt;br&gt;start: %4&lt;br&gt;duration: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;classe: %2&lt;br&gt;%3&lt;br&gt;início: %4&lt;br&gt;duração: %5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/timeline_view_keyboard.cpp" line="+14"/>
        <source>Keys: arrows move the cursor, Ctrl+←→ jumps between kernels, Shift+←→ selects a window (Enter zooms to it), + and − zoom, 0 fits</source>
        <translation>Teclas: as setas movem o cursor, Ctrl+←→ salta entre kernels, Shift+←→ seleciona uma janela (Enter dá zoom nela), + e − dão zoom, 0 enquadra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: ←→↑↓ + − 0; F1: all</source>
        <translation>Teclas: ←→↑↓ + − 0; F1: todas</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2: no event here</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2: nenhum evento aqui</translation>
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
        <location line="+63"/>
        <source>No trace loaded.</source>
        <translation>Nenhum rastreamento carregado.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Selected window %1 – %2 µs (unions of intervals, never summed durations)</source>
        <translation>Janela selecionada %1 – %2 µs (uniões de intervalos, nunca durações somadas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The predicted step, 0 – %1 (host time after the last kernel included; a shift-drag on the timeline, or Shift+arrows in it, selects a window)</source>
        <translation>Passo previsto, 0 – %1 (tempo do host após o último kernel incluído; Shift+arrastar na linha do tempo, ou Shift+setas nela, seleciona uma janela)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole trace (a shift-drag on the timeline, or Shift+arrows in it, selects a window)</source>
        <translation>Trace inteiro (Shift+arrastar na linha do tempo, ou Shift+setas nela, seleciona uma janela)</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceTableModel</name>
    <message>
        <location filename="../../ui/trace/trace_metrics_tables.cpp" line="+38"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU activities overlapping the window</source>
        <translation>Atividades de GPU que se sobrepõem à janela</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen step or range; over the whole trace, from the first to the last GPU activity (host time after the last kernel counts in a step, not here)</source>
        <translation>O passo ou intervalo escolhido; no rastreamento inteiro, da primeira à última atividade de GPU (o tempo do host após o último kernel conta em um passo, não aqui)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length of the union of all GPU activities</source>
        <translation>Duração da união de todas as atividades de GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window − busy</source>
        <translation>Janela − ocupado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length of the union of communication kernels</source>
        <translation>Duração da união dos kernels de comunicação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length of the union of compute kernels</source>
        <translation>Duração da união dos kernels de computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Communication hidden behind compute</source>
        <translation>Comunicação escondida atrás da computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(comm ∩ compute) / comm ∪</source>
        <translation>(comun. ∩ comput.) / comun. ∪</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Communication not overlapped by compute</source>
        <translation>Comunicação não sobreposta pela computação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device idle gaps caused by late launches</source>
        <translation>Intervalos ociosos do dispositivo causados por lançamentos atrasados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Short device idle gaps between kernels</source>
        <translation>Intervalos ociosos curtos do dispositivo entre kernels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Σ kernel durations (not time, ms)</source>
        <translation>Σ durações dos kernels (não é tempo, ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sum of durations: overlapping kernels count twice, so this is not elapsed time</source>
        <translation>Uma soma de durações: kernels sobrepostos contam duas vezes, então isto não é tempo decorrido</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Windows</source>
        <translation>Janelas</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pattern</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU events</source>
        <translation>Eventos de GPU</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset (µs)</source>
        <translation>Deslocamento (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matched collectives</source>
        <translation>Coletivas correspondidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread (µs)</source>
        <translation>Dispersão (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Index shift</source>
        <translation>Deslocamento de índice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Added to the rank&apos;s times to put it on the reference&apos;s clock</source>
        <translation>Somado aos tempos do rank para colocá-lo no relógio da referência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives matched by name and order with the reference rank</source>
        <translation>Coletivas correspondidas por nome e ordem com o rank de referência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Median |end difference − offset| over the matched collectives</source>
        <translation>Mediana de |diferença de fim − deslocamento| nas coletivas correspondidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rank&apos;s k-th collective matched the reference&apos;s (k − shift)-th</source>
        <translation>A k-ésima coletiva deste rank correspondeu à (k − deslocamento)-ésima da referência</translation>
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
        <translation>Comun. ∪ (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute ∪ (ms)</source>
        <translation>Comput. ∪ (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comm ∩ compute (ms)</source>
        <translation>Comun. ∩ comput. (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden comm %</source>
        <translation>Comun. escondida %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed comm (ms)</source>
        <translation>Comun. exposta (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busy ∪ (ms)</source>
        <translation>Ocupado ∪ (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle (ms)</source>
        <translation>Ocioso (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window (ms)</source>
        <translation>Janela (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host-wait (ms)</source>
        <translation>Espera do host (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel-wait (ms)</source>
        <translation>Espera de kernel (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other idle (ms)</source>
        <translation>Outro ócio (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>Intervalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernels caught (most frequent)</source>
        <translation>Kernels capturados (mais frequentes)</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceWorkspace</name>
    <message>
        <location filename="../../ui/trace/trace_workspace.cpp" line="+54"/>
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
        <translation>um rank, média de: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the slowest of %1 ranks, rank %2, mean of its %3</source>
        <translation>o mais lento de %1 ranks, rank %2, média de: %3</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1 (predicted)</source>
        <translation>%1 (previsto)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTA-compatible</source>
        <translation>Compatível com HTA</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open Trace…</source>
        <translation>Abrir rastreamento…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>Enquadrar</translation>
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
        <location line="+19"/>
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
        <location line="+25"/>
        <source>Could not import %1; still showing %2.</source>
        <translation>Não foi possível importar %1; ainda mostrando %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+85"/>
        <location line="+46"/>
        <source>%1 files</source>
        <translation>%1 arquivos</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Could not import %1.</source>
        <translation>Não foi possível importar %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open trace %1</source>
        <translation>Não é possível abrir o rastreamento %1</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location line="+32"/>
        <location line="+12"/>
        <source>1 rank</source>
        <translation>1 rank</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
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
        <translation>. Mostrado: o intervalo medido; Enquadrar mostra também o passo previsto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted timeline: %1, simulated from the recipe (not a measurement)</source>
        <translation>Linha do tempo prevista: %1, simulada a partir da receita (não é uma medição)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: 1 rank, %2 lanes, %3 events</source>
        <translation>%1: 1 rank, %2 faixas, %3 eventos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 ranks, %3 lanes, %4 events</source>
        <translation>%1: %2 ranks, %3 faixas, %4 eventos</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Its measured step is %1 (%4); the estimated step of %2 is %3.</source>
        <translation>Seu passo medido é %1 (%4); o passo estimado de %2 é %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recorded by %1 files</source>
        <translation>registrado por %1 arquivos</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../../ui/trace/trace_workspace_export.cpp" line="+25"/>
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
        <location line="+9"/>
        <source>Trace %1: 1 rank, %2 lanes</source>
        <translation>Rastreamento %1: 1 rank, %2 faixas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace %1: %2 ranks, %3 lanes</source>
        <translation>Rastreamento %1: %2 ranks, %3 faixas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — studio recipe: %1</source>
        <translation> — receita do studio: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not this recipe&apos;s run: %1. Its figures say nothing about the recipe&apos;s estimate.</source>
        <translation>Não é uma execução desta receita: %1. Seus números não dizem nada sobre a estimativa da receita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Probably not this recipe&apos;s run: %1</source>
        <translation>Provavelmente não é uma execução desta receita: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)</source>
        <translation>Imagem PNG (*.png);;Imagem SVG (*.svg);;Documento PDF (*.pdf);;JSON de rastreamento Chrome para Perfetto (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../../ui/window/ui_language.cpp" line="+29"/>
        <source>System</source>
        <comment>language: follow the system&apos;s locale</comment>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>moe::ui::Wall</name>
    <message>
        <location filename="../../ui/common/panel_format.cpp" line="+176"/>
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
<context>
    <name>overlap</name>
    <message>
        <location filename="../../core/perf/step_time_model.cpp" line="+168"/>
        <source>the GEMMs each chunk feeds (--tp-comm-overlap)</source>
        <translation>as GEMMs que cada bloco alimenta (--tp-comm-overlap)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the attention block of the previous ring step</source>
        <translation>o bloco de atenção do passo anterior do anel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the other microbatch&apos;s attention and MLP blocks (EP overlap, combined 1F1B)</source>
        <translation>os blocos de atenção e MLP do outro microlote (sobreposição de EP, 1F1B combinado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the shared expert (--moe-shared-expert-overlap)</source>
        <translation>o especialista compartilhado (--moe-shared-expert-overlap)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next virtual stage&apos;s compute in warm-up and cool-down (merged steps wait for their sends)</source>
        <translation>a computação do próximo estágio virtual no aquecimento e no encerramento (os passos combinados esperam seus envios)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the next virtual stage&apos;s compute (interleaved 1F1B)</source>
        <translation>a computação do próximo estágio virtual (1F1B intercalado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last microbatch&apos;s backward and the optimizer step</source>
        <translation>o backward do último microlote e o passo do otimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last microbatch&apos;s backward and the first microbatch&apos;s forward</source>
        <translation>o backward do último microlote e o forward do primeiro microlote</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the compute of the pass that saves (forward) or needs (backward) the activations</source>
        <translation>a computação da passagem que salva (forward) ou precisa (backward) das ativações</translation>
    </message>
</context>
<context>
    <name>perf</name>
    <message>
        <location filename="../../core/perf/diagnosis.cpp" line="+74"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para a atenção de janela deslizante deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s MLA)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para MLA deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s %3 softmax)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para o softmax %3 deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, MLA)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para a atenção de janela deslizante, MLA deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, %3 softmax)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para a atenção de janela deslizante, softmax %3 deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s MLA, %3 softmax)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para MLA, softmax %3 deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, MLA, %3 softmax)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para a atenção de janela deslizante, MLA, softmax %3 deste modelo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP) com cp_comm_type %1 (o Transformer Engine recusa %2 para este modelo)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>lower %1 (host RAM per node is exceeded)</source>
        <translation>reduza %1 (a RAM do host por nó foi excedida)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>shard the model over more GPUs (more EP, PP or TP): weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help</source>
        <translation>fragmente o modelo em mais GPUs (mais EP, PP ou TP): só pesos, gradientes e estado do otimizador precisam de %1 GiB dos %2 GiB utilizáveis, então o recálculo não ajuda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>shard the model over more GPUs (more EP, PP or TP) or offload the optimizer: weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help</source>
        <translation>fragmente o modelo em mais GPUs (mais EP, PP ou TP) ou descarregue o otimizador: só pesos, gradientes e estado do otimizador precisam de %1 GiB dos %2 GiB utilizáveis, então o recálculo não ajuda</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>selective recompute first (%1, %2, %3; then %4/%5) — keeps throughput near the no-recompute baseline</source>
        <translation>primeiro o recálculo seletivo (%1, %2, %3; depois %4/%5) — mantém a taxa de transferência perto da linha de base sem recálculo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>selective recompute first (%1, %2; then %3/%4) — keeps throughput near the no-recompute baseline</source>
        <translation>primeiro o recálculo seletivo (%1, %2; depois %3/%4) — mantém a taxa de transferência perto da linha de base sem recálculo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>lower precision: MXFP8 (after a validated BF16 baseline)</source>
        <translation>precisão menor: MXFP8 (após uma linha de base BF16 validada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower precision: FP8 blockwise/tensorwise (after a validated BF16 baseline)</source>
        <translation>precisão menor: FP8 blockwise/tensorwise (após uma linha de base BF16 validada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>extend selective recompute to %1 and %2 before full recompute</source>
        <translation>estenda o recálculo seletivo a %1 e %2 antes do recálculo completo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer CPU offload (%1 with the precision-aware optimizer)</source>
        <translation>descarregamento do otimizador na CPU (%1 com o otimizador ciente da precisão)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard)</source>
        <translation>aumente o CP rumo a seq/4096 (4–8K tokens por fragmento de CP)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>better PP layout (more PP stages or uneven first/last stages), then more GPUs</source>
        <translation>layout de PP melhor (mais estágios de PP ou primeiro/último estágios desiguais), depois mais GPUs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A/B the flex dispatcher with hybridep (first choice on NVL72) against alltoall</source>
        <translation>faça o A/B do despachador flex com hybridep (primeira escolha no NVL72) contra alltoall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A/B the flex dispatcher: deepep and hybridep against alltoall (GPU name or EP size alone never decides)</source>
        <translation>faça o A/B do despachador flex: deepep e hybridep contra alltoall (o nome da GPU ou o tamanho de EP sozinhos nunca decidem)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (test alone: with shared-expert overlap or delayed wgrad it can regress)</source>
        <translation>%1 (teste isoladamente: com sobreposição de especialistas compartilhados ou wgrad adiado pode regredir)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top of EP overlap (A/B it separately)</source>
        <translation>%1 além da sobreposição de EP (faça o A/B separadamente)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep ETP·EP inside the NVLink domain of %1 GPUs (fold EP into PP/EDP)</source>
        <translation>mantenha ETP·EP dentro do domínio NVLink de %1 GPUs (dobre o EP em PP/EDP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tune dispatcher SMs (%1) and the PP layout</source>
        <translation>ajuste os SMs do despachador (%1) e o layout de PP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep TP inside the NVLink domain</source>
        <translation>mantenha o TP dentro do domínio NVLink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lower TP (trade for CP or PP)</source>
        <translation>reduza o TP (troque por CP ou PP)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on NVL72</source>
        <translation>%1 no NVL72</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 across nodes (%2 only inside a node)</source>
        <translation>%1 entre nós (%2 só dentro de um nó)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>trade some CP for TP</source>
        <translation>troque parte do CP por TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower CP (raise TP inside the node) or use newer attention kernels</source>
        <translation>reduza o CP (aumente o TP dentro do nó) ou use kernels de atenção mais novos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower CP if memory allows (more tokens per CP rank hide the ring&apos;s transfers behind attention; TP already fills the NVLink domain, so there is no TP to trade for), or use newer attention kernels</source>
        <translation>reduza o CP se a memória permitir (mais tokens por rank de CP escondem as transferências do anel atrás da atenção; o TP já ocupa o domínio NVLink, então não há TP para trocar), ou use kernels de atenção mais novos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>larger GBS per step (more accumulation) to amortise DP traffic</source>
        <translation>GBS maior por passo (mais acumulação) para amortizar o tráfego de DP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>raise VPP (p2p overlaps with interleaving)</source>
        <translation>aumente o VPP (o p2p se sobrepõe com o intercalamento)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VPP &gt; 1 (bubble (PP−1)/(v·m)) or more microbatches per step</source>
        <translation>VPP &gt; 1 (bolha (PP−1)/(v·m)) ou mais microlotes por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more microbatches per step (larger GBS or smaller MBS) or fewer PP stages</source>
        <translation>mais microlotes por passo (GBS maior ou MBS menor) ou menos estágios de PP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TE-scoped CUDA graphs %1 + %2 (dropless), then add %3 if it helps</source>
        <translation>grafos CUDA com escopo do TE %1 + %2 (dropless), depois adicione %3 se ajudar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add %1 to the CUDA-graph scopes</source>
        <translation>adicione %1 aos escopos do grafo CUDA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>larger MBS (more GPU work per launch), then CPU affinity</source>
        <translation>MBS maior (mais trabalho de GPU por lançamento), depois afinidade de CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective recompute instead of full (if memory allows)</source>
        <translation>recálculo seletivo em vez de completo (se a memória permitir)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 (expert and large GEMMs), after a validated BF16 baseline</source>
        <translation>FP8 (GEMMs dos especialistas e grandes), após uma linha de base BF16 validada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kernel work: grouped-GEMM shapes, fusions, dispatcher kernel tuning (compute is the wall)</source>
        <translation>trabalho nos kernels: formas do grouped-GEMM, fusões, ajuste dos kernels do despachador (a computação é o gargalo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>binding stage %1 needs %2 GiB &gt; %3 GiB usable</source>
        <translation>o estágio limitante %1 precisa de %2 GiB &gt; %3 GiB utilizáveis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>optimizer offload needs %1 GiB host RAM per GPU &gt; budget %2 GiB</source>
        <translation>o descarregamento do otimizador precisa de %1 GiB de RAM do host por GPU &gt; orçamento de %2 GiB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they are attacked first; largest: the pipeline bubble, %4% of the step</source>
        <translation>a comunicação exposta e a bolha do pipeline ocupam %1% do passo (kernels da GPU %2%), acima dos %3% a partir dos quais são atacadas primeiro; a maior: a bolha do pipeline, %4% do passo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they are attacked first; largest: exposed %4 communication, %5% of the step</source>
        <translation>a comunicação exposta e a bolha do pipeline ocupam %1% do passo (kernels da GPU %2%), acima dos %3% a partir dos quais são atacadas primeiro; a maior: comunicação de %4 exposta, %5% do passo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>launch-bound host time takes %1% of the step (GPU idle between kernels), above the %2% at which it is attacked first</source>
        <translation>o tempo de host limitado por lançamentos ocupa %1% do passo (GPU ociosa entre kernels), acima dos %2% a partir dos quais é atacado primeiro</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%, optimizer offload %6%</source>
        <translation>os kernels da GPU ocupam %1% do passo (recálculo %2%); comunicação exposta %3%, bolha do pipeline %4%, host %5%, descarregamento do otimizador %6%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%</source>
        <translation>os kernels da GPU ocupam %1% do passo (recálculo %2%); comunicação exposta %3%, bolha do pipeline %4%, host %5%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>optimizer CPU offload off (its transfers and CPU step take %1% of the step), if the optimizer state fits in HBM without it</source>
        <translation>desligue o descarregamento do otimizador na CPU (suas transferências e o passo na CPU ocupam %1% do passo), se o estado do otimizador couber na HBM sem ele</translation>
    </message>
    <message>
        <location filename="../../core/perf/estimate_uncertainty.cpp" line="+29"/>
        <source>the widest cross-validated error of %1 published rows</source>
        <translation>o maior erro com validação cruzada de %1 linhas publicadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % of the cross-validated errors of %2 published rows</source>
        <translation>%1 % dos erros com validação cruzada de %2 linhas publicadas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>±? % (no cross-validated rows to compare with)</source>
        <translation>±? % (não há linhas com validação cruzada para comparar)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1, %2, any dispatcher</source>
        <translation>%1, %2, qualquer despachador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, any precision and dispatcher</source>
        <translation>%1, qualquer precisão e despachador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all rows</source>
        <translation>todas as linhas</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>fewer than %1 rows of %2</source>
        <translation>menos de %1 linhas de %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>NCCL all-to-all over the NIC</source>
        <translation>all-to-all do NCCL pela NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EP overlap across nodes</source>
        <translation>sobreposição de EP entre nós</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PP %1 (%2 published rows reach PP %3)</source>
        <translation>PP %1 (%2 linhas publicadas chegam a PP %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CP %1 (every published row has CP %2)</source>
        <translation>CP %1 (todas as linhas publicadas têm CP %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no published %1 row in %2</source>
        <translation>nenhuma linha publicada de %1 em %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no published %1 row with %2</source>
        <translation>nenhuma linha publicada de %1 com %2</translation>
    </message>
    <message>
        <location filename="../../core/perf/lever_candidates.cpp" line="+101"/>
        <source>stop recomputing %1</source>
        <translation>pare de recalcular %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective recompute (%1, %2) instead of full</source>
        <translation>recálculo seletivo (%1, %2) em vez de completo</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 (after a validated BF16 baseline)</source>
        <translation>%1 (após uma linha de base BF16 validada)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>optimizer CPU offload off</source>
        <translation>desligar o descarregamento do otimizador na CPU</translation>
    </message>
    <message>
        <location filename="../../core/perf/lever_gain.cpp" line="+17"/>
        <source>estimated %1 % tokens/s/GPU (no lever error to compare with)</source>
        <translation>estimativa de %1 % em tokens/s/GPU (sem erro de alavanca para comparar)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated %1 % tokens/s/GPU, more than the model&apos;s lever error (±%2 points)</source>
        <translation>estimativa de %1 % em tokens/s/GPU, mais que o erro de alavanca do modelo (±%2 pontos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated %1 % tokens/s/GPU: the model expects it slower here, beyond its lever error (±%2 points)</source>
        <translation>estimativa de %1 % em tokens/s/GPU: o modelo espera que fique mais lento aqui, além do seu erro de alavanca (±%2 pontos)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated %1 % tokens/s/GPU: within the model&apos;s lever error (±%2 points), so no gain is claimed; measure it</source>
        <translation>estimativa de %1 % em tokens/s/GPU: dentro do erro de alavanca do modelo (±%2 pontos), então nenhum ganho é afirmado; meça</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>with it the binding stage would need %1 GiB per GPU, over the usable %2 GiB</source>
        <translation>com ela o estágio limitante precisaria de %1 GiB por GPU, acima dos %2 GiB utilizáveis</translation>
    </message>
</context>
<context>
    <name>recipe_description</name>
    <message>
        <location filename="../../core/recipe/recipe_description.cpp" line="+27"/>
        <source>FP8 current scaling</source>
        <translation>FP8 com escala atual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 delayed scaling</source>
        <translation>FP8 com escala atrasada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 blockwise</source>
        <translation>FP8 por blocos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>allgather dispatcher</source>
        <translation>despachador allgather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alltoall dispatcher</source>
        <translation>despachador alltoall</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>full-iteration CUDA graph</source>
        <translation>grafo CUDA da iteração inteira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TE graphs</source>
        <translation>grafos TE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TE graphs %1</source>
        <translation>grafos TE %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>local CUDA graphs</source>
        <translation>grafos CUDA locais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local CUDA graphs %1</source>
        <translation>grafos CUDA locais %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>selective recompute %1</source>
        <translation>recálculo seletivo %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full recompute (%1, %2 layer)</source>
        <translation>recálculo completo (%1, %2 camada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>full recompute (%1, %2 layers)</source>
        <translation>recálculo completo (%1, %2 camadas)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>MBS %1 GBS %2</source>
        <translation>MBS %1 GBS %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 with EP overlap</source>
        <translation>%1 com sobreposição de EP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>activation offloading</source>
        <translation>descarregamento de ativações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation offloading %1</source>
        <translation>descarregamento de ativações %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>optimizer CPU offload %1%</source>
        <translation>descarregamento do otimizador na CPU %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer CPU offload</source>
        <translation>descarregamento do otimizador na CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unnamed model</source>
        <translation>Modelo sem nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 context, %3x %4 — %5</source>
        <translation>%1, contexto de %2, %3x %4 — %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (benchmark)</source>
        <translation>%1 (apenas benchmark)</translation>
    </message>
</context>
<context>
    <name>recipe_errors</name>
    <message>
        <location filename="../../core/recipe/recipe_fields.cpp" line="+11"/>
        <location filename="../../core/recipe/yaml_fields.cpp" line="+52"/>
        <source>expected a single value, got a list</source>
        <translation>esperado um valor único, recebida uma lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is required</source>
        <translation>um valor é obrigatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer, got &apos;%1&apos;</source>
        <translation>esperado um inteiro, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range [%2, %3]</source>
        <translation>valor %1 fora do intervalo [%2, %3]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer or null, got &apos;%1&apos;</source>
        <translation>esperado um inteiro ou null, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range (&gt;= %2)</source>
        <translation>valor %1 fora do intervalo (&gt;= %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>esperado um número, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number or null, got &apos;%1&apos;</source>
        <translation>esperado um número ou null, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range</source>
        <translation>valor %1 fora do intervalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>esperado true ou false, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="+346"/>
        <source>unknown value &apos;%1&apos; (expected one of: %2)</source>
        <translation>valor desconhecido &apos;%1&apos; (esperado um de: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown value &apos;%1&apos; (expected any of: %2)</source>
        <translation>valor desconhecido &apos;%1&apos; (esperado qualquer um de: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; listed twice</source>
        <translation>&apos;%1&apos; aparece duas vezes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected integers &gt;= %1, got &apos;%2&apos;</source>
        <translation>esperados inteiros &gt;= %1, recebido &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>unknown recipe field (see the README&apos;s field list)</source>
        <translation>campo de receita desconhecido (veja a lista de campos do README)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected dotted.path=value, got &apos;%1&apos;</source>
        <translation>esperado dotted.path=value, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="-314"/>
        <location line="+204"/>
        <source>expected an integer &gt;= 1, got &apos;%1&apos;</source>
        <translation>esperado um inteiro &gt;= 1, recebido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_yaml.cpp" line="+46"/>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mapping</source>
        <translation>um mapeamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single value</source>
        <translation>um valor único</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not a text file (contains a NUL byte); expected a YAML recipe</source>
        <translation>não é um arquivo de texto (contém um byte NUL); esperada uma receita YAML</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not valid UTF-8 text (bad byte sequence); expected a YAML recipe</source>
        <translation>não é texto UTF-8 válido (sequência de bytes inválida); esperada uma receita YAML</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>duplicate key</source>
        <translation>chave duplicada</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+172"/>
        <source>expected text, got %1</source>
        <translation>esperado texto, recebido %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>expected a catalog model name, got %1</source>
        <translation>esperado um nome de modelo do catálogo, recebido %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a catalog GPU name, got %1</source>
        <translation>esperado um nome de GPU do catálogo, recebido %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown model &apos;%1&apos; (known: %2)</source>
        <translation>modelo desconhecido &apos;%1&apos; (conhecidos: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown GPU &apos;%1&apos; (known: %2)</source>
        <translation>GPU desconhecida &apos;%1&apos; (conhecidas: %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a catalog model name or a mapping, got %1</source>
        <translation>esperado um nome de modelo do catálogo ou um mapeamento, recebido %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a catalog GPU name or a mapping, got %1</source>
        <translation>esperado um nome de GPU do catálogo ou um mapeamento, recebido %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>empty recipe (expected a mapping that starts with &apos;%1&apos;)</source>
        <translation>receita vazia (esperado um mapeamento que começa com &apos;%1&apos;)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a mapping of recipe keys at the top level, got %1</source>
        <translation>esperado um mapeamento de chaves da receita no nível superior, recebido %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/recipe/yaml_fields.cpp" line="-31"/>
        <source>keys must be plain names</source>
        <translation>as chaves devem ser nomes simples</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing %1</source>
        <translation>falta %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(add &apos;%1&apos; at the top)</source>
        <translation>(adicione &apos;%1&apos; no início)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>unsupported version &apos;%1&apos; (this build reads version %2)</source>
        <translation>versão não suportada &apos;%1&apos; (esta versão lê a versão %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown key (expected one of: %1)</source>
        <translation>chave desconhecida (esperada uma de: %1)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(give a catalog model name, {base: name, ...} or a full mapping)</source>
        <translation>(indique um nome de modelo do catálogo, {base: name, ...} ou um mapeamento completo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(give a catalog GPU name, {base: name, ...} or a full mapping)</source>
        <translation>(indique um nome de GPU do catálogo, {base: name, ...} ou um mapeamento completo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty %1</source>
        <translation>vazio %1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>cannot read recipe: %1</source>
        <translation>não é possível ler a receita: %1</translation>
    </message>
    <message>
        <location filename="../../core/recipe/yaml_fields.cpp" line="+11"/>
        <source>unknown key</source>
        <translation>chave desconhecida</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list items must be plain values</source>
        <translation>os itens da lista devem ser valores simples</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a value, got a mapping</source>
        <translation>esperado um valor, recebido um mapeamento</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected a mapping</source>
        <translation>esperado um mapeamento</translation>
    </message>
    <message>
        <location filename="../../core/recipe/yaml_syntax_error.cpp" line="+62"/>
        <source>YAML syntax error: %1 (check the indentation and any &apos;:&apos; inside unquoted text)</source>
        <translation>erro de sintaxe YAML: %1 (verifique a indentação e qualquer &apos;:&apos; em texto sem aspas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YAML syntax error: a quoted text is never closed (is the file cut short?)</source>
        <translation>erro de sintaxe YAML: um texto entre aspas nunca é fechado (o arquivo está cortado?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML syntax error: a tab in the indentation (YAML indents with spaces only)</source>
        <translation>erro de sintaxe YAML: uma tabulação na indentação (YAML indenta só com espaços)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML syntax error: %1 (check the indentation of this line against the lines above)</source>
        <translation>erro de sintaxe YAML: %1 (compare a indentação desta linha com a das linhas acima)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>YAML syntax error: a list item (&apos;- &apos;) where none can start (put each item on a line of its own, indented under its key)</source>
        <translation>erro de sintaxe YAML: um item de lista (&apos;- &apos;) onde nenhum pode começar (ponha cada item numa linha própria, indentado sob a sua chave)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML syntax error: a character YAML does not expect here (check the quotes and brackets of this line)</source>
        <translation>erro de sintaxe YAML: um caractere que o YAML não espera aqui (confira as aspas e os colchetes desta linha)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML syntax error: %1</source>
        <translation>erro de sintaxe YAML: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>YAML syntax error: this &apos;%1&apos; is never closed (is the file cut short?)</source>
        <translation>erro de sintaxe YAML: este &apos;%1&apos; nunca é fechado (o arquivo está cortado?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YAML syntax error: this &apos;%1&apos; is never closed (a &apos;%2&apos; is missing)</source>
        <translation>erro de sintaxe YAML: este &apos;%1&apos; nunca é fechado (falta um &apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>YAML syntax error: a &apos;%1&apos; is never closed (is the file cut short?)</source>
        <translation>erro de sintaxe YAML: um &apos;%1&apos; nunca é fechado (o arquivo está cortado?)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_overrides.cpp" line="+22"/>
        <source>no built-in recipe of that name (known: %1)</source>
        <translation>nenhuma receita embutida com esse nome (conhecidas: %1)</translation>
    </message>
</context>
<context>
    <name>recipe_fields</name>
    <message>
        <location filename="../../core/recipe/recipe_fields_hardware.cpp" line="+10"/>
        <source>GPU name</source>
        <translation>Nome da GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture (Hopper, Blackwell, ...)</source>
        <translation>Arquitetura (Hopper, Blackwell, ...)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HBM capacity as the datasheet states it, GB; memory is counted in binary units, so 80 GB is 80 GiB</source>
        <translation>Capacidade de HBM conforme a folha de dados, GB; a memória é contada em unidades binárias, então 80 GB equivalem a 80 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Usable HBM, GiB (memory fits against this)</source>
        <translation>HBM utilizável, GiB (referência para saber se a memória cabe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HBM bandwidth, TB/s</source>
        <translation>Largura de banda da HBM, TB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense BF16 peak, TFLOP/s</source>
        <translation>Pico denso BF16, TFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense FP8 peak, TFLOP/s</source>
        <translation>Pico denso FP8, TFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense FP4 peak, TFLOP/s (0 = unsupported)</source>
        <translation>Pico denso FP4, TFLOP/s (0 = sem suporte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block-scaled MXFP8 support (Blackwell)</source>
        <translation>Suporte a MXFP8 com escalonamento por blocos (Blackwell)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVLink bandwidth per direction, GB/s</source>
        <translation>Largura de banda NVLink por direção, GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per NVLink domain</source>
        <translation>GPUs por domínio NVLink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scale-out NIC bandwidth per GPU per direction, GB/s</source>
        <translation>Largura de banda da NIC de scale-out por GPU e por direção, GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per node</source>
        <translation>GPUs por nó</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host RAM per GPU, GB</source>
        <translation>RAM do host por GPU, GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU-host link bandwidth per GPU per direction, GB/s (PCIe or NVLink-C2C)</source>
        <translation>Largura de banda do link GPU-host por GPU e por direção, GB/s (PCIe ou NVLink-C2C)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_layout.cpp" line="+11"/>
        <source>Tensor parallel size</source>
        <translation>Tamanho do paralelismo de tensor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallel size</source>
        <translation>Tamanho do paralelismo de contexto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline parallel size</source>
        <translation>Tamanho do paralelismo de pipeline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Virtual stages per pipeline rank (1 = off)</source>
        <translation>Estágios virtuais por rank de pipeline (1 = desligado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert parallel size</source>
        <translation>Tamanho do paralelismo de especialistas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert tensor parallel size (null = TP, Megatron&apos;s default)</source>
        <translation>Tamanho do paralelismo de tensor dos especialistas (null = TP, o padrão do Megatron)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence parallelism</source>
        <translation>Paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-model-parallel-layout string (empty = none)</source>
        <translation>String --pipeline-model-parallel-layout (vazia = nenhuma)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers on the first pipeline stage</source>
        <translation>Camadas de decodificador no primeiro estágio de pipeline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers on the last pipeline stage</source>
        <translation>Camadas de decodificador no último estágio de pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Embedding counts as a layer in the split</source>
        <translation>O embedding conta como uma camada na divisão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss counts as a layer in the split</source>
        <translation>A perda conta como uma camada na divisão</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved schedule group size (null = PP)</source>
        <translation>Tamanho do grupo do escalonamento intercalado (null = PP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel communication</source>
        <translation>Comunicação de paralelismo de contexto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inner/outer CP sizes for a2a+p2p</source>
        <translation>Tamanhos de CP interno/externo para a2a+p2p</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rank order (first varies fastest)</source>
        <translation>Ordem dos ranks (o primeiro varia mais rápido)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Micro-batch size (MBS)</source>
        <translation>Tamanho do microlote (MBS)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Global batch size (GBS)</source>
        <translation>Tamanho do lote global (GBS)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence length</source>
        <translation>Comprimento da sequência</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count (world size)</source>
        <translation>Número de GPUs (total de GPUs)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="-168"/>
        <source>Model name</source>
        <translation>Nome do modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hidden size h</source>
        <translation>Dimensão oculta h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers L (MTP excluded)</source>
        <translation>Camadas de decodificador L (sem MTP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention heads n</source>
        <translation>Cabeças de atenção n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Query groups g (= heads for MHA; ignored for MLA)</source>
        <translation>Grupos de consulta g (= cabeças para MHA; ignorado para MLA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Head dimension d</source>
        <translation>Dimensão da cabeça d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense MLP size f</source>
        <translation>Tamanho do MLP denso f</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated MLP (SwiGLU/GeGLU)</source>
        <translation>MLP com gate (SwiGLU/GeGLU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLP activation (the gate&apos;s when gated: silu = SwiGLU, quick_gelu = GPT-OSS quick-GEGLU)</source>
        <translation>Ativação do MLP (a do gate, quando há gate: silu = SwiGLU, quick_gelu = quick-GEGLU do GPT-OSS)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offset added to the GLU&apos;s linear half (GPT-OSS 1.0)</source>
        <translation>Deslocamento somado à metade linear da GLU (1.0 no GPT-OSS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clamp of the activation&apos;s inputs (GPT-OSS 7.0; null = none)</source>
        <translation>Limite (clamp) das entradas da ativação (7.0 no GPT-OSS; null = nenhum)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Norm type</source>
        <translation>Tipo de normalização</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Norm weights stored as 1 + gamma (Qwen3-Next)</source>
        <translation>Pesos de normalização armazenados como 1 + gamma (Qwen3-Next)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Norm epsilon (HF rms_norm_eps)</source>
        <translation>Epsilon da normalização (HF rms_norm_eps)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QK layer norm</source>
        <translation>Layer norm em QK</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated attention output</source>
        <translation>Saída da atenção com gate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Linear-layer biases</source>
        <translation>Vieses das camadas lineares</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Biases on the QKV projection only (HF attention_bias)</source>
        <translation>Vieses apenas na projeção QKV (HF attention_bias)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention dropout</source>
        <translation>Dropout da atenção</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hidden-state dropout</source>
        <translation>Dropout do estado oculto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weight initialisation std (HF initializer_range)</source>
        <translation>Desvio padrão da inicialização dos pesos (HF initializer_range)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raw tokenizer vocabulary</source>
        <translation>Vocabulário bruto do tokenizador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vocabulary padding divisor</source>
        <translation>Divisor de preenchimento do vocabulário</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share embedding and output weights</source>
        <translation>Compartilhar os pesos do embedding e da saída</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maximum positions (0 = unchecked)</source>
        <translation>Posições máximas (0 = sem verificação)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fraction of head dim with RoPE</source>
        <translation>Fração da dimensão da cabeça com RoPE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoPE base (HF rope_theta)</source>
        <translation>Base do RoPE (HF rope_theta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RoPE scaling of the checkpoint (HF rope_scaling; other types are named as not carried)</source>
        <translation>Escalonamento de RoPE do checkpoint (HF rope_scaling; os demais tipos são indicados como não transferidos)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN scaling factor</source>
        <translation>Fator de escala do YaRN</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN original context length</source>
        <translation>Comprimento de contexto original do YaRN</translation>
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
        <translation>YaRN: arredondar o intervalo de correção para dimensões inteiras (HF truncate)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YaRN mscale_all_dim</source>
        <translation>YaRN mscale_all_dim</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention kind</source>
        <translation>Tipo de atenção</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MLA query LoRA rank (null = direct)</source>
        <translation>Rank LoRA da consulta MLA (null = direta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA KV LoRA rank</source>
        <translation>Rank LoRA de KV da MLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA non-RoPE QK head dim</source>
        <translation>Dimensão de cabeça QK sem RoPE da MLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA RoPE QK head dim</source>
        <translation>Dimensão de cabeça QK com RoPE da MLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA value head dim</source>
        <translation>Dimensão de cabeça de valor da MLA</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gated DeltaNet: every freq-th layer is full attention (null = no linear attention)</source>
        <translation>Gated DeltaNet: a cada freq camadas, uma é de atenção completa (null = sem atenção linear)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>GDN key heads</source>
        <translation>Cabeças de chave do GDN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN key head dim</source>
        <translation>Dimensão das cabeças de chave do GDN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GDN value heads</source>
        <translation>Cabeças de valor do GDN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN value head dim</source>
        <translation>Dimensão das cabeças de valor do GDN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN convolution kernel</source>
        <translation>Kernel de convolução do GDN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sliding-window size in tokens (0 = none)</source>
        <translation>Tamanho da janela deslizante em tokens (0 = nenhuma)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every skip_freq-th layer is full attention</source>
        <translation>A cada skip_freq camadas, uma é de atenção completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention softmax (learnable = per-head sink logits, GPT-OSS)</source>
        <translation>Softmax da atenção (learnable = logits de sink por cabeça, GPT-OSS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Routed experts E (0 = dense)</source>
        <translation>Especialistas roteados E (0 = denso)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experts per token k</source>
        <translation>Especialistas por token k</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert FFN size f_e</source>
        <translation>Tamanho da FFN de especialista f_e</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total shared-expert FFN size f_s (a size, not a count)</source>
        <translation>Tamanho total da FFN dos especialistas compartilhados f_s (um tamanho, não uma contagem)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated shared expert</source>
        <translation>Especialista compartilhado com gate</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which decoder layers are MoE (empty = all)</source>
        <translation>Quais camadas de decodificador são MoE (vazio = todas)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>softmax | sigmoid</source>
        <translation>softmax | sigmoid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router groups (0 = none)</source>
        <translation>Grupos do roteador (0 = nenhum)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Groups chosen per token</source>
        <translation>Grupos escolhidos por token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Routed-weight scaling</source>
        <translation>Escalonamento dos pesos roteados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aux-loss-free expert bias</source>
        <translation>Viés de especialista sem perda auxiliar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert-bias update rate per global batch (Megatron moe_router_bias_update_rate)</source>
        <translation>Taxa de atualização do viés dos especialistas por lote global (Megatron moe_router_bias_update_rate)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Softmax over all experts before top-k (HF norm_topk_prob false)</source>
        <translation>Softmax sobre todos os especialistas antes do top-k (HF norm_topk_prob false)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Router load-balancing loss (Megatron moe_router_load_balancing_type; DeepSeek seq_aux: seq_aux_loss)</source>
        <translation>Perda de balanceamento de carga do roteador (Megatron moe_router_load_balancing_type; DeepSeek seq_aux: seq_aux_loss)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Load-balancing loss coefficient (HF router_aux_loss_coef / aux_loss_alpha)</source>
        <translation>Coeficiente da perda de balanceamento de carga (HF router_aux_loss_coef / aux_loss_alpha)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router z-loss coefficient (null = none)</source>
        <translation>Coeficiente de z-loss do roteador (null = nenhum)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multi-token-prediction layers</source>
        <translation>Camadas de previsão de múltiplos tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight of the multi-token-prediction loss (Megatron mtp_loss_scaling_factor)</source>
        <translation>Peso da perda de previsão de múltiplos tokens (Megatron mtp_loss_scaling_factor)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys of the imported file that change the network and no field carries (named in exports)</source>
        <translation>Chaves do arquivo importado que mudam a rede e que nenhum campo carrega (nomeadas nas exportações)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_options.cpp" line="+11"/>
        <source>Compute precision recipe</source>
        <translation>Receita de precisão de computação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FP8/FP4 parameter all-gather</source>
        <translation>All-gather de parâmetros em FP8/FP4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 dot-product attention (--fp8-dot-product-attention; FP8 precisions only)</source>
        <translation>Atenção por produto escalar em FP8 (--fp8-dot-product-attention; apenas precisões FP8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activation recompute</source>
        <translation>Recálculo de ativações</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full recompute method</source>
        <translation>Método do recálculo completo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full recompute layer count</source>
        <translation>Número de camadas do recálculo completo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selective recompute modules</source>
        <translation>Módulos de recálculo seletivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distributed optimizer</source>
        <translation>Otimizador distribuído</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Distributed optimizer instances</source>
        <translation>Instâncias do otimizador distribuído</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision-aware optimizer</source>
        <translation>Otimizador com reconhecimento de precisão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main gradient dtype</source>
        <translation>Tipo de dado do gradiente principal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adam first moment dtype</source>
        <translation>Tipo de dado do primeiro momento do Adam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adam second moment dtype</source>
        <translation>Tipo de dado do segundo momento do Adam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimizer CPU offload</source>
        <translation>Descarregamento do otimizador na CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fraction of optimizer state offloaded</source>
        <translation>Fração do estado do otimizador descarregada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MoE token dispatcher (flex_* = flex + backend)</source>
        <translation>Despachador de tokens MoE (flex_* = flex + backend)</translation>
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
        <translation>Implementação dos grafos CUDA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA graph modules/scopes</source>
        <translation>Módulos/escopos dos grafos CUDA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced load balancing (benchmark-only)</source>
        <translation>Balanceamento de carga forçado (apenas benchmark)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert capacity factor (null = dropless)</source>
        <translation>Fator de capacidade dos especialistas (null = sem descarte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop-and-pad expert inputs to capacity</source>
        <translation>Drop-and-pad das entradas dos especialistas até a capacidade</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router in FP32</source>
        <translation>Roteador em FP32</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grouped GEMM for experts</source>
        <translation>GEMM agrupado para os especialistas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fused permutation</source>
        <translation>Permutação fundida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paged-stash expert-rank capacity factor (hybridep/ncclep)</source>
        <translation>Fator de capacidade por rank de especialista do paged stash (hybridep/ncclep)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine-grained activation CPU offload</source>
        <translation>Descarregamento de ativações na CPU com granularidade fina</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Modules whose saved inputs fine-grained activation offloading moves to host memory</source>
        <translation>Módulos cujas entradas salvas o descarregamento de ativações com granularidade fina move para a memória do host</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fraction of the offload groups of each chunk that are offloaded (the later ones stay)</source>
        <translation>Fração dos grupos de descarregamento de cada bloco que são descarregados (os últimos permanecem)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--manual-gc</source>
        <translation>--manual-gc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NaN checks in loss and grad</source>
        <translation>Verificações de NaN na perda e no gradiente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS (null = unset)</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS (null = não definido)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Benchmark-only run (synthetic data, disabled optimizer/checkpoint paths)</source>
        <translation>Execução apenas de benchmark (dados sintéticos, caminhos do otimizador/checkpoint desativados)</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields.cpp" line="-80"/>
        <source>Recipe name</source>
        <translation>Nome da receita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free notes (sources, why the layout deviates, ...)</source>
        <translation>Notas livres (fontes, por que o layout difere, ...)</translation>
    </message>
</context>
<context>
    <name>rule_explanations</name>
    <message>
        <location filename="../../core/rules/rule_explanations_layout.cpp" line="+14"/>
        <source>Every parallel size (TP, CP, PP, VPP, EP, ETP), the batch sizes, the sequence length and the GPU count must be at least 1. Megatron-LM stops in its argument checks otherwise, and no mesh can be built. Set the named field to 1 or more.</source>
        <translation>Todo tamanho de paralelismo (TP, CP, PP, VPP, EP, ETP), os tamanhos de lote, o comprimento da sequência e o número de GPUs devem ser pelo menos 1. Caso contrário, o Megatron-LM para nas verificações de argumentos, e nenhuma malha pode ser construída. Defina o campo indicado como 1 ou mais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One of the sizes is so large that the layout cannot describe a real cluster (the products of the parallel sizes would overflow). The other checks are skipped until it is back in range. Bring the value down to a size a real job would use.</source>
        <translation>Um dos tamanhos é tão grande que o layout não consegue descrever um cluster real (os produtos dos tamanhos de paralelismo estourariam). As outras verificações são ignoradas até que ele volte ao intervalo. Reduza o valor para um tamanho que uma tarefa real usaria.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When --expert-tensor-parallel-size is not given, Megatron-Core uses the attention TP for the experts as well. Many people expect 1 instead. With TP above 1 every expert GEMM is then split over TP ranks and the expert mesh (ETP x EP x EDP x PP) differs from what you may have planned. Set ETP explicitly: usually 1, so that experts are sharded by EP alone.</source>
        <translation>Quando --expert-tensor-parallel-size não é informado, o Megatron-Core usa o TP da atenção também para os especialistas. Muitas pessoas esperam 1 em vez disso. Com TP acima de 1, cada GEMM de especialista é então dividido entre os ranks de TP, e a malha de especialistas (ETP x EP x EDP x PP) difere do que você talvez tenha planejado. Defina o ETP explicitamente: normalmente 1, para que os especialistas sejam fragmentados apenas por EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The attention side of the model is laid out as TP x CP x DP x PP. The number of GPUs must therefore be a multiple of TP x CP x PP, and what is left over becomes DP. Megatron&apos;s parallel state refuses to start otherwise. Change the GPU count to a multiple, or change TP, CP or PP.</source>
        <translation>O lado de atenção do modelo é disposto como TP x CP x DP x PP. Portanto, o número de GPUs deve ser múltiplo de TP x CP x PP, e o que sobra se torna o DP. Caso contrário, o estado paralelo do Megatron (parallel state) se recusa a iniciar. Altere o número de GPUs para um múltiplo, ou altere TP, CP ou PP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With Parallel Folding the MoE layers use their own mesh, ETP x EP x EDP x PP, over the same GPUs. The GPU count must be a multiple of ETP x EP x PP; the rest becomes the expert data-parallel size EDP. Remember that an unset ETP equals TP. Change the GPU count, or ETP, EP or PP.</source>
        <translation>Com Parallel Folding, as camadas MoE usam sua própria malha, ETP x EP x EDP x PP, sobre as mesmas GPUs. O número de GPUs deve ser múltiplo de ETP x EP x PP; o restante se torna o tamanho de paralelismo de dados dos especialistas, EDP. Lembre-se de que um ETP não definido é igual ao TP. Altere o número de GPUs, ou ETP, EP ou PP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The alternative rank order (--use-tp-pp-dp-mapping) places pipeline stages before data parallelism. Megatron-Core only supports it with pipeline parallelism when the expert data-parallel size equals the attention one, because both meshes must then agree on which ranks share a stage. Use the default order, or choose EP and ETP so that EDP equals DP.</source>
        <translation>A ordem alternativa de ranks (--use-tp-pp-dp-mapping) coloca os estágios de pipeline antes do paralelismo de dados. Com paralelismo de pipeline, o Megatron-Core só a suporta quando o tamanho de paralelismo de dados dos especialistas é igual ao da atenção, porque as duas malhas precisam então concordar sobre quais ranks compartilham um estágio. Use a ordem padrão, ou escolha EP e ETP de modo que EDP seja igual a DP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each step the global batch is divided over DP ranks and then into microbatches of MBS samples, so the global batch must be a multiple of MBS x DP. Megatron-LM refuses other values. Round the global batch to a multiple (the suggestion names one), or change MBS or the GPU count.</source>
        <translation>A cada passo, o lote global é dividido entre os ranks de DP e depois em microlotes de MBS amostras, então o lote global deve ser múltiplo de MBS x DP. O Megatron-LM recusa outros valores. Arredonde o lote global para um múltiplo (a sugestão indica um), ou altere o MBS ou o número de GPUs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence parallelism splits the layer-norm and dropout activations over the TP group; with TP 1 there is no group to split over. Megatron-Core&apos;s config (as Megatron-Bridge builds it) rejects the combination, while Megatron-LM quietly turns it off. Turn sequence parallelism off, or use TP above 1.</source>
        <translation>O paralelismo de sequência divide as ativações de layer-norm e dropout pelo grupo de TP; com TP 1 não há grupo pelo qual dividir. A configuração do Megatron-Core (como o Megatron-Bridge a monta) rejeita a combinação, enquanto o Megatron-LM o desliga sem avisar. Desligue o paralelismo de sequência, ou use TP acima de 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETP above 1 cuts every expert&apos;s GEMMs over several GPUs. Expert GEMMs are already small, so the pieces run less efficiently and each layer adds TP collectives. Sharding experts by EP instead (ETP 1) usually gives more throughput for the same memory. Keep ETP above 1 only when EP cannot grow further.</source>
        <translation>ETP acima de 1 divide os GEMMs de cada especialista entre várias GPUs. Os GEMMs de especialistas já são pequenos, então os pedaços rodam com menos eficiência e cada camada acrescenta coletivas de TP. Fragmentar os especialistas por EP em vez disso (ETP 1) geralmente dá mais taxa de transferência com a mesma memória. Mantenha ETP acima de 1 apenas quando o EP não puder crescer mais.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model-parallel sizes use up every GPU, so DP (or, for the experts, EDP) is 1. Then gradients are not averaged over replicas, the distributed optimizer has nothing to shard its state over, and the step cannot grow by adding GPUs. Add GPUs or lower TP, CP, PP or EP where memory allows.</source>
        <translation>Os tamanhos de paralelismo de modelo ocupam todas as GPUs, então o DP (ou, para os especialistas, o EDP) é 1. Assim, os gradientes não são calculados em média entre réplicas, o otimizador distribuído não tem entre o que fragmentar seu estado, e o passo não pode crescer com a adição de GPUs. Adicione GPUs ou reduza TP, CP, PP ou EP onde a memória permitir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With TP above 1 and expert parallelism, Megatron-Core refuses to start unless sequence parallelism is on (its model-parallel config raises at start-up). Sequence parallelism also keeps each TP rank to its share of the tokens, so the dispatcher does not move every token TP times. Turn on --sequence-parallel (sequence_parallel: true in Megatron-Bridge).</source>
        <translation>Com TP acima de 1 e paralelismo de especialistas, o Megatron-Core se recusa a iniciar a menos que o paralelismo de sequência esteja ligado (sua configuração de paralelismo de modelo lança uma exceção na inicialização). O paralelismo de sequência também mantém cada rank de TP restrito à sua parcela dos tokens, de modo que o despachador não move cada token TP vezes. Ligue --sequence-parallel (sequence_parallel: true no Megatron-Bridge).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor parallelism gives each TP rank a whole number of attention heads, so the head count must be a multiple of TP. Megatron-Core refuses other sizes. Pick a TP that divides the head count.</source>
        <translation>O paralelismo de tensor dá a cada rank de TP um número inteiro de cabeças de atenção, então o número de cabeças deve ser múltiplo de TP. O Megatron-Core recusa outros tamanhos. Escolha um TP que divida o número de cabeças.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With grouped-query attention the key/value heads (query groups) are split over TP ranks. Either the group count is a multiple of TP, or TP is a multiple of it and the key/value heads are replicated. Other combinations are refused by Megatron-Core. Choose a TP that divides the group count or is a multiple of it.</source>
        <translation>Com atenção com consultas agrupadas, as cabeças de chave/valor (grupos de consulta) são divididas entre os ranks de TP. Ou o número de grupos é múltiplo de TP, ou o TP é múltiplo dele e as cabeças de chave/valor são replicadas. Outras combinações são recusadas pelo Megatron-Core. Escolha um TP que divida o número de grupos ou seja múltiplo dele.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multi-head latent attention compresses keys and values itself and has no query groups. Fewer groups than heads would export --group-query-attention, which Megatron-LM rejects for MLA. Set the query groups equal to the head count.</source>
        <translation>A atenção latente multicabeça comprime as chaves e os valores por conta própria e não tem grupos de consulta. Menos grupos do que cabeças exportaria --group-query-attention, que o Megatron-LM rejeita para MLA. Defina os grupos de consulta iguais ao número de cabeças.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A head count the layout depends on (query groups, or the key and value heads of gated delta-net layers) is below 1, so heads cannot be split over TP. Set it from the model&apos;s configuration.</source>
        <translation>Um número de cabeças do qual o layout depende (grupos de consulta, ou as cabeças de chave e de valor das camadas gated delta-net) está abaixo de 1, então as cabeças não podem ser divididas por TP. Defina-o a partir da configuração do modelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gated delta-net layers pair every key head with a whole number of value heads, so the value-head count must be a multiple of the key-head count. Megatron-Core refuses other shapes. Fix the model&apos;s head counts.</source>
        <translation>As camadas gated delta-net associam cada cabeça de chave a um número inteiro de cabeças de valor, então o número de cabeças de valor deve ser múltiplo do número de cabeças de chave. O Megatron-Core recusa outros formatos. Corrija os números de cabeças do modelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated delta-net layers shard their heads over both the TP and the CP group, so the key and the value head counts must both be multiples of TP x CP. Lower TP or CP until they divide both counts.</source>
        <translation>As camadas gated delta-net fragmentam suas cabeças sobre o grupo de TP e também sobre o de CP, então os números de cabeças de chave e de valor devem ser ambos múltiplos de TP x CP. Reduza TP ou CP até que dividam os dois números.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model has no routed experts, so there is nothing for an EP group to shard. Megatron-LM refuses EP above 1 here. Set EP to 1.</source>
        <translation>O modelo não tem especialistas roteados, então não há nada para um grupo de EP fragmentar. Aqui o Megatron-LM recusa EP acima de 1. Defina o EP como 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each EP rank holds the same number of whole experts, so the routed expert count must be a multiple of EP. Megatron-Core refuses other sizes. Use an EP that divides the expert count.</source>
        <translation>Cada rank de EP contém o mesmo número de especialistas inteiros, então o número de especialistas roteados deve ser múltiplo de EP. O Megatron-Core recusa outros tamanhos. Use um EP que divida o número de especialistas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Group-limited routing (--moe-router-num-groups) splits the experts into equal groups, usually one per node or domain, and routes each token to a few groups only. The expert count must be a multiple of the group count. Choose a group count that divides it.</source>
        <translation>O roteamento limitado por grupos (--moe-router-num-groups) divide os especialistas em grupos iguais, geralmente um por nó ou domínio, e roteia cada token para apenas alguns grupos. O número de especialistas deve ser múltiplo do número de grupos. Escolha um número de grupos que o divida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--moe-router-group-topk is how many groups each token may use; it cannot exceed the number of groups. Lower it, or raise the group count.</source>
        <translation>--moe-router-group-topk é quantos grupos cada token pode usar; ele não pode exceder o número de grupos. Reduza-o, ou aumente o número de grupos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context parallelism splits each sequence into 2 x CP chunks and gives every CP rank one chunk from the front and its mirror from the back, so causal attention costs every rank the same. The sequence length must be a multiple of 2 x CP. Round it up (the suggestion names a value) or change CP.</source>
        <translation>O paralelismo de contexto divide cada sequência em 2 x CP blocos e dá a cada rank de CP um bloco do início e seu espelho do final, de modo que a atenção causal custe o mesmo para todos os ranks. O comprimento da sequência deve ser múltiplo de 2 x CP. Arredonde-o para cima (a sugestão indica um valor) ou altere o CP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model&apos;s max_position_embeddings (--max-position-embeddings) is shorter than the training sequence, so positions past it have no embedding and Megatron-LM refuses to start. Long-context recipes raise it to the sequence length.</source>
        <translation>O max_position_embeddings do modelo (--max-position-embeddings) é menor que a sequência de treinamento, então as posições além dele não têm embedding e o Megatron-LM se recusa a iniciar. As receitas de contexto longo o elevam até o comprimento da sequência.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A checkpoint&apos;s rotary position embeddings were trained up to a length: its maximum positions, or with YaRN its original length times the scaling factor. Raising --max-position-embeddings lets Megatron start at a longer sequence, but without RoPE scaling to that length the model meets positions it has never seen, and continued training starts from a model that cannot read them. Long-context recipes scale RoPE with YaRN (in the Bridge YAML; Megatron-LM&apos;s pretrain_gpt.py takes it for MLA models) or stay within the covered length.</source>
        <translation>As embeddings posicionais rotativas de um checkpoint foram treinadas até um comprimento: o seu máximo de posições, ou, com YaRN, o comprimento original vezes o fator de escala. Aumentar --max-position-embeddings deixa o Megatron iniciar com uma sequência mais longa, mas sem escalar o RoPE até esse comprimento o modelo encontra posições que nunca viu, e o treinamento continuado parte de um modelo que não sabe lê-las. Receitas de contexto longo escalam o RoPE com YaRN (no YAML do Bridge; o pretrain_gpt.py do Megatron-LM o aceita para modelos MLA) ou ficam dentro do comprimento coberto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The a2a+p2p context-parallel communication runs all-to-all inside an inner group and ring exchange across outer groups, so Megatron needs --hierarchical-context-parallel-sizes. Give [inner, outer] with inner x outer = CP, or use plain p2p.</source>
        <translation>A comunicação de paralelismo de contexto a2a+p2p executa all-to-all dentro de um grupo interno e troca em anel entre os grupos externos, então o Megatron precisa de --hierarchical-context-parallel-sizes. Informe [interno, externo] com interno × externo = CP, ou use p2p simples.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transformer Engine&apos;s a2a+p2p context parallelism runs all-to-all in an inner group and a ring over an outer group: two levels of CP groups, no more. Megatron builds one group per hierarchical size, and Transformer Engine stops at the first attention step when there are not two. Give [inner, outer], or use p2p.</source>
        <translation>O paralelismo de contexto a2a+p2p do Transformer Engine executa all-to-all em um grupo interno e um anel sobre um grupo externo: dois níveis de grupos de CP, não mais. O Megatron cria um grupo por tamanho hierárquico, e o Transformer Engine para na primeira execução da atenção quando eles não são dois. Informe [interno, externo] (interno, externo), ou use p2p.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Transformer Engine&apos;s context-parallel attention has a sliding-window path only in its all-to-all (a2a) and all-gather implementations; the ring (p2p, a2a+p2p) refuses a window at the first step, after Megatron has started. Use cp_comm_type a2a or allgather; when the model also has a learnable or off-by-one softmax only a2a serves both.</source>
        <translation>A atenção com paralelismo de contexto do Transformer Engine só tem um caminho de janela deslizante em suas implementações all-to-all (a2a) e all-gather; o anel (p2p, a2a+p2p) recusa uma janela no primeiro passo, depois que o Megatron já iniciou. Use cp_comm_type a2a ou allgather; quando o modelo também tem um softmax aprendível ou off-by-one, apenas a2a atende aos dois.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Multi-latent attention has different key and value head sizes. Transformer Engine&apos;s context-parallel attention supports that only in its ring implementations (p2p, a2a+p2p) and refuses a2a and allgather at the first step. Use cp_comm_type p2p.</source>
        <translation>A atenção latente multicabeça tem tamanhos de cabeça diferentes para chave e valor. A atenção com paralelismo de contexto do Transformer Engine só suporta isso em suas implementações em anel (p2p, a2a+p2p) e recusa a2a e allgather no primeiro passo. Use cp_comm_type p2p.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention sinks (softmax_type learnable, as in GPT-OSS) and the off-by-one softmax run with context parallelism only on the fused attention backend over cp_comm_type a2a; for other types Transformer Engine finds no attention backend and stops at the first step. Use a2a, which also serves sliding windows.</source>
        <translation>Os attention sinks (softmax_type learnable, como no GPT-OSS) e o softmax off-by-one só rodam com paralelismo de contexto no backend de atenção fusionada sobre cp_comm_type a2a; para os outros cp_comm_type, o Transformer Engine não encontra nenhum backend de atenção e para no primeiro passo. Use a2a, que também atende às janelas deslizantes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With context parallelism Transformer Engine runs attention sinks and the off-by-one softmax only in BF16 attention; FP8 dot-product attention with them stops at the first step. Turn FP8 attention off: the GEMMs keep their FP8 recipe.</source>
        <translation>Com paralelismo de contexto, o Transformer Engine só roda attention sinks e o softmax off-by-one em atenção BF16; a atenção por produto escalar em FP8 com eles para no primeiro passo. Desligue a atenção FP8: os GEMMs mantêm sua receita FP8.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The a2a context-parallel communication trades the sequence split for a head split: every CP rank takes 1/CP of the query and key heads its TP rank holds. Transformer Engine stops when those head counts do not divide by CP. Hierarchical a2a+p2p splits the heads the same way over its inner (first) size. Lower TP or CP, pick a smaller inner size, or use another cp_comm_type where the model allows one.</source>
        <translation>A comunicação de paralelismo de contexto a2a troca a divisão da sequência por uma divisão das cabeças: cada rank de CP fica com 1/CP das cabeças de consulta e de chave que seu rank de TP contém. O Transformer Engine para quando esses números de cabeças não são divisíveis por CP. O a2a+p2p hierárquico divide as cabeças da mesma forma sobre seu tamanho interno (o primeiro). Reduza TP ou CP, escolha um tamanho interno menor, ou use outro cp_comm_type quando o modelo permitir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The inner and outer sizes of hierarchical context parallelism must multiply to exactly the CP size. Megatron-LM refuses other values. Fix the sizes or CP.</source>
        <translation>O produto dos tamanhos interno e externo do paralelismo de contexto hierárquico deve ser exatamente o tamanho do CP. O Megatron-LM recusa outros valores. Corrija os tamanhos ou o CP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context-parallel sizes that are not powers of two rarely divide sequence lengths, head counts and NVLink domains evenly, and the attention kernels are tuned for the usual sizes. Prefer 2, 4, 8 or 16.</source>
        <translation>Tamanhos de paralelismo de contexto que não são potências de dois raramente dividem igualmente os comprimentos de sequência, os números de cabeças e os domínios NVLink, e os kernels de atenção são ajustados para os tamanhos usuais. Prefira 2, 4, 8 ou 16.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context parallelism works best when each CP rank holds a few thousand tokens (about 4K to 8K): fewer, and the ring exchanges of keys and values are no longer hidden behind attention compute; more, and activation memory grows. A good start is CP near the sequence length divided by 4096, rounded to a power of two.</source>
        <translation>O paralelismo de contexto funciona melhor quando cada rank de CP contém alguns milhares de tokens (cerca de 4K a 8K): com menos, as trocas em anel de chaves e valores deixam de ficar ocultas atrás da computação da atenção; com mais, a memória de ativações cresce. Um bom ponto de partida é um CP próximo do comprimento da sequência dividido por 4096, arredondado para uma potência de dois.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Virtual pipeline parallelism (--num-virtual-stages-per-pipeline-rank) interleaves several model chunks per pipeline rank; it needs PP above 1. Megatron-LM refuses it otherwise. Set VPP to 1 or use PP above 1.</source>
        <translation>O paralelismo de pipeline virtual (--num-virtual-stages-per-pipeline-rank) intercala vários blocos do modelo por rank de pipeline; ele exige PP acima de 1. Caso contrário, o Megatron-LM o recusa. Defina o VPP como 1 ou use PP acima de 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without a layout string or uneven first and last stages, Megatron puts the same number of decoder layers on every virtual stage, so the layer count must be a multiple of PP x VPP. Change PP or VPP, or place the layers explicitly (uneven first/last stages or a --pipeline-model-parallel-layout string); the one-click fix proposes a placement that works.</source>
        <translation>Sem uma string de layout ou estágios inicial e final desiguais, o Megatron coloca o mesmo número de camadas de decodificador em cada estágio virtual, então o número de camadas deve ser múltiplo de PP x VPP. Altere PP ou VPP, ou posicione as camadas explicitamente (estágios inicial/final desiguais ou uma string --pipeline-model-parallel-layout); a correção com um clique propõe um posicionamento que funciona.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--decoder-first-pipeline-num-layers and --decoder-last-pipeline-num-layers take layers off the ends; the remaining layers must still split evenly over the middle stages and virtual stages. Adjust the first and last counts, or use a layout string.</source>
        <translation>--decoder-first-pipeline-num-layers e --decoder-last-pipeline-num-layers retiram camadas das extremidades; as camadas restantes ainda precisam se dividir igualmente pelos estágios intermediários e pelos estágios virtuais. Ajuste as contagens inicial e final, ou use uma string de layout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --account-for-embedding-in-pipeline-split or --account-for-loss-in-pipeline-split the embedding and loss count as layers, and the total must then divide by PP x VPP. Change PP or VPP, or turn one of the options off.</source>
        <translation>Com --account-for-embedding-in-pipeline-split ou --account-for-loss-in-pipeline-split, o embedding e a perda contam como camadas, e o total deve então ser divisível por PP x VPP. Altere PP ou VPP, ou desligue uma das opções.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A --pipeline-model-parallel-layout string names, stage by stage, which layers each virtual stage holds (E embedding, t decoder layer, m MTP layer, L loss, | between stages). It must have PP x VPP stages and place every decoder layer exactly once. The message says what is wrong; the one-click fix writes a balanced string.</source>
        <translation>Uma string --pipeline-model-parallel-layout indica, estágio por estágio, quais camadas cada estágio virtual contém (E embedding, t camada de decodificador, m camada MTP, L perda, | entre estágios). Ela deve ter PP x VPP estágios e posicionar cada camada de decodificador exatamente uma vez. A mensagem diz o que está errado; a correção com um clique escreve uma string balanceada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout string, uneven first/last stages and counting embedding or loss as layers are three alternative ways to place layers; Megatron-LM accepts only one of them at a time. Keep one and clear the others.</source>
        <translation>Uma string de layout, estágios inicial/final desiguais e contar o embedding ou a perda como camadas são três formas alternativas de posicionar as camadas; o Megatron-LM aceita apenas uma delas por vez. Mantenha uma e limpe as outras.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fullest pipeline stage sets the pace of the whole pipeline: every other stage waits for it on each microbatch. When one stage carries much more than the lightest, that difference is lost on every GPU. Even the stages out with uneven first/last counts or a layout string.</source>
        <translation>O estágio de pipeline mais cheio dita o ritmo de todo o pipeline: todos os outros estágios esperam por ele em cada microlote. Quando um estágio carrega muito mais que o mais leve, essa diferença é perdida em cada GPU. Equilibre os estágios com contagens inicial/final desiguais ou uma string de layout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pipeline of PP stages needs at least PP microbatches per step before every stage has work at the same time; with fewer, stages sit idle most of the step. Raise the global batch, lower MBS, or lower PP.</source>
        <translation>Um pipeline de PP estágios precisa de pelo menos PP microlotes por passo para que todos os estágios tenham trabalho ao mesmo tempo; com menos, os estágios ficam ociosos durante a maior parte do passo. Aumente o lote global, reduza o MBS ou reduza o PP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With virtual pipeline stages Megatron-Core runs microbatches in groups (--microbatch-group-size-per-virtual-pipeline-stage, unset means PP): each group passes through every model chunk of a rank before the next group starts. A group smaller than PP leaves the first stage waiting for its own outputs to come back around the pipeline; a group larger than the step&apos;s microbatch count m cannot be formed. Megatron-Core refuses both when the step starts (a ValueError in the interleaved schedule). Choose a group size between PP and m; with fewer microbatches than PP no size works, so raise the global batch.</source>
        <translation>Com estágios de pipeline virtuais, o Megatron-Core executa os microlotes em grupos (--microbatch-group-size-per-virtual-pipeline-stage; se não definido, equivale a PP): cada grupo passa por todos os segmentos do modelo de um rank antes que o próximo grupo comece. Um grupo menor que PP deixa o primeiro estágio esperando que suas próprias saídas deem a volta no pipeline; um grupo maior que o número m de microlotes do passo não pode ser formado. O Megatron-Core recusa ambos quando o passo começa (um ValueError no agendamento intercalado). Escolha um tamanho de grupo entre PP e m; com menos microlotes que PP, nenhum tamanho funciona, então aumente o lote global.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The interleaved schedule splits the step&apos;s m microbatches into groups of the group size; the last group holds what is left, m mod the group size. When that remainder is above zero but below PP, the last group cannot keep every stage busy and the schedule would wait on its own dependencies, so Megatron-Core raises a RuntimeError when the step starts. Choose a group size that divides m, or leaves at least PP microbatches for the last group; the one-click fix picks the nearest such size.</source>
        <translation>O agendamento intercalado divide os m microlotes do passo em grupos do tamanho de grupo; o último grupo fica com o que sobra, m mod o tamanho de grupo. Quando esse resto é maior que zero mas menor que PP, o último grupo não consegue manter todos os estágios ocupados e o agendamento ficaria esperando suas próprias dependências, por isso o Megatron-Core gera um RuntimeError quando o passo começa. Escolha um tamanho de grupo que divida m ou que deixe pelo menos PP microlotes para o último grupo; a correção com um clique escolhe o tamanho mais próximo que atende a isso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the start and end of every step pipeline stages wait for each other. The idle time is about (PP - 1) / (VPP x microbatches) of the time the step would take without it, so its share of the step is that fraction over one plus it (7/16 = 44 % is about 30 % of the step). Raise the global batch (more microbatches), raise VPP, or lower PP.</source>
        <translation>No início e no fim de cada passo, os estágios do pipeline esperam uns pelos outros. O tempo ocioso é de cerca de (PP - 1) / (VPP x microlotes) do tempo que o passo levaria sem ele, então sua fração do passo é essa razão dividida por um mais ela (7/16 = 44% equivale a cerca de 30% do passo). Aumente o lote global (mais microlotes), aumente o VPP ou reduza o PP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TP exchanges activations several times per layer and needs NVLink bandwidth. When a TP group spans more GPUs than one NVLink domain holds (or does not align with its boundary), part of that traffic goes over the much slower network. Keep TP at or below the domain size and a divisor of it.</source>
        <translation>O TP troca ativações várias vezes por camada e precisa da largura de banda do NVLink. Quando um grupo de TP abrange mais GPUs do que um domínio NVLink comporta (ou não se alinha com o limite dele), parte desse tráfego passa pela rede, que é muito mais lenta. Mantenha o TP menor ou igual ao tamanho do domínio e como divisor dele.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The token dispatch and combine all-to-alls of every MoE layer run inside the ETP x EP group. When it spans several NVLink domains, part of every token&apos;s trip goes over the scale-out network, which is several times slower; the message says what share. Keep ETP x EP within one domain, or use a dispatcher built for it (DeepEP, HybridEP) and overlap the communication.</source>
        <translation>Os all-to-all de despacho e combinação de tokens de cada camada MoE são executados dentro do grupo ETP x EP. Quando ele abrange vários domínios NVLink, parte do trajeto de cada token passa pela rede de scale-out, que é várias vezes mais lenta; a mensagem informa qual fração. Mantenha ETP x EP dentro de um domínio ou use um despachador feito para isso (DeepEP, HybridEP) e sobreponha a comunicação.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context parallelism exchanges keys and values between CP ranks for every attention layer. Over NVLink this hides behind attention compute; across domains it often does not. Keep CP within a domain, or use the hierarchical a2a+p2p communication so only the outer ring crosses the network.</source>
        <translation>O paralelismo de contexto troca chaves e valores entre os ranks de CP em cada camada de atenção. Pelo NVLink, isso fica escondido atrás da computação da atenção; entre domínios, muitas vezes não. Mantenha o CP dentro de um domínio ou use a comunicação hierárquica a2a+p2p, para que apenas o anel externo atravesse a rede.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The estimate of the binding pipeline stage (the one that needs the most) is above the usable HBM of one GPU, by more than the memory model&apos;s own uncertainty. Such a job runs out of memory in the first steps. The suggestion lists levers that were checked to make it fit (selective recompute, a smaller microbatch, more EP or PP, full recompute, optimizer offload); exports refuse it unless you insist.</source>
        <translation>A estimativa do estágio de pipeline limitante (o que precisa de mais memória) está acima da HBM utilizável de uma GPU, por mais do que a própria incerteza do modelo de memória. Uma tarefa assim fica sem memória nos primeiros passos. A sugestão lista alavancas verificadas para fazê-lo caber (recálculo seletivo, um microlote menor, mais EP ou PP, recálculo completo, descarregamento do otimizador); as exportações o recusam, a menos que você insista.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The binding stage is over the usable HBM, but only by less than the allocator-fragmentation allowance the estimate includes. It may run, or may run out of memory after some steps. Try it with margin to spare, or apply one of the suggested levers.</source>
        <translation>O estágio limitante está acima da HBM utilizável, mas por menos do que a tolerância de fragmentação do alocador incluída na estimativa. Ele pode rodar, ou pode ficar sem memória após alguns passos. Teste com folga de sobra ou aplique uma das alavancas sugeridas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The binding stage is under the usable HBM, but by less than the allocator-fragmentation allowance the estimate includes: the same allowance that makes a layout slightly over the line only &quot;tight&quot; makes this one only probably fitting. Measure the peak memory of one step before a long run, or leave the allowance free with a little recompute, a smaller microbatch or more PP or EP.</source>
        <translation>O estágio limitante está abaixo da HBM utilizável, mas por menos do que a tolerância de fragmentação do alocador incluída na estimativa: a mesma tolerância que faz um layout ligeiramente acima do limite ser apenas “apertado” faz este apenas provavelmente caber. Meça o pico de memória de um passo antes de uma execução longa, ou deixe a tolerância livre com um pouco de recálculo, um microlote menor ou mais PP ou EP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A further lever that was checked against the memory estimate: applying it alone brings the binding stage under the usable HBM (or says how far it still is). Compare its cost with the first suggestion before choosing.</source>
        <translation>Outra alavanca verificada com a estimativa de memória: aplicá-la sozinha coloca o estágio limitante abaixo da HBM utilizável (ou informa quanto ainda falta). Compare o custo dela com o da primeira sugestão antes de escolher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One family of checks stopped with an internal error, so its findings are missing. The recipe may still be fine. Please report the recipe with the message shown.</source>
        <translation>Uma família de verificações parou com um erro interno, então os achados dela estão faltando. A receita ainda pode estar correta. Reporte a receita junto com a mensagem exibida.</translation>
    </message>
    <message>
        <location filename="../../core/rules/rule_explanations_options.cpp" line="+13"/>
        <source>Megatron-LM&apos;s pretraining script has no flag for some settings of the checkpoint: YaRN scaling of attention other than MLA, MLA YaRN&apos;s original length and betas, activations other than SwiGLU, quick-GEGLU and squared ReLU. The launch script then trains plain RoPE or another activation, a different network than the checkpoint. The Megatron-Bridge YAML carries these fields; export that, or set them in the job by hand.</source>
        <translation>O script de pré-treinamento do Megatron-LM não tem flag para algumas configurações do checkpoint: escalonamento YaRN de atenção que não seja MLA, comprimento original e betas do YaRN da MLA, e funções de ativação que não sejam SwiGLU, quick-GEGLU e squared ReLU. O script de inicialização então treina RoPE simples ou outra ativação, uma rede diferente da do checkpoint. O YAML do Megatron-Bridge contém esses campos; exporte-o ou defina-os manualmente na tarefa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--overlap-moe-expert-parallel-comm hides the token all-to-all of one microbatch behind the compute of another. With EP 1 there is no all-to-all to hide, and Megatron-Core refuses the setting. Raise EP or turn EP overlap off.</source>
        <translation>--overlap-moe-expert-parallel-comm esconde o all-to-all de tokens de um microlote atrás da computação de outro. Com EP 1 não há all-to-all a esconder, e o Megatron-Core recusa a configuração. Aumente o EP ou desative a sobreposição de EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap schedules the dispatch and combine steps of the alltoall and flex dispatchers; the allgather dispatcher has no such steps. Megatron-Core refuses the combination. Switch the dispatcher to alltoall or a flex backend, or turn EP overlap off.</source>
        <translation>A sobreposição de EP agenda as etapas de despacho e combinação dos despachadores alltoall e flex; o despachador allgather não tem essas etapas. O Megatron-Core recusa a combinação. Mude o despachador para alltoall ou um backend flex, ou desative a sobreposição de EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap interleaves the forward and backward of two microbatches layer by layer; full recompute re-runs whole layers in the backward and breaks that schedule. Megatron-Core refuses it. Use selective recompute, or turn EP overlap off.</source>
        <translation>A sobreposição de EP intercala, camada por camada, o forward e o backward de dois microlotes; o recálculo completo executa novamente camadas inteiras no backward e quebra esse agendamento. O Megatron-Core recusa isso. Use o recálculo seletivo ou desative a sobreposição de EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recomputing the whole MoE block would repeat its all-to-alls in the backward, which EP overlap cannot schedule. Megatron-Core refuses it. Drop moe from the recompute modules (moe_act is fine).</source>
        <translation>Recalcular todo o bloco MoE repetiria seus all-to-all no backward, que a sobreposição de EP não consegue agendar. O Megatron-Core recusa isso. Remova moe dos módulos de recálculo (moe_act não tem problema).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both features try to hide the same all-to-all, each in its own way, and Megatron-Core allows only one. Turn shared-expert overlap off when EP overlap is on, or compare the two separately.</source>
        <translation>Os dois recursos tentam esconder o mesmo all-to-all, cada um à sua maneira, e o Megatron-Core permite apenas um. Desative a sobreposição de especialistas compartilhados quando a sobreposição de EP estiver ativada, ou compare os dois separadamente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap supports at most one multi-token-prediction layer. Use one MTP layer, or turn EP overlap off.</source>
        <translation>A sobreposição de EP suporta no máximo uma camada de previsão de múltiplos tokens. Use uma camada MTP ou desative a sobreposição de EP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With pipeline parallelism, EP overlap pairs microbatches from the interleaved schedule, so it needs VPP above 1. Megatron-Core refuses it otherwise. Use VPP 2 or more (the layers must divide by PP x VPP), or turn EP overlap off.</source>
        <translation>Com paralelismo de pipeline, a sobreposição de EP emparelha microlotes do agendamento intercalado, então precisa de VPP acima de 1. Caso contrário, o Megatron-Core a recusa. Use VPP 2 ou mais (o número de camadas deve ser divisível por PP x VPP) ou desative a sobreposição de EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CUDA graph that captures the whole MoE or MLP block leaves EP overlap no point to split it at. Megatron-Core refuses the combination. Capture only attn, moe_router and moe_preprocess, or turn EP overlap off.</source>
        <translation>Um grafo CUDA que captura todo o bloco MoE ou MLP não deixa à sobreposição de EP nenhum ponto onde dividi-lo. O Megatron-Core recusa a combinação. Capture apenas attn, moe_router e moe_preprocess, ou desative a sobreposição de EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--delay-wgrad-compute moves the expert weight-gradient GEMMs later so they can cover the combine all-to-all, which only exists in the EP-overlap schedule. Turn EP overlap on, or delayed wgrad off.</source>
        <translation>--delay-wgrad-compute adia os GEMMs de gradiente de pesos dos especialistas para que cubram o all-to-all de combinação, que só existe no agendamento com sobreposição de EP. Ative a sobreposição de EP ou desative o wgrad atrasado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each can help on its own, but together they change how compute and communication interleave and have been seen to slow steps down. Measure each one alone before keeping both.</source>
        <translation>Cada um pode ajudar sozinho, mas juntos mudam a forma como computação e comunicação se intercalam, e já se observou que deixam os passos mais lentos. Meça cada um isoladamente antes de manter ambos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tp-comm-overlap splits the TP all-gathers and reduce-scatters of sequence parallelism into pieces that run beside the GEMMs. At TP 1, or without sequence parallelism, those collectives do not exist: Megatron-Bridge turns the option off with a warning and Megatron-LM asks for sequence parallelism. Turn it off, or use TP above 1 with sequence parallelism.</source>
        <translation>--tp-comm-overlap divide os all-gathers e reduce-scatters de TP do paralelismo de sequência em pedaços que rodam ao lado dos GEMMs. Com TP 1, ou sem paralelismo de sequência, essas coletivas não existem: o Megatron-Bridge desativa a opção com um aviso e o Megatron-LM exige paralelismo de sequência. Desative-a ou use TP acima de 1 com paralelismo de sequência.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--overlap-param-gather starts the all-gather of the next layer&apos;s parameters during the current one. It only gathers something with the distributed optimizer, and Megatron-Core also expects gradient-reduce overlap with it. The message says what is missing and what the trainers do; turn on what it names.</source>
        <translation>--overlap-param-gather inicia o all-gather dos parâmetros da próxima camada durante a atual. Ele só coleta algo com o otimizador distribuído, e o Megatron-Core também espera a sobreposição da redução de gradientes junto com ele. A mensagem diz o que está faltando e o que os frameworks de treinamento fazem; ative o que ela indicar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--overlap-param-gather-with-optimizer-step starts the first parameter all-gather during the optimizer step; it builds on --overlap-param-gather. Megatron-LM refuses it alone. Turn parameter-gather overlap on, or this off.</source>
        <translation>--overlap-param-gather-with-optimizer-step inicia o primeiro all-gather de parâmetros durante o passo do otimizador; ele depende de --overlap-param-gather. O Megatron-LM o recusa sozinho. Ative a sobreposição da coleta de parâmetros ou desative esta opção.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overlapping the parameter gather with the optimizer step is only supported with the interleaved pipeline schedule (VPP above 1). Use VPP 2 or more, or turn it off.</source>
        <translation>A sobreposição da coleta de parâmetros com o passo do otimizador só é suportada com o agendamento de pipeline intercalado (VPP acima de 1). Use VPP 2 ou mais, ou desative-a.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moe scope captures the whole MoE block, router included, so capturing moe_router as well would capture it twice. Megatron-Core refuses it. Keep one of the two.</source>
        <translation>O escopo moe captura todo o bloco MoE, incluindo o roteador, então capturar também moe_router o capturaria duas vezes. O Megatron-Core recusa isso. Mantenha apenas um dos dois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dispatch preprocessing graph starts from the router&apos;s output, so it can only be captured together with the router. Add moe_router to the graph scopes.</source>
        <translation>O grafo de pré-processamento do despacho começa na saída do roteador, então só pode ser capturado junto com o roteador. Adicione moe_router aos escopos do grafo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A CUDA graph replays fixed shapes. Dropless routing sends a different number of tokens to each expert every step, so the whole MoE block can only be captured with a capacity factor and padding to capacity (--moe-expert-capacity-factor, --moe-pad-expert-input-to-capacity). Use those, or capture only the router and preprocessing.</source>
        <translation>Um grafo CUDA reproduz formas fixas. O roteamento sem descarte envia um número diferente de tokens a cada especialista a cada passo, então o bloco MoE inteiro só pode ser capturado com um fator de capacidade e preenchimento até a capacidade (--moe-expert-capacity-factor, --moe-pad-expert-input-to-capacity). Use essas opções ou capture apenas o roteador e o pré-processamento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per-layer CUDA graphs (local or Transformer Engine) record each layer&apos;s forward once; full recompute re-runs that forward in the backward outside the graph. Megatron-Core refuses the combination. Use selective recompute, or the full_iteration implementation.</source>
        <translation>Os grafos CUDA por camada (local ou Transformer Engine) registram o forward de cada camada uma vez; o recálculo completo executa esse forward novamente no backward, fora do grafo. O Megatron-Core recusa a combinação. Use o recálculo seletivo ou a implementação full_iteration.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The full_iteration implementation captures the entire training step, so module scopes have no meaning. Clear the scopes, or use the local or transformer_engine implementation.</source>
        <translation>A implementação full_iteration captura o passo de treinamento inteiro, então escopos de módulo não têm significado. Limpe os escopos ou use a implementação local ou transformer_engine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking loss and gradients for NaN (--check-for-nan-in-loss-and-grad) reads values back to the host in the middle of the step, which a captured graph cannot do. Turn the check off or use per-layer graphs.</source>
        <translation>Verificar NaN na perda e nos gradientes (--check-for-nan-in-loss-and-grad) lê valores de volta para o host no meio do passo, o que um grafo capturado não consegue fazer. Desative a verificação ou use grafos por camada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core runs fine-grained activation offloading with CUDA graphs only through the Transformer Engine implementation or whole-step (full_iteration) capture. Switch the graph implementation, or turn offload off.</source>
        <translation>O Megatron-Core só executa o descarregamento de ativações de granularidade fina com grafos CUDA pela implementação do Transformer Engine ou pela captura do passo inteiro (full_iteration). Mude a implementação do gráfico ou desative o descarregamento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offloading copies a module&apos;s inputs to host memory at points a captured CUDA graph cannot replay, so a graph scope may not contain an offloaded module (attn holds the attention modules, mlp and moe the MLP and expert modules). Drop that scope or offload other modules.</source>
        <translation>O descarregamento copia as entradas de um módulo para a memória do host em pontos que um grafo CUDA capturado não consegue reproduzir, então um escopo do grafo não pode conter um módulo descarregado (attn contém os módulos de atenção; mlp e moe, os módulos MLP e de especialistas). Remova esse escopo ou descarregue outros módulos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The offload module list only takes effect with fine-grained activation offloading turned on; as it is, every activation stays on the GPU. Turn offloading on or clear the list.</source>
        <translation>A lista de módulos de descarregamento só tem efeito com o descarregamento de ativações de granularidade fina ativado; do jeito que está, todas as ativações ficam na GPU. Ative o descarregamento ou limpe a lista.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core asserts that fine-grained activation offloading comes with at least one offload module (the modules whose saved inputs go to host memory). Name the modules, expert_fc1 for example.</source>
        <translation>O Megatron-Core exige, por meio de um assert, que o descarregamento de ativações de granularidade fina venha com pelo menos um módulo de descarregamento (os módulos cujas entradas salvas vão para a memória do host). Informe os módulos, por exemplo expert_fc1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input of the attention output projection is the core attention output, which core attention&apos;s backward needs as well; Megatron-Core therefore offloads attn_proj only together with core_attn.</source>
        <translation>A entrada da projeção de saída da atenção é a saída do núcleo da atenção, da qual o backward do núcleo da atenção também precisa; por isso o Megatron-Core só descarrega attn_proj junto com core_attn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recomputing &apos;moe&apos; re-runs the whole MoE layer in backward, so the expert activations inside it are never kept; Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop one of the two.</source>
        <translation>Recalcular &apos;moe&apos; executa novamente toda a camada MoE no backward, então as ativações dos especialistas dentro dela nunca são mantidas; o Megatron-Core se recusa a descarregar expert_fc1 ou moe_act junto com isso. Remova um dos dois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paged stash (an expert-rank capacity factor) already keeps the expert activations in its own buffers, and Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop those modules or the capacity factor.</source>
        <translation>O paged stash (um fator de capacidade por rank de especialista) já mantém as ativações dos especialistas em buffers próprios, e o Megatron-Core se recusa a descarregar expert_fc1 ou moe_act junto com ele. Remova esses módulos ou o fator de capacidade.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The activation offload fraction is the share of each chunk&apos;s offload groups that are really offloaded; Megatron-Core asserts it lies between 0 and 1.</source>
        <translation>A fração de descarregamento de ativações é a parcela dos grupos de descarregamento de cada segmento que é realmente descarregada; o Megatron-Core exige, por meio de um assert, que ela esteja entre 0 e 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute (--recompute-granularity full) needs --recompute-method (uniform or block) and --recompute-num-layers to know which layers to re-run. Set both.</source>
        <translation>O recálculo completo (--recompute-granularity full) precisa de --recompute-method (uniform ou block) e de --recompute-num-layers para saber quais camadas executar novamente. Defina os dois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective recompute chooses modules inside every layer (--recompute-modules); the method and layer count belong to full recompute, and Megatron-LM refuses them here. Clear them.</source>
        <translation>O recálculo seletivo escolhe módulos dentro de cada camada (--recompute-modules); o método e o número de camadas pertencem ao recálculo completo, e o Megatron-LM os recusa aqui. Limpe-os.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The moe_act module recomputes the expert activation inside the grouped-GEMM expert layer; the sequential expert path does not support it. Turn grouped GEMM (--moe-grouped-gemm) on, or drop moe_act.</source>
        <translation>O módulo moe_act recalcula a ativação dos especialistas dentro da camada de especialistas com GEMM agrupado; o caminho sequencial de especialistas não oferece suporte a ele. Ative o GEMM agrupado (--moe-grouped-gemm) ou remova moe_act.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mla_up_proj recomputes the up-projections of multi-head latent attention; this model uses another attention. Drop it from the recompute modules.</source>
        <translation>mla_up_proj recalcula as projeções de subida (up-projections) da atenção latente multi-cabeça; este modelo usa outro tipo de atenção. Remova-o dos módulos de recálculo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared-expert overlap runs the shared experts on a side stream beside the dispatch; recomputing them in the backward is not supported with that. Turn shared-expert overlap off, or drop shared_experts.</source>
        <translation>A sobreposição de especialistas compartilhados executa os especialistas compartilhados em um stream paralelo, ao lado do despacho; recalculá-los no backward não é suportado nesse caso. Desative a sobreposição de especialistas compartilhados ou remova shared_experts.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With delayed scaling, FP8 scales come from a history updated in the forward; recomputing layernorm or moe_act would update it twice. Use current (tensorwise), blockwise or MX scaling, or drop those modules.</source>
        <translation>Com escala atrasada (delayed scaling), os fatores de escala FP8 vêm de um histórico atualizado no forward; recalcular layernorm ou moe_act o atualizaria duas vezes. Use escala atual (tensorwise), por blocos (blockwise) ou MX, ou remova esses módulos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute keeps only each layer&apos;s input and re-runs the whole forward in the backward: activation memory drops sharply, but every step does roughly a third more work. Selective recompute of the memory-heavy modules often saves enough for much less.</source>
        <translation>O recálculo completo mantém apenas a entrada de cada camada e executa novamente todo o forward no backward: a memória de ativações cai bastante, mas cada passo faz cerca de um terço a mais de trabalho. O recálculo seletivo dos módulos que mais consomem memória muitas vezes economiza o suficiente por um custo bem menor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without --recompute-modules Megatron recomputes core_attn, the attention core. With fused (flash) attention that saves no memory, so the setting costs time for nothing. Name the modules to recompute, e.g. moe_act, layernorm, mla_up_proj or mlp.</source>
        <translation>Sem --recompute-modules, o Megatron recalcula core_attn, o núcleo da atenção. Com atenção fundida (flash), isso não economiza memória, então a configuração custa tempo à toa. Informe os módulos a recalcular, por exemplo moe_act, layernorm, mla_up_proj ou mlp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fused attention kernels already avoid storing the attention matrix, so recomputing core_attn saves little memory while repeating the most expensive kernel at long sequences. Drop core_attn and recompute other modules if memory is short.</source>
        <translation>Os kernels de atenção fundida já evitam armazenar a matriz de atenção, então recalcular core_attn economiza pouca memória e repete o kernel mais caro em sequências longas. Remova core_attn e recalcule outros módulos se faltar memória.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fp8-param-gather keeps parameters in FP8 and all-gathers them in FP8, which only the distributed optimizer does. Turn --use-distributed-optimizer on, or FP8 parameter gather off.</source>
        <translation>--fp8-param-gather mantém os parâmetros em FP8 e faz o all-gather deles em FP8, o que só o otimizador distribuído faz. Ative --use-distributed-optimizer ou desative a coleta de parâmetros em FP8.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MXFP8 uses block scales that only Blackwell tensor cores apply in hardware. On Hopper use blockwise or tensorwise (current) FP8 scaling instead.</source>
        <translation>O MXFP8 usa fatores de escala por bloco que só os tensor cores Blackwell aplicam em hardware. No Hopper, use escala FP8 por blocos (blockwise) ou tensorwise (atual).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This GPU has no FP4 tensor cores, so an NVFP4 recipe cannot run on it. Use MXFP8 on Blackwell, or an FP8 recipe on Hopper.</source>
        <translation>Esta GPU não tem tensor cores FP4, então uma receita NVFP4 não pode rodar nela. Use MXFP8 no Blackwell ou uma receita FP8 no Hopper.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--optimizer-cpu-offload moves optimizer state and steps to the host; Megatron-Core implements it only in the precision-aware optimizer (--use-precision-aware-optimizer). Turn that on.</source>
        <translation>--optimizer-cpu-offload move o estado do otimizador e os passos do otimizador para o host; o Megatron-Core só o implementa no otimizador com reconhecimento de precisão (--use-precision-aware-optimizer). Ative-o.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--num-distributed-optimizer-instances splits the data-parallel ranks into groups that each hold a full copy of the optimizer state; DP x CP must be a multiple of the instance count, which must be at least 1. Use 1 instance or a divisor of DP x CP.</source>
        <translation>--num-distributed-optimizer-instances divide os ranks de paralelismo de dados em grupos, cada um com uma cópia completa do estado do otimizador; DP x CP deve ser múltiplo do número de instâncias, que deve ser pelo menos 1. Use 1 instância ou um divisor de DP x CP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The allgather token dispatcher (Megatron-LM&apos;s default) gathers all tokens on every EP rank and lets each pick its own. Its traffic grows with EP and quickly dominates the step. Use alltoall to bring a job up, then compare the DeepEP and HybridEP flex backends.</source>
        <translation>O despachador de tokens allgather (o padrão do Megatron-LM) reúne todos os tokens em cada rank de EP e deixa cada um escolher os seus. Seu tráfego cresce com o EP e logo domina o passo. Use alltoall para colocar uma tarefa em funcionamento e depois compare os backends flex DeepEP e HybridEP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-Bridge allows the DeepEP flex backend only on SM 8.x/9.x GPUs and on B200/B300, so it refuses DeepEP on GB200 and GB300. Megatron-Core makes no such check: a Megatron-LM launch runs it. For a Megatron-Bridge run on NVL72 systems use HybridEP (the first choice there) or alltoall.</source>
        <translation>O Megatron-Bridge só permite o backend flex DeepEP em GPUs SM 8.x/9.x e em B200/B300, por isso recusa o DeepEP em GB200 e GB300. O Megatron-Core não faz essa verificação: uma inicialização pelo Megatron-LM o executa. Para uma execução do Megatron-Bridge em sistemas NVL72, use HybridEP (a primeira escolha nesses sistemas) ou alltoall.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The flex token dispatcher (DeepEP, HybridEP or NCCL EP backend) exchanges tokens inside the expert tensor- and expert-parallel group, and Megatron-Core refuses to start it when that group is one GPU (ETP × EP = 1). With EP 1 every GPU holds all experts and no tokens need to move: use the alltoall dispatcher, or raise EP.</source>
        <translation>O despachador de tokens flex (backend DeepEP, HybridEP ou NCCL EP) troca tokens dentro do grupo de paralelismo de tensor e de especialistas, e o Megatron-Core se recusa a iniciá-lo quando esse grupo tem uma só GPU (ETP × EP = 1). Com EP 1, cada GPU guarda todos os especialistas e nenhum token precisa se mover: use o despachador alltoall ou aumente EP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a GB200 or GB300 NVL72 rack, Megatron-LM&apos;s HybridEP backend keeps the whole EP group inside the rack&apos;s NVLink domain: lower EP to the domain size or below, or use another dispatcher. On 8-GPU nodes (H100, B200) HybridEP also reaches the other nodes over RDMA, so there an EP group may span nodes and this finding does not appear.</source>
        <translation>Num rack GB200 ou GB300 NVL72, o backend HybridEP do Megatron-LM mantém todo o grupo de EP dentro do domínio NVLink do rack: reduza o EP ao tamanho do domínio ou menos, ou use outro despachador. Em nós de 8 GPUs (H100, B200), o HybridEP também alcança os outros nós por RDMA; ali um grupo de EP pode abranger vários nós e este achado não aparece.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An expert-rank capacity factor (paged stash) keeps a fixed-size receive buffer per expert rank; only the HybridEP and NCCL EP flex backends support it. Switch the dispatcher, or clear the capacity factor.</source>
        <translation>Um fator de capacidade por rank de especialista (paged stash) mantém um buffer de recepção de tamanho fixo por rank de especialista; apenas os backends flex HybridEP e NCCL EP oferecem suporte a ele. Mude o despachador ou limpe o fator de capacidade.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core cannot split expert biases over an expert tensor-parallel group, so a model with linear biases needs --expert-tensor-parallel-size 1 (an unset ETP follows TP). Set ETP to 1 and shard experts by EP.</source>
        <translation>O Megatron-Core não consegue dividir os vieses dos especialistas em um grupo de paralelismo de tensor de especialistas, então um modelo com vieses lineares precisa de --expert-tensor-parallel-size 1 (um ETP não definido segue o TP). Defina ETP como 1 e fragmente os especialistas por EP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With many experts the router&apos;s softmax and top-k are sensitive to rounding; Megatron-Core warns unless the router computes in FP32 (--moe-router-dtype fp32). The cost is tiny, since the speed-up of low precision comes from the expert GEMMs.</source>
        <translation>Com muitos especialistas, o softmax e o top-k do roteador são sensíveis a arredondamento; o Megatron-Core emite um aviso a menos que o roteador calcule em FP32 (--moe-router-dtype fp32). O custo é mínimo, pois o ganho de velocidade da baixa precisão vem dos GEMMs dos especialistas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--moe-router-force-load-balancing ignores the router&apos;s choices and spreads tokens evenly. Throughput then looks better than real training would, and the loss means nothing. Use it only to measure speed.</source>
        <translation>--moe-router-force-load-balancing ignora as escolhas do roteador e distribui os tokens de forma uniforme. A taxa de transferência então parece melhor do que seria no treinamento real, e a perda não significa nada. Use-o apenas para medir velocidade.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recipe says it runs on synthetic data or with optimizer or checkpoint paths disabled. Its speed is useful; its loss and convergence are not.</source>
        <translation>A receita indica que roda com dados sintéticos ou com os caminhos do otimizador ou de checkpoint desativados. A velocidade dela é útil; a perda e a convergência, não.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Hopper with TP or CP above 1 (and no EP overlap), tensor- and context-parallel communication only overlaps with compute in the intended order when the GPU uses a single hardware queue, so CUDA_DEVICE_MAX_CONNECTIONS must be 1. Megatron-LM checks it; Megatron-Bridge sets it. Exports write it; set it in the job environment too.</source>
        <translation>No Hopper, com TP ou CP acima de 1 (e sem sobreposição de EP), a comunicação de paralelismo de tensor e de paralelismo de contexto só se sobrepõe à computação na ordem pretendida quando a GPU usa uma única fila de hardware, então CUDA_DEVICE_MAX_CONNECTIONS deve ser 1. O Megatron-LM verifica essa variável; o Megatron-Bridge a define. As exportações a gravam; defina-a também no ambiente da tarefa.</translation>
    </message>
</context>
<context>
    <name>rule_titles</name>
    <message>
        <location filename="../../core/rules/rule_explanations_layout.cpp" line="-288"/>
        <source>A parallel or batch size is zero or negative</source>
        <translation>Um tamanho de paralelismo ou de lote é zero ou negativo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A layout size is out of range</source>
        <translation>Um tamanho do layout está fora do intervalo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert tensor parallelism is unset, so it follows TP</source>
        <translation>O paralelismo de tensor dos especialistas não está definido, então segue o TP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU count does not fit the attention mesh</source>
        <translation>O número de GPUs não é compatível com a malha de atenção</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU count does not fit the expert mesh</source>
        <translation>O número de GPUs não é compatível com a malha de especialistas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rank order needs EDP equal to DP</source>
        <translation>Esta ordem de ranks exige EDP igual a DP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Global batch does not split into microbatches</source>
        <translation>O lote global não se divide em microlotes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence parallelism is on without TP</source>
        <translation>O paralelismo de sequência está ligado sem TP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experts are split by tensor parallelism</source>
        <translation>Os especialistas são divididos por paralelismo de tensor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Data parallelism squeezed to 1 (DP or expert EDP)</source>
        <translation>Paralelismo de dados reduzido a 1 (DP ou EDP dos especialistas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP with TP needs sequence parallelism</source>
        <translation>EP com TP exige paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attention heads do not divide by TP</source>
        <translation>As cabeças de atenção não são divisíveis por TP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Query groups and TP do not divide each other</source>
        <translation>Os grupos de consulta e o TP não se dividem um ao outro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MLA model set up with query groups</source>
        <translation>Modelo MLA configurado com grupos de consulta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A model size is missing or zero</source>
        <translation>Um tamanho do modelo está ausente ou é zero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Linear-attention value heads do not divide by key heads</source>
        <translation>As cabeças de valor da atenção linear não são divisíveis pelas cabeças de chave</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Linear-attention heads do not divide by TP x CP</source>
        <translation>As cabeças da atenção linear não são divisíveis por TP x CP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert parallelism on a dense model</source>
        <translation>Paralelismo de especialistas em um modelo denso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experts do not divide by EP</source>
        <translation>Os especialistas não são divisíveis por EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Experts do not divide into router groups</source>
        <translation>Os especialistas não se dividem nos grupos do roteador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Router picks more groups than exist</source>
        <translation>O roteador escolhe mais grupos do que existem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence length does not divide by 2 x CP</source>
        <translation>O comprimento da sequência não é divisível por 2 x CP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence is longer than the position embeddings</source>
        <translation>A sequência é mais longa que os embeddings de posição</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sequence is beyond the checkpoint&apos;s RoPE</source>
        <translation>Sequência além do RoPE do checkpoint</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hierarchical CP needs its sizes</source>
        <translation>O CP hierárquico precisa dos seus tamanhos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hierarchical CP needs exactly two levels</source>
        <translation>O CP hierárquico precisa de exatamente dois níveis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sliding-window attention needs a2a or allgather CP</source>
        <translation>A atenção de janela deslizante exige CP a2a ou allgather</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MLA needs p2p or a2a+p2p CP</source>
        <translation>O MLA exige CP p2p ou a2a+p2p</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A learnable or off-by-one softmax needs a2a CP</source>
        <translation>Um softmax aprendível ou off-by-one exige CP a2a</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A learnable or off-by-one softmax cannot run FP8 attention under CP</source>
        <translation>Um softmax aprendível ou off-by-one não pode rodar atenção FP8 com CP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All-to-all CP needs the heads per rank to divide by CP</source>
        <translation>O CP all-to-all exige que as cabeças por rank sejam divisíveis por CP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hierarchical CP sizes do not multiply to CP</source>
        <translation>O produto dos tamanhos do CP hierárquico não é igual ao CP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CP is not a power of two</source>
        <translation>O CP não é uma potência de dois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each CP rank holds too few or too many tokens</source>
        <translation>Cada rank de CP contém tokens de menos ou demais</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Virtual pipeline stages without a pipeline</source>
        <translation>Estágios virtuais de pipeline sem pipeline</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Layers do not split evenly over the pipeline</source>
        <translation>As camadas não se dividem igualmente pelo pipeline</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uneven first and last stages do not add up</source>
        <translation>Os estágios inicial e final desiguais não fecham a conta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Embedding or loss counted as a layer does not split evenly</source>
        <translation>Com o embedding ou a perda contados como camada, a divisão não é uniforme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pipeline layout string is invalid</source>
        <translation>A string de layout do pipeline é inválida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several pipeline placement modes at once</source>
        <translation>Vários modos de posicionamento do pipeline ao mesmo tempo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline stages hold very different amounts of work</source>
        <translation>Os estágios de pipeline têm quantidades de trabalho muito diferentes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too few microbatches to fill the pipeline</source>
        <translation>Poucos microlotes para encher o pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved microbatch group size out of range</source>
        <translation>Tamanho do grupo de microlotes intercalados fora do intervalo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last microbatch group smaller than PP</source>
        <translation>Último grupo de microlotes menor que PP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Large pipeline bubble</source>
        <translation>Bolha do pipeline grande</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor parallel group crosses the NVLink domain</source>
        <translation>O grupo de paralelismo de tensor ultrapassa o domínio NVLink</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel group crosses the NVLink domain</source>
        <translation>O grupo de paralelismo de especialistas ultrapassa o domínio NVLink</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context parallel group crosses the NVLink domain</source>
        <translation>O grupo de paralelismo de contexto ultrapassa o domínio NVLink</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Does not fit in GPU memory</source>
        <translation>Não cabe na memória da GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory is tight</source>
        <translation>A memória está apertada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fits closely: less headroom than the fragmentation allowance</source>
        <translation>Cabe por pouco: folga menor que a tolerância de fragmentação</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another way to fit in memory</source>
        <translation>Outra forma de caber na memória</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The validator failed on this recipe</source>
        <translation>O validador falhou nesta receita</translation>
    </message>
    <message>
        <location filename="../../core/rules/rule_explanations_options.cpp" line="-260"/>
        <source>The Megatron-LM script cannot carry part of the model</source>
        <translation>O script do Megatron-LM não consegue representar parte do modelo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>EP overlap is on without expert parallelism</source>
        <translation>A sobreposição de EP está ligada sem paralelismo de especialistas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap needs the alltoall or flex dispatcher</source>
        <translation>A sobreposição de EP exige o despachador alltoall ou flex</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap with full recompute</source>
        <translation>Sobreposição de EP com recálculo completo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap with the moe recompute module</source>
        <translation>Sobreposição de EP com o módulo de recálculo moe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap and shared-expert overlap together</source>
        <translation>Sobreposição de EP e sobreposição dos especialistas compartilhados juntas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap with more than one MTP layer</source>
        <translation>Sobreposição de EP com mais de uma camada MTP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap with a pipeline needs virtual stages</source>
        <translation>A sobreposição de EP com pipeline exige estágios virtuais</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap with moe or mlp CUDA graphs</source>
        <translation>Sobreposição de EP com grafos CUDA moe ou mlp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delayed wgrad compute needs EP overlap</source>
        <translation>O cálculo atrasado de wgrad exige sobreposição de EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap and delayed wgrad are both on</source>
        <translation>A sobreposição de EP e o wgrad atrasado estão ambos ligados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TP communication overlap has nothing to overlap</source>
        <translation>A sobreposição de comunicação de TP não tem o que sobrepor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parameter-gather overlap is missing what it needs</source>
        <translation>Falta à sobreposição da coleta de parâmetros o que ela exige</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gather with optimizer step needs parameter-gather overlap</source>
        <translation>A coleta com o passo do otimizador exige sobreposição da coleta de parâmetros</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gather with optimizer step needs the interleaved schedule</source>
        <translation>A coleta com o passo do otimizador exige o agendamento intercalado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA-graph scopes moe and moe_router together</source>
        <translation>Escopos do grafo CUDA moe e moe_router juntos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA-graph scope moe_preprocess needs moe_router</source>
        <translation>O escopo do grafo CUDA moe_preprocess exige moe_router</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphing the MoE block needs fixed token counts</source>
        <translation>Capturar o bloco MoE em grafo exige contagens fixas de tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA graphs cannot capture layers under full recompute</source>
        <translation>Os grafos CUDA não conseguem capturar camadas com recálculo completo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whole-step CUDA graph takes no scopes</source>
        <translation>O grafo CUDA do passo inteiro não aceita escopos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whole-step CUDA graph with NaN checks</source>
        <translation>Grafo CUDA do passo inteiro com verificações de NaN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation offload needs TE-scoped or whole-step graphs</source>
        <translation>O descarregamento de ativações exige grafos com escopo TE ou do passo inteiro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A captured graph scope holds an offloaded module</source>
        <translation>Um escopo do grafo capturado contém um módulo descarregado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Offload modules listed while offloading is off</source>
        <translation>Módulos de descarregamento listados com o descarregamento desligado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation offloading names no module</source>
        <translation>O descarregamento de ativações não indica nenhum módulo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention projection offloaded without core attention</source>
        <translation>Projeção da atenção descarregada sem o núcleo da atenção</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert activations offloaded inside a recomputed MoE layer</source>
        <translation>Ativações dos especialistas descarregadas dentro de uma camada MoE recalculada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert activations offloaded under paged stash</source>
        <translation>Ativações dos especialistas descarregadas com paged stash</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activation offload fraction outside 0 to 1</source>
        <translation>Fração de descarregamento de ativações fora de 0 a 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute needs a method and a layer count</source>
        <translation>O recálculo completo exige um método e um número de camadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective recompute takes no method or layer count</source>
        <translation>O recálculo seletivo não aceita método nem número de camadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recomputing moe_act needs grouped GEMM</source>
        <translation>Recalcular moe_act exige GEMM agrupado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute module mla_up_proj needs an MLA model</source>
        <translation>O módulo de recálculo mla_up_proj exige um modelo MLA</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recomputing shared experts with shared-expert overlap</source>
        <translation>Recálculo dos especialistas compartilhados com sobreposição dos especialistas compartilhados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 delayed scaling cannot recompute these modules</source>
        <translation>O escalonamento atrasado do FP8 não permite recalcular estes módulos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute costs about a third more compute</source>
        <translation>O recálculo completo custa cerca de um terço a mais de computação</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Selective recompute with no modules named</source>
        <translation>Recálculo seletivo sem nenhum módulo indicado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recomputing core_attn gains nothing with fused attention</source>
        <translation>Recalcular core_attn não traz ganho com atenção fusionada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FP8 parameter gather needs the distributed optimizer</source>
        <translation>A coleta de parâmetros em FP8 exige o otimizador distribuído</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MXFP8 needs Blackwell GPUs</source>
        <translation>MXFP8 exige GPUs Blackwell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVFP4 needs FP4 tensor cores</source>
        <translation>NVFP4 exige Tensor Cores FP4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer offload needs the precision-aware optimizer</source>
        <translation>O descarregamento do otimizador exige o otimizador com reconhecimento de precisão (precision-aware)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DP x CP does not split into optimizer instances</source>
        <translation>DP x CP não se divide em instâncias do otimizador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The allgather dispatcher sends every token everywhere</source>
        <translation>O despachador allgather envia cada token para todos os lugares</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-Bridge refuses DeepEP on this GPU</source>
        <translation>O Megatron-Bridge recusa o DeepEP nesta GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flex dispatcher without an expert group</source>
        <translation>Despachador flex sem grupo de especialistas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HybridEP group is larger than the NVLink domain</source>
        <translation>O grupo HybridEP é maior que o domínio NVLink</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paged stash needs HybridEP or NCCL EP</source>
        <translation>O armazenamento paginado (paged stash) exige HybridEP ou NCCL EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MoE linear biases need ETP 1</source>
        <translation>Os vieses das camadas lineares do MoE exigem ETP 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Router runs without FP32</source>
        <translation>O roteador roda sem FP32</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forced load balancing: benchmark only</source>
        <translation>Balanceamento de carga forçado: apenas benchmark</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked as a benchmark-only run</source>
        <translation>Marcada como execução apenas de benchmark</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS must be 1 here</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS deve ser 1 aqui</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="+33"/>
        <source>%1 is %2; every size must be &gt;= 1</source>
        <translation>%1 é %2; todo tamanho deve ser &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set %1 to 1 or more</source>
        <translation>defina %1 como 1 ou mais</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a layout size is out of range (TP %1, CP %2, PP %3, VPP %4, EP %5, ETP %6, MBS %7, world %8, GBS %9)</source>
        <translation>um tamanho do layout está fora do intervalo (TP %1, CP %2, PP %3, VPP %4, EP %5, ETP %6, MBS %7, total de GPUs %8, GBS %9)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>parallel sizes and MBS must be &lt;= %1; world, GBS and sequence length &lt;= %2</source>
        <translation>os tamanhos paralelos e o MBS devem ser &lt;= %1; o total de GPUs, o GBS e o comprimento da sequência, &lt;= %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>use %1 GPUs (valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%2, %3) = %4), or change %5</source>
        <translation>use %1 GPUs (os totais válidos são múltiplos de lcm(TP·CP·PP, ETP·EP·PP) = lcm(%2, %3) = %4), ou altere %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3, or change %4</source>
        <translation>os totais de GPUs válidos são múltiplos de lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3, ou altere %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2), or change %3</source>
        <translation>os totais de GPUs válidos são múltiplos de lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2), ou altere %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>world %1 is not divisible by TP·CP·PP = %2 = %3</source>
        <translation>o total de GPUs %1 não é divisível por TP·CP·PP = %2 = %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>world %1 is not divisible by ETP·EP·PP = %2 = %3</source>
        <translation>o total de GPUs %1 não é divisível por ETP·EP·PP = %2 = %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>world %1 is not divisible by ETP·EP·PP = %2 = %3 (ETP unset, so ETP = TP)</source>
        <translation>o total de GPUs %1 não é divisível por ETP·EP·PP = %2 = %3 (ETP não definido, logo ETP = TP)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rank order %1 with PP %2 needs EDP == DP, but EDP %3 != DP %4</source>
        <translation>a ordem de ranks %1 com PP %2 exige EDP == DP, mas EDP %3 != DP %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use the default order %1, or make ETP·EP equal TP·CP</source>
        <translation>use a ordem padrão %1, ou faça ETP·EP igual a TP·CP</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global batch %1 is not divisible by MBS·DP = %2 = %3</source>
        <translation>o lote global %1 não é divisível por MBS·DP = %2 = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>set MBS to %1, which keeps the global batch %2, or the global batch to a multiple of %3, e.g. %4</source>
        <translation>defina o MBS como %1, o que mantém o lote global %2, ou o lote global como múltiplo de %3, por exemplo %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the global batch to a multiple of %1, e.g. %2</source>
        <translation>defina o lote global como múltiplo de %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP %1 with TP %2 needs sequence parallelism, and it is off</source>
        <translation>EP %1 com TP %2 exige paralelismo de sequência, e ele está desligado</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_overlap.cpp" line="+21"/>
        <source>EP overlap needs EP &gt; 1, but EP is %1</source>
        <translation>a sobreposição de EP exige EP &gt; 1, mas EP é %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>raise EP, or turn EP overlap off</source>
        <translation>aumente EP, ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap needs the %1 or %2 dispatcher, not %3</source>
        <translation>a sobreposição de EP exige o despachador %1 ou %2, não %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use the %1 (or a %2) dispatcher, or turn EP overlap off</source>
        <translation>use o despachador %1 (ou um %2), ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>EP overlap cannot be combined with full recompute</source>
        <translation>a sobreposição de EP não pode ser combinada com o recálculo completo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use selective recompute, or turn EP overlap off</source>
        <translation>use o recálculo seletivo, ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap cannot be combined with the %1 recompute module</source>
        <translation>a sobreposição de EP não pode ser combinada com o módulo de recálculo %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>drop %1 from the recompute modules (%2 is fine), or turn EP overlap off</source>
        <translation>remova %1 dos módulos de recálculo (%2 pode ficar), ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP overlap cannot be combined with shared-expert overlap</source>
        <translation>a sobreposição de EP não pode ser combinada com a sobreposição dos especialistas compartilhados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn shared-expert overlap off (A/B the two separately)</source>
        <translation>desligue a sobreposição dos especialistas compartilhados (compare as duas em testes A/B separados)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap supports at most 1 MTP layer, model has %1</source>
        <translation>a sobreposição de EP suporta no máximo 1 camada MTP, o modelo tem %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use 1 MTP layer, or turn EP overlap off</source>
        <translation>use 1 camada MTP, ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>EP overlap with PP %1 needs virtual pipeline stages (VPP &gt; 1), VPP is %2</source>
        <translation>a sobreposição de EP com PP %1 exige estágios virtuais de pipeline (VPP &gt; 1), VPP é %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP %1 (%2 layers over PP·VPP %3), or turn EP overlap off</source>
        <translation>use VPP %1 (%2 camadas em PP·VPP %3), ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>use VPP %1 with the embedding and the loss counted as layers in the pipeline split, or turn EP overlap off</source>
        <translation>use VPP %1 com o embedding e a perda contados como camadas na divisão do pipeline, ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP %1 with the pipeline layout %2 (the layers spread evenly over PP·VPP %3 stages), or turn EP overlap off</source>
        <translation>use VPP %1 com o layout do pipeline %2 (as camadas distribuídas por igual em PP·VPP %3 estágios), ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>turn EP overlap off (no VPP of 2-8 splits the layers evenly here), or set VPP with a pipeline layout</source>
        <translation>desligue a sobreposição de EP (nenhum VPP de 2 a 8 divide as camadas igualmente aqui), ou defina o VPP com um layout do pipeline</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>EP overlap cannot run with %1 or %2 CUDA-graph scopes</source>
        <translation>a sobreposição de EP não pode rodar com escopos %1 ou %2 do grafo CUDA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>graph %1/%2/%3 only, or turn EP overlap off</source>
        <translation>capture em grafo apenas %1/%2/%3, ou desligue a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>delayed wgrad compute needs EP overlap, which is off</source>
        <translation>o cálculo adiado de wgrad exige a sobreposição de EP, que está desligada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn delay-wgrad off, or enable EP overlap</source>
        <translation>desligue o adiamento de wgrad, ou ative a sobreposição de EP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>TP comm overlap has nothing to overlap at TP %1: Bridge disables it with a warning, Megatron-LM requires sequence parallelism (the launch-script export leaves %2 out)</source>
        <translation>a sobreposição da comunicação TP não tem o que sobrepor com TP %1: o Bridge a desativa com um aviso, o Megatron-LM exige paralelismo de sequência (a exportação do script de lançamento omite %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP comm overlap has nothing to overlap without sequence parallelism: Bridge disables it with a warning, Megatron-LM requires sequence parallelism (the launch-script export leaves %1 out)</source>
        <translation>a sobreposição da comunicação TP não tem o que sobrepor sem paralelismo de sequência: o Bridge a desativa com um aviso, o Megatron-LM exige paralelismo de sequência (a exportação do script de lançamento omite %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/rules/rules_world.cpp" line="+3"/>
        <source>turn sequence parallelism on</source>
        <translation>ative o paralelismo de sequência</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn TP comm overlap off (nothing to overlap at TP 1)</source>
        <translation>desligue a sobreposição da comunicação TP (nada a sobrepor com TP 1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>param-gather overlap without the distributed optimizer and grad-reduce overlap: Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>sobreposição da coleta de parâmetros sem o otimizador distribuído e sem a sobreposição da redução de gradientes: o Megatron-Core a executa sem efeito (não há all-gather de parâmetros), o %1 do Megatron-LM a rejeita (a exportação do script de lançamento omite %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>param-gather overlap without the distributed optimizer: Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>sobreposição da coleta de parâmetros sem o otimizador distribuído: o Megatron-Core a executa sem efeito (não há all-gather de parâmetros), o %1 do Megatron-LM a rejeita (a exportação do script de lançamento omite %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>param-gather overlap without grad-reduce overlap: Megatron-Core runs it, Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>sobreposição da coleta de parâmetros sem a sobreposição da redução de gradientes: o Megatron-Core a executa, o %1 do Megatron-LM a rejeita (a exportação do script de lançamento omite %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>enable the distributed optimizer and grad-reduce overlap, or turn param-gather overlap off</source>
        <translation>ative o otimizador distribuído e a sobreposição da redução de gradientes, ou desligue a sobreposição da coleta de parâmetros</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>param gather with optimizer step needs param-gather overlap</source>
        <translation>a coleta de parâmetros junto com o passo do otimizador exige a sobreposição da coleta de parâmetros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable param-gather overlap, or turn this off</source>
        <translation>ative a sobreposição da coleta de parâmetros, ou desligue esta opção</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>param gather with optimizer step needs the interleaved schedule (VPP &gt; 1), VPP is %1</source>
        <translation>a coleta de parâmetros junto com o passo do otimizador exige o escalonamento intercalado (VPP &gt; 1), VPP é %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP &gt;= 2, or turn this off</source>
        <translation>use VPP &gt;= 2, ou desligue esta opção</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="+7"/>
        <source>sequence parallelism is on with TP 1 (Megatron-Core&apos;s config, as Bridge builds it, rejects it; Megatron-LM turns it off)</source>
        <translation>o paralelismo de sequência está ligado com TP 1 (a configuração do Megatron-Core, como o Bridge a monta, o rejeita; o Megatron-LM o desliga)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn sequence parallelism off, or use TP &gt; 1</source>
        <translation>desligue o paralelismo de sequência, ou use TP &gt; 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>distributed optimizer instances is %1; it must be &gt;= 1</source>
        <translation>o número de instâncias do otimizador distribuído é %1; deve ser &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use 1 instance</source>
        <translation>use 1 instância</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>DP·CP = %1 = %2 is not divisible by %3 distributed optimizer instances</source>
        <translation>DP·CP = %1 = %2 não é divisível por %3 instâncias do otimizador distribuído</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a number of instances that divides %1, e.g. 1</source>
        <translation>use um número de instâncias que divida %1, p. ex. 1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>hierarchical CP sizes %1 multiply to an invalid size, not CP %2</source>
        <translation>os tamanhos hierárquicos de CP %1 multiplicam-se para um tamanho inválido, não para CP %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hierarchical CP sizes %1 multiply to %2, not CP %3</source>
        <translation>os tamanhos hierárquicos de CP %1 multiplicam-se para %2, não para CP %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give inner and outer sizes whose product is CP %1 (inner inside the NVLink domain)</source>
        <translation>informe tamanhos interno e externo cujo produto seja CP %1 (o interno dentro do domínio NVLink)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 needs hierarchical CP sizes, none given</source>
        <translation>%1 %2 exige tamanhos hierárquicos de CP, e nenhum foi informado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set %1 to [inner, outer] with inner·outer = CP %2, or use %3</source>
        <translation>defina %1 como [interno, externo] com interno·externo = CP %2, ou use %3</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_cuda_graphs.cpp" line="+28"/>
        <source>CUDA-graph scope %1 already covers the router; %1 and %2 cannot both be captured</source>
        <translation>o escopo %1 do grafo CUDA já cobre o roteador; %1 e %2 não podem ser capturados juntos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep %1 (drop-and-pad) or %2(+%3), not both</source>
        <translation>mantenha %1 (drop-and-pad) ou %2(+%3), não ambos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CUDA-graph scope %1 needs %2 captured too</source>
        <translation>o escopo %1 do grafo CUDA exige que %2 também seja capturado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add %1 to the graph scopes</source>
        <translation>adicione %1 aos escopos do grafo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and pad-to-capacity); routing is dropless</source>
        <translation>o escopo %1 do grafo CUDA exige roteamento drop-and-pad (fator de capacidade e preenchimento até a capacidade); o roteamento é sem descarte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and pad-to-capacity); routing is not padded</source>
        <translation>o escopo %1 do grafo CUDA exige roteamento drop-and-pad (fator de capacidade e preenchimento até a capacidade); o roteamento não é preenchido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>graph %1+%2 instead (dropless), or set a capacity factor with padding</source>
        <translation>capture em grafo %1+%2 em vez disso (sem descarte), ou defina um fator de capacidade com preenchimento</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CUDA graphs (%1) cannot capture layers under full recompute</source>
        <translation>os grafos CUDA (%1) não podem capturar camadas sob recálculo completo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use selective recompute with graphs (or the %1 impl)</source>
        <translation>use o recálculo seletivo com grafos (ou a implementação %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA-graph impl %1 captures the whole step and takes no module scopes</source>
        <translation>a implementação %1 do grafo CUDA captura o passo inteiro e não aceita escopos de módulo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clear the graph scopes</source>
        <translation>limpe os escopos do grafo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA-graph impl %1 cannot run with NaN checks on loss and gradients (host sync inside the graph)</source>
        <translation>a implementação %1 do grafo CUDA não pode rodar com verificações de NaN na perda e nos gradientes (sincronização com o host dentro do grafo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>turn %1 off</source>
        <translation>desligue %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fine-grained activation offloading runs with CUDA-graph impl %1 or %2 only, impl is %3</source>
        <translation>o descarregamento granular de ativações só roda com a implementação %1 ou %2 do grafo CUDA, a implementação é %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use impl %1 or %2, or turn activation offload off</source>
        <translation>use a implementação %1 ou %2, ou desligue o descarregamento de ativações</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a CUDA-graph scope captures an offloaded module (%1); Megatron-Core cannot offload inside a captured graph</source>
        <translation>um escopo do grafo CUDA captura um módulo descarregado (%1); o Megatron-Core não consegue descarregar dentro de um grafo capturado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drop the scope that holds the offloaded module, or offload other modules</source>
        <translation>remova o escopo que contém o módulo descarregado, ou descarregue outros módulos</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_dispatcher.cpp" line="+28"/>
        <source>Megatron-Bridge refuses %1 on &apos;%2&apos; (it allows DeepEP on %3 and %4 only); Megatron-LM runs it</source>
        <translation>o Megatron-Bridge recusa %1 em &apos;%2&apos; (ele só permite DeepEP em %3 e %4); o Megatron-LM o executa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>for Megatron-Bridge use %1 (first choice on NVL72) or %2</source>
        <translation>para o Megatron-Bridge use %1 (primeira escolha em NVL72) ou %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the %1 dispatcher needs ETP × EP &gt; 1, but ETP %2 × EP %3 = 1</source>
        <translation>o despachador %1 precisa de ETP × EP &gt; 1, mas ETP %2 × EP %3 = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use the %1 dispatcher, or raise EP</source>
        <translation>use o despachador %1 ou aumente EP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on &apos;%2&apos; needs EP &lt;= %3 (one NVLink domain), EP is %4</source>
        <translation>%1 em &apos;%2&apos; exige EP &lt;= %3 (um domínio NVLink), EP é %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep EP within the NVL72 domain (&lt;= %1), or use %2</source>
        <translation>mantenha o EP dentro do domínio NVL72 (&lt;= %1), ou use %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>paged stash (expert-rank capacity factor) needs %1 or %2, dispatcher is %3</source>
        <translation>o stash paginado (fator de capacidade por rank de especialistas) exige %1 ou %2, o despachador é %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1, or clear the expert-rank capacity factor</source>
        <translation>use %1, ou limpe o fator de capacidade por rank de especialistas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MoE linear biases need ETP 1, ETP is %1</source>
        <translation>os vieses lineares do MoE exigem ETP 1, ETP é %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE linear biases need ETP 1, ETP is %1 (unset, so ETP = TP)</source>
        <translation>os vieses lineares do MoE exigem ETP 1, ETP é %1 (não definido, logo ETP = TP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set ETP to 1 (shard experts by EP instead)</source>
        <translation>defina ETP como 1 (divida os especialistas por EP)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_model_fit.cpp" line="+18"/>
        <source>attention heads is %1; it must be &gt;= 1</source>
        <translation>o número de cabeças de atenção é %1; deve ser &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set the model&apos;s attention head count</source>
        <translation>defina o número de cabeças de atenção do modelo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention heads %1 are not divisible by TP %2</source>
        <translation>as %1 cabeças de atenção não são divisíveis por TP %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+39"/>
        <source>use a TP that divides %1, e.g. %2</source>
        <translation>use um TP que divida %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>MLA model has %1 query groups for %2 heads; MLA cannot be combined with group-query attention</source>
        <translation>o modelo MLA tem %1 grupos de consulta para %2 cabeças; MLA não pode ser combinado com atenção por grupos de consulta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set query groups equal to the head count (%1) for MLA</source>
        <translation>para MLA, defina os grupos de consulta iguais ao número de cabeças (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>query groups is %1; it must be &gt;= 1</source>
        <translation>o número de grupos de consulta é %1; deve ser &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set query groups (= heads for MHA)</source>
        <translation>defina os grupos de consulta (= cabeças para MHA)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>query groups %1 are not divisible by TP %2: Megatron-Core splits the key/value heads over tensor parallelism (%3 / TP)</source>
        <translation>os grupos de consulta %1 não são divisíveis por TP %2: o Megatron-Core divide as cabeças de chave/valor pelo paralelismo de tensor (%3 / TP)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>EP %1 on a dense model (no routed experts)</source>
        <translation>EP %1 em um modelo denso (sem especialistas roteados)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set EP to 1 for a dense model</source>
        <translation>defina EP como 1 para um modelo denso</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>experts %1 are not divisible by EP %2</source>
        <translation>os %1 especialistas não são divisíveis por EP %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use an EP that divides %1, e.g. %2</source>
        <translation>use um EP que divida %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>experts %1 are not divisible by router groups %2</source>
        <translation>os %1 especialistas não são divisíveis pelos %2 grupos do roteador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a router group count that divides %1</source>
        <translation>use um número de grupos do roteador que divida %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>router group top-k %1 exceeds router groups %2</source>
        <translation>o top-k de grupos do roteador %1 excede os %2 grupos do roteador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set group top-k to at most %1</source>
        <translation>defina o top-k de grupos como no máximo %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GDN key heads %1 / value heads %2 must both be &gt;= 1</source>
        <translation>as cabeças de chave %1 / de valor %2 do GDN devem ser ambas &gt;= 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set the GDN head counts</source>
        <translation>defina os números de cabeças do GDN</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GDN value heads %1 are not divisible by key heads %2</source>
        <translation>as %1 cabeças de valor do GDN não são divisíveis pelas %2 cabeças de chave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a value head count that is a multiple of %1</source>
        <translation>use um número de cabeças de valor múltiplo de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GDN key heads %1 and value heads %2 must both be divisible by TP·CP = %3 = %4</source>
        <translation>as cabeças de chave %1 e de valor %2 do GDN devem ser ambas divisíveis por TP·CP = %3 = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use TP·CP dividing %1</source>
        <translation>use um TP·CP que divida %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>sequence length %1 is not divisible by 2·CP = 2·%2 = %3</source>
        <translation>o comprimento da sequência %1 não é divisível por 2·CP = 2·%2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a sequence length that is a multiple of %1, e.g. %2</source>
        <translation>use um comprimento da sequência múltiplo de %1, p. ex. %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>raise %1 to %2 (long-context recipes do); this checkpoint&apos;s YaRN scaling covers %3 tokens (%4 × factor %5), so training at %2 also needs a larger %6 (at least %7) or the model meets positions it has never seen</source>
        <translation>aumente %1 para %2 (as receitas de contexto longo fazem isso); o escalonamento YaRN deste checkpoint cobre %3 tokens (%4 × fator %5), então treinar em %2 também exige um %6 maior (pelo menos %7), ou o modelo encontra posições que nunca viu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raise %1 to %2 (long-context recipes do); this checkpoint&apos;s rotary embeddings cover %3 tokens, so training at %2 also needs RoPE scaling (YaRN: %4 with %5 of at least %6) or the model meets positions it has never seen</source>
        <translation>aumente %1 para %2 (as receitas de contexto longo fazem isso); os embeddings rotativos deste checkpoint cobrem %3 tokens, então treinar em %2 também exige escalonamento do RoPE (YaRN: %4 com %5 de pelo menos %6), ou o modelo encontra posições que nunca viu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sequence length %1 exceeds %2 %3</source>
        <translation>o comprimento da sequência %1 excede %2 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 = %2 and RoPE scaled with YaRN × %3 from %4</source>
        <translation>%1 = %2 e RoPE escalonado com YaRN × %3 a partir de %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>sequence length %1 is beyond the %2 positions the %3 checkpoint&apos;s rotary embeddings cover, and RoPE is not scaled to it: the model meets positions it has never seen</source>
        <translation>o comprimento de sequência %1 vai além das %2 posições que as embeddings rotativas do checkpoint %3 cobrem, e o RoPE não está escalado até ele: o modelo encontra posições que nunca viu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scale RoPE with YaRN (%1, %2 of at least %3, %4 %5), or train at %6 tokens or fewer</source>
        <translation>escale o RoPE com YaRN (%1, %2 de pelo menos %3, %4 %5), ou treine com %6 tokens ou menos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RoPE scaled with YaRN × %1 from %2</source>
        <translation>RoPE escalonado com YaRN × %1 a partir de %2</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>raise %1 to %2 (long-context recipes do)</source>
        <translation>aumente %1 para %2 (as receitas de contexto longo fazem isso)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_pipeline.cpp" line="+41"/>
        <source>use exactly one of: a pipeline layout string, uneven first/last stage counts, or account-for-embedding/loss</source>
        <translation>use exatamente um destes: uma string de layout do pipeline, contagens desiguais do primeiro/último estágio, ou contabilizar embedding/perda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix the layout string: one E first, one L last, %1 t, %2 m after all decoders, stage count a multiple of PP %3</source>
        <translation>corrija a string de layout: um E no início, um L no fim, %1 t, %2 m depois de todos os decoders, número de estágios múltiplo de PP %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose PP·VPP dividing %1 layers, or use uneven first/last stages or a layout string</source>
        <translation>escolha PP·VPP que divida %1 camadas, ou use primeiro/último estágios desiguais ou uma string de layout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adjust the stage layer counts so every PP rank&apos;s share divides by VPP %1</source>
        <translation>ajuste as contagens de camadas dos estágios para que a parte de cada rank de PP seja divisível por VPP %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>VPP %1 needs pipeline parallelism, but PP is 1</source>
        <translation>VPP %1 exige paralelismo de pipeline, mas PP é 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set VPP to 1, or use PP &gt; 1</source>
        <translation>defina VPP como 1, ou use PP &gt; 1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>pipeline ranks hold between %1 and %2 layers (decoder + MTP); the fullest stage paces the pipeline</source>
        <translation>os ranks do pipeline têm entre %1 e %2 camadas (decodificador + MTP); o estágio mais cheio dita o ritmo do pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pipeline ranks hold between %1 and %2 decoder layers; the fullest stage paces the pipeline</source>
        <translation>os ranks do pipeline têm entre %1 e %2 camadas do decodificador; o estágio mais cheio dita o ritmo do pipeline</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>even out the stages (uneven first/last counts or a layout string) so no rank carries more than ~25% over the lightest</source>
        <translation>equilibre os estágios (contagens desiguais do primeiro/último ou uma string de layout) para que nenhum rank carregue mais de ~25% acima do mais leve</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pipeline placement of %1 layers over PP %2 · VPP %3 fails: %4</source>
        <translation>a distribuição de %1 camadas no pipeline com PP %2 · VPP %3 falha: %4</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>interleaved 1F1B: the microbatch group size %1 must lie in [PP, m] = [%2, %3]; Megatron-Core raises &apos;%4&apos;</source>
        <translation>1F1B intercalado: o tamanho do grupo de microlotes %1 deve estar em [PP, m] = [%2, %3]; o Megatron-Core gera &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interleaved 1F1B: the microbatch group size %1 (unset, so PP) must lie in [PP, m] = [%2, %3]; Megatron-Core raises &apos;%4&apos;</source>
        <translation>1F1B intercalado: o tamanho do grupo de microlotes %1 (não definido, logo PP) deve estar em [PP, m] = [%2, %3]; o Megatron-Core gera &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>set the group size to %1 (between PP and m, leaving no short last group)</source>
        <translation>defina o tamanho do grupo como %1 (entre PP e m, sem deixar um último grupo curto)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>raise the global batch to %1 (m = PP) and leave the group size unset</source>
        <translation>aumente o lote global para %1 (m = PP) e deixe o tamanho do grupo sem definir</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>interleaved 1F1B: m = %1 microbatches in groups of %2 leave a last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its dependencies)</source>
        <translation>1F1B intercalado: m = %1 microlotes em grupos de %2 deixam um último grupo de %3, menos que PP = %4; o Megatron-Core gera um RuntimeError (o último grupo travaria o pipeline em suas dependências)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>interleaved 1F1B: m = %1 microbatches in groups of %2 (unset, so PP) leave a last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its dependencies)</source>
        <translation>1F1B intercalado: m = %1 microlotes em grupos de %2 (não definido, logo PP) deixam um último grupo de %3, menos que PP = %4; o Megatron-Core gera um RuntimeError (o último grupo travaria o pipeline em suas dependências)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the group size to %1 (m mod %1 = %2), or change the global batch so that m divides by the group size</source>
        <translation>defina o tamanho do grupo como %1 (m mod %1 = %2), ou altere o lote global para que m seja divisível pelo tamanho do grupo</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>only m = GBS/(MBS·DP) = %1 microbatches for PP %2; the pipeline never fills</source>
        <translation>apenas m = GBS/(MBS·DP) = %1 microlotes para PP %2; o pipeline nunca se enche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raise the global batch to at least %1 or lower PP</source>
        <translation>aumente o lote global para pelo menos %1 ou reduza PP</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>pipeline bubble (PP−1)/(VPP·m) = %1/(%2) = %3% of the bubble-free pipeline time (the Estimate gives its share of the step)</source>
        <translation>bolha do pipeline (PP−1)/(VPP·m) = %1/(%2) = %3% do tempo do pipeline sem bolha (a Estimativa dá sua parcela do passo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>raise the global batch (more microbatches) or VPP, or lower PP</source>
        <translation>aumente o lote global (mais microlotes) ou VPP, ou reduza PP</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_precision.cpp" line="+15"/>
        <source>FP8/FP4 param gather needs the distributed optimizer, which is off</source>
        <translation>a coleta de parâmetros em FP8/FP4 exige o otimizador distribuído, que está desligado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable the distributed optimizer, or turn FP8 param gather off</source>
        <translation>ative o otimizador distribuído, ou desligue a coleta de parâmetros em FP8</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MXFP8 needs Blackwell block-scaled FP8; &apos;%1&apos; (%2) does not support it</source>
        <translation>MXFP8 exige o FP8 com escala por blocos do Blackwell; &apos;%1&apos; (%2) não o suporta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on Hopper use %1 or %2</source>
        <translation>no Hopper use %1 ou %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>NVFP4 needs FP4 tensor cores; &apos;%1&apos; has none (fp4 peak %2 %3)</source>
        <translation>NVFP4 exige tensor cores de FP4; &apos;%1&apos; não tem nenhum (pico de FP4 %2 %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1</source>
        <translation>utilize %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use an FP8 recipe (%1 or %2)</source>
        <translation>use uma receita FP8 (%1 ou %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optimizer CPU offload needs the precision-aware optimizer, which is off</source>
        <translation>o descarregamento do otimizador na CPU exige o otimizador sensível à precisão, que está desligado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable the precision-aware optimizer</source>
        <translation>ative o otimizador sensível à precisão</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_recompute.cpp" line="+16"/>
        <source>full recompute needs a method (%1/%2) and a layer count; got method %3, %4 layers</source>
        <translation>o recálculo completo exige um método (%1/%2) e um número de camadas; recebeu o método %3, %4 camadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set method %1 and %2 1 (recompute every layer), or use selective recompute</source>
        <translation>defina o método %1 e %2 1 (recalcular todas as camadas), ou use o recálculo seletivo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>selective recompute takes no method or layer count; got method %1, %2 layers</source>
        <translation>o recálculo seletivo não aceita método nem número de camadas; recebeu o método %1, %2 camadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clear method and %1 for selective recompute</source>
        <translation>limpe o método e %1 para o recálculo seletivo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recompute module %1 needs grouped GEMM, which is off</source>
        <translation>o módulo de recálculo %1 exige GEMM agrupado, que está desligado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn grouped GEMM on, or drop %1</source>
        <translation>ative o GEMM agrupado, ou remova %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>recompute module %1 needs MLA attention; model &apos;%2&apos; uses GQA</source>
        <translation>o módulo de recálculo %1 exige atenção MLA; o modelo &apos;%2&apos; usa GQA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1 from the recompute modules</source>
        <translation>remova %1 dos módulos de recálculo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>recompute module %1 cannot be combined with shared-expert overlap</source>
        <translation>o módulo de recálculo %1 não pode ser combinado com a sobreposição dos especialistas compartilhados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn shared-expert overlap off, or drop %1</source>
        <translation>desligue a sobreposição dos especialistas compartilhados, ou remova %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FP8 delayed scaling cannot recompute %1 (needs current/blockwise/MX scaling)</source>
        <translation>o escalonamento atrasado de FP8 não pode recalcular %1 (exige escalonamento atual/por blocos/MX)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1 or %2, or drop %3</source>
        <translation>use %1 ou %2, ou remova %3</translation>
    </message>
    <message>
        <location filename="../../core/export/megatron_args_export.cpp" line="+57"/>
        <source>Megatron-LM launch script: gated %1 MLP has no Megatron-LM flag: this script trains a gated SiLU (%2); the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: o MLP %1 com gate não tem flag no Megatron-LM: este script treina uma SiLU com gate (%2); o YAML do Bridge a inclui</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-LM launch script: %1 MLP has no Megatron-LM flag: this script trains plain %2; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: o MLP %1 não tem flag no Megatron-LM: este script treina %2 simples; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Megatron-LM launch script: YaRN %1 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda um intervalo arredondado): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda %2), %3 (roda um intervalo arredondado): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda %2), %3 (roda %4), %5 (roda um intervalo arredondado): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs %6), %7 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda %2), %3 (roda %4), %5 (roda %6), %7 (roda um intervalo arredondado): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda %2): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda %2), %3 (roda %4): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs %6): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Script de lançamento do Megatron-LM: YaRN %1 (roda %2), %3 (roda %4), %5 (roda %6): o Megatron-LM não tem flag para isso; o YAML do Bridge o inclui</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Megatron-LM launch script: %1 takes an integer: %2 rounded</source>
        <translation>Script de lançamento do Megatron-LM: %1 só aceita um inteiro: %2 arredondado</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Megatron-LM launch script: YaRN scaling (factor %1, original length %2) has no %3 flag for non-MLA attention: this script trains plain RoPE at that base; the Bridge YAML (%4) carries it</source>
        <translation>Script de lançamento do Megatron-LM: o escalonamento YaRN (fator %1, comprimento original %2) não tem flag no %3 para atenção não MLA: este script treina RoPE simples nessa base; o YAML do Bridge (%4) o inclui</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_activation_offload.cpp" line="+46"/>
        <source>offload modules are listed but fine-grained activation offloading is off: nothing is offloaded</source>
        <translation>há módulos de descarregamento listados, mas o descarregamento de ativações de granularidade fina está desligado: nada é descarregado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn activation offloading on, or clear the module list</source>
        <translation>ligue o descarregamento de ativações, ou limpe a lista de módulos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fine-grained activation offloading needs at least one offload module, none is named</source>
        <translation>o descarregamento de ativações de granularidade fina precisa de pelo menos um módulo de descarregamento, nenhum foi nomeado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>name the modules whose inputs go to the host, e.g. %1</source>
        <translation>nomeie os módulos cujas entradas vão para o host, por exemplo %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is offloaded without %2: %1&apos;s input is core attention&apos;s output, which core attention&apos;s backward still needs</source>
        <translation>%1 é descarregado sem %2: a entrada de %1 é a saída da atenção central, da qual o backward da atenção central ainda precisa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>offload %1 as well, or drop %2</source>
        <translation>descarregue %1 também, ou remova %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>offloads %1 inside the MoE layer that &apos;%2&apos; recompute re-runs whole</source>
        <translation>descarrega %1 dentro da camada MoE que o recálculo &apos;%2&apos; executa de novo por inteiro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1 from the offload modules, or &apos;%2&apos; from the recompute modules</source>
        <translation>remova %1 dos módulos de descarregamento, ou &apos;%2&apos; dos módulos de recálculo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>offloads %1 with paged stash (expert-rank capacity factor %2), which already holds those activations</source>
        <translation>descarrega %1 com paged stash (fator de capacidade por rank de especialistas %2), que já guarda essas ativações</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drop %1 from the offload modules, or clear the expert-rank capacity factor</source>
        <translation>remova %1 dos módulos de descarregamento, ou limpe o fator de capacidade por rank de especialistas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>activation offload fraction %1 is outside [0, 1]</source>
        <translation>a fração de descarregamento de ativações %1 está fora de [0, 1]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a fraction between 0 and 1</source>
        <translation>use uma fração entre 0 e 1</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_advice.cpp" line="+40"/>
        <source>ETP is unset, so ETP defaults to TP (%1), not 1; the expert mesh is ETP·EP·EDP·PP = %2</source>
        <translation>ETP não está definido, então ETP assume o valor de TP (%1), não 1; a malha de especialistas é ETP·EP·EDP·PP = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write ETP explicitly; ETP 1 (experts sharded by EP, not TP) is the usual choice</source>
        <translation>escreva ETP explicitamente; ETP 1 (especialistas divididos por EP, não por TP) é a escolha usual</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETP %1 splits every expert GEMM over TP ranks</source>
        <translation>ETP %1 divide cada GEMM de especialista entre ranks de TP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prefer EP over TP for experts (ETP 1); fold once attention and experts want different meshes</source>
        <translation>prefira EP a TP para os especialistas (ETP 1); use Parallel Folding quando a atenção e os especialistas pedirem malhas diferentes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DP squeezed: DP = 1 (DP %1)</source>
        <translation>DP comprimido: DP = 1 (DP %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: DP = 1 (DP %1, EDP %2)</source>
        <translation>DP comprimido: DP = 1 (DP %1, EDP %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: DP and EDP = 1 (DP %1, EDP %2)</source>
        <translation>DP comprimido: DP e EDP = 1 (DP %1, EDP %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: EDP = 1 (DP %1, EDP %2)</source>
        <translation>DP comprimido: EDP = 1 (DP %1, EDP %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep data parallelism alive: add GPUs or shrink model parallelism where memory allows</source>
        <translation>mantenha o paralelismo de dados: adicione GPUs ou reduza o paralelismo do modelo onde a memória permitir</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keep ETP·EP &lt;= %1 and dividing it; the %2 dispatcher in use is already built for it</source>
        <translation>mantenha ETP·EP &lt;= %1 e dividindo-o; o despachador %2 em uso já foi feito para isso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or A/B %2 against the %3 in use</source>
        <translation>mantenha ETP·EP &lt;= %1 e dividindo-o, ou faça um A/B de %2 contra o %3 em uso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or A/B %2 or %3 against the %4 in use</source>
        <translation>mantenha ETP·EP &lt;= %1 e dividindo-o, ou faça um A/B de %2 ou %3 contra o %4 em uso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or use a dispatcher built for cross-domain EP (%2 or %3)</source>
        <translation>mantenha ETP·EP &lt;= %1 e dividindo-o, ou use um despachador feito para EP entre domínios (%2 ou %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention</source>
        <translation>mantenha o grupo de CP dentro do domínio NVLink (CP &lt;= %1): o Transformer Engine recusa o anel %2 para a atenção de janela deslizante deste modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, MLA</source>
        <translation>mantenha o grupo de CP dentro do domínio NVLink (CP &lt;= %1): o Transformer Engine recusa o anel %2 para a atenção de janela deslizante, MLA deste modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s %3 softmax</source>
        <translation>mantenha o grupo de CP dentro do domínio NVLink (CP &lt;= %1): o Transformer Engine recusa o anel %2 para o softmax %3 deste modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, %3 softmax</source>
        <translation>mantenha o grupo de CP dentro do domínio NVLink (CP &lt;= %1): o Transformer Engine recusa o anel %2 para a atenção de janela deslizante, softmax %3 deste modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s MLA, %3 softmax</source>
        <translation>mantenha o grupo de CP dentro do domínio NVLink (CP &lt;= %1): o Transformer Engine recusa o anel %2 para MLA, softmax %3 deste modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, MLA, %3 softmax</source>
        <translation>mantenha o grupo de CP dentro do domínio NVLink (CP &lt;= %1): o Transformer Engine recusa o anel %2 para a atenção de janela deslizante, MLA, softmax %3 deste modelo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante deste modelo em TP %2 só até CP %3 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention at TP %2 only up to CP %3</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante deste modelo em TP %2 só até CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante, MLA deste modelo em TP %2 só até CP %3 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA at TP %2 only up to CP %3</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante, MLA deste modelo em TP %2 só até CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa o softmax %4 deste modelo em TP %2 só até CP %3 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s %4 softmax at TP %2 only up to CP %3</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa o softmax %4 deste modelo em TP %2 só até CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante, softmax %4 deste modelo em TP %2 só até CP %3 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, %4 softmax at TP %2 only up to CP %3</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante, softmax %4 deste modelo em TP %2 só até CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s MLA, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa MLA, softmax %4 deste modelo em TP %2 só até CP %3 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s MLA, %4 softmax at TP %2 only up to CP %3</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa MLA, softmax %4 deste modelo em TP %2 só até CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante, MLA, softmax %4 deste modelo em TP %2 só até CP %3 (com %5 %6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA, %4 softmax at TP %2 only up to CP %3</source>
        <translation>comece com CP ≈ s/4096 arredondado para uma potência de dois: CP %1, mas o Transformer Engine executa a atenção de janela deslizante, MLA, softmax %4 deste modelo em TP %2 só até CP %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>TP group of %1 leaves the NVLink domain of %2 GPUs (%3 of %4 groups cross)</source>
        <translation>o grupo de TP de %1 sai do domínio NVLink de %2 GPUs (grupos que cruzam: %3 de %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep TP within one NVLink domain (TP &lt;= %1 and dividing it)</source>
        <translation>mantenha o TP dentro de um domínio NVLink (TP &lt;= %1 e dividindo-o)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); ~%7% of EP traffic crosses the network</source>
        <translation>ETP·EP = %1 = %2 sai do domínio NVLink de %3 GPUs (grupos que cruzam: %4 de %5, em %6); ~%7% do tráfego de EP passa pela rede</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); the group fits a domain but %3 is not a multiple of ETP·EP, so some groups straddle two</source>
        <translation>ETP·EP = %1 = %2 sai do domínio NVLink de %3 GPUs (grupos que cruzam: %4 de %5, em %6); o grupo cabe em um domínio, mas %3 não é múltiplo de ETP·EP, então alguns grupos ficam entre dois</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>place a multiple of ETP·EP = %1 GPUs in each NVLink domain (e.g. %2 of %3 per rack, as Slurm&apos;s %4 does), so every group stays inside one; the grid packs ranks %3 to a domain</source>
        <translation>coloque um múltiplo de ETP·EP = %1 GPUs em cada domínio NVLink (por exemplo, %2 de %3 por rack, como faz o %4 do Slurm), para que cada grupo fique dentro de um só; a grade agrupa os ranks de %3 em %3 por domínio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CP group of %1 uses %2 but leaves the NVLink domain (%3 of %4 groups cross)</source>
        <translation>o grupo de CP de %1 usa %2, mas sai do domínio NVLink (grupos que cruzam: %3 de %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>use %1 across nodes, or %2 with the %3 part inside the domain</source>
        <translation>use %1 entre nós, ou %2 com a parte %3 dentro do domínio</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>CP %1 is not a power of two</source>
        <translation>CP %1 não é uma potência de dois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use a power-of-two CP, e.g. %1</source>
        <translation>use um CP que seja potência de dois, por exemplo %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>each CP rank holds s/CP = %1/%2 = %3 tokens, far from the 4–8K sweet spot</source>
        <translation>cada rank de CP contém s/CP = %1/%2 = %3 tokens, longe da faixa ideal de 4–8K</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 experts routed without an FP32 router</source>
        <translation>%1 especialistas roteados sem um roteador FP32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set the router dtype to %1 (numerical stability; FP8 wins come from the expert GEMMs)</source>
        <translation>defina o tipo de dado do roteador como %1 (estabilidade numérica; os ganhos de FP8 vêm dos GEMMs dos especialistas)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>forced load balancing makes the run benchmark-only: it changes routing and proves nothing about convergence</source>
        <translation>o balanceamento de carga forçado torna a execução apenas benchmark: ele muda o roteamento e não prova nada sobre a convergência</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use it only for kernel/throughput studies; turn it off for training-equivalent runs</source>
        <translation>use-o só em estudos de kernel/taxa de transferência; desligue-o nas execuções equivalentes ao treinamento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run is marked benchmark-only (synthetic data or disabled optimizer/checkpoint paths)</source>
        <translation>a execução está marcada como apenas benchmark (dados sintéticos ou caminhos de otimizador/checkpoint desativados)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>do not use its numbers as training-equivalent evidence</source>
        <translation>não use os números dela como evidência equivalente ao treinamento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 dispatcher (MLM default) with EP %2 moves every token to every EP rank</source>
        <translation>o despachador %1 (padrão do MLM) com EP %2 envia cada token para cada rank de EP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 for bring-up, then A/B %2 and %3</source>
        <translation>use %1 na validação inicial, depois faça um A/B entre %2 e %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>full recompute re-runs the forward of %1 layer(s) per chunk (~1/3 more compute)</source>
        <translation>o recálculo completo executa de novo o forward de %1 camada(s) por bloco (~1/3 a mais de computação)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>try selective recompute first (%1); it keeps throughput near the no-recompute baseline</source>
        <translation>tente primeiro o recálculo seletivo (%1); ele mantém a taxa de transferência perto da linha de base sem recálculo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>selective recompute with no module named: Megatron then recomputes its default module, %1, which gains nothing with fused attention</source>
        <translation>recálculo seletivo sem nenhum módulo nomeado: o Megatron então recalcula seu módulo padrão, %1, que não ganha nada com atenção fusionada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>name the modules to recompute (%1, ...), or turn recompute off</source>
        <translation>nomeie os módulos a recalcular (%1, ...), ou desligue o recálculo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>recompute module %1 gains nothing with fused attention and is costly at sequence length %2</source>
        <translation>o módulo de recálculo %1 não ganha nada com atenção fusionada e é caro no comprimento da sequência %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recompute module %1 gains nothing with fused attention</source>
        <translation>o módulo de recálculo %1 não ganha nada com atenção fusionada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1; recompute %2 instead</source>
        <translation>remova %1; recalcule %2 no lugar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP overlap and delayed wgrad are both on; combined they can regress</source>
        <translation>a sobreposição de EP e o wgrad atrasado estão ambos ligados; combinados, podem piorar o desempenho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A/B plain EP overlap and delayed wgrad separately before keeping both</source>
        <translation>faça um A/B da sobreposição de EP simples e do wgrad atrasado separadamente antes de manter os dois</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_context_parallel_attention.cpp" line="+56"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para a atenção deste modelo em TP·CP = %3; %2 move todas as cabeças, então mantenha o grupo de CP dentro do domínio NVLink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s attention at TP·CP = %3</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para a atenção deste modelo em TP·CP = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para a atenção de janela deslizante deste modelo em TP·CP = %3; %2 move todas as cabeças, então mantenha o grupo de CP dentro do domínio NVLink</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention at TP·CP = %3</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para a atenção de janela deslizante deste modelo em TP·CP = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s MLA at TP·CP = %3</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para a MLA deste modelo em TP·CP = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para o softmax %4 deste modelo em TP·CP = %3; %2 move todas as cabeças, então mantenha o grupo de CP dentro do domínio NVLink</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention, %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>use %1 %2: o tipo que o Transformer Engine aceita para a atenção de janela deslizante, softmax %4 deste modelo em TP·CP = %3; %2 move todas as cabeças, então mantenha o grupo de CP dentro do domínio NVLink</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no %1 serves sliding-window attention, MLA at TP·CP = %2: use CP 1</source>
        <translation>nenhum %1 atende a atenção de janela deslizante, MLA em TP·CP = %2: use CP 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 serves %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>nenhum %1 atende o softmax %3 em TP·CP = %2: use CP 1, ou um TP·CP em que as cabeças de consulta e de chave por rank de TP sejam divisíveis por CP (a2a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves sliding-window attention, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>nenhum %1 atende a atenção de janela deslizante, softmax %3 em TP·CP = %2: use CP 1, ou um TP·CP em que as cabeças de consulta e de chave por rank de TP sejam divisíveis por CP (a2a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>nenhum %1 atende MLA, softmax %3 em TP·CP = %2: use CP 1, ou um TP·CP em que as cabeças de consulta e de chave por rank de TP sejam divisíveis por CP (a2a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves sliding-window attention, MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>nenhum %1 atende a atenção de janela deslizante, MLA, softmax %3 em TP·CP = %2: use CP 1, ou um TP·CP em que as cabeças de consulta e de chave por rank de TP sejam divisíveis por CP (a2a)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 softmax with FP8 attention at CP %2: Transformer Engine runs this softmax under CP only in BF16 attention</source>
        <translation>softmax %1 com atenção FP8 em CP %2: o Transformer Engine só executa esse softmax sob CP com atenção BF16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turn FP8 attention off (%1); the GEMMs stay FP8</source>
        <translation>desligue a atenção FP8 (%1); os GEMMs continuam em FP8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 with %3 hierarchical CP sizes (%4): Transformer Engine takes exactly two levels, [%5 inner, %6 outer]</source>
        <translation>%1 %2 com %3 tamanhos de CP hierárquicos (%4): o Transformer Engine aceita exatamente dois níveis, [%5 interno, %6 externo]</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sliding-window attention (window %1) with CP %2 over %3 %4: Transformer Engine runs a sliding window only over %5 or %6</source>
        <translation>atenção de janela deslizante (janela %1) com CP %2 sobre %3 %4: o Transformer Engine só executa uma janela deslizante sobre %5 ou %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MLA (k head dim %1, v head dim %2) with CP %3 over %4 %5: Transformer Engine runs MLA only over %6 or %7</source>
        <translation>MLA (dimensão de cabeça k %1, dimensão de cabeça v %2) com CP %3 sobre %4 %5: o Transformer Engine só executa MLA sobre %6 ou %7</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 softmax with CP %2 over %3 %4: Transformer Engine runs a non-vanilla softmax only over %5 (fused attention)</source>
        <translation>softmax %1 com CP %2 sobre %3 %4: o Transformer Engine só executa um softmax não vanilla sobre %5 (atenção fusionada)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 splits the heads over its inner %3 level of %4, but TP %5 leaves %6 query and %7 key heads per rank, not both divisible by %4</source>
        <translation>%1 %2 divide as cabeças no seu nível interno %3 de %4, mas TP %5 deixa %6 cabeças de consulta e %7 de chave por rank, que não são ambas divisíveis por %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 splits the heads over CP %3, but TP %4 leaves %5 query and %6 key heads per rank, not both divisible by %3</source>
        <translation>%1 %2 divide as cabeças sobre CP %3, mas TP %4 deixa %5 cabeças de consulta e %6 de chave por rank, que não são ambas divisíveis por %3</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_environment.cpp" line="+19"/>
        <source>on Hopper with TP %1 / CP %2 %3 must be 1 and the input does not set it: Bridge sets it itself, Megatron-LM asserts it; exports write %4</source>
        <translation>no Hopper com TP %1 / CP %2, %3 deve ser 1 e a entrada não o define: o Bridge o define sozinho, o Megatron-LM o exige por asserção; as exportações escrevem %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>set %1 in the job environment</source>
        <translation>defina %1 no ambiente da tarefa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on Hopper with TP %1 / CP %2 %3 must be 1, it is %4</source>
        <translation>no Hopper com TP %1 / CP %2, %3 deve ser 1, mas é %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set %1</source>
        <translation>defina %1</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_export_fidelity.cpp" line="+16"/>
        <source>export the Bridge YAML, which carries it, or add the setting to the job by hand</source>
        <translation>exporte o YAML do Bridge, que o inclui, ou adicione a configuração à tarefa manualmente</translation>
    </message>
</context>
<context>
    <name>run_window</name>
    <message>
        <location filename="../../core/logs/steady_window.cpp" line="+103"/>
        <location line="+225"/>
        <source>no iteration lines in the training log</source>
        <translation>nenhuma linha de iteração no log de treinamento</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>empty window %1-%2</source>
        <translation>janela vazia %1-%2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no printed line covers iterations %1-%2 (the log prints iterations %3)</source>
        <translation>nenhuma linha impressa cobre as iterações %1-%2 (o log imprime as iterações %3)</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>iterations %1-%2, the usual steady window</source>
        <translation>iterações %1-%2, a janela estável usual</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log prints iterations %1, not %2-%3</source>
        <translation>o log imprime as iterações %1, não %2-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>iterations %1-%2, the only printed line, which includes warm-up (%3)</source>
        <translation>iterações %1-%2, a única linha impressa, que inclui o aquecimento (%3)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the first printed line, iteration %1</source>
        <translation>a primeira linha impressa, iteração %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first printed line and iterations 1-%1</source>
        <translation>a primeira linha impressa e as iterações 1-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>iterations %1-%2, the last %3 printed iterations (warm-up skipped: %4); %5</source>
        <translation>iterações %1-%2, as últimas %3 iterações impressas (aquecimento ignorado: %4); %5</translation>
    </message>
</context>
<context>
    <name>schedule</name>
    <message>
        <location filename="../../core/schedule/prediction_comparison.cpp" line="+175"/>
        <source>the measured trace has %1 rank(s), the prediction %2 pipeline rank(s); figures are averages per device</source>
        <translation>o rastreamento medido tem %1 rank(s), a previsão %2 rank(s) de pipeline; os números são médias por dispositivo</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <location filename="../../core/search/layout_search.cpp" line="+93"/>
        <source>no recompute</source>
        <translation>sem recálculo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective [%1]</source>
        <translation>recálculo seletivo [%1]</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>%1 + optimizer offload %2%</source>
        <translation>%1 + descarregamento do otimizador %2%</translation>
    </message>
    <message>
        <location line="+303"/>
        <source>The best has a warning the runner-up has not (&quot;%1&quot;): with a tie, prefer the runner-up unless that is intended.</source>
        <translation>O melhor tem um aviso que o segundo não tem (“%1”): num empate, prefira o segundo, a menos que isso seja intencional.</translation>
    </message>
    <message>
        <location filename="../../core/search/search_explanation.cpp" line="+64"/>
        <source>outside the calibration: %1</source>
        <translation>fora da calibração: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>compute (incl. recompute)</source>
        <translation>computação (incl. recálculo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed TP communication</source>
        <translation>comunicação de TP exposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed CP communication</source>
        <translation>comunicação de CP exposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed EP communication</source>
        <translation>comunicação de EP exposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed PP communication</source>
        <translation>comunicação de PP exposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed DP communication</source>
        <translation>comunicação de DP exposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host overhead</source>
        <translation>sobrecarga do host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline bubble</source>
        <translation>bolha do pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer step</source>
        <translation>passo do otimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer offload</source>
        <translation>descarregamento do otimizador</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The runner-up (%1) ties with the best (%2): the same estimated step time (%3 s) and tokens/s/GPU; the best is listed first by its smaller layout key only.</source>
        <translation>O segundo (%1) empata com o melhor (%2): o mesmo tempo de passo estimado (%3 s) e os mesmos tokens/s/GPU; o melhor aparece primeiro só pela sua chave de layout menor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3) with no single larger component: its step covers fewer tokens per GPU (%4 vs %5 tokens/s/GPU).</source>
        <translation>O segundo (%1) é %2 % mais lento que o melhor (%3) sem nenhum componente maior: seu passo cobre menos tokens por GPU (%4 contra %5 tokens/s/GPU).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger, most of it made up by smaller other parts (%6 s) (step %7 s vs %8 s).</source>
        <translation>O segundo (%1) é %2 % mais lento que o melhor (%3): o componente “%4” é %5 s maior por passo, na maior parte compensado por outras partes menores (%6 s) (passo de %7 s contra %8 s).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger (step %6 s vs %7 s).</source>
        <translation>O segundo (%1) é %2 % mais lento que o melhor (%3): o componente “%4” é %5 s maior por passo (passo de %6 s contra %7 s).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is within the model&apos;s uncertainty (%1, %2): a tie; measure both before choosing.</source>
        <translation>Isso está dentro da incerteza do modelo (%1, %2): um empate; meça os dois antes de escolher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Within 1 %: a tie; measure both before choosing.</source>
        <translation>Dentro de 1 %: um empate; meça os dois antes de escolher.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1, and DP must divide the global batch (%5): choose a GPU count or a global batch that agree</source>
        <translation>nenhuma malha paralela divide %1 GPUs: TP, CP e PP são potências de dois (TP dentro de um domínio NVLink e dividindo as %2 cabeças de atenção, 2·CP dividindo a sequência de %3, PP no máximo as %4 camadas), então DP = GPUs ÷ (TP·CP·PP) guarda todo fator ímpar de %1, e DP deve dividir o lote global (%5): escolha um número de GPUs ou um lote global que concordem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1</source>
        <translation>nenhuma malha paralela divide %1 GPUs: TP, CP e PP são potências de dois (TP dentro de um domínio NVLink e dividindo as %2 cabeças de atenção, 2·CP dividindo a sequência de %3, PP no máximo as %4 camadas), então DP = GPUs ÷ (TP·CP·PP) guarda todo fator ímpar de %1</translation>
    </message>
    <message>
        <location filename="../../core/search/search_request.cpp" line="+30"/>
        <source>DP overlap grad-reduce + param-gather</source>
        <translation>sobreposição de DP grad-reduce + param-gather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DP overlap grad-reduce only</source>
        <translation>sobreposição de DP só grad-reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DP overlap param-gather only</source>
        <translation>sobreposição de DP só param-gather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no DP overlap</source>
        <translation>sem sobreposição de DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP overlap</source>
        <translation>sobreposição de TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no TP overlap</source>
        <translation>sem sobreposição de TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP overlap + delayed wgrad</source>
        <translation>sobreposição de EP + wgrad atrasado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP overlap</source>
        <translation>sobreposição de EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no EP overlap</source>
        <translation>sem sobreposição de EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared-expert overlap</source>
        <translation>sobreposição dos especialistas compartilhados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation>sem grafos CUDA</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CUDA graphs %1</source>
        <translation>grafos CUDA %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>distributed optimizer</source>
        <translation>otimizador distribuído</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no distributed optimizer</source>
        <translation>sem otimizador distribuído</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forced load balancing (benchmark-only)</source>
        <translation>balanceamento de carga forçado (apenas benchmark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless routing</source>
        <translation>roteamento sem descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capacity-factor routing</source>
        <translation>roteamento por fator de capacidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>manual GC</source>
        <translation>coleta de lixo manual</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>activation offload [%1]</source>
        <translation>descarregamento de ativações [%1]</translation>
    </message>
</context>
<context>
    <name>sources</name>
    <message>
        <location filename="../../core/rules/memory_fit.cpp" line="-67"/>
        <location line="+28"/>
        <source>the studio&apos;s per-stage memory estimate</source>
        <translation>a estimativa de memória por estágio do studio</translation>
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
        <translation>conselho do MoE Layout Studio</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_advice.cpp" line="-392"/>
        <source>MoE Layout Studio advice (ETP unset means ETP = TP in Megatron-Core)</source>
        <translation>conselho do MoE Layout Studio (ETP não definido significa ETP = TP no Megatron-Core)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MoE Layout Studio advice; NVIDIA-NeMo/Megatron-Bridge MoE optimization docs</source>
        <translation>conselho do MoE Layout Studio; documentação de otimização de MoE do NVIDIA-NeMo/Megatron-Bridge</translation>
    </message>
    <message>
        <location line="+166"/>
        <location line="+35"/>
        <source>MoE Layout Studio advice (NVLink domain topology)</source>
        <translation>conselho do MoE Layout Studio (topologia do domínio NVLink)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MoE Layout Studio advice; Megatron-Core hierarchical context parallelism (a2a+p2p)</source>
        <translation>conselho do MoE Layout Studio; paralelismo de contexto hierárquico do Megatron-Core (a2a+p2p)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>MoE Layout Studio advice (long-context CP sizing)</source>
        <translation>conselho do MoE Layout Studio (dimensionamento de CP para contexto longo)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Megatron-Core warning</source>
        <translation>aviso do Megatron-Core</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Megatron-LM arguments.py (--recompute-modules defaults to core_attn)</source>
        <translation>Megatron-LM arguments.py (--recompute-modules tem core_attn como padrão)</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_context_parallel_attention.cpp" line="-212"/>
        <source>NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py (attn_forward_func_with_cp: softmax_type only with cp_comm_type &apos;a2a&apos;); dot_product_attention/utils.py (get_attention_backend) at 002a3e573f49cb0345955745206084e289d0f346</source>
        <translation>NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py (attn_forward_func_with_cp: softmax_type só com cp_comm_type &apos;a2a&apos;); dot_product_attention/utils.py (get_attention_backend) em 002a3e573f49cb0345955745206084e289d0f346</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_dispatcher.cpp" line="-22"/>
        <source>Megatron-LM HybridEP dispatcher</source>
        <translation>despachador HybridEP do Megatron-LM</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_pipeline.cpp" line="-147"/>
        <location line="+130"/>
        <location line="+18"/>
        <source>interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)</source>
        <translation>escalonamento 1F1B intercalado, Narayanan et al. 2021 (arXiv:2104.04473)</translation>
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
        <translation>erro de leitura: %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>cannot initialise zlib</source>
        <translation>não é possível inicializar o zlib</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>truncated gzip stream: input ends at compressed byte %1 after %2 decompressed bytes</source>
        <translation>fluxo gzip truncado: a entrada termina no byte compactado %1, após %2 bytes descompactados</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>corrupt gzip data near compressed byte %1: %2</source>
        <translation>dados gzip corrompidos perto do byte compactado %1: %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot open: %1</source>
        <translation>não é possível abrir: %1</translation>
    </message>
    <message>
        <location filename="../../core/trace/json_stream.cpp" line="+97"/>
        <location filename="../../core/trace/nsys_import.cpp" line="+40"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>esperado %1, encontrado “%2”</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>expected a string key</source>
        <translation>esperada uma chave de string</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>bad %1 escape in string</source>
        <translation>escape %1 inválido na string</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected a string</source>
        <translation>esperada uma string</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>expected a value</source>
        <translation>esperado um valor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a number</source>
        <translation>esperado um número</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>invalid literal &apos;%1&apos;</source>
        <translation>literal inválido “%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractere inesperado “%1”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>mismatched &apos;%1&apos;</source>
        <translation>“%1” sem par</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>unexpected data after the top-level value</source>
        <translation>dados inesperados depois do valor de nível superior</translation>
    </message>
    <message>
        <location filename="../../core/trace/kernel_classes.cpp" line="+11"/>
        <source>bad regular expression &apos;%1&apos;: %2</source>
        <translation>expressão regular inválida “%1”: %2</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>unknown kernel class &apos;%1&apos; (%2)</source>
        <translation>classe de kernel desconhecida “%1” (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing regular expression after &apos;%1&apos;</source>
        <translation>falta a expressão regular depois de “%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no patterns</source>
        <translation>nenhum padrão</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open pattern file</source>
        <translation>não é possível abrir o arquivo de padrões</translation>
    </message>
    <message>
        <location filename="../../core/trace/kineto_import.cpp" line="+77"/>
        <source>the trace ends early, inside a quoted string (is the file truncated? the JSON stops at byte %1)</source>
        <translation>o rastreamento termina cedo, dentro de uma string entre aspas (o arquivo está truncado? o JSON para no byte %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the trace ends early, inside an event or list (is the file truncated? the JSON stops at byte %1)</source>
        <translation>o rastreamento termina cedo, dentro de um evento ou lista (o arquivo está truncado? o JSON para no byte %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (at JSON byte %2)</source>
        <translation>%1 (no byte %2 do JSON)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>trace event %1 is not an object</source>
        <translation>o evento de rastreamento %1 não é um objeto</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>%1 is not an array</source>
        <translation>%1 não é um array</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>empty file: not a Chrome trace</source>
        <translation>arquivo vazio: não é um rastreamento Chrome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a Chrome trace: the top-level value is neither an object nor an array</source>
        <translation>não é um rastreamento Chrome: o valor de nível superior não é um objeto nem um array</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>not a Chrome trace: no %1 array</source>
        <translation>não é um rastreamento Chrome: não há array %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a Chrome trace: no event has a &apos;%1&apos; field</source>
        <translation>não é um rastreamento Chrome: nenhum evento tem um campo “%1”</translation>
    </message>
    <message>
        <location filename="../../core/trace/nsys_import.cpp" line="-7"/>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read the schema: %1</source>
        <translation>não é possível ler o esquema: %1</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>not an SQLite database (no &apos;%1&apos; header)</source>
        <translation>não é um banco de dados SQLite (sem o cabeçalho “%1”)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open SQLite database: %1</source>
        <translation>não é possível abrir o banco de dados SQLite: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not an Nsight Systems export: none of %1 or %2 exists (tables: none)</source>
        <translation>não é uma exportação do Nsight Systems: não existe nenhuma de %1 ou %2 (tabelas: nenhuma)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not an Nsight Systems export: none of %1 or %2 exists (tables: %3)</source>
        <translation>não é uma exportação do Nsight Systems: não existe nenhuma de %1 ou %2 (tabelas: %3)</translation>
    </message>
    <message>
        <location filename="../../core/trace/rank_alignment.cpp" line="+43"/>
        <source>no collective kernels (matching &apos;%1&apos;) to align on</source>
        <translation>nenhum kernel coletivo (que case com &apos;%1&apos;) para alinhar</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>fewer than %1 collectives match the reference rank by name in order (index shifts up to ±%2 tried)</source>
        <translation>menos de %1 coletivas casam com o rank de referência por nome e ordem (deslocamentos de índice até ±%2 tentados)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file&apos;s times are not on an absolute clock (no %1 / session start); align on collectives instead</source>
        <translation>os tempos do arquivo não estão num relógio absoluto (sem %1 / início da sessão); alinhe pelas coletivas</translation>
    </message>
</context>
</TS>

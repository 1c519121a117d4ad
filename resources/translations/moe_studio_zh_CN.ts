<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EditorChoices</name>
    <message>
        <location filename="../../ui/editor/choice_labels.cpp" line="+20"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recompute the chosen modules</source>
        <translation>重计算所选模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recompute whole layers</source>
        <translation>重计算整层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring of point-to-point sends</source>
        <translation>点对点发送环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-to-all over heads</source>
        <translation>按注意力头的 all-to-all</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all-gather of keys and values</source>
        <translation>键和值的 all-gather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hierarchical: all-to-all inside, ring across</source>
        <translation>分层：组内 all-to-all，组间环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no CUDA graphs</source>
        <translation>不使用 CUDA Graph</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core&apos;s per-layer graphs</source>
        <translation>Megatron-Core 的逐层图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transformer Engine&apos;s per-module graphs</source>
        <translation>Transformer Engine 的逐模块图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the whole step as one graph</source>
        <translation>整个训练步作为一个图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL all-to-all</source>
        <translation>NCCL 的 all-to-all 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-gather of every token</source>
        <translation>所有 token 的 all-gather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP kernels: dispatch and combine fused with the permutation</source>
        <translation>DeepEP 内核：分发与合并和置换融合在一起</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP kernels, made for NVLink domains such as NVL72</source>
        <translation>HybridEP 内核，为 NVL72 等 NVLink 域设计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL EP kernels, on NCCL&apos;s device API</source>
        <translation>NCCL EP 内核，基于 NCCL 的设备端 API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 throughout</source>
        <translation>全程 BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8, scales per block</source>
        <translation>FP8，按块缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8, one scale per tensor</source>
        <translation>FP8，每个张量一个缩放因子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8, scales from earlier steps</source>
        <translation>FP8，缩放因子取自之前的步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP8, scales per 32 values</source>
        <translation>MXFP8，每 32 个值一个缩放因子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVFP4, 4-bit with block scales</source>
        <translation>NVFP4，4 位，按块缩放</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per-layer graphs</source>
        <translation>逐层图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per-module graphs</source>
        <translation>逐模块图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole-step graph</source>
        <translation>整步单图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hierarchical</source>
        <translation>分层</translation>
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
        <translation>&lt;p&gt;MoE Layout Studio 规划混合专家（MoE）模型在 GPU 上的分布方式，用于 Megatron-Core 或 Megatron-Bridge 训练：Megatron 接受哪种并行布局、能否放入内存、一步有多快。&lt;/p&gt;&lt;h3&gt;窗口&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;布局编辑器&lt;/b&gt;（左侧）：模型、GPU、集群和批次大小、各并行度以及训练选项。每次更改都会立即检查，并且可以撤销。在字段上按 F1 可查看其含义。&lt;/li&gt;&lt;li&gt;&lt;b&gt;折叠网格&lt;/b&gt;（顶部）：作业中的每个 GPU，在注意力网格（TP x CP x DP x PP）和 MoE 网格（ETP x EP x EDP x PP）中各出现一次——参见&lt;a href=&quot;topic:glossary/folding&quot;&gt;并行折叠&lt;/a&gt;。离开 &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;NVLink 域&lt;/a&gt;的组会突出显示。滚动以缩放，拖动以平移。&lt;/li&gt;&lt;li&gt;&lt;b&gt;内存图&lt;/b&gt;：每个流水线阶段的每 GPU 内存，分为权重、梯度、优化器状态、激活和其他开销，并与&lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;可用 HBM&lt;/a&gt; 线对照。最高的柱即&lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;约束阶段&lt;/a&gt;。&lt;/li&gt;&lt;li&gt;&lt;b&gt;检查结果列表&lt;/b&gt;（在摘要旁、内存图下方）：Megatron 会拒绝的内容（错误）、它会自行更改的内容，以及建议。每条检查结果以其标题开头；选中一条并按 F1 查看完整说明。双击带有修复的检查结果即可应用修复。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;底部的停靠窗口从“视图”菜单打开：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;估算&lt;/b&gt;（Ctrl+1）：步时、每 GPU 模型 TFLOP/s 和 &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;，以及按组成部分的分解和一步的预测时间线。&lt;/li&gt;&lt;li&gt;&lt;b&gt;可行性&lt;/b&gt;（Ctrl+2）：哪些 GPU 数量能够容纳该模型，以及能放入内存的最小方案。&lt;/li&gt;&lt;li&gt;&lt;b&gt;搜索&lt;/b&gt;（Ctrl+3）：针对某个 GPU 数量的最佳布局，按估算吞吐量排序。&lt;/li&gt;&lt;li&gt;&lt;b&gt;跟踪&lt;/b&gt;（Ctrl+4）：实测的性能分析跟踪（文件 ▸ 打开跟踪文件…），与预测并排显示。&lt;/li&gt;&lt;li&gt;&lt;b&gt;比较&lt;/b&gt;（Ctrl+5）：固定布局并查看它们之间的差异。&lt;/li&gt;&lt;li&gt;&lt;b&gt;运行&lt;/b&gt;（Ctrl+6）：你的作业的实测运行，与估算对照评分。&lt;/li&gt;&lt;li&gt;&lt;b&gt;内存假设&lt;/b&gt;（Ctrl+7）：内存估算中带标签的假设（路由不均衡、分发器工作区、碎片等），可以修改。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;两分钟上手&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;从已知布局开始：文件 ▸ 从配方库打开… 会列出代表性布局和 Megatron-Bridge 性能配方。或者在编辑器顶部选择&lt;b&gt;模型&lt;/b&gt;和 &lt;b&gt;GPU&lt;/b&gt;。&lt;/li&gt;&lt;li&gt;在“集群和批次”下设置 &lt;b&gt;GPU 数&lt;/b&gt;、&lt;b&gt;序列长度&lt;/b&gt;和&lt;b&gt;全局批次&lt;/b&gt;。&lt;/li&gt;&lt;li&gt;在“并行折叠”下选择 &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;、&lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;、&lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; 和 &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt;。微调框只会步进到能整除作业的大小；DP 和 EDP 随之变化。&lt;/li&gt;&lt;li&gt;阅读检查结果列表，直到它显示没有错误。在提供一键修复的地方应用修复。&lt;/li&gt;&lt;li&gt;检查内存图是否保持在可用 HBM 线之下；如果没有，检查结果会给出调节手段，例如&lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;重计算&lt;/a&gt;、更小的微批次或更大的 EP 或 PP。&lt;/li&gt;&lt;li&gt;打开“估算”停靠窗口，每次只改一个大小，比较步时和 MFU；“搜索”停靠窗口会提出你可能没有尝试过的布局。&lt;/li&gt;&lt;li&gt;文件 ▸ 导出… 会为你选择的 Megatron-Core 版本写出 &lt;b&gt;Megatron-LM 启动脚本&lt;/b&gt;或 &lt;b&gt;Megatron-Bridge YAML&lt;/b&gt; 覆盖配置。有错误的布局不会被导出；内存放不下的布局只在你要求时导出，并在文件中附带警告。&lt;/li&gt;&lt;li&gt;文件 ▸ 保存 会把布局保存为配方文件，可进行版本管理并再次打开。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/window/help_menu.cpp" line="+52"/>
        <source>Folded grids ▸ zoom	Wheel, + / −</source>
        <translation>折叠网格 ▸ 缩放	滚轮、+ / −</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ pan	Drag</source>
        <translation>折叠网格 ▸ 平移	拖动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ reset zoom	0</source>
        <translation>折叠网格 ▸ 重置缩放	0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded grids ▸ walk the GPUs, select one	Arrows, Enter, Escape</source>
        <translation>折叠网格 ▸ 逐个浏览 GPU、选中一个	方向键、Enter、Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace timeline ▸ move the cursor, jump between kernels	Arrows, Ctrl+Arrows</source>
        <translation>跟踪时间线 ▸ 移动光标、在内核之间跳转	方向键、Ctrl+方向键</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace timeline ▸ select a window, zoom to it, clear it	Shift+Arrows, Enter, Escape</source>
        <translation>跟踪时间线 ▸ 选择窗口、缩放到窗口、取消窗口	Shift+方向键、Enter、Esc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace timeline ▸ zoom, fit	+ / −, 0</source>
        <translation>跟踪时间线 ▸ 缩放、适应窗口	+ / −、0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Help &amp;Contents</source>
        <translation>帮助内容(&amp;C)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Getting &amp;Started</source>
        <translation>入门(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;About MoE Layout Studio</source>
        <translation>关于 MoE Layout Studio(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About MoE Layout Studio</source>
        <translation>关于 MoE Layout Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;Plan Mixture-of-Experts training layouts for Megatron-Core and Megatron-Bridge: Parallel Folding meshes, Megatron&apos;s rules, memory per pipeline stage and step time.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;为 Megatron-Core 和 Megatron-Bridge 规划混合专家（MoE）训练布局：并行折叠网格、Megatron 的规则、每个流水线阶段的内存以及步时。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <location filename="../../ui/help/help_topics.cpp" line="+78"/>
        <source>The constants, as Calibrate from Runs lists them</source>
        <translation>常数（按“从运行校准”中的列出方式）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;Every menu command&apos;s shortcut stands beside it in its menu, and &lt;b&gt;Help ▸ Keyboard Shortcuts&lt;/b&gt; lists them all. The keys that belong to no menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;: the next or previous control, in the order they stand on screen; a frame shows where the focus is.&lt;/li&gt;&lt;li&gt;&lt;b&gt;F1&lt;/b&gt;: the help page of the field or finding that has the focus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+1&lt;/b&gt; to &lt;b&gt;Ctrl+7&lt;/b&gt;: open a bottom panel (Estimate, Feasibility, Search, Trace, Compare, Runs, Memory Assumptions) with the focus in it.&lt;/li&gt;&lt;li&gt;In a size field: &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; step to the next size that divides the job; &lt;b&gt;Enter&lt;/b&gt; applies a typed value. On a slider the arrow keys move it one stop.&lt;/li&gt;&lt;li&gt;In a folded grid: the arrow keys walk the GPUs (&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; selects the first), &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;−&lt;/b&gt; zoom, &lt;b&gt;0&lt;/b&gt; or &lt;b&gt;Home&lt;/b&gt; resets the view, &lt;b&gt;Escape&lt;/b&gt; clears the selection.&lt;/li&gt;&lt;li&gt;In the trace timeline: &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move the cursor, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; change the lane, &lt;b&gt;Ctrl&lt;/b&gt;+arrows jump to the next or previous kernel (its name, class and times show as on hover), &lt;b&gt;Shift&lt;/b&gt;+arrows select a time window for the metrics, &lt;b&gt;Enter&lt;/b&gt; zooms to it, &lt;b&gt;Escape&lt;/b&gt; clears it, &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;−&lt;/b&gt; zoom about the cursor, &lt;b&gt;0&lt;/b&gt; or &lt;b&gt;Home&lt;/b&gt; fits the trace.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+X&lt;/b&gt; (Apply Fix): applies the selected finding&apos;s fix where one is offered.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: undo and redo any edit, also with the focus in a field.&lt;/li&gt;&lt;li&gt;In a dialog: &lt;b&gt;Enter&lt;/b&gt; accepts, &lt;b&gt;Escape&lt;/b&gt; cancels.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;每个菜单命令的快捷键都写在菜单中该命令旁边，&lt;b&gt;帮助 ▸ 键盘快捷键&lt;/b&gt; 会列出全部快捷键。不属于任何菜单的按键：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;：按屏幕上的顺序移到下一个或上一个控件；焦点所在处有边框标示。&lt;/li&gt;&lt;li&gt;&lt;b&gt;F1&lt;/b&gt;：打开当前焦点所在字段或检查结果的帮助页。&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+1&lt;/b&gt; 到 &lt;b&gt;Ctrl+7&lt;/b&gt;：打开底部面板（估算、可行性、搜索、跟踪、比较、运行、内存假设），并将焦点置于其中。&lt;/li&gt;&lt;li&gt;在尺寸字段中：&lt;b&gt;↑&lt;/b&gt; 和 &lt;b&gt;↓&lt;/b&gt; 跳到下一个能整除作业的尺寸；&lt;b&gt;Enter&lt;/b&gt; 应用输入的值。在滑块上，方向键每次移动一档。&lt;/li&gt;&lt;li&gt;在折叠网格中：方向键逐个走过 GPU（&lt;b&gt;Enter&lt;/b&gt; 或 &lt;b&gt;空格键&lt;/b&gt; 选中第一个），&lt;b&gt;+&lt;/b&gt; 和 &lt;b&gt;−&lt;/b&gt; 缩放，&lt;b&gt;0&lt;/b&gt; 或 &lt;b&gt;Home&lt;/b&gt; 重置视图，&lt;b&gt;Esc&lt;/b&gt; 取消选择。&lt;/li&gt;&lt;li&gt;在跟踪时间线中：&lt;b&gt;←&lt;/b&gt; 和 &lt;b&gt;→&lt;/b&gt; 移动光标，&lt;b&gt;↑&lt;/b&gt; 和 &lt;b&gt;↓&lt;/b&gt; 换泳道，&lt;b&gt;Ctrl&lt;/b&gt;+方向键跳到下一个或上一个内核（与悬停时一样显示其名称、类别和时间），&lt;b&gt;Shift&lt;/b&gt;+方向键为指标选择一个时间窗口，&lt;b&gt;Enter&lt;/b&gt; 缩放到该窗口，&lt;b&gt;Esc&lt;/b&gt; 取消它，&lt;b&gt;+&lt;/b&gt; 和 &lt;b&gt;−&lt;/b&gt; 以光标为中心缩放，&lt;b&gt;0&lt;/b&gt; 或 &lt;b&gt;Home&lt;/b&gt; 显示整个跟踪。&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+X&lt;/b&gt;（应用修复）：在提供修复时，应用所选检查结果的修复。&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;：撤销和重做任何编辑，焦点在字段中时也可以。&lt;/li&gt;&lt;li&gt;在对话框中：&lt;b&gt;Enter&lt;/b&gt; 确认，&lt;b&gt;Esc&lt;/b&gt; 取消。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Getting Started</source>
        <translation>入门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings explained</source>
        <translation>检查结果说明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keyboard shortcut shortcuts keys hotkeys</source>
        <comment>search words for the keyboard-shortcuts help page</comment>
        <translation>键盘 快捷键 按键 热键</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <location filename="../../ui/export/view_image_sources.cpp" line="+36"/>
        <source>Folded grids</source>
        <translation>折叠网格</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory per stage</source>
        <translation>各阶段内存</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Step-time breakdown</source>
        <translation>步时分解</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search: throughput against memory headroom</source>
        <translation>搜索：吞吐量与内存余量</translation>
    </message>
</context>
<context>
    <name>PredictionJob</name>
    <message>
        <location filename="../../ui/trace/prediction_job.cpp" line="+54"/>
        <source>the recipe has an error (%1): no step to simulate</source>
        <translation>配方有错误（%1）：没有可模拟的步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the layout does not fit in memory (pipeline stage %1 needs %2 GiB of %3 GiB usable): no step to simulate</source>
        <translation>该布局放不进内存（流水线阶段 %1 需要 %2 GiB，可用 %3 GiB）：没有可模拟的步</translation>
    </message>
</context>
<context>
    <name>QLabel</name>
    <message>
        <location filename="../../ui/common/live_label.cpp" line="+73"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="+119"/>
        <source>%1 of communication; nothing hides it</source>
        <translation>通信 %1；没有任何计算将其隐藏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of communication, %2 exposed: %3 hidden behind %4</source>
        <translation>通信 %1，暴露 %2：%3 隐藏在 %4 之后</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GEMMs %1, attention kernels %2, HBM-bound kernels %3 (recompute included)</source>
        <translation>GEMM %1，注意力内核 %2，受 HBM 限制的内核 %3（含重计算）</translation>
    </message>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+209"/>
        <source>the view no longer exists</source>
        <translation>该视图已不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no size to draw</source>
        <translation>%1 没有可绘制的尺寸</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>could not draw %1 as %2</source>
        <translation>无法将 %1 绘制为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+37"/>
        <source>Any</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+84"/>
        <source>%1 (no recipe or window)</source>
        <translation>%1（无配方或窗口）</translation>
    </message>
    <message>
        <location filename="../../ui/runs/run_record.cpp" line="+86"/>
        <source>no files picked for the run</source>
        <translation>未为该运行选择文件</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create a temporary folder for the current recipe</source>
        <translation>无法为当前配方创建临时文件夹</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the studio&apos;s recipe at %1 (%2)</source>
        <translation>%1 时的 Studio 配方（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a run needs a training log (add a .log, .txt or .out file)</source>
        <translation>运行需要训练日志（请添加 .log、.txt 或 .out 文件）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no recipe</source>
        <translation>无配方</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel.cpp" line="+69"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../ui/window/color_scheme.cpp" line="+181"/>
        <source>Colour &amp;Scheme</source>
        <translation>配色方案(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+92"/>
        <source>An autosave could not be read</source>
        <translation>无法读取自动保存的内容</translation>
    </message>
    <message>
        <location filename="../../ui/state/recovery_offer.cpp" line="+11"/>
        <source>unsaved edits to %1</source>
        <translation>%1 的未保存编辑</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n pinned recipe(s)</source>
        <translation>
            <numerusform>%n 个已固定配方</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n attached run(s) (loaded again from their files)</source>
        <translation>
            <numerusform>%n 个已附加的运行（从其文件重新加载）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the trace open in the Trace panel (%1)</source>
        <translation>“跟踪”面板中打开的跟踪（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cluster calibration “%1”</source>
        <translation>集群校准“%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with %1</source>
        <translation>，以及 %1</translation>
    </message>
    <message>
        <location filename="../../app/moe-studio/main.cpp" line="+9"/>
        <source>Recover the last session</source>
        <translation>恢复上次会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE Layout Studio did not shut down normally. Kept from %1: %2.

Restore them?</source>
        <translation>MoE Layout Studio 未正常关闭。保留自 %1：%2。

是否恢复？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SearchCommand</name>
    <message>
        <location filename="../../ui/search/search_command_text.cpp" line="+21"/>
        <source>The recipe has changed since this search: the command repeats it from the recipe as it was then.</source>
        <translation>此次搜索之后配方已更改：该命令按搜索时的配方重复搜索。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the recipe first: the command reads it from a file.</source>
        <translation>请先保存配方：该命令从文件读取配方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The recipe has unsaved edits: save it first, the command reads %1 as saved.</source>
        <translation>配方有未保存的修改：请先保存，该命令读取已保存的 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The command finds the %1 cluster profile among the saved ones (Runs ▸ Calibrate from Runs… ▸ Save Profile).</source>
        <translation>该命令在已保存的集群配置文件中查找 %1（运行 ▸ 从运行校准… ▸ 保存配置文件）。</translation>
    </message>
</context>
<context>
    <name>StepBreakdown</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="-109"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed TP comm</source>
        <translation>暴露的 TP 通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed CP comm</source>
        <translation>暴露的 CP 通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed EP comm</source>
        <translation>暴露的 EP 通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed PP comm</source>
        <translation>暴露的 PP 通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed DP comm</source>
        <translation>暴露的 DP 通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host overhead</source>
        <translation>主机开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer offload</source>
        <translation>优化器卸载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed per step</source>
        <translation>每步固定开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exposed activation offload</source>
        <translation>暴露的激活卸载</translation>
    </message>
</context>
<context>
    <name>TimelineClass</name>
    <message>
        <location filename="../../ui/trace/timeline_lanes.cpp" line="+29"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memcpy/memset</source>
        <translation>memcpy/memset</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forward pass</source>
        <translation>前向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward pass</source>
        <translation>反向</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>TraceLanes</name>
    <message>
        <location filename="../../ui/trace/prediction_job.cpp" line="-36"/>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/trace/timeline_view.cpp" line="+65"/>
        <source>ranges</source>
        <translation>区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passes</source>
        <translation>前向/反向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stream %1</source>
        <translation>流 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pred PP%1 %2</source>
        <extracomment>A predicted lane&apos;s header: &quot;pred PP2 compute&quot; (PP rank 2 of the prediction, its compute stream).</extracomment>
        <translation>预测 PP%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/prediction_lanes.cpp" line="+34"/>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expert GEMM</source>
        <translation>专家 GEMM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other compute</source>
        <translation>其他计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dispatch/combine</source>
        <translation>分发/合并</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>send/recv</source>
        <translation>发送/接收</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memcpy</source>
        <translation>memcpy</translation>
    </message>
    <message>
        <location filename="../../ui/trace/timeline_view.cpp" line="-31"/>
        <source>predicted step</source>
        <translation>预测的步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 [predicted]</source>
        <translation>%1［预测］</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>forward of microbatch %1 on model chunk %2</source>
        <translation>微批次 %1 在模型块 %2 上的前向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward of microbatch %1 on model chunk %2</source>
        <translation>微批次 %1 在模型块 %2 上的反向</translation>
    </message>
</context>
<context>
    <name>calibration_constants</name>
    <message>
        <location filename="../../core/perf/calibration.cpp" line="+26"/>
        <location line="+4"/>
        <source>fraction of ceiling</source>
        <translation>上限的比例</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>training GEMMs vs the measured GEMM ceiling at large shapes</source>
        <translation>大形状下训练 GEMM 相对实测 GEMM 上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>GEMM rows per GPU per microbatch where dense η halves</source>
        <translation>稠密 η 减半时每 GPU 每微批次的 GEMM 行数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grouped expert GEMM vs the measured ceiling of its precision (BF16, FP8/MXFP8, NVFP4) at large sizes</source>
        <translation>大尺寸下分组专家 GEMM 相对其精度（BF16、FP8/MXFP8、NVFP4）实测上限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rows per local expert where grouped η halves</source>
        <translation>分组 η 减半时每个本地专家的行数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K elements</source>
        <translation>K 元素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reduction depth (K) where a grouped expert GEMM reaches half its deep-K rate</source>
        <translation>分组专家 GEMM 达到其深 K 速率一半时的归约深度（K）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fraction of BF16 peak</source>
        <translation>BF16 峰值的比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention forward at long sequences</source>
        <translation>长序列下的融合注意力前向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention backward rate (2x the forward FLOPs) vs the forward&apos;s MMA rate</source>
        <translation>注意力反向速率（前向 FLOPs 的 2 倍）相对前向的 MMA 速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output columns per GEMM tile</source>
        <translation>每个 GEMM 分块的输出列数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys per block whose rate sink attention reaches at most (0 = no limit)</source>
        <translation>汇聚注意力最多能达到其速率的每块键数（0 = 不限）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys per attention chunk where η halves</source>
        <translation>η 减半时每个注意力块的键数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>channels</source>
        <translation>通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head dim where attention η halves, relative to d = 128</source>
        <translation>注意力 η 减半时的头维度，相对 d = 128</translation>
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
        <translation>比例</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>share of the attention forward&apos;s shorter pipeline (softmax exponentials or MMA) left exposed</source>
        <translation>注意力前向中较短的流水（softmax 指数运算或 MMA）未被隐藏的比例</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>achieved HBM bandwidth share</source>
        <translation>实际达到的 HBM 带宽比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring collectives inside NVLink, large messages</source>
        <translation>NVLink 内的环形集合通信，大消息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ring collectives over the NIC, large messages</source>
        <translation>经过 NIC 的环形集合通信，大消息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size where a collective reaches half its bus bandwidth</source>
        <translation>集合通信达到其总线带宽一半时的消息大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL all-to-all vs link</source>
        <translation>NCCL all-to-all 相对链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL all-to-all per GPU inside the NVLink domain at most, 8 GPUs (0 = no cap)</source>
        <translation>NVLink 域内每 GPU 的 NCCL all-to-all 上限，8 个 GPU（0 = 不设上限）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL all-to-all ceiling inside NVLink scales as 1 + k/peers</source>
        <translation>NVLink 内的 NCCL all-to-all 上限按 1 + k/对端数 缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP/NCCL-EP dispatch and combine vs NVLink</source>
        <translation>HybridEP/NCCL-EP 分发与合并相对 NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HybridEP/NCCL-EP dispatch and combine, RDMA part, vs the NIC</source>
        <translation>HybridEP/NCCL-EP 分发与合并的 RDMA 部分相对 NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine vs NVLink</source>
        <translation>DeepEP 分发与合并相对 NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine vs NVLink in an NVL72 rack (GB200/GB300)</source>
        <translation>NVL72 机架（GB200/GB300）中 DeepEP 分发与合并相对 NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepEP dispatch and combine, RDMA part, vs the NIC</source>
        <translation>DeepEP 分发与合并的 RDMA 部分相对 NIC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>latency per ring step or all-to-all</source>
        <translation>每个环步或每次 all-to-all 的延迟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs overlapped NCCL EP kernels take from compute</source>
        <translation>被重叠的 NCCL EP 内核从计算中占走的 SM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs a HybridEP dispatch/combine kernel occupies</source>
        <translation>HybridEP 分发/合并内核占用的 SM 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SMs a DeepEP dispatch/combine kernel occupies</source>
        <translation>DeepEP 分发/合并内核占用的 SM 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host time per eager kernel launch</source>
        <translation>每次即时执行内核启动的主机时间</translation>
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
        <translation>启动次数</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>attention launches per layer per microbatch</source>
        <translation>每层每微批次的注意力启动次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>router launches per MoE layer per microbatch</source>
        <translation>每个 MoE 层每微批次的路由器启动次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MoE preprocess launches per layer per microbatch</source>
        <translation>每层每微批次的 MoE 预处理启动次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expert launches per MoE layer per microbatch</source>
        <translation>每个 MoE 层每微批次的专家启动次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expert launches per local expert per MoE layer per microbatch, BF16 experts</source>
        <translation>每个本地专家每个 MoE 层每微批次的专家启动次数，BF16 专家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expert launches per local expert per MoE layer per microbatch, FP8/MXFP8/NVFP4 experts</source>
        <translation>每个本地专家每个 MoE 层每微批次的专家启动次数，FP8/MXFP8/NVFP4 专家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dense MLP launches per layer per microbatch</source>
        <translation>每层每微批次的稠密 MLP 启动次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other launches per layer per microbatch</source>
        <translation>每层每微批次的其他启动次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations core_attn recompute re-launches</source>
        <translation>core_attn 重计算重新启动的操作数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations layernorm recompute re-launches</source>
        <translation>layernorm 重计算重新启动的操作数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations moe_act recompute re-launches</source>
        <translation>moe_act 重计算重新启动的操作数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>operations mla_up_proj recompute re-launches</source>
        <translation>mla_up_proj 重计算重新启动的操作数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NCCL alltoall dispatcher operations beyond the flex dispatcher&apos;s per MoE layer per microbatch</source>
        <translation>NCCL alltoall 分发器每个 MoE 层每微批次比 flex 分发器多出的操作数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step share lost to GC without --manual-gc</source>
        <translation>不使用 --manual-gc 时因 GC 损失的步时占比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busiest expert rank / mean, real routing</source>
        <translation>最忙的专家 rank / 平均值，真实路由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-host bandwidth per GPU per direction (PCIe)</source>
        <translation>每 GPU 每方向的 GPU-主机带宽（PCIe）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-host bandwidth per GPU per direction (Grace C2C)</source>
        <translation>每 GPU 每方向的 GPU-主机带宽（Grace C2C）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1e9 params/s</source>
        <translation>1e9 参数/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU Adam throughput per GPU</source>
        <translation>每 GPU 的 CPU Adam 吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixed cost per step</source>
        <translation>每步的固定开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step share a non-compute term needs to be the wall</source>
        <translation>非计算项成为瓶颈所需的步时占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction of peak</source>
        <translation>峰值的比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GEMM ceiling of a GPU without a measurement</source>
        <translation>没有实测值的 GPU 的 GEMM 上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sustained compute rate vs board power within a die family</source>
        <translation>同一芯片系列内持续计算速率相对板卡功耗</translation>
    </message>
</context>
<context>
    <name>calibration_fit</name>
    <message>
        <location filename="../../core/perf/cluster_calibration.cpp" line="+65"/>
        <source>run &apos;%1&apos;: %2</source>
        <translation>运行“%1”：%2</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>no measured runs: give at least one</source>
        <translation>没有测量的运行：请至少提供一个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>run &apos;%1&apos;: measured step time must be positive</source>
        <translation>运行“%1”：测得的步时必须为正</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run &apos;%1&apos;: trace times must be finite and non-negative</source>
        <translation>运行“%1”：跟踪中的时间必须是有限的非负数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown constant &apos;%1&apos; (see %2)</source>
        <translation>未知常数“%1”（见 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its base value is 0, which a multiplicative fit cannot move</source>
        <translation>其基准值为 0，乘法拟合无法改变它</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no run exercises it (step-time elasticity %1 &lt; %2)</source>
        <translation>没有运行用到它（步时弹性 %1 &lt; %2）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>determined (elasticity %1)</source>
        <translation>可确定（弹性 %1）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the constants already fitted</source>
        <translation>已拟合的常数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>collinear with %1 on these runs (only %2 % of its effect is independent; %3 observation)</source>
        <translation>在这些运行上与 %1 共线（其影响只有 %2 % 是独立的；%3 个观测值）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>collinear with %1 on these runs (only %2 % of its effect is independent; %3 observations)</source>
        <translation>在这些运行上与 %1 共线（其影响只有 %2 % 是独立的；%3 个观测值）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>run &apos;%1&apos;: the recipe does not fit in memory by the studio&apos;s model (binding stage %2 GiB of %3 GiB usable): the run cannot have trained as the recipe says; set the recipe to what the run used (recompute, offload, layout) before fitting to it</source>
        <translation>运行“%1”：按本工具的内存模型，该配方放不下（约束阶段 %2 GiB，可用 %3 GiB）：这次运行不可能按配方所写的方式训练；拟合之前请把配方改成运行实际使用的设置（重计算、卸载、布局）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>constant &apos;%1&apos; is listed twice</source>
        <translation>常数“%1”列出了两次</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 constants requested (%2) but the runs give %3 observation (one step time per run, plus compute and exposed comm per traced run)</source>
        <translation>请求了 %1 个常数（%2），但这些运行只给出 %3 个观测值（每次运行一个步时，每个带跟踪的运行另加计算和暴露通信）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 constants requested (%2) but the runs give %3 observations (one step time per run, plus compute and exposed comm per traced run)</source>
        <translation>请求了 %1 个常数（%2），但这些运行只给出 %3 个观测值（每次运行一个步时，每个带跟踪的运行另加计算和暴露通信）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot fit what the runs do not determine: %1</source>
        <translation>无法拟合这些运行不能确定的量：%1</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1; ended on its bound, so the runs want a value outside the plausible range</source>
        <translation>%1；停在了边界上，说明这些运行需要一个超出合理范围的值</translation>
    </message>
</context>
<context>
    <name>evidence</name>
    <message>
        <location filename="../../core/evidence/contract_diff.cpp" line="+61"/>
        <source>%1 variables differ (%2): change one variable at a time</source>
        <translation>%1 个变量不同（%2）：一次只改变一个变量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>labels differ: A is %1, B is %2; benchmark-only semantics must be validated separately</source>
        <translation>标签不同：A 为 %1，B 为 %2；仅限基准测试的语义须另行验证</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 variables are known for one run only (%2): they cannot be shown fixed</source>
        <translation>%1 个变量只在一次运行中已知（%2）：无法证明它们保持不变</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: the run&apos;s files are not one job&apos;s: %2</source>
        <translation>%1：该运行的文件不属于同一个作业：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the run is not its recipe&apos;s job: %2</source>
        <translation>%1：该运行不是其配方的作业：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step time, steady-window mean (ms)</source>
        <translation>步时，稳态窗口均值（ms）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model TFLOP/s/GPU</source>
        <translation>模型 TFLOP/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens/s/GPU</source>
        <translation>tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peak max allocated (MiB)</source>
        <translation>已分配内存峰值（MiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peak max reserved (MiB)</source>
        <translation>已预留内存峰值（MiB）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hidden communication (%)</source>
        <translation>被隐藏的通信（%）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exposed communication per window (ms)</source>
        <translation>每个窗口暴露的通信（ms）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>communication union per window (ms)</source>
        <translation>每个窗口的通信并集（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute union per window (ms)</source>
        <translation>每个窗口的计算并集（ms）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU idle per window (ms)</source>
        <translation>每个窗口的 GPU 空闲时间（ms）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one trace is step-aligned and the other is not: overlap deltas compare different windows</source>
        <translation>一个跟踪按步对齐，另一个没有：重叠差值比较的是不同的窗口</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a trace is attached to one run only: no matched profile for the overlap deltas</source>
        <translation>只有一次运行附带了跟踪：重叠差值没有可配对的剖析数据</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s logged TFLOP/s/GPU is %2, %3&apos;s %4: the TFLOP/s delta is partly the count</source>
        <translation>%1 日志中的 TFLOP/s/GPU 为 %2，%3 的为 %4：TFLOP/s 差值部分来自计数方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a steady window is missing: step-time and TFLOP/s deltas need a training log for both runs</source>
        <translation>缺少稳态窗口：步时和 TFLOP/s 的差值需要两次运行都有训练日志</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: loss not finite on every line of the window</source>
        <translation>%1：窗口内并非每一行的损失都是有限值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 skipped and %3 NaN iterations in the window</source>
        <translation>%1：窗口内有 %2 次跳过的迭代和 %3 次 NaN 迭代</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>refused: the files of %1 are not one job&apos;s (%2); its recorded variables cannot be set against the other run&apos;s</source>
        <translation>拒绝：%1 的文件不属于同一个作业（%2）；它记录的变量不能与另一次运行的相比</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>refused: %1 is not its recipe&apos;s job (%2); its recorded variables cannot be set against the other run&apos;s</source>
        <translation>拒绝：%1 不是其配方的作业（%2）；它记录的变量不能与另一次运行的相比</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, under different labels (benchmark-only semantics disclosed), provided the variables known for one run only were fixed</source>
        <translation>只有 %1 不同（%2 -&gt; %3）：差值可归因于它，但两者标签不同（已说明仅用于基准测试的语义），前提是只在一次运行中已知的变量保持不变</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, under different labels (benchmark-only semantics disclosed)</source>
        <translation>只有 %1 不同（%2 -&gt; %3）：差值可归因于它，但两者标签不同（已说明仅用于基准测试的语义）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it, provided the variables known for one run only were fixed</source>
        <translation>只有 %1 不同（%2 -&gt; %3）：差值可归因于它，前提是只在一次运行中已知的变量保持不变</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only %1 differs (%2 -&gt; %3): the delta is attributable to it</source>
        <translation>只有 %1 不同（%2 -&gt; %3）：差值可归因于它</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no recorded variable differs: the delta is run-to-run variation or an unrecorded variable</source>
        <translation>没有记录的变量不同：差值来自运行间波动或未记录的变量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>refused: %1 variables differ (%2); a multi-change gain is not attributable to any one of them</source>
        <translation>拒绝：%1 个变量不同（%2）；多处改动带来的收益不能归因于其中任何一个</translation>
    </message>
    <message>
        <location filename="../../core/evidence/predicted_vs_measured.cpp" line="+166"/>
        <source>the recipe does not fit in memory by the studio&apos;s model (binding stage %1 GiB of %2 GiB usable): the run cannot have trained as the recipe says, so the recipe or the memory model is wrong; set the recipe to what the run used</source>
        <translation>按本工具的内存模型，该配方放不下（约束阶段 %1 GiB，可用 %2 GiB）：这次运行不可能按配方所写的方式训练，因此配方或内存模型有误；请把配方改成运行实际使用的设置</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>probably not this recipe&apos;s run: the predicted step is %1x longer than the measured one: probably not a run of this recipe (another model, layout or batch)</source>
        <translation>可能不是此配方的运行：预测的步时是测得值的 %1 倍长：可能不是此配方的运行（另一个模型、布局或批次）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probably not this recipe&apos;s run: the predicted step is %1x shorter than the measured one: probably not a run of this recipe (another model, layout or batch)</source>
        <translation>可能不是此配方的运行：预测的步时只有测得值的 %1 分之一：可能不是此配方的运行（另一个模型、布局或批次）</translation>
    </message>
    <message>
        <location filename="../../core/evidence/run_consistency.cpp" line="+103"/>
        <source>world size</source>
        <translation>总 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch size</source>
        <translation>全局批次大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>router top-k</source>
        <translation>路由 top-k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert FFN hidden size</source>
        <translation>专家 FFN 隐藏维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>micro batch size</source>
        <translation>微批次大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model GFLOP per token</source>
        <translation>每 token 模型 GFLOP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: recipe %2, run %3</source>
        <translation>%1：配方 %2，运行 %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>log %1:%2 (iteration %3)</source>
        <translation>日志 %1:%2（第 %3 次迭代）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log %1:%2</source>
        <translation>日志 %1:%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1:%2 (steady window)</source>
        <translation>日志 %1:%2（稳态窗口）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1, steady window %2-%3</source>
        <translation>日志 %1，稳态窗口 %2-%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trace %1 (%2)</source>
        <translation>跟踪 %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trace %1</source>
        <translation>跟踪 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recipe %1</source>
        <translation>配方 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log %1</source>
        <translation>日志 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sequence</source>
        <translation>序列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model GFLOP/token</source>
        <translation>模型 GFLOP/token</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+37"/>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 对 %3</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Not this recipe&apos;s run (recipe vs run): %1</source>
        <translation>不是此配方的运行（配方对运行）：%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 TFLOP/s/GPU on a %2 (peak %3)</source>
        <translation>%2 上的 %1 TFLOP/s/GPU（峰值 %3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s %1 TFLOP/s/GPU (%2) is above the dense peak of the %3, %4 TFLOP/s (%5)</source>
        <translation>日志中的 %1 TFLOP/s/GPU（%2）高于 %3 的稠密峰值 %4 TFLOP/s（%5）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3) vs %4 (%5)</source>
        <translation>%1：%2（%3）对 %4（%5）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of two jobs</source>
        <translation>两个作业的文件</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The run&apos;s files are not one job&apos;s: %1</source>
        <translation>该运行的文件不属于同一个作业：%1</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>%1 if on the recipe&apos;s %2 GPUs</source>
        <translation>%1（假如运行在配方的 %2 个 GPU 上）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(log)</source>
        <translation>（日志）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(recipe)</source>
        <translation>（配方）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>log %1: %2 TFLOP/s/GPU over %3 ms per step, GBS %4 %5, sequence %6 %7, %8 GPUs %9</source>
        <translation>日志 %1：每步 %3 ms 内 %2 TFLOP/s/GPU，GBS %4 %5，序列 %6 %7，%8 个 GPU %9</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed line cover %5 of them)</source>
        <translation>稳态窗口 %2 次迭代中打印了 %1 次（日志间隔 %3；%4 行打印覆盖其中 %5 次）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed line cover %5 of them, %6 not covered)</source>
        <translation>稳态窗口 %2 次迭代中打印了 %1 次（日志间隔 %3；%4 行打印覆盖其中 %5 次，%6 次未覆盖）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed lines cover %5 of them)</source>
        <translation>稳态窗口 %2 次迭代中打印了 %1 次（日志间隔 %3；%4 行打印覆盖其中 %5 次）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 steady-window iterations printed (log interval %3; %4 printed lines cover %5 of them, %6 not covered)</source>
        <translation>稳态窗口 %2 次迭代中打印了 %1 次（日志间隔 %3；%4 行打印覆盖其中 %5 次，%6 次未覆盖）</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../../core/export/target_version.cpp" line="+75"/>
        <source>export refused: the recipe breaks 1 hard rule (%1)</source>
        <translation>拒绝导出：配方违反 1 条硬性规则（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export refused: the recipe breaks %1 hard rules (%2)</source>
        <translation>拒绝导出：配方违反 %1 条硬性规则（%2）</translation>
    </message>
</context>
<context>
    <name>feasibility</name>
    <message>
        <location filename="../../core/feasibility/feasibility.cpp" line="+36"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective [%1]</source>
        <translation>选择性重计算 [%1]</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>full recompute</source>
        <translation>完整重计算</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 + optimizer offload %2%</source>
        <translation>%1 + 优化器卸载 %2%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>full recompute + optimizer offload %1%</source>
        <translation>完整重计算 + 优化器卸载 %1%</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>DP squeezed below 1: no TP·CP·PP and EP·PP mesh divides %1 GPUs</source>
        <translation>DP 被挤压到 1 以下：没有能整除 %1 个 GPU 的 TP·CP·PP 与 EP·PP 网格</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no cp_comm_type Transformer Engine accepts serves this model&apos;s %1 at TP·CP = %2·%3</source>
        <translation>在 TP·CP = %2·%3 下，Transformer Engine 接受的 cp_comm_type 都无法支持该模型的 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GBS not divisible: GBS %1 &lt; MBS·DP = %2</source>
        <translation>GBS 无法整除：GBS %1 &lt; MBS·DP = %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>host memory: %1 with %2 fits the GPU (%3 GiB of %4) but needs %5 GiB of host memory per GPU &gt; %6 GiB available</source>
        <translation>主机内存：%1 配合 %2 放得下 GPU（%3 GiB，共 %4），但每个 GPU 需要 %5 GiB 主机内存 &gt; 可用的 %6 GiB</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>rule %1: %2</source>
        <translation>规则 %1：%2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, %2; GA %3; GBS must drop from %4 to %5</source>
        <translation>%1，%2；GA %3；GBS 须从 %4 降到 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2; GA %3</source>
        <translation>%1，%2；GA %3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>memory: closest layout %1 with %2 needs %3 GiB on its binding stage &gt; %4 GiB usable</source>
        <translation>内存：最接近的布局 %1 配合 %2 在其约束阶段需要 %3 GiB &gt; 可用的 %4 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DP squeezed below 1: no layout of %1 GPUs can place the model</source>
        <translation>DP 被挤压到 1 以下：%1 个 GPU 的任何布局都放不下该模型</translation>
    </message>
</context>
<context>
    <name>file_errors</name>
    <message>
        <location filename="../../core/common/json_error.cpp" line="+60"/>
        <source>a key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key&apos;s &apos;:&apos;</source>
        <translation>键的“:”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object { }</source>
        <translation>对象 { }</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list [ ]</source>
        <translation>列表 [ ]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the document</source>
        <translation>文档</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a quoted string is never closed</source>
        <translation>带引号的字符串没有闭合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string holds a character JSON does not allow (%1)</source>
        <translation>字符串中含有 JSON 不允许的字符（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a JSON value (values are numbers, &quot;quoted strings&quot;, true, false, null, [lists] or {objects}; keys need double quotes)</source>
        <translation>“%1”不是 JSON 值（值可以是数字、&quot;带引号的字符串&quot;、true、false、null、[列表] 或 {对象}；键必须用双引号）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is text after the end of the document (an extra &apos;%1&apos;?)</source>
        <translation>文档结束后还有文本（多了一个“%1”？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is text after the end of the document</source>
        <translation>文档结束后还有文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &apos;,&apos; comes right before &apos;}&apos; (JSON allows no trailing comma)</source>
        <translation>“}”前紧跟着一个“,”（JSON 不允许末尾逗号）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a &apos;,&apos; comes right before &apos;]&apos; (JSON allows no trailing comma)</source>
        <translation>“]”前紧跟着一个“,”（JSON 不允许末尾逗号）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a &apos;,&apos; is missing before this item</source>
        <translation>此项前缺少“,”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;,&apos; is missing before this key</source>
        <translation>此键前缺少“,”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a key is not followed by &apos;:&apos;</source>
        <translation>键后面没有“:”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2 (expected %3)</source>
        <translation>%2 中 %1（应为 %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+29"/>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>not valid JSON: the file is empty</source>
        <translation>不是有效的 JSON：文件为空</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the JSON ends early, inside %1 (is the file truncated?)</source>
        <translation>JSON 提前结束，停在%1内部（文件是否被截断？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a quoted string</source>
        <translation>带引号的字符串</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_model_section.cpp" line="+37"/>
        <source>unknown activation &apos;%1&apos; (expected %2)</source>
        <translation>未知激活函数“%1”（应为 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+47"/>
        <location line="+143"/>
        <location line="+5"/>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>expected integers</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>expected a list of lists</source>
        <translation>应为列表的列表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown layer kind &apos;%1&apos; (expected %2)</source>
        <translation>未知层类型“%1”（应为 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string or a list of lists</source>
        <translation>应为字符串或列表的列表</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_unknown_keys.cpp" line="+60"/>
        <source>expected a mapping</source>
        <translation>应为映射</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_context.cpp" line="+56"/>
        <source>expected a list of plain values</source>
        <translation>应为普通值的列表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a value, got a mapping</source>
        <translation>应为单个值，实际为映射</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_import.cpp" line="+79"/>
        <source>expected a Megatron-Bridge ConfigContainer mapping at the top level</source>
        <translation>顶层应为 Megatron-Bridge 的 ConfigContainer 映射</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>unknown catalog model &apos;%1&apos;</source>
        <translation>目录中没有模型“%1”</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown dtype</source>
        <translation>未知的数据类型</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a mapping of variable names to values</source>
        <translation>应为变量名到值的映射</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this is a template: unresolved placeholder %1; substitute the values (e.g. with envsubst) before importing</source>
        <translation>这是一个模板：占位符 %1 未解析；导入前请先替换为实际值（例如用 envsubst）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is a template: unresolved placeholders %1; substitute the values (e.g. with envsubst) before importing</source>
        <translation>这是一个模板：占位符 %1 未解析；导入前请先替换为实际值（例如用 envsubst）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the model shape is incomplete (missing %1) and no catalog model was named (pass --model)</source>
        <translation>模型结构不完整（缺少 %1），且没有指定目录中的模型（请传入 --model）</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="+58"/>
        <source>expected a JSON object (a Hugging Face config.json)</source>
        <translation>应为 JSON 对象（Hugging Face 的 config.json）</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>cannot import architecture &apos;%1&apos; (model_type &apos;%2&apos;; supported: %3): missing %4</source>
        <translation>无法导入架构“%1”（model_type“%2”；支持：%3）：缺少 %4</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_reader.cpp" line="+87"/>
        <source>expected a non-negative integer, got %1</source>
        <translation>应为非负整数，实际为 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string, got %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../core/common/atomic_file.cpp" line="+31"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>file too large (%1 bytes)</source>
        <translation>文件过大（%1 字节）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>file too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <location filename="../../core/common/file_content.cpp" line="+49"/>
        <source>not a text file (binary data at byte %1: an image, an archive or another binary format)</source>
        <translation>不是文本文件（第 %1 字节处为二进制数据：图像、压缩包或其他二进制格式）</translation>
    </message>
</context>
<context>
    <name>fit_levers</name>
    <message>
        <location filename="../../core/rules/fit_lever.cpp" line="+24"/>
        <source>recompute modules %1</source>
        <translation>重计算模块 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>EP overlap off</source>
        <translation>关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>embedding counted as a pipeline layer</source>
        <translation>嵌入计为流水线中的一层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss counted as a pipeline layer</source>
        <translation>损失计为流水线中的一层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pipeline layout %1</source>
        <translation>流水线布局 %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>micro-batch size %1</source>
        <translation>微批次大小 %1</translation>
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
        <translation>TP %1 并启用序列并行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>full recompute</source>
        <translation>完整重计算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>optimizer CPU offload</source>
        <translation>优化器 CPU 卸载</translation>
    </message>
</context>
<context>
    <name>flops_count</name>
    <message>
        <location filename="../../core/flops/flops_count_text.cpp" line="+95"/>
        <source>Model TFLOP/s and MFU use the Megatron-LM count (%1): %2 GFLOP/token at seq %3.</source>
        <translation>模型 TFLOP/s 和 MFU 使用 Megatron-LM 计数（%1）：序列长度 %3 时每 token %2 GFLOP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model TFLOP/s and MFU use the Bridge count (%1): %2 GFLOP/token at seq %3.</source>
        <translation>模型 TFLOP/s 和 MFU 使用 Bridge 计数（%1）：序列长度 %3 时每 token %2 GFLOP。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Other count: %1 GFLOP/token by Megatron-LM&apos;s training.py count (TFLOP/s and MFU ×%2).</source>
        <translation>另一种计数：按 Megatron-LM 的 training.py 计数为每 token %1 GFLOP（TFLOP/s 和 MFU ×%2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other count: %1 GFLOP/token by Megatron-Bridge&apos;s flop_utils.py count (TFLOP/s and MFU ×%2).</source>
        <translation>另一种计数：按 Megatron-Bridge 的 flop_utils.py 计数为每 token %1 GFLOP（TFLOP/s 和 MFU ×%2）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It counts the %1-token sliding windows.</source>
        <translation>它计入 %1 个 token 的滑动窗口。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ignores the %1-token sliding windows.</source>
        <translation>它忽略 %1 个 token 的滑动窗口。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It counts the %1-gated MLPs as 2 projections, not 3.</source>
        <translation>它把 %1 门控的 MLP 计为 2 个投影，而不是 3 个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It counts the %1-gated MLPs as 3 projections, not 2.</source>
        <translation>它把 %1 门控的 MLP 计为 3 个投影，而不是 2 个。</translation>
    </message>
    <message>
        <location filename="../../core/flops/model_flops.cpp" line="+77"/>
        <source>Bridge count</source>
        <translation>Bridge 计数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by Megatron-Bridge&apos;s flop_utils.py count</source>
        <translation>按 Megatron-Bridge 的 flop_utils.py 计数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Bridge&apos;s count (training/utils/flop_utils.py): sliding-window layers attend over their window, every gated MLP counts 3 projections.</source>
        <translation>Megatron-Bridge 的计数（training/utils/flop_utils.py）：滑动窗口层只在其窗口内计算注意力，每个门控 MLP 计为 3 个投影。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM count</source>
        <translation>Megatron-LM 计数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by Megatron-LM&apos;s training.py count</source>
        <translation>按 Megatron-LM 的 training.py 计数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-LM&apos;s count (training/training.py): sliding windows ignored (full attention), a gated MLP counts 3 projections only with --swiglu (2 with --quick-geglu).</source>
        <translation>Megatron-LM 的计数（training/training.py）：忽略滑动窗口（按完整注意力计），门控 MLP 仅在 --swiglu 时计为 3 个投影（--quick-geglu 时为 2 个）。</translation>
    </message>
</context>
<context>
    <name>glossary</name>
    <message>
        <location filename="../../core/help/glossary.cpp" line="+11"/>
        <source>Splits the weight matrices of every layer over TP GPUs (--tensor-model-parallel-size). Each GPU holds 1/TP of the attention and MLP weights, and the layer exchanges activations with all-reduces (or all-gathers and reduce-scatters with sequence parallelism) several times per layer.

Because of that traffic TP belongs inside one NVLink domain; 2, 4 or 8 are usual. Attention heads and query groups must divide by it.</source>
        <translation>将每一层的权重矩阵切分到 TP 个 GPU 上（--tensor-model-parallel-size）。每个 GPU 持有注意力和 MLP 权重的 1/TP，每层都要多次通过 all-reduce（启用序列并行时为 all-gather 和 reduce-scatter）交换激活。

由于这些通信流量，TP 应放在一个 NVLink 域内；常用值为 2、4 或 8。注意力头数和查询组数必须能被它整除。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splits each sequence over CP GPUs (--context-parallel-size). Every CP rank holds 2 x CP-th chunks of the sequence, one from the front and its mirror from the back, so causal attention costs every rank the same; keys and values travel between the ranks during attention.

CP is the lever for long context: activation memory per GPU falls with it. --cp-comm-type chooses how keys and values move: p2p (a ring), a2a (all-to-all over heads), allgather, or a2a+p2p (hierarchical, with --hierarchical-context-parallel-sizes).</source>
        <translation>将每条序列切分到 CP 个 GPU 上（--context-parallel-size）。每个 CP rank 持有序列中两个各占 1/(2 x CP) 的分块：一个取自前部，另一个是它在后部的镜像，因此因果注意力在每个 rank 上的开销相同；注意力计算期间，键和值在各 rank 之间传递。

CP 是应对长上下文的调节手段：每 GPU 的激活内存随之下降。--cp-comm-type 选择键和值的传递方式：p2p（环形）、a2a（按注意力头做 all-to-all）、allgather，或 a2a+p2p（分层，配合 --hierarchical-context-parallel-sizes）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whatever the model-parallel sizes leave over: DP = GPUs / (TP x CP x PP). Each DP replica works on different samples, and gradients are averaged over replicas every step. With the distributed optimizer (--use-distributed-optimizer) the optimizer state is sharded over DP as well, so more DP also means less memory per GPU. The studio derives DP; it is not set directly.</source>
        <translation>模型并行各维度用剩的部分：DP = GPU 数 / (TP x CP x PP)。每个 DP 副本处理不同的样本，每一步都在各副本之间对梯度取平均。使用分布式优化器（--use-distributed-optimizer）时，优化器状态也会在 DP 上分片，因此更大的 DP 也意味着每 GPU 内存更少。DP 由 Studio 推导得出，不能直接设置。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cuts the stack of layers into PP consecutive stages on different GPUs (--pipeline-model-parallel-size). Microbatches flow through the stages; only activations cross stage boundaries, so PP tolerates slow links. The price is the pipeline bubble: stages wait at the start and end of each step, about (PP - 1) / (VPP x microbatches) of the time.

Layers can be placed evenly, with uneven first and last stages (--decoder-first-pipeline-num-layers, --decoder-last-pipeline-num-layers), by counting embedding and loss as layers, or with an explicit --pipeline-model-parallel-layout string.</source>
        <translation>将层堆栈切分为 PP 个连续的阶段，放在不同的 GPU 上（--pipeline-model-parallel-size）。微批次依次流经各阶段；只有激活会跨越阶段边界，因此 PP 能容忍慢速链路。代价是流水线气泡：各阶段在每一步的开始和结束时等待，约占 (PP - 1) / (VPP x 微批次数) 的时间。

层可以均匀放置，也可以让首尾阶段的层数不同（--decoder-first-pipeline-num-layers、--decoder-last-pipeline-num-layers），或将嵌入和损失计为层，或使用显式的 --pipeline-model-parallel-layout 字符串。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Gives each pipeline rank several smaller model chunks instead of one block of layers (--num-virtual-stages-per-pipeline-rank), and interleaves them in the schedule. The bubble shrinks by the factor VPP at the price of more point-to-point messages. Needs PP above 1, and the layers must split over PP x VPP stages.</source>
        <translation>为每个流水线 rank 分配若干个较小的模型块，而不是一整块连续的层（--num-virtual-stages-per-pipeline-rank），并在调度中交错执行它们。气泡缩小为原来的 1/VPP，代价是更多的点对点消息。要求 PP 大于 1，且层必须能划分到 PP x VPP 个阶段上。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spreads the routed experts of every MoE layer over EP GPUs (--expert-model-parallel-size); each holds experts / EP whole experts. Tokens travel to the GPUs of their chosen experts and back (dispatch and combine), which is the all-to-all traffic that usually dominates MoE communication. The expert count must divide by EP.</source>
        <translation>将每个 MoE 层的路由专家分布到 EP 个 GPU 上（--expert-model-parallel-size）；每个 GPU 持有 专家数 / EP 个完整专家。token 被发送到其所选专家所在的 GPU 并返回（分发与合并），这就是通常主导 MoE 通信的 all-to-all 流量。专家数必须能被 EP 整除。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Splits each expert&apos;s weights over ETP GPUs (--expert-tensor-parallel-size). When it is not given, Megatron-Core uses TP. ETP 1 (experts sharded only by EP) is usually faster, since expert GEMMs are small already; it is also required for MoE layers with linear biases.</source>
        <translation>将每个专家的权重切分到 ETP 个 GPU 上（--expert-tensor-parallel-size）。未指定时，Megatron-Core 使用 TP。ETP 1（专家仅按 EP 分片）通常更快，因为专家 GEMM 本来就很小；带线性偏置的 MoE 层也要求 ETP 1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The data-parallel size of the expert mesh: EDP = GPUs / (ETP x EP x PP). Expert gradients are averaged over EDP replicas, just as dense gradients are over DP. It is derived, not set.</source>
        <translation>专家网格的数据并行大小：EDP = GPU 数 / (ETP x EP x PP)。专家梯度在 EDP 个副本之间取平均，就像稠密梯度在 DP 上取平均一样。它是推导得出的，不能设置。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With TP above 1, splits the layer-norm and dropout activations along the sequence over the TP group (--sequence-parallel), turning TP&apos;s all-reduces into all-gathers and reduce-scatters. It saves activation memory at no extra traffic, and MoE layers with TP expect it. It has no effect at TP 1.</source>
        <translation>当 TP 大于 1 时，沿序列维度将 layer norm 和 dropout 的激活切分到 TP 组上（--sequence-parallel），把 TP 的 all-reduce 变为 all-gather 和 reduce-scatter。它节省激活内存且不增加通信流量，使用 TP 的 MoE 层需要它。TP 为 1 时它不起作用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MBS (--micro-batch-size) is how many sequences one GPU processes in one forward and backward pass; GBS (--global-batch-size) is how many sequences make up one optimizer step over the whole job. Each DP replica runs GBS / (MBS x DP) microbatches per step and accumulates their gradients; GBS must divide accordingly.

More microbatches fill the pipeline better; a larger MBS uses kernels better but needs more activation memory.</source>
        <translation>MBS（--micro-batch-size）是一个 GPU 在一次前向和反向传播中处理的序列数；GBS（--global-batch-size）是整个作业中构成一次优化器步的序列数。每个 DP 副本每步运行 GBS / (MBS x DP) 个微批次并累积其梯度；GBS 必须能相应整除。

微批次越多，流水线填充得越好；MBS 越大，内核利用得越好，但需要更多激活内存。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The GPU count is the size of the whole job (the world size); it must be a multiple of TP x CP x PP and of ETP x EP x PP. The sequence length (--seq-length) is the number of tokens per sample; with CP it must divide by 2 x CP, and it may not exceed the model&apos;s --max-position-embeddings.</source>
        <translation>GPU 数量是整个作业的规模（总 GPU 数）；它必须既是 TP x CP x PP 的倍数，也是 ETP x EP x PP 的倍数。序列长度（--seq-length）是每个样本的 token 数；使用 CP 时它必须能被 2 x CP 整除，且不得超过模型的 --max-position-embeddings。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a windowed layer each token attends only to the previous W tokens (--window-size, recipe field model.sliding_window.window), so its attention work grows with W, not with the sequence length; --window-attn-skip-freq (model.sliding_window.skip_freq) keeps every N-th layer at full attention. GPT-OSS alternates windows of 128 tokens with full layers.

The studio counts the windowed layers&apos; attention FLOPs as Megatron-Bridge does and times them at their short-window rate. Memory does not shrink with the window in training: the keys and values of the whole sequence are still activations. Context parallelism with a window needs cp_comm_type a2a or allgather (Transformer Engine refuses the ring at the first step).</source>
        <translation>在窗口层中，每个 token 只关注前 W 个 token（--window-size，配方字段 model.sliding_window.window），因此其注意力计算量随 W 增长，而不随序列长度增长；--window-attn-skip-freq（model.sliding_window.skip_freq）让每第 N 层保持全注意力。GPT-OSS 以 128 个 token 的窗口层与全注意力层交替。

本工具按 Megatron-Bridge 的方式统计窗口层的注意力 FLOPs，并按短窗口的速率计时。训练中内存不会随窗口缩小：整个序列的键和值仍是激活值。带窗口的上下文并行需要 cp_comm_type a2a 或 allgather（Transformer Engine 会在第一步拒绝环形实现）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A learnable softmax (--softmax-type learnable, recipe field model.softmax_type; GPT-OSS) adds one learned logit per head to every softmax, so a head can give little weight to all tokens; the off-by-one softmax is the same with a fixed logit. Only Transformer Engine&apos;s fused cuDNN attention runs it, and with context parallelism only over cp_comm_type a2a. The studio times such attention at no more than its short-block rate, since no public benchmark times the fused kernel with sinks.</source>
        <translation>可学习 softmax（--softmax-type learnable，配方字段 model.softmax_type；GPT-OSS）为每个 softmax 的每个头加入一个学习得到的 logit，使一个头可以给所有 token 都只分配很小的权重；off-by-one softmax 与之相同，只是 logit 固定。只有 Transformer Engine 的融合 cuDNN 注意力能运行它，在上下文并行下只能使用 cp_comm_type a2a。由于没有公开基准测试过带汇聚的融合内核，本工具按不超过短块速率的速度为此类注意力计时。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotary position embeddings are trained up to a length; YaRN rescales their frequencies so that a model runs at a longer context (--rope-type yarn with --rotary-scaling-factor and the yarn_* settings, recipe fields model.rope_scaling.*). DeepSeek-V3&apos;s checkpoint, for example, was trained at 4K (original_max_position_embeddings 4096) and scales by 40 to 160K.

Megatron also needs --max-position-embeddings (model.max_position_embeddings) to be at least the sequence length. Raising the sequence length beyond what the checkpoint&apos;s scaling covers trains positions the model has not seen: extend the scaling factor deliberately, as a long-context recipe does, rather than only the maximum.</source>
        <translation>旋转位置编码（RoPE）只在一定长度内训练过；YaRN 重新缩放其频率，使模型能在更长的上下文上运行（--rope-type yarn 配合 --rotary-scaling-factor 及 yarn_* 设置，配方字段 model.rope_scaling.*）。例如 DeepSeek-V3 的检查点在 4K 上训练（original_max_position_embeddings 4096），缩放 40 倍至 160K。

Megatron 还要求 --max-position-embeddings（model.max_position_embeddings）不小于序列长度。把序列长度提高到超出检查点缩放所覆盖的范围，会训练模型从未见过的位置：应像长上下文配方那样有意识地扩大缩放因子，而不只是提高最大值。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Megatron-Core lets attention and MoE layers lay out the same GPUs differently. Attention uses the mesh TP x CP x DP x PP; the MoE layers use ETP x EP x EDP x PP. Only PP is shared. So attention can use TP and CP while the experts use EP alone, each part getting the parallelism that suits it. The folded grids show both meshes side by side.</source>
        <translation>Megatron-Core 允许注意力层和 MoE 层以不同方式布局同一组 GPU。注意力使用网格 TP x CP x DP x PP；MoE 层使用 ETP x EP x EDP x PP。只有 PP 是共享的。因此注意力可以使用 TP 和 CP，而专家只使用 EP，各部分都能获得适合自己的并行方式。折叠网格会并排显示这两个网格。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The order in which GPU ranks are assigned to the parallel dimensions. The default puts TP innermost (neighbouring ranks, so the same node), then CP, DP and PP; --use-tp-pp-dp-mapping places PP before DP. It decides which groups stay inside an NVLink domain.</source>
        <translation>GPU rank 分配给各并行维度的顺序。默认把 TP 放在最内层（相邻的 rank，因而位于同一节点），然后是 CP、DP 和 PP；--use-tp-pp-dp-mapping 会把 PP 放在 DP 之前。它决定哪些组留在一个 NVLink 域内。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The set of GPUs connected by NVLink: 8 in an HGX node, 72 in a GB200/GB300 NVL72 rack. Inside it GPUs exchange data at hundreds of GB/s; between domains traffic goes over the much slower scale-out network (InfiniBand or Ethernet). Keep TP, CP and the expert group (ETP x EP) inside a domain where possible.</source>
        <translation>通过 NVLink 互连的一组 GPU：HGX 节点中为 8 个，GB200/GB300 NVL72 机架中为 72 个。域内 GPU 之间以数百 GB/s 的速度交换数据；域之间的流量则经由慢得多的横向扩展网络（InfiniBand 或以太网）。尽可能将 TP、CP 和专家组（ETP x EP）保持在一个域内。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Activation recomputation trades compute for memory: activations are dropped after the forward and recomputed in the backward. --recompute-granularity selective recomputes chosen modules inside every layer (--recompute-modules); full keeps only each layer&apos;s input and re-runs whole layers, chosen with --recompute-method (uniform or block) and --recompute-num-layers. Full saves the most memory and costs about a third more compute.</source>
        <translation>激活重计算以计算换内存：激活在前向传播后被丢弃，并在反向传播中重新计算。--recompute-granularity selective 对每一层内选定的模块进行重计算（--recompute-modules）；full 只保留每一层的输入并重新运行整层，重计算哪些层由 --recompute-method（uniform 或 block）和 --recompute-num-layers 选择。full 节省的内存最多，计算量约增加三分之一。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The modules selective recompute re-runs (--recompute-modules):

core_attn — the attention core (Megatron&apos;s default; little gain with fused attention). moe_act — the activation inside the experts (needs grouped GEMM). layernorm — the input layer norms. mla_up_proj — the up-projections of multi-head latent attention (MLA models only). mlp — the dense MLP. moe — the whole MoE block (not with EP overlap). shared_experts — the shared experts (not with shared-expert overlap).</source>
        <translation>选择性重计算会重新运行的模块（--recompute-modules）：

core_attn — 注意力核心（Megatron 的默认值；使用融合注意力时收益很小）。moe_act — 专家内部的激活函数（需要分组 GEMM）。layernorm — 输入层归一化。mla_up_proj — 多头潜在注意力的上投影（仅限 MLA 模型）。mlp — 稠密 MLP。moe — 整个 MoE 块（不能与 EP 重叠同时使用）。shared_experts — 共享专家（不能与共享专家重叠同时使用）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How tokens reach their experts (--moe-token-dispatcher-type, --moe-flex-dispatcher-backend):
- allgather — every EP rank gathers all tokens and keeps its own; simple, but traffic grows with EP (Megatron-LM&apos;s default).
- alltoall — each token is sent only to the ranks of its experts; the usual starting point.
- DeepEP (flex, deepep) — fused dispatch and combine kernels that send one copy per remote node and fan out over NVLink.
- HybridEP (flex, hybridep) — NVIDIA&apos;s kernels built for large NVLink domains such as NVL72.
- NCCL EP (flex, ncclep) — the same idea on NCCL&apos;s device API, in recent Megatron-Core.</source>
        <translation>token 如何到达其专家（--moe-token-dispatcher-type、--moe-flex-dispatcher-backend）：
- allgather — 每个 EP rank 收集所有 token，只保留属于自己的部分；简单，但流量随 EP 增大（Megatron-LM 的默认值）。
- alltoall — 每个 token 只发送到其专家所在的 rank；通常的起点。
- DeepEP（flex, deepep）— 融合的分发与合并内核，向每个远程节点只发送一份副本，再通过 NVLink 扇出。
- HybridEP（flex, hybridep）— NVIDIA 为 NVL72 等大型 NVLink 域打造的内核。
- NCCL EP（flex, ncclep）— 同样的思路，基于 NCCL 的设备 API，见于较新的 Megatron-Core。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA graphs record a sequence of kernels once and replay it with one launch, removing CPU launch overhead (--cuda-graph-impl):
- none — every kernel launched one by one;
- local — Megatron-Core&apos;s own per-layer graphs;
- transformer_engine — Transformer Engine&apos;s per-module graphs;
- full_iteration — the whole training step as one graph (no module scopes).

Graphs need fixed shapes and cost some memory for their pools.</source>
        <translation>CUDA Graph 将一段内核序列录制一次，再以一次启动重放，从而消除 CPU 启动开销（--cuda-graph-impl）：
- none — 每个内核逐个启动；
- local — Megatron-Core 自己的逐层图；
- transformer_engine — Transformer Engine 的逐模块图；
- full_iteration — 将整个训练步作为一张图（无模块作用域）。

图需要固定的形状，并会为其内存池占用一些内存。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Which parts of a layer per-layer graphs capture (--cuda-graph-modules; --cuda-graph-scope in older releases): attn — attention; mlp — the dense MLP; moe — the whole MoE block (needs drop-and-pad routing); moe_router — the router; moe_preprocess — dispatch preprocessing (needs moe_router); mamba — Mamba layers. With dropless routing capture attn, moe_router and moe_preprocess.</source>
        <translation>逐层图捕获层中的哪些部分（--cuda-graph-modules；旧版本中为 --cuda-graph-scope）：attn — 注意力；mlp — 稠密 MLP；moe — 整个 MoE 块（需要丢弃并填充（drop-and-pad）路由）；moe_router — 路由器；moe_preprocess — 分发预处理（需要 moe_router）；mamba — Mamba 层。使用无丢弃（dropless）路由时，捕获 attn、moe_router 和 moe_preprocess。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The number format of the GEMMs: bf16, or FP8 with tensorwise (current), delayed, blockwise or MXFP8 scaling (--fp8-recipe), or NVFP4 (--fp4-recipe) on Blackwell. Lower precision speeds up the GEMMs; MXFP8 and NVFP4 need Blackwell tensor cores.</source>
        <translation>GEMM 的数值格式：bf16；或 FP8，采用 tensorwise（current）、delayed、blockwise 或 MXFP8 缩放（--fp8-recipe）；或在 Blackwell 上使用 NVFP4（--fp4-recipe）。更低的精度会加速 GEMM；MXFP8 和 NVFP4 需要 Blackwell 的 Tensor Core。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options that hide communication behind compute: EP all-to-all overlap (--overlap-moe-expert-parallel-comm) and delayed weight-gradient compute (--delay-wgrad-compute) for the MoE dispatch; shared-expert overlap (--moe-shared-expert-overlap); gradient-reduce and parameter-gather overlap for data parallelism (--overlap-grad-reduce, --overlap-param-gather); and TP communication overlap (--tp-comm-overlap).</source>
        <translation>将通信隐藏在计算之后的选项：针对 MoE 分发的 EP all-to-all 重叠（--overlap-moe-expert-parallel-comm）和延迟权重梯度计算（--delay-wgrad-compute）；共享专家重叠（--moe-shared-expert-overlap）；数据并行的梯度归约重叠和参数收集重叠（--overlap-grad-reduce、--overlap-param-gather）；以及 TP 通信重叠（--tp-comm-overlap）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keeps part of the optimizer state in host memory and runs its step on the CPU (--optimizer-cpu-offload, --optimizer-offload-fraction). It frees GPU memory at the cost of host transfers; Megatron-Core needs the precision-aware optimizer for it.</source>
        <translation>将部分优化器状态保存在主机内存中，并在 CPU 上执行相应的优化器步（--optimizer-cpu-offload、--optimizer-offload-fraction）。它以主机传输为代价释放 GPU 内存；Megatron-Core 需要启用精度感知优化器（precision-aware optimizer）才能使用它。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves the activations chosen modules save for backward to host memory after their forward and brings them back before their backward (--fine-grained-activation-offloading, --offload-modules): attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1 or moe_act. The copies use the GPU-host link (PCIe, or NVLink-C2C to Grace on GB200/GB300) and hide behind compute when the link is fast enough; the newest microbatch&apos;s last layer and one layer being reloaded stay on the GPU.</source>
        <translation>在选定模块完成前向传播后，将其为反向传播保存的激活移到主机内存，并在其反向传播之前取回（--fine-grained-activation-offloading、--offload-modules）：attn_norm、qkv_linear、core_attn、attn_proj、mlp_norm、expert_fc1 或 moe_act。这些拷贝经由 GPU 与主机之间的链路（PCIe，或 GB200/GB300 上连接 Grace 的 NVLink-C2C），链路足够快时可隐藏在计算之后；最新微批次的最后一层以及一个正在重新加载的层会保留在 GPU 上。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model TFLOP/s per GPU counts only the FLOPs the model itself needs per step (the Bridge count, as Megatron-Bridge&apos;s flop_utils.py counts them: GEMMs and attention, without recomputation) divided by the step time and the GPU count. MFU is that figure divided by the GPU&apos;s peak dense TFLOP/s at the training precision. Megatron-LM&apos;s training.py counts some models differently (it ignores sliding windows and counts a gated MLP other than SwiGLU as 2 projections): for GPT-OSS its figures are 17 % lower at the same tokens/s, and the studio shows them beside its own wherever the two differ. Recomputation keeps the GPU busier but adds no model FLOPs, so it inflates neither figure, and both compare layouts fairly.</source>
        <translation>每 GPU 模型 TFLOP/s 只计入模型本身每步所需的 FLOPs（即 Bridge 计数，按 Megatron-Bridge 的 flop_utils.py 的计法：GEMM 和注意力，不含重计算），再除以步时和 GPU 数量。MFU 是该数值除以 GPU 在训练精度下的稠密峰值 TFLOP/s。Megatron-LM 的 training.py 对某些模型的计法不同（它忽略滑动窗口，并把 SwiGLU 以外的门控 MLP 计为 2 个投影）：对于 GPT-OSS，在相同 tokens/s 下其数值低 17 %，只要两者不同，Studio 就会在自己的数值旁边显示它们。重计算让 GPU 更忙，但不增加模型 FLOPs，因此不会虚增任一数值，两者都能公平地比较布局。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pipeline stage that needs the most memory per GPU. Stages differ (the first holds the embedding and the most in-flight activations, the last the output layer and loss), and the layout fits only if the binding stage fits. The memory chart marks it.</source>
        <translation>每 GPU 所需内存最多的流水线阶段。各阶段并不相同（第一个阶段持有嵌入和最多的在途激活，最后一个阶段持有输出层和损失），只有约束阶段放得下，布局才放得下。内存图会标出它。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The GPU memory a training process actually sees, in GiB (2^30 bytes) as the framework reports it, which is less than the GB figure on the data sheet. The estimate counts the CUDA context, NCCL buffers and allocator fragmentation among its own lines; the memory chart draws usable HBM as a line, and the binding stage must stay under it.</source>
        <translation>训练进程实际可见的 GPU 内存，以框架报告的 GiB（2^30 字节）计，小于规格书上的 GB 数值。估算把 CUDA 上下文、NCCL 缓冲区和分配器碎片作为自己的单独条目计入；内存图将可用 HBM 画成一条线，约束阶段必须保持在这条线之下。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A layout fits closely when its binding stage stays under usable HBM, but by less than the memory model&apos;s fragmentation allowance: the share of the allocated bytes the PyTorch caching allocator may lose to fragmentation (8 % by default, Memory Assumptions), which the estimate cannot place exactly. Such a layout may not fit when it runs. The memory chart, Feasibility, Search and Compare say &quot;fits closely&quot; for it; Search ranks layouts that fit with room first, Feasibility takes one that fits with room when any does, and a fix offers room before a close fit.

Tight is the other side of the same margin: over usable HBM by less than the allowance, so it may still run. Measure either before you commit to it (torch.cuda.max_memory_reserved in a short run).</source>
        <translation>当布局的约束阶段低于可用 HBM、但差距小于内存模型的碎片容差时，该布局即为勉强放得下。碎片容差是 PyTorch 缓存分配器可能因碎片而损失的已分配字节所占的比例（默认 8 %，见“内存假设”），估算无法精确确定其位置。这样的布局在实际运行时可能放不下。内存图、“可行性”、“搜索”和“比较”会对它显示“勉强放得下”；“搜索”会把留有余量、放得下的布局排在前面，只要存在留有余量的布局，“可行性”就会选用它，修复也会先提供留有余量的方案，再提供勉强放得下的方案。

紧张是同一余量的另一侧：超出可用 HBM，但超出量小于容差，因此仍可能运行。无论哪种情况，在决定采用之前都应先测量（在短时运行中使用 torch.cuda.max_memory_reserved）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How sure the step-time estimate is. The model was checked against published runs it was not fitted to (cross-validation: each system, model or container held out in turn). The band depends on how comparable those runs are:
- with at least 10 comparable runs (same GPU generation, precision family and dispatcher), the range that holds 80 % of their errors;
- with fewer, the runs of a wider group (any dispatcher, then the GPU generation, then all runs), whose errors say less about this layout: the range that holds 95 % of theirs;
- for a layout outside what the published runs cover (for example CP above 1, PP 16 or more, EP overlap across nodes), the widest error the model made on any of them.
The Estimate dock says which of the three applies, the basis and the number of runs.

Figures are rounded to the digits the band supports (a table of plans uses the narrowest band&apos;s digits for every row, so its figures stay in order), two plans whose difference is inside the band are called a tie in Search, and a lever&apos;s gain is claimed only when it is larger than the model&apos;s error on lever steps.</source>
        <translation>步时估算的可靠程度。该模型用未参与拟合的已发布运行做过检验（交叉验证：依次留出每个系统、模型或容器）。区间取决于这些运行的可比程度：
- 有至少 10 个可比运行（相同的 GPU 代际、精度类别和分发器）时，为包含其 80 % 误差的范围；
- 可比运行更少时，使用更大分组的运行（先放宽到任意分发器，再到同一 GPU 代际，最后到全部运行），其误差对此布局的说明力较弱：为包含其 95 % 误差的范围；
- 对于超出已发布运行覆盖范围的布局（例如 CP 大于 1、PP 为 16 或以上、跨节点的 EP 重叠），为模型在其中任一运行上出现过的最大误差。
“估算”停靠窗口会说明适用三者中的哪一种、依据以及运行数量。

数值会按区间所支持的位数取整（方案表格的每一行都使用最窄区间的位数，以使其数值保持顺序）；差值在区间之内的两个方案在“搜索”中称为持平；只有当某个调节手段的收益大于模型在调节手段变更上的误差时，才会宣称该收益。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A band marked “extrapolated” (for example “±19 % (extrapolated)”) belongs to a layout outside what the published runs cover: for example CP above 1, PP 16 or more, EP overlap or the NCCL all-to-all across nodes. No comparable run measures the model&apos;s error there, so the band is the widest error it made on any published run, and the Estimate dock names each reason after “outside the calibration”.

Treat such a figure as a direction, and measure one step on the cluster before relying on it: Runs ▸ Add Run… compares a measured run with the estimate.</source>
        <translation>标为“外推”的区间（例如“±19 %（外推）”）属于已发布运行未覆盖的布局：例如 CP 大于 1、PP 为 16 或更多、跨节点的 EP 重叠或 NCCL all-to-all。那里没有可比的运行来衡量模型的误差，因此区间取模型在所有已发布运行上的最大误差，估算停靠窗在“超出校准范围”之后逐条列出原因。

请把这样的数值当作方向，在依赖它之前先在集群上实测一步：运行 ▸ 添加运行… 会把实测运行与估算相比较。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A recipe&apos;s notes are your own words. When the model, the GPU, the layout or the batch changes after they were written, the studio marks them stale: a banner above the editor says so, and the saved file&apos;s notes start with a line “[stale] These notes were written for … Check them, then delete this line.” that names the layout they described. Read them against the recipe as it is now, correct them, then delete that line: the studio never rewrites your words.</source>
        <translation>配方的备注是您自己的文字。备注写好之后，如果模型、GPU、布局或批次发生了变化，本工具会把它们标为过时：编辑器上方的横幅会说明这一点，保存的文件中备注以一行以 [stale] 开头的英文说明起始，写明它们所描述的布局。请对照当前的配方阅读并更正它们，然后删除这一行：本工具从不改写您的文字。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The part of the step the estimate says to work on next: compute (GPU kernels), exposed communication and the pipeline bubble, host overhead, or memory. A part other than compute is named when it takes at least a fifth of the step; below that, compute is the wall and lower precision or larger GEMMs are the levers. The line names the largest piece (for example the expert all-to-all) and the next lever for it, with the gain the model estimates when it is one concrete change.</source>
        <translation>估算认为接下来应着手处理的步时组成部分：计算（GPU 内核）、暴露的通信和流水线气泡、主机开销，或内存。计算以外的部分只有在至少占一步的五分之一时才会被指出；低于此比例时，计算就是瓶颈，调节手段是更低的精度或更大的 GEMM。该行会指出最大的一块（例如专家 all-to-all）以及针对它的下一个调节手段；当该调节手段是一项具体更改时，还会给出模型估算的收益。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Communication that runs while the GPU has other work (the next GEMM, another microbatch&apos;s attention) is hidden and costs no time; what the GPU waits for is exposed and adds to the step. The Estimate dock&apos;s breakdown shows, for TP, CP, EP, PP and DP, the total communication time and the exposed part, with what hides the rest (for example EP overlap hiding the all-to-all behind the other microbatch). Trace metrics measure the same split on a profiler trace: communication ∪, compute ∪ and their overlap.</source>
        <translation>在 GPU 有其他工作（下一个 GEMM、另一个微批次的注意力）时进行的通信是隐藏的，不耗费时间；GPU 需要等待的通信是暴露的，会计入步时。“估算”停靠窗口中的分解会针对 TP、CP、EP、PP 和 DP 显示通信总时间和暴露部分，并说明其余部分由什么隐藏（例如 EP 重叠将 all-to-all 隐藏在另一个微批次之后）。跟踪指标在性能分析跟踪上测量同样的划分：通信 ∪、计算 ∪ 及二者的重叠。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time the GPU sits idle because the CPU has not launched the next kernel yet: Python, PyTorch and Transformer Engine work per operation, tens of microseconds each. It shows when kernels are short (small microbatches, many local experts, low precision with its quantisation kernels). CUDA graphs replay a captured part without that work, which is why capturing attention, router and preprocessing (or the whole iteration) is the usual lever against it.</source>
        <translation>GPU 因 CPU 尚未启动下一个内核而空闲的时间：Python、PyTorch 和 Transformer Engine 在每个操作上的工作，每次数十微秒。当内核很短时（小微批次、大量本地专家、低精度及其量化内核），它就会显现。CUDA Graph 重放已捕获的部分时无需这些工作，因此捕获注意力、路由器和预处理（或整个迭代）是应对它的常用调节手段。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search plots every kept plan by tokens/s per GPU against the memory headroom it leaves. A plan is on the Pareto front when no other plan is both faster and leaves more headroom; the front is the set of sensible trade-offs, and plans below it are beaten on both. The top plans are marked, the selected one circled.</source>
        <translation>“搜索”将每个保留的方案按每 GPU tokens/s 与其留下的内存余量绘制出来。若没有其他方案既更快又留下更多余量，则该方案位于帕累托前沿上；前沿是合理权衡的集合，位于其下方的方案在两方面都被超越。排名靠前的方案会被标记，选中的方案会被圈出。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ranks traced on different hosts each start their own clock, so their timelines do not line up as recorded. Shared clock places ranks whose files record absolute (Unix-epoch) times on that clock. Align on matched collectives matches the same NCCL collectives across ranks: a collective ends on every member at about the same moment, so the median difference of their end times is each rank&apos;s clock offset (at least three matched collectives are required). The Clock alignment table lists each rank&apos;s offset, matches and spread.</source>
        <translation>在不同主机上跟踪的 rank 各自启动自己的时钟，因此按记录的原样，它们的时间线无法对齐。“共享时钟”会把文件中记录绝对时间（Unix 纪元时间）的 rank 放到该时钟上。“按匹配的集合通信对齐”会在各 rank 之间匹配相同的 NCCL 集合通信：一次集合通信在每个成员上几乎同时结束，因此它们结束时间之差的中位数就是每个 rank 的时钟偏移（至少需要三个匹配的集合通信）。“时钟对齐”表列出每个 rank 的偏移、匹配数和离散程度。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The iterations of a training log that the Runs dock measures: by default 41 to 50, after warm-up, compilation and the first checkpoint, where step times have settled. Step time, TFLOP/s and memory are averaged over the logged lines that cover the window, weighted by the iterations each line averages. When a log does not cover enough of it (fewer than 8 of its 10 iterations), Add Run proposes a window the log does cover, and the window is named wherever the figures appear.</source>
        <translation>“运行”停靠窗口所测量的训练日志迭代：默认为第 41 到 50 次迭代，位于预热、编译和第一次检查点之后，此时步时已趋于稳定。步时、TFLOP/s 和内存按覆盖该窗口的日志行取平均，并以每行所平均的迭代数加权。当日志对窗口的覆盖不足时（其 10 次迭代中少于 8 次），“添加运行”会建议一个日志确实覆盖的窗口，且凡是显示这些数值的地方都会注明所用窗口。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every run gets a label from what its files record. A run is benchmark-only when it measured something a real training job does not do: forced load balancing of the router, synthetic or mock data, the optimizer step or checkpoint saving switched off, or a declaration that it is a benchmark. Any one of these makes step times look better than training would, so the label and its reasons (with the file and line that said so) travel with every figure of the run.

A training-equivalent run recorded none of them. Two runs with different labels can still be compared, but the comparison says so.</source>
        <translation>每个运行都会根据其文件中记录的内容获得一个标签。如果运行测量的是真实训练作业不会做的事情，它就是仅用于基准测试的：路由器的强制负载均衡、合成数据或模拟数据、关闭了优化器步或检查点保存，或声明自己是基准测试。其中任何一项都会让步时看起来比实际训练更好，因此标签及其原因（连同给出该信息的文件和行）会随该运行的每个数值一起出现。

与训练等效的运行没有记录上述任何一项。标签不同的两个运行仍然可以比较，但比较结果会注明这一点。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A log or trace attached to a recipe is checked against it before anything is compared: the global batch size printed on its iteration lines, its world size, sequence length, model dimensions and parallel layout (TP, PP, CP, EP, ETP, micro batch) from its arguments, and the model FLOPs per token implied by its own TFLOP/s and step time (within a factor of 1.5). When any of these conflicts, the run is another job&apos;s: the studio lists each conflict as recipe value versus run value with the file and line, shows no predicted error for it, and takes its label and its A/B variables from its own files rather than from the recipe.</source>
        <translation>附加到配方的日志或跟踪在进行任何比较之前，都会先与该配方核对：其迭代行中打印的全局批次大小；从其参数中读取的总 GPU 数、序列长度、模型维度和并行布局（TP、PP、CP、EP、ETP、微批次）；以及由其自身 TFLOP/s 和步时推算出的每 token 模型 FLOPs（允许相差 1.5 倍以内）。只要其中任何一项冲突，该运行就属于另一个作业：Studio 会将每项冲突列为配方值与运行值的对比，并附上文件和行，不为其显示预测误差，并从它自己的文件而不是配方中获取其标签和 A/B 变量。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A run&apos;s files (its training log and its traces) must come from one job. When they disagree among themselves (another model&apos;s FLOPs per token, another GPU count or sequence length, traces of another GPU kind), the run is reported as files of two jobs: the Runs table shows what its log measured (step time, throughput) but no prediction error, it is not compared with the recipe, an A/B with it is marked not attributable, and the evidence report says why. Add the files of one job as one run.</source>
        <translation>一次运行的文件（训练日志和跟踪文件）必须来自同一个作业。当它们彼此不一致时（另一个模型的每 token FLOPs、另一个 GPU 数量或序列长度、另一种 GPU 的跟踪），该运行会被报告为两个作业的文件：“运行”表格显示其日志测得的数值（步时间、吞吐量），但不显示预测误差；它不会与配方比较，与它的 A/B 会被标为不可归因，证据报告会说明原因。请把同一个作业的文件作为一次运行添加。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The router picks the top-k experts of each token (--moe-router-topk) from its scores: softmax or sigmoid (--moe-router-score-function), optionally first choosing a few expert groups (--moe-router-num-groups, --moe-router-group-topk: DeepSeek&apos;s group-limited routing). An auxiliary loss keeps the experts evenly used: --moe-router-load-balancing-type aux_loss (over the micro batch), seq_aux_loss (per sequence, DeepSeek) or global_aux_loss, weighted by --moe-aux-loss-coeff; or an expert bias updated without a loss (--moe-router-enable-expert-bias, DeepSeek-V3). These are model fields: every export carries them.

Forced load balancing (--moe-router-force-load-balancing) ignores the scores and spreads tokens evenly: it is for benchmarks only, and the studio marks such recipes benchmark-only.</source>
        <translation>路由器根据得分为每个 token 选出 top-k 个专家（--moe-router-topk）：得分函数为 softmax 或 sigmoid（--moe-router-score-function），也可以先选出少数几个专家组（--moe-router-num-groups、--moe-router-group-topk：DeepSeek-V3 的分组受限路由）。辅助损失让各专家被均匀使用：--moe-router-load-balancing-type 取 aux_loss（按微批次）、seq_aux_loss（按序列，DeepSeek-V3）或 global_aux_loss，由 --moe-aux-loss-coeff 加权；或者使用不经损失更新的专家偏置（--moe-router-enable-expert-bias，DeepSeek-V3）。这些都是模型字段：每种导出都会带上它们。

强制负载均衡（--moe-router-force-load-balancing）忽略得分、把 token 平均分配：只用于基准测试，本工具会把这样的配方标为仅限基准测试。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far the studio&apos;s step-time estimate for the recipe is from the run&apos;s measured step time over its steady window: (predicted - measured) / measured. A positive error means the estimate is slower than the run. It is shown only for a run of the recipe it is scored against, and it names the calibration used.

A run added without a recipe file is scored against the studio&apos;s recipe as it is at that moment, and keeps that recipe: a log records little of its job (no precision, recompute or dispatcher, often no layout), so later edits are not facts about the run. The Scored against column says when the loaded recipe differs; if the run ran the loaded recipe, select it and press Re-score Against Loaded. A change of calibration scores every run again.</source>
        <translation>Studio 对配方的步时估算与该运行在其稳态窗口内实测步时之间的差距：(预测值 - 实测值) / 实测值。正误差表示估算比运行慢。仅当运行属于与之对照评分的配方时才会显示该误差，并会注明所用的校准。

未附带配方文件而添加的运行，会对照添加那一刻 Studio 中的配方进行评分，并保留该配方：日志记录的作业信息很少（没有精度、重计算或分发器，通常也没有布局），因此后续编辑并不是关于该运行的事实。“评分依据”列会在已加载配方与之不同时注明；如果该运行运行的就是已加载的配方，请选中它并按“对照已加载配方重新评分”。更改校准会对所有运行重新评分。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The step-time model turns FLOPs and bytes into seconds with a few efficiency constants (how close GEMMs, attention, collectives and the host come to the hardware&apos;s peaks). The built-in constants are fitted to published training runs, and the uncertainty band beside every estimate is how far that model was from runs it was not fitted to.

Calibrate from Runs (Runs dock) fits some of these constants to your own attached runs, starting from the calibration in use. Leave every constant unticked to let the runs decide which they can determine, or tick the ones to fit. The dialog shows each run&apos;s error before and after. A fit with as many constants as runs reproduces them by construction and proves nothing: attach runs of other layouts or batch sizes, and check the profile on a run it was not fitted to.

Save Profile keeps the fit as a named cluster profile for later sessions and for the command line (--calibration cluster:NAME). Use for Estimates makes the studio&apos;s Estimate, Search, Compare and Runs use it at once, and each names the profile beside its figures. The band stays the built-in model&apos;s: it is not re-measured for a profile.</source>
        <translation>步时模型借助几个效率常数（GEMM、注意力、集合通信和主机与硬件峰值的接近程度）把 FLOPs 和字节数换算为秒。内置常数拟合自已发布的训练运行，每个估算旁边的不确定性区间，就是该模型与未参与拟合的运行之间的偏差幅度。

“从运行校准”（“运行”停靠窗口）以当前使用的校准为起点，将其中部分常数拟合到你自己附加的运行。所有常数都不勾选，可让运行决定它们能确定哪些常数；也可以勾选要拟合的常数。对话框会显示每个运行在拟合前后的误差。常数个数与运行个数一样多的拟合必然能复现这些运行，因而什么也证明不了：请附加其他布局或批次大小的运行，并在未参与拟合的运行上检查该配置文件。

“保存配置文件”会把拟合结果保存为命名的集群配置文件，供以后的会话和命令行使用（--calibration cluster:NAME）。“用于估算”会让 Studio 的“估算”、“搜索”、“比较”和“运行”立即使用它，且每处都会在其数值旁注明该配置文件。区间仍是内置模型的区间：不会针对配置文件重新测量。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Extra layers after the decoder that predict the tokens beyond the next one (--mtp-num-layers), as DeepSeek-V3 trains with one. Each MTP layer is a full transformer layer with its own projection and output head, so it costs FLOPs, memory and a place in the pipeline (Megatron puts it on the last stage); its loss is added with the weight --mtp-loss-scaling-factor (0.1 by default).

The studio counts MTP layers apart from the decoder layers: in the model&apos;s shape, in the pipeline split (&quot;decoder + MTP layers&quot;) and in the model FLOPs. An export carries both fields; a checkpoint trained with MTP needs them to load.</source>
        <translation>解码器之后的额外层，用于预测下一个 token 之后的 token（--mtp-num-layers），DeepSeek-V3 训练时使用一层。每个 MTP 层都是完整的 Transformer 层，带有自己的投影和输出头，因此会占用 FLOPs、显存以及流水线中的位置（Megatron 将其放在最后一个阶段）；其损失以权重 --mtp-loss-scaling-factor（默认 0.1）加入。

本工具将 MTP 层与解码器层分开计数：在模型形状中、在流水线划分中（“解码器 + MTP 层”）以及在模型 FLOPs 中。导出文件包含这两个字段；使用 MTP 训练的检查点需要它们才能加载。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>One training step of the recipe as the step-time model plays it out: every pipeline rank&apos;s forward and backward passes in the order Megatron&apos;s schedule runs them, with the communication each pass waits on and what overlaps it. It is a simulation, not a measurement: its lanes are named for the kernel roles they stand for (GEMM, attention, EP dispatch, ...), and the whole step is labelled &quot;predicted step&quot;.

Show predicted timeline (Estimate dock) opens it in the Trace dock; with a measured trace open, the two are drawn one above the other on the same time scale, so a gap in one and not the other points at what the model misses or what the run wasted. The command-line planner&apos;s simulate command gives the same step, and with --chrome-trace writes it for Perfetto.</source>
        <translation>按步时模型推演的配方的一个训练步：每个流水线 rank 的前向和反向计算，按 Megatron 调度的执行顺序排列，并标出每次计算等待的通信以及与之重叠的部分。它是模拟，不是测量：各泳道以其代表的内核角色命名（GEMM、注意力、EP 分发……），整个步标记为“预测的步”。

“显示预测时间线”（估算面板）会在跟踪面板中打开它；若已打开实测跟踪，两者会以相同的时间刻度上下排列，因此只在其中一个出现的空隙，指向模型遗漏的部分或运行浪费的时间。命令行规划工具的模拟子命令给出同样的步，加上 --chrome-trace 可写出供 Perfetto 使用的文件。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What a measured run shows, in one file for a design review (Open Report in the Runs dock, as HTML with charts or as Markdown). It holds the run&apos;s label and the reasons for it, the measurement contract (software versions, hardware, topology, what was measured and how, each value with the file it came from, and what is unknown), proof from the trace that the requested dispatcher, precision kernels, overlap and graph replay actually ran, the steady window (step time, TFLOP/s per GPU, loss health, skipped steps, peak memory), the predicted step time against the measured one, and with two runs picked the A/B comparison with the exact differences and the attribution verdict.

A figure the files do not contain is written as not measured, never as zero.</source>
        <translation>一次实测运行所能证明的内容，汇集在一个文件中，供设计评审使用（运行面板中的“打开报告”，HTML 带图表，或 Markdown）。它包含运行的标签及其理由、测量约定（软件版本、硬件、拓扑、测量了什么以及如何测量，每个值都注明来源文件，以及未知项）、来自跟踪的证据，证明所要求的分发器、精度内核、重叠和图重放确实运行过、稳态窗口（步时、每 GPU 的 TFLOP/s、损失健康状况、跳过的步、峰值显存）、预测步时与实测步时的对比，以及选中两个运行时的 A/B 比较，列出确切差异和归因结论。

文件中没有的数字写作“未测量”，绝不写作零。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pick a baseline A and a candidate B among the attached runs. The comparison lists every recorded variable that differs (with where each side&apos;s value came from), the variables that follow from them (DP, EDP), and those known for one run only, then the deltas B - A of step time, TFLOP/s, memory and, with traces on both sides, overlap.

A gain is attributed to a variable only when it is the single independent difference between the runs. With two or more differences the attribution is refused: a gain measured with several changes at once cannot be credited to any one of them. With none, the delta is run-to-run variation or something the files did not record.</source>
        <translation>在已附加的运行中选择一个基线 A 和一个候选 B。比较会列出每个有差异的已记录变量（并注明两侧的值各自来自何处）、由它们推导出的变量（DP、EDP），以及只在一个运行中已知的变量，然后列出步时、TFLOP/s、内存的差值 B - A，两侧都有跟踪时还包括重叠的差值。

只有当某个变量是两个运行之间唯一的独立差异时，收益才会归因于该变量。存在两个或更多差异时，会拒绝归因：同时做了多项更改时测得的收益，不能归功于其中任何一项。没有差异时，差值就是运行间的波动，或是文件未记录的某种因素。</translation>
    </message>
</context>
<context>
    <name>glossary_keywords</name>
    <message>
        <location line="-310"/>
        <source>folded grid mesh</source>
        <translation>折叠 网格 网状 并行折叠</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>recomputation rematerialization activation checkpointing</source>
        <translation>重计算 重算 激活重计算 激活检查点</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>dispatch combine all-to-all alltoall DeepEP HybridEP</source>
        <translation>分发 合并 全对全 分发器</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>graph capture</source>
        <translation>图捕获 CUDA 图</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>offloading CPU</source>
        <translation>卸载 CPU 卸载</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>bottleneck</source>
        <translation>瓶颈 墙</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>files two jobs one job mixed log trace</source>
        <translation>文件 两个作业 同一作业 混合 日志 跟踪</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>aux loss seq_aux_loss load balancing router top-k expert bias gating</source>
        <translation>辅助损失 负载均衡 路由器 门控 专家偏置</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>multi-token prediction mtp_num_layers</source>
        <translation>多 token 预测 MTP</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>simulation simulated schedule predicted step trace timeline</source>
        <translation>模拟 调度 预测 预测的步 时间线 跟踪</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>evidence pack report review</source>
        <translation>证据包 报告 评审</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not attributable attribution refused baseline candidate</source>
        <translation>不可归因 无法归因 归因 拒绝 基线 候选</translation>
    </message>
</context>
<context>
    <name>glossary_terms</name>
    <message>
        <location line="-435"/>
        <source>TP — tensor parallelism</source>
        <translation>TP — 张量并行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CP — context parallelism</source>
        <translation>CP — 上下文并行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>DP — data parallelism</source>
        <translation>DP — 数据并行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PP — pipeline parallelism</source>
        <translation>PP — 流水线并行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>VPP — virtual pipeline parallelism</source>
        <translation>VPP — 虚拟流水线并行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>EP — expert parallelism</source>
        <translation>EP — 专家并行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ETP — expert tensor parallelism</source>
        <translation>ETP — 专家张量并行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EDP — expert data parallelism</source>
        <translation>EDP — 专家数据并行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SP — sequence parallelism</source>
        <translation>SP — 序列并行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MBS and GBS — micro batch and global batch</source>
        <translation>MBS 和 GBS — 微批次和全局批次</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs and sequence length</source>
        <translation>GPU 数与序列长度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sliding-window attention (SWA)</source>
        <translation>滑动窗口注意力（SWA）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention sinks (learnable softmax)</source>
        <translation>注意力汇聚（可学习 softmax）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>RoPE scaling (YaRN) and maximum positions</source>
        <translation>RoPE 缩放（YaRN）与最大位置数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Parallel Folding — attention mesh and MoE mesh</source>
        <translation>并行折叠 — 注意力网格与 MoE 网格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rank order</source>
        <translation>rank 顺序</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recompute granularity</source>
        <translation>重计算粒度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recompute modules</source>
        <translation>重计算模块</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Token dispatcher</source>
        <translation>token 分发器</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA graphs — implementations</source>
        <translation>CUDA Graph — 实现</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA graphs — scopes</source>
        <translation>CUDA Graph — 作用域</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communication overlap</source>
        <translation>通信重叠</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimizer CPU offload</source>
        <translation>优化器 CPU 卸载</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fine-grained activation offloading</source>
        <translation>细粒度激活卸载</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MFU and model TFLOP/s</source>
        <translation>MFU 与模型 TFLOP/s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Binding stage</source>
        <translation>约束阶段</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usable HBM</source>
        <translation>可用 HBM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fits closely (fragmentation allowance)</source>
        <translation>勉强放得下（碎片容差）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Uncertainty band (±)</source>
        <translation>不确定性区间（±）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Extrapolated estimate</source>
        <translation>外推的估算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stale notes</source>
        <translation>过时的备注</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Wall to attack first</source>
        <translation>首先要攻克的瓶颈</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exposed and hidden communication</source>
        <translation>暴露的通信与隐藏的通信</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host overhead (launch-bound time)</source>
        <translation>主机开销（受启动限制的时间）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pareto front (Search)</source>
        <translation>帕累托前沿（搜索）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock alignment of traces</source>
        <translation>跟踪的时钟对齐</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Steady window</source>
        <translation>稳态窗口</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training-equivalent and benchmark-only runs</source>
        <translation>与训练等效的运行和仅用于基准测试的运行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not this recipe&apos;s run</source>
        <translation>不是此配方的运行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Files of two jobs</source>
        <translation>两个作业的文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MoE router and load balancing</source>
        <translation>MoE 路由器与负载均衡</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Predicted error</source>
        <translation>预测误差</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Calibration and cluster profiles</source>
        <translation>校准与集群配置文件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MTP — multi-token prediction</source>
        <translation>MTP — 多 token 预测</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Predicted timeline</source>
        <translation>预测时间线</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Evidence report</source>
        <translation>证据报告</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A/B comparison and attribution</source>
        <translation>A/B 比较与归因</translation>
    </message>
</context>
<context>
    <name>import</name>
    <message>
        <location filename="../../core/export/export_metadata.cpp" line="+106"/>
        <source>line %1: %2: not a positive integer (&apos;%3&apos;), ignored</source>
        <translation>第 %1 行：%2：不是正整数（“%3”），已忽略</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown metadata comment &apos;%2&apos;, ignored</source>
        <translation>第 %1 行：未知的元数据注释“%2”，已忽略</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_model_section.cpp" line="-34"/>
        <location filename="../../core/import/hf_config_import.cpp" line="+11"/>
        <source>not carried into the recipe or its exports (set them in the job by hand if it needs them): %1</source>
        <translation>未带入配方及其导出（如果作业需要，请在作业中手动设置）：%1</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_precision_section.cpp" line="+53"/>
        <source>%1: unknown preset &apos;%2&apos;; precision left at %3</source>
        <translation>%1：未知的预设“%2”；精度保持为 %3</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_unknown_keys.cpp" line="-46"/>
        <source>%1: inert in recipes; EP overlap is %2 (%3 or %4)</source>
        <translation>%1：在配方中不起作用；EP 重叠由 %2 控制（%3 或 %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: deprecated; use %2</source>
        <translation>%1：已弃用；请使用 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not a real option; use %2</source>
        <translation>%1：不是实际存在的选项；请使用 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not a %2 field; ignored</source>
        <translation>%1：不是 %2 的字段；已忽略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not a %2 field (did you mean %3?); ignored</source>
        <translation>%1：不是 %2 的字段（是否想写 %3？）；已忽略</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: not a %2 section; ignored</source>
        <translation>%1：不是 %2 的节；已忽略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a %2 section (did you mean %3?); ignored</source>
        <translation>%1：不是 %2 的节（是否想写 %3？）；已忽略</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: not a known %2 field; ignored</source>
        <translation>%1：不是已知的 %2 字段；已忽略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a known %2 field (did you mean %3?); ignored</source>
        <translation>%1：不是已知的 %2 字段（是否想写 %3？）；已忽略</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: not a %2 field (stale key; use a preset name such as %3 or the %4 fields); ignored</source>
        <translation>%1：不是 %2 的字段（过时的键；请使用 %3 等预设名称，或 %4 字段）；已忽略</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_context.cpp" line="-33"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_yaml_import.cpp" line="-115"/>
        <source>model fields the file leaves out; took catalog model %1 from the file name</source>
        <translation>文件未给出的模型字段：已根据文件名采用目录中的模型 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file does not give the model shape; took catalog model %1 from the file name</source>
        <translation>文件未给出模型结构；已根据文件名采用目录中的模型 %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: not part of a recipe; not imported</source>
        <translation>%1：不属于配方；未导入</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: Bridge disables TP comm overlap at TP %2; imported as off</source>
        <translation>%1：Bridge 在 TP %2 时会关闭 TP 通信重叠；按关闭导入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Bridge disables TP comm overlap without sequence parallelism; imported as off</source>
        <translation>%1：没有序列并行时 Bridge 会关闭 TP 通信重叠；按关闭导入</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 is null: Bridge&apos;s DeepSeek-V3 recipe infers %2 for PP %3, VPP %4; imported so</source>
        <translation>%1 为 null：Bridge 的 DeepSeek-V3 配方在 PP %3、VPP %4 下推断为 %2；按此导入</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_fields.cpp" line="+193"/>
        <source>%1 %2 is not below %3 %4: every layer attends to the whole sequence, so no window is exported</source>
        <translation>%1 %2 不小于 %3 %4：每一层都关注整个序列，因此不导出窗口</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="-151"/>
        <source>no %1: experts take %2 %3</source>
        <translation>没有 %1：专家采用 %2 %3</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>config.json does not state, so the recipe keeps Megatron&apos;s defaults: %1</source>
        <translation>config.json 未说明以下各项，因此配方保留 Megatron 的默认值：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>config.json has no training sequence length; the open recipe&apos;s %1 is above its max_position_embeddings, so %2</source>
        <translation>config.json 没有训练序列长度；打开的配方的 %1 超过其 max_position_embeddings，因此取 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config.json has no training sequence length; kept the open recipe&apos;s %1</source>
        <translation>config.json 没有训练序列长度；保留了已打开配方的 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config.json has no training sequence length; assumed %1</source>
        <translation>config.json 没有训练序列长度；假定为 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>max_position_embeddings raised from %1 to the sequence %2, which the checkpoint&apos;s YaRN scaling covers (%3 × factor %4)</source>
        <translation>max_position_embeddings 从 %1 提高到序列长度 %2，检查点的 YaRN 缩放可覆盖该长度（%3 × 系数 %4）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no GPU count given; assumed %1</source>
        <translation>未给出 GPU 数量；假定为 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>precision %1</source>
        <translation>精度 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dispatcher %1</source>
        <translation>分发器 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full recompute</source>
        <translation>完整重计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CUDA graphs</source>
        <translation>不使用 CUDA Graph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs %1</source>
        <translation>CUDA Graph %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config.json names no training options: kept the open recipe&apos;s (%1, its overlaps and offloads)</source>
        <translation>config.json 未指定训练选项：保留了已打开配方的选项（%1，及其重叠和卸载设置）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the open recipe is benchmark-only (forced load balancing or synthetic data); the imported model is planned for training, so both are off</source>
        <translation>打开的配方仅用于基准测试（强制负载均衡或合成数据）；导入的模型按训练来规划，因此两者都已关闭</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1 (the most experts per group inside one NVLink domain), MBS 1 and GBS %2 (one microbatch per data-parallel rank) as a starting point</source>
        <translation>config.json 未指定布局和批次：以 TP 1、CP 1、PP 1、EP %1（一个 NVLink 域内每组专家数最多）、MBS 1 和 GBS %2（每个数据并行 rank 一个微批次）作为起点</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1, MBS 1 and GBS %2 (one microbatch per data-parallel rank) as a starting point</source>
        <translation>config.json 未指定布局和批次：以 TP 1、CP 1、PP 1、EP %1、MBS 1 和 GBS %2（每个数据并行 rank 一个微批次）作为起点</translation>
    </message>
    <message>
        <location filename="../../core/import/import_options.cpp" line="+49"/>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (catalog %2, here %3)</source>
        <translation>%1（目录中为 %2，此处为 %3）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the input does not name the GPU; kept the open recipe&apos;s %1</source>
        <translation>输入未指定 GPU；保留了已打开配方的 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input does not name the GPU; assumed %1</source>
        <translation>输入未指定 GPU；假定为 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the input does not say the world size; kept the open recipe&apos;s %1 GPUs</source>
        <translation>输入未说明总 GPU 数；保留了已打开配方的 %1 个 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the input does not say the world size; assumed the layout&apos;s minimum %1 GPUs</source>
        <translation>输入未说明总 GPU 数；假定为布局所需的最少 %1 个 GPU</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2: %3; ignored</source>
        <translation>%1：%2：%3；已忽略</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the model matches no catalog model; it is %1 except for %2. Kept as an imported model: if the job ran %1, the input leaves that out</source>
        <translation>该模型与目录中的任何模型都不匹配；除 %2 外它就是 %1。已作为导入的模型保留：如果作业运行的是 %1，则输入中缺少这些内容</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>named the model %1: it is not the catalog&apos;s %2</source>
        <translation>将模型命名为 %1：它不是目录中的 %2</translation>
    </message>
    <message>
        <location filename="../../core/import/megatron_args_import.cpp" line="+73"/>
        <source>line %1: unknown flag %2 ignored</source>
        <translation>第 %1 行：未知参数 %2，已忽略</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: unknown flag %2 ignored (did you mean %3?)</source>
        <translation>第 %1 行：未知参数 %2，已忽略（是否想写 %3？）</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>%1 %2 is not modelled (the studio assumes RoPE)</source>
        <translation>%1 %2 未建模（Studio 假定为 RoPE）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no %1: Megatron-LM&apos;s default is %2, not RoPE</source>
        <translation>没有 %1：Megatron-LM 的默认值是 %2，而不是 RoPE</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no %1: Megatron-LM uses %2 %3 for the experts</source>
        <translation>没有 %1：Megatron-LM 对专家使用 %2 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no %1: Megatron-LM&apos;s default top-k is %2</source>
        <translation>没有 %1：Megatron-LM 的默认 top-k 为 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is deprecated; read as %2</source>
        <translation>%1 已弃用；按 %2 读取</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 read as %2 %3</source>
        <translation>%1 按 %2 %3 读取</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no %1; assumed %2</source>
        <translation>没有 %1；假定为 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 imported as %2 (%3 is not modelled)</source>
        <translation>%1 按 %2 导入（未对 %3 建模）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no %1: Megatron-LM would train in FP32; imported as %2</source>
        <translation>没有 %1：Megatron-LM 会以 FP32 训练；按 %2 导入</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 without %2: Megatron-LM&apos;s default recipe is %3</source>
        <translation>有 %1 而无 %2：Megatron-LM 的默认 FP8 方案是 %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+5"/>
        <source>%1 is the legacy spelling of %2</source>
        <translation>%1 是 %2 的旧写法</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>line %1: environment variable %2 is not part of a recipe; not imported</source>
        <translation>第 %1 行：环境变量 %2 不属于配方；未导入</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 at TP 1: Megatron-LM turns sequence parallelism off there; imported as off</source>
        <translation>%1 在 TP 1 时：Megatron-LM 会在此关闭序列并行；按关闭导入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no %1; Megatron-LM&apos;s default MBS x DP = %2</source>
        <translation>没有 %1；Megatron-LM 的默认值 MBS × DP = %2</translation>
    </message>
    <message>
        <location filename="../../core/import/bridge_field_map.cpp" line="+139"/>
        <source>%1 %2 and %3 %4 differ: Megatron-Bridge refuses to start such a run (ConfigContainer.validate asserts they are equal); imported %4</source>
        <translation>%1 %2 与 %3 %4 不同：Megatron-Bridge 会拒绝启动这样的运行（ConfigContainer.validate 断言二者相等）；已导入 %4</translation>
    </message>
    <message>
        <location filename="../../core/import/hf_config_import.cpp" line="-392"/>
        <source>the open recipe&apos;s layout (%1) cannot run the imported model: %2; the starting point above is used instead</source>
        <translation>已打开配方的布局（%1）无法运行导入的模型：%2；改用上面的起始布局</translation>
    </message>
    <message>
        <location line="+378"/>
        <source>config.json names no layout or batch: kept the open recipe&apos;s (%1)</source>
        <translation>config.json 未指定布局或批次：保留了已打开配方的（%1）</translation>
    </message>
</context>
<context>
    <name>layout_errors</name>
    <message>
        <location filename="../../core/layout/layer_placement.cpp" line="+51"/>
        <source>%1 decoder layers do not split evenly over PP %2 (%1 % %2 = %3); use first/last-stage layer counts, account-for-embedding/loss or a pipeline layout string</source>
        <translation>%1 个解码器层无法在 PP %2 上均分（%1 % %2 = %3）；请使用首/末阶段层数、嵌入/损失计入切分，或流水线布局字符串</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers per PP rank (%2 / PP %3) do not split over VPP %4 (%1 % %4 = %5); pick a VPP that divides %1</source>
        <translation>每个 PP rank %1 层（%2 / PP %3）无法按 VPP %4 切分（%1 % %4 = %5）；请选择能整除 %1 的 VPP</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first-stage layer count must be at least 1, got %1</source>
        <translation>首阶段层数必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last-stage layer count must be at least 1, got %1</source>
        <translation>末阶段层数必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first- and last-stage layer counts need PP &gt;= 2, got PP %1</source>
        <translation>首、末阶段层数需要 PP &gt;= 2，实际为 PP %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>first-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)</source>
        <translation>首阶段层数 %1 不能被 VPP %2 整除（%1 % %2 = %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)</source>
        <translation>末阶段层数 %1 不能被 VPP %2 整除（%1 % %2 = %3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first %1 + last %2</source>
        <translation>首阶段 %1 + 末阶段 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exceed the model&apos;s %2 decoder layers</source>
        <translation>%1 超过了模型的 %2 个解码器层</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with PP %1 there is no middle rank, so %2 must equal %3 layers (%4 left over)</source>
        <translation>PP %1 时没有中间 rank，所以 %2 必须等于 %3 层（多出 %4 层）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 take all %2 layers, leaving none for the %3 middle PP rank(s)</source>
        <translation>%1 占用了全部 %2 层，没有给 %3 个中间 PP rank 留下任何层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the remaining %1 layers (%2 - (%3)) do not split evenly over %4 middle PP ranks (%1 % %4 = %5); adjust the first/last counts</source>
        <translation>剩余的 %1 层（%2 - (%3)）无法在 %4 个中间 PP rank 上均分（%1 % %4 = %5）；请调整首/末阶段层数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 layers per middle PP rank are not divisible by VPP %2 (%1 % %2 = %3); adjust the first/last counts or VPP</source>
        <translation>每个中间 PP rank 的 %1 层不能被 VPP %2 整除（%1 % %2 = %3）；请调整首/末阶段层数或 VPP</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 decoder layers + %2 embedding + %3 loss = %4</source>
        <translation>%1 个解码器层 + %2 个嵌入 + %3 个损失 = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 slots do not split evenly over PP %2 (%3 % %2 = %4); change PP or the account-for flags</source>
        <translation>%1 个槽位无法在 PP %2 上均分（%3 % %2 = %4）；请修改 PP 或计入切分的选项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 slots give %2 per PP rank, not divisible by VPP %3 (%2 % %3 = %4); pick a VPP that divides %2</source>
        <translation>%1 个槽位使每个 PP rank 有 %2 个，不能被 VPP %3 整除（%2 % %3 = %4）；请选择能整除 %2 的 VPP</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the layout has %1 virtual stages, not a multiple of PP %2 (%1 % %2 = %3); add or remove &apos;|&apos; stages or change PP</source>
        <translation>布局有 %1 个虚拟阶段，不是 PP %2 的倍数（%1 % %2 = %3）；请增减“|”阶段或修改 PP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the layout has %1 virtual stages = PP %2 × %3, so VPP must be %3, but layout.vpp is %4</source>
        <translation>布局有 %1 个虚拟阶段 = PP %2 × %3，所以 VPP 必须为 %3，但 layout.vpp 为 %4</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the layout needs exactly one &apos;E&apos; (embedding), found %1</source>
        <translation>布局需要恰好一个“E”（嵌入），实际有 %1 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;E&apos; (embedding) must be the first symbol of the first virtual stage (PP rank 0, chunk 0)</source>
        <translation>“E”（嵌入）必须是第一个虚拟阶段的第一个符号（PP rank 0，块 0）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout needs exactly one &apos;L&apos; (loss), found %1</source>
        <translation>布局需要恰好一个“L”（损失），实际有 %1 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;L&apos; (loss) must be the last symbol of the last virtual stage (stage %1, PP rank %2, chunk %3)</source>
        <translation>“L”（损失）必须是最后一个虚拟阶段的最后一个符号（阶段 %1，PP rank %2，块 %3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the layout has %1 &apos;t&apos; (decoder) layers but the model has %2 (%3)</source>
        <translation>布局有 %1 个“t”（解码器）层，但模型有 %2 个（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout has %1 &apos;m&apos; (MTP) layers but the model has %2 (%3)</source>
        <translation>布局有 %1 个“m”（MTP）层，但模型有 %2 个（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an &apos;m&apos; (MTP) in virtual stage %1 comes before the decoder layer(s) of virtual stage %2; MTP layers must follow every decoder layer</source>
        <translation>虚拟阶段 %1 中的“m”（MTP）排在虚拟阶段 %2 的解码器层之前；MTP 层必须在所有解码器层之后</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;m&apos; (MTP) layers are spread over several virtual stages (first in stage %1); all must sit in one virtual stage</source>
        <translation>“m”（MTP）层分散在多个虚拟阶段（第一个在阶段 %1）；它们必须全部位于同一个虚拟阶段</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;m&apos; (MTP) in virtual stage %1 sits on PP rank 0, chunk %2 of VPP %3; MTP may never sit on PP rank 0 before its last chunk</source>
        <translation>虚拟阶段 %1 中的“m”（MTP）位于 PP rank 0、VPP %3 的块 %2；MTP 在 PP rank 0 上只能位于最后一个块</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;m&apos; (MTP) in virtual stage %1 sits on PP rank %2, chunk %3 of VPP %4; MTP must be in a rank&apos;s last chunk (virtual stages %5..%6)</source>
        <translation>虚拟阶段 %1 中的“m”（MTP）位于 PP rank %2、VPP %4 的块 %3；MTP 必须位于某个 rank 的最后一个块（虚拟阶段 %5..%6）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>PP must be at least 1, got %1</source>
        <translation>PP 必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VPP must be at least 1, got %1</source>
        <translation>VPP 必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model needs at least 1 decoder layer, got %1</source>
        <translation>模型至少需要 1 个解码器层，实际为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MTP layer count must be at least 0, got %1</source>
        <translation>MTP 层数必须至少为 0，实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a pipeline layout string cannot be combined with first/last-stage layer counts; keep exactly one placement mode</source>
        <translation>流水线布局字符串不能与首/末阶段层数同时使用；请只保留一种放置方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pipeline layout string cannot be combined with account-for-embedding/loss; keep exactly one placement mode</source>
        <translation>流水线布局字符串不能与嵌入/损失计入切分同时使用；请只保留一种放置方式</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>first/last-stage layer counts cannot be combined with account-for-embedding/loss; keep exactly one placement mode</source>
        <translation>首/末阶段层数不能与嵌入/损失计入切分同时使用；请只保留一种放置方式</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>VPP %1 needs pipeline parallelism, but PP is 1; set VPP to 1 or PP &gt; 1</source>
        <translation>VPP %1 需要流水线并行，但 PP 为 1；请把 VPP 设为 1 或让 PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../../core/layout/pipeline_layout.cpp" line="+31"/>
        <source>the layout string is empty (expected e.g. %1)</source>
        <translation>布局字符串为空（应类似 %1）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>character %1 of &apos;%2&apos;: %3</source>
        <translation>“%2”的第 %1 个字符：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unbalanced &apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>“)”没有匹配的“(”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>missing &apos;*n&apos; after &apos;)&apos;: a group must repeat, e.g. %1</source>
        <translation>“)”后缺少“*n”：分组必须重复，例如 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;*&apos; must follow a symbol or &apos;)&apos;</source>
        <translation>“*”必须跟在符号或“)”之后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unexpected digit &apos;%1&apos; (a count must follow &apos;*&apos;)</source>
        <translation>意外的数字“%1”（次数必须跟在“*”之后）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bad symbol &apos;%1&apos; (expected E embedding, t decoder, m MTP, L loss, &apos;|&apos;, (...)*n or x*n)</source>
        <translation>无效符号“%1”（应为 E 嵌入、t 解码器、m MTP、L 损失、“|”、(...)*n 或 x*n）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unbalanced &apos;(&apos; without a matching &apos;)&apos;</source>
        <translation>“(”没有匹配的“)”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing count after &apos;*&apos;</source>
        <translation>“*”后缺少次数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repeat count is larger than %1</source>
        <translation>重复次数大于 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the layout expands to more than %1 symbols</source>
        <translation>布局展开后超过 %1 个符号</translation>
    </message>
</context>
<context>
    <name>layout_snapping</name>
    <message>
        <location filename="../../ui/editor/layout_snapping.cpp" line="+164"/>
        <source>%1 %2 does not divide the %3 experts → %4</source>
        <translation>%1 %2 不能整除 %3 个专家 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the %3 attention heads → %4</source>
        <translation>%1 %2 不能整除 %3 个注意力头 → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PP %1 does not leave both meshes divisible on 1 GPU → %2</source>
        <translation>PP %1 在 1 个 GPU 上无法让两个网格都整除 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PP %1 does not leave both meshes divisible on %2 GPUs → %3</source>
        <translation>PP %1 在 %2 个 GPU 上无法让两个网格都整除 → %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 does not divide 1 GPU → %3</source>
        <translation>%1 %2 不能整除 1 个 GPU → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 does not divide %3 GPUs → %4</source>
        <translation>%1 %2 不能整除 %3 个 GPU → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is not a size for 1 GPU → %3</source>
        <translation>%1 %2 不是 1 个 GPU 可用的大小 → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 is not a size for %3 GPUs → %4</source>
        <translation>%1 %2 不是 %3 个 GPU 可用的大小 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the 1 GPU left by %3 %4 → %5</source>
        <translation>%1 %2 不能整除 %3 %4 留下的 1 个 GPU → %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 does not divide the %3 GPUs left by %4 %5 → %6</source>
        <translation>%1 %2 不能整除 %4 %5 留下的 %3 个 GPU → %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPUs %1 is not a multiple of %2 (TP·CP·PP %3, ETP·EP·PP %4, whole nodes of %5) → %6</source>
        <translation>GPU 数 %1 不是 %2 的倍数（TP·CP·PP %3，ETP·EP·PP %4，每节点 %5 个的整节点）→ %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is at its smallest size</source>
        <translation>%1 已是最小值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no larger %1 divides the %2 experts</source>
        <translation>没有更大的 %1 能整除 %2 个专家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger %1 divides the %2 attention heads</source>
        <translation>没有更大的 %1 能整除 %2 个注意力头</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no larger PP leaves both meshes divisible on 1 GPU</source>
        <translation>没有更大的 PP 能在 1 个 GPU 上让两个网格都整除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger PP leaves both meshes divisible on %1 GPUs</source>
        <translation>没有更大的 PP 能在 %1 个 GPU 上让两个网格都整除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no larger %1 divides 1 GPU</source>
        <translation>没有更大的 %1 能整除 1 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no larger %1 divides %2 GPUs</source>
        <translation>没有更大的 %1 能整除 %2 个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no larger %1 divides the 1 GPU left by %2 %3</source>
        <translation>没有更大的 %1 能整除 %2 %3 留下的 1 个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no larger %1 divides the %2 GPUs left by %3 %4</source>
        <translation>没有更大的 %1 能整除 %3 %4 留下的 %2 个 GPU</translation>
    </message>
</context>
<context>
    <name>log_errors</name>
    <message>
        <location filename="../../core/evidence/predicted_vs_measured.cpp" line="-56"/>
        <source>no recipe attached to the run: nothing to predict</source>
        <translation>该运行没有附加配方：无可预测</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the recipe cannot run as it is (%1): no prediction</source>
        <translation>该配方按现状无法运行（%1）：没有预测</translation>
    </message>
    <message>
        <location filename="../../core/evidence/run_evidence.cpp" line="+71"/>
        <source>cannot tell what this file is: name it %1, %2, %3, %4 or %5</source>
        <translation>无法判断这是什么文件：请将其写作 %1、%2、%3、%4 或 %5</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>a run takes one recipe (already have %1)</source>
        <translation>一次运行只能有一个配方（已有 %1）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a run takes one training log (already have %1)</source>
        <translation>一次运行只能有一个训练日志（已有 %1）</translation>
    </message>
    <message>
        <location filename="../../core/logs/log_parser.cpp" line="+322"/>
        <source>cannot open training log</source>
        <translation>无法打开训练日志</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error reading training log</source>
        <translation>读取训练日志时出错</translation>
    </message>
</context>
<context>
    <name>memory_fit</name>
    <message>
        <location filename="../../core/rules/memory_fit.cpp" line="+46"/>
        <source>fits closely: %1 GiB headroom, under the %2 GiB fragmentation allowance, so it may not fit; about %3 tokens/s/GPU</source>
        <translation>勉强放得下：余量 %1 GiB，低于 %2 GiB 的碎片容差，因此可能放不下；约 %3 tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fits closely: %1 GiB headroom, under the %2 GiB fragmentation allowance, so it may not fit</source>
        <translation>勉强放得下：余量 %1 GiB，低于 %2 GiB 的碎片容差，因此可能放不下</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fits, %1 GiB headroom, about %2 tokens/s/GPU</source>
        <translation>放得下，余量 %1 GiB，约 %2 tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits, %1 GiB headroom</source>
        <translation>放得下，余量 %1 GiB</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>pipeline stage %1 needs %2 GiB per GPU of the usable %3 GiB of %4: %5 GiB headroom, less than the memory model&apos;s own %6 GiB allocator-fragmentation allowance, so it may not fit</source>
        <translation>流水线阶段 %1 每个 GPU 需要 %2 GiB（%4 可用 HBM 为 %3 GiB）：余量 %5 GiB，小于内存模型自身 %6 GiB 的分配器碎片容差，因此可能放不下</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>keep at least %1 GiB free (selective recompute, a smaller micro-batch, more PP or EP, or optimizer offload), or measure the peak on one step before the full run</source>
        <translation>至少保留 %1 GiB 空闲（选择性重计算、更小的微批次、更多 PP 或 EP，或优化器卸载），或在正式运行前用一步实测峰值</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5; that is within the memory model&apos;s uncertainty (its %6 GiB allocator-fragmentation allowance), so it may still run</source>
        <translation>流水线阶段 %1 每个 GPU 需要 %2 GiB，超出 %5 可用的 %4 GiB 共 %3 GiB；这在内存模型的不确定度之内（其 %6 GiB 分配器碎片容差），因此仍可能运行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>does not fit: pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5</source>
        <translation>放不下：流水线阶段 %1 每个 GPU 需要 %2 GiB，超出 %5 可用的 %4 GiB 共 %3 GiB</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no change of recompute, offload, micro-batch or one of EP, PP, CP and TP, alone or combined, makes this layout fit: a layout search on these GPUs may find one; else use more GPUs, or a GPU with more memory</source>
        <translation>无论单独还是组合，改变重计算、卸载、微批次或 EP、PP、CP、TP 之一都无法让此布局放下：在这些 GPU 上做一次布局搜索也许能找到；否则请使用更多 GPU，或显存更大的 GPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>apply %1 (%2)</source>
        <translation>应用 %1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apply %1 (%2); or the other fix among the findings</source>
        <translation>应用 %1（%2）；或检查结果中的另一项修复</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apply %1 (%2); or one of the %3 other fixes among the findings</source>
        <translation>应用 %1（%2）；或检查结果中其余 %3 项修复之一</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>to fit memory: %1 (%2)</source>
        <translation>为放入内存：%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>apply %1</source>
        <translation>应用 %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::AddRunDialog</name>
    <message>
        <location filename="../../ui/runs/add_run_dialog.cpp" line="+45"/>
        <location line="+55"/>
        <source>Add Run</source>
        <translation>添加运行</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>A training log with any traces, a measurement contract, a Bridge YAML or a recipe file</source>
        <translation>训练日志及其跟踪文件、测量约定、Bridge YAML 或配方文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Run</source>
        <translation>添加运行(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Choose Files…</source>
        <translation>选择文件(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;From iteration</source>
        <translation>起始迭代(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;to</source>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Files of the run:</source>
        <translation>该运行的文件：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steady window (inclusive; the first printed line includes warm-up):</source>
        <translation>稳态窗口（含两端；打印的第一行包含预热）：</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Run files (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;All files (*)</source>
        <translation>运行文件 (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Proposed: %1.</source>
        <translation>建议：%1。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose the run&apos;s files: a training log with any traces, contract or Bridge YAML.</source>
        <translation>选择该运行的文件：训练日志及其跟踪文件、测量约定或 Bridge YAML。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window is empty: the first iteration is after the last.</source>
        <translation>窗口为空：第一次迭代在最后一次之后。</translation>
    </message>
</context>
<context>
    <name>moe::ui::AssumptionsEditor</name>
    <message>
        <location filename="../../ui/memory/assumptions_editor.cpp" line="+29"/>
        <source>Routing imbalance</source>
        <translation>路由不均衡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Routed tokens on the busiest expert rank relative to a balanced one (auto: 1.0 with forced balancing, 1.25 otherwise)</source>
        <translation>最繁忙专家 rank 上的路由 token 数相对于均衡情况的倍数（自动：强制负载均衡时为 1.0，否则为 1.25）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispatcher workspace</source>
        <translation>分发器工作区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher buffers (auto: 0.5 GiB alltoall/allgather, 2 GiB DeepEP/HybridEP/NCCL-EP)</source>
        <translation>分发器缓冲区（自动：alltoall/allgather 为 0.5 GiB，DeepEP/HybridEP/NCCL-EP 为 2 GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA-graph pool</source>
        <translation>CUDA Graph 内存池</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA-graph memory pool (auto: 4 GiB TE-scoped/local, 8 GiB full iteration, 0 without graphs)</source>
        <translation>CUDA Graph 内存池（自动：TE 作用域/local 为 4 GiB，full_iteration 为 8 GiB，无 Graph 时为 0）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context + NCCL</source>
        <translation>CUDA 上下文 + NCCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context and NCCL communicator buffers</source>
        <translation>CUDA 上下文和 NCCL 通信器缓冲区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allocator fragmentation, as a fraction of allocated bytes</source>
        <translation>分配器碎片，占已分配字节的比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit bytes</source>
        <translation>每个 logit 元素的字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per logit element kept for the loss (4 = FP32)</source>
        <translation>为损失保留的每个 logit 元素的字节数（4 = FP32）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 weight copies</source>
        <translation>FP8 权重副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TE FP8 weight copies per TE-linear parameter when FP8 compute lacks FP8 params</source>
        <translation>FP8 计算但参数非 FP8 时，每个 TE 线性层参数的 TE FP8 权重副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host pinned reserve</source>
        <translation>主机固定内存预留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host RAM kept for pinned buffers and the OS</source>
        <translation>为固定缓冲区和操作系统保留的主机内存</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the model&apos;s default for this recipe (shown)</source>
        <translation>使用该配方所用模型的默认值（已显示）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probs fused into SwiGLU (drops the unpermute a2a output tensor)</source>
        <translation>概率融合进 SwiGLU（省去 a2a 反置换输出张量）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>moe::ui::BandFormat</name>
    <message>
        <location filename="../../ui/common/band_format.cpp" line="+64"/>
        <source>%1 (extrapolated)</source>
        <comment>an uncertainty band outside the calibration</comment>
        <translation>%1（外推）</translation>
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
%2（%3，范围 %4 至 %5）</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>&amp;Fit</source>
        <translation>拟合(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Profile</source>
        <translation>保存配置文件(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use for Estimates</source>
        <translation>用于估算(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Constant</source>
        <translation>常数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base</source>
        <translation>基准值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Observation</source>
        <translation>观测</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (ms)</source>
        <translation>实测 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before (ms)</source>
        <translation>拟合前 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before %</source>
        <translation>拟合前 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After (ms)</source>
        <translation>拟合后 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After %</source>
        <translation>拟合后 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrate from Runs</source>
        <translation>从运行校准</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constants to fit; none checked lets the runs decide which they can determine</source>
        <translation>要拟合的常数；都不勾选时，由运行决定能确定哪些</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>profile name, e.g. lab-h100</source>
        <translation>配置文件名，例如 lab-h100</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Constants:</source>
        <translation>常数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile name:</source>
        <translation>配置文件名：</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n attached run(s). The fit starts from the studio&apos;s current calibration.</source>
        <translation>
            <numerusform>%n 个已附加的运行。拟合从 Studio 当前的校准开始。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Fitting…</source>
        <translation>正在拟合…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to fit: no attached run can be used.</source>
        <translation>无可拟合：没有可用的已附加运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source> Skipped: %1.</source>
        <translation> 已跳过：%1。</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>fitted (at bound)</source>
        <translation>已拟合（达到边界）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fitted</source>
        <translation>已拟合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held</source>
        <translation>保持不变</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n constant(s) fitted from %1 observation(s); error (RMS of the table&apos;s errors) before %2 %, after %3 %.</source>
        <translation>
            <numerusform>从 %1 个观测拟合了 %n 个常数；误差（表中误差的 RMS）拟合前 %2 %，拟合后 %3 %。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source> Caution: %n observation(s) for as many fitted constants or fewer, so nothing is left to check the fit against: its error after says nothing about other layouts. Attach more runs (other layouts or batch sizes) and check the profile on a run it was not fitted to.</source>
        <translation>
            <numerusform> 注意：观测只有 %n 个，不多于拟合的常数个数，因此没有剩下可用来检验拟合的运行：拟合后的误差不能说明其他布局的情况。请附加更多运行（其他布局或批次大小），并在未参与拟合的运行上检查该配置文件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source> Saved as cluster profile &apos;%1&apos; (%2).</source>
        <translation> 已保存为集群配置文件“%1”（%2）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fitted (unsaved)</source>
        <translation>已拟合（未保存）</translation>
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
        <translation>此配方没有数值：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
%2, against the first column</source>
        <translation>%1
%2，相对于第一列</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
</context>
<context>
    <name>moe::ui::ComparePanel</name>
    <message numerus="yes">
        <location filename="../../ui/compare/compare_panel.cpp" line="+65"/>
        <source>+%n more</source>
        <translation>
            <numerusform>+%n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Pin current</source>
        <translation>固定当前(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply pinned</source>
        <translation>应用已固定(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cop&amp;y Table</source>
        <translation>复制表格(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Ta&amp;ble…</source>
        <translation>导出表格(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sho&amp;w all fields</source>
        <translation>显示所有字段(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin Current Layout</source>
        <translation>固定当前布局(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply Pinned Layout</source>
        <translation>应用已固定的布局(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename Pin…</source>
        <translation>重命名固定项(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move Pin</source>
        <translation>移除固定项(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Comparison…</source>
        <translation>导出比较(&amp;E)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin the current recipe to compare later edits against it</source>
        <translation>固定当前配方，以便将之后的编辑与它比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make the pinned recipe selected in Compare the current one (undoable)</source>
        <translation>将“比较”中选中的已固定配方设为当前配方（可撤销）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pinned recipe Rename, Remove and Apply act on</source>
        <translation>“重命名”“移除”和“应用”所作用的已固定配方</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also list the fields every column shares and the model&apos;s architecture fields</source>
        <translation>同时列出各列都相同的字段和模型的架构字段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the table as tab-separated text (pastes into a spreadsheet); Ctrl+C copies the selected rows</source>
        <translation>将表格复制为制表符分隔的文本（可粘贴到电子表格）；Ctrl+C 复制选中的行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the table as CSV or Markdown</source>
        <translation>将表格保存为 CSV 或 Markdown</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>%1 · GBS %2</source>
        <translation>%1 · GBS %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin %1: %2 (%3)</source>
        <translation>固定项 %1：%2（%3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> · same as Pin %1</source>
        <translation> · 与固定项 %1 相同</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Apply pinned “%1”</source>
        <translation>应用已固定的“%1”</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not export the comparison</source>
        <translation>无法导出比较结果</translation>
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
        <translation>导出比较</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rename Pin</source>
        <translation>重命名固定项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New name for pin %1 (%2):</source>
        <translation>固定项 %1（%2）的新名称：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 (%2 · GBS %3)</source>
        <translation>%1（%2 · GBS %3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current: %1 (%2 · GBS %3)</source>
        <translation>当前：%1（%2 · GBS %3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pin the current layout (Compare ▸ Pin Current Layout, Ctrl+P), then edit: every changed field and the memory and time deltas against the first pin appear here.</source>
        <translation>固定当前布局（比较 ▸ 固定当前布局，Ctrl+P），然后编辑：每个更改过的字段，以及相对第一个固定项的内存和时间差值，都会显示在这里。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No field differs; deltas are against “%1”.</source>
        <translation>没有字段不同；差值均相对于“%1”。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n field(s) differ; deltas are against “%1”.</source>
        <translation>
            <numerusform>%n 个字段不同；差值相对于“%1”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n model architecture field(s) among them are folded away (Show all fields).</source>
        <translation>
            <numerusform>其中 %n 个模型架构字段已折叠（显示所有字段）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimates use the %1 calibration.</source>
        <translation>估算使用%1校准。</translation>
    </message>
</context>
<context>
    <name>moe::ui::CompareTable</name>
    <message>
        <location filename="../../ui/compare/compare_table.cpp" line="+56"/>
        <source>Usable HBM minus the binding stage; negative means it does not fit</source>
        <translation>可用 HBM 减去约束阶段；为负表示放不下</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Memory per GPU of the binding (fullest) pipeline stage, by the studio&apos;s memory model</source>
        <translation>约束（最满）流水线阶段的每 GPU 内存，按本工具的内存模型估算</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+102"/>
        <source>%1 pp</source>
        <extracomment>Percentage points (a difference of two percentages, e.g. of MFU).</extracomment>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Whether the binding stage fits in usable HBM, by the studio&apos;s memory model</source>
        <translation>约束阶段能否放入可用 HBM，按本工具的内存模型判断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated training step time, by the studio&apos;s step-time model</source>
        <translation>估算的训练步时，按本工具的步时模型计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per second per GPU</source>
        <translation>每 GPU 每秒 token 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model TFLOP/s per GPU, by the %1. %2</source>
        <translation>每 GPU 模型 TFLOP/s，按 %1 计算。%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model FLOPs utilisation against the precision&apos;s dense peak, by the %1. %2</source>
        <translation>相对于该精度稠密峰值的模型 FLOPs 利用率，按 %1 计算。%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What limits the step most, by the step-time model&apos;s diagnosis</source>
        <translation>按步时模型的诊断，最限制这一步的因素</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(unset)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>? (does not divide)</source>
        <translation>?（不能整除）</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no numbers)</source>
        <translation>—（无数值）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— (invalid recipe)</source>
        <translation>—（无效配方）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (does not fit)</source>
        <translation>—（放不下）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closely: %1 headroom, under the %2 fragmentation allowance (may not fit)</source>
        <translation>勉强：余量 %1，低于 %2 的碎片容差（可能放不下）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tight, %1 over (within the fragmentation allowance)</source>
        <translation>紧张，超出 %1（在碎片容差之内）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no, %1 over</source>
        <translation>否，超出 %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source> on the common BF16 peak</source>
        <translation>（按共同的 BF16 峰值）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source> · a tie within %1</source>
        <translation> · 在 %1 内持平</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</source>
        <translation> · 不同批次（GBS %1 × 序列 %2 对 %3 × %4）：请比较 tokens/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of the BF16 peak (%2 of its own precision&apos;s)</source>
        <translation>BF16 峰值的 %1（自身精度峰值的 %2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>invalid recipe: %1</source>
        <translation>无效配方：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (and %1 more)</source>
        <translation> （另有 %1 个）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Binding-stage memory</source>
        <translation>约束阶段内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory headroom</source>
        <translation>内存余量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits in memory</source>
        <translation>能放入内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s/GPU</source>
        <translation>吞吐量（tokens/s/GPU）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model TFLOP/s/GPU (%1)</source>
        <translation>模型 TFLOP/s/GPU（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU (%1)</source>
        <translation>MFU（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall to attack first</source>
        <translation>首先要攻克的瓶颈</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>%1
In the recipe file: %2 (%3)</source>
        <translation>%1
配方文件中：%2（%3）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>DP (derived)</source>
        <translation>DP（推导）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attention data parallel: world ÷ (TP·CP·PP)</source>
        <translation>注意力数据并行：总 GPU 数 ÷ (TP·CP·PP)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EDP (derived)</source>
        <translation>EDP（推导）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert data parallel: world ÷ (ETP·EP·PP)</source>
        <translation>专家数据并行：总 GPU 数 ÷ (ETP·EP·PP)</translation>
    </message>
</context>
<context>
    <name>moe::ui::CoupledEdits</name>
    <message>
        <location filename="../../ui/editor/coupled_edits.cpp" line="+27"/>
        <source>Tensor parallel size: %1, sequence parallel on</source>
        <translation>张量并行大小：%1，序列并行开启</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel size: %1, sequence parallel off</source>
        <translation>张量并行大小：%1，序列并行关闭</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2, pipeline placement chosen anew</source>
        <translation>%1：%2，重新选择了流水线放置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel size</source>
        <translation>流水线并行大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线阶段数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Activation recompute: %1, full recompute&apos;s method and layer count cleared</source>
        <translation>激活重计算：%1，已清除完整重计算的方法和层数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS unset</source>
        <translation>已取消设置 CUDA_DEVICE_MAX_CONNECTIONS</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_model.cpp" line="+22"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggestion: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One-click fix (double-click): %1</source>
        <translation>一键修复（双击）：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1 explains it in Help.</source>
        <translation>按 F1 可在帮助中查看说明。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggestion</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsView</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_view.cpp" line="+46"/>
        <source>Apply Fi&amp;x</source>
        <translation>应用修复(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explain in Help</source>
        <translation>在帮助中说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Rule Id</source>
        <translation>复制规则 ID</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable)</source>
        <translation>应用所选检查结果的一键修复（可撤销）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Explain the selected finding in Help (F1)</source>
        <translation>在帮助中说明所选检查结果 (F1)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable): %1</source>
        <translation>应用所选检查结果的一键修复（可撤销）：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Valid: no errors or warnings</source>
        <translation>有效：没有错误或警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 — export is %3</source>
        <translation>%1，%2 — 导出：%3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
</context>
<context>
    <name>moe::ui::DomainCrossing</name>
    <message>
        <location filename="../../ui/grid/domain_crossing_text.cpp" line="+44"/>
        <source>racks</source>
        <translation>机架</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rack</source>
        <translation>机架</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink domains</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 group spans %2 %3</source>
        <translation>该 %1 组跨越 %2 个%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both %1 groups span %2 %3</source>
        <translation>两个 %1 组都跨越 %2 个%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all %1 %2 groups span %3 %4</source>
        <translation>全部 %1 个 %2 组都跨越 %3 个%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 %3 groups span up to %4 %5</source>
        <translation>%2 个 %3 组中有 %1 个跨越最多 %4 个%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 stays inside one %2</source>
        <translation>%1 保持在一个%2之内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stay inside one %2</source>
        <translation>%1 保持在一个%2之内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every group is a single GPU</source>
        <translation>每个组都只有一个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <comment>between clauses</comment>
        <extracomment>Between the clauses of the grids&apos; summary sentence (Chinese &quot;；&quot;).</extracomment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>moe::ui::EstimatePanel</name>
    <message>
        <location filename="../../ui/estimate/estimate_panel.cpp" line="+81"/>
        <source>Show predicted timeline</source>
        <translation>显示预测时间线</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens/s/GPU</source>
        <translation>吞吐量（tokens/s/GPU）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model TFLOP/s/GPU</source>
        <translation>模型 TFLOP/s/GPU</translation>
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
        <translation>每步秒数</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Deta&amp;ils</source>
        <extracomment>A toggle on the Estimate dock: shows or hides the uncertainty sentence and the breakdown table.</extracomment>
        <translation>详细信息(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show or hide how sure the estimate is and the chart and table of its parts</source>
        <translation>显示或隐藏估算的可信程度，以及其各部分的图表和表格</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Calibration: built-in (fitted to published runs).</source>
        <translation>校准：内置（拟合自已发布的运行）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration: cluster profile “%1”, fitted to your runs; the band is the built-in model&apos;s on published rows and is not re-measured for it.</source>
        <translation>校准：集群配置文件“%1”，拟合自你的运行；区间是内置模型在已发布数据行上的区间，并未针对它重新测量。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Simulate one training step per pipeline rank in Megatron-Core&apos;s schedule order and open it in the Trace dock, beside the measured trace when one is open</source>
        <translation>按 Megatron-Core 的调度顺序为每个流水线 rank 模拟一个训练步，并在“跟踪”停靠窗口中打开；若已打开实测跟踪，则与之并排显示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No step to simulate: the layout does not fit in memory (see above)</source>
        <translation>无可模拟的步：该布局放不进内存（见上文）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No step to simulate: the recipe has no estimate (see above)</source>
        <translation>无可模拟的步：该配方没有估算（见上文）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No estimate.</source>
        <translation>无估算。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Invalid recipe — no estimate (%n error(s)):</source>
        <translation>
            <numerusform>无效配方——无估算（%n 个错误）：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot estimate: %1</source>
        <translation>无法估算：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Does not fit: the binding stage needs %1, %2 over the usable %3</source>
        <translation>放不下：约束阶段需要 %1，超出可用的 %3 达 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next lever: make it fit first: %1</source>
        <translation>下一个调节手段：先让它放得下：%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no step to show</source>
        <translation>没有可显示的步</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>memory is tight: %1 over usable HBM, within the fragmentation allowance, so it may run</source>
        <translation>内存紧张：超出可用 HBM %1，在碎片容差之内，因此可能可以运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>memory fits closely: %1 headroom, less than the %2 fragmentation allowance, so it may not fit</source>
        <translation>内存勉强放得下：余量 %1，小于 %2 的碎片容差，因此可能放不下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory fits with %1 headroom</source>
        <translation>内存放得下，余量 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimated step %1 %2: m = %3 microbatch of %4 on PP rank %5; %6</source>
        <translation>估算步时 %1 %2：PP rank %5 上 m = %3 个微批次，每个 %4；%6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6</source>
        <translation>估算步时 %1 %2：PP rank %5 上 m = %3 个微批次，每个 %4；%6</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>of the BF16 dense peak (%1)</source>
        <translation>占 BF16 稠密峰值（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of the %1 dense peak; %2 of BF16 (%3)</source>
        <translation>占 %1 稠密峰值；占 BF16 的 %2（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 TFLOP/s/GPU, MFU %3</source>
        <translation>%1：%2 TFLOP/s/GPU，MFU %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Uncertainty unknown: no cross-validated rows to compare with.</source>
        <translation>不确定性未知：没有可供比较的交叉验证数据行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty %1: the widest of the model&apos;s cross-validated errors on %2 published rows (%3); figures are rounded to it.</source>
        <translation>不确定性 %1：模型在 %2 条已发布数据行（%3）上交叉验证误差中最宽的一个；数值按它取整。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Uncertainty %1: %2 % of the model&apos;s cross-validated errors on %3 comparable published rows (%4) fall inside it; figures are rounded to it.</source>
        <translation>不确定性 %1：模型在 %3 条可比的已发布数据行（%4）上的交叉验证误差中有 %2 % 落在其中；数值按它取整。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Wall to attack first: %1 — %2</source>
        <translation>首先要攻克的瓶颈：%1 — %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next lever: none of one change. The usual one for this wall, %1, is out here: %2</source>
        <translation>下一个调节手段：没有单项更改可用。针对这一瓶颈的常用手段 %1 在这里不可行：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The best candidate, %1, is %2</source>
        <translation>下一个调节手段：按模型估算，没有任何单项更改能带来收益。最佳候选 %1 为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The usual one for this wall, %1, is %2</source>
        <translation>下一个调节手段：按模型估算，没有任何单项更改能带来收益。针对这一瓶颈的常用手段 %1 为 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next lever: %1 — %2</source>
        <translation>下一个调节手段：%1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next lever: %1</source>
        <translation>下一个调节手段：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2%3</source>
        <translation>%1 %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (changes the numerics)</source>
        <translation> （改变数值结果）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Single changes the model estimated (valid and fitting), best first:
%1</source>
        <translation>模型估算过的单项更改（有效且放得下），最佳的在前：
%1</translation>
    </message>
</context>
<context>
    <name>moe::ui::ExportDialog</name>
    <message>
        <location filename="../../ui/export/export_dialog.cpp" line="+84"/>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script</source>
        <translation>Megatron-LM 启动脚本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Bridge YAML override</source>
        <translation>Megatron-Bridge YAML 覆盖配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipe YAML</source>
        <translation>配方 YAML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron-Core release the export targets: options newer than it are refused</source>
        <translation>导出所针对的 Megatron-Core 版本：比它新的选项会被拒绝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core &amp;version:</source>
        <translation>Megatron-Core 版本(&amp;V)：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export &amp;anyway (the warning goes into the file&apos;s header)</source>
        <translation>仍然导出(&amp;A)（警告写入文件头）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Refused: %1. Fix: %2.</source>
        <translation>已拒绝：%1。修复：%2。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot export: %1. Every finding, with its fix, is listed under the grids.</source>
        <translation>无法导出：%1。所有检查结果及其修复都列在网格下方。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Megatron-LM Launch Script</source>
        <translation>导出 Megatron-LM 启动脚本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Megatron-Bridge YAML</source>
        <translation>导出 Megatron-Bridge YAML</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Recipe</source>
        <translation>导出配方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Recipe as JSON</source>
        <translation>将配方导出为 JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>moe::ui::FeasibilityModel</name>
    <message>
        <location filename="../../ui/feasibility/feasibility_model.cpp" line="+53"/>
        <source>fits closely</source>
        <translation>勉强放得下</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 headroom, less than the memory model&apos;s own %2 allocator-fragmentation allowance, so it may not fit</source>
        <translation>余量 %1，小于内存模型自身 %2 的分配器碎片容差，因此可能放不下</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest plan</source>
        <translation>最小方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory levers</source>
        <translation>内存调节手段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binding stage</source>
        <translation>约束阶段</translation>
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
        <translation>原因 / 备注</translation>
    </message>
</context>
<context>
    <name>moe::ui::FeasibilityPanel</name>
    <message>
        <location filename="../../ui/feasibility/feasibility_panel.cpp" line="+43"/>
        <source>Recompute</source>
        <translation>重新计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply Plan</source>
        <translation>应用方案</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Make the selected GPU count&apos;s plan the recipe&apos;s (double-click or Enter on a row does the same)</source>
        <translation>将所选 GPU 数量的方案设为配方的方案（在行上双击或按 Enter 效果相同）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU counts are multiples of the node size up to this maximum (powers of two times the node size beyond 64 nodes)</source>
        <translation>GPU 数量为节点大小的倍数，直到此最大值（超过 64 个节点后为节点大小乘以 2 的幂）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Up to</source>
        <translation>最多</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Feasibility is computed when this panel is shown.</source>
        <translation>可行性在显示此面板时计算。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 at seq %2 on %3 (%4), up to %5 GPUs</source>
        <translation>%1，序列 %2，%3（%4），最多 %5 个 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing %1…</source>
        <translation>正在分析 %1…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancelled. Press Recompute to analyse again.</source>
        <translation>已取消。按“重新计算”再次分析。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Feasibility cannot be analysed:</source>
        <translation>无法分析可行性：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &lt;b&gt;%2 of %3&lt;/b&gt; GPU counts fit. CP starting point &lt;b&gt;%4&lt;/b&gt; (sequence length / 4096 rounded to a power of two). GBS %5 requested; GA per row = GBS / (MBS · DP).</source>
        <translation>%1：在 %3 个 GPU 数量中，&lt;b&gt;%2 个&lt;/b&gt;放得下。CP 起点 &lt;b&gt;%4&lt;/b&gt;（序列长度 / 4096，取整到 2 的幂）。请求的 GBS 为 %5；每行 GA = GBS / (MBS · DP)。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source> %n of them fit only closely (less headroom than the memory model&apos;s fragmentation allowance): they may not fit.</source>
        <translation>
            <numerusform> 其中 %n 个只是勉强放得下（余量小于内存模型的碎片容差）：可能放不下。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> On %n count(s) the GBS must drop to stay divisible.</source>
        <translation>
            <numerusform> 在 %n 个数量上，GBS 必须降低才能保持可整除。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %1 layouts evaluated.</source>
        <translation> 评估了 %1 个布局。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Nothing to apply: no analysed row for %1 GPUs.</source>
        <translation>无可应用：没有 %1 个 GPU 的已分析行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not applied: %1 GPUs do not fit — %2</source>
        <translation>未应用：%1 个 GPU 放不下 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not applied: the recipe changed since this analysis. Recompute first.</source>
        <translation>未应用：自本次分析以来配方已更改。请先重新计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apply feasibility plan for %1 GPUs (%2)</source>
        <translation>应用 %1 个 GPU 的可行性方案（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan for %1 GPUs is already the recipe&apos;s.</source>
        <translation>%1 个 GPU 的方案已经是配方的方案。</translation>
    </message>
</context>
<context>
    <name>moe::ui::FoldedGridView</name>
    <message>
        <location filename="../../ui/grid/folded_grid_labels.cpp" line="+25"/>
        <source>%1, %2, …, %3 (step %4, %5 GPUs)</source>
        <translation>%1, %2, …, %3（步长 %4，%5 个 GPU）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, … (%1 GPUs)</source>
        <translation>, …（%1 个 GPU）</translation>
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
        <translation>PP 阶段 %1</translation>
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
        <translation> — 每格一个节点（%1 个 GPU）；双击或放大可查看单个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — one cell per NVLink domain (%1 GPUs); double-click or zoom in for nodes</source>
        <translation> — 每格一个 NVLink 域（%1 个 GPU）；双击或放大可查看节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — one cell per %1 GPUs (%2 NVLink domains); double-click or zoom in for fewer</source>
        <translation> — 每格 %1 个 GPU（%2 个 NVLink 域）；双击或放大可减少每格数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source> · %1 GPUs/cell</source>
        <translation> · %1 GPU/格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1/cell</source>
        <translation> · %1/格</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1  %2 · ranks in order (%3 fastest), rows named by their %4 replicas%5</source>
        <translation>%1  %2 · rank 按顺序排列（%3 变化最快），行以其 %4 副本命名%5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attn</source>
        <translation>注意力</translation>
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
        <translation>&lt;b&gt;GPU %1&lt;/b&gt; — 节点 %2，NVLink 域 %3&lt;br&gt;注意力：tp %4，cp %5，dp %6，pp %7&lt;br&gt;MoE：etp %8，ep %9，edp %10</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>leaves NVLink domain</source>
        <translation>离开 NVLink 域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;this GPU alone: %1</source>
        <translation>&lt;br&gt;仅此 GPU：%1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/folded_grid_view.cpp" line="+79"/>
        <source>  (zoom&#xa0;%1×:&#xa0;0&#xa0;resets)</source>
        <translation>  （缩放&#xa0;%1×：按&#xa0;0&#xa0;复位）</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This layout cannot run: %1</source>
        <translation>此布局无法运行：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This layout cannot run: %1 (and %2 more in the findings)</source>
        <translation>此布局无法运行：%1（检查结果中还有 %2 条）</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>&lt;i&gt;%1 GPUs in this cell (double-click or zoom in for single GPUs); first:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;此格中有 %1 个 GPU（双击或放大可查看单个 GPU）；第一个：&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No folded grid: %1</source>
        <translation>无折叠网格：%1</translation>
    </message>
</context>
<context>
    <name>moe::ui::GridLegend</name>
    <message>
        <location filename="../../ui/grid/grid_legend.cpp" line="+90"/>
        <source>cell of %1 NVLink domains (racks), alternating hue</source>
        <translation>每格 %1 个 NVLink 域（机架），色调交替</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cell of %1 NVLink domains (nodes), alternating hue</source>
        <translation>每格 %1 个 NVLink 域（节点），色调交替</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink domain (rack), alternating hue</source>
        <translation>NVLink 域（机架），色调交替</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink domain (node), alternating hue</source>
        <translation>NVLink 域（节点），色调交替</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>node, alternating shade</source>
        <translation>节点，深浅交替</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>click a GPU to colour its %1 peers</source>
        <translation>点击一个 GPU，为其 %1 同组 GPU 着色</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>selected GPU</source>
        <translation>选中的 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peers</source>
        <translation>%1 同组 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>peer group leaves its NVLink domain</source>
        <translation>同组 GPU 离开了其 NVLink 域</translation>
    </message>
</context>
<context>
    <name>moe::ui::HelpWindow</name>
    <message>
        <location filename="../../ui/help/help_window.cpp" line="+42"/>
        <source>MoE Layout Studio Help</source>
        <translation>MoE Layout Studio 帮助</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search help: a term, a setting or a message</source>
        <translation>搜索帮助：术语、设置或消息</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>%1 topics</source>
        <translation>%1 个主题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing matches</source>
        <translation>没有匹配项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 match</source>
        <translation>1 个匹配项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 matches</source>
        <translation>%1 个匹配项</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;No topic matches “%1”. Try a shorter word, or one of the glossary&apos;s terms (TP, EP, recompute, dispatcher…).&lt;/p&gt;</source>
        <translation>&lt;p&gt;没有与“%1”匹配的主题。请尝试更短的词，或术语表中的术语（TP、EP、重计算、分发器…）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportDialog</name>
    <message>
        <location filename="../../ui/export/image_export_dialog.cpp" line="+19"/>
        <source>Export Image</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1× the view&apos;s pixels</source>
        <translation>视图像素的 %1 倍</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Picture:</source>
        <translation>图片(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG si&amp;ze:</source>
        <translation>PNG 尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This picture has nothing to draw yet.</source>
        <translation>这张图片暂时没有可绘制的内容。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PNG: %1 × %2 pixels plus the caption; SVG and PDF are vector drawings at any size.</source>
        <translation>PNG：%1 × %2 像素，另加图注；SVG 和 PDF 为矢量图，任意尺寸均清晰。</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportHandle</name>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+7"/>
        <source>Export image…</source>
        <translation>导出图片…</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 image (*.%2)</source>
        <translation>%1 图像 (*.%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Image: %1</source>
        <translation>导出图片：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Image</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The image was not saved: %1</source>
        <translation>图像未保存：%1</translation>
    </message>
</context>
<context>
    <name>moe::ui::LayoutEditor</name>
    <message>
        <location filename="../../ui/editor/gpu_count_shrink.cpp" line="+58"/>
        <source>%1 GPUs with %2</source>
        <translation>%1 个 GPU，%2</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor.cpp" line="+73"/>
        <source>EP all-to-all overlap</source>
        <translation>EP 重叠（all-to-all）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delay wgrad compute</source>
        <translation>延迟权重梯度计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared-expert overlap</source>
        <translation>共享专家重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap grad reduce</source>
        <translation>重叠梯度归约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap param gather</source>
        <translation>重叠参数收集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP comm overlap</source>
        <translation>TP 通信重叠</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import from file…</source>
        <translation>从文件导入…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Recipe</source>
        <translation>配方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recipe name</source>
        <translation>配方名称</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model from the built-in catalog; the layout and options are kept.</source>
        <translation>来自内置目录的模型；布局和选项保持不变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU from the built-in catalog; the layout and options are kept.</source>
        <translation>来自内置目录的 GPU；布局和选项保持不变。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ The notes (end of this panel) describe an earlier layout: recipes keep them under [stale], launch scripts and Bridge YAML leave them out. Check them, then delete their first line.</source>
        <translation>⚠ 备注（在此面板末尾）描述的是之前的布局：配方会在 [stale] 标记下保留它们，启动脚本和 Bridge YAML 不包含它们。请检查后删除其第一行。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pipeline and context</source>
        <translation>流水线与上下文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline layout</source>
        <translation>流水线布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Et|(tt|)*30mL; empty = even split</source>
        <translation>例如 Et|(tt|)*30mL；留空 = 均匀划分</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+357"/>
        <source>even split</source>
        <translation>均匀划分</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>First-stage layers</source>
        <translation>首阶段层数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-stage layers</source>
        <translation>末阶段层数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding as a layer in the split</source>
        <translation>嵌入计为划分中的一层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss as a layer in the split</source>
        <translation>损失计为划分中的一层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CP communication</source>
        <translation>CP 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hierarchical CP</source>
        <translation>分层 CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inner,outer (a2a+p2p)</source>
        <translation>内层,外层 (a2a+p2p)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank order</source>
        <translation>rank 顺序</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cluster and batch</source>
        <translation>集群和批次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (GBS)</source>
        <translation>全局批次 (GBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro batch (MBS)</source>
        <translation>微批次 (MBS)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Microbatches / step</source>
        <translation>微批次数 / 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parallel folding</source>
        <translation>并行折叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows step through the sizes that keep the world divisible by both meshes.</source>
        <translation>箭头按能让总 GPU 数被两个网格整除的大小步进。</translation>
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
        <translation>DP（推导）</translation>
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
        <translation>= TP（未设置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EDP (derived)</source>
        <translation>EDP（推导）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher</source>
        <translation>分发器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute modules</source>
        <translation>重计算模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer CPU offload</source>
        <translation>优化器 CPU 卸载</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Optimizer offload fraction</source>
        <translation>优化器卸载比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation offload (fine-grained)</source>
        <translation>激活卸载（细粒度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offload modules</source>
        <translation>卸载模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA Graph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph scopes</source>
        <translation>图作用域</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>no larger GPU count is offered</source>
        <translation>没有更大的 GPU 数可选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no smaller GPU count keeps every size valid</source>
        <translation>没有更小的 GPU 数能让所有大小都有效</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Change GPU to %1</source>
        <translation>将 GPU 改为 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change GPU to %1 (%2)</source>
        <translation>将 GPU 改为 %1（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU changed to %1: %2 (the exports write what %1 needs; Ctrl+Z restores the old value).</source>
        <translation>GPU 已更改为 %1：%2（导出会写入 %1 所需的值；Ctrl+Z 可恢复原值）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Change model to %1</source>
        <translation>将模型改为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (edited)</source>
        <translation>%1（已编辑）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (imported)</source>
        <translation>%1（已导入）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (custom)</source>
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Steps through the %1 sizes that keep both meshes divisible.</source>
        <translation>按能让两个网格都可整除的 %1 大小步进。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.</source>
        <translation>以 %1 个 GPU 为步长：能被 TP·CP·PP、ETP·EP·PP 以及每节点 %2 个 GPU 的整节点整除的数量。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>None ticked: Megatron recomputes its default module, core_attn</source>
        <translation>都不勾选：Megatron 重计算其默认模块 core_attn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modules recomputed in backward (selective recompute)</source>
        <translation>在反向传播中重计算的模块（选择性重计算）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only for models with multi-head latent attention (MLA)</source>
        <translation>仅适用于采用多头潜在注意力（MLA）的模型</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>set by the layout string</source>
        <translation>由布局字符串设定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Modules whose saved inputs go to host memory between forward and backward (fine-grained activation offloading)</source>
        <translation>其保存的输入在前向与反向之间转移到主机内存的模块（细粒度激活卸载）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs not divisible by TP·CP·PP</source>
        <translation>GPU 数不能被 TP·CP·PP 整除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs not divisible by ETP·EP·PP</source>
        <translation>GPU 数不能被 ETP·EP·PP 整除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GBS not divisible by MBS·DP</source>
        <translation>GBS 不能被 MBS·DP 整除</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor_notes.cpp" line="+45"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sources, why the layout deviates, …</source>
        <translation>来源、布局为何偏离、…</translation>
    </message>
    <message>
        <location filename="../../ui/editor/layout_editor_shrink.cpp" line="+39"/>
        <source>
(over HBM by %1)</source>
        <translation>
（超出 HBM %1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Use %1%2</source>
        <translation>使用 %1%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instead of the snapped GPU count: this layout on %1 GPUs, one undo step%2</source>
        <translation>不用吸附后的 GPU 数量：在 %1 个 GPU 上使用此布局，一步撤销%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. It would not fit in memory; the memory chart and the findings then say by how much.</source>
        <translation>。它将放不进内存；届时内存图和检查结果会显示超出多少。</translation>
    </message>
</context>
<context>
    <name>moe::ui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+32"/>
        <source>Recipe files (*.yaml *.yml);;All files (*)</source>
        <translation>配方文件 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+100"/>
        <source>Recipe editor</source>
        <translation>配方编辑器</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ready. New here? Help ▸ Getting Started walks through the window.</source>
        <translation>就绪。第一次使用？帮助 ▸ 入门 会带你熟悉窗口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The recipe has been edited since: these warnings are about the file as imported.</source>
        <translation>此后配方已被编辑：这些警告针对的是导入时的文件。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not import the file.</source>
        <translation>无法导入该文件。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open the file.</source>
        <translation>无法打开该文件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported %1 with %n warning(s).</source>
        <translation>
            <numerusform>已导入 %1，有 %n 个警告。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Not carried into the exports: %1 and %n more.</source>
        <translation>
            <numerusform>未带入导出文件：%1 以及另外 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not carried into the exports: %1.</source>
        <translation>未带入导出文件：%1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The edit was rejected.</source>
        <translation>该编辑被拒绝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the recipe.</source>
        <translation>无法保存配方。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open &amp;Built-in</source>
        <translation>打开内置配方(&amp;B)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not load the built-in recipe %1.</source>
        <translation>无法加载内置配方 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open built-in %1</source>
        <translation>打开内置配方 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open from &amp;Library…</source>
        <translation>从配方库打开(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Trace…</source>
        <translation>打开跟踪文件(&amp;T)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../ui/window/unsaved_changes.cpp" line="+14"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Ima&amp;ge…</source>
        <translation>导出图片(&amp;G)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+41"/>
        <location line="+16"/>
        <source>Open Recipe</source>
        <translation>打开配方</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>a Megatron-Bridge YAML</source>
        <translation>Megatron-Bridge YAML 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Hugging Face config.json</source>
        <translation>Hugging Face config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Megatron-LM launch script</source>
        <translation>Megatron-LM 启动脚本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a profiler trace</source>
        <translation>性能分析跟踪文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 looks like %2, not a recipe. Open it in the Trace dock?</source>
        <translation>%1 看起来是%2，不是配方。是否在“跟踪”停靠窗口中打开？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 looks like %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from the open recipe.</source>
        <translation>%1 看起来是%2，不是配方。是否导入？它未提供的 GPU 和 GPU 数量将沿用当前打开的配方。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Recipe As</source>
        <translation>配方另存为</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)</source>
        <translation>可导入的文件 (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face 配置 (*.json);;Megatron-LM 启动脚本 (*.sh *.txt);;性能分析跟踪：Kineto JSON、Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_docks.cpp" line="+91"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Estimate</source>
        <extracomment>Dock title and View menu entry: the estimated step time and throughput (a noun).</extracomment>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feasibility</source>
        <extracomment>Dock title: which GPU counts can run the model at this sequence length.</extracomment>
        <translation>可行性</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search</source>
        <extracomment>Dock title: the search for the best layouts on a GPU count (a noun).</extracomment>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <extracomment>Dock title: pinned recipes side by side (a noun where the language distinguishes).</extracomment>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs</source>
        <extracomment>Dock title: measured training runs (logs, traces) attached to the session.</extracomment>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory Assumptions</source>
        <extracomment>Dock title: the memory model&apos;s assumptions (GPU memory, HBM).</extracomment>
        <translation>内存假设</translation>
    </message>
    <message>
        <location line="+49"/>
        <location filename="../../ui/window/main_window_trace.cpp" line="+47"/>
        <source>Trace</source>
        <extracomment>View menu entry and dock title: a profiler trace (Kineto, Nsight) on a timeline.</extracomment>
        <translation>跟踪</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_trace.cpp" line="-13"/>
        <source>Open Trace</source>
        <translation>打开跟踪文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)</source>
        <translation>性能分析跟踪文件 (*.json *.json.gz *.sqlite *.sqlite3);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Opened %1 trace files (%2, …)</source>
        <translation>已打开 %1 个跟踪文件（%2, …）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened trace %1</source>
        <translation>已打开跟踪 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot simulate the step: %1</source>
        <translation>无法模拟该步：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot simulate the step</source>
        <translation>无法模拟该步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Predicted step %1 (closed-form estimate %2)</source>
        <translation>预测步时 %1（解析估算 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Simulating one step…</source>
        <translation>正在模拟一步…</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_changes.cpp" line="+4"/>
        <source>&amp;Don&apos;t Save</source>
        <translation>不保存(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>“%1”有未保存的更改。是否保存？</translation>
    </message>
</context>
<context>
    <name>moe::ui::MemoryChart</name>
    <message>
        <location filename="../../ui/memory/memory_chart.cpp" line="+50"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grads</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overheads</source>
        <translation>其他开销</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GiB per GPU</source>
        <translation>每 GPU GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>the layout cannot run (%1); fix it first</source>
        <translation>该布局无法运行（%1）；请先修复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layout cannot run (%1, and %2 more); fix them first</source>
        <translation>该布局无法运行（%1，另有 %2 条）；请先修复</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Memory cannot be evaluated: %1</source>
        <translation>无法评估内存：%1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>usable HBM
%1 GiB</source>
        <translation>可用 HBM
%1 GiB</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>binding: stage %1, %2 GiB</source>
        <translation>约束：阶段 %1，%2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1: %2 GiB</source>
        <translation>阶段 %1：%2 GiB</translation>
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
        <translation>阶段 %1 紧张：%2 GiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GiB, tight</source>
        <translation>%1 GiB，紧张</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stage %1 does not fit: %2 GiB</source>
        <translation>阶段 %1 放不下：%2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stage %1: %2 GiB, too much</source>
        <translation>阶段 %1：%2 GiB，过多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GiB, too much</source>
        <translation>%1 GiB，过多</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fits closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB fragmentation allowance; it may not fit</source>
        <translation>勉强放得下：约束阶段 %1 在 %3 GiB 可用 HBM 中剩余 %2 GiB，少于 %4 GiB 的碎片容差；可能放不下</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fits: binding stage %1 leaves %2 GiB of %3 GiB usable HBM</source>
        <translation>放得下：约束阶段 %1 在 %3 GiB 可用 HBM 中剩余 %2 GiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tight: binding stage %1 is %2 GiB over, within the %3 GiB fragmentation allowance; it may run</source>
        <translation>紧张：约束阶段 %1 超出 %2 GiB，在 %3 GiB 的碎片容差之内；可能可以运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does not fit: the host memory the offload needs is short (see the findings)</source>
        <translation>放不下：卸载所需的主机内存不足（见检查结果）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not fit: binding stage %1 needs %2 GiB, %3 GiB over the usable %4 GiB</source>
        <translation>放不下：约束阶段 %1 需要 %2 GiB，超出可用的 %4 GiB 达 %3 GiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot run as it is (%1). Memory: %2</source>
        <translation>按现状无法运行（%1）。内存：%2</translation>
    </message>
</context>
<context>
    <name>moe::ui::MessageBanner</name>
    <message>
        <location filename="../../ui/window/message_banner.cpp" line="+71"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>moe::ui::PaneCycle</name>
    <message>
        <location filename="../../ui/window/pane_cycle.cpp" line="+28"/>
        <source>Next Pane</source>
        <translation>下一个窗格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous Pane</source>
        <translation>上一个窗格</translation>
    </message>
</context>
<context>
    <name>moe::ui::ParetoPlot</name>
    <message>
        <location filename="../../ui/search/pareto_plot.cpp" line="+49"/>
        <source>Memory headroom (GiB)</source>
        <translation>内存余量 (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>Tokens/s/GPU</source>
        <translation>吞吐量（tokens/s/GPU）</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top plans</source>
        <translation>最佳方案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>tok/s/GPU</source>
        <extracomment>Short y-axis title of the search plot, used when the plot is too short for &quot;Tokens/s/GPU&quot;.</extracomment>
        <translation>吞吐量</translation>
    </message>
</context>
<context>
    <name>moe::ui::PerfMessageText</name>
    <message>
        <location filename="../../ui/common/perf_message_text.cpp" line="+16"/>
        <source>outside the calibration: %1</source>
        <translation>超出校准范围：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2; basis: %3)</source>
        <translation>%1（%2；依据：%3）</translation>
    </message>
</context>
<context>
    <name>moe::ui::PredictionTable</name>
    <message>
        <location filename="../../ui/trace/prediction_table.cpp" line="+29"/>
        <location line="+79"/>
        <source>Per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Predicted (ms)</source>
        <translation>预测 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (ms)</source>
        <translation>实测 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference (ms)</source>
        <translation>差值 (ms)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Predicted step %1, measured %2 (%3 step window(s) averaged).</source>
        <translation>预测步时 %1，实测 %2（%3 个步窗口取平均）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Not this recipe&apos;s run&lt;/b&gt;: what the trace records contradicts the recipe (%1). Predicted step %2, measured %3; no per-step comparison is shown, as its differences would not be errors of the prediction.</source>
        <translation>&lt;b&gt;不是此配方的运行&lt;/b&gt;：跟踪记录的内容与配方矛盾（%1）。预测步时 %2，实测 %3；不显示逐步比较，因为其差异不会是预测的误差。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Not this recipe&apos;s run&lt;/b&gt;: the predicted step (%1) is %2× %3 than the measured %4, so the trace is probably of another model, layout or batch. No per-step comparison is shown: its differences would not be errors of the prediction.</source>
        <translation>&lt;b&gt;不是此配方的运行&lt;/b&gt;：预测步时（%1）比实测的 %4 %3 %2×，因此该跟踪可能来自另一个模型、布局或批次。不显示逐步比较：其差异不会是预测的误差。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>longer</source>
        <translation>长</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>shorter</source>
        <translation>短</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per step (largest difference first)</source>
        <translation>每步（差值最大的在前）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>phase: </source>
        <translation>阶段： </translation>
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
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new language applies at the next start of the studio. On screen, numbers follow the language&apos;s format. Files written for the training program (recipes, launch scripts, Bridge YAML, traces) are the same in every language; Compare&apos;s exported tables (CSV, Markdown) keep their words in the language but write numbers as 1234.5, without grouping; the evidence report (Runs ▸ Open Report) is written in English.</source>
        <translation>新语言在下次启动本工具时生效。屏幕上的数字按所选语言的格式显示。写给训练程序的文件（配方、启动脚本、Bridge YAML、跟踪文件）在任何语言下都相同；“比较”导出的表格（CSV、Markdown）中的文字使用所选语言，但数字一律写成 1234.5 的形式，不带千位分隔符；证据报告（运行 ▸ 打开报告）以英文写出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This session&apos;s language is set by MOE_STUDIO_LANGUAGE=%1, which overrides this choice while it is set.</source>
        <translation>本次会话的语言由 MOE_STUDIO_LANGUAGE=%1 设定；只要设置了该变量，它就优先于此处的选择。</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeLibraryDialog</name>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+19"/>
        <source>Open from Library</source>
        <translation>从配方库打开</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Sequence:</source>
        <translation>序列(&amp;S)：</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The library could not be read: %1</source>
        <translation>无法读取配方库：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No recipe matches these filters.</source>
        <translation>没有符合这些筛选条件的配方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a recipe.</source>
        <translation>请选择一个配方。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Select a recipe to open.</source>
        <translation>请选择要打开的配方。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open %1 from library</source>
        <translation>从配方库打开 %1</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeLibraryModel</name>
    <message>
        <location filename="../../ui/library/recipe_library_model.cpp" line="+53"/>
        <source>Megatron-Bridge perf</source>
        <translation>Megatron-Bridge 性能</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>representative</source>
        <translation>代表性</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recipe</source>
        <translation>配方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seq</source>
        <translation>序列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>系列</translation>
    </message>
</context>
<context>
    <name>moe::ui::RecipeSummaryView</name>
    <message>
        <location filename="../../ui/editor/recipe_summary_view.cpp" line="+35"/>
        <source>— (world size does not divide)</source>
        <translation>—（总 GPU 数不能整除）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> + Gated DeltaNet (1 in %1 full)</source>
        <translation> + Gated DeltaNet（每 %1 层中 1 层为完整注意力）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, SWA %1</source>
        <translation>，SWA %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, learnable softmax</source>
        <translation>，可学习 softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, off-by-one softmax</source>
        <translation>，off-by-one softmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 heads, kv latent %3%4</source>
        <translation>%1，%2 个头，kv 潜在维度 %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, q latent %1</source>
        <translation>，q 潜在维度 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 heads, %3 query groups</source>
        <translation>%1，%2 个头，%3 个查询组</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 experts, top-%2, f_e %3</source>
        <translation>%1 个专家，top-%2，f_e %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, shared %1</source>
        <translation>，共享 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1 of %2 layers MoE)</source>
        <translation> （%2 层中 %1 层为 MoE）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active / token</source>
        <translation>每 token 激活参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding + output</source>
        <translation>嵌入 + 输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense peak</source>
        <translation>稠密峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>World size</source>
        <translation>总 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mesh</source>
        <translation>注意力网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert mesh</source>
        <translation>专家网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP (derived)</source>
        <translation>DP（推导）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EDP (derived)</source>
        <translation>EDP（推导）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Microbatches / step</source>
        <translation>微批次数 / 步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher</source>
        <translation>分发器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 layers%2, hidden %3, vocab %4</source>
        <translation>%1 层%2，隐藏维度 %3，词表 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 MTP</source>
        <translation> + %1 MTP</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Routed experts count top-k in the MTP layers too. Counting the MTP layers in full (the convention of Megatron-style parameter tables): %1.</source>
        <translation>MTP 层中的路由专家也只计 top-k。若把 MTP 层全部计入（Megatron 风格参数表的约定）：%1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 GiB usable of %2 GB HBM (datasheet), %3 TB/s</source>
        <translation>%2 GB HBM（规格表）中可用 %1 GiB，%3 TB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 %1, FP8 %2%3 TFLOPS</source>
        <translation>BF16 %1，FP8 %2%3 TFLOPS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, FP4 %1</source>
        <translation>，FP4 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs/node, NVLink domain %2, NIC %3 GB/s</source>
        <translation>每节点 %1 个 GPU，NVLink 域 %2，NIC %3 GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (= TP)</source>
        <translation> （= TP）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GBS %1, MBS %2, seq %3%4</source>
        <translation>GBS %1，MBS %2，序列 %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, sequence parallel</source>
        <translation>，序列并行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— (GBS not divisible by MBS × DP)</source>
        <translation>—（GBS 不能被 MBS × DP 整除）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, FP8 param gather</source>
        <translation>，FP8 参数收集</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>distributed %1, CPU offload %2</source>
        <translation>分布式 %1，CPU 卸载 %2</translation>
    </message>
</context>
<context>
    <name>moe::ui::RunsModel</name>
    <message>
        <location filename="../../ui/runs/runs_model.cpp" line="+92"/>
        <source>Before later edits: %1</source>
        <translation>后续编辑之前：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not the loaded recipe: %1</source>
        <translation>不是已加载的配方：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../ui/runs/runs_panel.cpp" line="-28"/>
        <source>training-equivalent</source>
        <translation>与训练等效</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/runs/runs_panel.cpp" line="+1"/>
        <source>benchmark-only</source>
        <translation>仅用于基准测试</translation>
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
        <translation>损失非有限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-finite grad norm</source>
        <translation>梯度范数非有限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finite</source>
        <translation>有限</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No forced balancing, synthetic data or disabled paths found</source>
        <translation>未发现强制负载均衡、合成数据或被禁用的路径</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>iterations %1-%2: %3; median %4 ms</source>
        <translation>迭代 %1-%2：%3；中位数 %4 ms</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Being scored against the loaded recipe %1.</source>
        <translation>正在对照已加载的配方 %1 评分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The figure came from the %1 calibration; the run is being re-scored with the one now in use.</source>
        <translation>该数值来自%1校准；正在用当前使用的校准对该运行重新评分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared with %1&apos;s prediction:</source>
        <translation>未与 %1 的预测比较：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Its differences from %1&apos;s prediction would not be errors of the prediction.</source>
        <translation>
它与 %1 预测的差异不会是预测的误差。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>predicted for %1 with the %2 calibration</source>
        <translation>使用%2校准为 %1 预测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s band: %1</source>
        <translation>模型的区间：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No uncertainty band is known for this recipe</source>
        <translation>此配方没有已知的不确定性区间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every figure of this run was scored against %1 as it was when the run was added: a log records little of its job, so later edits are not facts about the run. If the run ran the loaded recipe %2, select it and press Re-score Against Loaded.</source>
        <translation>此运行的每个数值都是对照添加运行时的 %1 评分的：日志记录的作业信息很少，因此后续编辑并不是关于该运行的事实。如果该运行运行的是已加载的配方 %2，请选中它并按“对照已加载配方重新评分”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The studio&apos;s recipe as it was at %1, when the run was scored; later edits do not change it (Re-score Against Loaded does)</source>
        <translation>评分时（%1）Studio 中的配方；后续编辑不会改变它（“对照已加载配方重新评分”会）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recipe file attached to the run</source>
        <translation>附加到该运行的配方文件</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (from recipe)</source>
        <translation>%1（来自配方）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (neither count)</source>
        <translation>%1（两种计数都不是）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>re-scoring…</source>
        <translation>正在重新评分…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>earlier recipe: %1</source>
        <translation>先前的配方：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The log prints no TFLOP/s: this is the recipe&apos;s model FLOPs per step over the measured step time and the recipe&apos;s GPU count, so it follows edits to the recipe; by the studio&apos;s %1</source>
        <translation>日志未打印 TFLOP/s：这是配方的每步模型 FLOPs 除以实测步时和配方的 GPU 数量，因此会随配方的编辑而变化；按 Studio 的 %1 计算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the log printed it, by whichever FLOPs count the log uses (told apart only against the run&apos;s recipe); the studio&apos;s estimates use the %1</source>
        <translation>按日志打印的值，采用日志所用的 FLOPs 计数（只有对照运行的配方才能区分）；Studio 的估算使用 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the log printed it. For this model the public FLOPs counts (%1; %2) agree</source>
        <translation>按日志打印的值。对于此模型，公开的 FLOPs 计数（%1；%2）一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the log printed it, which %1.</source>
        <translation>按日志打印的值，它%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the log printed it, %1, not the studio&apos;s %2.</source>
        <translation>按日志打印的值，%1，而不是 Studio 的 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the log printed it, %1 (the studio&apos;s).</source>
        <translation>按日志打印的值，%1（即 Studio 所用的）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not this recipe&apos;s run</source>
        <translation>不是此配方的运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not compared: the recipe does not fit</source>
        <translation>未比较：配方放不下显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probably not this recipe&apos;s run</source>
        <translation>可能不是此配方的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— (no prediction)</source>
        <translation>—（无预测）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> (inside %1)</source>
        <translation> （在 %1 之内）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (outside %1)</source>
        <translation> （在 %1 之外）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Model TFLOP/s per GPU over the steady window, as the log printed it: in the FLOPs count the log uses, told from its tokens/s. Where that is not the studio&apos;s %1 (%2), as a Megatron-LM log of a sliding-window or quick-GELU model, the cell names it; each cell&apos;s tooltip gives both counts.</source>
        <translation>稳态窗口内每 GPU 的模型 TFLOP/s，按日志打印的值：采用日志所用的 FLOPs 计数，由其 tokens/s 推断。若它不是 Studio 的 %1（%2），例如滑动窗口或 quick-GELU 模型的 Megatron-LM 日志，单元格会注明；每个单元格的工具提示给出两种计数。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time (ms)</source>
        <translation>步时 (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TFLOP/s/GPU</source>
        <translation>TFLOP/s/GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak memory (GiB)</source>
        <translation>峰值内存 (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted error</source>
        <translation>预测误差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scored against</source>
        <translation>评分依据</translation>
    </message>
</context>
<context>
    <name>moe::ui::RunsPanel</name>
    <message>
        <location filename="../../ui/runs/runs_panel.cpp" line="+43"/>
        <source>A&amp;dd Run…</source>
        <translation>添加运行(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rem&amp;ove</source>
        <translation>移除(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Repor&amp;t…</source>
        <translation>打开报告(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ca&amp;librate from Runs…</source>
        <translation>从运行校准(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-score A&amp;gainst Loaded</source>
        <translation>对照已加载配方重新评分(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Attach a measured run: its training log with traces, a contract or a Bridge YAML (the current recipe is the run&apos;s recipe unless you pick a recipe file)</source>
        <translation>附加一次实测运行：其训练日志及跟踪文件、测量约定或 Bridge YAML（除非你选择配方文件，否则当前配方即为该运行的配方）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the evidence pack of the selected run (B against A when two are picked), in English, as the CLI&apos;s report writes it</source>
        <translation>写出所选运行的证据包（选中两个时为 B 相对 A），以英文写出，与命令行的报告相同</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the step-time model&apos;s efficiency constants to the attached runs</source>
        <translation>将步时模型的效率常数拟合到已附加的运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run keeps the recipe it was added with. If the selected run ran the recipe loaded now, score it against that one instead.</source>
        <translation>运行会保留添加时的配方。如果所选运行运行的是当前已加载的配方，请改为对照该配方评分。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Variable / metric</source>
        <translation>变量 / 指标</translation>
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
        <translation>来源 / 差值</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A/B: baseline A</source>
        <translation>A/B：基线 A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against B</source>
        <translation>相对 B</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+208"/>
        <source>Could not load the run</source>
        <translation>无法加载该运行</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Could not re-score the runs</source>
        <translation>无法重新评分这些运行</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Predictions use %1.</source>
        <translation>预测使用%1。</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Could not re-score a run</source>
        <translation>无法重新评分某个运行</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&lt;b&gt;%1 is not a run of %2&lt;/b&gt;, so no prediction error is shown: %3.</source>
        <translation>&lt;b&gt;%1 不是 %2 的运行&lt;/b&gt;，因此不显示预测误差：%3。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;i&gt;About an earlier version of the recipe (%1); Re-score Against Loaded to judge the loaded one.&lt;/i&gt;</source>
        <translation>&lt;i&gt;针对的是配方的较早版本（%1）；用“对照已加载配方重新评分”来评判已加载的配方。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Attach two runs to compare them.</source>
        <translation>附加两个运行以进行比较。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick two different runs as A (baseline) and B.</source>
        <translation>选择两个不同的运行作为 A（基线）和 B。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labels: A %1, B %2.</source>
        <translation>标签：A %1，B %2。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not this recipe&apos;s run (%2).</source>
        <translation>%1 不是此配方的运行（%2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Attributable&lt;/b&gt; to %1: %2</source>
        <translation>&lt;b&gt;可归因&lt;/b&gt;于 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Not attributable&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;不可归因&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variables that differ (%1)</source>
        <translation>不同的变量（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Derived (follow from the above)</source>
        <translation>推导项（由上述得出）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known on one side only (cannot be shown fixed)</source>
        <translation>仅一侧已知（无法显示为固定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deltas (B − A)</source>
        <translation>差值 (B − A)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_report.cpp" line="+36"/>
        <source>No report written</source>
        <translation>未写出报告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attach a run first.</source>
        <translation>请先附加一个运行。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not write the report</source>
        <translation>无法写出报告</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Open Report</source>
        <translation>打开报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML (*.html);;Markdown (*.md)</source>
        <translation>HTML (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Report written to %1 and opened.</source>
        <translation>报告已写入 %1 并已打开。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report written to %1; no application opened it, open the file from there.</source>
        <translation>报告已写入 %1；没有应用程序打开它，请从那里打开该文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s own pack, the A/B&apos;s baseline; select %2 for the A/B comparison.</source>
        <translation>这是 %1 自己的证据包，即 A/B 的基线；要进行 A/B 比较，请选择 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_session.cpp" line="+17"/>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchConstraintsWidget</name>
    <message>
        <location filename="../../ui/search/search_constraints_widget.cpp" line="+66"/>
        <source>Allow full recompute</source>
        <translation>允许完整重计算</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dimensions to hold fixed, as key=value separated by commas or spaces.
Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension.</source>
        <translation>要限定的维度，格式为 key=value，以逗号或空格分隔。
键：tp、cp、pp、vpp、ep、etp、mbs；值 ≥ 1。留空 = 搜索所有维度。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Precisions to try; none checked = the recipe&apos;s own</source>
        <translation>要尝试的精度；都不勾选 = 使用配方自己的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE token dispatchers to try; none checked = the recipe&apos;s own</source>
        <translation>要尝试的 MoE token 分发器；都不勾选 = 使用配方自己的</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Largest share of usable HBM the binding pipeline stage may use</source>
        <translation>约束流水线阶段最多可使用的可用 HBM 比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try full (uniform, 1 layer) activation recompute</source>
        <translation>也尝试完整（uniform，1 层）激活重计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fix</source>
        <translation>限定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Max memory</source>
        <translation>最大内存</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Precision: recipe&apos;s (%1)</source>
        <translation>精度：配方的（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision: %1</source>
        <translation>精度：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher: recipe&apos;s (%1)</source>
        <translation>分发器：配方的（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispatcher: %1</source>
        <translation>分发器：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fix %1</source>
        <translation>限定 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>≤ %1 of HBM</source>
        <translation>≤ HBM 的 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute allowed</source>
        <translation>允许完全重计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no full recompute</source>
        <translation>不使用完全重计算</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchPanel</name>
    <message>
        <location filename="../../ui/search/search_panel.cpp" line="+72"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply Selected Pla&amp;n</source>
        <translation>应用所选方案(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Command</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GPU count to search layouts for (follows the recipe until you change it)</source>
        <translation>要搜索布局的 GPU 数量（在你更改之前跟随配方）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many of the fastest plans to keep</source>
        <translation>保留多少个最快的方案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copies the moe-plan command that repeats the search shown</source>
        <translation>复制可重复当前搜索的 moe-plan 命令</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search the layouts of this model, GPU and sequence length on a GPU count.</source>
        <translation>在给定 GPU 数量上搜索此模型、GPU 和序列长度的布局。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>前</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../ui/search/search_panel_arrangement.cpp" line="+73"/>
        <source>Show Pareto Front</source>
        <translation>显示帕累托前沿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the plot of tokens/s/GPU against memory headroom in place of the table (the dock is too narrow for both side by side); again for the table</source>
        <translation>在表格的位置显示 tokens/s/GPU 相对内存余量的图（此面板太窄，无法并排显示两者）；再按一次回到表格</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>the recipe has an error that no searched layout changes: %1. Fix it in the editor first.</source>
        <translation>配方有一个任何搜索到的布局都不会改变的错误：%1。请先在编辑器中修复。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Not searched:</source>
        <translation>未搜索：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Searching %1 at seq %2 on %3 × %4…</source>
        <translation>正在搜索 %1，序列 %2，%3 × %4…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Search cancelled; the results below are from the previous search.</source>
        <translation>搜索已取消；下方结果来自上一次搜索。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search cancelled.</source>
        <translation>搜索已取消。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The search failed:</source>
        <translation>搜索失败：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that fits and passes the hard rules, %8 evaluated in full to rank the top %9 (%5 s); plans that fit only closely rank last. Every plan runs with the recipe&apos;s options: %7.</source>
        <translation>%1%6：%3 个网格上共 %2 个方案；%4 个配置（网格、精度、分发器、MBS）有放得下且通过硬性规则的方案，为排出前 %9 名，其中 %8 个经过完整评估（%5 s）；只是勉强放得下的方案排在最后。每个方案都使用配方的选项运行：%7。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, with the recipe&apos;s forced load balancing (benchmark-only figures, as the recipe&apos;s)</source>
        <translation>，并使用配方的强制负载均衡（与配方一样，为仅用于基准测试的数值）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No plan:</source>
        <translation>没有方案：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No plan fits.</source>
        <translation>没有放得下的方案。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;#2 ties with #1:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;#2 与 #1 持平：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Why #2 loses:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;#2 为何落后：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fewer than two plans fit: there is no runner-up.</source>
        <translation>放得下的方案少于两个：没有第二名。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;The loaded layout is faster than every plan found&lt;/b&gt; (%1: %2 against %3 tokens/s/GPU for #1): the search varies the parallel sizes with its own pipeline and option choices, and the loaded recipe&apos;s settings beat them here. Applying a plan would be a step back.</source>
        <translation>&lt;b&gt;已加载的布局比找到的所有方案都快&lt;/b&gt;（%1：%2 对 #1 的 %3 tokens/s/GPU）：搜索会用自己的流水线和选项选择来改变各并行大小，而已加载配方的设置在这里胜过它们。应用某个方案会是一种倒退。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 at sequence %2, GBS %5 on %3× %4</source>
        <translation>%1，序列 %2，GBS %5，%3× %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> with the %1 calibration</source>
        <translation> （使用%1校准）</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_currency.cpp" line="+45"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans were ranked with the %1 calibration; estimates now use %2. Search again.</source>
        <translation>&lt;b&gt;已过期：&lt;/b&gt;这些方案是用%1校准排序的；估算现在使用 %2。请重新搜索。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans run with %1; the recipe now runs with %2. Search again.</source>
        <translation>&lt;b&gt;已过时：&lt;/b&gt;这些方案使用 %1 运行；配方现在使用 %2。请重新搜索。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these results are for %1, not for what is asked now (%2 at sequence %3, GBS %5 on %6× %4). Search again.</source>
        <translation>&lt;b&gt;已过期：&lt;/b&gt;这些结果针对 %1，而不是当前所要求的（%2，序列 %3，GBS %5，%6× %4）。请重新搜索。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Searched with other settings:&lt;/b&gt; %1. Search again for the settings now shown.</source>
        <translation>&lt;b&gt;以其他设置搜索所得：&lt;/b&gt;%1。请按当前显示的设置重新搜索。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Search unavailable:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;搜索不可用：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search the layouts of this model, GPU and sequence length</source>
        <translation>搜索此模型、GPU 和序列长度的布局</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel.cpp" line="+83"/>
        <source>Nothing to apply:</source>
        <translation>无可应用：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no search result #%1.</source>
        <translation>没有搜索结果 #%1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not applied:</source>
        <translation>未应用：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these results are for %1 at seq %2 on %3; the recipe has changed since. Search again.</source>
        <translation>这些结果针对 %1，序列 %2，%3；此后配方已更改。请重新搜索。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply search result #%1 (%2)</source>
        <translation>应用搜索结果 #%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan #%1 is already the recipe&apos;s plan.</source>
        <translation>方案 #%1 已经是配方的方案。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.</source>
        <translation>已应用方案 #%1：%2，%3。编辑 ▸ 撤销 可恢复之前的方案。</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_currency.cpp" line="+32"/>
        <source>Search for %1; every plan runs with %2</source>
        <translation>针对 %1 的搜索；每个方案都使用 %2 运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — ringed: #%1, %2</source>
        <translation> — 圈出的方案：#%1，%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of date (searched before the recipe&apos;s last changes): %1</source>
        <translation>已过时（在配方最近的修改之前搜索）：%1</translation>
    </message>
    <message>
        <location filename="../../ui/search/search_panel_arrangement.cpp" line="+0"/>
        <source>Show the Plans</source>
        <translation>显示方案</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchResultsModel</name>
    <message>
        <location filename="../../ui/search/search_results_model.cpp" line="+72"/>
        <source>offload %1 %</source>
        <translation>卸载 %1 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no offload</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective %1</source>
        <translation>选择性 %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tie (%1)</source>
        <translation>持平（%1）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, fits closely</source>
        <translation>%1，勉强放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Pipeline layout (--pipeline-model-parallel-layout): %1</source>
        <translation>流水线布局（--pipeline-model-parallel-layout）：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 at the table&apos;s common digits (the narrowest band of these plans, so the column reads in rank order); the Estimate prints this plan at its own band (%2): %3.</source>
        <translation>%1 按表格的统一位数显示（这些方案中最窄的不确定区间，使该列按排名顺序排列）；应用后，估算按此方案自己的区间（%2）显示为：%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TFLOP/s and MFU: %1</source>
        <translation>TFLOP/s 和 MFU：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1: %2 TFLOP/s/GPU, MFU %3</source>
        <translation>；%1：%2 TFLOP/s/GPU，MFU %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Fits closely: %1 headroom, less than the memory model&apos;s own %2 allocator-fragmentation allowance, so it may not fit; ranked after the plans that fit with room.</source>
        <translation>
勉强放得下：余量 %1，小于内存模型自身 %2 的分配器碎片容差，因此可能放不下；排在有余地的方案之后。</translation>
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
首先要攻克的瓶颈：%3 — %4
不确定性：%5
%6%7%8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Ties with #1: the difference is inside the band, so the model cannot tell the two apart.</source>
        <translation>
与 #1 持平：差异在区间之内，因此模型无法区分两者。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Warnings the searched recipe did not have:
• %1</source>
        <translation>
搜索所用配方原本没有的警告：
• %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>By the %1: %2</source>
        <translation>按 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s/GPU</source>
        <translation>吞吐量（tokens/s/GPU）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vs #1</source>
        <translation>相对 #1</translation>
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
        <translation>步时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory levers</source>
        <translation>内存调节手段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispatcher</source>
        <translation>分发器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binding stage</source>
        <translation>约束阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
</context>
<context>
    <name>moe::ui::StepBreakdownModel</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_model.cpp" line="+121"/>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
</context>
<context>
    <name>moe::ui::StudioCalibration</name>
    <message>
        <location filename="../../ui/runs/studio_calibration.cpp" line="+8"/>
        <location line="+33"/>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the built-in calibration (fitted to published runs)</source>
        <translation>内置校准（拟合自已发布的运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 calibration</source>
        <translation>%1校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 calibration (fitted on %2 runs)</source>
        <translation>%1校准（基于 %2 上的运行拟合）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was fitted on %2 runs only; this recipe runs on %3, where its constants may not hold.</source>
        <translation>%1 仅基于 %2 上的运行拟合；此配方运行在 %3 上，其常数在那里可能不成立。</translation>
    </message>
</context>
<context>
    <name>moe::ui::StudioState</name>
    <message>
        <location filename="../../ui/state/studio_state.cpp" line="+51"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the file names no model (no model shape, hf_model_id or model in its name); kept the open recipe&apos;s model, %1</source>
        <translation>文件未指明模型（既没有模型结构和 hf_model_id，文件名中也没有模型）；保留了已打开配方的模型 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)</source>
        <translation>%1：是性能分析跟踪文件，不是配方（请用 文件 ▸ 打开跟踪文件… 打开）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line (a training log is added in the Runs dock: Add Run…, Ctrl+6)</source>
        <translation>%1：不是配方、Megatron-Bridge YAML、Hugging Face config.json 或 Megatron-LM 启动脚本（训练日志请在“运行”停靠窗口中通过“添加运行…”添加，Ctrl+6）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the open recipe&apos;s notes are not carried over to the imported recipe (Edit ▸ Undo brings the open recipe back with them)</source>
        <translation>打开的配方的备注不会带到导入的配方中（编辑 ▸ 撤销可连同备注恢复打开的配方）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No file name to save to</source>
        <translation>没有要保存到的文件名</translation>
    </message>
</context>
<context>
    <name>moe::ui::TimelineView</name>
    <message>
        <location filename="../../ui/trace/timeline_view.cpp" line="+29"/>
        <source>Trace timeline</source>
        <translation>跟踪时间线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrows move the cursor, Ctrl+arrows jump between kernels, Shift+arrows select a window, + and − zoom, 0 fits, Enter zooms to the window, Escape clears it.</source>
        <translation>方向键移动光标，Ctrl+方向键在内核之间跳转，Shift+方向键选择窗口，+ 和 − 缩放，0 适应窗口，Enter 缩放到所选窗口，Esc 取消窗口。</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>No trace loaded (File ▸ Open Trace…)</source>
        <translation>未加载跟踪（文件 ▸ 打开跟踪文件…）</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>F: forward, B: backward, mb: microbatch, c: model chunk (virtual stage), from 0; &quot;B mb0 c0 · F mb1 c0&quot; is one merged step of combined 1F1B</source>
        <translation>F：前向，B：反向，mb：微批次，c：模型块（虚拟阶段），均从 0 开始；“B mb0 c0 · F mb1 c0”是合并 1F1B 中合并后的一步</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>PP rank %1, predicted from the recipe (not measured)</source>
        <translation>PP rank %1，根据配方预测（非实测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1, GPU %2, stream %3</source>
        <translation>rank %1，GPU %2，流 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1, thread %2</source>
        <translation>rank %1，线程 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;class: %2&lt;br&gt;%3&lt;br&gt;start: %4&lt;br&gt;duration: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;类别：%2&lt;br&gt;%3&lt;br&gt;开始：%4&lt;br&gt;时长：%5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/timeline_view_keyboard.cpp" line="+14"/>
        <source>Keys: arrows move the cursor, Ctrl+←→ jumps between kernels, Shift+←→ selects a window (Enter zooms to it), + and − zoom, 0 fits</source>
        <translation>按键：方向键移动光标，Ctrl+←→ 在内核之间跳转，Shift+←→ 选择窗口（Enter 缩放到该窗口），+ 和 − 缩放，0 适应窗口</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: ←→↑↓ + − 0; F1: all</source>
        <translation>按键：←→↑↓ + − 0；F1：全部</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2: no event here</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2：此处没有事件</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceMetricsPanel</name>
    <message>
        <location filename="../../ui/trace/trace_metrics_panel.cpp" line="+42"/>
        <source>Per rank</source>
        <translation>每 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per range</source>
        <translation>每个范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel patterns</source>
        <translation>内核模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock alignment</source>
        <translation>时钟对齐</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No trace loaded.</source>
        <translation>未加载跟踪。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Selected window %1 – %2 µs (unions of intervals, never summed durations)</source>
        <translation>选定窗口 %1 – %2 µs（区间并集，绝不是时长之和）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The predicted step, 0 – %1 (host time after the last kernel included; a shift-drag on the timeline, or Shift+arrows in it, selects a window)</source>
        <translation>预测的步，0 – %1（包含最后一个内核之后的主机时间；在时间线上按住 Shift 拖动，或在其中按 Shift+方向键，可选择窗口）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole trace (a shift-drag on the timeline, or Shift+arrows in it, selects a window)</source>
        <translation>整个跟踪（在时间线上按住 Shift 拖动，或在其中按 Shift+方向键，可选择窗口）</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceTableModel</name>
    <message>
        <location filename="../../ui/trace/trace_metrics_tables.cpp" line="+38"/>
        <source>Events</source>
        <translation>事件数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU activities overlapping the window</source>
        <translation>与窗口重叠的 GPU 活动</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen step or range; over the whole trace, from the first to the last GPU activity (host time after the last kernel counts in a step, not here)</source>
        <translation>所选的步或范围；对整个跟踪而言，是从第一个到最后一个 GPU 活动（最后一个内核之后的主机时间计入一步，但不计入此处）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length of the union of all GPU activities</source>
        <translation>所有 GPU 活动并集的长度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Window − busy</source>
        <translation>窗口 − 忙碌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length of the union of communication kernels</source>
        <translation>通信内核并集的长度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length of the union of compute kernels</source>
        <translation>计算内核并集的长度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Communication hidden behind compute</source>
        <translation>被计算隐藏的通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(comm ∩ compute) / comm ∪</source>
        <translation>（通信 ∩ 计算）/ 通信 ∪</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Communication not overlapped by compute</source>
        <translation>未被计算重叠的通信</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device idle gaps caused by late launches</source>
        <translation>由启动过晚造成的设备空闲间隙</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Short device idle gaps between kernels</source>
        <translation>内核之间的短暂设备空闲间隙</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Σ kernel durations (not time, ms)</source>
        <translation>Σ 内核时长（非时间，ms）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sum of durations: overlapping kernels count twice, so this is not elapsed time</source>
        <translation>时长之和：重叠的内核会被计算两次，因此这不是经过的时间</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Windows</source>
        <translation>窗口数</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU events</source>
        <translation>GPU 事件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset (µs)</source>
        <translation>偏移（µs）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matched collectives</source>
        <translation>匹配的集合通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread (µs)</source>
        <translation>离散度（µs）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Index shift</source>
        <translation>序号偏移</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Added to the rank&apos;s times to put it on the reference&apos;s clock</source>
        <translation>加到该 rank 的时间上，使其与参考 rank 的时钟对齐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives matched by name and order with the reference rank</source>
        <translation>按名称和顺序与参考 rank 匹配的集合通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Median |end difference − offset| over the matched collectives</source>
        <translation>匹配的集合通信上 |结束时间差 − 偏移| 的中位数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rank&apos;s k-th collective matched the reference&apos;s (k − shift)-th</source>
        <translation>该 rank 的第 k 个集合通信与参考的第 (k − 偏移) 个匹配</translation>
    </message>
    <message>
        <location filename="../../ui/trace/trace_metrics_tables.h" line="+19"/>
        <source>Rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comm ∪ (ms)</source>
        <translation>通信 ∪（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute ∪ (ms)</source>
        <translation>计算 ∪（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comm ∩ compute (ms)</source>
        <translation>通信 ∩ 计算（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden comm %</source>
        <translation>隐藏的通信 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed comm (ms)</source>
        <translation>暴露的通信（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busy ∪ (ms)</source>
        <translation>忙碌 ∪（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle (ms)</source>
        <translation>空闲（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window (ms)</source>
        <translation>窗口（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host-wait (ms)</source>
        <translation>等待主机（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel-wait (ms)</source>
        <translation>等待内核（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other idle (ms)</source>
        <translation>其他空闲（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernels caught (most frequent)</source>
        <translation>捕获的内核（最常见的）</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceWorkspace</name>
    <message>
        <location filename="../../ui/trace/trace_workspace.cpp" line="+54"/>
        <source>ProfilerStep windows</source>
        <translation>ProfilerStep 窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole GPU activity, no ProfilerStep range</source>
        <translation>整个 GPU 活动，无 ProfilerStep 范围</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one rank, mean of its %1</source>
        <translation>单个 rank，其 %1 的平均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the slowest of %1 ranks, rank %2, mean of its %3</source>
        <translation>%1 个 rank 中最慢的 rank %2，其 %3 的平均值</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1 (predicted)</source>
        <translation>%1（预测）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTA-compatible</source>
        <translation>兼容 HTA</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open Trace…</source>
        <translation>打开跟踪文件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to Selection</source>
        <translation>缩放到选区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Selection</source>
        <translation>清除选区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Metrics…</source>
        <translation>导出指标…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Timeline…</source>
        <translation>导出时间线…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Clock:</source>
        <translation>时钟：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as recorded</source>
        <translation>按记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared clock</source>
        <translation>共享时钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>align on matched collectives</source>
        <translation>按匹配的集合通信对齐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the ranks&apos; timelines are put side by side: each file from its own first event, on the files&apos; absolute (Unix epoch) clock, or shifted so matched collectives end together</source>
        <translation>各 rank 时间线如何并排放置：每个文件从其自身第一个事件开始、使用文件的绝对（Unix 纪元）时钟，或平移使匹配的集合通信同时结束</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>HTA&apos;s µs rounding, kernel patterns and dropped last step, so numbers can be set beside HTA&apos;s</source>
        <translation>采用 HTA 的 µs 取整、内核模式并丢弃最后一步，使数值可与 HTA 的并列比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load Patterns…</source>
        <translation>加载模式…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default Patterns</source>
        <translation>默认模式</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Import cancelled.</source>
        <translation>导入已取消。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not import %1; still showing %2.</source>
        <translation>无法导入 %1；仍显示 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+85"/>
        <location line="+46"/>
        <source>%1 files</source>
        <translation>%1 个文件</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Could not import %1.</source>
        <translation>无法导入 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open trace %1</source>
        <translation>无法打开跟踪 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importing %1 files…</source>
        <translation>正在导入 %1 个文件…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; this predicted step is of the recipe before the latest edit; re-simulating…</source>
        <translation>&lt;b&gt;已过期：&lt;/b&gt;此预测步对应的是最近一次编辑之前的配方；正在重新模拟…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; this predicted step is of the recipe before the latest edit, which cannot be simulated: %1</source>
        <translation>&lt;b&gt;已过期：&lt;/b&gt;此预测步对应的是最近一次编辑之前的配方，而编辑后的配方无法模拟：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;No predicted step&lt;/b&gt; for the recipe as edited: %1%2</source>
        <translation>&lt;b&gt;没有预测步&lt;/b&gt;（针对编辑后的配方）：%1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. The measured trace is shown alone until the recipe can run.</source>
        <translation>。在配方可以运行之前，只显示实测跟踪。</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+12"/>
        <source>1 rank</source>
        <translation>1 个 rank</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
        <source>%1 ranks</source>
        <translation>%1 个 rank</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1: %2 measured, beside the predicted timeline of %3 (the tables show the measured trace only)%4</source>
        <translation>%1：实测 %2，旁边是 %3 的预测时间线（表格只显示实测跟踪）%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>. Shown: the measured span; Fit shows the predicted step too</source>
        <translation>。显示：实测跨度；“适应窗口”还会显示预测步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted timeline: %1, simulated from the recipe (not a measurement)</source>
        <translation>预测时间线：%1，根据配方模拟（非测量）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: 1 rank, %2 lanes, %3 events</source>
        <translation>%1：1 个 rank，%2 条泳道，%3 个事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 ranks, %3 lanes, %4 events</source>
        <translation>%1：%2 个 rank，%3 条泳道，%4 个事件</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Its measured step is %1 (%4); the estimated step of %2 is %3.</source>
        <translation>其实测步时为 %1（%4）；%2 的估算步时为 %3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recorded by %1 files</source>
        <translation>由 %1 个文件记录</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Not this recipe&apos;s run.&lt;/b&gt; What the trace records contradicts %1: %2.%3 Its figures say nothing about this recipe&apos;s estimate.</source>
        <translation>&lt;b&gt;不是此配方的运行。&lt;/b&gt;跟踪记录的内容与 %1 矛盾：%2。%3 其数值与此配方的估算无关。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Probably not this recipe&apos;s run.&lt;/b&gt; %1 Another model, layout or batch: its figures say nothing about this recipe&apos;s estimate.</source>
        <translation>&lt;b&gt;可能不是此配方的运行。&lt;/b&gt;%1 另一个模型、布局或批次：其数值与此配方的估算无关。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Patterns: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patterns: HTA&apos;s</source>
        <translation>模式：HTA 的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Patterns: built-in</source>
        <translation>模式：内置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clocks as recorded (each file from its own first event).</source>
        <translation>时钟按记录（每个文件从其自身第一个事件开始）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment refused: %1 — shown as recorded.</source>
        <translation>对齐被拒绝：%1 — 按记录显示。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>r%1 %2%3 µs</source>
        <translation>r%1 %2%3 µs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a single rank, nothing to shift</source>
        <translation>只有一个 rank，无需平移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offsets %1</source>
        <translation>偏移 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aligned on matched collectives onto rank %1: %2; %3 collectives matched (fewest of any rank), spread ≤ %4 µs.</source>
        <translation>已按匹配的集合通信对齐到 rank %1：%2；匹配了 %3 个集合通信（所有 rank 中最少），离散 ≤ %4 µs。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the files&apos; shared clock, onto rank %1: %2.</source>
        <translation>使用文件的共享时钟，对齐到 rank %1：%2。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Cannot load kernel patterns %1</source>
        <translation>无法加载内核模式 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Load Kernel Patterns</source>
        <translation>加载内核模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pattern files (*.txt *.patterns);;All files (*)</source>
        <translation>模式文件 (*.txt *.patterns);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/trace_workspace_export.cpp" line="+25"/>
        <source>Cannot export the metrics</source>
        <translation>无法导出指标</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <source>Cannot export the timeline</source>
        <translation>无法导出时间线</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trace %1: 1 rank, %2 lanes</source>
        <translation>跟踪 %1：1 个 rank，%2 条泳道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace %1: %2 ranks, %3 lanes</source>
        <translation>跟踪 %1：%2 个 rank，%3 条泳道</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — studio recipe: %1</source>
        <translation> — Studio 配方：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not this recipe&apos;s run: %1. Its figures say nothing about the recipe&apos;s estimate.</source>
        <translation>不是此配方的运行：%1。其数值与此配方的估算无关。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Probably not this recipe&apos;s run: %1</source>
        <translation>可能不是此配方的运行：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf);;用于 Perfetto 的 Chrome 跟踪 JSON (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Timeline Picture or Trace</source>
        <translation>导出时间线图片或跟踪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Trace Metrics</source>
        <translation>导出跟踪指标</translation>
    </message>
</context>
<context>
    <name>moe::ui::UiLanguage</name>
    <message>
        <location filename="../../ui/window/ui_language.cpp" line="+29"/>
        <source>System</source>
        <comment>language: follow the system&apos;s locale</comment>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>moe::ui::Wall</name>
    <message>
        <location filename="../../ui/common/panel_format.cpp" line="+176"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host overhead</source>
        <translation>主机开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
</context>
<context>
    <name>overlap</name>
    <message>
        <location filename="../../core/perf/step_time_model.cpp" line="+168"/>
        <source>the GEMMs each chunk feeds (--tp-comm-overlap)</source>
        <translation>每个分块所供给的 GEMM（--tp-comm-overlap）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the attention block of the previous ring step</source>
        <translation>上一步环形交换的注意力块</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the other microbatch&apos;s attention and MLP blocks (EP overlap, combined 1F1B)</source>
        <translation>另一个微批次的注意力与 MLP 块（EP 重叠，合并 1F1B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the shared expert (--moe-shared-expert-overlap)</source>
        <translation>共享专家（--moe-shared-expert-overlap）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next virtual stage&apos;s compute in warm-up and cool-down (merged steps wait for their sends)</source>
        <translation>预热与收尾阶段中下一个虚拟阶段的计算（合并的步骤要等待各自的发送）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the next virtual stage&apos;s compute (interleaved 1F1B)</source>
        <translation>下一个虚拟阶段的计算（交错式 1F1B）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last microbatch&apos;s backward and the optimizer step</source>
        <translation>最后一个微批次的反向与优化器步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last microbatch&apos;s backward and the first microbatch&apos;s forward</source>
        <translation>最后一个微批次的反向与第一个微批次的前向</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the compute of the pass that saves (forward) or needs (backward) the activations</source>
        <translation>保存激活（前向）或需要激活（反向）的那一遍计算</translation>
    </message>
</context>
<context>
    <name>perf</name>
    <message>
        <location filename="../../core/perf/diagnosis.cpp" line="+74"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的滑动窗口注意力拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s MLA)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的MLA拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s %3 softmax)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的%3 softmax拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, MLA)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的滑动窗口注意力、MLA拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, %3 softmax)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的滑动窗口注意力、%3 softmax拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s MLA, %3 softmax)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的MLA、%3 softmax拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model&apos;s sliding-window attention, MLA, %3 softmax)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型的滑动窗口注意力、MLA、%3 softmax拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard) with cp_comm_type %1 (Transformer Engine refuses %2 for this model)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token），并使用 cp_comm_type %1（Transformer Engine 对该模型拒绝使用 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>lower %1 (host RAM per node is exceeded)</source>
        <translation>降低 %1（超出了每节点的主机内存）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>shard the model over more GPUs (more EP, PP or TP): weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help</source>
        <translation>把模型切分到更多 GPU 上（更多 EP、PP 或 TP）：仅权重、梯度和优化器状态就需要 %1 GiB（可用 %2 GiB），因此重计算无济于事</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>shard the model over more GPUs (more EP, PP or TP) or offload the optimizer: weights, gradients and optimizer state alone need %1 GiB of %2 GiB usable, so recompute cannot help</source>
        <translation>把模型切分到更多 GPU 上（更多 EP、PP 或 TP）或卸载优化器：仅权重、梯度和优化器状态就需要 %1 GiB（可用 %2 GiB），因此重计算无济于事</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>selective recompute first (%1, %2, %3; then %4/%5) — keeps throughput near the no-recompute baseline</source>
        <translation>先用选择性重计算（%1、%2、%3；然后 %4/%5）——吞吐量接近不重计算的基线</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>selective recompute first (%1, %2; then %3/%4) — keeps throughput near the no-recompute baseline</source>
        <translation>先用选择性重计算（%1、%2；然后 %3/%4）——吞吐量接近不重计算的基线</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>lower precision: MXFP8 (after a validated BF16 baseline)</source>
        <translation>降低精度：MXFP8（在经过验证的 BF16 基线之后）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower precision: FP8 blockwise/tensorwise (after a validated BF16 baseline)</source>
        <translation>降低精度：FP8 blockwise/tensorwise（在经过验证的 BF16 基线之后）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>extend selective recompute to %1 and %2 before full recompute</source>
        <translation>在使用完整重计算之前，先把选择性重计算扩展到 %1 和 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer CPU offload (%1 with the precision-aware optimizer)</source>
        <translation>优化器 CPU 卸载（%1 配合精度感知优化器）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>raise CP towards seq/4096 (4–8K tokens per CP shard)</source>
        <translation>将 CP 提高到接近 seq/4096（每个 CP 分片 4–8K token）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>better PP layout (more PP stages or uneven first/last stages), then more GPUs</source>
        <translation>更好的 PP 布局（更多 PP 阶段或不均匀的首/末阶段），然后再增加 GPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A/B the flex dispatcher with hybridep (first choice on NVL72) against alltoall</source>
        <translation>将使用 hybridep 的 flex 分发器（NVL72 上的首选）与 alltoall 做 A/B 测试</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A/B the flex dispatcher: deepep and hybridep against alltoall (GPU name or EP size alone never decides)</source>
        <translation>对 flex 分发器做 A/B 测试：deepep 和 hybridep 对比 alltoall（仅凭 GPU 名称或 EP 大小永远无法决定）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (test alone: with shared-expert overlap or delayed wgrad it can regress)</source>
        <translation>%1（单独测试：与共享专家重叠或延迟权重梯度计算同时使用时可能变慢）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top of EP overlap (A/B it separately)</source>
        <translation>在 EP 重叠之上再加 %1（单独做 A/B 测试）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep ETP·EP inside the NVLink domain of %1 GPUs (fold EP into PP/EDP)</source>
        <translation>将 ETP·EP 保持在 %1 个 GPU 的 NVLink 域内（把 EP 折叠进 PP/EDP）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tune dispatcher SMs (%1) and the PP layout</source>
        <translation>调节分发器 SM 数（%1）和 PP 布局</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep TP inside the NVLink domain</source>
        <translation>将 TP 保持在 NVLink 域内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lower TP (trade for CP or PP)</source>
        <translation>降低 TP（换成 CP 或 PP）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on NVL72</source>
        <translation>在 NVL72 上使用 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 across nodes (%2 only inside a node)</source>
        <translation>跨节点使用 %1（%2 仅用于节点内）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>trade some CP for TP</source>
        <translation>用一部分 CP 换 TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower CP (raise TP inside the node) or use newer attention kernels</source>
        <translation>降低 CP（在节点内提高 TP）或使用更新的注意力内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower CP if memory allows (more tokens per CP rank hide the ring&apos;s transfers behind attention; TP already fills the NVLink domain, so there is no TP to trade for), or use newer attention kernels</source>
        <translation>若内存允许则降低 CP（每个 CP rank 上更多的 token 能把环的传输隐藏在注意力计算之后；TP 已占满 NVLink 域，没有可换的 TP），或使用更新的注意力内核</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>larger GBS per step (more accumulation) to amortise DP traffic</source>
        <translation>每步使用更大的 GBS（更多累积）来摊薄 DP 流量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>raise VPP (p2p overlaps with interleaving)</source>
        <translation>提高 VPP（交错调度时 p2p 可被重叠）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VPP &gt; 1 (bubble (PP−1)/(v·m)) or more microbatches per step</source>
        <translation>VPP &gt; 1（气泡 (PP−1)/(v·m)）或每步更多微批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more microbatches per step (larger GBS or smaller MBS) or fewer PP stages</source>
        <translation>每步更多微批次（更大的 GBS 或更小的 MBS）或更少的 PP 阶段</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TE-scoped CUDA graphs %1 + %2 (dropless), then add %3 if it helps</source>
        <translation>使用 TE 作用域的 CUDA Graph %1 + %2（dropless），若有帮助再加上 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add %1 to the CUDA-graph scopes</source>
        <translation>将 %1 加入 CUDA Graph 的图作用域</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>larger MBS (more GPU work per launch), then CPU affinity</source>
        <translation>更大的 MBS（每次启动更多 GPU 工作），然后设置 CPU 亲和性</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective recompute instead of full (if memory allows)</source>
        <translation>用选择性重计算代替完整重计算（若内存允许）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 (expert and large GEMMs), after a validated BF16 baseline</source>
        <translation>FP8（专家和大型 GEMM），在经过验证的 BF16 基线之后</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kernel work: grouped-GEMM shapes, fusions, dispatcher kernel tuning (compute is the wall)</source>
        <translation>内核优化：grouped-GEMM 形状、融合、分发器内核调优（瓶颈是计算）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>binding stage %1 needs %2 GiB &gt; %3 GiB usable</source>
        <translation>约束阶段 %1 需要 %2 GiB &gt; 可用的 %3 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>optimizer offload needs %1 GiB host RAM per GPU &gt; budget %2 GiB</source>
        <translation>优化器卸载需要每 GPU %1 GiB 主机内存 &gt; 预算 %2 GiB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they are attacked first; largest: the pipeline bubble, %4% of the step</source>
        <translation>暴露的通信和流水线气泡占步时的 %1%（GPU 内核 %2%），高于应优先处理它们的 %3%；最大的是流水线气泡，占步时的 %4%</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exposed communication and pipeline bubble take %1% of the step (GPU kernels %2%), above the %3% at which they are attacked first; largest: exposed %4 communication, %5% of the step</source>
        <translation>暴露的通信和流水线气泡占步时的 %1%（GPU 内核 %2%），高于应优先处理它们的 %3%；最大的是暴露的 %4 通信，占步时的 %5%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>launch-bound host time takes %1% of the step (GPU idle between kernels), above the %2% at which it is attacked first</source>
        <translation>受启动限制的主机时间占步时的 %1%（GPU 在内核之间空闲），高于应优先处理它的 %2%</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%, optimizer offload %6%</source>
        <translation>GPU 内核占步时的 %1%（重计算 %2%）；暴露的通信 %3%，流水线气泡 %4%，主机 %5%，优化器卸载 %6%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU kernels take %1% of the step (recompute %2%); exposed communication %3%, pipeline bubble %4%, host %5%</source>
        <translation>GPU 内核占步时的 %1%（重计算 %2%）；暴露的通信 %3%，流水线气泡 %4%，主机 %5%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>optimizer CPU offload off (its transfers and CPU step take %1% of the step), if the optimizer state fits in HBM without it</source>
        <translation>关闭优化器 CPU 卸载（其传输和 CPU 端更新占步时的 %1%），前提是不卸载时优化器状态也能放进 HBM</translation>
    </message>
    <message>
        <location filename="../../core/perf/estimate_uncertainty.cpp" line="+29"/>
        <source>the widest cross-validated error of %1 published rows</source>
        <translation>%1 条已发布数据行中最宽的交叉验证误差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % of the cross-validated errors of %2 published rows</source>
        <translation>%2 条已发布数据行的交叉验证误差中的 %1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>±? % (no cross-validated rows to compare with)</source>
        <translation>±? %（没有可供比较的交叉验证数据行）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1, %2, any dispatcher</source>
        <translation>%1、%2、任意分发器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, any precision and dispatcher</source>
        <translation>%1、任意精度和分发器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all rows</source>
        <translation>全部数据行</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>fewer than %1 rows of %2</source>
        <translation>%2 的数据行少于 %1 条</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>NCCL all-to-all over the NIC</source>
        <translation>经过 NIC 的 NCCL all-to-all</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EP overlap across nodes</source>
        <translation>跨节点的 EP 重叠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PP %1 (%2 published rows reach PP %3)</source>
        <translation>PP %1（有 %2 条已发布数据行达到 PP %3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CP %1 (every published row has CP %2)</source>
        <translation>CP %1（每条已发布数据行都是 CP %2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no published %1 row in %2</source>
        <translation>没有 %2 的已发布 %1 数据行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no published %1 row with %2</source>
        <translation>没有使用 %2 的已发布 %1 数据行</translation>
    </message>
    <message>
        <location filename="../../core/perf/lever_candidates.cpp" line="+101"/>
        <source>stop recomputing %1</source>
        <translation>不再重计算 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective recompute (%1, %2) instead of full</source>
        <translation>用选择性重计算（%1、%2）代替完整重计算</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 (after a validated BF16 baseline)</source>
        <translation>%1（在经过验证的 BF16 基线之后）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>optimizer CPU offload off</source>
        <translation>关闭优化器 CPU 卸载</translation>
    </message>
    <message>
        <location filename="../../core/perf/lever_gain.cpp" line="+17"/>
        <source>estimated %1 % tokens/s/GPU (no lever error to compare with)</source>
        <translation>估算 tokens/s/GPU %1 %（没有可比较的调节手段误差）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated %1 % tokens/s/GPU, more than the model&apos;s lever error (±%2 points)</source>
        <translation>估算 tokens/s/GPU %1 %，超过模型的调节手段误差（±%2 个百分点）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated %1 % tokens/s/GPU: the model expects it slower here, beyond its lever error (±%2 points)</source>
        <translation>估算 tokens/s/GPU %1 %：模型预计这里会更慢，超出其调节手段误差（±%2 个百分点）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated %1 % tokens/s/GPU: within the model&apos;s lever error (±%2 points), so no gain is claimed; measure it</source>
        <translation>估算 tokens/s/GPU %1 %：在模型的调节手段误差（±%2 个百分点）之内，因此不声称有收益；请实测</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>with it the binding stage would need %1 GiB per GPU, over the usable %2 GiB</source>
        <translation>使用它后约束阶段每 GPU 需要 %1 GiB，超过可用的 %2 GiB</translation>
    </message>
</context>
<context>
    <name>recipe_description</name>
    <message>
        <location filename="../../core/recipe/recipe_description.cpp" line="+27"/>
        <source>FP8 current scaling</source>
        <translation>FP8 当前缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 delayed scaling</source>
        <translation>FP8 延迟缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 blockwise</source>
        <translation>FP8 分块缩放</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>allgather dispatcher</source>
        <translation>allgather 分发器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alltoall dispatcher</source>
        <translation>alltoall 分发器</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>full-iteration CUDA graph</source>
        <translation>整次迭代 CUDA Graph</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TE graphs</source>
        <translation>Transformer Engine 的 CUDA Graph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TE graphs %1</source>
        <translation>Transformer Engine 的 CUDA Graph %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>local CUDA graphs</source>
        <translation>本地 CUDA Graph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local CUDA graphs %1</source>
        <translation>本地 CUDA Graph %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>selective recompute %1</source>
        <translation>选择性重计算 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full recompute (%1, %2 layer)</source>
        <translation>完整重计算（%1，%2 层）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>full recompute (%1, %2 layers)</source>
        <translation>完整重计算（%1，%2 层）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>MBS %1 GBS %2</source>
        <translation>MBS %1 GBS %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 with EP overlap</source>
        <translation>%1，带 EP 重叠</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>activation offloading</source>
        <translation>激活卸载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation offloading %1</source>
        <translation>激活卸载 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>optimizer CPU offload %1%</source>
        <translation>优化器 CPU 卸载 %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer CPU offload</source>
        <translation>优化器 CPU 卸载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unnamed model</source>
        <translation>未命名模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 context, %3x %4 — %5</source>
        <translation>%1，%2 上下文，%3 × %4 — %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (benchmark)</source>
        <translation>%1（仅用于基准测试）</translation>
    </message>
</context>
<context>
    <name>recipe_errors</name>
    <message>
        <location filename="../../core/recipe/recipe_fields.cpp" line="+11"/>
        <location filename="../../core/recipe/yaml_fields.cpp" line="+52"/>
        <source>expected a single value, got a list</source>
        <translation>应为单个值，实际为列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is required</source>
        <translation>必须给出一个值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer, got &apos;%1&apos;</source>
        <translation>应为整数，实际为“%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range [%2, %3]</source>
        <translation>值 %1 超出范围 [%2, %3]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer or null, got &apos;%1&apos;</source>
        <translation>应为整数或 null，实际为“%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range (&gt;= %2)</source>
        <translation>值 %1 超出范围（&gt;= %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>应为数字，实际为“%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number or null, got &apos;%1&apos;</source>
        <translation>应为数字或 null，实际为“%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value %1 out of range</source>
        <translation>值 %1 超出范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>应为 true 或 false，实际为“%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="+346"/>
        <source>unknown value &apos;%1&apos; (expected one of: %2)</source>
        <translation>未知值“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown value &apos;%1&apos; (expected any of: %2)</source>
        <translation>未知值“%1”（应为以下任意项：%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; listed twice</source>
        <translation>“%1”列出了两次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected integers &gt;= %1, got &apos;%2&apos;</source>
        <translation>应为 &gt;= %1 的整数，实际为“%2”</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>unknown recipe field (see the README&apos;s field list)</source>
        <translation>未知的配方字段（见 README 中的字段列表）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected dotted.path=value, got &apos;%1&apos;</source>
        <translation>应为 dotted.path=value，实际为“%1”</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="-314"/>
        <location line="+204"/>
        <source>expected an integer &gt;= 1, got &apos;%1&apos;</source>
        <translation>应为 &gt;= 1 的整数，实际为“%1”</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_yaml.cpp" line="+46"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single value</source>
        <translation>单个值</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not a text file (contains a NUL byte); expected a YAML recipe</source>
        <translation>不是文本文件（含有 NUL 字节）；应为 YAML 配方</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not valid UTF-8 text (bad byte sequence); expected a YAML recipe</source>
        <translation>不是有效的 UTF-8 文本（字节序列错误）；应为 YAML 配方</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>duplicate key</source>
        <translation>重复的键</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+172"/>
        <source>expected text, got %1</source>
        <translation>应为文本，实际为%1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>expected a catalog model name, got %1</source>
        <translation>应为目录中的模型名称，实际为%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a catalog GPU name, got %1</source>
        <translation>应为目录中的 GPU 名称，实际为%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown model &apos;%1&apos; (known: %2)</source>
        <translation>未知模型“%1”（已知：%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown GPU &apos;%1&apos; (known: %2)</source>
        <translation>未知 GPU“%1”（已知：%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a catalog model name or a mapping, got %1</source>
        <translation>应为目录中的模型名称或映射，实际为%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a catalog GPU name or a mapping, got %1</source>
        <translation>应为目录中的 GPU 名称或映射，实际为%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>empty recipe (expected a mapping that starts with &apos;%1&apos;)</source>
        <translation>空配方（应为以“%1”开头的映射）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a mapping of recipe keys at the top level, got %1</source>
        <translation>顶层应为配方键的映射，实际为%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/recipe/yaml_fields.cpp" line="-31"/>
        <source>keys must be plain names</source>
        <translation>键必须是普通名称</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing %1</source>
        <translation>缺少此项%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(add &apos;%1&apos; at the top)</source>
        <translation>（请在开头加上“%1”）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>unsupported version &apos;%1&apos; (this build reads version %2)</source>
        <translation>不支持的版本“%1”（此版本读取第 %2 版）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown key (expected one of: %1)</source>
        <translation>未知键（应为以下之一：%1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(give a catalog model name, {base: name, ...} or a full mapping)</source>
        <translation>（请给出目录中的模型名称、{base: name, ...} 或完整映射）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(give a catalog GPU name, {base: name, ...} or a full mapping)</source>
        <translation>（请给出目录中的 GPU 名称、{base: name, ...} 或完整映射）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty %1</source>
        <translation>此项为空%1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>cannot read recipe: %1</source>
        <translation>无法读取配方：%1</translation>
    </message>
    <message>
        <location filename="../../core/recipe/yaml_fields.cpp" line="+11"/>
        <source>unknown key</source>
        <translation>未知键</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list items must be plain values</source>
        <translation>列表项必须是普通值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a value, got a mapping</source>
        <translation>应为单个值，实际为映射</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected a mapping</source>
        <translation>应为映射</translation>
    </message>
    <message>
        <location filename="../../core/recipe/yaml_syntax_error.cpp" line="+62"/>
        <source>YAML syntax error: %1 (check the indentation and any &apos;:&apos; inside unquoted text)</source>
        <translation>YAML 语法错误：%1（请检查缩进以及未加引号文本中的“:”）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YAML syntax error: a quoted text is never closed (is the file cut short?)</source>
        <translation>YAML 语法错误：带引号的文本没有闭合（文件是否不完整？）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML syntax error: a tab in the indentation (YAML indents with spaces only)</source>
        <translation>YAML 语法错误：缩进中有制表符（YAML 只能用空格缩进）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML syntax error: %1 (check the indentation of this line against the lines above)</source>
        <translation>YAML 语法错误：%1（请对照上面几行检查这一行的缩进）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>YAML syntax error: a list item (&apos;- &apos;) where none can start (put each item on a line of its own, indented under its key)</source>
        <translation>YAML 语法错误：列表项（&apos;- &apos;）出现在不能开始列表项的位置（请把每一项单独放在一行，并缩进到它的键之下）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML syntax error: a character YAML does not expect here (check the quotes and brackets of this line)</source>
        <translation>YAML 语法错误：此处出现了 YAML 不期望的字符（请检查这一行的引号和括号）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>YAML syntax error: this &apos;%1&apos; is never closed (is the file cut short?)</source>
        <translation>YAML 语法错误：这个“%1”没有闭合（文件是否不完整？）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YAML syntax error: this &apos;%1&apos; is never closed (a &apos;%2&apos; is missing)</source>
        <translation>YAML 语法错误：这个“%1”没有闭合（缺少“%2”）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>YAML syntax error: a &apos;%1&apos; is never closed (is the file cut short?)</source>
        <translation>YAML 语法错误：“%1”没有闭合（文件是否不完整？）</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_overrides.cpp" line="+22"/>
        <source>no built-in recipe of that name (known: %1)</source>
        <translation>没有该名称的内置配方（已知：%1）</translation>
    </message>
</context>
<context>
    <name>recipe_fields</name>
    <message>
        <location filename="../../core/recipe/recipe_fields_hardware.cpp" line="+10"/>
        <source>GPU name</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture (Hopper, Blackwell, ...)</source>
        <translation>架构（Hopper、Blackwell 等）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HBM capacity as the datasheet states it, GB; memory is counted in binary units, so 80 GB is 80 GiB</source>
        <translation>规格书标明的 HBM 容量，GB；内存按二进制单位计，因此 80 GB 即 80 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Usable HBM, GiB (memory fits against this)</source>
        <translation>可用 HBM，GiB（内存是否放得下以此为准）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HBM bandwidth, TB/s</source>
        <translation>HBM 带宽，TB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense BF16 peak, TFLOP/s</source>
        <translation>BF16 稠密峰值，TFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense FP8 peak, TFLOP/s</source>
        <translation>FP8 稠密峰值，TFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense FP4 peak, TFLOP/s (0 = unsupported)</source>
        <translation>FP4 稠密峰值，TFLOP/s（0 = 不支持）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block-scaled MXFP8 support (Blackwell)</source>
        <translation>支持块缩放 MXFP8（Blackwell）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVLink bandwidth per direction, GB/s</source>
        <translation>每方向 NVLink 带宽，GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per NVLink domain</source>
        <translation>每个 NVLink 域的 GPU 数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scale-out NIC bandwidth per GPU per direction, GB/s</source>
        <translation>每 GPU 每方向的横向扩展 NIC 带宽，GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host RAM per GPU, GB</source>
        <translation>每 GPU 主机内存，GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU-host link bandwidth per GPU per direction, GB/s (PCIe or NVLink-C2C)</source>
        <translation>每 GPU 每方向的 GPU-主机链路带宽，GB/s（PCIe 或 NVLink-C2C）</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_layout.cpp" line="+11"/>
        <source>Tensor parallel size</source>
        <translation>张量并行大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallel size</source>
        <translation>上下文并行大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline parallel size</source>
        <translation>流水线并行大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Virtual stages per pipeline rank (1 = off)</source>
        <translation>每个流水线 rank 的虚拟阶段数（1 = 关闭）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert parallel size</source>
        <translation>专家并行大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert tensor parallel size (null = TP, Megatron&apos;s default)</source>
        <translation>专家张量并行大小（null = TP，Megatron 的默认值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-model-parallel-layout string (empty = none)</source>
        <translation>--pipeline-model-parallel-layout 字符串（留空 = 无）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers on the first pipeline stage</source>
        <translation>第一个流水线阶段上的解码器层数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers on the last pipeline stage</source>
        <translation>最后一个流水线阶段上的解码器层数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Embedding counts as a layer in the split</source>
        <translation>嵌入计为划分中的一层</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss counts as a layer in the split</source>
        <translation>损失计为划分中的一层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved schedule group size (null = PP)</source>
        <translation>交错调度的组大小（null = PP）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel communication</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inner/outer CP sizes for a2a+p2p</source>
        <translation>a2a+p2p 的内层/外层 CP 大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rank order (first varies fastest)</source>
        <translation>rank 顺序（第一个变化最快）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Micro-batch size (MBS)</source>
        <translation>微批次大小（MBS）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Global batch size (GBS)</source>
        <translation>全局批次大小（GBS）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count (world size)</source>
        <translation>GPU 数量（总 GPU 数）</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_model.cpp" line="-168"/>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hidden size h</source>
        <translation>隐藏维度 h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoder layers L (MTP excluded)</source>
        <translation>解码器层数 L（不含 MTP）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention heads n</source>
        <translation>注意力头数 n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Query groups g (= heads for MHA; ignored for MLA)</source>
        <translation>查询组数 g（MHA 时等于头数；MLA 时忽略）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Head dimension d</source>
        <translation>头维度 d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dense MLP size f</source>
        <translation>稠密 MLP 大小 f</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated MLP (SwiGLU/GeGLU)</source>
        <translation>门控 MLP（SwiGLU/GeGLU）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLP activation (the gate&apos;s when gated: silu = SwiGLU, quick_gelu = GPT-OSS quick-GEGLU)</source>
        <translation>MLP 激活函数（门控时为门的激活函数：silu = SwiGLU，quick_gelu = GPT-OSS quick-GEGLU）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offset added to the GLU&apos;s linear half (GPT-OSS 1.0)</source>
        <translation>加到 GLU 线性部分上的偏移量（GPT-OSS 为 1.0）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clamp of the activation&apos;s inputs (GPT-OSS 7.0; null = none)</source>
        <translation>激活函数输入的截断值（GPT-OSS 为 7.0；null = 无）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Norm type</source>
        <translation>归一化类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Norm weights stored as 1 + gamma (Qwen3-Next)</source>
        <translation>归一化权重存储为 1 + gamma（Qwen3-Next）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Norm epsilon (HF rms_norm_eps)</source>
        <translation>归一化 epsilon（HF rms_norm_eps）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>QK layer norm</source>
        <translation>QK 层归一化</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated attention output</source>
        <translation>门控注意力输出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Linear-layer biases</source>
        <translation>线性层偏置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Biases on the QKV projection only (HF attention_bias)</source>
        <translation>仅在 QKV 投影上使用偏置（HF attention_bias）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention dropout</source>
        <translation>注意力 dropout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hidden-state dropout</source>
        <translation>隐藏状态 dropout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weight initialisation std (HF initializer_range)</source>
        <translation>权重初始化标准差（HF initializer_range）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raw tokenizer vocabulary</source>
        <translation>分词器原始词表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vocabulary padding divisor</source>
        <translation>词表填充除数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share embedding and output weights</source>
        <translation>共享嵌入层与输出层权重</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maximum positions (0 = unchecked)</source>
        <translation>最大位置数（0 = 不检查）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fraction of head dim with RoPE</source>
        <translation>使用 RoPE 的头维度比例</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoPE base (HF rope_theta)</source>
        <translation>RoPE 基数（HF rope_theta）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RoPE scaling of the checkpoint (HF rope_scaling; other types are named as not carried)</source>
        <translation>检查点的 RoPE 缩放（HF rope_scaling；其他类型会注明为未沿用）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN scaling factor</source>
        <translation>YaRN 缩放因子</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>YaRN original context length</source>
        <translation>YaRN 原始上下文长度</translation>
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
        <translation>YaRN：将校正范围取整到整数维度（HF truncate）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>YaRN mscale_all_dim</source>
        <translation>YaRN mscale_all_dim</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention kind</source>
        <translation>注意力类型</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MLA query LoRA rank (null = direct)</source>
        <translation>MLA 查询 LoRA 秩（null = 直接投影）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA KV LoRA rank</source>
        <translation>MLA KV LoRA 秩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA non-RoPE QK head dim</source>
        <translation>MLA 非 RoPE QK 头维度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA RoPE QK head dim</source>
        <translation>MLA RoPE QK 头维度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLA value head dim</source>
        <translation>MLA 值头维度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gated DeltaNet: every freq-th layer is full attention (null = no linear attention)</source>
        <translation>Gated DeltaNet：每 freq 层中有 1 层为完整注意力（null = 无线性注意力）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>GDN key heads</source>
        <translation>GDN 键头数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN key head dim</source>
        <translation>GDN 键头维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GDN value heads</source>
        <translation>GDN 值头数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN value head dim</source>
        <translation>GDN 值头维度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDN convolution kernel</source>
        <translation>GDN 卷积核</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sliding-window size in tokens (0 = none)</source>
        <translation>滑动窗口大小，以 token 计（0 = 无）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every skip_freq-th layer is full attention</source>
        <translation>每 skip_freq 层中有 1 层为完整注意力</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention softmax (learnable = per-head sink logits, GPT-OSS)</source>
        <translation>注意力 softmax（learnable = 每个头的 sink logit，GPT-OSS）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Routed experts E (0 = dense)</source>
        <translation>路由专家数 E（0 = 稠密）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Experts per token k</source>
        <translation>每个 token 的专家数 k</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert FFN size f_e</source>
        <translation>专家 FFN 大小 f_e</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total shared-expert FFN size f_s (a size, not a count)</source>
        <translation>共享专家 FFN 总大小 f_s（指大小，不是数量）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gated shared expert</source>
        <translation>门控共享专家</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which decoder layers are MoE (empty = all)</source>
        <translation>哪些解码器层是 MoE 层（留空 = 全部）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>softmax | sigmoid</source>
        <translation>softmax | sigmoid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router groups (0 = none)</source>
        <translation>路由组数（0 = 无）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Groups chosen per token</source>
        <translation>每个 token 选择的组数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Routed-weight scaling</source>
        <translation>路由权重缩放</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aux-loss-free expert bias</source>
        <translation>无辅助损失的专家偏置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert-bias update rate per global batch (Megatron moe_router_bias_update_rate)</source>
        <translation>每个全局批次的专家偏置更新率（Megatron moe_router_bias_update_rate）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Softmax over all experts before top-k (HF norm_topk_prob false)</source>
        <translation>在 top-k 之前对所有专家做 softmax（HF norm_topk_prob false）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Router load-balancing loss (Megatron moe_router_load_balancing_type; DeepSeek seq_aux: seq_aux_loss)</source>
        <translation>路由器负载均衡损失（Megatron moe_router_load_balancing_type；DeepSeek seq_aux：seq_aux_loss）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Load-balancing loss coefficient (HF router_aux_loss_coef / aux_loss_alpha)</source>
        <translation>负载均衡损失系数（HF router_aux_loss_coef / aux_loss_alpha）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router z-loss coefficient (null = none)</source>
        <translation>路由器 z-loss 系数（null = 无）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multi-token-prediction layers</source>
        <translation>多 token 预测层数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight of the multi-token-prediction loss (Megatron mtp_loss_scaling_factor)</source>
        <translation>多 token 预测损失的权重（Megatron mtp_loss_scaling_factor）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys of the imported file that change the network and no field carries (named in exports)</source>
        <translation>导入文件中会改变网络、但没有字段承载的键（在导出中注明）</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields_options.cpp" line="+11"/>
        <source>Compute precision recipe</source>
        <translation>计算精度配方</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FP8/FP4 parameter all-gather</source>
        <translation>FP8/FP4 参数 all-gather</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 dot-product attention (--fp8-dot-product-attention; FP8 precisions only)</source>
        <translation>FP8 点积注意力（--fp8-dot-product-attention；仅限 FP8 精度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activation recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full recompute method</source>
        <translation>完整重计算方法</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full recompute layer count</source>
        <translation>完整重计算层数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selective recompute modules</source>
        <translation>选择性重计算模块</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Distributed optimizer instances</source>
        <translation>分布式优化器实例数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision-aware optimizer</source>
        <translation>精度感知优化器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main gradient dtype</source>
        <translation>主梯度数据类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adam first moment dtype</source>
        <translation>Adam 一阶矩数据类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adam second moment dtype</source>
        <translation>Adam 二阶矩数据类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimizer CPU offload</source>
        <translation>优化器 CPU 卸载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fraction of optimizer state offloaded</source>
        <translation>卸载的优化器状态比例</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MoE token dispatcher (flex_* = flex + backend)</source>
        <translation>MoE token 分发器（flex_* = flex + 后端）</translation>
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
        <translation>CUDA Graph 实现</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA graph modules/scopes</source>
        <translation>CUDA Graph 模块/作用域</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced load balancing (benchmark-only)</source>
        <translation>强制负载均衡（仅用于基准测试）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert capacity factor (null = dropless)</source>
        <translation>专家容量因子（null = 无丢弃）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop-and-pad expert inputs to capacity</source>
        <translation>专家输入丢弃并填充至容量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Router in FP32</source>
        <translation>路由器使用 FP32</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grouped GEMM for experts</source>
        <translation>专家使用分组 GEMM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fused permutation</source>
        <translation>融合置换</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paged-stash expert-rank capacity factor (hybridep/ncclep)</source>
        <translation>分页暂存（paged stash）专家 rank 容量因子（hybridep/ncclep）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fine-grained activation CPU offload</source>
        <translation>细粒度激活 CPU 卸载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Modules whose saved inputs fine-grained activation offloading moves to host memory</source>
        <translation>细粒度激活卸载会将其保存的输入移到主机内存的模块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fraction of the offload groups of each chunk that are offloaded (the later ones stay)</source>
        <translation>每个块中实际卸载的卸载组比例（靠后的组不卸载）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--manual-gc</source>
        <translation>--manual-gc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NaN checks in loss and grad</source>
        <translation>损失和梯度的 NaN 检查</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS (null = unset)</source>
        <translation>CUDA_DEVICE_MAX_CONNECTIONS（null = 不设置）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Benchmark-only run (synthetic data, disabled optimizer/checkpoint paths)</source>
        <translation>仅用于基准测试的运行（合成数据，禁用优化器/检查点路径）</translation>
    </message>
    <message>
        <location filename="../../core/recipe/recipe_fields.cpp" line="-80"/>
        <source>Recipe name</source>
        <translation>配方名称</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free notes (sources, why the layout deviates, ...)</source>
        <translation>自由备注（来源、布局为何有所不同等）</translation>
    </message>
</context>
<context>
    <name>rule_explanations</name>
    <message>
        <location filename="../../core/rules/rule_explanations_layout.cpp" line="+14"/>
        <source>Every parallel size (TP, CP, PP, VPP, EP, ETP), the batch sizes, the sequence length and the GPU count must be at least 1. Megatron-LM stops in its argument checks otherwise, and no mesh can be built. Set the named field to 1 or more.</source>
        <translation>每个并行大小（TP、CP、PP、VPP、EP、ETP）、批次大小、序列长度和 GPU 数量都必须至少为 1。否则 Megatron-LM 会在参数检查中停止，也无法构建任何网格。请将所指的字段设为 1 或更大。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One of the sizes is so large that the layout cannot describe a real cluster (the products of the parallel sizes would overflow). The other checks are skipped until it is back in range. Bring the value down to a size a real job would use.</source>
        <translation>某个大小过大，布局已无法描述真实的集群（各并行大小的乘积会溢出）。在它回到范围内之前，其他检查都会被跳过。请把该值降到真实作业会使用的大小。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When --expert-tensor-parallel-size is not given, Megatron-Core uses the attention TP for the experts as well. Many people expect 1 instead. With TP above 1 every expert GEMM is then split over TP ranks and the expert mesh (ETP x EP x EDP x PP) differs from what you may have planned. Set ETP explicitly: usually 1, so that experts are sharded by EP alone.</source>
        <translation>未指定 --expert-tensor-parallel-size 时，Megatron-Core 会把注意力的 TP 也用于专家。很多人以为它是 1。当 TP 大于 1 时，每个专家 GEMM 都会被切分到各 TP rank 上，专家网格（ETP x EP x EDP x PP）也会与你原先的规划不同。请显式设置 ETP：通常为 1，使专家只按 EP 切分。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The attention side of the model is laid out as TP x CP x DP x PP. The number of GPUs must therefore be a multiple of TP x CP x PP, and what is left over becomes DP. Megatron&apos;s parallel state refuses to start otherwise. Change the GPU count to a multiple, or change TP, CP or PP.</source>
        <translation>模型的注意力部分按 TP x CP x DP x PP 布置。因此 GPU 数量必须是 TP x CP x PP 的倍数，剩余的部分即为 DP。否则 Megatron 的并行状态（parallel state）会拒绝启动。请把 GPU 数量改为其倍数，或修改 TP、CP 或 PP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With Parallel Folding the MoE layers use their own mesh, ETP x EP x EDP x PP, over the same GPUs. The GPU count must be a multiple of ETP x EP x PP; the rest becomes the expert data-parallel size EDP. Remember that an unset ETP equals TP. Change the GPU count, or ETP, EP or PP.</source>
        <translation>使用并行折叠时，MoE 层在同一批 GPU 上使用自己的网格 ETP x EP x EDP x PP。GPU 数量必须是 ETP x EP x PP 的倍数；剩余部分成为专家数据并行大小 EDP。请记住，未设置的 ETP 等于 TP。请修改 GPU 数量，或修改 ETP、EP 或 PP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The alternative rank order (--use-tp-pp-dp-mapping) places pipeline stages before data parallelism. Megatron-Core only supports it with pipeline parallelism when the expert data-parallel size equals the attention one, because both meshes must then agree on which ranks share a stage. Use the default order, or choose EP and ETP so that EDP equals DP.</source>
        <translation>备选 rank 顺序（--use-tp-pp-dp-mapping）把流水线阶段排在数据并行之前。使用流水线并行时，Megatron-Core 仅在专家数据并行大小等于注意力的数据并行大小时才支持该顺序，因为此时两个网格必须就哪些 rank 共享同一阶段达成一致。请使用默认顺序，或选择合适的 EP 和 ETP，使 EDP 等于 DP。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each step the global batch is divided over DP ranks and then into microbatches of MBS samples, so the global batch must be a multiple of MBS x DP. Megatron-LM refuses other values. Round the global batch to a multiple (the suggestion names one), or change MBS or the GPU count.</source>
        <translation>每一步中，全局批次先在各 DP rank 之间划分，再分成每个含 MBS 个样本的微批次，因此全局批次必须是 MBS x DP 的倍数。Megatron-LM 会拒绝其他值。请将全局批次取整为其倍数（建议中给出了一个值），或修改 MBS 或 GPU 数量。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence parallelism splits the layer-norm and dropout activations over the TP group; with TP 1 there is no group to split over. Megatron-Core&apos;s config (as Megatron-Bridge builds it) rejects the combination, while Megatron-LM quietly turns it off. Turn sequence parallelism off, or use TP above 1.</source>
        <translation>序列并行把 layer-norm 和 dropout 的激活切分到 TP 组上；TP 为 1 时没有可供切分的组。Megatron-Core 的配置（由 Megatron-Bridge 构建时）会拒绝这一组合，而 Megatron-LM 会悄悄将其关闭。请关闭序列并行，或使用大于 1 的 TP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETP above 1 cuts every expert&apos;s GEMMs over several GPUs. Expert GEMMs are already small, so the pieces run less efficiently and each layer adds TP collectives. Sharding experts by EP instead (ETP 1) usually gives more throughput for the same memory. Keep ETP above 1 only when EP cannot grow further.</source>
        <translation>ETP 大于 1 会把每个专家的 GEMM 切分到多个 GPU 上。专家 GEMM 本来就小，切分后的片段运行效率更低，而且每一层都会增加 TP 集合通信。改为按 EP 切分专家（ETP 1）通常能在相同内存下获得更高的吞吐量。只有当 EP 无法再增大时，才让 ETP 保持大于 1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model-parallel sizes use up every GPU, so DP (or, for the experts, EDP) is 1. Then gradients are not averaged over replicas, the distributed optimizer has nothing to shard its state over, and the step cannot grow by adding GPUs. Add GPUs or lower TP, CP, PP or EP where memory allows.</source>
        <translation>各模型并行大小已用尽所有 GPU，因此 DP（对专家而言为 EDP）为 1。这样梯度不会在副本之间平均，分布式优化器无处切分其状态，步的规模也无法通过增加 GPU 来扩大。请增加 GPU，或在内存允许时降低 TP、CP、PP 或 EP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With TP above 1 and expert parallelism, Megatron-Core refuses to start unless sequence parallelism is on (its model-parallel config raises at start-up). Sequence parallelism also keeps each TP rank to its share of the tokens, so the dispatcher does not move every token TP times. Turn on --sequence-parallel (sequence_parallel: true in Megatron-Bridge).</source>
        <translation>当 TP 大于 1 且使用专家并行时，除非开启序列并行，否则 Megatron-Core 会拒绝启动（其模型并行配置会在启动时抛出异常）。序列并行还让每个 TP rank 只处理属于自己的那部分 token，因此分发器不会把每个 token 搬运 TP 次。请开启 --sequence-parallel（在 Megatron-Bridge 中为 sequence_parallel: true）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor parallelism gives each TP rank a whole number of attention heads, so the head count must be a multiple of TP. Megatron-Core refuses other sizes. Pick a TP that divides the head count.</source>
        <translation>张量并行给每个 TP rank 分配整数个注意力头，因此头数必须是 TP 的倍数。Megatron-Core 会拒绝其他大小。请选择能整除头数的 TP。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With grouped-query attention the key/value heads (query groups) are split over TP ranks. Either the group count is a multiple of TP, or TP is a multiple of it and the key/value heads are replicated. Other combinations are refused by Megatron-Core. Choose a TP that divides the group count or is a multiple of it.</source>
        <translation>使用分组查询注意力时，键/值头（查询组）会切分到各 TP rank 上。要么组数是 TP 的倍数，要么 TP 是组数的倍数且键/值头被复制。Megatron-Core 会拒绝其他组合。请选择能整除组数或是组数倍数的 TP。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multi-head latent attention compresses keys and values itself and has no query groups. Fewer groups than heads would export --group-query-attention, which Megatron-LM rejects for MLA. Set the query groups equal to the head count.</source>
        <translation>多头潜在注意力自身会压缩键和值，没有查询组。组数少于头数会导出 --group-query-attention，而 Megatron-LM 对 MLA 会拒绝该选项。请将查询组数设为与头数相等。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A head count the layout depends on (query groups, or the key and value heads of gated delta-net layers) is below 1, so heads cannot be split over TP. Set it from the model&apos;s configuration.</source>
        <translation>布局所依赖的某个头数（查询组，或 gated delta-net 层的键头和值头）小于 1，因此无法把头切分到 TP 上。请按模型的配置设置该值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gated delta-net layers pair every key head with a whole number of value heads, so the value-head count must be a multiple of the key-head count. Megatron-Core refuses other shapes. Fix the model&apos;s head counts.</source>
        <translation>Gated delta-net 层把每个键头与整数个值头配对，因此值头数必须是键头数的倍数。Megatron-Core 会拒绝其他形状。请修正模型的头数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gated delta-net layers shard their heads over both the TP and the CP group, so the key and the value head counts must both be multiples of TP x CP. Lower TP or CP until they divide both counts.</source>
        <translation>Gated delta-net 层会把它们的头同时切分到 TP 组和 CP 组上，因此键头数和值头数都必须是 TP x CP 的倍数。请降低 TP 或 CP，直到 TP x CP 能同时整除这两个头数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model has no routed experts, so there is nothing for an EP group to shard. Megatron-LM refuses EP above 1 here. Set EP to 1.</source>
        <translation>该模型没有路由专家，因此 EP 组没有可切分的对象。此时 Megatron-LM 会拒绝大于 1 的 EP。请将 EP 设为 1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each EP rank holds the same number of whole experts, so the routed expert count must be a multiple of EP. Megatron-Core refuses other sizes. Use an EP that divides the expert count.</source>
        <translation>每个 EP rank 持有相同数量的完整专家，因此路由专家数必须是 EP 的倍数。Megatron-Core 会拒绝其他大小。请使用能整除专家数的 EP。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Group-limited routing (--moe-router-num-groups) splits the experts into equal groups, usually one per node or domain, and routes each token to a few groups only. The expert count must be a multiple of the group count. Choose a group count that divides it.</source>
        <translation>分组受限路由（--moe-router-num-groups）把专家分成大小相等的组，通常每个节点或域一组，并且只把每个 token 路由到少数几个组。专家数必须是组数的倍数。请选择能整除专家数的组数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--moe-router-group-topk is how many groups each token may use; it cannot exceed the number of groups. Lower it, or raise the group count.</source>
        <translation>--moe-router-group-topk 是每个 token 可以使用的组数；它不能超过组的总数。请降低该值，或增加组数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Context parallelism splits each sequence into 2 x CP chunks and gives every CP rank one chunk from the front and its mirror from the back, so causal attention costs every rank the same. The sequence length must be a multiple of 2 x CP. Round it up (the suggestion names a value) or change CP.</source>
        <translation>上下文并行把每条序列切成 2 x CP 个块，并给每个 CP rank 分配一个来自前部的块及其在后部的镜像块，这样因果注意力在每个 rank 上的开销都相同。序列长度必须是 2 x CP 的倍数。请将其向上取整（建议中给出了一个值），或修改 CP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model&apos;s max_position_embeddings (--max-position-embeddings) is shorter than the training sequence, so positions past it have no embedding and Megatron-LM refuses to start. Long-context recipes raise it to the sequence length.</source>
        <translation>模型的 max_position_embeddings（--max-position-embeddings）短于训练序列，因此超出它的位置没有嵌入，Megatron-LM 会拒绝启动。长上下文配方会把它提高到序列长度。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A checkpoint&apos;s rotary position embeddings were trained up to a length: its maximum positions, or with YaRN its original length times the scaling factor. Raising --max-position-embeddings lets Megatron start at a longer sequence, but without RoPE scaling to that length the model meets positions it has never seen, and continued training starts from a model that cannot read them. Long-context recipes scale RoPE with YaRN (in the Bridge YAML; Megatron-LM&apos;s pretrain_gpt.py takes it for MLA models) or stay within the covered length.</source>
        <translation>检查点的旋转位置编码是在某个长度内训练的：即其最大位置数，或使用 YaRN 时为原始长度乘以缩放因子。调高 --max-position-embeddings 可以让 Megatron 以更长的序列启动，但如果 RoPE 没有缩放到该长度，模型会遇到从未见过的位置，继续训练就从一个无法读懂这些位置的模型开始。长上下文配方会用 YaRN 缩放 RoPE（在 Bridge YAML 中；Megatron-LM 的 pretrain_gpt.py 只对 MLA 模型接受它），或者保持在已覆盖的长度以内。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The a2a+p2p context-parallel communication runs all-to-all inside an inner group and ring exchange across outer groups, so Megatron needs --hierarchical-context-parallel-sizes. Give [inner, outer] with inner x outer = CP, or use plain p2p.</source>
        <translation>a2a+p2p 上下文并行通信在内层组内运行 all-to-all，在各外层组之间运行环形交换，因此 Megatron 需要 --hierarchical-context-parallel-sizes。请给出 [inner, outer]（内层、外层），且 inner x outer = CP，或者使用普通的 p2p。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transformer Engine&apos;s a2a+p2p context parallelism runs all-to-all in an inner group and a ring over an outer group: two levels of CP groups, no more. Megatron builds one group per hierarchical size, and Transformer Engine stops at the first attention step when there are not two. Give [inner, outer], or use p2p.</source>
        <translation>Transformer Engine 的 a2a+p2p 上下文并行在内层组中运行 all-to-all，在外层组上运行环形通信：只有两级 CP 组，不能更多。Megatron 为每个分层大小构建一个组，当组数不是两个时，Transformer Engine 会在第一次执行注意力时停止。请给出 [inner, outer]（内层、外层），或使用 p2p。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Transformer Engine&apos;s context-parallel attention has a sliding-window path only in its all-to-all (a2a) and all-gather implementations; the ring (p2p, a2a+p2p) refuses a window at the first step, after Megatron has started. Use cp_comm_type a2a or allgather; when the model also has a learnable or off-by-one softmax only a2a serves both.</source>
        <translation>Transformer Engine 的上下文并行注意力仅在其 all-to-all（a2a）和 all-gather 实现中有滑动窗口路径；环形实现（p2p、a2a+p2p）会在 Megatron 启动之后的第一步拒绝窗口。请使用 cp_comm_type a2a 或 allgather；如果模型还有可学习 softmax 或 off-by-one softmax，则只有 a2a 能同时满足两者。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Multi-latent attention has different key and value head sizes. Transformer Engine&apos;s context-parallel attention supports that only in its ring implementations (p2p, a2a+p2p) and refuses a2a and allgather at the first step. Use cp_comm_type p2p.</source>
        <translation>多头潜在注意力的键头和值头维度不同。Transformer Engine 的上下文并行注意力仅在其环形实现（p2p、a2a+p2p）中支持这一点，并会在第一步拒绝 a2a 和 allgather。请使用 cp_comm_type p2p。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention sinks (softmax_type learnable, as in GPT-OSS) and the off-by-one softmax run with context parallelism only on the fused attention backend over cp_comm_type a2a; for other types Transformer Engine finds no attention backend and stops at the first step. Use a2a, which also serves sliding windows.</source>
        <translation>注意力汇聚（attention sinks，softmax_type learnable，如 GPT-OSS）和 off-by-one softmax 在上下文并行下只能在融合注意力后端上以 cp_comm_type a2a 运行；对于其他 cp_comm_type，Transformer Engine 找不到注意力后端，会在第一步停止。请使用 a2a，它也支持滑动窗口。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With context parallelism Transformer Engine runs attention sinks and the off-by-one softmax only in BF16 attention; FP8 dot-product attention with them stops at the first step. Turn FP8 attention off: the GEMMs keep their FP8 recipe.</source>
        <translation>在上下文并行下，Transformer Engine 只在 BF16 注意力中运行注意力汇聚（attention sinks）和 off-by-one softmax；与它们一起使用的 FP8 点积注意力会在第一步停止。请关闭 FP8 注意力：GEMM 仍保留其 FP8 配方。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The a2a context-parallel communication trades the sequence split for a head split: every CP rank takes 1/CP of the query and key heads its TP rank holds. Transformer Engine stops when those head counts do not divide by CP. Hierarchical a2a+p2p splits the heads the same way over its inner (first) size. Lower TP or CP, pick a smaller inner size, or use another cp_comm_type where the model allows one.</source>
        <translation>a2a 上下文并行通信把按序列的切分换成按头的切分：每个 CP rank 取其 TP rank 所持有的查询头和键头的 1/CP。当这些头数不能被 CP 整除时，Transformer Engine 会停止。分层 a2a+p2p 以同样的方式在其内层（第一个）大小上切分头。请降低 TP 或 CP，选择更小的内层大小，或在模型允许时改用其他 cp_comm_type。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The inner and outer sizes of hierarchical context parallelism must multiply to exactly the CP size. Megatron-LM refuses other values. Fix the sizes or CP.</source>
        <translation>分层上下文并行的内层大小与外层大小之积必须恰好等于 CP 大小。Megatron-LM 会拒绝其他值。请修正这些大小或 CP。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context-parallel sizes that are not powers of two rarely divide sequence lengths, head counts and NVLink domains evenly, and the attention kernels are tuned for the usual sizes. Prefer 2, 4, 8 or 16.</source>
        <translation>不是 2 的幂的上下文并行大小很少能整除序列长度、头数和 NVLink 域，而且注意力内核是针对常用大小调优的。请优先选择 2、4、8 或 16。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context parallelism works best when each CP rank holds a few thousand tokens (about 4K to 8K): fewer, and the ring exchanges of keys and values are no longer hidden behind attention compute; more, and activation memory grows. A good start is CP near the sequence length divided by 4096, rounded to a power of two.</source>
        <translation>当每个 CP rank 持有几千个 token（约 4K 到 8K）时，上下文并行效果最好：更少时，键和值的环形交换无法再被注意力计算隐藏；更多时，激活内存会增大。一个不错的起点是让 CP 接近序列长度除以 4096，并取为 2 的幂。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Virtual pipeline parallelism (--num-virtual-stages-per-pipeline-rank) interleaves several model chunks per pipeline rank; it needs PP above 1. Megatron-LM refuses it otherwise. Set VPP to 1 or use PP above 1.</source>
        <translation>虚拟流水线并行（--num-virtual-stages-per-pipeline-rank）在每个流水线 rank 上交错放置多个模型块；它需要 PP 大于 1。否则 Megatron-LM 会拒绝它。请将 VPP 设为 1，或使用大于 1 的 PP。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without a layout string or uneven first and last stages, Megatron puts the same number of decoder layers on every virtual stage, so the layer count must be a multiple of PP x VPP. Change PP or VPP, or place the layers explicitly (uneven first/last stages or a --pipeline-model-parallel-layout string); the one-click fix proposes a placement that works.</source>
        <translation>如果既没有布局字符串，也没有不均匀的首末阶段，Megatron 会在每个虚拟阶段上放置相同数量的解码器层，因此层数必须是 PP x VPP 的倍数。请修改 PP 或 VPP，或显式放置各层（不均匀的首末阶段或 --pipeline-model-parallel-layout 字符串）；一键修复会提出一种可行的放置方式。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--decoder-first-pipeline-num-layers and --decoder-last-pipeline-num-layers take layers off the ends; the remaining layers must still split evenly over the middle stages and virtual stages. Adjust the first and last counts, or use a layout string.</source>
        <translation>--decoder-first-pipeline-num-layers 和 --decoder-last-pipeline-num-layers 从两端取走若干层；剩余的层仍必须均匀分布到中间阶段和虚拟阶段上。请调整首末阶段的层数，或使用布局字符串。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --account-for-embedding-in-pipeline-split or --account-for-loss-in-pipeline-split the embedding and loss count as layers, and the total must then divide by PP x VPP. Change PP or VPP, or turn one of the options off.</source>
        <translation>使用 --account-for-embedding-in-pipeline-split 或 --account-for-loss-in-pipeline-split 时，嵌入和损失会被计为层，此时总数必须能被 PP x VPP 整除。请修改 PP 或 VPP，或关闭其中一个选项。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A --pipeline-model-parallel-layout string names, stage by stage, which layers each virtual stage holds (E embedding, t decoder layer, m MTP layer, L loss, | between stages). It must have PP x VPP stages and place every decoder layer exactly once. The message says what is wrong; the one-click fix writes a balanced string.</source>
        <translation>--pipeline-model-parallel-layout 字符串逐个阶段地列出每个虚拟阶段包含哪些层（E 为嵌入，t 为解码器层，m 为 MTP 层，L 为损失，| 分隔各阶段）。它必须有 PP x VPP 个阶段，并且每个解码器层恰好放置一次。消息会说明问题所在；一键修复会写出一个均衡的字符串。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout string, uneven first/last stages and counting embedding or loss as layers are three alternative ways to place layers; Megatron-LM accepts only one of them at a time. Keep one and clear the others.</source>
        <translation>布局字符串、不均匀的首末阶段，以及将嵌入或损失计为层，是放置各层的三种可相互替代的方式；Megatron-LM 一次只接受其中一种。请保留一种，清除其他。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fullest pipeline stage sets the pace of the whole pipeline: every other stage waits for it on each microbatch. When one stage carries much more than the lightest, that difference is lost on every GPU. Even the stages out with uneven first/last counts or a layout string.</source>
        <translation>负载最重的流水线阶段决定整条流水线的节奏：其他每个阶段在每个微批次上都要等它。当某个阶段承担的工作比最轻的阶段多得多时，这个差值会在每个 GPU 上被浪费。请使用不均匀的首末阶段层数或布局字符串来平衡各阶段。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pipeline of PP stages needs at least PP microbatches per step before every stage has work at the same time; with fewer, stages sit idle most of the step. Raise the global batch, lower MBS, or lower PP.</source>
        <translation>由 PP 个阶段组成的流水线，每步至少需要 PP 个微批次，才能让所有阶段同时有工作可做；微批次更少时，各阶段在一步的大部分时间里都处于空闲状态。请提高全局批次、降低 MBS 或降低 PP。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With virtual pipeline stages Megatron-Core runs microbatches in groups (--microbatch-group-size-per-virtual-pipeline-stage, unset means PP): each group passes through every model chunk of a rank before the next group starts. A group smaller than PP leaves the first stage waiting for its own outputs to come back around the pipeline; a group larger than the step&apos;s microbatch count m cannot be formed. Megatron-Core refuses both when the step starts (a ValueError in the interleaved schedule). Choose a group size between PP and m; with fewer microbatches than PP no size works, so raise the global batch.</source>
        <translation>使用虚拟流水线阶段时，Megatron-Core 按组运行微批次（--microbatch-group-size-per-virtual-pipeline-stage，未设置时等于 PP）：每组先流经一个 rank 上的所有模型分块，下一组才开始。组小于 PP 时，第一个阶段要等待自己的输出沿流水线绕一圈回来；组大于该步的微批次数 m 时则无法组成。Megatron-Core 会在步开始时拒绝这两种情况（交错调度中的 ValueError）。请选择介于 PP 和 m 之间的组大小；若微批次少于 PP，则任何组大小都不可行，请提高全局批次。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The interleaved schedule splits the step&apos;s m microbatches into groups of the group size; the last group holds what is left, m mod the group size. When that remainder is above zero but below PP, the last group cannot keep every stage busy and the schedule would wait on its own dependencies, so Megatron-Core raises a RuntimeError when the step starts. Choose a group size that divides m, or leaves at least PP microbatches for the last group; the one-click fix picks the nearest such size.</source>
        <translation>交错调度将该步的 m 个微批次按组大小分组；最后一组包含剩余部分，即 m mod 组大小。当该余数大于零但小于 PP 时，最后一组无法让所有阶段保持忙碌，调度会等待其自身的依赖，因此 Megatron-Core 会在步开始时抛出 RuntimeError。请选择能整除 m 的组大小，或能为最后一组留下至少 PP 个微批次的组大小；一键修复会选取最接近的此类大小。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the start and end of every step pipeline stages wait for each other. The idle time is about (PP - 1) / (VPP x microbatches) of the time the step would take without it, so its share of the step is that fraction over one plus it (7/16 = 44 % is about 30 % of the step). Raise the global batch (more microbatches), raise VPP, or lower PP.</source>
        <translation>在每一步的开始和结束时，各流水线阶段会相互等待。空闲时间约为没有空闲时步时的 (PP - 1) / (VPP x 微批次数)，因此它在步时中所占的比例为该比值 / (1 + 该比值)（7/16 = 44% 约占步时的 30%）。请提高全局批次（更多微批次）、提高 VPP 或降低 PP。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TP exchanges activations several times per layer and needs NVLink bandwidth. When a TP group spans more GPUs than one NVLink domain holds (or does not align with its boundary), part of that traffic goes over the much slower network. Keep TP at or below the domain size and a divisor of it.</source>
        <translation>TP 在每层中多次交换激活，需要 NVLink 带宽。当一个 TP 组跨越的 GPU 多于一个 NVLink 域所能容纳的数量（或未与域边界对齐）时，部分流量会经过慢得多的网络。请将 TP 保持在域大小以内，并取域大小的约数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The token dispatch and combine all-to-alls of every MoE layer run inside the ETP x EP group. When it spans several NVLink domains, part of every token&apos;s trip goes over the scale-out network, which is several times slower; the message says what share. Keep ETP x EP within one domain, or use a dispatcher built for it (DeepEP, HybridEP) and overlap the communication.</source>
        <translation>每个 MoE 层的 token 分发和合并 all-to-all 都在 ETP x EP 组内运行。当该组跨越多个 NVLink 域时，每个 token 的部分传输路径会经过横向扩展（scale-out）网络，其速度要慢好几倍；消息中会给出所占比例。请将 ETP x EP 保持在一个域内，或使用专为此设计的分发器（DeepEP、HybridEP）并重叠通信。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context parallelism exchanges keys and values between CP ranks for every attention layer. Over NVLink this hides behind attention compute; across domains it often does not. Keep CP within a domain, or use the hierarchical a2a+p2p communication so only the outer ring crosses the network.</source>
        <translation>上下文并行在每个注意力层都要在 CP rank 之间交换键和值。通过 NVLink 时，这部分通信可以隐藏在注意力计算之后；跨域时则往往无法隐藏。请将 CP 保持在一个域内，或使用分层 a2a+p2p 通信，使只有外环跨越网络。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The estimate of the binding pipeline stage (the one that needs the most) is above the usable HBM of one GPU, by more than the memory model&apos;s own uncertainty. Such a job runs out of memory in the first steps. The suggestion lists levers that were checked to make it fit (selective recompute, a smaller microbatch, more EP or PP, full recompute, optimizer offload); exports refuse it unless you insist.</source>
        <translation>约束流水线阶段（需求最大的阶段）的估算值超出了单个 GPU 的可用 HBM，且超出量大于内存模型自身的不确定性。这样的作业会在最初几步就内存不足。建议中列出了经检验可使其放得下的调节手段（选择性重计算、更小的微批次、更大的 EP 或 PP、完整重计算、优化器卸载）；除非您坚持，否则导出会拒绝此配置。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The binding stage is over the usable HBM, but only by less than the allocator-fragmentation allowance the estimate includes. It may run, or may run out of memory after some steps. Try it with margin to spare, or apply one of the suggested levers.</source>
        <translation>约束阶段超出了可用 HBM，但超出量小于估算中已包含的分配器碎片容差。它可能可以运行，也可能在若干步之后内存不足。请在留有充足余量的情况下试运行，或应用建议的调节手段之一。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The binding stage is under the usable HBM, but by less than the allocator-fragmentation allowance the estimate includes: the same allowance that makes a layout slightly over the line only &quot;tight&quot; makes this one only probably fitting. Measure the peak memory of one step before a long run, or leave the allowance free with a little recompute, a smaller microbatch or more PP or EP.</source>
        <translation>约束阶段低于可用 HBM，但差距小于估算中已包含的分配器碎片容差：正是这一容差让略超界限的布局只被判为“紧张”，也让这个布局只是很可能放得下。在长时间运行之前，请先测量单步的峰值内存；或者通过少量重计算、更小的微批次、更大的 PP 或 EP，把这部分容差空出来。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A further lever that was checked against the memory estimate: applying it alone brings the binding stage under the usable HBM (or says how far it still is). Compare its cost with the first suggestion before choosing.</source>
        <translation>另一个已根据内存估算检验过的调节手段：单独应用它即可使约束阶段降到可用 HBM 以下（或给出仍差多少）。选择之前，请将其代价与第一条建议进行比较。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One family of checks stopped with an internal error, so its findings are missing. The recipe may still be fine. Please report the recipe with the message shown.</source>
        <translation>有一类检查因内部错误而中止，因此缺少其检查结果。该配方可能仍然没有问题。请将该配方连同所显示的消息一起报告。</translation>
    </message>
    <message>
        <location filename="../../core/rules/rule_explanations_options.cpp" line="+13"/>
        <source>Megatron-LM&apos;s pretraining script has no flag for some settings of the checkpoint: YaRN scaling of attention other than MLA, MLA YaRN&apos;s original length and betas, activations other than SwiGLU, quick-GEGLU and squared ReLU. The launch script then trains plain RoPE or another activation, a different network than the checkpoint. The Megatron-Bridge YAML carries these fields; export that, or set them in the job by hand.</source>
        <translation>Megatron-LM 的预训练脚本没有对应检查点中某些设置的标志：MLA 以外注意力的 YaRN 缩放、MLA YaRN 的原始长度和 beta 参数，以及 SwiGLU、quick-GEGLU 和 squared ReLU 以外的激活函数。于是启动脚本训练的是普通 RoPE 或另一种激活函数，即与检查点不同的网络。Megatron-Bridge YAML 包含这些字段；请导出该文件，或在作业中手动设置它们。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--overlap-moe-expert-parallel-comm hides the token all-to-all of one microbatch behind the compute of another. With EP 1 there is no all-to-all to hide, and Megatron-Core refuses the setting. Raise EP or turn EP overlap off.</source>
        <translation>--overlap-moe-expert-parallel-comm 将一个微批次的 token all-to-all 隐藏在另一个微批次的计算之后。EP 为 1 时没有需要隐藏的 all-to-all，Megatron-Core 会拒绝该设置。请提高 EP 或关闭 EP 重叠。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap schedules the dispatch and combine steps of the alltoall and flex dispatchers; the allgather dispatcher has no such steps. Megatron-Core refuses the combination. Switch the dispatcher to alltoall or a flex backend, or turn EP overlap off.</source>
        <translation>EP 重叠调度的是 alltoall 和 flex 分发器的分发与合并步骤；allgather 分发器没有这样的步骤。Megatron-Core 会拒绝这一组合。请将分发器切换为 alltoall 或某个 flex 后端，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap interleaves the forward and backward of two microbatches layer by layer; full recompute re-runs whole layers in the backward and breaks that schedule. Megatron-Core refuses it. Use selective recompute, or turn EP overlap off.</source>
        <translation>EP 重叠逐层交错执行两个微批次的前向和反向；完整重计算会在反向中重新运行整个层，从而破坏这一调度。Megatron-Core 会拒绝这种情况。请使用选择性重计算，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recomputing the whole MoE block would repeat its all-to-alls in the backward, which EP overlap cannot schedule. Megatron-Core refuses it. Drop moe from the recompute modules (moe_act is fine).</source>
        <translation>重计算整个 MoE 块会在反向中重复其 all-to-all，而 EP 重叠无法调度这些操作。Megatron-Core 会拒绝这种情况。请从重计算模块中移除 moe（moe_act 没有问题）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both features try to hide the same all-to-all, each in its own way, and Megatron-Core allows only one. Turn shared-expert overlap off when EP overlap is on, or compare the two separately.</source>
        <translation>这两个功能都试图以各自的方式隐藏同一个 all-to-all，而 Megatron-Core 只允许启用其中一个。开启 EP 重叠时请关闭共享专家重叠，或分别对两者进行比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap supports at most one multi-token-prediction layer. Use one MTP layer, or turn EP overlap off.</source>
        <translation>EP 重叠最多支持一个多 token 预测层。请使用一个 MTP 层，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With pipeline parallelism, EP overlap pairs microbatches from the interleaved schedule, so it needs VPP above 1. Megatron-Core refuses it otherwise. Use VPP 2 or more (the layers must divide by PP x VPP), or turn EP overlap off.</source>
        <translation>使用流水线并行时，EP 重叠会对交错调度中的微批次进行配对，因此需要 VPP 大于 1。否则 Megatron-Core 会拒绝。请使用 2 或更大的 VPP（层数必须能被 PP x VPP 整除），或关闭 EP 重叠。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CUDA graph that captures the whole MoE or MLP block leaves EP overlap no point to split it at. Megatron-Core refuses the combination. Capture only attn, moe_router and moe_preprocess, or turn EP overlap off.</source>
        <translation>捕获整个 MoE 或 MLP 块的 CUDA Graph 使 EP 重叠找不到可以拆分它的位置。Megatron-Core 会拒绝这一组合。请只捕获 attn、moe_router 和 moe_preprocess，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--delay-wgrad-compute moves the expert weight-gradient GEMMs later so they can cover the combine all-to-all, which only exists in the EP-overlap schedule. Turn EP overlap on, or delayed wgrad off.</source>
        <translation>--delay-wgrad-compute 将专家权重梯度 GEMM 推迟执行，使其能够掩盖合并阶段的 all-to-all，而该 all-to-all 只存在于 EP 重叠调度中。请开启 EP 重叠，或关闭延迟权重梯度计算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each can help on its own, but together they change how compute and communication interleave and have been seen to slow steps down. Measure each one alone before keeping both.</source>
        <translation>两者各自都可能有帮助，但同时使用会改变计算与通信的交错方式，并且已观察到会拖慢步时。在同时保留两者之前，请先分别单独测量每一项。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tp-comm-overlap splits the TP all-gathers and reduce-scatters of sequence parallelism into pieces that run beside the GEMMs. At TP 1, or without sequence parallelism, those collectives do not exist: Megatron-Bridge turns the option off with a warning and Megatron-LM asks for sequence parallelism. Turn it off, or use TP above 1 with sequence parallelism.</source>
        <translation>--tp-comm-overlap 将序列并行中的 TP all-gather 和 reduce-scatter 拆分成与 GEMM 并行执行的小块。TP 为 1 或未启用序列并行时，这些集合通信并不存在：Megatron-Bridge 会关闭该选项并发出警告，Megatron-LM 则要求启用序列并行。请关闭该选项，或在启用序列并行的同时使用大于 1 的 TP。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--overlap-param-gather starts the all-gather of the next layer&apos;s parameters during the current one. It only gathers something with the distributed optimizer, and Megatron-Core also expects gradient-reduce overlap with it. The message says what is missing and what the trainers do; turn on what it names.</source>
        <translation>--overlap-param-gather 在当前层执行期间启动下一层参数的 all-gather。只有使用分布式优化器时它才会真正收集内容，而且 Megatron-Core 还要求同时启用梯度归约重叠。消息会说明缺少什么以及各训练框架如何处理；请开启其中指出的选项。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--overlap-param-gather-with-optimizer-step starts the first parameter all-gather during the optimizer step; it builds on --overlap-param-gather. Megatron-LM refuses it alone. Turn parameter-gather overlap on, or this off.</source>
        <translation>--overlap-param-gather-with-optimizer-step 在优化器步期间启动第一次参数 all-gather；它以 --overlap-param-gather 为基础。Megatron-LM 会拒绝单独启用它。请开启参数收集重叠，或关闭此选项。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overlapping the parameter gather with the optimizer step is only supported with the interleaved pipeline schedule (VPP above 1). Use VPP 2 or more, or turn it off.</source>
        <translation>参数收集与优化器步的重叠仅在交错流水线调度（VPP 大于 1）下受支持。请使用 2 或更大的 VPP，或关闭该选项。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moe scope captures the whole MoE block, router included, so capturing moe_router as well would capture it twice. Megatron-Core refuses it. Keep one of the two.</source>
        <translation>moe 作用域会捕获整个 MoE 块（包括路由器），因此再捕获 moe_router 就会把路由器捕获两次。Megatron-Core 会拒绝这种情况。请只保留两者之一。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dispatch preprocessing graph starts from the router&apos;s output, so it can only be captured together with the router. Add moe_router to the graph scopes.</source>
        <translation>分发预处理图从路由器的输出开始，因此只能与路由器一起捕获。请将 moe_router 添加到图作用域中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A CUDA graph replays fixed shapes. Dropless routing sends a different number of tokens to each expert every step, so the whole MoE block can only be captured with a capacity factor and padding to capacity (--moe-expert-capacity-factor, --moe-pad-expert-input-to-capacity). Use those, or capture only the router and preprocessing.</source>
        <translation>CUDA Graph 重放的是固定形状。无丢弃路由每一步发送给各个专家的 token 数都不同，因此只有在设置容量因子并填充至容量（--moe-expert-capacity-factor、--moe-pad-expert-input-to-capacity）时，才能捕获整个 MoE 块。请使用这些选项，或只捕获路由器和预处理。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per-layer CUDA graphs (local or Transformer Engine) record each layer&apos;s forward once; full recompute re-runs that forward in the backward outside the graph. Megatron-Core refuses the combination. Use selective recompute, or the full_iteration implementation.</source>
        <translation>逐层 CUDA Graph（local 或 Transformer Engine）只记录每层的前向一次；完整重计算会在反向中、在图之外重新运行该前向。Megatron-Core 会拒绝这一组合。请使用选择性重计算，或使用 full_iteration 实现。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The full_iteration implementation captures the entire training step, so module scopes have no meaning. Clear the scopes, or use the local or transformer_engine implementation.</source>
        <translation>full_iteration 实现会捕获整个训练步，因此模块作用域没有意义。请清除作用域，或使用 local 或 transformer_engine 实现。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking loss and gradients for NaN (--check-for-nan-in-loss-and-grad) reads values back to the host in the middle of the step, which a captured graph cannot do. Turn the check off or use per-layer graphs.</source>
        <translation>检查损失和梯度中的 NaN（--check-for-nan-in-loss-and-grad）需要在步的中途将数值读回主机，而捕获的图无法做到这一点。请关闭该检查，或使用逐层图。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core runs fine-grained activation offloading with CUDA graphs only through the Transformer Engine implementation or whole-step (full_iteration) capture. Switch the graph implementation, or turn offload off.</source>
        <translation>Megatron-Core 仅通过 Transformer Engine 实现或整步（full_iteration）捕获，才能将细粒度激活卸载与 CUDA Graph 一起运行。请切换图实现，或关闭卸载。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offloading copies a module&apos;s inputs to host memory at points a captured CUDA graph cannot replay, so a graph scope may not contain an offloaded module (attn holds the attention modules, mlp and moe the MLP and expert modules). Drop that scope or offload other modules.</source>
        <translation>卸载会在捕获的 CUDA Graph 无法重放的位置将模块的输入复制到主机内存，因此图作用域中不得包含被卸载的模块（attn 包含注意力模块，mlp 和 moe 包含 MLP 和专家模块）。请移除该作用域，或卸载其他模块。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The offload module list only takes effect with fine-grained activation offloading turned on; as it is, every activation stays on the GPU. Turn offloading on or clear the list.</source>
        <translation>卸载模块列表只有在开启细粒度激活卸载后才会生效；按当前设置，所有激活都保留在 GPU 上。请开启卸载，或清空该列表。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core asserts that fine-grained activation offloading comes with at least one offload module (the modules whose saved inputs go to host memory). Name the modules, expert_fc1 for example.</source>
        <translation>Megatron-Core 通过断言要求细粒度激活卸载至少配有一个卸载模块（即其保存的输入会被移到主机内存的模块）。请指定模块，例如 expert_fc1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The input of the attention output projection is the core attention output, which core attention&apos;s backward needs as well; Megatron-Core therefore offloads attn_proj only together with core_attn.</source>
        <translation>注意力输出投影的输入就是核心注意力的输出，而核心注意力的反向也需要它；因此 Megatron-Core 只有在同时卸载 core_attn 时才会卸载 attn_proj。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recomputing &apos;moe&apos; re-runs the whole MoE layer in backward, so the expert activations inside it are never kept; Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop one of the two.</source>
        <translation>重计算 &apos;moe&apos; 会在反向中重新运行整个 MoE 层，因此其中的专家激活从不保留；Megatron-Core 拒绝在此情况下卸载 expert_fc1 或 moe_act。请移除两者之一。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paged stash (an expert-rank capacity factor) already keeps the expert activations in its own buffers, and Megatron-Core refuses to offload expert_fc1 or moe_act with it. Drop those modules or the capacity factor.</source>
        <translation>分页暂存（paged stash，即专家 rank 容量因子）已经将专家激活保存在其自己的缓冲区中，Megatron-Core 拒绝在此情况下卸载 expert_fc1 或 moe_act。请移除这些模块或该容量因子。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The activation offload fraction is the share of each chunk&apos;s offload groups that are really offloaded; Megatron-Core asserts it lies between 0 and 1.</source>
        <translation>激活卸载比例是每个分块的卸载组中实际被卸载的比例；Megatron-Core 通过断言要求该值介于 0 和 1 之间。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute (--recompute-granularity full) needs --recompute-method (uniform or block) and --recompute-num-layers to know which layers to re-run. Set both.</source>
        <translation>完整重计算（--recompute-granularity full）需要 --recompute-method（uniform 或 block）和 --recompute-num-layers 来确定要重新运行哪些层。请同时设置这两项。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective recompute chooses modules inside every layer (--recompute-modules); the method and layer count belong to full recompute, and Megatron-LM refuses them here. Clear them.</source>
        <translation>选择性重计算选择的是每层内部的模块（--recompute-modules）；方法和层数属于完整重计算，Megatron-LM 在此会拒绝它们。请清除它们。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The moe_act module recomputes the expert activation inside the grouped-GEMM expert layer; the sequential expert path does not support it. Turn grouped GEMM (--moe-grouped-gemm) on, or drop moe_act.</source>
        <translation>moe_act 模块在分组 GEMM 专家层内重计算专家激活；顺序专家路径不支持它。请开启分组 GEMM（--moe-grouped-gemm），或移除 moe_act。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mla_up_proj recomputes the up-projections of multi-head latent attention; this model uses another attention. Drop it from the recompute modules.</source>
        <translation>mla_up_proj 重计算多头潜在注意力的上投影；此模型使用的是另一种注意力。请将其从重计算模块中移除。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared-expert overlap runs the shared experts on a side stream beside the dispatch; recomputing them in the backward is not supported with that. Turn shared-expert overlap off, or drop shared_experts.</source>
        <translation>共享专家重叠会在与分发并行的辅助流上运行共享专家；此时不支持在反向中对其进行重计算。请关闭共享专家重叠，或移除 shared_experts。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With delayed scaling, FP8 scales come from a history updated in the forward; recomputing layernorm or moe_act would update it twice. Use current (tensorwise), blockwise or MX scaling, or drop those modules.</source>
        <translation>使用延迟缩放时，FP8 缩放因子来自在前向中更新的历史记录；重计算 layernorm 或 moe_act 会使其更新两次。请使用当前缩放（tensorwise）、分块缩放（blockwise）或 MX 缩放，或移除这些模块。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute keeps only each layer&apos;s input and re-runs the whole forward in the backward: activation memory drops sharply, but every step does roughly a third more work. Selective recompute of the memory-heavy modules often saves enough for much less.</source>
        <translation>完整重计算只保留每层的输入，并在反向中重新运行整个前向：激活内存大幅下降，但每一步的工作量大约增加三分之一。对内存占用大的模块进行选择性重计算，通常就能以小得多的代价节省足够的内存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without --recompute-modules Megatron recomputes core_attn, the attention core. With fused (flash) attention that saves no memory, so the setting costs time for nothing. Name the modules to recompute, e.g. moe_act, layernorm, mla_up_proj or mlp.</source>
        <translation>未设置 --recompute-modules 时，Megatron 会重计算 core_attn，即注意力核心。使用融合（flash）注意力时这样做不会节省内存，因此该设置白白耗费时间。请指定要重计算的模块，例如 moe_act、layernorm、mla_up_proj 或 mlp。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fused attention kernels already avoid storing the attention matrix, so recomputing core_attn saves little memory while repeating the most expensive kernel at long sequences. Drop core_attn and recompute other modules if memory is short.</source>
        <translation>融合注意力内核本来就不存储注意力矩阵，因此重计算 core_attn 几乎不节省内存，却会在长序列下重复执行开销最大的内核。如果内存不足，请移除 core_attn 并重计算其他模块。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fp8-param-gather keeps parameters in FP8 and all-gathers them in FP8, which only the distributed optimizer does. Turn --use-distributed-optimizer on, or FP8 parameter gather off.</source>
        <translation>--fp8-param-gather 以 FP8 保存参数并以 FP8 进行 all-gather，而只有分布式优化器会这样做。请开启 --use-distributed-optimizer，或关闭 FP8 参数收集。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MXFP8 uses block scales that only Blackwell tensor cores apply in hardware. On Hopper use blockwise or tensorwise (current) FP8 scaling instead.</source>
        <translation>MXFP8 使用的块缩放因子只有 Blackwell 的 Tensor Core 能在硬件中应用。在 Hopper 上请改用分块（blockwise）或 tensorwise（当前缩放）FP8 缩放。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This GPU has no FP4 tensor cores, so an NVFP4 recipe cannot run on it. Use MXFP8 on Blackwell, or an FP8 recipe on Hopper.</source>
        <translation>该 GPU 没有 FP4 Tensor Core，因此无法在其上运行 NVFP4 配方。请在 Blackwell 上使用 MXFP8，或在 Hopper 上使用 FP8 配方。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--optimizer-cpu-offload moves optimizer state and steps to the host; Megatron-Core implements it only in the precision-aware optimizer (--use-precision-aware-optimizer). Turn that on.</source>
        <translation>--optimizer-cpu-offload 将优化器状态和优化器步移到主机上；Megatron-Core 仅在精度感知优化器（--use-precision-aware-optimizer）中实现了该功能。请将其开启。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--num-distributed-optimizer-instances splits the data-parallel ranks into groups that each hold a full copy of the optimizer state; DP x CP must be a multiple of the instance count, which must be at least 1. Use 1 instance or a divisor of DP x CP.</source>
        <translation>--num-distributed-optimizer-instances 将数据并行 rank 划分为若干组，每组持有一份完整的优化器状态副本；DP x CP 必须是实例数的倍数，且实例数必须至少为 1。请使用 1 个实例或 DP x CP 的约数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The allgather token dispatcher (Megatron-LM&apos;s default) gathers all tokens on every EP rank and lets each pick its own. Its traffic grows with EP and quickly dominates the step. Use alltoall to bring a job up, then compare the DeepEP and HybridEP flex backends.</source>
        <translation>allgather token 分发器（Megatron-LM 的默认值）会在每个 EP rank 上收集所有 token，再由各 rank 自行挑选。其流量随 EP 增长，很快就会在步时中占主导。请先用 alltoall 让作业跑起来，再比较 DeepEP 和 HybridEP 这两种 flex 后端。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-Bridge allows the DeepEP flex backend only on SM 8.x/9.x GPUs and on B200/B300, so it refuses DeepEP on GB200 and GB300. Megatron-Core makes no such check: a Megatron-LM launch runs it. For a Megatron-Bridge run on NVL72 systems use HybridEP (the first choice there) or alltoall.</source>
        <translation>Megatron-Bridge 只允许在 SM 8.x/9.x GPU 以及 B200/B300 上使用 DeepEP flex 后端，因此会在 GB200 和 GB300 上拒绝 DeepEP。Megatron-Core 没有这项检查：通过 Megatron-LM 启动时会运行它。在 NVL72 系统上进行 Megatron-Bridge 运行时，请使用 HybridEP（在这类系统上的首选）或 alltoall。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The flex token dispatcher (DeepEP, HybridEP or NCCL EP backend) exchanges tokens inside the expert tensor- and expert-parallel group, and Megatron-Core refuses to start it when that group is one GPU (ETP × EP = 1). With EP 1 every GPU holds all experts and no tokens need to move: use the alltoall dispatcher, or raise EP.</source>
        <translation>flex token 分发器（DeepEP、HybridEP 或 NCCL EP 后端）在专家张量并行与专家并行组内交换 token；当该组只有一个 GPU（ETP × EP = 1）时，Megatron-Core 拒绝启动它。EP 为 1 时每个 GPU 都持有全部专家，无需移动 token：请改用 alltoall 分发器，或提高 EP。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a GB200 or GB300 NVL72 rack, Megatron-LM&apos;s HybridEP backend keeps the whole EP group inside the rack&apos;s NVLink domain: lower EP to the domain size or below, or use another dispatcher. On 8-GPU nodes (H100, B200) HybridEP also reaches the other nodes over RDMA, so there an EP group may span nodes and this finding does not appear.</source>
        <translation>在 GB200 或 GB300 NVL72 机柜中，Megatron-LM 的 HybridEP 后端要求整个 EP 组位于机柜的 NVLink 域之内：请把 EP 降到域大小或更小，或改用其他分发器。在 8 GPU 节点（H100、B200）上，HybridEP 还会通过 RDMA 连到其他节点，因此 EP 组可以跨节点，也不会出现此提示。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An expert-rank capacity factor (paged stash) keeps a fixed-size receive buffer per expert rank; only the HybridEP and NCCL EP flex backends support it. Switch the dispatcher, or clear the capacity factor.</source>
        <translation>专家 rank 容量因子（分页暂存，paged stash）会为每个专家 rank 保留固定大小的接收缓冲区；只有 HybridEP 和 NCCL EP 这两种 flex 后端支持它。请切换分发器，或清除该容量因子。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-Core cannot split expert biases over an expert tensor-parallel group, so a model with linear biases needs --expert-tensor-parallel-size 1 (an unset ETP follows TP). Set ETP to 1 and shard experts by EP.</source>
        <translation>Megatron-Core 无法将专家偏置拆分到专家张量并行组上，因此带有线性层偏置的模型需要 --expert-tensor-parallel-size 1（未设置的 ETP 会沿用 TP）。请将 ETP 设为 1，并按 EP 对专家进行分片。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With many experts the router&apos;s softmax and top-k are sensitive to rounding; Megatron-Core warns unless the router computes in FP32 (--moe-router-dtype fp32). The cost is tiny, since the speed-up of low precision comes from the expert GEMMs.</source>
        <translation>专家数量很多时，路由器的 softmax 和 top-k 对舍入误差很敏感；除非路由器以 FP32 计算（--moe-router-dtype fp32），否则 Megatron-Core 会发出警告。其代价很小，因为低精度带来的加速来自专家 GEMM。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--moe-router-force-load-balancing ignores the router&apos;s choices and spreads tokens evenly. Throughput then looks better than real training would, and the loss means nothing. Use it only to measure speed.</source>
        <translation>--moe-router-force-load-balancing 会忽略路由器的选择，将 token 均匀分配。此时吞吐量看起来会比真实训练更好，而损失也毫无意义。请仅将其用于测量速度。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recipe says it runs on synthetic data or with optimizer or checkpoint paths disabled. Its speed is useful; its loss and convergence are not.</source>
        <translation>该配方表明它使用合成数据运行，或禁用了优化器或检查点路径。其速度有参考价值；其损失和收敛情况则没有。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On Hopper with TP or CP above 1 (and no EP overlap), tensor- and context-parallel communication only overlaps with compute in the intended order when the GPU uses a single hardware queue, so CUDA_DEVICE_MAX_CONNECTIONS must be 1. Megatron-LM checks it; Megatron-Bridge sets it. Exports write it; set it in the job environment too.</source>
        <translation>在 Hopper 上，当 TP 或 CP 大于 1（且未启用 EP 重叠）时，只有 GPU 使用单个硬件队列，张量并行和上下文并行通信才会按预期顺序与计算重叠，因此 CUDA_DEVICE_MAX_CONNECTIONS 必须为 1。Megatron-LM 会检查这一点；Megatron-Bridge 会设置它。导出会写入该变量；也请在作业环境中设置它。</translation>
    </message>
</context>
<context>
    <name>rule_titles</name>
    <message>
        <location filename="../../core/rules/rule_explanations_layout.cpp" line="-288"/>
        <source>A parallel or batch size is zero or negative</source>
        <translation>某个并行大小或批次大小为零或负数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A layout size is out of range</source>
        <translation>某个布局大小超出范围</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert tensor parallelism is unset, so it follows TP</source>
        <translation>未设置专家张量并行，因此沿用 TP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU count does not fit the attention mesh</source>
        <translation>GPU 数量与注意力网格不匹配</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU count does not fit the expert mesh</source>
        <translation>GPU 数量与专家网格不匹配</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rank order needs EDP equal to DP</source>
        <translation>此 rank 顺序要求 EDP 等于 DP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Global batch does not split into microbatches</source>
        <translation>全局批次无法均分为微批次</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence parallelism is on without TP</source>
        <translation>未使用 TP 却开启了序列并行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experts are split by tensor parallelism</source>
        <translation>专家被张量并行切分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Data parallelism squeezed to 1 (DP or expert EDP)</source>
        <translation>数据并行被挤压到 1（DP 或专家 EDP）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP with TP needs sequence parallelism</source>
        <translation>EP 与 TP 同时使用时需要序列并行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attention heads do not divide by TP</source>
        <translation>注意力头数不能被 TP 整除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Query groups and TP do not divide each other</source>
        <translation>查询组数与 TP 互不整除</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MLA model set up with query groups</source>
        <translation>MLA 模型设置了查询组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A model size is missing or zero</source>
        <translation>某个模型尺寸缺失或为零</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Linear-attention value heads do not divide by key heads</source>
        <translation>线性注意力的值头数不能被键头数整除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Linear-attention heads do not divide by TP x CP</source>
        <translation>线性注意力头数不能被 TP x CP 整除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert parallelism on a dense model</source>
        <translation>在稠密模型上使用专家并行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experts do not divide by EP</source>
        <translation>专家数不能被 EP 整除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Experts do not divide into router groups</source>
        <translation>专家无法均分到路由组中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Router picks more groups than exist</source>
        <translation>路由器选择的组数超过现有组数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence length does not divide by 2 x CP</source>
        <translation>序列长度不能被 2 x CP 整除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence is longer than the position embeddings</source>
        <translation>序列长于位置嵌入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sequence is beyond the checkpoint&apos;s RoPE</source>
        <translation>序列超出检查点的 RoPE 范围</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hierarchical CP needs its sizes</source>
        <translation>分层 CP 需要指定其大小</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hierarchical CP needs exactly two levels</source>
        <translation>分层 CP 需要恰好两个层级</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sliding-window attention needs a2a or allgather CP</source>
        <translation>滑动窗口注意力需要 a2a 或 allgather CP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MLA needs p2p or a2a+p2p CP</source>
        <translation>MLA 需要 p2p 或 a2a+p2p CP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A learnable or off-by-one softmax needs a2a CP</source>
        <translation>可学习 softmax 或 off-by-one softmax 需要 a2a CP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A learnable or off-by-one softmax cannot run FP8 attention under CP</source>
        <translation>可学习 softmax 或 off-by-one softmax 在 CP 下无法运行 FP8 注意力</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All-to-all CP needs the heads per rank to divide by CP</source>
        <translation>all-to-all CP 要求每个 rank 的头数能被 CP 整除</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hierarchical CP sizes do not multiply to CP</source>
        <translation>分层 CP 大小的乘积不等于 CP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CP is not a power of two</source>
        <translation>CP 不是 2 的幂</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each CP rank holds too few or too many tokens</source>
        <translation>每个 CP rank 持有的 token 过少或过多</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Virtual pipeline stages without a pipeline</source>
        <translation>没有流水线却设置了虚拟流水线阶段</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Layers do not split evenly over the pipeline</source>
        <translation>层无法均匀分布到流水线上</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uneven first and last stages do not add up</source>
        <translation>不均匀的首末阶段层数无法凑整</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Embedding or loss counted as a layer does not split evenly</source>
        <translation>将嵌入或损失计为一层后无法均匀划分</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pipeline layout string is invalid</source>
        <translation>流水线布局字符串无效</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several pipeline placement modes at once</source>
        <translation>同时使用了多种流水线放置方式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline stages hold very different amounts of work</source>
        <translation>各流水线阶段的工作量差异很大</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too few microbatches to fill the pipeline</source>
        <translation>微批次太少，无法填满流水线</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved microbatch group size out of range</source>
        <translation>交错微批次组大小超出范围</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last microbatch group smaller than PP</source>
        <translation>最后一个微批次组小于 PP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Large pipeline bubble</source>
        <translation>流水线气泡较大</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor parallel group crosses the NVLink domain</source>
        <translation>张量并行组跨出了 NVLink 域</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel group crosses the NVLink domain</source>
        <translation>专家并行组跨出了 NVLink 域</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context parallel group crosses the NVLink domain</source>
        <translation>上下文并行组跨出了 NVLink 域</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Does not fit in GPU memory</source>
        <translation>GPU 内存放不下</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory is tight</source>
        <translation>内存紧张</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fits closely: less headroom than the fragmentation allowance</source>
        <translation>勉强放得下：余量小于碎片容差</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another way to fit in memory</source>
        <translation>另一种放进内存的方法</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The validator failed on this recipe</source>
        <translation>验证器在此配方上失败</translation>
    </message>
    <message>
        <location filename="../../core/rules/rule_explanations_options.cpp" line="-260"/>
        <source>The Megatron-LM script cannot carry part of the model</source>
        <translation>Megatron-LM 脚本无法表达模型的部分内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>EP overlap is on without expert parallelism</source>
        <translation>未使用专家并行却开启了 EP 重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap needs the alltoall or flex dispatcher</source>
        <translation>EP 重叠需要 alltoall 或 flex 分发器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap with full recompute</source>
        <translation>EP 重叠与完整重计算同时使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap with the moe recompute module</source>
        <translation>EP 重叠与 moe 重计算模块同时使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap and shared-expert overlap together</source>
        <translation>同时开启 EP 重叠和共享专家重叠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap with more than one MTP layer</source>
        <translation>EP 重叠与多个 MTP 层同时使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap with a pipeline needs virtual stages</source>
        <translation>在流水线下使用 EP 重叠需要虚拟阶段</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap with moe or mlp CUDA graphs</source>
        <translation>EP 重叠与 moe 或 mlp CUDA Graph 同时使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delayed wgrad compute needs EP overlap</source>
        <translation>延迟权重梯度计算需要 EP 重叠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EP overlap and delayed wgrad are both on</source>
        <translation>EP 重叠和延迟权重梯度计算同时开启</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TP communication overlap has nothing to overlap</source>
        <translation>TP 通信重叠没有可重叠的内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parameter-gather overlap is missing what it needs</source>
        <translation>参数收集重叠缺少其所需的条件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gather with optimizer step needs parameter-gather overlap</source>
        <translation>随优化器步骤收集参数需要参数收集重叠</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gather with optimizer step needs the interleaved schedule</source>
        <translation>随优化器步骤收集参数需要交错调度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA-graph scopes moe and moe_router together</source>
        <translation>同时使用 CUDA Graph 作用域 moe 和 moe_router</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA-graph scope moe_preprocess needs moe_router</source>
        <translation>CUDA Graph 作用域 moe_preprocess 需要 moe_router</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Graphing the MoE block needs fixed token counts</source>
        <translation>将 MoE 块捕获为图需要固定的 token 数量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA graphs cannot capture layers under full recompute</source>
        <translation>CUDA Graph 无法捕获使用完整重计算的层</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whole-step CUDA graph takes no scopes</source>
        <translation>整步 CUDA Graph 不接受作用域</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whole-step CUDA graph with NaN checks</source>
        <translation>整步 CUDA Graph 与 NaN 检查同时使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation offload needs TE-scoped or whole-step graphs</source>
        <translation>激活卸载需要限定于 TE 的图或整步图</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A captured graph scope holds an offloaded module</source>
        <translation>某个已捕获的图作用域包含被卸载的模块</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Offload modules listed while offloading is off</source>
        <translation>卸载已关闭，却列出了卸载模块</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation offloading names no module</source>
        <translation>激活卸载未指定任何模块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention projection offloaded without core attention</source>
        <translation>卸载了注意力投影，却未卸载核心注意力</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert activations offloaded inside a recomputed MoE layer</source>
        <translation>在重计算的 MoE 层内卸载了专家激活</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert activations offloaded under paged stash</source>
        <translation>在分页暂存（paged stash）下卸载了专家激活</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activation offload fraction outside 0 to 1</source>
        <translation>激活卸载比例不在 0 到 1 之间</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute needs a method and a layer count</source>
        <translation>完整重计算需要方法和层数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective recompute takes no method or layer count</source>
        <translation>选择性重计算不接受方法或层数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recomputing moe_act needs grouped GEMM</source>
        <translation>重计算 moe_act 需要分组 GEMM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute module mla_up_proj needs an MLA model</source>
        <translation>重计算模块 mla_up_proj 需要 MLA 模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recomputing shared experts with shared-expert overlap</source>
        <translation>在共享专家重叠下重计算共享专家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 delayed scaling cannot recompute these modules</source>
        <translation>FP8 延迟缩放下无法重计算这些模块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full recompute costs about a third more compute</source>
        <translation>完整重计算约多耗费三分之一的计算量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Selective recompute with no modules named</source>
        <translation>选择性重计算未指定任何模块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recomputing core_attn gains nothing with fused attention</source>
        <translation>使用融合注意力时，重计算 core_attn 没有收益</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FP8 parameter gather needs the distributed optimizer</source>
        <translation>FP8 参数收集需要分布式优化器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MXFP8 needs Blackwell GPUs</source>
        <translation>MXFP8 需要 Blackwell GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVFP4 needs FP4 tensor cores</source>
        <translation>NVFP4 需要 FP4 Tensor Core</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer offload needs the precision-aware optimizer</source>
        <translation>优化器卸载需要精度感知（precision-aware）优化器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DP x CP does not split into optimizer instances</source>
        <translation>DP x CP 无法均分为优化器实例</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The allgather dispatcher sends every token everywhere</source>
        <translation>allgather 分发器会把每个 token 发往所有地方</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-Bridge refuses DeepEP on this GPU</source>
        <translation>Megatron-Bridge 在此 GPU 上拒绝 DeepEP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flex dispatcher without an expert group</source>
        <translation>flex 分发器缺少专家组</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HybridEP group is larger than the NVLink domain</source>
        <translation>HybridEP 组大于 NVLink 域</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paged stash needs HybridEP or NCCL EP</source>
        <translation>分页暂存（paged stash）需要 HybridEP 或 NCCL EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MoE linear biases need ETP 1</source>
        <translation>MoE 线性层偏置需要 ETP 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Router runs without FP32</source>
        <translation>路由器未以 FP32 运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forced load balancing: benchmark only</source>
        <translation>强制负载均衡：仅用于基准测试</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked as a benchmark-only run</source>
        <translation>已标记为仅用于基准测试的运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS must be 1 here</source>
        <translation>此布局下 CUDA_DEVICE_MAX_CONNECTIONS 必须为 1</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="+33"/>
        <source>%1 is %2; every size must be &gt;= 1</source>
        <translation>%1 为 %2；每个大小都必须 &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set %1 to 1 or more</source>
        <translation>将 %1 设为 1 或更大</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a layout size is out of range (TP %1, CP %2, PP %3, VPP %4, EP %5, ETP %6, MBS %7, world %8, GBS %9)</source>
        <translation>某个布局大小超出范围（TP %1、CP %2、PP %3、VPP %4、EP %5、ETP %6、MBS %7、总 GPU 数 %8、GBS %9）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>parallel sizes and MBS must be &lt;= %1; world, GBS and sequence length &lt;= %2</source>
        <translation>各并行度和 MBS 必须 &lt;= %1；总 GPU 数、GBS 和序列长度必须 &lt;= %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>use %1 GPUs (valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%2, %3) = %4), or change %5</source>
        <translation>使用 %1 个 GPU（有效的总 GPU 数是 lcm(TP·CP·PP, ETP·EP·PP) = lcm(%2, %3) = %4 的倍数），或更改 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3, or change %4</source>
        <translation>有效的总 GPU 数是 lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) = %3 的倍数，或更改 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>valid worlds are multiples of lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2), or change %3</source>
        <translation>有效的总 GPU 数是 lcm(TP·CP·PP, ETP·EP·PP) = lcm(%1, %2) 的倍数，或更改 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>world %1 is not divisible by TP·CP·PP = %2 = %3</source>
        <translation>总 GPU 数 %1 不能被 TP·CP·PP = %2 = %3 整除</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>world %1 is not divisible by ETP·EP·PP = %2 = %3</source>
        <translation>总 GPU 数 %1 不能被 ETP·EP·PP = %2 = %3 整除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>world %1 is not divisible by ETP·EP·PP = %2 = %3 (ETP unset, so ETP = TP)</source>
        <translation>总 GPU 数 %1 不能被 ETP·EP·PP = %2 = %3 整除（未设置 ETP，因此 ETP = TP）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rank order %1 with PP %2 needs EDP == DP, but EDP %3 != DP %4</source>
        <translation>rank 顺序 %1 在 PP %2 时要求 EDP == DP，但 EDP %3 != DP %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use the default order %1, or make ETP·EP equal TP·CP</source>
        <translation>使用默认顺序 %1，或使 ETP·EP 等于 TP·CP</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global batch %1 is not divisible by MBS·DP = %2 = %3</source>
        <translation>全局批次 %1 不能被 MBS·DP = %2 = %3 整除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>set MBS to %1, which keeps the global batch %2, or the global batch to a multiple of %3, e.g. %4</source>
        <translation>将 MBS 设为 %1（保持全局批次 %2 不变），或将全局批次设为 %3 的倍数，例如 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the global batch to a multiple of %1, e.g. %2</source>
        <translation>将全局批次设为 %1 的倍数，例如 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP %1 with TP %2 needs sequence parallelism, and it is off</source>
        <translation>EP %1 与 TP %2 同时使用时需要序列并行，但它已关闭</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_overlap.cpp" line="+21"/>
        <source>EP overlap needs EP &gt; 1, but EP is %1</source>
        <translation>EP 重叠需要 EP &gt; 1，但 EP 为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>raise EP, or turn EP overlap off</source>
        <translation>提高 EP，或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap needs the %1 or %2 dispatcher, not %3</source>
        <translation>EP 重叠需要 %1 或 %2 分发器，而不是 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use the %1 (or a %2) dispatcher, or turn EP overlap off</source>
        <translation>使用 %1（或某个 %2）分发器，或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>EP overlap cannot be combined with full recompute</source>
        <translation>EP 重叠不能与完整重计算同时使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use selective recompute, or turn EP overlap off</source>
        <translation>使用选择性重计算，或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>EP overlap cannot be combined with the %1 recompute module</source>
        <translation>EP 重叠不能与 %1 重计算模块同时使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>drop %1 from the recompute modules (%2 is fine), or turn EP overlap off</source>
        <translation>从重计算模块中去掉 %1（%2 没有问题），或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP overlap cannot be combined with shared-expert overlap</source>
        <translation>EP 重叠不能与共享专家重叠同时使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn shared-expert overlap off (A/B the two separately)</source>
        <translation>关闭共享专家重叠（分别对两者做对比测试）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EP overlap supports at most 1 MTP layer, model has %1</source>
        <translation>EP 重叠最多支持 1 个 MTP 层，模型有 %1 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use 1 MTP layer, or turn EP overlap off</source>
        <translation>使用 1 个 MTP 层，或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>EP overlap with PP %1 needs virtual pipeline stages (VPP &gt; 1), VPP is %2</source>
        <translation>PP %1 下的 EP 重叠需要虚拟流水线阶段（VPP &gt; 1），但 VPP 为 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP %1 (%2 layers over PP·VPP %3), or turn EP overlap off</source>
        <translation>使用 VPP %1（%2 层分布到 PP·VPP %3 上），或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>use VPP %1 with the embedding and the loss counted as layers in the pipeline split, or turn EP overlap off</source>
        <translation>使用 VPP %1，并在流水线划分中把嵌入层和损失计为层，或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP %1 with the pipeline layout %2 (the layers spread evenly over PP·VPP %3 stages), or turn EP overlap off</source>
        <translation>使用 VPP %1 和流水线布局 %2（各层均匀分布到 PP·VPP %3 个阶段），或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>turn EP overlap off (no VPP of 2-8 splits the layers evenly here), or set VPP with a pipeline layout</source>
        <translation>关闭 EP 重叠（此处 2 到 8 之间的 VPP 都无法均匀切分各层），或通过流水线布局设置 VPP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>EP overlap cannot run with %1 or %2 CUDA-graph scopes</source>
        <translation>EP 重叠不能与 %1 或 %2 的 CUDA Graph 作用域同时运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>graph %1/%2/%3 only, or turn EP overlap off</source>
        <translation>只对 %1/%2/%3 使用 CUDA Graph，或关闭 EP 重叠</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>delayed wgrad compute needs EP overlap, which is off</source>
        <translation>延迟权重梯度计算需要 EP 重叠，但它已关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn delay-wgrad off, or enable EP overlap</source>
        <translation>关闭延迟权重梯度计算，或启用 EP 重叠</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>TP comm overlap has nothing to overlap at TP %1: Bridge disables it with a warning, Megatron-LM requires sequence parallelism (the launch-script export leaves %2 out)</source>
        <translation>TP %1 时 TP 通信重叠没有可重叠的内容：Bridge 会发出警告并将其禁用，Megatron-LM 则要求序列并行（导出的启动脚本不包含 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP comm overlap has nothing to overlap without sequence parallelism: Bridge disables it with a warning, Megatron-LM requires sequence parallelism (the launch-script export leaves %1 out)</source>
        <translation>没有序列并行时 TP 通信重叠没有可重叠的内容：Bridge 会发出警告并将其禁用，Megatron-LM 则要求序列并行（导出的启动脚本不包含 %1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/rules/rules_world.cpp" line="+3"/>
        <source>turn sequence parallelism on</source>
        <translation>打开序列并行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn TP comm overlap off (nothing to overlap at TP 1)</source>
        <translation>关闭 TP 通信重叠（TP 1 时没有可重叠的内容）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>param-gather overlap without the distributed optimizer and grad-reduce overlap: Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>参数收集重叠既没有分布式优化器也没有梯度归约重叠：Megatron-Core 会运行它，但不起任何作用（没有参数 all-gather），Megatron-LM 的 %1 会拒绝它（导出的启动脚本不包含 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>param-gather overlap without the distributed optimizer: Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>参数收集重叠没有分布式优化器：Megatron-Core 会运行它，但不起任何作用（没有参数 all-gather），Megatron-LM 的 %1 会拒绝它（导出的启动脚本不包含 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>param-gather overlap without grad-reduce overlap: Megatron-Core runs it, Megatron-LM&apos;s %1 rejects it (the launch-script export leaves %2 out)</source>
        <translation>参数收集重叠没有梯度归约重叠：Megatron-Core 会运行它，Megatron-LM 的 %1 会拒绝它（导出的启动脚本不包含 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>enable the distributed optimizer and grad-reduce overlap, or turn param-gather overlap off</source>
        <translation>启用分布式优化器和梯度归约重叠，或关闭参数收集重叠</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>param gather with optimizer step needs param-gather overlap</source>
        <translation>参数收集与优化器步同时进行需要参数收集重叠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable param-gather overlap, or turn this off</source>
        <translation>启用参数收集重叠，或关闭此选项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>param gather with optimizer step needs the interleaved schedule (VPP &gt; 1), VPP is %1</source>
        <translation>参数收集与优化器步同时进行需要交错式调度（VPP &gt; 1），但 VPP 为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use VPP &gt;= 2, or turn this off</source>
        <translation>使用 VPP &gt;= 2，或关闭此选项</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_world.cpp" line="+7"/>
        <source>sequence parallelism is on with TP 1 (Megatron-Core&apos;s config, as Bridge builds it, rejects it; Megatron-LM turns it off)</source>
        <translation>TP 为 1 时开启了序列并行（Bridge 所构建的 Megatron-Core 配置会拒绝它；Megatron-LM 会将其关闭）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn sequence parallelism off, or use TP &gt; 1</source>
        <translation>关闭序列并行，或使用 TP &gt; 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>distributed optimizer instances is %1; it must be &gt;= 1</source>
        <translation>分布式优化器实例数为 %1；必须 &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use 1 instance</source>
        <translation>使用 1 个实例</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>DP·CP = %1 = %2 is not divisible by %3 distributed optimizer instances</source>
        <translation>DP·CP = %1 = %2 不能被 %3 个分布式优化器实例整除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a number of instances that divides %1, e.g. 1</source>
        <translation>使用能整除 %1 的实例数，例如 1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>hierarchical CP sizes %1 multiply to an invalid size, not CP %2</source>
        <translation>分层 CP 大小 %1 的乘积是无效大小，而不是 CP %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hierarchical CP sizes %1 multiply to %2, not CP %3</source>
        <translation>分层 CP 大小 %1 的乘积为 %2，而不是 CP %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give inner and outer sizes whose product is CP %1 (inner inside the NVLink domain)</source>
        <translation>给出乘积为 CP %1 的内层和外层大小（内层位于 NVLink 域内）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 needs hierarchical CP sizes, none given</source>
        <translation>%1 %2 需要分层 CP 大小，但未给出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set %1 to [inner, outer] with inner·outer = CP %2, or use %3</source>
        <translation>将 %1 设为 [内层, 外层]，且 内层·外层 = CP %2，或使用 %3</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_cuda_graphs.cpp" line="+28"/>
        <source>CUDA-graph scope %1 already covers the router; %1 and %2 cannot both be captured</source>
        <translation>CUDA Graph 作用域 %1 已经包含路由器；%1 和 %2 不能同时捕获</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep %1 (drop-and-pad) or %2(+%3), not both</source>
        <translation>保留 %1（丢弃并填充）或 %2（+%3），不要同时保留</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CUDA-graph scope %1 needs %2 captured too</source>
        <translation>CUDA Graph 作用域 %1 需要同时捕获 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add %1 to the graph scopes</source>
        <translation>将 %1 加入图作用域</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and pad-to-capacity); routing is dropless</source>
        <translation>CUDA Graph 作用域 %1 需要丢弃并填充式路由（容量因子和填充到容量）；当前路由为无丢弃</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and pad-to-capacity); routing is not padded</source>
        <translation>CUDA Graph 作用域 %1 需要丢弃并填充式路由（容量因子和填充到容量）；当前路由没有填充</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>graph %1+%2 instead (dropless), or set a capacity factor with padding</source>
        <translation>改为对 %1+%2 使用 CUDA Graph（无丢弃），或设置容量因子并启用填充</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CUDA graphs (%1) cannot capture layers under full recompute</source>
        <translation>CUDA Graph（%1）无法捕获使用完整重计算的层</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use selective recompute with graphs (or the %1 impl)</source>
        <translation>使用 CUDA Graph 时请用选择性重计算（或使用 %1 实现）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA-graph impl %1 captures the whole step and takes no module scopes</source>
        <translation>CUDA Graph 实现 %1 捕获整个步，不接受模块作用域</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clear the graph scopes</source>
        <translation>清除图作用域</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA-graph impl %1 cannot run with NaN checks on loss and gradients (host sync inside the graph)</source>
        <translation>CUDA Graph 实现 %1 不能在检查损失和梯度 NaN 的同时运行（图内会有主机同步）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>turn %1 off</source>
        <translation>关闭 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fine-grained activation offloading runs with CUDA-graph impl %1 or %2 only, impl is %3</source>
        <translation>细粒度激活卸载只能与 CUDA Graph 实现 %1 或 %2 一起运行，当前实现为 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use impl %1 or %2, or turn activation offload off</source>
        <translation>使用实现 %1 或 %2，或关闭激活卸载</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a CUDA-graph scope captures an offloaded module (%1); Megatron-Core cannot offload inside a captured graph</source>
        <translation>某个 CUDA Graph 作用域捕获了被卸载的模块（%1）；Megatron-Core 无法在捕获的图内卸载</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drop the scope that holds the offloaded module, or offload other modules</source>
        <translation>去掉包含被卸载模块的作用域，或卸载其他模块</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_dispatcher.cpp" line="+28"/>
        <source>Megatron-Bridge refuses %1 on &apos;%2&apos; (it allows DeepEP on %3 and %4 only); Megatron-LM runs it</source>
        <translation>Megatron-Bridge 拒绝在“%2”上使用 %1（它只允许在 %3 和 %4 上使用 DeepEP）；Megatron-LM 可以运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>for Megatron-Bridge use %1 (first choice on NVL72) or %2</source>
        <translation>对于 Megatron-Bridge，请使用 %1（NVL72 上的首选）或 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the %1 dispatcher needs ETP × EP &gt; 1, but ETP %2 × EP %3 = 1</source>
        <translation>%1 分发器需要 ETP × EP &gt; 1，但 ETP %2 × EP %3 = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use the %1 dispatcher, or raise EP</source>
        <translation>改用 %1 分发器，或提高 EP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 on &apos;%2&apos; needs EP &lt;= %3 (one NVLink domain), EP is %4</source>
        <translation>“%2”上的 %1 需要 EP &lt;= %3（一个 NVLink 域），但 EP 为 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep EP within the NVL72 domain (&lt;= %1), or use %2</source>
        <translation>将 EP 保持在 NVL72 域内（&lt;= %1），或使用 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>paged stash (expert-rank capacity factor) needs %1 or %2, dispatcher is %3</source>
        <translation>分页暂存（专家 rank 容量因子）需要 %1 或 %2，当前分发器为 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1, or clear the expert-rank capacity factor</source>
        <translation>使用 %1，或清除专家 rank 容量因子</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MoE linear biases need ETP 1, ETP is %1</source>
        <translation>MoE 线性层偏置需要 ETP 1，但 ETP 为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE linear biases need ETP 1, ETP is %1 (unset, so ETP = TP)</source>
        <translation>MoE 线性层偏置需要 ETP 1，但 ETP 为 %1（未设置 ETP，因此 ETP = TP）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set ETP to 1 (shard experts by EP instead)</source>
        <translation>将 ETP 设为 1（改为按 EP 切分专家）</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_model_fit.cpp" line="+18"/>
        <source>attention heads is %1; it must be &gt;= 1</source>
        <translation>注意力头数为 %1；必须 &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set the model&apos;s attention head count</source>
        <translation>设置模型的注意力头数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention heads %1 are not divisible by TP %2</source>
        <translation>注意力头数 %1 不能被 TP %2 整除</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+39"/>
        <source>use a TP that divides %1, e.g. %2</source>
        <translation>使用能整除 %1 的 TP，例如 %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>MLA model has %1 query groups for %2 heads; MLA cannot be combined with group-query attention</source>
        <translation>MLA 模型有 %1 个查询组、%2 个头；MLA 不能与分组查询注意力同时使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set query groups equal to the head count (%1) for MLA</source>
        <translation>对于 MLA，将查询组数设为与头数相同（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>query groups is %1; it must be &gt;= 1</source>
        <translation>查询组数为 %1；必须 &gt;= 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set query groups (= heads for MHA)</source>
        <translation>设置查询组数（MHA 时等于头数）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>query groups %1 are not divisible by TP %2: Megatron-Core splits the key/value heads over tensor parallelism (%3 / TP)</source>
        <translation>查询组数 %1 不能被 TP %2 整除：Megatron-Core 按张量并行切分键/值头（%3 / TP）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>EP %1 on a dense model (no routed experts)</source>
        <translation>在稠密模型（没有路由专家）上使用了 EP %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set EP to 1 for a dense model</source>
        <translation>稠密模型请将 EP 设为 1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>experts %1 are not divisible by EP %2</source>
        <translation>专家数 %1 不能被 EP %2 整除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use an EP that divides %1, e.g. %2</source>
        <translation>使用能整除 %1 的 EP，例如 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>experts %1 are not divisible by router groups %2</source>
        <translation>专家数 %1 不能被路由器组数 %2 整除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a router group count that divides %1</source>
        <translation>使用能整除 %1 的路由器组数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>router group top-k %1 exceeds router groups %2</source>
        <translation>路由器组 top-k %1 超过了路由器组数 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set group top-k to at most %1</source>
        <translation>将组 top-k 设为不超过 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GDN key heads %1 / value heads %2 must both be &gt;= 1</source>
        <translation>GDN 键头数 %1 / 值头数 %2 都必须 &gt;= 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set the GDN head counts</source>
        <translation>设置 GDN 的头数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GDN value heads %1 are not divisible by key heads %2</source>
        <translation>GDN 值头数 %1 不能被键头数 %2 整除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a value head count that is a multiple of %1</source>
        <translation>使用为 %1 倍数的值头数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GDN key heads %1 and value heads %2 must both be divisible by TP·CP = %3 = %4</source>
        <translation>GDN 键头数 %1 和值头数 %2 都必须能被 TP·CP = %3 = %4 整除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use TP·CP dividing %1</source>
        <translation>使用能整除 %1 的 TP·CP</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>sequence length %1 is not divisible by 2·CP = 2·%2 = %3</source>
        <translation>序列长度 %1 不能被 2·CP = 2·%2 = %3 整除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a sequence length that is a multiple of %1, e.g. %2</source>
        <translation>使用为 %1 倍数的序列长度，例如 %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>raise %1 to %2 (long-context recipes do); this checkpoint&apos;s YaRN scaling covers %3 tokens (%4 × factor %5), so training at %2 also needs a larger %6 (at least %7) or the model meets positions it has never seen</source>
        <translation>将 %1 提高到 %2（长上下文配方就是这样做的）；此检查点的 YaRN 缩放覆盖 %3 个 token（%4 × 因子 %5），因此在 %2 上训练还需要更大的 %6（至少 %7），否则模型会遇到从未见过的位置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raise %1 to %2 (long-context recipes do); this checkpoint&apos;s rotary embeddings cover %3 tokens, so training at %2 also needs RoPE scaling (YaRN: %4 with %5 of at least %6) or the model meets positions it has never seen</source>
        <translation>将 %1 提高到 %2（长上下文配方就是这样做的）；此检查点的旋转位置编码覆盖 %3 个 token，因此在 %2 上训练还需要 RoPE 缩放（YaRN：%4，且 %5 至少为 %6），否则模型会遇到从未见过的位置</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sequence length %1 exceeds %2 %3</source>
        <translation>序列长度 %1 超过了 %2 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 = %2 and RoPE scaled with YaRN × %3 from %4</source>
        <translation>%1 = %2，并以 YaRN 从 %4 起将 RoPE 缩放 × %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>sequence length %1 is beyond the %2 positions the %3 checkpoint&apos;s rotary embeddings cover, and RoPE is not scaled to it: the model meets positions it has never seen</source>
        <translation>序列长度 %1 超出了 %3 检查点的旋转位置编码所覆盖的 %2 个位置，而 RoPE 没有缩放到该长度：模型会遇到从未见过的位置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scale RoPE with YaRN (%1, %2 of at least %3, %4 %5), or train at %6 tokens or fewer</source>
        <translation>用 YaRN 缩放 RoPE（%1，%2 至少为 %3，%4 %5），或者以不超过 %6 个 token 的长度训练</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RoPE scaled with YaRN × %1 from %2</source>
        <translation>以 YaRN 从 %2 起将 RoPE 缩放 × %1</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>raise %1 to %2 (long-context recipes do)</source>
        <translation>将 %1 提高到 %2（长上下文配方就是这样做的）</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_pipeline.cpp" line="+41"/>
        <source>use exactly one of: a pipeline layout string, uneven first/last stage counts, or account-for-embedding/loss</source>
        <translation>只使用以下一种方式：流水线布局字符串、不均匀的首/末阶段层数，或将嵌入/损失计为层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix the layout string: one E first, one L last, %1 t, %2 m after all decoders, stage count a multiple of PP %3</source>
        <translation>修正布局字符串：开头一个 E，结尾一个 L，%1 个 t，所有解码器层之后 %2 个 m，阶段数为 PP %3 的倍数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose PP·VPP dividing %1 layers, or use uneven first/last stages or a layout string</source>
        <translation>选择能整除 %1 层的 PP·VPP，或使用不均匀的首/末阶段或布局字符串</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adjust the stage layer counts so every PP rank&apos;s share divides by VPP %1</source>
        <translation>调整各阶段的层数，使每个 PP rank 分到的层数都能被 VPP %1 整除</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>VPP %1 needs pipeline parallelism, but PP is 1</source>
        <translation>VPP %1 需要流水线并行，但 PP 为 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set VPP to 1, or use PP &gt; 1</source>
        <translation>将 VPP 设为 1，或使用 PP &gt; 1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>pipeline ranks hold between %1 and %2 layers (decoder + MTP); the fullest stage paces the pipeline</source>
        <translation>各流水线 rank 承载 %1 到 %2 层（解码器 + MTP）；层数最多的阶段决定流水线的节奏</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pipeline ranks hold between %1 and %2 decoder layers; the fullest stage paces the pipeline</source>
        <translation>各流水线 rank 承载 %1 到 %2 个解码器层；层数最多的阶段决定流水线的节奏</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>even out the stages (uneven first/last counts or a layout string) so no rank carries more than ~25% over the lightest</source>
        <translation>均衡各阶段（使用不均匀的首/末层数或布局字符串），使任何 rank 承载的层数都不比最轻的 rank 多出约 25% 以上</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pipeline placement of %1 layers over PP %2 · VPP %3 fails: %4</source>
        <translation>将 %1 层放置到 PP %2 · VPP %3 的流水线上失败：%4</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>interleaved 1F1B: the microbatch group size %1 must lie in [PP, m] = [%2, %3]; Megatron-Core raises &apos;%4&apos;</source>
        <translation>交错式 1F1B：微批次组大小 %1 必须位于 [PP, m] = [%2, %3] 内；否则 Megatron-Core 报错“%4”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interleaved 1F1B: the microbatch group size %1 (unset, so PP) must lie in [PP, m] = [%2, %3]; Megatron-Core raises &apos;%4&apos;</source>
        <translation>交错式 1F1B：微批次组大小 %1（未设置，因此等于 PP）必须位于 [PP, m] = [%2, %3] 内；否则 Megatron-Core 报错“%4”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>set the group size to %1 (between PP and m, leaving no short last group)</source>
        <translation>将组大小设为 %1（介于 PP 和 m 之间，且最后一组不会过小）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>raise the global batch to %1 (m = PP) and leave the group size unset</source>
        <translation>将全局批次提高到 %1（m = PP），并且不设置组大小</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>interleaved 1F1B: m = %1 microbatches in groups of %2 leave a last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its dependencies)</source>
        <translation>交错式 1F1B：m = %1 个微批次按每组 %2 个分组后，最后一组只剩 %3 个，少于 PP = %4；Megatron-Core 会抛出 RuntimeError（最后一组会因等待其依赖而使流水线停顿）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>interleaved 1F1B: m = %1 microbatches in groups of %2 (unset, so PP) leave a last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its dependencies)</source>
        <translation>交错式 1F1B：m = %1 个微批次按每组 %2 个（未设置，因此等于 PP）分组后，最后一组只剩 %3 个，少于 PP = %4；Megatron-Core 会抛出 RuntimeError（最后一组会因等待其依赖而使流水线停顿）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the group size to %1 (m mod %1 = %2), or change the global batch so that m divides by the group size</source>
        <translation>将组大小设为 %1（m 除以 %1 的余数 = %2），或更改全局批次，使 m 能被组大小整除</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>only m = GBS/(MBS·DP) = %1 microbatches for PP %2; the pipeline never fills</source>
        <translation>PP %2 只有 m = GBS/(MBS·DP) = %1 个微批次；流水线永远无法填满</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raise the global batch to at least %1 or lower PP</source>
        <translation>将全局批次提高到至少 %1，或降低 PP</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>pipeline bubble (PP−1)/(VPP·m) = %1/(%2) = %3% of the bubble-free pipeline time (the Estimate gives its share of the step)</source>
        <translation>流水线气泡 (PP−1)/(VPP·m) = %1/(%2) = 无气泡流水线时间的 %3%（它在步时中的占比见估算面板）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>raise the global batch (more microbatches) or VPP, or lower PP</source>
        <translation>提高全局批次（更多微批次）或 VPP，或降低 PP</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_precision.cpp" line="+15"/>
        <source>FP8/FP4 param gather needs the distributed optimizer, which is off</source>
        <translation>FP8/FP4 参数收集需要分布式优化器，但它已关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable the distributed optimizer, or turn FP8 param gather off</source>
        <translation>启用分布式优化器，或关闭 FP8 参数收集</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MXFP8 needs Blackwell block-scaled FP8; &apos;%1&apos; (%2) does not support it</source>
        <translation>MXFP8 需要 Blackwell 的块缩放 FP8；“%1”（%2）不支持</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on Hopper use %1 or %2</source>
        <translation>在 Hopper 上请使用 %1 或 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>NVFP4 needs FP4 tensor cores; &apos;%1&apos; has none (fp4 peak %2 %3)</source>
        <translation>NVFP4 需要 FP4 张量核心；“%1”没有（FP4 峰值 %2 %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use an FP8 recipe (%1 or %2)</source>
        <translation>使用 FP8 配方（%1 或 %2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optimizer CPU offload needs the precision-aware optimizer, which is off</source>
        <translation>优化器 CPU 卸载需要精度感知优化器，但它已关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enable the precision-aware optimizer</source>
        <translation>启用精度感知优化器</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_recompute.cpp" line="+16"/>
        <source>full recompute needs a method (%1/%2) and a layer count; got method %3, %4 layers</source>
        <translation>完整重计算需要方法（%1/%2）和层数；当前方法为 %3，层数为 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set method %1 and %2 1 (recompute every layer), or use selective recompute</source>
        <translation>将方法设为 %1、%2 设为 1（重计算每一层），或使用选择性重计算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>selective recompute takes no method or layer count; got method %1, %2 layers</source>
        <translation>选择性重计算不接受方法或层数；当前方法为 %1，层数为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clear method and %1 for selective recompute</source>
        <translation>使用选择性重计算时清除方法和 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recompute module %1 needs grouped GEMM, which is off</source>
        <translation>重计算模块 %1 需要分组 GEMM，但它已关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn grouped GEMM on, or drop %1</source>
        <translation>打开分组 GEMM，或去掉 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>recompute module %1 needs MLA attention; model &apos;%2&apos; uses GQA</source>
        <translation>重计算模块 %1 需要 MLA 注意力；模型“%2”使用 GQA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1 from the recompute modules</source>
        <translation>从重计算模块中去掉 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>recompute module %1 cannot be combined with shared-expert overlap</source>
        <translation>重计算模块 %1 不能与共享专家重叠同时使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn shared-expert overlap off, or drop %1</source>
        <translation>关闭共享专家重叠，或去掉 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FP8 delayed scaling cannot recompute %1 (needs current/blockwise/MX scaling)</source>
        <translation>FP8 延迟缩放无法重计算 %1（需要即时/分块/MX 缩放）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1 or %2, or drop %3</source>
        <translation>使用 %1 或 %2，或去掉 %3</translation>
    </message>
    <message>
        <location filename="../../core/export/megatron_args_export.cpp" line="+57"/>
        <source>Megatron-LM launch script: gated %1 MLP has no Megatron-LM flag: this script trains a gated SiLU (%2); the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：门控 %1 MLP 没有对应的 Megatron-LM 标志：该脚本训练的是门控 SiLU（%2）；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Megatron-LM launch script: %1 MLP has no Megatron-LM flag: this script trains plain %2; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：%1 MLP 没有对应的 Megatron-LM 标志：该脚本训练的是普通 %2；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Megatron-LM launch script: YaRN %1 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时使用取整的范围）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时为 %2）、%3（运行时使用取整的范围）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时为 %2）、%3（运行时为 %4）、%5（运行时使用取整的范围）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs %6), %7 (runs a rounded range): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时为 %2）、%3（运行时为 %4）、%5（运行时为 %6）、%7（运行时使用取整的范围）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时为 %2）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时为 %2）、%3（运行时为 %4）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM launch script: YaRN %1 (runs %2), %3 (runs %4), %5 (runs %6): Megatron-LM has no flag for it; the Bridge YAML carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN %1（运行时为 %2）、%3（运行时为 %4）、%5（运行时为 %6）：Megatron-LM 没有对应的标志；Bridge YAML 包含它</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Megatron-LM launch script: %1 takes an integer: %2 rounded</source>
        <translation>Megatron-LM 启动脚本：%1 只接受整数：%2 已取整</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Megatron-LM launch script: YaRN scaling (factor %1, original length %2) has no %3 flag for non-MLA attention: this script trains plain RoPE at that base; the Bridge YAML (%4) carries it</source>
        <translation>Megatron-LM 启动脚本：YaRN 缩放（因子 %1，原始长度 %2）对非 MLA 注意力没有 %3 标志：该脚本以该基数训练普通 RoPE；Bridge YAML（%4）包含它</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_activation_offload.cpp" line="+46"/>
        <source>offload modules are listed but fine-grained activation offloading is off: nothing is offloaded</source>
        <translation>列出了卸载模块，但细粒度激活卸载处于关闭状态：不会卸载任何内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn activation offloading on, or clear the module list</source>
        <translation>开启激活卸载，或清空模块列表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fine-grained activation offloading needs at least one offload module, none is named</source>
        <translation>细粒度激活卸载至少需要一个卸载模块，但未指定任何模块</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>name the modules whose inputs go to the host, e.g. %1</source>
        <translation>指定其输入要卸载到主机的模块，例如 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is offloaded without %2: %1&apos;s input is core attention&apos;s output, which core attention&apos;s backward still needs</source>
        <translation>卸载了 %1 却没有卸载 %2：%1 的输入是核心注意力的输出，而核心注意力的反向传播仍需要它</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>offload %1 as well, or drop %2</source>
        <translation>同时卸载 %1，或去掉 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>offloads %1 inside the MoE layer that &apos;%2&apos; recompute re-runs whole</source>
        <translation>在“%2”重计算会整体重新运行的 MoE 层内卸载了 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1 from the offload modules, or &apos;%2&apos; from the recompute modules</source>
        <translation>从卸载模块中去掉 %1，或从重计算模块中去掉“%2”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>offloads %1 with paged stash (expert-rank capacity factor %2), which already holds those activations</source>
        <translation>在分页暂存（专家 rank 容量因子 %2）下卸载了 %1，而分页暂存已经保存了这些激活</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drop %1 from the offload modules, or clear the expert-rank capacity factor</source>
        <translation>从卸载模块中去掉 %1，或清除专家 rank 容量因子</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>activation offload fraction %1 is outside [0, 1]</source>
        <translation>激活卸载比例 %1 超出 [0, 1] 范围</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use a fraction between 0 and 1</source>
        <translation>使用 0 到 1 之间的比例</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_advice.cpp" line="+40"/>
        <source>ETP is unset, so ETP defaults to TP (%1), not 1; the expert mesh is ETP·EP·EDP·PP = %2</source>
        <translation>ETP 未设置，因此 ETP 默认等于 TP（%1），而不是 1；专家网格为 ETP·EP·EDP·PP = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write ETP explicitly; ETP 1 (experts sharded by EP, not TP) is the usual choice</source>
        <translation>显式写出 ETP；通常选择 ETP 1（专家按 EP 而非 TP 切分）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ETP %1 splits every expert GEMM over TP ranks</source>
        <translation>ETP %1 会把每个专家 GEMM 切分到多个 TP rank 上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prefer EP over TP for experts (ETP 1); fold once attention and experts want different meshes</source>
        <translation>专家优先使用 EP 而非 TP（ETP 1）；当注意力和专家需要不同网格时再使用并行折叠</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DP squeezed: DP = 1 (DP %1)</source>
        <translation>DP 被挤压：DP = 1（DP %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: DP = 1 (DP %1, EDP %2)</source>
        <translation>DP 被挤压：DP = 1（DP %1，EDP %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: DP and EDP = 1 (DP %1, EDP %2)</source>
        <translation>DP 被挤压：DP 和 EDP = 1（DP %1，EDP %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP squeezed: EDP = 1 (DP %1, EDP %2)</source>
        <translation>DP 被挤压：EDP = 1（DP %1，EDP %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep data parallelism alive: add GPUs or shrink model parallelism where memory allows</source>
        <translation>保留数据并行：在内存允许的情况下增加 GPU 或缩小模型并行</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keep ETP·EP &lt;= %1 and dividing it; the %2 dispatcher in use is already built for it</source>
        <translation>保持 ETP·EP &lt;= %1 且能整除它；正在使用的 %2 分发器本就是为此设计的</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or A/B %2 against the %3 in use</source>
        <translation>保持 ETP·EP &lt;= %1 且能整除它，或将 %2 与正在使用的 %3 做 A/B 对比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or A/B %2 or %3 against the %4 in use</source>
        <translation>保持 ETP·EP &lt;= %1 且能整除它，或将 %2 或 %3 与正在使用的 %4 做 A/B 对比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep ETP·EP &lt;= %1 and dividing it, or use a dispatcher built for cross-domain EP (%2 or %3)</source>
        <translation>保持 ETP·EP &lt;= %1 且能整除它，或使用为跨域 EP 设计的分发器（%2 或 %3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention</source>
        <translation>将 CP 组保持在 NVLink 域内（CP &lt;= %1）：Transformer Engine 对该模型的滑动窗口注意力拒绝使用 %2 环</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, MLA</source>
        <translation>将 CP 组保持在 NVLink 域内（CP &lt;= %1）：Transformer Engine 对该模型的滑动窗口注意力、MLA拒绝使用 %2 环</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s %3 softmax</source>
        <translation>将 CP 组保持在 NVLink 域内（CP &lt;= %1）：Transformer Engine 对该模型的%3 softmax拒绝使用 %2 环</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, %3 softmax</source>
        <translation>将 CP 组保持在 NVLink 域内（CP &lt;= %1）：Transformer Engine 对该模型的滑动窗口注意力、%3 softmax拒绝使用 %2 环</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s MLA, %3 softmax</source>
        <translation>将 CP 组保持在 NVLink 域内（CP &lt;= %1）：Transformer Engine 对该模型的MLA、%3 softmax拒绝使用 %2 环</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep the CP group inside the NVLink domain (CP &lt;= %1): Transformer Engine refuses the %2 ring for this model&apos;s sliding-window attention, MLA, %3 softmax</source>
        <translation>将 CP 组保持在 NVLink 域内（CP &lt;= %1）：Transformer Engine 对该模型的滑动窗口注意力、MLA、%3 softmax拒绝使用 %2 环</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力时最多只支持到 CP %3（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention at TP %2 only up to CP %3</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力时最多只支持到 CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力、MLA时最多只支持到 CP %3（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA at TP %2 only up to CP %3</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力、MLA时最多只支持到 CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的%4 softmax时最多只支持到 CP %3（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s %4 softmax at TP %2 only up to CP %3</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的%4 softmax时最多只支持到 CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力、%4 softmax时最多只支持到 CP %3（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, %4 softmax at TP %2 only up to CP %3</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力、%4 softmax时最多只支持到 CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s MLA, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的MLA、%4 softmax时最多只支持到 CP %3（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s MLA, %4 softmax at TP %2 only up to CP %3</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的MLA、%4 softmax时最多只支持到 CP %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA, %4 softmax at TP %2 only up to CP %3 (with %5 %6)</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力、MLA、%4 softmax时最多只支持到 CP %3（使用 %5 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>start from CP ≈ s/4096 rounded to a power of two: CP %1, but Transformer Engine runs this model&apos;s sliding-window attention, MLA, %4 softmax at TP %2 only up to CP %3</source>
        <translation>从 CP ≈ s/4096 取整到 2 的幂开始：CP %1，但在 TP %2 下，Transformer Engine 运行该模型的滑动窗口注意力、MLA、%4 softmax时最多只支持到 CP %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>TP group of %1 leaves the NVLink domain of %2 GPUs (%3 of %4 groups cross)</source>
        <translation>%1 个 GPU 的 TP 组跨出了 %2 个 GPU 的 NVLink 域（%4 个组中有 %3 个跨域）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep TP within one NVLink domain (TP &lt;= %1 and dividing it)</source>
        <translation>将 TP 保持在一个 NVLink 域内（TP &lt;= %1 且能整除它）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); ~%7% of EP traffic crosses the network</source>
        <translation>ETP·EP = %1 = %2 跨出了 %3 个 GPU 的 NVLink 域（%6 的 %5 个组中有 %4 个跨域）；约 %7% 的 EP 流量经过网络</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ETP·EP = %1 = %2 leaves the NVLink domain of %3 GPUs (%4 of %5 groups cross for %6); the group fits a domain but %3 is not a multiple of ETP·EP, so some groups straddle two</source>
        <translation>ETP·EP = %1 = %2 的组跨出了 %3 个 GPU 的 NVLink 域（%6 的 %5 个组中有 %4 个跨域）；该组能放进一个域，但 %3 不是 ETP·EP 的倍数，因此有些组横跨两个域</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>place a multiple of ETP·EP = %1 GPUs in each NVLink domain (e.g. %2 of %3 per rack, as Slurm&apos;s %4 does), so every group stays inside one; the grid packs ranks %3 to a domain</source>
        <translation>在每个 NVLink 域中放置 ETP·EP = %1 的整数倍个 GPU（例如每个机架 %3 个中用 %2 个，如 Slurm 的 %4 所做），使每个组都留在一个域内；网格按每域 %3 个 rank 排布</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CP group of %1 uses %2 but leaves the NVLink domain (%3 of %4 groups cross)</source>
        <translation>%1 个 GPU 的 CP 组使用 %2，但跨出了 NVLink 域（%4 个组中有 %3 个跨域）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>use %1 across nodes, or %2 with the %3 part inside the domain</source>
        <translation>跨节点使用 %1，或使用 %2 并让其 %3 部分留在域内</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>CP %1 is not a power of two</source>
        <translation>CP %1 不是 2 的幂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use a power-of-two CP, e.g. %1</source>
        <translation>使用 2 的幂作为 CP，例如 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>each CP rank holds s/CP = %1/%2 = %3 tokens, far from the 4–8K sweet spot</source>
        <translation>每个 CP rank 持有 s/CP = %1/%2 = %3 个 token，远离 4–8K 的最佳区间</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 experts routed without an FP32 router</source>
        <translation>%1 个专家的路由未使用 FP32 路由器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set the router dtype to %1 (numerical stability; FP8 wins come from the expert GEMMs)</source>
        <translation>将路由器数据类型设为 %1（数值稳定性；FP8 的收益来自专家 GEMM）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>forced load balancing makes the run benchmark-only: it changes routing and proves nothing about convergence</source>
        <translation>强制负载均衡使该运行仅用于基准测试：它改变了路由，无法证明任何收敛性</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use it only for kernel/throughput studies; turn it off for training-equivalent runs</source>
        <translation>仅将其用于内核/吞吐量研究；与训练等效的运行请关闭它</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run is marked benchmark-only (synthetic data or disabled optimizer/checkpoint paths)</source>
        <translation>该运行被标记为仅用于基准测试（合成数据，或关闭了优化器/检查点路径）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>do not use its numbers as training-equivalent evidence</source>
        <translation>不要把它的数值当作与训练等效的证据</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 dispatcher (MLM default) with EP %2 moves every token to every EP rank</source>
        <translation>%1 分发器（Megatron-LM 默认值）在 EP %2 下会把每个 token 发送到每个 EP rank</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 for bring-up, then A/B %2 and %3</source>
        <translation>起步阶段使用 %1，然后对 %2 和 %3 做 A/B 对比</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>full recompute re-runs the forward of %1 layer(s) per chunk (~1/3 more compute)</source>
        <translation>完整重计算会为每个块重新运行 %1 层的前向（约多 1/3 的计算）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>try selective recompute first (%1); it keeps throughput near the no-recompute baseline</source>
        <translation>先尝试选择性重计算（%1）；它能让吞吐量接近不重计算的基线</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>selective recompute with no module named: Megatron then recomputes its default module, %1, which gains nothing with fused attention</source>
        <translation>选择性重计算未指定任何模块：Megatron 将重计算其默认模块 %1，而它在融合注意力下毫无收益</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>name the modules to recompute (%1, ...), or turn recompute off</source>
        <translation>指定要重计算的模块（%1 等），或关闭重计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>recompute module %1 gains nothing with fused attention and is costly at sequence length %2</source>
        <translation>重计算模块 %1 在融合注意力下毫无收益，且在序列长度 %2 时代价高昂</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recompute module %1 gains nothing with fused attention</source>
        <translation>重计算模块 %1 在融合注意力下毫无收益</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drop %1; recompute %2 instead</source>
        <translation>去掉 %1；改为重计算 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>EP overlap and delayed wgrad are both on; combined they can regress</source>
        <translation>EP 重叠和延迟权重梯度计算同时开启；两者结合可能导致性能下降</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A/B plain EP overlap and delayed wgrad separately before keeping both</source>
        <translation>在同时保留两者之前，先分别对单纯的 EP 重叠和延迟权重梯度计算做 A/B 对比</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_context_parallel_attention.cpp" line="+56"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的注意力所接受的类型；%2 会移动每个头，因此请将 CP 组保持在 NVLink 域内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s attention at TP·CP = %3</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的注意力所接受的类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的滑动窗口注意力所接受的类型；%2 会移动每个头，因此请将 CP 组保持在 NVLink 域内</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention at TP·CP = %3</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的滑动窗口注意力所接受的类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s MLA at TP·CP = %3</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的MLA所接受的类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的%4 softmax所接受的类型；%2 会移动每个头，因此请将 CP 组保持在 NVLink 域内</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use %1 %2: the type Transformer Engine accepts for this model&apos;s sliding-window attention, %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group inside the NVLink domain</source>
        <translation>使用 %1 %2：这是 Transformer Engine 在 TP·CP = %3 时对该模型的滑动窗口注意力、%4 softmax所接受的类型；%2 会移动每个头，因此请将 CP 组保持在 NVLink 域内</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no %1 serves sliding-window attention, MLA at TP·CP = %2: use CP 1</source>
        <translation>在 TP·CP = %2 时，没有任何 %1 能支持滑动窗口注意力、MLA：请使用 CP 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no %1 serves %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>在 TP·CP = %2 时，没有任何 %1 能支持%3 softmax：请使用 CP 1，或选择一个 TP·CP，使每个 TP rank 上的查询头和键头都能被 CP 整除（a2a）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves sliding-window attention, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>在 TP·CP = %2 时，没有任何 %1 能支持滑动窗口注意力、%3 softmax：请使用 CP 1，或选择一个 TP·CP，使每个 TP rank 上的查询头和键头都能被 CP 整除（a2a）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>在 TP·CP = %2 时，没有任何 %1 能支持MLA、%3 softmax：请使用 CP 1，或选择一个 TP·CP，使每个 TP rank 上的查询头和键头都能被 CP 整除（a2a）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no %1 serves sliding-window attention, MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per TP rank divide by CP (a2a)</source>
        <translation>在 TP·CP = %2 时，没有任何 %1 能支持滑动窗口注意力、MLA、%3 softmax：请使用 CP 1，或选择一个 TP·CP，使每个 TP rank 上的查询头和键头都能被 CP 整除（a2a）</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 softmax with FP8 attention at CP %2: Transformer Engine runs this softmax under CP only in BF16 attention</source>
        <translation>%1 softmax 在 CP %2 下使用 FP8 注意力：Transformer Engine 只在 BF16 注意力中于 CP 下运行这种 softmax</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turn FP8 attention off (%1); the GEMMs stay FP8</source>
        <translation>关闭 FP8 注意力（%1）；GEMM 仍保持 FP8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 with %3 hierarchical CP sizes (%4): Transformer Engine takes exactly two levels, [%5 inner, %6 outer]</source>
        <translation>%1 %2 带有 %3 个分层 CP 大小（%4）：Transformer Engine 只接受恰好两级，[%5 内层，%6 外层]</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sliding-window attention (window %1) with CP %2 over %3 %4: Transformer Engine runs a sliding window only over %5 or %6</source>
        <translation>滑动窗口注意力（窗口 %1）在 CP %2 下使用 %3 %4：Transformer Engine 只在 %5 或 %6 上运行滑动窗口</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MLA (k head dim %1, v head dim %2) with CP %3 over %4 %5: Transformer Engine runs MLA only over %6 or %7</source>
        <translation>MLA（键头维度 %1，值头维度 %2）在 CP %3 下使用 %4 %5：Transformer Engine 只在 %6 或 %7 上运行 MLA</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 softmax with CP %2 over %3 %4: Transformer Engine runs a non-vanilla softmax only over %5 (fused attention)</source>
        <translation>%1 softmax 在 CP %2 下使用 %3 %4：Transformer Engine 只在 %5（融合注意力）上运行非标准 softmax</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 splits the heads over its inner %3 level of %4, but TP %5 leaves %6 query and %7 key heads per rank, not both divisible by %4</source>
        <translation>%1 %2 在其内层 %3 级（大小 %4）上切分注意力头，但 TP %5 使每个 rank 上有 %6 个查询头和 %7 个键头，二者并非都能被 %4 整除</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 splits the heads over CP %3, but TP %4 leaves %5 query and %6 key heads per rank, not both divisible by %3</source>
        <translation>%1 %2 在 CP %3 上切分注意力头，但 TP %4 使每个 rank 上有 %5 个查询头和 %6 个键头，二者并非都能被 %3 整除</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_environment.cpp" line="+19"/>
        <source>on Hopper with TP %1 / CP %2 %3 must be 1 and the input does not set it: Bridge sets it itself, Megatron-LM asserts it; exports write %4</source>
        <translation>在 Hopper 上且 TP %1 / CP %2 时，%3 必须为 1，而输入未设置它：Bridge 会自行设置，Megatron-LM 会断言检查；导出会写入 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>set %1 in the job environment</source>
        <translation>在作业环境中设置 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on Hopper with TP %1 / CP %2 %3 must be 1, it is %4</source>
        <translation>在 Hopper 上且 TP %1 / CP %2 时，%3 必须为 1，当前为 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_export_fidelity.cpp" line="+16"/>
        <source>export the Bridge YAML, which carries it, or add the setting to the job by hand</source>
        <translation>导出 Bridge YAML（它包含该设置），或手动将该设置加入作业</translation>
    </message>
</context>
<context>
    <name>run_window</name>
    <message>
        <location filename="../../core/logs/steady_window.cpp" line="+103"/>
        <location line="+225"/>
        <source>no iteration lines in the training log</source>
        <translation>训练日志中没有迭代行</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>empty window %1-%2</source>
        <translation>窗口 %1-%2 为空</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no printed line covers iterations %1-%2 (the log prints iterations %3)</source>
        <translation>没有打印行覆盖迭代 %1-%2（日志打印的迭代为 %3）</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>iterations %1-%2, the usual steady window</source>
        <translation>迭代 %1-%2，常用的稳态窗口</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log prints iterations %1, not %2-%3</source>
        <translation>日志打印的迭代为 %1，而不是 %2-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>iterations %1-%2, the only printed line, which includes warm-up (%3)</source>
        <translation>迭代 %1-%2，唯一打印的一行，其中包含预热（%3）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the first printed line, iteration %1</source>
        <translation>第一行打印，即迭代 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first printed line and iterations 1-%1</source>
        <translation>第一行打印和迭代 1-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>iterations %1-%2, the last %3 printed iterations (warm-up skipped: %4); %5</source>
        <translation>迭代 %1-%2，即最后打印的 %3 次迭代（跳过预热：%4）；%5</translation>
    </message>
</context>
<context>
    <name>schedule</name>
    <message>
        <location filename="../../core/schedule/prediction_comparison.cpp" line="+175"/>
        <source>the measured trace has %1 rank(s), the prediction %2 pipeline rank(s); figures are averages per device</source>
        <translation>测得的跟踪有 %1 个 rank，预测有 %2 个流水线 rank；数字均为每个设备的平均值</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <location filename="../../core/search/layout_search.cpp" line="+93"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>完整重计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selective [%1]</source>
        <translation>选择性重计算 [%1]</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>%1 + optimizer offload %2%</source>
        <translation>%1 + 优化器卸载 %2%</translation>
    </message>
    <message>
        <location line="+303"/>
        <source>The best has a warning the runner-up has not (&quot;%1&quot;): with a tie, prefer the runner-up unless that is intended.</source>
        <translation>最佳方案有一条第二名没有的警告（“%1”）：既然两者持平，除非这是有意为之，否则优先选第二名。</translation>
    </message>
    <message>
        <location filename="../../core/search/search_explanation.cpp" line="+64"/>
        <source>outside the calibration: %1</source>
        <translation>超出校准范围：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>compute (incl. recompute)</source>
        <translation>计算（含重计算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed TP communication</source>
        <translation>暴露的 TP 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed CP communication</source>
        <translation>暴露的 CP 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed EP communication</source>
        <translation>暴露的 EP 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed PP communication</source>
        <translation>暴露的 PP 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed DP communication</source>
        <translation>暴露的 DP 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host overhead</source>
        <translation>主机开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer offload</source>
        <translation>优化器卸载</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The runner-up (%1) ties with the best (%2): the same estimated step time (%3 s) and tokens/s/GPU; the best is listed first by its smaller layout key only.</source>
        <translation>第二名（%1）与最佳方案（%2）持平：估算步时（%3 s）和 tokens/s/GPU 都相同；最佳方案排在前面只是因为其布局键较小。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3) with no single larger component: its step covers fewer tokens per GPU (%4 vs %5 tokens/s/GPU).</source>
        <translation>第二名（%1）比最佳方案（%3）慢 %2 %，没有哪一项单独更大：它每步每个 GPU 处理的 token 更少（%4 对 %5 tokens/s/GPU）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger, most of it made up by smaller other parts (%6 s) (step %7 s vs %8 s).</source>
        <translation>第二名（%1）比最佳方案（%3）慢 %2 %：它的%4每步多 %5 s，其中大部分由其他较小的部分抵消（%6 s）（步时 %7 s 对 %8 s）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger (step %6 s vs %7 s).</source>
        <translation>第二名（%1）比最佳方案（%3）慢 %2 %：它的%4每步多 %5 s（步时 %6 s 对 %7 s）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is within the model&apos;s uncertainty (%1, %2): a tie; measure both before choosing.</source>
        <translation>这在模型的不确定性区间之内（%1，%2）：算作持平；选择前请两者都实测。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Within 1 %: a tie; measure both before choosing.</source>
        <translation>相差不到 1 %：算作持平；选择前请两者都实测。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1, and DP must divide the global batch (%5): choose a GPU count or a global batch that agree</source>
        <translation>没有任何并行网格能切分 %1 个 GPU：TP、CP 和 PP 都是 2 的幂（TP 位于一个 NVLink 域内且整除 %2 个注意力头，2·CP 整除序列长度 %3，PP 不超过 %4 层），因此 DP = GPU 数 ÷ (TP·CP·PP) 保留了 %1 的全部奇数因子，而 DP 必须整除全局批次（%5）：请选择相互匹配的 GPU 数或全局批次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel mesh splits %1 GPUs: TP, CP and PP are powers of two (TP inside one NVLink domain and dividing the %2 attention heads, 2·CP dividing the sequence of %3, PP at most the %4 layers), so DP = GPUs ÷ (TP·CP·PP) keeps every odd factor of %1</source>
        <translation>没有任何并行网格能切分 %1 个 GPU：TP、CP 和 PP 都是 2 的幂（TP 位于一个 NVLink 域内且整除 %2 个注意力头，2·CP 整除序列长度 %3，PP 不超过 %4 层），因此 DP = GPU 数 ÷ (TP·CP·PP) 保留了 %1 的全部奇数因子</translation>
    </message>
    <message>
        <location filename="../../core/search/search_request.cpp" line="+30"/>
        <source>DP overlap grad-reduce + param-gather</source>
        <translation>DP 重叠梯度归约 + 参数收集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DP overlap grad-reduce only</source>
        <translation>DP 仅重叠梯度归约</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DP overlap param-gather only</source>
        <translation>DP 仅重叠参数收集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no DP overlap</source>
        <translation>无 DP 重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP overlap</source>
        <translation>TP 重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no TP overlap</source>
        <translation>无 TP 重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP overlap + delayed wgrad</source>
        <translation>EP 重叠 + 延迟权重梯度计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP overlap</source>
        <translation>EP 重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no EP overlap</source>
        <translation>无 EP 重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared-expert overlap</source>
        <translation>共享专家重叠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation>无 CUDA Graph</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CUDA graphs %1</source>
        <translation>CUDA Graph %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no distributed optimizer</source>
        <translation>无分布式优化器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forced load balancing (benchmark-only)</source>
        <translation>强制负载均衡（仅用于基准测试）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless routing</source>
        <translation>无丢弃路由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capacity-factor routing</source>
        <translation>按容量因子路由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>manual GC</source>
        <translation>手动垃圾回收</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>activation offload [%1]</source>
        <translation>激活卸载 [%1]</translation>
    </message>
</context>
<context>
    <name>sources</name>
    <message>
        <location filename="../../core/rules/memory_fit.cpp" line="-67"/>
        <location line="+28"/>
        <source>the studio&apos;s per-stage memory estimate</source>
        <translation>本工具的各阶段内存估算</translation>
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
        <translation>MoE Layout Studio 建议</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_advice.cpp" line="-392"/>
        <source>MoE Layout Studio advice (ETP unset means ETP = TP in Megatron-Core)</source>
        <translation>MoE Layout Studio 建议（在 Megatron-Core 中未设置 ETP 即 ETP = TP）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MoE Layout Studio advice; NVIDIA-NeMo/Megatron-Bridge MoE optimization docs</source>
        <translation>MoE Layout Studio 建议；NVIDIA-NeMo/Megatron-Bridge 的 MoE 优化文档</translation>
    </message>
    <message>
        <location line="+166"/>
        <location line="+35"/>
        <source>MoE Layout Studio advice (NVLink domain topology)</source>
        <translation>MoE Layout Studio 建议（NVLink 域拓扑）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MoE Layout Studio advice; Megatron-Core hierarchical context parallelism (a2a+p2p)</source>
        <translation>MoE Layout Studio 建议；Megatron-Core 分层上下文并行（a2a+p2p）</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>MoE Layout Studio advice (long-context CP sizing)</source>
        <translation>MoE Layout Studio 建议（长上下文的 CP 取值）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Megatron-Core warning</source>
        <translation>Megatron-Core 警告</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Megatron-LM arguments.py (--recompute-modules defaults to core_attn)</source>
        <translation>Megatron-LM arguments.py（--recompute-modules 默认为 core_attn）</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_context_parallel_attention.cpp" line="-212"/>
        <source>NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py (attn_forward_func_with_cp: softmax_type only with cp_comm_type &apos;a2a&apos;); dot_product_attention/utils.py (get_attention_backend) at 002a3e573f49cb0345955745206084e289d0f346</source>
        <translation>NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py（attn_forward_func_with_cp：softmax_type 仅支持 cp_comm_type &apos;a2a&apos;）；dot_product_attention/utils.py（get_attention_backend），版本 002a3e573f49cb0345955745206084e289d0f346</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_dispatcher.cpp" line="-22"/>
        <source>Megatron-LM HybridEP dispatcher</source>
        <translation>Megatron-LM 的 HybridEP 分发器</translation>
    </message>
    <message>
        <location filename="../../core/rules/rules_pipeline.cpp" line="-147"/>
        <location line="+130"/>
        <location line="+18"/>
        <source>interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)</source>
        <translation>交错式 1F1B 调度，Narayanan 等，2021（arXiv:2104.04473）</translation>
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
        <translation>读取错误：%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>cannot initialise zlib</source>
        <translation>无法初始化 zlib</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>truncated gzip stream: input ends at compressed byte %1 after %2 decompressed bytes</source>
        <translation>gzip 流被截断：输入在压缩后第 %1 字节处结束，此前已解压 %2 字节</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>corrupt gzip data near compressed byte %1: %2</source>
        <translation>gzip 数据损坏，位于压缩后第 %1 字节附近：%2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location filename="../../core/trace/json_stream.cpp" line="+97"/>
        <location filename="../../core/trace/nsys_import.cpp" line="+40"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>应为 %1，却遇到“%2”</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>expected a string key</source>
        <translation>应为字符串键</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>bad %1 escape in string</source>
        <translation>字符串中的 %1 转义无效</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>expected a value</source>
        <translation>应为值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>invalid literal &apos;%1&apos;</source>
        <translation>无效的字面量“%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字符“%1”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>mismatched &apos;%1&apos;</source>
        <translation>不匹配的“%1”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>unexpected data after the top-level value</source>
        <translation>顶层值之后还有多余数据</translation>
    </message>
    <message>
        <location filename="../../core/trace/kernel_classes.cpp" line="+11"/>
        <source>bad regular expression &apos;%1&apos;: %2</source>
        <translation>无效的正则表达式“%1”：%2</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>unknown kernel class &apos;%1&apos; (%2)</source>
        <translation>未知的内核类别“%1”（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing regular expression after &apos;%1&apos;</source>
        <translation>“%1”之后缺少正则表达式</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no patterns</source>
        <translation>没有模式</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open pattern file</source>
        <translation>无法打开模式文件</translation>
    </message>
    <message>
        <location filename="../../core/trace/kineto_import.cpp" line="+77"/>
        <source>the trace ends early, inside a quoted string (is the file truncated? the JSON stops at byte %1)</source>
        <translation>跟踪提前结束，停在带引号的字符串内部（文件是否被截断？JSON 在第 %1 字节处中止）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the trace ends early, inside an event or list (is the file truncated? the JSON stops at byte %1)</source>
        <translation>跟踪提前结束，停在事件或列表内部（文件是否被截断？JSON 在第 %1 字节处中止）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (at JSON byte %2)</source>
        <translation>%1（位于 JSON 第 %2 字节）</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>trace event %1 is not an object</source>
        <translation>跟踪事件 %1 不是对象</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>%1 is not an array</source>
        <translation>%1 不是数组</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>empty file: not a Chrome trace</source>
        <translation>空文件：不是 Chrome 跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a Chrome trace: the top-level value is neither an object nor an array</source>
        <translation>不是 Chrome 跟踪：顶层值既不是对象也不是数组</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>not a Chrome trace: no %1 array</source>
        <translation>不是 Chrome 跟踪：没有 %1 数组</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a Chrome trace: no event has a &apos;%1&apos; field</source>
        <translation>不是 Chrome 跟踪：没有任何事件含有“%1”字段</translation>
    </message>
    <message>
        <location filename="../../core/trace/nsys_import.cpp" line="-7"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read the schema: %1</source>
        <translation>无法读取数据库结构：%1</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>not an SQLite database (no &apos;%1&apos; header)</source>
        <translation>不是 SQLite 数据库（没有“%1”文件头）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open SQLite database: %1</source>
        <translation>无法打开 SQLite 数据库：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not an Nsight Systems export: none of %1 or %2 exists (tables: none)</source>
        <translation>不是 Nsight Systems 导出文件：%1 和 %2 均不存在（表：无）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not an Nsight Systems export: none of %1 or %2 exists (tables: %3)</source>
        <translation>不是 Nsight Systems 导出文件：%1 和 %2 均不存在（表：%3）</translation>
    </message>
    <message>
        <location filename="../../core/trace/rank_alignment.cpp" line="+43"/>
        <source>no collective kernels (matching &apos;%1&apos;) to align on</source>
        <translation>没有可用于对齐的集合通信内核（匹配“%1”）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>fewer than %1 collectives match the reference rank by name in order (index shifts up to ±%2 tried)</source>
        <translation>按名称和顺序与参考 rank 匹配的集合通信少于 %1 个（已尝试最多 ±%2 的索引偏移）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file&apos;s times are not on an absolute clock (no %1 / session start); align on collectives instead</source>
        <translation>该文件的时间不在绝对时钟上（没有 %1 / 会话起点）；请改为按集合通信对齐</translation>
    </message>
</context>
</TS>

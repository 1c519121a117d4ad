<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>GettingStarted</name>
    <message>
        <location filename="../../ui/help/getting_started.cpp" line="+9"/>
        <source>&lt;p&gt;MoE Layout Studio plans how a Mixture-of-Experts model is spread over GPUs for training with Megatron-Core or Megatron-Bridge: which parallel layout Megatron accepts, whether it fits in memory, and how fast a step will be.&lt;/p&gt;&lt;h3&gt;The window&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Layout editor&lt;/b&gt; (left): the model, the GPU, the cluster and batch sizes, the parallel sizes and the training options. Every change is checked at once and can be undone. Press F1 on a field to read what it means.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Folded grids&lt;/b&gt; (top): every GPU of the job, once in the attention mesh (TP x CP x DP x PP) and once in the MoE mesh (ETP x EP x EDP x PP) — see &lt;a href=&quot;topic:glossary/folding&quot;&gt;Parallel Folding&lt;/a&gt;. Groups that leave an &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;NVLink domain&lt;/a&gt; stand out. Scroll to zoom, drag to pan.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Memory chart&lt;/b&gt;: memory per GPU for each pipeline stage, split into weights, gradients, optimizer state, activations and overheads, against the &lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;usable HBM&lt;/a&gt; line. The tallest bar is the &lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;binding stage&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Findings list&lt;/b&gt; (beside the summary, under the memory chart): what Megatron would refuse (errors), what it changes on its own, and advice. Each finding starts with its title; select one and press F1 for the full explanation. Double-click a finding with a fix to apply it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The docks at the bottom open from the View menu:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Estimate&lt;/b&gt; (Ctrl+1): step time, model TFLOP/s per GPU and &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;, with the breakdown by component and the predicted timeline of one step.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Feasibility&lt;/b&gt; (Ctrl+2): which GPU counts can hold the model at all, and the smallest plan that fits.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Search&lt;/b&gt; (Ctrl+3): the best layouts for a GPU count, ranked by estimated throughput.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt; (Ctrl+4): a measured profiler trace (File ▸ Open Trace…) beside the prediction.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare&lt;/b&gt; (Ctrl+5): pin layouts and see what differs between them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Runs&lt;/b&gt; (Ctrl+6): measured runs of your jobs, scored against the estimate.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Memory Assumptions&lt;/b&gt; (Ctrl+7): the labelled assumptions of the memory estimate (routing imbalance, dispatcher workspace, fragmentation and more), which you can change.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;A two-minute walk&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Start from a known layout: File ▸ Open from Library… lists representative layouts and the Megatron-Bridge performance recipes. Or pick a &lt;b&gt;Model&lt;/b&gt; and a &lt;b&gt;GPU&lt;/b&gt; at the top of the editor.&lt;/li&gt;&lt;li&gt;Set the &lt;b&gt;GPUs&lt;/b&gt;, &lt;b&gt;Sequence length&lt;/b&gt; and &lt;b&gt;Global batch&lt;/b&gt; under Cluster and batch.&lt;/li&gt;&lt;li&gt;Choose &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;, &lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; and &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt; under Parallel folding. The spin boxes step through sizes that divide the job; DP and EDP follow.&lt;/li&gt;&lt;li&gt;Read the findings list until it says there are no errors. Apply the one-click fixes where offered.&lt;/li&gt;&lt;li&gt;Check that the memory chart stays under the usable HBM line; if not, the findings name levers such as &lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;recompute&lt;/a&gt;, a smaller micro batch or more EP or PP.&lt;/li&gt;&lt;li&gt;Open the Estimate dock to compare step time and MFU as you change one size at a time; the Search dock proposes layouts you may not have tried.&lt;/li&gt;&lt;li&gt;File ▸ Export… writes a &lt;b&gt;Megatron-LM launch script&lt;/b&gt; or a &lt;b&gt;Megatron-Bridge YAML&lt;/b&gt; override for the Megatron-Core version you choose. A layout with errors is not exported; one that does not fit in memory only on request, with a warning in the file.&lt;/li&gt;&lt;li&gt;File ▸ Save keeps the layout as a recipe file you can version and open again.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;p&gt;MoE Layout Studio 规划混合专家（MoE）模型在 GPU 上的分布方式，用于 Megatron-Core 或 Megatron-Bridge 训练：Megatron 接受哪种并行布局、能否放入内存、一步有多快。&lt;/p&gt;&lt;h3&gt;窗口&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;布局编辑器&lt;/b&gt;（左侧）：模型、GPU、集群和批次大小、各并行度以及训练选项。每次更改都会立即检查，并且可以撤销。在字段上按 F1 可查看其含义。&lt;/li&gt;&lt;li&gt;&lt;b&gt;折叠网格&lt;/b&gt;（顶部）：作业中的每个 GPU，在注意力网格（TP x CP x DP x PP）和 MoE 网格（ETP x EP x EDP x PP）中各出现一次——参见&lt;a href=&quot;topic:glossary/folding&quot;&gt;并行折叠（Parallel Folding）&lt;/a&gt;。离开 &lt;a href=&quot;topic:glossary/nvlink_domain&quot;&gt;NVLink 域&lt;/a&gt;的组会突出显示。滚动以缩放，拖动以平移。&lt;/li&gt;&lt;li&gt;&lt;b&gt;内存图&lt;/b&gt;：每个流水线阶段的每 GPU 内存，分为权重、梯度、优化器状态、激活和其他开销，并与&lt;a href=&quot;topic:glossary/usable_hbm&quot;&gt;可用 HBM&lt;/a&gt; 线对照。最高的柱即&lt;a href=&quot;topic:glossary/binding_stage&quot;&gt;约束阶段&lt;/a&gt;。&lt;/li&gt;&lt;li&gt;&lt;b&gt;检查结果列表&lt;/b&gt;（在摘要旁、内存图下方）：Megatron 会拒绝的内容（错误）、它会自行更改的内容，以及建议。每条检查结果以其标题开头；选中一条并按 F1 查看完整说明。双击带有修复的检查结果即可应用修复。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;底部的停靠窗口从“视图”菜单打开：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;估算&lt;/b&gt;（Ctrl+1）：步时、每 GPU 模型 TFLOP/s 和 &lt;a href=&quot;topic:glossary/mfu&quot;&gt;MFU&lt;/a&gt;，以及按组成部分的分解和一步的预测时间线。&lt;/li&gt;&lt;li&gt;&lt;b&gt;可行性&lt;/b&gt;（Ctrl+2）：哪些 GPU 数量能够容纳该模型，以及能放入内存的最小方案。&lt;/li&gt;&lt;li&gt;&lt;b&gt;搜索&lt;/b&gt;（Ctrl+3）：针对某个 GPU 数量的最佳布局，按估算吞吐量排序。&lt;/li&gt;&lt;li&gt;&lt;b&gt;跟踪&lt;/b&gt;（Ctrl+4）：实测的性能分析跟踪（文件 ▸ 打开跟踪文件…），与预测并排显示。&lt;/li&gt;&lt;li&gt;&lt;b&gt;比较&lt;/b&gt;（Ctrl+5）：固定布局并查看它们之间的差异。&lt;/li&gt;&lt;li&gt;&lt;b&gt;运行&lt;/b&gt;（Ctrl+6）：你的作业的实测运行，与估算对照评分。&lt;/li&gt;&lt;li&gt;&lt;b&gt;内存假设&lt;/b&gt;（Ctrl+7）：内存估算中带标签的假设（路由不均衡、分发器工作区、碎片等），可以修改。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;两分钟上手&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;从已知布局开始：文件 ▸ 从配方库打开… 会列出代表性布局和 Megatron-Bridge 性能配方。或者在编辑器顶部选择&lt;b&gt;模型&lt;/b&gt;和 &lt;b&gt;GPU&lt;/b&gt;。&lt;/li&gt;&lt;li&gt;在“集群和批次”下设置 &lt;b&gt;GPU 数&lt;/b&gt;、&lt;b&gt;序列长度&lt;/b&gt;和&lt;b&gt;全局批次&lt;/b&gt;。&lt;/li&gt;&lt;li&gt;在“并行折叠”下选择 &lt;a href=&quot;topic:glossary/tp&quot;&gt;TP&lt;/a&gt;、&lt;a href=&quot;topic:glossary/cp&quot;&gt;CP&lt;/a&gt;、&lt;a href=&quot;topic:glossary/pp&quot;&gt;PP&lt;/a&gt; 和 &lt;a href=&quot;topic:glossary/ep&quot;&gt;EP&lt;/a&gt;。微调框只会步进到能整除作业的大小；DP 和 EDP 随之变化。&lt;/li&gt;&lt;li&gt;阅读检查结果列表，直到它显示没有错误。在提供一键修复的地方应用修复。&lt;/li&gt;&lt;li&gt;检查内存图是否保持在可用 HBM 线之下；如果没有，检查结果会给出调节手段，例如&lt;a href=&quot;topic:glossary/recompute_granularity&quot;&gt;重计算&lt;/a&gt;、更小的微批次或更大的 EP 或 PP。&lt;/li&gt;&lt;li&gt;打开“估算”停靠窗口，每次只改一个大小，比较步时和 MFU；“搜索”停靠窗口会提出你可能没有尝试过的布局。&lt;/li&gt;&lt;li&gt;文件 ▸ 导出… 会为你选择的 Megatron-Core 版本写出 &lt;b&gt;Megatron-LM 启动脚本&lt;/b&gt;或 &lt;b&gt;Megatron-Bridge YAML&lt;/b&gt; 覆盖配置。有错误的布局不会被导出；内存放不下的布局只在你要求时导出，并在文件中附带警告。&lt;/li&gt;&lt;li&gt;文件 ▸ 保存 会把布局保存为配方文件，可进行版本管理并再次打开。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/window/help_menu.cpp" line="+42"/>
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
        <translation>&lt;b&gt;MoE Layout Studio %1&lt;/b&gt;&lt;p&gt;为 Megatron-Core 和 Megatron-Bridge 规划混合专家（MoE）训练布局：Parallel Folding 网格、Megatron 的规则、每个流水线阶段的内存以及步时。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <location filename="../../ui/help/help_topics.cpp" line="+45"/>
        <source>The constants, as Calibrate from Runs lists them</source>
        <translation>常数（按“从运行校准”中的列出方式）</translation>
    </message>
    <message>
        <location line="+12"/>
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
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <location filename="../../ui/editor/layout_editor.cpp" line="+78"/>
        <source>EP all-to-all overlap</source>
        <translation>EP all-to-all 重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delay wgrad compute</source>
        <translation>延迟 wgrad 计算</translation>
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
</context>
<context>
    <name>QLabel</name>
    <message>
        <location filename="../../ui/common/live_label.cpp" line="+71"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/estimate/step_breakdown_geometry.cpp" line="+118"/>
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
        <location filename="../../ui/export/image_export.cpp" line="+190"/>
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
        <location line="+6"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>could not draw %1 as %2</source>
        <translation>无法将 %1 绘制为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/library/recipe_library_dialog.cpp" line="+35"/>
        <source>Any</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+73"/>
        <source>%1 (no recipe or window)</source>
        <translation>%1（无配方或窗口）</translation>
    </message>
    <message>
        <location filename="../../ui/runs/run_record.cpp" line="+81"/>
        <source>no files picked for the run</source>
        <translation>未为该运行选择文件</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create a temporary folder for the current recipe</source>
        <translation>无法为当前配方创建临时文件夹</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (studio recipe at %1, not saved)</source>
        <translation> （%1 时的 Studio 配方，未保存）</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="+54"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../ui/window/color_scheme.cpp" line="+118"/>
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
        <location filename="../../app/moe-studio/main.cpp" line="+91"/>
        <source>An autosave could not be read</source>
        <translation>无法读取自动保存的内容</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+2"/>
        <source>, with %1</source>
        <translation>，以及 %1</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>moe::ui::AddRunDialog</name>
    <message>
        <location filename="../../ui/runs/add_run_dialog.cpp" line="+41"/>
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
        <location filename="../../ui/memory/assumptions_editor.cpp" line="+85"/>
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
        <translation>概率融合进 SwiGLU（省去 unpermute a2a 输出张量）</translation>
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
        <location filename="../../ui/common/band_format.cpp" line="+60"/>
        <source>%1 (extrapolated)</source>
        <comment>an uncertainty band outside the calibration</comment>
        <translation>%1（外推）</translation>
    </message>
</context>
<context>
    <name>moe::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/runs/calibrate_dialog.cpp" line="+52"/>
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
        <location line="+40"/>
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
        <location line="+29"/>
        <source> Skipped: %1.</source>
        <translation> 已跳过：%1。</translation>
    </message>
    <message>
        <location line="-20"/>
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
        <location line="+7"/>
        <source> Caution: %n observation(s) for as many fitted constants or fewer, so the fit reproduces the runs by construction and its error after says nothing about other layouts. Attach more runs (other layouts or batch sizes) and check the profile on a run it was not fitted to.</source>
        <translation>
            <numerusform> 注意：观测只有 %n 个，不多于拟合的常数个数，因此拟合按构造就会复现这些运行，拟合后的误差不能说明其他布局的情况。请附加更多运行（其他布局或批次大小），并在未参与拟合的运行上检查该配置文件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location filename="../../ui/compare/compare_model.cpp" line="+87"/>
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
        <location filename="../../ui/compare/compare_panel.cpp" line="+62"/>
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
        <location line="+6"/>
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
        <location line="+11"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+134"/>
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
        <location line="+22"/>
        <source>Rename Pin</source>
        <translation>重命名固定项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+34"/>
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
    <message numerus="yes">
        <location line="+3"/>
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
        <location filename="../../ui/compare/compare_table.cpp" line="+51"/>
        <source>Memory per GPU of the binding (fullest) pipeline stage, estimateMemory</source>
        <translation>约束（最满）流水线阶段的每 GPU 内存，estimateMemory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usable HBM minus the binding stage; negative means it does not fit</source>
        <translation>可用 HBM 减去约束阶段；为负表示放不下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the binding stage fits in usable HBM, estimateMemory</source>
        <translation>约束阶段能否放入可用 HBM，estimateMemory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated training step time, estimateStepTime</source>
        <translation>估算的训练步时，estimateStepTime</translation>
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
        <source>? (does not divide)</source>
        <translation>?（不能整除）</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (no numbers)</source>
        <translation>—（无数值）</translation>
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
        <source> on the common BF16 peak (%1 against %2 of BF16 peak; each MFU above is of its own precision&apos;s peak)</source>
        <translation> 按共同的 BF16 峰值（BF16 峰值的 %1 对 %2；上面每个 MFU 都基于各自精度的峰值）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> · a tie within %1</source>
        <translation> · 在 %1 内持平</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · another batch (GBS %1 × seq %2 vs %3 × %4): compare tokens/s</source>
        <translation> · 不同批次（GBS %1 × seq %2 对 %3 × %4）：请比较 tokens/s</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>invalid recipe: %1: %2</source>
        <translation>无效配方：%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>Tokens/s/GPU</translation>
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
        <location line="+16"/>
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
        <location line="+24"/>
        <source>CUDA_DEVICE_MAX_CONNECTIONS unset</source>
        <translation>已取消设置 CUDA_DEVICE_MAX_CONNECTIONS</translation>
    </message>
</context>
<context>
    <name>moe::ui::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnostics/diagnostics_model.cpp" line="+20"/>
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
    <message>
        <location line="+21"/>
        <source>%1 (+%2 more)</source>
        <translation>%1（另有 %2 个）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+29"/>
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
        <location filename="../../ui/diagnostics/diagnostics_view.cpp" line="+27"/>
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
        <location line="+29"/>
        <source>Apply the selected finding&apos;s one-click fix (undoable)</source>
        <translation>应用所选检查结果的一键修复（可撤销）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Explain the selected finding in Help (F1)</source>
        <translation>在帮助中说明所选检查结果 (F1)</translation>
    </message>
    <message>
        <location line="+55"/>
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
        <location line="+0"/>
        <source>%1 stay inside one %2</source>
        <translation>%1 保持在一个%2之内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every group is a single GPU</source>
        <translation>每个组都只有一个 GPU</translation>
    </message>
</context>
<context>
    <name>moe::ui::EstimatePanel</name>
    <message>
        <location filename="../../ui/estimate/estimate_panel.cpp" line="+72"/>
        <source>Show predicted timeline</source>
        <translation>显示预测时间线</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
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
        <location line="+265"/>
        <source>seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Calibration: built-in (fitted to published runs).</source>
        <translation>校准：内置（拟合自已发布的运行）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration: cluster profile “%1”, fitted to your runs; the band is the built-in model&apos;s on published rows and is not re-measured for it.</source>
        <translation>校准：集群配置文件“%1”，拟合自你的运行；区间是内置模型在已发布数据行上的区间，并未针对它重新测量。</translation>
    </message>
    <message>
        <location line="+57"/>
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
        <location line="+1"/>
        <source>Estimated step %1 %2: m = %3 microbatches of %4 on PP rank %5; %6</source>
        <translation>估算步时 %1 %2：PP rank %5 上 m = %3 个微批次，每个 %4；%6</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <source>; outside the calibration: %1</source>
        <translation>；超出校准范围：%1</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+24"/>
        <source>Wall to attack first: %1 — %2</source>
        <translation>首先要攻克的瓶颈：%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next lever: none of one change. The usual one for this wall, %1, is out here: %2</source>
        <translation>下一个调节手段：没有单项更改可用。针对这一瓶颈的常用手段 %1 在这里不可行：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The best candidate, %1, is %2</source>
        <translation>下一个调节手段：按模型估算，没有任何单项更改能带来收益。最佳候选 %1 为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next lever: none of one change gains by the model&apos;s estimate. The usual one for this wall, %1, is %2</source>
        <translation>下一个调节手段：按模型估算，没有任何单项更改能带来收益。针对这一瓶颈的常用手段 %1 为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../../ui/export/export_dialog.cpp" line="+80"/>
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
        <location line="+17"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+41"/>
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
        <location filename="../../ui/feasibility/feasibility_model.cpp" line="+51"/>
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
        <location filename="../../ui/feasibility/feasibility_panel.cpp" line="+39"/>
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
        <location line="+29"/>
        <source>Feasibility is computed when this panel is shown.</source>
        <translation>可行性在显示此面板时计算。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 at seq %2 on %3 (%4), up to %5 GPUs</source>
        <translation>%1，seq %2，%3（%4），最多 %5 个 GPU</translation>
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
        <source>&lt;b style=&apos;color:#c01c28&apos;&gt;Feasibility cannot be analysed:&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#c01c28&apos;&gt;无法分析可行性：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &lt;b&gt;%2 of %3&lt;/b&gt; GPU counts fit. CP starting point &lt;b&gt;%4&lt;/b&gt; (sequence length / 4096 rounded to a power of two). GBS %5 requested; GA per row = GBS / (MBS · DP).</source>
        <translation>%1：&lt;b&gt;%3 个中的 %2 个&lt;/b&gt; GPU 数量放得下。CP 起点 &lt;b&gt;%4&lt;/b&gt;（序列长度 / 4096，取整到 2 的幂）。请求的 GBS 为 %5；每行 GA = GBS / (MBS · DP)。</translation>
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
        <location line="+4"/>
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
        <location filename="../../ui/grid/folded_grid_labels.cpp" line="+24"/>
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
        <location line="+22"/>
        <source> &lt;span style=&apos;color:#c01c28&apos;&gt;leaves NVLink domain&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#c01c28&apos;&gt;离开 NVLink 域&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;this GPU alone: %1</source>
        <translation>&lt;br&gt;仅此 GPU：%1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/folded_grid_view.cpp" line="+69"/>
        <source>  (zoom&#xa0;%1×:&#xa0;0&#xa0;resets)</source>
        <translation>  （缩放&#xa0;%1×：按&#xa0;0&#xa0;复位）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This layout cannot run: %1</source>
        <translation>此布局无法运行：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This layout cannot run: %1 (and %2 more in the findings)</source>
        <translation>此布局无法运行：%1（检查结果中还有 %2 条）</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>&lt;i&gt;%1 GPUs in this cell (double-click or zoom in for single GPUs); first:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;此格中有 %1 个 GPU（双击或放大可查看单个 GPU）；第一个：&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location filename="../../ui/help/help_window.cpp" line="+37"/>
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
        <location line="+170"/>
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
        <translation>&lt;p&gt;没有与“%1”匹配的主题。请尝试更短的词，或术语表中的术语；术语表目前仍为英文（TP、EP、recompute、dispatcher…）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>moe::ui::ImageExportHandle</name>
    <message>
        <location filename="../../ui/export/image_export.cpp" line="+7"/>
        <source>Export image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 image (*.%2)</source>
        <translation>%1 图像 (*.%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Image of the %1</source>
        <translation>导出%1的图像</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Image</source>
        <translation>导出图像</translation>
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
        <location filename="../../ui/editor/layout_editor.cpp" line="+39"/>
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
        <location line="+6"/>
        <source>⚠ The notes (at the end of this panel) describe an earlier layout and are left out of exports. Check them, then delete their first line.</source>
        <translation>⚠ 备注（在此面板末尾）描述的是之前的布局，不会写入导出文件。请检查后删除其第一行。</translation>
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
        <location line="+398"/>
        <source>even split</source>
        <translation>均匀划分</translation>
    </message>
    <message>
        <location line="-400"/>
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
        <location line="+1"/>
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
        <location line="+99"/>
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
        <location line="+88"/>
        <source>Steps through the %1 sizes that keep both meshes divisible.</source>
        <translation>按能让两个网格都可整除的 %1 大小步进。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.</source>
        <translation>以 %1 个 GPU 为步长：能被 TP·CP·PP、ETP·EP·PP 以及每节点 %2 个 GPU 的整节点整除的数量。</translation>
    </message>
    <message>
        <location line="+68"/>
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
        <location filename="../../ui/editor/layout_editor_notes.cpp" line="+39"/>
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
        <location filename="../../ui/window/main_window.cpp" line="+60"/>
        <source>Recipe files (*.yaml *.yml);;All files (*)</source>
        <translation>配方文件 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Recipe editor</source>
        <translation>配方编辑器</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ready. New here? Help ▸ Getting Started walks through the window.</source>
        <translation>就绪。第一次使用？帮助 ▸ 入门 会带你熟悉窗口。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The recipe has been edited since: these warnings are about the file as imported.</source>
        <translation>此后配方已被编辑：这些警告针对的是导入时的文件。</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+8"/>
        <source>The edit was rejected.</source>
        <translation>该编辑被拒绝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the recipe.</source>
        <translation>无法保存配方。</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+5"/>
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
        <translation>导出图像(&amp;G)…</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+20"/>
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
        <source>%1 is %2, not a recipe. Open it in the Trace dock?</source>
        <translation>%1 是%2，不是配方。是否在“跟踪”停靠窗口中打开？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from the open recipe.</source>
        <translation>%1 是%2，不是配方。是否导入？它未提供的 GPU 和 GPU 数量将沿用当前打开的配方。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Recipe As</source>
        <translation>配方另存为</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)</source>
        <translation>可导入的文件 (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml *.yml);;Hugging Face 配置 (*.json);;Megatron-LM 命令行 (*.sh *.txt);;性能分析跟踪：Kineto JSON、Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_docks.cpp" line="+68"/>
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
        <location line="+48"/>
        <location filename="../../ui/window/main_window_trace.cpp" line="+40"/>
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
        <location filename="../../ui/window/main_window_trace.cpp" line="-11"/>
        <source>Open Trace</source>
        <translation>打开跟踪文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler traces (*.json *.json.gz *.sqlite *.sqlite3);;All files (*)</source>
        <translation>性能分析跟踪文件 (*.json *.json.gz *.sqlite *.sqlite3);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+73"/>
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
        <location line="+5"/>
        <source>Predicted step %1 (closed-form estimate %2)</source>
        <translation>预测步时 %1（解析估算 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../../ui/memory/memory_chart.cpp" line="+48"/>
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
        <location line="+244"/>
        <source>the layout cannot run (%1); fix it first</source>
        <translation>该布局无法运行（%1）；请先修复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layout cannot run (%1, and %2 more); fix them first</source>
        <translation>该布局无法运行（%1，另有 %2 条）；请先修复</translation>
    </message>
    <message>
        <location line="+28"/>
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
        <source>Fits, but closely: binding stage %1 leaves %2 GiB of %3 GiB usable HBM, less than the %4 GiB fragmentation allowance; it may not fit</source>
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
        <location filename="../../ui/window/message_banner.cpp" line="+25"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>moe::ui::ParetoPlot</name>
    <message>
        <location filename="../../ui/search/pareto_plot.cpp" line="+45"/>
        <source>Memory headroom (GiB)</source>
        <translation>内存余量 (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s/GPU</source>
        <translation>Tokens/s/GPU</translation>
    </message>
    <message>
        <location line="+13"/>
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
</context>
<context>
    <name>moe::ui::PredictionTable</name>
    <message>
        <location filename="../../ui/trace/prediction_table.cpp" line="+28"/>
        <location line="+70"/>
        <source>Per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <location line="-70"/>
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
        <location line="+45"/>
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
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>A new language applies at the next start of the studio. Files written for a trainer (recipes, launch scripts, Bridge YAML, CSV, traces) are the same in every language.</source>
        <translation>新的语言在下次启动 Studio 时生效。为训练框架写出的文件（配方、启动脚本、Bridge YAML、CSV、跟踪文件）在任何语言下都完全相同。</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+80"/>
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
        <location filename="../../ui/library/recipe_library_model.cpp" line="+51"/>
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
        <location filename="../../ui/editor/recipe_summary_view.cpp" line="+33"/>
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
        <location line="+1"/>
        <source>, %1 softmax</source>
        <translation>，%1 softmax</translation>
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
        <location line="+42"/>
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
        <location line="+43"/>
        <source>%1 layers%2, hidden %3, vocab %4</source>
        <translation>%1 层%2，隐藏维度 %3，词表 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 MTP</source>
        <translation> + %1 MTP</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <translation>GBS %1，MBS %2，seq %3%4</translation>
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
        <location filename="../../ui/runs/runs_model.cpp" line="+89"/>
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
        <source>training-equivalent</source>
        <translation>与训练等效</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>benchmark-only</source>
        <translation>仅用于基准测试</translation>
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
        <location line="+6"/>
        <source>
Its differences from %1&apos;s prediction would not be errors of the prediction.</source>
        <translation>
它与 %1 预测的差异不会是预测的误差。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+1"/>
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
        <location line="+5"/>
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
        <location filename="../../ui/runs/runs_panel.cpp" line="+14"/>
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
        <location line="+20"/>
        <source>Attach a measured run: its training log with traces, a contract or a Bridge YAML (the current recipe is the run&apos;s recipe unless you pick a recipe file)</source>
        <translation>附加一次实测运行：其训练日志及跟踪文件、测量约定或 Bridge YAML（除非你选择配方文件，否则当前配方即为该运行的配方）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the evidence pack of the selected run (B against A when two are picked)</source>
        <translation>写出所选运行的证据包（选中两个时为 B 对比 A）</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+35"/>
        <source>A/B: baseline A</source>
        <translation>A/B：基线 A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against B</source>
        <translation>对比 B</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+206"/>
        <source>Could not load the run</source>
        <translation>无法加载该运行</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>Could not re-score the runs</source>
        <translation>无法重新评分这些运行</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Predictions use %1.</source>
        <translation>预测使用 %1。</translation>
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
        <location line="+36"/>
        <source>&lt;b&gt;%1 is not a run of %2&lt;/b&gt;, so no prediction error is shown: %3.</source>
        <translation>&lt;b&gt;%1 不是 %2 的运行&lt;/b&gt;，因此不显示预测误差：%3。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attach two runs to compare them.</source>
        <translation>附加两个运行以进行比较。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick two different runs as A (baseline) and B.</source>
        <translation>选择两个不同的运行作为 A（基线）和 B。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Labels: A %1, B %2.</source>
        <translation>标签：A %1，B %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not this recipe&apos;s run (%2).</source>
        <translation>%1 不是此配方的运行（%2）。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+8"/>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/runs/runs_panel_report.cpp" line="+35"/>
        <source>No report written</source>
        <translation>未写出报告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attach a run first.</source>
        <translation>请先附加一个运行。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not write the report</source>
        <translation>无法写出报告</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location filename="../../ui/search/search_constraints_widget.cpp" line="+64"/>
        <source>Allow full recompute</source>
        <translation>允许完整重计算</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dimensions to hold fixed, as key=value separated by commas or spaces.
Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension.</source>
        <translation>要固定的维度，格式为 key=value，以逗号或空格分隔。
键：tp、cp、pp、vpp、ep、etp、mbs；值 ≥ 1。留空 = 搜索所有维度。</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+4"/>
        <source>Fix</source>
        <translation>固定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Max memory</source>
        <translation>最大内存</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <translation>固定 %1</translation>
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
        <location filename="../../ui/search/search_panel.cpp" line="+61"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply Selected Plan</source>
        <translation>应用所选方案</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>GPU count to search layouts for (follows the recipe until you change it)</source>
        <translation>要搜索布局的 GPU 数量（在你更改之前跟随配方）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many of the fastest plans to keep</source>
        <translation>保留多少个最快的方案</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search the layouts of this model, GPU and sequence length on a GPU count.</source>
        <translation>在给定 GPU 数量上搜索此模型、GPU 和序列长度的布局。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top</source>
        <translation>前</translation>
    </message>
    <message>
        <location line="+74"/>
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
        <location line="+11"/>
        <source>Searching %1 at seq %2 on %3 × %4…</source>
        <translation>正在搜索 %1，seq %2，%3 × %4…</translation>
    </message>
    <message>
        <location line="+44"/>
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
        <location line="+18"/>
        <source>%1%6: %2 plans over %3 meshes; %4 configurations (mesh, precision, dispatcher, MBS) have a plan that fits and passes the hard rules, %8 evaluated in full (%5 s); plans that fit only closely rank last. Every plan runs with the recipe&apos;s options: %7.</source>
        <translation>%1%6：%3 个网格上共 %2 个方案；%4 个配置（网格、精度、分发器、MBS）有放得下且通过硬性规则的方案，其中 %8 个经过完整评估（%5 s）；只是勉强放得下的方案排在最后。每个方案都使用配方的选项运行：%7。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, with the recipe&apos;s forced load balancing (benchmark-only figures, as the recipe&apos;s)</source>
        <translation>，并使用配方的强制负载均衡（与配方一样，为仅用于基准测试的数值）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No plan fits.</source>
        <translation>没有放得下的方案。</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+16"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these plans were ranked with the %1 calibration; estimates now use %2. Search again.</source>
        <translation>&lt;b&gt;已过期：&lt;/b&gt;这些方案是用%1校准排序的；估算现在使用 %2。请重新搜索。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Out of date:&lt;/b&gt; these results are for %1, not for the recipe now loaded (%2 at sequence %3, GBS %5 on %4). Search again.</source>
        <translation>&lt;b&gt;已过期：&lt;/b&gt;这些结果针对 %1，而不是当前加载的配方（%2，序列 %3，GBS %5，%4）。请重新搜索。</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+110"/>
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
        <translation>这些结果针对 %1，seq %2，%3；此后配方已更改。请重新搜索。</translation>
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
        <location line="+4"/>
        <source>Applied plan #%1: %2, %3. Edit ▸ Undo restores the previous plan.</source>
        <translation>已应用方案 #%1：%2，%3。编辑 ▸ 撤销 可恢复之前的方案。</translation>
    </message>
</context>
<context>
    <name>moe::ui::SearchResultsModel</name>
    <message>
        <location filename="../../ui/search/search_results_model.cpp" line="+78"/>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tie (%1)</source>
        <translation>持平（%1）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, fits closely</source>
        <translation>%1，勉强放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+46"/>
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
        <translation>对比 #1</translation>
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
        <location filename="../../ui/state/studio_state.cpp" line="+50"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+55"/>
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
        <location line="+50"/>
        <source>%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)</source>
        <translation>%1：是性能分析跟踪文件，不是配方（请用 文件 ▸ 打开跟踪文件… 打开）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line</source>
        <translation>%1：不是配方、Megatron-Bridge YAML、Hugging Face config.json 或 Megatron-LM 命令行</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../../ui/trace/timeline_view.cpp" line="+177"/>
        <source>No trace loaded (File ▸ Open Trace…)</source>
        <translation>未加载跟踪（文件 ▸ 打开跟踪文件…）</translation>
    </message>
    <message>
        <location line="+115"/>
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
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;class: %2&lt;br&gt;%3&lt;br&gt;start: %4&lt;br&gt;duration: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;类别：%2&lt;br&gt;%3&lt;br&gt;开始：%4&lt;br&gt;时长：%5</translation>
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
        <location line="+58"/>
        <source>No trace loaded.</source>
        <translation>未加载跟踪。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Selected window %1 – %2 µs (unions of intervals, never summed durations)</source>
        <translation>选定窗口 %1 – %2 µs（区间并集，绝不是时长之和）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The predicted step, 0 – %1 (host time after the last kernel included; shift-drag or right-drag on the timeline selects a window)</source>
        <translation>预测的步，0 – %1（包含最后一个内核之后的主机时间；在时间线上按住 Shift 拖动或右键拖动可选择窗口）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole trace (shift-drag or right-drag on the timeline selects a window)</source>
        <translation>整个跟踪（在时间线上按住 Shift 拖动或右键拖动可选择窗口）</translation>
    </message>
</context>
<context>
    <name>moe::ui::TraceWorkspace</name>
    <message>
        <location filename="../../ui/trace/trace_workspace.cpp" line="+40"/>
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
        <location line="+23"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HTA-compatible</source>
        <translation>兼容 HTA</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+18"/>
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
        <location line="+22"/>
        <source>Could not import %1; still showing %2.</source>
        <translation>无法导入 %1；仍显示 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+80"/>
        <location line="+45"/>
        <source>%1 files</source>
        <translation>%1 个文件</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Could not import %1.</source>
        <translation>无法导入 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open trace %1</source>
        <translation>无法打开跟踪 %1</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location line="+31"/>
        <location line="+11"/>
        <source>1 rank</source>
        <translation>1 个 rank</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
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
        <location line="+39"/>
        <source>%1: %2 ranks, %3 lanes, %4 events</source>
        <translation>%1：%2 个 rank，%3 条泳道，%4 个事件</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Its measured step is %1 (%4); the estimated step of %2 is %3.</source>
        <translation>其实测步时为 %1（%4）；%2 的估算步时为 %3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>recorded by %1 files</source>
        <translation>由 %1 个文件记录</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+8"/>
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
        <location line="+8"/>
        <source>Trace %1: %2 ranks, %3 lanes</source>
        <translation>跟踪 %1：%2 个 rank，%3 条泳道</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> — studio recipe: %1</source>
        <translation> — Studio 配方：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;Chrome trace JSON for Perfetto (*.json)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf);;用于 Perfetto 的 Chrome 跟踪 JSON (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../../ui/window/ui_language.cpp" line="+28"/>
        <source>System</source>
        <comment>language: follow the system&apos;s locale</comment>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>moe::ui::Wall</name>
    <message>
        <location filename="../../ui/common/panel_format.cpp" line="+146"/>
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
</TS>

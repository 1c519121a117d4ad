#include "ui/help/getting_started.h"

#include <QCoreApplication>

namespace moe::ui {

QString gettingStartedHtml() {
    // One translatable block: the page is read as a whole, and no translation files ship yet.
    return QCoreApplication::translate(
        "GettingStarted",
        "<p>MoE Layout Studio plans how a Mixture-of-Experts model is spread over GPUs for training with "
        "Megatron-Core or Megatron-Bridge: which parallel layout Megatron accepts, whether it fits in memory, "
        "and how fast a step will be.</p>"
        "<h3>The window</h3>"
        "<ul>"
        "<li><b>Layout editor</b> (left): the model, the GPU, the cluster and batch sizes, the parallel sizes "
        "and the training options. Every change is checked at once and can be undone. Press F1 on a field to "
        "read what it means.</li>"
        "<li><b>Folded grids</b> (top): every GPU of the job, once in the attention mesh (TP x CP x DP x PP) and "
        "once in the MoE mesh (ETP x EP x EDP x PP) — see <a href=\"topic:glossary/folding\">Parallel "
        "Folding</a>. Groups that leave an <a href=\"topic:glossary/nvlink_domain\">NVLink domain</a> stand "
        "out. Scroll to zoom, drag to pan.</li>"
        "<li><b>Memory chart</b>: memory per GPU for each pipeline stage, split into weights, gradients, "
        "optimizer state, activations and overheads, against the <a href=\"topic:glossary/usable_hbm\">usable "
        "HBM</a> line. The tallest bar is the <a href=\"topic:glossary/binding_stage\">binding "
        "stage</a>.</li>"
        "<li><b>Findings list</b> (beside the summary, under the memory chart): what Megatron would refuse (errors), what it changes "
        "on its own, and advice. Each finding starts with its title; select one and press F1 for the full "
        "explanation. Double-click a finding with a fix to apply it.</li>"
        "</ul>"
        "<p>The docks at the bottom open from the View menu:</p>"
        "<ul>"
        "<li><b>Estimate</b> (Ctrl+1): step time, model TFLOP/s per GPU and <a "
        "href=\"topic:glossary/mfu\">MFU</a>, with the breakdown by component and the predicted timeline of "
        "one step.</li>"
        "<li><b>Feasibility</b> (Ctrl+2): which GPU counts can hold the model at all, and the smallest plan "
        "that fits.</li>"
        "<li><b>Search</b> (Ctrl+3): the best layouts for a GPU count, ranked by estimated throughput.</li>"
        "<li><b>Trace</b> (Ctrl+4): a measured profiler trace (File ▸ Open Trace…) beside the prediction.</li>"
        "<li><b>Compare</b> (Ctrl+5): pin layouts and see what differs between them.</li>"
        "<li><b>Runs</b> (Ctrl+6): measured runs of your jobs, scored against the estimate.</li>"
        "<li><b>Memory Assumptions</b> (Ctrl+7): the labelled assumptions of the memory estimate (routing "
        "imbalance, dispatcher workspace, fragmentation and more), which you can change.</li>"
        "</ul>"
        "<h3>A two-minute walk</h3>"
        "<ol>"
        "<li>Start from a known layout: File ▸ Open from Library… lists representative layouts and the "
        "Megatron-Bridge performance recipes. Or pick a <b>Model</b> and a <b>GPU</b> at the top of the "
        "editor.</li>"
        "<li>Set the <b>GPUs</b>, <b>Sequence length</b> and <b>Global batch</b> under Cluster and batch.</li>"
        "<li>Choose <a href=\"topic:glossary/tp\">TP</a>, <a href=\"topic:glossary/cp\">CP</a>, <a "
        "href=\"topic:glossary/pp\">PP</a> and <a href=\"topic:glossary/ep\">EP</a> under Parallel folding. "
        "The spin boxes step through sizes that divide the job; DP and EDP follow.</li>"
        "<li>Read the findings list until it says there are no errors. Apply the one-click fixes where "
        "offered.</li>"
        "<li>Check that the memory chart stays under the usable HBM line; if not, the findings name levers "
        "such as <a href=\"topic:glossary/recompute_granularity\">recompute</a>, a smaller micro batch or more "
        "EP or PP.</li>"
        "<li>Open the Estimate dock to compare step time and MFU as you change one size at a time; the "
        "Search dock proposes layouts you may not have tried.</li>"
        "<li>File ▸ Export… writes a <b>Megatron-LM launch script</b> or a <b>Megatron-Bridge YAML</b> "
        "override for the Megatron-Core version you choose. A layout with errors is not exported; one that "
        "does not fit in memory only on request, with a warning in the file.</li>"
        "<li>File ▸ Save keeps the layout as a recipe file you can version and open again.</li>"
        "</ol>");
}

}  // namespace moe::ui

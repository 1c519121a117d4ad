#include "core/report/recipe_report.h"

#include <iomanip>
#include <sstream>

#include "core/common/units.h"
#include "core/flops/flops_count_text.h"
#include "core/layout/pipeline_layout.h"
#include "core/layout/rank_grid.h"
#include "core/memory/memory_model.h"
#include "core/model/parameter_count.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/perf/lever_gain.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_description.h"

namespace moe {
namespace {

std::string billions(int64_t n) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(2) << static_cast<double>(n) / 1e9 << " B";
    return o.str();
}

void modelSection(std::ostringstream& out, const ModelSpec& m) {
    const ParameterCount c = countParameters(m);
    out << "Model     " << m.name << ": " << billions(c.total) << " total, " << billions(c.active_token) << " active; h "
        << m.hidden_size << ", " << m.num_layers << " layers (" << m.moeLayerCount() << " MoE)";
    if (m.mtp_layers) out << " + " << m.mtp_layers << " MTP";
    out << "\n          ";
    if (m.linear_attention) out << "hybrid Gated DeltaNet (every " << m.linear_attention->linear_attention_freq << "th layer full), ";
    if (m.attention == AttentionKind::MLA) out << "MLA " << m.num_attention_heads << " heads";
    else out << "GQA " << m.num_attention_heads << "/" << m.num_query_groups << " heads, d " << m.kv_channels;
    if (m.sliding_window.window > 0) {
        out << ", SWA " << m.sliding_window.window;
        if (m.sliding_window.skip_freq > 0) out << " (1 in " << m.sliding_window.skip_freq << " layers full)";
    }
    if (m.softmax != SoftmaxKind::Vanilla) out << ", " << toString(m.softmax) << " softmax";
    if (m.isMoe()) out << "; " << m.moe.num_experts << " experts, top-" << m.moe.top_k << ", f_e " << m.moe.ffn_hidden_size;
    out << "\n";
}

void layoutSection(std::ostringstream& out, const Recipe& r) {
    const Layout& l = r.layout;
    out << "Layout    " << l.world_size << " GPUs: TP" << l.tp << " CP" << l.cp << " PP" << l.pp;
    if (l.vpp > 1) out << " VPP" << l.vpp;
    out << " -> DP" << l.dp() << " | ETP" << l.etpOrTp() << (l.etp ? "" : " (unset = TP)") << " EP" << l.ep
        << " -> EDP" << l.edp() << (l.sequence_parallel ? " | SP" : "") << "\n";
    out << "Batch     seq " << l.seq_length << ", MBS " << l.micro_batch_size << ", GBS " << l.global_batch_size;
    if (const int64_t m = l.microbatchesPerStep()) out << " -> " << m << " microbatches per step";
    if (l.cp > 0) out << "; " << l.seq_length / l.cp << " tokens per CP shard";
    out << "\n";
    out << "Options   " << toString(r.options.precision) << ", dispatcher " << toString(r.options.dispatcher)
        << ", recompute " << toString(r.options.recompute.granularity);
    if (!r.options.recompute.modules.empty()) {
        out << " [";
        for (size_t i = 0; i < r.options.recompute.modules.size(); ++i)
            out << (i ? ", " : "") << toString(r.options.recompute.modules[i]);
        out << "]";
    }
    if (r.options.optimizer.cpu_offload) out << ", optimizer offload " << r.options.optimizer.offload_fraction;
    if (r.options.cuda_graphs.impl != CudaGraphImpl::None) out << ", graphs " << toString(r.options.cuda_graphs.impl);
    out << (r.options.isBenchmarkOnly() ? "\n          label: benchmark-only" : "\n          label: training-equivalent") << "\n";
}

void placementSection(std::ostringstream& out, const Recipe& r) {
    auto placement = placeLayers(r.model, r.layout);
    if (!placement) return;  // the validation section says why
    out << "Stages    decoder layers per PP rank:";
    for (int p = 0; p < placement->pp; ++p) {
        out << " " << placement->decoderLayersOn(p);
        for (const VirtualStage* s : placement->chunksOf(p)) {
            if (s->has_embedding) out << "+E";
            if (!s->mtp_layers.empty()) out << "+" << s->mtp_layers.size() << "MTP";
            if (s->has_loss) out << "+L";
        }
    }
    out << "\n";
}

void domainSection(std::ostringstream& out, const Recipe& r) {
    auto grid = RankGrid::create(r.layout, r.hardware.nvlink_domain_size, r.hardware.gpus_per_node);
    if (!grid) return;
    out << "NVLink    domains of " << r.hardware.nvlink_domain_size << "; groups leaving them:";
    bool any = false;
    for (const auto& c : grid->domainCrossings()) {
        if (c.groups_crossing == 0) continue;
        out << " " << toString(c.kind) << " " << c.groups_crossing << "/" << c.groups_total;
        any = true;
    }
    out << (any ? "" : " none") << "\n";
}

void memoryAndEstimateSection(std::ostringstream& out, const Recipe& r) {
    out << std::fixed << std::setprecision(1);
    const auto m = estimateMemory(r);  // once: the memory line, the estimate and the lever share it
    if (m) {
        out << "Memory    binding stage " << m->binding_stage << ": " << static_cast<double>(m->binding().totalBytes()) / kGiB
            << " of " << static_cast<double>(m->hbm_bytes) / kGiB << " GiB usable -> "
            << (m->fits ? "fits" : "does NOT fit") << " (moe-plan memory for every byte)\n";
    }
    if (auto e = m ? estimateStepTime(r, builtinCalibration(), *m) : Result<StepEstimate>(m.error())) {
        // The figures carry only the digits the estimate's uncertainty band supports.
        const Uncertainty band = estimateUncertainty(r);
        const double w = band.known() ? band.halfWidth() : 0.0;
        // Model TFLOP/s and MFU name their FLOPs count, with another count's figure where it differs.
        const std::vector<FlopsCountFigure> others = otherFlopsCounts(r.model, r.layout.seq_length);
        const auto toBand = [w](double v) { return formatToBand(v, w); };
        out << "Estimate  step " << formatToBand(e->step_time_s, w) << " s " << band.text() << ", "
            << formatToBand(e->tokens_per_s_per_gpu, w) << " tokens/s/GPU, " << formatToBand(e->model_tflops_per_gpu, w)
            << " model TFLOP/s/GPU, MFU " << formatToBand(e->mfu, w) << " ("
            << flopsCountNote(e->model_tflops_per_gpu, others, toBand);
        for (const FlopsCountFigure& f : others) out << ", MFU " << formatToBand(e->mfu * f.ratio, w);
        // The next lever as the CLI and the studio name it: the single change with the largest estimated gain.
        std::string lever = e->next_lever;
        if (m) {
            const LeverGain g = nextLeverGain(r, builtinCalibration(), *m, *e);
            lever = g.no_gain ? nextLeverSentence(g) : g.lever + (g.evaluated ? " (" + g.text + ")" : std::string());
        }
        out << "); wall: " << toString(e->dominant_wall) << "; next lever: " << lever << "\n";
        out << "          " << flopsCountSentence(r.model, r.layout.seq_length) << "\n";
        if (band.known()) out << "          uncertainty " << band.description() << "\n";
    }
    out.unsetf(std::ios::floatfield);
}

}  // namespace

std::string formatRecipeReport(const Recipe& r, const std::vector<Diagnostic>& diagnostics) {
    std::ostringstream out;
    out << "Recipe    " << r.name << "\n";
    out << "          " << describeRecipe(r) << "\n";
    modelSection(out, r.model);
    out << "Hardware  " << r.hardware.name << ": " << r.hardware.usable_gib << " GiB usable, " << r.hardware.bf16_tflops
        << " BF16 TFLOP/s, NVLink domain " << r.hardware.nvlink_domain_size << "\n";
    layoutSection(out, r);
    placementSection(out, r);
    domainSection(out, r);
    memoryAndEstimateSection(out, r);
    const DiagnosticCounts counts = countDiagnostics(diagnostics);
    out << "\nValidation: " << counts.errors << " error(s), " << counts.warnings << " warning(s)\n";
    for (const auto& d : diagnostics) {
        out << "  " << severityName(d.severity) << " [" << d.rule << "] " << d.message << "\n";
        if (!d.suggestion.empty()) out << "      fix: " << d.suggestion << "\n";
    }
    return out.str();
}

}  // namespace moe

#include "core/perf/calibration_breakdown.h"

#include <cstdio>
#include <sstream>

namespace moe {

StepShares stepShares(const StepBreakdown& b) {
    StepShares s;
    const double total = b.total();
    if (!(total > 0)) return s;
    s.gemm = b.gemm_s / total;
    s.attention = b.attention_s / total;
    s.hbm = b.hbm_s / total;
    s.tp = b.tp_comm_s / total;
    s.cp = b.cp_comm_s / total;
    s.ep = b.ep_comm_s / total;
    s.pp = b.pp_comm_s / total;
    s.dp = b.dp_comm_s / total;
    s.host = b.host_s / total;
    s.bubble = b.bubble_s / total;
    // Built from the components, not as 1 − the others, so a share the split misses shows up as a
    // sum that is not 1 (the tests check it).
    const double unsplitCompute = b.compute_s - b.gemm_s - b.attention_s - b.hbm_s;
    s.rest = (b.optimizer_s + b.offload_s + b.fixed_s + unsplitCompute) / total;
    return s;
}

Result<RowBreakdown> breakdownRow(const FitCase& row, const Calibration& cal) {
    auto e = row.predict(cal);
    if (!e) return e.error();
    RowBreakdown r;
    r.run = row.run;
    r.known_regression = isFootnotedRegression(row.run);
    r.layout = describeModelledLayout(row.recipe);
    r.precision = toString(row.recipe.options.precision);
    r.predicted_tokens_per_s_per_gpu = e->tokens_per_s_per_gpu;
    r.error = (e->tokens_per_s_per_gpu - row.published) / row.published;
    r.step_time_s = e->step_time_s;
    r.shares = stepShares(e->breakdown);
    r.efficiency = e->efficiency;
    r.wall = toString(e->dominant_wall);
    return r;
}

CalibrationBreakdown calibrationBreakdown(const std::vector<PublishedRun>& runs, const Calibration& cal, KnobEra era) {
    CalibrationBreakdown out;
    auto unmodelled = [&](const PublishedRun& run, const std::string& reason) {
        out.unmodelled.push_back(run.model + " on " + run.system + " (" + run.container + "): " + reason);
    };
    for (const PublishedRun& run : runs) {
        auto recipe = recipeForRun(run, era);
        if (!recipe) {
            unmodelled(run, recipe.error().reason);
            continue;
        }
        auto row = breakdownRow(FitCase(std::move(*recipe), run), cal);
        if (!row) {
            unmodelled(run, row.error().toString());
            continue;
        }
        out.rows.push_back(std::move(*row));
    }
    for (const FitCase& seed : seedFigureCases()) {
        auto row = breakdownRow(seed, cal);
        if (!row) {
            unmodelled(seed.run, row.error().toString());
            continue;
        }
        row->controlled_run = true;
        out.rows.push_back(std::move(*row));
    }
    return out;
}

std::string calibrationBreakdownMarkdown(const CalibrationBreakdown& bd) {
    std::ostringstream o;
    char buf[256];
    o << "| # | Model | System | Container | GPUs | Precision | Layout (modelled knobs) | Published tok/s/GPU | Predicted tok/s/GPU | Error % "
         "| GEMM | Attn | HBM | TP | CP | EP | PP | DP | Host | Bubble | Rest | Grouped GEMM | Dense GEMM | Attn fwd | Attn bwd | Wall |\n";
    o << "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    int i = 0;
    for (const RowBreakdown& r : bd.rows) {
        ++i;
        o << "| " << i << " | " << r.run.model << " | " << r.run.system << " | " << r.run.container << " | " << r.run.gpus << " | " << r.precision << " | " << r.layout
          << " | ";
        std::snprintf(buf, sizeof buf, "%.0f | %.0f | %+.1f", r.run.tokens_per_s_per_gpu, r.predicted_tokens_per_s_per_gpu, 100.0 * r.error);
        o << buf << (r.known_regression ? " (footnoted regression)" : "") << " |";
        const StepShares& s = r.shares;
        for (double share : {s.gemm, s.attention, s.hbm, s.tp, s.cp, s.ep, s.pp, s.dp, s.host, s.bubble, s.rest}) {
            std::snprintf(buf, sizeof buf, " %.1f |", 100.0 * share);
            o << buf;
        }
        const ComputeEfficiency& e = r.efficiency;
        for (double eff : {e.groupedVsPeak(), e.denseVsPeak(), e.attention_fwd, e.attention_bwd}) {
            std::snprintf(buf, sizeof buf, " %.1f |", 100.0 * eff);
            o << buf;
        }
        o << " " << r.wall << " |\n";
    }
    o << "\nGEMM … Rest: % of the predicted step time on the slowest pipeline rank (GEMMs, attention kernels and HBM-bound "
         "kernels with recompute; exposed TP, CP, EP, PP and DP communication; host overhead; pipeline bubble; the rest is "
         "the optimizer step, optimizer offload and the fixed per-step overhead). Grouped GEMM, Dense GEMM: effective "
         "efficiency in % of the precision's datasheet peak; Attn fwd, Attn bwd: in % of the BF16 peak. Rows in container "
         "controlled-run are the controlled 16×H100 A/B figures the fit also uses.\n";
    o << "\nNot modelled:\n";
    if (bd.unmodelled.empty()) o << "- none\n";
    for (const auto& u : bd.unmodelled) o << "- " << u << "\n";
    return o.str();
}

}  // namespace moe

#include "core/evidence/predicted_vs_measured.h"

#include <cmath>
#include <utility>

#include "core/common/text.h"
#include "core/common/units.h"
#include "core/memory/fit_verdict.h"
#include "core/rules/validator.h"
#include "core/schedule/prediction_comparison.h"

namespace moe::evidence {

std::optional<double> ComponentError::error() const {
    if (!measured) return std::nullopt;
    return predicted - *measured;
}

std::optional<double> ComponentError::errorPct() const {
    if (!measured || *measured == 0) return std::nullopt;
    return 100.0 * (predicted - *measured) / *measured;
}

const ComponentError* PredictedVsMeasured::row(const std::string& component) const {
    for (const ComponentError& r : rows)
        if (r.component == component) return &r;
    return nullptr;
}

std::optional<bool> ComponentError::insideBand(const Uncertainty& band) const {
    if (banded == Banded::No || !measured || !band.known() || predicted <= 0 || *measured <= 0) return std::nullopt;
    // The error as printed beside it, (predicted − measured) / measured, for time and throughput
    // alike: a throughput row read "+11.3 %, inside ±11 %" when judged as measured / predicted − 1
    // (review 22). Against the symmetric ±halfWidth every view prints ("±11 %"), not the
    // asymmetric edges: a -9.8 % error beside "±11 %" called "outside" read as untrue.
    const double r = predicted / *measured - 1.0;
    return std::abs(r) <= band.halfWidth();
}

Result<PredictedVsMeasured> predictedVsMeasured(const Recipe& recipe, const Calibration& calibration,
                                                const logs::WindowEvidence* window, const TraceSummary* trace) {
    auto estimate = estimateStepTime(recipe, calibration);
    if (!estimate) return estimate.error();
    PredictedVsMeasured out;
    out.estimate = *estimate;
    out.band = estimateUncertainty(recipe);
    const StepEstimate& e = out.estimate;

    const std::string win = window ? "log window " + std::to_string(window->from) + "-" + std::to_string(window->to)
                                   : std::string("no training log attached");
    auto fromWindow = [&](const char* id, const char* label, double predicted, std::optional<double> measured) {
        out.rows.push_back(ComponentError{id, label, predicted, window ? measured : std::nullopt, win});
    };
    fromWindow("step_time_ms", "step time (ms)", e.step_time_s * 1e3,
               window ? std::optional(window->step_time_ms_mean) : std::nullopt);
    out.rows.back().banded = ComponentError::Banded::Time;
    fromWindow("tflops_per_gpu", "model TFLOP/s/GPU", e.model_tflops_per_gpu,
               window ? window->tflops_per_gpu_mean : std::nullopt);
    out.rows.back().banded = ComponentError::Banded::Throughput;
    fromWindow("tokens_per_sec_per_gpu", "tokens/s/GPU", e.tokens_per_s_per_gpu,
               window ? window->tokens_per_sec_per_gpu : std::nullopt);
    out.rows.back().banded = ComponentError::Banded::Throughput;
    fromWindow("peak_memory_gib", "peak memory, binding stage vs max allocated (GiB)", e.binding_stage_gib,
               window && window->peak_max_allocated_bytes ? std::optional(*window->peak_max_allocated_bytes / kGiB)
                                                          : std::nullopt);
    if (window && !window->peak_max_allocated_bytes) out.rows.back().measured_source = "the log has no memory line";

    // Per-window trace components against the breakdown of one step.
    const StepBreakdown& b = e.breakdown;
    const std::string ts = trace ? "trace, " + std::to_string(trace->windows) +
                                       (trace->step_aligned ? " step windows" : " device windows (not step-aligned)")
                                 : std::string("no trace attached");
    auto fromTrace = [&](const char* id, const char* label, double predicted, double measured) {
        out.rows.push_back(ComponentError{id, label, predicted, trace ? std::optional(measured) : std::nullopt, ts});
    };
    fromTrace("compute_ms", "GPU compute per step (ms)", b.compute_s * 1e3, trace ? trace->compute_ms : 0);
    fromTrace("exposed_comm_ms", "exposed communication per step (ms)", b.exposedCommS() * 1e3,
              trace ? trace->exposed_comm_ms : 0);
    fromTrace("idle_ms", "GPU idle per step vs bubble + host (ms)", (b.bubble_s + b.host_s) * 1e3,
              trace ? trace->idle_ms : 0);

    if (trace && !trace->step_aligned)
        out.warnings.push_back(
            "the trace has no ProfilerStep windows: its per-window figures are whole-trace device windows, not steps");
    if (trace)
        out.warnings.push_back(
            "trace windows are profiled steps; the step time is taken from the unprofiled log window");
    if (window && window->tflops_source == logs::TflopsSource::Recomputed)
        out.warnings.push_back("measured TFLOP/s/GPU recomputed from the recipe's FLOPs (the log has no throughput)");
    return out;
}

namespace {

// The TFLOP/s/GPU row in the log's FLOPs count: a Megatron-LM log of GPT-OSS prints ~17 % under the
// studio's Bridge count for the same step, which read as a +25 % prediction error (user review).
void compareInLogsCount(PredictedVsMeasured& p, const LogFlopsCount& counted) {
    if (counted.counts_agree) return;
    p.tflops_count = counted.comparedIn();
    p.tflops_note = counted.comparisonNote();
    for (ComponentError& row : p.rows) {
        if (row.component != "tflops_per_gpu") continue;
        row.predicted *= counted.ratioToStudio();
        const std::string label(flopsCountInfo(p.tflops_count).label);
        row.label += counted.otherThanStudio()  ? " (" + label + ", the log's)"
                     : counted.matchesNeither() ? " (" + label + "; the log's matches neither count)"
                                                : " (" + label + ", the log's too)";
        if (row.measured) row.measured_source += ", " + counted.countWords();
    }
}

// The prediction alone: a run that is not the recipe's job has no measured figures to hold it against.
PredictedVsMeasured notCompared(PredictedVsMeasured p, PredictedVsMeasured::NotCompared reason, Message why,
                                const std::string& source) {
    p.compared = false;
    p.why_not_compared = reason;
    p.not_compared = why.english();
    p.not_compared_text = std::move(why);
    p.warnings.clear();
    for (ComponentError& row : p.rows) {
        row.measured.reset();
        row.measured_source = source;
    }
    return p;
}

}  // namespace

Result<PredictedVsMeasured> predictRun(const RunEvidence& run, const Calibration& calibration) {
    if (!run.recipe)
        return Error{run.log_origin,
                     0,
                     0,
                     {},
                     message("log_errors", MOE_TR("log_errors", "no recipe attached to the run: nothing to predict"))};
    // An impossible layout has no step to predict (review 20 read "+13653 %" for TP 512 on 128
    // heads while the Estimate dock said "no estimate").
    for (const Diagnostic& d : validateRecipe(*run.recipe))
        if (d.severity == Severity::Error && isLayoutRule(d.rule))
            return Error{
                run.recipe_origin, 0, 0, d.fields.empty() ? std::string() : d.fields.front(),
                message("log_errors", MOE_TR("log_errors", "the recipe cannot run as it is (%1): no prediction"),
                        d.message_text.empty() ? textArg(d.message) : messageArg(d.message_text))};
    if (!run.matchesRecipe()) {
        // Another job than the recipe: predicted − measured would compare two different jobs.
        auto p = predictedVsMeasured(*run.recipe, calibration, nullptr, nullptr);
        if (!p) return p;
        // Files of two jobs are no run of any recipe either: the verdict names which it is.
        return notCompared(std::move(*p), PredictedVsMeasured::NotCompared::OtherJob, run.verdict.headlineText(),
                           run.verdict.isOneJob() ? "not compared: not this recipe's run"
                                                  : "not compared: the run's files are not one job's");
    }
    const TraceSummary merged = run.traces.empty() ? TraceSummary{} : mergeSummaries(run.traces);
    auto p = predictedVsMeasured(*run.recipe, calibration, run.window ? &*run.window : nullptr,
                                 run.traces.empty() ? nullptr : &merged);
    if (!p) return p;
    // A recipe the memory model says cannot run (beyond its own fragmentation allowance) has no
    // step to compare: either the run trained with something the recipe does not say (recompute,
    // offload) or the memory model is wrong, and a prediction error would hide both (review: a
    // 94 GiB layout on an 80 GB part was scored "−28 %").
    if (p->estimate.memory_fit == MemoryFit::DoesNotFit) {
        const double usable = p->estimate.binding_stage_gib + p->estimate.memory_headroom_gib;
        return notCompared(
            std::move(*p), PredictedVsMeasured::NotCompared::RecipeDoesNotFit,
            message("evidence",
                    MOE_TR("evidence",
                           "the recipe does not fit in memory by the studio's model (binding stage %1 GiB of %2 GiB "
                           "usable): the run cannot have trained as the recipe says, so the recipe or the memory model "
                           "is wrong; set the recipe to what the run used"),
                    realArg(p->estimate.binding_stage_gib, 1), realArg(usable, 1)),
            "not compared: the recipe does not fit in memory");
    }
    // The step more than 3x off the prediction is the trace dock's "not this recipe's run" too
    // (review 20: the Trace dock said so of a 12x gap while the Runs dock scored a 9x one as an error).
    const ComponentError* step = p->row("step_time_ms");
    if (step && step->measured) {
        if (const auto reason = schedule::notThisRecipesRun(step->predicted, *step->measured)) {
            // notThisRecipesRun's sentence, as a message: the factor as it rounds it.
            const double ratio = step->predicted / *step->measured;
            const MessageArg factor = integerArg(static_cast<int64_t>(std::lround(ratio < 1 ? 1 / ratio : ratio)));
            Message why =
                ratio > 1
                    ? message(
                          "evidence",
                          MOE_TR("evidence",
                                 "probably not this recipe's run: the predicted step is %1x longer than the measured "
                                 "one: probably not a run of this recipe (another model, layout or batch)"),
                          factor)
                    : message(
                          "evidence",
                          MOE_TR("evidence",
                                 "probably not this recipe's run: the predicted step is %1x shorter than the measured "
                                 "one: probably not a run of this recipe (another model, layout or batch)"),
                          factor);
            // Should the schedule's wording change, the English stays its own.
            if (why.english() != "probably not this recipe's run: " + *reason)
                why = Message{"evidence", "%1", {codeArg("probably not this recipe's run: " + *reason)}};
            return notCompared(std::move(*p), PredictedVsMeasured::NotCompared::FarFromPrediction, std::move(why),
                               "not compared: probably not this recipe's run");
        }
    }
    if (run.log_flops) compareInLogsCount(*p, *run.log_flops);
    return p;
}

}  // namespace moe::evidence

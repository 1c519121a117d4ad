#include "core/schedule/prediction_comparison.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "core/schedule/predicted_trace.h"
#include "core/trace/interval_metrics.h"

namespace moe::schedule {
namespace {

constexpr double kMsPerNs = 1e-6;

// Complete step windows, else the device's whole activity (as the evidence summary measures).
std::vector<trace::Interval> windowsOf(const trace::Trace& t, const trace::RankTrace& rank, int32_t device,
                                       bool* fromSteps = nullptr) {
    std::vector<trace::Interval> out = trace::completeStepWindows(t, rank, device);
    std::erase_if(out, [](const trace::Interval& w) { return w.end <= w.start; });
    if (fromSteps) *fromSteps = !out.empty();
    if (!out.empty()) return out;
    int64_t first = std::numeric_limits<int64_t>::max(), last = std::numeric_limits<int64_t>::min();
    for (const trace::Event& e : rank.events) {
        if (!trace::isGpuActivity(e.kind) || e.device != device) continue;
        first = std::min(first, e.start_ns);
        last = std::max(last, e.end_ns);
    }
    if (last > first) out.push_back({first, last});
    return out;
}

int64_t clippedUnion(std::vector<trace::Interval> v, const trace::Interval& w) {
    for (auto& i : v) {
        i.start = std::max(i.start, w.start);
        i.end = std::min(i.end, w.end);
        if (i.end < i.start) i.end = i.start;
    }
    return trace::totalLength(trace::mergeIntervals(std::move(v)));
}

}  // namespace

std::optional<std::string> notThisRecipesRun(double predicted_step_ms, double measured_step_ms) {
    if (!(predicted_step_ms > 0) || !(measured_step_ms > 0)) return std::nullopt;
    const double ratio = predicted_step_ms / measured_step_ms;
    // A 3x factor is far outside the model's cross-validated error (docs/uncertainty.md), so such a
    // trace is another model, layout or batch, and its differences say nothing about the prediction.
    if (ratio <= 3.0 && ratio >= 1.0 / 3.0) return std::nullopt;
    return "the predicted step is " + std::to_string(static_cast<int64_t>(std::lround(ratio < 1 ? 1 / ratio : ratio))) +
           "x " + (ratio > 1 ? "longer" : "shorter") +
           " than the measured one: probably not a run of this recipe (another model, layout or batch)";
}

RoleTimes roleTimesPerStep(const trace::Trace& t, const trace::PassDirections* directions) {
    RoleTimes out;
    std::vector<double> sums(trace::kKernelRoleCount, 0.0);
    double stepSum = 0, busySum = 0;
    std::array<double, 3> dirSums{};  // forward, backward, unknown compute
    // Role of each name once, not per event.
    std::vector<trace::KernelRole> byName(t.names.size(), trace::KernelRole::OtherCompute);
    for (size_t i = 0; i < t.names.size(); ++i) byName[i] = trace::kernelRoleOfName(t.names[i]);
    for (size_t rankIndex = 0; rankIndex < t.ranks.size(); ++rankIndex) {
        const trace::RankTrace& rank = t.ranks[rankIndex];
        const std::vector<trace::PassDirection>* dirs = directions ? &directions->of_event[rankIndex] : nullptr;
        for (int32_t device : rank.devices) {
            std::vector<std::vector<trace::Interval>> perRole(trace::kKernelRoleCount);
            std::array<std::vector<trace::Interval>, 3> perDir;
            std::vector<trace::Interval> all;
            for (size_t i = 0; i < rank.events.size(); ++i) {
                const trace::Event& e = rank.events[i];
                if (!trace::isGpuActivity(e.kind) || e.device != device) continue;
                const trace::KernelRole role = e.kind == trace::EventKind::Kernel ? byName[e.name] : trace::KernelRole::Memory;
                perRole[static_cast<size_t>(role)].push_back({e.start_ns, e.end_ns});
                all.push_back({e.start_ns, e.end_ns});
                const bool compute = role != trace::KernelRole::Memory && role != trace::KernelRole::Optimizer && !trace::isCommunicationRole(role);
                // Compute launched by the optimizer step belongs to neither pass.
                if (dirs && compute && (*dirs)[i] != trace::PassDirection::Optimizer) {
                    const trace::PassDirection d = (*dirs)[i];
                    const size_t slot = d == trace::PassDirection::Forward ? 0 : d == trace::PassDirection::Backward ? 1 : 2;
                    perDir[slot].push_back({e.start_ns, e.end_ns});
                }
            }
            bool fromSteps = false;
            const std::vector<trace::Interval> windows = windowsOf(t, rank, device, &fromSteps);
            double deviceSum = 0;
            for (const trace::Interval& w : windows) deviceSum += static_cast<double>(w.end - w.start) * kMsPerNs;
            if (!windows.empty()) {
                ++out.ranks_measured;
                out.profiler_step_windows = out.profiler_step_windows || fromSteps;
                const double mean = deviceSum / static_cast<double>(windows.size());
                if (mean > out.slowest_step_ms) {
                    out.slowest_step_ms = mean;
                    out.slowest_rank = rank.rank;
                }
            }
            for (const trace::Interval& w : windows) {
                for (int r = 0; r < trace::kKernelRoleCount; ++r)
                    sums[static_cast<size_t>(r)] += static_cast<double>(clippedUnion(perRole[static_cast<size_t>(r)], w)) * kMsPerNs;
                for (size_t d = 0; d < perDir.size(); ++d) dirSums[d] += static_cast<double>(clippedUnion(perDir[d], w)) * kMsPerNs;
                stepSum += static_cast<double>(w.end - w.start) * kMsPerNs;
                busySum += static_cast<double>(clippedUnion(all, w)) * kMsPerNs;
                ++out.windows;
            }
        }
    }
    if (out.windows == 0) return out;
    const double n = static_cast<double>(out.windows);
    for (int r = 0; r < trace::kKernelRoleCount; ++r) out.ms[static_cast<size_t>(r)] = sums[static_cast<size_t>(r)] / n;
    out.step_ms = stepSum / n;
    out.busy_ms = busySum / n;
    out.forward_ms = dirSums[0] / n;
    out.backward_ms = dirSums[1] / n;
    out.undirected_ms = dirSums[2] / n;
    return out;
}

Result<PredictionComparison> comparePrediction(const Simulation& sim, const trace::Trace& predicted, const trace::Trace& measured) {
    const RoleTimes p = roleTimesPerStep(predicted);
    const trace::PassDirections directions = trace::classifyPassDirections(measured);
    const RoleTimes m = roleTimesPerStep(measured, &directions);
    if (m.windows == 0) return Error{measured.path, 0, 0, {}, "the trace has no GPU activity to compare with"};
    PredictionComparison c;
    c.predicted_step_ms = sim.step_time_s * 1e3;
    c.measured_step_ms = m.slowest_step_ms;
    const std::string windows =
        m.profiler_step_windows ? "ProfilerStep windows" : "whole GPU activity (no ProfilerStep range)";
    c.measured_step_definition = m.ranks_measured > 1
                                     ? "the slowest of " + std::to_string(m.ranks_measured) + " ranks (rank " +
                                           std::to_string(m.slowest_rank) + "), mean of its " + windows
                                     : "one rank, mean of its " + windows;
    c.measured_windows = m.windows;
    for (int r = 0; r < trace::kKernelRoleCount; ++r) {
        const auto role = static_cast<trace::KernelRole>(r);
        ComparisonRow row{trace::kernelRoleName(role), trace::kernelRoleLabel(role), p.ms[static_cast<size_t>(r)], m.ms[static_cast<size_t>(r)],
                          "union of the role's kernels per step window"};
        c.roles.push_back(row);
    }
    std::stable_sort(c.roles.begin(), c.roles.end(),
                     [](const ComparisonRow& a, const ComparisonRow& b) { return std::fabs(a.difference()) > std::fabs(b.difference()); });
    // Phases: the simulator knows them. A kernel trace tells the optimizer kernels and the idle
    // time (bubble, host gaps and waits); forward and backward only where the CPU side says which
    // pass launched each kernel (pass_direction).
    double fwd = 0, bwd = 0, bubble = 0, host = 0, opt = 0;
    for (const RankTimeline& t : sim.ranks) {
        fwd += t.forward_s;
        bwd += t.backward_s;
        bubble += t.bubble_s;
        host += t.host_s;
        opt += t.optimizer_s;
    }
    const double ranks = std::max<size_t>(1, sim.ranks.size());
    std::optional<double> measuredFwd, measuredBwd;
    std::string phaseNote = "not measured: " + directions.how;
    if (directions.source != trace::DirectionSource::None) {
        measuredFwd = m.forward_ms;
        measuredBwd = m.backward_ms;
        phaseNote = "union of compute kernels per step window; " + directions.how;
        const double directed = m.forward_ms + m.backward_ms + m.undirected_ms;
        if (m.undirected_ms > 0 && directed > 0)
            phaseNote += "; " + std::to_string(static_cast<int>(std::lround(100.0 * m.undirected_ms / directed))) +
                         " % of compute kernel time has no direction";
    }
    c.phases.push_back({"forward", "forward compute", fwd / ranks * 1e3, measuredFwd, phaseNote});
    c.phases.push_back({"backward", "backward compute (recompute included)", bwd / ranks * 1e3, measuredBwd, phaseNote});
    c.phases.push_back({"idle", "bubble and host gaps (predicted) / GPU idle (measured)", (bubble + host) / ranks * 1e3, m.step_ms - m.busy_ms,
                        "step window minus the union of all GPU activity"});
    c.phases.push_back({"optimizer", "optimizer step", opt / ranks * 1e3, m.ms[static_cast<size_t>(trace::KernelRole::Optimizer)],
                        "union of optimizer kernels (multi_tensor_apply, adam)"});
    c.not_this_recipe = notThisRecipesRun(c.predicted_step_ms, c.measured_step_ms);
    if (measured.ranks.size() != predicted.ranks.size()) {
        Message note =
            message("schedule",
                    MOE_TR("schedule",
                           "the measured trace has %1 rank(s), the prediction %2 pipeline rank(s); figures are "
                           "averages per device"),
                    integerArg(static_cast<int64_t>(measured.ranks.size())),
                    integerArg(static_cast<int64_t>(predicted.ranks.size())));
        c.warnings.push_back(note.english());
        c.warning_texts.push_back(std::move(note));
    }
    return c;
}

trace::Trace mergePredictedAndMeasured(const trace::Trace& predicted, const trace::Trace& measured) {
    trace::Trace out;
    out.path = predicted.path;
    out.format = std::string(kPredictedFormat) + "+" + measured.format;
    trace::NameTable names;
    auto copyRanks = [&](const trace::Trace& src, int64_t shift, const std::string& source) {
        for (const trace::RankTrace& r : src.ranks) {
            trace::RankTrace copy = r;
            copy.rank_source = source.empty() ? r.rank_source : source;
            for (trace::Event& e : copy.events) {
                e.name = names.intern(src.names[e.name]);
                e.start_ns -= shift;
                e.end_ns -= shift;
                if (e.launch_ns != trace::kNoTime) e.launch_ns -= shift;
            }
            for (trace::CpuRange& c : copy.backward_ops) {
                c.start_ns -= shift;
                c.end_ns -= shift;
            }
            out.ranks.push_back(std::move(copy));
        }
    };
    copyRanks(predicted, 0, "");
    // Align the measured trace's first step window (or first GPU activity) with the prediction's 0.
    int64_t start = std::numeric_limits<int64_t>::max();
    for (const trace::RankTrace& r : measured.ranks)
        for (int32_t d : r.devices) {
            const auto w = windowsOf(measured, r, d);
            if (!w.empty()) start = std::min(start, w.front().start);
        }
    copyRanks(measured, start == std::numeric_limits<int64_t>::max() ? 0 : start, "measured: " + measured.path);
    out.names = names.release();
    out.counts = predicted.counts;
    return out;
}

}  // namespace moe::schedule

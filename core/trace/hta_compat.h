#pragma once
// HTA-compatible mode: Holistic Trace Analysis's (facebookresearch/HolisticTraceAnalysis) rounding
// of timestamps to whole µs, its kernel patterns and its loading rule, which leaves out the GPU work
// of the last (often partial) profiler step, so numbers can be set beside HTA's. The default
// mode keeps exact times, every event and the wider MoE patterns.
#include <cstddef>
#include <vector>

#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

struct AnalysisMode {
    ImportOptions import;
    PatternSet patterns;
    MetricsOptions metrics;
    bool drop_last_step = false;    // reportedSteps() leaves the last step out
    bool hta_loading_rule = false;  // applyHtaLoadingRule() after the import
};

AnalysisMode exactMode();
AnalysisMode htaCompatMode();

// The steps a mode reports: all, or all but the last when drop_last_step is set and there are
// several. (The HTA-compatible mode leaves the last step out through its loading rule instead.)
std::vector<StepWindow> reportedSteps(const std::vector<StepWindow>& steps, const AnalysisMode& mode);

// What HTA keeps when it loads a trace (hta/common/trace.py, _filter_irrelevant_gpu_kernels with
// its default include_last_profiler_step=False): on a rank with two or more CPU-side
// ProfilerStep#N annotations, only the GPU kernels, copies and sets whose launching runtime call
// (matched by correlation id) starts before the last ProfilerStep's start, and only the CPU events
// that start before it. With none or one ProfilerStep everything is kept, as in HTA. Kept here
// beyond HTA: the ProfilerStep annotations themselves and GPU-side annotations. The last step then
// has no GPU work, so findSteps() no longer lists it. Returns the number of GPU activities removed.
size_t applyHtaLoadingRule(Trace& trace);

}  // namespace moe::trace

#pragma once
// HTA-compatible mode (domain §9.3-9.5): HTA's rounding of timestamps to whole µs, its kernel
// patterns, and its dropping of the last (often partial) step, so numbers can be set beside
// HTA's. The default mode keeps exact times and the wider MoE patterns.
#include <vector>

#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

struct AnalysisMode {
    ImportOptions import;
    PatternSet patterns;
    MetricsOptions metrics;
    bool drop_last_step = false;
};

AnalysisMode exactMode();
AnalysisMode htaCompatMode();

// The steps a mode reports: HTA drops the last one when there are several.
std::vector<StepWindow> reportedSteps(const std::vector<StepWindow>& steps, const AnalysisMode& mode);

}  // namespace moe::trace

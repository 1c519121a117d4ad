#include "core/trace/hta_compat.h"

namespace moe::trace {

AnalysisMode exactMode() {
    AnalysisMode m;
    m.patterns = defaultPatterns();
    return m;
}

AnalysisMode htaCompatMode() {
    AnalysisMode m;
    m.import.hta_rounding = true;
    m.patterns = htaPatterns();
    m.drop_last_step = true;
    return m;
}

std::vector<StepWindow> reportedSteps(const std::vector<StepWindow>& steps, const AnalysisMode& mode) {
    if (!mode.drop_last_step || steps.size() < 2) return steps;
    return {steps.begin(), steps.end() - 1};
}

}  // namespace moe::trace

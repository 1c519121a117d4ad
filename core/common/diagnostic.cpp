#include "core/common/diagnostic.h"

namespace moe {

const char* severityName(Severity s) {
    switch (s) {
        case Severity::Info: return "info";
        case Severity::Warning: return "warning";
        case Severity::Error: return "error";
    }
    return "unknown";
}

const char* ruleKindName(RuleKind k) {
    switch (k) {
        case RuleKind::Rejected: return "rejected";
        case RuleKind::Adjusted: return "adjusted";
        case RuleKind::Advice: return "advice";
    }
    return "unknown";
}

DiagnosticCounts countDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    DiagnosticCounts c;
    for (const auto& d : diagnostics) {
        if (d.severity == Severity::Error) ++c.errors;
        else if (d.severity == Severity::Warning) ++c.warnings;
    }
    return c;
}

}  // namespace moe

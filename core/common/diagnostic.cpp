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

const char* rejectedByName(RejectedBy r) {
    switch (r) {
        case RejectedBy::Both: return "both";
        case RejectedBy::MegatronLM: return "megatron-lm";
        case RejectedBy::Bridge: return "bridge";
    }
    return "both";
}

const char* trainerName(Trainer t) { return t == Trainer::Bridge ? "Megatron-Bridge" : "Megatron-LM"; }

bool refusedBy(const Diagnostic& d, Trainer trainer) {
    if (d.severity == Severity::Error) return true;
    if (d.kind != RuleKind::Rejected) return false;
    return d.rejected_by == RejectedBy::Both || (trainer == Trainer::Bridge ? d.rejected_by == RejectedBy::Bridge
                                                                             : d.rejected_by == RejectedBy::MegatronLM);
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

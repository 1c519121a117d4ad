#pragma once
// A validation finding about a recipe: a broken hard rule (error) or a soft rule (warning),
// with the offending values, where it comes from, and a suggested fix.
#include <string>
#include <vector>

namespace moe {

enum class Severity { Info, Warning, Error };

// One recipe field assignment, in the same dotted-path form as `moe-plan --set`.
struct FieldChange {
    std::string path;   // e.g. "layout.etp"
    std::string value;  // textual value as accepted by the recipe field registry
    bool operator==(const FieldChange&) const = default;
};

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string rule;                 // stable id, e.g. "world.divisible.attention"
    std::string message;              // what is wrong, with the offending values
    std::vector<std::string> fields;  // recipe paths involved, e.g. {"layout.tp", "model.num_attention_heads"}
    std::string suggestion;           // how to fix it, in words
    std::string source;               // where the rule comes from (Megatron check, seed, domain section)
    std::vector<FieldChange> fix;     // one-click fix; empty when none is obvious
    bool operator==(const Diagnostic&) const = default;
};

const char* severityName(Severity s);

struct DiagnosticCounts {
    int errors = 0;
    int warnings = 0;
};
DiagnosticCounts countDiagnostics(const std::vector<Diagnostic>& diagnostics);

}  // namespace moe

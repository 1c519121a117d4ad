#pragma once
// A validation finding about a recipe: a broken hard rule (error) or a soft rule (warning),
// with the offending values, where it comes from, and a suggested fix.
#include <string>
#include <vector>

#include "core/common/message.h"

namespace moe {

enum class Severity { Info, Warning, Error };

// What the trainers themselves do with a finding, so an import is refused only for what they refuse:
// Rejected = Megatron-LM's validate_args() or Bridge's config checks raise (error); Adjusted = they
// change or ignore the setting and log a warning (warning naming what they do); Advice = the
// trainers accept it as is, the studio warns about cost or risk.
enum class RuleKind { Rejected, Adjusted, Advice };

// The two trainers a recipe is launched with or exported to.
enum class Trainer { MegatronLM, Bridge };
// Which trainer refuses a Rejected finding. Both: a Megatron-Core check or one both trainers make
// (severity error). A check only one trainer makes (Bridge's DeepEP GPU check, say) refuses that
// trainer's launch and export only: the finding is a warning for the recipe, which the other
// trainer runs, and an error for imports from and exports to the trainer that refuses it.
enum class RejectedBy { Both, MegatronLM, Bridge };

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
    // The fix in a few words when it has a name ("EP overlap off + full recompute"); empty: the
    // views spell out its changes.
    std::string fix_label;
    Message fix_label_text;  // the same as an id to translate (empty where only the English exists)
    // The message and the suggestion as ids with arguments, for the studio to translate; empty for
    // findings not yet written that way (the studio then shows the English above). `message` and
    // `suggestion` are always their English text.
    Message message_text;
    Message suggestion_text;
    RuleKind kind = RuleKind::Rejected;
    RejectedBy rejected_by = RejectedBy::Both;  // meaningful for kind Rejected
    bool operator==(const Diagnostic&) const = default;
};

const char* severityName(Severity s);
const char* ruleKindName(RuleKind k);  // "rejected", "adjusted", "advice"
const char* rejectedByName(RejectedBy r);  // "both", "megatron-lm", "bridge"
const char* trainerName(Trainer t);        // "Megatron-LM", "Megatron-Bridge"
// True when `trainer` refuses to run what the finding describes: every error, and the warnings of
// checks only that trainer makes.
[[nodiscard]] bool refusedBy(const Diagnostic& d, Trainer trainer);

struct DiagnosticCounts {
    int errors = 0;
    int warnings = 0;
};
DiagnosticCounts countDiagnostics(const std::vector<Diagnostic>& diagnostics);

}  // namespace moe

#pragma once
// Every validation finding in words: a rule id maps to a short human title (what a user reads
// first in the findings list) and a paragraph on what it means, why Megatron or the hardware
// cares, and what to do. Used by the studio's findings list and its Help window; a core test
// checks that every rule id the validator and the memory verdict can emit has an entry.
#include <span>
#include <string_view>

namespace moe {

struct RuleExplanation {
    std::string_view rule;         // the finding's stable id, e.g. "topology.ep_outside_domain"
    std::string_view title;        // a few words, sentence case, no trailing period
    std::string_view explanation;  // one paragraph: meaning, why it matters, what to do
};

// All entries, grouped by rule family, ids unique.
std::span<const RuleExplanation> ruleExplanations();
// The entry of `rule`, or null when it has none.
const RuleExplanation* findRuleExplanation(std::string_view rule);

namespace detail {
// The two halves of the catalogue (one file each, to keep files short).
std::span<const RuleExplanation> layoutRuleExplanations();  // world, model, sequence, pipeline, memory
std::span<const RuleExplanation> optionRuleExplanations();  // overlap, graphs, recompute, precision, ...
}  // namespace detail

}  // namespace moe

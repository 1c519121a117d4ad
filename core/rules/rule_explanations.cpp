#include "core/rules/rule_explanations.h"

#include <vector>

namespace moe {

std::span<const RuleExplanation> ruleExplanations() {
    static const std::vector<RuleExplanation> all = [] {
        std::vector<RuleExplanation> out;
        for (const auto& e : detail::layoutRuleExplanations()) out.push_back(e);
        for (const auto& e : detail::optionRuleExplanations()) out.push_back(e);
        return out;
    }();
    return all;
}

const RuleExplanation* findRuleExplanation(std::string_view rule) {
    for (const RuleExplanation& e : ruleExplanations())
        if (e.rule == rule) return &e;
    return nullptr;
}

}  // namespace moe

#include "core/rules/validator.h"

#include <algorithm>
#include <exception>
#include <string>

#include "core/recipe/recipe_fields.h"
#include "core/rules/fit_lever.h"
#include "core/rules/rule_context.h"

namespace moe {

namespace {

using CheckFn = void (*)(const rules::RuleContext&, rules::DiagnosticSink&);

// One family at a time, so a defect (or bad_alloc) in one family is reported as a finding and
// the other families still run: the validator must never throw at its caller.
void runFamily(const char* name, CheckFn fn, const rules::RuleContext& c, rules::DiagnosticSink& sink) {
    try {
        fn(c, sink);
    } catch (const std::exception& e) {
        sink.error("validator.internal", std::string("validator family '") + name + "' failed: " + e.what())
            .source(MOE_TR("sources", "MoE Layout Studio"))
            .suggest("report this recipe as a validator bug");
    } catch (...) {
        sink.error("validator.internal", std::string("validator family '") + name + "' failed")
            .source(MOE_TR("sources", "MoE Layout Studio"))
            .suggest("report this recipe as a validator bug");
    }
}

}  // namespace

std::vector<Diagnostic> validateRecipe(const Recipe& recipe, ValidationScope scope) {
    try {
        const rules::RuleContext c(recipe);
        rules::DiagnosticSink sink;
        runFamily("world", rules::checkWorld, c, sink);
        runFamily("model_fit", rules::checkModelFit, c, sink);
        runFamily("pipeline", rules::checkPipeline, c, sink);
        runFamily("recompute", rules::checkRecompute, c, sink);
        runFamily("overlap", rules::checkOverlap, c, sink);
        runFamily("cuda_graphs", rules::checkCudaGraphs, c, sink);
        runFamily("precision", rules::checkPrecision, c, sink);
        runFamily("dispatcher", rules::checkDispatcher, c, sink);
        runFamily("environment", rules::checkEnvironment, c, sink);
        runFamily("activation_offload", rules::checkActivationOffload, c, sink);
        runFamily("context_parallel_attention", rules::checkContextParallelAttention, c, sink);
        if (scope == ValidationScope::All) runFamily("advice", rules::checkAdvice, c, sink);
        if (scope == ValidationScope::All) runFamily("export_fidelity", rules::checkExportFidelity, c, sink);
        std::vector<Diagnostic> out = sink.take();
        // Errors first, then warnings, then infos; registration order within a severity.
        std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
            return static_cast<int>(a.severity) > static_cast<int>(b.severity);
        });
        return out;
    } catch (...) {
        // Only allocation failure can land here. An empty list would read as "valid", so try to
        // say that validation did not complete.
        try {
            Diagnostic d;
            d.rule = "validator.internal";
            d.message = "validation could not complete";
            return {d};
        } catch (...) {
            return {};
        }
    }
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

bool isLayoutRule(const std::string& rule) {
    for (const char* prefix : {"mesh.", "layout.", "parallel.", "pipeline.", "model.", "moe."})
        if (rule.rfind(prefix, 0) == 0) return true;
    return false;
}

void dropUnchangedFixes(std::vector<Diagnostic>& diagnostics, const Recipe& recipe) {
    for (Diagnostic& d : diagnostics)
        std::erase_if(d.fix, [&](const FieldChange& c) {
            const FieldDescriptor* field = findRecipeField(c.path);
            if (!field) return false;
            // Compared as the registry parses and prints the value, so "8" and "8.0" agree.
            Recipe changed = recipe;
            if (!applyFieldValue(changed, c.path, c.value).ok()) return false;
            return field->get(changed) == field->get(recipe);
        });
}

void withholdFailingFixes(std::vector<Diagnostic>& diagnostics, const Recipe& recipe) {
    std::vector<std::string> before;
    bool computed = false;
    for (Diagnostic& d : diagnostics) {
        if (d.fix.empty()) continue;
        if (!computed) {
            for (const Diagnostic& e : validateRecipe(recipe, ValidationScope::HardRules))
                if (e.severity == Severity::Error) before.push_back(e.rule);
            computed = true;
        }
        Recipe fixed = recipe;
        std::string failure;
        const size_t fixSize = d.fix.size();
        for (const FieldChange& c : d.fix)
            if (Status st = applyFieldValue(fixed, c.path, c.value); !st.ok()) {
                failure = c.path + " = " + c.value + " cannot be set: " + st.error().reason;
                break;
            }
        const auto settingOnly = [&d](const Diagnostic& e) {
            return e.rule != d.rule && !e.fix.empty() &&
                   std::all_of(e.fix.begin(), e.fix.end(),
                               [](const FieldChange& c) { return c.path.rfind("options.", 0) == 0; });
        };
        // A setting the fix makes necessary goes with it when the new finding's own fix is a setting
        // (EP overlap off on Hopper with TP or CP > 1 needs CUDA_DEVICE_MAX_CONNECTIONS 1): the fix
        // then names both (review 37: "EP overlap off" was withheld for that setting alone).
        for (int round = 0; failure.empty() && round < 3; ++round) {
            std::vector<Diagnostic> broken;
            for (Diagnostic& e : validateRecipe(fixed, ValidationScope::HardRules)) {
                if (e.severity != Severity::Error) continue;
                const bool own = e.rule == d.rule && d.severity == Severity::Error;
                const bool brandNew = std::find(before.begin(), before.end(), e.rule) == before.end();
                if (own || brandNew) broken.push_back(std::move(e));
            }
            if (broken.empty()) break;
            const bool last = round == 2;
            for (const Diagnostic& e : broken) {
                if (last || !settingOnly(e)) {
                    failure = e.message;
                    break;
                }
                for (const FieldChange& c : e.fix) {
                    if (std::find(d.fix.begin(), d.fix.end(), c) != d.fix.end()) continue;
                    if (Status st = applyFieldValue(fixed, c.path, c.value); !st.ok()) {
                        failure = e.message;
                        break;
                    }
                    d.fix.push_back(c);
                }
                if (!failure.empty()) break;
            }
        }
        if (failure.empty()) {
            if (d.fix.size() > fixSize) {
                std::string also;
                for (size_t i = fixSize; i < d.fix.size(); ++i)
                    also += (also.empty() ? "" : ", ") + companionPart(d.fix[i]).english();
                d.suggestion += std::string(d.suggestion.empty() ? "" : " ") + "(the one-click fix also sets " + also +
                                ", which it then needs)";
            }
            continue;
        }
        d.fix.clear();
        d.suggestion += std::string(d.suggestion.empty() ? "" : " ") +
                        "(no one-click fix: applying it would leave the recipe with the error \"" + failure + "\")";
    }
}

}  // namespace moe

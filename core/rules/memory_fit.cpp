#include "core/rules/memory_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <utility>
#include <vector>

#include "core/common/c_locale.h"
#include "core/common/units.h"
#include "core/memory/fit_verdict.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/fit_lever.h"
#include "core/rules/validator.h"

namespace moe {

namespace {

double gibOf(int64_t bytes) {
    return static_cast<double>(bytes) / kGiB;
}

// Three significant digits ("16900"): the estimate's band is wider than the rest.
double roundedTokens(double tokens) {
    if (tokens <= 0) return 0;
    const double scale = std::pow(10.0, std::floor(std::log10(tokens)) - 2);
    return std::max(1.0, static_cast<double>(std::llround(tokens / scale)) * scale);
}

struct Checked {
    FitLever lever;
    int64_t headroom = 0;
    int64_t allowance = 0;      // the fragmentation allowance of the result's binding stage
    double tokens_per_gpu = 0;  // the step-time model's tokens/s/GPU with the lever applied (0: none)
    [[nodiscard]] bool closely() const { return headroom < allowance; }
    // "fits, 15.30 GiB headroom, about 16900 tokens/s/GPU" and its variants.
    [[nodiscard]] Message status() const {
        const MessageArg room = realArg(gibOf(headroom), 2), spare = realArg(gibOf(allowance), 2);
        const MessageArg speed = realArg(roundedTokens(tokens_per_gpu), 0);
        if (closely())
            return tokens_per_gpu > 0 ? message("memory_fit",
                                                MOE_TR("memory_fit",
                                                       "fits closely: %1 GiB headroom, under the %2 GiB fragmentation "
                                                       "allowance, so it may not fit; about %3 tokens/s/GPU"),
                                                room, spare, speed)
                                      : message("memory_fit",
                                                MOE_TR("memory_fit",
                                                       "fits closely: %1 GiB headroom, under the %2 GiB fragmentation "
                                                       "allowance, so it may not fit"),
                                                room, spare);
        return tokens_per_gpu > 0
                   ? message("memory_fit", MOE_TR("memory_fit", "fits, %1 GiB headroom, about %2 tokens/s/GPU"), room,
                             speed)
                   : message("memory_fit", MOE_TR("memory_fit", "fits, %1 GiB headroom"), room);
    }
};

// `lever` applied to `r`. A rule the lever breaks whose finding carries its own one-click fix
// (CP > 1 on Hopper wants CUDA_DEVICE_MAX_CONNECTIONS 1) takes that fix too, named in the lever,
// so a layout that fits once the setting follows is offered (review 14: CP 16 fitted, but was
// refused for the setting and the advice said nothing fits). False when a rule stays broken.
bool applyLever(Recipe& r, FitLever& lever) {
    for (const FieldChange& c : lever.changes)
        if (!applyFieldValue(r, c.path, c.value).ok()) return false;
    for (int round = 0; round < 2; ++round) {
        std::vector<Diagnostic> errors = validateRecipe(r, ValidationScope::HardRules);
        std::erase_if(errors, [](const Diagnostic& d) { return d.severity != Severity::Error; });
        if (errors.empty()) return true;
        for (const Diagnostic& d : errors) {
            if (d.fix.empty()) return false;
            // Settings only: a fix that resizes the layout or the cluster (more GPUs) is another
            // plan, not this lever's companion. The CP communication type is a setting: a CP lever
            // on a sliding-window or learnable-softmax model takes the a2a Transformer Engine needs
            // (and is dropped when no type serves, whose fix is CP 1).
            for (const FieldChange& c : d.fix)
                if (c.path.rfind("options.", 0) != 0 && c.path != "layout.sequence_parallel" &&
                    c.path != "layout.cp_comm_type")
                    return false;
            for (const FieldChange& c : d.fix) {
                // Two findings with the same fix (a sliding window and a learnable softmax both
                // want a2a) take it once.
                if (std::find(lever.changes.begin(), lever.changes.end(), c) != lever.changes.end()) continue;
                if (!applyFieldValue(r, c.path, c.value).ok()) return false;
                lever.changes.push_back(c);
                lever.parts.push_back(companionPart(c));
            }
        }
    }
    return !hasErrors(validateRecipe(r, ValidationScope::HardRules));
}

// A lever's result: the recipe with it applied and that recipe's memory, when every rule passes
// and the binding stage shrinks below `than` headroom.
struct Applied {
    Recipe recipe;
    MemoryReport memory;
};
std::optional<Applied> applyAndMeasure(const Recipe& from, FitLever& lever, const MemoryAssumptions& a, int64_t than) {
    Recipe r = from;
    if (!applyLever(r, lever)) return std::nullopt;
    MemoryEvaluation how;
    how.detail_lines = false;
    Result<MemoryReport> m = estimateMemory(r, a, how);
    if (!m.ok() || m.value().headroom_bytes <= than) return std::nullopt;
    return Applied{std::move(r), std::move(m).value()};
}

Checked checkedFit(FitLever lever, const Applied& applied, const Calibration& cal) {
    Checked c{std::move(lever), applied.memory.headroom_bytes, fragmentationAllowanceBytes(applied.memory)};
    if (Result<StepEstimate> e = estimateStepTime(applied.recipe, cal, applied.memory); e.ok())
        c.tokens_per_gpu = e.value().tokens_per_s_per_gpu;
    return c;
}

// No single lever or pair fits: the helping levers together, cheapest first, until the layout
// fits; levers that stop helping or break a rule on top of the others are left out.
std::optional<Checked> greedyCombination(const Recipe& recipe, const MemoryReport& report,
                                         const std::vector<FitLever>& helping, const MemoryAssumptions& a,
                                         const Calibration& cal) {
    Recipe combined = recipe;
    int64_t headroom = report.headroom_bytes;
    FitLever changes;  // every change taken, a later value of a field replacing an earlier one
    // The name lists each lever once: a later lever on the same first field (EP 64 after EP 32,
    // full after selective recompute) replaces the earlier one's name as its values replace them.
    std::vector<std::pair<std::string, FitLever>> named;  // first field, lever
    for (const FitLever& helped : helping) {
        FitLever step = helped;  // on top of the others it may take another rule's fix
        std::optional<Applied> applied = applyAndMeasure(combined, step, a, headroom);
        if (!applied) continue;
        combined = applied->recipe;
        headroom = applied->memory.headroom_bytes;
        changes.add(FitLever{{}, step.changes});
        const std::string& primary = step.changes.front().path;
        std::erase_if(named, [&](const auto& n) { return n.first == primary; });
        named.emplace_back(primary, step);
        if (!applied->memory.fits) continue;
        // Each part once: two levers that both turn EP overlap off say so once.
        FitLever together;
        for (const auto& n : named) together.add(FitLever{n.second.parts, {}});
        together.changes = changes.changes;
        return checkedFit(std::move(together), *applied, cal);
    }
    return std::nullopt;
}

// The fixes that make the layout fit, fastest first by the step-time model: single levers, two
// levers together (EP 8 with micro-batch 1 may fit where neither does alone, and run far faster
// than the CP 16 that fits by itself: a review on DeepSeek-V2-Lite at 8K on 32 H100 was offered
// CP 16 first), and when neither fits, the helping levers combined. Those that fit with more
// headroom than the memory model's allowance come first; those that fit closely only after them
// (a review applied "CP 64 (fits, 5.14 GiB headroom)" and met "Fits, but closely … it may not
// fit"). At most kMaxFixes are offered.
constexpr size_t kMaxFixes = 6;
std::vector<Checked> checkLevers(const Recipe& recipe, const MemoryReport& report, const MemoryAssumptions& a,
                                 const Calibration& cal) {
    std::vector<Checked> fitting;
    std::vector<FitLever> helping;
    std::vector<Applied> helped;  // helping[i] applied alone, for the pairs below
    for (FitLever& lever : candidateFitLevers(recipe)) {
        std::optional<Applied> applied = applyAndMeasure(recipe, lever, a, report.headroom_bytes);
        if (!applied) continue;
        if (applied->memory.fits) {
            fitting.push_back(checkedFit(lever, *applied, cal));
        } else {
            helping.push_back(lever);
            helped.push_back(std::move(*applied));
        }
    }
    // Pairs of levers that help but do not fit alone, on different fields (EP 4 + EP 8 is EP 8).
    for (size_t i = 0; i < helping.size(); ++i) {
        for (size_t j = i + 1; j < helping.size(); ++j) {
            if (helping[i].changes.front().path == helping[j].changes.front().path) continue;
            FitLever second = helping[j];
            std::optional<Applied> both = applyAndMeasure(helped[i].recipe, second, a, helped[i].memory.headroom_bytes);
            if (!both || !both->memory.fits) continue;
            FitLever pair = helping[i];
            pair.add(second);
            fitting.push_back(checkedFit(std::move(pair), *both, cal));
        }
    }
    if (fitting.empty())
        if (std::optional<Checked> all = greedyCombination(recipe, report, helping, a, cal))
            fitting.push_back(std::move(*all));
    std::stable_sort(fitting.begin(), fitting.end(), [](const Checked& x, const Checked& y) {
        if (x.closely() != y.closely()) return !x.closely();
        return x.tokens_per_gpu > y.tokens_per_gpu;
    });
    if (fitting.size() > kMaxFixes) fitting.resize(kMaxFixes);
    return fitting;
}

}  // namespace

std::vector<Diagnostic> memoryFitDiagnostics(const Recipe& recipe, const MemoryReport& report,
                                             const MemoryAssumptions& assumptions, const Calibration* calibration) {
    if (report.stages.empty()) return {};
    const auto said = [](Diagnostic& d, Message what, Message how) {
        d.message = what.english();
        d.suggestion = how.english();
        d.message_text = std::move(what);
        d.suggestion_text = std::move(how);
    };
    const MessageArg gpu = textArg(recipe.hardware.name);
    if (report.fits) {
        // The allowance is the model's own uncertainty both ways: headroom inside it is no promise.
        if (!fitsClosely(report)) return {};
        const int64_t allowance = fragmentationAllowanceBytes(report);
        const StageMemory& stage = report.binding();
        Diagnostic close;
        close.severity = Severity::Warning;
        close.rule = kRuleFitClose;
        said(close,
             message("memory_fit",
                     MOE_TR("memory_fit",
                            "pipeline stage %1 needs %2 GiB per GPU of the usable %3 GiB of %4: %5 GiB "
                            "headroom, less than the memory model's own %6 GiB allocator-fragmentation "
                            "allowance, so it may not fit"),
                     integerArg(report.binding_stage), realArg(gibOf(stage.totalBytes()), 2),
                     realArg(gibOf(report.hbm_bytes), 2), gpu, realArg(gibOf(report.headroom_bytes), 2),
                     realArg(gibOf(allowance), 2)),
             message("memory_fit",
                     MOE_TR("memory_fit",
                            "keep at least %1 GiB free (selective recompute, a smaller micro-batch, more "
                            "PP or EP, or optimizer offload), or measure the peak on one step before the "
                            "full run"),
                     realArg(gibOf(allowance), 2)));
        close.fields = {"layout.micro_batch_size", "options.recompute.granularity", "layout.pp", "layout.ep"};
        close.source = MOE_TR("sources", "the studio's per-stage memory estimate");
        close.kind = RuleKind::Advice;
        return {close};
    }
    const StageMemory& binding = report.binding();
    const int64_t over = -report.headroom_bytes;
    // The model's own uncertainty: the labelled fragmentation allowance of that stage.
    const int64_t band = fragmentationAllowanceBytes(report);
    const bool uncertain = memoryFitOf(report) == MemoryFit::Tight;
    const MessageArg stage = integerArg(report.binding_stage), needs = realArg(gibOf(binding.totalBytes()), 2),
                     overBy = realArg(gibOf(over), 2), usable = realArg(gibOf(report.hbm_bytes), 2);
    Diagnostic d;
    d.severity = uncertain ? Severity::Warning : Severity::Error;
    d.rule = uncertain ? kRuleFitUncertain : kRuleDoesNotFit;
    const Message what =
        uncertain
            ? message("memory_fit",
                      MOE_TR("memory_fit",
                             "pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB "
                             "of %5; that is within the memory model's uncertainty (its %6 GiB "
                             "allocator-fragmentation allowance), so it may still run"),
                      stage, needs, overBy, usable, gpu, realArg(gibOf(band), 2))
            : message(
                  "memory_fit",
                  MOE_TR("memory_fit",
                         "does not fit: pipeline stage %1 needs %2 GiB per GPU, %3 GiB over the usable %4 GiB of %5"),
                  stage, needs, overBy, usable, gpu);
    d.fields = {"layout.tp", "layout.pp", "layout.ep", "options.recompute.granularity", "layout.micro_batch_size"};
    d.source = MOE_TR("sources", "the studio's per-stage memory estimate");
    // The trainers accept the layout and run out of memory later: no trainer check rejects it.
    d.kind = RuleKind::Advice;
    const std::vector<Checked> levers =
        checkLevers(recipe, report, assumptions, calibration ? *calibration : builtinCalibration());
    if (levers.empty()) {
        said(d, what,
             message("memory_fit",
                     MOE_TR("memory_fit",
                            "no change of recompute, offload, micro-batch or one of EP, PP, CP and TP, alone "
                            "or combined, makes this layout fit: a layout search on these GPUs may find one; "
                            "else use more GPUs, or a GPU with more memory")));
        return {d};
    }
    // Every lever offered fits (checkLevers keeps no partial one), so every fix is checked to fit.
    // The others are findings of their own, each with its fix; the suggestion names the best.
    const Checked& best = levers.front();
    const size_t others = levers.size() - 1;
    said(d, what,
         others == 0 ? message("memory_fit", MOE_TR("memory_fit", "apply %1 (%2)"), messageArg(best.lever.text()),
                               messageArg(best.status()))
         : others == 1
             ? message("memory_fit", MOE_TR("memory_fit", "apply %1 (%2); or the other fix among the findings"),
                       messageArg(best.lever.text()), messageArg(best.status()))
             : message(
                   "memory_fit", MOE_TR("memory_fit", "apply %1 (%2); or one of the %3 other fixes among the findings"),
                   messageArg(best.lever.text()), messageArg(best.status()), integerArg(static_cast<int64_t>(others))));
    d.fix = best.lever.changes;
    d.fix_label = best.lever.what();
    d.fix_label_text = best.lever.text();
    std::vector<Diagnostic> out = {d};
    for (size_t i = 1; i < levers.size(); ++i) {
        const Checked& c = levers[i];
        Diagnostic alt;
        alt.severity = Severity::Info;
        alt.rule = kRuleFitLever;
        said(alt,
             message("memory_fit", MOE_TR("memory_fit", "to fit memory: %1 (%2)"), messageArg(c.lever.text()),
                     messageArg(c.status())),
             message("memory_fit", MOE_TR("memory_fit", "apply %1"), messageArg(c.lever.text())));
        alt.source = d.source;
        alt.kind = RuleKind::Advice;
        for (const FieldChange& f : c.lever.changes) alt.fields.push_back(f.path);
        alt.fix = c.lever.changes;
        alt.fix_label = c.lever.what();
        alt.fix_label_text = c.lever.text();
        out.push_back(std::move(alt));
    }
    return out;
}

std::vector<Diagnostic> memoryFitDiagnostics(const Recipe& recipe, const MemoryAssumptions& assumptions,
                                             const Calibration* calibration) {
    Result<MemoryReport> report = estimateMemory(recipe, assumptions);
    if (!report.ok()) return {};
    return memoryFitDiagnostics(recipe, report.value(), assumptions, calibration);
}

std::vector<Diagnostic> validateWithMemoryFit(const Recipe& recipe, const MemoryAssumptions& assumptions) {
    std::vector<Diagnostic> out = validateRecipe(recipe);
    const std::vector<Diagnostic> fit = memoryFitDiagnostics(recipe, assumptions);
    out.insert(out.end(), fit.begin(), fit.end());
    // The fixes the studio offers, no other: a fix that changes nothing or would break the recipe
    // is not printed as one (the CLI printed fixes the studio withheld).
    dropUnchangedFixes(out, recipe);
    withholdFailingFixes(out, recipe);
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return static_cast<int>(a.severity) > static_cast<int>(b.severity);
    });
    return out;
}

bool doesNotFit(const std::vector<Diagnostic>& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.rule == kRuleDoesNotFit && d.severity == Severity::Error; });
}

std::vector<std::string> memoryFitHeaderLines(const std::vector<Diagnostic>& diagnostics) {
    std::vector<std::string> out;
    for (const Diagnostic& d : diagnostics) {
        if (d.rule == kRuleDoesNotFit)
            out.push_back("WARNING: exported although it does not fit in memory: " +
                          d.message.substr(d.message.find(':') + 2));
        if (d.rule == kRuleFitUncertain) out.push_back("WARNING: memory is tight: " + d.message);
        // Under the usable HBM by less than the model's own uncertainty: said as in the studio.
        if (d.rule == kRuleFitClose) out.push_back("WARNING: memory fits closely: " + d.message);
    }
    return out;
}

std::string withMemoryFitHeader(const std::string& text, const std::vector<Diagnostic>& diagnostics) {
    const std::vector<std::string> lines = memoryFitHeaderLines(diagnostics);
    if (lines.empty()) return text;
    std::string header;
    for (const std::string& l : lines) header += "# " + l + "\n";
    size_t at = 0;
    if (text.rfind("#!", 0) == 0) {
        const size_t eol = text.find('\n');
        at = eol == std::string::npos ? text.size() : eol + 1;
    }
    return text.substr(0, at) + header + text.substr(at);
}

}  // namespace moe

#include "core/rules/memory_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <utility>
#include <vector>

#include "core/common/c_locale.h"
#include "core/common/units.h"
#include "core/layout/balanced_layout.h"
#include "core/memory/fit_verdict.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/validator.h"

namespace moe {

namespace {

std::string gib(int64_t bytes) {
    char buf[32];
    const CNumericScope cNumbers;  // also in export headers: "0.50 GiB" whatever the locale
    std::snprintf(buf, sizeof buf, "%.2f GiB", static_cast<double>(bytes) / kGiB);
    return buf;
}

// Three significant digits with thousands separators, "19,300": the estimate's band is wider.
std::string roundedTokens(double tokens) {
    if (tokens <= 0) return "0";
    const double scale = std::pow(10.0, std::floor(std::log10(tokens)) - 2);
    const auto rounded = static_cast<int64_t>(std::llround(tokens / scale) * scale);
    std::string digits = std::to_string(std::max<int64_t>(rounded, 1));
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(static_cast<size_t>(at), ",");
    return digits;
}

struct Lever {
    std::string what;
    std::vector<FieldChange> changes;
};

std::string modulesText(const std::vector<RecomputeModule>& modules) {
    std::string s;
    for (RecomputeModule m : modules) s += (s.empty() ? "" : ",") + std::string(toString(m));
    return s;
}

// Megatron-Core refuses EP overlap with full recompute, with the moe recompute module and with
// PP > 1 without virtual stages (transformer_config.py): such a lever on a recipe with EP overlap
// on turns it off too, and says so, or it would never pass the rules and "no lever makes it fit"
// would be untrue.
Lever withoutEpOverlap(const Recipe& r, Lever lever, bool conflictsWithEpOverlap) {
    if (!conflictsWithEpOverlap || !r.options.overlap.ep_a2a_overlap) return lever;
    lever.what = "EP overlap off + " + lever.what;
    lever.changes.push_back({"options.overlap.ep_a2a_overlap", "false"});
    return lever;
}

// "PP n" with a placement Megatron accepts for it (even split, else account-for embedding/loss,
// else a balanced layout string: 61 DeepSeek-V3 layers do not split over 4 stages by themselves).
std::optional<Lever> pipelineLever(const Recipe& r, int pp) {
    Recipe placed = r;
    placed.layout.pp = pp;
    if (!chooseBalancedPlacement(r.model, placed.layout)) return std::nullopt;
    Lever lever{"PP " + std::to_string(pp), {{"layout.pp", std::to_string(pp)}}};
    for (FieldChange& c : pipelinePlacementChanges(r, placed)) lever.changes.push_back(std::move(c));
    return withoutEpOverlap(r, std::move(lever), pp > 1 && r.layout.vpp <= 1);
}


// The feasibility levers, cheapest first (the order the feasibility search tries them).
std::vector<Lever> candidateLevers(const Recipe& r) {
    std::vector<Lever> out;
    const RecomputeOptions& rc = r.options.recompute;
    if (rc.granularity != RecomputeGranularity::Full) {
        std::vector<RecomputeModule> modules =
            rc.granularity == RecomputeGranularity::Selective ? rc.modules : std::vector<RecomputeModule>{};
        const auto add = [&](RecomputeModule m) {
            if (std::find(modules.begin(), modules.end(), m) == modules.end()) modules.push_back(m);
        };
        if (r.model.attention == AttentionKind::MLA) add(RecomputeModule::MlaUpProj);
        if (r.model.isMoe()) add(RecomputeModule::MoeAct);
        add(RecomputeModule::Layernorm);
        if (rc.granularity != RecomputeGranularity::Selective || modules != rc.modules)
            out.push_back({"recompute modules " + modulesText(modules),
                           {{"options.recompute.granularity", "selective"},
                            {"options.recompute.modules", modulesText(modules)}}});
        if (r.model.isMoe()) add(RecomputeModule::Moe);
        add(RecomputeModule::Mlp);
        out.push_back(withoutEpOverlap(
            r, {"recompute modules " + modulesText(modules),
                {{"options.recompute.granularity", "selective"}, {"options.recompute.modules", modulesText(modules)}}},
            r.model.isMoe()));
    }
    if (r.layout.micro_batch_size > 1) out.push_back({"micro-batch size 1", {{"layout.micro_batch_size", "1"}}});
    if (r.model.isMoe())
        out.push_back({"EP " + std::to_string(r.layout.ep * 2), {{"layout.ep", std::to_string(r.layout.ep * 2)}}});
    if (auto pp = pipelineLever(r, r.layout.pp * 2)) out.push_back(std::move(*pp));
    // Long sequences: context parallelism splits every activation by the sequence; then tensor
    // parallelism (with sequence parallelism, which Megatron-Core needs beside EP and which splits
    // the norms' and dropouts' activations too). Review 13: a 128K layout was told to buy GPUs.
    out.push_back({"CP " + std::to_string(r.layout.cp * 2), {{"layout.cp", std::to_string(r.layout.cp * 2)}}});
    out.push_back({"TP " + std::to_string(r.layout.tp * 2) + (r.layout.sequence_parallel ? "" : " with sequence parallelism"),
                   {{"layout.tp", std::to_string(r.layout.tp * 2)}, {"layout.sequence_parallel", "true"}}});
    if (rc.granularity != RecomputeGranularity::Full)
        out.push_back(withoutEpOverlap(r,
                                       {"full recompute",
                                        {{"options.recompute.granularity", "full"},
                                         {"options.recompute.method", "uniform"},
                                         {"options.recompute.num_layers", "1"}}},
                                       true));
    if (!r.options.optimizer.cpu_offload || r.options.optimizer.offload_fraction < 1.0)
        out.push_back({"optimizer CPU offload",
                       {{"options.optimizer.cpu_offload", "true"},
                        {"options.optimizer.precision_aware", "true"},
                        {"options.optimizer.offload_fraction", "1"}}});
    // Far over HBM, one doubling is not enough: more EP and PP on the same GPUs (each still
    // validated by checkLevers; the model's expert and layer counts bound them).
    for (int k = 4; k <= 64; k *= 2) {
        const bool epRoom = r.model.isMoe() && r.layout.ep * k <= r.model.moe.num_experts &&
                            r.layout.ep * k * r.layout.pp <= r.layout.world_size;
        const bool ppRoom = r.layout.pp * k <= r.model.num_layers && r.layout.pp * k <= r.layout.world_size;
        const bool cpRoom = r.layout.cp * k * r.layout.tp <= r.layout.world_size && r.layout.seq_length % (2 * r.layout.cp * k) == 0;
        if (epRoom)
            out.push_back({"EP " + std::to_string(r.layout.ep * k), {{"layout.ep", std::to_string(r.layout.ep * k)}}});
        if (ppRoom)
            if (auto pp = pipelineLever(r, r.layout.pp * k)) out.push_back(std::move(*pp));
        if (cpRoom)
            out.push_back({"CP " + std::to_string(r.layout.cp * k), {{"layout.cp", std::to_string(r.layout.cp * k)}}});
        if (!epRoom && !ppRoom && !cpRoom) break;
    }
    return out;
}

struct Checked {
    Lever lever;
    int64_t headroom = 0;
    int64_t allowance = 0;      // the fragmentation allowance of the result's binding stage
    double tokens_per_gpu = 0;  // the step-time model's tokens/s/GPU with the lever applied (0: none)
    [[nodiscard]] bool closely() const { return headroom < allowance; }
};

// A field as the findings name it: "CUDA_DEVICE_MAX_CONNECTIONS", not its recipe path.
std::string spokenField(const std::string& path) {
    const FieldDescriptor* f = findRecipeField(path);
    if (!f || f->help.empty()) return path;
    const size_t note = f->help.find(" (");
    return note == std::string::npos ? f->help : f->help.substr(0, note);
}

// `lever` applied to `r`. A rule the lever breaks whose finding carries its own one-click fix
// (CP > 1 on Hopper wants CUDA_DEVICE_MAX_CONNECTIONS 1) takes that fix too, named in the lever,
// so a layout that fits once the setting follows is offered (review 14: CP 16 fitted, but was
// refused for the setting and the advice said nothing fits). False when a rule stays broken.
bool applyLever(Recipe& r, Lever& lever) {
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
                lever.what += (lever.what.find(" with ") == std::string::npos ? " with " : " and ") + spokenField(c.path) +
                              " " + c.value;
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
std::optional<Applied> applyAndMeasure(const Recipe& from, Lever& lever, const MemoryAssumptions& a, int64_t than) {
    Recipe r = from;
    if (!applyLever(r, lever)) return std::nullopt;
    MemoryEvaluation how;
    how.detail_lines = false;
    Result<MemoryReport> m = estimateMemory(r, a, how);
    if (!m.ok() || m.value().headroom_bytes <= than) return std::nullopt;
    return Applied{std::move(r), std::move(m).value()};
}

Checked checkedFit(Lever lever, const Applied& applied, const Calibration& cal) {
    Checked c{std::move(lever), applied.memory.headroom_bytes, fragmentationAllowanceBytes(applied.memory)};
    if (Result<StepEstimate> e = estimateStepTime(applied.recipe, cal, applied.memory); e.ok())
        c.tokens_per_gpu = e.value().tokens_per_s_per_gpu;
    return c;
}

// `second` on top of `first` (already applied to `base`): one lever whose name and changes hold
// both; a field both set takes the second's value.
Lever joined(const Lever& first, const Lever& second) {
    Lever both = first;
    // Each part once: PP without virtual stages and full recompute both turn EP overlap off.
    for (size_t at = 0; at <= second.what.size();) {
        const size_t plus = std::min(second.what.find(" + ", at), second.what.size());
        const std::string part = second.what.substr(at, plus - at);
        const std::string padded = " + " + both.what + " + ";
        if (padded.find(" + " + part + " + ") == std::string::npos) both.what += " + " + part;
        at = plus + 3;
    }
    for (const FieldChange& c : second.changes) {
        auto same = std::find_if(both.changes.begin(), both.changes.end(),
                                 [&](const FieldChange& x) { return x.path == c.path; });
        if (same != both.changes.end())
            same->value = c.value;
        else
            both.changes.push_back(c);
    }
    return both;
}

// No single lever or pair fits: the helping levers together, cheapest first, until the layout
// fits; levers that stop helping or break a rule on top of the others are left out.
std::optional<Checked> greedyCombination(const Recipe& recipe, const MemoryReport& report,
                                         const std::vector<Lever>& helping, const MemoryAssumptions& a,
                                         const Calibration& cal) {
    Recipe combined = recipe;
    int64_t headroom = report.headroom_bytes;
    Lever together;
    // The name lists each lever once: a later lever on the same first field (EP 64 after EP 32,
    // full after selective recompute) replaces the earlier one's name as its values replace them.
    std::vector<std::pair<std::string, std::string>> named;  // first field, lever name
    for (const Lever& helped : helping) {
        Lever step = helped;  // on top of the others it may take another rule's fix
        std::optional<Applied> applied = applyAndMeasure(combined, step, a, headroom);
        if (!applied) continue;
        combined = applied->recipe;
        headroom = applied->memory.headroom_bytes;
        const std::string& primary = step.changes.front().path;
        std::erase_if(named, [&](const auto& n) { return n.first == primary; });
        named.emplace_back(primary, step.what);
        // Each part once: two levers that both turn EP overlap off say so once.
        together.what.clear();
        std::vector<std::string> parts;
        for (const auto& n : named) {
            for (size_t at = 0; at <= n.second.size();) {
                const size_t plus = std::min(n.second.find(" + ", at), n.second.size());
                std::string part = n.second.substr(at, plus - at);
                if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(std::move(part));
                at = plus + 3;
            }
        }
        for (const std::string& part : parts) together.what += (together.what.empty() ? "" : " + ") + part;
        for (const FieldChange& c : step.changes) {
            // A later lever's value for the same field wins (selective → full recompute).
            auto same = std::find_if(together.changes.begin(), together.changes.end(),
                                     [&](const FieldChange& x) { return x.path == c.path; });
            if (same != together.changes.end())
                same->value = c.value;
            else
                together.changes.push_back(c);
        }
        if (applied->memory.fits) return checkedFit(std::move(together), *applied, cal);
    }
    return std::nullopt;
}

// The fixes that make the layout fit, fastest first by the step-time model: single levers, two
// levers together (EP 8 with micro-batch 1 may fit where neither does alone, and run far faster
// than the CP 16 that fits by itself: a review on DeepSeek-V2-Lite at 8K on 32 H100 was offered
// CP 16 at about 2,400 tokens/s/GPU first), and when neither fits, the helping levers combined.
// Those that fit with more headroom than the memory model's allowance come first; those that fit
// closely only after them (a review applied "CP 64 (fits, 5.14 GiB headroom)" and met "Fits, but
// closely … it may not fit"). At most kMaxFixes are offered.
constexpr size_t kMaxFixes = 6;
std::vector<Checked> checkLevers(const Recipe& recipe, const MemoryReport& report, const MemoryAssumptions& a,
                                 const Calibration& cal) {
    std::vector<Checked> fitting;
    std::vector<Lever> helping;
    for (Lever& lever : candidateLevers(recipe)) {
        std::optional<Applied> applied = applyAndMeasure(recipe, lever, a, report.headroom_bytes);
        if (!applied) continue;
        if (applied->memory.fits)
            fitting.push_back(checkedFit(lever, *applied, cal));
        else
            helping.push_back(lever);
    }
    // Pairs of levers that help but do not fit alone, on different fields (EP 4 + EP 8 is EP 8).
    for (size_t i = 0; i < helping.size(); ++i) {
        for (size_t j = i + 1; j < helping.size(); ++j) {
            if (helping[i].changes.front().path == helping[j].changes.front().path) continue;
            Lever first = helping[i];
            std::optional<Applied> once = applyAndMeasure(recipe, first, a, report.headroom_bytes);
            if (!once) continue;
            Lever second = helping[j];
            std::optional<Applied> both = applyAndMeasure(once->recipe, second, a, once->memory.headroom_bytes);
            if (both && both->memory.fits) fitting.push_back(checkedFit(joined(first, second), *both, cal));
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
    if (report.fits) {
        // The allowance is the model's own uncertainty both ways: headroom inside it is no promise.
        if (!fitsClosely(report)) return {};
        const int64_t allowance = fragmentationAllowanceBytes(report);
        const StageMemory& stage = report.binding();
        Diagnostic close;
        close.severity = Severity::Warning;
        close.rule = kRuleFitClose;
        close.message = "pipeline stage " + std::to_string(report.binding_stage) + " needs " + gib(stage.totalBytes()) +
                        " per GPU of the usable " + gib(report.hbm_bytes) + " of " + recipe.hardware.name + ": " +
                        gib(report.headroom_bytes) + " headroom, less than the memory model's own " + gib(allowance) +
                        " allocator-fragmentation allowance, so it may not fit";
        close.suggestion =
            "keep at least " + gib(allowance) +
            " free (selective recompute, a smaller micro-batch, more PP or EP, or optimizer offload), or "
            "measure the peak on one step before the full run";
        close.fields = {"layout.micro_batch_size", "options.recompute.granularity", "layout.pp", "layout.ep"};
        close.source = "the studio's per-stage memory estimate";
        close.kind = RuleKind::Advice;
        return {close};
    }
    const StageMemory& binding = report.binding();
    const int64_t over = -report.headroom_bytes;
    // The model's own uncertainty: the labelled fragmentation allowance of that stage.
    const int64_t band = fragmentationAllowanceBytes(report);
    const bool uncertain = memoryFitOf(report) == MemoryFit::Tight;
    const std::string where = "pipeline stage " + std::to_string(report.binding_stage) + " needs " +
                              gib(binding.totalBytes()) + " per GPU, " + gib(over) + " over the usable " +
                              gib(report.hbm_bytes) + " of " + recipe.hardware.name;
    Diagnostic d;
    d.severity = uncertain ? Severity::Warning : Severity::Error;
    d.rule = uncertain ? kRuleFitUncertain : kRuleDoesNotFit;
    d.message = uncertain ? where + "; that is within the memory model's uncertainty (its " + gib(band) +
                                " allocator-fragmentation allowance), so it may still run"
                          : "does not fit: " + where;
    d.fields = {"layout.tp", "layout.pp", "layout.ep", "options.recompute.granularity", "layout.micro_batch_size"};
    d.source = "the studio's per-stage memory estimate";
    // The trainers accept the layout and run out of memory later: no trainer check rejects it.
    d.kind = RuleKind::Advice;
    const std::vector<Checked> levers =
        checkLevers(recipe, report, assumptions, calibration ? *calibration : builtinCalibration());
    if (levers.empty()) {
        d.suggestion = "no change of recompute, offload, micro-batch or one of EP, PP, CP and TP, alone or combined, "
                       "makes this layout fit: a layout search on these GPUs may find one; else use more GPUs, or a "
                       "GPU with more memory";
        return {d};
    }
    const auto leverText = [](const Checked& c) {
        const std::string speed =
            c.tokens_per_gpu > 0 ? ", about " + roundedTokens(c.tokens_per_gpu) + " tokens/s/GPU" : "";
        return c.lever.what + (c.closely()
                                   ? " (fits closely: " + gib(c.headroom) + " headroom, under the " + gib(c.allowance) +
                                         " fragmentation allowance, so it may not fit" + speed + ")"
                                   : " (fits, " + gib(c.headroom) + " headroom" + speed + ")");
    };
    // Every lever offered fits (checkLevers keeps no partial one), so every fix is checked to fit.
    d.suggestion = "apply " + leverText(levers.front());
    for (size_t i = 1; i < levers.size(); ++i)
        d.suggestion += i == 1 ? "; or " + leverText(levers[i]) : ", " + leverText(levers[i]);
    d.fix = levers.front().lever.changes;
    d.fix_label = levers.front().lever.what;
    std::vector<Diagnostic> out = {d};
    for (size_t i = 1; i < levers.size(); ++i) {
        Diagnostic alt;
        alt.severity = Severity::Info;
        alt.rule = kRuleFitLever;
        alt.message = "to fit memory: " + leverText(levers[i]);
        alt.source = d.source;
        alt.kind = RuleKind::Advice;
        alt.suggestion = "apply " + levers[i].lever.what;
        for (const FieldChange& c : levers[i].lever.changes) alt.fields.push_back(c.path);
        alt.fix = levers[i].lever.changes;
        alt.fix_label = levers[i].lever.what;
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

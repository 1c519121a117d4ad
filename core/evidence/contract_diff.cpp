#include "core/evidence/contract_diff.h"

#include <cmath>

#include "core/common/units.h"
#include "core/recipe/recipe_fields.h"

namespace moe::evidence {
namespace {

std::string joinKeys(const std::vector<VariableChange>& v) {
    std::string out;
    for (const auto& c : v) out += (out.empty() ? "" : ", ") + c.key;
    return out;
}

std::optional<double> mib(const std::optional<double>& bytes) {
    return bytes ? std::optional<double>(*bytes / kMiB) : std::nullopt;
}

}  // namespace

std::optional<double> MetricDelta::delta() const {
    if (!a || !b) return std::nullopt;
    return *b - *a;
}

std::optional<double> MetricDelta::pct() const {
    if (!a || !b || *a == 0) return std::nullopt;
    return 100.0 * (*b - *a) / *a;
}

ContractDiff diffContracts(const MeasurementContract& a, const MeasurementContract& b) {
    ContractDiff d;
    for (const auto& k : contractKeys()) {
        const ContractEntry* ea = a.find(k.key);
        const ContractEntry* eb = b.find(k.key);
        if (!ea && !eb) continue;
        VariableChange c{k.key,
                         k.section,
                         ea ? std::optional(ea->value) : std::nullopt,
                         eb ? std::optional(eb->value) : std::nullopt,
                         ea ? ea->source : std::string(),
                         eb ? eb->source : std::string(),
                         k.derived};
        if (ea && eb) {
            if (ea->value == eb->value) continue;
            (k.derived ? d.derived_changed : d.changed).push_back(std::move(c));
        } else if (!k.derived) {
            d.known_on_one_side.push_back(std::move(c));
        }
    }
    d.label_a = contractLabel(a);
    d.label_b = contractLabel(b);
    d.labels_differ = d.label_a.label != d.label_b.label;
    auto warn = [&d](Message m) {
        d.warnings.push_back(m.english());
        d.warning_texts.push_back(std::move(m));
    };
    if (d.changed.size() > 1)
        warn(message("evidence", MOE_TR("evidence", "%1 variables differ (%2): change one variable at a time"),
                     integerArg(static_cast<int64_t>(d.changed.size())), codeArg(joinKeys(d.changed))));
    if (d.labels_differ)
        warn(message("evidence",
                     MOE_TR("evidence",
                            "labels differ: A is %1, B is %2; benchmark-only semantics must be validated separately"),
                     codeArg(toString(d.label_a.label)), codeArg(toString(d.label_b.label))));
    if (!d.known_on_one_side.empty())
        warn(message(
            "evidence", MOE_TR("evidence", "%1 variables are known for one run only (%2): they cannot be shown fixed"),
            integerArg(static_cast<int64_t>(d.known_on_one_side.size())), codeArg(joinKeys(d.known_on_one_side))));
    return d;
}

AbComparison compareRuns(const RunEvidence& a, const RunEvidence& b) {
    AbComparison r;
    r.name_a = a.name;
    r.name_b = b.name;
    r.diff = diffContracts(a.contract, b.contract);
    // The network itself: the contract names the model but not its fields, so two recipes that
    // differ only in an aux-loss coefficient or a rope base read as "no variable differs" (review).
    // Each model field the two recipes set differently is a changed variable of its own.
    if (a.recipe && b.recipe) {
        for (const FieldDescriptor& f : recipeFields()) {
            if (f.path.rfind("model.", 0) != 0 || f.path == "model.name") continue;
            const std::string va = fieldValueText(f.get(*a.recipe));
            const std::string vb = fieldValueText(f.get(*b.recipe));
            if (va == vb) continue;
            VariableChange c;
            c.key = f.path;
            c.section = "model and task";
            c.a = va;
            c.b = vb;
            c.source_a = "recipe " + a.recipe_origin;
            c.source_b = "recipe " + b.recipe_origin;
            r.diff.changed.push_back(std::move(c));
        }
    }
    r.warnings = r.diff.warnings;
    r.warning_texts = r.diff.warning_texts;
    auto warn = [&r](Message m) {
        r.warnings.push_back(m.english());
        r.warning_texts.push_back(std::move(m));
    };
    // A run whose log or trace contradicts its recipe is another job than the one compared.
    for (const RunEvidence* run : {&a, &b}) {
        for (const auto& m : run->verdict.mixed)
            warn(message("evidence", MOE_TR("evidence", "%1: the run's files are not one job's: %2"),
                         textArg(run->name), messageArg(m.textMessage())));
        for (const auto& m : run->verdict.conflicts)
            warn(message("evidence", MOE_TR("evidence", "%1: the run is not its recipe's job: %2"), textArg(run->name),
                         messageArg(m.textMessage())));
    }

    auto add = [&](const char* id, const char* label, std::optional<double> va, std::optional<double> vb, bool higher) {
        if (va || vb) r.metrics.push_back(MetricDelta{id, label, va, vb, higher, message("evidence", label)});
    };
    const logs::WindowEvidence* wa = a.window ? &*a.window : nullptr;
    const logs::WindowEvidence* wb = b.window ? &*b.window : nullptr;
    auto w = [](const logs::WindowEvidence* e, auto f) -> std::optional<double> { return e ? f(*e) : std::nullopt; };
    add("step_time_ms", MOE_TR("evidence", "step time, steady-window mean (ms)"),
        w(wa, [](auto& e) { return std::optional(e.step_time_ms_mean); }),
        w(wb, [](auto& e) { return std::optional(e.step_time_ms_mean); }), false);
    add("tflops_per_gpu", MOE_TR("evidence", "model TFLOP/s/GPU"), w(wa, [](auto& e) { return e.tflops_per_gpu_mean; }),
        w(wb, [](auto& e) { return e.tflops_per_gpu_mean; }), true);
    add("tokens_per_sec_per_gpu", MOE_TR("evidence", "tokens/s/GPU"),
        w(wa, [](auto& e) { return e.tokens_per_sec_per_gpu; }),
        w(wb, [](auto& e) { return e.tokens_per_sec_per_gpu; }), true);
    add("peak_allocated_mib", MOE_TR("evidence", "peak max allocated (MiB)"),
        w(wa, [](auto& e) { return mib(e.peak_max_allocated_bytes); }),
        w(wb, [](auto& e) { return mib(e.peak_max_allocated_bytes); }), false);
    add("peak_reserved_mib", MOE_TR("evidence", "peak max reserved (MiB)"),
        w(wa, [](auto& e) { return mib(e.peak_max_reserved_bytes); }),
        w(wb, [](auto& e) { return mib(e.peak_max_reserved_bytes); }), false);
    if (!a.traces.empty() && !b.traces.empty()) {
        const TraceSummary ta = mergeSummaries(a.traces), tb = mergeSummaries(b.traces);
        add("hidden_comm_pct", MOE_TR("evidence", "hidden communication (%)"), ta.hiddenCommPct(), tb.hiddenCommPct(),
            true);
        add("exposed_comm_ms", MOE_TR("evidence", "exposed communication per window (ms)"), ta.exposed_comm_ms,
            tb.exposed_comm_ms, false);
        add("comm_union_ms", MOE_TR("evidence", "communication union per window (ms)"), ta.comm_ms, tb.comm_ms, false);
        add("compute_union_ms", MOE_TR("evidence", "compute union per window (ms)"), ta.compute_ms, tb.compute_ms,
            false);
        add("idle_ms", MOE_TR("evidence", "GPU idle per window (ms)"), ta.idle_ms, tb.idle_ms, false);
        if (ta.step_aligned != tb.step_aligned)
            warn(message("evidence", MOE_TR("evidence",
                                            "one trace is step-aligned and the other is not: overlap "
                                            "deltas compare different windows")));
    } else if (!a.traces.empty() || !b.traces.empty()) {
        warn(message(
            "evidence",
            MOE_TR("evidence", "a trace is attached to one run only: no matched profile for the overlap deltas")));
    }
    // Two logs that print TFLOP/s in different public FLOPs counts (log_flops_count.h).
    if (a.log_flops && b.log_flops && a.log_flops->count && b.log_flops->count &&
        *a.log_flops->count != *b.log_flops->count)
        warn(message(
            "evidence",
            MOE_TR("evidence", "%1's logged TFLOP/s/GPU is %2, %3's %4: the TFLOP/s delta is partly the count"),
            textArg(a.name), textArg(a.log_flops->countWords()), textArg(b.name), textArg(b.log_flops->countWords())));
    if (!wa || !wb)
        warn(message("evidence", MOE_TR("evidence",
                                        "a steady window is missing: step-time and TFLOP/s deltas need a "
                                        "training log for both runs")));
    for (const auto& [e, n] : {std::pair{wa, &a.name}, std::pair{wb, &b.name}}) {
        if (!e) continue;
        if (!e->loss_finite)
            warn(message("evidence", MOE_TR("evidence", "%1: loss not finite on every line of the window"),
                         textArg(*n)));
        if (e->skipped_iterations > 0 || e->nan_iterations > 0)
            warn(message("evidence", MOE_TR("evidence", "%1: %2 skipped and %3 NaN iterations in the window"),
                         textArg(*n), integerArg(e->skipped_iterations), integerArg(e->nan_iterations)));
    }

    const auto& ch = r.diff.changed;
    // A run whose own files contradict its recipe is not a measurement of that recipe: a variable
    // that "differs" may only be that contradiction (review 11: a one-rank trace's world size 1
    // against the recipe's 32 was "attributable to layout.world_size" between two equal runs).
    // Nor is a run whose files are two jobs' (a log and another job's trace): with or without a recipe.
    // The run's name as it is given ("A", "Run 1: x.log"): a "run" before it read "run Run 1" (review 25).
    for (const RunEvidence* run : {&a, &b}) {
        if (run->verdict.isOneJob()) continue;
        std::vector<Message> facts;
        for (const MixedFact& m : run->verdict.mixed) facts.push_back(m.briefText());
        r.attribution_reason_text = message("evidence",
                                            MOE_TR("evidence",
                                                   "refused: the files of %1 are not one job's (%2); its recorded "
                                                   "variables cannot be set against the other run's"),
                                            textArg(run->name), messagesArg(std::move(facts), ", "));
        r.attribution_reason = r.attribution_reason_text.english();
        return r;
    }
    for (const RunEvidence* run : {&a, &b}) {
        if (!run->recipe || run->verdict.conflicts.empty()) continue;
        std::vector<Message> conflicts;
        for (const RunMismatch& m : run->verdict.conflicts) conflicts.push_back(m.briefText());
        r.attribution_reason_text = message("evidence",
                                            MOE_TR("evidence",
                                                   "refused: %1 is not its recipe's job (%2); its recorded "
                                                   "variables cannot be set against the other run's"),
                                            textArg(run->name), messagesArg(std::move(conflicts), ", "));
        r.attribution_reason = r.attribution_reason_text.english();
        return r;
    }
    if (ch.size() == 1) {
        r.attributable = true;
        r.attributed_to = ch.front().key;
        const bool labels = r.diff.labels_differ;
        const bool oneSide = !r.diff.known_on_one_side.empty();
        const char* id =
            labels && oneSide
                ? MOE_TR(
                      "evidence",
                      "only %1 differs (%2 -> %3): the delta is attributable to it, under different labels "
                      "(benchmark-only semantics disclosed), provided the variables known for one run only were fixed")
            : labels  ? MOE_TR("evidence",
                               "only %1 differs (%2 -> %3): the delta is attributable to it, under different labels "
                                "(benchmark-only semantics disclosed)")
            : oneSide ? MOE_TR("evidence",
                               "only %1 differs (%2 -> %3): the delta is attributable to it, provided the variables "
                               "known for one run only were fixed")
                      : MOE_TR("evidence", "only %1 differs (%2 -> %3): the delta is attributable to it");
        r.attribution_reason_text = message("evidence", id, codeArg(ch.front().key),
                                            codeArg(ch.front().a.value_or("?")), codeArg(ch.front().b.value_or("?")));
    } else if (ch.empty()) {
        r.attribution_reason_text = message(
            "evidence",
            MOE_TR("evidence",
                   "no recorded variable differs: the delta is run-to-run variation or an unrecorded variable"));
    } else {
        r.attribution_reason_text = message(
            "evidence",
            MOE_TR("evidence",
                   "refused: %1 variables differ (%2); a multi-change gain is not attributable to any one of them"),
            integerArg(static_cast<int64_t>(ch.size())), codeArg(joinKeys(ch)));
    }
    r.attribution_reason = r.attribution_reason_text.english();
    return r;
}

}  // namespace moe::evidence

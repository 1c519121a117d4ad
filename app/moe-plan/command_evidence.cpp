// moe-plan contract FILE... | compare A B | report [FILE] --log L ...: measurement contracts, A/B
// comparison and the evidence pack (core/evidence, seed 004, domain §11).
#include "command_evidence.h"

#include <cmath>
#include <iomanip>
#include <iostream>

#include "command_context.h"
#include "core/common/atomic_file.h"
#include "core/evidence/contract_diff.h"
#include "core/evidence/evidence_report.h"
#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_evidence.h"

namespace moe::cli {
namespace {

using namespace moe::evidence;

nlohmann::json optJson(const std::optional<double>& v) {
    return v && std::isfinite(*v) ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json contractJson(const MeasurementContract& c) {
    nlohmann::json fields = nlohmann::json::object();
    nlohmann::json unknown = nlohmann::json::array();
    for (const auto& k : contractKeys()) {
        if (const ContractEntry* e = c.find(k.key))
            fields[k.key] = {{"value", e->value}, {"source", e->source}, {"section", k.section}};
        else if (!k.derived)
            unknown.push_back(k.key);
    }
    const LabelVerdict v = contractLabel(c);
    return {{"name", c.name},   {"label", toString(v.label)}, {"label_reasons", v.reasons},
            {"fields", fields}, {"unknown", unknown},         {"warnings", c.warnings}};
}

nlohmann::json windowJson(const logs::WindowEvidence& w) {
    constexpr double kMiB = 1024.0 * 1024.0;
    return {{"from", w.from},
            {"to", w.to},
            {"iterations_covered", w.iterations_covered},
            {"coverage", windowCoverage(w)},
            {"step_time_ms_mean", w.step_time_ms_mean},
            {"step_time_ms_median", w.step_time_ms_median},
            {"tflops_per_gpu_mean", optJson(w.tflops_per_gpu_mean)},
            {"tokens_per_sec_per_gpu", optJson(w.tokens_per_sec_per_gpu)},
            {"loss_finite", w.loss_finite},
            {"skipped_iterations", w.skipped_iterations},
            {"nan_iterations", w.nan_iterations},
            {"peak_memory_mb", w.peak_max_allocated_bytes ? nlohmann::json(*w.peak_max_allocated_bytes / kMiB)
                                                          : nlohmann::json(nullptr)}};
}

// Which public FLOPs count the log's TFLOP/s/GPU uses: "count" is its key ("megatron-lm"), or
// null when the logged figure matches neither; the figure recomputed under each count.
nlohmann::json logFlopsCountJson(const LogFlopsCount& c) {
    nlohmann::json recomputed = nlohmann::json::object();
    for (const auto& r : c.recomputed) recomputed[std::string(flopsCountInfo(r.count).key)] = r.tflops_per_gpu;
    return {{"count", c.count ? nlohmann::json(std::string(flopsCountInfo(*c.count).key)) : nlohmann::json(nullptr)},
            {"compared_in", std::string(flopsCountInfo(c.comparedIn()).key)},
            {"counts_agree", c.counts_agree},
            {"logged_tflops_per_gpu", c.logged},
            {"recomputed_tflops_per_gpu", recomputed},
            {"recomputed_from", c.basis}};
}

// The facts on which the run's files disagree (they are not one job's).
nlohmann::json mixedJson(const RunVerdict& v) {
    nlohmann::json facts = nlohmann::json::array();
    for (const auto& m : v.mixed)
        facts.push_back({{"key", m.key},
                         {"what", m.label},
                         {"first", m.first_value},
                         {"first_source", m.first_source},
                         {"second", m.second_value},
                         {"second_source", m.second_source},
                         {"text", m.text()}});
    return facts;
}

nlohmann::json verdictJson(const RunVerdict& v) {
    nlohmann::json conflicts = nlohmann::json::array();
    for (const auto& m : v.conflicts)
        conflicts.push_back({{"key", m.key},
                             {"what", m.label},
                             {"recipe", m.recipe_value},
                             {"run", m.run_value},
                             {"source", m.source}});
    return conflicts;
}

// The verdict as comment lines of the contract's text output (nothing when the run is the recipe's job).
void printVerdict(std::ostream& out, const RunEvidence& run) {
    if (!run.verdict.isOneJob()) {
        out << "# " << run.verdict.mixedSummary() << "\n";
        for (const auto& m : run.verdict.mixed) out << "#   " << m.text() << "\n";
    }
    if (run.verdict.conflicts.empty()) return;
    out << "# " << run.verdict.summary() << "\n";
    for (const auto& m : run.verdict.conflicts) out << "#   " << m.text() << "\n";
}

nlohmann::json abJson(const AbComparison& ab) {
    nlohmann::json changed = nlohmann::json::array();
    for (const auto& c : ab.diff.changed)
        changed.push_back({{"key", c.key},
                           {"a", c.a.value_or("")},
                           {"b", c.b.value_or("")},
                           {"source_a", c.source_a},
                           {"source_b", c.source_b}});
    nlohmann::json derived = nlohmann::json::array();
    for (const auto& c : ab.diff.derived_changed)
        derived.push_back({{"key", c.key}, {"a", c.a.value_or("")}, {"b", c.b.value_or("")}});
    nlohmann::json oneSide = nlohmann::json::array();
    for (const auto& c : ab.diff.known_on_one_side) oneSide.push_back(c.key);
    nlohmann::json metrics = nlohmann::json::array();
    for (const auto& m : ab.metrics)
        metrics.push_back({{"metric", m.metric},
                           {"a", optJson(m.a)},
                           {"b", optJson(m.b)},
                           {"delta", optJson(m.delta())},
                           {"delta_pct", optJson(m.pct())},
                           {"higher_is_better", m.higher_is_better}});
    return {{"a", ab.name_a},
            {"b", ab.name_b},
            {"changed", changed},
            {"derived_changed", derived},
            {"known_on_one_side", oneSide},
            {"label_a", toString(ab.diff.label_a.label)},
            {"label_b", toString(ab.diff.label_b.label)},
            {"labels_differ", ab.diff.labels_differ},
            {"attributable", ab.attributable},
            {"attributed_to", ab.attributed_to ? nlohmann::json(*ab.attributed_to) : nlohmann::json(nullptr)},
            {"attribution_reason", ab.attribution_reason},
            {"metrics", metrics},
            {"warnings", ab.warnings}};
}

// Writes `text` to -o OUT atomically, or prints it.
int emit(const ParsedArgs& args, const std::string& text) {
    if (auto out = args.value("output")) {
        if (auto s = writeFileAtomically(*out, text); !s) return reportError(s.error());
        return kExitOk;
    }
    std::cout << text;
    return kExitOk;
}

Result<std::string> reportFormat(const ParsedArgs& args, const std::string& fallback) {
    const std::string f = args.value("format").value_or(fallback);
    if (f != "markdown" && f != "html" && f != "text")
        return Error{{}, 0, 0, "--format", "expected markdown or html, got '" + f + "'"};
    return f;
}

}  // namespace

int runContract(const ParsedArgs& args) {
    if (args.positional.empty())
        return reportError(
            Error{{}, 0, 0, {}, "contract needs at least one FILE (recipe, Bridge YAML, contract, log or trace)"});
    auto options = runLoadOptions(args);
    if (!options) return reportError(options.error());
    auto run = loadRunEvidence(args.positional, *options, "run");
    if (!run) return reportError(run.error());
    if (args.json) {
        nlohmann::json j = contractJson(run->contract);
        j["warnings"] = run->warnings;
        j["recipe_mismatches"] = verdictJson(run->verdict);
        j["mixed_job"] = mixedJson(run->verdict);
        std::cout << j.dump(2) << "\n";
        return kExitOk;
    }
    if (auto out = args.value("output")) {
        if (auto s = saveContractFile(run->contract, *out); !s) return reportError(s.error());
        if (!run->matchesRecipe()) std::cerr << "moe-plan: warning: " << run->verdict.headline() << "\n";
        for (const auto& w : run->warnings) std::cerr << "moe-plan: warning: " << w << "\n";
        return kExitOk;
    }
    printVerdict(std::cout, *run);
    std::cout << contractToYaml(run->contract);
    const LabelVerdict v = contractLabel(run->contract);
    std::cout << "# label: " << toString(v.label) << "\n";
    for (const auto& r : v.reasons) std::cout << "#   " << r << "\n";
    for (const auto& w : run->warnings) std::cout << "# warning: " << w << "\n";
    return kExitOk;
}

int runCompare(const ParsedArgs& args) {
    std::vector<std::string> a = args.values.count("a") ? args.values.at("a") : std::vector<std::string>{};
    std::vector<std::string> b = args.values.count("b") ? args.values.at("b") : std::vector<std::string>{};
    if (a.empty() && b.empty() && args.positional.size() == 2) {
        a = {args.positional[0]};
        b = {args.positional[1]};
    } else if (!args.positional.empty() || a.empty() || b.empty()) {
        // Say what was read, so `compare --a recipe.yaml run.log` is plain: --a and --b each take
        // one file, the second is read as a file of neither run.
        auto files = [](const std::vector<std::string>& v) {
            std::string out;
            for (const auto& f : v) out += (out.empty() ? "" : ", ") + f;
            return v.empty() ? std::string("none") : std::to_string(v.size()) + " (" + out + ")";
        };
        std::string got = "--a files: " + files(a) + "; --b files: " + files(b);
        if (!args.positional.empty()) got += "; files without --a/--b: " + files(args.positional);
        return reportError(Error{{},
                                 0,
                                 0,
                                 {},
                                 "compare takes two runs: compare A B, or compare --a FILE --a FILE --b FILE --b FILE "
                                 "(one file after each --a or --b); got " +
                                     got});
    }
    auto options = runLoadOptions(args);
    if (!options) return reportError(options.error());
    auto ra = loadRunEvidence(a, *options, "A");
    if (!ra) return reportError(ra.error());
    auto rb = loadRunEvidence(b, *options, "B");
    if (!rb) return reportError(rb.error());
    ra->name = "A";
    rb->name = "B";
    const AbComparison ab = compareRuns(*ra, *rb);
    if (args.json) {
        std::cout << abJson(ab).dump(2) << "\n";
        return kExitOk;
    }
    auto format = reportFormat(args, "text");
    if (!format) return reportError(format.error());
    if (*format != "text") {
        EvidenceReportInput in;
        in.run = *rb;
        in.baseline = *ra;
        in.ab = ab;
        return emit(args, *format == "html" ? evidenceReportHtml(in) : evidenceReportMarkdown(in));
    }
    std::cout << "A/B: " << ra->contract.name << " (A) vs " << rb->contract.name << " (B)\n";
    std::cout << "  attribution: " << (ab.attributable ? "attributable" : "NOT attributable") << ": "
              << ab.attribution_reason << "\n";
    std::cout << "  labels: A " << toString(ab.diff.label_a.label) << ", B " << toString(ab.diff.label_b.label) << "\n";
    std::cout << "  variables that differ:\n";
    if (ab.diff.changed.empty()) std::cout << "    none\n";
    for (const auto& c : ab.diff.changed)
        std::cout << "    " << std::left << std::setw(44) << c.key << c.a.value_or("?") << " -> " << c.b.value_or("?")
                  << "\n";
    for (const auto& c : ab.diff.derived_changed)
        std::cout << "    " << std::left << std::setw(44) << (c.key + " (derived)") << c.a.value_or("?") << " -> "
                  << c.b.value_or("?") << "\n";
    std::cout << "  deltas (B - A):\n";
    for (const auto& m : ab.metrics) {
        std::ostringstream line;
        line << std::fixed << std::setprecision(2);
        auto v = [&](const std::optional<double>& x) {
            return x ? (std::ostringstream() << std::fixed << std::setprecision(2) << *x).str() : std::string("-");
        };
        line << "    " << std::left << std::setw(44) << m.label << v(m.a) << " -> " << v(m.b);
        if (m.pct()) line << "  (" << (*m.pct() > 0 ? "+" : "") << *m.pct() << " %)";
        std::cout << line.str() << "\n";
    }
    for (const auto& w : ab.warnings) std::cout << "  warning: " << w << "\n";
    return kExitOk;
}

bool wantsEvidenceReport(const ParsedArgs& args) {
    for (const char* o : {"log", "trace", "contract", "bridge-yaml", "baseline", "format", "output", "from", "to"})
        if (args.has(o)) return true;
    return false;
}

int runEvidenceReport(const ParsedArgs& args) {
    if (args.positional.size() > 1) return reportError(Error{{}, 0, 0, {}, "report takes at most one recipe FILE"});
    auto format = reportFormat(args, "markdown");
    if (!format) return reportError(format.error());
    if (*format == "text") return reportError(Error{{}, 0, 0, "--format", "expected markdown or html, got 'text'"});
    std::vector<std::string> specs;
    if (!args.positional.empty()) specs.push_back("recipe:" + args.positional[0]);
    if (args.positional.size() == 1 && args.positional[0].rfind("builtin:", 0) == 0) specs.back() = args.positional[0];
    if (auto l = args.value("log")) specs.push_back("log:" + *l);
    if (auto y = args.value("bridge-yaml")) specs.push_back("bridge:" + *y);
    for (const char* opt : {"trace", "contract"})
        if (args.values.count(opt))
            for (const auto& v : args.values.at(opt)) specs.push_back(std::string(opt) + ":" + v);
    if (specs.empty())
        return reportError(Error{{}, 0, 0, {}, "report needs a recipe FILE or --log/--trace/--contract/--bridge-yaml"});
    auto options = runLoadOptions(args);
    if (!options) return reportError(options.error());
    auto run = loadRunEvidence(specs, *options, "run");
    if (!run) return reportError(run.error());
    EvidenceReportInput in;
    if (args.values.count("baseline")) {
        RunLoadOptions baseOptions = *options;
        baseOptions.recipe_sets.clear();  // --set applies to the run's recipe only
        auto base = loadRunEvidence(args.values.at("baseline"), baseOptions, "A");
        if (!base) return reportError(base.error());
        base->name = base->contract.name.empty() ? "A" : base->contract.name;
        run->name = run->contract.name.empty() ? "B" : run->contract.name;
        if (base->name == run->name) base->name += " (A)", run->name += " (B)";
        in.ab = compareRuns(*base, *run);
        in.baseline = std::move(*base);
    }
    if (run->recipe) {
        auto calibration = loadCalibrationArgument(args);
        if (!calibration) return reportError(calibration.error());
        auto p = predictRun(*run, *calibration);
        if (args.values.count("calibration")) in.calibration_name = args.values.at("calibration").back();
        if (p)
            in.predicted = std::move(*p);
        else
            run->warnings.push_back("no estimate for the recipe: " + p.error().toString());
    }
    in.run = std::move(*run);
    if (args.json) {
        nlohmann::json j = {{"contract", contractJson(in.run.contract)}, {"warnings", in.run.warnings}};
        j["window"] = in.run.window ? windowJson(*in.run.window) : nlohmann::json(nullptr);
        nlohmann::json proofs = nlohmann::json::array();
        for (const auto& p : proveMechanisms(in.run.contract, in.run.traces))
            proofs.push_back({{"mechanism", p.mechanism},
                              {"requested", p.requested},
                              {"status", toString(p.status)},
                              {"evidence", p.evidence}});
        j["proofs"] = proofs;
        if (in.ab) j["ab"] = abJson(*in.ab);
        j["recipe_mismatches"] = verdictJson(in.run.verdict);
        j["mixed_job"] = mixedJson(in.run.verdict);
        j["one_job"] = in.run.verdict.isOneJob();
        j["log_flops_count"] = in.run.log_flops ? logFlopsCountJson(*in.run.log_flops) : nlohmann::json(nullptr);
        j["recipe_verdict"] =
            in.run.recipe ? nlohmann::json(in.run.matchesRecipe() ? "the recipe's job" : in.run.verdict.headline())
                          : nlohmann::json(nullptr);
        if (in.predicted) {
            // A run that is not the recipe's job has no prediction error (null) and no measured value.
            const bool comparable = in.predicted->compared;
            nlohmann::json rows = nlohmann::json::array();
            for (const auto& r : in.predicted->rows)
                rows.push_back({{"component", r.component},
                                {"predicted", r.predicted},
                                {"measured", optJson(r.measured)},
                                {"error", comparable ? optJson(r.error()) : nlohmann::json(nullptr)},
                                {"error_pct", comparable ? optJson(r.errorPct()) : nlohmann::json(nullptr)},
                                {"inside_band", [&]() -> nlohmann::json {
                                     const auto inside = comparable ? r.insideBand(in.predicted->band) : std::nullopt;
                                     return inside ? nlohmann::json(*inside) : nlohmann::json(nullptr);
                                 }()}});
            // The FLOPs count TFLOP/s/GPU is compared in (the log's own where it was told).
            for (auto& row : rows)
                if (row["component"] == "tflops_per_gpu")
                    row["flops_count"] = std::string(flopsCountInfo(in.predicted->tflops_count).key);
            j["predicted_vs_measured"] = rows;
            j["tflops_note"] = in.predicted->tflops_note;
            j["uncertainty"] = uncertaintyJson(in.predicted->band);
            j["predicted_vs_measured_comparable"] = comparable;
        }
        j["report"] = *format == "html" ? evidenceReportHtml(in) : evidenceReportMarkdown(in);
        std::cout << j.dump(2) << "\n";
        return kExitOk;
    }
    return emit(args, *format == "html" ? evidenceReportHtml(in) : evidenceReportMarkdown(in));
}

Result<evidence::RunLoadOptions> runLoadOptions(const ParsedArgs& args) {
    evidence::RunLoadOptions o;
    o.recipe_sets = args.sets;
    for (const char* name : {"from", "to"}) {
        if (auto v = args.value(name)) {
            auto n = parseIntegerOption(name, *v);
            if (!n) return n.error();
            (std::string(name) == "from" ? o.window_from : o.window_to) = *n;
            o.window_given = true;
        }
    }
    return o;
}

}  // namespace moe::cli

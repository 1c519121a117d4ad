// moe-plan calibrate --run RECIPE,LOG[,TRACE...] ... [--cluster NAME] [--constants c1,c2]
// [--from 41 --to 50] [--calibration C] [--json]: fits the step-time model's efficiency constants
// to measured runs on the user's cluster, shows the error per run before and after, and saves the
// result as a named cluster profile (--calibration cluster:NAME elsewhere).
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "command_context.h"
#include "command_evidence.h"
#include "core/evidence/run_evidence.h"
#include "core/perf/cluster_calibration.h"
#include "core/perf/cluster_profile.h"

namespace moe::cli {
namespace {

std::vector<std::string> splitCommas(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    for (char ch : s) {
        if (ch == ',') {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += ch;
        }
    }
    out.push_back(cur);
    return out;
}

std::string utcNow() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// One --run value: "RECIPE,LOG[,TRACE...]" -> a measured run (recipe + steady-window step time,
// plus per-step compute and exposed comm from step-aligned traces).
Result<MeasuredRun> loadMeasuredRun(const std::string& spec, const evidence::RunLoadOptions& options,
                                    std::string& label) {
    const auto parts = splitCommas(spec);
    if (parts.size() < 2) return Error{{}, 0, 0, "--run", "expected RECIPE,LOG[,TRACE...], got '" + spec + "'"};
    for (const auto& p : parts)
        if (p.empty()) return Error{{}, 0, 0, "--run", "empty file name in '" + spec + "'"};
    std::vector<std::string> sources = {parts[0].rfind("builtin:", 0) == 0 ? parts[0] : "recipe:" + parts[0],
                                        "log:" + parts[1]};
    for (size_t i = 2; i < parts.size(); ++i) sources.push_back("trace:" + parts[i]);
    auto ev = evidence::loadRunEvidence(sources, options, parts[0]);
    if (!ev) return ev.error();
    if (!ev->recipe) return Error{parts[0], 0, 0, "--run", "no recipe loaded"};
    if (!ev->window) return Error{parts[1], 0, 0, "--run", "the log has no steady window to measure"};
    // Fitting the recipe's model to another job's step time would tune the constants to a mismatch.
    if (!ev->matchesRecipe())
        return Error{
            parts[1], 0, 0, "--run",
            ev->verdict.headline() + " (" +
                (ev->verdict.mixed.empty() ? ev->verdict.conflicts.front().text() : ev->verdict.mixed.front().text()) +
                ")"};
    MeasuredRun run;
    run.name = parts[0];
    run.recipe = *ev->recipe;
    run.step_time_s = ev->window->step_time_ms_mean / 1000.0;
    if (!ev->traces.empty()) {
        const auto t = evidence::mergeSummaries(ev->traces);
        if (t.step_aligned) {
            run.compute_s = t.compute_ms / 1000.0;
            run.exposed_comm_s = t.exposed_comm_ms / 1000.0;
        }
    }
    label = parts[0] + " + " + parts[1];
    for (size_t i = 2; i < parts.size(); ++i) label += " + " + parts[i];
    return run;
}

nlohmann::json decisionJson(const ConstantDecision& d) {
    return {{"key", d.key},           {"base", d.base},    {"value", d.value},
            {"min", d.min},           {"max", d.max},      {"sensitivity", d.sensitivity},
            {"at_bound", d.at_bound}, {"reason", d.reason}};
}

}  // namespace

int runCalibrateRuns(const ParsedArgs& args) {
    auto options = runLoadOptions(args);
    if (!options) return reportError(options.error());
    std::vector<MeasuredRun> runs;
    std::vector<std::string> labels;
    for (const auto& spec : args.values.at("run")) {
        std::string label;
        auto run = loadMeasuredRun(spec, *options, label);
        if (!run) return reportError(run.error());
        runs.push_back(*run);
        labels.push_back(label);
    }
    auto base = loadCalibrationArgument(args);
    if (!base) return reportError(base.error());
    ClusterFitOptions fitOptions;
    if (auto c = args.value("constants")) fitOptions.constants = splitCommas(*c);

    std::optional<std::string> profilePath;
    if (auto name = args.value("cluster")) {
        if (auto ok = validateClusterName(*name); !ok) return reportError(ok.error());
        auto dir = userClusterProfileDirectory();
        if (!dir) return reportError(dir.error());
        profilePath = *dir + "/" + *name + ".yaml";
    }

    auto fit = fitClusterCalibration(runs, *base, fitOptions);
    if (!fit) return reportError(fit.error());

    if (profilePath) {
        ClusterProfile p;
        p.name = *args.value("cluster");
        p.created = utcNow();
        p.base = args.value("calibration").value_or("builtin");
        p.runs = labels;
        p.fitted = fit->fitted;
        p.held = fit->held;
        p.errors = fit->errors;
        p.rms_before_pct = fit->rmsListedBeforePct();
        p.rms_after_pct = fit->rmsListedAfterPct();
        p.rms_log_before_pct = fit->rms_before_pct;
        p.rms_log_after_pct = fit->rms_after_pct;
        p.calibration = fit->calibration;
        if (auto s = saveClusterProfile(p, *profilePath); !s) return reportError(s.error());
    }

    if (args.json) {
        nlohmann::json fitted = nlohmann::json::array(), held = nlohmann::json::array(),
                       errors = nlohmann::json::array();
        for (const auto& d : fit->fitted) fitted.push_back(decisionJson(d));
        for (const auto& d : fit->held) held.push_back(decisionJson(d));
        for (const auto& e : fit->errors)
            errors.push_back({{"run", e.run},
                              {"observation", toString(e.kind)},
                              {"measured_s", e.measured_s},
                              {"before_s", e.before_s},
                              {"after_s", e.after_s},
                              {"before_pct", e.before_pct},
                              {"after_pct", e.after_pct}});
        nlohmann::json out = {{"runs", labels},
                              {"observations", fit->observations},
                              {"fitted", fitted},
                              {"held", held},
                              {"errors", errors},
                              {"rms_before_pct", fit->rms_before_pct},
                              {"rms_after_pct", fit->rms_after_pct},
                              {"rms_listed_before_pct", fit->rmsListedBeforePct()},
                              {"rms_listed_after_pct", fit->rmsListedAfterPct()},
                              {"iterations", fit->iterations}};
        out["profile"] =
            profilePath ? nlohmann::json{{"name", *args.value("cluster")}, {"path", *profilePath}} : nlohmann::json();
        std::cout << out.dump(2) << "\n";
        return kExitOk;
    }
    std::ostringstream o;
    o << std::fixed;
    o << "Cluster calibration: " << runs.size() << " run" << (runs.size() == 1 ? "" : "s") << ", " << fit->observations
      << " observation" << (fit->observations == 1 ? "" : "s") << ", base "
      << args.value("calibration").value_or("builtin") << "\n";
    o << "Fitted:\n";
    if (fit->fitted.empty()) o << "  (none)\n";
    for (const auto& d : fit->fitted)
        o << "  " << std::left << std::setw(24) << d.key << std::setprecision(4) << d.base << " -> " << d.value << "  "
          << d.reason << "\n";
    o << "Held at base value:\n";
    if (fit->held.empty()) o << "  (none)\n";
    for (const auto& d : fit->held)
        o << "  " << std::left << std::setw(24) << d.key << std::setprecision(4) << d.base << "  " << d.reason << "\n";
    o << "Error per run (predicted vs measured):\n";
    for (const auto& e : fit->errors)
        o << "  " << e.run << " [" << toString(e.kind) << "]: measured " << std::setprecision(1)
          << e.measured_s * 1000.0 << " ms, before " << e.before_s * 1000.0 << " ms (" << std::showpos << e.before_pct
          << " %), after " << std::noshowpos << e.after_s * 1000.0 << " ms (" << std::showpos << e.after_pct << " %)"
          << std::noshowpos << "\n";
    // The studio's Calibrate from Runs headlines the same figure (review 27 read two "before"s).
    o << std::fixed << std::setprecision(2) << "Error (RMS of the errors per run above): before " << fit->rmsListedBeforePct()
      << " %, after " << fit->rmsListedAfterPct() << " %; the fit minimises the RMS of log errors: before "
      << fit->rms_before_pct << " %, after " << fit->rms_after_pct << " %\n" << std::defaultfloat;
    if (profilePath)
        o << "Saved cluster profile '" << *args.value("cluster") << "' to " << *profilePath
          << " (use --calibration cluster:" << *args.value("cluster") << ")\n";
    else
        o << "Not saved: add --cluster NAME to keep it as a profile.\n";
    std::cout << o.str();
    return kExitOk;
}

}  // namespace moe::cli

// moe-plan log window FILE [--from 41 --to 50] [--gbs G --seq S --gpus W] [--flops-per-step F] [--json]:
// steady-window evidence from a Megatron-LM / Megatron-Bridge training log (domain §10).
#include <cmath>
#include <iomanip>
#include <iostream>

#include "command_context.h"
#include "core/evidence/run_consistency.h"
#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"

namespace moe::cli {
namespace {

using namespace moe::logs;

constexpr double kMiB = 1024.0 * 1024.0;

nlohmann::json optionalJson(const std::optional<double>& v) {
    return v && std::isfinite(*v) ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json mib(const std::optional<double>& bytes) {
    return bytes ? nlohmann::json(*bytes / kMiB) : nlohmann::json(nullptr);
}

nlohmann::json evidenceJson(const std::string& file, const WindowEvidence& ev, const std::vector<std::string>& parseWarnings) {
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& l : ev.lines)
        lines.push_back({{"line", l.line},
                         {"iteration", l.iteration},
                         {"covers_from", l.covers_from},
                         {"iterations", l.iterations},
                         {"step_time_ms", optionalJson(l.step_time_ms)},
                         {"tflops_per_gpu", optionalJson(l.tflops_per_gpu)},
                         {"loss_finite", l.loss_finite},
                         {"warm_up", l.warm_up}});
    nlohmann::json events = nlohmann::json::array();
    for (const auto& e : ev.events_in_window)
        events.push_back({{"line", e.line},
                          {"kind", e.kind == LogEventKind::Checkpoint ? "checkpoint" : "evaluation"},
                          {"iteration", e.iteration ? nlohmann::json(*e.iteration) : nlohmann::json(nullptr)}});
    nlohmann::json warnings = parseWarnings;
    for (const auto& w : ev.warnings) warnings.push_back(w);
    return {{"file", file},
            {"from", ev.from},
            {"to", ev.to},
            {"log_interval", ev.log_interval},
            {"iterations_covered", ev.iterations_covered},
            {"missing_iterations", ev.missing_iterations},
            {"step_time_ms_mean", ev.step_time_ms_mean},
            {"step_time_ms_median", ev.step_time_ms_median},
            {"step_time_ms_min", ev.step_time_ms_min},
            {"step_time_ms_max", ev.step_time_ms_max},
            {"tflops_per_gpu_mean", optionalJson(ev.tflops_per_gpu_mean)},
            {"tflops_source", tflopsSourceName(ev.tflops_source)},
            {"tokens_per_sec_per_gpu", optionalJson(ev.tokens_per_sec_per_gpu)},
            {"loss_finite", ev.loss_finite},
            {"grad_norm_finite", ev.grad_norm_finite},
            {"grad_norm_logged", ev.grad_norm_logged},
            {"skipped_iterations", ev.skipped_iterations},
            {"nan_iterations", ev.nan_iterations},
            {"peak_memory_mb", mib(ev.peak_max_allocated_bytes)},
            {"peak_reserved_mb", mib(ev.peak_max_reserved_bytes)},
            {"events_in_window", events},
            {"lines", lines},
            {"warnings", warnings}};
}

void printText(const std::string& file, const WindowEvidence& ev) {
    auto row = [](const char* label, const std::string& value) {
        std::cout << "  " << std::left << std::setw(30) << label << value << "\n";
    };
    auto num = [](double v, int precision) {
        std::ostringstream o;
        o << std::fixed << std::setprecision(precision) << v;
        return o.str();
    };
    std::cout << file << ": iterations " << ev.from << "-" << ev.to << " (log interval " << ev.log_interval << ", "
              << ev.lines.size() << " printed line" << (ev.lines.size() == 1 ? "" : "s") << ")\n";
    row("iterations covered", std::to_string(ev.iterations_covered) + " of " + std::to_string(ev.to - ev.from + 1));
    row("coverage", moe::evidence::windowCoverage(ev));
    row("step time mean (ms)", num(ev.step_time_ms_mean, 1) + "  (iteration-weighted)");
    row("step time median/min/max", num(ev.step_time_ms_median, 1) + " / " + num(ev.step_time_ms_min, 1) + " / " +
                                         num(ev.step_time_ms_max, 1));
    row("TFLOP/s/GPU", ev.tflops_per_gpu_mean ? num(*ev.tflops_per_gpu_mean, 1) + "  (" + tflopsSourceName(ev.tflops_source) + ")"
                                              : std::string("unknown"));
    row("tokens/s/GPU", ev.tokens_per_sec_per_gpu ? num(*ev.tokens_per_sec_per_gpu, 1) : std::string("unknown (needs --seq, --gpus)"));
    row("loss finite", ev.loss_finite ? "yes" : "NO");
    row("grad norm finite", !ev.grad_norm_logged ? "not logged" : (ev.grad_norm_finite ? "yes" : "NO"));
    row("skipped / nan iterations", std::to_string(ev.skipped_iterations) + " / " + std::to_string(ev.nan_iterations));
    row("peak max allocated (MiB)", ev.peak_max_allocated_bytes ? num(*ev.peak_max_allocated_bytes / kMiB, 1) : "unknown");
    row("peak max reserved (MiB)", ev.peak_max_reserved_bytes ? num(*ev.peak_max_reserved_bytes / kMiB, 1) : "unknown");
}

}  // namespace

int runLog(const ParsedArgs& args) {
    if (args.positional.empty() || args.positional[0] != "window")
        return reportError(Error{{}, 0, 0, {}, "log needs a subcommand: log window FILE [--from 41 --to 50] [--gbs G --seq S --gpus W] "
                                               "[--flops-per-step F] [--json]"});
    if (args.positional.size() != 2) return reportError(Error{{}, 0, 0, {}, "log window needs exactly one log FILE"});
    const std::string& file = args.positional[1];
    WindowOptions options;
    auto intOption = [&](const char* name, auto& target) -> bool {
        if (auto v = args.value(name)) {
            auto n = parseIntegerOption(name, *v);
            if (!n) {
                reportError(n.error());
                return false;
            }
            target = *n;
        }
        return true;
    };
    std::optional<int64_t> gbs, seq, gpus;
    if (!intOption("from", options.from) || !intOption("to", options.to) || !intOption("gbs", gbs) || !intOption("seq", seq) ||
        !intOption("gpus", gpus))
        return kExitError;
    options.global_batch_size = gbs;
    options.seq_length = seq;
    options.gpus = gpus;
    if (auto f = args.value("flops-per-step")) {
        auto v = parseLogNumber(*f);
        if (!v || !std::isfinite(*v) || *v <= 0) return reportError(Error{{}, 0, 0, "--flops-per-step", "not a positive number: " + *f});
        options.flops_per_step = *v;
    }
    auto log = parseTrainingLogFile(file);
    if (!log) return reportError(log.error());
    // Without --from/--to, a log that does not print 41-50 is measured where it does (the window
    // the studio's Add Run dialog proposes), and the output says which and why.
    std::vector<std::string> notes = log.warnings;
    if (!args.value("from") && !args.value("to")) {
        if (auto proposed = proposeWindow(*log, options); proposed && (proposed->from != options.from || proposed->to != options.to)) {
            notes.push_back("measured over " + proposed->reason + "; --from/--to choose another window");
            options.from = proposed->from;
            options.to = proposed->to;
        }
    }
    auto ev = steadyWindow(*log, options);
    if (!ev) {
        for (const auto& w : notes) std::cerr << "moe-plan: warning: " << w << "\n";
        return reportError(ev.error());
    }
    if (args.json) {
        std::cout << evidenceJson(file, *ev, notes).dump(2) << "\n";
    } else {
        printText(file, *ev);
        for (const auto& w : notes) std::cout << "  warning: " << w << "\n";
        for (const auto& w : ev->warnings) std::cout << "  warning: " << w << "\n";
    }
    return kExitOk;
}

}  // namespace moe::cli

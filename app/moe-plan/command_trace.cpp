// moe-plan trace analyze FILE... [--threads N]: imports Kineto JSON (plain/.gz) or Nsight Systems
// SQLite traces, several files at once (core/trace/trace_set_analysis), and prints the per-rank
// overlap metrics (µs, the unit profilers and HTA use) in the order of the files given.
#include <iomanip>
#include <iostream>

#include "command_context.h"
#include "core/trace/hta_compat.h"
#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/rank_alignment.h"
#include "core/trace/trace_set_analysis.h"

namespace moe::cli {
namespace {

using namespace moe::trace;

double us(int64_t ns) { return static_cast<double>(ns) / 1000.0; }

nlohmann::json metricsJson(const DeviceMetrics& m) {
    return {{"events", m.events},
            {"streams", m.streams},
            {"windows", m.windows},
            {"window_us", us(m.window_ns)},
            {"busy_union_us", us(m.busy_ns)},
            {"idle_us", us(m.idle_ns)},
            {"comm_union_us", us(m.comm_ns)},
            {"compute_union_us", us(m.compute_ns)},
            {"memory_union_us", us(m.memory_ns)},
            {"comm_compute_overlap_us", us(m.overlap_ns)},
            {"hidden_comm_pct", m.hiddenCommPct()},
            {"exposed_comm_us", us(m.exposed_comm_ns)},
            {"non_compute_us", us(m.non_compute_ns)},
            {"host_wait_us", us(m.host_wait_ns)},
            {"kernel_wait_us", us(m.kernel_wait_ns)},
            {"other_idle_us", us(m.other_idle_ns)},
            {"device_host_wait_us", us(m.device_host_wait_ns)},
            {"device_kernel_wait_us", us(m.device_kernel_wait_ns)},
            {"device_other_idle_us", us(m.device_other_idle_ns)},
            {"kernel_duration_sum_us_not_time", us(m.kernel_duration_sum_ns)}};
}

void printText(const std::string& file, int rank, const DeviceMetrics& m) {
    auto line = [](const char* label, double v, const char* unit) {
        std::cout << "  " << std::left << std::setw(34) << label << std::right << std::setw(14) << std::fixed
                  << std::setprecision(3) << v << " " << unit << "\n";
    };
    std::cout << file << ": rank " << rank << " device " << m.device << " (" << m.events << " GPU events, " << m.streams
              << " streams, " << m.windows << " window" << (m.windows == 1 ? "" : "s") << ")\n";
    line("window", us(m.window_ns), "us");
    line("GPU busy (union)", us(m.busy_ns), "us");
    line("idle", us(m.idle_ns), "us");
    line("communication (union)", us(m.comm_ns), "us");
    line("compute (union)", us(m.compute_ns), "us");
    line("memory copies (union)", us(m.memory_ns), "us");
    line("comm ∩ compute", us(m.overlap_ns), "us");
    line("hidden communication", m.hiddenCommPct(), "%");
    line("exposed communication", us(m.exposed_comm_ns), "us");
    line("idle: host-wait (device gaps)", us(m.device_host_wait_ns), "us");
    line("idle: kernel-wait (device gaps)", us(m.device_kernel_wait_ns), "us");
    line("idle: other (device gaps)", us(m.device_other_idle_ns), "us");
    line("stream gaps: host-wait (HTA)", us(m.host_wait_ns), "us");
    line("stream gaps: kernel-wait (HTA)", us(m.kernel_wait_ns), "us");
    line("stream gaps: other (HTA)", us(m.other_idle_ns), "us");
    line("sum of kernel durations (not time)", us(m.kernel_duration_sum_ns), "us");
}

}  // namespace

int runTrace(const ParsedArgs& args) {
    if (args.positional.empty() || args.positional[0] != "analyze")
        return reportError(Error{{}, 0, 0, {}, "trace needs a subcommand: trace analyze FILE... [--step N] [--range NAME] "
                                               "[--patterns FILE] [--hta-compat] [--threads N] [--json]"});
    if (args.positional.size() < 2) return reportError(Error{{}, 0, 0, {}, "trace analyze needs at least one trace FILE"});
    TraceAnalysisRequest request;
    request.mode = args.has("hta-compat") ? htaCompatMode() : exactMode();
    if (auto p = args.value("patterns")) {
        auto loaded = loadPatterns(*p);
        if (!loaded) return reportError(loaded.error());
        request.mode.patterns = std::move(*loaded);
    }
    auto classifier = KernelClassifier::create(request.mode.patterns);
    if (!classifier) return reportError(classifier.error());
    if (auto v = args.value("step")) {
        auto n = parseIntegerOption("step", *v);
        if (!n) return reportError(n.error());
        request.step = *n;
    }
    request.range = args.value("range");
    int threads = 0;  // hardware_concurrency
    if (auto v = args.value("threads")) {
        auto n = parseIntegerOption("threads", *v);
        if (!n) return reportError(n.error());
        if (*n < 0 || *n > 1024) return reportError(Error{{}, 0, 0, "--threads", "must be in [0, 1024] (0: one per core)"});
        threads = static_cast<int>(*n);
    }
    const auto align = args.value("align");
    if (align && *align != "collectives" && *align != "clock")
        return reportError(Error{{}, 0, 0, "--align", "unknown method '" + *align + "' (one of: collectives, clock)"});
    // Alignment reads only the collectives (and, on the shared clock, only the origins).
    if (align) request.keep_kernels = *align == "collectives" ? AlignmentOptions{}.collective_regex : std::string("(?!)");  // (?!) matches nothing

    const std::vector<std::string> paths(args.positional.begin() + 1, args.positional.end());
    TraceSetAnalysis set = analyzeTraceSet(paths, *classifier, request, threads);

    // Every file that was read is reported, in input order; the files that failed are named
    // afterwards and fail the command (exit 2), as a single bad file always did.
    nlohmann::json ranksJson = nlohmann::json::array();
    for (const auto& file : set.files) {
        if (!file) continue;
        for (const auto& w : file->warnings) std::cerr << "moe-plan: warning: " << file->path << ": " << w << "\n";
        for (const DeviceAnalysis& d : file->devices) {
            if (args.json) {
                nlohmann::json j = {{"file", file->path}, {"format", file->format}, {"rank", d.rank}, {"device", d.metrics.device}};
                j.update(metricsJson(d.metrics));
                j["unclassified_kernels"] = file->unclassified;
                ranksJson.push_back(std::move(j));
            } else {
                printText(file->path, d.rank, d.metrics);
            }
        }
        if (!args.json) {
            std::cout << "  kernel patterns:";
            for (size_t i = 0; i < file->pattern_hits.size(); ++i)
                if (file->pattern_hits[i] > 0)
                    std::cout << " " << kernelClassName(request.mode.patterns.patterns[i].cls) << " /"
                              << request.mode.patterns.patterns[i].regex << "/ " << file->pattern_hits[i] << ";";
            std::cout << " unclassified (counted as compute) " << file->unclassified << "\n";
        }
    }
    nlohmann::json out{{"ranks", ranksJson}};
    if (set.failed() > 0) {
        nlohmann::json errors = nlohmann::json::array();
        for (const auto& file : set.files)
            if (!file) {
                reportError(file.error());
                errors.push_back({{"file", file.error().file}, {"message", file.error().toString()}});
            }
        if (args.json) {
            out["errors"] = std::move(errors);
            std::cout << out.dump(2) << "\n";
        }
        // "the others are reported above" only when there are others.
        if (set.failed() < set.files.size())
            std::cerr << "moe-plan: " << set.failed() << " of " << set.files.size() << " trace files failed; the others are reported above\n";
        else if (set.files.size() > 1)
            std::cerr << "moe-plan: all " << set.files.size() << " trace files failed\n";
        return kExitError;
    }
    if (align) {
        std::vector<RankRef> refs;
        for (const auto& file : set.files)
            for (const RankTrace& r : file->kept->ranks) refs.push_back({&*file->kept, &r});
        auto aligned = *align == "clock" ? alignOnSharedClock(refs) : alignOnCollectives(refs);
        if (!aligned) return reportError(aligned.error());
        nlohmann::json list = nlohmann::json::array();
        if (!args.json) std::cout << "clock alignment (" << aligned->method << ", onto rank " << aligned->offsets.front().rank << "):\n";
        for (const RankOffset& o : aligned->offsets) {
            list.push_back({{"rank", o.rank}, {"offset_us", us(o.offset_ns)}, {"matched_collectives", o.matched},
                            {"spread_us", us(o.residual_ns)}, {"index_shift", o.index_shift}});
            if (!args.json)
                std::cout << "  rank " << o.rank << ": offset " << us(o.offset_ns) << " us"
                          << (aligned->method == "collectives"
                                  ? " (" + std::to_string(o.matched) + " collectives matched, spread " + std::to_string(us(o.residual_ns)) + " us)"
                                  : std::string{})
                          << "\n";
        }
        out["alignment"] = {{"method", aligned->method}, {"ranks", list}};
    }
    if (args.json) std::cout << out.dump(2) << "\n";
    return kExitOk;
}

}  // namespace moe::cli

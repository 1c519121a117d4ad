// moe-plan trace analyze FILE... : imports Kineto JSON (plain/.gz) or Nsight Systems SQLite traces
// and prints the per-rank overlap metrics of domain §9.4 (µs, the unit profilers and HTA use).
#include <iomanip>
#include <iostream>

#include "command_context.h"
#include "core/trace/hta_compat.h"
#include "core/trace/interval_metrics.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/rank_alignment.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"

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
                                               "[--patterns FILE] [--hta-compat] [--json]"});
    if (args.positional.size() < 2) return reportError(Error{{}, 0, 0, {}, "trace analyze needs at least one trace FILE"});
    AnalysisMode mode = args.has("hta-compat") ? htaCompatMode() : exactMode();
    if (auto p = args.value("patterns")) {
        auto loaded = loadPatterns(*p);
        if (!loaded) return reportError(loaded.error());
        mode.patterns = std::move(*loaded);
    }
    auto classifier = KernelClassifier::create(mode.patterns);
    if (!classifier) return reportError(classifier.error());
    std::optional<int64_t> step;
    if (auto v = args.value("step")) {
        auto n = parseIntegerOption("step", *v);
        if (!n) return reportError(n.error());
        step = *n;
    }
    const auto range = args.value("range");
    const auto align = args.value("align");
    if (align && *align != "collectives" && *align != "clock")
        return reportError(Error{{}, 0, 0, "--align", "unknown method '" + *align + "' (one of: collectives, clock)"});
    std::vector<Trace> kept;  // for --align: every file's ranks, in order

    nlohmann::json ranksJson = nlohmann::json::array();
    for (size_t f = 1; f < args.positional.size(); ++f) {
        const std::string& path = args.positional[f];
        auto trace = looksLikeSqlite(path) ? importNsys(path, mode.import) : importKineto(path, mode.import);
        if (!trace) return reportError(trace.error());
        for (const auto& w : trace.warnings) std::cerr << "moe-plan: warning: " << path << ": " << w << "\n";
        const Classification classes = classifier->classify(*trace);
        for (const auto& rank : trace->ranks) {
            for (int32_t device : rank.devices) {
                DeviceMetrics m;
                m.device = device;
                if (step) {
                    const auto steps = findSteps(*trace, rank, device);
                    const StepWindow* found = nullptr;
                    std::string known;
                    for (const auto& s : steps) {
                        if (s.step == *step) found = &s;
                        known += (known.empty() ? "" : ", ") + std::to_string(s.step) + (s.last ? " (last)" : "");
                    }
                    if (found == nullptr)
                        return reportError(Error{path, 0, 0, "--step", "no ProfilerStep#" + std::to_string(*step) + " on rank " +
                                                 std::to_string(rank.rank) + " device " + std::to_string(device) +
                                                 " (steps: " + (known.empty() ? "none" : known) + ")"});
                    m = computeDeviceMetrics(rank, device, classes, found->window, mode.metrics);
                } else if (range) {
                    m.windows = 0;
                    for (const auto& w : annotationWindows(*trace, rank, device, *range))
                        m.add(computeDeviceMetrics(rank, device, classes, w, mode.metrics));
                } else {
                    m = computeDeviceMetrics(rank, device, classes, std::nullopt, mode.metrics);
                }
                if (args.json) {
                    nlohmann::json j = {{"file", path}, {"format", trace->format}, {"rank", rank.rank}, {"device", device}};
                    j.update(metricsJson(m));
                    j["unclassified_kernels"] = classes.unclassified;
                    ranksJson.push_back(std::move(j));
                } else {
                    printText(path, rank.rank, m);
                }
            }
        }
        if (!args.json) {
            std::cout << "  kernel patterns:";
            for (size_t i = 0; i < classes.pattern_hits.size(); ++i)
                if (classes.pattern_hits[i] > 0)
                    std::cout << " " << kernelClassName(mode.patterns.patterns[i].cls) << " /" << mode.patterns.patterns[i].regex
                              << "/ " << classes.pattern_hits[i] << ";";
            std::cout << " unclassified (counted as compute) " << classes.unclassified << "\n";
        }
        if (align) kept.push_back(std::move(*trace));
    }
    nlohmann::json out{{"ranks", ranksJson}};
    if (align) {
        std::vector<RankRef> refs;
        for (const Trace& t : kept)
            for (const RankTrace& r : t.ranks) refs.push_back({&t, &r});
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

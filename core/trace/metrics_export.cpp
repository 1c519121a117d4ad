#include "core/trace/metrics_export.h"

#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/common/atomic_file.h"
#include "core/common/c_locale.h"

namespace moe::trace {
namespace {

double us(int64_t ns) {
    return static_cast<double>(ns) / 1000.0;
}

struct Column {
    const char* key;
    double (*value)(const DeviceMetrics&);
};

// The metric columns, in the CLI's order and with its key names.
constexpr std::array kColumns{
    Column{"window_us", [](const DeviceMetrics& m) { return us(m.window_ns); }},
    Column{"busy_union_us", [](const DeviceMetrics& m) { return us(m.busy_ns); }},
    Column{"idle_us", [](const DeviceMetrics& m) { return us(m.idle_ns); }},
    Column{"comm_union_us", [](const DeviceMetrics& m) { return us(m.comm_ns); }},
    Column{"compute_union_us", [](const DeviceMetrics& m) { return us(m.compute_ns); }},
    Column{"memory_union_us", [](const DeviceMetrics& m) { return us(m.memory_ns); }},
    Column{"comm_compute_overlap_us", [](const DeviceMetrics& m) { return us(m.overlap_ns); }},
    Column{"hidden_comm_pct", [](const DeviceMetrics& m) { return m.hiddenCommPct(); }},
    Column{"exposed_comm_us", [](const DeviceMetrics& m) { return us(m.exposed_comm_ns); }},
    Column{"host_wait_us", [](const DeviceMetrics& m) { return us(m.host_wait_ns); }},
    Column{"kernel_wait_us", [](const DeviceMetrics& m) { return us(m.kernel_wait_ns); }},
    Column{"other_idle_us", [](const DeviceMetrics& m) { return us(m.other_idle_ns); }},
    Column{"device_host_wait_us", [](const DeviceMetrics& m) { return us(m.device_host_wait_ns); }},
    Column{"device_kernel_wait_us", [](const DeviceMetrics& m) { return us(m.device_kernel_wait_ns); }},
    Column{"device_other_idle_us", [](const DeviceMetrics& m) { return us(m.device_other_idle_ns); }},
    Column{"kernel_duration_sum_us_not_time", [](const DeviceMetrics& m) { return us(m.kernel_duration_sum_ns); }},
};

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string number(double v) {
    char buf[64];
    const CNumericScope cNumbers;  // CSV and JSON: "12.500" whatever the locale
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

}  // namespace

std::string metricsToCsv(const std::vector<MetricsRecord>& records) {
    std::string out = "file,rank,device,scope,window_begin_us,window_end_us,events,streams,windows";
    for (const auto& c : kColumns) out += std::string(",") + c.key;
    out += "\n";
    for (const auto& r : records) {
        const auto& m = r.metrics;
        out +=
            csvField(r.file) + "," + std::to_string(r.rank) + "," + std::to_string(m.device) + "," + csvField(r.scope);
        out += "," + (r.window ? number(us(r.window->start)) : std::string{});
        out += "," + (r.window ? number(us(r.window->end)) : std::string{});
        out += "," + std::to_string(m.events) + "," + std::to_string(m.streams) + "," + std::to_string(m.windows);
        for (const auto& c : kColumns) out += "," + number(c.value(m));
        out += "\n";
    }
    return out;
}

std::string metricsToJson(const std::vector<MetricsRecord>& records) {
    nlohmann::json ranks = nlohmann::json::array();
    for (const auto& r : records) {
        const auto& m = r.metrics;
        nlohmann::json j = {{"file", r.file},     {"rank", r.rank},       {"device", m.device},  {"scope", r.scope},
                            {"events", m.events}, {"streams", m.streams}, {"windows", m.windows}};
        if (r.window) {
            j["window_begin_us"] = us(r.window->start);
            j["window_end_us"] = us(r.window->end);
        }
        for (const auto& c : kColumns) j[c.key] = c.value(m);
        ranks.push_back(std::move(j));
    }
    return nlohmann::json{{"ranks", ranks}}.dump(2) + "\n";
}

Status writeMetricsCsv(const std::string& path, const std::vector<MetricsRecord>& records) {
    return writeFileAtomically(path, metricsToCsv(records));
}

Status writeMetricsJson(const std::string& path, const std::vector<MetricsRecord>& records) {
    return writeFileAtomically(path, metricsToJson(records));
}

}  // namespace moe::trace

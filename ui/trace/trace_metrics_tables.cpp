#include "ui/trace/trace_metrics_tables.h"

#include <algorithm>
#include <map>

#include "core/trace/hta_compat.h"
#include "ui/common/panel_format.h"

namespace moe::ui {
namespace {

using trace::DeviceMetrics;
using trace::Interval;
using trace::MetricsRecord;

TableCell us(int64_t ns) {
    return {QVariant::fromValue<qint64>(ns), formatMicroseconds(ns)};
}
TableCell ms(int64_t ns) {
    return {QVariant::fromValue<qint64>(ns), formatMilliseconds(ns)};
}
TableCell count(uint64_t n) {
    return {QVariant::fromValue<qulonglong>(n), QString::number(n)};
}
TableCell text(const QString& s) {
    return {s, s};
}

struct MetricColumn {
    QString title;
    QString tip;
    TableCell (*cell)(const DeviceMetrics&);
};

const std::vector<MetricColumn>& metricColumns() {
    using namespace metric_columns;
    static const std::vector<MetricColumn> cols{
        {QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Events")),
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "GPU activities overlapping the window")),
         [](const DeviceMetrics& m) { return count(m.events); }},
        // Review 19 read a predicted Window of 3,943 ms beside "Predicted step 4.10 s": over the whole
        // trace the window spans GPU activities only, so host time after the last kernel is in the
        // step but not in it.
        {kWindow,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel",
                                          "The chosen step or range; over the whole trace, from the first to the "
                                          "last GPU activity (host time after the last kernel counts in a step, "
                                          "not here)")),
         [](const DeviceMetrics& m) { return ms(m.window_ns); }},
        {kBusy,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Length of the union of all GPU activities")),
         [](const DeviceMetrics& m) { return ms(m.busy_ns); }},
        {kIdle, QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Window − busy")),
         [](const DeviceMetrics& m) { return ms(m.idle_ns); }},
        {kComm,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Length of the union of communication kernels")),
         [](const DeviceMetrics& m) { return ms(m.comm_ns); }},
        {kCompute,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Length of the union of compute kernels")),
         [](const DeviceMetrics& m) { return ms(m.compute_ns); }},
        {kOverlap, QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Communication hidden behind compute")),
         [](const DeviceMetrics& m) { return ms(m.overlap_ns); }},
        {kHidden, QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "(comm ∩ compute) / comm ∪")),
         [](const DeviceMetrics& m) {
             return TableCell{m.hiddenCommPct(), formatDecimal(m.hiddenCommPct(), 1)};
         }},
        {kExposed,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Communication not overlapped by compute")),
         [](const DeviceMetrics& m) { return ms(m.exposed_comm_ns); }},
        {kHostWait,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Device idle gaps caused by late launches")),
         [](const DeviceMetrics& m) { return ms(m.device_host_wait_ns); }},
        {kKernelWait,
         QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Short device idle gaps between kernels")),
         [](const DeviceMetrics& m) { return ms(m.device_kernel_wait_ns); }},
        {kOtherIdle, {}, [](const DeviceMetrics& m) { return ms(m.device_other_idle_ns); }},
        {QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Σ kernel durations (not time, ms)")),
         QStringLiteral(
             QT_TRANSLATE_NOOP("moe::ui::TraceTableModel",
                               "A sum of durations: overlapping kernels count twice, so this is not elapsed time")),
         [](const DeviceMetrics& m) { return ms(m.kernel_duration_sum_ns); }},
    };
    return cols;
}

// `a` clipped to `b`, or nothing when they do not overlap.
std::optional<Interval> clip(Interval a, std::optional<Interval> b) {
    if (!b) return a;
    const Interval c{std::max(a.start, b->start), std::min(a.end, b->end)};
    if (c.start >= c.end) return std::nullopt;
    return c;
}

// scopeTitle: none (per rank), "Range" (with its window count) or "Step".
TableSnapshot table(const std::vector<MetricsRecord>& records, const QString& scopeTitle) {
    const bool withScope = !scopeTitle.isEmpty();
    const bool withWindows = scopeTitle == metric_columns::kRange;
    TableSnapshot t;
    if (withScope) t.header << scopeTitle;
    if (withWindows) t.header << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Windows"));
    t.header << metric_columns::kRank << metric_columns::kDevice;
    for (int i = 0; i < t.header.size(); ++i) t.headerToolTips << QString{};
    for (const auto& c : metricColumns()) {
        t.header << c.title;
        t.headerToolTips << c.tip;
    }
    for (const auto& r : records) {
        std::vector<TableCell> row;
        if (withScope) row.push_back(text(QString::fromStdString(r.scope)));
        if (withWindows) row.push_back(count(r.metrics.windows));
        row.push_back({r.rank, QString::number(r.rank)});
        row.push_back({r.metrics.device, QString::number(r.metrics.device)});
        for (const auto& c : metricColumns()) row.push_back(c.cell(r.metrics));
        t.rows.push_back(std::move(row));
    }
    return t;
}

}  // namespace

std::vector<MetricsRecord> metricsRecords(const TraceDocument& doc, std::optional<Interval> window) {
    std::vector<MetricsRecord> out;
    for (size_t ri = 0; ri < doc.trace.ranks.size(); ++ri) {
        const auto& rank = doc.trace.ranks[ri];
        for (int32_t device : rank.devices) {
            MetricsRecord r;
            r.file = doc.rankPath(ri);
            r.rank = rank.rank;
            r.scope = window ? "window" : "trace";
            r.window = window;
            r.metrics = trace::computeDeviceMetrics(rank, device, doc.classes, window, doc.metricsOptions);
            out.push_back(std::move(r));
        }
    }
    return out;
}

std::vector<MetricsRecord> rangeRecords(const TraceDocument& doc, std::optional<Interval> window) {
    // The most frequent annotation names (CPU and GPU side), ties by name.
    std::map<uint32_t, uint64_t> counts;
    for (const auto& rank : doc.trace.ranks)
        for (const auto& e : rank.events)
            if (e.kind == trace::EventKind::Annotation || e.kind == trace::EventKind::GpuAnnotation) ++counts[e.name];
    std::vector<std::pair<std::string, uint64_t>> names;
    std::map<std::string, uint64_t> byName;
    for (const auto& [name, n] : counts) byName[doc.trace.names[name]] += n;
    names.assign(byName.begin(), byName.end());
    std::stable_sort(names.begin(), names.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    if (names.size() > kMaxRanges) names.resize(kMaxRanges);

    std::vector<MetricsRecord> out;
    for (const auto& [name, n] : names) {
        for (size_t ri = 0; ri < doc.trace.ranks.size(); ++ri) {
            const auto& rank = doc.trace.ranks[ri];
            for (int32_t device : rank.devices) {
                MetricsRecord r;
                r.file = doc.rankPath(ri);
                r.rank = rank.rank;
                r.scope = name;
                r.window = window;
                r.metrics.device = device;
                r.metrics.windows = 0;
                for (const Interval& w : trace::annotationWindows(doc.trace, rank, device, name))
                    if (auto c = clip(w, window))
                        r.metrics.add(trace::computeDeviceMetrics(rank, device, doc.classes, *c, doc.metricsOptions));
                r.metrics.device = device;
                if (r.metrics.windows > 0) out.push_back(std::move(r));
            }
        }
    }
    return out;
}

std::vector<MetricsRecord> stepRecords(const TraceDocument& doc, std::optional<Interval> window) {
    trace::AnalysisMode mode = doc.htaCompat ? trace::htaCompatMode() : trace::exactMode();
    std::vector<MetricsRecord> out;
    for (size_t ri = 0; ri < doc.trace.ranks.size(); ++ri) {
        const auto& rank = doc.trace.ranks[ri];
        for (int32_t device : rank.devices) {
            for (const trace::StepWindow& s : trace::reportedSteps(trace::findSteps(doc.trace, rank, device), mode)) {
                const auto c = clip(s.window, window);
                if (!c) continue;
                MetricsRecord r;
                r.file = doc.rankPath(ri);
                r.rank = rank.rank;
                r.scope = "ProfilerStep#" + std::to_string(s.step);
                r.window = window;
                r.metrics = trace::computeDeviceMetrics(rank, device, doc.classes, *c, doc.metricsOptions);
                out.push_back(std::move(r));
            }
        }
    }
    return out;
}

TableSnapshot metricsTable(const std::vector<MetricsRecord>& records) {
    return table(records, {});
}
TableSnapshot rangeTable(const std::vector<MetricsRecord>& records) {
    return table(records, metric_columns::kRange);
}
TableSnapshot stepTable(const std::vector<MetricsRecord>& records) {
    return table(records, metric_columns::kStep);
}

TableSnapshot patternTable(const TraceDocument& doc) {
    // Kernel events per name, then each name credited to the pattern that caught it (or to the
    // fall-through row), most frequent first.
    std::vector<uint64_t> perName(doc.trace.names.size(), 0);
    for (const auto& rank : doc.trace.ranks)
        for (const auto& e : rank.events)
            if (e.kind == trace::EventKind::Kernel) ++perName[e.name];
    const auto& patterns = doc.patterns.patterns;
    std::vector<std::vector<std::pair<uint64_t, std::string>>> caught(patterns.size() + 1);  // last: fell through
    if (auto classifier = trace::KernelClassifier::create(doc.patterns)) {
        for (size_t n = 0; n < perName.size(); ++n) {
            if (perName[n] == 0) continue;
            const int p = classifier->classifyName(doc.trace.names[n]).second;
            caught[p >= 0 && static_cast<size_t>(p) < patterns.size() ? static_cast<size_t>(p) : patterns.size()]
                .emplace_back(perName[n], doc.trace.names[n]);
        }
    }
    auto examples = [](std::vector<std::pair<uint64_t, std::string>> list) {
        std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        QStringList parts;
        for (size_t i = 0; i < list.size() && i < kMaxExampleKernels; ++i)
            parts << QStringLiteral("%1 ×%2").arg(QString::fromStdString(list[i].second)).arg(list[i].first);
        if (list.size() > kMaxExampleKernels) parts << QStringLiteral("… %1 more names").arg(list.size() - kMaxExampleKernels);
        return text(parts.join(QStringLiteral("; ")));
    };
    TableSnapshot t;
    t.header << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Class"))
             << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Pattern"))
             << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "GPU events")) << kCaughtColumn;
    for (size_t i = 0; i < patterns.size(); ++i) {
        const uint64_t hits = i < doc.classes.pattern_hits.size() ? doc.classes.pattern_hits[i] : 0;
        t.rows.push_back({text(QString::fromLatin1(trace::kernelClassName(patterns[i].cls))),
                          text(QString::fromStdString(patterns[i].regex)), count(hits), examples(caught[i])});
    }
    t.rows.push_back({text(QStringLiteral("memory")), text(QStringLiteral("(memcpy/memset by kind)")),
                      count(doc.classes.memory_by_kind), text({})});
    t.rows.push_back({text(QStringLiteral("compute")), text(kFellThrough), count(doc.classes.unclassified),
                      examples(caught.back())});
    return t;
}

TableSnapshot alignmentTable(const TraceDocument& doc) {
    TableSnapshot t;
    t.header << metric_columns::kRank << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "File"))
             << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Offset (µs)"))
             << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Matched collectives"))
             << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Spread (µs)"))
             << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel", "Index shift"));
    t.headerToolTips
        << QString{} << QString{}
        << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel",
                                            "Added to the rank's times to put it on the reference's clock"))
        << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel",
                                            "Collectives matched by name and order with the reference rank"))
        << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel",
                                            "Median |end difference − offset| over the matched collectives"))
        << QStringLiteral(QT_TRANSLATE_NOOP("moe::ui::TraceTableModel",
                                            "This rank's k-th collective matched the reference's (k − shift)-th"));
    if (!doc.alignment.applied) return t;
    const bool collectives = doc.alignment.method == "collectives";
    for (size_t i = 0; i < doc.alignment.offsets.size(); ++i) {
        const auto& o = doc.alignment.offsets[i];
        const QString file = QString::fromStdString(doc.rankPath(i));
        t.rows.push_back({{o.rank, QString::number(o.rank)},
                          text(file.mid(file.lastIndexOf(QLatin1Char('/')) + 1)),
                          us(o.offset_ns),
                          collectives ? count(static_cast<uint64_t>(o.matched)) : text(QStringLiteral("—")),
                          collectives ? us(o.residual_ns) : text(QStringLiteral("—")),
                          collectives ? TableCell{o.index_shift, QString::number(o.index_shift)} : text(QStringLiteral("—"))});
    }
    return t;
}

}  // namespace moe::ui

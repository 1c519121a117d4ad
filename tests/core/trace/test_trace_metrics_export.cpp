// CSV and JSON export of trace metrics: keys, µs conversion, quoting, atomic write to disk.
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/trace/metrics_export.h"

using namespace moe::trace;

namespace {
MetricsRecord sample() {
    MetricsRecord r;
    r.file = "a,b.json";
    r.rank = 3;
    r.scope = "window";
    r.window = Interval{1000, 21000};
    r.metrics.device = 1;
    r.metrics.events = 5;
    r.metrics.windows = 1;
    r.metrics.window_ns = 20000;
    r.metrics.comm_ns = 8000;
    r.metrics.overlap_ns = 2000;
    r.metrics.exposed_comm_ns = 6000;
    r.metrics.kernel_duration_sum_ns = 30500;
    return r;
}
std::string slurp(const QString& path) {
    std::ifstream in(path.toStdString());
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}
}  // namespace

class TestTraceMetricsExport : public QObject {
    Q_OBJECT
private slots:
    void csvHeaderAndValues() {
        const std::string csv = metricsToCsv({sample()});
        const auto nl = csv.find('\n');
        const std::string header = csv.substr(0, nl);
        QVERIFY(header.starts_with("file,rank,device,scope,window_begin_us,window_end_us,events"));
        QVERIFY(header.find("hidden_comm_pct") != std::string::npos);
        const std::string row = csv.substr(nl + 1);
        // The comma in the file name is quoted; 1000 ns = 1.000 µs; hidden = 2000/8000 = 25 %.
        QVERIFY(row.starts_with("\"a,b.json\",3,1,window,1.000,21.000,5,"));
        QVERIFY(row.find(",20.000,") != std::string::npos);  // window_us
        QVERIFY(row.find(",25.000,") != std::string::npos);  // hidden_comm_pct
        QVERIFY(row.ends_with(",30.500\n"));                 // kernel duration sum (not time), last
    }

    void jsonKeys() {
        const auto j = nlohmann::json::parse(metricsToJson({sample()}));
        const auto& r = j.at("ranks").at(0);
        QCOMPARE(r.at("rank").get<int>(), 3);
        QCOMPARE(r.at("device").get<int>(), 1);
        QCOMPARE(r.at("comm_union_us").get<double>(), 8.0);
        QCOMPARE(r.at("exposed_comm_us").get<double>(), 6.0);
        QCOMPARE(r.at("hidden_comm_pct").get<double>(), 25.0);
        QCOMPARE(r.at("window_begin_us").get<double>(), 1.0);
        QCOMPARE(r.at("kernel_duration_sum_us_not_time").get<double>(), 30.5);
    }

    void writesFiles() {
        QTemporaryDir dir;
        const QString csv = dir.filePath("m.csv");
        const QString json = dir.filePath("m.json");
        QVERIFY(writeMetricsCsv(csv.toStdString(), {sample()}).ok());
        QVERIFY(writeMetricsJson(json.toStdString(), {sample()}).ok());
        QCOMPARE(slurp(csv), metricsToCsv({sample()}));
        QCOMPARE(slurp(json), metricsToJson({sample()}));
        QVERIFY(!writeMetricsCsv(dir.filePath("missing/dir/m.csv").toStdString(), {sample()}).ok());
    }
};

QTEST_GUILESS_MAIN(TestTraceMetricsExport)
#include "test_trace_metrics_export.moc"

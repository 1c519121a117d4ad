// The component check (moe-plan calibrate --components): the stated-value reader by hand, the
// parser's errors naming the field, a Table 7 latency worked out by hand from the communication
// model's documented law, and on the shared file (../shared/data/paper-moe-components.json) one
// result per row, Table 7's 32 latencies and Table 9's 8 rates computed, the rest named with a reason.
#include <QtTest>
#include <cmath>
#include <string>

#include "core/catalog/catalog.h"
#include "core/perf/calibration.h"
#include "core/perf/component_check.h"
#include "tests/support/shared_data.h"

using namespace moe;

namespace {

const std::string kComponentFile = MOE_SHARED_DATA_DIR "/paper-moe-components.json";

std::string table7Row(const char* what, const char* system, int ep, double value) {
    return std::string(R"({"kind": "component", "what": ")") + what + R"(", "config": {"system": ")" + system +
           R"(", "EP": )" + std::to_string(ep) + R"(, "hidden": 7168, "seqlen": 4096, "experts": 256}, "value": )" +
           std::to_string(value) + R"(, "unit": "µs", "where": "§4.2.2, Table 7"})";
}

}  // namespace

class TestComponentCheck : public QObject {
    Q_OBJECT
private slots:
    void readsStatedRanges() {
        auto r = parsePublishedRange("30–40%");
        QVERIFY(r);
        QCOMPARE(r->low, 30.0);
        QCOMPARE(r->high, 40.0);
        r = parsePublishedRange("under 5%");
        QVERIFY(r);
        QCOMPARE(r->low, 0.0);
        QCOMPARE(r->high, 5.0);
        r = parsePublishedRange("approximately 10% to 25%");
        QVERIFY(r);
        QCOMPARE(r->low, 10.0);
        QCOMPARE(r->high, 25.0);
        r = parsePublishedRange("about 7");
        QVERIFY(r);
        QCOMPARE(r->low, 7.0);
        QCOMPARE(r->high, 7.0);
        QVERIFY(!parsePublishedRange("several milliseconds"));
    }

    void malformedRowsNameTheField() {
        auto bad = parseComponentRows(R"({"rows": [{"kind": "component", "what": "x", "where": "y"}]})", "c.json");
        QVERIFY(!bad);
        QCOMPARE(QString::fromStdString(bad.error().field), QStringLiteral("rows[0].unit"));
        bad = parseComponentRows(R"({"rows": [)", "c.json");
        QVERIFY(!bad);
        QCOMPARE(QString::fromStdString(bad.error().file), QStringLiteral("c.json"));
        bad = parseComponentRows(R"({"table": []})", "c.json");
        QVERIFY(!bad);
        QCOMPARE(QString::fromStdString(bad.error().field), QStringLiteral("rows"));
    }

    void ncclDispatchInsideAnH100NodeByHand() {
        // One forward dispatch of the alltoall dispatcher: 4096 tokens × top-8 copies × 7168 × 2 B,
        // 7/8 of them leave the rank: 411,041,792 B. NVLink 4 at 450 GB/s × η_nvlink 0.8 × η_a2a
        // 0.95 = 342 GB/s; inside NVLink the half-bandwidth law (collective_half_mb) applies to each
        // peer's message, 411 MB / 7: × 58.7 / (58.7 + 4); plus one latency.
        const Calibration cal = builtinCalibration();
        const std::string file =
            R"({"rows": [)" + table7Row("dispatch latency, NCCL all-to-all", "H100", 8, 1265) + "]}";
        auto rows = parseComponentRows(file, "t7.json");
        QVERIFY2(static_cast<bool>(rows), rows ? "" : rows.error().toString().c_str());
        auto check = checkComponents(*rows, cal);
        QVERIFY2(static_cast<bool>(check), check ? "" : check.error().toString().c_str());
        QCOMPARE(check->rows.size(), size_t{1});
        const ComponentResult& r = check->rows.front();
        QVERIFY(r.computed);
        const double bytes = 4096.0 * 8 * 7168 * 2 * 7 / 8;
        const double message = bytes / 7;
        const double rate =
            450e9 * cal.eta_nvlink * cal.eta_a2a_nccl * message / (message + cal.collective_half_mb * 1e6);
        const double expectedUs = 1e6 * (bytes / rate) + cal.collective_latency_us;
        QVERIFY2(std::fabs(r.predicted / expectedUs - 1) < 0.01,
                 qPrintable(QString("model %1 µs, hand %2 µs").arg(r.predicted).arg(expectedUs)));
        QVERIFY(r.checked);
        QCOMPARE(r.tolerance, 0.25);
    }

    void everyRowOfThePaperComesBack() {
        MOE_REQUIRE_SHARED_DATA(kComponentFile);
        auto rows = loadComponentRows(kComponentFile);
        QVERIFY2(static_cast<bool>(rows), rows ? "" : rows.error().toString().c_str());
        auto check = checkComponents(*rows, builtinCalibration());
        QVERIFY2(static_cast<bool>(check), check ? "" : check.error().toString().c_str());
        QCOMPARE(check->rows.size(), rows->size());
        int table7 = 0, table9 = 0;
        for (const ComponentResult& r : check->rows) {
            if (r.row.where.find("Table 7") != std::string::npos && r.computed) ++table7;
            if (r.row.where.find("Table 9") != std::string::npos && r.computed) ++table9;
            // A row is either computed or says why not.
            QVERIFY2(r.computed || !r.reason.empty(), r.row.what.c_str());
        }
        QCOMPARE(table7, 32);
        QCOMPARE(table9, 8);
        QCOMPARE(check->ratios.size(), size_t{16});  // 2 systems × 4 EP sizes × 2 directions
        // The issue's targets that hold today: the EP share of DeepSeek-V3 on H100 with EP 64 DeepEP is
        // 20-50 % before the EP overlap and at most 10 % after (the paper: 30-40 % → under 5 %), and
        // NCCL's all-to-all on H100, inside a node and over the NIC, is within ±25 % of Table 7.
        for (const ComponentResult& r : check->rows) {
            if (r.row.what.starts_with("EP all-to-all share of iteration time before/after")) {
                QVERIFY(r.computed && r.checked && r.predicted_before);
                QVERIFY2(r.within,
                         qPrintable(QString("before %1 %, after %2 %").arg(*r.predicted_before).arg(r.predicted)));
            }
            if (r.row.where.find("Table 7") != std::string::npos && r.row.what.find("NCCL") != std::string::npos &&
                r.row.config.find("\"H100\"") != std::string::npos)
                QVERIFY2(r.within, qPrintable(QString::fromStdString(r.row.what + " " + r.row.config) +
                                              QString(" %1").arg(r.error)));
        }
        const std::string md = componentCheckMarkdown(*check);
        QVERIFY(md.find("Rows the model does not compute") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestComponentCheck)
#include "test_component_check.moc"

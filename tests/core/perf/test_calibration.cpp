// The calibration file (parsing, errors naming the key, user overrides) and the fit gate: every
// published Megatron-Bridge row of ../shared/data/published-runs.json is re-predicted with the
// built-in calibration and must stay within ±20 %, except the rows listed below, which the model
// cannot explain (docs/calibration.md says why) and which may not get worse than their ceiling.
#include <QtTest>

#include <cmath>

#include "core/perf/calibration.h"
#include "core/perf/calibration_fit.h"

using namespace moe;

namespace {

struct KnownOutlier {
    const char* container;
    const char* model;
    const char* system;
    int64_t mbs;
    int vp;
    double ceiling_pct;  // |error| may not exceed this
    const char* why;
};

// Rows beyond ±20 % with the frozen default.yaml (70 of 79 gated rows are within). Trimming this list
// is the goal; the test fails when a listed row comes back within ±20 % so the list stays honest.
const KnownOutlier kKnownOutliers[] = {
    {"26.06", "GPT OSS 120B", "DGX-B300", 4, 1, 70, "B300 runs GPT-OSS 1.8× slower than GB300; no layout term explains it"},
    {"26.04.01", "Qwen3_30B_a3B", "DGX-GB200", 4, 1, 30, "marginal (+22 %): 26.04 GB200 Qwen3-30B slower than the release factor"},
    {"26.04", "Qwen3_30B_a3B", "DGX-GB200", 4, 1, 30, "marginal (+21 %), same as above"},
    {"26.04.01", "Qwen3_235B_a22B", "DGX-B200", 1, 1, 30, "marginal (+24 %): B200 PP8 EP8 slower than its siblings"},
    {"26.02.01", "Qwen3_235B_a22B", "DGX-B300", 1, 4, 130, "VP4 row 2.2× slower than the VP-less B300 row of 26.04.01"},
    {"26.02", "Qwen3_235B_a22B", "DGX-B300", 1, 4, 110, "same VP4 layout, same anomaly"},
    {"26.02", "Qwen3_30B_a3B", "DGX-B200", 1, 1, 160, "MBS1 row 2.8× slower than MBS4 on the same GPU; launch overhead alone cannot explain it"},
    {"25.11", "Qwen3_30B_a3B", "DGX-B200", 1, 1, 140, "same MBS1 anomaly"},
    {"25.11", "DeepSeekV3 (w/o MTP)", "DGX-GB200", 1, 4, 30, "marginal (−22 %): 25.11 PP8 VP4 faster than predicted"},
};

const KnownOutlier* findOutlier(const PublishedRun& r) {
    for (const auto& k : kKnownOutliers)
        if (r.container == k.container && r.model == k.model && r.system == k.system && r.mbs == k.mbs && r.vp == k.vp) return &k;
    return nullptr;
}

}  // namespace

class TestCalibration : public QObject {
    Q_OBJECT
private slots:
    void builtinParsesAndIsDocumented() {
        const Calibration& c = builtinCalibration();
        QCOMPARE(c.release, std::string("26.08"));
        QCOMPARE(c.releaseFactor("26.08"), 1.0);
        QCOMPARE(c.releaseFactor("99.99"), 1.0);  // unknown tags are neutral
        QCOMPARE(c.hardwareFactor("no-such-gpu"), 1.0);  // GPUs without a factor are neutral
        for (const auto& spec : calibrationConstants()) {
            const double v = c.*(spec.member);
            QVERIFY2(v >= spec.min && v <= spec.max, spec.key);
        }
        // Every constant appears in the shipped YAML with a comment (its documentation).
        QFile file(QStringLiteral(MOE_SOURCE_DIR "/resources/calibration/default.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().toStdString();
        for (const auto& spec : calibrationConstants()) {
            const auto at = text.find(std::string("  ") + spec.key + ":");
            QVERIFY2(at != std::string::npos, spec.key);
            const auto eol = text.find('\n', at);
            QVERIFY2(text.substr(at, eol - at).find('#') != std::string::npos, spec.key);
        }
    }
    void userOverridesAndErrors() {
        const Calibration& base = builtinCalibration();
        auto c = parseCalibration("constants:\n  eta_attention: 0.4\nrelease: \"26.04\"\n", "user.yaml", base);
        QVERIFY(c.ok());
        QCOMPARE(c->eta_attention, 0.4);
        QCOMPARE(c->eta_dense_gemm, base.eta_dense_gemm);  // untouched keys keep the base value
        QCOMPARE(c->release, std::string("26.04"));
        auto unknown = parseCalibration("constants:\n  eta_warp_drive: 0.4\n", "user.yaml", base);
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().field, std::string("constants.eta_warp_drive"));
        QCOMPARE(unknown.error().line, 2);
        auto range = parseCalibration("constants:\n  eta_nvlink: 1.5\n", "user.yaml", base);
        QVERIFY(!range.ok());
        QCOMPARE(range.error().field, std::string("constants.eta_nvlink"));
        auto text = parseCalibration("constants:\n  eta_nvlink: fast\n", "user.yaml", base);
        QVERIFY(!text.ok());
        QVERIFY(text.error().reason.find("not a number") != std::string::npos);
        auto key = parseCalibration("constant:\n  eta_nvlink: 0.5\n", "user.yaml", base);
        QVERIFY(!key.ok());
        QCOMPARE(key.error().field, std::string("constant"));
        auto factor = parseCalibration("release_efficiency:\n  \"26.08\": -1\n", "user.yaml", base);
        QVERIFY(!factor.ok());
        QCOMPARE(factor.error().field, std::string("release_efficiency.26.08"));
        QVERIFY(!loadCalibrationFile("/nonexistent/cal.yaml", base).ok());
        // Round trip: the YAML writer's output parses back to the same constants.
        auto again = parseCalibration(calibrationToYaml(base), "roundtrip", Calibration{});
        QVERIFY(again.ok());
        for (const auto& spec : calibrationConstants())
            QVERIFY2(std::fabs((*again).*(spec.member) - base.*(spec.member)) <= 1e-3 * std::fabs(base.*(spec.member)), spec.key);
    }
    void publishedRowParsingErrors() {
        auto bad = parsePublishedRuns(R"({"runs":[{"container":"26.08"}]})", "x.json");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, std::string("runs[0].model"));
        auto num = parsePublishedRuns(
            R"({"runs":[{"container":"1","model":"m","system":"s","Precision":"MXFP8","#-GPUs":"eight","GBS":"1","MBS":"1",
               "Sequence Length":"1","TP":"1","PP":"1","CP":"1","VP":"n/a","EP":"1","Tokens / sec / GPU":"1","Model TFLOP / sec / GPU":"1"}]})",
            "x.json");
        QVERIFY(!num.ok());
        QCOMPARE(num.error().field, std::string("runs[0].#-GPUs"));
    }
    void publishedRowsWithinTwentyPercent() {
        auto runs = loadPublishedRuns(MOE_SHARED_DATA_DIR "/published-runs.json");
        if (!runs.ok()) QSKIP("../shared/data/published-runs.json not present: skipping the calibration gate");
        const auto predictions = predictRuns(*runs, builtinCalibration());
        const FitSummary s = summarizePredictions(predictions);
        QCOMPARE(s.rows, static_cast<int>(runs->size()));
        // Kimi-K2 and DeepSeek-V4-Flash are not built-in models: counted, never silently dropped.
        for (const auto& p : predictions)
            if (!p.modelled) QVERIFY2(p.reason.find("not in the built-in catalog") != std::string::npos, p.reason.c_str());
        QCOMPARE(s.unmodelled, 6);
        int outliersSeen = 0;
        for (const auto& p : predictions) {
            if (!p.modelled || p.known_regression) continue;
            const std::string label = p.run.container + " " + p.run.model + " " + p.run.system + ": " + std::to_string(p.error_pct) + " %";
            if (const KnownOutlier* k = findOutlier(p.run)) {
                ++outliersSeen;
                QVERIFY2(std::fabs(p.error_pct) <= k->ceiling_pct, ("known outlier got worse: " + label).c_str());
                QVERIFY2(std::fabs(p.error_pct) > 20.0, ("now within ±20 %, drop it from the outlier list: " + label).c_str());
            } else {
                QVERIFY2(std::fabs(p.error_pct) <= 20.0, ("beyond ±20 %: " + label).c_str());
            }
        }
        QCOMPARE(outliersSeen, static_cast<int>(std::size(kKnownOutliers)));
        QVERIFY2(s.median_abs_error_pct <= 10.0, std::to_string(s.median_abs_error_pct).c_str());
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "test_calibration.moc"

// The calibration file of the step-time model v2 (parsing, errors naming the key, keys removed in
// v2, user overrides), the published-row mapping (the 25.11 "FP8-MX" spelling is MXFP8), and the
// contradiction finder the cross-validation leaves out of the worst case.
#include <QtTest>

#include <cmath>

#include "core/catalog/catalog.h"
#include "core/perf/calibration.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/cross_validation.h"
#include "tests/support/published_row.h"
#include "tests/support/shared_data.h"

using namespace moe;
using moe::testing::publishedRow;

class TestCalibration : public QObject {
    Q_OBJECT
private slots:
    void builtinParsesAndIsDocumented() {
        const Calibration& c = builtinCalibration();
        int fitted = 0;
        for (const auto& spec : calibrationConstants()) {
            const double v = c.*(spec.member);
            QVERIFY2(v >= spec.min && v <= spec.max, spec.key);
            if (spec.fitted) ++fitted;
        }
        // The issue's budget: at most eight constants fitted to the published rows.
        QVERIFY2(fitted >= 1 && fitted <= 8, std::to_string(fitted).c_str());
        // Every constant appears in the shipped YAML with a comment that says whether it is fitted
        // and where its value comes from.
        QFile file(QStringLiteral(MOE_SOURCE_DIR "/resources/calibration/default.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().toStdString();
        for (const auto& spec : calibrationConstants()) {
            const auto at = text.find(std::string("  ") + spec.key + ":");
            QVERIFY2(at != std::string::npos, spec.key);
            const std::string line = text.substr(at, text.find('\n', at) - at);
            QVERIFY2(line.find('#') != std::string::npos, spec.key);
            QVERIFY2((line.find("FITTED") != std::string::npos) == spec.fitted, (std::string(spec.key) + ": FITTED marker vs table").c_str());
            QVERIFY2(line.find("range") != std::string::npos, spec.key);
        }
        // Every catalog GPU has a measured GEMM ceiling, below its datasheet peak.
        for (const std::string& name : builtinCatalog().hardwareNames()) {
            const HardwareSpec& hw = *builtinCatalog().findHardware(name);
            QVERIFY2(c.gemm_ceiling.count(hw.name), hw.name.c_str());
            QVERIFY(gemmCeilingTflops(c, hw, Precision::BF16) <= 0.9 * hw.bf16_tflops + 1e-9);
            if (hw.fp8_tflops > 0) QVERIFY(gemmCeilingTflops(c, hw, Precision::MXFP8) <= 0.9 * hw.fp8_tflops + 1e-9);
        }
    }
    void ceilingsFromTheTable() {
        // stas00/ml-engineering MAMF table: H100 SXM BF16 794.5, FP8 1402.6 TFLOP/s at its own 700 W.
        const Calibration& c = builtinCalibration();
        const HardwareSpec* h100 = builtinCatalog().findHardware("H100-SXM");
        QVERIFY(h100);
        QCOMPARE(gemmCeilingTflops(c, *h100, Precision::BF16), 794.5);
        QCOMPARE(gemmCeilingTflops(c, *h100, Precision::FP8Blockwise), 1402.6);
        QCOMPARE(sustainedClockFactor(c, *h100), 1.0);
        // GB300: B200's measured share of the GB300 peak (1939 of 2500) × (1400 W / 1000 W)^x, capped at
        // 90 % of the peak (2250).
        const HardwareSpec* gb300 = builtinCatalog().findHardware("GB300-NVL72");
        QVERIFY(gb300);
        const double expected = std::min(1939.0 * std::pow(1.4, c.power_scaling_exponent), 0.9 * 2500.0);
        QVERIFY(std::fabs(gemmCeilingTflops(c, *gb300, Precision::BF16) - expected) < 1e-9);
        // A GPU the table does not know: default share of its peak, no power scaling.
        HardwareSpec custom = *h100;
        custom.name = "my-gpu";
        QCOMPARE(gemmCeilingTflops(c, custom, Precision::BF16), c.default_gemm_share * 989.0);
        QCOMPARE(sustainedClockFactor(c, custom), 1.0);
    }
    void userOverridesAndErrors() {
        const Calibration& base = builtinCalibration();
        auto c = parseCalibration("constants:\n  eta_attention: 0.4\n", "user.yaml", base);
        QVERIFY(c.ok());
        QCOMPARE(c->eta_attention, 0.4);
        QCOMPARE(c->eta_dense_gemm, base.eta_dense_gemm);  // untouched keys keep the base value
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
        // v1 keys are refused with the reason, not silently ignored.
        auto release = parseCalibration("release_efficiency:\n  \"26.08\": 1\n", "user.yaml", base);
        QVERIFY(!release.ok());
        QCOMPARE(release.error().field, std::string("release_efficiency"));
        QVERIFY(release.error().reason.find("no per-container factors") != std::string::npos);
        auto share = parseCalibration("constants:\n  ep_overlap_hidden: 0.5\n", "user.yaml", base);
        QVERIFY(!share.ok());
        QVERIFY(share.error().reason.find("schedule") != std::string::npos);
        auto ceiling = parseCalibration("gemm_ceiling:\n  H100-SXM: {bf16: -3}\n", "user.yaml", base);
        QVERIFY(!ceiling.ok());
        QCOMPARE(ceiling.error().field, std::string("gemm_ceiling.H100-SXM.bf16"));
        QVERIFY(!loadCalibrationFile("/nonexistent/cal.yaml", base).ok());
        // Round trip: the YAML writer's output parses back to the same constants and ceilings.
        auto again = parseCalibration(calibrationToYaml(base), "roundtrip", Calibration{});
        QVERIFY(again.ok());
        for (const auto& spec : calibrationConstants())
            QVERIFY2(std::fabs((*again).*(spec.member) - base.*(spec.member)) <= 1e-3 * std::fabs(base.*(spec.member)), spec.key);
        // Exactly, for a fitted profile too: every constant nudged off its round value reads back
        // bit for bit (a profile saved with 4 digits ranked a search apart from the studio's fit).
        Calibration fitted = base;
        for (const auto& spec : calibrationConstants()) fitted.*(spec.member) *= 1.0 - 1.0 / 3.0 * 1e-7;
        auto exact = parseCalibration(calibrationToYaml(fitted), "exact", Calibration{});
        QVERIFY2(exact.ok(), exact.ok() ? "" : exact.error().toString().c_str());
        for (const auto& spec : calibrationConstants())
            QVERIFY2((*exact).*(spec.member) == fitted.*(spec.member), spec.key);
        QCOMPARE(again->gemm_ceiling.size(), base.gemm_ceiling.size());
        QCOMPARE(again->gemm_ceiling.at("B300-HGX").exp_per_mma_flop, base.gemm_ceiling.at("B300-HGX").exp_per_mma_flop);
        QCOMPARE(again->gemm_ceiling.at("GB200-NVL72").sustained_share, 0.91);
        // A part without a sustained share keeps its whole rate; one with it loses that share.
        auto share91 = parseCalibration("gemm_ceiling:\n  H100-SXM: {bf16: 700, sustained_share: 0.5}\n", "user.yaml", base);
        QVERIFY(share91.ok());
        const HardwareSpec& h100 = *builtinCatalog().findHardware("H100-SXM");
        QCOMPARE(sustainedClockFactor(base, h100), 1.0);
        QCOMPARE(sustainedClockFactor(*share91, h100), 0.5);
        auto badShare = parseCalibration("gemm_ceiling:\n  H100-SXM: {bf16: 700, sustaned_share: 0.5}\n", "user.yaml", base);
        QVERIFY(!badShare.ok());
        QVERIFY(badShare.error().reason.find("sustained_share") != std::string::npos);
        auto overShare = parseCalibration("gemm_ceiling:\n  H100-SXM: {bf16: 700, sustained_share: 1.2}\n", "user.yaml", base);
        QVERIFY(!overShare.ok());
        QCOMPARE(overShare.error().field, std::string("gemm_ceiling.H100-SXM.sustained_share"));
        // SM counts round-trip; HybridEP and DeepEP take their set SMs of the part, the NCCL
        // paths (and a part without an SM count) the flat share: 32/132 and 20/132 on H100.
        QCOMPARE(again->gemm_ceiling.at("H100-SXM").sm_count, 132.0);
        QVERIFY(std::fabs(overlappedCommSmShare(base, h100, Dispatcher::FlexHybridEP) - base.hybridep_sms / 132.0) < 1e-12);
        QVERIFY(std::fabs(overlappedCommSmShare(base, h100, Dispatcher::FlexDeepEP) - base.deepep_sms / 132.0) < 1e-12);
        QCOMPARE(overlappedCommSmShare(base, h100, Dispatcher::AllToAll), base.overlapped_comm_sm_share);
        QCOMPARE(overlappedCommSmShare(*share91, h100, Dispatcher::FlexHybridEP), base.overlapped_comm_sm_share);
        Calibration tiny = base;
        tiny.gemm_ceiling["H100-SXM"].sm_count = 16;  // fewer SMs than the kernel asks for: all of them
        QCOMPARE(overlappedCommSmShare(tiny, h100, Dispatcher::FlexHybridEP), 1.0);
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
    void publishedRowMapping() {
        PublishedRun run = publishedRow("Qwen3_30B_a3B", "DGX-GB300", "FP8-MX", 8, 512, 4, 1, 1, 1, 8, 1, "25.11");  // the 25.11 spelling
        auto r = recipeForRun(run);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->options.precision, Precision::MXFP8);
        run.precision = "BF16";
        run.system = "DGX-H100";
        auto h = recipeForRun(run);
        QVERIFY(h.ok());
        QCOMPARE(h->options.precision, Precision::BF16);
        QCOMPARE(h->hardware.name, std::string("H100-SXM"));
        run.precision = "FP16";
        QVERIFY(!recipeForRun(run).ok());  // not silently read as BF16
        // Knob eras: before 26.06 the full-iteration recipes ran TE-scoped graphs without EP overlap.
        run.precision = "MXFP8";
        run.system = "DGX-GB300";
        run.container = "26.04";
        auto early = recipeForRun(run, KnobEra::ByContainer);
        auto latest = recipeForRun(run, KnobEra::Latest);
        QVERIFY(early.ok() && latest.ok());
        QCOMPARE(early->options.cuda_graphs.impl, CudaGraphImpl::TransformerEngine);
        QVERIFY(!early->options.overlap.ep_a2a_overlap);
        QCOMPARE(latest->options.cuda_graphs.impl, CudaGraphImpl::FullIteration);
        QVERIFY(latest->options.overlap.ep_a2a_overlap);
    }
    void gptOssRowsRunBridgesGptOssPresets() {
        // Megatron-Bridge scripts/performance/configs/gpt_oss (GBS 1280 presets on the GPT-OSS
        // provider, dispatcher alltoall): BF16 GB300/B300 graph attn+router+preprocess with TE,
        // H100/B200/GB200 run eager with layernorm and moe_act recompute; B300 at EP 8 uses HybridEP.
        PublishedRun run = publishedRow("GPT OSS 120B", "DGX-GB300", "BF16", 64, 1280, 4, 1, 1, 1, 64, 1, "26.04");
        auto gb300 = recipeForRun(run);
        QVERIFY(gb300.ok());
        QVERIFY(gb300->options.dispatcher == Dispatcher::AllToAll);
        QVERIFY(gb300->options.cuda_graphs.impl == CudaGraphImpl::TransformerEngine);
        QVERIFY(gb300->options.cuda_graphs.has(CudaGraphScope::Attn));
        QVERIFY(gb300->options.recompute.granularity == RecomputeGranularity::None);
        run.system = "DGX-GB200";
        auto gb200 = recipeForRun(run);
        QVERIFY(gb200.ok());
        QVERIFY(gb200->options.dispatcher == Dispatcher::AllToAll);
        QVERIFY(gb200->options.cuda_graphs.impl == CudaGraphImpl::None);
        QVERIFY(gb200->options.recompute.has(RecomputeModule::Layernorm) && gb200->options.recompute.has(RecomputeModule::MoeAct));
        QVERIFY(!gb200->options.recompute.has(RecomputeModule::CoreAttn));
        QVERIFY(!gb200->options.overlap.ep_a2a_overlap);
        run.system = "DGX-B300";
        run.ep = 8;
        auto b300 = recipeForRun(run);
        QVERIFY(b300.ok());
        QVERIFY(b300->options.dispatcher == Dispatcher::FlexHybridEP);
        // MXFP8 (26.06+): HybridEP with EP overlap; full-iteration graphs on GB200/GB300.
        run.precision = "MXFP8";
        run.container = "26.06";
        run.system = "DGX-GB300";
        run.ep = 16;
        auto mx = recipeForRun(run);
        QVERIFY(mx.ok());
        QVERIFY(mx->options.dispatcher == Dispatcher::FlexHybridEP);
        QVERIFY(mx->options.overlap.ep_a2a_overlap);
        QVERIFY(mx->options.cuda_graphs.impl == CudaGraphImpl::FullIteration);
    }
    void rowsOffTheKnobTableTakeTheirBridgeRecipesKnobs() {
        // The knob table was read for the Blackwell parts; an H100 row of Qwen3-235B must not get its
        // full-iteration HybridEP knobs. Bridge's H100 perf recipe of that model runs the alltoall
        // dispatcher with EP overlap and delayed wgrad, no graphs (recipes/bridge-qwen3-235b-h100-256-fp8cs.yaml),
        // and the layout column names it.
        const PublishedRun run =
            testing::publishedRow("Qwen3_235B_a22B", "DGX-H100", "FP8-CS", 256, 8192, 1, 2, 8, 4, 32, 1000);
        auto r = recipeForRun(run);
        QVERIFY2(r.ok(), r ? "" : r.error().toString().c_str());
        QCOMPARE(r->options.dispatcher, Dispatcher::AllToAll);
        QVERIFY(r->options.overlap.ep_a2a_overlap);
        QVERIFY(r->options.overlap.delay_wgrad_compute);
        QCOMPARE(r->options.cuda_graphs.impl, CudaGraphImpl::None);
        const std::string layout = describeModelledLayout(*r);
        QVERIFY2(layout.find("knobs of bridge-qwen3-235b-h100-256-fp8cs") != std::string::npos, layout.c_str());
        // A precision the library does not hold for that GPU takes the closest recipe and says so.
        const PublishedRun bf16 =
            testing::publishedRow("Qwen3_235B_a22B", "DGX-H100", "BF16", 256, 8192, 1, 2, 8, 4, 32, 1000);
        auto b = recipeForRun(bf16);
        QVERIFY(b.ok());
        QVERIFY2(describeModelledLayout(*b).find("(its precision differs)") != std::string::npos,
                 describeModelledLayout(*b).c_str());
        // A Blackwell row keeps the table's knobs and no such note.
        const PublishedRun gb200 =
            testing::publishedRow("Qwen3_235B_a22B", "DGX-GB200", "MXFP8", 256, 8192, 1, 1, 4, 1, 64, 1000, "26.08");
        auto g = recipeForRun(gb200);
        QVERIFY(g.ok());
        QCOMPARE(g->options.dispatcher, Dispatcher::FlexHybridEP);
        QVERIFY(describeModelledLayout(*g).find("knobs") == std::string::npos);
    }
    void crossValidationDoesNotInheritTheShippedFit() {
        // A fold must not start from constants fitted on all rows (its held-out rows among them):
        // the folds start from data-blind points only, so the cross-validation is the same whatever
        // values the fitted constants have on the way in. Few rounds keep this quick; the property
        // does not depend on them.
        const QString mx = QStringLiteral(MOE_SHARED_DATA_DIR "/published-runs.json");
        const QString bf = QStringLiteral(MOE_SHARED_DATA_DIR "/published-runs-bf16.json");
        MOE_REQUIRE_SHARED_DATA(mx);
        MOE_REQUIRE_SHARED_DATA(bf);
        auto runs = loadPublishedRuns(mx.toStdString());
        auto bf16 = loadPublishedRuns(bf.toStdString());
        QVERIFY(runs.ok() && bf16.ok());
        runs->insert(runs->end(), bf16->begin(), bf16->end());
        const Calibration shipped = builtinCalibration();
        Calibration elsewhere = shipped;
        for (const auto& spec : calibrationConstants())
            if (spec.fitted) elsewhere.*(spec.member) = spec.max;
        const CrossValidation a = crossValidate(*runs, shipped, 3);
        const CrossValidation b = crossValidate(*runs, elsewhere, 3);
        QCOMPARE(a.schemes.size(), b.schemes.size());
        int rows = 0;
        for (size_t s = 0; s < a.schemes.size(); ++s) {
            QCOMPARE(a.schemes[s].rows.size(), b.schemes[s].rows.size());
            for (size_t i = 0; i < a.schemes[s].rows.size(); ++i, ++rows)
                QCOMPARE(a.schemes[s].rows[i].predicted_tokens_per_s_per_gpu, b.schemes[s].rows[i].predicted_tokens_per_s_per_gpu);
        }
        QVERIFY(rows > 200);
        // The data-blind starts themselves: the priors, inside every fitted constant's range.
        const auto starts = dataBlindStarts(elsewhere);
        QCOMPARE(starts.size(), size_t(3));
        for (const auto& spec : calibrationConstants()) {
            if (!spec.fitted) continue;
            QCOMPARE(starts[0].*(spec.member), spec.prior);
            QVERIFY2(spec.prior >= spec.min && spec.prior <= spec.max, spec.key);
            QVERIFY(spec.min < starts[1].*(spec.member) && starts[1].*(spec.member) < starts[2].*(spec.member) && starts[2].*(spec.member) < spec.max);
        }
    }
    void contradictionsAreFoundInTheData() {
        const QString path = QStringLiteral(MOE_SHARED_DATA_DIR "/published-runs.json");
        MOE_REQUIRE_SHARED_DATA(path);
        auto runs = loadPublishedRuns(path.toStdString());
        QVERIFY(runs.ok());
        const auto pairs = findContradictions(*runs);
        // The issue's example: Qwen3-235B on B300 with VP 4 (and MBS 1) runs 2644 tokens/s/GPU in
        // 26.02.01 against 5936 without VP (MBS 2) in 26.04.01: 5936 / 2644 = 2.245.
        bool found = false;
        for (const auto& c : pairs)
            if (c.slower.model == "Qwen3_235B_a22B" && c.slower.system == "DGX-B300" && c.slower.container == "26.02.01") {
                found = true;
                QVERIFY(std::fabs(c.ratio - 5936.0 / 2644.0) < 1e-9);
                QVERIFY(c.knob.find("VP 4 vs 1") != std::string::npos);
            }
        QVERIFY(found);
        for (const auto& c : pairs) QVERIFY(c.ratio >= 1.5);
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "test_calibration.moc"

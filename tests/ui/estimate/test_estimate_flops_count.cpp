// The Estimate panel names the FLOPs count of its Model TFLOP/s and MFU ("Bridge count",
// core/flops/model_flops.h), and for GPT-OSS-120B, whose sliding windows and quick-GELU gate make
// Megatron-LM's training.py count 17 % fewer FLOPs, shows the figures under that count too; for a
// model where the counts agree (the default Qwen3-30B-A3B recipe) it shows one figure.
#include <QLabel>
#include <QtTest>

#include "core/flops/model_flops.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/common/band_format.h"
#include "ui/common/panel_format.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::EstimatePanel;
using moe::ui::StudioState;

namespace {

Recipe gptOssRecipe() {
    Result<Recipe> r = loadRecipeFile(MOE_TEST_FIXTURES_DIR "/recipes/gpt-oss-120b-64xb200-bf16.yaml");
    if (!r.ok()) qFatal("fixture: %s", r.error().toString().c_str());
    return r.value();
}

}  // namespace

class TestEstimateFlopsCount : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void mfuLabelNamesTheCountAndGivesTheOtherForGptOss() {
        StudioState state;
        state.resetDocument(gptOssRecipe());
        EstimatePanel panel(&state);
        panel.resize(900, 600);
        panel.show();
        panel.settle();
        QVERIFY(panel.outcome() && panel.outcome()->hasNumbers());
        const StepEstimate& e = *panel.outcome()->estimate;
        const Uncertainty& band = panel.outcome()->uncertainty;
        QCOMPARE(panel.mfuDetailLabel()->text(), QStringLiteral("of the BF16 dense peak (Bridge count)"));
        const auto* tflopsDetail = panel.findChild<QLabel*>(QStringLiteral("estimate.tflopsDetail"));
        QVERIFY(tflopsDetail);
        QCOMPARE(tflopsDetail->text(), QStringLiteral("Bridge count"));
        // The tooltip says where the count comes from and what the other one gives for this model.
        QVERIFY2(panel.mfuDetailLabel()->toolTip().contains(QStringLiteral("Megatron-Bridge flop_utils.py")),
                 qPrintable(panel.mfuDetailLabel()->toolTip()));
        QVERIFY2(panel.mfuDetailLabel()->toolTip().contains(
                     QStringLiteral("27.2 GFLOP/token by Megatron-LM's training.py count")),
                 qPrintable(panel.mfuDetailLabel()->toolTip()));
        // The other count's figures, from the ratio of the two counts computed here through core.
        const ModelSpec& m = state.recipe().model;
        const double ratio = modelFlopsPerToken(m, 4096, FlopsCount::MegatronLM).total() /
                             modelFlopsPerToken(m, 4096, FlopsCount::Bridge).total();
        QVERIFY(ratio < 0.84 && ratio > 0.82);
        QVERIFY(panel.otherCountLabel()->isVisible());
        QCOMPARE(panel.otherCountLabel()->text(),
                 QStringLiteral("By Megatron-LM's training.py count: %1 TFLOP/s/GPU, MFU %2")
                     .arg(ui::formatTflopsInBand(e.model_tflops_per_gpu * ratio, band),
                          ui::formatPercentInBand(e.mfu * ratio, band)));
    }

    void oneFigureWhereTheCountsAgree() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Agree"));
        EstimatePanel panel(&state);
        panel.show();
        panel.settle();
        QVERIFY(panel.outcome() && panel.outcome()->hasNumbers());
        QVERIFY(panel.mfuDetailLabel()->text().endsWith(QStringLiteral("(Bridge count)")));
        QVERIFY(!panel.otherCountLabel()->isVisible());
        QVERIFY(panel.otherCountLabel()->text().isEmpty());
    }
};

QTEST_MAIN(TestEstimateFlopsCount)
#include "test_estimate_flops_count.moc"

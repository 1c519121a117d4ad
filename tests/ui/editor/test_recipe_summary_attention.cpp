// The summary's attention row names what changes an attention kernel beyond its shape: the sliding
// window and a softmax with sinks (GPT-OSS: 128-token window, learnable per-head sinks, as the
// catalog records them); a plain model's row mentions neither.
#include <QtTest>

#include "core/catalog/catalog.h"
#include "ui/editor/recipe_summary_view.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::RecipeSummaryView;
using moe::ui::StudioState;

class TestRecipeSummaryAttention : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void gptOssShowsWindowAndSinks() {
        StudioState state;
        Recipe r = uitest::defaultRecipeWithModel("oss", "GPT-OSS-120B");
        state.resetDocument(r);
        RecipeSummaryView view(&state);
        const QString text = view.valueText(QStringLiteral("model.attention"));
        QVERIFY2(text.contains(QStringLiteral("SWA 128")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("learnable softmax")), qPrintable(text));

        r.model.softmax = SoftmaxKind::OffByOne;  // an edit shows at once
        state.resetDocument(r);
        QVERIFY2(view.valueText(QStringLiteral("model.attention")).contains(QStringLiteral("off-by-one softmax")),
                 qPrintable(view.valueText(QStringLiteral("model.attention"))));
    }

    void plainModelSaysNothing() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("qwen"));  // Qwen3-30B-A3B
        RecipeSummaryView view(&state);
        const QString text = view.valueText(QStringLiteral("model.attention"));
        QVERIFY2(text.startsWith(QStringLiteral("GQA")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("softmax")) && !text.contains(QStringLiteral("SWA")), qPrintable(text));
    }
};

QTEST_MAIN(TestRecipeSummaryAttention)
#include "test_recipe_summary_attention.moc"

// The summary's attention row names what changes an attention kernel beyond its shape: the sliding
// window and a softmax with sinks (GPT-OSS: 128-token window, learnable per-head sinks, as the
// catalog records them); a plain model's row mentions neither.
#include <QtTest>

#include "core/catalog/catalog.h"
#include "ui/editor/recipe_summary_view.h"
#include "ui/state/studio_state.h"
#include "ui/window/ui_language.h"
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

    void theSinksAreNamedInTheReadersWords() {
        // Review 26 in Portuguese: "softmax learnable" (the recipe's value) beside Help's "softmax
        // aprendível".
        moe::ui::UiLanguage language;
        QCOMPARE(language.install(moe::ui::UiLanguage::localeFor(QStringLiteral("pt_BR"))), QStringLiteral("pt_BR"));
        StudioState state;
        state.resetDocument(uitest::defaultRecipeWithModel("oss", "GPT-OSS-120B"));
        RecipeSummaryView view(&state);
        const QString text = view.valueText(QStringLiteral("model.attention"));
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(text.contains(QStringLiteral("softmax aprendível")) && !text.contains(QStringLiteral("learnable")),
                 qPrintable(text));
    }

    void plainModelSaysNothing() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("qwen"));  // Qwen3-30B-A3B
        RecipeSummaryView view(&state);
        const QString text = view.valueText(QStringLiteral("model.attention"));
        QVERIFY2(text.startsWith(QStringLiteral("GQA")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("softmax")) && !text.contains(QStringLiteral("SWA")), qPrintable(text));
    }

    void hbmCapacityKeepsTheDatasheetsUnit() {
        // Review: H200 read "140.4 GiB usable of 141 GiB HBM". The datasheet states 141 GB; the usable
        // figure is the driver's, in GiB. Each keeps its own unit.
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("h200");
        r.hardware = *builtinCatalog().findHardware("H200-SXM");
        state.resetDocument(r);
        RecipeSummaryView view(&state);
        const QString text = view.valueText(QStringLiteral("hardware.memory"));
        QVERIFY2(text.startsWith(QStringLiteral("140.4 GiB usable of 141 GB HBM")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("141 GiB")), qPrintable(text));
    }

    void mlaNamesItsLatentsNotQueryGroups() {
        // Review 9: "MLA, 128 heads, 128 query groups" (cut off there): MLA has no query groups;
        // DeepSeek-V3's catalog entry has a 512-wide kv latent and a 1536-wide q latent.
        StudioState state;
        state.resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"));
        RecipeSummaryView view(&state);
        const QString text = view.valueText(QStringLiteral("model.attention"));
        QCOMPARE(text, QStringLiteral("MLA, 128 heads, kv latent 512, q latent 1536"));
    }

    void wrappedValuesGetTheirHeight() {
        // The review at 1280x800: two-line values ("61 layers + 1 MTP, hidden 7168, vocab 129280")
        // were cut at top and bottom in the narrow summary. Every value label is at least as tall
        // as its text wrapped at its width. (Offscreen, the old layout passed this too: the cut only
        // showed in the real window under X, where the fix was checked by eye at 1280x800.)
        StudioState state;
        state.resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"));
        RecipeSummaryView view(&state);
        view.resize(700, 300);  // wide first, then narrowed, as a window or splitter is
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resize(330, 300);
        QTest::qWait(50);
        QLabel* shape = view.findChild<QLabel*>(QStringLiteral("summary.model.shape"));
        QVERIFY(shape);
        QTRY_VERIFY(shape->height() >= shape->heightForWidth(shape->width()));
        QVERIFY2(shape->heightForWidth(shape->width()) > shape->fontMetrics().height() * 3 / 2,
                 "at this width the shape wraps to two lines");
        for (QLabel* label : view.findChildren<QLabel*>())
            if (label->objectName().startsWith(QStringLiteral("summary.model.")) && label->wordWrap())
                QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->objectName()));
    }
};

QTEST_MAIN(TestRecipeSummaryAttention)
#include "test_recipe_summary_attention.moc"

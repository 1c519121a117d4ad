// Issue 42: the one-line recipe description under the recipe's name is the core's message
// (describeRecipeMessage), shown through the catalogs: its words translated, the layout, batch,
// precision and dispatcher codes as they are; with no catalog it reads as the CLI prints it.
#include <QCoreApplication>
#include <QLabel>
#include <QtTest>

#include "core/recipe/recipe_description.h"
#include "core_sentence_translator.h"
#include "ui/editor/recipe_summary_view.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::RecipeSummaryView;
using moe::ui::StudioState;

class TestRecipeDescriptionTranslated : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void englishIsTheCliLine() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("described"));
        RecipeSummaryView view(&state);
        const auto* label = view.findChild<QLabel*>(QStringLiteral("summary.description"));
        QVERIFY(label);
        QCOMPARE(label->text(), QString::fromStdString(describeRecipe(state.recipe())));
    }

    void theWordsComeThroughTheCatalog() {
        uitest::CoreSentenceTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("described"));  // Qwen3-30B-A3B on 16 H100s
        RecipeSummaryView view(&state);
        const auto* label = view.findChild<QLabel*>(QStringLiteral("summary.description"));
        QVERIFY(label);
        const QString text = label->text();
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(text, QStringLiteral("Qwen3-30B-A3B, contexte de 4K, 16x H100 — TP1 EP16 PP1, MBS 1 GBS 1024, BF16, "
                                      "HybridEP avec chevauchement EP"));
    }

    void nestedPartsAreTranslatedToo() {
        uitest::CoreSentenceTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        Recipe r = uitest::namedDefaultRecipe("described");
        r.options.recompute.granularity = RecomputeGranularity::Selective;
        r.options.recompute.modules = {RecomputeModule::MoeAct, RecomputeModule::Layernorm};
        r.options.optimizer.cpu_offload = true;
        StudioState state;
        state.resetDocument(r);
        RecipeSummaryView view(&state);
        const QString text = view.findChild<QLabel*>(QStringLiteral("summary.description"))->text();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(text.endsWith(QStringLiteral(", recalculation sélective moe_act+layernorm, offloading de "
                                              "l'optimiseur vers le CPU")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("4K context")) && !text.contains(QStringLiteral("with EP overlap")),
                 qPrintable(text));
    }
};

QTEST_MAIN(TestRecipeDescriptionTranslated)
#include "test_recipe_description_translated.moc"

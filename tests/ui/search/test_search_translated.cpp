// Issue 42: the Search dock's line of options every plan runs with, the levers of each plan and
// the "why #2 loses" explanation are the core's messages (searchOptionsMessage,
// SearchCandidate::levers_message, SearchResult::runner_up_message), shown through the catalogs;
// layout codes and flags stay as they are.
#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QtTest>

#include "core/search/search_request.h"
#include "core_sentence_translator.h"
#include "search_test_support.h"
#include "ui/common/core_message_text.h"
#include "ui/search/search_constraints_widget.h"
#include "ui/search/search_panel.h"
#include "ui/search/search_results_model.h"
#include "ui/state/studio_state.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::SearchPanel;
using moe::ui::SearchResultsModel;
using moe::ui::StudioState;

class TestSearchTranslated : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void theChoiceMenusSayWhatTheValuesMean() {
        // Review in Chinese: the precision and dispatcher menus listed bare values. In the reader's
        // language each item is the value and its meaning (the pt_BR catalog's "BF16 em tudo");
        // the button names the values checked.
        ui::UiLanguage language;
        QCOMPARE(language.install(ui::UiLanguage::localeFor(QStringLiteral("pt_BR"))), QStringLiteral("pt_BR"));
        StudioState state;
        state.resetDocument(uitest::qwenRecipe("Search menus"));
        SearchPanel panel(&state);
        ui::SearchConstraintsWidget* c = panel.constraints();
        const QString item = c->precisionAction(Precision::BF16)->text();
        c->precisionAction(Precision::BF16)->trigger();
        const QString button = c->precisionButton()->text();
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(item, QStringLiteral("bf16 — BF16 em tudo"));
        QVERIFY2(button.endsWith(QStringLiteral(": bf16")), qPrintable(button));
    }

    void optionsLeversAndRunnerUpComeThroughTheCatalog() {
        uitest::CoreSentenceTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        StudioState state;
        state.resetDocument(uitest::qwenRecipe("Search translated"));
        SearchPanel panel(&state);
        panel.resize(1100, 500);
        panel.show();
        QSignalSpy updated(&panel, &SearchPanel::updated);
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, uitest::kSearchTimeoutMs);
        const QString status = panel.statusLabel()->text();
        const QString runnerUp = panel.runnerUpLabel()->text();
        const QString options = ui::coreMessageText(searchOptionsMessage(state.recipe().options));
        const SearchResultsModel* m = panel.model();
        QVERIFY(m->rowCount() >= 2);
        QStringList levers;
        for (int i = 0; i < m->rowCount(); ++i)
            levers << m->index(i, SearchResultsModel::LeversColumn).data().toString();
        QCoreApplication::removeTranslator(&translator);

        // The options line: every part through the catalog, and no longer the CLI's English.
        const QString english = QString::fromStdString(searchOptionsText(state.recipe().options));
        QVERIFY2(options != english, qPrintable(options));
        QVERIFY2(status.contains(QStringLiteral("Every plan runs with the recipe's options: %1.").arg(options)),
                 qPrintable(status));
        QVERIFY2(options.contains(QStringLiteral("optimiseur distribué")), qPrintable(options));
        // Each plan's levers: the recompute tier translated, module names as they are.
        for (const QString& l : levers)
            QVERIFY2(l.contains(QStringLiteral("recalculation")) && !l.contains(QStringLiteral("recompute")),
                     qPrintable(l));
        // Why #2 loses: the sentence and the component named, each from the catalog; the meshes
        // (TP… EP… MBS…) as they are.
        QVERIFY2(runnerUp.contains(QStringLiteral("Le deuxième (TP")), qPrintable(runnerUp));
        QVERIFY2(!runnerUp.contains(QStringLiteral("The runner-up")), qPrintable(runnerUp));
        QVERIFY2(runnerUp.contains(QStringLiteral("recalculation")), qPrintable(runnerUp));
    }
};

QTEST_MAIN(TestSearchTranslated)
#include "test_search_translated.moc"

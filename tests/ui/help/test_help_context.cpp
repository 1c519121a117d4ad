// Help from inside the studio: the findings list reads each finding's title first, F1 on an
// editor field opens its glossary entry, F1 with a finding selected opens its explanation, and
// every editor setting has an entry to open.
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

#include "diagnostics/diagnostics_test_support.h"
#include "ui/diagnostics/diagnostics_model.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/editor/layout_editor.h"
#include "ui/help/help_topics.h"
#include "ui/help/help_window.h"
#include "ui/window/main_window.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::DiagnosticsModel;
using moe::ui::HelpWindow;
using moe::ui::MainWindow;

namespace {

// The default recipe with ETP unset: the "ETP follows TP" warning.
QString writeEtpUnset(const QTemporaryDir& dir) {
    Recipe r = uitest::namedDefaultRecipe("Unset ETP");
    r.layout.etp.reset();
    return uitest::writeRecipe(QDir(dir.path()), QStringLiteral("etp-unset.yaml"), r);
}

// The visible columns of the findings table, left to right.
QList<int> visibleColumns(const QTableView* table) {
    QList<int> columns;
    const QHeaderView* header = table->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!table->isColumnHidden(logical)) columns << logical;
    }
    return columns;
}

HelpWindow* helpOf(const MainWindow& w) {
    return w.findChild<HelpWindow*>(QString(), Qt::FindDirectChildrenOnly);
}

}  // namespace

class TestHelpContext : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void init() { uitest::isolateSettings(); }

    void findingsListShowsTheTitleFirst() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(writeEtpUnset(dir_)));
        w.settle();  // the memory verdict joins the findings in the background
        QTableView* table = w.diagnosticsView()->table();
        const DiagnosticsModel* model = w.diagnosticsView()->model();
        const int row = uitest::diagnosticRow(*model, "layout.etp_unset");
        QVERIFY(row >= 0);
        // Severity icon, then the title, then the message with its values; the id is not shown.
        const QList<int> columns = visibleColumns(table);
        QVERIFY(columns.size() >= 3);
        QCOMPARE(columns.at(0), int(DiagnosticsModel::SeverityColumn));
        QCOMPARE(columns.at(1), int(DiagnosticsModel::TitleColumn));
        QCOMPARE(columns.at(2), int(DiagnosticsModel::MessageColumn));
        QVERIFY(!columns.contains(int(DiagnosticsModel::RuleColumn)));
        const QString title = model->index(row, DiagnosticsModel::TitleColumn).data().toString();
        QCOMPARE(title, QStringLiteral("Expert tensor parallelism is unset, so it follows TP"));
        QVERIFY(table->columnWidth(DiagnosticsModel::TitleColumn) > 100);
        // The tooltip opens with the title and still carries the id.
        const QString tip = model->index(row, DiagnosticsModel::MessageColumn).data(Qt::ToolTipRole).toString();
        QVERIFY(tip.startsWith(title));
        QVERIFY(tip.contains(QStringLiteral("layout.etp_unset")));
    }

    void f1OnTpSpinBoxOpensTheTpEntry() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(!helpOf(w) || !helpOf(w)->isVisible());
        auto* tp = w.findChild<QWidget*>(QStringLiteral("editor.layout.tp"));
        QVERIFY(tp);
        tp->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(tp->hasFocus() || tp->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
        HelpWindow* help = helpOf(w);
        QVERIFY(help);
        QVERIFY(help->isVisible());
        QCOMPARE(help->currentTopic(), QStringLiteral("glossary/tp"));
        QVERIFY(help->textView()->toPlainText().contains(QStringLiteral("--tensor-model-parallel-size")));

        // Another field, another entry, in the same window.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto* ep = w.findChild<QWidget*>(QStringLiteral("editor.layout.ep"));
        ep->setFocus(Qt::TabFocusReason);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
        QCOMPARE(helpOf(w), help);
        QCOMPARE(help->currentTopic(), QStringLiteral("glossary/ep"));
    }

    void f1WithAFindingSelectedOpensItsExplanation() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(writeEtpUnset(dir_)));
        w.settle();  // the memory verdict joins the findings in the background
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTableView* table = w.diagnosticsView()->table();
        const int row = uitest::diagnosticRow(*w.diagnosticsView()->model(), "layout.etp_unset");
        QVERIFY(row >= 0);
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(table->model()->index(row, DiagnosticsModel::MessageColumn));
        QTest::keyClick(table, Qt::Key_F1);
        HelpWindow* help = helpOf(w);
        QVERIFY(help && help->isVisible());
        QCOMPARE(help->currentTopic(), QStringLiteral("rule/layout.etp_unset"));
        QVERIFY(help->textView()->toPlainText().contains(QStringLiteral("--expert-tensor-parallel-size")));

        // The row's context menu explains it too.
        help->hide();
        auto* explain = w.diagnosticsView()->findChild<QAction*>(QStringLiteral("actionExplainFinding"));
        QVERIFY(explain && table->actions().contains(explain));
        explain->trigger();
        QVERIFY(help->isVisible());
        QCOMPARE(help->currentTopic(), QStringLiteral("rule/layout.etp_unset"));
    }

    void f1ElsewhereOpensGettingStartedFromTheHelpMenu() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* contents = w.findChild<QAction*>(QStringLiteral("actionHelpContents"));
        QVERIFY(contents);
        QCOMPARE(contents->shortcut(), QKeySequence(Qt::Key_F1));
        // No other action of the window claims F1.
        for (const QAction* a : w.findChildren<QAction*>())
            if (a != contents) QVERIFY2(!a->shortcuts().contains(QKeySequence(Qt::Key_F1)), qPrintable(a->text()));
        w.menuBar()->setFocus();
        contents->trigger();
        QVERIFY(helpOf(w) && helpOf(w)->isVisible());
        QCOMPARE(helpOf(w)->currentTopic(), ui::gettingStartedTopicId());
        w.findChild<QAction*>(QStringLiteral("actionGlossary"))->trigger();
        QVERIFY(helpOf(w)->currentTopic().startsWith(QStringLiteral("glossary/")));
    }

    void everyEditorSettingHasAGlossaryEntry() {
        MainWindow w;
        QStringList missing;
        int fields = 0;
        for (const QWidget* widget : w.layoutEditor()->findChildren<QWidget*>()) {
            const QString name = widget->objectName();
            const bool setting =
                name.startsWith(QLatin1String("editor.layout.")) || name.startsWith(QLatin1String("editor.options.")) ||
                name.startsWith(QLatin1String("editor.slider.")) || name.startsWith(QLatin1String("editor.derived."));
            if (!setting) continue;
            ++fields;
            if (ui::topicForEditorObject(name).isEmpty()) missing << name;
        }
        QVERIFY(fields > 20);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
    }
};

QTEST_MAIN(TestHelpContext)
#include "test_help_context.moc"

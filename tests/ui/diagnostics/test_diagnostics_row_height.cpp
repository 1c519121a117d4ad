// The findings table's rows follow their text (issue 41 reported rows that kept the old text's
// height): a row whose message becomes shorter or longer settles at the height its new text needs
// (QAbstractItemView::sizeHintForRow), after a reset of the findings, after a change of the text in
// place (the fix moving under the message on a narrow pane) and after the pane narrows.
//
// Regression guards: these pass on the code they were written against too. The vertical header's
// ResizeToContents re-measures the rows at its next delayed layout, so a stale height was seen only
// for one pass of the event loop after a resize (from 1100 to 400 px, 1947 px where the text needs
// 477; 155 where it needs 57), never once the loop had run. Calling resizeRowsToContents() from the
// view's column fitting made it worse: a row then stayed at 421 px where its text needs 477.
#include <QScrollBar>
#include <QTableView>
#include <QtTest>

#include "ui/diagnostics/diagnostics_model.h"
#include "ui/diagnostics/diagnostics_view.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::DiagnosticsModel;
using moe::ui::DiagnosticsView;
using moe::ui::StudioState;

namespace {

Diagnostic findingWith(const std::string& message, const std::string& fixLabel = {}) {
    Diagnostic d;
    d.fix_label = fixLabel;
    d.severity = Severity::Warning;
    d.rule = "layout.etp_unset";
    d.message = message;
    d.fix = {{"layout.etp", "1"}};
    return d;
}

// A message that wraps onto several lines in a 520 px wide pane.
std::string longMessage() {
    std::string m;
    for (int i = 0; i < 12; ++i) m += "expert tensor parallel size follows the tensor parallel size when unset; ";
    return m;
}

// The height a row's contents ask for (QTableView makes sizeHintForRow protected; it is public in
// QAbstractItemView, and the vertical header's ResizeToContents uses the same measure).
int contentHeight(const QTableView& table, int row) {
    return static_cast<const QAbstractItemView&>(table).sizeHintForRow(row);
}

// Whether every row is as tall as its contents ask. Checked with QTRY: the header lays the
// columns out again a moment after a resize (a delayed layout), and the rows may follow then.
bool rowsFitTheirText(const QTableView& table, QString& why) {
    for (int row = 0; row < table.model()->rowCount(); ++row) {
        if (table.rowHeight(row) != contentHeight(table, row)) {
            why = QStringLiteral("row %1: height %2, its text needs %3")
                      .arg(row)
                      .arg(table.rowHeight(row))
                      .arg(contentHeight(table, row));
            return false;
        }
    }
    return true;
}

}  // namespace

class TestDiagnosticsRowHeight : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void aRowFollowsItsNewText() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("rows"));
        DiagnosticsView view(&state);
        QVERIFY(uitest::showSized(view, 520, 400));
        QTableView* table = view.table();
        QString why;

        view.model()->setDiagnostics({findingWith(longMessage()), findingWith("short")});
        QTRY_VERIFY2(rowsFitTheirText(*table, why), qPrintable(why));
        const int tall = table->rowHeight(0);
        // Expected: a wrapped message needs more than one line (the short row's height).
        QVERIFY2(tall > table->rowHeight(1), qPrintable(QStringLiteral("%1 vs %2").arg(tall).arg(table->rowHeight(1))));

        // Long → short: the first row shrinks to one line.
        view.model()->setDiagnostics({findingWith("short now"), findingWith("short")});
        QTRY_VERIFY2(rowsFitTheirText(*table, why), qPrintable(why));
        QVERIFY(table->rowHeight(0) < tall);

        // Short → long: the second row grows to the wrapped text's height.
        view.model()->setDiagnostics({findingWith("short now"), findingWith(longMessage())});
        QTRY_VERIFY2(rowsFitTheirText(*table, why), qPrintable(why));
        QVERIFY(table->rowHeight(1) > table->rowHeight(0));
    }

    void aRowFollowsItsTextChangedInPlace() {
        // The model changes a row's text without a reset and without a resize (dataChanged: the
        // fix written under the message or taken out of it): the row takes the new text's height.
        // On a pane narrower than kFixColumnMinTableWidth the fix is under the message; a fix with
        // a long name wraps there onto several lines.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("rows in place"));
        DiagnosticsView view(&state);
        QVERIFY(uitest::showSized(view, 600, 400));
        view.model()->setDiagnostics({findingWith("a one-line message", longMessage()), findingWith("another one")});
        QString why;
        QTRY_VERIFY2(rowsFitTheirText(*view.table(), why), qPrintable(why));
        const QModelIndex message = view.model()->index(0, DiagnosticsModel::MessageColumn);
        QVERIFY(view.model()->data(message).toString().contains(QLatin1Char('\n')));  // the fix under it
        const int withFix = view.table()->rowHeight(0);
        view.model()->setFixInMessage(false);  // the text shrinks to one line; nothing is resized
        QVERIFY(!view.model()->data(message).toString().contains(QLatin1Char('\n')));
        QTRY_VERIFY2(rowsFitTheirText(*view.table(), why), qPrintable(why));
        const int without = view.table()->rowHeight(0);
        QVERIFY2(without < withFix, qPrintable(QStringLiteral("%1 vs %2").arg(without).arg(withFix)));
        view.model()->setFixInMessage(true);  // and grows back
        QTRY_VERIFY2(rowsFitTheirText(*view.table(), why), qPrintable(why));
        QCOMPARE(view.table()->rowHeight(0), withFix);
    }

    void rowsFollowTheirTextWhenThePaneNarrows() {
        // From 1100 to 400 px the fix moves under the message while the columns are refitted;
        // the rows settle at their text's height, and back at 1100 px at their first heights.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("rows narrowing"));
        DiagnosticsView view(&state);
        QVERIFY(uitest::showSized(view, 1100, 400));
        view.model()->setDiagnostics({findingWith("a one-line message"), findingWith(longMessage())});
        QString why;
        QTRY_VERIFY2(rowsFitTheirText(*view.table(), why), qPrintable(why));
        const int oneLine = view.table()->rowHeight(0);
        view.resize(400, 400);
        QTRY_VERIFY2(rowsFitTheirText(*view.table(), why), qPrintable(why));
        QVERIFY(view.table()->rowHeight(0) > oneLine);  // the fix's line below the message
        view.resize(1100, 400);
        QTRY_VERIFY2(rowsFitTheirText(*view.table(), why), qPrintable(why));
        QCOMPARE(view.table()->rowHeight(0), oneLine);
    }

    void aFindingBelowATallRowCanBeReached() {
        // Review entry 4 (1280x720 → 1280x800): one warning filled the pane and the other could not
        // be scrolled to. A pane shorter than the first row still scrolls down to the last one.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("tall"));
        DiagnosticsView view(&state);
        QVERIFY(uitest::showSized(view, 520, 140));
        QTableView* table = view.table();
        view.model()->setDiagnostics({findingWith(longMessage()), findingWith("the one below")});
        QString why;
        QTRY_VERIFY2(rowsFitTheirText(*table, why), qPrintable(why));
        QVERIFY2(table->rowHeight(0) > table->viewport()->height(),
                 qPrintable(QStringLiteral("row 0 is %1 px in a %2 px view")
                                .arg(table->rowHeight(0))
                                .arg(table->viewport()->height())));
        // The scroll bar's end (as a wheel or a drag takes it) shows the last finding whole.
        QTRY_VERIFY(table->verticalScrollBar()->maximum() > 0);
        table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum());
        const auto lastTop = [&] {
            return table->visualRect(table->model()->index(1, DiagnosticsModel::MessageColumn));
        };
        QTRY_VERIFY2(
            table->viewport()->rect().contains(lastTop()),
            qPrintable(QStringLiteral("row 1 at %1 of %2").arg(lastTop().top()).arg(table->viewport()->height())));
    }
};

QTEST_MAIN(TestDiagnosticsRowHeight)
#include "test_diagnostics_row_height.moc"

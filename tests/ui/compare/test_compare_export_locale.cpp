// Issue 42 §4: Compare shows its figures in the chosen language ("16.300" tokens/s/GPU in pt_BR),
// while what it writes for a file or a spreadsheet (CSV, Markdown, the tab-separated clipboard)
// stays in the C locale without grouping: the same bytes under C and pt_BR.
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/compare/compare_model.h"
#include "ui/compare/compare_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

const QLocale kCompareLocalePt(QLocale::Portuguese, QLocale::Brazil);

QByteArray readBytes(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

struct Exported {
    QByteArray csv, markdown;
    QString clipboard;
    QString tokensCell;  // the current recipe's tokens/s/GPU as the view shows it
    QString stepCell;    // its step time as the view shows it
};

// A fresh panel under the default locale in force: the pinned default recipe, then TP 2.
Exported exportUnderDefaultLocale(const QString& dir, const QString& tag) {
    StudioState state;
    ComparePanel panel(&state);
    state.resetDocument(uitest::namedDefaultRecipe("meeting"));
    panel.pinCurrent(QStringLiteral("baseline"));
    if (!state.applyChanges({{"layout.tp", "2"}, {"layout.sequence_parallel", "true"}}, QStringLiteral("TP 2")))
        return {};
    panel.settle();
    Exported out;
    const QString csv = dir + QStringLiteral("/cmp-%1.csv").arg(tag), md = dir + QStringLiteral("/cmp-%1.md").arg(tag);
    if (!panel.exportTable(csv) || !panel.exportTable(md)) return {};
    out.csv = readBytes(csv);
    out.markdown = readBytes(md);
    QApplication::clipboard()->clear();
    panel.copyTable();
    out.clipboard = QApplication::clipboard()->text();
    const CompareModel* m = panel.model();
    const int last = m->columnCount() - 1;
    out.tokensCell = m->index(m->rowOfKey(compareMetricKey(CompareMetric::Tokens)), last).data().toString();
    out.stepCell = m->index(m->rowOfKey(compareMetricKey(CompareMetric::StepTime)), last).data().toString();
    return out;
}

// The leading number of a cell ("16,300  (Δ …)" → "16,300").
QString leadingNumber(const QString& cell) {
    return cell.section(u' ', 0, 0);
}

}  // namespace

class TestCompareExportLocale : public QObject {
    Q_OBJECT
    QLocale saved_;

private slots:
    void initTestCase() {
        uitest::isolateSettings();
        saved_ = QLocale();
    }
    void cleanup() { QLocale::setDefault(saved_); }

    void exportIsTheSameUnderCAndPortuguese() {
        QTemporaryDir dir;
        QLocale::setDefault(QLocale::c());
        const Exported inC = exportUnderDefaultLocale(dir.path(), QStringLiteral("c"));
        QVERIFY(!inC.csv.isEmpty());
        QLocale::setDefault(kCompareLocalePt);
        const Exported inPt = exportUnderDefaultLocale(dir.path(), QStringLiteral("pt"));
        QVERIFY(!inPt.csv.isEmpty());

        // The view follows the language: the same number, pt_BR's separators.
        const QString tokensC = leadingNumber(inC.tokensCell), tokensPt = leadingNumber(inPt.tokensCell);
        QVERIFY2(tokensC.contains(u','), qPrintable(inC.tokensCell));  // thousands: the test means something
        bool ok = false;
        const double tokens = QLocale(QLocale::English, QLocale::UnitedStates).toDouble(tokensC, &ok);
        QVERIFY(ok);
        QCOMPARE(tokensPt, kCompareLocalePt.toString(static_cast<qlonglong>(tokens)));
        const QString stepC = leadingNumber(inC.stepCell), stepPt = leadingNumber(inPt.stepCell);
        const double step = QLocale(QLocale::English, QLocale::UnitedStates).toDouble(stepC, &ok);
        QVERIFY2(ok, qPrintable(inC.stepCell));
        const qsizetype point = stepC.indexOf(u'.');
        QLocale ungrouped = kCompareLocalePt;
        ungrouped.setNumberOptions(QLocale::OmitGroupSeparator);
        QCOMPARE(stepPt, ungrouped.toString(step, 'f', point < 0 ? 0 : static_cast<int>(stepC.size() - point - 1)));

        // The files and the clipboard do not.
        QCOMPARE(inPt.csv, inC.csv);
        QCOMPARE(inPt.markdown, inC.markdown);
        QCOMPARE(inPt.clipboard, inC.clipboard);
        // Without grouping: the view's "11,000" is 11000 in the file.
        QVERIFY2(inPt.csv.contains(QString(tokensC).remove(u',').toUtf8()), inPt.csv.constData());
        if (tokensC.contains(u','))
            QVERIFY2(!inPt.csv.contains(("\"" + tokensC + "\"").toUtf8()), inPt.csv.constData());
    }
};

QTEST_MAIN(TestCompareExportLocale)
#include "test_compare_export_locale.moc"

// Compare for a meeting (issue 26 §3): the results (memory, fit, step time, throughput) come before
// the fields, unchanged and model architecture fields fold behind "Show all fields", Ctrl+C copies
// the selected rows and Copy Table the whole table as tab-separated text, Export writes CSV or
// Markdown. Expected text is built from the model's own header and cells, and from the known edit
// (TP 1 -> 2 on the default recipe).
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFile>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/compare/compare_model.h"
#include "ui/compare/compare_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

// Pinned default recipe, then TP 2 with sequence parallelism (which Megatron requires for MoE with TP > 1).
void pinAndEdit(StudioState& state, ComparePanel& panel) {
    state.resetDocument(uitest::namedDefaultRecipe("meeting"));
    panel.pinCurrent(QStringLiteral("baseline"));
    QVERIFY(state.applyChanges({{"layout.tp", "2"}, {"layout.sequence_parallel", "true"}}, QStringLiteral("TP 2")));
    panel.settle();
}

QString readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

QString headerTsv(const CompareModel* m) {
    return QStringLiteral("Field\t%1\t%2")
        .arg(m->headerData(1, Qt::Horizontal, CompareModel::kFullTitleRole).toString(),
             m->headerData(2, Qt::Horizontal, CompareModel::kFullTitleRole).toString());
}

}  // namespace

class TestCompareCopyExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void resultsFirstThenDifferingFields() {
        StudioState state;
        ComparePanel panel(&state);
        pinAndEdit(state, panel);
        const CompareModel* m = panel.model();
        for (size_t i = 0; i < kCompareMetrics.size(); ++i)
            QCOMPARE(m->index(static_cast<int>(i), 0).data(CompareModel::KeyRole).toString(),
                     compareMetricKey(kCompareMetrics[i]));
        QCOMPARE(m->index(2, 0).data().toString(), QStringLiteral("Fits in memory"));
        QVERIFY(m->rowOfKey(QStringLiteral("layout.tp")) >= static_cast<int>(kCompareMetrics.size()));
        QCOMPARE(m->rowOfKey(QStringLiteral("model.hidden_size")), -1);
        QCOMPARE(panel.showUnchangedBox()->text(), QStringLiteral("Sho&w all fields"));
        panel.showUnchangedBox()->click();
        QVERIFY(m->rowOfKey(QStringLiteral("model.hidden_size")) > m->rowOfKey(QStringLiteral("result.wall")));
        QVERIFY(m->rowOfKey(QStringLiteral("layout.cp")) >= 0);
    }

    void ctrlCCopiesTheSelectedRows() {
        StudioState state;
        ComparePanel panel(&state);
        pinAndEdit(state, panel);
        panel.show();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        const CompareModel* m = panel.model();
        const int tp = m->rowOfKey(QStringLiteral("layout.tp"));
        QVERIFY(tp >= 0);
        QApplication::clipboard()->clear();
        panel.view()->setFocus();
        panel.view()->selectRow(tp);
        QTest::keyClick(panel.view(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), headerTsv(m) + QStringLiteral("\nTensor parallel size\t1\t2\n"));
    }

    void copyTableButtonCopiesEveryShownRow() {
        StudioState state;
        ComparePanel panel(&state);
        pinAndEdit(state, panel);
        QApplication::clipboard()->clear();
        QTest::mouseClick(panel.copyTableButton(), Qt::LeftButton);
        const QStringList lines = QApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
        const CompareModel* m = panel.model();
        QCOMPARE(lines.size(), m->rowCount() + 1);
        QCOMPARE(lines[0], headerTsv(m));
        QVERIFY2(lines[1].startsWith(QStringLiteral("Binding-stage memory\t")), qPrintable(lines[1]));
        QCOMPARE(lines[1].count(u'\t'), 2);
        QVERIFY(lines.contains(QStringLiteral("Tensor parallel size\t1\t2")));
    }

    void exportWritesCsvAndMarkdown() {
        StudioState state;
        ComparePanel panel(&state);
        pinAndEdit(state, panel);
        QTemporaryDir dir;
        const CompareModel* m = panel.model();
        const QString csv = dir.filePath(QStringLiteral("cmp.csv"));
        QVERIFY(panel.exportTable(csv));
        const QStringList csvLines = readAll(csv).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(csvLines.size(), m->rowCount() + 1);
        QVERIFY(csvLines.contains(QStringLiteral("Tensor parallel size,1,2")));
        // A pin named by the user still carries its layout into the exported table (a review's CSV
        // and Markdown headers named no layout).
        QVERIFY2(csvLines[0].startsWith(QStringLiteral("Field,baseline (TP1 ")), qPrintable(csvLines[0]));

        const QString md = dir.filePath(QStringLiteral("cmp.md"));
        QVERIFY(panel.exportTable(md));
        const QStringList mdLines = readAll(md).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(mdLines.size(), m->rowCount() + 2);
        QCOMPARE(mdLines[1], QStringLiteral("| --- | --- | --- |"));
        QVERIFY(mdLines.contains(QStringLiteral("| Tensor parallel size | 1 | 2 |")));

        QString failure;
        connect(&panel, &ComparePanel::exportFailed, this, [&](const QString& t, const QString&) { failure = t; });
        QVERIFY(!panel.exportTable(dir.filePath(QStringLiteral("missing/dir/cmp.csv"))));
        QVERIFY(!failure.isEmpty());
    }
};

QTEST_MAIN(TestCompareCopyExport)
#include "test_compare_copy_export.moc"

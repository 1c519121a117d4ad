// The metrics panel's per-step table (ProfilerStep#N per rank: window, busy ∪, idle, comm ∪,
// compute ∪, comm ∩ compute, hidden %, exposed, host-/kernel-wait/other), the HTA-compatible
// toggle (core hta_compat: HTA patterns, the last step dropped) and "Load Patterns…" (the
// moe-plan --patterns format: what each pattern caught and what fell through; a bad file's error
// names the file and line), driven through the Trace dock's widgets. Expected values are hand
// calculations on the synthetic two-step trace of trace_test_support.h.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "core/trace/kernel_classes.h"
#include "trace_test_support.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_metrics_tables.h"
#include "ui/trace/trace_table_model.h"
#include "ui/trace/trace_workspace.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::TraceTableModel;
using moe::ui::TraceWorkspace;
using moe::uitest::kImportTimeoutMs;
using moe::uitest::waitImportIdle;
namespace cols = moe::ui::metric_columns;

namespace {

// Raw value of `title` in the row of step `step` ("ProfilerStep#N").
qint64 stepNs(const TraceTableModel* m, const QString& step, const QString& title) {
    const int scope = m->column(cols::kStep);
    const int col = m->column(title);
    if (scope < 0 || col < 0) return -1;
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, scope).data().toString() == step) return m->index(r, col).data(Qt::UserRole).toLongLong();
    return -1;
}

QStringList stepsShown(const TraceTableModel* m) {
    QStringList out;
    for (int r = 0; r < m->rowCount(); ++r) out << m->index(r, m->column(cols::kStep)).data().toString();
    return out;
}

// Pattern table row whose Pattern column is `pattern`, or -1.
int patternRow(const TraceTableModel* m, const QString& pattern) {
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 1).data().toString() == pattern) return r;
    return -1;
}

}  // namespace

class TestTraceStepsPatterns : public QObject {
    Q_OBJECT
private:
    QTemporaryDir tmp_;
    QString trace_;
    std::unique_ptr<TraceWorkspace> ws_;

private slots:
    void initTestCase() {
        uitest::isolateSettings();
        QVERIFY(tmp_.isValid());
        trace_ = uitest::writeStepTrace(QDir(tmp_.path()), QStringLiteral("steps.json"), 0, 0);
    }
    void init() {
        ws_ = std::make_unique<TraceWorkspace>();
        ws_->resize(1000, 700);
        ws_->show();
        QVERIFY(QTest::qWaitForWindowExposed(ws_.get()));
        auto* panel = ws_->metricsPanel();
        for (TraceTableModel* m : {panel->stepsModel(), panel->alignmentModel(), panel->patternsModel()})
            new QAbstractItemModelTester(m, QAbstractItemModelTester::FailureReportingMode::QtTest, ws_.get());
        ws_->openTrace(trace_);
        waitImportIdle(*ws_);
        QVERIFY(ws_->document());
    }
    void cleanup() { ws_.reset(); }

    void perStepTableByHand() {
        const TraceTableModel* m = ws_->metricsPanel()->stepsModel();
        QCOMPARE(stepsShown(m), (QStringList{"ProfilerStep#5", "ProfilerStep#6"}));
        // Step 5 (kernels launched in [0,300) µs): gemm [20,120), AllReduce [100,200). Window [20,200) = 180,
        // busy 180, idle 0, comm 100, compute 100, comm ∩ compute [100,120) = 20 → hidden 20 %, exposed 80.
        const QString s5 = QStringLiteral("ProfilerStep#5");
        QCOMPARE(stepNs(m, s5, cols::kWindow), 180'000);
        QCOMPARE(stepNs(m, s5, cols::kBusy), 180'000);
        QCOMPARE(stepNs(m, s5, cols::kIdle), 0);
        QCOMPARE(stepNs(m, s5, cols::kComm), 100'000);
        QCOMPARE(stepNs(m, s5, cols::kCompute), 100'000);
        QCOMPARE(stepNs(m, s5, cols::kOverlap), 20'000);
        QCOMPARE(stepNs(m, s5, cols::kExposed), 80'000);
        const int hidden = m->column(cols::kHidden);
        QCOMPARE(m->index(0, hidden).data(Qt::UserRole).toDouble(), 20.0);
        // Step 6: gemm [320,400), AllReduce [420,500) and [560,600), gemm [650,700). Window [320,700) = 380,
        // busy 80+80+40+50 = 250, idle 130 = kernel-wait [400,420) 20 (< 30 µs, launched early) + host-wait
        // [500,560) 60 (its kernel launched at 540, after the gap began) + other [600,650) 50.
        const QString s6 = QStringLiteral("ProfilerStep#6");
        QCOMPARE(stepNs(m, s6, cols::kWindow), 380'000);
        QCOMPARE(stepNs(m, s6, cols::kBusy), 250'000);
        QCOMPARE(stepNs(m, s6, cols::kIdle), 130'000);
        QCOMPARE(stepNs(m, s6, cols::kComm), 120'000);
        QCOMPARE(stepNs(m, s6, cols::kCompute), 130'000);
        QCOMPARE(stepNs(m, s6, cols::kOverlap), 0);
        QCOMPARE(stepNs(m, s6, cols::kExposed), 120'000);
        QCOMPARE(stepNs(m, s6, cols::kKernelWait), 20'000);
        QCOMPARE(stepNs(m, s6, cols::kHostWait), 60'000);
        QCOMPARE(stepNs(m, s6, cols::kOtherIdle), 50'000);
        QCOMPARE(m->index(0, m->column(cols::kRank)).data(Qt::UserRole).toInt(), 0);
    }

    void stepsClipToTheSelectedWindow() {
        ws_->metricsPanel()->setWindow(0, 150'000);
        const TraceTableModel* m = ws_->metricsPanel()->stepsModel();
        // Only step 5 overlaps [0,150): [20,150) = 130, comm [100,150) = 50, compute [20,120) = 100, overlap 20.
        QCOMPARE(stepsShown(m), QStringList{"ProfilerStep#5"});
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kWindow), 130'000);
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kComm), 50'000);
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kCompute), 100'000);
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kOverlap), 20'000);
        ws_->metricsPanel()->clearWindow();
        QCOMPARE(m->rowCount(), 2);
    }

    void htaToggleRecomputesWithCoreHtaMode() {
        QCheckBox* hta = ws_->htaCheckBox();
        QVERIFY(!hta->isChecked());
        QTest::mouseClick(hta, Qt::LeftButton, {}, QPoint(5, hta->height() / 2));
        QVERIFY(hta->isChecked());
        waitImportIdle(*ws_);
        QTRY_VERIFY_WITH_TIMEOUT(ws_->document()->htaCompat, kImportTimeoutMs);
        const auto doc = ws_->document();
        // HTA's patterns, and HTA drops the last step (often partial): only step 5 is reported.
        QCOMPARE(doc->patterns.patterns.size(), trace::htaPatterns().patterns.size());
        const TraceTableModel* m = ws_->metricsPanel()->stepsModel();
        QCOMPARE(stepsShown(m), QStringList{"ProfilerStep#5"});
        // Whole µs already, so HTA's rounding changes nothing here: step 5 as by hand above.
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kComm), 100'000);
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kOverlap), 20'000);
        QCOMPARE(ws_->patternsLabel()->text(), QStringLiteral("Patterns: HTA's"));
        QTest::mouseClick(hta, Qt::LeftButton, {}, QPoint(5, hta->height() / 2));
        waitImportIdle(*ws_);
        QTRY_VERIFY_WITH_TIMEOUT(!ws_->document()->htaCompat, kImportTimeoutMs);
        QCOMPARE(m->rowCount(), 2);
    }

    void loadedPatternsShowWhatTheyCaughtAndWhatFellThrough() {
        const QString file = uitest::writeText(QDir(tmp_.path()), "gemm-only.patterns", "# gemms only\ncompute gemm\n");
        QVERIFY(ws_->loadPatterns(file));
        waitImportIdle(*ws_);
        QTRY_COMPARE_WITH_TIMEOUT(QString::fromStdString(ws_->document()->patternsFile), file, kImportTimeoutMs);
        QCOMPARE(ws_->patternsLabel()->text(), QStringLiteral("Patterns: gemm-only.patterns"));
        const TraceTableModel* p = ws_->metricsPanel()->patternsModel();
        // One pattern: it caught the 3 sm90_gemm kernels; the 3 AllReduces fell through (counted as compute).
        QCOMPARE(p->rowCount(), 3);
        const int caught = p->column(ui::kCaughtColumn);
        QVERIFY(caught >= 0);
        QCOMPARE(p->index(0, 2).data(Qt::UserRole).toULongLong(), 3ULL);
        QCOMPARE(p->index(0, caught).data().toString(), QStringLiteral("sm90_gemm ×3"));
        QCOMPARE(p->index(2, 1).data().toString(), ui::kFellThrough);
        QCOMPARE(p->index(2, 2).data(Qt::UserRole).toULongLong(), 3ULL);
        QCOMPARE(p->index(2, caught).data().toString(), QStringLiteral("ncclDevKernel_AllReduce ×3"));
        // No communication class any more: step 5's comm ∪ is 0 and its compute ∪ is [20,200) = 180.
        const TraceTableModel* m = ws_->metricsPanel()->stepsModel();
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kComm), 0);
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kCompute), 180'000);

        // Default Patterns (the button) brings the built-in set back.
        auto* reset = ws_->findChild<QToolButton*>(QStringLiteral("traceDefaultPatterns"));
        QVERIFY(reset);
        QTest::mouseClick(reset, Qt::LeftButton);
        waitImportIdle(*ws_);
        QTRY_VERIFY_WITH_TIMEOUT(ws_->document()->patternsFile.empty(), kImportTimeoutMs);
        QCOMPARE(stepNs(m, "ProfilerStep#5", cols::kComm), 100'000);
        QCOMPARE(patternRow(ws_->metricsPanel()->patternsModel(), QStringLiteral("^nccl")) >= 0, true);
        const TraceTableModel* d = ws_->metricsPanel()->patternsModel();
        QCOMPARE(d->index(patternRow(d, QStringLiteral("^nccl")), caught).data().toString(),
                 QStringLiteral("ncclDevKernel_AllReduce ×3"));
    }

    void aBadPatternFileNamesFileAndLineAndChangesNothing() {
        const QString file = uitest::writeText(QDir(tmp_.path()), "bad.patterns", "communication ^nccl\nbogus foo\n");
        const auto before = ws_->document();
        QSignalSpy errors(ws_.get(), &TraceWorkspace::errorOccurred);
        QVERIFY(!ws_->loadPatterns(file));
        QCOMPARE(errors.count(), 1);
        const auto core = trace::loadPatterns(file.toStdString());
        QVERIFY(!core.ok());
        const QString details = errors[0][1].toString();
        QCOMPARE(details, QString::fromStdString(core.error().toString()));
        QVERIFY2(details.startsWith(file + QStringLiteral(":2:")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("bogus")));
        QVERIFY(errors[0][0].toString().contains(QStringLiteral("bad.patterns")));
        QVERIFY(!ws_->importJob()->isBusy());
        QCOMPARE(ws_->document(), before);
        QVERIFY(!ws_->options().patterns);
    }
};

QTEST_MAIN(TestTraceStepsPatterns)
#include "test_trace_steps_patterns.moc"

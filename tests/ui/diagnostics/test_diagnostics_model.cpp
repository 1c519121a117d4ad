// DiagnosticsModel: structural checks by QAbstractItemModelTester across snapshot swaps, plus
// the columns and roles the diagnostics panel relies on.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "ui/diagnostics/diagnostics_model.h"

using namespace moe;
using moe::ui::DiagnosticsModel;

namespace {

std::vector<Diagnostic> sampleFindings() {
    Diagnostic err;
    err.severity = Severity::Error;
    err.rule = "world.divisible.attention";
    err.message = "world size 100 is not divisible by TP*CP*PP = 16";
    err.fields = {"layout.tp", "layout.world_size"};
    err.suggestion = "use a world size that is a multiple of 16";
    err.source = "Megatron initialize_model_parallel";
    Diagnostic warn;
    warn.severity = Severity::Warning;
    warn.rule = "layout.etp.unset";
    warn.message = "ETP defaults to TP";
    warn.source = "seed";
    Diagnostic info;
    info.severity = Severity::Info;
    info.rule = "note";
    info.message = "informational";
    return {err, warn, info};
}

}  // namespace

class TestDiagnosticsModel : public QObject {
    Q_OBJECT
private slots:
    void passesModelTesterAcrossSnapshots() {
        DiagnosticsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setDiagnostics(sampleFindings());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(DiagnosticsModel::ColumnCount));
        model.setDiagnostics({});
        QCOMPARE(model.rowCount(), 0);
        model.setDiagnostics(sampleFindings());
        QCOMPARE(model.rowCount(), 3);
    }

    void snapshotSwapIsOneReset() {
        DiagnosticsModel model;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QVERIFY(model.setDiagnostics(sampleFindings()));
        QCOMPARE(reset.count(), 1);
    }

    // An edit that leaves the findings as they were must not reset the view (the studio's
    // per-edit cost, and the user's selected row, depend on it).
    void unchangedFindingsAreNoReset() {
        DiagnosticsModel model;
        model.setDiagnostics(sampleFindings());
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QVERIFY(!model.setDiagnostics(sampleFindings()));
        QCOMPARE(reset.count(), 0);
        std::vector<Diagnostic> changed = sampleFindings();
        changed[1].message += " (more)";
        QVERIFY(model.setDiagnostics(changed));
        QCOMPARE(reset.count(), 1);
    }

    void cellsSitAtTheTopOfTheirRow() {
        // Review 27: a row taller than the table's view kept its icon and title centred below the
        // view's edge and read as blank.
        DiagnosticsModel model;
        model.setDiagnostics(sampleFindings());
        for (int column = 0; column < model.columnCount(); ++column) {
            const auto alignment = model.index(0, column).data(Qt::TextAlignmentRole).value<Qt::Alignment>();
            QVERIFY(alignment & Qt::AlignTop);
        }
    }

    void columnsAndRoles() {
        DiagnosticsModel model;
        model.setDiagnostics(sampleFindings());
        auto text = [&](int row, int col) { return model.index(row, col).data().toString(); };
        QCOMPARE(text(0, DiagnosticsModel::SeverityColumn), QStringLiteral("Error"));
        QCOMPARE(text(0, DiagnosticsModel::RuleColumn), QStringLiteral("world.divisible.attention"));
        QVERIFY(text(0, DiagnosticsModel::MessageColumn).contains(QStringLiteral("not divisible")));
        QCOMPARE(text(0, DiagnosticsModel::SuggestionColumn), QStringLiteral("use a world size that is a multiple of 16"));
        QCOMPARE(text(0, DiagnosticsModel::SourceColumn), QStringLiteral("Megatron initialize_model_parallel"));
        QCOMPARE(text(1, DiagnosticsModel::SeverityColumn), QStringLiteral("Warning"));
        QCOMPARE(text(2, DiagnosticsModel::SeverityColumn), QStringLiteral("Info"));

        const QModelIndex first = model.index(0, DiagnosticsModel::MessageColumn);
        QCOMPARE(first.data(DiagnosticsModel::SeverityRole).toInt(), int(Severity::Error));
        QCOMPARE(first.data(DiagnosticsModel::FieldsRole).toStringList(),
                 QStringList({QStringLiteral("layout.tp"), QStringLiteral("layout.world_size")}));
        QVERIFY(first.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Suggestion:")));

        QCOMPARE(model.headerData(DiagnosticsModel::RuleColumn, Qt::Horizontal).toString(), QStringLiteral("Rule"));
        QCOMPARE(model.headerData(DiagnosticsModel::SuggestionColumn, Qt::Horizontal).toString(), QStringLiteral("Suggestion"));
    }
};

QTEST_MAIN(TestDiagnosticsModel)
#include "test_diagnostics_model.moc"

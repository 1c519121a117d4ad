// The crash-recovery offer names what it brings back: a session that only held an open trace was
// offered as "Kept from 23:44: ." with nothing named; with nothing to bring back there is no
// offer at all (recoveryKeptItems is empty).
#include <QtTest>

#include "ui/state/recovery_offer.h"

using namespace moe;
using moe::ui::RecoveredRecipe;
using moe::ui::SessionSnapshot;

class TestRecoveryOffer : public QObject {
    Q_OBJECT
private slots:
    void namesEachKeptItem() {
        RecoveredRecipe r;
        r.recipe.name = "qwen3-16";
        r.originalPath = QStringLiteral("/tmp/q.yaml");
        r.unsavedEdits = true;
        QCOMPARE(ui::recoveryKeptItems(r), QStringList{QStringLiteral("unsaved edits to qwen3-16 (/tmp/q.yaml)")});

        // Only a trace was open: it is named, with the recipe it came with.
        r.unsavedEdits = false;
        r.session = SessionSnapshot{};
        r.session->traceFiles = {QStringLiteral("/data/rank0.json.gz")};
        QCOMPARE(ui::recoveryKeptItems(r),
                 QStringList{QStringLiteral("the trace open in the Trace panel (/data/rank0.json.gz), with qwen3-16 (/tmp/q.yaml)")});

        r.session->pins.resize(2);
        r.session->runs.resize(1);
        r.session->calibration = SessionSnapshot::CalibrationChoice{QStringLiteral("lab-h200"), {}, {}};
        const QStringList all = ui::recoveryKeptItems(r);
        QCOMPARE(all.size(), 4);
        QCOMPARE(all[0], QStringLiteral("2 pinned recipe(s)"));
        QCOMPARE(all[1], QStringLiteral("1 attached run(s) (loaded again from their files)"));
        QVERIFY(all[2].startsWith(QStringLiteral("the trace open in the Trace panel")));
        QCOMPARE(all[3], QStringLiteral("the cluster calibration “lab-h200”, with qwen3-16 (/tmp/q.yaml)"));
    }

    void nothingKeptIsNoOffer() {
        RecoveredRecipe r;
        r.recipe.name = "clean";
        r.unsavedEdits = false;
        QVERIFY(ui::recoveryKeptItems(r).isEmpty());
        r.session = SessionSnapshot{};  // an empty session brings nothing back either
        QVERIFY(ui::recoveryKeptItems(r).isEmpty());
    }
};

QTEST_MAIN(TestRecoveryOffer)
#include "test_recovery_offer.moc"

// `moe-plan export` of a layout that does not fit in memory: refused with the reason (exit 2)
// for a launch script and a Bridge YAML; `--allow-not-fitting` writes it with the warning at the
// top of the file; the recipe itself (format recipe) still exports, like a Save.
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace moe::clitest;

namespace {

// The Qwen3-30B seed on 16 H100s needs tens of GiB per GPU; 8 GiB usable cannot hold it.
const QStringList kTooSmall = {"builtin:qwen3-30b-a3b-16xh100-hybridep", "--set", "hardware.usable_gib=8"};

}  // namespace

class TestCliExportFit : public QObject {
    Q_OBJECT
private slots:
    void refusedUnlessAllowed() {
        for (const char* format : {"megatron-lm", "bridge-yaml"}) {
            const RunResult refused = runPlan(QStringList{"export"} + kTooSmall + QStringList{"--format", format});
            QCOMPARE(refused.exitCode, 2);
            QVERIFY(refused.out.isEmpty());
            QVERIFY2(refused.err.contains("does not fit") && refused.err.contains("--allow-not-fitting"),
                     refused.err.constData());
            const RunResult allowed =
                runPlan(QStringList{"export"} + kTooSmall + QStringList{"--format", format, "--allow-not-fitting"});
            QCOMPARE(allowed.exitCode, 0);
            QVERIFY2(allowed.out.contains("# WARNING: exported although it does not fit in memory"), allowed.out.left(400).constData());
            // The warning is in the header: before the first non-comment line.
            const QList<QByteArray> lines = allowed.out.split('\n');
            bool seen = false;
            for (const QByteArray& l : lines) {
                if (l.startsWith("# WARNING: exported although")) seen = true;
                if (!l.startsWith('#') && !l.trimmed().isEmpty()) break;
            }
            QVERIFY(seen);
        }
        const RunResult recipe = runPlan(QStringList{"export"} + kTooSmall + QStringList{"--format", "recipe"});
        QCOMPARE(recipe.exitCode, 0);
    }

    void fittingLayoutExportsAsBefore() {
        const RunResult r = runPlan({"export", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--format", "megatron-lm"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains("does not fit"));
        // Written with -o, a launch script is executable.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run.sh"));
        const RunResult w = runPlan({"export", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--format", "megatron-lm", "-o", out});
        QCOMPARE(w.exitCode, 0);
        QVERIFY(QFileInfo(out).isExecutable());
    }
};

QTEST_APPLESS_MAIN(TestCliExportFit)
#include "test_cli_export_fit.moc"

// `moe-plan export --set ...` never writes a header describing another layout: with a layout
// override the description's facts are the exported ones and the recipe's notes (written for the
// library layout) stay out; an override that leaves the layout alone keeps them.
#include <QtTest>

#include "cli_test_support.h"

using namespace moe::clitest;

namespace {

const QString kRecipe = QStringLiteral("builtin:qwen3-30b-a3b-16xh100-hybridep");

QByteArray headerOf(const QByteArray& out) {
    QByteArray header;
    for (const QByteArray& line : out.split('\n'))
        if (line.startsWith('#')) header += line + '\n';
    return header;
}

}  // namespace

class TestCliExportProse : public QObject {
    Q_OBJECT
private slots:
    void layoutOverrideDropsStaleNotes() {
        for (const char* format : {"megatron-lm", "bridge-yaml"}) {
            const RunResult plain = runPlan({"export", kRecipe, "--format", format});
            QCOMPARE(plain.exitCode, 0);
            // The description is derived from the recipe ("TP1 EP16 PP1"); its notes derive W = 16.
            QVERIFY2(headerOf(plain.out).contains("# moe-plan.description: Qwen3-30B-A3B, 4K context, 16x H100 — TP1 EP16 PP1,"),
                     headerOf(plain.out).constData());
            QVERIFY(headerOf(plain.out).contains("# moe-plan.notes: Derived: W = TP*CP*DP*PP = 1*1*16*1 = 16"));

            // TP 2 with EP needs sequence parallelism (Megatron-Core's ModelParallelConfig raises).
            const RunResult tp2 =
                runPlan({"export", kRecipe, "--set", "layout.tp=2", "--set", "layout.sequence_parallel=true", "--format", format});
            QCOMPARE(tp2.exitCode, 0);
            const QByteArray header = headerOf(tp2.out);
            QVERIFY2(header.contains("# moe-plan.description: Qwen3-30B-A3B, 4K context, 16x H100 — TP2 EP16 ETP1 PP1,"),
                     header.constData());
            QVERIFY2(!header.contains("moe-plan.notes"), header.constData());

            const RunResult gc = runPlan({"export", kRecipe, "--set", "options.manual_gc=true", "--format", format});
            QCOMPARE(gc.exitCode, 0);
            QVERIFY(headerOf(gc.out).contains("# moe-plan.notes: Derived: W = TP*CP*DP*PP = 1*1*16*1 = 16"));
        }
    }
};

QTEST_APPLESS_MAIN(TestCliExportProse)
#include "test_cli_export_prose.moc"

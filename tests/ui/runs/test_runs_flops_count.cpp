// The Runs table's TFLOP/s/GPU names the FLOPs count it is in (core/evidence/log_flops_count.h):
// the header's tooltip says the figure is the log's own count and which the studio's is; a cell
// whose log uses another count than the studio's says so in its text, and every cell's tooltip
// names the count. User review: "TFLOP/s/GPU 59.1" for a Megatron-LM log of GPT-OSS named none,
// beside an estimate in the Bridge count ~20 % higher for the same step.
#include <QtTest>

#include "core/evidence/log_flops_count.h"
#include "core/flops/model_flops.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/runs/run_record.h"
#include "ui/runs/runs_model.h"

using namespace moe;
using moe::ui::RunRecord;
using moe::ui::RunsModel;

namespace {

Recipe flopsCountRecipe(const char* relative) {
    const std::string path = std::string(MOE_TEST_FIXTURES_DIR "/") + relative;
    auto r = loadRecipeFile(path);
    if (!r) qFatal("%s: %s", path.c_str(), r.error().toString().c_str());
    return *r;
}

// A run of `recipe` whose log printed `logged` TFLOP/s/GPU at a throughput that gives `byCount`
// GFLOP/token × tokens/s = `logged` under the count `loggedBy` (scaled by `offBy`).
std::shared_ptr<const RunRecord> countedRun(const Recipe& recipe, double logged, FlopsCount loggedBy,
                                            double offBy = 1.0) {
    auto run = std::make_shared<RunRecord>();
    run->name = QStringLiteral("run");
    const int64_t seq = recipe.layout.seq_length;
    logs::WindowEvidence w;
    w.step_time_ms_mean = 1000;
    w.tflops_per_gpu_mean = logged;
    w.tflops_source = logs::TflopsSource::Log;
    // tokens/s/GPU such that tokens/s × that count's FLOPs per token = logged × offBy.
    w.tokens_per_sec_per_gpu = logged * offBy * 1e12 / modelFlopsPerToken(recipe.model, seq, loggedBy).total();
    run->evidence.window = w;
    run->evidence.log_flops = evidence::logFlopsCount(recipe.model, seq, w, std::nullopt);
    if (!run->evidence.log_flops) qFatal("no count told");
    return run;
}

}  // namespace

class TestRunsFlopsCount : public QObject {
    Q_OBJECT
private slots:
    void headerNamesTheCounts() {
        RunsModel model;
        QCOMPARE(model.headerData(RunsModel::Tflops, Qt::Horizontal).toString(), QStringLiteral("TFLOP/s/GPU"));
        const QString tip = model.headerData(RunsModel::Tflops, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("count the log uses")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Bridge count (Megatron-Bridge flop_utils.py)")), qPrintable(tip));
    }

    void gptOssCellsSayTheLogsCount() {
        // GPT-OSS-120B at 4K (sliding windows, quick-GELU gate): the counts differ by ~17 %.
        const Recipe gptOss = flopsCountRecipe("recipes/gpt-oss-120b-64xb200-bf16.yaml");
        RunsModel model;
        model.setRuns({countedRun(gptOss, 59.1, FlopsCount::MegatronLM), countedRun(gptOss, 73.9, FlopsCount::Bridge),
                       countedRun(gptOss, 66.0, FlopsCount::Bridge, 1.1)});
        // Megatron-LM's count: named in the cell and the tooltip.
        QCOMPARE(model.index(0, RunsModel::Tflops).data().toString(), QStringLiteral("59.1 (Megatron-LM count)"));
        const QString mlmTip = model.index(0, RunsModel::Tflops).data(Qt::ToolTipRole).toString();
        QVERIFY2(mlmTip.contains(QStringLiteral("by Megatron-LM's training.py count, not the studio's Bridge count")),
                 qPrintable(mlmTip));
        QVERIFY2(mlmTip.contains(QStringLiteral("by Megatron-Bridge's flop_utils.py count (the studio's)")),
                 qPrintable(mlmTip));
        // The raw number stays the log's.
        QCOMPARE(model.index(0, RunsModel::Tflops).data(Qt::UserRole).toDouble(), 59.1);
        // The studio's count: the plain figure, the count in the tooltip.
        QCOMPARE(model.index(1, RunsModel::Tflops).data().toString(), QStringLiteral("73.9"));
        QVERIFY(model.index(1, RunsModel::Tflops)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("by Megatron-Bridge's flop_utils.py count (the studio's)")));
        // 10 % off the Bridge figure and further off the Megatron-LM one: neither.
        QCOMPARE(model.index(2, RunsModel::Tflops).data().toString(), QStringLiteral("66.0 (neither count)"));
        QVERIFY(model.index(2, RunsModel::Tflops)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("matches neither public FLOPs count")));
    }

    void mixtralCellsAreAsBefore() {
        // Mixtral-8x7B (SwiGLU, no windows): the counts agree, the cell is the plain figure.
        const Recipe mixtral = flopsCountRecipe("evidence/recipe-a.yaml");
        RunsModel model;
        model.setRuns({countedRun(mixtral, 221.5, FlopsCount::MegatronLM)});
        QCOMPARE(model.index(0, RunsModel::Tflops).data().toString(), QStringLiteral("221.5"));
        QVERIFY(model.index(0, RunsModel::Tflops).data(Qt::ToolTipRole).toString().contains(QStringLiteral("agree")));
    }
};

QTEST_MAIN(TestRunsFlopsCount)
#include "test_runs_flops_count.moc"

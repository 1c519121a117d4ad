// moe-plan search FILE searches under the recipe's own options, as the studio's Search does
// (issue 41, item 1): the same request (core's searchRequestForRecipe), the same plans and counts,
// and every plan line says which options it runs with. The catalog form states its defaults.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "cli_test_support.h"
#include "core/recipe/recipe_yaml.h"
#include "core/search/search_command_line.h"
#include "core/search/search_request.h"

using namespace moe;
using namespace moe::clitest;

namespace {

// The studio's built-in default recipe written to a file, with the DP overlaps switched off (the
// CLI's catalog form switches them on: a search that ignored the recipe would differ here).
QString recipeWithoutDpOverlap(const QTemporaryDir& dir, Recipe* out) {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    Recipe recipe = *r;
    recipe.options.overlap.grad_reduce = false;
    recipe.options.overlap.param_gather = false;
    const QString path = dir.filePath(QStringLiteral("no_dp_overlap.yaml"));
    if (auto st = saveRecipeFile(recipe, path.toStdString()); !st) qFatal("save: %s", st.error().toString().c_str());
    // Read back: what the CLI loads is the file, not the value in memory.
    auto loaded = loadRecipeFile(path.toStdString());
    if (!loaded.ok()) qFatal("load: %s", loaded.error().toString().c_str());
    *out = *loaded;
    return path;
}

}  // namespace

class TestCliSearchRecipe : public QObject {
    Q_OBJECT
private slots:
    void recipeSearchEqualsTheStudiosRequest() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Recipe recipe;
        const QString path = recipeWithoutDpOverlap(dir, &recipe);
        const RunResult r = runPlan({"search", path, "--top", "5", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonObject(r.out);
        QCOMPARE(o.value("assumptions").toObject().value("source").toString(), QStringLiteral("recipe"));
        QCOMPARE(o.value("assumptions").toObject().value("options").toString(),
                 QString::fromStdString(searchOptionsText(recipe.options)));
        QVERIFY(o.value("assumptions").toObject().value("options").toString().contains(QStringLiteral("no DP overlap")));

        // The request the studio's Search builds for the same recipe and GPU count.
        SearchRequest req = searchRequestForRecipe(recipe, recipe.layout.world_size);
        req.top_k = 5;
        auto expected = searchLayouts(req);
        QVERIFY(expected.ok());
        QCOMPARE(o.value("candidates_evaluated").toDouble(), static_cast<double>(expected->candidates_evaluated));
        QCOMPARE(o.value("fitting").toDouble(), static_cast<double>(expected->fitting));
        const QJsonArray results = o.value("results").toArray();
        QCOMPARE(results.size(), static_cast<qsizetype>(expected->results.size()));
        for (qsizetype i = 0; i < results.size(); ++i) {
            const QJsonObject plan = results[i].toObject();
            const SearchCandidate& c = expected->results[static_cast<size_t>(i)];
            const QJsonObject layout = plan.value("layout").toObject();
            QCOMPARE(layout.value("tp").toInt(), c.recipe.layout.tp);
            QCOMPARE(layout.value("cp").toInt(), c.recipe.layout.cp);
            QCOMPARE(layout.value("pp").toInt(), c.recipe.layout.pp);
            QCOMPARE(layout.value("vpp").toInt(), c.recipe.layout.vpp);
            QCOMPARE(layout.value("ep").toInt(), c.recipe.layout.ep);
            QCOMPARE(layout.value("etp").toInt(), c.recipe.layout.etpOrTp());
            QCOMPARE(layout.value("micro_batch_size").toInt(), c.recipe.layout.micro_batch_size);
            const double tps = plan.value("tokens_per_s_per_gpu").toDouble();
            QVERIFY2(std::fabs(tps / c.estimate.tokens_per_s_per_gpu - 1.0) < 1e-9, qPrintable(QString::number(tps)));
            // Each plan runs with the recipe's DP overlap (off), and says so.
            QVERIFY(!c.recipe.options.overlap.grad_reduce);
            QCOMPARE(plan.value("options").toString(), QString::fromStdString(searchOptionsText(c.recipe.options)));
        }
    }

    // The line the studio's Copy Command writes for a search with its own top K, constraints and
    // memory assumptions: the CLI runs that request, so the counts (which the bound pruning makes
    // depend on top K and on every estimate) and the plans are the same. Reviews found 42,266 vs
    // 42,200 plans when the studio's settings were left out.
    void theStudiosCommandRepeatsItsCounts() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Recipe recipe;
        const QString path = recipeWithoutDpOverlap(dir, &recipe);
        SearchRequest req = searchRequestForRecipe(recipe, recipe.layout.world_size);
        req.top_k = 4;
        req.constraints.max_memory_fraction = 0.9;
        req.constraints.allow_full_recompute = false;
        req.constraints.precisions = {Precision::BF16, Precision::FP8Tensorwise};
        req.assumptions.fragmentation_fraction = 0.12;
        auto expected = searchLayouts(req);
        QVERIFY(expected.ok());
        // ...and differ from a search that leaves them out, or the comparison would prove nothing.
        auto plain = searchLayouts(searchRequestForRecipe(recipe, recipe.layout.world_size));
        QVERIFY(plain.ok());
        QVERIFY(plain->candidates_evaluated != expected->candidates_evaluated);

        QStringList words;
        for (const std::string& w : searchCommandWords(req, recipe, path.toStdString()))
            words << QString::fromStdString(w);
        words << QStringLiteral("--json");
        const RunResult r = runPlan(words);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonObject(r.out);
        QCOMPARE(o.value("candidates_evaluated").toDouble(), static_cast<double>(expected->candidates_evaluated));
        QCOMPARE(o.value("fitting").toDouble(), static_cast<double>(expected->fitting));
        QCOMPARE(o.value("configs_expanded").toDouble(), static_cast<double>(expected->configs_expanded));
        const QJsonArray results = o.value("results").toArray();
        QCOMPARE(results.size(), static_cast<qsizetype>(expected->results.size()));
        for (qsizetype i = 0; i < results.size(); ++i) {
            const double tps = results[i].toObject().value("tokens_per_s_per_gpu").toDouble();
            QVERIFY(std::fabs(tps / expected->results[static_cast<size_t>(i)].estimate.tokens_per_s_per_gpu - 1.0) <
                    1e-9);
        }
    }

    void everyPlanLineSaysItsOptions() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Recipe recipe;
        const QString path = recipeWithoutDpOverlap(dir, &recipe);
        const RunResult r = runPlan({"search", path, "--top", "3"});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY(text.contains(QStringLiteral("Every plan runs with the recipe's options: ")));
        // Three plans, three "runs with:" lines right under their figures.
        QCOMPARE(text.count(QStringLiteral("     runs with: no DP overlap")), 3);
        // The Pareto lines name VPP and ETP, so two plans apart only by them read apart.
        const QString pareto = text.mid(text.indexOf(QStringLiteral("Pareto front")));
        QVERIFY(pareto.contains(QStringLiteral(" VPP")));
        QVERIFY(pareto.contains(QStringLiteral(" ETP")));
    }

    void catalogFormStatesItsDefaults() {
        const RunResult r = runPlan({"search", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--gpus", "16", "--seq",
                                     "4096", "--top", "2", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject a = jsonObject(r.out).value("assumptions").toObject();
        QCOMPARE(a.value("source").toString(), QStringLiteral("defaults"));
        QCOMPARE(a.value("options").toString(), QString::fromStdString(searchOptionsText(defaultSearchOptions())));
        QVERIFY(a.value("options").toString().startsWith(QStringLiteral("DP overlap grad-reduce + param-gather")));
    }

    void recipeAndCatalogArgumentsDoNotMix() {
        const RunResult both = runPlan({"search", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--model", "DeepSeek-V3"});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--model"));
        QVERIFY(both.err.contains("recipe FILE"));
        const RunResult setWithoutFile =
            runPlan({"search", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--gpus", "16", "--seq", "4096", "--set",
                     "layout.tp=2"});
        QCOMPARE(setWithoutFile.exitCode, 2);
        QVERIFY(setWithoutFile.err.contains("--set"));
    }
};

QTEST_GUILESS_MAIN(TestCliSearchRecipe)
#include "test_cli_search_recipe.moc"

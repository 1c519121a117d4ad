// moe-plan feasibility FILE answers for a recipe what the studio's Feasibility tab answers for it
// (review: only the --model/--hardware/--seq form existed, so an imported model could not be
// checked from a script): the request is core's feasibilityRequestForRecipe, the rows are the
// ones analyzeFeasibility gives for it, and the recipe's fields are changed with --set only.
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "cli_test_support.h"
#include "core/catalog/recipe_library.h"
#include "core/feasibility/feasibility.h"
#include "core/recipe/recipe_fields.h"

using namespace moe;
using namespace moe::clitest;

class TestCliFeasibilityRecipe : public QObject {
    Q_OBJECT
private slots:
    void aRecipeFileGivesTheStudiosRows() {
        const std::string name = "qwen3-30b-a3b-16xh100-hybridep";
        Recipe recipe = loadLibraryRecipe(name).value();
        // A non-default batch and sequence, so a request that ignored the recipe would differ.
        QVERIFY(applyFieldValue(recipe, "layout.seq_length", "8192").ok());
        QVERIFY(applyFieldValue(recipe, "layout.global_batch_size", "512").ok());
        const FeasibilityResult expected = analyzeFeasibility(feasibilityRequestForRecipe(recipe)).value();
        // The default range: four times the recipe's 16 GPUs, every multiple of the 8-GPU node.
        QCOMPARE(expected.rows.size(), size_t{8});

        const RunResult r = runPlan({"feasibility", "builtin:" + QString::fromStdString(name), "--set", "layout.seq_length=8192",
                                     "--set", "layout.global_batch_size=512", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = parseJson(r.out);
        QCOMPARE(doc.value("seq_length").toInt(), 8192);
        QCOMPARE(doc.value("global_batch_size").toInt(), 512);
        QCOMPARE(doc.value("precision").toString(), QStringLiteral("bf16"));
        const QJsonArray rows = doc.value("rows").toArray();
        QCOMPARE(static_cast<size_t>(rows.size()), expected.rows.size());
        for (size_t i = 0; i < expected.rows.size(); ++i) {
            const QJsonObject row = rows[static_cast<int>(i)].toObject();
            const FeasibilityRow& want = expected.rows[i];
            QCOMPARE(row.value("gpus").toInteger(), want.gpus);
            QCOMPARE(row.value("feasible").toBool(), want.feasible);
            QCOMPARE(row.value("fits_closely").toBool(), want.fits_closely);
            QCOMPARE(row.value("reason").toString().toStdString(), want.reason);
            if (want.layout) {
                const QJsonObject layout = row.value("layout").toObject();
                QCOMPARE(layout.value("tp").toInt(), want.layout->layout.tp);
                QCOMPARE(layout.value("ep").toInt(), want.layout->layout.ep);
                QCOMPARE(layout.value("pp").toInt(), want.layout->layout.pp);
            }
        }
    }

    void maxGpusNarrowsTheRange() {
        const RunResult r = runPlan({"feasibility", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--max-gpus", "16", "--json"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parseJson(r.out).value("rows").toArray().size(), 2);  // 8 and 16 GPUs
    }

    void theRecipesOwnFieldsAreNotTakenAsFlags() {
        // With a FILE, the recipe names the model, sequence and precision: a flag for them is an
        // error naming the flag (exit 2), not silently ignored.
        for (const QString& flag : {QStringLiteral("--seq"), QStringLiteral("--precision"), QStringLiteral("--model")}) {
            const RunResult r = runPlan({"feasibility", "builtin:qwen3-30b-a3b-16xh100-hybridep", flag, "1"});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(QString::fromUtf8(r.err).contains(flag + QStringLiteral(": not with a recipe FILE")), r.err.constData());
        }
        // --set without a FILE has nothing to change.
        const RunResult noFile = runPlan({"feasibility", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--seq", "4096",
                                          "--max-gpus", "16", "--set", "layout.tp=2"});
        QCOMPARE(noFile.exitCode, 2);
        QVERIFY2(noFile.err.contains("--set"), noFile.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliFeasibilityRecipe)
#include "test_cli_feasibility_recipe.moc"

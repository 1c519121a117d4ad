// moe-plan as a script would use it: exit codes, --json documents, --set overrides, one-line
// errors naming the file or field. Runs the real binary.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QProcess>
#include <QtTest>

#include "cli_test_support.h"

namespace {

using moe::clitest::RunResult;
using moe::clitest::runPlan;

QString fixture(const char* name) { return QStringLiteral(MOE_TEST_FIXTURES_DIR "/cli/") + QLatin1String(name); }

QJsonObject parseJson(const QByteArray& bytes) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) qWarning() << "invalid JSON:" << error.errorString() << bytes.left(400);
    return doc.object();
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void modelsJsonHasParameterCounts() {
        const RunResult r = runPlan({"models", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray models = parseJson(r.out).value("models").toArray();
        QCOMPARE(models.size(), 7);
        bool found = false;
        for (const auto& v : models) {
            const QJsonObject m = v.toObject();
            QVERIFY(m.contains("name") && m.contains("total_params") && m.contains("active_params"));
            if (m.value("name").toString() == "DeepSeek-V3") {
                found = true;
                // Domain §3.3: 682.53 B total, 49.06 B active with the MTP layer counted in full; a token
                // touches top-k of the MTP layer's experts too: 49.06 − 248·3·7168·2048/1e9 = 38.14 B.
                QVERIFY(std::abs(m.value("total_params").toDouble() / 1e9 - 682.53) <= 0.005);
                QVERIFY(std::abs(m.value("active_params_mtp_full").toDouble() / 1e9 - 49.06) <= 0.005);
                QVERIFY(std::abs(m.value("active_params").toDouble() / 1e9 - 38.14) <= 0.005);
            }
        }
        QVERIFY(found);
    }

    // The models table and its JSON carry the attention details the step-time model reads: GPT-OSS
    // has a 128-token window and learnable sinks (Megatron-Bridge's GPT-OSS provider), Qwen3 neither.
    void modelsNameWindowAndSoftmax() {
        const RunResult r = runPlan({"models", "--json"});
        QCOMPARE(r.exitCode, 0);
        int seen = 0;
        for (const auto& v : parseJson(r.out).value("models").toArray()) {
            const QJsonObject m = v.toObject();
            if (m.value("name").toString() == "GPT-OSS-120B") {
                QCOMPARE(m.value("softmax_type").toString(), QString("learnable"));
                QCOMPARE(m.value("sliding_window").toInt(), 128);
                ++seen;
            } else if (m.value("name").toString() == "Qwen3-30B-A3B") {
                QCOMPARE(m.value("softmax_type").toString(), QString("vanilla"));
                QCOMPARE(m.value("sliding_window").toInt(), 0);
                ++seen;
            }
        }
        QCOMPARE(seen, 2);
        const RunResult table = runPlan({"models"});
        QVERIFY2(table.out.contains("GQA, SWA 128, learnable softmax"), qPrintable(table.out));
    }

    void reportNamesTheSoftmax() {
        const RunResult r = runPlan({"report", "--set", "model.softmax_type=off-by-one"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("off-by-one softmax"), qPrintable(r.out));
        QVERIFY(!runPlan({"report"}).out.contains("softmax"));  // the default Qwen3 recipe: vanilla
        const RunResult bad = runPlan({"report", "--set", "model.softmax_type=sinks"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("model.softmax_type: unknown value 'sinks' (expected one of: vanilla, off-by-one, learnable)"),
                 qPrintable(bad.err));
    }

    void hardwareJson() {
        const RunResult r = runPlan({"hardware", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray gpus = parseJson(r.out).value("hardware").toArray();
        QCOMPARE(gpus.size(), 6);
        for (const auto& v : gpus) QVERIFY(v.toObject().value("usable_gib").toDouble() > 0);
    }

    void validateCleanFixtureExitsZero() {
        const RunResult r = runPlan({"validate", fixture("mixtral-16gpu-folded.yaml"), "--json"});
        const QJsonObject doc = parseJson(r.out);
        const QJsonObject file = doc.value("files").toArray().at(0).toObject();
        QCOMPARE(file.value("errors").toInt(), 0);
        // Exit 0 when clean, 1 when only warnings: must match what the document reports.
        QCOMPARE(r.exitCode, file.value("warnings").toInt() > 0 ? 1 : 0);
        QCOMPARE(doc.value("exit_code").toInt(), r.exitCode);
    }

    void validateErrorExitsTwo() {
        // 15 GPUs cannot hold TP2·CP2·PP2 = 8: a hard error.
        const RunResult r = runPlan({"validate", fixture("mixtral-16gpu-folded.yaml"), "--set", "layout.world_size=15"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains("error"), r.out.constData());
    }

    void validateWarningsOnlyExitsOne() {
        // Leaving ETP unset is legal but warned about (ETP defaults to TP).
        const RunResult r = runPlan({"validate", fixture("mixtral-16gpu-folded.yaml"), "--set", "layout.etp=null", "--json"});
        const QJsonObject file = parseJson(r.out).value("files").toArray().at(0).toObject();
        QVERIFY(file.value("warnings").toInt() >= 1);
        if (file.value("errors").toInt() == 0) QCOMPARE(r.exitCode, 1);
    }

    void unknownSetPathIsOneLineError() {
        const RunResult r = runPlan({"validate", fixture("mixtral-16gpu-folded.yaml"), "--set", "layout.tpp=2"});
        QCOMPARE(r.exitCode, 2);
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].contains("layout.tpp"), r.err.constData());
    }

    void badSetValueNamesField() {
        const RunResult r = runPlan({"groups", fixture("mixtral-16gpu-folded.yaml"), "--set", "layout.tp=two"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("layout.tp"));
        QVERIFY(r.err.contains("two"));
    }

    void missingFileNamesPath() {
        const RunResult r = runPlan({"validate", "/nonexistent/recipe.yaml"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("/nonexistent/recipe.yaml"));
    }

    void groupsForOneRank() {
        // Domain §2.2 world: rank 5 = (t1, c0, q1, p0) in the attention mesh, so its TP group is
        // {4,5}, CP {5,7}, DP {1,5}, PP {5,13}; expert mesh rank 5 = (u0, e1, f1, p0): EP {4..7},
        // EDP {1,5}.
        const RunResult r = runPlan({"groups", fixture("mixtral-16gpu-folded.yaml"), "--rank", "5", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject rank = parseJson(r.out).value("rank").toObject();
        const QJsonObject groups = rank.value("groups").toObject();
        auto ranks = [&](const char* kind) {
            QList<int> out;
            for (const auto& v : groups.value(kind).toArray()) out.push_back(v.toInt());
            return out;
        };
        QCOMPARE(ranks("tp"), (QList<int>{4, 5}));
        QCOMPARE(ranks("cp"), (QList<int>{5, 7}));
        QCOMPARE(ranks("dp"), (QList<int>{1, 5}));
        QCOMPARE(ranks("pp"), (QList<int>{5, 13}));
        QCOMPARE(ranks("ep"), (QList<int>{4, 5, 6, 7}));
        QCOMPARE(ranks("edp"), (QList<int>{1, 5}));
        QCOMPARE(rank.value("tp").toInt(), 1);
        QCOMPARE(rank.value("dp").toInt(), 1);
    }

    void groupsTextDrawsBothMeshes() {
        const RunResult r = runPlan({"groups", fixture("mixtral-16gpu-folded.yaml")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Attention mesh  TP2 x CP2 x DP2 x PP2"));
        QVERIFY(r.out.contains("Expert mesh     ETP1 x EP4 x EDP2 x PP2"));
        QVERIFY(r.out.contains("Stage 1"));
    }

    void rankOutsideWorldIsError() {
        const RunResult r = runPlan({"groups", fixture("mixtral-16gpu-folded.yaml"), "--rank", "16"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--rank"));
    }

    void unknownOptionAndCommand() {
        QCOMPARE(runPlan({"models", "--bogus"}).exitCode, 2);
        QCOMPARE(runPlan({"frobnicate"}).exitCode, 2);
    }

    void builtinRecipesAreListedAndLoadable() {
        const RunResult list = runPlan({"recipes", "--json"});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray recipes = parseJson(list.out).value("recipes").toArray();
        QVERIFY(recipes.size() >= 5);
        for (const auto& v : recipes) {
            const QString id = v.toObject().value("id").toString();
            const RunResult r = runPlan({"validate", "builtin:" + id});
            QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(id + ": " + r.out));
        }
    }

    void memoryJsonContract() {
        const RunResult r = runPlan({"memory", "builtin:dsv3-128k-h100", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = parseJson(r.out);
        for (const char* key : {"stages", "binding_stage", "fits", "hbm_bytes", "host_bytes_per_node"}) QVERIFY2(doc.contains(key), key);
        const QJsonArray stages = doc.value("stages").toArray();
        QCOMPARE(stages.size(), 8);  // PP 8
        for (const auto& v : stages) {
            const QJsonObject s = v.toObject();
            double sum = 0;
            for (const char* key : {"weights_bytes", "grads_bytes", "optimizer_bytes", "activation_bytes", "overhead_bytes"}) {
                QVERIFY2(s.contains(key), key);
                sum += s.value(key).toDouble();
            }
            QCOMPARE(s.value("total_bytes").toDouble(), sum);
            QVERIFY(!s.value("detail").toArray().isEmpty());
        }
        QVERIFY(doc.value("fits").toBool());
        // Seed 000's lever: without optimizer offload the same layout no longer fits.
        const RunResult off = runPlan({"memory", "builtin:dsv3-128k-h100", "--set", "options.optimizer.cpu_offload=false", "--json"});
        QCOMPARE(off.exitCode, 0);
        QVERIFY(!parseJson(off.out).value("fits").toBool());
    }

    void memoryAssumptionsAreEditable() {
        // Routing imbalance scales only the routed-expert tensors: raising it must raise the
        // activations of the binding stage, and the resolved listing must echo the value.
        auto activations = [&](const QStringList& extra) {
            const RunResult r = runPlan(QStringList{"memory", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--json"} + extra);
            const QJsonObject doc = parseJson(r.out);
            return doc.value("stages").toArray().at(0).toObject().value("activation_bytes").toDouble();
        };
        QVERIFY(activations({"--assume", "routing_imbalance=1.5"}) > activations({"--assume", "routing_imbalance=1.0"}));
        const RunResult bad = runPlan({"memory", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--assume", "fragmentation_fraction=3"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("fragmentation_fraction"));
        QCOMPARE(runPlan({"memory", "builtin:qwen3-30b-a3b-16xh100-hybridep", "--assume", "bogus=1"}).exitCode, 2);
    }

    void memoryStageOutOfRange() {
        const RunResult r = runPlan({"memory", "builtin:dsv3-128k-h100", "--stage", "8"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--stage"));
    }

    void flopsJsonContract() {
        const RunResult r = runPlan({"flops", "builtin:dsv3-128k-h100", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = parseJson(r.out);
        // Domain §5: DeepSeek-V3 at 128K is 1227.4 GF/token; per step = per token · GBS · seq.
        const double perToken = doc.value("model_flops_per_token").toDouble();
        QVERIFY(std::abs(perToken / 1e9 - 1227.4) < 0.1);
        const double tokens = doc.value("global_batch_size").toDouble() * doc.value("seq_length").toDouble();
        QVERIFY(std::abs(doc.value("model_flops_per_step").toDouble() / (perToken * tokens) - 1) < 1e-12);
    }

    void feasibilityJsonContract() {
        const RunResult r = runPlan({"feasibility", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--seq", "4096",
                                     "--max-gpus", "16", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = parseJson(r.out).value("rows").toArray();
        QCOMPARE(rows.size(), 2);  // 8 and 16 GPUs
        for (const auto& v : rows) {
            const QJsonObject row = v.toObject();
            for (const char* key : {"gpus", "feasible", "layout", "reason"}) QVERIFY2(row.contains(key), key);
            if (row.value("feasible").toBool()) QVERIFY(row.value("layout").isObject());
        }
        QCOMPARE(runPlan({"feasibility", "--model", "Nope", "--hardware", "H100-SXM", "--seq", "4096", "--max-gpus", "16"}).exitCode, 2);
        QCOMPARE(runPlan({"feasibility", "--model", "Qwen3-30B-A3B", "--hardware", "H100-SXM", "--seq", "4096"}).exitCode, 2);
    }

    void readmeDocumentsEveryField() {
        // The README's field table must list every path the program accepts (keeps docs true).
        const RunResult r = runPlan({"fields", "--json"});
        QCOMPARE(r.exitCode, 0);
        QFile readme(QStringLiteral(MOE_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QByteArray text = readme.readAll();
        const QJsonArray fields = parseJson(r.out).value("fields").toArray();
        QVERIFY(fields.size() > 100);
        for (const auto& v : fields) {
            const QByteArray path = "`" + v.toObject().value("path").toString().toUtf8() + "`";
            QVERIFY2(text.contains(path), path.constData());
        }
    }

    void reportDefaultRecipe() {
        const RunResult r = runPlan({"report"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Recipe"));
        QVERIFY(r.out.contains("Validation:"));
        // The default recipe fits (seed 004's 16×H100 Qwen3-30B run), and the report says so.
        QVERIFY(r.out.contains("-> fits"));
        QVERIFY(r.out.contains("tokens/s/GPU"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

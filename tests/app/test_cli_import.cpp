// moe-plan import on real inputs: complete Megatron-Bridge config dumps and override examples
// (MOE_SHARED_DATA_DIR, skipped when absent), a Megatron-LM command line that does not set
// CUDA_DEVICE_MAX_CONNECTIONS, GPU and model names as people type them, and the Bridge template
// with ${TP}-style placeholders. A configuration Megatron-LM or Bridge accepts must import (exit 0
// or 1, never 2), and import -> export -> import must give the same recipe back.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include "cli_test_support.h"
#include "tests/support/shared_data.h"

using moe::clitest::RunResult;
using moe::clitest::runPlan;

namespace {

QString bridge(const char* name) { return QStringLiteral(MOE_SHARED_DATA_DIR "/bridge-yaml/") + name; }

QString describe(const RunResult& r) { return QString("exit %1; stderr: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err)); }

}  // namespace

class TestCliImport : public QObject {
    Q_OBJECT
private slots:
    // The dumps and override examples, each with a GPU and a world size its batch sizes allow.
    void realBridgeFilesImport_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("gpus");
        // H100 FP8 dump: TP2 PP8 EP64, GBS 16384 -> 1024 GPUs gives DP 64 (16384 % 64 = 0).
        QTest::newRow("dsv3-h100-fp8") << "deepseek_v3_pretrain_h100_fp8_sc_v2.yaml" << "h100" << "1024";
        QTest::newRow("dsv3-gb200-nvfp4") << "deepseek_v3_pretrain_gb200_nvfp4_v2.yaml" << "gb200" << "256";
        // TP4 PP2 -> 16 GPUs gives DP 2; GBS 256 / (MBS 2 * DP 2) = 64 microbatches.
        QTest::newRow("qwen3-30b-override") << "qwen3_moe_30b_a3b_pretrain_override_example.yaml" << "H100" << "16";
        QTest::newRow("qwen3-next-override") << "qwen3_next_80b_a3b_finetune_override_example.yaml" << "b200" << "64";
    }
    void realBridgeFilesImport() {
        QFETCH(QString, file);
        QFETCH(QString, hardware);
        QFETCH(QString, gpus);
        MOE_REQUIRE_SHARED_DATA(bridge("DeepSeek-V3.yaml"));
        QTemporaryDir dir;
        const QString first = dir.filePath("first.yaml");
        const RunResult imported =
            runPlan({"import", bridge(file.toUtf8().constData()), "--format", "bridge-yaml", "--hardware", hardware, "--gpus", gpus, "-o", first});
        QVERIFY2(imported.exitCode == 0 || imported.exitCode == 1, qPrintable(describe(imported)));
        // Import -> export -> import is the identity. An override example carries only the keys it
        // overrides (not the base recipe's memory levers), so its layout may not fit: the export is
        // forced here, the refusal itself is test_cli_export's business.
        const QString exported = dir.filePath("export.yaml");
        const RunResult ex = runPlan({"export", first, "--format", "bridge-yaml", "--allow-not-fitting", "-o", exported});
        QVERIFY2(ex.exitCode == 0, qPrintable(describe(ex)));
        const QString second = dir.filePath("second.yaml");
        const RunResult again = runPlan({"import", exported, "--format", "bridge-yaml", "-o", second});
        QVERIFY2(again.exitCode == 0 || again.exitCode == 1, qPrintable(describe(again)));
        const RunResult a = runPlan({"export", first, "--format", "recipe"});
        const RunResult b = runPlan({"export", second, "--format", "recipe"});
        QCOMPARE(b.out, a.out);
    }

    // Bridge runs param-gather overlap without grad-reduce overlap, and sets
    // CUDA_DEVICE_MAX_CONNECTIONS itself: both are warnings that say what happens, not refusals.
    void h100DumpWarnsInsteadOfRefusing() {
        MOE_REQUIRE_SHARED_DATA(bridge("DeepSeek-V3.yaml"));
        QTemporaryDir dir;
        const QString out = dir.filePath("r.yaml");
        QVERIFY(runPlan({"import", bridge("deepseek_v3_pretrain_h100_fp8_sc_v2.yaml"), "--format", "bridge-yaml", "--hardware",
                         "H100-SXM", "--gpus", "1024", "-o", out})
                    .exitCode != 2);
        const RunResult v = runPlan({"validate", out, "--json"});
        QCOMPARE(v.exitCode, 1);  // warnings only
        const QByteArray json = v.out;
        QVERIFY(json.contains("\"overlap.param_gather_prereqs\""));
        QVERIFY(json.contains("\"kind\":\"adjusted\"") || json.contains("\"kind\": \"adjusted\""));
    }

    void templateNamesItsPlaceholders() {
        MOE_REQUIRE_SHARED_DATA(bridge("DeepSeek-V3.yaml"));
        const RunResult r = runPlan({"import", bridge("DeepSeek-V3.yaml"), "--format", "bridge-yaml", "--hardware", "H100-SXM"});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);  // one error line
        QVERIFY2(err.contains("${TP}") && err.contains("${GBS}") && err.contains("template"), qPrintable(err));
        QVERIFY2(err.contains("DeepSeek-V3.yaml:16:"), qPrintable(err));  // tensor_model_parallel_size: ${TP} is line 16
    }

    // Megatron-LM's examples export CUDA_DEVICE_MAX_CONNECTIONS in the job script, not on the
    // command line: a pasted command line without it imports with a warning.
    void commandLineWithoutEnvironment() {
        QTemporaryDir dir;
        const QString path = dir.filePath("cmd.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("torchrun --nproc_per_node 8 --nnodes 2 pretrain_gpt.py --num-layers 32 --hidden-size 4096 "
                "--ffn-hidden-size 14336 --num-attention-heads 32 --group-query-attention --num-query-groups 8 --swiglu "
                "--normalization RMSNorm --disable-bias-linear --position-embedding-type rope "
                "--untie-embeddings-and-output-weights --vocab-size 32000 --max-position-embeddings 32768 --num-experts 8 "
                "--moe-router-topk 2 --moe-grouped-gemm --moe-token-dispatcher-type alltoall --tensor-model-parallel-size 2 "
                "--expert-model-parallel-size 8 --sequence-parallel --micro-batch-size 1 --global-batch-size 256 "
                "--seq-length 4096 --bf16 --use-distributed-optimizer --overlap-grad-reduce\n");
        f.close();
        const QString out = dir.filePath("r.yaml");
        const RunResult r = runPlan({"import", path, "--format", "megatron-args", "--hardware", "h100", "-o", out});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(r.err.contains("CUDA_DEVICE_MAX_CONNECTIONS"), r.err.constData());
        // The export writes the variable the flags need.
        const RunResult script = runPlan({"export", out, "--format", "megatron-lm"});
        QCOMPARE(script.exitCode, 0);
        QVERIFY(script.out.contains("export CUDA_DEVICE_MAX_CONNECTIONS=1"));
    }

    void refusedGroupSizeFailsTheImport() {
        // PP 2, VPP 2 on 8 GPUs: DP 4, m = 24 / (1 · 4) = 6; group 5 leaves a last group of 1 < PP,
        // which Megatron-Core's interleaved schedule refuses (a RuntimeError in schedules.py), so
        // the import exits 2 with that reason and the validator's fix (group 4: 6 mod 4 = 2 = PP).
        QTemporaryDir dir;
        const QString path = dir.filePath("cmd.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("--num-layers 8 --hidden-size 64 --num-attention-heads 4 --vocab-size 100 --max-position-embeddings 4096 "
                "--seq-length 4096 --bf16 --pipeline-model-parallel-size 2 --num-virtual-stages-per-pipeline-rank 2 "
                "--micro-batch-size 1 --global-batch-size 24 --microbatch-group-size-per-virtual-pipeline-stage 5\n");
        f.close();
        const QString out = dir.filePath("r.yaml");
        const RunResult r = runPlan({"import", path, "--format", "megatron-args", "--hardware", "h100", "--gpus", "8", "-o", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("last group of 1, fewer than PP = 2"), r.err.constData());
        const RunResult v = runPlan({"validate", out, "--json"});
        QCOMPARE(v.exitCode, 2);
        QVERIFY2(v.out.contains("pipeline.last_group_small") && v.out.contains("\"value\": \"4\""), v.out.constData());
    }

    // Megatron-LM ran DeepEP on GB200; only Megatron-Bridge refuses it
    // (training/flex_dispatcher_backend.py). The launch line imports with a warning naming Bridge,
    // exports as a launch script, and its Bridge YAML export is refused with the reason; a Bridge
    // YAML with DeepEP on GB200 is refused at import.
    void deepEpOnGb200LaunchLineImportsWithABridgeWarning() {
        QTemporaryDir dir;
        const QString path = dir.filePath("cmd.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("torchrun --nproc_per_node 4 --nnodes 4 pretrain_gpt.py --num-layers 32 --hidden-size 4096 "
                "--ffn-hidden-size 14336 --num-attention-heads 32 --group-query-attention --num-query-groups 8 --swiglu "
                "--normalization RMSNorm --disable-bias-linear --position-embedding-type rope "
                "--untie-embeddings-and-output-weights --vocab-size 32000 --max-position-embeddings 32768 --num-experts 8 "
                "--moe-router-topk 2 --moe-grouped-gemm --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep "
                "--tensor-model-parallel-size 2 --expert-model-parallel-size 8 --sequence-parallel --micro-batch-size 1 "
                "--global-batch-size 256 --seq-length 4096 --bf16 --use-distributed-optimizer --overlap-grad-reduce\n");
        f.close();
        const QString out = dir.filePath("r.yaml");
        const RunResult r = runPlan({"import", path, "--format", "megatron-args", "--hardware", "gb200", "-o", out});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.contains("warning: imported recipe: Megatron-Bridge refuses flex+deepep on 'GB200-NVL72'") &&
                     r.err.contains("Megatron-LM runs it"),
                 r.err.constData());
        const RunResult v = runPlan({"validate", out, "--json"});
        QCOMPARE(v.exitCode, 1);  // warnings only
        QVERIFY2(v.out.contains("\"rejected_by\": \"bridge\""), v.out.constData());
        const RunResult script = runPlan({"export", out, "--format", "megatron-lm"});
        QVERIFY2(script.exitCode == 0, qPrintable(describe(script)));
        QVERIFY(script.out.contains("--moe-flex-dispatcher-backend deepep"));
        const RunResult yaml = runPlan({"export", out, "--format", "bridge-yaml"});
        QCOMPARE(yaml.exitCode, 2);
        QVERIFY2(yaml.err.contains("export refused") && yaml.err.contains("Megatron-Bridge refuses flex+deepep"), yaml.err.constData());
        // The same job as a Bridge YAML (written on B200, where Bridge allows DeepEP) read for GB200.
        const QString b200 = dir.filePath("b200.yaml");
        QVERIFY(runPlan({"import", path, "--format", "megatron-args", "--hardware", "b200", "-o", b200}).exitCode == 0);
        const QString bridgeYaml = dir.filePath("bridge.yaml");
        QCOMPARE(runPlan({"export", b200, "--format", "bridge-yaml", "-o", bridgeYaml}).exitCode, 0);
        const RunResult bridgeImport = runPlan({"import", bridgeYaml, "--format", "bridge-yaml", "--hardware", "gb200"});
        QCOMPARE(bridgeImport.exitCode, 2);
        QVERIFY2(bridgeImport.err.contains("moe-plan: imported recipe: Megatron-Bridge refuses flex+deepep"), bridgeImport.err.constData());
    }

    void namesAsPeopleTypeThem_data() {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("model");
        QTest::newRow("lower") << "h100" << "dsv3";
        QTest::newRow("exact") << "H100-SXM" << "DeepSeek-V3";
        QTest::newRow("spaced") << "GB200 NVL72" << "qwen3-235b";
        QTest::newRow("prefix") << "gb300" << "qwen3-30b";
    }
    void namesAsPeopleTypeThem() {
        QFETCH(QString, hardware);
        QFETCH(QString, model);
        const RunResult r = runPlan({"feasibility", "--model", model, "--hardware", hardware, "--seq", "4096", "--max-gpus", "16", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
    }

    void ambiguousNameListsCandidates() {
        const RunResult r = runPlan({"feasibility", "--model", "deepseek", "--hardware", "h100", "--seq", "4096", "--max-gpus", "16"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("ambiguous") && r.err.contains("DeepSeek-V3") && r.err.contains("DeepSeek-V2-Lite"), r.err.constData());
        const RunResult gpu = runPlan({"feasibility", "--model", "dsv3", "--hardware", "h", "--seq", "4096", "--max-gpus", "16"});
        QCOMPARE(gpu.exitCode, 2);
        QVERIFY2(gpu.err.contains("H100-SXM") && gpu.err.contains("H200-SXM"), gpu.err.constData());
    }

    // Review 29: the studio named an imported config.json after its folder ("mine"), this command
    // after its model_type ("deepseek_v2") when given a bare "config.json". Both name the folder, a
    // Hugging Face checkpoint's name.
    void aBareConfigJsonIsNamedAfterItsFolder() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("MyMoE-16B")));
        QFile fixture(QStringLiteral(MOE_TEST_FIXTURES_DIR "/import/hf/deepseek-v2-lite.config.json"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        QByteArray text = fixture.readAll();
        // 13 layers: no catalog model matches, so the name comes from the file's place.
        QVERIFY(text.contains("\"num_hidden_layers\": 27"));
        text.replace("\"num_hidden_layers\": 27", "\"num_hidden_layers\": 13");
        QFile config(dir.filePath(QStringLiteral("MyMoE-16B/config.json")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(text);
        config.close();
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.filePath(QStringLiteral("MyMoE-16B"))));
        const RunResult r = runPlan({"import", "config.json", "--format", "hf", "--gpus", "16"});
        QDir::setCurrent(before);
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("\n  name: MyMoE-16B\n"), r.out.left(400).constData());
    }

    void aPictureIsNotATextFileForEveryFormat() {
        // A PNG's first 8 bytes (89 'PNG' CR LF 1A LF) renamed .yaml: named as binary, one line, exit 2.
        QTemporaryDir dir;
        const QString path = dir.filePath("picture.yaml");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromHex("89504e470d0a1a0a0000000d49484452"));
        f.close();
        for (const char* format : {"bridge-yaml", "hf", "megatron-args"}) {
            const RunResult r = runPlan({"import", path, "--format", format});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("not a text file") && r.err.contains("picture.yaml"), r.err.constData());
            QVERIFY2(!r.err.contains("escape"), r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliImport)
#include "test_cli_import.moc"

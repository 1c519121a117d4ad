// What a dropped or imported file is, from its name and first bytes: each kind from a small
// hand-written sample, the real sample files when ../shared/data is present, and the cases that
// must not be guessed.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/import/import_detection.h"
#include "tests/support/shared_data.h"

using namespace moe;

namespace {

std::string head(const std::filesystem::path& p, size_t n = 8192) {
    std::ifstream in(p, std::ios::binary);
    std::string s(n, '\0');
    in.read(s.data(), static_cast<std::streamsize>(n));
    s.resize(static_cast<size_t>(in.gcount()));
    return s;
}

}  // namespace

class TestImportDetection : public QObject {
    Q_OBJECT
private slots:
    void handWrittenSamples() {
        QCOMPARE(detectImportKind("a.yaml", "# comment\nschema_version: 1\nname: x\n"), ImportKind::Recipe);
        QCOMPARE(detectImportKind("b.yml", "model:\n  tensor_model_parallel_size: 2\ntrain:\n  global_batch_size: 8\n"), ImportKind::BridgeYaml);
        // An indented schema_version is not top level: a Bridge file that mentions it somewhere.
        QCOMPARE(detectImportKind("c.yaml", "model:\n  schema_version: 1\n"), ImportKind::BridgeYaml);
        // A YAML with neither a recipe's schema_version nor any Bridge section is read as a recipe,
        // whose reader says what is wrong (review: a broken recipe was called a Bridge YAML).
        QCOMPARE(detectImportKind("broken.yaml", "schema: 1\nname: [broken\n  model: {\n"), ImportKind::Recipe);
        QCOMPARE(detectImportKind("d.yaml", "# a Bridge dump\nddp:\n  overlap_grad_reduce: true\n"), ImportKind::BridgeYaml);
        // With a Bridge section but broken YAML (review 29: an unclosed "[" under a top-level
        // model:), a recipe too: the recipe reader names the line and column, where the import
        // question had called it a Bridge YAML.
        QCOMPARE(detectImportKind("e.yaml", "name: r29\nmodel: [deepseek_v2\ntrain:\n  global_batch_size: 8\n"),
                 ImportKind::Recipe);
        // Cut at the detection length, the end may be mid-structure: still a Bridge YAML.
        std::string longDump = "model:\n  num_layers: 61\ntrain:\n  global_batch_size: 8\nnotes: [";
        longDump.resize(moe::kImportDetectionHead, ' ');
        QCOMPARE(detectImportKind("f.yaml", longDump), ImportKind::BridgeYaml);
        QCOMPARE(detectImportKind("config.json", "{\n  \"architectures\": [\"DeepseekV3ForCausalLM\"],\n"), ImportKind::HfConfig);
        QCOMPARE(detectImportKind("x.json", "  {\"model_type\": \"qwen3_moe\"}"), ImportKind::HfConfig);
        QCOMPARE(detectImportKind("t.json", "{\"schemaVersion\": 1, \"traceEvents\": ["), ImportKind::ProfilerTrace);
        QCOMPARE(detectImportKind("bare.json", "[{\"ph\": \"X\"}]"), ImportKind::ProfilerTrace);
        QCOMPARE(detectImportKind("t.json.gz", std::string("\x1f\x8b\x08\x00", 4)), ImportKind::ProfilerTrace);
        QCOMPARE(detectImportKind("t.sqlite", std::string("SQLite format 3\0rest", 20)), ImportKind::ProfilerTrace);
        QCOMPARE(detectImportKind("run.sh", "#!/bin/bash\ntorchrun pretrain_gpt.py --num-layers 61 \\\n"), ImportKind::MegatronArgs);
        QCOMPARE(detectImportKind("args.txt", "--tensor-model-parallel-size 2 --pipeline-model-parallel-size 4"), ImportKind::MegatronArgs);
        // Not guessed.
        QCOMPARE(detectImportKind("notes.txt", "hello"), ImportKind::Unknown);
        QCOMPARE(detectImportKind("other.json", "{\"foo\": 1}"), ImportKind::Unknown);
        QCOMPARE(detectImportKind("x.gz", std::string("\x1f\x8b", 2)), ImportKind::Unknown);
        QCOMPARE(detectImportKind("empty.yaml", ""), ImportKind::Recipe);  // then the recipe reader says what is missing
    }

    void realSamples() {
        const std::filesystem::path data(MOE_SHARED_DATA_DIR);
        for (const char* folder : {"hf-configs", "bridge-yaml", "traces"}) MOE_REQUIRE_SHARED_DATA(data / folder);
        for (const auto& e : std::filesystem::directory_iterator(data / "hf-configs"))
            QCOMPARE(detectImportKind(e.path().filename().string(), head(e.path())), ImportKind::HfConfig);
        for (const auto& e : std::filesystem::directory_iterator(data / "bridge-yaml"))
            QCOMPARE(detectImportKind(e.path().filename().string(), head(e.path())), ImportKind::BridgeYaml);
        for (const auto& e : std::filesystem::recursive_directory_iterator(data / "traces"))
            if (e.is_regular_file()) QCOMPARE(detectImportKind(e.path().filename().string(), head(e.path())), ImportKind::ProfilerTrace);
        const std::filesystem::path recipes = std::filesystem::path(MOE_SOURCE_DIR) / "recipes";
        for (const auto& e : std::filesystem::directory_iterator(recipes))
            QCOMPARE(detectImportKind(e.path().filename().string(), head(e.path())), ImportKind::Recipe);
    }
};

QTEST_MAIN(TestImportDetection)
#include "test_import_detection.moc"

// Issue 42: every warning an import gives also comes as a message the studio translates
// (Result::warning_texts), whose English is the warning itself less the command line's
// "(pass --x)" hint; and Warnings keeps the two lists entry for entry.
#include <QtTest/QtTest>
#include <algorithm>
#include <regex>
#include <string>

#include "core/import/bridge_yaml_import.h"
#include "core/import/hf_config_import.h"
#include "core/import/megatron_args_import.h"
#include "tests/support/test_files.h"

using namespace moe;
using moe::testing::readFile;

namespace {

std::string withoutHint(const std::string& w) {
    static const std::regex hint(R"( \(pass --[a-z-]+\)$)");
    return std::regex_replace(w, hint, "");
}

// Every warning has its message, in the "import" context, and the message says the same.
template <class T>
void checkEveryWarningIsAMessage(const Result<T>& r) {
    QVERIFY(!r.warnings.empty());
    QCOMPARE(r.warning_texts.size(), r.warnings.size());
    for (size_t i = 0; i < r.warnings.size(); ++i) {
        const Message& m = r.warning_texts[i];
        QVERIFY2(!m.empty(), r.warnings[i].c_str());
        QCOMPARE(m.context, std::string("import"));
        QCOMPARE(m.english(), withoutHint(r.warnings[i]));
    }
}

bool anyWarningIs(const std::vector<std::string>& w, const std::string& text) {
    return std::find(w.begin(), w.end(), text) != w.end();
}

}  // namespace

class TestImportWarningMessages : public QObject {
    Q_OBJECT
private slots:
    // A config.json names no sequence length, GPU count or GPU: each default taken is a warning.
    void hfConfigWithoutSequenceLength() {
        const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/import/mixtral-8x7b.config.json";
        ImportOptions o;
        o.origin = path;
        auto r = importHfConfigRecipe(readFile(path), o);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        // The CLI's text is as before, hint included; the message has no hint.
        QVERIFY(anyWarningIs(r.warnings, "config.json has no training sequence length; assumed 4096 (pass --seq)"));
        QVERIFY(anyWarningIs(r.warnings, "no GPU count given; assumed 8 (pass --gpus)"));
        QVERIFY(anyWarningIs(r.warnings, "the input does not name the GPU; assumed H100-SXM (pass --hardware)"));
        checkEveryWarningIsAMessage(r);
        const auto seq = std::find(r.warnings.begin(), r.warnings.end(),
                                   "config.json has no training sequence length; assumed 4096 (pass --seq)");
        const Message& m = r.warning_texts[static_cast<size_t>(seq - r.warnings.begin())];
        QCOMPARE(m.id, std::string("config.json has no training sequence length; assumed %1"));
        QCOMPARE(m.args.size(), std::size_t{1});
        QCOMPARE(m.args[0].kind, MessageArg::Kind::Integer);
    }

    void megatronArgsWithAnUnknownFlag() {
        auto r = importMegatronArgs(
            "export MY_VARIABLE=1\n"
            "--num-layers 4 --hidden-size 64 --num-attention-heads 4 --vocab-size 100 --num-experts 8 \\\n"
            "  --max-position-embeddings 4096 --tensor-model-paralel-size 1 --some-future-flag 3",
            ImportOptions{"cmd", {}, {}, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QVERIFY(anyWarningIs(
            r.warnings,
            "line 3: unknown flag --tensor-model-paralel-size ignored (did you mean --tensor-model-parallel-size?)"));
        QVERIFY(anyWarningIs(r.warnings, "line 3: unknown flag --some-future-flag ignored"));
        QVERIFY(anyWarningIs(r.warnings, "no --seq-length; assumed 4096"));
        QVERIFY(anyWarningIs(r.warnings,
                             "line 1: environment variable MY_VARIABLE is not part of a recipe; not imported"));
        checkEveryWarningIsAMessage(r);
        // The flag is an argument, kept as code (never translated).
        const auto it = std::find(r.warnings.begin(), r.warnings.end(),
                                  "line 3: unknown flag --some-future-flag ignored");
        const Message& m = r.warning_texts[static_cast<size_t>(it - r.warnings.begin())];
        QCOMPARE(m.id, std::string("line %1: unknown flag %2 ignored"));
        QCOMPARE(m.args.at(1).kind, MessageArg::Kind::Code);
        QCOMPARE(m.args.at(1).text, std::string("--some-future-flag"));
    }

    // Review: a Bridge dump whose model and dataset sequence lengths differ imported silently;
    // Megatron-Bridge's ConfigContainer.validate() refuses such a run. The import says which it took.
    void bridgeYamlWithTwoSequenceLengths() {
        auto r = importBridgeYaml(
            "model:\n  num_layers: 4\n  hidden_size: 64\n  num_attention_heads: 4\n  vocab_size: 100\n"
            "  seq_length: 4096\ndataset:\n  seq_length: 8192\n",
            ImportOptions{"x.yaml", {}, {}, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->layout.seq_length, int64_t{8192});
        // A model no catalog entry matches is named for its file (two such models compared side
        // by side were both "imported").
        QCOMPARE(r->model.name, std::string("imported-x"));
        QVERIFY(anyWarningIs(r.warnings,
                             "line 8: model.seq_length 4096 and dataset.seq_length 8192 differ: "
                             "Megatron-Bridge refuses to start such a run (ConfigContainer.validate "
                             "asserts they are equal); imported 8192"));
        checkEveryWarningIsAMessage(r);
        // Equal lengths say nothing.
        auto same = importBridgeYaml(
            "model:\n  num_layers: 4\n  hidden_size: 64\n  num_attention_heads: 4\n  vocab_size: 100\n"
            "  seq_length: 8192\ndataset:\n  seq_length: 8192\n",
            ImportOptions{"x.yaml", {}, {}, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY(same.ok());
        QVERIFY(std::none_of(same.warnings.begin(), same.warnings.end(),
                             [](const std::string& w) { return w.find("differ") != std::string::npos; }));
    }

    void bridgeYamlWithAnUnknownKey() {
        auto r = importBridgeYaml(
            "model:\n  num_layers: 4\n  hidden_size: 64\n  num_attention_heads: 4\n  vocab_size: 100\n"
            "  tensor_model_paralel_size: 2\n  moe_enable_deepep: true\ntrain:\n  global_bach_size: 8\n"
            "mixed_precison: bf16_mixed\nmixed_precision:\n  dtype: bf16\ncomm_overlap:\n  tp_comm_overlap: true\n"
            "env_vars:\n  MY_VARIABLE: 1\n",
            ImportOptions{"x.yaml", {}, {}, {}, {}, nullptr, {}, {}, {}, {}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QVERIFY(anyWarningIs(r.warnings, "line 6: model.tensor_model_paralel_size: not a known model field (did you "
                                         "mean tensor_model_parallel_size?); ignored"));
        QVERIFY(anyWarningIs(r.warnings, "line 10: mixed_precison: not a ConfigContainer section (did you mean "
                                         "mixed_precision?); ignored"));
        QVERIFY(std::any_of(r.warnings.begin(), r.warnings.end(), [](const std::string& w) {
            return w.rfind("line 12: mixed_precision.dtype: not a MixedPrecisionConfig field (", 0) == 0;
        }));
        QVERIFY(anyWarningIs(r.warnings, "line 7: model.moe_enable_deepep: deprecated; use moe_token_dispatcher_type "
                                         "flex + moe_flex_dispatcher_backend deepep"));
        QVERIFY(anyWarningIs(r.warnings, "tp_comm_overlap: Bridge disables TP comm overlap at TP 1; imported as off"));
        QVERIFY(anyWarningIs(r.warnings, "line 16: env_vars.MY_VARIABLE: not part of a recipe; not imported"));
        checkEveryWarningIsAMessage(r);
        // The line is a number, the key code, the inner sentence a message of its own.
        const auto it = std::find(r.warnings.begin(), r.warnings.end(),
                                  "line 16: env_vars.MY_VARIABLE: not part of a recipe; not imported");
        const Message& m = r.warning_texts[static_cast<size_t>(it - r.warnings.begin())];
        QCOMPARE(m.id, std::string("line %1: %2"));
        QCOMPARE(m.args.at(0).kind, MessageArg::Kind::Integer);
        QCOMPARE(m.args.at(1).kind, MessageArg::Kind::Messages);
    }

    // An English-only warning keeps no message; the ones after it stay aligned.
    void warnKeepsTheListsAligned() {
        Warnings w;
        w.warnings.push_back("only English");
        w.warn(message("import", MOE_TR("import", "no %1; assumed %2"), codeArg("--seq-length"), integerArg(4096)),
               "(pass --seq)");
        QCOMPARE(w.warnings.size(), std::size_t{2});
        QCOMPARE(w.warning_texts.size(), std::size_t{2});
        QVERIFY(w.warning_texts[0].empty());
        QCOMPARE(w.warnings[1], std::string("no --seq-length; assumed 4096 (pass --seq)"));
        QCOMPARE(w.warning_texts[1].english(), std::string("no --seq-length; assumed 4096"));

        Result<int> r(1);
        r.warnings.push_back("first");
        Warnings more;
        more.warn(message("import", MOE_TR("import", "unset")));
        more.warnings.push_back("last, English only");
        r.takeWarnings(std::move(more));
        QCOMPARE(r.warnings, (std::vector<std::string>{"first", "unset", "last, English only"}));
        QCOMPARE(r.warning_texts.size(), std::size_t{3});
        QVERIFY(r.warning_texts[0].empty());
        QCOMPARE(r.warning_texts[1].english(), std::string("unset"));
        QVERIFY(r.warning_texts[2].empty());
    }
};

QTEST_APPLESS_MAIN(TestImportWarningMessages)
#include "test_import_warning_messages.moc"

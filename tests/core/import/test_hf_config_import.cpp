// Hugging Face config.json import: the four shared configs (skipped when ../shared/data is absent)
// and synthetic Mixtral / GPT-OSS fixtures give the catalog's parameter counts; unknown
// architectures list what is missing; bad values are one clear error.
#include <QtTest/QtTest>
#include <algorithm>
#include <fstream>
#include <sstream>

#include "core/import/hf_config_import.h"
#include "core/model/parameter_count.h"
#include "tests/support/shared_data.h"
#include "tests/support/test_files.h"

using namespace moe;
using moe::testing::readFile;

namespace {


}  // namespace

class TestHfConfigImport : public QObject {
    Q_OBJECT
private slots:
    void sharedConfigsMatchTheCatalog_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("catalogName");
        QTest::newRow("DeepSeek-V3") << "deepseek-ai--DeepSeek-V3_config.json" << "DeepSeek-V3";
        QTest::newRow("Qwen3-235B") << "Qwen--Qwen3-235B-A22B_config.json" << "Qwen3-235B-A22B";
        QTest::newRow("Qwen3-30B") << "Qwen--Qwen3-30B-A3B_config.json" << "Qwen3-30B-A3B";
        QTest::newRow("Qwen3-Next") << "Qwen--Qwen3-Next-80B-A3B-Thinking_config.json" << "Qwen3-Next-80B-A3B";
    }
    void sharedConfigsMatchTheCatalog() {
        QFETCH(QString, file);
        QFETCH(QString, catalogName);
        const std::string path = std::string(MOE_SHARED_DATA_DIR) + "/hf-configs/" + file.toStdString();
        MOE_REQUIRE_SHARED_DATA(path);
        auto m = importHfConfig(readFile(path), path);
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
        const ModelSpec* cat = builtinCatalog().findModel(catalogName.toStdString());
        QVERIFY(cat);
        // Counts from core/model/parameter_count.h on the catalog entry (domain §3.3 table).
        const ParameterCount want = countParameters(*cat);
        const ParameterCount got = countParameters(*m);
        QCOMPARE(got.total, want.total);
        QCOMPARE(got.active, want.active);
        QCOMPARE(got.embedding, want.embedding);
        QCOMPARE(m->name, cat->name);
    }

    void deepSeekPitfalls() {
        const std::string path = std::string(MOE_SHARED_DATA_DIR) + "/hf-configs/deepseek-ai--DeepSeek-V3_config.json";
        MOE_REQUIRE_SHARED_DATA(path);
        auto m = importHfConfig(readFile(path), path);
        QVERIFY(m.ok());
        QCOMPARE(m->attention, AttentionKind::MLA);
        QCOMPARE(m->num_query_groups, 128);          // kv heads ignored for MLA
        QCOMPARE(m->moe.shared_expert_size, int64_t{2048});  // n_shared_experts 1 x 2048: a size
        QCOMPARE(m->moeLayerCount(), 58);        // first_k_dense_replace 3 of 61
        QCOMPARE(m->mla.qk_head_dim, int64_t{128});  // qk_nope_head_dim
        QCOMPARE(m->mtp_layers, 1);
        QCOMPARE(m->moe.router.num_groups, 8);
        QCOMPARE(m->moe.router.topk_scaling_factor, 2.5);
    }

    void syntheticFixtures_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("catalogName");
        QTest::newRow("Mixtral") << "mixtral-8x7b.config.json" << "Mixtral-8x7B";
        QTest::newRow("GPT-OSS") << "gpt-oss-120b.config.json" << "GPT-OSS-120B";
    }
    void syntheticFixtures() {
        QFETCH(QString, file);
        QFETCH(QString, catalogName);
        const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/import/" + file.toStdString();
        auto m = importHfConfig(readFile(path), path);
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
        const ModelSpec* cat = builtinCatalog().findModel(catalogName.toStdString());
        QCOMPARE(countParameters(*m).total, countParameters(*cat).total);
        QCOMPARE(countParameters(*m).active, countParameters(*cat).active);
        QVERIFY(*m == *cat);  // both fixtures carry the catalog's max_position_embeddings
    }

    void unknownArchitectureListsWhatIsMissing() {
        const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/import/unknown-arch.config.json";
        auto m = importHfConfig(readFile(path), path);
        QVERIFY(!m.ok());
        const std::string reason = m.error().reason;
        QVERIFY2(reason.find("FancyNetForCausalLM") != std::string::npos, reason.c_str());
        for (const char* key : {"num_attention_heads", "vocab_size", "intermediate_size", "num_experts"})
            QVERIFY2(reason.find(key) != std::string::npos, (std::string(key) + " not named in: " + reason).c_str());
        QVERIFY(reason.find("hidden_size") == std::string::npos);  // present, so not listed
    }

    // Review: a DeepSeek-V3-class config.json that matches no catalog model wrote the expert-bias
    // update rate and the MTP loss weight (no config.json carries either) with Megatron's defaults
    // without naming them among the defaults it took.
    void defaultsNoConfigCarriesAreNamed() {
        const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/import/hf/deepseek-v3.config.json";
        std::string text = readFile(path);
        const std::string layers = "\"num_hidden_layers\": 61";
        const size_t at = text.find(layers);
        QVERIFY(at != std::string::npos);
        text.replace(at, layers.size(), "\"num_hidden_layers\": 40");  // no catalog model has 40 layers
        auto m = importHfConfig(text, "deepseek-40.json");
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
        QVERIFY(m->moe.router.expert_bias);
        QVERIFY(m->mtp_layers > 0);
        const auto defaults = std::find_if(m.warnings.begin(), m.warnings.end(), [](const std::string& w) {
            return w.rfind("config.json does not state, so the recipe keeps Megatron's defaults: ", 0) == 0;
        });
        QVERIFY(defaults != m.warnings.end());
        QVERIFY2(defaults->find("moe.router.bias_update_rate 0.001") != std::string::npos, defaults->c_str());
        QVERIFY2(defaults->find("mtp_loss_scaling_factor 0.1") != std::string::npos, defaults->c_str());
        // The file's YaRN block states no truncate: HF's default (true, a rounded correction range),
        // Megatron-Core's too, is named (review 37: it appeared in the recipe unannounced); the
        // YaRN settings it states are not.
        QVERIFY(m->rope_scaling.truncate);
        QVERIFY2(defaults->find("rope_scaling.truncate true") != std::string::npos, defaults->c_str());
        QVERIFY2(defaults->find("rope_scaling.beta_fast") == std::string::npos, defaults->c_str());
        QVERIFY2(defaults->find("rope_scaling.mscale") == std::string::npos, defaults->c_str());
    }

    void qwen2MoeGatesItsSharedExpertAndBiasesQkv() {
        // Review 40: a Qwen1.5-MoE (qwen2_moe) config.json came in with moe_shared_expert_gate false.
        // transformers' Qwen2MoeSparseMoeBlock scales the shared expert by sigmoid(shared_expert_gate)
        // and Qwen2's attention has q, k and v biases; no key says either. A config written from the
        // model card (Qwen1.5-MoE-A2.7B's shapes).
        const std::string text = R"({"architectures": ["Qwen2MoeForCausalLM"], "model_type": "qwen2_moe",
            "hidden_size": 2048, "intermediate_size": 5632, "moe_intermediate_size": 1408,
            "shared_expert_intermediate_size": 5632, "num_experts": 60, "num_experts_per_tok": 4,
            "norm_topk_prob": false, "num_hidden_layers": 24, "num_attention_heads": 16,
            "num_key_value_heads": 16, "vocab_size": 151936, "max_position_embeddings": 8192,
            "rope_theta": 1000000.0, "rms_norm_eps": 1e-06, "router_aux_loss_coef": 0.001,
            "hidden_act": "silu", "tie_word_embeddings": false})";
        auto m = importHfConfig(text, "qwen15moe_config.json");
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
        QCOMPARE(m->moe.shared_expert_size, int64_t{5632});
        QVERIFY(m->moe.shared_expert_gate);
        QVERIFY(m->add_qkv_bias);
        QVERIFY(!m->qk_layernorm);  // Qwen2 has none (Qwen3's per-head norms are its own)
        // Without a shared expert there is no gate to set.
        std::string noShared = text;
        noShared.replace(noShared.find("\"shared_expert_intermediate_size\": 5632"),
                         std::string("\"shared_expert_intermediate_size\": 5632").size(),
                         "\"shared_expert_intermediate_size\": 0");
        auto plain = importHfConfig(noShared, "no-shared.json");
        QVERIFY(plain.ok());
        QVERIFY(!plain->moe.shared_expert_gate);
    }

    void badValuesAreOneClearError() {
        auto notJson = importHfConfig("{\"hidden_size\": ", "x.json");
        QVERIFY(!notJson.ok());
        // Cut off after a key: said to end early, without the JSON library's exception tag.
        QVERIFY2(notJson.error().reason.find("the JSON ends early") != std::string::npos, notJson.error().reason.c_str());
        QVERIFY(notJson.error().reason.find("[json.exception") == std::string::npos);
        auto wrongType = importHfConfig(R"({"model_type":"mixtral","hidden_size":"big","num_hidden_layers":2,
            "num_attention_heads":2,"vocab_size":10,"intermediate_size":8,"num_local_experts":2})", "y.json");
        QVERIFY(!wrongType.ok());
        QCOMPARE(wrongType.error().field, std::string("hidden_size"));
        QVERIFY(!importHfConfig("[1,2]", "z.json").ok());
    }

    // No silent fallbacks: wrong types are errors at the value's line and column, a MoE family
    // without its expert fields is an error naming them, guessed expert sizes are warned.
    void noSilentFallbacks() {
        const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/import/mixtral-8x7b.config.json";
        const std::string good = readFile(path);
        auto replaced = [&](const std::string& from, const std::string& to) {
            std::string t = good;
            const size_t at = t.find(from);
            if (at == std::string::npos) qFatal("fixture lacks %s", from.c_str());
            return t.replace(at, from.size(), to);
        };
        // "true" as a string: before, this became false (untied) silently.
        const std::string tieText = replaced("\"tie_word_embeddings\": false", "\"tie_word_embeddings\": \"true\"");
        auto tie = importHfConfig(tieText, "m.json");
        QVERIFY(!tie.ok());
        QCOMPARE(tie.error().field, std::string("tie_word_embeddings"));
        // Line and column of the value, counted by hand in the text.
        const size_t valueAt = tieText.find("\"true\"");
        const int line = 1 + static_cast<int>(std::count(tieText.begin(), tieText.begin() + static_cast<long>(valueAt), '\n'));
        const int column = static_cast<int>(valueAt - tieText.rfind('\n', valueAt));
        QCOMPARE(tie.error().line, line);
        QCOMPARE(tie.error().column, column);
        // A Mixtral without num_local_experts is not a dense model; top-k has no silent default.
        auto noExperts = importHfConfig(replaced("\"num_local_experts\": 8", "\"num_local_expertz\": 8"), "m.json");
        QVERIFY(!noExperts.ok());
        QVERIFY2(noExperts.error().reason.find("num_experts (or num_local_experts, n_routed_experts; 'num_local_expertz' on line 10 "
                                               "looks like a misspelling)") != std::string::npos,
                 noExperts.error().reason.c_str());
        auto noTopK = importHfConfig(replaced("\"num_experts_per_tok\": 2", "\"num_experts_per_tokn\": 2"), "m.json");
        QVERIFY(!noTopK.ok());
        QVERIFY2(noTopK.error().reason.find("num_experts_per_tok") != std::string::npos, noTopK.error().reason.c_str());
        // A broken document names the line.
        auto broken = importHfConfig("{\n  \"hidden_size\": 4096,\n  \"vocab_size\": ,\n}", "b.json");
        QVERIFY(!broken.ok());
        QCOMPARE(broken.error().line, 3);
        // Qwen's mlp_only_layers must hold layer indices; a string entry is an error, not dropped.
        auto qwen = importHfConfig(R"({"model_type":"qwen3_moe","hidden_size":64,"num_hidden_layers":4,"num_attention_heads":4,
            "vocab_size":100,"intermediate_size":128,"moe_intermediate_size":32,"num_experts":4,"num_experts_per_tok":2,
            "mlp_only_layers":[0,"3"]})", "q.json");
        QVERIFY(!qwen.ok());
        QCOMPARE(qwen.error().field, std::string("mlp_only_layers"));
        // A Qwen MoE without moe_intermediate_size: the dense size is a guess, and said so.
        auto guess = importHfConfig(R"({"model_type":"qwen3_moe","hidden_size":64,"num_hidden_layers":4,"num_attention_heads":4,
            "vocab_size":100,"intermediate_size":128,"num_experts":4,"num_experts_per_tok":2})", "q.json");
        QVERIFY(guess.ok());
        QCOMPARE(guess->moe.ffn_hidden_size, int64_t{128});
        // Two warnings: the expert size, and what the file leaves to Megatron's defaults (no RoPE
        // base, balancing loss or norm epsilon in it: none is taken silently).
        QCOMPARE(guess.warnings.size(), std::size_t{2});
        QVERIFY(guess.warnings.front().find("moe_intermediate_size") != std::string::npos);
        for (const char* unstated : {"rotary_base 10000", "moe.router.aux_loss_coeff 0", "norm_epsilon 1e-05"})
            QVERIFY2(guess.warnings.back().find(unstated) != std::string::npos, guess.warnings.back().c_str());
    }

    void recipeFromOptions() {
        const std::string path = std::string(MOE_TEST_FIXTURES_DIR) + "/import/mixtral-8x7b.config.json";
        ImportOptions o;
        o.origin = path;
        o.hardware = "H100-SXM";
        o.gpus = 16;
        o.seq = 8192;
        auto r = importHfConfigRecipe(readFile(path), o);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->layout.world_size, int64_t{16});
        QCOMPARE(r->layout.seq_length, int64_t{8192});
        QCOMPARE(r->layout.ep, 8);  // 8 experts, inside one 8-GPU NVLink domain
        QCOMPARE(r->model_ref, std::string("Mixtral-8x7B"));
        QCOMPARE(r->hardware_ref, std::string("H100-SXM"));
        // The layout and batch it chose are said to be a starting point (review 27): GBS = DP =
        // 16 GPUs / (TP 1 · CP 1 · PP 1) = 16.
        QCOMPARE(r->layout.global_batch_size, int64_t{16});
        QVERIFY(std::any_of(r.warnings.begin(), r.warnings.end(), [](const std::string& w) {
            return w.find("names no layout or batch: set TP 1, CP 1, PP 1, EP 8") != std::string::npos &&
                   w.find("GBS 16") != std::string::npos;
        }));
        // The studio's sequence fills in what the file lacks, and the warning says so.
        ImportOptions studio = o;
        studio.seq.reset();
        studio.fallback_seq = 32768;
        auto kept = importHfConfigRecipe(readFile(path), studio);
        QVERIFY(kept.ok());
        QCOMPARE(kept->layout.seq_length, int64_t{32768});
        QVERIFY(std::any_of(kept.warnings.begin(), kept.warnings.end(), [](const std::string& w) {
            return w.find("kept the open recipe's 32768") != std::string::npos;
        }));
        // Above the model's max_position_embeddings (32768 in this config.json), the open recipe's
        // length would open the import in an error (review 19): the model's limit, and said.
        studio.fallback_seq = 65536;
        auto capped = importHfConfigRecipe(readFile(path), studio);
        QVERIFY(capped.ok());
        QCOMPARE(capped->layout.seq_length, int64_t{32768});
        QVERIFY(std::any_of(capped.warnings.begin(), capped.warnings.end(), [](const std::string& w) {
            return w.find("the open recipe's 65536 is above its max_position_embeddings, so 32768") !=
                   std::string::npos;
        }));
        // The open recipe's options are kept, except its benchmark-only switches (review: an
        // import over a Bridge perf recipe came out "(benchmark)" with forced load balancing).
        ImportOptions overBenchmark = o;
        TrainingOptions benchmark;
        benchmark.routing.force_load_balancing = true;
        benchmark.overlap.grad_reduce = true;
        overBenchmark.fallback_options = benchmark;
        auto planned = importHfConfigRecipe(readFile(path), overBenchmark);
        QVERIFY(planned.ok());
        QVERIFY(planned->options.overlap.grad_reduce);  // kept
        QVERIFY(!planned->options.isBenchmarkOnly());   // not kept
        QVERIFY(std::any_of(planned.warnings.begin(), planned.warnings.end(), [](const std::string& w) {
            return w.find("the open recipe is benchmark-only") != std::string::npos;
        }));
        // A YaRN checkpoint at a sequence its scaling covers but its maximum does not (Qwen3-235B's
        // card: 40,960 positions, YaRN factor 4 over 32,768 = 131,072): the maximum is raised to the
        // sequence, and said (review in Portuguese: the import was refused).
        std::string yarnText = readFile(path);
        const std::string maxKey = "\"max_position_embeddings\": 32768";
        QVERIFY(yarnText.find(maxKey) != std::string::npos);
        yarnText.replace(yarnText.find(maxKey), maxKey.size(),
                         "\"max_position_embeddings\": 40960, \"rope_scaling\": {\"rope_type\": \"yarn\", "
                         "\"factor\": 4.0, \"original_max_position_embeddings\": 32768}");
        ImportOptions longContext = o;
        longContext.seq = 131072;
        auto yarn = importHfConfigRecipe(yarnText, longContext);
        QVERIFY2(yarn.ok(), yarn.ok() ? "" : yarn.error().toString().c_str());
        QCOMPARE(yarn->model.max_position_embeddings, int64_t{131072});
        QVERIFY(std::any_of(yarn.warnings.begin(), yarn.warnings.end(), [](const std::string& w) {
            return w.find("max_position_embeddings raised from 40960 to the sequence 131072") != std::string::npos;
        }));
        // Beyond what the scaling covers, the maximum is left for the rules to refuse, with their fix.
        longContext.seq = 262144;
        auto beyond = importHfConfigRecipe(yarnText, longContext);
        QVERIFY(beyond.ok());
        QCOMPARE(beyond->model.max_position_embeddings, int64_t{40960});
        // Review 43: the same file imported over an open recipe at 131,072 (the studio's fallback,
        // not --seq) was cut to 40,960; the length its YaRN covers is kept, as with --seq.
        ImportOptions overOpen = o;
        overOpen.seq.reset();  // no --seq: the open recipe's length
        overOpen.fallback_seq = 131072;
        auto keptLong = importHfConfigRecipe(yarnText, overOpen);
        QVERIFY2(keptLong.ok(), keptLong.ok() ? "" : keptLong.error().toString().c_str());
        QCOMPARE(keptLong->layout.seq_length, int64_t{131072});
        QCOMPARE(keptLong->model.max_position_embeddings, int64_t{131072});
        // Beyond the scaling, the model's own maximum, as before (review 19).
        overOpen.fallback_seq = 262144;
        auto cappedLong = importHfConfigRecipe(yarnText, overOpen);
        QVERIFY(cappedLong.ok());
        QCOMPARE(cappedLong->layout.seq_length, int64_t{40960});
        o.hardware = "TPU-v9";
        auto bad = importHfConfigRecipe(readFile(path), o);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().reason.find("H100-SXM") != std::string::npos);  // lists the known GPUs
    }
};

QTEST_APPLESS_MAIN(TestHfConfigImport)
#include "test_hf_config_import.moc"

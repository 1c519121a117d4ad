// Bridge YAML exports write null only into fields whose upstream annotation allows None. The
// annotations below were read from the upstream dataclasses, independently of the exporter:
// Megatron-Core megatron/core/model_parallel_config.py (ModelParallelConfig) and
// megatron/core/transformer/transformer_config.py (TransformerConfig, MLATransformerConfig), which
// Megatron-Bridge's model providers (src/megatron/bridge/models/gpt_provider.py, mla_provider.py)
// inherit. A null under a key missing from the table fails too, so a new null needs its audit row.
#include <yaml-cpp/yaml.h>

#include <QtTest/QtTest>
#include <map>
#include <string>

#include "core/catalog/catalog.h"
#include "core/export/bridge_yaml_export.h"
#include "export_test_support.h"

using namespace moe;
using moe::testing::builtinRecipeList;

namespace {

struct Annotation {
    bool allows_none;
    const char* upstream;  // the annotation as written upstream
};

const std::map<std::string, Annotation>& modelAnnotations() {
    static const std::map<std::string, Annotation> kTable = {
        // ModelParallelConfig.
        {"expert_tensor_parallel_size", {true, "Optional[int] = None"}},
        {"virtual_pipeline_model_parallel_size", {true, "Optional[int] = None"}},
        {"microbatch_group_size_per_vp_stage", {true, "Optional[int] = field(default=None, ...)"}},
        {"hierarchical_context_parallel_sizes", {true, "Optional[list[int]] = None"}},
        // TransformerConfig.
        {"pipeline_model_parallel_layout", {true, "Optional[Union[str, list, PipelineParallelLayerLayout]] = None"}},
        {"num_layers_in_first_pipeline_stage", {true, "Optional[int] = None"}},
        {"num_layers_in_last_pipeline_stage", {true, "Optional[int] = None"}},
        {"linear_attention_freq", {true, "Optional[Union[int, List[int]]] = None"}},
        {"window_size", {true, "Optional[Tuple[int, int]] = None"}},
        {"mtp_num_layers", {true, "Optional[int] = None"}},
        {"num_moe_experts", {true, "Optional[int] = None"}},
        {"moe_shared_expert_intermediate_size", {true, "Optional[int] = None"}},
        {"moe_router_num_groups", {true, "Optional[int] = None"}},
        {"moe_router_group_topk", {true, "Optional[int] = None"}},
        {"moe_router_dtype", {true, "Optional[Literal['fp32', 'fp64']] = None"}},
        {"moe_expert_capacity_factor", {true, "Optional[float] = None"}},
        {"recompute_granularity", {true, "Optional[Literal['full', 'selective']] = None"}},
        {"recompute_method", {true, "Optional[Literal['uniform', 'block']] = None"}},
        {"recompute_num_layers", {true, "Optional[int] = None"}},
        {"recompute_modules", {true, "Optional[List[str]] = None"}},
        // TransformerConfig (issue 39's model fields).
        {"activation_func_clamp_value", {true, "Optional[float] = None"}},
        {"moe_z_loss_coeff", {true, "Optional[float] = None"}},
        {"moe_router_topk", {false, "int = 2"}},
        {"moe_layer_freq", {false, "Union[int, List[int]] = 1"}},
        // MLATransformerConfig: DeepSeek-V2-Lite's provider sets None into this int field.
        {"q_lora_rank", {false, "int = 512"}},
        {"kv_lora_rank", {false, "int = 512"}},
        {"qk_head_dim", {false, "int = 128"}},
        {"qk_pos_emb_head_dim", {false, "int = 64"}},
        {"v_head_dim", {false, "int = 128"}},
    };
    return kTable;
}

// "section.key: why" for every null the document holds where the annotation does not allow None.
std::string nullViolations(const YAML::Node& doc) {
    std::string out;
    for (const auto& section : doc) {
        if (!section.second.IsMap()) continue;
        const std::string name = section.first.as<std::string>();
        for (const auto& kv : section.second) {
            if (!kv.second.IsNull()) continue;
            const std::string key = kv.first.as<std::string>();
            if (name != "model") {
                out += "  " + name + "." + key + ": null outside model (no annotation audited there)\n";
                continue;
            }
            auto it = modelAnnotations().find(key);
            if (it == modelAnnotations().end())
                out += "  model." + key + ": null, annotation not audited\n";
            else if (!it->second.allows_none)
                out += "  model." + key + ": null, annotated " + it->second.upstream + "\n";
        }
    }
    return out;
}


// DeepSeek-V2-Lite (MLA without a query LoRA: q_lora_rank unset) on 16 GPUs, EP 8.
Recipe v2LiteRecipe() { return moe::testing::catalogModelOn16Gpus("DeepSeek-V2-Lite"); }

}  // namespace

class TestBridgeYamlNulls : public QObject {
    Q_OBJECT
private slots:
    void everyBuiltinWritesNullOnlyWhereAllowed() {
        int exported = 0;
        for (const auto& recipe : builtinRecipeList())
            for (MegatronVersion v : testing::kAllTargetVersions) {
                auto yaml = exportBridgeYaml(recipe, v);
                if (!yaml) continue;  // version gates; tested elsewhere
                const std::string bad = nullViolations(YAML::Load(*yaml));
                QVERIFY2(bad.empty(), (recipe.name + " @ " + toString(v) + ":\n" + bad).c_str());
                ++exported;
            }
        QVERIFY(exported >= 49 * 3);
    }

    void mlaWithoutQueryLoraLeavesTheFieldOut() {
        const Recipe r = v2LiteRecipe();
        QVERIFY(!r.model.mla.q_lora_rank.has_value());  // the catalog's DeepSeek-V2-Lite: direct query projection
        for (MegatronVersion v : testing::kAllTargetVersions) {
            auto yaml = exportBridgeYaml(r, v);
            QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
            const YAML::Node doc = YAML::Load(*yaml);
            const std::string bad = nullViolations(doc);
            QVERIFY2(bad.empty(), bad.c_str());
            QVERIFY(doc["model"]["multi_latent_attention"].as<bool>());
            QVERIFY(!doc["model"]["q_lora_rank"]);
            QCOMPARE(doc["model"]["kv_lora_rank"].as<int>(), 512);
            QVERIFY(yaml->find("# adjusted for Bridge: q_lora_rank left out") != std::string::npos);
        }
    }

    // The check must be able to fail: nulls in an int field, in an unaudited field, outside model.
    void violationsAreFound() {
        const std::string bad =
            nullViolations(YAML::Load("model: {q_lora_rank: null, num_moe_experts: null, made_up: null}\n"
                                      "train: {micro_batch_size: null}\n"));
        QVERIFY(bad.find("model.q_lora_rank: null, annotated int = 512") != std::string::npos);
        QVERIFY(bad.find("model.made_up: null, annotation not audited") != std::string::npos);
        QVERIFY(bad.find("train.micro_batch_size: null outside model") != std::string::npos);
        QVERIFY(bad.find("num_moe_experts") == std::string::npos);  // Optional[int]
    }
};

QTEST_APPLESS_MAIN(TestBridgeYamlNulls)
#include "test_bridge_yaml_nulls.moc"

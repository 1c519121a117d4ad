// Validator: fine-grained activation offloading as Megatron-Core's TransformerConfig.__post_init__
// (megatron/core/transformer/transformer_config.py) asserts it, and the CUDA-graph implementations
// and scopes it runs with (docs/user-guide/features/fine_grained_activation_offloading.md). Each
// rule has a failing case and a passing case next to the boundary.
#include <QtTest>

#include "rules_fixture.h"

using namespace moe;
using namespace moe::testing;

namespace {

void offloadModules(Recipe& r, std::vector<OffloadModule> modules) {
    r.options.activation_cpu_offload = true;
    r.options.offload_modules = std::move(modules);
}
void teGraphs(Recipe& r, std::vector<CudaGraphScope> scopes) {
    r.options.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
    r.options.cuda_graphs.scopes = std::move(scopes);
}

const std::vector<RuleCase>& activationOffloadCases() {
    static const std::vector<RuleCase> cases = {
        {"activation offload with local graphs",
         Base::Qwen30B,
         [](Recipe& r) {
             teGraphs(r, {CudaGraphScope::Attn});
             r.options.cuda_graphs.impl = CudaGraphImpl::Local;
             offloadModules(r, {OffloadModule::ExpertFc1});
         },
         [](Recipe& r) {
             teGraphs(r, {CudaGraphScope::Attn});  // TE-scoped graphs run it; attn holds no offloaded module
             offloadModules(r, {OffloadModule::ExpertFc1});
         },
         "graphs.activation_offload",
         Severity::Error,
         {"transformer_engine or full_iteration", "impl is local"},
         false},
        {"offloaded module inside a captured scope",
         Base::Qwen30B,
         [](Recipe& r) {
             teGraphs(r, {CudaGraphScope::Attn});
             offloadModules(r, {OffloadModule::CoreAttn});
         },
         [](Recipe& r) {
             teGraphs(r, {CudaGraphScope::MoeRouter, CudaGraphScope::MoePreprocess});
             offloadModules(r, {OffloadModule::CoreAttn, OffloadModule::ExpertFc1});
         },
         "graphs.activation_offload_captured",
         Severity::Error,
         {"attn"},
         false},
        {"activation offload without modules",
         Base::Qwen30B,
         [](Recipe& r) { offloadModules(r, {}); },
         [](Recipe& r) { offloadModules(r, {OffloadModule::MoeAct}); },
         "offload.no_modules",
         Severity::Error,
         {"at least one offload module"},
         true},
        {"attn_proj offloaded alone",
         Base::Qwen30B,
         [](Recipe& r) { offloadModules(r, {OffloadModule::AttnProj, OffloadModule::ExpertFc1}); },
         [](Recipe& r) { offloadModules(r, {OffloadModule::CoreAttn, OffloadModule::AttnProj}); },
         "offload.attn_proj_without_core_attn",
         Severity::Error,
         {"attn_proj", "core_attn"},
         true},
        {"expert offload inside moe recompute",
         Base::Qwen30B,
         [](Recipe& r) {
             offloadModules(r, {OffloadModule::ExpertFc1, OffloadModule::MlpNorm});
             r.options.recompute.granularity = RecomputeGranularity::Selective;
             r.options.recompute.modules = {RecomputeModule::Moe};
         },
         [](Recipe& r) {
             offloadModules(r, {OffloadModule::ExpertFc1});
             r.options.recompute.granularity = RecomputeGranularity::Selective;
             r.options.recompute.modules = {RecomputeModule::MoeAct};
         },
         "offload.inside_moe_recompute",
         Severity::Error,
         {"expert_fc1", "'moe' recompute"},
         true},
        {"expert offload with paged stash",
         Base::Qwen30B,
         [](Recipe& r) {
             offloadModules(r, {OffloadModule::ExpertFc1, OffloadModule::MoeAct});
             r.options.dispatcher = Dispatcher::FlexHybridEP;
             r.options.routing.expert_rank_capacity_factor = 1.5;
         },
         [](Recipe& r) {
             offloadModules(r, {OffloadModule::CoreAttn});
             r.options.dispatcher = Dispatcher::FlexHybridEP;
             r.options.routing.expert_rank_capacity_factor = 1.5;
         },
         "offload.paged_stash",
         Severity::Error,
         {"expert_fc1, moe_act", "paged stash"},
         true},
        {"offload modules while offloading is off",
         Base::Qwen30B,
         [](Recipe& r) { r.options.offload_modules = {OffloadModule::ExpertFc1}; },
         [](Recipe& r) { offloadModules(r, {OffloadModule::ExpertFc1}); },
         "offload.modules_without_flag",
         Severity::Warning,
         {"offloading is off"},
         true},
    };
    return cases;
}

}  // namespace

class TestRulesActivationOffload : public QObject {
    Q_OBJECT
private slots:
    void cases_data() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < activationOffloadCases().size(); ++i)
            QTest::newRow(activationOffloadCases()[i].name) << static_cast<int>(i);
    }
    void cases() {
        QFETCH(int, index);
        checkRuleCase(activationOffloadCases()[static_cast<size_t>(index)]);
    }
    void offloadingWithoutGraphsOrRecomputeIsValid() {
        Recipe r = qwen30bBaseline();
        offloadModules(r, {OffloadModule::CoreAttn, OffloadModule::AttnProj, OffloadModule::ExpertFc1, OffloadModule::MoeAct});
        const auto d = validateRecipe(r);
        for (const auto& x : d) QVERIFY2(x.rule.rfind("offload.", 0) != 0 && x.rule.rfind("graphs.activation", 0) != 0, x.rule.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRulesActivationOffload)
#include "test_rules_activation_offload.moc"

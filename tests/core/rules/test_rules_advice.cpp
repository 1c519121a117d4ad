// Validator: the soft rules (warnings) of domain §2.6 and the seeds' rules of thumb (§7). Each
// warning has a failing case and a passing case next to the boundary.
#include <QtTest>

#include "core/export/export_environment.h"
#include "rules_fixture.h"
#include "tests/support/builtin_recipe.h"

using namespace moe;
using namespace moe::testing;

namespace {

const std::vector<RuleCase>& adviceCases() {
    static const std::vector<RuleCase> cases = {
        {"ETP unset",
         Base::Qwen30B,
         [](Recipe& r) { r.layout.etp.reset(); },
         nullptr,
         "layout.etp_unset",
         Severity::Warning,
         {"ETP defaults to TP (1)"},
         true},
        {"ETP above 1",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.etp = 2;
             r.layout.world_size = 32;
         },
         [](Recipe& r) { r.layout.world_size = 32; },
         "parallel.etp_above_one",
         Severity::Warning,
         {"ETP 2"},
         true},
        {"DP squeezed (EDP 1)",
         Base::Qwen30B,
         [](Recipe&) {},
         [](Recipe& r) { r.layout.ep = 8; },
         "parallel.dp_squeezed",
         Severity::Warning,
         {"DP squeezed", "EDP = 1", "DP 16"},
         false},
        {"DP squeezed (DP 1)",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.cp = 16;
             r.layout.seq_length = 65536;
         },
         [](Recipe& r) {
             r.layout.cp = 8;
             r.layout.ep = 8;
             r.layout.seq_length = 32768;
         },
         "parallel.dp_squeezed",
         Severity::Warning,
         {"DP and EDP = 1"},
         false},
        {"TP leaves the NVLink domain",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.tp = 16;
             r.layout.sequence_parallel = true;
             r.layout.world_size = 256;
             r.options.cuda_device_max_connections = 1;
         },
         [](Recipe& r) {
             r.layout.tp = 8;
             r.layout.sequence_parallel = true;
             r.layout.world_size = 128;
             r.options.cuda_device_max_connections = 1;
         },
         "topology.tp_outside_domain",
         Severity::Warning,
         {"TP group of 16", "8 GPUs"},
         false},
        {"EP leaves the NVLink domain",
         Base::Qwen30B,
         [](Recipe&) {},
         [](Recipe& r) { r.layout.ep = 8; },
         "topology.ep_outside_domain",
         Severity::Warning,
         {"ETP·EP = 1·16 = 16", "~50%"},
         false},
        {"EP 128 on HGX vs inside NVL72",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.ep = 128;
             r.layout.world_size = 128;
         },
         [](Recipe& r) {
             r.layout.ep = 64;
             r.layout.world_size = 64;
             useGpu(r, "GB200-NVL72");
         },
         "topology.ep_outside_domain",
         Severity::Warning,
         {"~94%"},
         false},
        {"EP straddles NVL72 racks",
         Base::Qwen30B,
         [](Recipe& r) {  // ranks 64..127 span GPUs 0..71 and 72..143
             r.layout.ep = 64;
             r.layout.world_size = 128;
             useGpu(r, "GB200-NVL72");
         },
         [](Recipe& r) {
             r.layout.ep = 8;
             r.layout.world_size = 144;
             r.layout.global_batch_size = 1152;
             useGpu(r, "GB200-NVL72");
         },
         "topology.ep_outside_domain",
         Severity::Warning,
         {"not a multiple of ETP·EP"},
         false},
        {"CP a2a across domains",
         Base::DSV3,
         [](Recipe& r) { r.layout.cp_comm_type = CpCommType::A2A; },
         nullptr,
         "topology.cp_outside_domain",
         Severity::Warning,
         {"CP group of 32", "a2a"},
         true},
        {"CP not a power of two",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.cp = 3;
             r.layout.seq_length = 6144;
             r.layout.world_size = 48;
             r.layout.global_batch_size = 1024;
         },
         [](Recipe& r) {
             r.layout.cp = 2;
             r.layout.world_size = 32;
         },
         "cp.not_power_of_two",
         Severity::Warning,
         {"CP 3"},
         false},
        {"s/CP far above 8K",
         Base::Qwen30B,
         [](Recipe& r) { r.layout.seq_length = 32768; },
         [](Recipe& r) { r.layout.seq_length = 16384; },
         "cp.shard_length",
         Severity::Warning,
         {"32768/1 = 32768"},
         false},
        {"s/CP far below 4K",
         Base::DSV3,
         [](Recipe& r) { r.layout.seq_length = 32768; },
         [](Recipe& r) { r.layout.seq_length = 65536; },
         "cp.shard_length",
         Severity::Warning,
         {"32768/32 = 1024"},
         false},
        {"router not FP32 with 128 experts",
         Base::Qwen30B,
         [](Recipe& r) { r.options.routing.router_dtype_fp32 = false; },
         [](Recipe& r) {
             r.options.routing.router_dtype_fp32 = false;
             r.model.moe.num_experts = 16;
         },
         "moe.router_fp32",
         Severity::Warning,
         {"128 experts"},
         true},
        {"forced load balancing",
         Base::Qwen30B,
         [](Recipe& r) { r.options.routing.force_load_balancing = true; },
         nullptr,
         "routing.forced_balance",
         Severity::Warning,
         {"benchmark-only"},
         true},
        {"benchmark-only run",
         Base::Qwen30B,
         [](Recipe& r) { r.options.benchmark_only = true; },
         nullptr,
         "run.benchmark_only",
         Severity::Warning,
         {"benchmark-only"},
         false},
        {"allgather dispatcher with EP",
         Base::Qwen30B,
         [](Recipe& r) { r.options.dispatcher = Dispatcher::AllGather; },
         [](Recipe& r) {
             r.options.dispatcher = Dispatcher::AllGather;
             r.layout.ep = 1;
         },
         "dispatcher.allgather",
         Severity::Warning,
         {"EP 16"},
         true},
        {"full recompute",
         Base::Qwen30B,
         [](Recipe& r) {
             r.options.recompute.granularity = RecomputeGranularity::Full;
             r.options.recompute.method = RecomputeMethod::Uniform;
             r.options.recompute.num_layers = 1;
         },
         [](Recipe& r) {
             r.options.recompute.granularity = RecomputeGranularity::Selective;
             r.options.recompute.modules = {RecomputeModule::MoeAct};
         },
         "recompute.full",
         Severity::Warning,
         {"full recompute"},
         false},
        {"core_attn recompute",
         Base::DSV3,
         [](Recipe& r) { r.options.recompute.modules.push_back(RecomputeModule::CoreAttn); },
         nullptr,
         "recompute.core_attn",
         Severity::Warning,
         {"core_attn", "131072"},
         true},
        // Megatron-LM's --recompute-modules defaults to core_attn: selective with none named is that.
        {"selective recompute with no module",
         Base::Qwen30B,
         [](Recipe& r) {
             r.options.recompute.granularity = RecomputeGranularity::Selective;
             r.options.recompute.modules.clear();
         },
         [](Recipe& r) {
             r.options.recompute.granularity = RecomputeGranularity::Selective;
             r.options.recompute.modules = {RecomputeModule::Layernorm};
         },
         "recompute.selective_no_modules",
         Severity::Warning,
         {"core_attn"},
         true},
        {"EP overlap plus delayed wgrad",
         Base::Qwen30B,
         [](Recipe& r) {
             r.options.overlap.ep_a2a_overlap = true;
             r.options.overlap.delay_wgrad_compute = true;
         },
         [](Recipe& r) { r.options.overlap.ep_a2a_overlap = true; },
         "overlap.combined",
         Severity::Warning,
         {"can regress"},
         false},
    };
    return cases;
}

}  // namespace

class TestRulesAdvice : public QObject {
    Q_OBJECT
private slots:
    void selectiveWithoutModulesIsCoreAttn() {
        // What the memory and time models see: Megatron's default module, nothing else.
        RecomputeOptions o;
        o.granularity = RecomputeGranularity::Selective;
        QVERIFY(o.has(RecomputeModule::CoreAttn));
        QVERIFY(!o.has(RecomputeModule::Layernorm));
        o.modules = {RecomputeModule::Layernorm};
        QVERIFY(!o.has(RecomputeModule::CoreAttn));
        o.granularity = RecomputeGranularity::None;
        o.modules.clear();
        QVERIFY(!o.has(RecomputeModule::CoreAttn));
    }

    // Review: the advice offered mla_up_proj to a GQA model (Megatron refuses it there). The modules
    // named are those of the model: Qwen3-30B-A3B (GQA, every layer MoE, no shared expert) gets
    // layernorm and the MoE ones; DeepSeek-V3 (MLA, 3 dense layers, a shared expert) all of them.
    void recomputeAdviceNamesOnlyTheModelsModules() {
        auto suggestionOf = [](Recipe r) {
            r.options.recompute.granularity = RecomputeGranularity::Full;
            r.options.recompute.method = RecomputeMethod::Uniform;
            r.options.recompute.num_layers = 1;
            return getRule(validateRecipe(r), "recompute.full").suggestion;
        };
        const std::string qwen = suggestionOf(baseline(Base::Qwen30B));
        QVERIFY2(contains(qwen, "(layernorm, moe_act, moe)"), qwen.c_str());
        const std::string dsv3 = suggestionOf(baseline(Base::DSV3));
        QVERIFY2(contains(dsv3, "(mla_up_proj, layernorm, moe_act, mlp, moe, shared_experts)"), dsv3.c_str());
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < adviceCases().size(); ++i) QTest::newRow(adviceCases()[i].name) << static_cast<int>(i);
    }
    void cases() {
        QFETCH(int, index);
        checkRuleCase(adviceCases()[static_cast<size_t>(index)]);
    }

    void warningsNeverBlockExport() {
        // A recipe full of soft-rule findings still has no errors.
        Recipe r = qwen30bBaseline();
        r.layout.etp.reset();
        r.options.routing.force_load_balancing = true;
        r.options.routing.router_dtype_fp32 = false;
        r.layout.seq_length = 32768;
        const auto d = validateRecipe(r);
        QVERIFY2(!hasErrors(d), qPrintable(errorsOf(d)));
        QVERIFY(countDiagnostics(d).warnings >= 4);
    }

    void crossDomainEpAdviceNeverSuggestsTheDispatcherInUse() {
        // Qwen3-30B with EP 16 on H100 (NVLink domain 8): half of the EP traffic leaves the domain
        // whatever the dispatcher; the suggestion names only the cross-domain dispatchers not in use.
        const std::pair<Dispatcher, const char*> cases[] = {
            {Dispatcher::AllGather, ", or use a dispatcher built for cross-domain EP (flex_deepep or flex_hybridep)"},
            {Dispatcher::AllToAll, ", or use a dispatcher built for cross-domain EP (flex_deepep or flex_hybridep)"},
            {Dispatcher::FlexDeepEP, ", or A/B flex_hybridep against the flex_deepep in use"},
            {Dispatcher::FlexHybridEP, "; the flex_hybridep dispatcher in use is already built for it"},
            {Dispatcher::FlexNcclEP, ", or A/B flex_deepep or flex_hybridep against the flex_ncclep in use"},
        };
        for (const auto& [dispatcher, tail] : cases) {
            Recipe r = qwen30bBaseline();
            r.options.dispatcher = dispatcher;
            const Diagnostic d = getRule(validateRecipe(r), "topology.ep_outside_domain");
            QCOMPARE(d.suggestion, std::string("keep ETP·EP <= 8 and dividing it") + tail);
        }
        // The seed that already runs HybridEP across two H100 nodes is not told to use HybridEP.
        const Recipe seed = testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        QCOMPARE(seed.options.dispatcher, Dispatcher::FlexHybridEP);
        const Diagnostic d = getRule(validateRecipe(seed), "topology.ep_outside_domain");
        QVERIFY2(!contains(d.suggestion, "use a dispatcher") && !contains(d.suggestion, "A/B flex_hybridep"),
                 d.suggestion.c_str());
    }

    void topologySkippedWhenMeshesDoNotDivide() {
        Recipe r = qwen30bBaseline();
        r.layout.world_size = 12;
        const auto d = validateRecipe(r);
        QVERIFY(findRule(d, "mesh.expert_divisible"));
        QVERIFY(!findRule(d, "topology.ep_outside_domain"));
    }

    void straddlingEpGroupsAndTheHybridEpExportSayTheSamePlacement() {
        // EP 64 on NVL72 racks of 72: packed 72 to a rack, groups straddle two; the HybridEP
        // export's ranks-per-domain (64) assumes each group in one rack. Both name the placement
        // that makes them agree: 64 of 72 GPUs per rack (72 / 64 = 1 group of 64).
        Recipe r = qwen30bBaseline();
        r.layout.ep = 64;
        r.layout.world_size = 128;
        useGpu(r, "GB200-NVL72");
        r.options.dispatcher = Dispatcher::FlexHybridEP;
        const std::vector<Diagnostic> d = validateRecipe(r);
        const Diagnostic* straddle = findRule(d, "topology.ep_outside_domain");
        QVERIFY(straddle);
        QVERIFY2(straddle->suggestion.find("64 of 72 per rack") != std::string::npos, straddle->suggestion.c_str());
        bool found = false;
        for (const auto& v : exportEnvironment(r))
            if (v.name == "NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN") {
                found = true;
                QCOMPARE(v.value, std::string("64"));
                QVERIFY2(v.why.find("place 64 GPUs per domain") != std::string::npos, v.why.c_str());
            }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestRulesAdvice)
#include "test_rules_advice.moc"

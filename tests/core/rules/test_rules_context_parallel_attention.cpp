// Transformer Engine's run-time rules for context-parallel attention (issue 39 item 3). Expected
// values come from the upstream assertions in NVIDIA/TransformerEngine
// transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py:
//   attn_forward_func_with_cp at 9c61cd7e5e0c93217ad38d4682568ff5dde4f08b
//     assert not sliding_window_attn or cp_comm_type in ["a2a", "all_gather"],
//         "The context parallel running configs cannot support sliding window attetnion!"
//     assert not enable_mla or cp_comm_type in ["p2p", "a2a+p2p"],
//         "The context parallel running configs cannot support MLA!"
//     (a2a+p2p) assert len(cp_group) == 2, "Current implementation only supports two-level CP groups!"
//   AttnFuncWithCPAndQKVOA2A.forward, same commit:
//     assert q.shape[-2] % cp_size == 0 and k.shape[-2] % cp_size == 0,
//         "The number of attention heads needs to be divisible by CP size!"
//   attn_forward_func_with_cp on later main (softmax_type), with the backend filter of
//   dot_product_attention/utils.py get_attention_backend at 002a3e573f49cb0345955745206084e289d0f346:
//     assert softmax_type == "vanilla" or cp_comm_type == "a2a",
//         "Context parallelism only supports {softmax_type=} with cp_comm_type = 'a2a'!"
// Megatron spells all_gather "allgather" in --cp-comm-type.
#include <QtTest>

#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/export/target_version.h"
#include "core/rules/context_parallel_attention.h"
#include "core/search/layout_search.h"
#include "rules_fixture.h"

using namespace moe;
using namespace moe::testing;

namespace {

// GPT-OSS-120B (catalog: 64 heads, 8 query groups, window 128 every other layer, learnable
// softmax) on 64 H100: TP1 CP4 PP1 EP16 ETP1, 32K tokens, MBS 1, GBS 64.
Recipe gptOssCp4() {
    Recipe r = makeRecipe("GPT-OSS-120B", "H100-SXM");
    Layout& l = r.layout;
    l.tp = 1;
    l.cp = 4;
    l.pp = 1;
    l.vpp = 1;
    l.ep = 16;
    l.etp = 1;
    l.seq_length = 32768;
    l.micro_batch_size = 1;
    l.global_batch_size = 64;
    l.world_size = 64;
    r.options.precision = Precision::BF16;
    r.options.dispatcher = Dispatcher::AllToAll;
    r.options.cuda_device_max_connections = 1;  // Hopper with CP > 1
    return r;
}

// DeepSeek-V3 (MLA) at CP 2 from the 128K seed: TP1 CP2 PP8 EP32 on 256 H100.
Recipe dsv3Cp2() {
    Recipe r = dsv3Baseline();
    r.layout.cp = 2;
    r.layout.global_batch_size = 128;  // DP 16: 8 microbatches, at least PP for interleaving
    return r;
}

std::vector<Diagnostic> cpAttentionErrors(const Recipe& r) {
    std::vector<Diagnostic> out;
    for (const Diagnostic& d : validateRecipe(r))
        if (d.severity == Severity::Error && d.rule.rfind("cp.", 0) == 0) out.push_back(d);
    return out;
}

Recipe applyFix(const Recipe& r, const Diagnostic& d) {
    Recipe fixed = r;
    for (const FieldChange& c : d.fix) {
        const Status s = applyFieldValue(fixed, c.path, c.value);
        if (!s.ok()) qFatal("fix %s=%s rejected", c.path.c_str(), c.value.c_str());
    }
    return fixed;
}

bool fixSets(const Diagnostic& d, const std::string& path, const std::string& value) {
    for (const FieldChange& c : d.fix)
        if (c.path == path && c.value == value) return true;
    return false;
}

// The rule fires as an error with a source, a suggestion and a fix that makes the recipe valid.
void expectRefusedAndFixed(const Recipe& r, const std::string& rule, const std::string& fixPath,
                           const std::string& fixValue, const std::vector<std::string>& messageParts) {
    const auto diags = validateRecipe(r);
    const Diagnostic* d = findRule(diags, rule);
    QVERIFY2(d, qPrintable("missing " + QString::fromStdString(rule) + describe(diags)));
    QCOMPARE(d->severity, Severity::Error);
    QVERIFY2(contains(d->source, "NVIDIA/TransformerEngine"), d->source.c_str());
    QVERIFY(!d->suggestion.empty());
    for (const auto& f : d->fields) QVERIFY2(findRecipeField(f), f.c_str());
    for (const auto& part : messageParts)
        QVERIFY2(contains(d->message, part), qPrintable(QString::fromStdString(part + " not in: " + d->message)));
    QVERIFY2(fixSets(*d, fixPath, fixValue),
             qPrintable(QString::fromStdString("fix lacks " + fixPath + "=" + fixValue)));
    const Recipe fixed = applyFix(r, *d);
    const auto after = validateRecipe(fixed);
    QVERIFY2(!hasErrors(after), qPrintable("still refused after the fix:" + errorsOf(after)));
}

}  // namespace

class TestRulesContextParallelAttention : public QObject {
    Q_OBJECT
private slots:
    void baselinesAreValid() {
        Recipe oss = gptOssCp4();
        oss.layout.cp_comm_type = CpCommType::A2A;
        QVERIFY2(!hasErrors(validateRecipe(oss)), qPrintable(errorsOf(validateRecipe(oss))));
        QVERIFY2(!hasErrors(validateRecipe(dsv3Cp2())), qPrintable(errorsOf(validateRecipe(dsv3Cp2()))));
        // CP 1 never reaches Transformer Engine's CP path: p2p (the default) is fine.
        Recipe cp1 = gptOssCp4();
        cp1.layout.cp = 1;
        QVERIFY2(cpAttentionErrors(cp1).empty(), qPrintable(describe(cpAttentionErrors(cp1))));
    }

    // GPT-OSS-120B with CP 4 over p2p breaks both the sliding-window and the softmax assertion;
    // a2a is the one type that serves both, so each finding's fix is a2a.
    void gptOss120bCp4OverP2pIsRefusedWithFixA2a() {
        const Recipe r = gptOssCp4();
        QCOMPARE(r.layout.cp_comm_type, CpCommType::P2P);
        expectRefusedAndFixed(r, "cp.sliding_window_comm_type", "layout.cp_comm_type", "a2a",
                              {"window 128", "CP 4 over cp_comm_type p2p", "a2a or allgather"});
        expectRefusedAndFixed(r, "cp.softmax_comm_type", "layout.cp_comm_type", "a2a",
                              {"learnable softmax", "only over a2a"});
        // allgather serves the window but not the learnable softmax: still a2a.
        Recipe ag = r;
        ag.layout.cp_comm_type = CpCommType::AllGather;
        QVERIFY(!findRule(validateRecipe(ag), "cp.sliding_window_comm_type"));
        expectRefusedAndFixed(ag, "cp.softmax_comm_type", "layout.cp_comm_type", "a2a", {"allgather"});
    }

    void slidingWindowAloneTakesA2aOrAllgather() {
        Recipe r = gptOssCp4();
        r.model.softmax = SoftmaxKind::Vanilla;
        r.layout.cp_comm_type = CpCommType::A2AP2P;
        r.layout.hierarchical_cp_sizes = {2, 2};
        expectRefusedAndFixed(r, "cp.sliding_window_comm_type", "layout.cp_comm_type", "a2a", {"a2a+p2p"});
        r.layout.cp_comm_type = CpCommType::AllGather;
        r.layout.hierarchical_cp_sizes.clear();
        QVERIFY2(cpAttentionErrors(r).empty(), qPrintable(describe(cpAttentionErrors(r))));
        // window_attn_skip_freq 1 makes every layer full attention: no window reaches TE.
        r.layout.cp_comm_type = CpCommType::P2P;
        r.model.sliding_window.skip_freq = 1;
        QVERIFY(!findRule(validateRecipe(r), "cp.sliding_window_comm_type"));
    }

    void offByOneSoftmaxNeedsA2a() {
        Recipe r = gptOssCp4();
        r.model.sliding_window = {};
        r.model.softmax = SoftmaxKind::OffByOne;
        expectRefusedAndFixed(r, "cp.softmax_comm_type", "layout.cp_comm_type", "a2a", {"off-by-one softmax"});
    }

    // a2a+p2p splits the heads over its inner a2a level (TE's AttnFuncWithCPAndKVP2P passes
    // cp_size_a2a to flash_attn_a2a_communicate, which views np heads as cp_a2a x np // cp_a2a):
    // Qwen3-235B (64 query, 4 key heads) at TP 4 keeps 1 key head per rank, which an inner level
    // of 2 cannot split (review 39-3 saw [2,2] pass, costed and exported). The fix is p2p without
    // the sizes; an inner level of 1 is p2p already and passes.
    void hierarchicalInnerLevelSplitsTheHeads() {
        Recipe r = makeRecipe("Qwen3-235B-A22B", "GB200-NVL72");
        r.layout.world_size = 256;
        r.layout.tp = 4;
        r.layout.sequence_parallel = true;
        r.layout.cp = 4;
        r.layout.ep = 16;
        r.layout.pp = 1;
        r.layout.global_batch_size = 64;
        r.layout.seq_length = 131072;
        r.model.max_position_embeddings = 131072;
        r.layout.cp_comm_type = CpCommType::A2AP2P;
        r.layout.hierarchical_cp_sizes = {2, 2};
        const auto diags = validateRecipe(r);
        const Diagnostic* d = findRule(diags, "cp.a2a_heads");
        QVERIFY2(d, qPrintable("missing cp.a2a_heads" + describe(diags)));
        QVERIFY2(contains(d->message, "inner a2a level of 2") && contains(d->message, "16 query and 1 key heads"),
                 d->message.c_str());
        QVERIFY(fixSets(*d, "layout.cp_comm_type", "p2p"));
        QVERIFY(fixSets(*d, "layout.hierarchical_cp_sizes", "[]"));
        QVERIFY(!findRule(validateRecipe(applyFix(r, *d)), "cp.a2a_heads"));
        r.layout.hierarchical_cp_sizes = {1, 4};
        QVERIFY(!findRule(validateRecipe(r), "cp.a2a_heads"));
    }

    // FP8 attention with sinks under CP: TE asserts softmax_type == "vanilla" when fp8_dpa is on
    // ("Context parallelism does not support {softmax_type=} with FP8 attention!", later main of
    // attn_forward_func_with_cp). At CP 1, or in BF16 attention, the same layout runs.
    void fp8AttentionWithSinksUnderCpIsRefused() {
        Recipe r = gptOssCp4();
        r.layout.cp_comm_type = CpCommType::A2A;
        r.options.precision = Precision::FP8Blockwise;
        r.options.fp8_attention = true;
        expectRefusedAndFixed(r, "cp.fp8_attention_softmax", "options.fp8_attention", "false",
                              {"learnable softmax with FP8 attention at CP 4"});
        auto script = exportMegatronLaunchScript(r, kDefaultTargetVersion);
        QVERIFY(!script.ok());
        r.layout.cp = 1;
        auto single = exportMegatronLaunchScript(r, kDefaultTargetVersion);
        QVERIFY2(single.ok(), single.ok() ? "" : single.error().toString().c_str());
        QVERIFY(contains(*single, "--fp8-dot-product-attention"));
        auto yaml = exportBridgeYaml(r, kDefaultTargetVersion);
        QVERIFY2(yaml.ok(), yaml.ok() ? "" : yaml.error().toString().c_str());
        QVERIFY(contains(*yaml, "fp8_dot_product_attention: true"));
    }

    // DeepSeek-V3 (MLA: k head dim 192, v head dim 128) at CP 2 over a2a: TE's MLA path is the ring.
    void deepSeekV3Cp2OverA2aIsRefusedWithFixP2p() {
        Recipe r = dsv3Cp2();
        r.layout.cp_comm_type = CpCommType::A2A;
        expectRefusedAndFixed(
            r, "cp.mla_comm_type", "layout.cp_comm_type", "p2p",
            {"MLA", "k head dim 192, v head dim 128", "CP 2 over cp_comm_type a2a", "p2p or a2a+p2p"});
        r.layout.cp_comm_type = CpCommType::AllGather;
        expectRefusedAndFixed(r, "cp.mla_comm_type", "layout.cp_comm_type", "p2p", {"allgather"});
    }

    // a2a splits the heads: GPT-OSS at TP 2 keeps 32 query and 4 key heads per rank, and CP 8 does
    // not divide 4. The window and the learnable softmax leave no other type, so the fix is CP 1.
    void a2aHeadsNotDivisibleByCp() {
        Recipe r = gptOssCp4();
        r.layout.tp = 2;
        r.layout.cp = 8;
        r.layout.sequence_parallel = true;
        r.layout.cp_comm_type = CpCommType::A2A;
        expectRefusedAndFixed(r, "cp.a2a_heads", "layout.cp", "1", {"TP 2", "32 query and 4 key heads", "CP 8"});
        QVERIFY(!acceptedCpCommType(r.model, 2, 8, CpCommType::A2A));
        // With a vanilla softmax allgather still serves the window.
        r.model.softmax = SoftmaxKind::Vanilla;
        expectRefusedAndFixed(r, "cp.a2a_heads", "layout.cp_comm_type", "allgather", {"CP 8"});
    }

    void hierarchicalCpTakesTwoLevels() {
        Recipe r = dsv3Baseline();  // CP 32, MLA
        r.layout.cp_comm_type = CpCommType::A2AP2P;
        r.layout.hierarchical_cp_sizes = {2, 4, 4};
        expectRefusedAndFixed(r, "cp.hierarchical_levels", "layout.cp_comm_type", "p2p",
                              {"3 hierarchical CP sizes", "2·4·4"});
        r.layout.hierarchical_cp_sizes = {8, 4};
        QVERIFY2(cpAttentionErrors(r).empty(), qPrintable(describe(cpAttentionErrors(r))));
        // An inner level of 1 runs as p2p, an outer level of 1 as a2a (attn_forward_func_with_cp).
        QCOMPARE(effectiveCpCommType(CpCommType::A2AP2P, {1, 32}), CpCommType::P2P);
        QCOMPARE(effectiveCpCommType(CpCommType::A2AP2P, {32, 1}), CpCommType::A2A);
        r.layout.hierarchical_cp_sizes = {32, 1};
        QVERIFY(findRule(validateRecipe(r), "cp.mla_comm_type"));
    }

    // The NVLink-domain advice must not offer p2p to a model whose window TE cannot run over p2p.
    void topologyAdviceOffersNoRefusedType() {
        Recipe r = gptOssCp4();
        r.model.softmax = SoftmaxKind::Vanilla;
        r.model.num_query_groups = 64;
        r.layout.cp = 16;
        r.layout.seq_length = 131072;
        r.layout.cp_comm_type = CpCommType::AllGather;
        const auto diags = validateRecipe(r);
        QVERIFY2(!hasErrors(diags), qPrintable(errorsOf(diags)));
        const Diagnostic* d = findRule(diags, "topology.cp_outside_domain");
        QVERIFY2(d, qPrintable(describe(diags)));
        QVERIFY(d->fix.empty());
        QVERIFY2(contains(d->suggestion, "refuses the p2p ring"), d->suggestion.c_str());
        // DeepSeek-V3 (MLA) keeps its p2p fix.
        Recipe dsv3 = dsv3Baseline();
        dsv3.layout.cp_comm_type = CpCommType::A2A;
        const auto dsv3Diags = validateRecipe(dsv3);
        const Diagnostic* mla = findRule(dsv3Diags, "topology.cp_outside_domain");
        QVERIFY2(mla && fixSets(*mla, "layout.cp_comm_type", "p2p"), qPrintable(describe(dsv3Diags)));
    }

    // Exports are refused with the reason (checkExportable takes the validator's errors).
    void exportOfARefusedLayoutFails() {
        const Recipe r = gptOssCp4();
        auto script = exportMegatronLaunchScript(r, kDefaultTargetVersion);
        QVERIFY(!script.ok());
        QVERIFY2(contains(script.error().reason, "export refused") &&
                     contains(script.error().reason, "sliding-window attention (window 128)"),
                 script.error().reason.c_str());
        auto yaml = exportBridgeYaml(r, kDefaultTargetVersion);
        QVERIFY(!yaml.ok());
        QVERIFY2(contains(yaml.error().reason, "learnable softmax"), yaml.error().reason.c_str());
        Recipe a2a = r;
        a2a.layout.cp_comm_type = CpCommType::A2A;
        auto ok = exportMegatronLaunchScript(a2a, kDefaultTargetVersion);
        QVERIFY2(ok.ok(), ok.ok() ? "" : ok.error().toString().c_str());
        QVERIFY(contains(*ok, "--cp-comm-type a2a"));
    }

    // The search never returns a plan TE refuses: GPT-OSS plans with CP > 1 run over a2a (the
    // recipe's p2p is refused) and say so; CP helps at 64K, so such plans are found.
    void searchOverGptOssReturnsOnlyAcceptedPlans() {
        SearchRequest req;
        req.model = *builtinCatalog().findModel("GPT-OSS-120B");
        req.hardware = *builtinCatalog().findHardware("H100-SXM");
        req.gpus = 64;
        req.seq_length = 65536;
        req.options.overlap.grad_reduce = true;
        req.options.overlap.param_gather = true;
        req.constraints.fixed = {{"pp", 1}, {"etp", 1}};
        req.constraints.micro_batch_sizes = {1};
        req.constraints.offload_fractions = {0.0};
        req.top_k = 20;
        req.threads = 2;
        QCOMPARE(req.cp_comm_type, CpCommType::P2P);
        auto result = searchLayouts(req);
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
        QVERIFY(!result->results.empty());
        int cpPlans = 0;
        for (const SearchCandidate& c : result->results) {
            const Layout& l = c.recipe.layout;
            QVERIFY2(cpAttentionErrors(c.recipe).empty(), qPrintable(describe(cpAttentionErrors(c.recipe))));
            QVERIFY2(!hasErrors(validateRecipe(c.recipe)), qPrintable(errorsOf(validateRecipe(c.recipe))));
            // GPT-OSS's YaRN gap is the model's, the same for every plan: not repeated on each.
            for (const Diagnostic& w : c.warnings) QVERIFY2(w.rule.rfind("export.", 0) != 0, w.rule.c_str());
            if (l.cp > 1) {
                ++cpPlans;
                QCOMPARE(l.cp_comm_type, CpCommType::A2A);
                QVERIFY(int64_t{req.model.num_query_groups} / l.tp % l.cp == 0);
                QVERIFY2(contains(c.levers, "cp_comm_type a2a"), c.levers.c_str());
                QVERIFY2(contains(c.cp_comm_note, "refuses p2p"), c.cp_comm_note.c_str());
            }
        }
        QVERIFY2(cpPlans > 0, "no CP > 1 plan over a2a");
        // A request for a2a keeps it and needs no note.
        req.cp_comm_type = CpCommType::A2A;
        auto a2a = searchLayouts(req);
        QVERIFY(a2a.ok());
        for (const SearchCandidate& c : a2a->results) QVERIFY(c.cp_comm_note.empty());
    }

    // MLA: a search asked for a2a (which TE refuses for MLA) returns CP plans over p2p, said in
    // the plan, and none that TE refuses.
    void searchOverMlaNeverReturnsA2a() {
        SearchRequest req;
        req.model = *builtinCatalog().findModel("DeepSeek-V2-Lite");
        req.hardware = *builtinCatalog().findHardware("H100-SXM");
        req.gpus = 16;
        req.seq_length = 65536;
        req.cp_comm_type = CpCommType::A2A;
        req.constraints.fixed = {{"pp", 1}, {"etp", 1}};
        req.constraints.micro_batch_sizes = {1};
        req.constraints.offload_fractions = {0.0};
        req.top_k = 20;
        req.threads = 2;
        auto result = searchLayouts(req);
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
        int cpPlans = 0;
        for (const SearchCandidate& c : result->results) {
            QVERIFY2(cpAttentionErrors(c.recipe).empty(), qPrintable(describe(cpAttentionErrors(c.recipe))));
            if (c.recipe.layout.cp > 1) {
                ++cpPlans;
                QCOMPARE(c.recipe.layout.cp_comm_type, CpCommType::P2P);
                QVERIFY2(contains(c.cp_comm_note, "a2a"), c.cp_comm_note.c_str());
            }
        }
        QVERIFY2(cpPlans > 0, "no CP > 1 plan");
    }
};

QTEST_APPLESS_MAIN(TestRulesContextParallelAttention)
#include "test_rules_context_parallel_attention.moc"

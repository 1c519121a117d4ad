// Validator: baselines, world/mesh divisibility, batch shape and model fit (domain §2.1, §2.5),
// ordering and robustness. Each rule has a failing case and a passing case at the boundary.
#include <QtTest>
#include <limits>

#include "core/recipe/recipe_fields.h"
#include "rules_fixture.h"

using namespace moe;
using namespace moe::testing;

namespace {

const std::vector<RuleCase>& worldCases() {
    static const std::vector<RuleCase> cases = {
        {"world not divisible by TP·CP·PP",
         Base::DSV3,
         [](Recipe& r) { r.layout.world_size = 100; },
         [](Recipe& r) { r.layout.world_size = 512; },
         "mesh.attention_divisible",
         Severity::Error,
         {"world 100", "TP·CP·PP = 1·32·8 = 256"},
         true},
        {"world not divisible by ETP·EP·PP",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.ep = 32;
             r.layout.world_size = 16;
         },
         [](Recipe& r) {
             r.layout.ep = 32;
             r.layout.world_size = 32;
         },
         "mesh.expert_divisible",
         Severity::Error,
         {"world 16", "ETP·EP·PP = 1·32·1 = 32"},
         true},
        {"unset ETP counts as TP in the expert mesh",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.tp = 4;
             r.layout.etp.reset();
             r.layout.ep = 8;
             r.layout.world_size = 16;
         },
         [](Recipe& r) {
             r.layout.tp = 4;
             r.layout.etp = 1;
             r.layout.ep = 8;
             r.layout.world_size = 16;
             r.layout.sequence_parallel = true;
         },
         "mesh.expert_divisible",
         Severity::Error,
         {"ETP·EP·PP = 4·8·1 = 32", "ETP unset"},
         true},
        {"GBS % (MBS·DP)",
         Base::Qwen30B,
         [](Recipe& r) { r.layout.global_batch_size = 1000; },
         [](Recipe& r) { r.layout.global_batch_size = 1008; },
         "batch.gbs_divisible",
         Severity::Error,
         {"global batch 1000", "MBS·DP = 1·16 = 16"},
         true},
        {"SP at TP 1",
         Base::Qwen30B,
         [](Recipe& r) { r.layout.sequence_parallel = true; },
         [](Recipe& r) {
             r.layout.sequence_parallel = true;
             r.layout.tp = 2;
             r.layout.world_size = 32;
         },
         "parallel.sp_at_tp1",
         Severity::Error,
         {"TP 1"},
         true},
        {"dist-opt instances divide DP·CP",
         Base::Qwen30B,
         [](Recipe& r) { r.options.optimizer.distributed_instances = 3; },
         [](Recipe& r) { r.options.optimizer.distributed_instances = 4; },
         "optimizer.instances_divisible",
         Severity::Error,
         {"DP·CP = 16·1 = 16", "3 distributed optimizer instances"},
         true},
        {"hierarchical CP product",
         Base::DSV3,
         [](Recipe& r) {
             r.layout.cp_comm_type = CpCommType::A2AP2P;
             r.layout.hierarchical_cp_sizes = {8, 2};
         },
         [](Recipe& r) {
             r.layout.cp_comm_type = CpCommType::A2AP2P;
             r.layout.hierarchical_cp_sizes = {8, 4};
         },
         "cp.hierarchical_product",
         Severity::Error,
         {"8·2", "multiply to 16", "CP 32"},
         true},  // the fix: inner 8 (the largest divisor of CP 32 with TP·inner inside an 8-GPU node), outer 4
        {"a2a+p2p without hierarchical sizes",
         Base::DSV3,
         [](Recipe& r) { r.layout.cp_comm_type = CpCommType::A2AP2P; },
         [](Recipe& r) {
             r.layout.cp_comm_type = CpCommType::A2AP2P;
             r.layout.hierarchical_cp_sizes = {8, 4};
         },
         "cp.hierarchical_missing",
         Severity::Error,
         {"a2a+p2p"},
         true},
        {"tp-cp-ep-pp-dp with EDP != DP",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.rank_order = RankOrder::TpCpEpPpDp;
             r.layout.pp = 2;
             r.layout.world_size = 64;
             r.layout.global_batch_size = 1024;
         },
         [](Recipe& r) {
             r.layout.rank_order = RankOrder::TpCpEpPpDp;
             r.layout.pp = 2;
             r.layout.ep = 1;
             r.layout.world_size = 64;
         },
         "mesh.rank_order_edp",
         Severity::Error,
         {"EDP 2", "DP 32"},
         true},
        // Model fit.
        {"heads % TP",
         Base::Qwen30B,
         [](Recipe& r) {
             r.model.num_attention_heads = 30;
             r.model.num_query_groups = 6;
             r.layout.tp = 4;
             r.layout.sequence_parallel = true;
             r.layout.world_size = 64;
         },
         [](Recipe& r) {
             r.layout.tp = 4;
             r.layout.sequence_parallel = true;
             r.layout.world_size = 64;
         },
         "model.heads_divisible_tp",
         Severity::Error,
         {"heads 30", "TP 4"},
         false},
        {"query groups vs TP",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.tp = 8;
             r.layout.sequence_parallel = true;
             r.layout.world_size = 128;
             r.model.num_query_groups = 6;
             r.model.num_attention_heads = 48;
         },
         [](Recipe& r) {  // TP 4 over 4 groups: one KV head per TP rank
             r.layout.tp = 4;
             r.layout.sequence_parallel = true;
             r.layout.world_size = 64;
         },
         "model.query_groups_tp",
         Severity::Error,
         {"query groups 6", "TP 8"},
         false},
        {"experts % EP",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.ep = 12;
             r.layout.world_size = 24;
             r.layout.global_batch_size = 1008;
         },
         [](Recipe& r) {
             r.layout.ep = 32;
             r.layout.world_size = 32;
         },
         "model.experts_divisible_ep",
         Severity::Error,
         {"experts 128", "EP 12"},
         true},  // the fix: EP gcd(128, 12) = 4 (review 12: no one-click fix)
        {"EP on a dense model",
         Base::Qwen30B,
         [](Recipe& r) { r.model.moe.num_experts = 0; },
         [](Recipe& r) {
             r.model.moe.num_experts = 0;
             r.layout.ep = 1;
         },
         "model.ep_without_experts",
         Severity::Error,
         {"EP 16"},
         true},
        {"experts % router groups",
         Base::DSV3,
         [](Recipe& r) { r.model.moe.router.num_groups = 6; },
         [](Recipe& r) { r.model.moe.router.num_groups = 16; },
         "model.router_groups",
         Severity::Error,
         {"experts 256", "router groups 6"},
         false},
        {"group top-k > groups",
         Base::DSV3,
         [](Recipe& r) { r.model.moe.router.group_topk = 9; },
         [](Recipe& r) { r.model.moe.router.group_topk = 8; },
         "model.router_group_topk",
         Severity::Error,
         {"top-k 9", "groups 8"},
         true},
        {"seq % (2·CP)",
         Base::DSV3,
         [](Recipe& r) { r.layout.seq_length = 131072 + 32; },
         [](Recipe& r) { r.layout.seq_length = 131072 + 64; },
         "seq.cp_divisible",
         Severity::Error,
         {"131104", "2·CP = 2·32 = 64"},
         false},  // the fixed length then exceeds max_position_embeddings
        {"max_position_embeddings < seq",
         Base::DSV3,
         [](Recipe& r) { r.model.max_position_embeddings = 65536; },
         [](Recipe& r) { r.model.max_position_embeddings = 131072; },
         "seq.max_position_embeddings",
         Severity::Error,
         {"131072", "65536"},
         true},
        {"MLA with GQA",
         Base::DSV3,
         [](Recipe& r) { r.model.num_query_groups = 8; },
         [](Recipe& r) { r.model.num_query_groups = 128; },
         "model.mla_with_gqa",
         Severity::Error,
         {"8 query groups", "128 heads"},
         true},
    };
    return cases;
}

Recipe qwenNext(int tp, int cp) {
    Recipe r = makeRecipe("Qwen3-Next-80B-A3B", "B200-HGX");
    r.layout.tp = tp;
    r.layout.cp = cp;
    r.layout.sequence_parallel = tp > 1;
    r.layout.ep = 8;
    r.layout.etp = 1;
    r.layout.seq_length = 32768;
    r.layout.world_size = 64;
    r.layout.global_batch_size = 64;
    return r;
}

}  // namespace

class TestRulesWorld : public QObject {
    Q_OBJECT
private slots:
    void qwenBaselineHasNoErrors() {
        const auto d = validateRecipe(qwen30bBaseline());
        QVERIFY2(!hasErrors(d), qPrintable(errorsOf(d)));
        QCOMPARE(countDiagnostics(d).errors, 0);
    }

    void dsv3SeedBaselineHasNoErrors() {
        const auto d = validateRecipe(dsv3Baseline());
        QVERIFY2(!hasErrors(d), qPrintable(errorsOf(d)));
        // DP = EDP = 1 at 256 GPUs (seed 000 table: 256 → 1/1).
        const Diagnostic squeezed = getRule(d, "parallel.dp_squeezed");
        QVERIFY2(!squeezed.rule.empty(), qPrintable(describe(d)));
        QCOMPARE(squeezed.severity, Severity::Warning);
        QVERIFY(contains(squeezed.message, "DP 1, EDP 1"));
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < worldCases().size(); ++i) QTest::newRow(worldCases()[i].name) << static_cast<int>(i);
    }
    void cases() {
        QFETCH(int, index);
        checkRuleCase(worldCases()[static_cast<size_t>(index)]);
    }

    void worldFixIsLcmMultiple() {
        // TP·CP·PP = 2·1·2 = 4, ETP·EP·PP = 1·8·2 = 16 → lcm 16; the next multiple from 18 is 32.
        Recipe r = qwen30bBaseline();
        r.layout.tp = 2;
        r.layout.sequence_parallel = true;
        r.layout.pp = 2;
        r.layout.ep = 8;
        r.layout.world_size = 18;
        const auto d = validateRecipe(r);
        const Diagnostic e = getRule(d, "mesh.attention_divisible");
        QVERIFY2(!e.rule.empty(), qPrintable(describe(d)));
        QCOMPARE(e.fix.size(), size_t{1});
        QCOMPARE(e.fix[0], (FieldChange{"layout.world_size", "32"}));
        QVERIFY(contains(e.message, "world 18"));
        QVERIFY(findRule(d, "mesh.expert_divisible"));
    }

    void positionsPastTheRotaryScalingAreNamed() {
        // Review: the 128K fix raised max_position_embeddings and said nothing of RoPE scaling.
        // DeepSeek-V3's YaRN covers 4096 x 40 = 163,840 tokens: at 262,144 it needs a factor of at
        // least 262144 / 4096 = 64. Qwen3-30B (no scaling, 40,960 positions) at 131,072 needs YaRN
        // with a factor of at least ceil(131072 / 40960) = ceil(3.2) = 4. DeepSeek-V3 with its maximum
        // cut to 65,536 at its 131,072 sequence stays inside the YaRN range: the plain suggestion.
        Recipe dsv3 = dsv3Baseline();
        dsv3.model.max_position_embeddings = 163840;
        dsv3.layout.seq_length = 262144;
        Diagnostic e = getRule(validateRecipe(dsv3), "seq.max_position_embeddings");
        QVERIFY(!e.rule.empty());
        QVERIFY2(contains(e.suggestion, "covers 163840 tokens (4096 × factor 40)") &&
                     contains(e.suggestion, "--rotary-scaling-factor (at least 64)"),
                 e.suggestion.c_str());
        dsv3 = dsv3Baseline();
        dsv3.model.max_position_embeddings = 65536;
        e = getRule(validateRecipe(dsv3), "seq.max_position_embeddings");
        QVERIFY(!e.rule.empty());
        QCOMPARE(e.suggestion, std::string("raise max_position_embeddings to 131072 (long-context recipes do)"));

        Recipe qwen = qwen30bBaseline();
        QCOMPARE(qwen.model.rope_scaling.kind, RopeScalingKind::None);
        qwen.model.max_position_embeddings = 40960;
        qwen.layout.seq_length = 131072;
        e = getRule(validateRecipe(qwen), "seq.max_position_embeddings");
        QVERIFY(!e.rule.empty());
        QVERIFY2(contains(e.suggestion, "rotary embeddings cover 40960 tokens") &&
                     contains(e.suggestion, "--rope-type yarn with --rotary-scaling-factor of at least 4"),
                 e.suggestion.c_str());
        // The one-click fix scales RoPE too (review in Portuguese: it raised the maximum only and
        // both exports trained plain RoPE at 128K): YaRN from 40,960 by ceil(3.2) = 4.
        QCOMPARE(e.fix, (std::vector<FieldChange>{{"model.max_position_embeddings", "131072"},
                                                  {"model.rope_scaling.type", "yarn"},
                                                  {"model.rope_scaling.original_max_position_embeddings", "40960"},
                                                  {"model.rope_scaling.factor", "4"}}));
        {
            Recipe fixed = qwen;
            for (const FieldChange& change : e.fix) QVERIFY(applyFieldValue(fixed, change.path, change.value).ok());
            const auto after = validateRecipe(fixed);
            QVERIFY(!findRule(after, "seq.max_position_embeddings"));
            QVERIFY(!findRule(after, "seq.rope_beyond_checkpoint"));
        }

        // Review entry 3: a maximum raised by hand leaves nothing saying RoPE is still unscaled.
        // A warning stays while the catalog checkpoint's RoPE (Qwen3-30B: 40,960 positions, no
        // scaling) does not cover the sequence, with the same YaRN fix.
        QCOMPARE(qwen.model_ref, std::string("Qwen3-30B-A3B"));
        QVERIFY(applyFieldValue(qwen, "model.max_position_embeddings", "131072").ok());
        auto after = validateRecipe(qwen);
        QVERIFY(!findRule(after, "seq.max_position_embeddings"));
        const Diagnostic rope = getRule(after, "seq.rope_beyond_checkpoint");
        QCOMPARE(rope.fix, (std::vector<FieldChange>{{"model.rope_scaling.type", "yarn"},
                                                     {"model.rope_scaling.original_max_position_embeddings", "40960"},
                                                     {"model.rope_scaling.factor", "4"}}));
        QVERIFY2(!rope.rule.empty(), qPrintable(describe(after)));
        QVERIFY2(
            contains(rope.message, "beyond the 40960 positions the Qwen3-30B-A3B checkpoint's rotary embeddings cover"),
            rope.message.c_str());
        QVERIFY2(contains(rope.suggestion, "model.rope_scaling.factor of at least 4"), rope.suggestion.c_str());
        // YaRN from 40,960 by a factor of 4 covers 163,840 tokens: no warning.
        qwen.model.rope_scaling.kind = RopeScalingKind::Yarn;
        qwen.model.rope_scaling.factor = 4;
        qwen.model.rope_scaling.original_max_position_embeddings = 40960;
        QVERIFY(!findRule(validateRecipe(qwen), "seq.rope_beyond_checkpoint"));
        // Within the checkpoint's own length: nothing either.
        Recipe shortRun = qwen30bBaseline();
        QVERIFY(!findRule(validateRecipe(shortRun), "seq.rope_beyond_checkpoint"));
    }

    void hierarchicalCpFixKeepsTheInnerGroupInsideTheNode() {
        // DeepSeek-V3 at CP 32 on H100 (8 GPUs per NVLink domain): TP 1 → inner 8, outer 4; TP 2 →
        // inner 4 (TP·inner = 8), outer 8. The inner level is the a2a one and must stay in NVLink.
        for (const auto& [tp, expected] : {std::pair{1, std::string("8,4")}, std::pair{2, std::string("4,8")}}) {
            Recipe r = dsv3Baseline();
            r.layout.tp = tp;
            r.layout.sequence_parallel = tp > 1;
            r.layout.world_size *= tp;
            r.layout.cp_comm_type = CpCommType::A2AP2P;
            r.layout.hierarchical_cp_sizes = {8, 2};
            const Diagnostic e = getRule(validateRecipe(r), "cp.hierarchical_product");
            QVERIFY(!e.rule.empty());
            QCOMPARE(e.fix, (std::vector<FieldChange>{{"layout.hierarchical_cp_sizes", expected}}));
        }
    }

    // Review: CP taken down to 1 with a2a+p2p and its [8, 4] levels left over: an error with no fix
    // (no inner size of at least one level exists at CP 1). The fix drops the levels and the comm
    // type that needs them, and applied it leaves no hierarchical-CP error behind.
    void hierarchicalCpLeftOverAtCpOneHasAFix() {
        Recipe r = dsv3Baseline();
        r.layout.cp_comm_type = CpCommType::A2AP2P;
        r.layout.hierarchical_cp_sizes = {8, 4};
        r.layout.world_size /= r.layout.cp;
        r.layout.cp = 1;
        const Diagnostic e = getRule(validateRecipe(r), "cp.hierarchical_product");
        QVERIFY(!e.rule.empty());
        QCOMPARE(e.fix, (std::vector<FieldChange>{{"layout.hierarchical_cp_sizes", "[]"},
                                                  {"layout.cp_comm_type", toString(CpCommType::P2P)}}));
        for (const FieldChange& change : e.fix) QVERIFY(applyFieldValue(r, change.path, change.value).ok());
        const auto after = validateRecipe(r);
        for (const char* rule : {"cp.hierarchical_product", "cp.hierarchical_missing", "cp.hierarchical_levels"})
            QVERIFY2(!findRule(after, rule), rule);
    }

    // Review entry 3: Qwen3-235B (64 heads, 4 query groups) was estimated, searched and exported at
    // TP 8. Megatron-Core's attention divides num_query_groups by the TP size (attention.py,
    // num_query_groups_per_partition = divide(num_query_groups, world_size)): TP 8 over 4 groups fails
    // at model build, however a KV head might be replicated elsewhere.
    void tpAboveTheQueryGroupsIsRefused() {
        Recipe r = baseline(Base::Qwen30B);
        QCOMPARE(r.model.num_query_groups, 4);
        r.layout.tp = 8;
        r.layout.sequence_parallel = true;
        r.layout.world_size *= 8;
        const Diagnostic e = getRule(validateRecipe(r), "model.query_groups_tp");
        QVERIFY(!e.rule.empty());
        QCOMPARE(e.severity, Severity::Error);
        QVERIFY2(contains(e.message, "query groups 4 are not divisible by TP 8"), e.message.c_str());
    }

    void gdnHeads() {
        // Qwen3-Next: 16 key heads, 32 value heads. TP2·CP4 = 8 divides both; TP4·CP8 = 32 does not
        // divide 16.
        auto ok = validateRecipe(qwenNext(2, 4));
        QVERIFY2(!findRule(ok, "model.gdn_heads_tp_cp"), qPrintable(describe(ok)));
        QVERIFY(!findRule(ok, "model.gdn_value_heads"));
        Recipe r = qwenNext(4, 8);
        r.layout.world_size = 256;
        r.layout.global_batch_size = 64;
        auto bad = validateRecipe(r);
        const Diagnostic d = getRule(bad, "model.gdn_heads_tp_cp");
        QVERIFY2(!d.rule.empty(), qPrintable(describe(bad)));
        QVERIFY(contains(d.message, "key heads 16"));
        QVERIFY(contains(d.message, "TP·CP = 4·8 = 32"));

        Recipe v = qwenNext(1, 1);
        QVERIFY(v.model.linear_attention.has_value());
        v.model.linear_attention.value().num_value_heads = 24;
        auto badV = validateRecipe(v);
        const Diagnostic dv = getRule(badV, "model.gdn_value_heads");
        QVERIFY2(!dv.rule.empty(), qPrintable(describe(badV)));
        QVERIFY(contains(dv.message, "value heads 24"));
        QVERIFY(contains(dv.message, "key heads 16"));
    }

    void errorsBeforeWarningsAndStable() {
        Recipe r = qwen30bBaseline();
        r.layout.world_size = 100;                      // error
        r.options.routing.force_load_balancing = true;  // warning
        r.layout.sequence_parallel = true;              // error (TP 1)
        const auto d1 = validateRecipe(r);
        const auto d2 = validateRecipe(r);
        QCOMPARE(d1, d2);
        bool seenWarning = false;
        for (const auto& d : d1) {
            if (d.severity == Severity::Warning) seenWarning = true;
            if (d.severity == Severity::Error) QVERIFY2(!seenWarning, qPrintable(describe(d1)));
        }
        QVERIFY(seenWarning);
        QVERIFY(countDiagnostics(d1).errors >= 2);
    }

    void degenerateValuesDoNotCrash() {
        Recipe r = qwen30bBaseline();
        r.layout.tp = 0;
        r.layout.ep = -3;
        r.layout.pp = 0;
        r.layout.vpp = 0;
        r.layout.world_size = 0;
        r.layout.micro_batch_size = 0;
        r.layout.global_batch_size = 0;
        r.layout.seq_length = 0;
        r.model.num_attention_heads = 0;
        r.model.num_query_groups = 0;
        r.model.moe.router.num_groups = 0;
        r.options.optimizer.distributed_instances = 0;
        r.layout.hierarchical_cp_sizes = {0, -1};
        const auto d = validateRecipe(r);
        QVERIFY(hasErrors(d));
        QVERIFY(findRule(d, "layout.size_positive"));

        Recipe huge = qwen30bBaseline();
        huge.layout.tp = std::numeric_limits<int>::max();
        huge.layout.cp = std::numeric_limits<int>::max();
        huge.layout.pp = std::numeric_limits<int>::max();
        huge.layout.ep = std::numeric_limits<int>::max();
        huge.layout.world_size = std::numeric_limits<int64_t>::max();
        huge.layout.global_batch_size = std::numeric_limits<int64_t>::max();
        const auto dh = validateRecipe(huge);
        QVERIFY(hasErrors(dh));
    }

    void emptyRecipeReportsWithoutThrowing() {
        const auto d = validateRecipe(Recipe{});
        QVERIFY(hasErrors(d));  // no heads, no layers
    }
};

QTEST_GUILESS_MAIN(TestRulesWorld)
#include "test_rules_world.moc"

// Validator: pipeline placement through placeLayers (domain §2.4), VPP without PP, and the
// schedule warnings (too few microbatches, bubble, unbalanced stages, §2.6).
#include <QRegularExpression>
#include <QtTest>

#include "rules_fixture.h"
#include "tests/support/builtin_recipe.h"

using namespace moe;
using namespace moe::testing;

namespace {

// Qwen3-30B-A3B (48 layers) at PP 4, EP 4 on 16 GPUs: DP 4, EDP 1.
void qwenPp4(Recipe& r) {
    r.layout.pp = 4;
    r.layout.ep = 4;
    r.layout.world_size = 16;
}

const std::vector<RuleCase>& pipelineCases() {
    static const std::vector<RuleCase> cases = {
        {"VPP with PP 1",
         Base::Qwen30B,
         [](Recipe& r) { r.layout.vpp = 2; },
         [](Recipe& r) {
             r.layout.vpp = 2;
             r.layout.pp = 2;
             r.layout.ep = 8;
         },
         "pipeline.vpp_without_pp",
         Severity::Error,
         {"VPP 2", "PP is 1"},
         true},
        {"layers % PP",
         Base::Qwen30B,
         [](Recipe& r) {
             r.layout.pp = 5;
             r.layout.ep = 8;
             r.layout.world_size = 40;
         },
         qwenPp4,
         "pipeline.even",
         Severity::Error,
         {"48 layers", "PP 5"},
         true},
        {"layers per rank % VPP",
         Base::Qwen30B,
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.vpp = 5;
         },
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.vpp = 4;
         },
         "pipeline.even",
         Severity::Error,
         {"VPP 5"},
         true},
        {"uneven stages leave an uneven middle",
         Base::Qwen30B,
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.first_stage_layers = 11;
             r.layout.last_stage_layers = 10;
         },
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.first_stage_layers = 10;
             r.layout.last_stage_layers = 10;
         },
         "pipeline.uneven",
         Severity::Error,
         {"48 layers", "PP 4"},
         false},
        {"layout string decoder count",
         Base::DSV3,
         [](Recipe& r) { r.layout.pipeline_layout = "Et|(tt|)*29tmL"; },
         nullptr,
         "pipeline.layout_string",
         Severity::Error,
         {"61 layers", "PP 8"},
         false},
        {"layout string grammar",
         Base::DSV3,
         [](Recipe& r) { r.layout.pipeline_layout = "Et|(tt|*30mL"; },
         [](Recipe& r) {
             r.layout.pipeline_layout = "Et*4|(t*4|)*14tmL";
             r.layout.vpp = 2;
         },
         "pipeline.layout_string",
         Severity::Error,
         {"fails"},
         false},
        {"layout string with uneven stages",
         Base::DSV3,
         [](Recipe& r) { r.layout.first_stage_layers = 1; },
         nullptr,
         "pipeline.one_mode",
         Severity::Error,
         {"fails"},
         false},
        {"account for embedding and loss",
         Base::Qwen30B,
         [](Recipe& r) {
             r.model = *builtinCatalog().findModel("Qwen3-235B-A22B");
             qwenPp4(r);
             r.layout.vpp = 5;
             r.layout.account_for_embedding_in_pipeline_split = true;
             r.layout.account_for_loss_in_pipeline_split = true;
         },
         [](Recipe& r) {  // seed: Qwen3-235B PP4·v12 with emb+loss counted: 96/48 = 2 per chunk
             r.model = *builtinCatalog().findModel("Qwen3-235B-A22B");
             qwenPp4(r);
             r.layout.vpp = 12;
             r.layout.account_for_embedding_in_pipeline_split = true;
             r.layout.account_for_loss_in_pipeline_split = true;
         },
         "pipeline.account_for",
         Severity::Error,
         {"94 layers", "VPP 5"},
         false},
        {"fewer microbatches than PP",
         Base::Qwen30B,
         [](Recipe& r) {
             qwenPp4(r);  // DP 4: GBS 8 gives m = 2
             r.layout.global_batch_size = 8;
         },
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.global_batch_size = 16;
         },
         "pipeline.few_microbatches",
         Severity::Warning,
         {"m = GBS/(MBS·DP) = 2", "PP 4"},
         true},
        // Megatron-Core's interleaved schedule (schedules.py, forward_backward_pipelining_with_
        // interleaving) raises ValueError unless PP <= G <= m, and RuntimeError when 0 < m mod G < PP.
        // DSV3 baseline: PP 8, VPP 4, DP = 256/(CP 32 · PP 8) = 1, so m = GBS.
        {"group size below PP",
         Base::DSV3,
         [](Recipe& r) { r.layout.microbatch_group_size_per_vp_stage = 4; },
         [](Recipe& r) { r.layout.microbatch_group_size_per_vp_stage = 8; },
         "pipeline.group_size_range",
         Severity::Error,
         {"group size 4", "[PP, m] = [8, 32]"},
         true},
        {"group size above m",
         Base::DSV3,
         [](Recipe& r) { r.layout.microbatch_group_size_per_vp_stage = 33; },
         [](Recipe& r) { r.layout.microbatch_group_size_per_vp_stage = 32; },
         "pipeline.group_size_range",
         Severity::Error,
         {"group size 33", "[8, 32]"},
         true},
        {"interleaving with fewer microbatches than PP",
         Base::DSV3,
         [](Recipe& r) { r.layout.global_batch_size = 4; },  // m = 4 < PP 8: no group size works
         [](Recipe& r) { r.layout.global_batch_size = 8; },
         "pipeline.group_size_range",
         Severity::Error,
         {"group size 8 (unset, so PP)", "[8, 4]"},
         true},
        {"last group smaller than PP",
         Base::DSV3,
         [](Recipe& r) { r.layout.global_batch_size = 36; },  // default G = PP 8: 36 mod 8 = 4 < 8
         [](Recipe& r) { r.layout.global_batch_size = 40; },  // 40 mod 8 = 0
         "pipeline.last_group_small",
         Severity::Error,
         {"m = 36", "last group of 4", "PP = 8"},
         true},
        {"large bubble",
         Base::Qwen30B,
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.global_batch_size = 16;
         },
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.global_batch_size = 64;
         },
         "pipeline.bubble",
         Severity::Warning,
         // 3/4 = 75 % of the bubble-free pipeline time; its share of the step is the Estimate's
         // alone (issue 41, item 3: a second share here read 32 % beside the Estimate's 30 %).
         {"3/(1·4)", "75% of the bubble-free pipeline time", "the Estimate gives its share of the step"},
         false},
        {"unbalanced stages",
         Base::Qwen30B,
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.first_stage_layers = 6;
             r.layout.last_stage_layers = 6;
         },
         [](Recipe& r) {
             qwenPp4(r);
             r.layout.first_stage_layers = 12;
             r.layout.last_stage_layers = 12;
         },
         "pipeline.unbalanced",
         Severity::Warning,
         // Qwen3-30B has no MTP layer: the count is of decoder layers, and says so (review).
         {"between 6 and 18 decoder layers"},
         false},
    };
    return cases;
}

}  // namespace

class TestRulesPipeline : public QObject {
    Q_OBJECT
private slots:
    // Issue 41, item 3: the finding said "about 32 % of the step" beside the Estimate's 30 %. The
    // finding now states the formula's own quantity only, and leaves the share of the step to the
    // step-time model.
    void bubbleFindingStatesNoSecondShareOfTheStep() {
        Recipe r = qwen30bBaseline();
        qwenPp4(r);
        r.layout.global_batch_size = 16;
        const Diagnostic d = getRule(validateRecipe(r), "pipeline.bubble");
        const QString message = QString::fromStdString(d.message);
        QVERIFY2(!QRegularExpression(QStringLiteral("\\d+ ?% of the step")).match(message).hasMatch(),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("75% of the bubble-free pipeline time")));
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < pipelineCases().size(); ++i)
            QTest::newRow(pipelineCases()[i].name) << static_cast<int>(i);
    }
    void cases() {
        QFETCH(int, index);
        checkRuleCase(pipelineCases()[static_cast<size_t>(index)]);
    }

    void aFixShowsOnlyWhatItChanges() {
        // Review 22: "Fix: Activation recompute = selective (+1 more)" on a recipe already selective.
        Recipe r = testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        r.options.recompute.granularity = RecomputeGranularity::Selective;
        Diagnostic d;
        d.fix = {{"options.recompute.granularity", "selective"}, {"options.recompute.modules", "moe_act,layernorm,mlp"},
                 {"layout.tp", std::to_string(r.layout.tp)}};
        std::vector<Diagnostic> ds{d};
        dropUnchangedFixes(ds, r);
        QCOMPARE(ds.front().fix.size(), size_t{1});
        QCOMPARE(QString::fromStdString(ds.front().fix.front().path), QStringLiteral("options.recompute.modules"));
    }

    void bridgeDsv3LayoutsPlace() {
        // Domain §2.4: 16-stage layout at PP16, PP8·v2 and PP4·v4.
        for (auto [pp, vpp] : {std::pair{16, 1}, std::pair{8, 2}, std::pair{4, 4}}) {
            Recipe r = dsv3Baseline();
            r.layout.pipeline_layout = "Et*4|(t*4|)*14tmL";
            r.layout.pp = pp;
            r.layout.vpp = vpp;
            r.layout.cp = 2;  // TP·CP·PP and ETP·EP·PP both divide 256 for every PP here
            r.layout.ep = 8;
            r.layout.world_size = 256;
            const auto d = validateRecipe(r);
            QVERIFY2(!findRule(d, "pipeline.layout_string"), qPrintable(describe(d)));
        }
    }

    void dsv3EvenSplitFixesToBridgesLayout() {
        // DeepSeek-V3's 61 decoder layers + 1 MTP do not split evenly over PP8·VPP4 (61 % 8 != 0), and
        // counting embedding and loss does not help either (63 % 8 != 0): the one-click fix is a
        // layout string. Spreading E, 61 t, m and L (64 items) over 32 virtual stages gives two items
        // each, which is Megatron-Bridge's own DSV3 PP8·VPP4 layout Et|(tt|)*30mL written out.
        Recipe r = dsv3Baseline();
        r.layout.pipeline_layout.clear();
        const Diagnostic d = getRule(validateRecipe(r), "pipeline.even");
        QCOMPARE(d.fix.size(), size_t{1});
        QCOMPARE(d.fix.front().path, std::string("layout.pipeline_layout"));
        std::string bridge = "Et|";
        for (int i = 0; i < 30; ++i) bridge += "tt|";
        bridge += "mL";
        QCOMPARE(d.fix.front().value, bridge);
        QVERIFY(applyFieldValue(r, d.fix.front().path, d.fix.front().value).ok());
        const auto after = validateRecipe(r);
        QVERIFY2(!findRule(after, "pipeline.even") && !findRule(after, "pipeline.layout_string"), qPrintable(describe(after)));
    }

    void groupSizeFixIsTheNearestSizeMegatronAccepts() {
        // m = 36, PP 8, G 10: 36 mod 10 = 6 < 8 is refused. By hand, in [8, 36]: G 9 (36 mod 9 = 0)
        // and G 12 (mod 0) work, 10 (6) and 11 (3) do not; the nearest to 10 is 9.
        Recipe r = dsv3Baseline();
        r.layout.global_batch_size = 36;
        r.layout.microbatch_group_size_per_vp_stage = 10;
        const Diagnostic d = getRule(validateRecipe(r), "pipeline.last_group_small");
        QCOMPARE(d.rule, std::string("pipeline.last_group_small"));
        QCOMPARE(d.fix.size(), size_t{1});
        QCOMPARE(d.fix.front().value, std::string("9"));
        // m = 4 < PP 8 with G set: the fix raises the batch to PP·MBS·DP = 8 and clears the group size.
        r.layout.global_batch_size = 4;
        const Diagnostic few = getRule(validateRecipe(r), "pipeline.group_size_range");
        QCOMPARE(few.fix.size(), size_t{2});
        QCOMPARE(few.fix[0].path, std::string("layout.global_batch_size"));
        QCOMPARE(few.fix[0].value, std::string("8"));
        QCOMPARE(few.fix[1].value, std::string("null"));
    }

    void placementErrorSkipsScheduleButReportsOthers() {
        Recipe r = qwen30bBaseline();
        r.layout.pp = 5;
        r.layout.ep = 8;
        r.layout.world_size = 40;
        r.layout.sequence_parallel = true;  // an unrelated error must still be reported
        const auto d = validateRecipe(r);
        QVERIFY(findRule(d, "pipeline.even"));
        QVERIFY(findRule(d, "parallel.sp_at_tp1"));
    }
};

QTEST_GUILESS_MAIN(TestRulesPipeline)
#include "test_rules_pipeline.moc"

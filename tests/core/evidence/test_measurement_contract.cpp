// Measurement contract (seed 004 phase 0): fills from a recipe, a Bridge YAML, a log's start-up
// lines and a trace's top level; label reasons; YAML round trip and errors; A/B contract diff and
// attribution. Expected values are read off the fixtures in tests/fixtures/evidence by hand.
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "core/common/atomic_file.h"
#include "core/evidence/contract_diff.h"
#include "core/evidence/measurement_contract.h"
#include "core/evidence/run_evidence.h"
#include "core/logs/log_parser.h"
#include "core/recipe/recipe_yaml.h"
#include "tests/support/shared_data.h"
#include "tests/support/test_files.h"

using namespace moe;
using moe::testing::fixturePath;
using namespace moe::evidence;

namespace {
std::string shared(const char* rel) {
    return std::string(MOE_SHARED_DATA_DIR) + "/" + rel;
}

MeasurementContract withValues(std::initializer_list<std::pair<const char*, const char*>> values) {
    MeasurementContract c;
    for (const auto& [k, v] : values) {
        auto s = setContractValue(c, k, v, "test");
        if (!s) qFatal("%s", s.error().toString().c_str());
    }
    return c;
}
}  // namespace

class TestMeasurementContract : public QObject {
    Q_OBJECT
private slots:
    void fillFromRecipeUsesRegistryPaths() {
        auto r = loadRecipeFile(fixturePath("evidence/recipe-a.yaml"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        MeasurementContract c;
        fillFromRecipe(c, *r, "recipe-a.yaml");
        // recipe-a.yaml: TP2 PP2 EP8 ETP1 W16 -> DP = 16/(2·1·2) = 4, EDP = 16/(1·8·2) = 1.
        QCOMPARE(c.value("layout.tp").value_or(""), std::string("2"));
        QCOMPARE(c.value("layout.dp").value_or(""), std::string("4"));
        QCOMPARE(c.value("layout.edp").value_or(""), std::string("1"));
        QCOMPARE(c.value("options.dispatcher").value_or(""), std::string("alltoall"));
        QCOMPARE(c.value("model.name").value_or(""), std::string("Mixtral-8x7B"));
        QCOMPARE(c.find("layout.tp")->source, std::string("recipe recipe-a.yaml"));
        QVERIFY(!c.value("versions.nccl"));  // a recipe cannot tell versions
        QCOMPARE(contractLabel(c).label, RunLabel::TrainingEquivalent);
    }

    // Review 26: with full recompute the contract listed the selective module list the recipe
    // keeps for a switch back; the job runs neither, so the contract names only what runs.
    void contractNamesOnlyTheRecomputeSettingsOfItsGranularity() {
        auto r = loadRecipeFile(fixturePath("evidence/recipe-a.yaml"));
        QVERIFY(r.ok());
        Recipe full = *r;
        full.options.recompute.granularity = RecomputeGranularity::Full;
        full.options.recompute.modules = {RecomputeModule::Mlp, RecomputeModule::MoeAct};
        full.options.recompute.num_layers = 2;
        MeasurementContract c;
        fillFromRecipe(c, full, "full.yaml");
        QCOMPARE(QString::fromStdString(c.value("options.recompute.modules").value_or("?")), QString());
        QCOMPARE(c.value("options.recompute.granularity").value_or(""), std::string("full"));
        QCOMPARE(c.value("options.recompute.num_layers").value_or(""), std::string("2"));

        Recipe selective = full;
        selective.options.recompute.granularity = RecomputeGranularity::Selective;
        MeasurementContract s;
        fillFromRecipe(s, selective, "selective.yaml");
        QCOMPARE(QString::fromStdString(s.value("options.recompute.modules").value_or("?")),
                 QStringLiteral("mlp,moe_act"));
        QCOMPARE(s.value("options.recompute.num_layers").value_or(""), std::string("0"));
        QCOMPARE(s.value("options.recompute.method").value_or(""), std::string("none"));
    }

    void fillFromLogStartupLines() {
        auto text = readWholeFile(fixturePath("evidence/run-a.log"));
        QVERIFY(text.ok());
        auto log = logs::parseTrainingLog(*text, "run-a.log");
        QVERIFY(log.ok());
        auto w = logs::steadyWindow(*log);
        QVERIFY(w.ok());
        MeasurementContract c;
        fillFromLog(c, *log, *text, &*w, "run-a.log");
        // Lines 1-2 and 21-24 of run-a.log.
        QCOMPARE(c.value("versions.container").value_or(""), std::string("25.09"));
        QCOMPARE(c.value("versions.torch").value_or(""), std::string("2.8.0a0+5228986"));
        QCOMPARE(c.value("versions.nccl").value_or(""), std::string("2.27.3"));
        QCOMPARE(c.value("versions.mcore").value_or(""), std::string("0.14.0"));
        QCOMPARE(c.value("versions.te").value_or(""), std::string("2.6.0"));
        // The arguments block: Python reprs normalised; save set -> checkpoints on; None recompute -> none.
        QCOMPARE(c.value("layout.ep").value_or(""), std::string("8"));
        QCOMPARE(c.value("options.overlap.ep_a2a_overlap").value_or(""), std::string("false"));
        QCOMPARE(c.value("data.synthetic").value_or(""), std::string("false"));
        QCOMPARE(c.value("run.checkpoint_save").value_or(""), std::string("true"));
        QCOMPARE(c.value("options.recompute.granularity").value_or(""), std::string("none"));
        QCOMPARE(c.value("layout.dp").value_or(""), std::string("4"));  // "using world size" line
        QCOMPARE(c.find("layout.dp")->source, std::string("log run-a.log:21"));
        QCOMPARE(c.value("timing.window_from").value_or(""), std::string("41"));
        QCOMPARE(c.value("timing.warmup_iterations").value_or(""), std::string("40"));
        QCOMPARE(c.value("timing.log_interval").value_or(""), std::string("5"));
        QCOMPARE(c.value("timing.train_iters").value_or(""), std::string("50"));
        QVERIFY(c.warnings.empty());
    }

    void conflictingSourcesWarnAndKeepTheFirst() {
        MeasurementContract c = withValues({{"layout.tp", "2"}});
        QVERIFY(setContractValue(c, "layout.tp", "4", "log x.log:3").ok());
        QCOMPARE(c.value("layout.tp").value_or(""), std::string("2"));
        QCOMPARE(c.warnings.size(), size_t(1));
        QVERIFY(c.warnings[0].find("log x.log:3 says 4") != std::string::npos);
        QVERIFY(!setContractValue(c, "layout.nonsense", "1", "x").ok());
        QVERIFY(!setContractValue(c, "layout.tp", "two", "x").ok());
    }

    void labelReasons() {
        QCOMPARE(contractLabel(withValues({{"options.routing.force_load_balancing", "True"}})).label,
                 RunLabel::BenchmarkOnly);
        QCOMPARE(contractLabel(withValues({{"data.synthetic", "true"}})).reasons.size(), size_t(1));
        QCOMPARE(contractLabel(withValues({{"run.optimizer_enabled", "false"}, {"run.checkpoint_save", "false"}}))
                     .reasons.size(),
                 size_t(2));
        QCOMPARE(contractLabel(withValues({{"data.synthetic", "false"}, {"run.checkpoint_save", "true"}})).label,
                 RunLabel::TrainingEquivalent);
    }

    void bridgeDumpIsBenchmarkOnly() {
        MOE_REQUIRE_SHARED_DATA(shared("bridge-yaml"));
        auto text = readWholeFile(shared("bridge-yaml/deepseek_v3_pretrain_h100_fp8_sc_v2.yaml"));
        QVERIFY(text.ok());
        MeasurementContract c;
        QVERIFY(fillFromBridgeYaml(c, *text, "deepseek_v3_pretrain_h100_fp8_sc_v2.yaml").ok());
        // The dump: model.tensor_model_parallel_size 2, moe_router_force_load_balancing true (line 479),
        // checkpoint.save null, train.train_iters 50, dataset.mock false.
        QCOMPARE(c.value("layout.tp").value_or(""), std::string("2"));
        QCOMPARE(c.value("options.routing.force_load_balancing").value_or(""), std::string("true"));
        QCOMPARE(c.value("run.checkpoint_save").value_or(""), std::string("false"));
        QCOMPARE(c.value("timing.train_iters").value_or(""), std::string("50"));
        QCOMPARE(c.value("data.synthetic").value_or(""), std::string("false"));
        QVERIFY(!c.value("hardware.name"));      // the importer assumed H100: not told by the file
        QVERIFY(!c.value("layout.world_size"));  // assumed too
        const LabelVerdict v = contractLabel(c);
        QCOMPARE(v.label, RunLabel::BenchmarkOnly);
        QCOMPARE(v.reasons.size(), size_t(2));
    }

    void bridgeOverrideTellsOnlyWhatItSets() {
        MOE_REQUIRE_SHARED_DATA(shared("bridge-yaml"));
        auto text = readWholeFile(shared("bridge-yaml/qwen3_moe_30b_a3b_pretrain_override_example.yaml"));
        QVERIFY(text.ok());
        MeasurementContract c;
        QVERIFY(fillFromBridgeYaml(c, *text, "qwen3_moe_30b_a3b_pretrain_override_example.yaml").ok());
        // The override sets TP 4, PP 2, EP 4, MBS 2, GBS 256; it says nothing about the dispatcher.
        QCOMPARE(c.value("layout.tp").value_or(""), std::string("4"));
        QCOMPARE(c.value("layout.global_batch_size").value_or(""), std::string("256"));
        QVERIFY(!c.value("options.dispatcher"));
        QVERIFY(!c.value("run.checkpoint_save"));  // no checkpoint.save key in the file
        QCOMPARE(c.value("task.kind").value_or(""), std::string("pretrain"));
    }

    void yamlRoundTripAndErrors() {
        MeasurementContract c = withValues(
            {{"layout.tp", "2"}, {"versions.nccl", "2.27.3"}, {"options.recompute.modules", "moe_act,layernorm"}});
        c.name = "round trip";
        c.declared_label = RunLabel::BenchmarkOnly;
        QTemporaryDir dir;
        const std::string path = dir.filePath("c.yaml").toStdString();
        QVERIFY(saveContractFile(c, path).ok());
        auto back = loadContractFile(path);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QCOMPARE(back->fields, c.fields);
        QCOMPARE(back->declared_label, c.declared_label);

        auto bad = loadContractFile(fixturePath("evidence/contract-bad-key.yaml"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().line, 5);  // "  options.dispatchr: alltoall"
        QCOMPARE(bad.error().field, std::string("fields.options.dispatchr"));
        QVERIFY(!parseContractYaml("contract_version: 1\nfields: {layout.tp: zero}\n", "x.yaml").ok());
        QVERIFY(!parseContractYaml("contract_version: 1\nlable: benchmark_only\n", "x.yaml").ok());
        QVERIFY(!parseContractYaml("name: no version\n", "x.yaml").ok());
        QVERIFY(!parseContractYaml("contract_version: 1\nfields: {layout.tp: {value: 2, sauce: x}}\n", "x.yaml").ok());
    }

    void diffOneChangeIsAttributable() {
        const auto a =
            withValues({{"layout.tp", "2"}, {"options.overlap.ep_a2a_overlap", "false"}, {"versions.nccl", "2.27.3"}});
        auto b =
            withValues({{"layout.tp", "2"}, {"options.overlap.ep_a2a_overlap", "true"}, {"versions.nccl", "2.27.3"}});
        RunEvidence ra{"A", a, {}, {}, {}, {}, {}, {}, {}, {}, {}}, rb{"B", b, {}, {}, {}, {}, {}, {}, {}, {}, {}};
        const AbComparison ab = compareRuns(ra, rb);
        QCOMPARE(ab.diff.changed.size(), size_t(1));
        QVERIFY(ab.attributable);
        QCOMPARE(ab.attributed_to.value_or(""), std::string("options.overlap.ep_a2a_overlap"));
    }

    void aRunThatIsNotItsRecipesJobIsNotAttributed() {
        // Review 11: one run's trace recorded world size 1 against its recipe's 32; the one
        // "difference" from an otherwise equal run was attributed. A run whose files contradict
        // its recipe is refused, naming the contradiction.
        const auto a = withValues({{"layout.world_size", "1"}});
        const auto b = withValues({{"layout.world_size", "32"}});
        RunEvidence ra{"A", a, {}, {}, {}, {}, {}, {}, {}, {}, {}}, rb{"B", b, {}, {}, {}, {}, {}, {}, {}, {}, {}};
        QVERIFY(compareRuns(ra, rb).attributable);  // the same pair with nothing contradicting
        ra.recipe = Recipe{};
        ra.verdict.conflicts.push_back(RunMismatch{"world_size", "world size", "32", "1", "trace t.json"});
        QVERIFY(!ra.matchesRecipe());
        const AbComparison ab = compareRuns(ra, rb);
        QVERIFY(!ab.attributable);
        QVERIFY(!ab.attributed_to);
        QVERIFY2(
            ab.attribution_reason.find("refused: A is not its recipe's job (world size 32 vs 1)") != std::string::npos,
            ab.attribution_reason.c_str());
    }

    void diffTwoChangesRefused() {
        const auto a = withValues({{"options.dispatcher", "alltoall"}, {"options.overlap.ep_a2a_overlap", "false"}});
        const auto b = withValues({{"options.dispatcher", "flex_deepep"}, {"options.overlap.ep_a2a_overlap", "true"}});
        RunEvidence ra{"A", a, {}, {}, {}, {}, {}, {}, {}, {}, {}}, rb{"B", b, {}, {}, {}, {}, {}, {}, {}, {}, {}};
        const AbComparison ab = compareRuns(ra, rb);
        QCOMPARE(ab.diff.changed.size(), size_t(2));
        QVERIFY(!ab.attributable);
        QVERIFY(!ab.attributed_to);
        QVERIFY(ab.attribution_reason.find("refused") != std::string::npos);
        QVERIFY(std::any_of(ab.warnings.begin(), ab.warnings.end(),
                            [](const std::string& w) { return w.find("2 variables differ") != std::string::npos; }));
        // Issue 42: each warning and each metric label also comes as a message for the studio to
        // translate, entry by entry, saying the same in English.
        QCOMPARE(ab.warning_texts.size(), ab.warnings.size());
        for (size_t i = 0; i < ab.warnings.size(); ++i) {
            QCOMPARE(ab.warning_texts[i].context, std::string("evidence"));
            QCOMPARE(ab.warning_texts[i].english(), ab.warnings[i]);
        }
        QCOMPARE(ab.warning_texts.front().args.at(1).kind, MessageArg::Kind::Code);  // the keys stay as typed
    }

    void diffDerivedNotCountedAndLabelMismatchWarned() {
        // TP 2 -> 4 at W 16 changes DP 4 -> 2 too; only TP counts. B also forces load balancing.
        const auto a = withValues({{"layout.tp", "2"}, {"layout.dp", "4"}});
        const auto b =
            withValues({{"layout.tp", "4"}, {"layout.dp", "2"}, {"options.routing.force_load_balancing", "true"}});
        const ContractDiff d = diffContracts(a, b);
        QCOMPARE(d.changed.size(), size_t(1));
        QCOMPARE(d.derived_changed.size(), size_t(1));
        QCOMPARE(d.known_on_one_side.size(), size_t(1));
        QVERIFY(d.labels_differ);
        QVERIFY(std::any_of(d.warnings.begin(), d.warnings.end(),
                            [](const std::string& w) { return w.find("labels differ") != std::string::npos; }));
    }

    void loadRunMergesSourcesContractFirst() {
        auto run = loadRunEvidence({fixturePath("evidence/recipe-b.yaml"), fixturePath("evidence/run-b.log"),
                                    fixturePath("evidence/contract-two-changes.yaml")},
                                   {}, "B");
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
        // The contract says flex_deepep; the recipe's alltoall and the log's alltoall conflict with it (warned,
        // contract kept).
        QCOMPARE(run->contract.value("options.dispatcher").value_or(""), std::string("flex_deepep"));
        QVERIFY(std::any_of(run->warnings.begin(), run->warnings.end(),
                            [](const std::string& w) { return w.find("options.dispatcher") != std::string::npos; }));
        QVERIFY(run->window.has_value());
        QVERIFY(!loadRunEvidence({fixturePath("evidence/nope.log")}, {}, "x").ok());
        QVERIFY(!loadRunEvidence({fixturePath("evidence/README")}, {}, "x").ok());  // unknown kind
    }
};

QTEST_GUILESS_MAIN(TestMeasurementContract)
#include "test_measurement_contract.moc"

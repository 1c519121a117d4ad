// Issue 42: the reasons the studio shows for a file it cannot open or import, a layout it cannot
// place, a calibration it refuses and a run it does not compare arrive as message ids
// (Error::reason_text and the evidence's *_text), so the studio can translate them; the CLI keeps
// printing the English, byte for byte as before (each message's english() is the old string).
#include <QtTest>

#include "core/common/error.h"
#include "core/evidence/contract_diff.h"
#include "core/evidence/run_consistency.h"
#include "core/import/bridge_yaml_import.h"
#include "core/import/hf_config_import.h"
#include "core/layout/pipeline_layout.h"
#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"
#include "core/perf/cluster_calibration.h"
#include "core/recipe/recipe_yaml.h"
#include "tests/core/logs/log_test_util.h"
#include "tests/support/builtin_recipe.h"

using namespace moe;

namespace {

const std::string kErrMsgHead = "schema_version: 1\nname: t\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n";

Error errMsgRecipeError(const std::string& text) {
    auto r = parseRecipeYaml(text, "bad.yaml");
    if (r.ok()) {
        QTest::qFail("parsed although malformed", __FILE__, __LINE__);
        return {};
    }
    return r.error();
}

// The message is set, and its English is the reason the CLI prints.
bool errMsgTranslatable(const Error& e) {
    return !e.reason_text.empty() && e.reason_text.english() == e.reason;
}

std::string errMsgLines(int from, int to) {
    std::string text;
    for (int i = from; i <= to; ++i) text += logtest::mlmLine(i, i == 1 ? 9000.0 : 1000.0, 300.0) + "\n";
    return text;
}

}  // namespace

class TestErrorMessages : public QObject {
    Q_OBJECT
private slots:
    void recipeErrorsKeepTheirEnglish() {
        // The most common mistakes, each with the exact sentence the CLI printed before.
        const std::vector<std::pair<std::string, std::string>> cases = {
            {kErrMsgHead + "layout:\n  bogus: 1\n", "unknown key"},
            {kErrMsgHead + "layout:\n  tp: abc\n", "expected an integer, got 'abc'"},
            {kErrMsgHead + "layout:\n  sequence_parallel: maybe\n", "expected true or false, got 'maybe'"},
            {kErrMsgHead + "layout:\n  tp: [1, 2]\n", "expected a single value, got a list"},
            {"schema_version: 9\nname: t\n", "unsupported version '9' (this build reads version 1)"},
            {"name: t\n", "missing (add 'schema_version: 1' at the top)"},
            {"- a\n- b\n", "expected a mapping of recipe keys at the top level, got a list"},
            {"schema_version: 1\nbogus: 1\n",
             "unknown key (expected one of: schema_version, name, description, model, hardware, layout, options, "
             "notes)"},
            {"schema_version: 1\nname: t\nmodel: NoSuchModel\nhardware: H100-SXM\n", "unknown model 'NoSuchModel'"},
            {"schema_version: 1\nname: [\n", "YAML syntax error: this '[' is never closed (is the file cut short?)"},
            // A recipe written as JSON and cut short is told in JSON's terms (review: a truncated
            // .json was called a YAML syntax error).
            {"{\"schema_version\": 1, \"name\": \"t\",\n \"layout\": {\"tp\": 2", "the JSON ends early"},
            {"schema_version: 1\nname: t\nmodel:\nhardware: H100-SXM\n",
             "empty (give a catalog model name, {base: name, ...} or a full mapping)"},
            {kErrMsgHead + "layout:\n  tp: 0\n", "value 0 out of range [1, "},
        };
        for (const auto& [text, reason] : cases) {
            const Error e = errMsgRecipeError(text);
            if (QTest::currentTestFailed()) return;
            QVERIFY2(errMsgTranslatable(e), e.toString().c_str());
            QVERIFY2(e.reason.rfind(reason, 0) == 0, (e.reason + "\n  expected: " + reason).c_str());
        }
        // The field and the position stay outside the message.
        const Error e = errMsgRecipeError(kErrMsgHead + "layout:\n  bogus: 1\n");
        QCOMPARE(e.toString(), std::string("bad.yaml:6:3: layout.bogus: unknown key"));
        QCOMPARE(e.reason_text.context, std::string("recipe_errors"));
        QCOMPARE(e.reason_text.id, std::string("unknown key"));
    }

    void placementErrorsKeepTheirEnglish() {
        Recipe r = moe::testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        r.model.num_layers = 30;
        r.layout.pp = 4;
        r.layout.vpp = 1;
        r.layout.pipeline_layout.clear();
        r.layout.first_stage_layers.reset();
        r.layout.last_stage_layers.reset();
        r.layout.account_for_embedding_in_pipeline_split = false;
        r.layout.account_for_loss_in_pipeline_split = false;
        auto placed = placeLayers(r.model, r.layout);
        QVERIFY(!placed.ok());
        QVERIFY(errMsgTranslatable(placed.error()));
        QCOMPARE(placed.error().reason,
                 std::string("30 decoder layers do not split evenly over PP 4 (30 % 4 = 2); use first/last-stage layer "
                             "counts, account-for-embedding/loss or a pipeline layout string"));

        r.layout.first_stage_layers = 40;
        placed = placeLayers(r.model, r.layout);
        QVERIFY(!placed.ok());
        QVERIFY(errMsgTranslatable(placed.error()));
        QCOMPARE(placed.error().reason, std::string("first 40 + last unset exceed the model's 30 decoder layers"));

        auto parsed = parsePipelineLayout("Et*");
        QVERIFY(!parsed.ok());
        QVERIFY(errMsgTranslatable(parsed.error()));
        QCOMPARE(parsed.error().reason, std::string("character 3 of 'Et*': missing count after '*'"));
        QCOMPARE(parsed.error().field, std::string("layout.pipeline_layout"));
    }

    void importErrorsKeepTheirEnglish() {
        ImportOptions options;
        options.origin = "config.json";
        auto empty = importHfConfigRecipe("", options);
        QVERIFY(!empty.ok());
        QVERIFY(errMsgTranslatable(empty.error()));
        QCOMPARE(empty.error().reason, std::string("not valid JSON: the file is empty"));

        auto comma = importHfConfigRecipe("{\"a\": 1,}", options);
        QVERIFY(!comma.ok());
        QVERIFY(errMsgTranslatable(comma.error()));
        QCOMPARE(comma.error().reason,
                 std::string("not valid JSON: a ',' comes right before '}' (JSON allows no trailing comma)"));

        auto notObject = importHfConfigRecipe("[1]", options);
        QVERIFY(!notObject.ok());
        QVERIFY(errMsgTranslatable(notObject.error()));
        QCOMPARE(notObject.error().reason, std::string("expected a JSON object (a Hugging Face config.json)"));

        options.origin = "bridge.yaml";
        auto list = importBridgeYaml("- 1\n", options);
        QVERIFY(!list.ok());
        QVERIFY(errMsgTranslatable(list.error()));
        QCOMPARE(list.error().reason,
                 std::string("expected a Megatron-Bridge ConfigContainer mapping at the top level"));
    }

    void runVerdictsKeepTheirEnglish() {
        evidence::RunVerdict v;
        v.conflicts.push_back({"global_batch_size", "global batch size", "4096", "128", "log train.log:12"});
        v.conflicts.push_back({"world_size", "world size", "16", "8", "log train.log:10"});
        v.conflicts.push_back({"gpu", "GPU", "H100-SXM", "Tesla V100", "trace r0.json (deviceProperties)"});
        QCOMPARE(v.summaryText().english(), v.summary());
        QCOMPARE(v.summary(),
                 std::string("Not this recipe's run (recipe vs run): GBS 4096 vs 128, world size 16 vs 8, GPU "
                             "H100-SXM vs Tesla V100"));
        for (const auto& m : v.conflicts) {
            QCOMPARE(m.textMessage().english(), m.text());
            QCOMPARE(m.briefText().english(), m.brief());
        }
        QVERIFY(evidence::RunVerdict{}.summaryText().empty());
    }

    void windowTextsKeepTheirEnglish() {
        auto log = logs::parseTrainingLog(errMsgLines(1, 30), "synthetic.log");
        QVERIFY(log.ok());
        auto p = logs::proposeWindow(*log);
        QVERIFY(p.ok());
        QCOMPARE(p->reason_text.english(), p->reason);
        QVERIFY(p->reason.rfind("iterations 21-30, the last 10 printed iterations (warm-up skipped: ", 0) == 0);
        auto ev = logs::steadyWindow(*log, logs::WindowOptions{p->from, p->to, {}, {}, {}, {}});
        QVERIFY(ev.ok());
        QCOMPARE(evidence::windowCoverageText(*ev).english(), evidence::windowCoverage(*ev));
        logs::WindowEvidence gaps = *ev;
        gaps.missing_iterations = {22, 23};
        QCOMPARE(evidence::windowCoverageText(gaps).english(), evidence::windowCoverage(gaps));
        gaps.lines.resize(1);
        QCOMPARE(evidence::windowCoverageText(gaps).english(), evidence::windowCoverage(gaps));

        auto fixed = logs::steadyWindow(*log);
        QVERIFY(!fixed.ok());
        QVERIFY(errMsgTranslatable(fixed.error()));
        QCOMPARE(fixed.error().reason,
                 std::string("no printed line covers iterations 41-50 (the log prints iterations 1-30)"));
    }

    void calibrationReasonsKeepTheirEnglish() {
        MeasuredRun run;
        run.name = "x";
        run.recipe = moe::testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        run.step_time_s = 20.0;
        ClusterFitOptions refuse;
        refuse.constants = {"eta_grouped_gemm", "eta_dense_gemm", "launch_cost_us"};
        auto refused = fitClusterCalibration({run}, builtinCalibration(), refuse);
        QVERIFY(!refused.ok());
        QVERIFY(errMsgTranslatable(refused.error()));
        QVERIFY2(refused.error().reason.rfind("cannot fit what the runs do not determine: 3 constants requested "
                                              "(eta_grouped_gemm, eta_dense_gemm, launch_cost_us) but the runs give "
                                              "1 observation (one step time per run",
                                              0) == 0,
                 refused.error().reason.c_str());

        ClusterFitOptions twice;
        twice.constants = {"eta_grouped_gemm", "eta_grouped_gemm"};
        auto listed = fitClusterCalibration({run}, builtinCalibration(), twice);
        QVERIFY(!listed.ok());
        QCOMPARE(listed.error().reason, std::string("constant 'eta_grouped_gemm' is listed twice"));
        QVERIFY(errMsgTranslatable(listed.error()));

        auto fit = fitClusterCalibration({run}, builtinCalibration(), {});
        QVERIFY2(fit.ok(), fit.ok() ? "" : fit.error().toString().c_str());
        QVERIFY(!fit->fitted.empty() || !fit->held.empty());
        for (const auto* list : {&fit->fitted, &fit->held})
            for (const ConstantDecision& d : *list) {
                QVERIFY2(!d.reason_text.empty(), d.key.c_str());
                QCOMPARE(d.reason_text.english(), d.reason);
            }
    }

    void plainStringErrorsStayAsTheyWere() {
        // An error built from an English string only has no message: the studio shows the English.
        const Error e{"f.yaml", 3, 0, "layout.tp", std::string("something")};
        QVERIFY(e.reason_text.empty());
        QCOMPARE(e.toString(), std::string("f.yaml:3: layout.tp: something"));
    }
};

QTEST_GUILESS_MAIN(TestErrorMessages)
#include "test_error_messages.moc"

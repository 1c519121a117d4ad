// The verdict "is this run the recipe's job?" (core/evidence/run_consistency.h) on small synthetic
// inputs: the global batch printed on the iteration lines, the model dimensions of the arguments
// block, and the model FLOPs per token implied by the log's own TFLOP/s. Any conflict names the
// recipe value and the run value, and the run then gets no prediction error (predictRun) and a
// report whose verdict comes before everything else.
#include <QtTest>

#include "../logs/log_test_util.h"
#include "core/evidence/contract_diff.h"
#include "core/evidence/evidence_report.h"
#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_consistency.h"
#include "core/evidence/run_evidence.h"
#include "core/flops/model_flops.h"
#include "core/logs/log_parser.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe_yaml.h"
#include "tests/support/builtin_recipe.h"
#include "tests/support/iteration_only_log.h"

using namespace moe;
using namespace moe::evidence;

namespace {

std::string verdictFixture(const char* name) {
    return std::string(MOE_TEST_FIXTURES_DIR "/evidence/") + name;
}

bool hasVerdictText(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Mixtral-8x7B on 16 H100, GBS 64, sequence 4096: tests/fixtures/evidence/recipe-a.yaml.
Recipe mixtral16() {
    auto r = loadRecipeFile(verdictFixture("recipe-a.yaml"));
    if (!r) qFatal("recipe-a.yaml: %s", r.error().toString().c_str());
    return *r;
}

// A steady window as the log reports it: its own TFLOP/s, this step time.
logs::WindowEvidence loggedWindow(double tflops, double stepMs) {
    logs::WindowEvidence w;
    w.from = 41;
    w.to = 50;
    w.step_time_ms_mean = stepMs;
    w.tflops_per_gpu_mean = tflops;
    w.tflops_source = logs::TflopsSource::Log;
    return w;
}

RecordedFact fact(const char* key, const char* label, const char* value) {
    return {key, label, value, "log x.log:7"};
}

}  // namespace

class TestRunVerdict : public QObject {
    Q_OBJECT
private slots:
    void batchOfTheWindowsLastIterationLine() {
        // Batch ramp-up: 64 at iteration 40, 128 from iteration 45 on. The window 41-50 ends on the
        // line of iteration 50 (the log's third line), whose batch is 128.
        const std::string text = logtest::mlmLine(40, 6000, 200, 64) + "\n" + logtest::mlmLine(45, 6000, 200, 128) +
                                 "\n" + logtest::mlmLine(50, 6000, 200, 128) + "\n";
        auto log = logs::parseTrainingLog(text, "/runs/x.log");
        QVERIFY(log.ok());
        auto window = logs::steadyWindow(*log, {});
        QVERIFY(window.ok());
        const auto gbs = recordedIterationBatch(*log, &*window, "/runs/x.log");
        QVERIFY(gbs);
        QCOMPARE(gbs->value, std::string("128"));
        QCOMPARE(gbs->source, std::string("log x.log:3 (iteration 50)"));
    }

    void batchConflictNamesBothValues() {
        Recipe r = mixtral16();
        r.layout.global_batch_size = 4096;
        const RunVerdict v = judgeRun(
            r, {{"global_batch_size", "global batch size", "128", "log x.log:12 (iteration 45)"}}, nullptr, "x.log");
        QVERIFY(!v.isRecipesJob());
        QCOMPARE(v.conflicts.size(), size_t{1});
        QCOMPARE(v.conflicts.front().text(),
                 std::string("global batch size: recipe 4096, run 128 (log x.log:12 (iteration 45))"));
        QCOMPARE(v.summary(), std::string("Not this recipe's run (recipe vs run): GBS 4096 vs 128"));
    }

    void sameFactTwiceCountsOnce() {
        // The arguments block and the iteration lines both say 64; the recipe says 4096.
        Recipe r = mixtral16();
        r.layout.global_batch_size = 4096;
        const RunVerdict v = judgeRun(r,
                                      {fact("global_batch_size", "global batch size", "64"),
                                       {"global_batch_size", "global batch size", "64", "log x.log:30 (iteration 50)"}},
                                      nullptr, "x.log");
        QCOMPARE(v.conflicts.size(), size_t{1});
        QCOMPARE(v.summary(), std::string("Not this recipe's run (recipe vs run): GBS 4096 vs 64"));
    }

    void modelDimensionsFromTheArguments() {
        // Mixtral's dimensions (4096 hidden, 8 experts, top-2) against a DeepSeek-V3 recipe (7168, 256, top-8).
        const Recipe dsv3 = testing::builtinRecipe("bridge-dsv3-gb200-256-mxfp8");
        logs::LogArguments args = {{"hidden_size", {"4096", 20}},
                                   {"num_experts", {"8", 21}},
                                   {"moe_router_topk", {"2", 22}},
                                   {"num_layers", {"61", 23}},           // agrees: not a conflict
                                   {"ffn_hidden_size", {"14336", 24}}};  // not compared
        const RunVerdict v = judgeRun(dsv3, recordedLogFacts(args, "/runs/m.log"), nullptr, "m.log");
        QCOMPARE(v.conflicts.size(), size_t{3});
        QCOMPARE(v.conflicts[0].text(), std::string("hidden size: recipe 7168, run 4096 (log m.log:20)"));
        QCOMPARE(v.conflicts[1].text(), std::string("experts: recipe 256, run 8 (log m.log:21)"));
        QCOMPARE(v.conflicts[2].text(), std::string("router top-k: recipe 8, run 2 (log m.log:22)"));
    }

    void theLaunchedLayoutFromTheArguments() {
        // Review 23: a run launched with TP 2 held against the recipe edited to TP 4 got a "+38.5 %"
        // error. The arguments block records the layout it ran: a different one is another job.
        Recipe r = mixtral16();
        r.layout.tp = 4;
        r.layout.sequence_parallel = true;
        logs::LogArguments args = {{"tensor_model_parallel_size", {"2", 40}},
                                   {"pipeline_model_parallel_size", {std::to_string(r.layout.pp), 41}},  // agrees
                                   {"expert_tensor_parallel_size", {"None", 42}},  // unset: not compared
                                   {"micro_batch_size", {"2", 43}}};
        const RunVerdict v = judgeRun(r, recordedLogFacts(args, "/runs/m.log"), nullptr, "m.log");
        QCOMPARE(v.conflicts.size(), size_t{1 + (r.layout.micro_batch_size != 2 ? 1u : 0u)});
        QCOMPARE(v.conflicts[0].text(), std::string("TP: recipe 4, run 2 (log m.log:40)"));
        QCOMPARE(v.conflicts[0].brief(), std::string("TP 4 vs 2"));
        // The same layout is the recipe's job.
        r.layout.tp = 2;
        r.layout.micro_batch_size = 2;
        QVERIFY(judgeRun(r, recordedLogFacts(args, "/runs/m.log"), nullptr, "m.log").isRecipesJob());
    }

    void flopsPerTokenFromTheLogsThroughput() {
        // Hand calculation: 500 TFLOP/s/GPU × 6.0 s × 16 GPUs = 4.8e16 FLOP per step over
        // GBS 64 × 4096 = 262144 tokens: 1.831e11 FLOP = 183 GFLOP per token. Mixtral-8x7B at 4096
        // is about 80 GFLOP (Megatron's formula), so the log implies 2.3× the recipe's model.
        const Recipe r = mixtral16();
        const double expected = modelFlopsPerToken(r.model, 4096).total();
        QVERIFY(expected > 70e9 && expected < 90e9);
        const std::vector<RecordedFact> gbs64 = {fact("global_batch_size", "global batch size", "64")};
        const auto m = flopsPerTokenMismatch(r, gbs64, loggedWindow(500, 6000), "/runs/x.log");
        QVERIFY(m);
        // The log prints no world size: the figure holds only at the recipe's 16 GPUs, and says so.
        QCOMPARE(m->run_value, std::string("183 if on the recipe's 16 GPUs"));
        const std::vector<RecordedFact> withWorld = {fact("global_batch_size", "global batch size", "64"),
                                                     fact("world_size", "world size", "16")};
        QCOMPARE(flopsPerTokenMismatch(r, withWorld, loggedWindow(500, 6000), "/runs/x.log")->run_value, std::string("183"));
        QCOMPARE(m->recipe_value, QString::number(expected / 1e9, 'f', 0).toStdString());
        QCOMPARE(m->source, std::string("log x.log: 500.0 TFLOP/s/GPU over 6000.0 ms per step, GBS 64 (log), "
                                        "sequence 4096 (recipe), 16 GPUs (recipe)"));
        // A world size a trace recorded is not the log's: the trace may be another job (review 19:
        // a V100 trace's world size of 1 made the figure 1/16 of the log's). The figure keeps the
        // recipe's GPU count and says so; the trace's own conflict is reported on its own.
        std::vector<RecordedFact> fromTrace = gbs64;
        fromTrace.push_back(RecordedFact{"world_size", "world size", "1", "trace rank0.json (distributedInfo)"});
        const auto withTrace = flopsPerTokenMismatch(r, fromTrace, loggedWindow(500, 6000), "/runs/x.log");
        QVERIFY(withTrace);
        QCOMPARE(withTrace->run_value, std::string("183 if on the recipe's 16 GPUs"));
        QVERIFY2(withTrace->source.find("16 GPUs (recipe)") != std::string::npos, withTrace->source.c_str());
        QVERIFY(hasVerdictText(m->brief(), "model GFLOP/token"));
        // Issue 42: the same sentences as messages the studio translates, numbers as numbers (a
        // review read "if on the recipe's 16 GPUs (log …: 232.5 TFLOP/s/GPU …" in a Chinese studio).
        QCOMPARE(m->textMessage().english(), m->text());
        QCOMPARE(m->run_value_text.id, std::string("%1 if on the recipe's %2 GPUs"));
        QCOMPARE(m->source_text.args.at(1).kind, MessageArg::Kind::Real);
        // The brief form (verdict column, A/B, calibration's skipped runs) carries the same sentence
        // as a message, not the English run_value (review 25 read it in a Chinese verdict).
        const Message brief = m->briefText();
        QCOMPARE(brief.english(), m->brief());
        QCOMPARE(brief.args.at(2).kind, MessageArg::Kind::Messages);
        QCOMPARE(brief.args.at(2).parts.at(0).id, std::string("%1 if on the recipe's %2 GPUs"));
        QCOMPARE(withTrace->textMessage().english(), withTrace->text());
        // A fact's source: "log", "trace" and "iteration" are words, the file and the key as written.
        const Message logSource = sourceText("log train.log:16 (iteration 73)");
        QCOMPARE(logSource.id, std::string("log %1:%2 (iteration %3)"));
        QCOMPARE(logSource.english(), std::string("log train.log:16 (iteration 73)"));
        const Message traceSource = sourceText("trace rank0.json (distributedInfo.world_size)");
        QCOMPARE(traceSource.id, std::string("trace %1 (%2)"));
        QCOMPARE(traceSource.args.at(1).kind, MessageArg::Kind::Code);
        QCOMPARE(sourceText("log a.log, steady window 29-73").english(), std::string("log a.log, steady window 29-73"));
        // The contract's window fields (review 25: "log …:6 (steady window)" in a Chinese A/B).
        const Message windowStart = sourceText("log run.log:6 (steady window)");
        QCOMPARE(windowStart.id, std::string("log %1:%2 (steady window)"));
        QCOMPARE(windowStart.english(), std::string("log run.log:6 (steady window)"));
        QCOMPARE(sourceText("a contract").english(), std::string("a contract"));

        // 200 TFLOP/s: 73.2 GFLOP per token, within a factor of 1.5 of the recipe's: the same model.
        QVERIFY(!flopsPerTokenMismatch(r, gbs64, loggedWindow(200, 6000), "x.log"));
        // The tolerance is a factor of 1.5 either way: 1.4× passes, 1.6× and 1/1.6× do not (half
        // the recipe's sequence, a factor of about two, is another job).
        auto tflopsFor = [&](double ratio) { return ratio * expected * 64 * 4096 / (6.0 * 16 * 1e12); };
        QVERIFY(!flopsPerTokenMismatch(r, gbs64, loggedWindow(tflopsFor(1.4), 6000), "x.log"));
        QVERIFY(!flopsPerTokenMismatch(r, gbs64, loggedWindow(tflopsFor(1 / 1.4), 6000), "x.log"));
        QVERIFY(flopsPerTokenMismatch(r, gbs64, loggedWindow(tflopsFor(1.6), 6000), "x.log"));
        QVERIFY(flopsPerTokenMismatch(r, gbs64, loggedWindow(tflopsFor(1 / 1.6), 6000), "x.log"));

        // A TFLOP/s recomputed from the recipe's own FLOPs says nothing about the run's model.
        logs::WindowEvidence recomputed = loggedWindow(500, 6000);
        recomputed.tflops_source = logs::TflopsSource::Recomputed;
        QVERIFY(!flopsPerTokenMismatch(r, gbs64, recomputed, "x.log"));
    }

    void flopsUseTheLogsOwnSizes() {
        // The log says 8 GPUs and sequence 2048, so those (not the recipe's 16 and 4096, conflicts of
        // their own) turn its TFLOP/s into FLOPs per token: 300 × 6 s × 8 / (64 × 2048) = 110 GFLOP.
        const Recipe r = mixtral16();
        const std::vector<RecordedFact> facts = {fact("world_size", "world size", "8"),
                                                 fact("seq_length", "sequence length", "2048"),
                                                 fact("global_batch_size", "global batch size", "64")};
        const RunVerdict v = judgeRun(r, facts, nullptr, "x.log");
        QCOMPARE(v.summary(), std::string("Not this recipe's run (recipe vs run): world size 16 vs 8, sequence 4096 vs 2048"));
        // 300 TFLOP/s: 110 GFLOP per token, about 1.4× Mixtral at 2048; 800 TFLOP/s: 293, about 3.7×.
        QVERIFY(!flopsPerTokenMismatch(r, facts, loggedWindow(300, 6000), "x.log"));
        const auto m = flopsPerTokenMismatch(r, facts, loggedWindow(800, 6000), "x.log");
        QVERIFY(m);
        QVERIFY2(hasVerdictText(m->source, "GBS 64 (log), sequence 2048 (log), 8 GPUs (log)"), m->source.c_str());
    }

    void aRecipeThatDoesNotFitIsNotCompared() {
        // Review: the Runs dock scored a 94.3 GiB layout on an 80 GB H100 ("−28 %"). recipe-a.yaml
        // at EP 4 (Mixtral-8x7B, TP2 PP2: `moe-plan memory` puts stage 0 at 94.3 GiB of 79.6 usable)
        // cannot have trained as written, so its run gets the prediction and no error. The log
        // here has only iteration lines (no arguments block), so the verdict finds no conflict and
        // only the memory rule can withhold the comparison; at EP 8 (fits) the same run is compared.
        QTemporaryDir dir;
        const QString log = dir.filePath("bare.log");
        QVERIFY(moe::testing::writeIterationOnlyLog(log));
        for (const char* ep : {"4", "8"}) {
            RunLoadOptions options;
            options.recipe_sets = {std::string("layout.ep=") + ep};
            auto run = loadRunEvidence({verdictFixture("recipe-a.yaml"), log.toStdString()}, options, "A");
            QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
            QVERIFY(run->matchesRecipe());
            const auto memory = estimateMemory(*run->recipe);
            QVERIFY(memory.ok());
            const bool fits = memoryFitOf(*memory) != MemoryFit::DoesNotFit;
            QCOMPARE(fits, std::string(ep) == "8");
            auto p = predictRun(*run, builtinCalibration());
            QVERIFY(p.ok());
            QCOMPARE(p->compared, fits);
            const ComponentError* step = p->row("step_time_ms");
            QVERIFY(step);
            QCOMPARE(step->measured.has_value(), fits);
            if (!fits) {
                QVERIFY2(hasVerdictText(p->not_compared, "does not fit in memory"), p->not_compared.c_str());
                char binding[32];
                std::snprintf(binding, sizeof binding, "%.1f GiB",
                              static_cast<double>(memory->binding().totalBytes()) / (1024.0 * 1024 * 1024));
                QVERIFY2(hasVerdictText(p->not_compared, binding), p->not_compared.c_str());
            }
        }
    }

    void anotherJobGetsNoPredictionErrorAndTheVerdictFirst() {
        // recipe-a.yaml with GBS 4096; run-a.log ran GBS 64 (arguments line 7 and every iteration line).
        RunLoadOptions options;
        options.recipe_sets = {"layout.global_batch_size=4096"};
        auto run = loadRunEvidence({verdictFixture("recipe-a.yaml"), verdictFixture("run-a.log")}, options, "A");
        QVERIFY(run.ok());
        QCOMPARE(run->verdict.summary(), std::string("Not this recipe's run (recipe vs run): GBS 4096 vs 64"));
        QCOMPARE(run->verdict.conflicts.front().source, std::string("log run-a.log:7"));
        for (const auto& w : run->warnings) QVERIFY2(!hasVerdictText(w, "not the recipe's job"), w.c_str());

        auto p = predictRun(*run, builtinCalibration());
        QVERIFY(p.ok());
        QVERIFY(!p->compared);
        QCOMPARE(p->not_compared, run->verdict.summary());
        for (const auto& row : p->rows) {
            QVERIFY(!row.measured);
            QVERIFY(!row.error());
            QVERIFY(!row.errorPct());
        }
        EvidenceReportInput in;
        in.run = *run;
        in.predicted = *p;
        const std::string md = evidenceReportMarkdown(in);
        const size_t verdict = md.find("**Not this recipe's run (recipe vs run): GBS 4096 vs 64.**");
        QVERIFY2(verdict != std::string::npos, md.c_str());
        QVERIFY(verdict < md.find("Label:"));
        QVERIFY(hasVerdictText(md, "- global batch size: recipe 4096, run 64 (log run-a.log:7)"));
        QVERIFY(!hasVerdictText(md, "error %"));
        QVERIFY(!hasVerdictText(md, "| measured |"));
        // A TFLOP/s recomputed from the recipe's FLOPs would be the recipe's figure, not the run's.
        EvidenceReportInput recomputed = in;
        recomputed.run.window->tflops_source = moe::logs::TflopsSource::Recomputed;
        recomputed.run.window->tflops_per_gpu_mean = 11.7;
        const std::string mdRecomputed = evidenceReportMarkdown(recomputed);
        QVERIFY2(hasVerdictText(mdRecomputed, "not recomputed: not this recipe's run"), mdRecomputed.c_str());
        QVERIFY(!hasVerdictText(mdRecomputed, "11.7 (recomputed)"));
        const std::string html = evidenceReportHtml(in);
        QVERIFY(hasVerdictText(html, "<strong>Not this recipe&#39;s run (recipe vs run): GBS 4096 vs 64.</strong>"));
        QVERIFY(!hasVerdictText(html, "error %"));
    }

    void anotherJobsContractIsItsOwn() {
        // The same mismatched pair: the recipe says GBS 4096, run-a.log ran 64. The run's contract
        // (what its label and every A/B difference read) takes 64 from the log, not the recipe's
        // 4096, and names the log as the source.
        RunLoadOptions options;
        options.recipe_sets = {"layout.global_batch_size=4096"};
        auto other = loadRunEvidence({verdictFixture("recipe-a.yaml"), verdictFixture("run-a.log")}, options, "B");
        QVERIFY(other.ok());
        QVERIFY(!other->matchesRecipe());
        QCOMPARE(other->contract.value("layout.global_batch_size").value_or("?"), std::string("64"));
        const ContractEntry* entry = other->contract.find("layout.global_batch_size");
        QVERIFY(entry);
        QVERIFY2(hasVerdictText(entry->source, "run-a.log"), entry->source.c_str());
        // A/B against a run whose contract does say 4096 (the recipe alone): GBS is among the
        // variables that differ. Before, both sides read the recipe's 4096 and GBS was missing.
        auto recipeOnly = loadRunEvidence({verdictFixture("recipe-a.yaml")}, options, "A");
        QVERIFY(recipeOnly.ok());
        const AbComparison ab = compareRuns(*recipeOnly, *other);
        bool gbs = false;
        for (const auto& c : ab.diff.changed)
            gbs = gbs || (c.key == "layout.global_batch_size" && c.a == "4096" && c.b == "64");
        QVERIFY(gbs);
        // No TFLOP/s recomputed from the recipe's FLOPs for another job's window.
        QVERIFY(other->window);
        QVERIFY(other->window->tflops_source != logs::TflopsSource::Recomputed);
    }

    void theRecipesOwnRunIsCompared() {
        // recipe-a.yaml is run-a.log's job: no conflict, and the implied FLOPs agree
        // (199 TFLOP/s × 6.02 s × 16 / (64 × 4096) ≈ 73 GFLOP per token against Mixtral's ~80).
        auto run = loadRunEvidence({verdictFixture("recipe-a.yaml"), verdictFixture("run-a.log")}, {}, "A");
        QVERIFY(run.ok());
        QVERIFY2(run->matchesRecipe(), run->verdict.summary().c_str());
        auto p = predictRun(*run, builtinCalibration());
        QVERIFY(p.ok());
        QVERIFY(p->compared);
        bool stepError = false;
        for (const auto& row : p->rows) stepError = stepError || (row.component == "step_time_ms" && row.errorPct());
        QVERIFY(stepError);
    }
};

QTEST_APPLESS_MAIN(TestRunVerdict)
#include "test_run_verdict.moc"

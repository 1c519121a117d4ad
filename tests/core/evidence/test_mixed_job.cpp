// A run's files against each other (core/evidence/run_consistency.h, mixedJobFacts): a training
// log and a trace of two different jobs are not one run. Review: the log of a Mixtral run on 16
// H100s (GBS 128, 232.5 TFLOP/s/GPU) and the trace of one Tesla V100 (world size 1) were merged
// into one run on a V100 at 232.5 TFLOP/s/GPU without a word. The verdict names each fact with both
// values and both sources, such a run is scored against nothing, and the report says so in a line
// of its own. Small synthetic files written here; the shared pair when ../shared/data is present.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "core/evidence/evidence_report.h"
#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_consistency.h"
#include "core/evidence/run_evidence.h"
#include "core/perf/calibration.h"
#include "tests/support/shared_data.h"

using namespace moe;
using namespace moe::evidence;

namespace {

bool mjHas(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool mjWrite(const QString& path, const std::string& text) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    return f.write(text.data(), static_cast<qint64>(text.size())) == static_cast<qint64>(text.size());
}

// A Megatron log of a job on `gpu` with `worldSize` ranks: `nvidia-smi -L` (line 1), the arguments
// block (world_size on line 6), ten iteration lines at `tflops` TFLOP/s/GPU.
std::string mjLog(const std::string& gpu, int worldSize, double tflops) {
    std::string s = "GPU 0: " + gpu + " (UUID: GPU-0a1b2c3d)\n";
    s += "------------------------ arguments ------------------------\n";
    s += "  global_batch_size ............................... 128\n";
    s += "  seq_length ...................................... 4096\n";
    s += "  tensor_model_parallel_size ...................... 1\n";
    s += "  world_size ...................................... " + std::to_string(worldSize) + "\n";
    s += "-------------------- end of arguments ---------------------\n";
    char tf[32];
    std::snprintf(tf, sizeof tf, "%.1f", tflops);
    for (int it = 5; it <= 50; it += 5)
        s += " iteration       " + std::to_string(it) +
             "/      50 | consumed samples: 640 | elapsed time per iteration (ms): 5500.0 | throughput per GPU "
             "(TFLOP/s/GPU): " +
             tf + " | global batch size:   128 | lm loss: 3.000000E+00 | loss scale: 1.0 |\n";
    return s;
}

// A Kineto trace of one rank of a `worldSize`-rank job on `gpu`: one profiler step, two kernels.
std::string mjTrace(const std::string& gpu, int worldSize) {
    return R"json({
  "schemaVersion": 1,
  "distributedInfo": {"backend": "nccl", "rank": 0, "world_size": )json" +
           std::to_string(worldSize) + R"json(, "nccl_version": "2.17.1"},
  "deviceProperties": [{"id": 0, "name": ")json" +
           gpu + R"json("}],
  "traceEvents": [
    {"ph": "X", "cat": "user_annotation", "name": "ProfilerStep#1", "pid": 100, "tid": 100, "ts": 1000, "dur": 40},
    {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 100, "tid": 100, "ts": 1001, "dur": 1, "args": {"correlation": 1}},
    {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 100, "tid": 100, "ts": 1002, "dur": 1, "args": {"correlation": 2}},
    {"ph": "X", "cat": "kernel", "name": "volta_fp16_s884gemm_fp16_128x128_ldg8_f2f_nn", "pid": 0, "tid": 7, "ts": 1010, "dur": 10, "args": {"device": 0, "stream": 7, "correlation": 1}},
    {"ph": "X", "cat": "kernel", "name": "ncclKernel_AllReduce_RING_LL_Sum_half(ncclDevComm*, unsigned long, ncclWork*)", "pid": 0, "tid": 20, "ts": 1015, "dur": 10, "args": {"device": 0, "stream": 20, "correlation": 2}}
  ]
}
)json";
}

const MixedFact* mjFind(const RunVerdict& v, const std::string& key) {
    for (const MixedFact& m : v.mixed)
        if (m.key == key) return &m;
    return nullptr;
}

std::string mjShared(const char* relative) {
    return std::string(MOE_SHARED_DATA_DIR) + "/" + relative;
}

}  // namespace

class TestMixedJob : public QObject {
    Q_OBJECT
private slots:
    void aLogAndAnotherJobsTraceAreNotOneRun() {
        QTemporaryDir dir;
        const QString log = dir.filePath("mixtral.log"), trace = dir.filePath("v100.json");
        QVERIFY(mjWrite(log, mjLog("NVIDIA H100 80GB HBM3", 16, 232.5)));
        QVERIFY(mjWrite(trace, mjTrace("Tesla V100-SXM2-32GB", 1)));
        auto run = loadRunEvidence({"log:" + log.toStdString(), "trace:" + trace.toStdString()}, {}, "run");
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
        QVERIFY(!run->verdict.isOneJob());
        QVERIFY(!run->matchesRecipe());

        const MixedFact* world = mjFind(run->verdict, "world_size");
        QVERIFY(world);
        QCOMPARE(world->first_value, std::string("16"));
        QCOMPARE(world->first_source, std::string("log mixtral.log:6"));
        QCOMPARE(world->second_value, std::string("1"));
        QCOMPARE(world->second_source, std::string("trace v100.json (distributedInfo.world_size)"));
        QCOMPARE(world->text(), std::string("world size: 16 (log mixtral.log:6) vs 1 (trace v100.json "
                                            "(distributedInfo.world_size))"));

        const MixedFact* gpu = mjFind(run->verdict, "gpu");
        QVERIFY(gpu);
        QCOMPARE(gpu->first_value, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(gpu->first_source, std::string("log mixtral.log:1"));
        QCOMPARE(gpu->second_value, std::string("Tesla V100-SXM2-32GB"));
        QCOMPARE(gpu->second_source, std::string("trace v100.json (deviceProperties)"));

        // 232.5 TFLOP/s/GPU is beyond a V100's 125 dense peak.
        const MixedFact* tflops = mjFind(run->verdict, "tflops_per_gpu");
        QVERIFY(tflops);
        QCOMPARE(tflops->first_value, std::string("232.5"));
        QCOMPARE(tflops->second_value, std::string("Tesla V100-SXM2-32GB"));
        QCOMPARE(tflops->peak, std::string("125"));

        const std::string summary = run->verdict.mixedSummary();
        QVERIFY2(mjHas(summary, "The run's files are not one job's: "), summary.c_str());
        QVERIFY2(mjHas(summary, "world size 16 vs 1"), summary.c_str());
        QVERIFY2(mjHas(summary, "GPU NVIDIA H100 80GB HBM3 vs Tesla V100-SXM2-32GB"), summary.c_str());
        // The studio's message says the same in English.
        QCOMPARE(run->verdict.mixedSummaryText().english(), summary);
        QCOMPARE(run->verdict.headlineText().english(), run->verdict.headline());
        for (const MixedFact& m : run->verdict.mixed) {
            QCOMPARE(m.textMessage().english(), m.text());
            QCOMPARE(m.briefText().english(), m.brief());
        }

        // Tokens/s are not the log's figures over the trace's one GPU.
        QVERIFY(run->window);

        // The report says it in a line of its own, before the window.
        EvidenceReportInput in;
        in.run = *run;
        const std::string md = evidenceReportMarkdown(in);
        QVERIFY2(mjHas(md, "**" + summary + ".**"), md.c_str());
        QVERIFY2(mjHas(md, "- " + world->text()), md.c_str());
        QVERIFY(md.find(summary) < md.find("## Steady window"));
    }

    void aMixedRunIsNotScored() {
        // recipe-a.yaml: Mixtral-8x7B on 16 H100, GBS 64. The log is its job's; the trace is not.
        QTemporaryDir dir;
        const QString log = dir.filePath("mixtral.log"), trace = dir.filePath("v100.json");
        QVERIFY(mjWrite(log, mjLog("NVIDIA H100 80GB HBM3", 16, 232.5)));
        QVERIFY(mjWrite(trace, mjTrace("Tesla V100-SXM2-32GB", 1)));
        auto run = loadRunEvidence({MOE_TEST_FIXTURES_DIR "/evidence/recipe-a.yaml", "log:" + log.toStdString(),
                                    "trace:" + trace.toStdString()},
                                   {}, "run");
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
        QVERIFY(!run->verdict.isOneJob());
        QVERIFY(!run->matchesRecipe());
        auto p = predictRun(*run, builtinCalibration());
        QVERIFY2(p.ok(), p.ok() ? "" : p.error().toString().c_str());
        QVERIFY(!p->compared);
        QVERIFY2(mjHas(p->not_compared, "The run's files are not one job's"), p->not_compared.c_str());
        const ComponentError* step = p->row("step_time_ms");
        QVERIFY(step);
        QVERIFY(!step->measured);
        EvidenceReportInput in;
        in.run = *run;
        in.predicted = *p;
        const std::string md = evidenceReportMarkdown(in);
        QVERIFY2(mjHas(md, "**Not compared: the run's files are not one job's**"), md.c_str());
    }

    void oneJobsFilesAgree() {
        QTemporaryDir dir;
        const QString log = dir.filePath("v100.log"), trace = dir.filePath("v100.json");
        QVERIFY(mjWrite(log, mjLog("Tesla V100-SXM2-32GB", 1, 60.0)));
        QVERIFY(mjWrite(trace, mjTrace("Tesla V100-SXM2-32GB", 1)));
        auto run = loadRunEvidence({"log:" + log.toStdString(), "trace:" + trace.toStdString()}, {}, "run");
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
        QVERIFY(run->verdict.mixed.empty());
        QVERIFY(run->verdict.isOneJob());
        QVERIFY(run->verdict.mixedSummary().empty());
        EvidenceReportInput in;
        in.run = *run;
        QVERIFY(!mjHas(evidenceReportMarkdown(in), "not one job's"));
    }

    void oneGpuInTwoSpellingsAndOneFilesOwnFactsAreNoConflict() {
        // nvidia-smi's table cuts long names; the same family is the same GPU. Facts of one file
        // (the arguments' batch and an iteration line's after ramp-up) are not two jobs.
        const std::vector<RecordedFact> recorded = {
            {"gpu", "GPU", "NVIDIA H100 80GB HBM3", "log a.log:1"},
            {"global_batch_size", "global batch size", "256", "log a.log:4"},
            {"global_batch_size", "global batch size", "128", "log a.log:40 (iteration 10)"},
            {"gpu", "GPU", "NVIDIA H100", "trace r0.json (deviceProperties)"},
            {"world_size", "world size", "16", "trace r0.json (distributedInfo.world_size)"},
            {"world_size", "world size", "16", "trace r1.json (distributedInfo.world_size)"},
        };
        QVERIFY(mixedJobFacts(recorded, nullptr, "a.log").empty());
        // Two traces of two world sizes are two jobs.
        std::vector<RecordedFact> two = recorded;
        two.back().value = "8";
        const auto mixed = mixedJobFacts(two, nullptr, "a.log");
        QCOMPARE(mixed.size(), size_t{1});
        QCOMPARE(mixed.front().text(), std::string("world size: 16 (trace r0.json (distributedInfo.world_size)) vs 8 "
                                                   "(trace r1.json (distributedInfo.world_size))"));
    }

    void logGpuLines() {
        auto smiL = recordedLogGpu("x\nGPU 3: NVIDIA A100-SXM4-80GB (UUID: GPU-1)\n", "dir/run.log");
        QVERIFY(smiL);
        QCOMPARE(smiL->value, std::string("NVIDIA A100-SXM4-80GB"));
        QCOMPARE(smiL->source, std::string("log run.log:2"));
        auto table = recordedLogGpu("|   0  Tesla V100-SXM2-32GB           On  | 00000000:06:00.0 Off |\n", "t.log");
        QVERIFY(table);
        QCOMPARE(table->value, std::string("Tesla V100-SXM2-32GB"));
        QVERIFY(!recordedLogGpu(" iteration 5/ 50 | GPU 0: busy |\n", "t.log"));
        QCOMPARE(deviceDensePeakTflops("Tesla V100-SXM2-32GB").value_or(0), 125.0);
        QVERIFY(!deviceDensePeakTflops("NVIDIA GeForce RTX 3090"));
    }

    void theSharedMixtralLogAndV100Trace() {
        // The review's pair: NVIDIA_Megatron-LM_756.log (Mixtral, 16 H100, 232.5 TFLOP/s/GPU) and
        // the HTA sample trace of one Tesla V100.
        const std::string log = mjShared("logs/NVIDIA_Megatron-LM_756.log");
        const std::string trace = mjShared("traces/kineto/hta/rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz");
        MOE_REQUIRE_SHARED_DATA(log);
        MOE_REQUIRE_SHARED_DATA(trace);
        auto run = loadRunEvidence({"log:" + log, "trace:" + trace}, {}, "run");
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().toString().c_str());
        QVERIFY(!run->verdict.isOneJob());
        const MixedFact* tflops = mjFind(run->verdict, "tflops_per_gpu");
        QVERIFY(tflops);
        QCOMPARE(tflops->second_value, std::string("Tesla V100-SXM2-32GB"));
        QVERIFY2(mjHas(tflops->first_source, "log NVIDIA_Megatron-LM_756.log"), tflops->first_source.c_str());
        QVERIFY2(mjHas(tflops->second_source, "trace rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz"),
                 tflops->second_source.c_str());
        QVERIFY(std::stod(tflops->first_value) > 200);
        EvidenceReportInput in;
        in.run = *run;
        const std::string md = evidenceReportMarkdown(in);
        QVERIFY2(mjHas(md, "**The run's files are not one job's: "), md.c_str());
        QVERIFY2(mjHas(md, "TFLOP/s/GPU on a Tesla V100-SXM2-32GB (peak 125)"), md.c_str());
    }
};

QTEST_APPLESS_MAIN(TestMixedJob)
#include "test_mixed_job.moc"

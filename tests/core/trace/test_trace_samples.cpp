// The real traces in ../shared/data/traces (see data/PROVENANCE.md): event and stream counts and the
// §9.4 metrics of every sample, against figures computed independently by tools/trace_reference.py
// (Python: Decimal timestamps, +1/+2 edge sweep instead of interval merging). Regenerate with
//   python3 tools/trace_reference.py ../shared/data/traces/kineto/hta/*.gz
//       ../shared/data/traces/kineto/param-dlrm/*.json ../shared/data/traces/nsys/*.sqlite
// Skipped when the shared data folder is absent.
#include <QtTest>

#include <QFileInfo>

#include "core/trace/interval_metrics.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"
#include "trace_test_util.h"
#include "tests/support/shared_data.h"

using namespace moe;
using namespace moe::trace;

namespace {

struct Reference {
    const char* file;
    int rank, device;
    uint64_t events, streams;
    int64_t window, busy, comm, compute, overlap, hostWait, kernelWait, otherIdle;  // ns
};

// Output of tools/trace_reference.py (default patterns, 30 µs kernel-wait threshold, per-stream gaps).
const Reference kReference[] = {
    {"kineto/hta/event_sync_trace.json.gz", 0, 0, 6, 3, 19506000, 372000, 0, 369000, 0, 32000, 30000, 0},
    {"kineto/hta/mi250_minitoy_train_ROCm6_2_kineto.json.gz", 0, 2, 16, 1, 8911887, 149042, 0, 110881, 0, 8762845, 0, 0},
    {"kineto/hta/nccl_data.json.gz", 0, 0, 3774, 2, 660551005, 157500014, 46876493, 115655847, 7317025, 1124015573, 2150343, 0},
    {"kineto/hta/rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz", 0, 0, 6095, 1, 480029179, 472454441, 0, 468153602, 0, 1347125, 6227613, 0},
    {"kineto/hta/sampled_rank-0.json.gz", 0, 0, 1204, 5, 1222847000, 547656000, 396199000, 210320000, 59216000, 3525804000, 3966000, 701924000},
    {"kineto/hta/sampled_rank-1.json.gz", 1, 1, 1154, 5, 1231186000, 580050000, 379053000, 271973000, 75530000, 3461650000, 3626000, 679096000},
    {"kineto/param-dlrm/worker0_step_12.1694128201545.pt.trace.json", 0, 0, 261, 4, 13009000, 6590000, 5798000, 1034000, 261000, 22239000, 144000, 0},
    {"kineto/param-dlrm/worker1_step_12.1694128201556.pt.trace.json", 1, 1, 326, 4, 18749000, 12321000, 11336000, 1246000, 280000, 33580000, 223000, 0},
    {"kineto/param-dlrm/worker2_step_12.1694128201554.pt.trace.json", 2, 2, 262, 4, 11350000, 4304000, 3492000, 1068000, 275000, 19612000, 129000, 0},
    {"kineto/param-dlrm/worker3_step_12.1694128201557.pt.trace.json", 3, 3, 337, 4, 18853000, 10708000, 9774000, 1240000, 324000, 32544000, 200000, 0},
    {"nsys/saxpy-mpi-cuda_nsys_perlmutter0.sqlite", 0, 0, 20, 1, 1097327843, 373273080, 0, 88573480, 0, 723650062, 88128, 316573},
};

std::string sample(const std::string& rel) { return std::string(MOE_SHARED_DATA_DIR) + "/traces/" + rel; }

Result<Trace> load(const std::string& path) { return looksLikeSqlite(path) ? importNsys(path) : importKineto(path); }

}  // namespace

class TestTraceSamples : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        MOE_REQUIRE_SHARED_DATA(sample("nsys"));
    }

    void metricsMatchReference_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < static_cast<int>(std::size(kReference)); ++i)
            QTest::newRow(kReference[i].file) << i;
    }

    void metricsMatchReference() {
        QFETCH(int, index);
        const Reference& ref = kReference[index];
        auto t = load(sample(ref.file));
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().toString().c_str());
        QCOMPARE(t->ranks.size(), size_t(1));
        const RankTrace& rank = t->ranks[0];
        QCOMPARE(rank.rank, ref.rank);
        QCOMPARE(rank.devices, (std::vector<int32_t>{ref.device}));
        QCOMPARE(static_cast<uint64_t>(rank.gpuActivityCount()), ref.events);
        QCOMPARE(static_cast<uint64_t>(rank.streams.at(ref.device).size()), ref.streams);
        const auto m = computeDeviceMetrics(rank, ref.device, trace_test::classify(*t));
        QCOMPARE(m.events, ref.events);
        QCOMPARE(m.streams, ref.streams);
        QCOMPARE(m.window_ns, ref.window);
        QCOMPARE(m.busy_ns, ref.busy);
        QCOMPARE(m.comm_ns, ref.comm);
        QCOMPARE(m.compute_ns, ref.compute);
        QCOMPARE(m.overlap_ns, ref.overlap);
        QCOMPARE(m.host_wait_ns, ref.hostWait);
        QCOMPARE(m.kernel_wait_ns, ref.kernelWait);
        QCOMPARE(m.other_idle_ns, ref.otherIdle);
        // Identities that hold whatever the trace.
        QCOMPARE(m.idle_ns, m.window_ns - m.busy_ns);
        QCOMPARE(m.device_host_wait_ns + m.device_kernel_wait_ns + m.device_other_idle_ns, m.idle_ns);
        QVERIFY(m.busy_ns <= m.kernel_duration_sum_ns);
    }

    void nsysCounts() {
        auto t = importNsys(sample("nsys/saxpy-mpi-cuda_nsys_perlmutter0.sqlite"));
        QVERIFY(t.ok());
        const RankTrace& r = t->ranks[0];
        QCOMPARE(r.countKind(EventKind::Kernel), size_t(5));
        QCOMPARE(r.countKind(EventKind::Memcpy), size_t(15));
        QCOMPARE(r.countKind(EventKind::Runtime), size_t(95));
        // 24 NVTX rows: 22 push/pop ranges kept, one mark-like domain row (75) and one thread name (39).
        QCOMPARE(t->counts.total_events, uint64_t(5 + 15 + 95 + 24));
        QCOMPARE(r.countKind(EventKind::Annotation), size_t(22));
        // The five "saxpy" ranges each contain a launch: projected onto the GPU (checked in Python
        // over the same tables: runtime on the range's globalTid -> correlationId -> kernel/memcpy).
        QCOMPARE(r.countKind(EventKind::GpuAnnotation), size_t(5));
        QCOMPARE(annotationWindows(*t, r, 0, "saxpy").size(), size_t(5));
        QVERIFY(t->origin_is_unix);
        QCOMPARE(r.streams.at(0), (std::vector<int64_t>{7}));
        QCOMPARE(r.countKind(EventKind::Memset), size_t(0));  // the table exists and is empty
        QVERIFY(t->missing.empty());                           // every table and column needed is there
        size_t kernelsWithLaunch = 0;
        for (const auto& e : r.events) kernelsWithLaunch += e.kind == EventKind::Kernel && e.launch_ns != kNoTime;
        QCOMPARE(kernelsWithLaunch, size_t(5));
    }

    void sampledSteps() {
        // Two ProfilerSteps (#551, #552); the second is the trace's last and is flagged.
        auto t = importKineto(sample("kineto/hta/sampled_rank-0.json.gz"));
        QVERIFY(t.ok());
        const auto steps = findSteps(*t, t->ranks[0], 0);
        QCOMPARE(steps.size(), size_t(2));
        QCOMPARE(steps[0].step, int64_t(551));
        QCOMPARE(steps[1].step, int64_t(552));
        QVERIFY(steps[1].last);
        QVERIFY(steps[0].gpu_events > 0);
    }

    void paramDlrmRanksShareAClock() {
        // Four ranks of one host: their origins lie within the same second of epoch time.
        int64_t lo = INT64_MAX, hi = INT64_MIN;
        for (int w = 0; w < 4; ++w) {
            const auto& ref = kReference[6 + w];
            auto t = importKineto(sample(ref.file));
            QVERIFY(t.ok());
            QCOMPARE(t->ranks[0].rank_source, std::string("distributedInfo"));
            lo = std::min(lo, t->origin_ns);
            hi = std::max(hi, t->origin_ns);
        }
        QVERIFY(hi - lo < 1'000'000'000);
    }

    void htaPatternsMissNothingHereButDefaultsAddMoe() {
        // No DeepEP kernels in these samples: default and HTA patterns agree on comm.
        auto t = importKineto(sample("kineto/hta/nccl_data.json.gz"));
        QVERIFY(t.ok());
        const auto a = computeDeviceMetrics(t->ranks[0], 0, trace_test::classify(*t));
        const auto b = computeDeviceMetrics(t->ranks[0], 0, trace_test::classify(*t, htaPatterns()));
        QCOMPARE(a.comm_ns, b.comm_ns);
        QCOMPARE(trace_test::classify(*t).pattern_hits[0], uint64_t(21));  // ^nccl: 15 AllReduce + 6 Broadcast
    }
};

QTEST_GUILESS_MAIN(TestTraceSamples)
#include "test_trace_samples.moc"

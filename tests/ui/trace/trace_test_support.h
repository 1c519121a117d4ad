#pragma once
// Shared helpers for the trace GUI suites: the synthetic fixtures in tests/fixtures/trace/, imported
// straight through core (not through the GUI's job), so tests compare the GUI against core.
#include <zlib.h>

#include <QDir>
#include <QFile>
#include <QString>
#include <QtTest>

#include "core/trace/kineto_import.h"
#include "ui/trace/trace_document.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_workspace.h"

namespace moe::uitest {

// How long a suite waits for a background trace import.
inline constexpr int kImportTimeoutMs = 30'000;

// Waits until the workspace's import job is idle (fails the test after kImportTimeoutMs).
inline void waitImportIdle(ui::TraceWorkspace& ws) {
    QTRY_VERIFY_WITH_TIMEOUT(!ws.importJob()->isBusy(), kImportTimeoutMs);
}

// Core's own error for a Kineto trace (empty when it imports), to compare the GUI's message with.
inline QString coreKinetoError(const QString& path) {
    auto r = trace::importKineto(path.toStdString());
    return r.ok() ? QString{} : QString::fromStdString(r.error().toString());
}

// timeline_small.json (µs offsets from its first event, ProfilerStep#1 at 0):
//   GPU0 stream 7:  sm90_xmma_gemm_bf16 [10,100) [200,300), elementwise_kernel [410,430)
//   GPU0 stream 13: ncclDevKernel_AllGather_RING_LL [50,150), ncclDevKernel_ReduceScatter_RING_LL
//                   [250,400), deep_ep::intranode::dispatch [420,450), moe_permute_combine_kernel [470,480)
//   GPU0 stream 8:  Memcpy HtoD [460,470)          GPU1 stream 7: sm90_xmma_gemm_bf16 [100,200)
//   GPU0 annotation moe_dispatch [40,120)           CPU 101: ProfilerStep#1 [0,500)
inline QString traceFixture(const char* name) {
    return QStringLiteral(MOE_TEST_FIXTURES_DIR "/trace/") + QString::fromLatin1(name);
}
inline QString smallTracePath() { return traceFixture("timeline_small.json"); }

// timeline_small.json gzipped and cut after 300 compressed bytes: a truncated .json.gz written
// into `dir` (made here, so no binary fixture is kept in the tree).
inline QString writeTruncatedGzipTrace(const QDir& dir) {
    QFile in(smallTracePath());
    if (!in.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(smallTracePath()));
    QByteArray data = in.readAll();
    z_stream zs{};
    deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);  // gzip wrapper
    QByteArray out(static_cast<int>(deflateBound(&zs, static_cast<uLong>(data.size())) + 64), '\0');
    zs.next_in = reinterpret_cast<Bytef*>(data.data());
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    deflate(&zs, Z_FINISH);
    const auto total = static_cast<qsizetype>(zs.total_out);
    deflateEnd(&zs);
    if (total <= 300) qFatal("the gzipped trace is too small to cut at 300 bytes");
    const QString path = dir.filePath(QStringLiteral("timeline_truncated.json.gz"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write %s", qPrintable(path));
    f.write(out.constData(), 300);
    return path;
}

// Two-step ranks for the multi-rank, step and alignment suites (µs from the file's first event,
// which is ProfilerStep#5 at 0 on CPU thread 1; every kernel launched by a cudaLaunchKernel):
//   ProfilerStep#5 [0,300):  sm90_gemm [20,120) s7 (launch 10), ncclDevKernel_AllReduce [100,200) s13 (launch 20)
//   ProfilerStep#6 [300,600): sm90_gemm [320,400) s7 (launch 310), ncclDevKernel_AllReduce [420,500) s13
//                             (launch 320), ncclDevKernel_AllReduce [560,600) s13 (launch 540: after the gap
//                             began at 500, so host-wait), sm90_gemm [650,700) s7 (launch 330)
// Rank 1 (`shiftUs` > 0) has a "warmup" range at 0 and everything above `shiftUs` later, so on its
// own clock its collectives end shiftUs after rank 0's. baseNs >= 0 writes baseTimeNanoseconds (the
// files then share an absolute clock); `collectives` = 2 drops the last AllReduce.
inline QString writeStepTrace(const QDir& dir, const QString& name, int rank, int device, int shiftUs = 0,
                              qint64 baseNs = -1, int collectives = 3) {
    const qint64 t0 = 1'000'000;  // µs
    QByteArray events;
    auto add = [&](const QByteArray& e) { events += (events.isEmpty() ? "" : ",\n") + e; };
    auto ts = [&](int x) { return QByteArray::number(t0 + x + shiftUs); };
    if (shiftUs > 0)
        add(R"({"ph": "X", "cat": "user_annotation", "name": "warmup", "pid": 100, "tid": 1, "ts": )" +
            QByteArray::number(t0) + R"(, "dur": 10})");
    add(R"({"ph": "X", "cat": "user_annotation", "name": "ProfilerStep#5", "pid": 100, "tid": 1, "ts": )" + ts(0) + R"(, "dur": 300})");
    add(R"({"ph": "X", "cat": "user_annotation", "name": "ProfilerStep#6", "pid": 100, "tid": 1, "ts": )" + ts(300) + R"(, "dur": 300})");
    struct K {
        const char* name;
        int start, dur, stream, launch, corr;
    };
    std::vector<K> kernels{{"sm90_gemm", 20, 100, 7, 10, 1},
                           {"ncclDevKernel_AllReduce", 100, 100, 13, 20, 2},
                           {"sm90_gemm", 320, 80, 7, 310, 3},
                           {"ncclDevKernel_AllReduce", 420, 80, 13, 320, 4},
                           {"ncclDevKernel_AllReduce", 560, 40, 13, 540, 5},
                           {"sm90_gemm", 650, 50, 7, 330, 6}};
    if (collectives < 3) kernels.erase(kernels.begin() + 4);
    for (const K& k : kernels) {
        const QByteArray corr = QByteArray::number(k.corr);
        add(R"({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 100, "tid": 1, "ts": )" + ts(k.launch) +
            R"(, "dur": 5, "args": {"correlation": )" + corr + "}}");
        add(R"({"ph": "X", "cat": "kernel", "name": ")" + QByteArray(k.name) + R"(", "pid": 0, "tid": )" +
            QByteArray::number(k.stream) + R"(, "ts": )" + ts(k.start) + R"(, "dur": )" + QByteArray::number(k.dur) +
            R"(, "args": {"device": )" + QByteArray::number(device) + R"(, "stream": )" + QByteArray::number(k.stream) +
            R"(, "correlation": )" + corr + "}}");
    }
    QByteArray doc = "{\n  \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": " + QByteArray::number(rank) + "},\n";
    if (baseNs >= 0) doc += "  \"baseTimeNanoseconds\": " + QByteArray::number(baseNs) + ",\n";
    doc += "  \"traceEvents\": [\n" + events + "\n]}\n";
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write %s", qPrintable(path));
    f.write(doc);
    return path;
}

inline trace::Trace importOrFail(const QString& path) {
    auto r = trace::importKineto(path.toStdString());
    if (!r.ok()) qFatal("import of %s failed: %s", qPrintable(path), r.error().toString().c_str());
    return std::move(r.value());
}

inline ui::TraceDocumentPtr smallTraceDocument() { return ui::makeTraceDocument(importOrFail(smallTracePath())); }

// A Kineto file of `kernels` kernels on 8 streams of one GPU (≈ 150 bytes each), for imports that
// must run long enough to be cancelled or superseded.
inline QString writeLargeTrace(const QDir& dir, int kernels) {
    const QString path = dir.filePath(QStringLiteral("large_trace.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write %s", qPrintable(path));
    f.write("{\"traceEvents\": [\n");
    QByteArray chunk;
    for (int i = 0; i < kernels; ++i) {
        const int stream = 7 + i % 8;
        chunk += "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"" +
                 QByteArray(i % 5 == 0 ? "ncclDevKernel_AllReduce" : "sm90_gemm") + "\", \"pid\": 0, \"tid\": " +
                 QByteArray::number(stream) + ", \"ts\": " + QByteArray::number(1000000 + i) +
                 ", \"dur\": 3, \"args\": {\"device\": 0, \"stream\": " + QByteArray::number(stream) + "}}";
        chunk += i + 1 < kernels ? ",\n" : "\n";
        if (chunk.size() > (1 << 20)) {
            f.write(chunk);
            chunk.clear();
        }
    }
    f.write(chunk);
    f.write("]}\n");
    return path;
}

}  // namespace moe::uitest

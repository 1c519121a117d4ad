#pragma once
// Helpers shared by the trace suites: hand-built ranks and fixture files.
#include <zlib.h>

#include <QTemporaryDir>
#include <fstream>
#include <string>

#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"

namespace trace_test {

using namespace moe::trace;

// Builds a one-rank trace event by event; names are interned on the fly.
struct Builder {
    Trace trace;
    NameTable names;
    RankTrace rank;

    Builder& kernel(const std::string& name, int64_t start, int64_t end, int64_t stream, int64_t launch = kNoTime,
                    int32_t device = 0, EventKind kind = EventKind::Kernel) {
        Event e;
        e.kind = kind;
        e.name = names.intern(name);
        e.start_ns = start;
        e.end_ns = end;
        e.stream = stream;
        e.device = device;
        e.launch_ns = launch;
        rank.events.push_back(e);
        return *this;
    }
    Builder& annotation(const std::string& name, int64_t start, int64_t end, int64_t tid = 1, EventKind kind = EventKind::Annotation) {
        Event e;
        e.kind = kind;
        e.name = names.intern(name);
        e.start_ns = start;
        e.end_ns = end;
        e.stream = tid;
        e.device = kind == EventKind::GpuAnnotation ? 0 : -1;
        rank.events.push_back(e);
        return *this;
    }
    Trace build() {
        ImportCounts counts;
        finalizeRank(rank, counts);
        trace.ranks = {rank};
        trace.names = names.names();
        return trace;
    }
};

inline Classification classify(const Trace& t, const PatternSet& set = defaultPatterns()) {
    return KernelClassifier::create(set).value().classify(t);
}

inline std::string writeFile(const QTemporaryDir& dir, const std::string& name, const std::string& content) {
    const std::string path = dir.path().toStdString() + "/" + name;
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

inline std::string gzipBytes(const std::string& data) {
    z_stream zs{};
    deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&zs, data.size()) + 64, '\0');
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(zs.total_out);
    deflateEnd(&zs);
    return out;
}

}  // namespace trace_test

#pragma once
// One Kineto trace event as read from the JSON, before it is kept or dropped: the fields the
// importer uses (domain §9.1) and the event category. Shared by the exact reader path and the
// fast path in kineto_fast_event, which must fill it identically.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/trace/trace_model.h"

namespace moe::trace {

enum class KinetoCat : uint8_t { Unknown, Kernel, Memcpy, Memset, Runtime, Annotation, GpuAnnotation, CpuOp, Ac2g, Trace };

inline KinetoCat classifyKinetoCat(std::string_view c) {
    // Current Kineto names, the older capitalised ones, and ROCm/driver variants (§9.1).
    if (c == "kernel" || c == "Kernel") return KinetoCat::Kernel;
    if (c == "gpu_memcpy" || c == "Memcpy") return KinetoCat::Memcpy;
    if (c == "gpu_memset" || c == "Memset") return KinetoCat::Memset;
    if (c == "cuda_runtime" || c == "cuda_driver" || c == "Runtime" || c == "hip_runtime" || c == "hip_driver")
        return KinetoCat::Runtime;
    if (c == "user_annotation") return KinetoCat::Annotation;
    if (c == "gpu_user_annotation") return KinetoCat::GpuAnnotation;
    if (c == "cpu_op" || c == "Operator") return KinetoCat::CpuOp;
    if (c == "ac2g") return KinetoCat::Ac2g;
    if (c == "Trace") return KinetoCat::Trace;
    return KinetoCat::Unknown;
}

struct RawKinetoEvent {
    char ph = 0;
    KinetoCat cat = KinetoCat::Unknown;
    // The fast path points name into the reader's buffer (valid until the next reader call, long
    // enough to intern it); the exact path, whose buffer may move, copies into nameStore.
    std::string_view name;
    std::string nameStore;
    int64_t pid = -1, tid = -1;
    int64_t ts = kNoTime, dur = 0;
    int64_t device = -1, stream = -1, correlation = -1, flowId = -1;
    bool hasTs = false;

    void reset() {
        ph = 0;
        cat = KinetoCat::Unknown;
        name = {};
        pid = tid = -1;
        ts = kNoTime;
        dur = 0;
        device = stream = correlation = flowId = -1;
        hasTs = false;
    }
    void setNameCopy(std::string_view s) {
        nameStore.assign(s.data(), s.size());
        name = nameStore;
    }
};

}  // namespace moe::trace

// Differential fuzzer: the Kineto importer's event fast path against the exact JsonReader path it
// shortcuts. Both must read every input alike — the same trace or the same error (reason, offset,
// line); any difference aborts, so libFuzzer keeps the input.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/trace/byte_source.h"
#include "core/trace/kineto_import.h"
#include "core/trace/trace_difference.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto fastSource = moe::trace::memoryByteSource(text);
    auto exactSource = moe::trace::memoryByteSource(text);
    const auto fast = moe::trace::importKinetoFrom(*fastSource, "rank-0.json");
    const auto exact = moe::trace::detail::importKinetoExact(*exactSource, "rank-0.json");
    if (const std::string diff = moe::trace::firstDifference(fast, exact); !diff.empty()) {
        std::fprintf(stderr, "fast and exact paths differ: %s\n", diff.c_str());
        std::abort();
    }
    return 0;
}

// Kineto / Chrome-trace JSON importer, from memory (gzip detection included).
#include <cstdint>
#include <string>

#include "core/trace/byte_source.h"
#include "core/trace/kineto_import.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    auto source = moe::trace::memoryByteSource(std::string(reinterpret_cast<const char*>(data), size));
    auto result = moe::trace::importKinetoFrom(*source, "rank-0.json");
    (void)result;
    return 0;
}

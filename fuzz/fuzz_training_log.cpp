// Megatron-LM / Bridge training-log parser.
#include <cstdint>
#include <string>

#include "core/logs/log_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto result = moe::logs::parseTrainingLog(text, "fuzz.log");
    (void)result;
    return 0;
}

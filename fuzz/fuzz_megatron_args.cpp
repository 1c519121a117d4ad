// Megatron-LM command line / launch script importer.
#include <cstdint>
#include <string>

#include "core/import/megatron_args_import.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    moe::ImportOptions options;
    options.origin = "fuzz.sh";
    auto result = moe::importMegatronArgs(text, options);
    (void)result;
    return 0;
}

// Hugging Face config.json importer: any bytes must give a result or a typed error, never a crash.
#include <cstdint>
#include <string>

#include "core/import/hf_config_import.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    moe::ImportOptions options;
    options.origin = "fuzz.json";
    auto result = moe::importHfConfigRecipe(text, options);
    (void)result;
    return 0;
}

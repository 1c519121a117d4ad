// Megatron-Bridge YAML importer (dumps and overrides).
#include <cstdint>
#include <string>

#include "core/import/bridge_yaml_import.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    moe::ImportOptions options;
    options.origin = "fuzz.yaml";
    options.model = "DeepSeek-V3";
    auto result = moe::importBridgeYaml(text, options);
    (void)result;
    return 0;
}

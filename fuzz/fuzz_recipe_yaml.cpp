// The studio's own recipe files.
#include <cstdint>
#include <string>

#include "core/recipe/recipe_yaml.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto result = moe::parseRecipeYaml(text, "fuzz.yaml");
    (void)result;
    return 0;
}

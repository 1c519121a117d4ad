#pragma once
// What Megatron-LM arguments and Bridge YAML have no key for (recipe name, description, notes,
// catalog model/hardware, world size) travels as comment lines "# moe-plan.<key>: value" at the
// top of an export, so importing an export gives the same recipe back. Foreign files simply lack
// them; the importers then take these from ImportOptions.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe {

struct ExportMetadata {
    std::optional<std::string> name;
    std::optional<std::string> description;
    std::optional<std::string> notes;
    std::optional<std::string> model;     // catalog model the spec came from
    std::optional<std::string> hardware;  // catalog GPU
    std::optional<int64_t> world_size;
    std::optional<int64_t> max_position_embeddings;  // Bridge has no key for it (positions follow seq_length)
    bool benchmark_only = false;
    // The recipe left CUDA_DEVICE_MAX_CONNECTIONS unset and the export wrote the derived value.
    bool derived_cuda_device_max_connections = false;  // Bridge YAML has no key for it (dataset.mock is derived by Bridge)
    int64_t world_size_line = 0;
    // Keys of the model's source file that no recipe field carries (model.not_carried).
    std::vector<std::string> not_carried;
    // "model.path=value" for model fields the format has no key for (YaRN of non-MLA attention in
    // a Megatron-LM script): applied by the importer so an export reads back as the same model.
    std::vector<std::string> field_settings;
};

// Comment lines ("# moe-plan.name: ...") for a recipe, each without a trailing newline.
std::vector<std::string> metadataCommentLines(const Recipe& recipe);

// Scans every line whose first non-blank characters are "#" and then "moe-plan.". Unknown keys
// and an unreadable world size are reported in `warnings` (never fatal: comments are advisory).
ExportMetadata parseMetadataComments(const std::string& text, Warnings& warnings);

}  // namespace moe

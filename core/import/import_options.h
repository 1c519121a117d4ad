#pragma once
// What an imported file cannot say (GPU, world size, sequence length) and the shared finishing
// step of every importer: hardware from the catalog, world size, catalog model match.
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "core/export/export_metadata.h"
#include "core/recipe/recipe.h"

namespace moe {

struct ImportOptions {
    std::string origin;                 // file name for errors ("-" or empty for stdin/text)
    std::string hardware;               // catalog GPU; empty = the file's moe-plan metadata, else H100-SXM (warned)
    std::optional<int64_t> gpus;        // world size; empty = metadata / launcher, else the minimum (warned)
    std::optional<int64_t> seq;         // overrides the file's sequence length
    std::string model;                  // catalog model for inputs without a shape (Bridge overrides)
    const Catalog* catalog = nullptr;   // null = builtinCatalog()
    // What to keep when the input does not say (the studio's open recipe): taken after the file's
    // own metadata and launcher line, before the defaults above, and named in a warning.
    std::string fallback_hardware;
    std::optional<int64_t> fallback_gpus;
    std::optional<int64_t> fallback_seq;  // a Hugging Face config.json names no training sequence
    // A config.json says nothing of the job's options either: the open recipe's precision,
    // dispatcher, recompute, overlaps and CUDA graphs are kept when given (review 39-3 saw MXFP8
    // and HybridEP silently reset to BF16 and alltoall).
    std::optional<TrainingOptions> fallback_options;
    // Nor of its layout and batch: the open recipe's are kept where the imported model runs with them
    // (no hard-rule error), else the importer's starting point, with why (reviews 38 and 39 saw
    // TP2 CP8 PP4 VPP12 EP32 GBS 64 replaced against the README's promise).
    std::optional<Layout> fallback_layout = std::nullopt;
};

// Catalog model with the same architecture: everything equal except the name,
// max_position_embeddings, the vocabulary divisor (when the padded vocabulary at TP 1 agrees), the
// training coefficients moe_router_bias_update_rate and mtp_loss_scaling_factor (the file's values
// are kept) and, for MLA, kv_channels/num_query_groups (unused by MLA). Empty when none.
// `unset` lists the model paths the input did not state: those take each candidate's values
// before comparing (a config.json without aux-loss keys still is DeepSeek-V3). The list of keys
// not carried (model.not_carried) never decides a match.
std::string matchCatalogModel(const ModelSpec& model, const Catalog& catalog, const std::set<std::string>& unset = {});

// The field at `path` (a model.* recipe path) of `model`, as the registry prints it.
std::string modelFieldText(const ModelSpec& model, std::string_view path);

// A catalog model of the same size (layers, hidden size, heads, experts) that differs from `model`
// in at most kNearModelMaxDifferences model fields, the fewest first; `differences` lists them as
// "model.path (catalog X, here Y)" messages. Empty when none.
// Eight: a launch line that leaves out the norm, the RoPE base, the balancing loss and the dropout
// of a known model is still that model, with each difference named.
inline constexpr size_t kNearModelMaxDifferences = 8;
std::string nearCatalogModel(const ModelSpec& model, const Catalog& catalog, std::vector<Message>& differences);

// Fills hardware (options > metadata > fallback > H100-SXM), world size (options > metadata >
// launcher > fallback, when the layout divides it > minimum for the layout), seq override,
// name/description/notes, and the catalog model reference (metadata, else architecture match; the
// catalog's values replace those the input cannot carry; a near model is named in a warning).
// `launcherWorld` is what a launcher line said (0 = nothing). Adds warnings for each default taken.
Status finishImportedRecipe(Recipe& recipe, const ExportMetadata& meta, const ImportOptions& options,
                            int64_t launcherWorld, const std::string& defaultName, Warnings& warnings);

}  // namespace moe

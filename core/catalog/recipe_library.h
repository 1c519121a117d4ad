#pragma once
// The built-in recipe library: every compiled-in recipe (recipes/*.yaml) with the metadata the CLI
// (`moe-plan recipes`) and the studio (File ▸ Open from Library…) list and filter by — model, GPU,
// precision, sequence length, GPU count and where the recipe comes from.
//
// Families come from the file name: `bridge-*.yaml` are the Megatron-Bridge performance recipes of
// domain §8.5; every other built-in recipe is a seed representative configuration.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "core/common/message.h"
#include "core/options/training_options.h"
#include "core/recipe/recipe.h"
#include "core/recipe/recipe_yaml.h"

namespace moe {

enum class RecipeFamily { Representative, BridgePerf };
const char* toString(RecipeFamily f);  // "representative", "bridge-perf"

struct RecipeLibraryEntry {
    std::string id;    // file name without .yaml; loadable as builtin:ID
    std::string name;  // the recipe's own name
    std::string description;
    Message description_text;  // the same for the studio to translate (issue 42); english() equals it
    std::string model;  // ModelSpec::name
    std::string gpu;    // HardwareSpec::name
    Precision precision = Precision::BF16;
    int64_t seq_length = 0;
    int64_t gpus = 0;  // world size
    RecipeFamily family = RecipeFamily::Representative;
    std::string source;  // the notes' "Source: ..." paragraph (empty when there is none)
    bool operator==(const RecipeLibraryEntry&) const = default;
};

// All given recipes (default: the built-in ones) with their metadata, in file-name order. A recipe
// that does not parse is an error naming its file (a broken built-in recipe is a build defect).
Result<std::vector<RecipeLibraryEntry>> recipeLibrary(const std::vector<BuiltinRecipe>& recipes = builtinRecipes(),
                                                      const Catalog& catalog = builtinCatalog());

// A filter; an unset member matches everything.
struct RecipeLibraryFilter {
    std::optional<std::string> model;  // exact ModelSpec::name
    std::optional<std::string> gpu;    // exact HardwareSpec::name
    std::optional<Precision> precision;
    std::optional<int64_t> seq_length;
    bool operator==(const RecipeLibraryFilter&) const = default;
};

[[nodiscard]] bool matches(const RecipeLibraryEntry& entry, const RecipeLibraryFilter& filter);
std::vector<RecipeLibraryEntry> filterRecipeLibrary(const std::vector<RecipeLibraryEntry>& entries,
                                                    const RecipeLibraryFilter& filter);

// The distinct values present in the entries, sorted: what a filter can usefully ask for.
struct RecipeLibraryFacets {
    std::vector<std::string> models;
    std::vector<std::string> gpus;
    std::vector<Precision> precisions;  // in enum order
    std::vector<int64_t> seq_lengths;
};
RecipeLibraryFacets recipeLibraryFacets(const std::vector<RecipeLibraryEntry>& entries);

// Builds a filter from user text (CLI options, anything typed). Empty strings leave that filter
// unset. Accepted, case-insensitively:
//   model      a model name present in the library
//   gpu        a GPU name present in the library, or its first dash-separated part ("H100", "GB200")
//   precision  a recipe precision spelling (bf16, fp8_tensorwise, ..., mxfp8, nvfp4) or Bridge's
//              short names (fp8_cs, fp8_ds, fp8_sc, fp8_mx), present in the library
//   seq        a sequence length present in the library, as digits or with a K suffix (4K = 4096)
// An unknown value is an error whose field names the option (`optionPrefix` + "model", ...) and
// whose reason lists the valid values.
struct RecipeLibraryQuery {
    std::string model;
    std::string gpu;
    std::string precision;
    std::string seq;
};
Result<RecipeLibraryFilter> parseRecipeLibraryFilter(const std::vector<RecipeLibraryEntry>& entries,
                                                     const RecipeLibraryQuery& query,
                                                     const std::string& optionPrefix = "--");

// Loads one library recipe by id (the entry's id, i.e. builtin:ID without the prefix).
Result<Recipe> loadLibraryRecipe(const std::string& id, const std::vector<BuiltinRecipe>& recipes = builtinRecipes(),
                                 const Catalog& catalog = builtinCatalog());

// "4096" -> "4K", "131072" -> "128K"; other values as digits.
std::string formatSequenceLength(int64_t seq);

}  // namespace moe

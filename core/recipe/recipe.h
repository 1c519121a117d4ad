#pragma once
// A recipe: one complete, named plan (model + hardware + layout + options) as the studio edits it,
// the CLI evaluates it and recipe files store it.
#include <string>

#include "core/hardware/hardware_spec.h"
#include "core/layout/layout.h"
#include "core/model/model_spec.h"
#include "core/options/training_options.h"

namespace moe {

inline constexpr int kRecipeSchemaVersion = 1;

struct Recipe {
    std::string name;
    // No description is stored: describeRecipe() derives it from the fields below, so it cannot
    // go stale; a user's own words are notes.
    // Catalog names the model/hardware came from; empty when given inline. Saving writes the
    // name alone when the spec still equals the catalog entry, the full spec otherwise.
    std::string model_ref;
    ModelSpec model;
    std::string hardware_ref;
    HardwareSpec hardware;
    Layout layout;
    TrainingOptions options;
    std::string notes;
    bool operator==(const Recipe&) const = default;
};

}  // namespace moe

#include "core/recipe/recipe_overrides.h"

#include "core/common/message.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"

namespace moe {

Result<Recipe> loadRecipeWithOverrides(const std::string& spec, const std::vector<std::string>& sets) {
    Result<Recipe> loaded = [&]() -> Result<Recipe> {
        const std::string prefix = "builtin:";
        if (spec.rfind(prefix, 0) != 0) return loadRecipeFile(spec);
        const std::string wanted = spec.substr(prefix.size());
        std::string known;
        for (const auto& b : builtinRecipes()) {
            const std::string stem = b.file_name.substr(0, b.file_name.rfind('.'));
            if (stem == wanted || b.file_name == wanted) return parseRecipeYaml(b.text, "<built-in>/" + b.file_name);
            known += (known.empty() ? "" : ", ") + stem;
        }
        return Error{spec, 0, 0, {},
                     message("recipe_errors", MOE_TR("recipe_errors", "no built-in recipe of that name (known: %1)"),
                             codeArg(known))};
    }();
    if (!loaded) return loaded;
    Recipe recipe = *loaded;
    for (const auto& assignment : sets) {
        if (Status s = applyFieldAssignment(recipe, assignment); !s) {
            Error e = s.error();
            e.reason = "--set " + assignment + ": " + e.reason;
            e.reason_text = {};  // the prefixed English is the whole reason now
            return e;
        }
    }
    // Overrides that change the layout leave the description's facts and the notes true (the
    // notes are marked stale and stay out of exported headers), as a studio edit does.
    followRecipeEdit(*loaded, recipe);
    return recipe;
}

}  // namespace moe

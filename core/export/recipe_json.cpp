#include "core/export/recipe_json.h"

#include <nlohmann/json.hpp>

#include "core/common/c_locale.h"
#include "core/recipe/recipe_fields.h"

namespace moe {
namespace {

// Registry text -> typed JSON: integers and numbers when the field's type says so.
nlohmann::json typed(const FieldDescriptor& f, const std::string& text) {
    if (f.type.rfind("true | false", 0) == 0) return text == "true";
    const bool isInt = f.type.rfind("integer", 0) == 0 || f.type.rfind("list of integers", 0) == 0;
    const bool isNum = f.type.rfind("number", 0) == 0;
    try {
        if (isInt) return std::stoll(text);
        const CNumericScope cNumbers;  // "0.5" is 0.5 under a French LC_NUMERIC too
        if (isNum) return std::stod(text);
    } catch (const std::exception&) {
    }
    return text;
}

}  // namespace

std::string recipeToJson(const Recipe& recipe, int indent) {
    nlohmann::json root = nlohmann::json::object();
    root["schema_version"] = kRecipeSchemaVersion;
    for (const auto& f : recipeFields()) {
        const FieldValue v = f.get(recipe);
        nlohmann::json value;
        if (v.kind == FieldValue::Kind::Null) value = nullptr;
        else if (v.kind == FieldValue::Kind::List) {
            value = nlohmann::json::array();
            for (const auto& item : v.list) value.push_back(typed(f, item));
        } else {
            value = typed(f, v.scalar);
        }
        nlohmann::json::json_pointer ptr("/" + [&] {
            std::string p = f.path;
            for (char& c : p)
                if (c == '.') c = '/';
            return p;
        }());
        root[ptr] = value;
    }
    root["model_ref"] = recipe.model_ref;
    root["hardware_ref"] = recipe.hardware_ref;
    root["derived"] = {{"dp", recipe.layout.dp()}, {"edp", recipe.layout.edp()}, {"microbatches_per_step", recipe.layout.microbatchesPerStep()}};
    return root.dump(indent) + "\n";
}

}  // namespace moe

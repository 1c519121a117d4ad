#pragma once
// The recipe field registry: every editable recipe field, by dotted path ("layout.tp",
// "options.recompute.modules"), with its type, help text, a parser and a printer. Recipe YAML
// load/save, `moe-plan --set`, one-click fixes and the README's field list all go through it,
// so a field added here is loadable, savable, overridable and documented at once.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe {

// A field's value as text, independent of YAML: absent (null), one scalar, or a list of scalars.
struct FieldValue {
    enum class Kind { Null, Scalar, List };
    Kind kind = Kind::Null;
    std::string scalar;
    std::vector<std::string> list;

    static FieldValue null() { return {}; }
    static FieldValue of(std::string s) { return {Kind::Scalar, std::move(s), {}}; }
    static FieldValue ofList(std::vector<std::string> items) { return {Kind::List, {}, std::move(items)}; }
    bool operator==(const FieldValue&) const = default;
};

struct FieldDescriptor {
    std::string path;       // dotted path, snake_case
    std::string type;       // human-readable type, e.g. "int >= 1", "one of: p2p, a2a, ..."
    std::string help;       // one line
    bool is_list = false;   // accepts a list (YAML sequence, or comma-separated in --set)
    bool optional = false;  // may be null (unset)
    // Parses and assigns; on failure returns an Error whose reason says what was expected
    // (file/line/field are filled in by the caller).
    std::function<Status(Recipe&, const FieldValue&)> set;
    // Current value; Null for an unset optional (then omitted when saving).
    std::function<FieldValue(const Recipe&)> get;
    // True when the field means nothing for this recipe and holds its default (MLA sizes of a GQA
    // model, YaRN parameters without YaRN): a saved recipe leaves it out. Unset = always applies.
    std::function<bool(const Recipe&)> inapplicable;
};

// All fields in a stable, documented order (recipe file order).
const std::vector<FieldDescriptor>& recipeFields();
const FieldDescriptor* findRecipeField(std::string_view path);

// Sections of the registry, for the catalogs that describe only a model or a GPU.
bool isModelField(const FieldDescriptor& f);     // "model.*"
bool isHardwareField(const FieldDescriptor& f);  // "hardware.*"

// Applies "dotted.path=value" (the `--set` syntax). Lists are comma-separated, optionally in
// brackets; "null" unsets an optional field. Errors name the path and the reason.
Status applyFieldAssignment(Recipe& recipe, std::string_view assignment);
Status applyFieldValue(Recipe& recipe, std::string_view path, const std::string& text);

// Textual value of a field as `--set` would take it (lists comma-separated, null as "null").
std::string fieldValueText(const FieldValue& v);
// The same for the field at `path` of `recipe`; empty when no field has that path.
std::string recipeFieldText(const Recipe& recipe, std::string_view path);

// The changes that turn `before`'s pipeline placement (layout string, first/last stage layers,
// account-for embedding/loss) into `after`'s, as `--set` values ("null" for an unset count).
std::vector<FieldChange> pipelinePlacementChanges(const Recipe& before, const Recipe& after);

}  // namespace moe

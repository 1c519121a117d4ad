#include "core/recipe/recipe_fields.h"

#include <algorithm>

#include "core/common/message.h"
#include "core/recipe/field_builders.h"

namespace moe {

namespace fields::valueErrorIds {
const char* const kGotList = MOE_TR("recipe_errors", "expected a single value, got a list");
const char* const kValueRequired = MOE_TR("recipe_errors", "a value is required");
const char* const kExpectedInteger = MOE_TR("recipe_errors", "expected an integer, got '%1'");
const char* const kOutOfRange = MOE_TR("recipe_errors", "value %1 out of range [%2, %3]");
const char* const kExpectedIntegerOrNull = MOE_TR("recipe_errors", "expected an integer or null, got '%1'");
const char* const kOutOfRangeAtLeast = MOE_TR("recipe_errors", "value %1 out of range (>= %2)");
const char* const kExpectedNumber = MOE_TR("recipe_errors", "expected a number, got '%1'");
const char* const kExpectedNumberOrNull = MOE_TR("recipe_errors", "expected a number or null, got '%1'");
const char* const kOutOfRangeBare = MOE_TR("recipe_errors", "value %1 out of range");
const char* const kExpectedBool = MOE_TR("recipe_errors", "expected true or false, got '%1'");
const char* const kUnknownValueOneOf = MOE_TR("recipe_errors", "unknown value '%1' (expected one of: %2)");
const char* const kUnknownValueAnyOf = MOE_TR("recipe_errors", "unknown value '%1' (expected any of: %2)");
const char* const kListedTwice = MOE_TR("recipe_errors", "'%1' listed twice");
const char* const kExpectedIntegersAtLeast = MOE_TR("recipe_errors", "expected integers >= %1, got '%2'");
}  // namespace fields::valueErrorIds

// Defined in recipe_fields_{model,hardware,layout,options}.cpp.
void appendModelFields(std::vector<FieldDescriptor>& out);
void appendHardwareFields(std::vector<FieldDescriptor>& out);
void appendLayoutFields(std::vector<FieldDescriptor>& out);
void appendOptionsFields(std::vector<FieldDescriptor>& out);

namespace {

std::vector<FieldDescriptor> buildRegistry() {
    using namespace fields;
    std::vector<FieldDescriptor> out;
    out.push_back(text(
        "name", MOE_TR("recipe_fields", "Recipe name"), [](auto& r) -> auto& { return r.name; }));
    appendModelFields(out);
    appendHardwareFields(out);
    appendLayoutFields(out);
    appendOptionsFields(out);
    out.push_back(text(
        "notes", MOE_TR("recipe_fields", "Free notes (sources, why the layout deviates, ...)"),
        [](auto& r) -> auto& { return r.notes; }));
    return out;
}

std::string trim(std::string_view s) {
    size_t b = 0;
    size_t e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t')) --e;
    return std::string(s.substr(b, e - b));
}

}  // namespace

const std::vector<FieldDescriptor>& recipeFields() {
    static const std::vector<FieldDescriptor> registry = buildRegistry();
    return registry;
}

const FieldDescriptor* findRecipeField(std::string_view path) {
    const auto& all = recipeFields();
    auto it = std::find_if(all.begin(), all.end(), [&](const FieldDescriptor& f) { return f.path == path; });
    return it == all.end() ? nullptr : &*it;
}

bool isModelField(const FieldDescriptor& f) { return f.path.rfind("model.", 0) == 0; }
bool isHardwareField(const FieldDescriptor& f) { return f.path.rfind("hardware.", 0) == 0; }

Status applyFieldValue(Recipe& recipe, std::string_view path, const std::string& rawText) {
    const FieldDescriptor* field = findRecipeField(path);
    if (!field)
        return Error{
            {},
            0,
            0,
            std::string(path),
            message("recipe_errors", MOE_TR("recipe_errors", "unknown recipe field (see the README's field list)"))};
    const std::string value = trim(rawText);
    FieldValue v;
    if (fields::isNullText(value) && field->optional) {
        v = FieldValue::null();
    } else if (field->is_list) {
        std::string body = value;
        if (body.size() >= 2 && body.front() == '[' && body.back() == ']') body = body.substr(1, body.size() - 2);
        std::vector<std::string> items;
        size_t start = 0;
        while (start <= body.size()) {
            size_t comma = body.find(',', start);
            std::string item = trim(std::string_view(body).substr(start, comma == std::string::npos ? std::string::npos : comma - start));
            if (!item.empty()) items.push_back(item);
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
        v = FieldValue::ofList(std::move(items));
    } else {
        v = FieldValue::of(value);
    }
    Status s = field->set(recipe, v);
    if (!s) {
        Error e = s.error();
        e.field = field->path;
        return e;
    }
    return s;
}

Status applyFieldAssignment(Recipe& recipe, std::string_view assignment) {
    const size_t eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return Error{{},
                     0,
                     0,
                     {},
                     message("recipe_errors", MOE_TR("recipe_errors", "expected dotted.path=value, got '%1'"),
                             codeArg(std::string(assignment)))};
    return applyFieldValue(recipe, trim(assignment.substr(0, eq)), std::string(assignment.substr(eq + 1)));
}

std::string fieldValueText(const FieldValue& v) {
    switch (v.kind) {
        case FieldValue::Kind::Null: return "null";
        case FieldValue::Kind::Scalar: return v.scalar;
        case FieldValue::Kind::List: {
            std::string out;
            for (const auto& item : v.list) {
                if (!out.empty()) out += ",";
                out += item;
            }
            return out;
        }
    }
    return {};
}

std::string recipeFieldText(const Recipe& recipe, std::string_view path) {
    const FieldDescriptor* f = findRecipeField(path);
    return f ? fieldValueText(f->get(recipe)) : std::string();
}

std::vector<FieldChange> pipelinePlacementChanges(const Recipe& before, const Recipe& after) {
    std::vector<FieldChange> changes;
    for (const char* path : {"layout.pipeline_layout", "layout.first_stage_layers", "layout.last_stage_layers",
                             "layout.account_for_embedding_in_pipeline_split", "layout.account_for_loss_in_pipeline_split"}) {
        const std::string was = recipeFieldText(before, path);
        const std::string now = recipeFieldText(after, path);
        // An unset count is "null"; an empty layout string is the string itself.
        const bool text = std::string_view(path) == "layout.pipeline_layout";
        if (now != was) changes.push_back({path, now.empty() && !text ? "null" : now});
    }
    return changes;
}

}  // namespace moe

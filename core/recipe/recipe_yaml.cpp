#include "core/recipe/recipe_yaml.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <exception>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "core/common/atomic_file.h"
#include "core/common/embedded_file.h"
#include "core/common/file_content.h"
#include "core/common/json_error.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/yaml_fields.h"
#include "core/recipe/yaml_syntax_error.h"

namespace moe {
namespace {

constexpr const char* kDefaultRecipeFile = "qwen3-30b-a3b-16xh100-hybridep.yaml";
const std::vector<std::string> kTopLevelKeys = {"schema_version", "name",   "description", "model",
                                                "hardware",       "layout", "options",     "notes"};

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

Error plainError(const std::string& file, int line, int column, std::string field, std::string reason) {
    return Error{file, line, column, std::move(field), std::move(reason)};
}

Error plainError(const std::string& file, int line, int column, std::string field, Message reason) {
    return Error{file, line, column, std::move(field), std::move(reason)};
}

// "a list", "a mapping", ... as a message (the studio translates it inside the sentence).
Message describeNodeText(const YAML::Node& node) {
    if (node.IsSequence()) return message("recipe_errors", MOE_TR("recipe_errors", "a list"));
    if (node.IsMap()) return message("recipe_errors", MOE_TR("recipe_errors", "a mapping"));
    if (node.IsNull()) return message("recipe_errors", MOE_TR("recipe_errors", "nothing"));
    return message("recipe_errors", MOE_TR("recipe_errors", "a single value"));
}

// yaml-cpp accepts NUL bytes and invalid UTF-8 as scalar text, so a binary file would surface as a
// confusing "expected a mapping" error. Catch it up front and point at the first bad byte.
std::optional<Error> checkIsText(const std::string& text, const std::string& origin) {
    int line = 1;
    int column = 1;
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        size_t len = 0;
        if (c == 0) {
            return plainError(
                origin, line, column, {},
                message("recipe_errors",
                        MOE_TR("recipe_errors", "not a text file (contains a NUL byte); expected a YAML recipe")));
        } else if (c < 0x80) {
            len = 1;
        } else if ((c & 0xE0) == 0xC0 && c >= 0xC2) {
            len = 2;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
        } else if ((c & 0xF8) == 0xF0 && c <= 0xF4) {
            len = 4;
        }
        bool valid = len > 0 && i + len <= text.size();
        for (size_t k = 1; valid && k < len; ++k) valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (!valid)
            return plainError(
                origin, line, column, {},
                message("recipe_errors",
                        MOE_TR("recipe_errors", "not valid UTF-8 text (bad byte sequence); expected a YAML recipe")));
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        i += len;
    }
    return std::nullopt;
}

// yaml-cpp keeps both entries of a repeated key; the later one would silently win (or lose).
std::optional<Error> findDuplicateKeys(const YAML::Node& node, const std::string& path, const std::string& origin) {
    if (node.IsMap()) {
        std::set<std::string> seen;
        for (const auto& kv : node) {
            const std::string key = kv.first.Scalar();
            const std::string child = path.empty() ? key : path + "." + key;
            if (kv.first.IsScalar() && !seen.insert(key).second)
                return yamlError(origin, kv.first.Mark(), child,
                                 message("recipe_errors", MOE_TR("recipe_errors", "duplicate key")));
            if (auto e = findDuplicateKeys(kv.second, child, origin)) return e;
        }
    } else if (node.IsSequence()) {
        for (const auto& item : node)
            if (auto e = findDuplicateKeys(item, path, origin)) return e;
    }
    return std::nullopt;
}

// name / description / notes: plain strings, assigned through the field registry.
Status readTextField(const YAML::Node& value, const std::string& key, Recipe& recipe, const std::string& origin) {
    FieldValue v;
    if (value.IsNull()) {
        v = FieldValue::null();
    } else if (value.IsScalar()) {
        v = FieldValue::of(value.Scalar());
    } else {
        return yamlError(origin, value.Mark(), key,
                         message("recipe_errors", MOE_TR("recipe_errors", "expected text, got %1"),
                                 messageArg(describeNodeText(value))));
    }
    Status s = findRecipeField(key)->set(recipe, v);
    if (!s) return yamlError(origin, value.Mark(), key, s.error());
    return s;
}

// What differs between the model and hardware sections.
struct SpecSection {
    std::string key;   // "model" / "hardware"
    std::string noun;  // for messages
    std::vector<std::string> names;
    std::function<bool(Recipe&, const std::string&)> fromCatalog;  // false when unknown
    std::function<void(Recipe&)> resetInline;
    std::string Recipe::*ref;
};

SpecSection modelSection(const Catalog& catalog) {
    return {"model",
            "model",
            catalog.modelNames(),
            [&catalog](Recipe& r, const std::string& name) {
                const ModelSpec* m = catalog.findModel(name);
                if (m) r.model = *m;
                return m != nullptr;
            },
            [](Recipe& r) { r.model = ModelSpec{}; },
            &Recipe::model_ref};
}

SpecSection hardwareSection(const Catalog& catalog) {
    return {"hardware",
            "GPU",
            catalog.hardwareNames(),
            [&catalog](Recipe& r, const std::string& name) {
                const HardwareSpec* h = catalog.findHardware(name);
                if (h) r.hardware = *h;
                return h != nullptr;
            },
            [](Recipe& r) { r.hardware = HardwareSpec{}; },
            &Recipe::hardware_ref};
}

// `model: Name`, `model: {base: Name, <overrides>}` or a full inline mapping.
Status readSpec(const YAML::Node& value, const SpecSection& section, Recipe& recipe, const std::string& origin) {
    auto fromCatalog = [&](const YAML::Node& nameNode, const std::string& field) -> Status {
        if (!nameNode.IsScalar())
            return yamlError(
                origin, nameNode.Mark(), field,
                section.key == "model"
                    ? message("recipe_errors", MOE_TR("recipe_errors", "expected a catalog model name, got %1"),
                              messageArg(describeNodeText(nameNode)))
                    : message("recipe_errors", MOE_TR("recipe_errors", "expected a catalog GPU name, got %1"),
                              messageArg(describeNodeText(nameNode))));
        const std::string name = nameNode.Scalar();
        if (!section.fromCatalog(recipe, name))
            return yamlError(origin, nameNode.Mark(), field,
                             section.key == "model"
                                 ? message("recipe_errors", MOE_TR("recipe_errors", "unknown model '%1' (known: %2)"),
                                           codeArg(name), codeArg(joined(section.names)))
                                 : message("recipe_errors", MOE_TR("recipe_errors", "unknown GPU '%1' (known: %2)"),
                                           codeArg(name), codeArg(joined(section.names))));
        recipe.*section.ref = name;
        return okStatus();
    };
    if (value.IsScalar()) return fromCatalog(value, section.key);
    if (!value.IsMap())
        return yamlError(
            origin, value.Mark(), section.key,
            section.key == "model"
                ? message("recipe_errors",
                          MOE_TR("recipe_errors", "expected a catalog model name or a mapping, got %1"),
                          messageArg(describeNodeText(value)))
                : message("recipe_errors", MOE_TR("recipe_errors", "expected a catalog GPU name or a mapping, got %1"),
                          messageArg(describeNodeText(value))));
    const YAML::Node base = value["base"];
    if (!base.IsDefined()) {
        section.resetInline(recipe);
        (recipe.*section.ref).clear();
        return readYamlFields(value, section.key, recipe, origin);
    }
    if (auto s = fromCatalog(base, section.key + ".base"); !s) return s;
    // The registry knows no "<section>.base" field: hand it the overrides only (marks preserved).
    YAML::Node overrides(YAML::NodeType::Map);
    for (const auto& kv : value)
        if (kv.first.Scalar() != "base") overrides.force_insert(kv.first, kv.second);
    return readYamlFields(overrides, section.key, recipe, origin);
}

Result<Recipe> parseRoot(const YAML::Node& root, const std::string& origin, const Catalog& catalog) {
    if (!root.IsDefined() || root.IsNull())
        return plainError(
            origin, 0, 0, {},
            message("recipe_errors", MOE_TR("recipe_errors", "empty recipe (expected a mapping that starts with '%1')"),
                    codeArg("schema_version: " + std::to_string(kRecipeSchemaVersion))));
    if (!root.IsMap())
        return yamlError(origin, root.Mark(), {},
                         message("recipe_errors",
                                 MOE_TR("recipe_errors", "expected a mapping of recipe keys at the top level, got %1"),
                                 messageArg(describeNodeText(root))));
    if (auto e = findDuplicateKeys(root, {}, origin)) return *e;

    // Top-level entries by key; the key node is kept to point at it when its value is empty.
    std::map<std::string, std::pair<YAML::Node, YAML::Node>> entries;
    for (const auto& kv : root) {
        if (!kv.first.IsScalar())
            return yamlError(origin, kv.first.Mark(), {},
                             message("recipe_errors", MOE_TR("recipe_errors", "keys must be plain names")));
        entries.emplace(kv.first.Scalar(), std::make_pair(kv.first, kv.second));
    }
    // A missing key belongs at the top of the file, so point there.
    auto missing = [&](const std::string& key, Message what) {
        return plainError(origin, 1, 1, key,
                          message("recipe_errors", MOE_TR("recipe_errors", "missing %1"), messageArg(std::move(what))));
    };
    // The version decides how to read everything else, so check it before any other key.
    const std::string expected = std::to_string(kRecipeSchemaVersion);
    auto version = entries.find("schema_version");
    if (version == entries.end())
        return missing("schema_version", message("recipe_errors", MOE_TR("recipe_errors", "(add '%1' at the top)"),
                                                 codeArg("schema_version: " + expected)));
    const YAML::Node& v = version->second.second;
    if (!v.IsScalar() || v.Scalar() != expected)
        return yamlError(
            origin, v.IsNull() ? version->second.first.Mark() : v.Mark(), "schema_version",
            v.IsScalar() ? message("recipe_errors",
                                   MOE_TR("recipe_errors", "unsupported version '%1' (this build reads version %2)"),
                                   codeArg(v.Scalar()), codeArg(expected))
                         : message("recipe_errors",
                                   MOE_TR("recipe_errors", "unsupported version '%1' (this build reads version %2)"),
                                   messageArg(describeNodeText(v)), codeArg(expected)));
    for (const auto& kv : root) {
        const std::string key = kv.first.Scalar();
        if (std::find(kTopLevelKeys.begin(), kTopLevelKeys.end(), key) == kTopLevelKeys.end())
            return yamlError(origin, kv.first.Mark(), key,
                             message("recipe_errors", MOE_TR("recipe_errors", "unknown key (expected one of: %1)"),
                                     codeArg(joined(kTopLevelKeys))));
    }

    Recipe recipe;
    for (const char* key : {"name", "notes"}) {
        auto it = entries.find(key);
        if (it != entries.end())
            if (auto s = readTextField(it->second.second, key, recipe, origin); !s) return s.error();
    }
    for (const SpecSection& section : {modelSection(catalog), hardwareSection(catalog)}) {
        const Message what =
            section.key == "model"
                ? message("recipe_errors",
                          MOE_TR("recipe_errors", "(give a catalog model name, {base: name, ...} or a full mapping)"))
                : message("recipe_errors",
                          MOE_TR("recipe_errors", "(give a catalog GPU name, {base: name, ...} or a full mapping)"));
        auto it = entries.find(section.key);
        if (it == entries.end()) return missing(section.key, what);
        if (it->second.second.IsNull())
            return yamlError(origin, it->second.first.Mark(), section.key,
                             message("recipe_errors", MOE_TR("recipe_errors", "empty %1"), messageArg(what)));
        if (auto s = readSpec(it->second.second, section, recipe, origin); !s) return s.error();
    }
    for (const char* key : {"layout", "options"}) {
        auto it = entries.find(key);
        if (it == entries.end() || it->second.second.IsNull()) continue;  // all defaults
        if (auto s = readYamlFields(it->second.second, key, recipe, origin); !s) return s.error();
    }
    // The description is derived from the recipe and rewritten on every save. Words of the
    // user's own in it are kept as the first paragraph of the notes (where they are flagged
    // stale once the recipe changes); a description in the derived shape is an earlier save's.
    if (auto it = entries.find("description"); it != entries.end() && !it->second.second.IsNull()) {
        const YAML::Node& d = it->second.second;
        if (!d.IsScalar())
            return yamlError(origin, d.Mark(), "description",
                             message("recipe_errors", MOE_TR("recipe_errors", "expected text, got %1"),
                                     messageArg(describeNodeText(d))));
        const std::string& written = d.Scalar();
        if (!written.empty() && !looksDerivedDescription(written, recipe) &&
            recipe.notes.find(written) == std::string::npos)
            recipe.notes = recipe.notes.empty() ? written : written + "\n\n" + recipe.notes;
    }
    return recipe;
}

void emitFieldValue(YAML::Emitter& out, const FieldValue& v) {
    switch (v.kind) {
        case FieldValue::Kind::Null:
            out << YAML::Null;
            break;
        case FieldValue::Kind::Scalar:
            out << v.scalar;
            break;
        case FieldValue::Kind::List:
            out << YAML::Flow << YAML::BeginSeq;
            for (const auto& item : v.list) out << item;
            out << YAML::EndSeq;
            break;
    }
}

// Emits the fields under `prefix` whose value differs from `base` (already inside an open map).
// Unlike writeYamlFields, nulls are written: an override may unset what the base sets.
void emitChangedFields(YAML::Emitter& out, const std::string& prefix, const Recipe& recipe, const Recipe& base) {
    const std::string head = prefix + ".";
    std::vector<std::string> open;
    for (const auto& field : recipeFields()) {
        if (field.path.rfind(head, 0) != 0) continue;
        const FieldValue v = field.get(recipe);
        if (v == field.get(base)) continue;
        std::vector<std::string> parts;
        const std::string rest = field.path.substr(head.size());
        size_t start = 0;
        for (size_t dot = rest.find('.'); dot != std::string::npos; dot = rest.find('.', start)) {
            parts.push_back(rest.substr(start, dot - start));
            start = dot + 1;
        }
        size_t common = 0;
        while (common < open.size() && common < parts.size() && open[common] == parts[common]) ++common;
        for (; open.size() > common; open.pop_back()) out << YAML::EndMap;
        for (size_t i = common; i < parts.size(); ++i) {
            out << YAML::Key << parts[i] << YAML::Value << YAML::BeginMap;
            open.push_back(parts[i]);
        }
        out << YAML::Key << rest.substr(start) << YAML::Value;
        emitFieldValue(out, v);
    }
    for (; !open.empty(); open.pop_back()) out << YAML::EndMap;
}

// Catalog name when unchanged, {base: name, <changes>} when derived, the full spec otherwise.
template <class Spec>
void writeSpec(YAML::Emitter& out, const std::string& key, const Recipe& recipe, const std::string& ref,
               const Spec* entry, Spec Recipe::*member) {
    out << YAML::Key << key << YAML::Value;
    if (ref.empty() || entry == nullptr) {
        writeYamlFields(out, key, recipe);
        return;
    }
    if (recipe.*member == *entry) {
        out << ref;
        return;
    }
    Recipe base = recipe;
    base.*member = *entry;
    out << YAML::BeginMap << YAML::Key << "base" << YAML::Value << ref;
    emitChangedFields(out, key, recipe, base);
    out << YAML::EndMap;
}

// A literal block reads best for multi-line notes, but it cannot express every string (no final
// newline, leading spaces, trailing blank lines); use it only when it reads back unchanged.
bool literalRoundTrips(const std::string& text) {
    if (text.find('\n') == std::string::npos) return false;
    try {
        YAML::Emitter probe;
        probe << YAML::BeginMap << YAML::Key << "n" << YAML::Value << YAML::Literal << text << YAML::EndMap;
        if (!probe.good()) return false;
        // recipeToYaml ends the document with a newline, which a final literal block would absorb.
        const YAML::Node back = YAML::Load(std::string(probe.c_str()) + "\n");
        return back["n"].IsScalar() && back["n"].Scalar() == text;
    } catch (const YAML::Exception&) {
        return false;
    }
}

}  // namespace

Result<Recipe> parseRecipeYaml(const std::string& text, const std::string& origin, const Catalog& catalog) {
    if (auto e = checkIsText(text, origin)) return *e;
    try {
        YAML::Node root;
        try {
            root = YAML::Load(text);
        } catch (const YAML::ParserException& e) {
            // A recipe may be written as JSON (YAML reads it); a JSON text that does not parse is
            // told in JSON's terms (review: a truncated .json was called a "YAML syntax error").
            const size_t first = text.find_first_not_of(" \t\r\n");
            if (first != std::string::npos && (text[first] == '{' || text[first] == '[')) {
                try {
                    const nlohmann::json parsed = nlohmann::json::parse(text);
                    (void)parsed;
                } catch (const nlohmann::json::exception& jsonError) {
                    return jsonParseError(text, origin, jsonError);
                }
            }
            return yamlSyntaxError(text, origin, e);
        }
        return parseRoot(root, origin, catalog);
    } catch (const YAML::Exception& e) {
        return yamlError(origin, e.mark, {}, e.msg);
    } catch (const std::exception& e) {
        return plainError(
            origin, 0, 0, {},
            message("recipe_errors", MOE_TR("recipe_errors", "cannot read recipe: %1"), codeArg(e.what())));
    }
}

Result<Recipe> loadRecipeFile(const std::string& path, const Catalog& catalog) {
    auto text = readWholeFile(path);
    if (!text) return text.error();
    // A binary file (an image renamed .yaml) is named as such, not as a YAML error on a garbled byte.
    if (std::optional<Message> why = notTextMessage(*text)) return Error{path, 0, 0, {}, std::move(*why)};
    return parseRecipeYaml(*text, path, catalog);
}

std::string recipeToYaml(const Recipe& recipe, const Catalog& catalog) {
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "schema_version" << YAML::Value << kRecipeSchemaVersion;
    out << YAML::Key << "name" << YAML::Value << recipe.name;
    out << YAML::Key << "description" << YAML::Value << describeRecipe(recipe);
    writeSpec(out, "model", recipe, recipe.model_ref, catalog.findModel(recipe.model_ref), &Recipe::model);
    writeSpec(out, "hardware", recipe, recipe.hardware_ref, catalog.findHardware(recipe.hardware_ref),
              &Recipe::hardware);
    out << YAML::Key << "layout" << YAML::Value;
    writeYamlFields(out, "layout", recipe);
    out << YAML::Key << "options" << YAML::Value;
    writeYamlFields(out, "options", recipe);
    out << YAML::Key << "notes" << YAML::Value;
    if (literalRoundTrips(recipe.notes)) out << YAML::Literal;
    out << recipe.notes;
    out << YAML::EndMap;
    std::string text = out.c_str();
    if (text.empty() || text.back() != '\n') text += '\n';
    return text;
}

Status saveRecipeFile(const Recipe& recipe, const std::string& path, const Catalog& catalog) {
    return writeFileAtomically(path, recipeToYaml(recipe, catalog));
}

std::vector<BuiltinRecipe> builtinRecipes() {
    std::vector<BuiltinRecipe> out;
    for (const auto& file : embedded::recipeFiles()) out.push_back({file.name, file.content});
    std::sort(out.begin(), out.end(),
              [](const BuiltinRecipe& a, const BuiltinRecipe& b) { return a.file_name < b.file_name; });
    return out;
}

Result<Recipe> defaultRecipe() {
    for (const auto& builtin : builtinRecipes())
        if (builtin.file_name == kDefaultRecipeFile)
            return parseRecipeYaml(builtin.text, std::string("<built-in>/") + kDefaultRecipeFile);
    return plainError(std::string("<built-in>/") + kDefaultRecipeFile, 0, 0, {}, "default recipe is not compiled in");
}

}  // namespace moe

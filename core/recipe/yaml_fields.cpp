#include "core/recipe/yaml_fields.h"

#include <map>
#include <vector>

#include "core/recipe/recipe_fields.h"

namespace moe {
namespace {

struct FoundValue {
    FieldValue value;
    YAML::Mark mark;
};

Status collect(const YAML::Node& node, const std::string& path, const std::string& file,
               std::map<std::string, FoundValue>& found) {
    for (const auto& kv : node) {
        if (!kv.first.IsScalar())
            return yamlError(file, kv.first.Mark(), path,
                             message("recipe_errors", MOE_TR("recipe_errors", "keys must be plain names")));
        const std::string key = kv.first.Scalar();
        const std::string child = path + "." + key;
        const YAML::Node& value = kv.second;
        const FieldDescriptor* field = findRecipeField(child);
        if (value.IsMap() && !field) {
            if (auto s = collect(value, child, file, found); !s) return s;
            continue;
        }
        if (!field) {
            return yamlError(file, kv.first.Mark(), child,
                             message("recipe_errors", MOE_TR("recipe_errors", "unknown key")));
        }
        FoundValue fv;
        fv.mark = value.Mark();
        if (!value.IsDefined() || value.IsNull()) {
            fv.value = FieldValue::null();
        } else if (value.IsScalar()) {
            fv.value = FieldValue::of(value.Scalar());
        } else if (value.IsSequence()) {
            std::vector<std::string> items;
            for (const auto& item : value) {
                if (!item.IsScalar())
                    return yamlError(
                        file, item.Mark(), child,
                        message("recipe_errors", MOE_TR("recipe_errors", "list items must be plain values")));
                items.push_back(item.Scalar());
            }
            if (!field->is_list && child != "model.moe.layer_pattern")
                return yamlError(
                    file, value.Mark(), child,
                    message("recipe_errors", MOE_TR("recipe_errors", "expected a single value, got a list")));
            fv.value = FieldValue::ofList(std::move(items));
        } else {
            return yamlError(file, value.Mark(), child,
                             message("recipe_errors", MOE_TR("recipe_errors", "expected a value, got a mapping")));
        }
        found[child] = std::move(fv);
    }
    return okStatus();
}

void emitValue(YAML::Emitter& out, const FieldValue& v) {
    switch (v.kind) {
        case FieldValue::Kind::Null: out << YAML::Null; break;
        case FieldValue::Kind::Scalar: out << v.scalar; break;
        case FieldValue::Kind::List:
            out << YAML::Flow << YAML::BeginSeq;
            for (const auto& item : v.list) out << item;
            out << YAML::EndSeq;
            break;
    }
}

}  // namespace

Error yamlError(const std::string& file, const YAML::Mark& mark, std::string field, std::string reason) {
    Error e;
    e.file = file;
    if (mark.line >= 0) e.line = mark.line + 1;
    if (mark.column >= 0) e.column = mark.column + 1;
    e.field = std::move(field);
    e.reason = std::move(reason);
    return e;
}

Error yamlError(const std::string& file, const YAML::Mark& mark, std::string field, Message reason) {
    Error e = yamlError(file, mark, std::move(field), reason.english());
    e.reason_text = std::move(reason);
    return e;
}

Error yamlError(const std::string& file, const YAML::Mark& mark, std::string field, const Error& inner) {
    Error e = yamlError(file, mark, std::move(field), inner.reason);
    e.reason_text = inner.reason_text;
    return e;
}

Status readYamlFields(const YAML::Node& node, const std::string& prefix, Recipe& recipe, const std::string& file) {
    if (!node.IsMap())
        return yamlError(file, node.Mark(), prefix,
                         message("recipe_errors", MOE_TR("recipe_errors", "expected a mapping")));
    std::map<std::string, FoundValue> found;
    if (auto s = collect(node, prefix, file, found); !s) return s;
    for (const auto& field : recipeFields()) {
        auto it = found.find(field.path);
        if (it == found.end()) continue;
        Status s = field.set(recipe, it->second.value);
        if (!s) return yamlError(file, it->second.mark, field.path, s.error());
    }
    return okStatus();
}

void writeYamlFields(YAML::Emitter& out, const std::string& prefix, const Recipe& recipe) {
    // Fields come in registry order, grouped by path; open and close nested maps as paths change.
    std::vector<std::string> open;  // currently open path segments below the prefix
    out << YAML::BeginMap;
    const std::string head = prefix + ".";
    for (const auto& field : recipeFields()) {
        if (field.path.rfind(head, 0) != 0) continue;
        FieldValue v = field.get(recipe);
        if (v.kind == FieldValue::Kind::Null) continue;
        if (field.inapplicable && field.inapplicable(recipe)) continue;
        std::vector<std::string> parts;
        std::string rest = field.path.substr(head.size());
        size_t start = 0;
        for (size_t dot = rest.find('.'); dot != std::string::npos; dot = rest.find('.', start)) {
            parts.push_back(rest.substr(start, dot - start));
            start = dot + 1;
        }
        const std::string leaf = rest.substr(start);
        size_t common = 0;
        while (common < open.size() && common < parts.size() && open[common] == parts[common]) ++common;
        while (open.size() > common) {
            out << YAML::EndMap;
            open.pop_back();
        }
        for (size_t i = common; i < parts.size(); ++i) {
            out << YAML::Key << parts[i] << YAML::Value << YAML::BeginMap;
            open.push_back(parts[i]);
        }
        out << YAML::Key << leaf << YAML::Value;
        emitValue(out, v);
    }
    while (!open.empty()) {
        out << YAML::EndMap;
        open.pop_back();
    }
    out << YAML::EndMap;
}

}  // namespace moe

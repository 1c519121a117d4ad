#include "core/import/bridge_yaml_context.h"

#include "core/recipe/recipe_fields.h"

namespace moe::bridge_yaml {

Error errorAt(const Context& c, const YAML::Node& n, const std::string& key, const std::string& reason) {
    const auto mark = n.Mark();
    return Error{c.origin, mark.line >= 0 ? mark.line + 1 : 0, mark.column >= 0 ? mark.column + 1 : 0, key, reason};
}

Error errorAt(const Context& c, const YAML::Node& n, const std::string& key, Message reason) {
    Error e = errorAt(c, n, key, reason.english());
    e.reason_text = std::move(reason);
    return e;
}

Error errorAt(const Context& c, const YAML::Node& n, const std::string& key, const Error& inner) {
    Error e = errorAt(c, n, key, inner.reason);
    e.reason_text = inner.reason_text;
    return e;
}

Message located(const YAML::Node& n, Message m) {
    const auto mark = n.Mark();
    if (mark.line < 0) return m;
    return message("import", MOE_TR("import", "line %1: %2"), integerArg(mark.line + 1), messageArg(std::move(m)));
}

bool isPlaceholder(const YAML::Node& n) { return n.IsScalar() && n.Scalar().find("${") != std::string::npos; }

YAML::Node value(Context& c, const YAML::Node& section, const std::string& sectionName, const std::string& key) {
    if (!section || !section.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
    YAML::Node n = section[key];
    if (!n || n.IsNull()) return YAML::Node(YAML::NodeType::Undefined);
    if (isPlaceholder(n)) {
        // A template (Bridge's model-zoo configs) is not a configuration: collect every placeholder
        // and fail once at the end, rather than plan with invented defaults.
        if (c.placeholders.empty()) c.firstPlaceholder = n.Mark();
        const auto mark = n.Mark();
        c.placeholders.push_back(n.Scalar() + " (" + sectionName + "." + key +
                                 (mark.line >= 0 ? ", line " + std::to_string(mark.line + 1) : std::string()) + ")");
        return YAML::Node(YAML::NodeType::Undefined);
    }
    return n;
}

Status assign(Context& c, Recipe& r, const YAML::Node& n, const std::string& key, const std::string& path) {
    std::string text;
    if (n.IsScalar()) {
        text = n.Scalar();
    } else if (n.IsSequence()) {
        for (const auto& item : n) {
            if (!item.IsScalar())
                return errorAt(c, item, key,
                               message("file_errors", MOE_TR("file_errors", "expected a list of plain values")));
            text += (text.empty() ? "" : ",") + item.Scalar();
        }
    } else {
        return errorAt(c, n, key, message("file_errors", MOE_TR("file_errors", "expected a value, got a mapping")));
    }
    auto s = applyFieldValue(r, path, text);
    if (!s) return errorAt(c, n, key, s.error());
    return s;
}

}  // namespace moe::bridge_yaml

#include "core/import/hf_config_reader.h"

#include "core/common/text.h"
#include "core/import/closest_key.h"

namespace moe::hf {

using nlohmann::json;

const json* Reader::find(std::initializer_list<const char*> keys) {
    const json* found = nullptr;
    for (const char* k : keys) {
        auto it = j.find(k);
        if (it == j.end()) continue;
        consumed.insert(k);
        if (!found && !it->is_null()) found = &*it;
    }
    return found;
}

bool Reader::has(std::initializer_list<const char*> keys) const {
    for (const char* k : keys)
        if (auto it = j.find(k); it != j.end() && !it->is_null()) return true;
    return false;
}

Error Reader::at(const std::string& key, const std::string& reason) const {
    const std::string quoted = "\"" + key + "\"";
    size_t pos = text.find(quoted);
    while (pos != std::string::npos) {
        size_t after = text.find_first_not_of(" \t\r\n", pos + quoted.size());
        if (after != std::string::npos && text[after] == ':') {
            const size_t value = text.find_first_not_of(" \t\r\n", after + 1);
            const auto [line, col] = textPositionAt(text, value == std::string::npos ? pos : value);
            return Error{origin, line, col, key, reason};
        }
        pos = text.find(quoted, pos + 1);
    }
    return Error{origin, 0, 0, key, reason};
}

Error Reader::at(const std::string& key, Message reason) const {
    Error e = at(key, reason.english());
    e.reason_text = std::move(reason);
    return e;
}

std::string Reader::describeMissing(std::initializer_list<const char*> keys) const {
    std::string out = *keys.begin();
    std::string others;
    for (auto it = keys.begin() + 1; it != keys.end(); ++it) others += (others.empty() ? "" : ", ") + std::string(*it);
    std::set<std::string> present;
    for (const auto& kv : j.items()) present.insert(kv.key());
    std::string near;
    for (const char* k : keys)
        if (near.empty()) near = closestKey(k, present);
    if (!others.empty() || !near.empty()) {
        out += " (";
        if (!others.empty()) out += "or " + others;
        if (!near.empty()) {
            const Error e = at(near, "");
            out += std::string(others.empty() ? "" : "; ") + "'" + near + "'" +
                   (e.line > 0 ? " on line " + std::to_string(e.line) : std::string()) + " looks like a misspelling";
        }
        out += ")";
    }
    return out;
}

void Reader::fail(const std::string& key, const std::string& reason) {
    if (!error) error = at(key, reason);
}

void Reader::fail(const std::string& key, Message reason) {
    if (!error) error = at(key, std::move(reason));
}

int64_t Reader::integer(std::initializer_list<const char*> keys, int64_t fallback, bool required) {
    const json* v = find(keys);
    if (!v) {
        if (required) missing.push_back(describeMissing(keys));
        return fallback;
    }
    if (!v->is_number_integer() || v->get<int64_t>() < 0) {
        for (const char* k : keys)
            if (j.contains(k)) {
                fail(k, message("file_errors", MOE_TR("file_errors", "expected a non-negative integer, got %1"),
                                codeArg(v->dump())));
                break;
            }
        return fallback;
    }
    return v->get<int64_t>();
}

double Reader::number(std::initializer_list<const char*> keys, double fallback) {
    const json* v = find(keys);
    if (!v) return fallback;
    if (!v->is_number()) {
        fail(*keys.begin(),
             message("file_errors", MOE_TR("file_errors", "expected a number, got %1"), codeArg(v->dump())));
        return fallback;
    }
    return v->get<double>();
}

double Reader::numberOr(std::initializer_list<const char*> keys, double fallback, const char* path) {
    if (!has(keys)) {
        find(keys);  // a null value still counts as read
        unset.insert(path);
        return fallback;
    }
    return number(keys, fallback);
}

bool Reader::boolean(const char* key, bool fallback) {
    const json* v = find({key});
    if (!v) return fallback;
    if (!v->is_boolean()) {
        fail(key, message("file_errors", MOE_TR("file_errors", "expected true or false, got %1"), codeArg(v->dump())));
        return fallback;
    }
    return v->get<bool>();
}

std::string Reader::string(const char* key) {
    const json* v = find({key});
    if (v && !v->is_string())
        fail(key, message("file_errors", MOE_TR("file_errors", "expected a string, got %1"), codeArg(v->dump())));
    return v && v->is_string() ? v->get<std::string>() : std::string();
}

}  // namespace moe::hf

#pragma once
// Internal to the Hugging Face config.json importer: typed look-ups that remember which keys were
// read (the rest are named as not carried) and which model fields the file left unstated (a
// catalog match fills those from the catalog instead of Megatron's defaults).
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe::hf {

struct Reader {
    const nlohmann::json& j;
    const std::string& text;
    std::string origin;
    std::vector<std::string> missing;
    Warnings warnings;
    std::optional<Error> error;
    std::set<std::string> consumed;  // top-level keys the importer read
    std::set<std::string> unset;     // recipe paths (model.*) the file does not state (warned)
    // Paths the file states, or that mean nothing for this model, whose catalog value still wins on
    // a match (HF's initializer_range default, pre-softmax of a sigmoid router, YaRN's parameters).
    std::set<std::string> deferred;

    // First present, non-null key of `keys`; marks every present alias as read.
    const nlohmann::json* find(std::initializer_list<const char*> keys);
    [[nodiscard]] bool has(std::initializer_list<const char*> keys) const;
    // Where "key": stands in the text (the value's line and column), for errors.
    [[nodiscard]] Error at(const std::string& key, const std::string& reason) const;
    [[nodiscard]] Error at(const std::string& key, Message reason) const;
    // "num_experts (or num_local_experts, n_routed_experts; 'num_local_expertz' on line 10 looks
    // like a misspelling)".
    [[nodiscard]] std::string describeMissing(std::initializer_list<const char*> keys) const;
    void fail(const std::string& key, const std::string& reason);
    // The same with a reason the studio translates.
    void fail(const std::string& key, Message reason);

    // Integer under any alias; `required` adds the first alias to `missing` when absent.
    int64_t integer(std::initializer_list<const char*> keys, int64_t fallback, bool required = false);
    double number(std::initializer_list<const char*> keys, double fallback);
    // A JSON boolean; a string "true" or a number is an error, not a silent default.
    bool boolean(const char* key, bool fallback);
    std::string string(const char* key);
    // The same, recording `path` as unset when no alias is present.
    double numberOr(std::initializer_list<const char*> keys, double fallback, const char* path);
};

}  // namespace moe::hf

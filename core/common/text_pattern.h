#pragma once
// A compiled ECMAScript regular expression behind a small interface. <regex> is included by
// text_pattern.cpp alone: std::regex's templates cost each translation unit that instantiates
// them about 6 s of -O2 compile time, and seven files of the core used them directly.
#include <memory>
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe {

class TextPattern {
public:
    struct Options {
        bool ignore_case = false;
    };

    // The error's reason says why `expression` is not a regular expression (std::regex's words).
    static Result<TextPattern> compile(const std::string& expression, Options options);
    static Result<TextPattern> compile(const std::string& expression) { return compile(expression, Options{}); }
    // For expressions written in the code: one that does not compile is a programming error and
    // aborts with the reason.
    static TextPattern literal(const std::string& expression, Options options);
    static TextPattern literal(const std::string& expression) { return literal(expression, Options{}); }

    // Whether the pattern matches anywhere in `text`.
    [[nodiscard]] bool search(const std::string& text) const;
    // The first match's groups (0 = the whole match; an unmatched group is ""), empty when none.
    [[nodiscard]] std::vector<std::string> firstMatch(const std::string& text) const;
    // The groups of every non-overlapping match, left to right.
    [[nodiscard]] std::vector<std::vector<std::string>> allMatches(const std::string& text) const;

private:
    struct Compiled;
    explicit TextPattern(std::shared_ptr<const Compiled> compiled) : compiled_(std::move(compiled)) {}
    std::shared_ptr<const Compiled> compiled_;
};

}  // namespace moe

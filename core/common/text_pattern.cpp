#include "core/common/text_pattern.h"

#include <cstdio>
#include <cstdlib>
#include <regex>

namespace moe {

struct TextPattern::Compiled {
    std::regex re;
};

namespace {

std::vector<std::string> groupsOf(const std::smatch& m) {
    std::vector<std::string> out;
    out.reserve(m.size());
    for (const auto& g : m) out.push_back(g.matched ? g.str() : std::string());
    return out;
}

}  // namespace

Result<TextPattern> TextPattern::compile(const std::string& expression, Options options) {
    auto flags = std::regex::ECMAScript | std::regex::optimize;
    if (options.ignore_case) flags |= std::regex::icase;
    try {
        return TextPattern(std::make_shared<const Compiled>(Compiled{std::regex(expression, flags)}));
    } catch (const std::regex_error& e) {
        return Error{{}, 0, 0, {}, e.what()};
    }
}

TextPattern TextPattern::literal(const std::string& expression, Options options) {
    auto p = compile(expression, options);
    if (!p) {
        std::fprintf(stderr, "moe: regular expression in the code does not compile: %s: %s\n", expression.c_str(),
                     p.error().reason.c_str());
        std::abort();
    }
    return std::move(*p);
}

bool TextPattern::search(const std::string& text) const { return std::regex_search(text, compiled_->re); }

std::vector<std::string> TextPattern::firstMatch(const std::string& text) const {
    std::smatch m;
    if (!std::regex_search(text, m, compiled_->re)) return {};
    return groupsOf(m);
}

std::vector<std::vector<std::string>> TextPattern::allMatches(const std::string& text) const {
    std::vector<std::vector<std::string>> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), compiled_->re); it != std::sregex_iterator(); ++it)
        out.push_back(groupsOf(*it));
    return out;
}

}  // namespace moe

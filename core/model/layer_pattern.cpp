#include "core/model/layer_pattern.h"

#include <cctype>
#include <charconv>

namespace moe {
namespace {

class PatternParser {
public:
    explicit PatternParser(const std::string& text) : s_(text) {}

    Result<std::vector<bool>> parseSum() {
        std::vector<bool> out;
        for (;;) {
            auto term = parseTerm();
            if (!term) return term.error();
            out.insert(out.end(), term->begin(), term->end());
            skipSpace();
            if (pos_ < s_.size() && s_[pos_] == '+') {
                ++pos_;
                continue;
            }
            return out;
        }
    }

    bool atEnd() {
        skipSpace();
        return pos_ == s_.size();
    }
    size_t pos() const { return pos_; }

private:
    Result<std::vector<bool>> parseTerm() {
        skipSpace();
        std::vector<bool> items;
        if (pos_ < s_.size() && s_[pos_] == '(') {
            ++pos_;
            auto inner = parseSum();
            if (!inner) return inner;
            skipSpace();
            if (pos_ >= s_.size() || s_[pos_] != ')') return fail("expected ')'");
            ++pos_;
            items = std::move(*inner);
        } else if (pos_ < s_.size() && s_[pos_] == '[') {
            ++pos_;
            for (;;) {
                skipSpace();
                if (pos_ < s_.size() && s_[pos_] == ']') {
                    ++pos_;
                    break;
                }
                if (pos_ >= s_.size() || (s_[pos_] != '0' && s_[pos_] != '1'))
                    return fail("list entries must be 0 or 1");
                items.push_back(s_[pos_] == '1');
                ++pos_;
                skipSpace();
                if (pos_ < s_.size() && s_[pos_] == ',') ++pos_;
            }
        } else {
            return fail("expected '[' or '('");
        }
        skipSpace();
        if (pos_ < s_.size() && s_[pos_] == '*') {
            ++pos_;
            skipSpace();
            size_t start = pos_;
            while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
            int count = 0;
            auto [p, ec] = std::from_chars(s_.data() + start, s_.data() + pos_, count);
            if (ec != std::errc() || start == pos_ || count > 100000) return fail("expected a repeat count after '*'");
            (void)p;
            std::vector<bool> repeated;
            repeated.reserve(items.size() * static_cast<size_t>(count));
            for (int i = 0; i < count; ++i) repeated.insert(repeated.end(), items.begin(), items.end());
            items = std::move(repeated);
        }
        return items;
    }

    void skipSpace() {
        while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    }
    Error fail(const std::string& what) const {
        return Error{{}, 0, 0, {}, what + " at character " + std::to_string(pos_ + 1) + " of '" + s_ + "'"};
    }

    const std::string& s_;
    size_t pos_ = 0;
};

}  // namespace

Result<std::vector<bool>> parseLayerPattern(const std::string& text, int numLayers) {
    // Integer form: every N-th layer, starting with layer 0.
    int n = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec == std::errc() && p == text.data() + text.size()) {
        if (n < 1) return Error{{}, 0, 0, {}, "an integer layer frequency must be >= 1"};
        std::vector<bool> out(static_cast<size_t>(std::max(0, numLayers)));
        for (int i = 0; i < numLayers; ++i) out[static_cast<size_t>(i)] = (i % n == 0);
        return out;
    }
    PatternParser parser(text);
    auto result = parser.parseSum();
    if (!result) return result;
    if (!parser.atEnd())
        return Error{{}, 0, 0, {}, "unexpected text at character " + std::to_string(parser.pos() + 1) + " of '" + text + "'"};
    if (numLayers > 0 && static_cast<int>(result->size()) != numLayers)
        return Error{{}, 0, 0, {}, "pattern has " + std::to_string(result->size()) + " entries but the model has " +
                                       std::to_string(numLayers) + " layers"};
    return result;
}

std::string formatLayerPattern(const std::vector<bool>& pattern) {
    std::string out;
    size_t i = 0;
    while (i < pattern.size()) {
        size_t j = i;
        while (j < pattern.size() && pattern[j] == pattern[i]) ++j;
        if (!out.empty()) out += "+";
        out += pattern[i] ? "[1]*" : "[0]*";
        out += std::to_string(j - i);
        i = j;
    }
    return out.empty() ? "[]" : out;
}

}  // namespace moe

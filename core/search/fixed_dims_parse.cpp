#include "core/search/fixed_dims_parse.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace moe {
namespace {

constexpr long long kMaxFixed = 1 << 20;  // the core search's own bound on a fixed value

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Splits on commas and whitespace, except that whitespace around '=' joins "tp = 1" into one item:
// otherwise a user's natural spacing would split a pair into three bad items.
std::vector<std::string> splitItems(std::string_view text) {
    std::string joined;
    joined.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isSpace(c)) {
            std::size_t next = i;
            while (next < text.size() && isSpace(text[next])) ++next;
            const bool besideEquals = (!joined.empty() && joined.back() == '=') || (next < text.size() && text[next] == '=');
            if (!besideEquals) joined += ',';
            i = next - 1;
        } else {
            joined += c;
        }
    }
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= joined.size()) {
        std::size_t end = joined.find(',', start);
        if (end == std::string::npos) end = joined.size();
        if (end > start) items.push_back(joined.substr(start, end - start));
        start = end + 1;
    }
    return items;
}

std::string dimensionList() {
    std::string out;
    for (std::string_view k : kFixableDimensions) {
        if (!out.empty()) out += ", ";
        out += k;
    }
    return out;
}

}  // namespace

Result<std::map<std::string, int>> parseFixedDimensions(std::string_view text, std::string_view field,
                                                        std::map<std::string, int> into) {
    const std::string f(field);
    for (const std::string& item : splitItems(text)) {
        const auto eq = item.find('=');
        // "=4" and "tp=" have no key or no value: the same mistake as a missing '='.
        if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
            return Error{{}, 0, 0, f, "expected key=value, got '" + item + "'"};
        const std::string key = item.substr(0, eq);
        const std::string value = item.substr(eq + 1);
        if (std::find(std::begin(kFixableDimensions), std::end(kFixableDimensions), key) == std::end(kFixableDimensions))
            return Error{{}, 0, 0, f, "unknown dimension '" + key + "' in '" + item + "' (one of: " + dimensionList() + ")"};
        long long v = 0;
        const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        // A number too long for long long is out of range, not "not an integer".
        const bool tooLarge = ec == std::errc::result_out_of_range && p == value.data() + value.size();
        if (!tooLarge && (ec != std::errc() || p != value.data() + value.size()))
            return Error{{}, 0, 0, f, "expected an integer, got '" + value + "' in '" + item + "'"};
        if (tooLarge || v < 1 || v > kMaxFixed) return Error{{}, 0, 0, f, key + " must be in [1, 1048576], got '" + item + "'"};
        into[key] = static_cast<int>(v);
    }
    return into;
}

}  // namespace moe

#pragma once
// Small ASCII text helpers shared by the importers, catalogs and reports. Names, keys and file
// names here are ASCII, so case folding does not depend on the locale.
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/common/c_locale.h"

namespace moe {

inline std::string toLower(std::string_view s) {
    std::string out(s);
    for (char& ch : out)
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    return out;
}

// The part of a path after its last '/': how reports and warnings name an input file.
inline std::string baseName(std::string_view path) {
    const auto slash = path.find_last_of('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

// `v` printed with a printf format for one double, e.g. "%.1f"; in the C locale ("0.5" whatever LANG).
inline std::string formatDouble(double v, const char* printfFormat) {
    const CNumericScope cNumbers;
    char buf[64];
    std::snprintf(buf, sizeof buf, printfFormat, v);
    return buf;
}

// 1-based line and column of byte `offset` in `text` (clamped to its end): where an error points.
struct TextPosition {
    int line = 1;
    int column = 1;
};
inline TextPosition textPositionAt(std::string_view text, size_t offset) {
    TextPosition p;
    for (size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++p.line;
            p.column = 1;
        } else {
            ++p.column;
        }
    }
    return p;
}

}  // namespace moe

#include "core/common/error.h"

namespace moe {

std::string Error::toString() const {
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0) {
            // Appended piecewise: GCC 12 at -O3 reports a false -Wrestrict on ":" + std::string.
            out += ':';
            out += std::to_string(line);
            if (column > 0) {
                out += ':';
                out += std::to_string(column);
            }
        }
        out += ": ";
    }
    if (!field.empty()) out += field + ": ";
    out += reason;
    return out;
}

}  // namespace moe

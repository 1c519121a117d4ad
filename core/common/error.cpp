#include "core/common/error.h"

namespace moe {

std::string Error::toString() const {
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0) {
            out += ":" + std::to_string(line);
            if (column > 0) out += ":" + std::to_string(column);
        }
        out += ": ";
    }
    if (!field.empty()) out += field + ": ";
    out += reason;
    return out;
}

}  // namespace moe

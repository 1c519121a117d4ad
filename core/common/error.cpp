#include "core/common/error.h"

#include <iterator>

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

void Warnings::warn(Message m, std::string_view cliHint) {
    // Entries pushed as English only, before this one, keep no message.
    warning_texts.resize(warnings.size());
    std::string english = m.english();
    if (!cliHint.empty()) {
        english += ' ';
        english += cliHint;
    }
    warnings.push_back(std::move(english));
    warning_texts.push_back(std::move(m));
}

void Warnings::takeWarnings(Warnings&& other) {
    warning_texts.resize(warnings.size());
    other.warning_texts.resize(other.warnings.size());
    warnings.insert(warnings.end(), std::make_move_iterator(other.warnings.begin()),
                    std::make_move_iterator(other.warnings.end()));
    warning_texts.insert(warning_texts.end(), std::make_move_iterator(other.warning_texts.begin()),
                         std::make_move_iterator(other.warning_texts.end()));
    other.warnings.clear();
    other.warning_texts.clear();
}

}  // namespace moe

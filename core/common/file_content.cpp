#include "core/common/file_content.h"

#include <algorithm>

namespace moe {
namespace {

// Length of the UTF-8 sequence a lead byte starts; 0 for a byte no sequence starts with.
size_t utf8LeadLength(unsigned char lead) {
    if (lead < 0x80) return 1;
    if (lead >= 0xc2 && lead <= 0xdf) return 2;
    if (lead >= 0xe0 && lead <= 0xef) return 3;
    if (lead >= 0xf0 && lead <= 0xf4) return 4;
    return 0;  // a continuation byte, an overlong lead (c0, c1) or beyond U+10FFFF
}

bool isContinuation(unsigned char b) {
    return (b & 0xc0) == 0x80;
}

}  // namespace

std::optional<size_t> firstBinaryByte(std::string_view head) {
    const std::string_view text = head.substr(0, std::min(head.size(), kTextCheckBytes));
    size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        if (lead == 0) return i;
        const size_t length = utf8LeadLength(lead);
        if (length == 0) return i;
        for (size_t k = 1; k < length; ++k) {
            if (i + k >= text.size()) return std::nullopt;  // cut by the end of what was read
            const auto next = static_cast<unsigned char>(text[i + k]);
            if (!isContinuation(next)) return i;
            // The second byte's range rules out overlong forms and surrogates.
            if (k == 1 && ((lead == 0xe0 && next < 0xa0) || (lead == 0xed && next > 0x9f) ||
                           (lead == 0xf0 && next < 0x90) || (lead == 0xf4 && next > 0x8f)))
                return i;
        }
        i += length;
    }
    return std::nullopt;
}

std::optional<Message> notTextMessage(std::string_view head) {
    const std::optional<size_t> at = firstBinaryByte(head);
    if (!at) return std::nullopt;
    return message("file_errors",
                   MOE_TR("file_errors",
                          "not a text file (binary data at byte %1: an image, an archive or another binary format)"),
                   integerArg(static_cast<int64_t>(*at)));
}

std::optional<std::string> notTextReason(std::string_view head) {
    std::optional<Message> why = notTextMessage(head);
    if (!why) return std::nullopt;
    return why->english();
}

bool hasSqliteHeader(std::string_view head) {
    return head.size() >= 16 && head.substr(0, 16) == std::string_view("SQLite format 3\0", 16);
}

bool hasGzipHeader(std::string_view head) {
    return head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1f &&
           static_cast<unsigned char>(head[1]) == 0x8b;
}

}  // namespace moe

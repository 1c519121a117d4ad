#pragma once
// What a file's first bytes say it is, before a text parser gets it: a PNG renamed .yaml is "not a
// text file" rather than a YAML error on a garbled character, and a file named .sqlite without
// SQLite's header is "not an SQLite database" rather than "not a Chrome trace".
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/common/message.h"

namespace moe {

// How many leading bytes the binary check reads.
inline constexpr size_t kTextCheckBytes = 1024;

// The offset of the first byte in the first kTextCheckBytes of `head` that no UTF-8 text has (a
// NUL, or a byte that is not valid UTF-8); nullopt for text. A multi-byte character cut by the
// end of `head` still counts as text.
std::optional<size_t> firstBinaryByte(std::string_view head);

// "not a text file (binary data at byte 0: an image, an archive or another binary format)"
// when `head` is not text; nullopt otherwise.
std::optional<std::string> notTextReason(std::string_view head);
// The same reason as a message (MOE_TR "file_errors"), for the studio to translate.
std::optional<Message> notTextMessage(std::string_view head);

// The 16-byte header every SQLite 3 database starts with ("SQLite format 3\0").
bool hasSqliteHeader(std::string_view head);
inline constexpr const char* kNotSqliteReason = "not an SQLite database (no 'SQLite format 3' header)";

// gzip's magic bytes (1f 8b).
bool hasGzipHeader(std::string_view head);

}  // namespace moe

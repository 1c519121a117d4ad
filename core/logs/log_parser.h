#pragma once
// Megatron-LM / Megatron-Bridge training-log parser (domain §10). Tolerates rank prefixes
// ("[rank3]:", "0: ", "job/0 "), ANSI escape codes, CRLF and binary noise; every format since
// pre-2024 (no timestamp, lr .3E) through current MLM (µs timestamps) and Bridge (GB memory lines).
// Never fails on content: unreadable lines are skipped, truncated iteration lines are kept with a
// warning naming the line, and an input without any iteration line is an empty log with a warning.
#include <string>

#include "core/common/error.h"
#include "core/logs/training_log.h"

namespace moe::logs {

Result<TrainingLog> parseTrainingLog(const std::string& text, const std::string& origin);

// Reads the whole file; a missing or unreadable file is an Error naming it.
Result<TrainingLog> parseTrainingLogFile(const std::string& path);

// Parses the body of a number as Megatron prints it: 5630.1, 4.000000E-07, nan, inf, -inf.
std::optional<double> parseLogNumber(std::string_view text);

// Removes ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL`, two-byte `ESC x`).
std::string stripAnsi(std::string_view line);

}  // namespace moe::logs

#pragma once
// A parsed Megatron-LM / Megatron-Bridge training log (domain §10): iteration lines with every
// field kept by name (unknown ones too), memory lines normalised to bytes, the startup
// theoretical-memory line, timer blocks kept raw, and checkpoint/eval events. Plain value types.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace moe::logs {

// One `key: value` segment of an iteration line. `value` is set when the text is a number
// (nan and inf included); `raw` is the trimmed text after the first ':'.
struct LogField {
    std::string key;
    std::string raw;
    std::optional<double> value;
};

struct IterationRecord {
    int line = 0;                          // 1-based line number in the log
    int64_t iteration = 0;
    int64_t total = 0;                     // train iterations
    std::optional<std::string> timestamp;  // "YYYY-MM-DD HH:MM:SS[.ffffff]"; none before 2024
    std::vector<LogField> fields;          // in printed order, unknown keys kept
    bool truncated = false;                // the line did not end in '|'; its cut-off last segment is dropped

    [[nodiscard]] const LogField* field(std::string_view key) const;
    [[nodiscard]] std::optional<double> number(std::string_view key) const;
};

// `[Rank r] (after N iterations) memory (MB|GB) | ...`; MB lines are MiB, Bridge GB lines 10^9 B.
struct MemoryRecord {
    int line = 0;
    std::optional<int> rank;
    std::optional<int64_t> after_iterations;
    std::string unit;  // "MB" or "GB" as printed
    std::optional<double> allocated_bytes;
    std::optional<double> max_allocated_bytes;
    std::optional<double> reserved_bytes;
    std::optional<double> max_reserved_bytes;
};

// `Theoretical memory footprints: weight and optimizer=… MB, activation=… MB, total=… MB` (MiB).
struct TheoreticalMemory {
    int line = 0;
    std::optional<double> weight_and_optimizer_mb;
    std::optional<double> activation_mb;
    std::optional<double> total_mb;
};

// A `(min, max) time across ranks (ms):` block or an older `time (ms) | …` line, kept raw.
struct TimerBlock {
    int line = 0;
    std::optional<int64_t> after_iteration;  // the last iteration line printed before it
    std::vector<std::string> lines;
};

enum class LogEventKind { Checkpoint, Evaluation };

// A checkpoint save or evaluation: its timer time lands in the next printed interval.
struct LogEvent {
    int line = 0;
    LogEventKind kind = LogEventKind::Checkpoint;
    std::optional<int64_t> iteration;  // the iteration named on the line, else the last printed one
    std::string text;
};

struct TrainingLog {
    std::string origin;  // file path or a label
    int lines = 0;
    std::vector<IterationRecord> iterations;
    std::vector<MemoryRecord> memory;
    std::optional<TheoreticalMemory> theoretical_memory;
    std::vector<TimerBlock> timers;
    std::vector<LogEvent> events;
};

// True for loss fields ("lm loss", "mtp_1 loss", "load_balancing_loss", …), not "loss scale".
bool isLossKey(std::string_view key);

}  // namespace moe::logs

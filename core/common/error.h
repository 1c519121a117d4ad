#pragma once
// Typed errors and results for parsers and models: data + warnings, or an error that says
// where (file, line, column, field) and why. Never bool + stderr.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/common/message.h"

namespace moe {

struct Error {
    std::string file;   // empty when the input did not come from a file
    int line = 0;       // 1-based; 0 = unknown
    int column = 0;     // 1-based; 0 = unknown
    std::string field;  // dotted recipe path or format-specific key; may be empty
    std::string reason;
    // The reason as a message id and its arguments, for the studio to translate (issue 42); empty
    // where the core has only the English `reason`. When set, `reason` is its english().
    Message reason_text;

    Error() = default;
    Error(std::string file_, int line_, int column_, std::string field_, std::string reason_)
        : file(std::move(file_)), line(line_), column(column_), field(std::move(field_)), reason(std::move(reason_)) {}
    // The reason as a message: `reason` holds its English for the CLI and logs.
    Error(std::string file_, int line_, int column_, std::string field_, Message reason_)
        : file(std::move(file_)),
          line(line_),
          column(column_),
          field(std::move(field_)),
          reason(reason_.english()),
          reason_text(std::move(reason_)) {}

    // "file:line:col: field: reason" with the unknown parts left out.
    [[nodiscard]] std::string toString() const;
};

// Non-fatal findings (deprecated keys, placeholders, ...), each already formatted in English, and
// entry for entry the same finding as a message the studio translates (issue 42). An entry of
// `warning_texts` that is empty or missing means only the English is known.
struct Warnings {
    std::vector<std::string> warnings;
    std::vector<Message> warning_texts;

    // Adds `m`: its English (with " " + cliHint after it when given, e.g. "(pass --seq)", which
    // only the command line needs) to `warnings`, and `m` itself to `warning_texts`.
    void warn(Message m, std::string_view cliHint = {});
    // Appends `other`'s warnings after these, keeping each English text with its message.
    void takeWarnings(Warnings&& other);
};

// Minimal expected-like result (std::expected is C++23).
template <class T>
class Result : public Warnings {
public:
    Result(T value) : state_(std::move(value)) {}            // NOLINT(google-explicit-constructor)
    Result(Error error) : state_(std::move(error)) {}        // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return ok(); }

    T& value() & { return std::get<T>(state_); }
    const T& value() const& { return std::get<T>(state_); }
    T&& value() && { return std::get<T>(std::move(state_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    [[nodiscard]] const Error& error() const { return std::get<Error>(state_); }

private:
    std::variant<T, Error> state_;
};

struct Unit {
    bool operator==(const Unit&) const = default;
};
using Status = Result<Unit>;
inline Status okStatus() { return Unit{}; }

}  // namespace moe

#pragma once
// A sentence the core says to a person, kept as an id and its arguments so that the studio can
// translate it and format its numbers for the reader (issue 42), while the CLI, logs and
// machine-readable outputs print english(). The id is the English template itself, with Qt's
// placeholders %1..%9; lupdate collects every id marked with MOE_TR (run with
// `-tr-function-alias QT_TRANSLATE_NOOP+=MOE_TR`), so the catalogs and the core cannot drift apart.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Marks a message id for lupdate; expands to the English text.
#define MOE_TR(context, text) text

namespace moe {

struct Message;

struct MessageArg {
    enum class Kind {
        Text,      // a name or file name: shown as is
        Code,      // a flag, field path, key or unit: never translated
        Integer,   // formatted with the reader's digit grouping
        Real,      // formatted with `digits` decimals in the reader's locale
        Messages,  // other messages, each translated, joined by `text` (a list such as "EP 8 + PP 4")
    };
    Kind kind = Kind::Text;
    std::string text;
    double number = 0;
    int digits = 0;
    std::vector<Message> parts;  // Kind::Messages
    bool operator==(const MessageArg&) const;
};

struct Message {
    std::string context;  // the catalog context, e.g. "rules"
    std::string id;       // the English template, e.g. "world %1 is not divisible by %2"
    std::vector<MessageArg> args;
    [[nodiscard]] bool empty() const { return id.empty(); }
    // The template with every %N replaced by its argument, numbers in the C locale.
    [[nodiscard]] std::string english() const;
    bool operator==(const Message&) const = default;
};

// Argument builders: text(name), code("layout.tp"), integer(16), real(94.33, 1), and a list of
// messages joined by `separator` (not translated: " + ", ", ").
MessageArg textArg(std::string s);
MessageArg codeArg(std::string s);
MessageArg integerArg(int64_t v);
MessageArg realArg(double v, int digits);
MessageArg messagesArg(std::vector<Message> parts, std::string separator);
// One message as an argument of another.
MessageArg messageArg(Message part);

// message("rules", MOE_TR("rules", "world %1 ..."), integerArg(16), ...)
template <typename... Args>
Message message(const char* context, const char* id, Args&&... args) {
    return Message{context, id, {std::forward<Args>(args)...}};
}

// One argument in English, as english() writes it.
std::string englishArg(const MessageArg& a);

// `pattern` (UTF-8) with each %1..%9 replaced by its argument in one pass (a value that holds "%1" is
// not substituted again, as QString::arg would); a %N with no argument stays as written.
std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string>& args);

}  // namespace moe

#include "core/common/message.h"

#include <cstdio>

#include "core/common/text.h"

namespace moe {

MessageArg textArg(std::string s) {
    return MessageArg{MessageArg::Kind::Text, std::move(s), 0, 0, {}};
}
MessageArg codeArg(std::string s) {
    return MessageArg{MessageArg::Kind::Code, std::move(s), 0, 0, {}};
}
MessageArg integerArg(int64_t v) {
    return MessageArg{MessageArg::Kind::Integer, std::to_string(v), static_cast<double>(v), 0, {}};
}
MessageArg realArg(double v, int digits) {
    return MessageArg{MessageArg::Kind::Real, {}, v, digits, {}};
}
MessageArg messagesArg(std::vector<Message> parts, std::string separator) {
    return MessageArg{MessageArg::Kind::Messages, std::move(separator), 0, 0, std::move(parts)};
}
MessageArg messageArg(Message part) {
    return messagesArg({std::move(part)}, {});
}

bool MessageArg::operator==(const MessageArg& o) const {
    return kind == o.kind && text == o.text && number == o.number && digits == o.digits && parts == o.parts;
}

std::string englishArg(const MessageArg& a) {
    switch (a.kind) {
        case MessageArg::Kind::Text:
        case MessageArg::Kind::Code:
        case MessageArg::Kind::Integer:  // kept as text: int64 values beyond a double's 53 bits stay exact
            return a.text;
        case MessageArg::Kind::Real: {
            char format[16];
            std::snprintf(format, sizeof format, "%%.%df", a.digits < 0 ? 0 : a.digits > 9 ? 9 : a.digits);
            return formatDouble(a.number, format);
        }
        case MessageArg::Kind::Messages: {
            std::string joined;
            for (size_t i = 0; i < a.parts.size(); ++i) joined += (i ? a.text : std::string()) + a.parts[i].english();
            return joined;
        }
    }
    return a.text;
}

std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(pattern.size() + 16 * args.size());
    for (size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const size_t n = static_cast<size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string Message::english() const {
    std::vector<std::string> texts;
    texts.reserve(args.size());
    for (const MessageArg& a : args) texts.push_back(englishArg(a));
    return fillPlaceholders(id, texts);
}

}  // namespace moe

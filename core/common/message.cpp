#include "core/common/message.h"

#include <cstdio>

#include "core/common/text.h"

namespace moe {

MessageArg textArg(std::string s) { return MessageArg{MessageArg::Kind::Text, std::move(s), 0, 0}; }
MessageArg codeArg(std::string s) { return MessageArg{MessageArg::Kind::Code, std::move(s), 0, 0}; }
MessageArg integerArg(int64_t v) {
    return MessageArg{MessageArg::Kind::Integer, std::to_string(v), static_cast<double>(v), 0};
}
MessageArg realArg(double v, int digits) { return MessageArg{MessageArg::Kind::Real, {}, v, digits}; }

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
    }
    return a.text;
}

std::string Message::english() const {
    // Qt's QString::arg rules: %1..%9, the lowest-numbered placeholder takes the first argument; a
    // %N with no argument stays as written.
    std::string out;
    out.reserve(id.size() + 16 * args.size());
    for (size_t i = 0; i < id.size(); ++i) {
        if (id[i] == '%' && i + 1 < id.size() && id[i + 1] >= '1' && id[i + 1] <= '9') {
            const size_t n = static_cast<size_t>(id[i + 1] - '1');
            if (n < args.size()) {
                out += englishArg(args[n]);
                ++i;
                continue;
            }
        }
        out += id[i];
    }
    return out;
}

}  // namespace moe

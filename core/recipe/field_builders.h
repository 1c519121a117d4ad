#pragma once
// Builders for recipe field descriptors (internal to core/recipe/recipe_fields_*.cpp).
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "core/common/c_locale.h"
#include "core/common/message.h"
#include "core/recipe/recipe_fields.h"

namespace moe::fields {

// The value errors' message ids (context "recipe_errors"), defined in recipe_fields.cpp where
// lupdate, which reads the core's .cpp files only, collects them.
namespace valueErrorIds {
extern const char* const kGotList;                  // "expected a single value, got a list"
extern const char* const kValueRequired;            // "a value is required"
extern const char* const kExpectedInteger;          // "expected an integer, got '%1'"
extern const char* const kOutOfRange;               // "value %1 out of range [%2, %3]"
extern const char* const kExpectedIntegerOrNull;    // "expected an integer or null, got '%1'"
extern const char* const kOutOfRangeAtLeast;        // "value %1 out of range (>= %2)"
extern const char* const kExpectedNumber;           // "expected a number, got '%1'"
extern const char* const kExpectedNumberOrNull;     // "expected a number or null, got '%1'"
extern const char* const kOutOfRangeBare;           // "value %1 out of range"
extern const char* const kExpectedBool;             // "expected true or false, got '%1'"
extern const char* const kUnknownValueOneOf;        // "unknown value '%1' (expected one of: %2)"
extern const char* const kUnknownValueAnyOf;        // "unknown value '%1' (expected any of: %2)"
extern const char* const kListedTwice;              // "'%1' listed twice"
extern const char* const kExpectedIntegersAtLeast;  // "expected integers >= %1, got '%2'"
}  // namespace valueErrorIds

inline Error valueError(std::string reason) { return Error{{}, 0, 0, {}, std::move(reason)}; }
// A reason the studio translates (context "recipe_errors"); the CLI prints its english().
inline Error valueError(Message reason) {
    return Error{{}, 0, 0, {}, std::move(reason)};
}

inline Status expectScalar(const FieldValue& v) {
    if (v.kind == FieldValue::Kind::Scalar) return okStatus();
    return valueError(v.kind == FieldValue::Kind::List ? message("recipe_errors", valueErrorIds::kGotList)
                                                       : message("recipe_errors", valueErrorIds::kValueRequired));
}

inline std::optional<int64_t> parseInt64(const std::string& s) {
    int64_t out = 0;
    const char* b = s.data();
    const char* e = b + s.size();
    auto [p, ec] = std::from_chars(b, e, out);
    if (ec != std::errc() || p != e) return std::nullopt;
    return out;
}

inline std::optional<double> parseDouble(const std::string& s) {
    if (s.empty()) return std::nullopt;
    std::istringstream in(s);
    in.imbue(std::locale::classic());
    double d = 0;
    in >> d;
    if (in.fail() || !in.eof() || !std::isfinite(d)) return std::nullopt;
    return d;
}

inline std::optional<bool> parseBool(const std::string& s) {
    if (s == "true" || s == "True" || s == "TRUE") return true;
    if (s == "false" || s == "False" || s == "FALSE") return false;
    return std::nullopt;
}

inline bool isNullText(const std::string& s) { return s == "null" || s == "~" || s == "Null" || s == "NULL"; }

inline std::string formatDouble(double d) {
    // Ordinary magnitudes in plain digits, shortest that round-trips ("80", not "8e+01", which the
    // digit loop below finds first: review 15 read HBM "8e+01" in Compare).
    if (const double a = std::fabs(d); d == 0 || (a >= 1e-4 && a < 1e15)) {
        char buf[64];
        const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
        if (ec == std::errc()) return std::string(buf, end);
    }
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(std::numeric_limits<double>::max_digits10);
    out << d;
    std::string s = out.str();
    // Shortest representation that round-trips: try fewer digits first.
    for (int prec = 1; prec < std::numeric_limits<double>::max_digits10; ++prec) {
        std::ostringstream o;
        o.imbue(std::locale::classic());
        o.precision(prec);
        o << d;
        if (const auto back = parseDoubleC(o.str()); back && *back == d) return o.str();
    }
    return s;
}

// Integer field with an inclusive lower bound. Access is a generic lambda returning a reference.
template <class T, class Access>
FieldDescriptor integer(std::string path, std::string help, Access access, int64_t min,
                        int64_t max = std::numeric_limits<T>::max()) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "integer >= " + std::to_string(min);
    f.help = std::move(help);
    f.set = [access, min, max](Recipe& r, const FieldValue& v) -> Status {
        if (auto s = expectScalar(v); !s) return s;
        auto n = parseInt64(v.scalar);
        if (!n) return valueError(message("recipe_errors", valueErrorIds::kExpectedInteger, codeArg(v.scalar)));
        if (*n < min || *n > max)
            return valueError(message("recipe_errors", valueErrorIds::kOutOfRange, codeArg(v.scalar),
                                      codeArg(std::to_string(min)), codeArg(std::to_string(max))));
        access(r) = static_cast<T>(*n);
        return okStatus();
    };
    f.get = [access](const Recipe& r) { return FieldValue::of(std::to_string(access(r))); };
    return f;
}

template <class T, class Access>
FieldDescriptor optionalInteger(std::string path, std::string help, Access access, int64_t min) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "integer >= " + std::to_string(min) + " or null";
    f.help = std::move(help);
    f.optional = true;
    f.set = [access, min](Recipe& r, const FieldValue& v) -> Status {
        if (v.kind == FieldValue::Kind::Null || (v.kind == FieldValue::Kind::Scalar && isNullText(v.scalar))) {
            access(r).reset();
            return okStatus();
        }
        if (auto s = expectScalar(v); !s) return s;
        auto n = parseInt64(v.scalar);
        if (!n) return valueError(message("recipe_errors", valueErrorIds::kExpectedIntegerOrNull, codeArg(v.scalar)));
        if (*n < min || *n > std::numeric_limits<T>::max())
            return valueError(message("recipe_errors", valueErrorIds::kOutOfRangeAtLeast, codeArg(v.scalar),
                                      codeArg(std::to_string(min))));
        access(r) = static_cast<T>(*n);
        return okStatus();
    };
    f.get = [access](const Recipe& r) {
        const auto& o = access(r);
        return o ? FieldValue::of(std::to_string(*o)) : FieldValue::null();
    };
    return f;
}

template <class Access>
FieldDescriptor real(std::string path, std::string help, Access access, double min, double max) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "number in [" + formatDouble(min) + ", " + formatDouble(max) + "]";
    f.help = std::move(help);
    f.set = [access, min, max](Recipe& r, const FieldValue& v) -> Status {
        if (auto s = expectScalar(v); !s) return s;
        auto d = parseDouble(v.scalar);
        if (!d) return valueError(message("recipe_errors", valueErrorIds::kExpectedNumber, codeArg(v.scalar)));
        if (*d < min || *d > max)
            return valueError(message("recipe_errors", valueErrorIds::kOutOfRange, codeArg(v.scalar),
                                      codeArg(formatDouble(min)), codeArg(formatDouble(max))));
        access(r) = *d;
        return okStatus();
    };
    f.get = [access](const Recipe& r) { return FieldValue::of(formatDouble(access(r))); };
    return f;
}

template <class Access>
FieldDescriptor optionalReal(std::string path, std::string help, Access access, double min, double max) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "number in [" + formatDouble(min) + ", " + formatDouble(max) + "] or null";
    f.help = std::move(help);
    f.optional = true;
    f.set = [access, min, max](Recipe& r, const FieldValue& v) -> Status {
        if (v.kind == FieldValue::Kind::Null || (v.kind == FieldValue::Kind::Scalar && isNullText(v.scalar))) {
            access(r).reset();
            return okStatus();
        }
        if (auto s = expectScalar(v); !s) return s;
        auto d = parseDouble(v.scalar);
        if (!d) return valueError(message("recipe_errors", valueErrorIds::kExpectedNumberOrNull, codeArg(v.scalar)));
        if (*d < min || *d > max)
            return valueError(message("recipe_errors", valueErrorIds::kOutOfRangeBare, codeArg(v.scalar)));
        access(r) = *d;
        return okStatus();
    };
    f.get = [access](const Recipe& r) {
        const auto& o = access(r);
        return o ? FieldValue::of(formatDouble(*o)) : FieldValue::null();
    };
    return f;
}

template <class Access>
FieldDescriptor boolean(std::string path, std::string help, Access access) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "true | false";
    f.help = std::move(help);
    f.set = [access](Recipe& r, const FieldValue& v) -> Status {
        if (auto s = expectScalar(v); !s) return s;
        auto b = parseBool(v.scalar);
        if (!b) return valueError(message("recipe_errors", valueErrorIds::kExpectedBool, codeArg(v.scalar)));
        access(r) = *b;
        return okStatus();
    };
    f.get = [access](const Recipe& r) { return FieldValue::of(access(r) ? "true" : "false"); };
    return f;
}

template <class Access>
FieldDescriptor text(std::string path, std::string help, Access access) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "string";
    f.help = std::move(help);
    f.set = [access](Recipe& r, const FieldValue& v) -> Status {
        if (v.kind == FieldValue::Kind::Null) {
            access(r).clear();
            return okStatus();
        }
        if (auto s = expectScalar(v); !s) return s;
        access(r) = v.scalar;
        return okStatus();
    };
    f.get = [access](const Recipe& r) { return FieldValue::of(access(r)); };
    return f;
}

// Enum field: FromString returns optional<E>, ToString gives the spelling, Choices lists them.
template <class Access, class FromString, class ToString, class Choices>
FieldDescriptor enumeration(std::string path, std::string help, Access access, FromString from, ToString to,
                            Choices choices) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "one of: " + choices();
    f.help = std::move(help);
    f.set = [access, from, choices](Recipe& r, const FieldValue& v) -> Status {
        if (auto s = expectScalar(v); !s) return s;
        auto e = from(v.scalar);
        if (!e)
            return valueError(
                message("recipe_errors", valueErrorIds::kUnknownValueOneOf, codeArg(v.scalar), codeArg(choices())));
        access(r) = *e;
        return okStatus();
    };
    f.get = [access, to](const Recipe& r) { return FieldValue::of(to(access(r))); };
    return f;
}

template <class Access, class FromString, class ToString, class Choices>
FieldDescriptor enumerationList(std::string path, std::string help, Access access, FromString from, ToString to,
                                Choices choices) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "list of: " + choices();
    f.help = std::move(help);
    f.is_list = true;
    f.set = [access, from, choices](Recipe& r, const FieldValue& v) -> Status {
        auto& out = access(r);
        using Vec = std::remove_reference_t<decltype(out)>;
        Vec parsed;
        std::vector<std::string> items;
        if (v.kind == FieldValue::Kind::List) items = v.list;
        else if (v.kind == FieldValue::Kind::Scalar && !v.scalar.empty()) items = {v.scalar};
        for (const auto& item : items) {
            auto e = from(item);
            if (!e)
                return valueError(
                    message("recipe_errors", valueErrorIds::kUnknownValueAnyOf, codeArg(item), codeArg(choices())));
            for (const auto& existing : parsed)
                if (existing == *e)
                    return valueError(message("recipe_errors", valueErrorIds::kListedTwice, codeArg(item)));
            parsed.push_back(*e);
        }
        out = std::move(parsed);
        return okStatus();
    };
    f.get = [access, to](const Recipe& r) {
        std::vector<std::string> items;
        for (const auto& e : access(r)) items.emplace_back(to(e));
        return FieldValue::ofList(std::move(items));
    };
    return f;
}

template <class Access>
FieldDescriptor integerList(std::string path, std::string help, Access access, int64_t min) {
    FieldDescriptor f;
    f.path = std::move(path);
    f.type = "list of integers >= " + std::to_string(min);
    f.help = std::move(help);
    f.is_list = true;
    f.set = [access, min](Recipe& r, const FieldValue& v) -> Status {
        std::vector<int> parsed;
        std::vector<std::string> items;
        if (v.kind == FieldValue::Kind::List) items = v.list;
        else if (v.kind == FieldValue::Kind::Scalar && !v.scalar.empty()) items = {v.scalar};
        for (const auto& item : items) {
            auto n = parseInt64(item);
            if (!n || *n < min || *n > std::numeric_limits<int>::max())
                return valueError(message("recipe_errors", valueErrorIds::kExpectedIntegersAtLeast,
                                          codeArg(std::to_string(min)), codeArg(item)));
            parsed.push_back(static_cast<int>(*n));
        }
        access(r) = std::move(parsed);
        return okStatus();
    };
    f.get = [access](const Recipe& r) {
        std::vector<std::string> items;
        for (int n : access(r)) items.push_back(std::to_string(n));
        return FieldValue::ofList(std::move(items));
    };
    return f;
}

}  // namespace moe::fields

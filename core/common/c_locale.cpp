#include "core/common/c_locale.h"

#include <locale.h>

#include <charconv>
#include <system_error>

namespace moe {

namespace {

locale_t cLocale() {
    // Made once, never freed: the C locale lives as long as the process.
    static const locale_t c = newlocale(LC_ALL_MASK, "C", nullptr);
    return c;
}

}  // namespace

CNumericScope::CNumericScope() : previous_(cLocale() ? uselocale(cLocale()) : nullptr) {}

CNumericScope::~CNumericScope() {
    if (previous_) uselocale(static_cast<locale_t>(previous_));
}

std::optional<double> parseDoubleC(std::string_view text) {
    // from_chars takes no leading '+', which JSON and YAML numbers may carry.
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [p, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || p != end || text.empty()) return std::nullopt;
    return value;
}

}  // namespace moe

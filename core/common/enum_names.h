#pragma once
// One table per enum gives its spelling in recipes, the CLI and JSON; lookups go through here so a
// new enum value needs one line, not a switch in every printer and parser.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace moe {

template <class E>
struct EnumEntry {
    E value;
    std::string_view name;
};

template <class E, std::size_t N>
constexpr std::string_view enumToName(const std::array<EnumEntry<E>, N>& table, E value) {
    for (const auto& e : table)
        if (e.value == value) return e.name;
    return "?";
}

template <class E, std::size_t N>
constexpr std::optional<E> enumFromName(const std::array<EnumEntry<E>, N>& table, std::string_view name) {
    for (const auto& e : table)
        if (e.name == name) return e.value;
    return std::nullopt;
}

// "a, b, c" list of accepted spellings, for error messages.
template <class E, std::size_t N>
std::string enumChoices(const std::array<EnumEntry<E>, N>& table) {
    std::string out;
    for (const auto& e : table) {
        if (!out.empty()) out += ", ";
        out += e.name;
    }
    return out;
}

}  // namespace moe

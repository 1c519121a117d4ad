#include "ui/editor/layout_description.h"

#include <regex>

#include "core/catalog/recipe_library.h"

namespace moe::ui {

namespace {

// Applies `fn` to every match of `re` in `text`, keeping the text between matches.
template <class Fn>
std::string replaceEach(const std::string& text, const std::regex& re, Fn fn) {
    std::string out;
    auto last = text.cbegin();
    for (std::sregex_iterator it(text.begin(), text.end(), re), end; it != end; ++it) {
        out.append(last, (*it)[0].first);
        out += fn(*it);
        last = (*it)[0].second;
    }
    out.append(last, text.cend());
    return out;
}

}  // namespace

std::string refreshLayoutFacts(const std::string& text, const Recipe& recipe) {
    const Layout& l = recipe.layout;
    static const std::regex sizes(R"(\b(ETP|EDP|VPP|TP|CP|PP|EP|DP)( ?)(\d+)\b)");
    std::string out = replaceEach(text, sizes, [&](const std::smatch& m) {
        const std::string k = m[1];
        const int64_t v = k == "TP"    ? l.tp
                          : k == "CP"  ? l.cp
                          : k == "PP"  ? l.pp
                          : k == "VPP" ? l.vpp
                          : k == "EP"  ? l.ep
                          : k == "ETP" ? l.etpOrTp()
                          : k == "DP"  ? l.dp()
                                       : l.edp();
        // A size the layout cannot derive (DP of a broken mesh) keeps its old text.
        return v > 0 ? k + std::string(m[2]) + std::to_string(v) : std::string(m[0]);
    });
    static const std::regex gpus(R"(\b(\d+)( ?)x( ?)(?=[A-Z]))");
    out = replaceEach(out, gpus, [&](const std::smatch& m) {
        return std::to_string(l.world_size) + std::string(m[2]) + "x" + std::string(m[3]);
    });
    static const std::regex context(R"(\b(\d+K|\d+) context\b)");
    out = replaceEach(out, context, [&](const std::smatch&) { return formatSequenceLength(l.seq_length) + " context"; });
    return out;
}

}  // namespace moe::ui

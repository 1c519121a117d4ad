#include "core/perf/published_precision.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "core/catalog/recipe_library.h"

namespace moe {
namespace {

// Upper case, with '_' and ' ' read as '-': "fp8_cs", "FP8 CS" and "FP8-CS" are one spelling.
std::string normalise(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '_' || c == ' ') c = '-';
        out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    }
    return out;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t");
    return s.substr(b, e - b + 1);
}

// Spellings that name one precision.
std::optional<Precision> namedPrecision(const std::string& spelling) {
    const std::string s = normalise(spelling);
    if (s == "BF16") return Precision::BF16;
    if (s == "FP8-CS") return Precision::FP8Tensorwise;  // current scaling (tensorwise)
    if (s == "FP8-DS") return Precision::FP8Delayed;     // the perf recipes' fp8_ds
    if (s == "FP8-SC") return Precision::FP8Blockwise;   // sub-channel: 1x128 activations, 128x128 weights
    if (s == "FP8-MX" || s == "MXFP8") return Precision::MXFP8;
    if (s == "NVFP4") return Precision::NVFP4;
    return std::nullopt;
}

bool isScaledFp8(Precision p) {
    return p == Precision::FP8Tensorwise || p == Precision::FP8Delayed || p == Precision::FP8Blockwise;
}

const char* scalingWords(Precision p) {
    switch (p) {
        case Precision::FP8Tensorwise: return "FP8 current scaling (fp8_cs)";
        case Precision::FP8Delayed: return "FP8 delayed scaling (fp8_ds)";
        case Precision::FP8Blockwise: return "FP8 blockwise scaling (fp8_sc)";
        default: return "FP8";
    }
}

// A Bridge perf recipe of the built-in library that runs a scaled FP8 recipe, with its layout.
struct Fp8Recipe {
    std::string id, model, gpu;
    Precision precision = Precision::FP8Tensorwise;
    int tp = 1, pp = 1, vp = 1, ep = 1;
};

// Read once: the library is compiled in and never changes while the program runs.
const std::vector<Fp8Recipe>& bridgeFp8Recipes() {
    static const std::vector<Fp8Recipe> recipes = [] {
        std::vector<Fp8Recipe> out;
        auto library = recipeLibrary();
        if (!library) return out;  // a broken built-in recipe fails the library's own tests
        for (const auto& e : *library) {
            if (e.family != RecipeFamily::BridgePerf || !isScaledFp8(e.precision)) continue;
            auto r = loadLibraryRecipe(e.id);
            if (!r) continue;
            out.push_back({e.id, e.model, e.gpu, e.precision, r->layout.tp, r->layout.pp, std::max(1, r->layout.vpp), r->layout.ep});
        }
        return out;
    }();
    return recipes;
}

PublishedPrecision resolveBareFp8(const PublishedPrecisionContext& c) {
    std::vector<const Fp8Recipe*> same;
    for (const auto& r : bridgeFp8Recipes())
        if (r.model == c.model && r.gpu == c.gpu) same.push_back(&r);
    const std::string where = c.model + " on " + c.gpu;
    if (same.empty())
        return {Precision::FP8Tensorwise, "'FP8' read as " + std::string(scalingWords(Precision::FP8Tensorwise)) +
                                              ": no Bridge perf recipe of " + where +
                                              " runs FP8; the tables spelt these rows FP8-CS until 25.11"};
    auto distinct = [](const std::vector<const Fp8Recipe*>& rs) {
        std::vector<Precision> ps;
        for (const auto* r : rs)
            if (std::find(ps.begin(), ps.end(), r->precision) == ps.end()) ps.push_back(r->precision);
        return ps;
    };
    const std::vector<Precision> all = distinct(same);
    if (all.size() == 1)
        return {all.front(), "'FP8' read as " + std::string(scalingWords(all.front())) + ", the FP8 recipe of the Bridge perf recipe of " +
                                 where + " (" + same.front()->id + ")"};
    std::vector<const Fp8Recipe*> matching;
    for (const auto* r : same)
        if (r->tp == c.tp && r->pp == c.pp && r->vp == std::max(1, c.vp) && r->ep == c.ep) matching.push_back(r);
    const std::vector<Precision> matched = distinct(matching);
    if (matched.size() == 1)
        return {matched.front(), "'FP8' read as " + std::string(scalingWords(matched.front())) + ": of the Bridge perf recipes of " +
                                     where + ", " + matching.front()->id + " has this row's layout"};
    // Several FP8 recipes fit the row: current scaling, the tables' earlier name for these rows.
    std::string ids;
    for (const auto* r : (matching.empty() ? same : matching)) ids += (ids.empty() ? "" : ", ") + r->id;
    return {Precision::FP8Tensorwise, "'FP8' read as " + std::string(scalingWords(Precision::FP8Tensorwise)) + ": the Bridge perf recipes of " +
                                          where + " (" + ids + ") do not decide it; the tables spelt these rows FP8-CS until 25.11"};
}

}  // namespace

Result<PublishedPrecision> readPublishedPrecision(const std::string& spelling, const PublishedPrecisionContext& context) {
    const std::string text = trim(spelling);
    // Two runs in one row, "FP8-CS (FP8-MX)": the figures outside the parentheses are the first one's.
    const auto open = text.find('(');
    if (open != std::string::npos && open > 0 && text.back() == ')') {
        const std::string first = trim(text.substr(0, open));
        const std::string second = trim(text.substr(open + 1, text.size() - open - 2));
        auto p = readPublishedPrecision(first, context);
        if (!p) return Error{{}, 0, 0, "Precision", "'" + spelling + "': " + p.error().reason};
        const std::string read = p->note.empty() ? "'" + first + "'" : p->note;
        return PublishedPrecision{p->precision, read + "; the row's figures in parentheses are a second run in " + second + ", not read"};
    }
    if (auto p = namedPrecision(text)) return PublishedPrecision{*p, {}};
    if (normalise(text) == "FP8") return resolveBareFp8(context);
    return Error{{}, 0, 0, "Precision", "'" + spelling + "' is not a precision the studio models (read: BF16, FP8, FP8-CS, FP8-SC, FP8-DS, FP8-MX, MXFP8, NVFP4)"};
}

}  // namespace moe

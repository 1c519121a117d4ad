#include "core/recipe/recipe_prose.h"

#include <regex>

#include "core/catalog/recipe_library.h"

namespace moe {

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

// "TP1 CP32 EP32 ETP1 PP8 VPP4 on 256x H100", the facts the stale line names.
std::string layoutFacts(const Recipe& r) {
    const Layout& l = r.layout;
    std::string s = "TP" + std::to_string(l.tp) + " CP" + std::to_string(l.cp) + " EP" + std::to_string(l.ep) +
                    " ETP" + std::to_string(l.etpOrTp()) + " PP" + std::to_string(l.pp);
    if (l.vpp > 1) s += " VPP" + std::to_string(l.vpp);
    s += ", MBS " + std::to_string(l.micro_batch_size) + " GBS " + std::to_string(l.global_batch_size) + ", " +
         formatSequenceLength(l.seq_length) + " context";
    const std::string model = r.model_ref.empty() ? r.model.name : r.model_ref;
    const std::string gpu = r.hardware_ref.empty() ? r.hardware.name : r.hardware_ref;
    if (!model.empty()) s = model + ", " + s;
    return s + " on " + std::to_string(l.world_size) + "x " + (gpu.empty() ? std::string("GPU") : gpu);
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
    // Batch sizes as the library writes them ("MBS 1 GBS 4096"); the space is required so that
    // words such as "GBS-sized" stay untouched.
    static const std::regex batches(R"(\b(MBS|GBS) (\d+)\b)");
    out = replaceEach(out, batches, [&](const std::smatch& m) {
        const int64_t v = std::string(m[1]) == "MBS" ? l.micro_batch_size : l.global_batch_size;
        return std::string(m[1]) + " " + std::to_string(v);
    });
    static const std::regex gpus(R"(\b(\d+)( ?)x( ?)(?=[A-Z]))");
    out = replaceEach(out, gpus, [&](const std::smatch& m) {
        return std::to_string(l.world_size) + std::string(m[2]) + "x" + std::string(m[3]);
    });
    static const std::regex context(R"(\b(\d+K|\d+) context\b)");
    out = replaceEach(out, context, [&](const std::smatch&) { return formatSequenceLength(l.seq_length) + " context"; });
    return out;
}

bool notesMarkedStale(const std::string& notes) { return notes.rfind(kStaleNotesMarker, 0) == 0; }

std::string markNotesStale(const std::string& notes, const Recipe& written) {
    if (notes.empty() || notesMarkedStale(notes)) return notes;
    return std::string(kStaleNotesMarker) + " These notes were written for " + layoutFacts(written) +
           "; the recipe has changed since. Check them, then delete this line.\n" + notes;
}

void followRecipeEdit(const Recipe& before, Recipe& edited) {
    const bool layoutChanged = !(edited.layout == before.layout);
    if (layoutChanged && edited.description == before.description)
        edited.description = refreshLayoutFacts(edited.description, edited);
    const bool recipeChanged = layoutChanged || !(edited.model == before.model) || !(edited.hardware == before.hardware);
    if (recipeChanged && edited.notes == before.notes) edited.notes = markNotesStale(edited.notes, before);
}

}  // namespace moe

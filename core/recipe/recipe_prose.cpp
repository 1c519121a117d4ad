#include "core/recipe/recipe_prose.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/catalog/recipe_library.h"
#include "core/recipe/recipe_description.h"

namespace moe {

namespace {

// "TP1 CP32 EP32 ETP1 PP8 VPP4 on 256x H100", the facts the stale line names.
std::string layoutFacts(const Recipe& r) {
    const Layout& l = r.layout;
    std::string s = "TP" + std::to_string(l.tp) + " CP" + std::to_string(l.cp) + " EP" + std::to_string(l.ep) + " ETP" +
                    std::to_string(l.etpOrTp()) + " PP" + std::to_string(l.pp);
    if (l.vpp > 1) s += " VPP" + std::to_string(l.vpp);
    s += ", MBS " + std::to_string(l.micro_batch_size) + " GBS " + std::to_string(l.global_batch_size) + ", " +
         formatSequenceLength(l.seq_length) + " context";
    const std::string model = r.model_ref.empty() ? r.model.name : r.model_ref;
    const std::string gpu = r.hardware_ref.empty() ? r.hardware.name : r.hardware_ref;
    if (!model.empty()) s = model + ", " + s;
    return s + " on " + std::to_string(l.world_size) + "x " + (gpu.empty() ? std::string("GPU") : gpu);
}

std::string lowered(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

bool notesMarkedStale(const std::string& notes) {
    return notes.rfind(kStaleNotesMarker, 0) == 0;
}

std::string markNotesStale(const std::string& notes, const Recipe& written) {
    if (notes.empty() || notesMarkedStale(notes)) return notes;
    return std::string(kStaleNotesMarker) + " These notes were written for " + layoutFacts(written) +
           "; the recipe has changed since. Check them, then delete this line.\n" + notes;
}

std::string followingName(const std::string& name, const Recipe& before, const Recipe& edited) {
    // A name made for another model or GPU would say something untrue about this one.
    if (!(edited.model.name == before.model.name) || !(edited.hardware.name == before.hardware.name))
        return derivedRecipeName(edited);
    const std::string oldCount = std::to_string(before.layout.world_size);
    const std::string newCount = std::to_string(edited.layout.world_size);
    const std::string gpu = lowered(gpuShortName(edited.hardware));
    const std::string oldPrecision = precisionSlug(before.options.precision);
    // Layout words a user writes into a name ("dsv3-32k-tp2-cp8"): each follows its own size (review:
    // "dsv3-32k-cp8" kept its cp8 after a plan with CP 4 was applied, and read so on a slide).
    struct SizeWord {
        const char* prefix;
        int64_t from, to;
    };
    const Layout& b = before.layout;
    const Layout& e = edited.layout;
    const SizeWord sizeWords[] = {{"tp", b.tp, e.tp},
                                  {"cp", b.cp, e.cp},
                                  {"ep", b.ep, e.ep},
                                  {"pp", b.pp, e.pp},
                                  {"vpp", b.vpp, e.vpp},
                                  {"etp", b.etpOrTp(), e.etpOrTp()},
                                  {"mbs", b.micro_batch_size, e.micro_batch_size},
                                  {"gbs", b.global_batch_size, e.global_batch_size}};
    auto followSize = [&sizeWords](const std::string& word, const std::string& low) -> std::optional<std::string> {
        for (const SizeWord& s : sizeWords) {
            const std::string prefix(s.prefix);
            if (s.from != s.to && low == prefix + std::to_string(s.from))
                return word.substr(0, prefix.size()) + std::to_string(s.to);
        }
        return std::nullopt;
    };
    // "32k" for a sequence of 32768; a length that is not a whole K is written out ("3000"), so the
    // word keeps following it (review 36: 32768 → 3000 → 65536 left "32k" on a 64K recipe).
    const auto seqWordOf = [](int64_t length) {
        return length % 1024 == 0 ? std::to_string(length / 1024) + "k" : std::to_string(length);
    };
    const bool seqChanged = b.seq_length != e.seq_length && b.seq_length > 0 && e.seq_length > 0;
    // Word by word ("qwen3-30b-a3b-16xh100-hybridep", "bridge-dsv3-gb200-256-mxfp8", a user's
    // "Mixtral 16xh100 bf16"): the GPU count written as "16xh100", or beside the GPU, and the
    // precision, follow the recipe. Words are separated by '-', '_' or spaces, which are kept.
    std::string out;
    std::string previous;
    size_t start = 0;
    while (start <= name.size()) {
        const size_t sep = std::min(name.find_first_of("-_ ", start), name.size());
        std::string word = name.substr(start, sep - start);
        const std::string low = lowered(word);
        const auto nextWord = [&name, sep] {
            if (sep >= name.size()) return std::string();
            const size_t end = std::min(name.find_first_of("-_ ", sep + 1), name.size());
            return name.substr(sep + 1, end - sep - 1);
        };
        if (oldCount != newCount && low == oldCount + "x" + gpu)
            word = newCount + word.substr(oldCount.size());
        else if (oldCount != newCount && low == oldCount && (lowered(previous) == gpu || lowered(nextWord()) == gpu))
            word = newCount;  // "H100 16", or "16 H100" (review 34: "… on 16 H100" kept its 16 at 1024 GPUs)
        else if (edited.options.precision != before.options.precision && low == oldPrecision)
            word = precisionSlug(edited.options.precision);
        else if (auto followed = followSize(word, low))
            word = *followed;
        else if (seqChanged && low == seqWordOf(b.seq_length)) {
            const bool upperK = word.back() == 'K';
            word = seqWordOf(e.seq_length);
            if (upperK && word.back() == 'k') word.back() = 'K';
        }
        out += word;
        if (sep < name.size()) out += name[sep];
        previous = name.substr(start, sep - start);
        start = sep + 1;
    }
    // "bridge-…" names Megatron-Bridge's own recipe: once its layout or options are edited it is
    // no longer that recipe, and an exported header must not say it is.
    const bool changed = !(edited.layout == before.layout) || !(edited.options == before.options);
    if (changed && out.rfind("bridge-", 0) == 0) out = out.substr(7) + "-edited";
    return out;
}

void followRecipeEdit(const Recipe& before, Recipe& edited) {
    const bool layoutChanged = !(edited.layout == before.layout);
    if (edited.name == before.name && !edited.name.empty()) edited.name = followingName(edited.name, before, edited);
    const bool recipeChanged =
        layoutChanged || !(edited.model == before.model) || !(edited.hardware == before.hardware);
    if (recipeChanged && edited.notes == before.notes) edited.notes = markNotesStale(edited.notes, before);
}

}  // namespace moe

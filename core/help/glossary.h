#pragma once
// The glossary of the studio's Help: the parallelism, batching, recompute, dispatcher, CUDA-graph
// and performance terms a newcomer meets in the editor and the panels, with Megatron's own
// argument names. Each entry names the editor fields it explains, so F1 on a field finds it.
#include <span>
#include <string_view>

namespace moe {

struct GlossaryEntry {
    std::string_view id;           // stable, e.g. "tp"
    std::string_view term;         // heading, e.g. "TP — tensor parallelism"
    std::string_view explanation;  // one or more paragraphs separated by blank lines
    std::string_view fields;       // space-separated editor keys it explains ("layout.tp", derived "dp")
    // Other words a reader may search for (synonyms, the words of a message that sends them here),
    // space-separated, translated like the rest: each language lists its own guides' words too
    // (a Portuguese reader types "recomputação" where the term is "recálculo"). Empty: none.
    std::string_view keywords = {};
};

std::span<const GlossaryEntry> glossary();
// The entry of `id`, or null.
const GlossaryEntry* findGlossaryEntry(std::string_view id);
// The entry that explains the editor key `field` (a recipe path such as "layout.tp", or a derived
// value such as "dp"), or null when none does.
const GlossaryEntry* glossaryEntryForField(std::string_view field);

}  // namespace moe

#pragma once
// The `moe-plan search` line that repeats a studio search (core's searchCommandLine), for the Search
// dock's "Copy Command": the recipe as saved, the dock's GPU count, top K and constraints, the
// studio's memory assumptions and its cluster profile. The CLI then prints the same plans and counts.
#include <QString>

#include "core/search/layout_search.h"

namespace moe::ui {

class StudioState;

struct SearchCommandText {
    QString line;  // one shell line
    // Why the line may not repeat the search, in words; empty when it does: the recipe is unsaved,
    // has edits since its last save (the CLI reads the file) or changed since the search, or the
    // plans were ranked with a cluster profile (found by name among the saved ones).
    QString caveat;
};

// `searched`: the recipe the search ran for; `calibrationName` empty for the built-in calibration.
SearchCommandText searchCommandText(const SearchRequest& request, const Recipe& searched, const StudioState& state,
                                    const QString& calibrationName);

}  // namespace moe::ui

#pragma once
// Two recipes A and B that both fit, B faster (a "better" step time) and with fewer tokens/s (a
// "worse" throughput): Compare colours both deltas, on the amber "changed" cell. For the suites
// that check those colours (test_contrast, test_status_colours).
#include <memory>

#include "ui/compare/compare_table.h"
#include "ui_test_support.h"

namespace moe::uitest {

inline std::shared_ptr<const ui::CompareTable> betterAndWorseDeltas() {
    const Recipe r = namedDefaultRecipe("r");
    ui::CompareMetrics a, b;
    for (ui::CompareMetrics* m : {&a, &b}) {  // both fit, or the speed rows show no figures to colour
        m->fits = true;
        m->fit = MemoryFit::Fits;
        m->headroomGiB = 10;
    }
    a.stepTimeS = 2.0, b.stepTimeS = 1.0;                  // B faster: better
    a.tokensPerSPerGpu = 4000, b.tokensPerSPerGpu = 3000;  // B fewer tokens: worse
    return std::make_shared<const ui::CompareTable>(
        ui::CompareTable::build({{QStringLiteral("A"), r, a}, {QStringLiteral("B"), r, b}}));
}

}  // namespace moe::uitest

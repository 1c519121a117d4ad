#pragma once
// Whether the uncertainty band means what it says: each published row is held out of the residual
// table, its band built from the rows left (estimate_uncertainty.h, the same basis rules), and its
// own cross-validated errors (one per scheme) checked against that band. A stated 80 % band should
// hold about 80 % of them; the share is reported per basis (how far the band had to widen) and by
// GPU generation, so a basis that is too narrow or too wide shows.
#include <string>
#include <vector>

#include "core/perf/estimate_uncertainty.h"
#include "core/perf/residual_table.h"

namespace moe {

struct CoverageCell {
    std::string what;      // "Blackwell, FP8, flex_hybridep basis" / "Hopper rows" / "all"
    int rows = 0;          // held-out rows in this cell
    int residuals = 0;     // their errors (rows × schemes)
    int inside = 0;        // errors inside the band built without the row
    double mean_half_width = 0;  // the bands' mean ±, fraction
    [[nodiscard]] double share() const { return residuals > 0 ? static_cast<double>(inside) / residuals : 0.0; }
};

struct BandCoverage {
    double stated = 0.8;                 // the band's stated coverage
    std::vector<CoverageCell> by_basis;  // in widening order, cells with rows only
    std::vector<CoverageCell> by_generation;
    CoverageCell all;
};

// Contradicting rows are left out, as the band leaves them out.
BandCoverage bandCoverage(const ResidualTable& table, const UncertaintyOptions& options = {});

std::string bandCoverageMarkdown(const BandCoverage& coverage);

}  // namespace moe

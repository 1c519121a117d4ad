#include "core/perf/band_coverage.h"

#include <cstdio>
#include <map>
#include <sstream>

namespace moe {

namespace {

const char* levelWords(UncertaintyBasis level) {
    switch (level) {
        case UncertaintyBasis::GenerationPrecisionDispatcher: return "generation, precision and dispatcher";
        case UncertaintyBasis::GenerationPrecision: return "generation and precision (any dispatcher)";
        case UncertaintyBasis::Generation: return "generation (any precision and dispatcher)";
        case UncertaintyBasis::AllRows: return "all rows";
    }
    return "";
}

void add(CoverageCell& cell, const Uncertainty& band, const ResidualRow& row) {
    ++cell.rows;
    cell.mean_half_width += band.halfWidth();
    for (double e : row.errors) {
        // The band is on published ÷ estimate − 1 (estimate_uncertainty.cpp): the same reading here.
        const double d = 1.0 / (1.0 + e) - 1.0;
        ++cell.residuals;
        if (d >= band.low - 1e-12 && d <= band.high + 1e-12) ++cell.inside;
    }
}

}  // namespace

BandCoverage bandCoverage(const ResidualTable& table, const UncertaintyOptions& options) {
    BandCoverage out;
    out.stated = options.coverage;
    out.all.what = "all";
    std::map<UncertaintyBasis, CoverageCell> byLevel;
    std::map<std::string, CoverageCell> byGeneration;
    for (size_t i = 0; i < table.rows.size(); ++i) {
        const ResidualRow& row = table.rows[i];
        if (row.contradicting) continue;
        ResidualTable rest;
        rest.schemes = table.schemes;
        for (size_t j = 0; j < table.rows.size(); ++j)
            if (j != i) rest.rows.push_back(table.rows[j]);
        const Uncertainty band = uncertaintyFor(row.key, rest, options);
        if (!band.known()) continue;
        CoverageCell& level = byLevel[band.level];
        level.what = levelWords(band.level);
        add(level, band, row);
        CoverageCell& gen = byGeneration[row.key.generation];
        gen.what = row.key.generation + " rows";
        add(gen, band, row);
        add(out.all, band, row);
    }
    auto finish = [](CoverageCell c) {
        if (c.rows > 0) c.mean_half_width /= c.rows;
        return c;
    };
    for (UncertaintyBasis level : {UncertaintyBasis::GenerationPrecisionDispatcher, UncertaintyBasis::GenerationPrecision,
                                   UncertaintyBasis::Generation, UncertaintyBasis::AllRows})
        if (byLevel.count(level)) out.by_basis.push_back(finish(byLevel[level]));
    for (const auto& [gen, cell] : byGeneration) out.by_generation.push_back(finish(cell));
    out.all = finish(out.all);
    return out;
}

std::string bandCoverageMarkdown(const BandCoverage& c) {
    std::ostringstream o;
    char buf[200];
    std::snprintf(buf, sizeof buf, "| Held-out rows by | Rows | Errors | Inside their band | Mean band |\n|---|---|---|---|---|\n");
    o << buf;
    auto line = [&](const CoverageCell& cell) {
        std::snprintf(buf, sizeof buf, "| %s | %d | %d | %.0f %% | ±%.0f %% |\n", cell.what.c_str(), cell.rows, cell.residuals,
                      100.0 * cell.share(), 100.0 * cell.mean_half_width);
        o << buf;
    };
    for (const CoverageCell& cell : c.by_basis) line(cell);
    for (const CoverageCell& cell : c.by_generation) line(cell);
    line(c.all);
    std::snprintf(buf, sizeof buf, "\nStated coverage %.0f %%; each row's band is built without the row.\n", 100.0 * c.stated);
    o << buf;
    return o.str();
}

}  // namespace moe

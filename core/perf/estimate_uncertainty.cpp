#include "core/perf/estimate_uncertainty.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "core/common/text.h"
#include "core/perf/communication.h"

namespace moe {

double Uncertainty::halfWidth() const { return std::max(-low, high); }

std::string Uncertainty::text() const {
    if (!known()) return "±? %";
    return "±" + formatDouble(100.0 * halfWidth(), "%.0f") + " %";
}

std::string Uncertainty::fullBasis() const {
    std::string why = widened;
    for (const std::string& o : outside)
        why += (why.empty() ? "" : "; ") + std::string("outside the calibration: ") + o;
    return why.empty() ? basis : basis + " (" + why + ")";
}

Message Uncertainty::shareMessage() const {
    if (share >= 1.0)
        return message("perf", MOE_TR("perf", "the widest cross-validated error of %1 published rows"),
                       integerArg(rows));
    return message("perf", MOE_TR("perf", "%1 % of the cross-validated errors of %2 published rows"),
                   realArg(100.0 * share, 0), integerArg(rows));
}

std::string Uncertainty::shareText() const {
    return shareMessage().english();
}

Message Uncertainty::unknownMessage() {
    return message("perf", MOE_TR("perf", "±? % (no cross-validated rows to compare with)"));
}

std::string Uncertainty::description() const {
    if (!known()) return unknownMessage().english();
    return text() + " (" + shareText() + "; basis: " + fullBasis() + ")";
}

namespace {

// Linear interpolation between order statistics (the usual sample quantile, R's type 7).
double quantile(const std::vector<double>& sorted, double q) {
    if (sorted.empty()) return 0;
    const double pos = q * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<size_t>(std::floor(pos));
    const size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (pos - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

bool matches(const ComparableKey& row, const ComparableKey& key, UncertaintyBasis level) {
    switch (level) {
        case UncertaintyBasis::GenerationPrecisionDispatcher: return row == key;
        case UncertaintyBasis::GenerationPrecision:
            return row.generation == key.generation && row.precision_family == key.precision_family;
        case UncertaintyBasis::Generation: return row.generation == key.generation;
        case UncertaintyBasis::AllRows: return true;
    }
    return false;
}

// The basis in words; names alone (generation, precision and dispatcher) have no id.
Message basisMessage(const ComparableKey& key, UncertaintyBasis level) {
    switch (level) {
        case UncertaintyBasis::GenerationPrecisionDispatcher:
            return {};
        case UncertaintyBasis::GenerationPrecision:
            return message("perf", MOE_TR("perf", "%1, %2, any dispatcher"), textArg(key.generation),
                           codeArg(key.precision_family));
        case UncertaintyBasis::Generation:
            return message("perf", MOE_TR("perf", "%1, any precision and dispatcher"), textArg(key.generation));
        case UncertaintyBasis::AllRows:
            return message("perf", MOE_TR("perf", "all rows"));
    }
    return {};
}

std::string basisText(const ComparableKey& key, UncertaintyBasis level) {
    if (level == UncertaintyBasis::GenerationPrecisionDispatcher)
        return key.generation + ", " + key.precision_family + ", " + key.dispatcher;
    return basisMessage(key, level).english();
}

// What the basis had to widen from: "Hopper, BF16".
std::string narrowerText(const ComparableKey& key, UncertaintyBasis widenedTo) {
    switch (widenedTo) {
        case UncertaintyBasis::GenerationPrecisionDispatcher: return {};
        case UncertaintyBasis::GenerationPrecision: return key.generation + ", " + key.precision_family + ", " + key.dispatcher;
        case UncertaintyBasis::Generation: return key.generation + ", " + key.precision_family;
        case UncertaintyBasis::AllRows: return key.generation;
    }
    return {};
}

}  // namespace

Uncertainty uncertaintyFor(const ComparableKey& key, const ResidualTable& table, const UncertaintyOptions& options) {
    Uncertainty u;
    for (UncertaintyBasis level : {UncertaintyBasis::GenerationPrecisionDispatcher, UncertaintyBasis::GenerationPrecision,
                                   UncertaintyBasis::Generation, UncertaintyBasis::AllRows}) {
        std::vector<double> deviations;
        int rows = 0;
        for (const ResidualRow& r : table.rows) {
            if (r.contradicting || !matches(r.key, key, level)) continue;
            ++rows;
            // The row's error e = predicted/published − 1; what the user's run would be against
            // the estimate is published/predicted − 1 = 1/(1 + e) − 1. Every scheme's residual
            // counts: each is a way of meeting a configuration the fit did not see.
            for (double e : r.errors) deviations.push_back(1.0 / (1.0 + e) - 1.0);
        }
        if (rows < options.min_rows && level != UncertaintyBasis::AllRows) continue;
        if (rows == 0) return u;
        std::sort(deviations.begin(), deviations.end());
        const double share =
            level == UncertaintyBasis::GenerationPrecisionDispatcher ? options.coverage : options.widened_coverage;
        const double tail = 0.5 * (1.0 - share);
        u.share = share;
        u.low = quantile(deviations, tail);
        u.high = quantile(deviations, 1.0 - tail);
        u.level = level;
        u.basis = basisText(key, level);
        u.basis_message = basisMessage(key, level);
        if (level != UncertaintyBasis::GenerationPrecisionDispatcher) {
            u.widened_message = message("perf", MOE_TR("perf", "fewer than %1 rows of %2"),
                                        integerArg(options.min_rows), textArg(narrowerText(key, level)));
            u.widened = u.widened_message.english();
        }
        u.rows = rows;
        return u;
    }
    return u;
}

Uncertainty estimateUncertainty(const Recipe& recipe) { return estimateUncertainty(recipe, builtinResidualTable()); }

std::vector<Message> outsideCalibrationMessages(const Recipe& r, const ResidualTable& table) {
    std::vector<Message> out;
    const Layout& l = r.layout;
    const TrainingOptions& o = r.options;
    const ComparableKey key = comparableKey(r);
    if (r.model.isMoe() && l.ep > 1) {
        const bool crossesNic =
            epOutsideDomainShare(l.ep, l.etpOrTp(), effectiveDomain(r.hardware.nvlink_domain_size)) > 0;
        if (crossesNic && (o.dispatcher == Dispatcher::AllToAll || o.dispatcher == Dispatcher::AllGather))
            out.push_back(message("perf", MOE_TR("perf", "NCCL all-to-all over the NIC")));
        if (crossesNic && o.overlap.ep_a2a_overlap)
            out.push_back(message("perf", MOE_TR("perf", "EP overlap across nodes")));
    }
    if (l.pp >= 16)
        out.push_back(message("perf", MOE_TR("perf", "PP %1 (%2 published rows reach PP %3)"), integerArg(l.pp),
                              integerArg(7), integerArg(16)));
    // Every published row runs CP 1: any CP is outside (a review read "CP 64 (no published row has
    // CP above 1)" beside CP 4 and CP 8 estimates that said nothing of it).
    if (l.cp > 1)
        out.push_back(
            message("perf", MOE_TR("perf", "CP %1 (every published row has CP %2)"), integerArg(l.cp), integerArg(1)));
    bool precision = false, dispatcher = false;
    for (const ResidualRow& row : table.rows) {
        if (row.contradicting || row.key.generation != key.generation) continue;
        precision = precision || row.key.precision_family == key.precision_family;
        dispatcher = dispatcher || row.key.dispatcher == key.dispatcher;
    }
    if (!precision)
        out.push_back(message("perf", MOE_TR("perf", "no published %1 row in %2"), textArg(key.generation),
                              codeArg(key.precision_family)));
    if (r.model.isMoe() && l.ep > 1 && !dispatcher)
        out.push_back(message("perf", MOE_TR("perf", "no published %1 row with %2"), textArg(key.generation),
                              codeArg(key.dispatcher)));
    return out;
}

std::vector<std::string> outsideCalibration(const Recipe& r, const ResidualTable& table) {
    std::vector<std::string> out;
    for (const Message& m : outsideCalibrationMessages(r, table)) out.push_back(m.english());
    return out;
}

Uncertainty estimateUncertainty(const Recipe& recipe, const ResidualTable& table, const UncertaintyOptions& options) {
    Uncertainty u = uncertaintyFor(comparableKey(recipe), table, options);
    u.outside_messages = outsideCalibrationMessages(recipe, table);
    for (const Message& m : u.outside_messages) u.outside.push_back(m.english());
    if (u.outside.empty() || !u.known()) return u;
    // Outside what was calibrated no comparable rows say how wrong the model is: the band is the
    // widest error it made on any published row, both ways.
    double widest = 0;
    for (const ResidualRow& row : table.rows) {
        if (row.contradicting) continue;
        for (double e : row.errors) widest = std::max(widest, std::fabs(1.0 / (1.0 + e) - 1.0));
    }
    u.low = std::min(u.low, -widest);
    u.high = std::max(u.high, widest);
    u.share = 1.0;
    return u;
}

bool tiedWithinBand(double faster, double slower, double halfWidth) {
    if (faster <= 0 || slower <= 0) return false;
    return 1.0 - slower / faster < halfWidth;
}

int bandDigitExponent(double value, double halfWidth) {
    const double magnitude = std::fabs(value);
    if (magnitude == 0 || !std::isfinite(magnitude)) return 0;
    const int lead = static_cast<int>(std::floor(std::log10(magnitude)));
    if (halfWidth <= 0 || !std::isfinite(halfWidth)) return lead - 2;
    const double uncertainty = magnitude * halfWidth;
    int place = static_cast<int>(std::floor(std::log10(uncertainty)));
    // The Particle Data Group's rounding rule: an uncertainty whose three leading digits are 100-354
    // keeps two significant digits (±0.14 s is not ±0.1 s); 355-949 keeps one; 950-999 rounds up
    // to 1000, which keeps two, i.e. the same place.
    const double leadingThree = uncertainty / std::pow(10.0, place - 2);
    if (leadingThree < 354.5) --place;
    return std::clamp(place, -6, lead);
}

double roundToBand(double value, double halfWidth) {
    const double unit = std::pow(10.0, bandDigitExponent(value, halfWidth));
    return std::round(value / unit) * unit;
}

std::string formatToBand(double value, double halfWidth) {
    const int exponent = bandDigitExponent(value, halfWidth);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", std::max(0, -exponent), roundToBand(value, halfWidth));
    return buf;
}

}  // namespace moe

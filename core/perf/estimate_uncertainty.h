#pragma once
// How sure an estimate is: a band from the cross-validated residuals (residual_table.h) of the
// published rows comparable to the recipe (same GPU generation, precision family and dispatcher
// where at least `min_rows` such rows exist, else widened step by step: generation and precision,
// then generation, then every row), with its basis named. Also what the band means for a
// comparison (two plans closer than the band are a tie) and for the digits worth printing.
#include <string>
#include <vector>

#include "core/common/message.h"
#include "core/perf/residual_table.h"
#include "core/recipe/recipe.h"

namespace moe {

// How far the basis had to widen.
enum class UncertaintyBasis { GenerationPrecisionDispatcher, GenerationPrecision, Generation, AllRows };

struct Uncertainty {
    // The band on throughput (tokens/s/GPU, TFLOP/s/GPU, MFU): the published value ÷ the
    // estimate − 1 at its lower and upper edge, e.g. −0.12 and +0.08. Step time scales by
    // 1/(1 + high) … 1/(1 + low).
    double low = 0, high = 0;
    UncertaintyBasis level = UncertaintyBasis::AllRows;
    // "Blackwell, FP8, flex_hybridep"; widened: "Blackwell, FP8, any dispatcher" … "all rows"
    std::string basis;
    // Why it widened, when it did: "fewer than 10 rows of Blackwell, FP8, flex_deepep"
    std::string widened;
    int rows = 0;       // published rows behind it (0: no band known)
    // Where the recipe is outside what the published rows calibrated ("NCCL all-to-all over the
    // NIC", "PP 32 (published rows reach PP 16, 7 of them)", ...): the band is then the widest
    // error the model made on any published row, both ways.
    std::vector<std::string> outside;
    // basis, widened and outside as message ids for the studio (MOE_TR "perf"); basis_message is
    // empty where the basis is names alone ("Blackwell, FP8, flex_hybridep").
    Message basis_message;
    Message widened_message;
    std::vector<Message> outside_messages;
    // The share of the basis's errors the band holds: the stated coverage on the recipe's own basis,
    // widened_coverage on a widened one, 1 (the widest error) outside the calibration.
    double share = 0.8;
    // "80 % of the cross-validated errors of 42 published rows" / "the widest cross-validated error of 94 published
    // rows"
    [[nodiscard]] std::string shareText() const;
    [[nodiscard]] Message shareMessage() const;
    [[nodiscard]] bool known() const { return rows > 0; }
    // The symmetric "±x" that covers the band: max(−low, high).
    [[nodiscard]] double halfWidth() const;
    // "±12 %" (or "±? %" when no band is known).
    [[nodiscard]] std::string text() const;
    // The basis with why it widened: "all rows (fewer than 10 rows of Hopper)"
    [[nodiscard]] std::string fullBasis() const;
    // "±12 % (80 % of the cross-validated errors of 42 published rows; basis: Blackwell, FP8, flex_hybridep)"
    [[nodiscard]] std::string description() const;
    // description() where no band is known, as an id.
    [[nodiscard]] static Message unknownMessage();
};

struct UncertaintyOptions {
    int min_rows = 10;       // fewer comparable rows than this widen the basis
    double coverage = 0.8;   // central share of the residuals inside the band
    // A widened basis borrows other configurations' errors, which say less about this one than its
    // own would: its band is their central `widened_coverage` share instead (docs/uncertainty.md
    // measures what that holds).
    double widened_coverage = 0.95;
};

// The band for one comparable key. Rows that contradict a sibling row (a published pair one or
// two knobs apart, one at least 1.5x slower) are left out: no layout model can follow them.
Uncertainty uncertaintyFor(const ComparableKey& key, const ResidualTable& table, const UncertaintyOptions& options = {});
// Why a recipe is outside what the published rows calibrated: NCCL's all-to-all over the NIC, EP
// overlap across nodes, PP ≥ 16 (7 rows reach 16), CP ≥ 8 (none), a precision or a dispatcher with no
// row of its GPU generation. Empty when it is inside.
std::vector<std::string> outsideCalibration(const Recipe& recipe, const ResidualTable& table);
// The same as message ids (MOE_TR "perf") for the studio.
std::vector<Message> outsideCalibrationMessages(const Recipe& recipe, const ResidualTable& table);
// The band of a recipe from the compiled-in table.
Uncertainty estimateUncertainty(const Recipe& recipe);
Uncertainty estimateUncertainty(const Recipe& recipe, const ResidualTable& table, const UncertaintyOptions& options = {});

// Two throughputs are tied when the slower is within `halfWidth` of the faster:
// 1 − slower/faster < halfWidth (both > 0): inside the band, not on its edge.
bool tiedWithinBand(double faster, double slower, double halfWidth);

// The decimal exponent of the last digit a value supports under a band of ±halfWidth: the last
// significant digit of the uncertainty |value| × halfWidth rounded by the Particle Data Group's
// rule (two significant digits when its leading three are 100-354, else one), never finer than
// 10^-6 nor coarser than the value's own leading digit. With no band (halfWidth ≤ 0): three
// significant figures.
int bandDigitExponent(double value, double halfWidth);
// The value rounded to that place, and printed with just those digits ("3200", "12", "9.9").
double roundToBand(double value, double halfWidth);
std::string formatToBand(double value, double halfWidth);

}  // namespace moe

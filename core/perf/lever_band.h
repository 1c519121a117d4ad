#pragma once
// The band a lever gain carries: the model's errors on published lever steps, not the band of a
// single estimate (two estimates of one recipe with and without a switch share most of their
// error). The errors come from the lever check of a published optimisation history
// (lever_ablation.h: each knob step predicted inside its era), kept as a generated table
// (resources/calibration/lever-residuals.yaml, compiled in) so that every gain can carry its band
// without the history at hand. The table is the output of
//   moe-plan calibrate --levers ../shared/data/lever-ablations.json --residuals
// and tests/app/test_cli_uncertainty.cpp fails when it drifts from what the check gives now.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/lever_ablation.h"

namespace moe {

struct LeverResidual {
    int step = 0;
    std::string change;
    double published_gain = 0, predicted_gain = 0;  // fractions over the step before
    bool sign_only = false;                         // a step held to its sign: no size error
};

struct LeverBand {
    std::string source;                 // "DeepSeek-V3 MXFP8 on 256 GB200 NVL72"
    std::vector<LeverResidual> steps;
    // The largest |predicted − published| gain over the steps held to their size, as a fraction
    // (points of gain / 100); 0 with none.
    [[nodiscard]] double halfWidth() const;
    [[nodiscard]] int sizedSteps() const;
    [[nodiscard]] bool known() const { return sizedSteps() > 0; }
    // "±8 points (the largest error of the model on 4 published lever steps, DeepSeek-V3 MXFP8 on 256 GB200 NVL72)"
    [[nodiscard]] std::string text() const;
};

LeverBand leverBandFromCheck(const LeverHistory& history, const LeverCheck& check);
std::string leverBandYaml(const LeverBand& band);
Result<LeverBand> parseLeverBand(const std::string& yamlText, const std::string& origin);
// The compiled-in table, parsed once (a broken built-in file aborts: the tests parse it).
const LeverBand& builtinLeverBand();

}  // namespace moe

#pragma once
// The step-time model's cross-validated residuals, one row per published run, kept as a generated
// table (resources/calibration/cv-residuals.yaml, compiled in) so that every estimate can carry a
// band without the published rows at hand. The table is the output of
//   moe-plan calibrate --published ../shared/data/published-runs.json
//                      --published ../shared/data/published-runs-bf16.json --cross-validate --residuals
// (one command line, run from the repository root, its output redirected into the file),
// and tests/app/test_cli_uncertainty.cpp fails when it drifts from what cross-validation gives now.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/cross_validation.h"
#include "core/recipe/recipe.h"

namespace moe {

// What makes two runs comparable for the model's error: the GPU generation ("Hopper",
// "Blackwell": Blackwell Ultra counts as Blackwell), the precision family ("BF16", "FP8" for every
// FP8 scaling including MXFP8, "FP4") and the MoE dispatcher as the recipe spells it
// ("alltoall", "flex_hybridep", ...).
struct ComparableKey {
    std::string generation, precision_family, dispatcher;
    bool operator==(const ComparableKey&) const = default;
};
ComparableKey comparableKey(const Recipe& recipe);
std::string gpuGeneration(const HardwareSpec& hardware);
std::string precisionFamily(Precision precision);

struct ResidualRow {
    std::string model, system, container;
    ComparableKey key;
    bool contradicting = false;  // slower row of a contradicting sibling pair (see findContradictions)
    // (predicted − published) / published tokens/s/GPU with the row held out, one per scheme in
    // ResidualTable::schemes order.
    std::vector<double> errors;
};

struct ResidualTable {
    std::vector<std::string> schemes;  // "leave_one_system_out", ...
    std::vector<ResidualRow> rows;
};

// One row per cross-validated row (the schemes hold the same rows; a row missing from a scheme is
// an error, as it would leave a hole in the table).
Result<ResidualTable> residualTableFromCrossValidation(const CrossValidation& cv);

// The YAML text of the table (the format of resources/calibration/cv-residuals.yaml), with the
// regeneration command in its header.
std::string residualTableYaml(const ResidualTable& table);
// Parses that text; a missing or malformed key is an error naming the row and the key.
Result<ResidualTable> parseResidualTable(const std::string& yamlText, const std::string& origin);
// The compiled-in table, parsed once (a broken built-in file aborts: the tests parse it).
const ResidualTable& builtinResidualTable();

}  // namespace moe

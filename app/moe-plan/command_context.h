#pragma once
// What every moe-plan command shares: loading a recipe FILE (or builtin:NAME) with --set
// overrides applied, printing errors one per line, exit codes, and JSON helpers.
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli_args.h"
#include "core/common/diagnostic.h"
#include "core/perf/calibration.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/recipe/recipe.h"

namespace moe::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitWarnings = 1;  // validate only
inline constexpr int kExitError = 2;

// Loads FILE ("builtin:NAME" picks a built-in recipe), then applies each --set in order.
// Errors name the file or the overridden field.
Result<Recipe> loadRecipeArgument(const std::string& file, const std::vector<std::string>& sets);

// --model / --hardware values as people type them ("dsv3", "h100", "GB200 NVL72"): the catalog
// entry, or an error listing the known or the ambiguous names.
Result<ModelSpec> catalogModelArgument(const std::string& typed);
Result<HardwareSpec> catalogHardwareArgument(const std::string& typed);

// One line on stderr: "moe-plan: <file:line:col: field: reason>".
int reportError(const Error& e);

nlohmann::json diagnosticToJson(const Diagnostic& d);
// A plan's layout and memory levers, as feasibility and search report them.
nlohmann::json layoutJson(const Recipe& r);
// An estimate's uncertainty band: {low, high, basis, rows, half_width, coverage}; low and high are
// what the published throughput would be against the estimate (fractions, e.g. -0.12 and 0.08).
nlohmann::json uncertaintyJson(const Uncertainty& u);
void printDiagnosticText(std::ostream& out, const Diagnostic& d);
// When `findings` hold an error: "invalid recipe, no <what> (moe-plan validate lists every
// finding):" and each error, as the one error of `file` (a layout Megatron refuses gets no figures).
std::optional<Error> refusedRecipeError(const std::string& file, const std::vector<Diagnostic>& findings,
                                        const std::string& what);
// The FLOPs count the figures use, named, with every other count (core/flops/model_flops.h):
// {name, label, source, description, flops_per_token, others: [{..., ratio, differs, why}]}; with
// `figures`, each other count also gets the Model TFLOP/s/GPU and MFU it would give.
struct FlopsFigures {
    double model_tflops_per_gpu = 0;
    double mfu = 0;
    double mfu_bf16 = 0;
};
nlohmann::json flopsCountJson(const ModelSpec& model, int64_t seq, std::optional<FlopsFigures> figures = std::nullopt);

int runValidate(const ParsedArgs& args);
int runGroups(const ParsedArgs& args);
int runModels(const ParsedArgs& args);
int runHardware(const ParsedArgs& args);
int runReport(const ParsedArgs& args);
int runRecipes(const ParsedArgs& args);
int runFields(const ParsedArgs& args);
int runMemory(const ParsedArgs& args);
int runFlops(const ParsedArgs& args);
int runFeasibility(const ParsedArgs& args);
int runExport(const ParsedArgs& args);
int runImport(const ParsedArgs& args);
int runTrace(const ParsedArgs& args);
int runEstimate(const ParsedArgs& args);
int runSimulate(const ParsedArgs& args);
int runDiagnose(const ParsedArgs& args);
int runCalibrate(const ParsedArgs& args);
// calibrate --run RECIPE,LOG[,TRACE...]: fit to measured runs, save a cluster profile (command_cluster.cpp).
int runCalibrateRuns(const ParsedArgs& args);
int runLog(const ParsedArgs& args);
int runSearch(const ParsedArgs& args);
// --calibration FILE on top of the built-in calibration, else the built-in (command_estimate.cpp);
// --calibration cluster:NAME (or cluster:PATH) loads a saved cluster profile.
Result<Calibration> loadCalibrationArgument(const ParsedArgs& args);

}  // namespace moe::cli

#pragma once
// Is a measured run the recipe it is compared with? A training log records what it was launched
// with (Megatron's start-up `arguments` block: world size, global batch, sequence, layers, hidden
// size) and a Kineto trace the GPU it ran on (deviceProperties). When these differ from the
// recipe, "predicted − measured" compares two different jobs: the evidence tools show the mismatch
// instead of a prediction error. Also the steady window's coverage in words.
#include <optional>
#include <string>
#include <vector>

#include "core/evidence/measurement_contract.h"
#include "core/logs/log_arguments.h"
#include "core/logs/steady_window.h"
#include "core/recipe/recipe.h"

namespace moe::evidence {

// One value the run recorded about itself.
struct RecordedFact {
    std::string key;     // "world_size", "global_batch_size", "seq_length", "num_layers", "hidden_size", "gpu"
    std::string label;   // "world size"
    std::string value;   // as recorded ("16", "Tesla V100-SXM2-32GB")
    std::string source;  // "log train.log:212", "trace rank0.json (deviceProperties)"
};

struct RunMismatch {
    std::string label;
    std::string recipe_value;
    std::string run_value;
    std::string source;
    [[nodiscard]] std::string text() const;  // "world size: recipe 256, run 16 (log train.log:212)"
};

// From the log's `arguments` block; `origin` names the file in each source.
std::vector<RecordedFact> recordedLogFacts(const logs::LogArguments& args, const std::string& origin);
std::optional<RecordedFact> recordedTraceDevice(const TraceFacts& facts, const std::string& origin);

// The recorded facts that contradict the recipe. A GPU matches when the recipe's GPU family
// ("H100" of "H100-SXM") appears as a word in the device name the driver reported.
std::vector<RunMismatch> runMismatches(const Recipe& recipe, const std::vector<RecordedFact>& recorded);

// "3 of 10 steady-window iterations printed (log interval 10; the 3 lines cover 10 iterations)".
std::string windowCoverage(const logs::WindowEvidence& window);

}  // namespace moe::evidence

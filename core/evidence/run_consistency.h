#pragma once
// Is a measured run the recipe it is compared with? A training log records what it was launched
// with (Megatron's start-up `arguments` block: world size, global batch, sequence, model
// dimensions, the parallel layout), the global batch size of every iteration line, and a throughput that implies the
// model FLOPs per token; a Kineto trace records the GPU it ran on (deviceProperties). When any of
// these contradicts the recipe, "predicted − measured" would compare two different jobs: the
// verdict names each conflict and every view shows it instead of a prediction error. Also the
// steady window's coverage in words.
#include <optional>
#include <string>
#include <vector>

#include "core/evidence/measurement_contract.h"
#include "core/logs/log_arguments.h"
#include "core/logs/steady_window.h"
#include "core/logs/training_log.h"
#include "core/recipe/recipe.h"

namespace moe::evidence {

// One value the run recorded about itself.
struct RecordedFact {
    std::string key;     // "world_size", "global_batch_size", "seq_length", "num_layers", "hidden_size",
                         // "num_attention_heads", "num_experts", "moe_router_topk", "moe_ffn_hidden_size", "gpu",
                         // the layout's "tensor_model_parallel_size", "pipeline_model_parallel_size",
                         // "context_parallel_size", "expert_model_parallel_size",
                         // "expert_tensor_parallel_size", "micro_batch_size"
    std::string label;   // "world size"
    std::string value;   // as recorded ("16", "Tesla V100-SXM2-32GB")
    std::string source;  // "log train.log:212", "trace rank0.json (deviceProperties)"
};

// One fact on which the run and the recipe disagree.
struct RunMismatch {
    std::string key;  // a RecordedFact key, or "model_flops_per_token"
    std::string label;
    std::string recipe_value;
    std::string run_value;
    std::string source;
    [[nodiscard]] std::string fact() const;   // "world size: recipe 256, run 16"
    [[nodiscard]] std::string text() const;   // the fact and its source: "… (log train.log:212)"
    [[nodiscard]] std::string brief() const;  // "world size 256 vs 16" (recipe value first)
    // The same as messages for the studio to translate (issue 42); english() equals the strings above.
    [[nodiscard]] Message labelText() const;
    [[nodiscard]] Message factText() const;
    [[nodiscard]] Message textMessage() const;
    [[nodiscard]] Message briefText() const;
};

// The one answer to "is this run the recipe's job?", computed here and shown by every view.
struct RunVerdict {
    std::vector<RunMismatch> conflicts;
    [[nodiscard]] bool isRecipesJob() const { return conflicts.empty(); }
    // "Not this recipe's run (recipe vs run): GBS 4096 vs 128, model GFLOP/token 260 vs 638"; empty when it is.
    [[nodiscard]] std::string summary() const;
    [[nodiscard]] Message summaryText() const;  // summary() as a message; english() equals it
};

// From the log's `arguments` block; `origin` names the file in each source.
std::vector<RecordedFact> recordedLogFacts(const logs::LogArguments& args, const std::string& origin);
// The global batch size printed on the iteration lines: of the window's last line when a window
// is given (batch-size ramp-up makes earlier lines smaller), else of the log's last line.
std::optional<RecordedFact> recordedIterationBatch(const logs::TrainingLog& log, const logs::WindowEvidence* window,
                                                   const std::string& origin);
// What a trace recorded about its job: the GPU (deviceProperties) and the world size
// (distributedInfo.world_size).
std::vector<RecordedFact> recordedTraceFacts(const TraceFacts& facts, const std::string& origin);

// The last recorded value of `key` as a positive integer (nothing when absent or not a count): the
// iteration lines' batch, recorded after the arguments', is the one the window measured.
std::optional<int64_t> recordedNumber(const std::vector<RecordedFact>& recorded, const std::string& key);

// The recorded facts that contradict the recipe. A GPU matches when the recipe's GPU family
// ("H100" of "H100-SXM") appears as a word in the device name the driver reported.
std::vector<RunMismatch> runMismatches(const Recipe& recipe, const std::vector<RecordedFact>& recorded);

// The model FLOPs per token the log's own throughput implies: logged TFLOP/s/GPU × step time ×
// world size / (global batch × sequence), each size from the log where it recorded one, else the
// recipe's. A conflict when it differs from the recipe's model FLOPs per token by more than
// kFlopsPerTokenFactor either way. Nothing when the window's TFLOP/s is not the log's own.
inline constexpr double kFlopsPerTokenFactor = 1.5;
std::optional<RunMismatch> flopsPerTokenMismatch(const Recipe& recipe, const std::vector<RecordedFact>& recorded,
                                                 const logs::WindowEvidence& window, const std::string& logOrigin);

// Every conflict: runMismatches, then flopsPerTokenMismatch when a window is given. A fact
// recorded twice with the same value (the arguments' and the iteration lines' batch) counts once.
RunVerdict judgeRun(const Recipe& recipe, const std::vector<RecordedFact>& recorded, const logs::WindowEvidence* window,
                    const std::string& logOrigin);

// "3 of 10 steady-window iterations printed (log interval 10; the 3 lines cover 10 iterations)".
std::string windowCoverage(const logs::WindowEvidence& window);
// windowCoverage() as a message for the studio; english() equals it.
Message windowCoverageText(const logs::WindowEvidence& window);

}  // namespace moe::evidence

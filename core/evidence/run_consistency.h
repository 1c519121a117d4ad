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
    // Set where `run_value` / `source` are sentences rather than a value or a file position (the
    // model-FLOPs mismatch): their messages; empty: the strings are shown as they are.
    Message run_value_text = {};
    Message source_text = {};
};

// One fact two files of one run state differently (review: a Mixtral log of 16 H100s and a V100
// trace of world size 1 were merged into one run on a V100 at 232.5 TFLOP/s/GPU): the files are
// not one job's. Key "tflops_per_gpu": the log's own TFLOP/s/GPU above the dense peak of the GPU
// a trace recorded (first the log's figure, second the device name, `peak` its peak).
struct MixedFact {
    std::string key;  // a RecordedFact key, or "tflops_per_gpu"
    std::string label;
    std::string first_value;
    std::string first_source;
    std::string second_value;
    std::string second_source;
    std::string peak;                         // "tflops_per_gpu" only: the device's dense peak, TFLOP/s
    [[nodiscard]] std::string brief() const;  // "world size 16 vs 1"
    [[nodiscard]] std::string text() const;   // "world size: 16 (log a.log:5) vs 1 (trace b.json (…))"
    // The same as messages for the studio to translate; english() equals the strings above.
    [[nodiscard]] Message briefText() const;
    [[nodiscard]] Message textMessage() const;
};

// A fact's source as a message: "log train.log:212 (iteration 73)", "trace r0.json (deviceProperties)",
// "recipe a.yaml" with the words "log", "trace", "recipe" and "iteration" translatable and the file
// names and keys as written; any other text as it is (issue 42: sources read in English).
Message sourceText(const std::string& source);

// The short word for a run whose files are not one job's, where a view has room for a few words.
Message notOneJobText();

// The one answer to "is this run the recipe's job?", computed here and shown by every view.
struct RunVerdict {
    std::vector<RunMismatch> conflicts;  // the run against the recipe
    std::vector<MixedFact> mixed;        // the run's files against each other (without a recipe too)
    // The files are one job's: a run whose files are not is no job at all and is scored against nothing.
    [[nodiscard]] bool isOneJob() const { return mixed.empty(); }
    [[nodiscard]] bool isRecipesJob() const { return conflicts.empty() && mixed.empty(); }
    // "Not this recipe's run (recipe vs run): GBS 4096 vs 128, model GFLOP/token 260 vs 638"; empty
    // when there is no conflict with the recipe.
    [[nodiscard]] std::string summary() const;
    [[nodiscard]] Message summaryText() const;  // summary() as a message; english() equals it
    // "The run's files are not one job's: world size 16 vs 1, …"; empty when they are.
    [[nodiscard]] std::string mixedSummary() const;
    [[nodiscard]] Message mixedSummaryText() const;
    // One line for the views that have one: mixedSummary(), then summary(), joined by "; ".
    [[nodiscard]] std::string headline() const;
    [[nodiscard]] Message headlineText() const;
};

// From the log's `arguments` block; `origin` names the file in each source.
std::vector<RecordedFact> recordedLogFacts(const logs::LogArguments& args, const std::string& origin);
// The GPU a log's start-up output names: `nvidia-smi -L` ("GPU 0: NVIDIA H100 80GB HBM3 (UUID: …)")
// or an nvidia-smi table row ("|   0  Tesla V100-SXM2-32GB  On  | …"); the first one found.
std::optional<RecordedFact> recordedLogGpu(const std::string& text, const std::string& origin);
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

// Facts the run's files state differently: for each key, the last value each file recorded
// (a log's iteration lines after its arguments), every file's against the first file's; and the
// log's own TFLOP/s/GPU (window given, printed by the log) above kPeakMargin x the dense peak of
// a GPU a trace recorded, where the device is known (deviceDensePeakTflops).
inline constexpr double kPeakMargin = 1.1;
std::vector<MixedFact> mixedJobFacts(const std::vector<RecordedFact>& recorded, const logs::WindowEvidence* window,
                                     const std::string& logOrigin);
// The highest dense tensor-core peak (TFLOP/s, any precision) of the GPU a driver names ("Tesla
// V100-SXM2-32GB" -> 125); nothing for a device not in the short table.
std::optional<double> deviceDensePeakTflops(const std::string& deviceName);

// "3 of 10 steady-window iterations printed (log interval 10; the 3 lines cover 10 iterations)".
std::string windowCoverage(const logs::WindowEvidence& window);
// windowCoverage() as a message for the studio; english() equals it.
Message windowCoverageText(const logs::WindowEvidence& window);

}  // namespace moe::evidence

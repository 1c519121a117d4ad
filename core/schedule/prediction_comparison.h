#pragma once
// A predicted step held against a measured trace: time per kernel role per step (the union of the
// role's kernels inside each step window, averaged over steps and devices) and per step phase, with
// the largest differences first; and the two traces merged into one, the measured one shifted so
// its first step starts where the prediction does. Pure functions over the trace model.
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/schedule/step_simulator.h"
#include "core/trace/kernel_roles.h"
#include "core/trace/pass_direction.h"
#include "core/trace/trace_model.h"

namespace moe::schedule {

struct ComparisonRow {
    std::string key;     // role name or phase id
    std::string label;
    double predicted_ms = 0;
    std::optional<double> measured_ms;  // none: the trace cannot tell
    std::string note;    // why it is not measured, or how it was
    [[nodiscard]] double difference() const { return measured_ms ? predicted_ms - *measured_ms : 0.0; }
};

struct PredictionComparison {
    double predicted_step_ms = 0;
    double measured_step_ms = 0;           // the slowest rank's mean window (the job waits for it)
    std::string measured_step_definition;  // that, in words: "the slowest of 4 ranks (rank 2), mean of its ProfilerStep
                                           // windows"
    uint64_t measured_windows = 0;         // step windows × devices the per-role times average
    std::vector<ComparisonRow> roles;   // by |difference|, largest first
    std::vector<ComparisonRow> phases;  // forward, backward, bubble/idle, optimizer
    std::vector<std::string> warnings;
    std::vector<Message> warning_texts;  // the same as messages for the studio, entry by entry
    // Set when the trace cannot be a run of the recipe (its step is more than 3x off the prediction
    // either way): the reason, in words. Differences are then not prediction errors and are not shown.
    std::optional<std::string> not_this_recipe;
};

// The not-this-recipe's-run reason when the two steps are more than 3x apart either way; nothing
// when they are comparable or either is unknown (zero).
std::optional<std::string> notThisRecipesRun(double predicted_step_ms, double measured_step_ms);

// Time per role per step window of one trace (ms), averaged over windows and devices; windows are
// the ProfilerStep#N steps (the last, partial one dropped when there are several), else each
// device's whole activity.
struct RoleTimes {
    std::vector<double> ms = std::vector<double>(trace::kKernelRoleCount, 0.0);
    double step_ms = 0;  // mean window over every rank and device (what the per-role means divide)
    // The job's step: the slowest rank's (device's) mean window, as a synchronous step waits for it;
    // which rank that is, and whether the windows were ProfilerStep ranges or whole GPU activity.
    double slowest_step_ms = 0;
    int64_t slowest_rank = -1;
    int64_t ranks_measured = 0;
    bool profiler_step_windows = false;
    double busy_ms = 0;
    uint64_t windows = 0;
    // With pass directions: the union of the compute kernels (not communication, optimizer or
    // memory, nor launched by the optimizer step) of each direction, and of those whose direction
    // is unknown.
    double forward_ms = 0, backward_ms = 0, undirected_ms = 0;
};
RoleTimes roleTimesPerStep(const trace::Trace& trace, const trace::PassDirections* directions = nullptr);

// Errors when the measured trace has no GPU activity.
Result<PredictionComparison> comparePrediction(const Simulation& sim, const trace::Trace& predicted, const trace::Trace& measured);

// One trace with the predicted ranks first (rank_source "PP rank, predicted") and the measured ones
// after, shifted so the measured trace's first step window starts at 0.
trace::Trace mergePredictedAndMeasured(const trace::Trace& predicted, const trace::Trace& measured);

}  // namespace moe::schedule

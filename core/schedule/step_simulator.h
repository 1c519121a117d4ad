#pragma once
// One training step simulated per pipeline rank (issue: predicted timeline): Megatron-Core's pass
// order (pipeline_order), each pass expanded into the step-time model's operations
// (pass_expansion), passes started when their rank is free and their input has arrived from the
// neighbouring stage, then the DP gradient reduce-scatter, the optimizer step and the parameter
// all-gather. Ranks that differ only in TP/CP/DP/EP coordinates run the same program, so one
// program per PP rank is simulated. The makespan is the predicted step time.
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe.h"
#include "core/schedule/pipeline_order.h"
#include "core/schedule/sim_event.h"

namespace moe::schedule {

// One pass as a rank runs it: forward or backward of one microbatch (from 0) on one model chunk of
// the rank (from 0, < VPP), from its start to its end in seconds from the step's start.
struct PassSpan {
    PassKind kind = PassKind::Forward;
    int microbatch = 0;
    int chunk = 0;
    double start_s = 0, end_s = 0;
};

// Where one PP rank's step goes (seconds).
struct RankTimeline {
    int pp_rank = 0;
    double first_start_s = 0;     // first pass start
    double pipeline_end_s = 0;    // last pass end
    double end_s = 0;             // after DP, optimizer, offload and fixed overheads
    double forward_s = 0;         // forward compute inside passes
    double backward_s = 0;        // backward compute (recompute included)
    double recompute_s = 0;
    double bubble_s = 0;          // compute stream idle inside the pipeline waiting for other stages
    double tp_s = 0, cp_s = 0, ep_s = 0, pp_s = 0;  // exposed inside passes
    double host_s = 0;            // launch gaps and GC stalls
    double dp_s = 0;              // exposed gradient reduce-scatter and parameter all-gather
    double optimizer_s = 0, offload_s = 0, fixed_s = 0;
    // Fine-grained activation offloading: the host-link copies the passes' compute does not hide,
    // per step, as the closed form counts them (on the rank with the most, given to every rank).
    double activation_offload_s = 0;
    int passes = 0;               // scheduled steps (a combined-1F1B pair counts once)
    // Every pass in the order the rank runs it (Megatron-Core's schedule order). A merged step of
    // combined 1F1B lists its forward, then its backward, both with the merged step's start and end.
    // Always filled (a few thousand entries at most), with or without SimulationOptions::events.
    std::vector<PassSpan> pass_order;
};

// One link of the chain of passes that sets the step time.
struct CriticalLink {
    int pp_rank = 0;
    std::string passes;           // "F3" or "F5+B2" for a combined pair
    double start_s = 0, end_s = 0;
    bool waited_for_input = false;  // started when its input arrived (else when its rank was free)
};

struct Simulation {
    int pp = 1, vpp = 1, microbatches = 0;
    bool combined_1f1b = false;
    double step_time_s = 0;       // makespan over ranks
    StepEstimate analytic;        // the step-time model's closed form, for comparison
    std::vector<RankTimeline> ranks;
    std::vector<SimEvent> events; // every rank's operations, by rank then start (when requested)
    std::vector<GraphLaunch> graph_launches;  // CUDA-graph replays on the host, by rank (when requested)
    double launch_s = 0;          // one host launch call (the calibration's launch cost)
    std::vector<CriticalLink> critical_path;  // chronological
    [[nodiscard]] double analyticDifference() const {  // (simulated − analytic) ÷ analytic
        return analytic.step_time_s > 0 ? (step_time_s - analytic.step_time_s) / analytic.step_time_s : 0;
    }
};

struct SimulationOptions {
    bool events = true;           // false: only per-rank figures (faster)
};

// Errors (naming the field) when the recipe cannot be estimated or scheduled.
Result<Simulation> simulateStep(const Recipe& recipe, const Calibration& cal, const SimulationOptions& options = {});

}  // namespace moe::schedule

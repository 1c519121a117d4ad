#pragma once
// Steady-window evidence from a training log (domain §10): each printed value is the average over
// (previous printed iteration, this iteration], so a window is covered by whole printed intervals
// and weighted by the iterations each covers. The first printed line includes warm-up.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/logs/training_log.h"

namespace moe::logs {

struct WindowOptions {
    int64_t from = 41;                         // first iteration of the window (inclusive)
    int64_t to = 50;                           // last iteration (inclusive)
    std::optional<int64_t> global_batch_size;  // else the log's "global batch size" per line
    std::optional<int64_t> seq_length;         // needed for tokens/s/GPU
    std::optional<int64_t> gpus;               // world size W; needed for tokens/s and recomputed TFLOP/s
    std::optional<double> flops_per_step;      // model FLOPs of one step at the GBS; recomputes TFLOP/s/GPU
    // Warn when a logged TFLOP/s/GPU differs from the one recomputed from flops_per_step by more
    // than 5 %. The evidence loader turns it off: it tells which public FLOPs count the log uses
    // and words the gap itself (core/evidence/log_flops_count.h).
    bool warn_logged_tflops_gap = true;
};

// One printed line used by the window, with the interval it averages.
struct WindowLine {
    int line = 0;
    int64_t iteration = 0;
    int64_t covers_from = 0;  // first iteration of the interval (inclusive)
    int64_t iterations = 0;   // width of the interval
    std::optional<double> step_time_ms;
    std::optional<double> tflops_per_gpu;
    bool loss_finite = false;
    bool warm_up = false;  // the log's first printed line
};

enum class TflopsSource { None, Log, Recomputed };

struct WindowEvidence {
    int64_t from = 0, to = 0;
    int64_t log_interval = 0;                 // inferred: most common step between printed iterations
    int64_t iterations_covered = 0;           // iterations of [from, to] inside a used printed interval
    std::vector<int64_t> missing_iterations;  // of [from, to], not covered by any printed line
    std::vector<WindowLine> lines;

    double step_time_ms_mean = 0;  // iteration-weighted over the used lines
    double step_time_ms_median = 0, step_time_ms_min = 0, step_time_ms_max = 0;  // over lines
    std::optional<double> tflops_per_gpu_mean;  // total work / total time (time-weighted)
    TflopsSource tflops_source = TflopsSource::None;
    std::optional<double> tokens_per_sec_per_gpu;

    bool loss_finite = false;      // a loss present and finite on every used line
    bool grad_norm_finite = true;  // every logged grad norm finite (true when none logged)
    bool grad_norm_logged = false;
    int64_t skipped_iterations = 0;                  // Σ "number of skipped iterations"
    int64_t nan_iterations = 0;                      // Σ "number of nan iterations"
    std::optional<double> peak_max_allocated_bytes;  // max over ranks and memory lines
    std::optional<double> peak_max_reserved_bytes;
    std::vector<LogEvent> events_in_window;  // checkpoint/eval time inside a used interval
    std::vector<std::string> warnings;
};

// Errors: the log has no iteration line, the window is empty (from > to), or no printed line
// covers any iteration of the window. Everything else is a warning on the evidence.
Result<WindowEvidence> steadyWindow(const TrainingLog& log, const WindowOptions& options = {});

const char* tflopsSourceName(TflopsSource s);

// The iterations the log's latest run averages, as ranges: "122-125, 142-145, 182-185".
std::string printedIterations(const TrainingLog& log);

// A window to measure: `preferred` when the log covers it, else the last printed iterations after
// the warm-up line (as many as `preferred` is wide), with the reason in words.
struct ProposedWindow {
    int64_t from = 0, to = 0;
    std::string reason;  // "iterations 21-30, the last 10 printed iterations (warm-up skipped: ...); ..."
    Message reason_text;  // the same for the studio to translate (its english() is `reason`)
};
Result<ProposedWindow> proposeWindow(const TrainingLog& log, const WindowOptions& preferred = {});

}  // namespace moe::logs

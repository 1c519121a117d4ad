#include "core/logs/steady_window.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

namespace moe::logs {
namespace {

constexpr const char* kStepTimeKey = "elapsed time per iteration (ms)";

std::string where(const IterationRecord& r) {
    return "line " + std::to_string(r.line) + " (iteration " + std::to_string(r.iteration) + ")";
}

std::optional<double> throughput(const IterationRecord& r) {
    // Megatron-DeepSpeed prints "TFLOPs: 78.46", per GPU: its throughput_calculator divides the
    // iteration's FLOPs by the elapsed time and the world size (microsoft/Megatron-DeepSpeed,
    // megatron/utils.py); Megatron-LM and Bridge print "throughput per GPU (TFLOP/s/GPU)".
    for (const auto& f : r.fields)
        if (f.key.rfind("throughput per GPU", 0) == 0 || f.key.find("TFLOP/s/GPU") != std::string::npos ||
            f.key == "TFLOPs")
            return f.value;
    return std::nullopt;
}

std::string ranges(const std::vector<int64_t>& sorted) {
    std::ostringstream out;
    for (size_t i = 0; i < sorted.size();) {
        size_t j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1) ++j;
        if (i > 0) out << ", ";
        out << sorted[i];
        if (j > i) out << "-" << sorted[j];
        i = j + 1;
    }
    return out.str();
}

std::string fmt(double v) {
    std::ostringstream out;
    out.precision(6);
    out << v;
    return out.str();
}

int64_t inferInterval(const std::vector<const IterationRecord*>& seq) {
    if (seq.size() < 2) return std::max<int64_t>(1, seq.empty() ? 1 : seq.front()->iteration);
    std::map<int64_t, int> counts;
    for (size_t i = 1; i < seq.size(); ++i) ++counts[seq[i]->iteration - seq[i - 1]->iteration];
    int64_t best = 1;
    int bestCount = 0;
    for (const auto& [step, n] : counts)  // ascending: ties keep the smallest step
        if (n > bestCount) best = step, bestCount = n;
    return best;
}

// The latest run's lines in order: a restart (iterations going back) replaces what it repeats.
std::vector<const IterationRecord*> latestRun(const TrainingLog& log) {
    std::vector<const IterationRecord*> seq;
    for (const auto& r : log.iterations) {
        while (!seq.empty() && seq.back()->iteration >= r.iteration) seq.pop_back();
        seq.push_back(&r);
    }
    return seq;
}

// First iteration averaged by seq[k]: the line after the previous printed one, at most one log
// interval back (a gap in the printout leaves the iterations before it uncovered).
int64_t coversFrom(const std::vector<const IterationRecord*>& seq, size_t k, int64_t interval) {
    int64_t lo = seq[k]->iteration - interval;  // exclusive
    if (k > 0 && seq[k - 1]->iteration > lo) lo = seq[k - 1]->iteration;
    return std::max<int64_t>(lo, 0) + 1;
}

std::string printedRanges(const std::vector<const IterationRecord*>& seq, int64_t interval) {
    std::vector<int64_t> covered;
    for (size_t k = 0; k < seq.size(); ++k)
        for (int64_t i = coversFrom(seq, k, interval); i <= seq[k]->iteration; ++i) covered.push_back(i);
    return ranges(covered);
}

}  // namespace

const char* tflopsSourceName(TflopsSource s) {
    switch (s) {
        case TflopsSource::Log:
            return "log";
        case TflopsSource::Recomputed:
            return "recomputed";
        case TflopsSource::None:
            break;
    }
    return "none";
}

Result<WindowEvidence> steadyWindow(const TrainingLog& log, const WindowOptions& options) {
    const std::string& origin = log.origin;
    if (log.iterations.empty())
        return Error{
            origin, 0, 0, {}, message("run_window", MOE_TR("run_window", "no iteration lines in the training log"))};
    if (options.from < 1 || options.to < options.from)
        return Error{origin, 0, 0, "window",
                     message("run_window", MOE_TR("run_window", "empty window %1-%2"), integerArg(options.from),
                             integerArg(options.to))};

    WindowEvidence ev;
    ev.from = options.from;
    ev.to = options.to;

    // The latest run's lines in order: a restart (iterations going back) replaces what it repeats.
    std::vector<const IterationRecord*> seq;
    std::set<const IterationRecord*> restartFirst;
    for (const auto& r : log.iterations) {
        if (!seq.empty() && r.iteration <= seq.back()->iteration) {
            ev.warnings.push_back(where(r) + ": iteration numbers go back (restart?); the later lines are used");
            while (!seq.empty() && seq.back()->iteration >= r.iteration) seq.pop_back();
            restartFirst.insert(&r);
        }
        seq.push_back(&r);
    }
    ev.log_interval = inferInterval(seq);

    std::set<std::string> lossKeys;
    for (const auto* r : seq)
        for (const auto& f : r->fields)
            if (isLossKey(f.key)) lossKeys.insert(f.key);

    std::vector<char> covered(static_cast<size_t>(std::min<int64_t>(options.to - options.from + 1, 10000000)), 0);
    std::vector<std::pair<const IterationRecord*, WindowLine>> used;
    for (size_t k = 0; k < seq.size(); ++k) {
        const IterationRecord& r = *seq[k];
        const int64_t lo = coversFrom(seq, k, ev.log_interval) - 1;  // exclusive
        if (r.iteration < options.from || lo >= options.to) continue;
        WindowLine w;
        w.line = r.line;
        w.iteration = r.iteration;
        w.covers_from = lo + 1;
        w.iterations = r.iteration - lo;
        w.step_time_ms = r.number(kStepTimeKey);
        w.tflops_per_gpu = throughput(r);
        w.warm_up = k == 0 || restartFirst.count(&r) > 0;
        for (int64_t i = std::max(lo + 1, options.from); i <= std::min(r.iteration, options.to); ++i)
            if (static_cast<size_t>(i - options.from) < covered.size())
                covered[static_cast<size_t>(i - options.from)] = 1;
        used.emplace_back(&r, w);
    }
    if (used.empty()) {
        return Error{
            origin, 0, 0, "window",
            message("run_window",
                    MOE_TR("run_window", "no printed line covers iterations %1-%2 (the log prints iterations %3)"),
                    integerArg(options.from), integerArg(options.to), codeArg(printedRanges(seq, ev.log_interval)))};
    }
    for (size_t i = 0; i < covered.size(); ++i) {
        if (covered[i])
            ++ev.iterations_covered;
        else
            ev.missing_iterations.push_back(options.from + static_cast<int64_t>(i));
    }
    if (!ev.missing_iterations.empty())
        ev.warnings.push_back("iterations " + ranges(ev.missing_iterations) +
                              " of the window have no printed line (log gap)");

    // Per line: interval, warm-up, loss, grad norm, counters, consumed samples.
    ev.loss_finite = !lossKeys.empty();
    if (lossKeys.empty()) ev.warnings.push_back("no loss field anywhere in the log: loss health cannot be shown");
    std::optional<int64_t> logGbs;
    for (auto& [rp, w] : used) {
        const IterationRecord& r = *rp;
        if (w.covers_from < options.from || w.iteration > options.to)
            ev.warnings.push_back(where(r) + " averages iterations " + std::to_string(w.covers_from) + "-" +
                                  std::to_string(w.iteration) + ", beyond the window; its average is used whole");
        if (w.warm_up) ev.warnings.push_back(where(r) + " is the first printed line of its run and includes warm-up");
        if (r.truncated) ev.warnings.push_back(where(r) + " is truncated; fields after the cut are unknown");

        w.loss_finite = !lossKeys.empty();
        for (const auto& key : lossKeys) {
            const LogField* f = r.field(key);
            if (f == nullptr) {
                w.loss_finite = false;
                ev.warnings.push_back(where(r) + ": '" + key + "' missing" +
                                      (r.truncated ? " (line truncated: loss cannot be verified)"
                                                   : " (a NaN/Inf loss drops the field): non-finite"));
            } else if (!f->value || !std::isfinite(*f->value)) {
                w.loss_finite = false;
                ev.warnings.push_back(where(r) + ": '" + key + "' is " + f->raw + ": non-finite");
            }
        }
        if (!w.loss_finite) ev.loss_finite = false;

        if (const LogField* g = r.field("grad norm")) {
            ev.grad_norm_logged = true;
            if (!g->value || !std::isfinite(*g->value)) {
                ev.grad_norm_finite = false;
                ev.warnings.push_back(where(r) + ": grad norm is " + g->raw + ": non-finite");
            }
        }
        if (auto s = r.number("number of skipped iterations"); s && std::isfinite(*s))
            ev.skipped_iterations += std::llround(*s);
        if (auto n = r.number("number of nan iterations"); n && std::isfinite(*n))
            ev.nan_iterations += std::llround(*n);

        std::optional<double> gbs = r.number("global batch size");
        if (gbs && std::isfinite(*gbs)) {
            logGbs = std::llround(*gbs);
            if (options.global_batch_size && *options.global_batch_size != *logGbs)
                ev.warnings.push_back(where(r) + ": the log's global batch size " + std::to_string(*logGbs) +
                                      " differs from the given " + std::to_string(*options.global_batch_size));
        }
        // Consumed samples grow by GBS per iteration: check against the previous printed line.
        const auto it = std::find(seq.begin(), seq.end(), rp);
        if (it != seq.begin() && gbs) {
            const IterationRecord& prev = **(it - 1);
            auto c1 = r.number("consumed samples");
            auto c0 = prev.number("consumed samples");
            if (c0 && c1 && r.iteration > prev.iteration) {
                const double perIter = (*c1 - *c0) / static_cast<double>(r.iteration - prev.iteration);
                if (std::fabs(perIter - *gbs) > 1e-6 * std::max(1.0, *gbs))
                    ev.warnings.push_back(where(r) + ": consumed samples grew by " + fmt(perIter) +
                                          " per iteration since iteration " + std::to_string(prev.iteration) +
                                          ", not the global batch size " + fmt(*gbs));
            }
        }
    }
    if (!ev.grad_norm_logged) ev.warnings.push_back("no grad norm in the window: grad-norm health not shown");

    // Step time: iteration-weighted mean; median/min/max over lines.
    double weight = 0, weightedMs = 0, tflopWork = 0;
    bool allTflops = true;
    std::vector<double> times;
    double tokens = 0;
    bool tokensKnown = options.seq_length && options.gpus && *options.gpus > 0;
    for (const auto& [rp, w] : used) {
        if (!w.step_time_ms || !std::isfinite(*w.step_time_ms)) {
            ev.warnings.push_back(where(*rp) + ": no elapsed time per iteration; left out of the step time");
            continue;
        }
        const double n = static_cast<double>(w.iterations);
        times.push_back(*w.step_time_ms);
        weight += n;
        weightedMs += n * *w.step_time_ms;
        if (w.tflops_per_gpu && std::isfinite(*w.tflops_per_gpu))
            tflopWork += n * *w.step_time_ms * *w.tflops_per_gpu;
        else
            allTflops = false;
        std::optional<double> g = options.global_batch_size
                                      ? std::optional<double>(static_cast<double>(*options.global_batch_size))
                                      : rp->number("global batch size");
        if (g && tokensKnown)
            tokens += n * *g * static_cast<double>(*options.seq_length);
        else
            tokensKnown = false;
    }
    if (times.empty()) {
        ev.warnings.push_back("no line in the window has a step time");
        allTflops = false;
        tokensKnown = false;
    } else {
        ev.step_time_ms_mean = weightedMs / weight;
        std::vector<double> sorted = times;
        std::sort(sorted.begin(), sorted.end());
        const size_t m = sorted.size();
        ev.step_time_ms_median = m % 2 == 1 ? sorted[m / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2;
        ev.step_time_ms_min = sorted.front();
        ev.step_time_ms_max = sorted.back();
    }
    std::optional<double> recomputed;
    if (!times.empty() && options.flops_per_step && options.gpus && *options.gpus > 0)
        recomputed =
            *options.flops_per_step / (ev.step_time_ms_mean * 1e-3 * 1e12 * static_cast<double>(*options.gpus));
    if (allTflops) {
        ev.tflops_per_gpu_mean = tflopWork / weightedMs;
        ev.tflops_source = TflopsSource::Log;
        if (options.warn_logged_tflops_gap && recomputed &&
            std::fabs(*recomputed - *ev.tflops_per_gpu_mean) > 0.05 * *ev.tflops_per_gpu_mean)
            ev.warnings.push_back("logged TFLOP/s/GPU " + fmt(*ev.tflops_per_gpu_mean) +
                                  " differs from the recomputed " + fmt(*recomputed) + " by more than 5 %");
    } else if (recomputed) {
        ev.tflops_per_gpu_mean = recomputed;
        ev.tflops_source = TflopsSource::Recomputed;
    } else if (!times.empty()) {
        ev.warnings.push_back(
            "no throughput field on every window line; give FLOPs per step and the GPU count to recompute TFLOP/s/GPU");
    }
    if (tokensKnown && weightedMs > 0)
        ev.tokens_per_sec_per_gpu = tokens / (weightedMs * 1e-3 * static_cast<double>(*options.gpus));

    for (const auto& m : log.memory) {
        if (m.max_allocated_bytes)
            ev.peak_max_allocated_bytes = std::max(ev.peak_max_allocated_bytes.value_or(0.0), *m.max_allocated_bytes);
        if (m.max_reserved_bytes)
            ev.peak_max_reserved_bytes = std::max(ev.peak_max_reserved_bytes.value_or(0.0), *m.max_reserved_bytes);
    }
    if (log.memory.empty()) ev.warnings.push_back("no memory lines in the log: peak memory unknown");

    // Checkpoint/eval after iteration E is timed in the interval that contains E+1.
    for (const auto& e : log.events) {
        if (!e.iteration) continue;
        for (const auto& [rp, w] : used) {
            if (*e.iteration + 1 >= w.covers_from && *e.iteration + 1 <= w.iteration) {
                ev.events_in_window.push_back(e);
                ev.warnings.push_back("line " + std::to_string(e.line) + ": " +
                                      (e.kind == LogEventKind::Checkpoint ? "checkpoint save" : "evaluation") +
                                      " after iteration " + std::to_string(*e.iteration) + " is timed inside " +
                                      where(*rp));
                break;
            }
        }
    }
    for (auto& [rp, w] : used) ev.lines.push_back(w);
    return ev;
}

std::string printedIterations(const TrainingLog& log) {
    const auto seq = latestRun(log);
    return printedRanges(seq, inferInterval(seq));
}

Result<ProposedWindow> proposeWindow(const TrainingLog& log, const WindowOptions& preferred) {
    if (log.iterations.empty())
        return Error{log.origin,
                     0,
                     0,
                     {},
                     message("run_window", MOE_TR("run_window", "no iteration lines in the training log"))};
    auto proposed = [](int64_t from, int64_t to, Message why) {
        ProposedWindow w;
        w.from = from;
        w.to = to;
        w.reason = why.english();
        w.reason_text = std::move(why);
        return w;
    };
    const auto seq = latestRun(log);
    const int64_t interval = inferInterval(seq);
    // The preferred window is kept only where the printed lines cover most of it: 43-45 printed
    // out of 41-50 would average three iterations and call them ten.
    int64_t coveredInPreferred = 0;
    for (size_t k = 0; k < seq.size(); ++k) {
        const int64_t lo = std::max(coversFrom(seq, k, interval), preferred.from);
        const int64_t hi = std::min(seq[k]->iteration, preferred.to);
        if (hi >= lo) coveredInPreferred += hi - lo + 1;
    }
    const int64_t preferredWidth = preferred.to - preferred.from + 1;
    if (coveredInPreferred * 5 >= preferredWidth * 4 && steadyWindow(log, preferred))
        return proposed(preferred.from, preferred.to,
                        message("run_window", MOE_TR("run_window", "iterations %1-%2, the usual steady window"),
                                integerArg(preferred.from), integerArg(preferred.to)));

    const MessageArg prints = messageArg(
        message("run_window", MOE_TR("run_window", "the log prints iterations %1, not %2-%3"),
                codeArg(printedRanges(seq, interval)), integerArg(preferred.from), integerArg(preferred.to)));
    if (seq.size() == 1) {
        const int64_t from = coversFrom(seq, 0, interval);
        return proposed(
            from, seq[0]->iteration,
            message("run_window",
                    MOE_TR("run_window", "iterations %1-%2, the only printed line, which includes warm-up (%3)"),
                    integerArg(from), integerArg(seq[0]->iteration), prints));
    }
    // Walk back from the last line until the window holds as many printed iterations as the
    // preferred one is wide, past no warm-up: not the first printed line, and not into the first
    // kWarmUpIterations (a log printing 2-3, 29-31, ... starts its window at 29, not 3), unless
    // nothing later was printed.
    constexpr int64_t kWarmUpIterations = 10;
    const int64_t want = preferred.to - preferred.from + 1;
    int64_t printed = 0, from = seq.back()->iteration;
    for (size_t k = seq.size() - 1; k >= 1 && printed < want; --k) {
        if (printed > 0 && coversFrom(seq, k, interval) <= kWarmUpIterations) break;
        from = coversFrom(seq, k, interval);
        printed += seq[k]->iteration - from + 1;
    }
    const int64_t to = seq.back()->iteration;
    // What was skipped, as this log has it: a log that starts at iteration 122 (a resumed run) has
    // no iterations 1-10 to skip (review 23).
    const int64_t first = seq.front()->iteration;
    const Message skipped =
        first > kWarmUpIterations
            ? message("run_window", MOE_TR("run_window", "the first printed line, iteration %1"), integerArg(first))
            : message("run_window", MOE_TR("run_window", "the first printed line and iterations 1-%1"),
                      integerArg(kWarmUpIterations));
    return proposed(
        from, to,
        message("run_window",
                MOE_TR("run_window", "iterations %1-%2, the last %3 printed iterations (warm-up skipped: %4); %5"),
                integerArg(from), integerArg(to), integerArg(printed), messageArg(skipped), prints));
}

}  // namespace moe::logs

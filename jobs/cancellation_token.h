#pragma once
// Cooperative cancellation and progress for long core computations. Plain C++ (no Qt) so core
// functions can take these as callbacks without depending on the jobs tier.
#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace moe::jobs {

// A shared flag: copies observe the same state. The requester cancels; the worker polls.
class CancellationToken {
public:
    CancellationToken() : flag_(std::make_shared<std::atomic<bool>>(false)) {}

    void cancel() const { flag_->store(true, std::memory_order_relaxed); }
    [[nodiscard]] bool isCancelled() const { return flag_->load(std::memory_order_relaxed); }

    // For core APIs that take `std::function<bool()> cancelled`.
    [[nodiscard]] std::function<bool()> asCallback() const {
        return [flag = flag_] { return flag->load(std::memory_order_relaxed); };
    }

private:
    std::shared_ptr<std::atomic<bool>> flag_;
};

// Progress as a fraction in [0, 1] plus a short human-readable step name.
struct Progress {
    double fraction = 0.0;
    std::string step;
};

using ProgressCallback = std::function<void(const Progress&)>;

// What a running job sees: whether it should stop, and where to report progress.
struct JobContext {
    CancellationToken token;
    ProgressCallback report;  // never empty inside a runner; safe to call from the worker thread

    [[nodiscard]] bool cancelled() const { return token.isCancelled(); }
    void progress(double fraction, std::string step = {}) const {
        if (report) report(Progress{fraction, std::move(step)});
    }
};

// Thrown by a job that noticed cancellation and wants to stop without a result.
struct JobCancelled {};

}  // namespace moe::jobs

#pragma once
// Places every rank's passes in time: a pass (or a combined-1F1B pair) starts when its rank is free
// and its input has arrived — the forward from the previous virtual stage, the backward from the
// next one (the loss stage's backward from its own forward) — plus the send between stages. Pure:
// durations come from the caller, so small schedules can be worked by hand.
#include <functional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/schedule/pipeline_order.h"

namespace moe::schedule {

struct ScheduledTask {
    Pass first;
    bool combined = false;
    Pass second;              // the backward of a combined pair
    double start = 0, end = 0;
    double send_s = 0;        // blocking sends included in [start, end)
    // When each pass's output leaves for the neighbouring stage (-1: it has no consumer there).
    double first_send_at = -1, second_send_at = -1;
    int cause_rank = -1;      // the rank whose output it waited for (-1: it started when its rank was free)
    int cause_task = -1;
};

struct ScheduleInput {
    PipelineShape shape;
    double start_s = 0;            // when the first forward may start
    double send_s = 0;             // one activation/gradient transfer between stages
    bool blocking_sends = true;    // non-interleaved 1F1B waits for its sends; interleaved sends asynchronously
    std::function<double(int rank, const Pass&)> pass_seconds;
    std::function<double(int rank, const Pass& forward, const Pass& backward)> combined_seconds;  // used when shape.combined_1f1b
};

struct Schedule {
    std::vector<std::vector<ScheduledTask>> ranks;  // per PP rank, in program order
    std::vector<int> warmup;                        // per rank
    // Tasks from the first to the one that ends last, each the one that delayed the next.
    std::vector<std::pair<int, int>> criticalPath(int lastRank) const;  // (rank, task)
};

Result<Schedule> schedulePasses(const ScheduleInput& input);

}  // namespace moe::schedule

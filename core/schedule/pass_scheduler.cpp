#include "core/schedule/pass_scheduler.h"

#include <algorithm>
#include <cmath>

namespace moe::schedule {
namespace {

struct Ready {
    double time = std::nan("");
    int rank = -1, task = -1;
};

}  // namespace

std::vector<std::pair<int, int>> Schedule::criticalPath(int lastRank) const {
    std::vector<std::pair<int, int>> chain;
    if (lastRank < 0 || lastRank >= static_cast<int>(ranks.size())) return chain;
    int rank = lastRank;
    int k = static_cast<int>(ranks[static_cast<size_t>(rank)].size()) - 1;
    while (k >= 0) {
        chain.emplace_back(rank, k);
        const ScheduledTask& t = ranks[static_cast<size_t>(rank)][static_cast<size_t>(k)];
        if (t.cause_task >= 0) {
            rank = t.cause_rank;
            k = t.cause_task;
        } else {
            --k;
        }
    }
    std::reverse(chain.begin(), chain.end());
    return chain;
}

Result<Schedule> schedulePasses(const ScheduleInput& in) {
    const PipelineShape& s = in.shape;
    const int pp = s.pp, vpp = std::max(1, s.vpp);
    const size_t m = static_cast<size_t>(std::max(0, s.microbatches));
    const int lastStage = pp * vpp - 1;
    Schedule out;
    out.ranks.resize(static_cast<size_t>(pp));
    for (int rank = 0; rank < pp; ++rank) {
        auto prog = rankProgram(s, rank);
        if (!prog) return prog.error();
        out.warmup.push_back(prog->warmup);
        auto& list = out.ranks[static_cast<size_t>(rank)];
        const auto& passes = prog->passes;
        for (size_t i = 0; i < passes.size(); ++i) {
            ScheduledTask t;
            t.first = passes[i];
            const size_t w = static_cast<size_t>(prog->warmup);
            const bool steadyForward = i >= w && i < w + 2 * static_cast<size_t>(prog->steady_pairs) && (i - w) % 2 == 0;
            if (s.combined_1f1b && steadyForward && i + 1 < passes.size()) {
                t.combined = true;
                t.second = passes[++i];
            }
            list.push_back(t);
        }
    }
    std::vector<Ready> readyF(static_cast<size_t>(lastStage + 1) * m), readyB(readyF.size());
    auto at = [&](std::vector<Ready>& v, int stage, int mb) -> Ready& { return v[static_cast<size_t>(stage) * m + static_cast<size_t>(mb)]; };
    auto stageOf = [&](int rank, const Pass& p) { return p.chunk * pp + rank; };
    auto sends = [&](int rank, const Pass& p) {
        const int stage = stageOf(rank, p);
        return in.send_s > 0 && (p.kind == PassKind::Forward ? stage < lastStage : stage > 0);
    };
    auto input = [&](int rank, const Pass& p) -> Ready {
        const int stage = stageOf(rank, p);
        if (p.kind == PassKind::Forward) return stage == 0 ? Ready{in.start_s, -1, -1} : at(readyF, stage - 1, p.microbatch);
        return stage == lastStage ? at(readyF, stage, p.microbatch) : at(readyB, stage + 1, p.microbatch);
    };
    std::vector<double> sendFree(static_cast<size_t>(pp), 0.0);
    // Publishes a pass's output: `sendAt` is when a blocking send starts inside the task; an
    // asynchronous one queues on the rank's PP stream after `end`. Returns the send's start, or -1.
    auto publish = [&](int rank, int task, const Pass& p, double end, double sendAt, bool blocking) {
        double ready = end;
        double sent = -1;
        if (sends(rank, p)) {
            if (blocking) {
                sent = sendAt;
            } else {
                double& free = sendFree[static_cast<size_t>(rank)];
                sent = std::max(end, free);
                free = sent + in.send_s;
                ready = free;
            }
        }
        at(p.kind == PassKind::Forward ? readyF : readyB, stageOf(rank, p), p.microbatch) = {ready, rank, task};
        return sent;
    };

    std::vector<size_t> next(static_cast<size_t>(pp), 0);
    std::vector<double> free(static_cast<size_t>(pp), in.start_s);
    size_t remaining = 0;
    for (const auto& list : out.ranks) remaining += list.size();
    while (remaining > 0) {
        bool progressed = false;
        for (int rank = 0; rank < pp; ++rank) {
            auto& list = out.ranks[static_cast<size_t>(rank)];
            size_t& k = next[static_cast<size_t>(rank)];
            while (k < list.size()) {
                ScheduledTask& t = list[k];
                const Ready a = input(rank, t.first);
                const Ready b = t.combined ? input(rank, t.second) : Ready{in.start_s, -1, -1};
                if (std::isnan(a.time) || std::isnan(b.time)) break;
                const Ready& latest = a.time >= b.time ? a : b;
                const double rankFree = free[static_cast<size_t>(rank)];
                t.start = std::max(rankFree, latest.time);
                if (latest.time > rankFree && latest.rank >= 0) {
                    t.cause_rank = latest.rank;
                    t.cause_task = latest.task;
                }
                const double compute = t.combined ? in.combined_seconds(rank, t.first, t.second) : in.pass_seconds(rank, t.first);
                const bool firstSends = sends(rank, t.first);
                // Interleaved combined 1F1B (Megatron-Core's merged-step callbacks): the forward's
                // output leaves on the communication stream, the backward's gradient is sent from
                // the compute stream, so the merged step ends only once that send is done.
                const bool secondBlocks = in.blocking_sends || t.combined;
                if (in.blocking_sends)
                    t.send_s = in.send_s * ((firstSends ? 1 : 0) + (t.combined && sends(rank, t.second) ? 1 : 0));
                else if (t.combined && sends(rank, t.second))
                    t.send_s = in.send_s;
                t.end = t.start + compute + t.send_s;
                free[static_cast<size_t>(rank)] = t.end;
                // Blocking sends run back to back after the compute, the first pass's first.
                const double computeEnd = t.start + compute;
                t.first_send_at = publish(rank, static_cast<int>(k), t.first, in.blocking_sends ? t.end : computeEnd, computeEnd, in.blocking_sends);
                if (t.combined)
                    t.second_send_at = publish(rank, static_cast<int>(k), t.second, t.end,
                                               computeEnd + (in.blocking_sends && firstSends ? in.send_s : 0.0), secondBlocks);
                ++k;
                --remaining;
                progressed = true;
            }
        }
        if (!progressed)
            return Error{{}, 0, 0, "layout", "the pipeline schedule cannot proceed (a pass waits for an input that no rank produces)"};
    }
    return out;
}

}  // namespace moe::schedule

#include "core/schedule/predicted_trace.h"

#include <cmath>

namespace moe::schedule {
namespace {

int64_t toNs(double seconds) { return static_cast<int64_t>(std::llround(seconds * 1e9)); }

}  // namespace

int64_t predictedStreamId(SimStream s) { return s == SimStream::Compute ? 7 : 20 + static_cast<int64_t>(s); }

std::string predictedKernelName(OpRole role, PassKind pass) {
    const std::string dir = pass == PassKind::Forward ? " fwd" : " bwd";
    switch (role) {
        case OpRole::Gemm: return "gemm" + dir + " [predicted]";
        case OpRole::GroupedGemm: return "grouped_gemm" + dir + " (experts) [predicted]";
        case OpRole::Attention: return "flash_attention" + dir + " [predicted]";
        case OpRole::Elementwise: return "elementwise" + dir + " (norms, activations, router, casts) [predicted]";
        case OpRole::Recompute: return "recompute (forward re-run) [predicted]";
        case OpRole::TpComm: return "ncclDevKernel_AllGather_ReduceScatter (TP)" + dir + " [predicted]";
        case OpRole::CpComm: return "ncclDevKernel_SendRecv (CP ring)" + dir + " [predicted]";
        case OpRole::EpDispatch: return "ncclDevKernel_AllToAll dispatch (EP)" + dir + " [predicted]";
        case OpRole::EpCombine: return "ncclDevKernel_AllToAll combine (EP)" + dir + " [predicted]";
        case OpRole::PpSend: return "ncclDevKernel_SendRecv (PP)" + dir + " [predicted]";
        case OpRole::DpReduceScatter: return "ncclDevKernel_ReduceScatter (DP gradients) [predicted]";
        case OpRole::DpAllGather: return "ncclDevKernel_AllGather (DP parameters) [predicted]";
        case OpRole::Optimizer: return "multi_tensor_apply_kernel (Adam step) [predicted]";
        case OpRole::Offload: return "Memcpy DtoH/HtoD (optimizer offload) [predicted]";
        case OpRole::ActivationOffload: return "Memcpy DtoH/HtoD (activation offload, not hidden by compute) [predicted]";
    }
    return "? [predicted]";
}

std::string passName(const PassSpan& pass) {
    return std::string(pass.kind == PassKind::Forward ? "F" : "B") + " mb" + std::to_string(pass.microbatch) + " c" +
           std::to_string(pass.chunk);
}

bool isPredictedTrace(const trace::Trace& trace) { return trace.format.rfind(kPredictedFormat, 0) == 0; }

trace::Trace predictedTrace(const Simulation& sim, const std::string& label) {
    trace::Trace t;
    t.path = label;
    t.format = kPredictedFormat;
    trace::NameTable names;
    std::vector<trace::RankTrace> ranks(static_cast<size_t>(sim.pp));
    for (int r = 0; r < sim.pp; ++r) {
        ranks[static_cast<size_t>(r)].rank = r;
        ranks[static_cast<size_t>(r)].rank_source = "PP rank, predicted";
    }
    for (const SimEvent& e : sim.events) {
        trace::Event ev;
        ev.start_ns = toNs(e.start_s);
        ev.end_ns = std::max(ev.start_ns, toNs(e.end_s));
        ev.device = 0;
        ev.pid = e.pp_rank;
        ev.stream = predictedStreamId(streamOf(e.role));
        ev.kind = e.role == OpRole::Offload || e.role == OpRole::ActivationOffload ? trace::EventKind::Memcpy
                                                                                     : trace::EventKind::Kernel;
        ev.name = names.intern(predictedKernelName(e.role, e.pass));
        ranks[static_cast<size_t>(e.pp_rank)].events.push_back(ev);
    }
    // CUDA-graph replays: a runtime call on the rank's host thread where the graphed block starts
    // (the eager launch gaps stay as the compute stream's waits).
    const int64_t launchNs = std::max<int64_t>(1, toNs(sim.launch_s));
    for (const GraphLaunch& g : sim.graph_launches) {
        trace::Event ev;
        ev.start_ns = toNs(g.at_s);
        ev.end_ns = ev.start_ns + launchNs;
        ev.kind = trace::EventKind::Runtime;
        ev.pid = g.pp_rank;
        ev.stream = kPredictedHostThread;
        ev.name = names.intern(kPredictedGraphLaunchName);
        ranks[static_cast<size_t>(g.pp_rank)].events.push_back(ev);
    }
    // A step annotation so step-window metrics apply, and the passes in a lane of their own.
    auto annotation = [&](trace::RankTrace& rank, int64_t lane, int64_t start, int64_t end, uint32_t name) {
        trace::Event a;
        a.start_ns = start;
        a.end_ns = std::max(start, end);
        a.kind = trace::EventKind::GpuAnnotation;
        a.device = 0;
        a.stream = lane;
        a.pid = rank.rank;
        a.name = name;
        rank.events.push_back(a);
    };
    for (const RankTimeline& rt : sim.ranks) {
        trace::RankTrace& rank = ranks[static_cast<size_t>(rt.pp_rank)];
        // Kineto's step name, so the step-window logic (the measured step, the metrics' window) reads
        // the predicted step as it reads a measured one, host time after the last kernel included;
        // the studio shows it as "predicted step" (a review read "ProfilerStep#1" as a measurement,
        // and a rename here cut the predicted step to its last kernel).
        annotation(rank, kPredictedStepLane, 0, toNs(sim.step_time_s), names.intern("ProfilerStep#1"));
        for (const PassSpan& p : rt.pass_order) annotation(rank, kPredictedPassLane, toNs(p.start_s), toNs(p.end_s), names.intern(passName(p)));
        rank.stream_names[kPredictedStepLane] = "step";
        rank.stream_names[kPredictedPassLane] = "passes";
        rank.stream_names[kPredictedHostThread] = "host";
        for (int s = 0; s < kSimStreamCount; ++s)
            rank.stream_names[predictedStreamId(static_cast<SimStream>(s))] = simStreamName(static_cast<SimStream>(s));
    }
    t.names = names.release();
    t.ranks = std::move(ranks);
    for (trace::RankTrace& r : t.ranks) {
        t.counts.total_events += r.events.size();
        t.counts.kept_events += r.events.size();
        trace::finalizeRank(r, t.counts);
    }
    return t;
}

}  // namespace moe::schedule

#include "core/schedule/step_simulator.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "core/layout/pipeline_layout.h"
#include "core/memory/memory_model.h"
#include "core/perf/compute_time.h"
#include "core/perf/layer_costs.h"
#include "core/perf/overlap.h"
#include "core/schedule/pass_expansion.h"
#include "core/schedule/pass_scheduler.h"

namespace moe::schedule {
namespace {


class Simulator {
public:
    Simulator(const Recipe& r, const StepEstimate& est, const ComputeTimes& ct, const CommTimes& comm, const LayerCosts& costs,
              const PipelinePlacement& placement, const SimulationOptions& opt, const Calibration& cal)
        : r_(r), est_(est), ct_(ct), comm_(comm), costs_(costs), placement_(placement), opt_(opt), cal_(cal) {}

    Result<Simulation> run();

private:
    ChunkWork chunkWork(const VirtualStage& vs) const;
    const ExpandedPass& single(int rank, const Pass& p);
    const ExpandedPass& combined(int rank, const Pass& f, const Pass& b);
    [[nodiscard]] int stageOf(int rank, int chunk) const { return chunk * pp_ + rank; }
    void tail(const RankTimeline& t, std::vector<SimEvent>& events) const;
    void emit(int rank, const ScheduledTask& task, const ExpandedPass& body, Simulation& sim) const;

    const Recipe& r_;
    const StepEstimate& est_;
    const ComputeTimes& ct_;
    const CommTimes& comm_;
    const LayerCosts& costs_;
    const PipelinePlacement& placement_;
    const SimulationOptions& opt_;
    const Calibration& cal_;
    int pp_ = 1, vpp_ = 1;
    size_t m_ = 0;
    ExpansionContext ctx_;
    std::vector<ChunkWork> work_;  // by virtual stage
    std::map<std::tuple<int, int, int, int>, ExpandedPass> cache_;  // (rank, kind, chunk, chunk2)
    double sendS_ = 0;             // one activation or gradient send between stages
    bool blockingSends_ = false;   // non-interleaved 1F1B waits for its sends
    double stepStart_ = 0;         // parameter all-gather exposed before the first forward
    double rsExposed_ = 0;         // gradient reduce-scatter the last backward does not hide
    double agExposed_ = 0;         // parameter all-gather its partner does not hide
    bool agBeforeForward_ = false; // --overlap-param-gather (not with the optimizer step)
};

ChunkWork Simulator::chunkWork(const VirtualStage& vs) const {
    ChunkWork w;
    w.chunk = vs.chunk;
    const ModelSpec& m = r_.model;
    auto add = [&](int index, bool moe) {
        ChunkWork::Layer L;
        L.cost = moe ? &costs_.moe : &costs_.dense;
        L.compute = moe ? &ct_.moe_layer : &ct_.dense_layer;
        L.index = index;
        L.moe = moe;
        w.layers.push_back(L);
    };
    for (int layer : vs.decoder_layers) add(layer, m.isMoeLayer(layer));
    for (int k : vs.mtp_layers) {
        add(m.num_layers + k, m.isMoeLayer(m.num_layers + k));
        w.head_s += ct_.mtp_projection_s + ct_.logits_s;
    }
    if (vs.has_embedding) w.embedding_s = ct_.embedding_s;
    if (vs.has_loss) w.head_s += ct_.logits_s;
    return w;
}

const ExpandedPass& Simulator::single(int rank, const Pass& p) {
    const auto key = std::make_tuple(rank, p.kind == PassKind::Forward ? 0 : 1, p.chunk, -1);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    const ChunkWork& w = work_[static_cast<size_t>(stageOf(rank, p.chunk))];
    ExpandedPass e = p.kind == PassKind::Forward ? expandForward(w, ctx_) : expandBackward(w, ctx_);
    return cache_.emplace(key, std::move(e)).first->second;
}

const ExpandedPass& Simulator::combined(int rank, const Pass& f, const Pass& b) {
    const auto key = std::make_tuple(rank, 2, f.chunk, b.chunk);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    ExpandedPass e = expandCombined(work_[static_cast<size_t>(stageOf(rank, f.chunk))], work_[static_cast<size_t>(stageOf(rank, b.chunk))], ctx_);
    return cache_.emplace(key, std::move(e)).first->second;
}

Result<Simulation> Simulator::run() {
    const Layout& l = r_.layout;
    pp_ = l.pp;
    vpp_ = std::max(1, l.vpp);
    m_ = static_cast<size_t>(est_.microbatches);
    const OverlapOptions& ov = r_.options.overlap;
    ctx_.sm_share = overlappedCommSmShare(cal_, r_.hardware, r_.options.dispatcher);
    ctx_.ep_overlap = ov.ep_a2a_overlap;
    ctx_.delay_wgrad = ov.delay_wgrad_compute;
    ctx_.keep_ops = opt_.events;
    ctx_.cuda_graphs = r_.options.cuda_graphs;
    blockingSends_ = vpp_ == 1;
    sendS_ = pp_ > 1 ? comm_.pp_per_microbatch_s / (2.0 * vpp_) : 0.0;

    work_.resize(placement_.stages.size());
    for (size_t i = 0; i < placement_.stages.size(); ++i) work_[i] = chunkWork(placement_.stages[i]);

    // Parameter all-gather behind the first forward: what does not hide delays the whole step.
    const double md = static_cast<double>(m_);
    const double mbCompute = md > 0 ? est_.breakdown.compute_s / md : 0;
    rsExposed_ = exposedDpComm(comm_.dp_reduce_scatter_s, 0, comm_.dp_buckets, 2.0 * mbCompute / 3.0, mbCompute / 3.0,
                               est_.breakdown.optimizer_s, ov);
    agExposed_ = exposedDpComm(0, comm_.dp_all_gather_s, comm_.dp_buckets, 2.0 * mbCompute / 3.0, mbCompute / 3.0,
                               est_.breakdown.optimizer_s, ov);
    agBeforeForward_ = ov.param_gather && !ov.param_gather_with_optimizer_step;
    stepStart_ = agBeforeForward_ ? agExposed_ : 0.0;

    Simulation sim;
    sim.pp = pp_;
    sim.vpp = vpp_;
    sim.microbatches = static_cast<int>(m_);
    sim.analytic = est_;
    sim.launch_s = cal_.launch_cost_us * 1e-6;
    sim.combined_1f1b = ov.ep_a2a_overlap && r_.model.isMoe();
    ScheduleInput in;
    in.shape = {pp_, vpp_, static_cast<int>(m_), l.microbatch_group_size_per_vp_stage.value_or(0), sim.combined_1f1b};
    in.start_s = stepStart_;
    in.send_s = sendS_;
    in.blocking_sends = blockingSends_;
    in.pass_seconds = [&](int rank, const Pass& p) { return single(rank, p).length_s; };
    in.combined_seconds = [&](int rank, const Pass& f, const Pass& b) { return combined(rank, f, b).length_s; };
    auto schedule = schedulePasses(in);
    if (!schedule) return schedule.error();

    // Per-rank figures and the step-level tail.
    for (int rank = 0; rank < pp_; ++rank) {
        const auto& list = schedule->ranks[static_cast<size_t>(rank)];
        RankTimeline t;
        t.pp_rank = rank;
        t.pass_order.reserve(list.size() * 2);
        t.first_start_s = list.empty() ? stepStart_ : list.front().start;
        t.pipeline_end_s = list.empty() ? stepStart_ : list.back().end;
        double busy = 0;
        for (const ScheduledTask& task : list) {
            const ExpandedPass& body = task.combined ? combined(rank, task.first, task.second) : single(rank, task.first);
            const PassExposure& e = body.exposure;
            t.forward_s += e.forward_compute;
            t.backward_s += e.backward_compute;
            t.recompute_s += e.recompute;
            t.tp_s += e.tp;
            t.cp_s += e.cp;
            t.ep_s += e.ep;
            t.pp_s += e.pp + task.send_s;
            t.host_s += e.host;
            busy += task.end - task.start;
            ++t.passes;
            t.pass_order.push_back({task.first.kind, task.first.microbatch, task.first.chunk, task.start, task.end});
            if (task.combined)
                t.pass_order.push_back({task.second.kind, task.second.microbatch, task.second.chunk, task.start, task.end});
        }
        t.bubble_s = (t.pipeline_end_s - stepStart_) - busy;
        t.dp_s = rsExposed_ + agExposed_;
        t.optimizer_s = est_.breakdown.optimizer_s;
        t.offload_s = est_.breakdown.offload_s;
        t.activation_offload_s = est_.breakdown.activation_offload_s;
        t.fixed_s = est_.breakdown.fixed_s;
        const double gc = r_.options.manual_gc ? 0.0 : cal_.gc_stall_fraction * (t.forward_s + t.backward_s + t.bubble_s);
        t.host_s += gc;
        // A parameter all-gather exposed before the first forward is already inside the pipeline span.
        t.end_s = t.pipeline_end_s + rsExposed_ + (agBeforeForward_ ? 0.0 : agExposed_) + t.optimizer_s + t.offload_s +
                  t.activation_offload_s + t.fixed_s + gc;
        sim.ranks.push_back(t);
        if (opt_.events) {
            // full_iteration: one graph holds the whole forward-backward of the step.
            if (r_.options.cuda_graphs.impl == CudaGraphImpl::FullIteration && !list.empty())
                sim.graph_launches.push_back({t.first_start_s, rank, PassKind::Forward, -1, -1});
            for (const ScheduledTask& task : list)
                emit(rank, task, task.combined ? combined(rank, task.first, task.second) : single(rank, task.first), sim);
            tail(sim.ranks.back(), sim.events);
        }
    }
    int lastRank = 0;
    for (const RankTimeline& t : sim.ranks) {
        if (t.end_s > sim.step_time_s) {
            sim.step_time_s = t.end_s;
            lastRank = t.pp_rank;
        }
    }
    for (const auto& [rank, k] : schedule->criticalPath(lastRank)) {
        const ScheduledTask& t = schedule->ranks[static_cast<size_t>(rank)][static_cast<size_t>(k)];
        CriticalLink link;
        link.pp_rank = rank;
        link.passes = passLabel(t.first, vpp_) + (t.combined ? "+" + passLabel(t.second, vpp_) : "");
        link.start_s = t.start;
        link.end_s = t.end;
        link.waited_for_input = t.cause_task >= 0;
        sim.critical_path.push_back(link);
    }
    return sim;
}

void Simulator::emit(int rank, const ScheduledTask& task, const ExpandedPass& body, Simulation& sim) const {
    std::vector<SimEvent>& events = sim.events;
    auto ownPass = [&](PassKind kind) -> const Pass& { return (task.combined && kind == task.second.kind) ? task.second : task.first; };
    for (SimEvent e : body.ops) {
        e.start_s += task.start;
        e.end_s += task.start;
        e.pp_rank = rank;
        e.microbatch = ownPass(e.pass).microbatch;
        events.push_back(e);
    }
    for (GraphLaunch g : body.graph_launches) {
        g.at_s += task.start;
        g.pp_rank = rank;
        g.microbatch = ownPass(g.pass).microbatch;
        sim.graph_launches.push_back(g);
    }
    // Sends between stages, when the scheduler started them.
    auto send = [&](const Pass& p, double at) {
        if (at < 0) return;
        SimEvent s;
        s.start_s = at;
        s.end_s = at + sendS_;
        s.pp_rank = rank;
        s.role = OpRole::PpSend;
        s.pass = p.kind;
        s.microbatch = p.microbatch;
        s.chunk = p.chunk;
        events.push_back(s);
    };
    send(task.first, task.first_send_at);
    if (task.combined) send(task.second, task.second_send_at);
}

void Simulator::tail(const RankTimeline& t, std::vector<SimEvent>& events) const {
    const OverlapOptions& ov = r_.options.overlap;
    auto add = [&](OpRole role, double start, double end) {
        if (end <= start) return;
        SimEvent e;
        e.start_s = start;
        e.end_s = end;
        e.pp_rank = t.pp_rank;
        e.role = role;
        e.pass = PassKind::Backward;
        events.push_back(e);
    };
    // Buckets drawn as one event each (at most 32, so a 1000-bucket step stays readable).
    auto buckets = [&](OpRole role, double start, double total) {
        const int n = static_cast<int>(std::clamp(std::round(comm_.dp_buckets), 1.0, 32.0));
        for (int i = 0; i < n; ++i) add(role, start + total * i / n, start + total * (i + 1) / n);
    };
    const double rs = comm_.dp_reduce_scatter_s, ag = comm_.dp_all_gather_s;
    // The reduce-scatter ends rsExposed_ after the last backward.
    buckets(OpRole::DpReduceScatter, t.pipeline_end_s + rsExposed_ - rs, rs);
    const double optStart = t.pipeline_end_s + rsExposed_;
    add(OpRole::Optimizer, optStart, optStart + t.optimizer_s);
    double after = optStart + t.optimizer_s;
    if (ov.param_gather_with_optimizer_step) {
        buckets(OpRole::DpAllGather, optStart, ag);
        after += agExposed_;
    } else if (agBeforeForward_) {
        buckets(OpRole::DpAllGather, 0, ag);  // for the next step's first forward, drawn at this step's start
    } else {
        buckets(OpRole::DpAllGather, after, ag);
        after += agExposed_;
    }
    add(OpRole::Offload, after, after + t.offload_s);
    after += t.offload_s;
    add(OpRole::ActivationOffload, after, after + t.activation_offload_s);
}

}  // namespace

Result<Simulation> simulateStep(const Recipe& r, const Calibration& cal, const SimulationOptions& options) {
    auto placement = placeLayers(r.model, r.layout);
    if (!placement) return placement.error();
    auto memory = estimateMemory(r);
    if (!memory) return memory.error();
    auto est = estimateStepTime(r, cal, *memory, *placement);
    if (!est) return est.error();
    const ComputeTimes ct = computeTimes(r, cal);
    const CommTimes comm = stepCommunicationTimes(r, cal, *memory);
    const LayerCosts costs = layerCosts(r, cal, ct, comm, est->microbatches);
    Simulator sim(r, *est, ct, comm, costs, *placement, options, cal);
    return sim.run();
}

}  // namespace moe::schedule

#include "core/schedule/pass_expansion.h"

#include <algorithm>
#include <array>

namespace moe::schedule {
namespace {

// Places operations: compute back to back on the compute stream; a transfer starts where compute
// stands (or when its stream frees up) and the compute stream waits for its exposed part.
class Builder {
public:
    explicit Builder(const ExpansionContext& ctx) : ctx_(ctx) {}

    void setPass(PassKind kind, int chunk) { pass_ = kind; chunk_ = chunk; }
    void compute(OpRole role, double seconds, int layer) {
        if (seconds <= 0) return;
        emit(role, cursor_, cursor_ + seconds, layer);
        cursor_ += seconds;
        if (role == OpRole::Recompute) out_.exposure.recompute += seconds;
        if (pass_ == PassKind::Forward) out_.exposure.forward_compute += seconds;
        else out_.exposure.backward_compute += seconds;
    }
    void comm(OpRole role, double total, double exposed, int layer) {
        if (total <= 0) return;
        const SimStream s = streamOf(role);
        double& free = streamFree_[static_cast<size_t>(s)];
        const double start = std::max(cursor_, free);
        emit(role, start, start + total, layer);
        free = start + total;
        wait(role, exposed);
    }
    // The compute stream stands still (a transfer's exposed part, launch gaps).
    void wait(OpRole role, double seconds) {
        if (seconds <= 0) return;
        cursor_ += seconds;
        PassExposure& e = out_.exposure;
        switch (role) {
            case OpRole::TpComm: e.tp += seconds; break;
            case OpRole::CpComm: e.cp += seconds; break;
            case OpRole::EpDispatch:
            case OpRole::EpCombine: e.ep += seconds; break;
            case OpRole::PpSend: e.pp += seconds; break;
            default: e.host += seconds; break;
        }
    }
    // A CUDA-graph replay starts here (host-side launch, no GPU time of its own).
    void graphLaunch(int layer) {
        if (ctx_.keep_ops) out_.graph_launches.push_back({cursor_, 0, pass_, -1, layer});
    }
    // The parts of a layer captured per layer (none under full_iteration: one graph per step).
    [[nodiscard]] GraphedLayerParts graphed(const ChunkWork::Layer& L) const {
        if (!ctx_.keep_ops || ctx_.cuda_graphs.impl == CudaGraphImpl::FullIteration) return {};
        return graphedLayerParts(L.moe, ctx_.cuda_graphs);
    }
    [[nodiscard]] double cursor() const { return cursor_; }
    ExpandedPass finish() {
        out_.length_s = cursor_;
        return std::move(out_);
    }

private:
    // The stream follows from the role (streamOf), so events do not store it.
    void emit(OpRole role, double start, double end, int layer) {
        if (!ctx_.keep_ops) return;
        SimEvent e;
        e.start_s = start;
        e.end_s = end;
        e.role = role;
        e.pass = pass_;
        e.chunk = chunk_;
        e.layer = layer;
        out_.ops.push_back(e);
    }
    const ExpansionContext& ctx_;
    ExpandedPass out_;
    double cursor_ = 0;
    std::array<double, kSimStreamCount> streamFree_{};
    PassKind pass_ = PassKind::Forward;
    int chunk_ = 0;
};

// The EP transfers of one layer as the forward and the backward see them: the forward's own
// dispatch/combine, and the backward's gradient transfers plus the recompute re-run of the forward's.
struct EpSplit {
    double dispatchFwd = 0, combineFwd = 0, dispatchBwd = 0, combineBwd = 0;
    double exposedShare = 1;  // alone: exposed ÷ before overlap (SM share included)
};
EpSplit epSplit(const LayerCost& k) {
    EpSplit s;
    const EpTransfers& t = k.epTransfers;
    if (k.epAll <= 0) return s;
    const double fwdBase = k.epFwdShare * k.epAll;
    const double fwdAll = t.dispatch_fwd + t.combine_fwd;
    const double scale = fwdAll > 0 ? fwdBase / fwdAll : 0;
    s.dispatchFwd = t.dispatch_fwd * scale;
    s.combineFwd = t.combine_fwd * scale;
    s.dispatchBwd = t.dispatch_bwd + (t.dispatch_fwd - s.dispatchFwd);
    s.combineBwd = t.combine_bwd + (t.combine_fwd - s.combineFwd);
    s.exposedShare = k.epAlone / k.epAll;
    return s;
}

double hostForwardShare(const LayerCost& k) {
    const double all = k.forward + k.backward + k.recompute;
    return all > 0 ? k.forward / all : 0.5;
}

// The attention core of one pass with its CP traffic. A p2p ring splits the core into steps + 1
// blocks; transfer i runs beside block i and block i + 1 waits for it (exposed when longer than a
// block). Other CP types (a2a, all-gather) wait before the core.
void attentionCore(Builder& b, const ChunkWork::Layer& L, double coreS, double cpTotal, double cpExposed, double ringStepS) {
    const LayerCost& k = *L.cost;
    if (k.cpRingSteps <= 0) {
        b.comm(OpRole::CpComm, cpTotal, cpExposed, L.index);
        b.compute(OpRole::Attention, coreS, L.index);
        return;
    }
    const double rest = k.cpRest / 2.0;
    b.comm(OpRole::CpComm, rest, rest, L.index);
    const double block = coreS / (k.cpRingSteps + 1);
    for (int i = 0; i <= k.cpRingSteps; ++i) {
        const bool transfer = i < k.cpRingSteps;
        if (transfer) b.comm(OpRole::CpComm, ringStepS, 0, L.index);
        b.compute(OpRole::Attention, block, L.index);
        if (transfer) b.wait(OpRole::CpComm, std::max(0.0, ringStepS - block));
    }
}

// Attention block forward: TP collective, projections, CP transfers around the core, norms.
// One replay per graphed layer and pass, where its first captured part runs: forward from the
// attention block if it is captured, else from the MLP block; backward from the MLP block's
// gradient (the router's when only router and preprocess are captured), else the attention's.
void attentionForward(Builder& b, const ChunkWork::Layer& L) {
    const LayerCost& k = *L.cost;
    const LayerComputeTime& c = *L.compute;
    if (b.graphed(L).attention) b.graphLaunch(L.index);
    b.comm(OpRole::TpComm, k.tpAll * k.tpFwdShare, k.tp * k.tpFwdShare, L.index);
    b.compute(OpRole::Gemm, (c.attention_linear_s + c.linear_attention_s) / 3.0, L.index);
    attentionCore(b, L, c.attention_core_fwd_s, k.cpAll * k.cpFwdShare, k.cp * k.cpFwdShare, k.cpStepFwd);
    b.compute(OpRole::Elementwise, c.attention_hbm_s / 3.0, L.index);
}
// MLP block forward compute (router and permute, experts, shared expert or dense MLP).
void mlpForwardCompute(Builder& b, const ChunkWork::Layer& L, bool withEpTransfers) {
    const LayerComputeTime& c = *L.compute;
    if (const GraphedLayerParts g = b.graphed(L); g.any() && !g.attention) b.graphLaunch(L.index);
    b.compute(OpRole::Elementwise, c.mlp_hbm_s / 3.0, L.index);
    const EpSplit ep = epSplit(*L.cost);
    if (withEpTransfers) b.comm(OpRole::EpDispatch, ep.dispatchFwd, ep.dispatchFwd * ep.exposedShare, L.index);
    b.compute(OpRole::GroupedGemm, c.routed_experts_s / 3.0, L.index);
    b.compute(OpRole::Gemm, (c.shared_experts_s + c.dense_mlp_s) / 3.0, L.index);
    if (withEpTransfers) b.comm(OpRole::EpCombine, ep.combineFwd, ep.combineFwd * ep.exposedShare, L.index);
}
// MLP block backward; `wgradShare` of the expert GEMMs' backward is left out (delayed wgrad).
void mlpBackwardCompute(Builder& b, const ChunkWork::Layer& L, bool withEpTransfers, double wgradShare) {
    const LayerComputeTime& c = *L.compute;
    const EpSplit ep = epSplit(*L.cost);
    const GraphedLayerParts g = b.graphed(L);
    if (g.mlpBlock()) b.graphLaunch(L.index);
    if (withEpTransfers) b.comm(OpRole::EpCombine, ep.combineBwd, ep.combineBwd * ep.exposedShare, L.index);
    b.compute(OpRole::GroupedGemm, 2.0 * c.routed_experts_s / 3.0 * (1 - wgradShare), L.index);
    b.compute(OpRole::Gemm, 2.0 * (c.shared_experts_s + c.dense_mlp_s) / 3.0 * (1 - wgradShare), L.index);
    if (!g.mlpBlock() && (g.router || g.preprocess)) b.graphLaunch(L.index);
    b.compute(OpRole::Elementwise, 2.0 * c.mlp_hbm_s / 3.0 * (1 - wgradShare), L.index);
    if (withEpTransfers) b.comm(OpRole::EpDispatch, ep.dispatchBwd, ep.dispatchBwd * ep.exposedShare, L.index);
}
void attentionBackward(Builder& b, const ChunkWork::Layer& L) {
    const LayerCost& k = *L.cost;
    const LayerComputeTime& c = *L.compute;
    if (const GraphedLayerParts g = b.graphed(L); g.attention && !g.mlpBlock() && !g.router && !g.preprocess) b.graphLaunch(L.index);
    b.compute(OpRole::Elementwise, 2.0 * c.attention_hbm_s / 3.0, L.index);
    attentionCore(b, L, c.attention_core_bwd_s, k.cpAll * (1 - k.cpFwdShare), k.cp * (1 - k.cpFwdShare), k.cpStepBwd);
    b.compute(OpRole::Gemm, 2.0 * (c.attention_linear_s + c.linear_attention_s) / 3.0, L.index);
    b.comm(OpRole::TpComm, k.tpAll * (1 - k.tpFwdShare), k.tp * (1 - k.tpFwdShare), L.index);
}

void layerForward(Builder& b, const ChunkWork::Layer& L) {
    attentionForward(b, L);
    mlpForwardCompute(b, L, true);
    b.wait(OpRole::Gemm, L.cost->host * hostForwardShare(*L.cost));
}
void layerBackward(Builder& b, const ChunkWork::Layer& L) {
    b.compute(OpRole::Recompute, L.cost->recompute, L.index);
    mlpBackwardCompute(b, L, true, 0);
    attentionBackward(b, L);
    b.wait(OpRole::Gemm, L.cost->host * (1 - hostForwardShare(*L.cost)));
}

void forwardHead(Builder& b, const ChunkWork& w) { b.compute(OpRole::Elementwise, w.embedding_s / 3.0, -1); }
void forwardTail(Builder& b, const ChunkWork& w) { b.compute(OpRole::Gemm, w.head_s / 3.0, -1); }
void backwardHead(Builder& b, const ChunkWork& w) { b.compute(OpRole::Gemm, 2.0 * w.head_s / 3.0, -1); }
void backwardTail(Builder& b, const ChunkWork& w) { b.compute(OpRole::Elementwise, 2.0 * w.embedding_s / 3.0, -1); }

}  // namespace

ExpandedPass expandForward(const ChunkWork& w, const ExpansionContext& ctx) {
    Builder b(ctx);
    b.setPass(PassKind::Forward, w.chunk);
    forwardHead(b, w);
    for (const ChunkWork::Layer& L : w.layers) layerForward(b, L);
    forwardTail(b, w);
    return b.finish();
}

ExpandedPass expandBackward(const ChunkWork& w, const ExpansionContext& ctx) {
    Builder b(ctx);
    b.setPass(PassKind::Backward, w.chunk);
    backwardHead(b, w);
    for (auto it = w.layers.rbegin(); it != w.layers.rend(); ++it) layerBackward(b, *it);
    backwardTail(b, w);
    return b.finish();
}

ExpandedPass expandCombined(const ChunkWork& fw, const ChunkWork& bw, const ExpansionContext& ctx) {
    Builder b(ctx);
    auto F = [&] { b.setPass(PassKind::Forward, fw.chunk); };
    auto B = [&] { b.setPass(PassKind::Backward, bw.chunk); };
    F(); forwardHead(b, fw);
    B(); backwardHead(b, bw);
    const size_t nf = fw.layers.size(), nb = bw.layers.size();
    double carriedWgrad = 0;  // delayed expert weight gradients of the previous pair
    int carriedLayer = -1;
    for (size_t i = 0; i < std::max(nf, nb); ++i) {
        const ChunkWork::Layer* f = i < nf ? &fw.layers[i] : nullptr;
        const ChunkWork::Layer* g = i < nb ? &bw.layers[nb - 1 - i] : nullptr;
        const bool paired = f && g && f->moe && g->moe && ctx.ep_overlap && f->cost->epAll > 0 && g->cost->epAll > 0;
        if (!paired) {
            if (f) { F(); layerForward(b, *f); }
            if (g) { B(); layerBackward(b, *g); }
            continue;
        }
        const LayerCost& fk = *f->cost;
        const LayerCost& gk = *g->cost;
        // Transfers as the analytic pairing times them (recompute re-runs included in the forward's).
        const EpTransfers& ft = fk.epTransfers;
        const EpTransfers& gt = gk.epTransfers;
        const double wgrad = ctx.delay_wgrad ? 0.5 * gk.blocks.mlp_bwd : 0.0;
        B(); b.compute(OpRole::Recompute, gk.recompute, g->index);
        // 1: forward attention (and the delayed wgrad) ‖ backward combine.
        b.comm(OpRole::EpCombine, gt.combine_bwd, 0, g->index);
        F(); attentionForward(b, *f);
        B(); b.compute(OpRole::GroupedGemm, carriedWgrad, carriedLayer);
        b.wait(OpRole::EpCombine, std::max(0.0, gt.combine_bwd - (fk.blocks.attention_fwd + carriedWgrad)) +
                                      ctx.sm_share * std::min(gt.combine_bwd, fk.blocks.attention_fwd + carriedWgrad));
        // 2: backward MLP (data gradients) ‖ forward dispatch.
        F(); b.comm(OpRole::EpDispatch, ft.dispatch_fwd, 0, f->index);
        B(); mlpBackwardCompute(b, *g, false, wgrad > 0 ? 0.5 : 0.0);
        b.wait(OpRole::EpDispatch, std::max(0.0, ft.dispatch_fwd - (gk.blocks.mlp_bwd - wgrad)) +
                                       ctx.sm_share * std::min(ft.dispatch_fwd, gk.blocks.mlp_bwd - wgrad));
        // 3: forward MLP ‖ backward dispatch.
        B(); b.comm(OpRole::EpDispatch, gt.dispatch_bwd, 0, g->index);
        F(); mlpForwardCompute(b, *f, false);
        b.wait(OpRole::EpDispatch, std::max(0.0, gt.dispatch_bwd - fk.blocks.mlp_fwd) + ctx.sm_share * std::min(gt.dispatch_bwd, fk.blocks.mlp_fwd));
        // 4: backward attention ‖ forward combine.
        F(); b.comm(OpRole::EpCombine, ft.combine_fwd, 0, f->index);
        B(); attentionBackward(b, *g);
        b.wait(OpRole::EpCombine, std::max(0.0, ft.combine_fwd - gk.blocks.attention_bwd) + ctx.sm_share * std::min(ft.combine_fwd, gk.blocks.attention_bwd));
        b.wait(OpRole::Gemm, fk.host * hostForwardShare(fk) + gk.host * (1 - hostForwardShare(gk)));
        carriedWgrad = wgrad;
        carriedLayer = g->index;
    }
    B(); b.compute(OpRole::GroupedGemm, carriedWgrad, carriedLayer);
    F(); forwardTail(b, fw);
    B(); backwardTail(b, bw);
    return b.finish();
}

}  // namespace moe::schedule

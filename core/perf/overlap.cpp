#include "core/perf/overlap.h"

#include <algorithm>

namespace moe {
namespace {

double beyond(double comm, double compute) { return std::max(0.0, comm - compute); }

}  // namespace

double pipelineBubbleFraction(int pp, int vpp, int64_t m) {
    if (pp <= 1 || m <= 0) return 0;
    return static_cast<double>(pp - 1) / (static_cast<double>(std::max(1, vpp)) * static_cast<double>(m));
}

double exposedTpComm(double commS, double overlappedGemmS, int tp, const OverlapOptions& o) {
    if (!o.tp_comm_overlap || tp <= 1) return commS;
    const double firstChunk = commS / tp;
    return firstChunk + beyond(commS - firstChunk, overlappedGemmS);
}

double exposedCpRing(int steps, double stepCommFwdS, double blockFwdS, double stepCommBwdS, double blockBwdS) {
    if (steps <= 0) return 0;
    return steps * (beyond(stepCommFwdS, blockFwdS) + beyond(stepCommBwdS, blockBwdS));
}

double epOverlapPairedShare(int64_t m, int pp) {
    if (m <= 0) return 0;
    const double alone = pp > 1 ? static_cast<double>(pp) : 1.0;
    return std::max(0.0, (static_cast<double>(m) - alone) / static_cast<double>(m));
}

double exposedEpComm(const EpTransfers& c, const LayerBlocks& b, double pairedShare, const OverlapOptions& o, double wgradCarryShare) {
    double alone = c.total();
    if (!o.ep_a2a_overlap && o.shared_expert_overlap) alone -= std::min(c.dispatch_fwd, b.shared_expert_fwd);
    if (!o.ep_a2a_overlap) return alone;
    const double wgrad = o.delay_wgrad_compute ? 0.5 * b.mlp_bwd : 0.0;
    const double carry = std::clamp(wgradCarryShare, 0.0, 1.0);
    const double paired = beyond(c.dispatch_fwd, b.mlp_bwd - wgrad) + beyond(c.combine_fwd, b.attention_bwd) +
                          beyond(c.dispatch_bwd, b.mlp_fwd) + carry * beyond(c.combine_bwd, b.attention_fwd + wgrad) +
                          (1.0 - carry) * beyond(c.combine_bwd, b.attention_fwd);
    const double share = std::clamp(pairedShare, 0.0, 1.0);
    return share * paired + (1.0 - share) * alone;
}

double exposedDpComm(double rs, double ag, double buckets, double lastBackwardS, double firstForwardS, double optimizerS,
                     const OverlapOptions& o) {
    const double n = std::max(1.0, buckets);
    const double rsExposed = o.grad_reduce ? std::max(rs / n, rs - lastBackwardS) : rs;
    double agExposed = ag;
    if (o.param_gather_with_optimizer_step) agExposed = std::max(ag / n, ag - optimizerS);
    else if (o.param_gather) agExposed = std::max(ag / n, ag - firstForwardS);
    return rsExposed + agExposed;
}

double exposedPpComm(double commS, int vpp, double chunkComputeS) {
    return vpp > 1 ? beyond(commS, chunkComputeS) : commS;
}

double exposedPpCommCombined(double commS, int vpp, double chunkComputeS, double pairedShare) {
    // commS carries both directions; a merged step waits for one of its two sends.
    const double share = std::clamp(pairedShare, 0.0, 1.0);
    return share * 0.5 * commS + (1.0 - share) * exposedPpComm(commS, vpp, chunkComputeS);
}

}  // namespace moe

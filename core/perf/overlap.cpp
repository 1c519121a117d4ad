#include "core/perf/overlap.h"

#include <algorithm>

namespace moe {

double pipelineBubbleFraction(int pp, int vpp, int64_t m) {
    if (pp <= 1 || m <= 0) return 0;
    return static_cast<double>(pp - 1) / (static_cast<double>(std::max(1, vpp)) * static_cast<double>(m));
}

double exposedTpComm(double commS, const OverlapOptions& o, const Calibration& cal) {
    return o.tp_comm_overlap ? commS * (1.0 - cal.tp_overlap_hidden) : commS;
}

double exposedCpComm(double commS, bool ring, double coreAttentionS, const Calibration& cal) {
    if (!ring) return commS;
    return std::max(0.0, commS - cal.cp_ring_overlap * coreAttentionS);
}

double exposedEpComm(double commS, double otherComputeS, double sharedExpertS, const OverlapOptions& o, const Calibration& cal) {
    double hidden = 0;
    if (o.ep_a2a_overlap) {
        const double share = std::min(1.0, cal.ep_overlap_hidden + (o.delay_wgrad_compute ? cal.delay_wgrad_extra_hidden : 0.0));
        hidden = std::min(commS * share, otherComputeS);
    } else if (o.shared_expert_overlap) {
        hidden = std::min(0.5 * commS, sharedExpertS);
    }
    return std::max(0.0, commS - hidden);
}

double exposedDpComm(double rs, double ag, const OverlapOptions& o, const Calibration& cal) {
    const double rsExposed = o.grad_reduce ? rs * (1.0 - cal.dp_overlap_hidden) : rs;
    const double agExposed = o.param_gather ? ag * (1.0 - cal.dp_overlap_hidden) : ag;
    return rsExposed + agExposed;
}

double exposedPpComm(double commS, int vpp, const Calibration& cal) {
    return vpp > 1 ? commS * (1.0 - cal.pp_overlap_hidden) : commS;
}

}  // namespace moe

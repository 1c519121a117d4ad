#pragma once
// What each overlap lever hides (domain §6.2) and the pipeline bubble. Inputs are times before
// overlap; outputs are the exposed remainder. Pure functions.
#include <cstdint>

#include "core/options/training_options.h"
#include "core/perf/calibration.h"

namespace moe {

// Bubble share of the pipeline, (PP−1)/(v·m); 0 for PP 1 or m 0.
double pipelineBubbleFraction(int pp, int vpp, int64_t microbatches);

// TP AG/RS: --tp-comm-overlap hides a share behind the GEMMs it splits.
double exposedTpComm(double commS, const OverlapOptions& o, const Calibration& cal);
// CP: p2p rings overlap with the chunked attention (up to cp_ring_overlap × core attention time);
// a2a and allgather are on the critical path.
double exposedCpComm(double commS, bool ring, double coreAttentionS, const Calibration& cal);
// EP: with --overlap-moe-expert-parallel-comm a share (more with --delay-wgrad-compute) hides behind
// another microbatch's compute, bounded by that compute; --moe-shared-expert-overlap hides the
// dispatch (half the traffic) up to the shared-expert time.
double exposedEpComm(double commS, double otherComputeS, double sharedExpertS, const OverlapOptions& o, const Calibration& cal);
// DP: overlap-grad-reduce / overlap-param-gather hide all but the last bucket.
double exposedDpComm(double reduceScatterS, double allGatherS, const OverlapOptions& o, const Calibration& cal);
// PP p2p: interleaving (VPP > 1) overlaps sends with the other chunks' compute.
double exposedPpComm(double commS, int vpp, const Calibration& cal);

}  // namespace moe

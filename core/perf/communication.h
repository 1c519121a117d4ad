#pragma once
// Communication volumes and times (domain §6.1 "Collectives", §2.3). Every volume is a pure function
// of sizes, in bytes SENT PER GPU, so each can be checked by hand; times divide by the bandwidth of
// the link the group crosses (NVLink per direction inside a domain, else the NIC) × an efficiency,
// plus a latency per step.
#include <cstdint>

#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"

namespace moe {

// Ring all-gather / reduce-scatter: each rank sends (n−1)/n of the full tensor M.
double ringSendBytes(int64_t n, double fullBytes);
// All-to-all: each rank sends (n−1)/n of its local buffer.
double allToAllSendBytes(int64_t n, double localBytes);

// TP + SP, per transformer block (attention, or an MLP sharded by TP) per microbatch, fwd + bwd:
// AG + RS forward, the same backward, each of M = s_r·b·h·2 B (without SP: 2 all-reduces, same
// volume). tokens = s_r·b.
double tpBytesPerBlock(int tp, double tokens, int64_t hidden);

// CP, per attention layer per microbatch, fwd + bwd. kvElementsPerToken = κ (K and V elements).
double cpP2pBytesPerLayer(int cp, int tp, double tokens, double kvElementsPerToken);     // (CP−1)·s_r·b·κ·2/TP × (1 fwd + 2 bwd)
double cpA2aBytesPerLayer(int cp, int tp, double tokens, double qkvElementsPerToken, double outElementsPerToken);  // ×(CP−1)/CP, fwd + mirrored bwd
double cpAllGatherBytesPerLayer(int cp, int tp, double tokens, double kvElementsPerToken);  // AG fwd + RS bwd

// EP dispatch + combine per MoE layer per microbatch, fwd + bwd, through the all-to-all path:
// (s_r·b/TP)·k·h·(B_dispatch + B_combine)·(EP−1)/EP, twice (forward and backward mirror).
double epAllToAllBytesPerLayer(int ep, double tokensPerGpu, int topK, int64_t hidden, double dispatchBytes, double combineBytes);
// DeepEP/HybridEP send a token once to every EP rank that holds one of its experts (the receiving
// rank fans it out to its local experts), where the alltoall dispatcher sends one row per chosen
// expert. Expected ranks a token reaches, its own included, with `experts` spread evenly over `ep`
// ranks and top-k chosen uniformly, under group-limited routing among the `groupTopK` chosen of
// `groups` groups (0: no groups).
double expectedDestinationRanks(int ep, int64_t experts, int topK, int groups, int groupTopK);
// Share of uniform EP traffic that leaves the NVLink domain (§2.3): 1 − min(EP, D/ETP)/EP.
double epOutsideDomainShare(int ep, int etp, int domain);

// DP per step: reduce-scatter of the gradients and all-gather of the parameters held locally,
// over a group of n ranks.
double dpReduceScatterBytes(int64_t n, double localParams, double gradBytes);
double dpAllGatherBytes(int64_t n, double localParams, double paramBytes);

// PP per microbatch per rank: one activation forward and one gradient backward per boundary, v
// boundaries per rank with VPP: s_r·b·h·2/TP × 2 × v.
double ppBytesPerMicrobatch(double tokens, int64_t hidden, int tp, int vpp);
// Per microbatch per rank, the GPU time lost to the device synchronisation Megatron runs after each
// pass's batched send/receive when there are no virtual stages (one host operation per pass, forward
// and backward); 0 with virtual stages (overlapped p2p).
double ppPassSyncSeconds(int vpp, const Calibration& cal);
// NCCL's all-to-all of `bytes` per GPU in `transfers` rounds among `peers` GPUs at `gbps` × `eta`,
// one latency per round. The message-size law (half the rate at collective_half_mb) applies to
// each peer's message, bytes / transfers / (peers − 1), inside an NVLink domain (per-peer
// channels), and to the round's bytes over the NIC (`overNic`: one NIC carries every remote send).
double allToAllSeconds(double bytes, double transfers, int peers, bool overNic, double gbps, double eta,
                       const Calibration& cal);
// NCCL's all-to-all ceiling per GPU inside an NVLink domain among `peers` GPUs, GB/s:
// a2a_nccl_nvlink_cap_gbps at 8 GPUs, higher with fewer peers and lower with more (per-peer
// channels), by the nccl-tests table's law (a2a_nccl_nvlink_peer_k).
double ncclAllToAllNvlinkCapGbps(int peers, const Calibration& cal);

// Optimizer offload per step: gradients to the host and updated parameters back.
double offloadBytesPerStep(double offloadedParams, double gradBytes, double paramBytes);

// Effective NVLink domain for rank placement: the largest power of two ≤ the domain size (an NVL72
// rack is used as 64 GPUs by power-of-two layouts).
int effectiveDomain(int nvlinkDomainSize);
// True when every group of `size` ranks spaced `stride` apart stays inside one domain.
bool groupInsideDomain(int64_t stride, int64_t size, int domain);

// Seconds for `bytes` over a link of `gbps` (10^9 B/s per direction) at `efficiency`, plus `steps`
// latencies of `latencyUs`.
double transferSeconds(double bytes, double gbps, double efficiency, double steps, double latencyUs);

// Ring collective time with message-size-dependent bus bandwidth: `bytes` sent per rank in `steps`
// ring steps of bytes/steps each; a step of m bytes reaches gbps·eta·m/(m + collective_half_mb).
double collectiveSeconds(double bytes, double steps, double gbps, double eta, const Calibration& cal);

// Megatron's DDP bucket size in parameters: max(40M, 1M × DP) (megatron/core/distributed,
// DistributedDataParallel, when ddp_bucket_size is unset).
double ddpBucketParams(int64_t dataParallelSize);

// Per-microbatch and per-step communication time of a recipe, by kind, before overlap.
struct CommTimes {
    // Per layer per microbatch (fwd + bwd), for the step model to sum over a stage's layers.
    double tp_per_dense_layer_s = 0;
    double tp_per_moe_layer_s = 0;
    double cp_per_layer_s = 0;
    double ep_per_moe_layer_s = 0;
    // The same split into the four transfers of one MoE layer (fwd dispatch, fwd combine, and the
    // backward's gradient dispatch and combine) for the EP-overlap schedule.
    double ep_dispatch_fwd_s = 0, ep_combine_fwd_s = 0, ep_dispatch_bwd_s = 0, ep_combine_bwd_s = 0;
    // CP p2p ring: one ring step forward and backward (a layer has CP−1 of each).
    double cp_ring_step_fwd_s = 0, cp_ring_step_bwd_s = 0;
    int cp_ring_steps = 0;
    double pp_per_microbatch_s = 0;         // sends of one microbatch per rank, the pass synchronisation included
    double pp_sync_per_microbatch_s = 0;    // of which the device synchronisation after batched sends (no virtual stages)
    double dp_reduce_scatter_s = 0;  // per step, dense (DP·CP) + expert (EDP) gradient RS (or all-reduce)
    double dp_all_gather_s = 0;      // per step, parameter AG (distributed optimizer)
    double dp_buckets = 1;           // DDP buckets the grads travel in (the last one cannot hide)
    double offload_per_step_s = 0;   // host transfers + CPU optimizer step
    bool tp_inside = true, cp_inside = true, ep_inside = true, dp_inside = true, pp_inside = true;
    double ep_outside_share = 0;     // share of EP bytes leaving the domain (alltoall path)
    double ep_remote_domains = 0;    // per token (flex path)
};
// `localDenseParams`/`localExpertParams`: parameters on the busiest stage's GPU (before optimizer
// sharding); `offloadedParams`: parameters whose optimizer state is on the host.
CommTimes communicationTimes(const Recipe& recipe, const Calibration& cal, double localDenseParams, double localExpertParams,
                             double offloadedParams);

}  // namespace moe

#pragma once
// What hides behind what, from the schedule (step-time model v2). Inputs are the communication and
// compute times of the pieces that run side by side in Megatron's schedule; the exposed time is
// what the communication adds beyond its partner. Pure functions.
#include <cstdint>

#include "core/options/training_options.h"

namespace moe {

// Bubble share of the pipeline, (PP−1)/(v·m); 0 for PP 1 or m 0.
double pipelineBubbleFraction(int pp, int vpp, int64_t microbatches);

// TP AG/RS of one layer: --tp-comm-overlap splits each collective into TP chunks pipelined with
// the GEMM it feeds (Transformer Engine userbuffers): the first chunk cannot hide, the rest hide
// behind the GEMMs up to their time. Without the lever all of it is exposed.
double exposedTpComm(double commS, double overlappedGemmS, int tp, const OverlapOptions& o);

// CP p2p ring of one layer: each of `steps` transfers runs while the attention block of the
// previous chunk computes; exposed when a step's transfer is longer than a block.
double exposedCpRing(int steps, double stepCommFwdS, double blockFwdS, double stepCommBwdS, double blockBwdS);

// One MoE layer's EP transfers and the compute blocks they can pair with.
struct EpTransfers {
    double dispatch_fwd = 0, combine_fwd = 0, dispatch_bwd = 0, combine_bwd = 0;
    [[nodiscard]] double total() const { return dispatch_fwd + combine_fwd + dispatch_bwd + combine_bwd; }
};
struct LayerBlocks {
    double attention_fwd = 0, mlp_fwd = 0, attention_bwd = 0, mlp_bwd = 0;
    double shared_expert_fwd = 0;
};
// --overlap-moe-expert-parallel-comm (Megatron-Core combined 1F1B): the forward of microbatch i+1
// and the backward of microbatch i run layer by layer together; each transfer of one hides behind a
// compute block of the other: fwd dispatch ‖ bwd MLP, fwd combine ‖ bwd attention, bwd dispatch ‖
// fwd MLP, bwd combine ‖ fwd attention. --delay-wgrad-compute moves the MLP weight-gradient GEMMs
// (half the MLP backward) behind the last of these. `pairedShare` is the share of microbatches that
// have a partner (warm-up and cool-down run alone). Without EP overlap, --moe-shared-expert-overlap
// hides the forward dispatch behind the shared expert; otherwise everything is exposed.
// `wgradCarryShare`: with --delay-wgrad-compute the expert wgrad of one layer pair runs beside the
// next pair's backward combine, so the first layer of each merged chunk has none to hide behind:
// the share of layers that do is (layers per chunk − 1) / layers per chunk.
double exposedEpComm(const EpTransfers& comm, const LayerBlocks& blocks, double pairedShare, const OverlapOptions& o,
                     double wgradCarryShare = 1.0);
// Share of microbatches with a 1F1B partner: (m − PP)/m for PP > 1, (m − 1)/m for PP 1.
double epOverlapPairedShare(int64_t microbatches, int pp);

// DP per step: --overlap-grad-reduce starts each bucket's reduce-scatter while the last
// microbatch's backward still runs (only the last microbatch: earlier ones accumulate);
// --overlap-param-gather hides the all-gather behind the next step's first forward, or behind the
// optimizer step with -with-optimizer-step. The last bucket never hides.
double exposedDpComm(double reduceScatterS, double allGatherS, double buckets, double lastBackwardS, double firstForwardS,
                     double optimizerS, const OverlapOptions& o);

// PP p2p per microbatch: without interleaving the sends sit between compute; with VPP the p2p of
// one chunk overlaps the next chunk's compute.
double exposedPpComm(double commS, int vpp, double chunkComputeS);
// The same under combined 1F1B (--overlap-moe-expert-parallel-comm, PP > 1, virtual stages): a
// merged step hands its forward output and its backward gradient on only after its layer loop, and
// the neighbours need them at the start of their next step (rank r's k-th backward takes rank r+1's
// k-th, made one aligned step earlier), so no later compute hides them. Megatron-Core sends the
// gradient from the compute stream and the activation on the communication stream, so each merged
// step waits for one send: half of `commS`, which carries both directions. `pairedShare` is the
// share of microbatches that run merged (the rest hide their p2p as above).
double exposedPpCommCombined(double commS, int vpp, double chunkComputeS, double pairedShare);

}  // namespace moe

#pragma once
// Host-link time of fine-grained activation offloading in the step-time model: each offloaded
// module's saved inputs cross the GPU-host link twice per microbatch, out (device to host) during
// the forward pass that saves them and back (host to device) ahead of the backward pass that needs
// them. Megatron-Core issues the copies on side streams (megatron/core/pipeline_parallel/
// fine_grained_activation_offload.py), so they hide behind the compute of the same pass; what a
// pass's copies take beyond its compute is exposed. The link is the catalog's host link per GPU
// (PCIe, or NVLink-C2C to Grace on GB200/GB300), full duplex, so the two directions overlap each
// other. Copy engines use no SMs; the HBM traffic of the copies is not charged.
#include <vector>

#include "core/memory/memory_model.h"
#include "core/recipe/recipe.h"

namespace moe {

struct PipelinePlacement;

struct ActivationOffloadTime {
    double bytes_per_microbatch = 0;  // one direction, on the rank with the most exposed time
    double total_s = 0;               // per step on that rank: both directions, before overlap
    double exposed_s = 0;             // per step, what its passes' compute does not hide
    double link_gbps_per_dir = 0;
    int pp_rank = 0;
};

// `rankComputeS[r]`: forward + backward compute of one microbatch on PP rank r (seconds). The
// forward pass is taken as a third of it and the backward as two thirds (the 1 : 2 FLOP split of a
// GEMM's forward and backward). All zero when offloading is off or no module is offloaded.
ActivationOffloadTime activationOffloadTime(const Recipe& recipe, const MemoryReport& memory, const PipelinePlacement& placement,
                                            int64_t microbatches, const std::vector<double>& rankComputeS);

}  // namespace moe

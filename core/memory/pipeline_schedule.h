#pragma once
// Microbatches in flight on each pipeline rank at its activation peak (domain §4.4).
#include <cstdint>
#include <vector>

namespace moe {

struct ScheduleShape {
    int pp = 1;
    int vpp = 1;
    int64_t microbatches = 1;  // m per step
    int group_size = 0;        // microbatch_group_size_per_vp_stage; 0 = PP (Megatron default)
    bool ep_overlap = false;   // EP a2a overlap keeps one more chunk in flight
};

// Chunk index (0 .. vpp-1) of every forward pass whose activations are alive at rank `rank`'s
// peak, in schedule order. 1F1B: min(PP−r, m) copies of chunk 0. Interleaved: the first
// min(w+1, m·v) forwards with w = 2(PP−r−1) + (v−1)·G (+1 with EP overlap); forward k runs
// chunk (k / G) mod v.
std::vector<int> inflightChunks(const ScheduleShape& shape, int rank);

}  // namespace moe

#pragma once
// The parallel meshes a layout search walks (domain §2): TP inside the NVLink domain and dividing
// the heads, CP with seq % 2CP == 0, PP up to the layer count, VPP 1/2/4, EP dividing the experts,
// ETP inside the domain and dividing the expert FFN, each dividing the world; fixed values win.
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/hardware/hardware_spec.h"
#include "core/model/model_spec.h"

namespace moe {

struct Mesh {
    int tp = 1, cp = 1, pp = 1, vpp = 1, ep = 1, etp = 1;
    [[nodiscard]] auto key() const { return std::make_tuple(tp, cp, pp, vpp, ep, etp); }
};

struct MeshSpace {
    int64_t world = 1;
    int64_t seq_length = 4096;
    std::map<std::string, int> fixed;  // tp, cp, pp, vpp, ep, etp
    int64_t global_batch_size = 0;     // > 0: DP must divide it; 0: DP must not exceed default_gbs
    int64_t default_gbs = 0;
};

std::vector<Mesh> enumerateMeshes(const ModelSpec& model, const HardwareSpec& hardware, const MeshSpace& space);

}  // namespace moe

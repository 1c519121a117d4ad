#pragma once
// Binary byte units: memory is counted in GiB = 2^30 bytes, as PyTorch's memory statistics and
// nvidia-smi report it.

namespace moe {

inline constexpr double kMiB = 1024.0 * 1024.0;
inline constexpr double kGiB = 1024.0 * kMiB;

}  // namespace moe

#pragma once
// The synthetic Kineto trace the trace benchmarks read: a step-like mix of CPU ops with shapes
// (skipped by the importer), runtime launches, kernels on 16 streams with Kineto's args (every
// fifth a NCCL kernel), flows and memcpy-free steady state, grown until the file reaches a size.
#include <cstdint>
#include <string>

namespace moe::bench {

// Writes about `bytes` of trace to `path` for `rank` of `worldSize` (distributedInfo), unless a
// file of at least that size is already there (files are reused between runs). Ranks differ only
// in their clock start. Returns false when the file cannot be written.
bool writeSyntheticKinetoTrace(const std::string& path, uint64_t bytes, int rank = 0, int worldSize = 8);

}  // namespace moe::bench

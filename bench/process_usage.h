#pragma once
// What the benchmarks measure of their own process besides wall time: CPU time of all threads
// (on a shared machine wall time also measures the neighbours) and peak resident memory.
#include <cstdint>

namespace moe::bench {

// User + system CPU seconds of this process, all threads together.
double cpuSeconds();

// Resets the peak resident set (VmHWM) to the current RSS (Linux /proc/self/clear_refs "5"), so the
// next peakRssMiB() measures one run only; false where the kernel does not allow it.
bool resetPeakRss();

// VmHWM of /proc/self/status in MiB (peak since the start or the last reset); getrusage's maxrss
// where /proc is not readable.
double peakRssMiB();

}  // namespace moe::bench

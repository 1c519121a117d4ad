#pragma once
// Synthetic Megatron iteration lines for the log tests (formats of domain §10).
#include <cstdio>
#include <string>

namespace logtest {

// A current-format MLM line; `extra` is inserted before the counters ("| key: value " segments).
inline std::string mlmLine(int iteration, double ms, double tflops, int gbs = 8, const std::string& loss = "lm loss: 2.500000E+00 | ",
                           const std::string& gradNorm = "0.500", int skipped = 0, int nans = 0, int total = 100) {
    char buf[1024];
    std::snprintf(buf, sizeof buf,
                  " [2026-02-01 10:00:%02d.123456] iteration %8d/%8d | consumed samples: %12d | elapsed time per iteration (ms): %.1f | "
                  "throughput per GPU (TFLOP/s/GPU): %.1f | learning rate: 1.000000E-04 | global batch size: %5d | %s"
                  "loss scale: 1.0 | grad norm: %s | number of skipped iterations: %3d | number of nan iterations: %3d |",
                  iteration % 60, iteration, total, iteration * gbs, ms, tflops, gbs, loss.c_str(), gradNorm.c_str(), skipped, nans);
    return buf;
}

// Pre-2024: no timestamp, no throughput, lr .3E.
inline std::string oldLine(int iteration, double ms, int gbs = 8) {
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  " iteration %8d/%8d | consumed samples: %12d | elapsed time per iteration (ms): %.1f | learning rate: 9.150E-06 | "
                  "global batch size: %5d | lm loss: 2.504220E+00 | loss scale: 1.0 | grad norm: 0.231 | "
                  "number of skipped iterations:   0 | number of nan iterations:   0 |",
                  iteration, 250000, iteration * gbs, ms, gbs);
    return buf;
}

}  // namespace logtest

#pragma once
// A Megatron-Bridge performance-table row built by a test, its layout as the tables print it (the
// throughput only sets the error, not the modelled recipe).
#include <cstdint>

#include "core/perf/calibration_fit.h"

namespace moe::testing {

inline PublishedRun publishedRow(const char* model, const char* system, const char* precision, int64_t gpus, int64_t gbs, int64_t mbs,
                                 int tp, int pp, int vp, int ep, double tokens, const char* container = "26.06") {
    PublishedRun r;
    r.container = container;
    r.model = model;
    r.system = system;
    r.precision = precision;
    r.gpus = gpus;
    r.gbs = gbs;
    r.mbs = mbs;
    r.seq = 4096;
    r.tp = tp;
    r.pp = pp;
    r.vp = vp;
    r.ep = ep;
    r.tokens_per_s_per_gpu = tokens;
    return r;
}

}  // namespace moe::testing

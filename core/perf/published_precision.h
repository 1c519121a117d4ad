#pragma once
// The precision a Megatron-Bridge performance-table row ran in, from the way the table spells it.
//
// The tables (Megatron-Bridge docs/performance-summary.md and docs/performance-summary-archive.md)
// have spelt precision in several ways over the containers: "BF16", "FP8-CS" (FP8 current
// scaling), "FP8-MX" (the 25.11 tables) and "MXFP8" (later) for MXFP8, "NVFP4", "FP8-SC"
// (sub-channel, i.e. blockwise scaling), and from 26.02 a bare "FP8". The 25.11 tables also print
// two runs in one row, "FP8-CS (FP8-MX)", the second one's figures in parentheses. The perf-recipe
// names (fp8_cs, fp8_mx, fp8_sc, fp8_ds, nvfp4, bf16) are read as well.
//
// A bare "FP8" names no scaling recipe. It is resolved the way the Bridge perf recipes of that
// model and GPU run FP8 (the built-in library's bridge-* recipes): the one FP8 recipe they have, or,
// where they have several, the one whose layout (TP, PP, VP, EP) is the row's; with none or no
// decision, FP8 current scaling, which is what the same rows were called ("FP8-CS") in the 25.11
// tables (e.g. Qwen3_235B_a22B on 256 DGX-H100, TP2 PP8 VP4 EP32, "FP8-CS" in 25.11 and "FP8" in
// 26.02). Every resolution says what it chose and why.
#include <string>

#include "core/common/error.h"
#include "core/options/training_options.h"

namespace moe {

struct PublishedPrecisionContext {
    std::string model;  // catalog model name ("Qwen3-235B-A22B")
    std::string gpu;    // catalog GPU name ("H100-SXM")
    int tp = 1, pp = 1, vp = 1, ep = 1;
};

struct PublishedPrecision {
    Precision precision = Precision::BF16;
    // Empty when the spelling names one precision; else how it was read, in words for the output.
    std::string note;
};

// The precision a spelling names, or an error naming the spelling (FP16, FP32 and unknown
// spellings are not read as anything else).
Result<PublishedPrecision> readPublishedPrecision(const std::string& spelling, const PublishedPrecisionContext& context);

}  // namespace moe

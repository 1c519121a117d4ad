#pragma once
// What Transformer Engine's context-parallel attention accepts, per cp_comm_type, for a model's
// attention features. TE checks it at the first step, in attn_forward_func_with_cp
// (transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py), so Megatron-LM
// starts and then stops; Megatron-Core passes --cp-comm-type through without a check of its own.
//  - sliding-window attention only with a2a or all_gather (Megatron's "allgather");
//  - MLA (k and v head dims differ) only with p2p or a2a+p2p;
//  - a non-vanilla softmax (learnable sinks, off-by-one) only with a2a (and the fused backend);
//  - a2a splits the heads: query and key heads per TP rank must divide by CP;
//  - a2a+p2p takes exactly two levels of CP groups.
// The validator (rules_context_parallel_attention.cpp), the search, the feasibility table and the
// memory and next-lever advice all ask here, so none of them proposes a layout TE refuses.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/layout/layout.h"
#include "core/model/model_spec.h"

namespace moe {

enum class CpAttentionRefusal {
    SlidingWindow,       // sliding window with p2p or a2a+p2p
    Mla,                 // MLA with a2a or allgather
    Softmax,             // learnable / off-by-one softmax with anything but a2a
    A2aHeads,            // a2a with heads per TP rank not divisible by CP
    HierarchicalLevels,  // a2a+p2p with other than two hierarchical CP sizes
};

// The communication TE runs: a2a+p2p whose inner (a2a) level is 1 runs as p2p, whose outer (p2p)
// level is 1 as a2a (attn_forward_func_with_cp); any other type as given.
CpCommType effectiveCpCommType(CpCommType type, const std::vector<int>& hierarchical);

// True when some decoder layer uses sliding-window attention (window > 0 and not every layer
// full attention, window_attn_skip_freq 1).
// How many ways a2a splits the heads: CP for a2a, the inner (first) hierarchical size for
// a2a+p2p, 1 for the ring types. `effective` is effectiveCpCommType's answer.
int64_t a2aHeadSplit(CpCommType effective, int64_t cp, const std::vector<int>& hierarchical);

bool hasSlidingWindowLayers(const ModelSpec& model);

// Why TE refuses `type` for the model at TP `tp`, CP `cp` (hierarchical sizes for a2a+p2p);
// empty when CP <= 1 or TE accepts it.
std::vector<CpAttentionRefusal> cpAttentionRefusals(const ModelSpec& model, int64_t tp, int64_t cp, CpCommType type,
                                                    const std::vector<int>& hierarchical = {});

// The cp_comm_type to run the model at TP·CP: `preferred` when TE accepts it, else the first of
// p2p, a2a, allgather it accepts (a2a+p2p needs hierarchical sizes, so it is never chosen for the
// caller); nullopt when none is, so CP must be 1. At CP <= 1 `preferred` itself.
std::optional<CpCommType> acceptedCpCommType(const ModelSpec& model, int64_t tp, int64_t cp, CpCommType preferred,
                                             const std::vector<int>& hierarchical = {});

// "sliding-window attention, learnable softmax": the model's attention features that restrict
// cp_comm_type, for messages; empty when none does.
std::string cpRestrictingFeatures(const ModelSpec& model);
// The same features as bits, for sentences that name them (one message id per set).
enum CpFeatureBits : unsigned { kCpSlidingWindow = 1, kCpMla = 2, kCpSoftmax = 4 };
unsigned cpFeatureBits(const ModelSpec& model);

}  // namespace moe

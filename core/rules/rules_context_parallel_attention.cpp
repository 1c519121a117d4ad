// Transformer Engine's run-time rules for context-parallel attention (issue 39 item 3): which
// cp_comm_type serves sliding-window attention, MLA and a non-vanilla softmax, the heads a2a
// splits, and the two levels of a2a+p2p. TE asserts them in attn_forward_func_with_cp at the first
// step; Megatron-Core hands --cp-comm-type to TE unchecked, so the job starts and then dies.
//
// Upstream (NVIDIA/TransformerEngine,
// transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py):
//   attn_forward_func_with_cp, commit 9c61cd7e5e0c93217ad38d4682568ff5dde4f08b:
//     assert not sliding_window_attn or cp_comm_type in ["a2a", "all_gather"]
//     assert not enable_mla or cp_comm_type in ["p2p", "a2a+p2p"]      (enable_mla: k, v head dims differ)
//     assert len(cp_group) == 2, "Current implementation only supports two-level CP groups!"  (a2a+p2p)
//   AttnFuncWithCPAndQKVOA2A.forward, same commit:
//     assert q.shape[-2] % cp_size == 0 and k.shape[-2] % cp_size == 0,
//         "The number of attention heads needs to be divisible by CP size!"
//   attn_forward_func_with_cp, later main (softmax_type added):
//     assert softmax_type == "vanilla" or use_fused_attention
//     assert softmax_type == "vanilla" or cp_comm_type == "a2a",
//         "Context parallelism only supports {softmax_type=} with cp_comm_type = 'a2a'!"
//   and its backend filter, dot_product_attention/utils.py get_attention_backend at
//   002a3e573f49cb0345955745206084e289d0f346: "Disabling FusedAttention for context parallelism
//   with softmax_type = %s and cp_comm_type = %s" when cp_comm_type != "a2a" (no backend is left).
// TE also refuses a non-vanilla softmax with FP8 attention under CP (attn_forward_func_with_cp,
// later main: "if fp8 and fp8_meta is not None: if fp8_meta['recipe'].fp8_dpa: assert softmax_type
// == 'vanilla'", message "Context parallelism does not support {softmax_type=} with FP8
// attention!"): the recipe's options.fp8_attention (--fp8-dot-product-attention). The recipe has one
// cp_comm_type for every layer (Megatron also takes a per-layer list; the recipe cannot hold one).
#include "core/rules/context_parallel_attention.h"
#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

constexpr const char* kSrcTeCp =
    "NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py "
    "(attn_forward_func_with_cp) at 9c61cd7e5e0c93217ad38d4682568ff5dde4f08b";
constexpr const char* kSrcTeCpA2a =
    "NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py "
    "(AttnFuncWithCPAndQKVOA2A.forward) at 9c61cd7e5e0c93217ad38d4682568ff5dde4f08b";
constexpr const char* kSrcTeCpSoftmax =
    MOE_TR("sources",
           "NVIDIA/TransformerEngine transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py "
           "(attn_forward_func_with_cp: softmax_type only with cp_comm_type 'a2a'); dot_product_attention/utils.py "
           "(get_attention_backend) at 002a3e573f49cb0345955745206084e289d0f346");

MessageArg code(CpCommType t) {
    return codeArg(toString(t));
}

// "use cp_comm_type T: the type Transformer Engine accepts for this model's F at TP·CP = a·b[; a2a
// ...]". Only the sets a type serves: MLA takes p2p or a2a+p2p, a sliding window a2a or allgather, a
// non-vanilla softmax a2a alone. %1 cp_comm_type, %2 the type, %3 TP·CP, %4 the softmax.
const char* acceptedTypeId(unsigned bits, bool a2a) {
    switch (bits) {
        case 0:
            return a2a ? MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's attention at TP·CP "
                                "= %3; %2 moves every head, so keep the CP group inside the NVLink domain")
                       : MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's attention at TP·CP "
                                "= %3");
        case kCpSlidingWindow:
            return a2a ? MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's sliding-window "
                                "attention at TP·CP = %3; %2 moves every head, so keep the CP group inside the "
                                "NVLink domain")
                       : MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's sliding-window "
                                "attention at TP·CP = %3");
        case kCpMla:
            return a2a ? nullptr
                       : MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's MLA at TP·CP "
                                "= %3");
        case kCpSoftmax:
            return a2a ? MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's %4 softmax at TP·CP "
                                "= %3; %2 moves every head, so keep the CP group inside the NVLink domain")
                       : nullptr;
        case kCpSlidingWindow | kCpSoftmax:
            return a2a ? MOE_TR("rules",
                                "use %1 %2: the type Transformer Engine accepts for this model's sliding-window "
                                "attention, %4 softmax at TP·CP = %3; %2 moves every head, so keep the CP group "
                                "inside the NVLink domain")
                       : nullptr;
        default:
            return nullptr;
    }
}

// "no cp_comm_type serves F at TP·CP = a·b: use CP 1[, or ... (a2a)]", the clause with a softmax
// (a2a serves it when the heads divide). Only the sets no type can serve at every TP·CP: MLA with a
// sliding window or a softmax, or a softmax whose a2a the heads refuse. %1 cp_comm_type, %2 TP·CP,
// %3 the softmax.
const char* noTypeId(unsigned bits) {
    switch (bits) {
        case kCpSlidingWindow | kCpMla:
            return MOE_TR("rules", "no %1 serves sliding-window attention, MLA at TP·CP = %2: use CP 1");
        case kCpSoftmax:
            return MOE_TR("rules",
                          "no %1 serves %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads per "
                          "TP rank divide by CP (a2a)");
        case kCpSlidingWindow | kCpSoftmax:
            return MOE_TR("rules",
                          "no %1 serves sliding-window attention, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP "
                          "whose query and key heads per TP rank divide by CP (a2a)");
        case kCpMla | kCpSoftmax:
            return MOE_TR("rules",
                          "no %1 serves MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP whose query and key heads "
                          "per TP rank divide by CP (a2a)");
        case kCpSlidingWindow | kCpMla | kCpSoftmax:
            return MOE_TR("rules",
                          "no %1 serves sliding-window attention, MLA, %3 softmax at TP·CP = %2: use CP 1, or a TP·CP "
                          "whose query and key heads per TP rank divide by CP (a2a)");
        default:
            return nullptr;
    }
}

// The one-click fix: the cp_comm_type TE accepts for every attention feature of the model at
// this TP·CP at once, or CP 1 when there is none (then a2a+p2p and its sizes go too).
void cpAttentionFix(const RuleContext& c, DiagnosticRef& d) {
    const Layout& l = c.layout;
    const auto accepted = acceptedCpCommType(c.model, c.tp, c.cp, l.cp_comm_type, l.hierarchical_cp_sizes);
    std::string features = cpRestrictingFeatures(c.model);
    const unsigned bits = cpFeatureBits(c.model);
    const std::string tpcp = product({c.tp, c.cp});
    const std::string at = "at TP·CP = " + tpcp;
    const MessageArg softmax = codeArg(toString(c.model.softmax));
    if (accepted && *accepted != l.cp_comm_type) {
        if (const char* id = acceptedTypeId(bits, *accepted == CpCommType::A2A)) {
            d.suggest(ruleText(id, codeArg("cp_comm_type"), code(*accepted), textArg(tpcp), softmax));
        } else {
            // No set of features reaches this (see acceptedTypeId); said in English as before.
            std::string why = "the type Transformer Engine accepts for " +
                              (features.empty() ? std::string("this model's attention") : "this model's " + features) +
                              " " + at;
            if (*accepted == CpCommType::A2A)
                why += "; a2a moves every head, so keep the CP group inside the NVLink domain";
            d.suggest(std::string("use cp_comm_type ") + toString(*accepted) + ": " + why);
        }
        d.fix("layout.cp_comm_type", toString(*accepted));
        // The sizes belong to a2a+p2p alone.
        if (*accepted != CpCommType::A2AP2P && !l.hierarchical_cp_sizes.empty())
            d.fix("layout.hierarchical_cp_sizes", "[]");
        return;
    }
    // No type serves every feature: a2a is the only one for a sliding window with a non-vanilla
    // softmax, and it needs the heads per rank to divide by CP.
    const bool needsA2a = c.model.softmax != SoftmaxKind::Vanilla;
    if (const char* id = noTypeId(bits)) {
        d.suggest(ruleText(id, codeArg("cp_comm_type"), textArg(tpcp), softmax));
    } else {
        // No set of features reaches this (see noTypeId); said in English as before.
        d.suggest("no cp_comm_type serves " + (features.empty() ? std::string("this model's attention") : features) +
                  " " + at + ": use CP 1" +
                  (needsA2a ? ", or a TP·CP whose query and key heads per TP rank divide by CP (a2a)" : std::string()));
    }
    d.fix("layout.cp", "1");
    if (l.cp_comm_type == CpCommType::A2AP2P) d.fix("layout.cp_comm_type", toString(CpCommType::P2P));
    if (!l.hierarchical_cp_sizes.empty()) d.fix("layout.hierarchical_cp_sizes", "[]");
}

}  // namespace

void checkContextParallelAttention(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.sizesValid || c.cp <= 1) return;
    const Layout& l = c.layout;
    if (c.opt.fp8_attention && c.opt.isFp8() && c.model.softmax != SoftmaxKind::Vanilla)
        sink.error("cp.fp8_attention_softmax",
                   ruleText(MOE_TR("rules",
                                   "%1 softmax with FP8 attention at CP %2: Transformer Engine runs this "
                                   "softmax under CP only in BF16 attention"),
                            codeArg(toString(c.model.softmax)), integerArg(c.cp)))
            .fields({"options.fp8_attention", "layout.cp", "model.softmax_type"})
            .source(kSrcTeCpSoftmax)
            .suggest(ruleText(MOE_TR("rules", "turn FP8 attention off (%1); the GEMMs stay FP8"),
                              codeArg("--fp8-dot-product-attention")))
            .fix("options.fp8_attention", "false");
    const auto refusals = cpAttentionRefusals(c.model, c.tp, c.cp, l.cp_comm_type, l.hierarchical_cp_sizes);
    const std::vector<std::string> commFields = {"layout.cp_comm_type", "layout.cp"};
    for (CpAttentionRefusal why : refusals) {
        switch (why) {
            case CpAttentionRefusal::HierarchicalLevels: {
                std::string sizes;
                for (int s : l.hierarchical_cp_sizes) sizes += (sizes.empty() ? "" : "·") + num(int64_t{s});
                auto d = sink.error("cp.hierarchical_levels",
                                    ruleText(MOE_TR("rules",
                                                    "%1 %2 with %3 hierarchical CP sizes (%4): Transformer "
                                                    "Engine takes exactly two levels, [%5 inner, %6 outer]"),
                                             codeArg("cp_comm_type"), code(CpCommType::A2AP2P),
                                             integerArg(static_cast<int64_t>(l.hierarchical_cp_sizes.size())),
                                             textArg(sizes), code(CpCommType::A2A), code(CpCommType::P2P)))
                             .fields({"layout.hierarchical_cp_sizes", "layout.cp_comm_type"})
                             .source(kSrcTeCp);
                cpAttentionFix(c, d);
                break;
            }
            case CpAttentionRefusal::SlidingWindow: {
                auto d = sink.error("cp.sliding_window_comm_type",
                                    ruleText(MOE_TR("rules",
                                                    "sliding-window attention (window %1) with CP %2 over %3 "
                                                    "%4: Transformer Engine runs a sliding window only over "
                                                    "%5 or %6"),
                                             integerArg(c.model.sliding_window.window), integerArg(c.cp),
                                             codeArg("cp_comm_type"), code(l.cp_comm_type), code(CpCommType::A2A),
                                             code(CpCommType::AllGather)))
                             .fields({"layout.cp_comm_type", "layout.cp", "model.sliding_window.window"})
                             .source(kSrcTeCp);
                cpAttentionFix(c, d);
                break;
            }
            case CpAttentionRefusal::Mla: {
                auto d =
                    sink.error("cp.mla_comm_type",
                               ruleText(MOE_TR("rules",
                                               "MLA (k head dim %1, v head dim %2) with CP %3 over %4 %5: "
                                               "Transformer Engine runs MLA only over %6 or %7"),
                                        integerArg(c.model.mla.qk_head_dim + c.model.mla.qk_pos_emb_head_dim),
                                        integerArg(c.model.mla.v_head_dim), integerArg(c.cp), codeArg("cp_comm_type"),
                                        code(l.cp_comm_type), code(CpCommType::P2P), code(CpCommType::A2AP2P)))
                        .fields(commFields)
                        .source(kSrcTeCp);
                cpAttentionFix(c, d);
                break;
            }
            case CpAttentionRefusal::Softmax: {
                auto d = sink.error("cp.softmax_comm_type",
                                    ruleText(MOE_TR("rules",
                                                    "%1 softmax with CP %2 over %3 %4: Transformer Engine runs a "
                                                    "non-vanilla softmax only over %5 (fused attention)"),
                                             codeArg(toString(c.model.softmax)), integerArg(c.cp),
                                             codeArg("cp_comm_type"), code(l.cp_comm_type), code(CpCommType::A2A)))
                             .fields({"layout.cp_comm_type", "layout.cp", "model.softmax_type"})
                             .source(kSrcTeCpSoftmax);
                cpAttentionFix(c, d);
                break;
            }
            case CpAttentionRefusal::A2aHeads: {
                const int64_t n = c.model.num_attention_heads;
                const int64_t g = c.model.attention == AttentionKind::MLA ? n : c.model.num_query_groups;
                const CpCommType t = effectiveCpCommType(l.cp_comm_type, l.hierarchical_cp_sizes);
                const int64_t split = a2aHeadSplit(t, c.cp, l.hierarchical_cp_sizes);
                auto d = sink.error("cp.a2a_heads",
                                    t == CpCommType::A2AP2P
                                        ? ruleText(MOE_TR("rules",
                                                          "%1 %2 splits the heads over its inner %3 level of %4, "
                                                          "but TP %5 leaves %6 query and %7 key heads per rank, "
                                                          "not both divisible by %4"),
                                                   codeArg("cp_comm_type"), code(CpCommType::A2AP2P),
                                                   code(CpCommType::A2A), integerArg(split), integerArg(c.tp),
                                                   integerArg(n / c.tp), integerArg(g / c.tp))
                                        : ruleText(MOE_TR("rules",
                                                          "%1 %2 splits the heads over CP %3, but TP %4 leaves "
                                                          "%5 query and %6 key heads per rank, not both "
                                                          "divisible by %3"),
                                                   codeArg("cp_comm_type"), code(CpCommType::A2A), integerArg(split),
                                                   integerArg(c.tp), integerArg(n / c.tp), integerArg(g / c.tp)))
                             .fields({"layout.cp_comm_type", "layout.cp", "layout.tp", "layout.hierarchical_cp_sizes"})
                             .source(kSrcTeCpA2a);
                cpAttentionFix(c, d);
                break;
            }
        }
    }
}

}  // namespace moe::rules

// Does the model divide over the layout: heads and query groups over TP, experts over EP, router
// groups, GDN heads over TP·CP, sequence over CP, position embeddings, MLA vs GQA (domain §2.5).
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

void checkAttentionHeads(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t n = c.model.num_attention_heads;
    const int64_t g = c.model.num_query_groups;
    if (n < 1) {
        sink.error("model.size_positive", "attention heads is " + num(n) + "; it must be >= 1")
            .fields({"model.num_attention_heads"})
            .suggest("set the model's attention head count")
            .source(kSrcTransformerConfig);
        return;
    }
    if (n % c.tp != 0) {
        sink.error("model.heads_divisible_tp", "attention heads " + num(n) + " are not divisible by TP " + num(c.tp))
            .fields({"model.num_attention_heads", "layout.tp"})
            .suggest("use a TP that divides " + num(n) + ", e.g. " + num(gcd64(n, c.tp)))
            .source(kSrcTransformerConfig);
    }
    if (c.model.attention == AttentionKind::MLA) {
        // MLA has no KV groups; exporting g < n would write --group-query-attention, which MLM rejects.
        if (g != n && g != 0) {
            sink.error("model.mla_with_gqa", "MLA model has " + num(g) + " query groups for " + num(n) +
                                                 " heads; MLA cannot be combined with group-query attention")
                .fields({"model.attention", "model.num_query_groups"})
                .suggest("set query groups equal to the head count (" + num(n) + ") for MLA")
                .source(kSrcArguments)
                .fix("model.num_query_groups", num(n));
        }
        return;
    }
    if (g < 1) {
        sink.error("model.size_positive", "query groups is " + num(g) + "; it must be >= 1")
            .fields({"model.num_query_groups"})
            .suggest("set query groups (= heads for MHA)")
            .source(kSrcTransformerConfig);
        return;
    }
    // TP > g replicates KV heads, which MCore allows when TP is a multiple of g.
    if (g % c.tp != 0 && c.tp % g != 0) {
        sink.error("model.query_groups_tp", "query groups " + num(g) + " and TP " + num(c.tp) +
                                                " do not divide each other (need g % TP == 0 or TP % g == 0)")
            .fields({"model.num_query_groups", "layout.tp"})
            .suggest("use a TP that divides " + num(g) + " or is a multiple of it, e.g. " + num(gcd64(g, c.tp)))
            .source(kSrcTransformerConfig);
    }
}

void checkExperts(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t e = c.model.moe.num_experts;
    if (e <= 0) {
        if (c.ep > 1) {
            sink.error("model.ep_without_experts", "EP " + num(c.ep) + " on a dense model (no routed experts)")
                .fields({"layout.ep", "model.moe.num_experts"})
                .suggest("set EP to 1 for a dense model")
                .source(kSrcArguments)
                .fix("layout.ep", "1");
        }
        return;
    }
    if (e % c.ep != 0) {
        sink.error("model.experts_divisible_ep", "experts " + num(e) + " are not divisible by EP " + num(c.ep))
            .fields({"model.moe.num_experts", "layout.ep"})
            .suggest("use an EP that divides " + num(e) + ", e.g. " + num(gcd64(e, c.ep)))
            .source(kSrcTransformerConfig)
            // gcd(experts, EP) divides EP, so the expert mesh stays divisible (EDP takes the rest).
            .fix("layout.ep", num(gcd64(e, c.ep)));
    }
    const RouterSpec& r = c.model.moe.router;
    if (r.num_groups > 0) {
        if (e % r.num_groups != 0) {
            sink.error("model.router_groups",
                       "experts " + num(e) + " are not divisible by router groups " + num(int64_t{r.num_groups}))
                .fields({"model.moe.router.num_groups", "model.moe.num_experts"})
                .suggest("use a router group count that divides " + num(e))
                .source(kSrcTransformerConfig);
        }
        if (r.group_topk > r.num_groups) {
            sink.error("model.router_group_topk", "router group top-k " + num(int64_t{r.group_topk}) +
                                                      " exceeds router groups " + num(int64_t{r.num_groups}))
                .fields({"model.moe.router.group_topk", "model.moe.router.num_groups"})
                .suggest("set group top-k to at most " + num(int64_t{r.num_groups}))
                .source(kSrcTransformerConfig)
                .fix("model.moe.router.group_topk", num(int64_t{r.num_groups}));
        }
    }
}

void checkLinearAttention(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.model.linear_attention) return;
    const LinearAttentionSpec& la = *c.model.linear_attention;
    const int64_t kh = la.num_key_heads;
    const int64_t vh = la.num_value_heads;
    if (kh < 1 || vh < 1) {
        sink.error("model.size_positive",
                   "GDN key heads " + num(kh) + " / value heads " + num(vh) + " must both be >= 1")
            .fields({"model.linear_attention.num_key_heads", "model.linear_attention.num_value_heads"})
            .suggest("set the GDN head counts")
            .source(kSrcTransformerConfig);
        return;
    }
    if (vh % kh != 0) {
        sink.error("model.gdn_value_heads", "GDN value heads " + num(vh) + " are not divisible by key heads " + num(kh))
            .fields({"model.linear_attention.num_value_heads", "model.linear_attention.num_key_heads"})
            .suggest("use a value head count that is a multiple of " + num(kh))
            .source(kSrcTransformerConfig);
    }
    const int64_t tpcp = c.tp * c.cp;
    if (kh % tpcp != 0 || vh % tpcp != 0) {
        sink.error("model.gdn_heads_tp_cp", "GDN key heads " + num(kh) + " and value heads " + num(vh) +
                                                " must both be divisible by TP·CP = " + product({c.tp, c.cp}) + " = " +
                                                num(tpcp))
            .fields({"model.linear_attention.num_key_heads", "model.linear_attention.num_value_heads", "layout.tp",
                     "layout.cp"})
            .suggest("use TP·CP dividing " + num(gcd64(kh, vh)))
            .source(kSrcTransformerConfig);
    }
}

void checkSequence(const RuleContext& c, DiagnosticSink& sink) {
    // Each CP rank takes two mirrored chunks for causal load balance, hence 2·CP.
    if (c.cp > 1 && c.seq % (2 * c.cp) != 0) {
        const int64_t up = roundUpToMultiple(c.seq, 2 * c.cp);
        sink.error("seq.cp_divisible", "sequence length " + num(c.seq) + " is not divisible by 2·CP = 2·" + num(c.cp) +
                                           " = " + num(2 * c.cp))
            .fields({"layout.seq_length", "layout.cp"})
            .suggest("use a sequence length that is a multiple of " + num(2 * c.cp) + ", e.g. " + num(up))
            .source(kSrcArguments)
            .fix("layout.seq_length", num(up));
    }
    const int64_t maxPos = c.model.max_position_embeddings;
    // 0 = not given: MLM then defaults it to the sequence length.
    if (maxPos > 0 && maxPos < c.seq) {
        sink.error("seq.max_position_embeddings",
                   "sequence length " + num(c.seq) + " exceeds max_position_embeddings " + num(maxPos))
            .fields({"model.max_position_embeddings", "layout.seq_length"})
            .suggest("raise max_position_embeddings to " + num(c.seq) + " (long-context recipes do)")
            .source(kSrcArguments)
            .fix("model.max_position_embeddings", num(c.seq));
    }
}

}  // namespace

void checkModelFit(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.sizesValid) return;  // every check here divides by a layout size
    checkAttentionHeads(c, sink);
    checkExperts(c, sink);
    checkLinearAttention(c, sink);
    checkSequence(c, sink);
}

}  // namespace moe::rules

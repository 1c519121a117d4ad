// Does the model divide over the layout: heads and query groups over TP, experts over EP, router
// groups, GDN heads over TP·CP, sequence over CP, position embeddings, MLA vs GQA (domain §2.5).
#include <cmath>
#include <string>

#include "core/catalog/catalog.h"
#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

void checkAttentionHeads(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t n = c.model.num_attention_heads;
    const int64_t g = c.model.num_query_groups;
    if (n < 1) {
        sink.error("model.size_positive",
                   ruleText(MOE_TR("rules", "attention heads is %1; it must be >= 1"), integerArg(n)))
            .fields({"model.num_attention_heads"})
            .suggest(ruleText(MOE_TR("rules", "set the model's attention head count")))
            .source(kSrcTransformerConfig);
        return;
    }
    if (n % c.tp != 0) {
        sink.error("model.heads_divisible_tp",
                   ruleText(MOE_TR("rules", "attention heads %1 are not divisible by TP %2"), integerArg(n),
                            integerArg(c.tp)))
            .fields({"model.num_attention_heads", "layout.tp"})
            .suggest(ruleText(MOE_TR("rules", "use a TP that divides %1, e.g. %2"), integerArg(n),
                              integerArg(gcd64(n, c.tp))))
            .source(kSrcTransformerConfig);
    }
    if (c.model.attention == AttentionKind::MLA) {
        // MLA has no KV groups; exporting g < n would write --group-query-attention, which MLM rejects.
        if (g != n && g != 0) {
            sink.error("model.mla_with_gqa",
                       ruleText(MOE_TR("rules",
                                       "MLA model has %1 query groups for %2 heads; MLA cannot be combined with "
                                       "group-query attention"),
                                integerArg(g), integerArg(n)))
                .fields({"model.attention", "model.num_query_groups"})
                .suggest(
                    ruleText(MOE_TR("rules", "set query groups equal to the head count (%1) for MLA"), integerArg(n)))
                .source(kSrcArguments)
                .fix("model.num_query_groups", num(n));
        }
        return;
    }
    if (g < 1) {
        sink.error("model.size_positive",
                   ruleText(MOE_TR("rules", "query groups is %1; it must be >= 1"), integerArg(g)))
            .fields({"model.num_query_groups"})
            .suggest(ruleText(MOE_TR("rules", "set query groups (= heads for MHA)")))
            .source(kSrcTransformerConfig);
        return;
    }
    // Megatron-Core's attention splits the key/value heads over TP, num_query_groups_per_partition =
    // divide(num_query_groups, TP), which asserts: TP must divide g. (Replicating KV heads for TP > g
    // is an inference engine's trick, not Megatron-Core's; review: Qwen3-235B, 4 query groups, was
    // estimated, searched and exported at TP 8.)
    if (g % c.tp != 0) {
        sink.error("model.query_groups_tp",
                   ruleText(MOE_TR("rules",
                                   "query groups %1 are not divisible by TP %2: Megatron-Core splits the key/value "
                                   "heads over tensor parallelism (%3 / TP)"),
                            integerArg(g), integerArg(c.tp), codeArg("num_query_groups")))
            .fields({"model.num_query_groups", "layout.tp"})
            .suggest(ruleText(MOE_TR("rules", "use a TP that divides %1, e.g. %2"), integerArg(g),
                              integerArg(gcd64(g, c.tp))))
            .source(kSrcAttention);
    }
}

void checkExperts(const RuleContext& c, DiagnosticSink& sink) {
    const int64_t e = c.model.moe.num_experts;
    if (e <= 0) {
        if (c.ep > 1) {
            sink.error("model.ep_without_experts",
                       ruleText(MOE_TR("rules", "EP %1 on a dense model (no routed experts)"), integerArg(c.ep)))
                .fields({"layout.ep", "model.moe.num_experts"})
                .suggest(ruleText(MOE_TR("rules", "set EP to 1 for a dense model")))
                .source(kSrcArguments)
                .fix("layout.ep", "1");
        }
        return;
    }
    if (e % c.ep != 0) {
        sink.error("model.experts_divisible_ep",
                   ruleText(MOE_TR("rules", "experts %1 are not divisible by EP %2"), integerArg(e), integerArg(c.ep)))
            .fields({"model.moe.num_experts", "layout.ep"})
            .suggest(ruleText(MOE_TR("rules", "use an EP that divides %1, e.g. %2"), integerArg(e),
                              integerArg(gcd64(e, c.ep))))
            .source(kSrcTransformerConfig)
            // gcd(experts, EP) divides EP, so the expert mesh stays divisible (EDP takes the rest).
            .fix("layout.ep", num(gcd64(e, c.ep)));
    }
    const RouterSpec& r = c.model.moe.router;
    if (r.num_groups > 0) {
        if (e % r.num_groups != 0) {
            sink.error("model.router_groups",
                       ruleText(MOE_TR("rules", "experts %1 are not divisible by router groups %2"), integerArg(e),
                                integerArg(r.num_groups)))
                .fields({"model.moe.router.num_groups", "model.moe.num_experts"})
                .suggest(ruleText(MOE_TR("rules", "use a router group count that divides %1"), integerArg(e)))
                .source(kSrcTransformerConfig);
        }
        if (r.group_topk > r.num_groups) {
            sink.error("model.router_group_topk",
                       ruleText(MOE_TR("rules", "router group top-k %1 exceeds router groups %2"),
                                integerArg(r.group_topk), integerArg(r.num_groups)))
                .fields({"model.moe.router.group_topk", "model.moe.router.num_groups"})
                .suggest(ruleText(MOE_TR("rules", "set group top-k to at most %1"), integerArg(r.num_groups)))
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
                   ruleText(MOE_TR("rules", "GDN key heads %1 / value heads %2 must both be >= 1"), integerArg(kh),
                            integerArg(vh)))
            .fields({"model.linear_attention.num_key_heads", "model.linear_attention.num_value_heads"})
            .suggest(ruleText(MOE_TR("rules", "set the GDN head counts")))
            .source(kSrcTransformerConfig);
        return;
    }
    if (vh % kh != 0) {
        sink.error("model.gdn_value_heads",
                   ruleText(MOE_TR("rules", "GDN value heads %1 are not divisible by key heads %2"), integerArg(vh),
                            integerArg(kh)))
            .fields({"model.linear_attention.num_value_heads", "model.linear_attention.num_key_heads"})
            .suggest(ruleText(MOE_TR("rules", "use a value head count that is a multiple of %1"), integerArg(kh)))
            .source(kSrcTransformerConfig);
    }
    const int64_t tpcp = c.tp * c.cp;
    if (kh % tpcp != 0 || vh % tpcp != 0) {
        sink.error("model.gdn_heads_tp_cp",
                   ruleText(
                       MOE_TR("rules", "GDN key heads %1 and value heads %2 must both be divisible by TP·CP = %3 = %4"),
                       integerArg(kh), integerArg(vh), textArg(product({c.tp, c.cp})), integerArg(tpcp)))
            .fields({"model.linear_attention.num_key_heads", "model.linear_attention.num_value_heads", "layout.tp",
                     "layout.cp"})
            .suggest(ruleText(MOE_TR("rules", "use TP·CP dividing %1"), integerArg(gcd64(kh, vh))))
            .source(kSrcTransformerConfig);
    }
}

// The one-click YaRN scaling that covers `factor` × `base` positions: the type and the original
// length where the model has no YaRN yet, and the factor (never lowered).
void addYarnFix(DiagnosticRef& ref, const RopeScalingSpec& rope, int64_t base, int64_t factor) {
    const bool yarn = rope.isYarn();
    if (!yarn) {
        ref.fix("model.rope_scaling.type", "yarn");
        ref.fix("model.rope_scaling.original_max_position_embeddings", std::to_string(base));
    }
    ref.fix("model.rope_scaling.factor", std::to_string(std::max<int64_t>(factor, 1)));
}

void checkSequence(const RuleContext& c, DiagnosticSink& sink) {
    // Each CP rank takes two mirrored chunks for causal load balance, hence 2·CP.
    if (c.cp > 1 && c.seq % (2 * c.cp) != 0) {
        const int64_t up = roundUpToMultiple(c.seq, 2 * c.cp);
        sink.error("seq.cp_divisible",
                   ruleText(MOE_TR("rules", "sequence length %1 is not divisible by 2·CP = 2·%2 = %3"),
                            integerArg(c.seq), integerArg(c.cp), integerArg(2 * c.cp)))
            .fields({"layout.seq_length", "layout.cp"})
            .suggest(ruleText(MOE_TR("rules", "use a sequence length that is a multiple of %1, e.g. %2"),
                              integerArg(2 * c.cp), integerArg(up)))
            .source(kSrcArguments)
            .fix("layout.seq_length", num(up));
    }
    const int64_t maxPos = c.model.max_position_embeddings;
    // 0 = not given: MLM then defaults it to the sequence length.
    if (maxPos > 0 && maxPos < c.seq) {
        const MessageArg key = codeArg("max_position_embeddings");
        // Raising the maximum makes Megatron start, but the checkpoint's rotary embeddings were
        // trained up to their own length (YaRN's original length times its factor, else the
        // maximum itself): past it the model meets positions it has never seen unless the
        // scaling grows too (review: a 128K fix said nothing of RoPE scaling).
        const RopeScalingSpec& rope = c.model.rope_scaling;
        const bool yarn = rope.isYarn();
        const int64_t base = yarn ? rope.original_max_position_embeddings : maxPos;
        const auto covered = yarn ? rope.yarnCoveredLength() : maxPos;
        const auto factorNeeded =
            static_cast<int64_t>(std::ceil(static_cast<double>(c.seq) / static_cast<double>(base)));
        Message suggestion =
            ruleText(MOE_TR("rules", "raise %1 to %2 (long-context recipes do)"), key, integerArg(c.seq));
        if (c.seq > covered)
            suggestion =
                yarn ? ruleText(MOE_TR("rules",
                                       "raise %1 to %2 (long-context recipes do); this checkpoint's YaRN scaling "
                                       "covers %3 tokens (%4 × factor %5), so training at %2 also needs a "
                                       "larger %6 (at least %7) or the model meets positions it has never seen"),
                                key, integerArg(c.seq), integerArg(covered), integerArg(base), realArg(rope.factor, 0),
                                codeArg("--rotary-scaling-factor"), integerArg(factorNeeded))
                     : ruleText(MOE_TR("rules",
                                       "raise %1 to %2 (long-context recipes do); this checkpoint's rotary "
                                       "embeddings cover %3 tokens, so training at %2 also needs RoPE scaling "
                                       "(YaRN: %4 with %5 of at least %6) or the model meets positions it has "
                                       "never seen"),
                                key, integerArg(c.seq), integerArg(covered), codeArg("--rope-type yarn"),
                                codeArg("--rotary-scaling-factor"), integerArg(factorNeeded));
        DiagnosticRef error =
            sink.error("seq.max_position_embeddings", ruleText(MOE_TR("rules", "sequence length %1 exceeds %2 %3"),
                                                               integerArg(c.seq), key, integerArg(maxPos)))
                .fields({"model.max_position_embeddings", "layout.seq_length"})
                .suggest(std::move(suggestion))
                .source(kSrcArguments)
                .fix("model.max_position_embeddings", num(c.seq));
        // Past what the rotary embeddings cover, the one-click fix scales them too (review in
        // Portuguese: the fix raised the maximum only, and both exports trained plain RoPE at 128K).
        if (c.seq > covered) {
            addYarnFix(error, rope, base, factorNeeded);
            error.fixLabel(ruleText(MOE_TR("rules", "%1 = %2 and RoPE scaled with YaRN × %3 from %4"), key,
                                    integerArg(c.seq), integerArg(std::max<int64_t>(factorNeeded, 1)),
                                    integerArg(base)));
        }
    } else if (const ModelSpec* checkpoint =
                   c.recipe.model_ref.empty() ? nullptr : builtinCatalog().findModel(c.recipe.model_ref)) {
        // The maximum raised (by hand or by the fix above), the catalog checkpoint's rotary
        // embeddings still cover only their own length: past it, unscaled RoPE meets positions the
        // model never saw. Said as long as it holds (review: after the fix nothing said so, and both
        // exports trained plain RoPE at 128K).
        const RopeScalingSpec& trained = checkpoint->rope_scaling;
        const auto native = trained.isYarn() ? trained.yarnCoveredLength() : checkpoint->max_position_embeddings;
        const RopeScalingSpec& rope = c.model.rope_scaling;
        const bool yarn = rope.isYarn();
        const auto covered = yarn ? rope.yarnCoveredLength() : native;
        if (native > 0 && c.seq > native && c.seq > covered) {
            const int64_t base = yarn ? rope.original_max_position_embeddings : native;
            const auto factorNeeded =
                static_cast<int64_t>(std::ceil(static_cast<double>(c.seq) / static_cast<double>(base)));
            DiagnosticRef warning =
                sink.warning(
                        "seq.rope_beyond_checkpoint",
                        ruleText(MOE_TR("rules",
                                        "sequence length %1 is beyond the %2 positions the %3 checkpoint's rotary "
                                        "embeddings cover, and RoPE is not scaled to it: the model meets positions "
                                        "it has never seen"),
                                 integerArg(c.seq), integerArg(covered), textArg(checkpoint->name)))
                    .fields({"layout.seq_length", "model.rope_scaling.type", "model.rope_scaling.factor"})
                    .suggest(ruleText(MOE_TR("rules",
                                             "scale RoPE with YaRN (%1, %2 of at least %3, %4 %5), or train at %6 "
                                             "tokens or fewer"),
                                      codeArg("model.rope_scaling.type=yarn"), codeArg("model.rope_scaling.factor"),
                                      integerArg(factorNeeded),
                                      codeArg("model.rope_scaling.original_max_position_embeddings"), integerArg(base),
                                      integerArg(covered)))
                    .source(kSrcArguments);
            addYarnFix(warning, rope, base, factorNeeded);
            warning.fixLabel(ruleText(MOE_TR("rules", "RoPE scaled with YaRN × %1 from %2"),
                                      integerArg(std::max<int64_t>(factorNeeded, 1)), integerArg(base)));
        }
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

// Communication overlaps: EP all-to-all overlap prerequisites, delayed wgrad, TP comm overlap,
// param-gather overlap (domain §2.5).
#include <optional>
#include <string>

#include "core/layout/balanced_layout.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/rule_context.h"
#include "core/rules/validator.h"

namespace moe::rules {

namespace {

constexpr const char* kEpOverlap = "options.overlap.ep_a2a_overlap";

void checkEpOverlap(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.opt.overlap.ep_a2a_overlap) return;
    if (c.ep <= 1) {
        sink.error("overlap.ep_needs_ep",
                   ruleText(MOE_TR("rules", "EP overlap needs EP > 1, but EP is %1"), integerArg(c.ep)))
            .fields({kEpOverlap, "layout.ep"})
            .suggest(ruleText(MOE_TR("rules", "raise EP, or turn EP overlap off")))
            .source(kSrcTransformerConfig)
            .fix(kEpOverlap, "false");
    }
    if (c.opt.dispatcher == Dispatcher::AllGather) {
        sink.error("overlap.ep_dispatcher",
                   ruleText(MOE_TR("rules", "EP overlap needs the %1 or %2 dispatcher, not %3"),
                            codeArg(toString(Dispatcher::AllToAll)), codeArg("flex"),
                            codeArg(toString(Dispatcher::AllGather))))
            .fields({kEpOverlap, "options.dispatcher"})
            .suggest(ruleText(MOE_TR("rules", "use the %1 (or a %2) dispatcher, or turn EP overlap off"),
                              codeArg(toString(Dispatcher::AllToAll)), codeArg("flex")))
            .source(kSrcTransformerConfig)
            .fix("options.dispatcher", toString(Dispatcher::AllToAll));
    }
    if (c.fullRecompute()) {
        sink.error("overlap.ep_full_recompute",
                   ruleText(MOE_TR("rules", "EP overlap cannot be combined with full recompute")))
            .fields({kEpOverlap, "options.recompute.granularity"})
            .suggest(ruleText(MOE_TR("rules", "use selective recompute, or turn EP overlap off")))
            .source(kSrcTransformerConfig);
    }
    if (c.hasModule(RecomputeModule::Moe)) {
        // Recomputing the MoE block re-runs dispatch, which the overlap schedule cannot interleave.
        sink.error("overlap.ep_moe_recompute",
                   ruleText(MOE_TR("rules", "EP overlap cannot be combined with the %1 recompute module"),
                            codeArg(toString(RecomputeModule::Moe))))
            .fields({kEpOverlap, "options.recompute.modules"})
            .suggest(
                ruleText(MOE_TR("rules", "drop %1 from the recompute modules (%2 is fine), or turn EP overlap off"),
                         codeArg(toString(RecomputeModule::Moe)), codeArg(toString(RecomputeModule::MoeAct))))
            .source(kSrcTransformerConfig)
            .fix("options.recompute.modules", modulesWithout(c.opt.recompute, RecomputeModule::Moe));
    }
    // Precision: domain §2.5 says "bf16/fp16", after MCore's `assert self.bf16 or self.fp16`. That
    // flag is the model's parameter dtype, which FP8/FP4 recipes also set (FP8/FP4 run as TE
    // autocast on top of bf16), and Bridge's Blackwell recipes pair EP overlap with fp8_mx and
    // nvfp4 (§8.5). Every precision the studio models has bf16 params, so nothing to reject here.
    if (c.opt.overlap.shared_expert_overlap) {
        sink.error("overlap.ep_shared_expert_overlap",
                   ruleText(MOE_TR("rules", "EP overlap cannot be combined with shared-expert overlap")))
            .fields({kEpOverlap, "options.overlap.shared_expert_overlap"})
            .suggest(ruleText(MOE_TR("rules", "turn shared-expert overlap off (A/B the two separately)")))
            .source(kSrcTransformerConfig)
            .fix("options.overlap.shared_expert_overlap", "false");
    }
    if (c.model.mtp_layers > 1) {
        sink.error("overlap.ep_mtp", ruleText(MOE_TR("rules", "EP overlap supports at most 1 MTP layer, model has %1"),
                                              integerArg(c.model.mtp_layers)))
            .fields({kEpOverlap, "model.mtp_layers"})
            .suggest(ruleText(MOE_TR("rules", "use 1 MTP layer, or turn EP overlap off")))
            .source(kSrcTransformerConfig);
    }
    if (c.pp > 1 && c.vpp <= 1) {
        // One click: the smallest VPP the even split allows (layers divisible by PP·VPP); else,
        // with no pipeline layout of the user's to keep, the smallest VPP with a balanced
        // placement (account-for embedding/loss, or a layout string as Bridge writes for
        // DeepSeek-V3's 61 layers; review: no one-click fix there) with which the recipe passes
        // every hard rule. Otherwise (the user's own layout, or no such VPP) EP overlap goes off.
        int vpp = 0;
        const bool evenSplit = c.layout.pipeline_layout.empty() && !c.layout.first_stage_layers && !c.layout.last_stage_layers;
        for (int v = 2; evenSplit && v <= 8 && vpp == 0; ++v)
            if (c.model.num_layers > 0 && c.model.num_layers % (static_cast<int>(c.pp) * v) == 0) vpp = v;
        std::optional<Recipe> placed;
        for (int v = 2; vpp == 0 && !placed && c.layout.pipeline_layout.empty() && v <= 4; ++v) {
            Recipe r = c.recipe;
            r.layout.vpp = v;
            // Offered only when the whole recipe then passes (VPP brings its own microbatch-group rule).
            if (chooseBalancedPlacement(c.model, r.layout) && !hasErrors(validateRecipe(r, ValidationScope::HardRules)))
                placed = std::move(r);
        }
        auto d = sink.error(
            "overlap.ep_needs_vpp",
            ruleText(MOE_TR("rules", "EP overlap with PP %1 needs virtual pipeline stages (VPP > 1), VPP is %2"),
                     integerArg(c.pp), integerArg(c.vpp)));
        d.fields({kEpOverlap, "layout.pp", "layout.vpp"}).source(kSrcTransformerConfig);
        if (vpp > 0) {
            d.suggest(ruleText(MOE_TR("rules", "use VPP %1 (%2 layers over PP·VPP %3), or turn EP overlap off"),
                               integerArg(vpp), integerArg(c.model.num_layers), integerArg(c.pp * vpp)));
            d.fix("layout.vpp", std::to_string(vpp));
        } else if (placed) {
            const std::string& layout = placed->layout.pipeline_layout;
            d.suggest(layout.empty()
                          ? ruleText(MOE_TR("rules",
                                            "use VPP %1 with the embedding and the loss counted as layers in the "
                                            "pipeline split, or turn EP overlap off"),
                                     integerArg(placed->layout.vpp))
                          : ruleText(MOE_TR("rules",
                                            "use VPP %1 with the pipeline layout %2 (the layers spread evenly "
                                            "over PP·VPP %3 stages), or turn EP overlap off"),
                                     integerArg(placed->layout.vpp), codeArg(layout),
                                     integerArg(c.pp * placed->layout.vpp)));
            d.fix("layout.vpp", std::to_string(placed->layout.vpp));
            for (FieldChange& change : pipelinePlacementChanges(c.recipe, *placed)) d.fix(change.path, change.value);
        } else {
            d.suggest(ruleText(MOE_TR("rules",
                                      "turn EP overlap off (no VPP of 2-8 splits the layers evenly here), or "
                                      "set VPP with a pipeline layout")));
            d.fix(kEpOverlap, "false");
        }
    }
    if (c.graphsOn() && (c.opt.cuda_graphs.has(CudaGraphScope::Moe) || c.opt.cuda_graphs.has(CudaGraphScope::Mlp))) {
        sink.error("overlap.ep_graph_scope",
                   ruleText(MOE_TR("rules", "EP overlap cannot run with %1 or %2 CUDA-graph scopes"),
                            codeArg(toString(CudaGraphScope::Moe)), codeArg(toString(CudaGraphScope::Mlp))))
            .fields({kEpOverlap, "options.cuda_graphs.scopes"})
            .suggest(ruleText(MOE_TR("rules", "graph %1/%2/%3 only, or turn EP overlap off"),
                              codeArg(toString(CudaGraphScope::Attn)), codeArg(toString(CudaGraphScope::MoeRouter)),
                              codeArg(toString(CudaGraphScope::MoePreprocess))))
            .source(kSrcTransformerConfig);
    }
}

void checkOtherOverlaps(const RuleContext& c, DiagnosticSink& sink) {
    const OverlapOptions& o = c.opt.overlap;
    if (o.delay_wgrad_compute && !o.ep_a2a_overlap) {
        sink.error("overlap.delay_wgrad_needs_ep_overlap",
                   ruleText(MOE_TR("rules", "delayed wgrad compute needs EP overlap, which is off")))
            .fields({"options.overlap.delay_wgrad_compute", kEpOverlap})
            .suggest(ruleText(MOE_TR("rules", "turn delay-wgrad off, or enable EP overlap")))
            .source(kSrcTransformerConfig)
            .fix("options.overlap.delay_wgrad_compute", "false");
    }
    if (o.tp_comm_overlap && (!c.layout.sequence_parallel || c.tp < 2)) {
        // Bridge turns the overlap off with a warning (TP < 2, or SP off); Megatron-LM's validate_args
        // asserts SP instead, so the launch-script export leaves --tp-comm-overlap out.
        const bool tp1 = c.tp < 2;
        const MessageArg flag = codeArg("--tp-comm-overlap");
        auto d = sink.adjusted(
            "overlap.tp_comm_needs_sp",
            tp1 ? ruleText(MOE_TR("rules",
                                  "TP comm overlap has nothing to overlap at TP %1: Bridge disables it with a warning, "
                                  "Megatron-LM requires sequence parallelism (the launch-script export leaves %2 out)"),
                           integerArg(c.tp), flag)
                : ruleText(
                      MOE_TR("rules",
                             "TP comm overlap has nothing to overlap without sequence parallelism: Bridge disables "
                             "it with a warning, Megatron-LM requires sequence parallelism (the launch-script "
                             "export leaves %1 out)"),
                      flag));
        d.fields({"options.overlap.tp_comm_overlap", "layout.sequence_parallel"})
            .source(std::string(kSrcBridgeCommOverlap) + "; " + kSrcArguments);
        // SP is itself an error at TP 1, so there the fix is dropping the overlap.
        if (!tp1)
            d.suggest(ruleText(MOE_TR("rules", "turn sequence parallelism on")))
                .fix("layout.sequence_parallel", "true");
        else
            d.suggest(ruleText(MOE_TR("rules", "turn TP comm overlap off (nothing to overlap at TP 1)")))
                .fix("options.overlap.tp_comm_overlap", "false");
    }
    if (o.param_gather && (!c.opt.optimizer.distributed || !o.grad_reduce)) {
        // Megatron-Core's DDP runs a param all-gather overlap without grad-reduce overlap (Bridge
        // configs do this); only Megatron-LM's validate_args asserts both. Without the distributed
        // optimizer there is no param all-gather, so the flag does nothing.
        // One sentence for each missing prerequisite, and one for both.
        const MessageArg check = codeArg("validate_args");
        const MessageArg flag = codeArg("--overlap-param-gather");
        const Message said =
            !c.opt.optimizer.distributed && !o.grad_reduce
                ? ruleText(MOE_TR("rules",
                                  "param-gather overlap without the distributed optimizer and grad-reduce overlap: "
                                  "Megatron-Core runs it as a no-op (no param all-gather), Megatron-LM's %1 rejects "
                                  "it (the launch-script export leaves %2 out)"),
                           check, flag)
            : !c.opt.optimizer.distributed
                ? ruleText(MOE_TR("rules",
                                  "param-gather overlap without the distributed optimizer: Megatron-Core runs it as a "
                                  "no-op (no param all-gather), Megatron-LM's %1 rejects it (the launch-script export "
                                  "leaves %2 out)"),
                           check, flag)
                : ruleText(MOE_TR("rules",
                                  "param-gather overlap without grad-reduce overlap: Megatron-Core runs it, "
                                  "Megatron-LM's %1 rejects it (the launch-script export leaves %2 out)"),
                           check, flag);
        auto d = sink.adjusted("overlap.param_gather_prereqs", said);
        d.fields({"options.overlap.param_gather", "options.optimizer.distributed", "options.overlap.grad_reduce"})
            .suggest(ruleText(MOE_TR("rules",
                                     "enable the distributed optimizer and grad-reduce overlap, or turn param-gather "
                                     "overlap off")))
            .source(kSrcArguments);
        if (!c.opt.optimizer.distributed) d.fix("options.optimizer.distributed", "true");
        if (!o.grad_reduce) d.fix("options.overlap.grad_reduce", "true");
    }
    if (o.param_gather_with_optimizer_step && !o.param_gather) {
        sink.error("overlap.param_gather_with_step",
                   ruleText(MOE_TR("rules", "param gather with optimizer step needs param-gather overlap")))
            .fields({"options.overlap.param_gather_with_optimizer_step", "options.overlap.param_gather"})
            .suggest(ruleText(MOE_TR("rules", "enable param-gather overlap, or turn this off")))
            .source(kSrcArguments)
            .fix("options.overlap.param_gather_with_optimizer_step", "false");
    }
    if (o.param_gather_with_optimizer_step && c.vpp <= 1) {
        sink.error(
                "overlap.param_gather_with_step_needs_vpp",
                ruleText(MOE_TR("rules",
                                "param gather with optimizer step needs the interleaved schedule (VPP > 1), VPP is %1"),
                         integerArg(c.vpp)))
            .fields({"options.overlap.param_gather_with_optimizer_step", "layout.vpp"})
            .suggest(ruleText(MOE_TR("rules", "use VPP >= 2, or turn this off")))
            .source(kSrcArguments)
            .fix("options.overlap.param_gather_with_optimizer_step", "false");
    }
}

}  // namespace

void checkOverlap(const RuleContext& c, DiagnosticSink& sink) {
    checkEpOverlap(c, sink);
    checkOtherOverlaps(c, sink);
}

}  // namespace moe::rules

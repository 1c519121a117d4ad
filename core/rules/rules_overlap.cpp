// Communication overlaps: EP all-to-all overlap prerequisites, delayed wgrad, TP comm overlap,
// param-gather overlap (domain §2.5).
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

constexpr const char* kEpOverlap = "options.overlap.ep_a2a_overlap";

void checkEpOverlap(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.opt.overlap.ep_a2a_overlap) return;
    const char* suggestOff = "or turn EP overlap off";
    if (c.ep <= 1) {
        sink.error("overlap.ep_needs_ep", "EP overlap needs EP > 1, but EP is " + num(c.ep))
            .fields({kEpOverlap, "layout.ep"})
            .suggest(std::string("raise EP, ") + suggestOff)
            .source(kSrcTransformerConfig)
            .fix(kEpOverlap, "false");
    }
    if (c.opt.dispatcher == Dispatcher::AllGather) {
        sink.error("overlap.ep_dispatcher", "EP overlap needs the alltoall or flex dispatcher, not allgather")
            .fields({kEpOverlap, "options.dispatcher"})
            .suggest(std::string("use the alltoall (or a flex) dispatcher, ") + suggestOff)
            .source(kSrcTransformerConfig)
            .fix("options.dispatcher", toString(Dispatcher::AllToAll));
    }
    if (c.fullRecompute()) {
        sink.error("overlap.ep_full_recompute", "EP overlap cannot be combined with full recompute")
            .fields({kEpOverlap, "options.recompute.granularity"})
            .suggest(std::string("use selective recompute, ") + suggestOff)
            .source(kSrcTransformerConfig);
    }
    if (c.hasModule(RecomputeModule::Moe)) {
        // Recomputing the MoE block re-runs dispatch, which the overlap schedule cannot interleave.
        sink.error("overlap.ep_moe_recompute", "EP overlap cannot be combined with the moe recompute module")
            .fields({kEpOverlap, "options.recompute.modules"})
            .suggest(std::string("drop moe from the recompute modules (moe_act is fine), ") + suggestOff)
            .source(kSrcTransformerConfig)
            .fix("options.recompute.modules", modulesWithout(c.opt.recompute, RecomputeModule::Moe));
    }
    // Precision: domain §2.5 says "bf16/fp16", after MCore's `assert self.bf16 or self.fp16`. That
    // flag is the model's parameter dtype, which FP8/FP4 recipes also set (FP8/FP4 run as TE
    // autocast on top of bf16), and Bridge's Blackwell recipes pair EP overlap with fp8_mx and
    // nvfp4 (§8.5). Every precision the studio models has bf16 params, so nothing to reject here.
    if (c.opt.overlap.shared_expert_overlap) {
        sink.error("overlap.ep_shared_expert_overlap", "EP overlap cannot be combined with shared-expert overlap")
            .fields({kEpOverlap, "options.overlap.shared_expert_overlap"})
            .suggest("turn shared-expert overlap off (A/B the two separately)")
            .source(kSrcTransformerConfig)
            .fix("options.overlap.shared_expert_overlap", "false");
    }
    if (c.model.mtp_layers > 1) {
        sink.error("overlap.ep_mtp",
                   "EP overlap supports at most 1 MTP layer, model has " + num(int64_t{c.model.mtp_layers}))
            .fields({kEpOverlap, "model.mtp_layers"})
            .suggest(std::string("use 1 MTP layer, ") + suggestOff)
            .source(kSrcTransformerConfig);
    }
    if (c.pp > 1 && c.vpp <= 1) {
        // One click: the smallest VPP the even split allows (layers divisible by PP·VPP); with an
        // explicit or uneven pipeline split there is no such simple answer, so EP overlap goes off.
        int vpp = 0;
        const bool evenSplit = c.layout.pipeline_layout.empty() && !c.layout.first_stage_layers && !c.layout.last_stage_layers;
        for (int v = 2; evenSplit && v <= 8 && vpp == 0; ++v)
            if (c.model.num_layers > 0 && c.model.num_layers % (static_cast<int>(c.pp) * v) == 0) vpp = v;
        auto d = sink.error("overlap.ep_needs_vpp",
                            "EP overlap with PP " + num(c.pp) + " needs virtual pipeline stages (VPP > 1), VPP is " + num(c.vpp));
        d.fields({kEpOverlap, "layout.pp", "layout.vpp"})
            .suggest(vpp > 0 ? "use VPP " + std::to_string(vpp) + " (" + std::to_string(c.model.num_layers) + " layers over PP·VPP " +
                                   std::to_string(c.pp * vpp) + "), " + suggestOff
                             : std::string("turn EP overlap off (no VPP of 2-8 splits the layers evenly here), or set VPP with a "
                                           "pipeline layout"))
            .source(kSrcTransformerConfig);
        if (vpp > 0)
            d.fix("layout.vpp", std::to_string(vpp));
        else
            d.fix(kEpOverlap, "false");
    }
    if (c.graphsOn() && (c.opt.cuda_graphs.has(CudaGraphScope::Moe) || c.opt.cuda_graphs.has(CudaGraphScope::Mlp))) {
        sink.error("overlap.ep_graph_scope", "EP overlap cannot run with moe or mlp CUDA-graph scopes")
            .fields({kEpOverlap, "options.cuda_graphs.scopes"})
            .suggest("graph attn/moe_router/moe_preprocess only, " + std::string(suggestOff))
            .source(kSrcTransformerConfig);
    }
}

void checkOtherOverlaps(const RuleContext& c, DiagnosticSink& sink) {
    const OverlapOptions& o = c.opt.overlap;
    if (o.delay_wgrad_compute && !o.ep_a2a_overlap) {
        sink.error("overlap.delay_wgrad_needs_ep_overlap", "delayed wgrad compute needs EP overlap, which is off")
            .fields({"options.overlap.delay_wgrad_compute", kEpOverlap})
            .suggest("turn delay-wgrad off, or enable EP overlap")
            .source(kSrcTransformerConfig)
            .fix("options.overlap.delay_wgrad_compute", "false");
    }
    if (o.tp_comm_overlap && (!c.layout.sequence_parallel || c.tp < 2)) {
        // Bridge turns the overlap off with a warning (TP < 2, or SP off); Megatron-LM's validate_args
        // asserts SP instead, so the launch-script export leaves --tp-comm-overlap out.
        const bool tp1 = c.tp < 2;
        auto d = sink.adjusted("overlap.tp_comm_needs_sp",
                               std::string("TP comm overlap has nothing to overlap ") +
                                   (tp1 ? "at TP " + num(c.tp) : std::string("without sequence parallelism")) +
                                   ": Bridge disables it with a warning, Megatron-LM requires sequence parallelism "
                                   "(the launch-script export leaves --tp-comm-overlap out)");
        d.fields({"options.overlap.tp_comm_overlap", "layout.sequence_parallel"})
            .source(std::string(kSrcBridgeCommOverlap) + "; " + kSrcArguments);
        // SP is itself an error at TP 1, so there the fix is dropping the overlap.
        if (!tp1)
            d.suggest("turn sequence parallelism on").fix("layout.sequence_parallel", "true");
        else
            d.suggest("turn TP comm overlap off (nothing to overlap at TP 1)")
                .fix("options.overlap.tp_comm_overlap", "false");
    }
    if (o.param_gather && (!c.opt.optimizer.distributed || !o.grad_reduce)) {
        // Megatron-Core's DDP runs a param all-gather overlap without grad-reduce overlap (Bridge
        // configs do this); only Megatron-LM's validate_args asserts both. Without the distributed
        // optimizer there is no param all-gather, so the flag does nothing.
        std::string missing;
        if (!c.opt.optimizer.distributed) missing = "the distributed optimizer";
        if (!o.grad_reduce) missing += std::string(missing.empty() ? "" : " and ") + "grad-reduce overlap";
        auto d = sink.adjusted("overlap.param_gather_prereqs",
                               "param-gather overlap without " + missing +
                                   ": Megatron-Core runs it" +
                                   (c.opt.optimizer.distributed ? "" : " as a no-op (no param all-gather)") +
                                   ", Megatron-LM's validate_args rejects it (the launch-script export leaves "
                                   "--overlap-param-gather out)");
        d.fields({"options.overlap.param_gather", "options.optimizer.distributed", "options.overlap.grad_reduce"})
            .suggest("enable the distributed optimizer and grad-reduce overlap, or turn param-gather overlap off")
            .source(kSrcArguments);
        if (!c.opt.optimizer.distributed) d.fix("options.optimizer.distributed", "true");
        if (!o.grad_reduce) d.fix("options.overlap.grad_reduce", "true");
    }
    if (o.param_gather_with_optimizer_step && !o.param_gather) {
        sink.error("overlap.param_gather_with_step", "param gather with optimizer step needs param-gather overlap")
            .fields({"options.overlap.param_gather_with_optimizer_step", "options.overlap.param_gather"})
            .suggest("enable param-gather overlap, or turn this off")
            .source(kSrcArguments)
            .fix("options.overlap.param_gather_with_optimizer_step", "false");
    }
    if (o.param_gather_with_optimizer_step && c.vpp <= 1) {
        sink.error("overlap.param_gather_with_step_needs_vpp",
                   "param gather with optimizer step needs the interleaved schedule (VPP > 1), VPP is " + num(c.vpp))
            .fields({"options.overlap.param_gather_with_optimizer_step", "layout.vpp"})
            .suggest("use VPP >= 2, or turn this off")
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

// CUDA-graph impl/scope rules (domain §2.5). Graphs are on when the impl is not `none`.
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

constexpr const char* kScopes = "options.cuda_graphs.scopes";
constexpr const char* kImpl = "options.cuda_graphs.impl";

std::string scopesWithRouter(const CudaGraphOptions& g) {
    std::string out;
    for (CudaGraphScope s : g.scopes) {
        if (!out.empty()) out += ",";
        out += toString(s);
    }
    return (out.empty() ? "" : out + ",") + toString(CudaGraphScope::MoeRouter);
}

void checkScopes(const RuleContext& c, DiagnosticSink& sink) {
    const CudaGraphOptions& g = c.opt.cuda_graphs;
    if (g.has(CudaGraphScope::Moe) && g.has(CudaGraphScope::MoeRouter)) {
        const MessageArg moe = codeArg(toString(CudaGraphScope::Moe));
        const MessageArg router = codeArg(toString(CudaGraphScope::MoeRouter));
        sink.error("graphs.moe_with_router",
                   ruleText(MOE_TR("rules",
                                   "CUDA-graph scope %1 already covers the router; %1 and %2 cannot both be captured"),
                            moe, router))
            .fields({kScopes})
            .suggest(ruleText(MOE_TR("rules", "keep %1 (drop-and-pad) or %2(+%3), not both"), moe, router,
                              codeArg(toString(CudaGraphScope::MoePreprocess))))
            .source(kSrcTransformerConfig);
    }
    if (g.has(CudaGraphScope::MoePreprocess) && !g.has(CudaGraphScope::MoeRouter)) {
        const MessageArg router = codeArg(toString(CudaGraphScope::MoeRouter));
        sink.error("graphs.preprocess_needs_router",
                   ruleText(MOE_TR("rules", "CUDA-graph scope %1 needs %2 captured too"),
                            codeArg(toString(CudaGraphScope::MoePreprocess)), router))
            .fields({kScopes})
            .suggest(ruleText(MOE_TR("rules", "add %1 to the graph scopes"), router))
            .source(kSrcTransformerConfig)
            .fix(kScopes, scopesWithRouter(g));
    }
    const bool dropAndPad = c.opt.routing.capacity_factor.has_value() && c.opt.routing.pad_to_capacity;
    if (g.has(CudaGraphScope::Moe) && !dropAndPad) {
        // Dropless MoE has data-dependent shapes, which a static graph cannot replay.
        const MessageArg moe = codeArg(toString(CudaGraphScope::Moe));
        sink.error("graphs.moe_needs_drop_and_pad",
                   c.opt.routing.dropless()
                       ? ruleText(MOE_TR("rules",
                                         "CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and "
                                         "pad-to-capacity); routing is dropless"),
                                  moe)
                       : ruleText(MOE_TR("rules",
                                         "CUDA-graph scope %1 needs drop-and-pad routing (capacity factor and "
                                         "pad-to-capacity); routing is not padded"),
                                  moe))
            .fields({kScopes, "options.routing.capacity_factor", "options.routing.pad_to_capacity"})
            .suggest(ruleText(MOE_TR("rules", "graph %1+%2 instead (dropless), or set a capacity factor with padding"),
                              codeArg(toString(CudaGraphScope::MoeRouter)),
                              codeArg(toString(CudaGraphScope::MoePreprocess))))
            .source(kSrcTransformerConfig);
    }
}

void checkImpl(const RuleContext& c, DiagnosticSink& sink) {
    const CudaGraphOptions& g = c.opt.cuda_graphs;
    const bool fullIteration = g.impl == CudaGraphImpl::FullIteration;
    if (c.fullRecompute() && !fullIteration) {
        sink.error("graphs.full_recompute",
                   ruleText(MOE_TR("rules", "CUDA graphs (%1) cannot capture layers under full recompute"),
                            codeArg(toString(g.impl))))
            .fields({kImpl, "options.recompute.granularity"})
            .suggest(ruleText(MOE_TR("rules", "use selective recompute with graphs (or the %1 impl)"),
                              codeArg(toString(CudaGraphImpl::FullIteration))))
            .source(kSrcTransformerConfig);
    }
    if (fullIteration && !g.scopes.empty()) {
        sink.error("graphs.full_iteration_scopes",
                   ruleText(MOE_TR("rules", "CUDA-graph impl %1 captures the whole step and takes no module scopes"),
                            codeArg(toString(CudaGraphImpl::FullIteration))))
            .fields({kImpl, kScopes})
            .suggest(ruleText(MOE_TR("rules", "clear the graph scopes")))
            .source(kSrcArguments)
            .fix(kScopes, "[]");
    }
    if (fullIteration && c.opt.check_for_nan_in_grad) {
        sink.error("graphs.full_iteration_nan_check",
                   ruleText(MOE_TR("rules",
                                   "CUDA-graph impl %1 cannot run with NaN checks on loss and gradients (host sync "
                                   "inside the graph)"),
                            codeArg(toString(CudaGraphImpl::FullIteration))))
            .fields({kImpl, "options.check_for_nan_in_grad"})
            .suggest(ruleText(MOE_TR("rules", "turn %1 off"), codeArg("check_for_nan_in_grad")))
            .source(kSrcArguments)
            .fix("options.check_for_nan_in_grad", "false");
    }
    // Megatron-Core runs fine-grained activation offloading with TE-scoped and full-iteration
    // graphs only, and a captured scope may not contain an offloaded module.
    if (c.opt.activation_cpu_offload && g.impl == CudaGraphImpl::Local) {
        const MessageArg te = codeArg(toString(CudaGraphImpl::TransformerEngine));
        const MessageArg full = codeArg(toString(CudaGraphImpl::FullIteration));
        sink.error("graphs.activation_offload",
                   ruleText(MOE_TR("rules",
                                   "fine-grained activation offloading runs with CUDA-graph impl %1 or %2 only, impl "
                                   "is %3"),
                            te, full, codeArg(toString(g.impl))))
            .fields({"options.activation_cpu_offload", kImpl})
            .suggest(ruleText(MOE_TR("rules", "use impl %1 or %2, or turn activation offload off"), te, full))
            .source(kSrcTransformerConfig);
    }
    if (c.opt.activation_cpu_offload && g.impl == CudaGraphImpl::TransformerEngine) {
        const TrainingOptions& o = c.opt;
        const bool attnCaptured = g.has(CudaGraphScope::Attn) &&
                                  (o.offloads(OffloadModule::AttnNorm) || o.offloads(OffloadModule::QkvLinear) ||
                                   o.offloads(OffloadModule::CoreAttn) || o.offloads(OffloadModule::AttnProj));
        const bool mlpCaptured = (g.has(CudaGraphScope::Mlp) || g.has(CudaGraphScope::Moe)) &&
                                 (o.offloads(OffloadModule::MlpNorm) || o.offloads(OffloadModule::ExpertFc1) ||
                                  o.offloads(OffloadModule::MoeAct));
        if (attnCaptured || mlpCaptured)
            sink.error("graphs.activation_offload_captured",
                       ruleText(MOE_TR("rules",
                                       "a CUDA-graph scope captures an offloaded module (%1); Megatron-Core cannot "
                                       "offload inside a captured graph"),
                                codeArg(attnCaptured ? "attn" : "mlp/moe")))
                .fields({"options.offload_modules", kScopes})
                .suggest(ruleText(
                    MOE_TR("rules", "drop the scope that holds the offloaded module, or offload other modules")))
                .source("NVIDIA/Megatron-LM docs/user-guide/features/fine_grained_activation_offloading.md");
    }
}

}  // namespace

void checkCudaGraphs(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.graphsOn()) return;  // scopes without an impl are inert
    checkScopes(c, sink);
    checkImpl(c, sink);
}

}  // namespace moe::rules

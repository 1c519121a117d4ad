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
        sink.error("graphs.moe_with_router",
                   "CUDA-graph scope moe already covers the router; moe and moe_router "
                   "cannot both be captured")
            .fields({kScopes})
            .suggest("keep moe (drop-and-pad) or moe_router(+moe_preprocess), not both")
            .source(kSrcTransformerConfig);
    }
    if (g.has(CudaGraphScope::MoePreprocess) && !g.has(CudaGraphScope::MoeRouter)) {
        sink.error("graphs.preprocess_needs_router", "CUDA-graph scope moe_preprocess needs moe_router captured too")
            .fields({kScopes})
            .suggest("add moe_router to the graph scopes")
            .source(kSrcTransformerConfig)
            .fix(kScopes, scopesWithRouter(g));
    }
    const bool dropAndPad = c.opt.routing.capacity_factor.has_value() && c.opt.routing.pad_to_capacity;
    if (g.has(CudaGraphScope::Moe) && !dropAndPad) {
        // Dropless MoE has data-dependent shapes, which a static graph cannot replay.
        sink.error("graphs.moe_needs_drop_and_pad",
                   "CUDA-graph scope moe needs drop-and-pad routing (capacity factor "
                   "and pad-to-capacity); routing is " +
                       std::string(c.opt.routing.dropless() ? "dropless" : "not padded"))
            .fields({kScopes, "options.routing.capacity_factor", "options.routing.pad_to_capacity"})
            .suggest("graph moe_router+moe_preprocess instead (dropless), or set a capacity factor with padding")
            .source(kSrcTransformerConfig);
    }
}

void checkImpl(const RuleContext& c, DiagnosticSink& sink) {
    const CudaGraphOptions& g = c.opt.cuda_graphs;
    const bool fullIteration = g.impl == CudaGraphImpl::FullIteration;
    if (c.fullRecompute() && !fullIteration) {
        sink.error("graphs.full_recompute",
                   std::string("CUDA graphs (") + toString(g.impl) + ") cannot capture layers under full recompute")
            .fields({kImpl, "options.recompute.granularity"})
            .suggest("use selective recompute with graphs (or the full_iteration impl)")
            .source(kSrcTransformerConfig);
    }
    if (fullIteration && !g.scopes.empty()) {
        sink.error("graphs.full_iteration_scopes",
                   "CUDA-graph impl full_iteration captures the whole step and takes "
                   "no module scopes")
            .fields({kImpl, kScopes})
            .suggest("clear the graph scopes")
            .source(kSrcArguments)
            .fix(kScopes, "[]");
    }
    if (fullIteration && c.opt.check_for_nan_in_grad) {
        sink.error("graphs.full_iteration_nan_check",
                   "CUDA-graph impl full_iteration cannot run with NaN checks on "
                   "loss and gradients (host sync inside the graph)")
            .fields({kImpl, "options.check_for_nan_in_grad"})
            .suggest("turn check_for_nan_in_grad off")
            .source(kSrcArguments)
            .fix("options.check_for_nan_in_grad", "false");
    }
    // Megatron-Core runs fine-grained activation offloading with TE-scoped and full-iteration
    // graphs only, and a captured scope may not contain an offloaded module.
    if (c.opt.activation_cpu_offload && g.impl == CudaGraphImpl::Local) {
        sink.error("graphs.activation_offload", std::string("fine-grained activation offloading runs with CUDA-graph impl "
                                                            "transformer_engine or full_iteration only, impl is ") +
                                                    toString(g.impl))
            .fields({"options.activation_cpu_offload", kImpl})
            .suggest("use impl transformer_engine or full_iteration, or turn activation offload off")
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
                       std::string("a CUDA-graph scope captures an offloaded module (") + (attnCaptured ? "attn" : "mlp/moe") +
                           "); Megatron-Core cannot offload inside a captured graph")
                .fields({"options.offload_modules", kScopes})
                .suggest("drop the scope that holds the offloaded module, or offload other modules")
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

#include "core/perf/lever_candidates.h"

#include <algorithm>
#include <cmath>

#include "core/export/target_version.h"
#include "core/rules/validator.h"

namespace moe {
namespace {

std::string scopeList(const std::vector<CudaGraphScope>& scopes) {
    std::string out;
    for (CudaGraphScope s : scopes) out += (out.empty() ? "" : " ") + std::string(toString(s));
    return out;
}

std::string dispatcherFlags(Dispatcher d) {
    switch (d) {
        case Dispatcher::FlexDeepEP:
            return "--moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep";
        case Dispatcher::FlexHybridEP:
            return "--moe-token-dispatcher-type flex --moe-flex-dispatcher-backend hybridep";
        case Dispatcher::AllToAll:
            return "--moe-token-dispatcher-type alltoall";
        default:
            return std::string("dispatcher ") + toString(d);
    }
}

}  // namespace

std::vector<LeverCandidate> leverCandidates(const Recipe& r) {
    std::vector<LeverCandidate> out;
    const TrainingOptions& o = r.options;
    const Layout& l = r.layout;
    const OverlapOptions& ov = o.overlap;
    auto add = [&](std::string text, std::function<void(Recipe&)> apply, bool numerics = true) {
        out.push_back({std::move(text), {}, std::move(apply), numerics});
    };
    // A change said in words: its English is the id's.
    auto addSaid = [&](Message said, std::function<void(Recipe&)> apply, bool numerics = true) {
        std::string text = said.english();
        out.push_back({std::move(text), std::move(said), std::move(apply), numerics});
    };
    // Overlap flags.
    if (!ov.grad_reduce) add("--overlap-grad-reduce", [](Recipe& x) { x.options.overlap.grad_reduce = true; });
    if (!ov.param_gather && o.optimizer.distributed)
        add("--overlap-param-gather", [](Recipe& x) { x.options.overlap.param_gather = true; });
    if (l.tp > 1 && !ov.tp_comm_overlap)
        add("--tp-comm-overlap", [](Recipe& x) { x.options.overlap.tp_comm_overlap = true; });
    if (r.model.isMoe() && l.ep > 1) {
        if (!ov.ep_a2a_overlap)
            add("--overlap-moe-expert-parallel-comm", [](Recipe& x) { x.options.overlap.ep_a2a_overlap = true; });
        if (ov.ep_a2a_overlap && !ov.delay_wgrad_compute)
            add("--delay-wgrad-compute", [](Recipe& x) { x.options.overlap.delay_wgrad_compute = true; });
        if (r.model.moe.shared_expert_size > 0 && !ov.shared_expert_overlap && !ov.ep_a2a_overlap)
            add("--moe-shared-expert-overlap", [](Recipe& x) { x.options.overlap.shared_expert_overlap = true; });
        // Dispatcher.
        for (Dispatcher d : {Dispatcher::AllToAll, Dispatcher::FlexDeepEP, Dispatcher::FlexHybridEP})
            if (d != o.dispatcher) add(dispatcherFlags(d), [d](Recipe& x) { x.options.dispatcher = d; });
    }
    // CUDA graphs (TE-scoped): the dropless scopes, then attention; full_iteration where it runs.
    const CudaGraphOptions& g = o.cuda_graphs;
    if (g.impl == CudaGraphImpl::None || g.impl == CudaGraphImpl::TransformerEngine) {
        // The flag as the default export spells it (review: the lever said --cuda-graph-scope while
        // the launch script for Megatron-Core 0.19 writes --cuda-graph-modules).
        const std::string graphFlags =
            std::string("--cuda-graph-impl transformer_engine ") +
            (hasCudaGraphModulesFlag(kDefaultTargetVersion) ? "--cuda-graph-modules " : "--cuda-graph-scope ");
        std::vector<CudaGraphScope> wanted = {CudaGraphScope::Attn};
        if (r.model.isMoe()) {
            wanted.push_back(CudaGraphScope::MoeRouter);
            wanted.push_back(CudaGraphScope::MoePreprocess);
        } else {
            wanted.push_back(CudaGraphScope::Mlp);
        }
        std::vector<CudaGraphScope> scopes = g.impl == CudaGraphImpl::None ? std::vector<CudaGraphScope>{} : g.scopes;
        std::vector<CudaGraphScope> all = scopes;
        for (CudaGraphScope s : wanted)
            if (std::find(all.begin(), all.end(), s) == all.end()) all.push_back(s);
        if (all != scopes || g.impl == CudaGraphImpl::None)
            add(graphFlags + scopeList(all), [all](Recipe& x) {
                x.options.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
                x.options.cuda_graphs.scopes = all;
            });
        // Without attention (for a layout where attention's graph costs too much memory).
        std::vector<CudaGraphScope> noAttn;
        for (CudaGraphScope s : all)
            if (s != CudaGraphScope::Attn) noAttn.push_back(s);
        if (g.impl == CudaGraphImpl::None && noAttn != all && !noAttn.empty())
            add(graphFlags + scopeList(noAttn), [noAttn](Recipe& x) {
                x.options.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
                x.options.cuda_graphs.scopes = noAttn;
            });
    }
    // Recompute: one module less, or selective instead of full.
    const RecomputeOptions& rc = o.recompute;
    if (rc.granularity == RecomputeGranularity::Selective) {
        for (RecomputeModule m : rc.modules)
            addSaid(message("perf", MOE_TR("perf", "stop recomputing %1"), codeArg(toString(m))), [m](Recipe& x) {
                auto& mods = x.options.recompute.modules;
                mods.erase(std::remove(mods.begin(), mods.end(), m), mods.end());
                if (mods.empty()) x.options.recompute = RecomputeOptions{};
            });
    } else if (rc.granularity == RecomputeGranularity::Full) {
        addSaid(message("perf", MOE_TR("perf", "selective recompute (%1, %2) instead of full"), codeArg("layernorm"),
                        codeArg("moe_act")),
                [](Recipe& x) {
                    RecomputeOptions s;
                    s.granularity = RecomputeGranularity::Selective;
                    s.modules = {RecomputeModule::Layernorm, RecomputeModule::MoeAct};
                    x.options.recompute = s;
                });
    }
    // Layout moves at the same GPU count: VPP ×2 / ÷2, PP ×2 / ÷2 (DP follows), EP ×2 / ÷2.
    auto layoutMove = [&](const std::string& text, std::function<void(Layout&)> move) {
        add(text, [move](Recipe& x) {
            move(x.layout);
            x.layout.pipeline_layout.clear();  // a hand-written stage string fits one PP × VPP only
        });
    };
    if (l.pp > 1) layoutMove("VPP " + std::to_string(l.vpp * 2), [](Layout& x) { x.vpp *= 2; });
    if (l.vpp > 1) layoutMove("VPP " + std::to_string(l.vpp / 2), [](Layout& x) { x.vpp /= 2; });
    layoutMove("PP " + std::to_string(l.pp * 2), [](Layout& x) { x.pp *= 2; });
    if (l.pp > 1)
        layoutMove("PP " + std::to_string(l.pp / 2), [](Layout& x) {
            x.pp /= 2;
            if (x.pp == 1) x.vpp = 1;
        });
    if (r.model.isMoe()) {
        layoutMove("EP " + std::to_string(l.ep * 2), [](Layout& x) { x.ep *= 2; });
        if (l.ep > 1) layoutMove("EP " + std::to_string(l.ep / 2), [](Layout& x) { x.ep /= 2; });
    }
    // Precision (changes the numerics: after a validated BF16 baseline).
    if (o.precision == Precision::BF16 && r.hardware.fp8_tflops > 0) {
        const Precision p = r.hardware.supports_mxfp8 ? Precision::MXFP8 : Precision::FP8Blockwise;
        addSaid(
            message("perf", MOE_TR("perf", "%1 (after a validated BF16 baseline)"),
                    codeArg(std::string("--fp8-recipe ") + (p == Precision::MXFP8 ? "mxfp8" : "blockwise"))),
            [p](Recipe& x) {
                x.options.precision = p;
                x.options.fp8_param_gather = true;
            },
            false);
    }
    if (!o.manual_gc) add("--manual-gc", [](Recipe& x) { x.options.manual_gc = true; });
    // Optimizer offload off, where the state fits in HBM without it (the fit check drops it otherwise).
    if (o.optimizer.cpu_offload)
        addSaid(message("perf", MOE_TR("perf", "optimizer CPU offload off")),
                [](Recipe& x) { x.options.optimizer.cpu_offload = false; });
    return out;
}

std::vector<RankedLever> rankLevers(const Recipe& recipe, const Calibration& cal, const MemoryReport& memory,
                                    const StepEstimate& estimate) {
    std::vector<RankedLever> out;
    if (!memory.fits || !memory.host_fits || estimate.tokens_per_s_per_gpu <= 0) return out;
    for (const LeverCandidate& c : leverCandidates(recipe)) {
        Recipe changed = recipe;
        c.apply(changed);
        bool refused = false;
        for (const Diagnostic& d : validateRecipe(changed, ValidationScope::HardRules))
            if (d.severity == Severity::Error) refused = true;
        if (refused) continue;
        const auto mem = estimateMemory(changed);
        if (!mem || !mem->fits || !mem->host_fits) continue;
        const auto after = estimateStepTime(changed, cal, *mem);
        if (!after || after->tokens_per_s_per_gpu <= 0) continue;
        out.push_back({c.text, c.message, after->tokens_per_s_per_gpu / estimate.tokens_per_s_per_gpu - 1.0,
                       c.preserves_numerics});
    }
    // Best gain first; within half a point, a change that keeps the numerics goes first.
    std::stable_sort(out.begin(), out.end(),
                     [](const RankedLever& a, const RankedLever& b) { return a.gain > b.gain; });
    for (size_t i = 1; i < out.size(); ++i)
        for (size_t j = i; j > 0 && !out[j - 1].preserves_numerics && out[j].preserves_numerics &&
                           out[j - 1].gain - out[j].gain <= 0.005;
             --j)
            std::swap(out[j - 1], out[j]);
    return out;
}

}  // namespace moe

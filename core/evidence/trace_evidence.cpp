#include "core/evidence/trace_evidence.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "core/common/text.h"
#include "core/trace/interval_metrics.h"

namespace moe::evidence {
namespace {

bool has(const std::string& s, std::string_view part) {
    return s.find(part) != std::string::npos;
}

double ms(int64_t ns) {
    return static_cast<double>(ns) / 1e6;
}

std::string count(uint64_t n, const char* what) {
    return std::to_string(n) + " " + what;
}

}  // namespace

void KernelSignatures::add(const KernelSignatures& o) {
    kernels += o.kernels;
    comm_kernels += o.comm_kernels;
    deepep += o.deepep;
    hybridep += o.hybridep;
    nccl_alltoall += o.nccl_alltoall;
    nccl_allgather += o.nccl_allgather;
    fp8 += o.fp8;
    mxfp8 += o.mxfp8;
    fp4 += o.fp4;
    bf16_gemm += o.bf16_gemm;
    graph_launches += o.graph_launches;
    runtime_calls += o.runtime_calls;
}

KernelSignatures kernelSignatures(const trace::Trace& trace, const trace::Classification& classes) {
    // Classify each distinct name once, then count events.
    enum Bit : uint32_t {
        DeepEP = 1,
        HybridEP = 2,
        A2A = 4,
        AG = 8,
        FP8 = 16,
        MXFP8 = 32,
        FP4 = 64,
        BF16Gemm = 128,
        Graph = 256
    };
    std::vector<uint32_t> bits(trace.names.size(), 0);
    for (size_t i = 0; i < trace.names.size(); ++i) {
        const std::string n = toLower(trace.names[i]);
        uint32_t b = 0;
        if (has(n, "deep_ep") || has(n, "dpsk::ep") || has(n, "deepep")) b |= DeepEP;
        if (has(n, "hybrid_ep") || has(n, "hybridep")) b |= HybridEP;
        if (has(n, "nccl") && (has(n, "alltoall") || has(n, "all_to_all") || has(n, "sendrecv"))) b |= A2A;
        if (has(n, "nccl") && (has(n, "allgather") || has(n, "reducescatter"))) b |= AG;
        if (has(n, "mxfp8") || has(n, "block_scaled") || has(n, "blockscaled"))
            b |= MXFP8;
        else if (has(n, "e4m3") || has(n, "e5m2") || has(n, "fp8"))
            b |= FP8;
        if (has(n, "nvfp4") || has(n, "e2m1") || has(n, "fp4")) b |= FP4;
        if ((has(n, "bf16") || has(n, "bfloat16")) &&
            (has(n, "gemm") || has(n, "xmma") || has(n, "nvjet") || has(n, "cutlass")))
            b |= BF16Gemm;
        if (has(n, "graphlaunch")) b |= Graph;
        bits[i] = b;
    }
    KernelSignatures s;
    for (const auto& rank : trace.ranks) {
        for (const auto& e : rank.events) {
            const uint32_t b = bits[e.name];
            if (e.kind == trace::EventKind::Runtime) {
                ++s.runtime_calls;
                if (b & Graph) ++s.graph_launches;
                continue;
            }
            if (e.kind != trace::EventKind::Kernel) continue;
            ++s.kernels;
            if (classes.of(e) == trace::KernelClass::Communication) ++s.comm_kernels;
            if (b & DeepEP) ++s.deepep;
            if (b & HybridEP) ++s.hybridep;
            if (b & A2A) ++s.nccl_alltoall;
            if (b & AG) ++s.nccl_allgather;
            if (b & FP8) ++s.fp8;
            if (b & MXFP8) ++s.mxfp8;
            if (b & FP4) ++s.fp4;
            if (b & BF16Gemm) ++s.bf16_gemm;
        }
    }
    return s;
}

TraceSummary summarizeTrace(const trace::Trace& trace, const trace::Classification& classes) {
    TraceSummary s;
    s.path = trace.path;
    s.format = trace.format;
    s.ranks = static_cast<int>(trace.ranks.size());
    s.unclassified_kernels = classes.unclassified;
    s.signatures = kernelSignatures(trace, classes);
    trace::DeviceMetrics total;
    total.windows = 0;
    bool anySteps = false;
    for (const auto& rank : trace.ranks) {
        for (int32_t device : rank.devices) {
            ++s.devices;
            const auto steps = trace::completeStepWindows(trace, rank, device);
            if (!steps.empty()) {
                anySteps = true;
                for (const auto& window : steps) total.add(trace::computeDeviceMetrics(rank, device, classes, window));
            } else {
                total.add(trace::computeDeviceMetrics(rank, device, classes));
            }
        }
    }
    s.step_aligned = anySteps;
    s.windows = total.windows;
    if (total.windows > 0) {
        const double w = static_cast<double>(total.windows);
        s.window_ms = ms(total.window_ns) / w;
        s.busy_ms = ms(total.busy_ns) / w;
        s.idle_ms = ms(total.idle_ns) / w;
        s.comm_ms = ms(total.comm_ns) / w;
        s.compute_ms = ms(total.compute_ns) / w;
        s.overlap_ms = ms(total.overlap_ns) / w;
        s.exposed_comm_ms = ms(total.exposed_comm_ns) / w;
    }
    return s;
}

TraceSummary mergeSummaries(const std::vector<TraceSummary>& parts) {
    TraceSummary m;
    if (parts.size() == 1) return parts.front();
    double wsum = 0;
    m.step_aligned = !parts.empty();
    for (const auto& p : parts) {
        m.path += (m.path.empty() ? "" : ", ") + p.path;
        if (m.format.empty()) m.format = p.format;
        m.ranks += p.ranks;
        m.devices += p.devices;
        m.windows += p.windows;
        m.step_aligned = m.step_aligned && p.step_aligned;
        m.unclassified_kernels += p.unclassified_kernels;
        m.signatures.add(p.signatures);
        const double w = static_cast<double>(p.windows);
        wsum += w;
        m.window_ms += p.window_ms * w;
        m.busy_ms += p.busy_ms * w;
        m.idle_ms += p.idle_ms * w;
        m.comm_ms += p.comm_ms * w;
        m.compute_ms += p.compute_ms * w;
        m.overlap_ms += p.overlap_ms * w;
        m.exposed_comm_ms += p.exposed_comm_ms * w;
    }
    if (wsum > 0)
        for (double* v :
             {&m.window_ms, &m.busy_ms, &m.idle_ms, &m.comm_ms, &m.compute_ms, &m.overlap_ms, &m.exposed_comm_ms})
            *v /= wsum;
    return m;
}

const char* toString(ProofStatus s) {
    switch (s) {
        case ProofStatus::Proven:
            return "proven";
        case ProofStatus::NotObserved:
            return "not observed";
        case ProofStatus::Unproven:
            return "unproven";
        case ProofStatus::NotRequested:
            return "not requested";
    }
    return "unproven";
}

std::vector<MechanismProof> proveMechanisms(const MeasurementContract& contract,
                                            const std::vector<TraceSummary>& traces) {
    const bool traced = !traces.empty();
    const TraceSummary t = traced ? mergeSummaries(traces) : TraceSummary{};
    const KernelSignatures& k = t.signatures;
    const std::string noTrace = "no trace attached";
    std::vector<MechanismProof> out;

    // Dispatcher.
    {
        MechanismProof p{"dispatcher", contract.value("options.dispatcher").value_or("unknown"), ProofStatus::Unproven,
                         noTrace};
        if (traced) {
            const std::string seen = count(k.deepep, "DeepEP") + ", " + count(k.hybridep, "HybridEP") + ", " +
                                     count(k.nccl_alltoall, "NCCL all-to-all/SendRecv") + ", " +
                                     count(k.nccl_allgather, "NCCL all-gather/reduce-scatter") + " kernels";
            uint64_t own = 0;
            if (p.requested == "flex_deepep")
                own = k.deepep;
            else if (p.requested == "flex_hybridep")
                own = k.hybridep;
            else if (p.requested == "alltoall")
                own = k.nccl_alltoall;
            else if (p.requested == "allgather")
                own = k.nccl_allgather;
            p.status = own > 0 ? ProofStatus::Proven : ProofStatus::NotObserved;
            p.evidence = seen;
            if (p.requested == "unknown")
                p.status = ProofStatus::Unproven, p.evidence = "the contract does not name a dispatcher; " + seen;
        }
        out.push_back(p);
    }
    // Precision kernels.
    {
        MechanismProof p{"precision kernels", contract.value("options.precision").value_or("unknown"),
                         ProofStatus::Unproven, noTrace};
        if (traced) {
            uint64_t own = 0;
            const std::string& r = p.requested;
            if (r == "bf16")
                own = k.bf16_gemm;
            else if (r == "mxfp8")
                own = k.mxfp8;
            else if (r == "nvfp4")
                own = k.fp4;
            else if (r.rfind("fp8", 0) == 0)
                own = k.fp8;
            p.status = own > 0 ? ProofStatus::Proven : ProofStatus::NotObserved;
            p.evidence = count(k.fp8, "FP8") + ", " + count(k.mxfp8, "MXFP8") + ", " + count(k.fp4, "FP4") + ", " +
                         count(k.bf16_gemm, "BF16 GEMM") + " kernels of " + std::to_string(k.kernels);
            if (r == "unknown") p.status = ProofStatus::Unproven;
        }
        out.push_back(p);
    }
    // Overlap.
    {
        std::string requested;
        for (const char* key : {"options.overlap.ep_a2a_overlap", "options.overlap.shared_expert_overlap",
                                "options.overlap.delay_wgrad_compute", "options.overlap.grad_reduce",
                                "options.overlap.param_gather", "options.overlap.tp_comm_overlap"})
            if (contract.isTrue(key)) requested += (requested.empty() ? "" : ", ") + std::string(key).substr(16);
        MechanismProof p{"overlap", requested.empty() ? "none" : requested, ProofStatus::Unproven, noTrace};
        const bool known = std::any_of(contract.fields.begin(), contract.fields.end(),
                                       [](const auto& kv) { return kv.first.rfind("options.overlap.", 0) == 0; });
        if (!known)
            p.requested = "unknown";
        else if (requested.empty())
            p.status = ProofStatus::NotRequested, p.evidence = "no overlap option set";
        if (traced) {
            char buf[200];
            std::snprintf(buf, sizeof buf,
                          "comm ∩ compute %.3f ms of %.3f ms communication per window (%.2f %% hidden)", t.overlap_ms,
                          t.comm_ms, t.hiddenCommPct());
            p.evidence = buf;
            if (!requested.empty()) p.status = t.overlap_ms > 0 ? ProofStatus::Proven : ProofStatus::NotObserved;
        }
        out.push_back(p);
    }
    // CUDA-graph replay.
    {
        const std::string impl = contract.value("options.cuda_graphs.impl").value_or("unknown");
        const std::string scopes = contract.value("options.cuda_graphs.scopes").value_or("");
        MechanismProof p{"cuda graph replay", impl + (scopes.empty() ? "" : " (" + scopes + ")"), ProofStatus::Unproven,
                         noTrace};
        if (impl == "none") p.status = ProofStatus::NotRequested, p.evidence = "graphs off";
        if (traced) {
            p.evidence =
                count(k.graph_launches, "graph launches") + " of " + std::to_string(k.runtime_calls) + " runtime calls";
            if (impl != "none" && impl != "unknown") {
                if (k.graph_launches > 0)
                    p.status = ProofStatus::Proven;
                else if (k.runtime_calls > 0)
                    p.status = ProofStatus::NotObserved;
                else
                    p.status = ProofStatus::Unproven,
                    p.evidence = "the trace has no runtime calls to show graph launches";
            }
        }
        out.push_back(p);
    }
    return out;
}

}  // namespace moe::evidence

#pragma once
// What an attached trace proves about a run: per-window overlap metrics (interval unions, domain
// §9.4) averaged over profiled steps, and the kernel and launch signatures that show which
// dispatcher, precision kernels, overlap and CUDA-graph replay actually ran (domain §11: backends
// fall back silently, captures can succeed without replay).
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/evidence/measurement_contract.h"
#include "core/trace/kernel_classes.h"
#include "core/trace/trace_model.h"

namespace moe::evidence {

// Kernel-name and launch counts (GPU events / runtime calls, not time).
struct KernelSignatures {
    uint64_t kernels = 0;
    uint64_t comm_kernels = 0;
    uint64_t deepep = 0;          // deep_ep:: / dpsk::ep
    uint64_t hybridep = 0;        // hybrid_ep
    uint64_t nccl_alltoall = 0;   // NCCL AllToAll / SendRecv
    uint64_t nccl_allgather = 0;  // NCCL AllGather / ReduceScatter
    uint64_t fp8 = 0;             // e4m3 / e5m2 / fp8 in the name
    uint64_t mxfp8 = 0;           // mxfp8 / block-scaled
    uint64_t fp4 = 0;             // nvfp4 / e2m1
    uint64_t bf16_gemm = 0;       // bf16 GEMM kernels
    uint64_t graph_launches = 0;  // cudaGraphLaunch / hipGraphLaunch runtime calls
    uint64_t runtime_calls = 0;   // any runtime launch call (0 = the trace cannot tell about graphs)
    void add(const KernelSignatures& o);
};

struct TraceSummary {
    std::string path;
    std::string format;
    int ranks = 0;
    int devices = 0;
    uint64_t windows = 0;       // device windows averaged (profiled steps × devices, or devices)
    bool step_aligned = false;  // windows are ProfilerStep#N steps (last partial step dropped)
    // Per-window means, milliseconds.
    double window_ms = 0, busy_ms = 0, idle_ms = 0, comm_ms = 0, compute_ms = 0, overlap_ms = 0, exposed_comm_ms = 0;
    uint64_t unclassified_kernels = 0;
    KernelSignatures signatures;
    [[nodiscard]] double hiddenCommPct() const { return comm_ms > 0 ? 100.0 * overlap_ms / comm_ms : 0.0; }
};

// Signatures of one trace (pure name matching).
KernelSignatures kernelSignatures(const trace::Trace& trace, const trace::Classification& classes);

// Metrics per ProfilerStep#N window when the trace has steps (the last dropped when there are
// several), else per device over its whole activity; averaged over all ranks and devices.
TraceSummary summarizeTrace(const trace::Trace& trace, const trace::Classification& classes);

// Several traces of one run as one summary (windows pooled, signatures summed).
TraceSummary mergeSummaries(const std::vector<TraceSummary>& parts);

enum class ProofStatus { Proven, NotObserved, Unproven, NotRequested };
const char* toString(ProofStatus s);  // "proven", "not observed", "unproven", "not requested"

struct MechanismProof {
    std::string mechanism;  // "dispatcher", "precision kernels", "overlap", "cuda graph replay"
    std::string requested;  // what the contract asks for
    ProofStatus status = ProofStatus::Unproven;
    std::string evidence;  // the counts or the reason
};

// One row per mechanism: proven from the traces' kernels and launches, "not observed" when a
// trace is attached but shows no sign (or another backend's), "unproven" without a trace.
std::vector<MechanismProof> proveMechanisms(const MeasurementContract& contract,
                                            const std::vector<TraceSummary>& traces);

}  // namespace moe::evidence

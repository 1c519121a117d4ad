#include "core/memory/memory_model.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/layout/pipeline_layout.h"
#include "core/memory/activation_model.h"
#include "core/memory/pipeline_schedule.h"
#include "core/memory/stage_parameters.h"

namespace moe {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

int64_t toBytes(double b) { return static_cast<int64_t>(std::llround(b)); }

double dtypeBytes(OptimizerDtype d) {
    switch (d) {
        case OptimizerDtype::FP32: return 4;
        case OptimizerDtype::FP16:
        case OptimizerDtype::BF16: return 2;
        case OptimizerDtype::FP8: return 1;
    }
    return 4;
}

Error fieldError(std::string field, std::string reason) { return Error{{}, 0, 0, std::move(field), std::move(reason)}; }

Status checkInputs(const Recipe& r) {
    const Layout& l = r.layout;
    if (r.model.hidden_size <= 0 || r.model.num_layers <= 0) return fieldError("model", "model sizes must be positive");
    if (l.tp < 1 || l.cp < 1 || l.pp < 1 || l.vpp < 1 || l.ep < 1 || l.etpOrTp() < 1)
        return fieldError("layout", "parallel sizes must be >= 1");
    if (l.world_size < 1) return fieldError("layout.world_size", "must be >= 1");
    if (l.seq_length < 1 || l.micro_batch_size < 1 || l.global_batch_size < 1)
        return fieldError("layout.seq_length", "sequence and batch sizes must be >= 1");
    if (l.dp() == 0)
        return fieldError("layout.world_size", "world " + std::to_string(l.world_size) + " is not divisible by TP·CP·PP = " +
                                                   std::to_string(int64_t{l.tp} * l.cp * l.pp));
    if (l.edp() == 0)
        return fieldError("layout.world_size", "world " + std::to_string(l.world_size) + " is not divisible by ETP·EP·PP = " +
                                                   std::to_string(int64_t{l.etpOrTp()} * l.ep * l.pp));
    if (r.hardware.usable_gib <= 0) return fieldError("hardware.usable_gib", "must be positive");
    return okStatus();
}

struct StateBytes {
    double weights = 0, grads = 0, optimizer = 0, host = 0, fp8Copies = 0;
};

// Domain §4.2: bf16 params, fp32/bf16 main grads, optimizer master + moments sharded over N by
// the distributed optimizer, FP8/FP4 param gather, CPU offload of a fraction of the sharded state.
StateBytes stateBytes(const StageParameters& sp, const Recipe& r, std::vector<MemoryLine>& detail) {
    const TrainingOptions& o = r.options;
    const Layout& l = r.layout;
    StateBytes s;
    double paramBytes = 2.0;
    std::string paramOrigin = "BF16 parameters: 2 B/param";
    if (o.fp8_param_gather && o.isFp8()) {
        paramBytes = 1.0;
        paramOrigin = "FP8 parameters (param gather): 1 B/param (assumption, domain §4.2)";
    } else if (o.fp8_param_gather && o.isFp4()) {
        paramBytes = 0.5;
        paramOrigin = "FP4 parameters (param gather): ≈0.5 B/param (assumption, domain §4.2)";
    }
    const double params = static_cast<double>(sp.total());
    s.weights = params * paramBytes;
    detail.push_back({MemoryCategory::Weights, "dense", "dense + replicated parameters", toBytes(static_cast<double>(sp.dense_per_gpu) * paramBytes),
                      std::to_string(sp.dense_per_gpu) + " params/GPU (TP-sharded ÷TP + replicated + embedding shards) · " + paramOrigin});
    detail.push_back({MemoryCategory::Weights, "experts", "routed-expert parameters", toBytes(static_cast<double>(sp.expert_per_gpu) * paramBytes),
                      std::to_string(sp.expert_per_gpu) + " params/GPU (÷ETP·EP) · " + paramOrigin});

    const double gradBytes = o.optimizer.precision_aware ? dtypeBytes(o.optimizer.main_grads_dtype) : 4.0;
    s.grads = params * gradBytes;
    detail.push_back({MemoryCategory::Grads, "all", "main gradients", toBytes(s.grads),
                      std::to_string(static_cast<int>(gradBytes)) + " B/param main-grad buffer (full size even with the distributed optimizer)"});

    const double momentBytes = o.optimizer.precision_aware
                                   ? dtypeBytes(o.optimizer.exp_avg_dtype) + dtypeBytes(o.optimizer.exp_avg_sq_dtype)
                                   : 8.0;
    const double perParam = 4.0 + momentBytes;  // fp32 master + Adam moments
    const int instances = std::max(1, o.optimizer.distributed_instances);
    const double nDense = o.optimizer.distributed ? std::max(1.0, static_cast<double>(l.dp() * l.cp) / instances) : 1.0;
    const double nExpert = o.optimizer.distributed ? std::max(1.0, static_cast<double>(l.edp()) / instances) : 1.0;
    const double sharded = static_cast<double>(sp.dense_per_gpu) * perParam / nDense +
                           static_cast<double>(sp.expert_per_gpu) * perParam / nExpert;
    const double phi = std::clamp(o.optimizer.effectiveOffloadFraction(), 0.0, 1.0);
    s.optimizer = sharded * (1 - phi);
    s.host = sharded * phi;
    std::string shardOrigin = o.optimizer.distributed
                                  ? "dense state ÷ DP·CP = " + std::to_string(static_cast<int64_t>(nDense)) + ", expert state ÷ EDP = " +
                                        std::to_string(static_cast<int64_t>(nExpert))
                                  : "no distributed optimizer: unsharded";
    detail.push_back({MemoryCategory::Optimizer, "all", "master weights + Adam moments", toBytes(s.optimizer),
                      std::to_string(static_cast<int>(perParam)) + " B/param (" + shardOrigin + ")" +
                          (phi > 0 ? "; " + std::to_string(static_cast<int>(std::lround(phi * 100))) + " % offloaded to host" : "")});
    if ((o.isFp8() || o.isFp4()) && !o.fp8_param_gather) {
        s.fp8Copies = static_cast<double>(sp.te_linear_per_gpu);  // scaled by the assumption below
    }
    return s;
}

struct LayerKindKey {
    bool moe, linear, mtp;
    bool operator<(const LayerKindKey& o) const { return std::tie(moe, linear, mtp) < std::tie(o.moe, o.linear, o.mtp); }
};

// Activation bytes kept by one chunk for one microbatch, honouring full recompute.
struct ChunkActivations {
    double kept = 0;
    double transient = 0;  // one re-run layer alive during backward under full recompute
    std::map<std::pair<std::string, std::string>, double> byTensor;
};

}  // namespace

const char* toString(MemoryCategory c) {
    switch (c) {
        case MemoryCategory::Weights: return "weights";
        case MemoryCategory::Grads: return "grads";
        case MemoryCategory::Optimizer: return "optimizer";
        case MemoryCategory::Activations: return "activations";
        case MemoryCategory::Overhead: return "overhead";
    }
    return "?";
}

Result<MemoryReport> estimateMemory(const Recipe& r, const MemoryAssumptions& assumptions) {
    if (auto s = checkInputs(r); !s) return s.error();
    auto placement = placeLayers(r.model, r.layout);
    if (!placement) return placement.error();
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    const TrainingOptions& o = r.options;

    MemoryReport report;
    report.assumptions = resolveAssumptions(assumptions, o, m.isMoe(), l.ep);
    report.microbatches_per_step = l.microbatchesPerStep();
    report.hbm_bytes = toBytes(r.hardware.usable_gib * kGiB);

    ActivationContext ctx;
    ctx.tp = l.tp;
    ctx.cp = l.cp;
    ctx.etp = l.etpOrTp();
    ctx.sequence_parallel = l.sequence_parallel && l.tp > 1;
    ctx.seq_length = l.seq_length;
    ctx.micro_batch_size = l.micro_batch_size;
    ctx.precision = o.precision;
    ctx.routing_imbalance = report.assumptions.routing_imbalance;
    ctx.probs_into_swiglu_fusion = assumptions.probs_into_swiglu_fusion;
    ctx.recompute = o.recompute;

    // Layer activations depend only on the layer's kind: compute each kind once.
    std::map<LayerKindKey, LayerActivations> byKind;
    auto activationsOf = [&](int layer) -> const LayerActivations& {
        const LayerKindKey key{m.isMoeLayer(layer), m.isLinearAttentionLayer(layer), layer >= m.num_layers};
        auto it = byKind.find(key);
        if (it == byKind.end()) it = byKind.emplace(key, layerActivations(m, layer, ctx)).first;
        return it->second;
    };
    const double inputBytes = layerInputBytes(m, ctx);
    const bool full = o.recompute.granularity == RecomputeGranularity::Full;

    auto chunkActivations = [&](const VirtualStage& chunk) {
        ChunkActivations c;
        std::vector<int> layers = chunk.decoder_layers;
        for (int j : chunk.mtp_layers) layers.push_back(m.num_layers + j);
        const int n = static_cast<int>(layers.size());
        const int groupSize = std::max(1, o.recompute.num_layers);
        for (int i = 0; i < n; ++i) {
            const LayerActivations& la = activationsOf(layers[static_cast<size_t>(i)]);
            bool recomputed = false;
            if (full) {
                recomputed = o.recompute.method == RecomputeMethod::Block ? i < o.recompute.num_layers : true;
                c.transient = std::max(c.transient, la.allBytes());
            }
            if (recomputed) {
                // Uniform keeps one input per group of N layers; block keeps each recomputed input.
                const bool keepsInput = o.recompute.method == RecomputeMethod::Block || i % groupSize == 0;
                if (keepsInput) {
                    c.kept += inputBytes;
                    c.byTensor[{"residual", "layer input (full recompute checkpoint)"}] += inputBytes;
                }
                continue;
            }
            for (const auto& t : la.tensors) {
                if (t.removed) continue;
                c.kept += t.bytes;
                c.byTensor[{t.group, t.name}] += t.bytes;
            }
        }
        return c;
    };

    const auto params = stageParameters(m, l, *placement);
    ScheduleShape shape;
    shape.pp = l.pp;
    shape.vpp = placement->vpp;
    shape.microbatches = std::max<int64_t>(1, report.microbatches_per_step);
    shape.group_size = l.microbatch_group_size_per_vp_stage.value_or(0);
    shape.ep_overlap = o.overlap.ep_a2a_overlap;

    const double sr = static_cast<double>(l.seq_length) / l.cp * l.micro_batch_size;
    const double h = static_cast<double>(m.hidden_size);
    int64_t binding = -1;
    for (int p = 0; p < placement->pp; ++p) {
        StageMemory s;
        s.stage = p;
        const StageParameters& sp = params[static_cast<size_t>(p)];
        s.decoder_layers = sp.decoder_layers;
        s.mtp_layers = sp.mtp_layers;
        s.params_per_gpu = sp.total();
        const StateBytes state = stateBytes(sp, r, s.detail);
        s.weights_bytes = toBytes(state.weights);
        s.grads_bytes = toBytes(state.grads);
        s.optimizer_bytes = toBytes(state.optimizer);
        s.host_offload_bytes = toBytes(state.host);

        const auto chunks = placement->chunksOf(p);
        std::vector<ChunkActivations> perChunk;
        perChunk.reserve(chunks.size());
        for (const VirtualStage* c : chunks) perChunk.push_back(chunkActivations(*c));
        const std::vector<int> inflight = inflightChunks(shape, p);
        s.inflight_microbatches = static_cast<int>(inflight.size());
        std::map<std::pair<std::string, std::string>, double> tensors;
        double activations = 0;
        double transient = 0;
        for (int chunkIndex : inflight) {
            if (chunkIndex >= static_cast<int>(perChunk.size())) continue;
            const ChunkActivations& ca = perChunk[static_cast<size_t>(chunkIndex)];
            activations += ca.kept;
            transient = std::max(transient, ca.transient);
            for (const auto& [key, bytes] : ca.byTensor) tensors[key] += bytes;
            if (chunks[static_cast<size_t>(chunkIndex)]->has_embedding) {
                const double emb = 8 * sr + 2 * sr * h;  // token ids (int64) + embedding output (bf16)
                activations += emb;
                tensors[{"embedding", "token ids + embedding output"}] += emb;
            }
        }
        bool hasLoss = false;
        int mtpHeads = 0;
        for (const VirtualStage* c : chunks) {
            hasLoss |= c->has_loss;
            mtpHeads += static_cast<int>(c->mtp_layers.size());
        }
        if (hasLoss) {
            const double logits = sr * static_cast<double>(m.paddedVocab(l.tp)) / l.tp * assumptions.logit_bytes_per_element * (1 + mtpHeads) +
                                  4 * sr * h / l.tp;
            activations += logits;
            tensors[{"loss", "logits + cross-entropy"}] += logits;
        }
        if (transient > 0) {
            activations += transient;
            tensors[{"residual", "one layer re-run during backward (full recompute)"}] += transient;
        }
        s.activation_bytes = toBytes(activations);
        for (const auto& [key, bytes] : tensors)
            s.detail.push_back({MemoryCategory::Activations, key.first, key.second, toBytes(bytes),
                                "per-tensor template (domain §4.3) × " + std::to_string(inflight.size()) + " chunk-microbatches in flight"});

        const double fp8Copies = state.fp8Copies * assumptions.fp8_weight_copy_bytes;
        const double fixed = (report.assumptions.dispatcher_workspace_gib + report.assumptions.cuda_graph_pool_gib +
                              assumptions.cuda_context_nccl_gib) * kGiB;
        const double allocated = state.weights + state.grads + state.optimizer + activations + fp8Copies;
        const double fragmentation = allocated * assumptions.fragmentation_fraction;
        s.overhead_bytes = toBytes(fixed + fragmentation + fp8Copies);
        if (fp8Copies > 0)
            s.detail.push_back({MemoryCategory::Overhead, "precision", "FP8 weight copies", toBytes(fp8Copies),
                                "TE FP8 copies of GEMM weights without FP8 params (assumption, domain §4.2)"});
        s.detail.push_back({MemoryCategory::Overhead, "dispatcher", "dispatcher workspace", toBytes(report.assumptions.dispatcher_workspace_gib * kGiB),
                            "assumption (domain §4.6)"});
        if (report.assumptions.cuda_graph_pool_gib > 0)
            s.detail.push_back({MemoryCategory::Overhead, "cuda graphs", "graph memory pool", toBytes(report.assumptions.cuda_graph_pool_gib * kGiB),
                                "assumption (domain §4.6)"});
        s.detail.push_back({MemoryCategory::Overhead, "runtime", "CUDA context + NCCL", toBytes(assumptions.cuda_context_nccl_gib * kGiB),
                            "assumption (domain §4.6)"});
        s.detail.push_back({MemoryCategory::Overhead, "allocator", "fragmentation", toBytes(fragmentation),
                            "assumption: fraction of allocated bytes (domain §4.6)"});

        report.host_bytes_per_gpu = std::max(report.host_bytes_per_gpu, s.host_offload_bytes);
        if (binding < 0 || s.totalBytes() > report.stages[static_cast<size_t>(binding)].totalBytes()) binding = p;
        report.stages.push_back(std::move(s));
    }
    report.binding_stage = static_cast<int>(std::max<int64_t>(0, binding));
    report.headroom_bytes = report.hbm_bytes - report.binding().totalBytes();
    report.fits = report.headroom_bytes >= 0;
    report.host_bytes_per_node = report.host_bytes_per_gpu * r.hardware.gpus_per_node;
    report.host_budget_per_gpu = toBytes(r.hardware.host_ram_per_gpu_gb * 1e9 * (1 - assumptions.host_pinned_reserve_fraction));
    report.host_fits = report.host_bytes_per_gpu <= report.host_budget_per_gpu;
    return report;
}

}  // namespace moe

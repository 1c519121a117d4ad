#include "core/memory/memory_model.h"

#include "core/memory/activation_offload.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>

#include "core/common/units.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/activation_model.h"
#include "core/memory/activation_offload.h"
#include "core/memory/pipeline_schedule.h"
#include "core/memory/stage_parameters.h"

namespace moe {
namespace {

// Absurd inputs (2^30-token sequences, huge batches) must give "does not fit", not overflow.
int64_t toBytes(double b) {
    constexpr double kMax = 9.0e18;  // below INT64_MAX, so sums of a few such values stay finite
    if (!(b > 0)) return 0;          // also maps NaN to 0
    return b >= kMax ? static_cast<int64_t>(kMax) : static_cast<int64_t>(std::llround(b));
}

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
StateBytes stateBytes(const StageParameters& sp, const Recipe& r, StageMemory& stage, bool detail) {
    const TrainingOptions& o = r.options;
    const Layout& l = r.layout;
    StateBytes s;
    double paramBytes = 2.0;
    const char* paramOrigin = "2 B/param BF16 parameters × params per GPU (TP-sharded ÷TP + replicated + embedding shards)";
    if (o.fp8_param_gather && o.isFp8()) {
        paramBytes = 1.0;
        paramOrigin = "1 B/param FP8 parameters with FP8 param gather (assumption)";
    } else if (o.fp8_param_gather && o.isFp4()) {
        paramBytes = 0.5;
        paramOrigin = "≈0.5 B/param FP4 parameters with FP4 param gather (assumption)";
    }
    stage.param_bytes = paramBytes;
    stage.dense_params_per_gpu = sp.dense_per_gpu;
    stage.expert_params_per_gpu = sp.expert_per_gpu;
    const double params = static_cast<double>(sp.total());
    s.weights = params * paramBytes;
    if (detail) stage.detail.push_back({MemoryCategory::Weights, "dense", "dense + replicated parameters",
                            toBytes(static_cast<double>(sp.dense_per_gpu) * paramBytes), paramOrigin});
    if (detail) stage.detail.push_back({MemoryCategory::Weights, "experts", "routed-expert parameters",
                            toBytes(static_cast<double>(sp.expert_per_gpu) * paramBytes),
                            "param bytes × routed-expert params ÷ (ETP·EP) on this stage"});

    const double gradBytes = o.optimizer.precision_aware ? dtypeBytes(o.optimizer.main_grads_dtype) : 4.0;
    stage.grad_bytes = gradBytes;
    s.grads = params * gradBytes;
    if (detail) stage.detail.push_back({MemoryCategory::Grads, "all", "main gradients", toBytes(s.grads),
                            "main-grad bytes × params; full size also with the distributed optimizer"});

    const double momentBytes = o.optimizer.precision_aware
                                   ? dtypeBytes(o.optimizer.exp_avg_dtype) + dtypeBytes(o.optimizer.exp_avg_sq_dtype)
                                   : 8.0;
    const double perParam = 4.0 + momentBytes;  // fp32 master + Adam moments
    const int instances = std::max(1, o.optimizer.distributed_instances);
    const double nDense = o.optimizer.distributed ? std::max(1.0, static_cast<double>(l.dp() * l.cp) / instances) : 1.0;
    const double nExpert = o.optimizer.distributed ? std::max(1.0, static_cast<double>(l.edp()) / instances) : 1.0;
    stage.optimizer_bytes_per_param = perParam;
    stage.dense_optimizer_shards = nDense;
    stage.expert_optimizer_shards = nExpert;
    const double sharded = static_cast<double>(sp.dense_per_gpu) * perParam / nDense +
                           static_cast<double>(sp.expert_per_gpu) * perParam / nExpert;
    const double phi = std::clamp(o.optimizer.effectiveOffloadFraction(), 0.0, 1.0);
    stage.offload_fraction = phi;
    s.optimizer = sharded * (1 - phi);
    s.host = sharded * phi;
    if (detail) stage.detail.push_back({MemoryCategory::Optimizer, "all", "master weights + Adam moments", toBytes(s.optimizer),
                            o.optimizer.distributed
                                ? "(4 + moment bytes)/param; dense ÷ DP·CP, experts ÷ EDP (distributed optimizer); × (1 − offload fraction)"
                                : "(4 + moment bytes)/param, unsharded (no distributed optimizer); × (1 − offload fraction)"});
    if ((o.isFp8() || o.isFp4()) && !o.fp8_param_gather) s.fp8Copies = static_cast<double>(sp.te_linear_per_gpu);
    return s;
}

// Stable ids for activation tensors, so per-chunk sums are plain vectors (this runs in search loops).
class TensorIndex {
public:
    int idOf(const char* group, const char* name) {
        for (size_t i = 0; i < keys_.size(); ++i)  // literals usually share addresses: compare those first
            if (keys_[i].first == group && keys_[i].second == name) return static_cast<int>(i);
        for (size_t i = 0; i < keys_.size(); ++i)
            if (std::strcmp(keys_[i].first, group) == 0 && std::strcmp(keys_[i].second, name) == 0) return static_cast<int>(i);
        keys_.emplace_back(group, name);
        return static_cast<int>(keys_.size() - 1);
    }
    [[nodiscard]] size_t size() const { return keys_.size(); }
    [[nodiscard]] const std::pair<const char*, const char*>& key(size_t i) const { return keys_[i]; }

private:
    std::vector<std::pair<const char*, const char*>> keys_;
};

struct KindActivations {
    LayerActivations layer;
    std::vector<int> ids;  // tensor i -> TensorIndex id
    double keptBytes = 0;  // sum of the tensors not removed and not offloaded, so both paths add the same numbers
    double allBytes = 0;
    double offloadedBytes = 0;   // sent to the host (fine-grained activation offloading)
    std::vector<double> groups;  // offload groups in forward order
};

struct LayerKindKey {
    bool moe, linear, mtp;
    bool operator==(const LayerKindKey&) const = default;
};

// Activation bytes kept by one chunk for one microbatch, honouring full recompute.
struct ChunkActivations {
    double kept = 0;
    double offloaded = 0;          // on the host, per microbatch
    double lastLayerResident = 0;  // the chunk's last layer's offloaded bytes, when it is the newest forward
    double largestLayerOffload = 0;
    double transient = 0;  // one re-run layer alive during backward under full recompute
    std::vector<double> byTensor;
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

ActivationContext activationContextOf(const Recipe& r, const ResolvedAssumptions& assumptions) {
    const Layout& l = r.layout;
    const TrainingOptions& o = r.options;
    ActivationContext ctx;
    ctx.tp = l.tp;
    ctx.cp = l.cp;
    ctx.etp = l.etpOrTp();
    ctx.sequence_parallel = l.sequence_parallel && l.tp > 1;
    ctx.seq_length = l.seq_length;
    ctx.micro_batch_size = l.micro_batch_size;
    ctx.precision = o.precision;
    ctx.routing_imbalance = assumptions.routing_imbalance;
    ctx.probs_into_swiglu_fusion = assumptions.probs_into_swiglu_fusion;
    ctx.recompute = o.recompute;
    if (o.activation_cpu_offload) ctx.offload_modules = o.offload_modules;
    return ctx;
}

Result<MemoryReport> estimateMemory(const Recipe& r, const MemoryAssumptions& assumptions) {
    return estimateMemory(r, assumptions, MemoryEvaluation{});
}

Result<MemoryReport> estimateMemory(const Recipe& r, const MemoryAssumptions& assumptions, const MemoryEvaluation& how) {
    if (auto s = checkInputs(r); !s) return s.error();
    std::optional<Result<PipelinePlacement>> placed;
    if (!how.placement) {
        placed = placeLayers(r.model, r.layout);
        if (!*placed) return placed->error();
    }
    const PipelinePlacement* placement = how.placement ? how.placement : &placed->value();
    const bool detail = how.detail_lines;
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    const TrainingOptions& o = r.options;

    MemoryReport report;
    report.assumptions = resolveAssumptions(assumptions, o, m.isMoe(), l.ep);
    report.microbatches_per_step = l.microbatchesPerStep();
    report.hbm_bytes = toBytes(r.hardware.usable_gib * kGiB);

    const ActivationContext ctx = activationContextOf(r, report.assumptions);

    // Layer activations depend only on the layer's kind: compute each kind once. Tensor ids are
    // kept per thread across calls: names are literals, so after the first call every lookup is a
    // pointer comparison.
    thread_local TensorIndex index;
    const int checkpointId = index.idOf("residual", "layer input (full recompute checkpoint)");
    const int embeddingId = index.idOf("embedding", "token ids + embedding output");
    const int lossId = index.idOf("loss", "logits + cross-entropy");
    const int transientId = index.idOf("residual", "one layer re-run during backward (full recompute)");
    const int fractionId = index.idOf("offload", "groups the offload fraction keeps on the GPU");
    std::vector<std::pair<LayerKindKey, KindActivations>> byKind;
    auto activationsOf = [&](int layer) -> const KindActivations& {
        const LayerKindKey key{m.isMoeLayer(layer), m.isLinearAttentionLayer(layer), layer >= m.num_layers};
        for (const auto& [k, v] : byKind)
            if (k == key) return v;
        KindActivations ka;
        ka.layer = layerActivations(m, layer, ctx);
        for (const auto& t : ka.layer.tensors) {
            ka.ids.push_back(index.idOf(t.group, t.name));
            if (!t.removed && !t.offloaded) ka.keptBytes += t.bytes;
        }
        ka.offloadedBytes = ka.layer.offloadedBytes();
        ka.groups = offloadGroups(ka.layer);
        ka.allBytes = ka.layer.allBytes();
        byKind.emplace_back(key, std::move(ka));
        return byKind.back().second;
    };
    const double inputBytes = layerInputBytes(m, ctx);
    const bool full = o.recompute.granularity == RecomputeGranularity::Full;

    auto chunkActivations = [&](const VirtualStage& chunk) {
        ChunkActivations c;
        const int n = static_cast<int>(chunk.decoder_layers.size() + chunk.mtp_layers.size());
        const int groupSize = std::max(1, o.recompute.num_layers);
        std::vector<double> groups;  // offload groups of the chunk in forward order
        double lastLayerOffload = 0;
        for (int i = 0; i < n; ++i) {
            const int layer = i < static_cast<int>(chunk.decoder_layers.size())
                                  ? chunk.decoder_layers[static_cast<size_t>(i)]
                                  : m.num_layers + chunk.mtp_layers[static_cast<size_t>(i) - chunk.decoder_layers.size()];
            const KindActivations& ka = activationsOf(layer);
            if (detail && c.byTensor.size() < index.size()) c.byTensor.resize(index.size(), 0.0);
            bool recomputed = false;
            if (full) {
                recomputed = o.recompute.method == RecomputeMethod::Block ? i < o.recompute.num_layers : true;
                c.transient = std::max(c.transient, ka.allBytes);
            }
            if (recomputed) {
                // Uniform keeps one input per group of N layers; block keeps each recomputed input.
                if (o.recompute.method == RecomputeMethod::Block || i % groupSize == 0) {
                    c.kept += inputBytes;
                    if (detail) c.byTensor[static_cast<size_t>(checkpointId)] += inputBytes;
                }
                continue;
            }
            c.kept += ka.keptBytes;
            c.offloaded += ka.offloadedBytes;
            c.largestLayerOffload = std::max(c.largestLayerOffload, ka.offloadedBytes);
            lastLayerOffload = ka.offloadedBytes;
            groups.insert(groups.end(), ka.groups.begin(), ka.groups.end());
            if (!detail) continue;
            for (size_t t = 0; t < ka.layer.tensors.size(); ++t) {
                const ActivationTensor& tensor = ka.layer.tensors[t];
                if (!tensor.removed && !tensor.offloaded) c.byTensor[static_cast<size_t>(ka.ids[t])] += tensor.bytes;
            }
        }
        if (!groups.empty()) {
            // The offload fraction keeps the chunk's last groups (the last layer's first) on the GPU.
            const double byFraction = groupsKeptByFraction(groups, o.activation_offload_fraction);
            c.kept += byFraction;
            c.offloaded -= byFraction;
            c.lastLayerResident = std::max(0.0, lastLayerOffload - byFraction);
            if (detail) c.byTensor[static_cast<size_t>(fractionId)] += byFraction;
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
        if (detail) s.detail.reserve(48);
        const StageParameters& sp = params[static_cast<size_t>(p)];
        s.decoder_layers = sp.decoder_layers;
        s.mtp_layers = sp.mtp_layers;
        s.params_per_gpu = sp.total();
        const StateBytes state = stateBytes(sp, r, s, detail);
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
        // Chunks repeat in the schedule: add each chunk's sums once, times how often it is in flight.
        std::vector<int> multiplicity(perChunk.size(), 0);
        for (int chunkIndex : inflight)
            if (chunkIndex < static_cast<int>(perChunk.size())) ++multiplicity[static_cast<size_t>(chunkIndex)];
        std::vector<double> tensors(detail ? index.size() + 8 : 0, 0.0);
        double activations = 0;
        double transient = 0;
        double offloadedToHost = 0;
        double stagingCopy = 0;
        for (size_t ci = 0; ci < perChunk.size(); ++ci) {
            const int count = multiplicity[ci];
            if (count == 0) continue;
            const ChunkActivations& ca = perChunk[ci];
            activations += ca.kept * count;
            transient = std::max(transient, ca.transient);
            offloadedToHost += ca.offloaded * count;
            stagingCopy = std::max(stagingCopy, ca.largestLayerOffload);
            if (detail) {
                if (tensors.size() < ca.byTensor.size()) tensors.resize(ca.byTensor.size(), 0.0);
                for (size_t t = 0; t < ca.byTensor.size(); ++t) tensors[t] += ca.byTensor[t] * count;
            }
            if (chunks[ci]->has_embedding) {
                const double emb = (8 * sr + 2 * sr * h) * count;  // token ids (int64) + embedding output (bf16)
                activations += emb;
                if (detail) tensors[static_cast<size_t>(embeddingId)] += emb;
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
            if (detail) tensors[static_cast<size_t>(lossId)] += logits;
        }
        if (transient > 0) {
            activations += transient;
            if (detail) tensors[static_cast<size_t>(transientId)] += transient;
        }
        // Fine-grained activation offloading: what stays on the GPU besides the kept tensors.
        double newestLastLayer = 0;
        if (offloadedToHost > 0 && !inflight.empty() && inflight.back() < static_cast<int>(perChunk.size()))
            newestLastLayer = perChunk[static_cast<size_t>(inflight.back())].lastLayerResident;
        if (offloadedToHost > 0) {
            offloadedToHost -= newestLastLayer;
            activations += newestLastLayer + stagingCopy;
            s.activation_host_bytes = toBytes(offloadedToHost);
        }
        s.activation_bytes = toBytes(activations);
        for (size_t t = 0; t < tensors.size() && t < index.size(); ++t) {
            if (tensors[t] <= 0) continue;
            s.detail.push_back({MemoryCategory::Activations, index.key(t).first, index.key(t).second, toBytes(tensors[t]),
                                static_cast<int>(t) == fractionId
                                    ? "activation offload fraction: the chunk's last ⌊n·(1 − φ)⌋ of n offload groups stay"
                                    : "per-tensor template × chunk-microbatches in flight on this stage"});
        }
        if (detail && offloadedToHost > 0) {
            if (newestLastLayer > 0)
                s.detail.push_back({MemoryCategory::Activations, "offload", "last layer of the newest microbatch", toBytes(newestLastLayer),
                                    "its backward follows at once, so its offload groups stay on the GPU"});
            s.detail.push_back({MemoryCategory::Activations, "offload", "staging: one layer reloaded ahead of its backward", toBytes(stagingCopy),
                                "largest per-layer offload on this stage, copied back before its backward"});
        }

        const double fp8Copies = state.fp8Copies * assumptions.fp8_weight_copy_bytes;
        const double fixed = (report.assumptions.dispatcher_workspace_gib + report.assumptions.cuda_graph_pool_gib +
                              assumptions.cuda_context_nccl_gib) * kGiB;
        const double allocated = state.weights + state.grads + state.optimizer + activations + fp8Copies;
        const double fragmentation = allocated * assumptions.fragmentation_fraction;
        s.overhead_bytes = toBytes(fixed + fragmentation + fp8Copies);
        s.fragmentation_bytes = toBytes(fragmentation);
        if (detail && fp8Copies > 0)
            s.detail.push_back({MemoryCategory::Overhead, "precision", "FP8 weight copies", toBytes(fp8Copies),
                                "TE FP8 copies of GEMM weights without FP8 params (assumption)"});
        if (detail) {
        s.detail.push_back({MemoryCategory::Overhead, "dispatcher", "dispatcher workspace", toBytes(report.assumptions.dispatcher_workspace_gib * kGiB),
                            "assumption"});
        if (report.assumptions.cuda_graph_pool_gib > 0)
            s.detail.push_back({MemoryCategory::Overhead, "cuda graphs", "graph memory pool", toBytes(report.assumptions.cuda_graph_pool_gib * kGiB),
                                "assumption"});
        s.detail.push_back({MemoryCategory::Overhead, "runtime", "CUDA context + NCCL", toBytes(assumptions.cuda_context_nccl_gib * kGiB),
                            "assumption"});
        s.detail.push_back({MemoryCategory::Overhead, "allocator", "fragmentation", toBytes(fragmentation),
                            "assumption: fraction of allocated bytes"});
        }

        report.host_bytes_per_gpu = std::max(report.host_bytes_per_gpu, s.host_offload_bytes + s.activation_host_bytes);
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

#include "core/search/layout_search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <mutex>
#include <numeric>
#include <optional>
#include <queue>
#include <thread>
#include <tuple>

#include "core/common/units.h"
#include "core/layout/balanced_layout.h"
#include "core/layout/pipeline_layout.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/rules/context_parallel_attention.h"
#include "core/rules/memory_fit.h"
#include "core/rules/validator.h"
#include "core/search/mesh_enumeration.h"
#include "core/search/search_explanation.h"

namespace moe {
namespace {

// One evaluated plan, compact: the full recipe and estimate are rebuilt for the few reported.
struct Record {
    Mesh mesh;
    int mbs = 1;
    int64_t gbs = 0;
    uint8_t precision = 0, dispatcher = 0, recompute = 0, offload = 0;
    double tokens = 0;    // tokens/s/GPU
    double headroom = 0;  // GiB
    bool closely = false;  // headroom under the binding stage's fragmentation allowance: may not fit
    auto key() const {
        return std::make_tuple(mesh.key(), mbs, precision, dispatcher, recompute, offload);
    }
};

bool fasterThan(const Record& a, const Record& b) {
    if (a.tokens != b.tokens) return a.tokens > b.tokens;
    return a.key() < b.key();
}

// A mesh × precision × dispatcher × MBS whose lightest-memory variant fits, with its bounds.
struct Config {
    size_t mesh = 0;
    uint8_t precision = 0, dispatcher = 0;
    int mbs = 1;
    int64_t gbs = 0;
    double tokensBound = 0;    // no variant is faster
    double headroomBound = 0;  // no variant has more headroom (GiB)
    auto key() const { return std::make_tuple(mesh, precision, dispatcher, mbs); }
};

// Plans found so far, as the bounds need them: the K-th best throughput and the non-dominated
// (throughput, headroom) staircase.
class FoundPlans {
public:
    explicit FoundPlans(size_t k) : k_(k) {}

    // A plan that fits only closely ranks after every plan that fits with room, so it bounds
    // nothing of the top K; it is on the front like any other.
    void add(double tokens, double headroom, bool closely) {
        if (!closely) {
            best_.push(tokens);
            if (best_.size() > k_) best_.pop();
        }
        for (const auto& [t, h] : front_)
            if (t >= tokens && h >= headroom) return;
        std::erase_if(front_, [&](const std::pair<double, double>& p) { return tokens >= p.first && headroom >= p.second; });
        front_.emplace_back(tokens, headroom);
    }
    // True when no variant of a config with these bounds can enter the top K or the front.
    [[nodiscard]] bool excludes(double tokensBound, double headroomBound) const {
        if (best_.size() < k_ || tokensBound >= best_.top()) return false;
        for (const auto& [t, h] : front_)
            if ((t >= tokensBound && h > headroomBound) || (t > tokensBound && h >= headroomBound)) return true;
        return false;
    }

private:
    size_t k_;
    std::priority_queue<double, std::vector<double>, std::greater<>> best_;  // the K largest
    std::vector<std::pair<double, double>> front_;
};

Message recomputeLabel(const RecomputeOptions& r) {
    if (r.granularity == RecomputeGranularity::None) return message("search", MOE_TR("search", "no recompute"));
    if (r.granularity == RecomputeGranularity::Full) return message("search", MOE_TR("search", "full recompute"));
    std::string modules;
    for (size_t i = 0; i < r.modules.size(); ++i) modules += (i ? ", " : "") + std::string(toString(r.modules[i]));
    return message("search", MOE_TR("search", "selective [%1]"), codeArg(modules));
}

class Searcher {
public:
    explicit Searcher(const SearchRequest& req) : req_(req) {}

    Status prepare();
    void run(SearchResult& result);

private:
    std::optional<int> fixedValue(const char* key) const {
        auto it = req_.constraints.fixed.find(key);
        if (it == req_.constraints.fixed.end()) return std::nullopt;
        return it->second;
    }
    std::optional<Layout> meshLayout(const Mesh& mesh) const;
    struct PlacedMesh {
        Layout layout;
        PipelinePlacement placement;
    };
    std::optional<PlacedMesh> placeMesh(const Mesh& mesh) const;
    Recipe buildRecipe(const Layout& meshLayout, int mbs, int64_t gbs, size_t pi, size_t di, size_t ri, size_t oi) const;
    void boundMesh(size_t meshIndex, std::vector<Config>& out, int64_t& evaluated) const;
    void expandConfig(const Config& config, std::vector<Record>& out, int64_t& evaluated) const;
    SearchCandidate materialize(const Record& r) const;
    Message levers(size_t ri, size_t oi) const;
    bool gpuFits(const MemoryReport& memory) const {
        return memory.fits && static_cast<double>(memory.binding().totalBytes()) / kGiB <= memoryLimitGiB_;
    }

    const SearchRequest& req_;
    ModelSpec model_;
    TrainingOptions base_;
    const Calibration* cal_ = nullptr;
    std::vector<Mesh> meshes_;
    std::vector<RecomputeOptions> presets_;
    std::vector<Precision> precisions_;
    std::vector<Dispatcher> dispatchers_;
    std::vector<double> offloads_;  // ascending, unique
    std::vector<int> mbsList_;
    int64_t gbsTarget_ = 0;
    bool gbsFixed_ = false;
    double memoryLimitGiB_ = 0;
};

Status Searcher::prepare() {
    const SearchConstraints& c = req_.constraints;
    if (req_.gpus < 1 || req_.gpus > (int64_t{1} << 20)) return Error{{}, 0, 0, "gpus", "must be in [1, 1048576]"};
    if (req_.seq_length < 1) return Error{{}, 0, 0, "seq", "sequence length must be >= 1"};
    if (req_.top_k < 1) return Error{{}, 0, 0, "top", "must be >= 1"};
    if (req_.model.num_layers < 1 || req_.model.hidden_size < 1) return Error{{}, 0, 0, "model", "model sizes must be positive"};
    if (req_.hardware.usable_gib <= 0) return Error{{}, 0, 0, "hardware", "usable HBM must be positive"};
    static const char* const kKeys[] = {"tp", "cp", "pp", "vpp", "ep", "etp", "mbs"};
    for (const auto& [key, value] : c.fixed) {
        const std::string& name = key;  // clang 14 cannot capture structured bindings in lambdas
        if (std::find_if(std::begin(kKeys), std::end(kKeys), [&](const char* k) { return name == k; }) == std::end(kKeys))
            return Error{{}, 0, 0, "fix", "unknown dimension '" + key + "' (one of: tp, cp, pp, vpp, ep, etp, mbs)"};
        if (value < 1 || value > (1 << 20)) return Error{{}, 0, 0, "fix." + key, "must be in [1, 1048576]"};
    }
    if (!(c.max_memory_fraction > 0 && c.max_memory_fraction <= 1.0))
        return Error{{}, 0, 0, "max_memory_fraction", "must be in (0, 1]"};
    if (c.global_batch_size < 0) return Error{{}, 0, 0, "gbs", "must be >= 0 (0 = default)"};
    for (double f : c.offload_fractions)
        if (!(f >= 0 && f <= 1)) return Error{{}, 0, 0, "offload_fractions", "each step must be in [0, 1]"};

    model_ = req_.model;
    if (model_.max_position_embeddings > 0 && model_.max_position_embeddings < req_.seq_length)
        model_.max_position_embeddings = req_.seq_length;  // planning for this length, as a run would
    base_ = req_.options;
    if (!c.allow_benchmark_only) {
        base_.benchmark_only = false;
        base_.routing.force_load_balancing = false;
    }
    cal_ = req_.calibration ? req_.calibration : &builtinCalibration();
    presets_ = searchRecomputePresets(model_, c.allow_full_recompute);
    precisions_ = c.precisions.empty() ? std::vector<Precision>{base_.precision} : c.precisions;
    dispatchers_ = c.dispatchers.empty() ? std::vector<Dispatcher>{base_.dispatcher} : c.dispatchers;
    if (!model_.isMoe()) dispatchers_.resize(1);  // no tokens to dispatch: one is enough
    offloads_ = c.offload_fractions;
    if (offloads_.empty()) offloads_.push_back(0.0);
    std::sort(offloads_.begin(), offloads_.end());
    offloads_.erase(std::unique(offloads_.begin(), offloads_.end()), offloads_.end());
    if (precisions_.size() > 255 || dispatchers_.size() > 255 || offloads_.size() > 255)
        return Error{{}, 0, 0, "constraints", "at most 255 choices per dimension"};
    if (auto mbs = fixedValue("mbs")) {
        mbsList_ = {*mbs};
    } else {
        mbsList_ = c.micro_batch_sizes.empty() ? std::vector<int>{1} : c.micro_batch_sizes;
        for (int m : mbsList_)
            if (m < 1) return Error{{}, 0, 0, "micro_batch_sizes", "must be >= 1"};
        std::sort(mbsList_.begin(), mbsList_.end());
        mbsList_.erase(std::unique(mbsList_.begin(), mbsList_.end()), mbsList_.end());
    }
    gbsFixed_ = c.global_batch_size > 0;
    gbsTarget_ = gbsFixed_ ? c.global_batch_size : std::max<int64_t>(1, (int64_t{16} << 20) / req_.seq_length);
    memoryLimitGiB_ = req_.hardware.usable_gib * c.max_memory_fraction;

    MeshSpace space;
    space.world = req_.gpus;
    space.seq_length = req_.seq_length;
    for (const auto& [key, value] : c.fixed)
        if (key != "mbs") space.fixed[key] = value;
    space.global_batch_size = c.global_batch_size;
    space.default_gbs = gbsTarget_;
    meshes_ = enumerateMeshes(model_, req_.hardware, space);
    return okStatus();
}

Message Searcher::levers(size_t ri, size_t oi) const {
    Message s = recomputeLabel(presets_[ri]);
    if (offloads_[oi] > 0)
        return message("search", MOE_TR("search", "%1 + optimizer offload %2%"), messageArg(std::move(s)),
                       realArg(offloads_[oi] * 100, 0));
    return s;
}

std::optional<Layout> Searcher::meshLayout(const Mesh& mesh) const {
    Layout l;
    l.tp = mesh.tp;
    l.cp = mesh.cp;
    l.pp = mesh.pp;
    l.vpp = mesh.vpp;
    l.ep = mesh.ep;
    l.etp = mesh.etp;
    l.sequence_parallel = mesh.tp > 1;
    l.world_size = req_.gpus;
    l.seq_length = req_.seq_length;
    if (mesh.cp > 1) {
        // Transformer Engine's CP attention serves the model only over some types (a sliding
        // window or a learnable softmax: a2a; MLA: p2p): no plan over a type it refuses.
        const CpCommType wanted = req_.cp_comm_type == CpCommType::A2AP2P ? CpCommType::P2P : req_.cp_comm_type;
        const auto accepted = acceptedCpCommType(model_, mesh.tp, mesh.cp, wanted);
        if (!accepted) return std::nullopt;
        l.cp_comm_type = *accepted;
    }
    if (!chooseBalancedPlacement(model_, l) || l.dp() < 1 || l.edp() < 1) return std::nullopt;
    return l;
}

std::optional<Searcher::PlacedMesh> Searcher::placeMesh(const Mesh& mesh) const {
    auto l = meshLayout(mesh);
    if (!l) return std::nullopt;
    auto placement = placeLayers(model_, *l);
    if (!placement) return std::nullopt;
    return PlacedMesh{*l, std::move(*placement)};
}

Recipe Searcher::buildRecipe(const Layout& meshLayout, int mbs, int64_t gbs, size_t pi, size_t di, size_t ri, size_t oi) const {
    Recipe r;
    r.name = model_.name + " on " + std::to_string(req_.gpus) + "x " + req_.hardware.name;
    r.model = model_;
    r.hardware = req_.hardware;
    r.options = base_;
    r.options.precision = precisions_[pi];
    r.options.dispatcher = dispatchers_[di];
    r.options.recompute = presets_[ri];
    const double f = offloads_[oi];
    r.options.optimizer.cpu_offload = f > 0;
    if (f > 0) {
        r.options.optimizer.precision_aware = true;
        r.options.optimizer.offload_fraction = f;
    }
    r.layout = meshLayout;
    r.layout.micro_batch_size = mbs;
    r.layout.global_batch_size = gbs;
    if (req_.hardware.isHopper() && (r.layout.tp > 1 || r.layout.cp > 1) && !r.options.overlap.ep_a2a_overlap)
        r.options.cuda_device_max_connections = 1;
    return r;
}

// Phase 1: the bounds of every config of one mesh.
void Searcher::boundMesh(size_t meshIndex, std::vector<Config>& out, int64_t& evaluated) const {
    const auto placed = placeMesh(meshes_[meshIndex]);
    if (!placed) return;
    const Layout* l = &placed->layout;
    const MemoryEvaluation how{false, &placed->placement};
    const int64_t dp = l->dp();
    const size_t heaviest = presets_.size() - 1, mostOffload = offloads_.size() - 1;
    for (size_t pi = 0; pi < precisions_.size(); ++pi) {
        for (size_t di = 0; di < dispatchers_.size(); ++di) {
            for (int mbs : mbsList_) {
                const int64_t unit = int64_t{mbs} * dp;
                int64_t gbs = 0;
                if (gbsFixed_) {
                    if (gbsTarget_ % unit != 0) continue;
                    gbs = gbsTarget_;
                } else {
                    gbs = gbsTarget_ / unit * unit;
                    if (gbs == 0) break;  // a larger MBS cannot do better
                }
                const Recipe light = buildRecipe(*l, mbs, gbs, pi, di, heaviest, mostOffload);
                ++evaluated;
                auto memory = estimateMemory(light, req_.assumptions, how);
                if (!memory || !gpuFits(*memory)) break;  // a larger MBS needs more activation memory
                // Step-time lower bound: no recompute, with the light variant's memory report;
                // the optimizer and offload terms (the only ones that read the offload step or
                // the binding stage) are left out.
                const Recipe fast = buildRecipe(*l, mbs, gbs, pi, di, 0, mostOffload);
                auto estimate = estimateStepTime(fast, *cal_, *memory, placed->placement);
                if (!estimate) continue;
                const StepBreakdown& b = estimate->breakdown;
                const double stepBound = b.total() - b.optimizer_s - b.offload_s;
                Config c;
                c.mesh = meshIndex;
                c.precision = static_cast<uint8_t>(pi);
                c.dispatcher = static_cast<uint8_t>(di);
                c.mbs = mbs;
                c.gbs = gbs;
                c.tokensBound = stepBound > 0 ? static_cast<double>(gbs) * static_cast<double>(req_.seq_length) /
                                                    (stepBound * static_cast<double>(req_.gpus))
                                              : std::numeric_limits<double>::infinity();
                c.headroomBound = static_cast<double>(memory->headroom_bytes) / kGiB;
                out.push_back(c);
            }
        }
    }
}

// Phase 2: every variant of one config, lightest memory first.
void Searcher::expandConfig(const Config& config, std::vector<Record>& out, int64_t& evaluated) const {
    const auto placed = placeMesh(meshes_[config.mesh]);
    if (!placed) return;
    const Layout* l = &placed->layout;
    const MemoryEvaluation how{false, &placed->placement};
    const size_t lastR = presets_.size() - 1;
    // Largest offload first (least GPU memory); within it, heaviest recompute first.
    for (size_t oi = offloads_.size(); oi-- > 0;) {
        bool heaviestGpuFits = false;
        for (size_t ri = presets_.size(); ri-- > 0;) {
            Recipe r = buildRecipe(*l, config.mbs, config.gbs, config.precision, config.dispatcher, ri, oi);
            ++evaluated;
            auto memory = estimateMemory(r, req_.assumptions, how);
            if (!memory) break;
            const bool fits = gpuFits(*memory);
            if (ri == lastR) heaviestGpuFits = fits;
            // Lighter recompute needs more GPU memory; host memory does not depend on it.
            if (!fits || !memory->host_fits) break;
            bool ruleError = false;
            for (const Diagnostic& d : validateRecipe(r, ValidationScope::HardRules))
                if (d.severity == Severity::Error) {
                    ruleError = true;
                    break;
                }
            if (ruleError) continue;
            auto estimate = estimateStepTime(r, *cal_, *memory, placed->placement);
            if (!estimate) continue;
            Record rec;
            rec.mesh = meshes_[config.mesh];
            rec.mbs = config.mbs;
            rec.gbs = config.gbs;
            rec.precision = config.precision;
            rec.dispatcher = config.dispatcher;
            rec.recompute = static_cast<uint8_t>(ri);
            rec.offload = static_cast<uint8_t>(oi);
            rec.tokens = estimate->tokens_per_s_per_gpu;
            rec.headroom = static_cast<double>(memory->headroom_bytes) / kGiB;
            rec.closely = fitsClosely(*memory);
            out.push_back(rec);
        }
        // Less offload needs more GPU memory: stop once even the heaviest recompute overflows.
        if (!heaviestGpuFits) break;
    }
}

SearchCandidate Searcher::materialize(const Record& rec) const {
    SearchCandidate c;
    const auto l = meshLayout(rec.mesh);
    if (!l) return c;  // cannot happen: the record was evaluated on this mesh
    c.recipe = buildRecipe(*l, rec.mbs, rec.gbs, rec.precision, rec.dispatcher, rec.recompute, rec.offload);
    if (auto memory = estimateMemory(c.recipe, req_.assumptions)) {
        if (auto e = estimateStepTime(c.recipe, *cal_, *memory)) c.estimate = std::move(*e);
        c.binding_gib = static_cast<double>(memory->binding().totalBytes()) / kGiB;
        c.headroom_gib = static_cast<double>(memory->headroom_bytes) / kGiB;
        c.allowance_gib = static_cast<double>(fragmentationAllowanceBytes(*memory)) / kGiB;
        // A plan inside the memory model's fragmentation allowance says so (it fits, but narrowly).
        for (Diagnostic& d : memoryFitDiagnostics(c.recipe, *memory, req_.assumptions))
            if (d.severity == Severity::Warning) c.warnings.push_back(std::move(d));
    }
    c.levers_message = levers(rec.recompute, rec.offload);
    if (c.recipe.layout.cp > 1 && c.recipe.layout.cp_comm_type != req_.cp_comm_type) {
        const CpCommType t = c.recipe.layout.cp_comm_type;
        c.levers_message =
            Message{{}, "%1 + cp_comm_type %2", {messageArg(std::move(c.levers_message)), codeArg(toString(t))}};
        const std::string features = cpRestrictingFeatures(model_);
        c.cp_comm_note =
            std::string("cp_comm_type ") + toString(t) + " instead of " + toString(req_.cp_comm_type) +
            (req_.cp_comm_type == CpCommType::A2AP2P
                 ? ": the search does not choose hierarchical CP sizes"
                 : ": Transformer Engine refuses " + std::string(toString(req_.cp_comm_type)) + " for this model's " +
                       (features.empty() ? std::string("attention") : features) +
                       " at TP·CP = " + std::to_string(c.recipe.layout.tp) + "·" + std::to_string(c.recipe.layout.cp));
    }
    c.levers = c.levers_message.english();
    c.uncertainty = estimateUncertainty(c.recipe);
    // The model's own findings (what a Megatron-LM script cannot carry of it) are the same for every
    // plan: the plan lines would repeat them, and they decide nothing between plans.
    for (const Diagnostic& d : validateRecipe(c.recipe))
        if (d.severity == Severity::Warning && d.rule.rfind("export.", 0) != 0) c.warnings.push_back(d);
    return c;
}

void Searcher::run(SearchResult& result) {
    result.meshes = static_cast<int64_t>(meshes_.size());
    int threads = req_.threads > 0 ? req_.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    threads = static_cast<int>(std::min<size_t>(static_cast<size_t>(threads), std::max<size_t>(1, meshes_.size())));
    // Progress: phase 1 is most of the work when the bounds prune well.
    constexpr double kBoundShare = 0.8;

    std::atomic<bool> cancel{false};
    if (req_.progress && !req_.progress(0.0)) cancel = true;
    std::vector<std::vector<Config>> configsPerThread(static_cast<size_t>(threads));
    std::vector<int64_t> evaluated(static_cast<size_t>(threads), 0);
    {
        // Dynamic hand-out of disjoint mesh indices; configs are sorted afterwards, so nothing
        // depends on which worker took which mesh.
        std::atomic<size_t> next{0}, done{0};
        auto work = [&](size_t t, bool reportsProgress) {
            for (;;) {
                if (cancel.load(std::memory_order_relaxed)) return;
                const size_t i = next.fetch_add(1);
                if (i >= meshes_.size()) return;
                boundMesh(i, configsPerThread[t], evaluated[t]);
                const size_t d = done.fetch_add(1) + 1;
                if (reportsProgress && req_.progress &&
                    !req_.progress(kBoundShare * static_cast<double>(d) / static_cast<double>(meshes_.size())))
                    cancel = true;
            }
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(work, static_cast<size_t>(t), false);
        work(0, true);
        for (auto& th : pool) th.join();
    }
    std::vector<Config> configs;
    for (auto& part : configsPerThread) configs.insert(configs.end(), part.begin(), part.end());
    std::sort(configs.begin(), configs.end(), [](const Config& a, const Config& b) {
        if (a.tokensBound != b.tokensBound) return a.tokensBound > b.tokensBound;
        return a.key() < b.key();
    });
    result.configs = static_cast<int64_t>(configs.size());

    // Phase 2, in bound order on this thread: the bounds tighten as plans are found.
    FoundPlans found(static_cast<size_t>(req_.top_k));
    std::vector<Record> all;
    int64_t expandEvaluated = 0;
    for (size_t i = 0; i < configs.size() && !cancel; ++i) {
        const Config& c = configs[i];
        if (!req_.exhaustive && found.excludes(c.tokensBound, c.headroomBound)) continue;
        const size_t before = all.size();
        expandConfig(c, all, expandEvaluated);
        for (size_t j = before; j < all.size(); ++j) found.add(all[j].tokens, all[j].headroom, all[j].closely);
        ++result.configs_expanded;
        if (req_.progress && (i % 64 == 0) &&
            !req_.progress(kBoundShare + (1 - kBoundShare) * static_cast<double>(i + 1) / static_cast<double>(configs.size())))
            cancel = true;
    }
    result.cancelled = cancel.load();
    for (int64_t e : evaluated) result.candidates_evaluated += e;
    result.candidates_evaluated += expandEvaluated;
    result.fitting = static_cast<int64_t>(all.size());
    if (result.cancelled) return;  // a partial top K would be misleading
    std::sort(all.begin(), all.end(), fasterThan);
    // The ranking: plans that fit with room first, then those that fit only closely (inside the
    // memory model's own fragmentation allowance, so they may not fit), fastest first in each.
    // A review found a "may not fit" plan ranked #1 with nothing but a tooltip to say so.
    std::vector<size_t> ranked(all.size());
    std::iota(ranked.begin(), ranked.end(), size_t{0});
    std::stable_partition(ranked.begin(), ranked.end(), [&](size_t i) { return !all[i].closely; });

    const size_t k = std::min(all.size(), static_cast<size_t>(req_.top_k));
    for (size_t i = 0; i < k; ++i) result.results.push_back(materialize(all[ranked[i]]));
    if (all.size() >= 2) {
        const SearchCandidate second = result.results.size() >= 2 ? result.results[1] : materialize(all[ranked[1]]);
        const SearchCandidate& first = result.results[0];
        std::vector<Message> reason{
            runnerUpMessage({first.recipe.layout, first.estimate, first.levers, first.levers_message},
                            {second.recipe.layout, second.estimate, second.levers, second.levers_message},
                            widerBand(first.uncertainty, second.uncertainty))};
        // A tie is decided by what the estimate cannot see: a finding on the best that the runner-up
        // does not have (review 27 applied #1 and met "Experts are split by tensor parallelism").
        if (Message note = findingTieBreakMessage(first, second); !note.empty()) reason.push_back(std::move(note));
        result.runner_up_message = Message{{}, "%1", {messagesArg(std::move(reason), " ")}};
        result.runner_up_reason = result.runner_up_message.english();
    }

    // Pareto front (maximize both): fastest first; keep a plan when it has more headroom than
    // every faster one.
    double bestHeadroom = -1e300;
    for (size_t i = 0; i < all.size(); ++i) {
        // Plans of equal throughput sort by key: take the tie group's largest headroom.
        size_t j = i;
        size_t best = i;
        while (j + 1 < all.size() && all[j + 1].tokens == all[i].tokens) {
            ++j;
            if (all[j].headroom > all[best].headroom) best = j;
        }
        if (all[best].headroom > bestHeadroom) {
            bestHeadroom = all[best].headroom;
            result.pareto.push_back(materialize(all[best]));
        }
        i = j;
    }
}

}  // namespace

Message findingTieBreakMessage(const SearchCandidate& best, const SearchCandidate& runnerUp) {
    if (best.warnings.empty() || !runnerUp.warnings.empty() ||
        !tiesWithBest(best.estimate, best.uncertainty, runnerUp.estimate, runnerUp.uncertainty))
        return {};
    const Diagnostic& warning = best.warnings.front();
    // The finding's own id where it says the same as its English.
    const bool sameText = !warning.message_text.empty() && warning.message_text.english() == warning.message;
    return message("search",
                   MOE_TR("search",
                          "The best has a warning the runner-up has not (\"%1\"): with a tie, prefer the "
                          "runner-up unless that is intended."),
                   sameText ? messageArg(warning.message_text) : textArg(warning.message));
}

std::string findingTieBreakNote(const SearchCandidate& best, const SearchCandidate& runnerUp) {
    const Message note = findingTieBreakMessage(best, runnerUp);
    return note.empty() ? std::string() : " " + note.english();
}

std::vector<RecomputeOptions> searchRecomputePresets(const ModelSpec& m, bool allowFull) {
    std::vector<RecomputeOptions> out;
    out.push_back(RecomputeOptions{});
    RecomputeOptions light;
    light.granularity = RecomputeGranularity::Selective;
    if (m.attention == AttentionKind::MLA) light.modules.push_back(RecomputeModule::MlaUpProj);
    if (m.isMoe()) light.modules.push_back(RecomputeModule::MoeAct);
    light.modules.push_back(RecomputeModule::Layernorm);
    out.push_back(light);
    RecomputeOptions heavy;
    heavy.granularity = RecomputeGranularity::Selective;
    if (m.attention == AttentionKind::MLA) heavy.modules.push_back(RecomputeModule::MlaUpProj);
    heavy.modules.push_back(RecomputeModule::Layernorm);
    if (m.isMoe()) heavy.modules.push_back(RecomputeModule::Moe);
    heavy.modules.push_back(RecomputeModule::Mlp);
    out.push_back(heavy);
    if (allowFull) {
        RecomputeOptions full;
        full.granularity = RecomputeGranularity::Full;
        full.method = RecomputeMethod::Uniform;
        full.num_layers = 1;
        out.push_back(full);
    }
    return out;
}

Result<SearchResult> searchLayouts(const SearchRequest& request) {
    const auto start = std::chrono::steady_clock::now();
    Searcher searcher(request);
    if (auto status = searcher.prepare(); !status) return status.error();
    SearchResult result;
    searcher.run(result);
    result.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace moe

#include "core/search/layout_search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>
#include <tuple>

#include "core/layout/balanced_layout.h"
#include "core/memory/memory_model.h"
#include "core/rules/validator.h"

namespace moe {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::vector<int> powersOfTwoUpTo(int64_t limit) {
    std::vector<int> out;
    for (int64_t v = 1; v <= limit && v <= (1 << 20); v *= 2) out.push_back(static_cast<int>(v));
    return out;
}

struct Mesh {
    int tp = 1, cp = 1, pp = 1, vpp = 1, ep = 1, etp = 1;
    auto key() const { return std::make_tuple(tp, cp, pp, vpp, ep, etp); }
};

// One evaluated plan, compact: the full recipe and estimate are rebuilt for the few reported.
struct Record {
    Mesh mesh;
    int mbs = 1;
    int64_t gbs = 0;
    uint8_t precision = 0, dispatcher = 0, recompute = 0, offload = 0;
    double tokens = 0;    // tokens/s/GPU
    double headroom = 0;  // GiB
    auto key() const {
        return std::make_tuple(mesh.key(), mbs, precision, dispatcher, recompute, offload);
    }
};

bool fasterThan(const Record& a, const Record& b) {
    if (a.tokens != b.tokens) return a.tokens > b.tokens;
    return a.key() < b.key();
}

std::string recomputeLabel(const RecomputeOptions& r) {
    if (r.granularity == RecomputeGranularity::None) return "no recompute";
    if (r.granularity == RecomputeGranularity::Full) return "full recompute";
    std::string s = "selective [";
    for (size_t i = 0; i < r.modules.size(); ++i) s += (i ? ", " : "") + std::string(toString(r.modules[i]));
    return s + "]";
}

std::string describeMesh(const Layout& l) {
    std::ostringstream o;
    o << "TP" << l.tp << " CP" << l.cp << " PP" << l.pp;
    if (l.vpp > 1) o << " VPP" << l.vpp;
    o << " EP" << l.ep << " ETP" << l.etpOrTp() << " MBS" << l.micro_batch_size;
    return o.str();
}

class Searcher {
public:
    explicit Searcher(const SearchRequest& req) : req_(req) {}

    Status prepare();
    void run(SearchResult& result);

private:
    std::vector<Mesh> enumerateMeshes() const;
    std::optional<int> fixedValue(const char* key) const {
        auto it = req_.constraints.fixed.find(key);
        if (it == req_.constraints.fixed.end()) return std::nullopt;
        return it->second;
    }
    Recipe buildRecipe(const Layout& meshLayout, int mbs, int64_t gbs, size_t pi, size_t di, size_t ri, size_t oi) const;
    void evaluateMesh(const Mesh& mesh, std::vector<Record>& out, int64_t& evaluated) const;
    SearchCandidate materialize(const Record& r) const;
    std::string levers(size_t ri, size_t oi) const;

    const SearchRequest& req_;
    ModelSpec model_;
    TrainingOptions base_;
    const Calibration* cal_ = nullptr;
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
    return okStatus();
}

std::vector<Mesh> Searcher::enumerateMeshes() const {
    const int64_t world = req_.gpus;
    const bool moe = model_.isMoe();
    auto choices = [&](const char* key, std::vector<int> dflt) {
        if (auto v = fixedValue(key)) return std::vector<int>{*v};
        return dflt;
    };
    const int64_t nvl = std::min<int64_t>(8, std::max(1, req_.hardware.nvlink_domain_size));
    std::vector<Mesh> meshes;
    for (int tp : choices("tp", powersOfTwoUpTo(nvl))) {
        if (world % tp != 0 || (model_.num_attention_heads > 0 && model_.num_attention_heads % tp != 0)) continue;
        for (int cp : choices("cp", powersOfTwoUpTo(world / tp))) {
            if (cp > 1 && req_.seq_length % (2 * cp) != 0) continue;
            if (world % (int64_t{tp} * cp) != 0) continue;
            for (int pp : choices("pp", powersOfTwoUpTo(std::min<int64_t>(world / (int64_t{tp} * cp), model_.num_layers)))) {
                const int64_t mp = int64_t{tp} * cp * pp;
                if (world % mp != 0) continue;
                const int64_t dp = world / mp;
                // Default GBS: the DP ranks need at least one sequence each.
                if (!gbsFixed_ && gbsTarget_ < dp) continue;
                if (gbsFixed_ && gbsTarget_ % dp != 0) continue;
                for (int vpp : choices("vpp", {1, 2, 4})) {
                    if (vpp > 1 && pp == 1) continue;
                    const auto epChoices = choices("ep", powersOfTwoUpTo(moe ? std::min<int64_t>(model_.moe.num_experts, world / pp) : 1));
                    for (int ep : epChoices) {
                        if (moe && model_.moe.num_experts % ep != 0) continue;
                        if (!moe && ep != 1) continue;
                        const auto etpChoices = choices("etp", moe ? powersOfTwoUpTo(nvl) : std::vector<int>{tp});
                        for (int etp : etpChoices) {
                            if (world % (int64_t{etp} * ep * pp) != 0) continue;
                            if (moe && model_.moe.ffn_hidden_size > 0 && model_.moe.ffn_hidden_size % etp != 0) continue;
                            meshes.push_back({tp, cp, pp, vpp, ep, etp});
                        }
                    }
                }
            }
        }
    }
    return meshes;
}

std::string Searcher::levers(size_t ri, size_t oi) const {
    std::string s = recomputeLabel(presets_[ri]);
    if (offloads_[oi] > 0) {
        char buf[48];
        std::snprintf(buf, sizeof buf, " + optimizer offload %.0f%%", offloads_[oi] * 100);
        s += buf;
    }
    return s;
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

void Searcher::evaluateMesh(const Mesh& mesh, std::vector<Record>& out, int64_t& evaluated) const {
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
    if (!chooseBalancedPlacement(model_, l)) return;
    const int64_t dp = l.dp();
    if (dp < 1 || l.edp() < 1) return;
    const size_t lastR = presets_.size() - 1;
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
                bool anyGpuFit = false;
                // Largest offload first (least GPU memory); within it, heaviest recompute first.
                for (size_t oi = offloads_.size(); oi-- > 0;) {
                    bool heaviestGpuFits = false;
                    for (size_t ri = presets_.size(); ri-- > 0;) {
                        Recipe r = buildRecipe(l, mbs, gbs, pi, di, ri, oi);
                        ++evaluated;
                        auto memory = estimateMemory(r, req_.assumptions);
                        if (!memory) break;
                        const double binding = static_cast<double>(memory->binding().totalBytes()) / kGiB;
                        const bool gpuFits = memory->fits && binding <= memoryLimitGiB_;
                        if (ri == lastR) heaviestGpuFits = gpuFits;
                        // Lighter recompute needs more GPU memory; host memory does not depend on it.
                        if (!gpuFits || !memory->host_fits) break;
                        anyGpuFit = true;
                        bool ruleError = false;
                        for (const Diagnostic& d : validateRecipe(r, ValidationScope::HardRules))
                            if (d.severity == Severity::Error) {
                                ruleError = true;
                                break;
                            }
                        if (ruleError) continue;
                        auto estimate = estimateStepTime(r, *cal_, *memory);
                        if (!estimate) continue;
                        Record rec;
                        rec.mesh = mesh;
                        rec.mbs = mbs;
                        rec.gbs = gbs;
                        rec.precision = static_cast<uint8_t>(pi);
                        rec.dispatcher = static_cast<uint8_t>(di);
                        rec.recompute = static_cast<uint8_t>(ri);
                        rec.offload = static_cast<uint8_t>(oi);
                        rec.tokens = estimate->tokens_per_s_per_gpu;
                        rec.headroom = static_cast<double>(memory->headroom_bytes) / kGiB;
                        out.push_back(rec);
                    }
                    // Less offload needs more GPU memory: stop once even the heaviest recompute overflows.
                    if (!heaviestGpuFits) break;
                }
                if (!anyGpuFit) break;  // a larger MBS needs more activation memory
            }
        }
    }
}

SearchCandidate Searcher::materialize(const Record& rec) const {
    Layout l;
    l.tp = rec.mesh.tp;
    l.cp = rec.mesh.cp;
    l.pp = rec.mesh.pp;
    l.vpp = rec.mesh.vpp;
    l.ep = rec.mesh.ep;
    l.etp = rec.mesh.etp;
    l.sequence_parallel = rec.mesh.tp > 1;
    l.world_size = req_.gpus;
    l.seq_length = req_.seq_length;
    chooseBalancedPlacement(model_, l);
    SearchCandidate c;
    c.recipe = buildRecipe(l, rec.mbs, rec.gbs, rec.precision, rec.dispatcher, rec.recompute, rec.offload);
    if (auto memory = estimateMemory(c.recipe, req_.assumptions)) {
        if (auto e = estimateStepTime(c.recipe, *cal_, *memory)) c.estimate = std::move(*e);
        c.binding_gib = static_cast<double>(memory->binding().totalBytes()) / kGiB;
        c.headroom_gib = static_cast<double>(memory->headroom_bytes) / kGiB;
    }
    c.levers = levers(rec.recompute, rec.offload);
    return c;
}

std::string runnerUpReason(const SearchCandidate& a, const SearchCandidate& b) {
    const StepBreakdown& x = a.estimate.breakdown;
    const StepBreakdown& y = b.estimate.breakdown;
    const std::pair<const char*, double> parts[] = {
        {"compute (incl. recompute)", y.compute_s - x.compute_s},
        {"exposed TP communication", y.tp_comm_s - x.tp_comm_s},
        {"exposed CP communication", y.cp_comm_s - x.cp_comm_s},
        {"exposed EP communication", y.ep_comm_s - x.ep_comm_s},
        {"exposed PP communication", y.pp_comm_s - x.pp_comm_s},
        {"exposed DP communication", y.dp_comm_s - x.dp_comm_s},
        {"host overhead", y.host_s - x.host_s},
        {"pipeline bubble", y.bubble_s - x.bubble_s},
        {"optimizer step", y.optimizer_s - x.optimizer_s},
        {"optimizer offload", y.offload_s - x.offload_s},
    };
    size_t worst = 0;
    for (size_t i = 1; i < std::size(parts); ++i)
        if (parts[i].second > parts[worst].second) worst = i;
    const double slower = a.estimate.tokens_per_s_per_gpu > 0
                              ? 100.0 * (1.0 - b.estimate.tokens_per_s_per_gpu / a.estimate.tokens_per_s_per_gpu)
                              : 0.0;
    char buf[512];
    const std::string la = describeMesh(a.recipe.layout) + ", " + a.levers;
    const std::string lb = describeMesh(b.recipe.layout) + ", " + b.levers;
    if (b.estimate.step_time_s == a.estimate.step_time_s && b.estimate.tokens_per_s_per_gpu == a.estimate.tokens_per_s_per_gpu) {
        std::snprintf(buf, sizeof buf,
                      "The runner-up (%s) ties with the best (%s): the same estimated step time (%.3f s) and "
                      "tokens/s/GPU; the best is listed first by its smaller layout key only.",
                      lb.c_str(), la.c_str(), a.estimate.step_time_s);
    } else if (parts[worst].second <= 0) {
        std::snprintf(buf, sizeof buf,
                      "The runner-up (%s) is %.2f%% slower than the best (%s) with no single larger component: "
                      "its step covers fewer tokens per GPU (%.0f vs %.0f tokens/s/GPU).",
                      lb.c_str(), slower, la.c_str(), b.estimate.tokens_per_s_per_gpu, a.estimate.tokens_per_s_per_gpu);
    } else {
        std::snprintf(buf, sizeof buf,
                      "The runner-up (%s) is %.2f%% slower than the best (%s): its %s is %.3f s per step larger "
                      "(step %.3f s vs %.3f s).",
                      lb.c_str(), slower, la.c_str(), parts[worst].first, parts[worst].second, b.estimate.step_time_s,
                      a.estimate.step_time_s);
    }
    return buf;
}

void Searcher::run(SearchResult& result) {
    const std::vector<Mesh> meshes = enumerateMeshes();
    result.meshes = static_cast<int64_t>(meshes.size());
    int threads = req_.threads > 0 ? req_.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    threads = static_cast<int>(std::min<size_t>(static_cast<size_t>(threads), std::max<size_t>(1, meshes.size())));

    std::atomic<size_t> next{0};
    std::atomic<size_t> done{0};
    std::atomic<bool> cancel{false};
    std::vector<std::vector<Record>> perThread(static_cast<size_t>(threads));
    std::vector<int64_t> evaluated(static_cast<size_t>(threads), 0);
    // Dynamic hand-out of disjoint mesh indices; the merged records are sorted afterwards, so the
    // result does not depend on which worker took which mesh.
    auto work = [&](size_t t, bool reportsProgress) {
        for (;;) {
            if (cancel.load(std::memory_order_relaxed)) return;
            const size_t i = next.fetch_add(1);
            if (i >= meshes.size()) return;
            evaluateMesh(meshes[i], perThread[t], evaluated[t]);
            const size_t d = done.fetch_add(1) + 1;
            if (reportsProgress && req_.progress &&
                !req_.progress(static_cast<double>(d) / static_cast<double>(meshes.size())))
                cancel = true;
        }
    };
    if (req_.progress && !req_.progress(0.0)) cancel = true;
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, static_cast<size_t>(t), false);
    work(0, true);
    for (auto& th : pool) th.join();
    result.cancelled = cancel.load();

    std::vector<Record> all;
    for (size_t t = 0; t < perThread.size(); ++t) {
        all.insert(all.end(), perThread[t].begin(), perThread[t].end());
        result.candidates_evaluated += evaluated[t];
    }
    result.fitting = static_cast<int64_t>(all.size());
    std::sort(all.begin(), all.end(), fasterThan);

    const size_t k = std::min(all.size(), static_cast<size_t>(req_.top_k));
    for (size_t i = 0; i < k; ++i) result.results.push_back(materialize(all[i]));
    if (all.size() >= 2)
        result.runner_up_reason = runnerUpReason(result.results[0], result.results.size() >= 2 ? result.results[1] : materialize(all[1]));

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

#include "core/feasibility/feasibility.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <tuple>

#include "core/common/units.h"
#include "core/layout/balanced_layout.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/rules/context_parallel_attention.h"
#include "core/rules/validator.h"

namespace moe {
namespace {

std::vector<int> powersOfTwoUpTo(int64_t limit) {
    std::vector<int> out;
    for (int64_t v = 1; v <= limit && v <= (1 << 20); v *= 2) out.push_back(static_cast<int>(v));
    return out;
}

// Memory levers in the seeds' order: none, light selective, heavy selective, heavy selective with
// optimizer offload, full recompute, full with offload (seed 003 phase 1; seed 000 rule 3).
struct LeverTier {
    RecomputeOptions recompute;
    bool offload = false;
    Message label;
    int lever_class = 0;  // 0 cheap (none/selective), 1 selective + offload, 2 full, 3 full + offload
    double offload_fraction = 0;  // of the optimizer state, with `offload`
};

std::vector<LeverTier> leverTiers(const ModelSpec& m, const FeasibilityRequest& req) {
    std::vector<LeverTier> tiers;
    tiers.push_back({RecomputeOptions{}, false, message("feasibility", MOE_TR("feasibility", "no recompute")), 0});
    RecomputeOptions light;
    light.granularity = RecomputeGranularity::Selective;
    if (m.attention == AttentionKind::MLA) light.modules.push_back(RecomputeModule::MlaUpProj);
    if (m.isMoe()) light.modules.push_back(RecomputeModule::MoeAct);
    light.modules.push_back(RecomputeModule::Layernorm);
    RecomputeOptions heavy;
    heavy.granularity = RecomputeGranularity::Selective;
    if (m.attention == AttentionKind::MLA) heavy.modules.push_back(RecomputeModule::MlaUpProj);
    heavy.modules.push_back(RecomputeModule::Layernorm);
    if (m.isMoe()) heavy.modules.push_back(RecomputeModule::Moe);
    heavy.modules.push_back(RecomputeModule::Mlp);
    auto describe = [](const RecomputeOptions& r) {
        std::string modules;
        for (size_t i = 0; i < r.modules.size(); ++i) modules += (i ? ", " : "") + std::string(toString(r.modules[i]));
        return message("feasibility", MOE_TR("feasibility", "selective [%1]"), codeArg(modules));
    };
    tiers.push_back({light, false, describe(light), 0});
    tiers.push_back({heavy, false, describe(heavy), 0});
    // Offload beside the light selection too: the heavy one recomputes the MoE block, which
    // Megatron refuses with EP overlap on, so a recipe with EP overlap only fits offloaded with the
    // light one (review entry 1, where Search found it).
    if (req.allow_offload)
        for (const RecomputeOptions* rc : {&light, &heavy})
            for (double f : kOptimizerOffloadSteps)
                tiers.push_back({*rc, true,
                                 message("feasibility", MOE_TR("feasibility", "%1 + optimizer offload %2%"),
                                         messageArg(describe(*rc)), realArg(100.0 * f, 0)),
                                 1, f});
    if (req.allow_full_recompute) {
        RecomputeOptions full;
        full.granularity = RecomputeGranularity::Full;
        full.method = RecomputeMethod::Uniform;
        full.num_layers = 1;
        tiers.push_back({full, false, message("feasibility", MOE_TR("feasibility", "full recompute")), 2});
        if (req.allow_offload)
            for (double f : kOptimizerOffloadSteps)
                tiers.push_back({full, true,
                                 message("feasibility", MOE_TR("feasibility", "full recompute + optimizer offload %1%"),
                                         realArg(100.0 * f, 0)),
                                 3, f});
    }
    return tiers;
}

struct MeshCandidate {
    int tp, cp, pp, vpp, ep;
    int64_t modelParallel() const { return int64_t{tp} * cp * pp; }
};

std::string describeFeasibleLayout(const Layout& l) {
    std::ostringstream o;
    o << "TP" << l.tp << " CP" << l.cp << " PP" << l.pp;
    if (l.vpp > 1) o << " VPP" << l.vpp;
    o << " EP" << l.ep << " ETP" << l.etpOrTp() << " (DP" << l.dp() << ", EDP" << l.edp() << ")";
    return o.str();
}

void setFeasibilityReason(FeasibilityRow& row, Message reason) {
    row.reason = reason.english();
    row.reason_message = std::move(reason);
}

}  // namespace

int cpStartingPoint(int64_t seq) {
    const double ratio = static_cast<double>(std::max<int64_t>(seq, 1)) / 4096.0;
    if (ratio <= 1) return 1;
    return 1 << static_cast<int>(std::lround(std::log2(ratio)));
}

std::vector<int64_t> candidateGpuCounts(int64_t maxGpus, int gpusPerNode, bool everyMultiple) {
    std::vector<int64_t> out;
    const int64_t node = std::max(1, gpusPerNode);
    if (maxGpus < node) return out;
    if (everyMultiple || maxGpus / node <= 64) {
        for (int64_t g = node; g <= maxGpus; g += node) out.push_back(g);
        return out;
    }
    for (int64_t g = node; g <= maxGpus; g *= 2) out.push_back(g);
    if (maxGpus % node == 0 && out.back() != maxGpus) out.push_back(maxGpus);
    return out;
}

Result<FeasibilityResult> analyzeFeasibility(const FeasibilityRequest& req) {
    if (req.seq_length < 1) return Error{{}, 0, 0, "seq", "sequence length must be >= 1"};
    if (req.model.num_layers < 1 || req.model.hidden_size < 1) return Error{{}, 0, 0, "model", "model sizes must be positive"};
    if (req.micro_batch_size < 1) return Error{{}, 0, 0, "mbs", "micro-batch size must be >= 1"};
    if (req.hardware.usable_gib <= 0) return Error{{}, 0, 0, "hardware", "usable HBM must be positive"};
    std::vector<int64_t> counts = req.gpu_counts.empty() ? candidateGpuCounts(req.max_gpus, req.hardware.gpus_per_node, req.every_multiple) : req.gpu_counts;
    if (counts.empty())
        return Error{{}, 0, 0, "max_gpus", "no GPU count to try: --max-gpus " + std::to_string(req.max_gpus) +
                                               " is below one node of " + std::to_string(req.hardware.gpus_per_node)};
    if (counts.back() > (int64_t{1} << 20)) return Error{{}, 0, 0, "max_gpus", "at most 1048576 GPUs"};

    FeasibilityResult result;
    result.cp_starting_point = cpStartingPoint(req.seq_length);
    result.global_batch_size = req.global_batch_size > 0
                                   ? req.global_batch_size
                                   : std::max<int64_t>(1, (int64_t{16} << 20) / req.seq_length);

    ModelSpec model = req.model;
    if (model.max_position_embeddings > 0 && model.max_position_embeddings < req.seq_length)
        model.max_position_embeddings = req.seq_length;  // planning for this length: raise, as a run would
    const auto tiers = leverTiers(model, req);
    const double hbmGiB = req.hardware.usable_gib;

    for (size_t ci = 0; ci < counts.size(); ++ci) {
        if (req.progress && !req.progress(static_cast<double>(ci) / static_cast<double>(counts.size()))) {
            result.cancelled = true;
            break;
        }
        const int64_t world = counts[ci];
        FeasibilityRow row;
        row.gpus = world;
        row.hbm_gib = hbmGiB;
        // Candidate meshes: TP within the NVLink domain and dividing the heads; CP a power of two
        // with s/(2·CP) integral; PP and EP powers of two; everything dividing the world.
        std::vector<MeshCandidate> meshes;
        for (int tp : powersOfTwoUpTo(std::min<int64_t>(8, req.hardware.nvlink_domain_size))) {
            if (model.num_attention_heads % tp != 0) continue;
            for (int cp : powersOfTwoUpTo(world / tp)) {
                if (cp > 1 && req.seq_length % (2 * cp) != 0) continue;
                for (int pp : powersOfTwoUpTo(std::min<int64_t>(world / (int64_t{tp} * cp), model.num_layers))) {
                    const int64_t mp = int64_t{tp} * cp * pp;
                    if (world % mp != 0) continue;
                    for (int vpp : {1, 2, 4}) {
                        if (vpp > 1 && pp == 1) continue;
                        for (int ep : powersOfTwoUpTo(model.isMoe() ? std::min<int64_t>(model.moe.num_experts, world / pp) : 1)) {
                            if (model.isMoe() && model.moe.num_experts % ep != 0) continue;
                            if (world % (int64_t{ep} * pp) != 0) continue;
                            meshes.push_back({tp, cp, pp, vpp, ep});
                        }
                    }
                }
            }
        }
        // Seeds' order: least model parallelism (largest DP) first; then fewer levers; then the
        // smaller EP, PP, TP and VPP.
        std::sort(meshes.begin(), meshes.end(), [](const MeshCandidate& a, const MeshCandidate& b) {
            return std::make_tuple(a.modelParallel(), a.ep, a.pp, a.tp, a.vpp) < std::make_tuple(b.modelParallel(), b.ep, b.pp, b.tp, b.vpp);
        });
        if (meshes.empty()) {
            setFeasibilityReason(
                row, message("feasibility",
                             MOE_TR("feasibility", "DP squeezed below 1: no TP·CP·PP and EP·PP mesh divides %1 GPUs"),
                             integerArg(world)));
            result.rows.push_back(std::move(row));
            continue;
        }

        Message firstRule;
        Message hostOverflow;  // the first layout that fit the GPU but not the host
        double hostOverflowGiB = 0;
        double closestOverflowGiB = -1;
        std::string closestLayout;
        Message closestTier;

        struct Outcome {
            enum Kind { Skip, Overflow, Fits } kind = Skip;
            Recipe recipe;
            double binding_gib = 0;
            double allowance_gib = 0;
            bool closely = false;
        };
        // Builds the plan for one mesh and lever tier, estimates memory first (cheap rejection)
        // and checks the hard rules only for plans that fit.
        auto evaluate = [&](const MeshCandidate& c, const LeverTier& tier) {
            Outcome out;
            Recipe& r = out.recipe;
            r.name = model.name + " on " + std::to_string(world) + "x " + req.hardware.name;
            r.model = model;
            r.hardware = req.hardware;
            r.options = req.options;
            r.options.recompute = tier.recompute;
            r.options.optimizer.cpu_offload = tier.offload;
            if (tier.offload) {
                r.options.optimizer.precision_aware = true;
                r.options.optimizer.offload_fraction = tier.offload_fraction;
            }
            Layout& l = r.layout;
            l.tp = c.tp;
            l.cp = c.cp;
            l.pp = c.pp;
            l.vpp = c.vpp;
            l.ep = c.ep;
            l.etp = 1;
            l.sequence_parallel = c.tp > 1;
            l.world_size = world;
            l.seq_length = req.seq_length;
            l.micro_batch_size = req.micro_batch_size;
            if (c.cp > 1) {
                // The CP communication Transformer Engine runs for the model's attention (a2a for a
                // sliding window with a learnable softmax); a mesh no type serves is no plan.
                const auto accepted = acceptedCpCommType(model, c.tp, c.cp, CpCommType::P2P);
                if (!accepted) {
                    if (firstRule.empty())
                        firstRule = message(
                            "feasibility",
                            MOE_TR(
                                "feasibility",
                                "no cp_comm_type Transformer Engine accepts serves this model's %1 at TP·CP = %2·%3"),
                            textArg(cpRestrictingFeatures(model)), integerArg(c.tp), integerArg(c.cp));
                    return out;
                }
                l.cp_comm_type = *accepted;
            }
            if (req.hardware.isHopper() && (c.tp > 1 || c.cp > 1) && !r.options.overlap.ep_a2a_overlap)
                r.options.cuda_device_max_connections = 1;
            if (!chooseBalancedPlacement(model, l)) return out;
            // GBS must be a multiple of MBS·DP: drop to the largest multiple that fits.
            const int64_t unit = int64_t{l.micro_batch_size} * l.dp();
            const int64_t gbs = result.global_batch_size / unit * unit;
            if (gbs == 0) {
                if (firstRule.empty())
                    firstRule = message("feasibility", MOE_TR("feasibility", "GBS not divisible: GBS %1 < MBS·DP = %2"),
                                        integerArg(result.global_batch_size), integerArg(unit));
                return out;
            }
            l.global_batch_size = gbs;
            ++row.candidates;
            auto memory = estimateMemory(r, req.assumptions);
            if (!memory) {
                if (firstRule.empty()) firstRule = Message{{}, "%1", {textArg(memory.error().toString())}};
                return out;
            }
            out.binding_gib = static_cast<double>(memory->binding().totalBytes()) / kGiB;
            out.allowance_gib = static_cast<double>(fragmentationAllowanceBytes(*memory)) / kGiB;
            out.closely = fitsClosely(*memory);
            if (!memory->fits) {
                const double over = out.binding_gib - hbmGiB;
                if (closestOverflowGiB < 0 || over < closestOverflowGiB) {
                    closestOverflowGiB = std::max(0.0, over);
                    closestLayout = describeFeasibleLayout(l);
                    closestTier = tier.label;
                    row.binding_gib = out.binding_gib;
                }
                out.kind = Outcome::Overflow;
                return out;
            }
            if (!memory->host_fits) {
                // The GPU side fits; what the offloads put on the host does not. Said as such: a
                // "needs 142.6 GiB > 184.0 GiB usable" reason would be false.
                if (hostOverflow.empty()) {
                    hostOverflow =
                        message("feasibility",
                                MOE_TR("feasibility",
                                       "host memory: %1 with %2 fits the GPU (%3 GiB of %4) but needs %5 GiB of "
                                       "host memory per GPU > %6 GiB available"),
                                codeArg(describeFeasibleLayout(l)), messageArg(tier.label), realArg(out.binding_gib, 1),
                                realArg(hbmGiB, 1), realArg(static_cast<double>(memory->host_bytes_per_gpu) / kGiB, 1),
                                realArg(static_cast<double>(memory->host_budget_per_gpu) / kGiB, 1));
                    hostOverflowGiB = out.binding_gib;
                }
                return out;  // a lighter tier (less offload) may still fit
            }
            for (const Diagnostic& d : validateRecipe(r, ValidationScope::HardRules)) {
                if (d.severity != Severity::Error) continue;
                if (firstRule.empty()) {
                    // The finding's own id where it says the same as its English.
                    const bool sameText = !d.message_text.empty() && d.message_text.english() == d.message;
                    firstRule = message("feasibility", MOE_TR("feasibility", "rule %1: %2"), codeArg(d.rule),
                                        sameText ? messageArg(d.message_text) : textArg(d.message));
                }
                return out;
            }
            out.kind = Outcome::Fits;
            return out;
        };

        // Seeds' order: cheap levers (none, then selective) with the least model parallelism that
        // fits; offload only when recompute and parallelism are not enough; full recompute last.
        // Memory falls monotonically along the tiers of a class, so a mesh whose heaviest tier
        // overflows needs no lighter try.
        bool found = false;
        // A plan that fits only closely (inside the memory model's fragmentation allowance: it may
        // not fit) is kept as a fallback while the search goes on for one that fits with room, as
        // Search ranks them (review: 32 GPUs read "fits closely" for an EP 4 plan while the loaded
        // EP 8 layout on the same GPUs fits with 13.8 GiB of headroom).
        std::optional<Outcome> closeFallback;
        size_t closeFallbackTier = 0;
        auto takeFit = [&](Outcome& o, size_t tierIndex) {
            if (o.kind != Outcome::Fits) return false;
            if (!o.closely) return true;
            if (!closeFallback) {
                closeFallback = std::move(o);
                closeFallbackTier = tierIndex;
            }
            return false;
        };
        auto record = [&](Outcome& chosen, const LeverTier& tier) {
            found = true;
            const Layout& l = chosen.recipe.layout;
            row.feasible = true;
            row.binding_gib = chosen.binding_gib;
            row.allowance_gib = chosen.allowance_gib;
            row.fits_closely = chosen.closely;
            row.levers_message = tier.label;
            row.levers = tier.label.english();
            row.global_batch_size = l.global_batch_size;
            row.gradient_accumulation = l.microbatchesPerStep();
            row.gbs_reduced = l.global_batch_size != result.global_batch_size;
            if (row.gbs_reduced)
                setFeasibilityReason(
                    row, message("feasibility", MOE_TR("feasibility", "%1, %2; GA %3; GBS must drop from %4 to %5"),
                                 codeArg(describeFeasibleLayout(l)), messageArg(tier.label),
                                 integerArg(row.gradient_accumulation), integerArg(result.global_batch_size),
                                 integerArg(l.global_batch_size)));
            else
                setFeasibilityReason(row, message("feasibility", MOE_TR("feasibility", "%1, %2; GA %3"),
                                                  codeArg(describeFeasibleLayout(l)), messageArg(tier.label),
                                                  integerArg(row.gradient_accumulation)));
            row.layout = std::move(chosen.recipe);
        };
        for (int leverClass = 0; leverClass <= 3 && !found; ++leverClass) {
            std::vector<size_t> classTiers;
            for (size_t t = 0; t < tiers.size(); ++t)
                if (tiers[t].lever_class == leverClass) classTiers.push_back(t);
            if (classTiers.empty()) continue;
            size_t groupStart = 0;
            while (groupStart < meshes.size() && !found) {
                size_t groupEnd = groupStart;
                while (groupEnd < meshes.size() && meshes[groupEnd].modelParallel() == meshes[groupStart].modelParallel()) ++groupEnd;
                std::optional<Outcome> best;
                size_t bestTier = classTiers.size();
                for (size_t i = groupStart; i < groupEnd; ++i) {
                    Outcome heaviest = evaluate(meshes[i], tiers[classTiers.back()]);
                    // Only a memory overflow carries over to lighter tiers; a rule can forbid the
                    // heaviest tier alone (e.g. the `moe` recompute module with EP overlap). A close
                    // fit at the heaviest tier leaves no room at the lighter ones either.
                    if (heaviest.kind == Outcome::Overflow) continue;
                    if (heaviest.kind == Outcome::Fits && heaviest.closely) {
                        takeFit(heaviest, classTiers.back());
                        continue;
                    }
                    std::optional<size_t> fitTier;
                    Outcome fit;
                    if (heaviest.kind == Outcome::Fits) {
                        fitTier = classTiers.size() - 1;
                        fit = std::move(heaviest);
                    }
                    for (size_t k = 0; k + 1 < classTiers.size() && k < bestTier; ++k) {
                        Outcome lighter = evaluate(meshes[i], tiers[classTiers[k]]);
                        if (takeFit(lighter, classTiers[k])) {
                            fitTier = k;
                            fit = std::move(lighter);
                            break;
                        }
                    }
                    if (!fitTier) continue;
                    if (!best || *fitTier < bestTier) {
                        best = std::move(fit);
                        bestTier = *fitTier;
                    }
                    if (bestTier == 0) break;  // nothing lighter exists in this group
                }
                if (best) record(*best, tiers[classTiers[bestTier]]);
                groupStart = groupEnd;
            }
        }
        if (!found && closeFallback) record(*closeFallback, tiers[closeFallbackTier]);
        result.candidates_evaluated += row.candidates;
        if (!found) {
            if (!hostOverflow.empty()) {
                setFeasibilityReason(row, hostOverflow);
                row.binding_gib = hostOverflowGiB;
            } else if (closestOverflowGiB >= 0) {
                setFeasibilityReason(
                    row, message("feasibility",
                                 MOE_TR("feasibility",
                                        "memory: closest layout %1 with %2 needs %3 GiB on its binding "
                                        "stage > %4 GiB usable"),
                                 codeArg(closestLayout), messageArg(closestTier), realArg(row.binding_gib, 1),
                                 realArg(hbmGiB, 1)));
            } else if (!firstRule.empty()) {
                setFeasibilityReason(row, firstRule);
            } else {
                setFeasibilityReason(
                    row, message("feasibility",
                                 MOE_TR("feasibility", "DP squeezed below 1: no layout of %1 GPUs can place the model"),
                                 integerArg(world)));
            }
        }
        result.rows.push_back(std::move(row));
    }
    if (req.progress && !result.cancelled) req.progress(1.0);
    return result;
}

FeasibilityRequest feasibilityRequestForRecipe(const Recipe& recipe, int64_t maxGpus) {
    FeasibilityRequest req;
    req.model = recipe.model;
    req.hardware = recipe.hardware;
    req.seq_length = recipe.layout.seq_length;
    req.options = recipe.options;
    req.global_batch_size = recipe.layout.global_batch_size;
    req.micro_batch_size = recipe.layout.micro_batch_size;
    const int64_t node = std::max(1, recipe.hardware.gpus_per_node);
    req.max_gpus = maxGpus > 0 ? maxGpus : std::clamp<int64_t>(4 * recipe.layout.world_size, node, kMaxFeasibilityGpus);
    return req;
}

}  // namespace moe

// The assembled step-time model: its identities (throughput, model TFLOP/s, bubble), bad input,
// levers moving the right way, the seed-004 measurement of domain §6.2, and the seed 000/001
// long-context trends for DeepSeek-V3 on H100 (asserted as trends, with the band stated).
#include <QtTest>
#include <cmath>

#include "core/catalog/catalog.h"
#include "core/feasibility/feasibility.h"
#include "core/flops/model_flops.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/overlap.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"
#include "core/search/layout_search.h"
#include "tests/support/builtin_recipe.h"

using namespace moe;
using moe::testing::builtinRecipe;

namespace {

StepEstimate estimate(const Recipe& r) {
    auto e = estimateStepTime(r, builtinCalibration());
    if (!e) qFatal("%s", e.error().toString().c_str());
    return *e;
}

// Seed 000's DSV3/H100 family at sequence s: TP1, CP = s/4096 (cpStartingPoint), PP8 VPP4 (Bridge
// layout), EP32 ETP1, FP8 blockwise, DeepEP, selective recompute, optimizer offload; 512 GPUs so DP
// = 512/(8·CP); GBS = 64·DP keeps m = 64 microbatches (seed rule: lower GBS as CP rises).
Recipe dsv3LongContext(int64_t seq, int64_t world = 512) {
    Recipe r = builtinRecipe("dsv3-128k-h100");
    r.layout.seq_length = seq;
    r.model.max_position_embeddings = std::max(r.model.max_position_embeddings, seq);
    r.layout.cp = cpStartingPoint(seq);
    r.layout.world_size = world;
    r.layout.global_batch_size = 64 * std::max<int64_t>(1, r.layout.dp());
    return r;
}

Recipe withFullRecompute(Recipe r) {
    r.options.recompute = RecomputeOptions{};
    r.options.recompute.granularity = RecomputeGranularity::Full;
    r.options.recompute.method = RecomputeMethod::Uniform;
    r.options.recompute.num_layers = 1;
    return r;
}

}  // namespace

class TestStepTimeModel : public QObject {
    Q_OBJECT
private slots:
    void identities() {
        const Recipe r = builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        const StepEstimate e = estimate(r);
        const double world = static_cast<double>(r.layout.world_size);
        const double tokens = static_cast<double>(r.layout.global_batch_size * r.layout.seq_length);
        // tokens/s/GPU = GBS·s/(t·W); TFLOP/s/GPU = FLOPs(GBS)/(t·1e12·W) (domain §5).
        QVERIFY(std::fabs(e.tokens_per_s_per_gpu * e.step_time_s * world - tokens) < 1e-6 * tokens);
        const double flops = modelFlopsPerStep(r.model, r.layout.seq_length, r.layout.global_batch_size);
        QVERIFY(std::fabs(e.model_tflops_per_gpu - flops / (e.step_time_s * 1e12 * world)) < 1e-9 * e.model_tflops_per_gpu);
        QVERIFY(std::fabs(e.mfu - e.model_tflops_per_gpu / r.hardware.bf16_tflops) < 1e-12);  // BF16 recipe
        QVERIFY(std::fabs(e.breakdown.total() - e.step_time_s) < 1e-9 * e.step_time_s);
        // m = GBS/(MBS·DP) = 1024/(1·16) = 64.
        QCOMPARE(e.microbatches, int64_t{64});
        QCOMPARE(e.bubble_fraction, 0.0);  // PP 1
    }
    void bubbleInTheStep() {
        const Recipe r = builtinRecipe("dsv3-128k-h100");  // PP8 VPP4, DP1, GBS 64 -> m = 64
        const StepEstimate e = estimate(r);
        QCOMPARE(e.microbatches, int64_t{64});
        // (PP−1)/(v·m) = 7/(4·64) = 0.02734375, and bubble_s = that × m × t_mb = 7/4 × t_mb.
        QCOMPARE(e.bubble_fraction, 7.0 / 256.0);
        QVERIFY(std::fabs(e.breakdown.bubble_s - 1.75 * e.microbatch_time_s) < 1e-9 * e.breakdown.bubble_s);
        Recipe noVpp = r;
        noVpp.layout.vpp = 1;
        noVpp.layout.pipeline_layout.clear();
        noVpp.layout.account_for_embedding_in_pipeline_split = false;
        noVpp.layout.account_for_loss_in_pipeline_split = false;
        // 61 decoder layers on PP8 without VPP: uneven stages 7 + 6·8 + 6 = 61.
        noVpp.layout.first_stage_layers = 7;
        noVpp.layout.last_stage_layers = 6;
        auto e1 = estimateStepTime(noVpp, builtinCalibration());
        QVERIFY2(e1.ok(), e1.ok() ? "" : e1.error().toString().c_str());
        QCOMPARE(e1->bubble_fraction, 7.0 / 64.0);
        QVERIFY(e1->breakdown.bubble_s > e.breakdown.bubble_s);
    }
    void pipelineSendsCountOncePerMicrobatchPerRank() {
        // RankTime::add sums a PP rank's layers; its point-to-point time is the rank's, once per
        // microbatch, not once per layer. Qwen3-30B-A3B (48 layers, h 2048) on 16 H100, MBS 1,
        // seq 4096, no virtual stages and no EP overlap, so every send is exposed. Each microbatch
        // sends its activation forward and its gradient back: 4096 × 2048 × 2 B × 2 = 33.55 MB in
        // 2 steps. With PP last in the rank order, the 2 (PP 2) or 4 (PP 4) stages sit 8 and 4 GPUs
        // apart: the group spans 16 GPUs, beyond the 8-GPU NVLink domain, so it crosses the 50 GB/s
        // NIC at eta_nic with the message-size law (half the rate at collective_half_mb per step)
        // and the per-step latency. Without virtual stages each pass's batched send/receive ends in a
        // device synchronisation: the GPU then waits one host operation (launch_cost_us) per pass.
        const Calibration& cal = builtinCalibration();
        const double bytes = 4096.0 * 2048.0 * 2.0 * 2.0, perStep = bytes / 2.0, half = cal.collective_half_mb * 1e6;
        const double sendS = bytes / (50e9 * cal.eta_nic * perStep / (perStep + half)) + 2.0 * cal.collective_latency_us * 1e-6 +
                             2.0 * cal.launch_cost_us * 1e-6;
        for (int pp : {2, 4}) {
            Recipe r = builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
            r.layout.pp = pp;
            r.layout.ep = 16 / pp / 2;  // ETP·EP·PP must divide 16: EP 4 (PP 2) or 2 (PP 4)
            r.options.overlap.ep_a2a_overlap = false;
            r.options.overlap.delay_wgrad_compute = false;
            const StepEstimate e = estimate(r);
            // m = GBS/(MBS·DP) = 1024/(16/PP): 128 at PP 2 (24 layers per rank), 256 at PP 4 (12).
            QCOMPARE(e.microbatches, int64_t{1024 / (16 / pp)});
            const double expected = static_cast<double>(e.microbatches) * sendS;
            QVERIFY2(std::fabs(e.breakdown.pp_comm_s - expected) < 1e-9 * expected,
                     qPrintable(QString("PP %1: %2 s, by hand %3 s").arg(pp).arg(e.breakdown.pp_comm_s).arg(expected)));
        }
    }
    void badInputNamesTheField() {
        Recipe r = builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        r.layout.global_batch_size = 1000;  // not a multiple of MBS·DP = 16
        auto e = estimateStepTime(r, builtinCalibration());
        QVERIFY(!e.ok());
        QCOMPARE(e.error().field, std::string("layout.global_batch_size"));
        r = builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        r.layout.world_size = 12;  // EP16 does not divide 12
        e = estimateStepTime(r, builtinCalibration());
        QVERIFY(!e.ok());
        QCOMPARE(e.error().field, std::string("layout.world_size"));
        r = builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        r.layout.seq_length = 0;
        e = estimateStepTime(r, builtinCalibration());
        QVERIFY(!e.ok());
        QCOMPARE(e.error().field, std::string("layout.seq_length"));
    }
    void leversMoveTheRightWay() {
        const Recipe base = builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");  // EP overlap on
        const StepEstimate on = estimate(base);
        Recipe off = base;
        off.options.overlap.ep_a2a_overlap = false;
        const StepEstimate noOverlap = estimate(off);
        QVERIFY(noOverlap.breakdown.ep_comm_s > on.breakdown.ep_comm_s);
        QVERIFY(noOverlap.step_time_s > on.step_time_s);
        // The controlled 16xH100 A/B: plain EP overlap took the unprofiled step from 24.71 to
        // 20.99 s, a gain of 24.7138 / 20.992 = 1.177. The gain comes from the schedule (which
        // transfer hides behind which block) and the host pace of the merged step, and must land
        // within ±0.1 of it, both on this training variant of the layout (eager, real routing) and
        // on the configuration the run measured (Bridge's perf recipe: the calibration's seed cases).
        const double measuredGain = 24.7138 / 20.992;
        const double gain = noOverlap.step_time_s / on.step_time_s;
        QVERIFY2(std::fabs(gain - measuredGain) <= 0.1, std::to_string(gain).c_str());
        const std::vector<FitCase> seeds = seedFigureCases();
        QCOMPARE(seeds.size(), size_t(2));
        QVERIFY(seeds[0].recipe.options.overlap.ep_a2a_overlap && !seeds[1].recipe.options.overlap.ep_a2a_overlap);
        const double measuredConfigGain = estimate(seeds[1].recipe).step_time_s / estimate(seeds[0].recipe).step_time_s;
        QVERIFY2(std::fabs(measuredConfigGain - measuredGain) <= 0.1, std::to_string(measuredConfigGain).c_str());
        // The overlap shows in the breakdown: EP time before overlap, what is hidden, and by what.
        bool epRow = false;
        for (const CommOverlap& c : on.breakdown.overlaps)
            if (c.kind == "ep") {
                epRow = true;
                QVERIFY(c.exposed_s < c.total_s);
                QVERIFY(c.hidden_by.find("other microbatch") != std::string::npos);
                QVERIFY(std::fabs(c.exposed_s - on.breakdown.ep_comm_s) < 1e-12);
            }
        QVERIFY(epRow);
        // CUDA graphs remove launches: host time can only fall.
        Recipe graphs = base;
        graphs.options.cuda_graphs.impl = CudaGraphImpl::FullIteration;
        QVERIFY(estimate(graphs).breakdown.host_s <= on.breakdown.host_s);
        // With every launch captured and --manual-gc (no GC stalls) no host time is left.
        graphs.options.manual_gc = true;
        QCOMPARE(estimate(graphs).breakdown.host_s, 0.0);
    }
    void seedRunCommunicationVolume() {
        // The controlled 16xH100 A/B also reports how much communication the GEMMs and attention
        // hid: 0.11 % without EP overlap, 36.55 % with it, for a step 24.7138 -> 20.992 s. If the
        // saved time is the newly hidden communication, the step carries 3.7218 / (0.3655 - 0.0011)
        // = 10.21 s of communication kernels. The fit never sees these shares; the model's EP
        // traffic per step on that run (the calibration's seed case) must land within ±20 % of it.
        const std::vector<FitCase> seeds = seedFigureCases();
        QCOMPARE(seeds.size(), size_t{2});
        const StepEstimate e = estimate(seeds[1].recipe);  // EP overlap off
        double ep = 0;
        for (const CommOverlap& c : e.breakdown.overlaps)
            if (c.kind == "ep") ep = c.total_s;
        const double fromSeed = (24.7138 - 20.992) / (0.3655 - 0.0011);
        QVERIFY2(std::fabs(ep / fromSeed - 1.0) <= 0.2, std::to_string(ep).c_str());
    }
    void seedLongContextBand() {
        // Seeds 000/001: with CP raised as s/4096, DSV3 on H100 keeps throughput in a narrow band
        // from mid-length to very long context. Metric: model TFLOP/s/GPU (it counts the s² attention
        // work, so "same efficiency" means the same number). Band: every point within ±25 % of the
        // band's mean — the seeds say "fairly narrow" without a figure; ±25 % is the tolerance the
        // seed-004 A/B rules treat as a real difference between configurations.
        // The model places this band from 64K on (CP ≥ 16 leaves the 8-GPU NVLink domain at every
        // point); at 32K CP 8 keeps the MLA K/V ring inside NVLink and the model is ~3× faster there
        // (docs/calibration.md, "Divergences"), so 32K is asserted not to fall below the band.
        std::vector<double> tflops;
        for (int64_t seq : {65536, 131072, 262144}) tflops.push_back(estimate(dsv3LongContext(seq)).model_tflops_per_gpu);
        double mean = 0;
        for (double t : tflops) mean += t / static_cast<double>(tflops.size());
        for (double t : tflops) QVERIFY2(std::fabs(t / mean - 1.0) <= 0.25, (std::to_string(t) + " vs mean " + std::to_string(mean)).c_str());
        QVERIFY(estimate(dsv3LongContext(32768)).model_tflops_per_gpu >= 0.75 * mean);
    }
    void longContextRisesSubLinearlyAndFlattens() {
        // Qwen3-235B-A22B on 256 H100 (built-in qwen3-235b-256xh100-alltoall), sequence and CP
        // growing together (16K/CP1 … 128K/CP8) with tokens per step held at 33.5 M, in a layout
        // Megatron accepts that fits at every point (docs/calibration.md, "Long context"): EP 8
        // inside the node, the selective recompute that fits (its `moe` module rules out EP overlap,
        // and with it CUDA_DEVICE_MAX_CONNECTIONS goes back to 1 on Hopper with TP 2), the optimizer
        // state on the CPU (precision-aware optimizer).
        // Per token, the GEMM work stays fixed and the causal attention work doubles with s, so
        // model TFLOP/s/GPU = F(s) / T(s) with F = a + b·s and T = a/e_rest + b·s/e_attn (+ what does
        // not scale). It rises only as far as attention runs more efficiently than the rest of the
        // step, flattens towards e_attn as attention takes over, and stays far below the growth of
        // the FLOPs per token. Checked here:
        //  - it rises at every doubling, and attention's share of the step rises with it;
        //  - it flattens in s: each added token buys less than the one before, i.e. a doubling adds
        //    less than twice the previous doubling (concave in s). Concavity in log s is not
        //    required: with e_attn above e_rest (the cuDNN and FlashAttention-3 kernel benchmarks
        //    behind eta_attention put attention near twice the grouped GEMMs' share of peak) the
        //    curve is an S in log s whose steepest doubling is where attention takes half the time;
        //  - sub-linear: ×2 at most over the range, and less than half the growth of the FLOPs per
        //    token (which a step bound by attention alone would follow). The v1 model went ×2.1.
        std::vector<double> tflops, attentionShare, flopsPerToken;
        for (const auto& [seq, cp] : {std::pair<int64_t, int>{16384, 1}, {32768, 2}, {65536, 4}, {131072, 8}}) {
            Recipe r = builtinRecipe("qwen3-235b-256xh100-alltoall");
            r.layout.seq_length = seq;
            r.model.max_position_embeddings = std::max(r.model.max_position_embeddings, seq);
            r.layout.cp = cp;
            r.layout.global_batch_size = 8192 * 4096 / seq;
            r.layout.ep = 8;
            r.options.recompute.granularity = RecomputeGranularity::Selective;
            r.options.recompute.modules = {RecomputeModule::Layernorm, RecomputeModule::MoeAct, RecomputeModule::Moe, RecomputeModule::Mlp};
            r.options.overlap.ep_a2a_overlap = false;
            r.options.overlap.delay_wgrad_compute = false;
            r.options.cuda_device_max_connections = 1;
            r.options.optimizer.precision_aware = true;
            r.options.optimizer.cpu_offload = true;
            r.options.optimizer.offload_fraction = 1.0;
            QVERIFY2(!hasErrors(validateRecipe(r)), std::to_string(seq).c_str());
            const StepEstimate e = estimate(r);
            QVERIFY2(e.memory_fits, std::to_string(seq).c_str());
            tflops.push_back(e.model_tflops_per_gpu);
            attentionShare.push_back(e.breakdown.attention_s / e.step_time_s);
            flopsPerToken.push_back(e.model_flops_per_step / (static_cast<double>(r.layout.global_batch_size) * static_cast<double>(seq)));
        }
        for (size_t i = 1; i < tflops.size(); ++i) {
            QVERIFY2(tflops[i] > tflops[i - 1], std::to_string(i).c_str());
            QVERIFY2(attentionShare[i] > attentionShare[i - 1], std::to_string(i).c_str());
        }
        for (size_t i = 2; i < tflops.size(); ++i)
            QVERIFY2(tflops[i] - tflops[i - 1] < 2.0 * (tflops[i - 1] - tflops[i - 2]),
                     ("doubling " + std::to_string(i) + " buys more per added token than the one before").c_str());
        const double growth = tflops.back() / tflops.front();
        QVERIFY2(growth < 2.0, std::to_string(growth).c_str());
        const double flopsGrowth = flopsPerToken.back() / flopsPerToken.front();
        QVERIFY2(growth - 1.0 < 0.5 * (flopsGrowth - 1.0), (std::to_string(growth) + " vs FLOPs per token x" + std::to_string(flopsGrowth)).c_str());
    }
    void searchedLongContextBand() {
        // The same seed claim with the layout chosen per length, as a user of the studio would: the
        // best searched plan for DSV3 on 1024 H100s (FP8 blockwise, DeepEP) at 32K..256K. Every
        // point within ±25 % of the band's mean (tolerance as above), and the sequence is split
        // over at least as many GPUs (CP·TP) as the length grows.
        std::vector<double> tflops;
        int previousSplit = 0;
        for (int64_t seq : {32768, 65536, 131072, 262144}) {
            SearchRequest req;
            req.model = *builtinCatalog().findModel("DeepSeek-V3");
            req.hardware = *builtinCatalog().findHardware("H100-SXM");
            req.gpus = 1024;
            req.seq_length = seq;
            req.options.precision = Precision::FP8Blockwise;
            req.options.dispatcher = Dispatcher::FlexDeepEP;
            req.options.overlap.grad_reduce = true;
            req.options.overlap.param_gather = true;
            req.top_k = 1;
            auto r = searchLayouts(req);
            QVERIFY(r);
            QVERIFY2(!r->results.empty(), std::to_string(seq).c_str());
            const SearchCandidate& best = r->results.front();
            tflops.push_back(best.estimate.model_tflops_per_gpu);
            const int split = best.recipe.layout.cp * best.recipe.layout.tp;
            QVERIFY2(split >= previousSplit, (std::to_string(seq) + ": CP·TP " + std::to_string(split)).c_str());
            previousSplit = split;
            // Past short contexts the winner recomputes selectively, never fully (seed 000).
            QVERIFY(best.recipe.options.recompute.granularity != RecomputeGranularity::Full);
        }
        double mean = 0;
        for (double t : tflops) mean += t / static_cast<double>(tflops.size());
        for (double t : tflops) QVERIFY2(std::fabs(t / mean - 1.0) <= 0.25, (std::to_string(t) + " vs mean " + std::to_string(mean)).c_str());
    }
    void selectiveBeatsFullPastShortContexts() {
        // Seeds 000/001: selective beats full recompute once past short contexts, and the gap widens
        // with length because full recompute re-runs core attention, whose share grows with s.
        double shortRatio = 0;
        for (int64_t seq : {8192, 32768, 65536, 131072, 262144}) {
            const Recipe selective = dsv3LongContext(seq);
            const double sel = estimate(selective).tokens_per_s_per_gpu;
            const double full = estimate(withFullRecompute(selective)).tokens_per_s_per_gpu;
            const double ratio = sel / full;
            if (seq == 8192) {
                shortRatio = ratio;
                continue;
            }
            QVERIFY2(ratio > 1.0, std::to_string(seq).c_str());
            QVERIFY2(ratio > shortRatio, (std::to_string(seq) + ": gap " + std::to_string(ratio) + " <= 8K gap " + std::to_string(shortRatio)).c_str());
        }
    }
    void gpuCountNotMemoryBindsAsCpGrows() {
        // Seeds 000/001: with CP = s/4096 the per-GPU memory stays flat (s/CP is constant), while
        // the GPUs needed grow with s: DP is squeezed to 1 and then the world no longer divides.
        const double memory32k = estimate(dsv3LongContext(32768)).binding_stage_gib;
        for (int64_t seq : {65536, 131072, 262144}) {
            const StepEstimate e = estimate(dsv3LongContext(seq));
            QVERIFY2(e.memory_fits, std::to_string(seq).c_str());
            QVERIFY(std::fabs(e.binding_stage_gib / memory32k - 1.0) < 0.10);
        }
        QCOMPARE(dsv3LongContext(262144).layout.dp(), int64_t{1});  // 512 GPUs: DP already 1 at 256K
        // 512K on the same 512 GPUs: CP 128 · PP 8 = 1024 > 512 — refused for the GPU count...
        auto tooFew = estimateStepTime(dsv3LongContext(524288, 512), builtinCalibration());
        QVERIFY(!tooFew.ok());
        QCOMPARE(tooFew.error().field, std::string("layout.world_size"));
        // ...while memory is not what binds: on 1024 GPUs the same layout fits.
        auto enough = estimateMemory(dsv3LongContext(524288, 1024));
        QVERIFY(enough.ok());
        QVERIFY(enough->fits);
    }
};

QTEST_GUILESS_MAIN(TestStepTimeModel)
#include "test_step_time_model.moc"

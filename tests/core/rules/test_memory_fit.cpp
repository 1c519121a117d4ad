// Fit as a verdict (core/rules/memory_fit): a layout over usable HBM is the error
// memory.does_not_fit naming the binding stage and the bytes over; within the fragmentation
// allowance it is the warning memory.fit_uncertain; each offered fix, applied, is re-estimated
// here and must really make the layout fit; the export header carries the warning.
#include <QtTest>
#include <cmath>

#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/memory_fit.h"
#include "core/rules/validator.h"
#include "rules_fixture.h"
#include "tests/support/builtin_recipe.h"

using namespace moe;
using namespace moe::testing;

namespace {

constexpr double kGiBytes = 1024.0 * 1024.0 * 1024.0;

MemoryReport memoryEstimate(const Recipe& r) {
    Result<MemoryReport> m = estimateMemory(r);
    if (!m.ok()) qFatal("memory: %s", m.error().toString().c_str());
    return m.value();
}

Recipe withChanges(Recipe r, const std::vector<FieldChange>& changes) {
    for (const FieldChange& c : changes)
        if (!applyFieldValue(r, c.path, c.value).ok()) qFatal("cannot set %s = %s", c.path.c_str(), c.value.c_str());
    return r;
}

// The finding's fix applied: the layout fits and breaks no hard rule.
bool fixFitsWithoutErrors(const Recipe& r, const Diagnostic& d) {
    const Recipe fixed = withChanges(r, d.fix);
    return memoryEstimate(fixed).fits && !hasErrors(validateRecipe(fixed, ValidationScope::HardRules));
}

// DeepSeek-V3 BF16 at 4K on `world` H100s with EP `ep`, the alltoall dispatcher, EP overlap on, no
// recompute and no optimizer offload (from the 128K built-in recipe: CP 1, GBS 1024).
Recipe dsv3Bf16WithEpOverlap(int world, int ep) {
    return withChanges(moe::testing::builtinRecipe("dsv3-128k-h100"),
                       {{"layout.cp", "1"},
                        {"layout.seq_length", "4096"},
                        {"layout.world_size", std::to_string(world)},
                        {"layout.global_batch_size", "1024"},
                        {"layout.ep", std::to_string(ep)},
                        {"options.precision", "bf16"},
                        {"options.dispatcher", "alltoall"},
                        {"options.overlap.ep_a2a_overlap", "true"},
                        {"options.recompute.granularity", "none"},
                        {"options.optimizer.cpu_offload", "false"}});
}

int64_t fragmentationOf(const StageMemory& s) {
    for (const MemoryLine& l : s.detail)
        if (std::string(l.name) == "fragmentation") return l.bytes;
    return 0;
}

}  // namespace

class TestMemoryFit : public QObject {
    Q_OBJECT
private slots:
    void fittingLayoutHasNoFinding() {
        const Recipe r = qwen30bBaseline();
        QVERIFY(memoryEstimate(r).fits);
        QVERIFY(memoryFitDiagnostics(r).empty());
    }

    void overTheLineIsAnErrorWithWorkingFixes() {
        Recipe r = qwen30bBaseline();
        // Shrink usable HBM until the binding stage is 1 GiB beyond its fragmentation allowance
        // (the model's uncertainty): a plain "does not fit".
        const MemoryReport before = memoryEstimate(r);
        const int64_t need = before.binding().totalBytes();
        r.hardware.usable_gib = (static_cast<double>(need - fragmentationOf(before.binding())) - kGiBytes) / kGiBytes;
        const MemoryReport m = memoryEstimate(r);
        QVERIFY(!m.fits);
        QVERIFY(-m.headroom_bytes > fragmentationOf(m.binding()));
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r, m);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.does_not_fit"));
        QCOMPARE(d.front().severity, Severity::Error);
        QVERIFY(doesNotFit(d));
        const std::string stage = "pipeline stage " + std::to_string(m.binding_stage);
        QVERIFY2(d.front().message.find(stage) != std::string::npos, d.front().message.c_str());
        const std::string over =
            QString::number(static_cast<double>(-m.headroom_bytes) / kGiBytes, 'f', 2).toStdString() + " GiB over";
        QVERIFY2(d.front().message.find(over) != std::string::npos, d.front().message.c_str());
        // Every fix offered (the error's and each lever's) makes the layout fit when applied.
        int fixes = 0;
        for (const Diagnostic& x : d) {
            if (x.fix.empty()) continue;
            Recipe fixed = r;
            for (const FieldChange& c : x.fix) QVERIFY(applyFieldValue(fixed, c.path, c.value).ok());
            QVERIFY2(memoryEstimate(fixed).fits, x.message.c_str());
            ++fixes;
        }
        QVERIFY(fixes >= 1);
        // Each fix carries its name, the lever's words (review: the Fix column read "Activation
        // recompute = selective (+2 more)" and hid that the fix turns EP overlap off): a fix that
        // turns EP overlap off says so in its name.
        for (const Diagnostic& x : d) {
            if (x.fix.empty()) continue;
            QVERIFY2(!x.fix_label.empty(), x.message.c_str());
            bool turnsEpOverlapOff = false;
            for (const FieldChange& c : x.fix)
                turnsEpOverlapOff |= c.path == "options.overlap.ep_a2a_overlap" && c.value == "false";
            QCOMPARE(x.fix_label.find("EP overlap off") != std::string::npos, turnsEpOverlapOff);
        }
        // The export header says so, after a shebang.
        const std::string script = withMemoryFitHeader("#!/bin/bash\necho run\n", d);
        QVERIFY(script.rfind("#!/bin/bash\n# WARNING: exported although it does not fit in memory", 0) == 0);
    }

    void aFixSaysFitsOnlyWhenItFitsWithRoom() {
        // A review dragged the Qwen3-30B seed to EP 4 and was offered "EP 16 (fits, 4.90 GiB
        // headroom)", which the memory chart then called "Fits, but closely … may not fit". Every
        // lever offered is checked: it fits with room and its text says "fits", or it fits only
        // closely (offered only when no lever fits with room) and its text says so.
        const Recipe r =
            withChanges(moe::testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep"), {{"layout.ep", "4"}});
        const MemoryReport m = memoryEstimate(r);
        QVERIFY(!m.fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r, m);
        QVERIFY(!d.empty());
        int offered = 0;
        bool anyRoomy = false;
        std::vector<bool> closeness;
        for (const Diagnostic& x : d) {
            if (x.fix.empty()) continue;
            const MemoryReport fixed = memoryEstimate(withChanges(r, x.fix));
            const MemoryFit fit = memoryFitOf(fixed);
            QVERIFY2(underHbm(fit), x.message.c_str());
            closeness.push_back(fit == MemoryFit::FitsClosely);
            anyRoomy |= fit == MemoryFit::Fits;
            ++offered;
        }
        QVERIFY(offered >= 1);
        // Levers that fit with room exist here (recompute, offload): no close one is offered beside them.
        QVERIFY(anyRoomy);
        for (const bool close : closeness) QVERIFY(!close);
        QVERIFY2(d.front().suggestion.find("fits closely") == std::string::npos, d.front().suggestion.c_str());

        // Where only a close fit exists, the text says so: usable HBM set so that the best lever
        // leaves half its allowance.
        Recipe tight = r;
        const MemoryReport best = memoryEstimate(withChanges(r, d.front().fix));
        tight.hardware.usable_gib = (static_cast<double>(best.binding().totalBytes()) +
                                     0.5 * static_cast<double>(fragmentationAllowanceBytes(best))) /
                                    kGiBytes;
        const std::vector<Diagnostic> closeFix = memoryFitDiagnostics(tight, memoryEstimate(tight));
        QVERIFY(!closeFix.empty() && !closeFix.front().fix.empty());
        const MemoryReport after = memoryEstimate(withChanges(tight, closeFix.front().fix));
        if (memoryFitOf(after) == MemoryFit::FitsClosely)
            QVERIFY2(closeFix.front().suggestion.find("fits closely") != std::string::npos,
                     closeFix.front().suggestion.c_str());
        else
            QVERIFY2(closeFix.front().suggestion.find("fits closely") == std::string::npos,
                     closeFix.front().suggestion.c_str());
    }

    void whenNoSingleLeverFitsTheFixCombinesThem() {
        // Shrink usable HBM step by step: past the point where one lever is enough, the offered fix
        // takes levers together ("A + B"), and applied it fits. A fix that leaves the layout over
        // HBM is never offered (the issue: "Apply Fix" applied one step and still did not fit).
        const Recipe base = qwen30bBaseline();
        const int64_t need = memoryEstimate(base).binding().totalBytes();
        bool combined = false;
        for (double share = 0.9; share > 0.2 && !combined; share -= 0.05) {
            Recipe r = base;
            r.hardware.usable_gib = share * static_cast<double>(need) / kGiBytes;
            const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
            if (d.empty() || d.front().rule != "memory.does_not_fit") continue;
            for (const Diagnostic& x : d) {
                if (x.fix.empty()) continue;
                Recipe fixed = r;
                for (const FieldChange& c : x.fix) QVERIFY(applyFieldValue(fixed, c.path, c.value).ok());
                QVERIFY2(memoryEstimate(fixed).fits, (x.message + " / " + x.suggestion).c_str());
            }
            if (d.front().suggestion.find(" + ") != std::string::npos) {
                combined = true;
                QVERIFY2(!d.front().fix.empty(), d.front().suggestion.c_str());
                QVERIFY2(d.front().suggestion.find("(fits, ") != std::string::npos, d.front().suggestion.c_str());
            }
            if (d.front().fix.empty())
                QVERIFY2(d.front().suggestion.find("use more GPUs") != std::string::npos, d.front().suggestion.c_str());
        }
        QVERIFY(combined);
    }

    void farOverHbmTheSameGpusStillGetAFix() {
        // The review: DeepSeek-V3 BF16 on 256 GB200 at TP1 EP16 PP1 (~470 GiB on one stage) was told
        // "use more GPUs" although Megatron-Bridge's own layout for these 256 GPUs fits. One doubling
        // of EP or PP is not enough; deeper pipelines (with a placement Megatron accepts for 61
        // layers) are levers too, and the offered one fits.
        const Recipe r = withChanges(moe::testing::builtinRecipe("bridge-dsv3-gb200-256-bf16"),
                                     {{"layout.ep", "16"},
                                      {"layout.pp", "1"},
                                      {"layout.vpp", "1"},
                                      {"layout.pipeline_layout", ""},
                                      {"options.overlap.param_gather_with_optimizer_step", "false"}});
        QVERIFY(!memoryEstimate(r).fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.does_not_fit"));
        QVERIFY2(!d.front().fix.empty(), d.front().suggestion.c_str());
        QVERIFY(fixFitsWithoutErrors(r, d.front()));
    }

    void longContextIsOfferedContextParallelism() {
        // Review 13: DeepSeek-V3 at 128K on Megatron-Bridge's 256-GB200 MXFP8 layout (TP1 CP1 PP8
        // EP32) was told to buy GPUs. At CP 1 the activations of a 131072-token microbatch are
        // 32x those at 4K; splitting the sequence over CP is the lever, and the one offered fits
        // and breaks no hard rule.
        const Recipe r = withChanges(moe::testing::builtinRecipe("bridge-dsv3-gb200-256-mxfp8"),
                                     {{"model.max_position_embeddings", "163840"},
                                      {"layout.seq_length", "131072"},
                                      {"layout.global_batch_size", "128"}});
        QCOMPARE(r.layout.cp, int64_t{1});
        QVERIFY(!memoryEstimate(r).fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.does_not_fit"));
        QVERIFY2(!d.front().fix.empty(), d.front().suggestion.c_str());
        bool cp = false;
        for (const FieldChange& c : d.front().fix) cp = cp || (c.path == "layout.cp" && std::stoll(c.value) > 1);
        QVERIFY2(cp, d.front().suggestion.c_str());
        QVERIFY(fixFitsWithoutErrors(r, d.front()));
    }

    void aLeverTakesTheSettingItsRuleAsksFor() {
        // Review 14: DeepSeek-V3 BF16 on 256 H100 (TP1 EP64 PP4, full recompute, optimizer
        // offload, CUDA_DEVICE_MAX_CONNECTIONS 32) at 128K was told nothing makes it fit, while
        // CP 16 fits. CP > 1 on Hopper without EP overlap needs CUDA_DEVICE_MAX_CONNECTIONS 1, a
        // rule whose finding carries that one-click fix: the lever takes it and says so. A fix
        // that would add GPUs is never taken along (the lever stays on these GPUs).
        const Recipe r = withChanges(moe::testing::builtinRecipe("bridge-dsv3-h100-1024-bf16"),
                                     {{"layout.world_size", "256"},
                                      {"layout.tp", "1"},
                                      {"layout.sequence_parallel", "false"},
                                      {"layout.pp", "4"},
                                      {"layout.vpp", "1"},
                                      {"layout.pipeline_layout", "Et*15|t*16|t*16|t*14mL"},
                                      {"layout.global_batch_size", "1024"},
                                      {"options.recompute.granularity", "full"},
                                      {"options.recompute.method", "uniform"},
                                      {"options.recompute.num_layers", "1"},
                                      {"options.optimizer.cpu_offload", "true"},
                                      {"options.optimizer.exp_avg_dtype", "fp32"},
                                      {"options.optimizer.exp_avg_sq_dtype", "fp32"},
                                      {"options.overlap.param_gather_with_optimizer_step", "false"},
                                      {"options.cuda_device_max_connections", "32"},
                                      {"model.max_position_embeddings", "163840"},
                                      {"layout.seq_length", "131072"}});
        QVERIFY(!hasErrors(validateRecipe(r, ValidationScope::HardRules)));
        QVERIFY(!memoryEstimate(r).fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.does_not_fit"));
        QVERIFY2(!d.front().fix.empty(), d.front().suggestion.c_str());
        bool cp = false, connections = false;
        for (const FieldChange& c : d.front().fix) {
            cp = cp || (c.path == "layout.cp" && std::stoll(c.value) > 1);
            connections = connections || (c.path == "options.cuda_device_max_connections" && c.value == "1");
            QVERIFY2(c.path != "layout.world_size", d.front().suggestion.c_str());
        }
        QVERIFY2(cp && connections, d.front().suggestion.c_str());
        QVERIFY2(d.front().suggestion.find("CUDA_DEVICE_MAX_CONNECTIONS 1") != std::string::npos, d.front().suggestion.c_str());
        QVERIFY(fixFitsWithoutErrors(r, d.front()));
    }

    void theFastestFixComesFirst() {
        // Review (DeepSeek-V2-Lite at 8K on 32 H100, EP 2, MBS 4, ~207 GiB on an 80 GB GPU): the
        // fixes were offered in lever order, and the first that fitted alone was CP 16, at a small
        // fraction of what EP 8 with micro-batch 1 runs at. Each offered fix is applied and
        // estimated here with the step-time model (the built-in calibration, as the finding's
        // default): they must come fastest first, each with its own figure in the text, and the
        // first must beat every single lever that fits alone (CP 16 among them).
        const Result<Recipe> parsed = parseRecipeYaml(R"(schema_version: 1
name: v2-lite-8k
model: DeepSeek-V2-Lite
hardware: H100-SXM
layout: {tp: 1, cp: 1, pp: 1, ep: 2, etp: 1, micro_batch_size: 4, global_batch_size: 512, seq_length: 8192, world_size: 32}
options: {precision: bf16, dispatcher: alltoall}
)",
                                                      "v2-lite-8k.yaml");
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().toString().c_str());
        const Recipe& r = parsed.value();
        QVERIFY(!memoryEstimate(r).fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.does_not_fit"));
        const auto speed = [&](const std::vector<FieldChange>& fix) {
            const Recipe fixed = withChanges(r, fix);
            const Result<StepEstimate> e = estimateStepTime(fixed, builtinCalibration(), memoryEstimate(fixed));
            if (!e.ok()) qFatal("estimate: %s", e.error().toString().c_str());
            return e.value().tokens_per_s_per_gpu;
        };
        double previous = 1e300;
        for (const Diagnostic& fix : d) {
            QVERIFY(fixFitsWithoutErrors(r, fix));
            const double tokens = speed(fix.fix);
            QVERIFY2(tokens <= previous * (1 + 1e-9), fix.fix_label.c_str());
            previous = tokens;
            // The text carries the figure, to three significant digits ("about 16900 tokens/s/GPU").
            const auto scale = std::pow(10.0, std::floor(std::log10(tokens)) - 2);
            const std::string digits = std::to_string(static_cast<int64_t>(std::llround(tokens / scale) * scale));
            const std::string& text = fix.rule == "memory.does_not_fit" ? fix.suggestion : fix.message;
            QVERIFY2(text.find("about " + digits + " tokens/s/GPU") != std::string::npos,
                     (text + " / " + digits).c_str());
        }
        const double first = speed(d.front().fix);
        for (const char* cp : {"16", "32"}) {
            const Recipe alone = withChanges(r, {{"layout.cp", cp}});
            if (!memoryEstimate(alone).fits) continue;
            QVERIFY2(first > speed({{"layout.cp", cp}}), d.front().suggestion.c_str());
        }
        QVERIFY2(d.front().fix_label.find("CP") == std::string::npos, d.front().fix_label.c_str());
    }

    void epOverlapDoesNotHideTheRecomputeLevers() {
        // The review: DeepSeek-V3 BF16 on 1024 H100, TP1 EP32 PP8 VPP4, 4K, EP overlap on, no
        // recompute (~175 GiB on stage 2) was told "no lever, alone or combined, makes it fit",
        // though EP overlap off plus full recompute fits. Megatron-Core refuses full recompute and
        // the moe recompute module with EP overlap, so those levers turn EP overlap off too, and say
        // so. (Faster fixes may come first: the fixes are ranked by speed.)
        const Recipe r = dsv3Bf16WithEpOverlap(1024, 32);
        QVERIFY(!hasErrors(validateRecipe(r, ValidationScope::HardRules)));
        QVERIFY(!memoryEstimate(r).fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.does_not_fit"));
        bool offered = false;
        for (const Diagnostic& fix : d) {
            if (fix.fix.empty() || withChanges(r, fix.fix).options.overlap.ep_a2a_overlap) continue;
            offered = true;
            QVERIFY2(fix.fix_label.find("EP overlap off") != std::string::npos, fix.fix_label.c_str());
            QVERIFY(fixFitsWithoutErrors(r, fix));
        }
        QVERIFY2(offered, d.front().suggestion.c_str());
        QVERIFY(fixFitsWithoutErrors(r, d.front()));
    }

    void aCombinedFixNamesEachLeverOnce() {
        // The review: a combined fix read "recompute modules … + EP overlap off + recompute modules
        // …,moe,mlp + EP 16 + EP overlap off + full recompute + …": levers whose values a later lever
        // replaced were still named. DeepSeek-V3 BF16 on 128 H100 at EP 8 with EP overlap needs a
        // combination; each lever is named once, the last value of each field.
        const Recipe r = dsv3Bf16WithEpOverlap(128, 8);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        const std::string& s = d.front().suggestion;
        QVERIFY2(s.find(" + ") != std::string::npos, s.c_str());  // a combination, as in the review
        const auto count = [&](const std::string& what) {
            size_t n = 0;
            for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
            return n;
        };
        QVERIFY2(count("EP overlap off") == 1, s.c_str());
        QVERIFY2(count("recompute") == 1, s.c_str());
        QVERIFY2(count("EP 1") + count("EP 3") + count("EP 6") <= 1, s.c_str());
        QVERIFY(fixFitsWithoutErrors(r, d.front()));
    }

    void twoLeversThatTurnEpOverlapOffSayItOnce() {
        // Review 8: "EP overlap off + full recompute + optimizer CPU offload + EP 64 + EP overlap off
        // + PP 4": full recompute and a PP lever without virtual stages both turn EP overlap off.
        // DeepSeek-V3 BF16 on 1024 H100 with PP 1 and EP 32, far over HBM, needs both.
        Recipe r = withChanges(dsv3Bf16WithEpOverlap(1024, 32),
                               {{"layout.pp", "1"}, {"layout.vpp", "1"}, {"layout.pipeline_layout", ""},
                                {"layout.account_for_embedding_in_pipeline_split", "false"},
                                {"layout.account_for_loss_in_pipeline_split", "false"}});
        QVERIFY2(!hasErrors(validateRecipe(r, ValidationScope::HardRules)), "the starting layout is valid");
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        // Every offered fix (the error's and each alternative's) names it at most once.
        bool ppWithOverlapOff = false;
        for (const Diagnostic& fix : d) {
            const std::string& s = fix.fix_label;
            size_t n = 0;
            for (size_t at = s.find("EP overlap off"); at != std::string::npos; at = s.find("EP overlap off", at + 1))
                ++n;
            QVERIFY2(n <= 1, s.c_str());
            ppWithOverlapOff = ppWithOverlapOff ||
                               (n == 1 && s.find("PP ") != std::string::npos && s.find(" + ") != std::string::npos);
            QVERIFY(fixFitsWithoutErrors(r, fix));
        }
        QVERIFY2(ppWithOverlapOff, d.front().suggestion.c_str());
    }

    // Review 30: the fix "EP overlap off + PP 4 + CP 32" also counted the embedding and the loss as
    // layers of the pipeline split, which its label did not say. Every change a fix makes is named:
    // each offered fix's label names every placement change among its changes.
    void aFixNamesThePipelinePlacementItSets() {
        Recipe r =
            withChanges(dsv3Bf16WithEpOverlap(1024, 32), {{"layout.pp", "1"},
                                                          {"layout.vpp", "1"},
                                                          {"layout.pipeline_layout", ""},
                                                          {"layout.account_for_embedding_in_pipeline_split", "false"},
                                                          {"layout.account_for_loss_in_pipeline_split", "false"}});
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        int placements = 0;
        for (const Diagnostic& fix : d) {
            for (const FieldChange& c : fix.fix) {
                const char* said = c.path == "layout.account_for_embedding_in_pipeline_split" ? "embedding counted"
                                   : c.path == "layout.account_for_loss_in_pipeline_split"    ? "loss counted"
                                   : c.path == "layout.pipeline_layout"                       ? "pipeline layout"
                                                                                              : nullptr;
                if (said == nullptr) continue;
                ++placements;
                QVERIFY2(fix.fix_label.find(said) != std::string::npos, fix.fix_label.c_str());
            }
        }
        // DeepSeek-V3's 61 layers split over PP only with a placement: some fix sets one.
        QVERIFY(placements > 0);
    }

    void withinTheUncertaintyIsAWarning() {
        Recipe r = qwen30bBaseline();
        const MemoryReport before = memoryEstimate(r);
        const int64_t frag = fragmentationOf(before.binding());
        QVERIFY(frag > kGiBytes / 2);
        // Half a fragmentation allowance over: the model cannot tell, so a warning.
        r.hardware.usable_gib =
            (static_cast<double>(before.binding().totalBytes()) - 0.5 * static_cast<double>(frag)) / kGiBytes;
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QVERIFY(!d.empty());
        QCOMPARE(d.front().rule, std::string("memory.fit_uncertain"));
        QCOMPARE(d.front().severity, Severity::Warning);
        QVERIFY(!doesNotFit(d));
        QVERIFY(d.front().message.find("uncertainty") != std::string::npos);
        QVERIFY(withMemoryFitHeader("layout: {}\n", d).rfind("# WARNING: memory is tight", 0) == 0);
    }

    // Issue 41, item 3: a search #1 using 79.1 of 79.6 GiB got no caution, though the model's own
    // allowance was 5.5 GiB. Headroom inside the allowance is a caution; a full allowance spare is not.
    void headroomInsideTheAllowanceIsACaution() {
        Recipe r = qwen30bBaseline();
        const MemoryReport before = memoryEstimate(r);
        const int64_t frag = fragmentationOf(before.binding());
        const double binding = static_cast<double>(before.binding().totalBytes());
        // Half an allowance to spare: fits, but the estimate cannot promise it.
        r.hardware.usable_gib = (binding + 0.5 * static_cast<double>(frag)) / kGiBytes;
        const MemoryReport close = memoryEstimate(r);
        QVERIFY(close.fits);
        const std::vector<Diagnostic> d = memoryFitDiagnostics(r);
        QCOMPARE(d.size(), size_t{1});
        QCOMPARE(d.front().rule, std::string(kRuleFitClose));
        QCOMPARE(d.front().severity, Severity::Warning);
        QVERIFY(!doesNotFit(d));
        QVERIFY(d.front().message.find("allocator-fragmentation allowance") != std::string::npos);
        // The export header says it too, as the studio does (a review exported a plan with 0.44 GiB
        // headroom against a 5.53 GiB allowance and found no word of it in the script).
        const std::vector<std::string> header = memoryFitHeaderLines(d);
        QCOMPARE(header.size(), size_t{1});
        QVERIFY(header.front().rfind("WARNING: memory fits closely: ", 0) == 0);
        // One and a half allowances to spare: nothing to say.
        r.hardware.usable_gib = (binding + 1.5 * static_cast<double>(frag)) / kGiBytes;
        QVERIFY(memoryFitDiagnostics(r).empty());
    }
};

QTEST_APPLESS_MAIN(TestMemoryFit)
#include "test_memory_fit.moc"

#pragma once
// Shared fixtures for the validator tests: two valid baseline recipes built from the built-in
// catalog, and a table-driven checker that flips one thing per case.
#include <QtTest>
#include <functional>
#include <string>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/recipe/recipe.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/validator.h"

namespace moe::testing {

inline Recipe makeRecipe(const std::string& model, const std::string& gpu) {
    const Catalog& c = builtinCatalog();
    const ModelSpec* m = c.findModel(model);
    const HardwareSpec* h = c.findHardware(gpu);
    if (!m || !h) qFatal("catalog lacks %s or %s", model.c_str(), gpu.c_str());
    Recipe r;
    r.name = model + " on " + gpu;
    r.model_ref = model;
    r.model = *m;
    r.hardware_ref = gpu;
    r.hardware = *h;
    return r;
}

// Puts `r` on the built-in GPU `gpu`.
inline void useGpu(Recipe& r, const char* gpu) {
    const HardwareSpec* h = builtinCatalog().findHardware(gpu);
    if (!h) qFatal("no GPU %s", gpu);
    r.hardware = *h;
    r.hardware_ref = gpu;
}

// Seed 000/Bridge: Qwen3-30B-A3B on 16×H100, TP1 PP1 EP16 ETP1, 4K, MBS 1 GBS 1024, alltoall, bf16.
inline Recipe qwen30bBaseline() {
    Recipe r = makeRecipe("Qwen3-30B-A3B", "H100-SXM");
    Layout& l = r.layout;
    l.tp = 1;
    l.cp = 1;
    l.pp = 1;
    l.vpp = 1;
    l.ep = 16;
    l.etp = 1;
    l.seq_length = 4096;
    l.micro_batch_size = 1;
    l.global_batch_size = 1024;
    l.world_size = 16;
    r.options.precision = Precision::BF16;
    r.options.dispatcher = Dispatcher::AllToAll;
    return r;
}

// Seed 000 "DSV3 128K H100": TP1 CP32 EP32 ETP1 PP8 VPP4 on 256 GPUs, layout Et|(tt|)*30mL,
// FP8 blockwise, DeepEP, selective recompute, optimizer CPU offload.
inline Recipe dsv3Baseline() {
    Recipe r = makeRecipe("DeepSeek-V3", "H100-SXM");
    Layout& l = r.layout;
    l.tp = 1;
    l.cp = 32;
    l.pp = 8;
    l.vpp = 4;
    l.ep = 32;
    l.etp = 1;
    l.pipeline_layout = "Et|(tt|)*30mL";
    l.seq_length = 131072;
    l.micro_batch_size = 1;
    l.global_batch_size = 32;
    l.world_size = 256;
    r.model.max_position_embeddings = 131072;
    TrainingOptions& o = r.options;
    o.precision = Precision::FP8Blockwise;
    o.dispatcher = Dispatcher::FlexDeepEP;
    o.recompute.granularity = RecomputeGranularity::Selective;
    o.recompute.modules = {RecomputeModule::MlaUpProj, RecomputeModule::Layernorm, RecomputeModule::Moe,
                           RecomputeModule::Mlp};
    o.optimizer.cpu_offload = true;
    o.optimizer.precision_aware = true;
    o.cuda_device_max_connections = 1;  // Hopper with CP > 1 and no EP overlap (§8.4)
    return r;
}

inline const Diagnostic* findRule(const std::vector<Diagnostic>& ds, const std::string& rule) {
    for (const auto& d : ds)
        if (d.rule == rule) return &d;
    return nullptr;
}

// A copy of the first diagnostic with `rule`; its rule is empty when there is none (so tests can
// read fields without dereferencing a possibly-null pointer).
inline Diagnostic getRule(const std::vector<Diagnostic>& ds, const std::string& rule) {
    const Diagnostic* d = findRule(ds, rule);
    if (d) return *d;
    Diagnostic none;
    none.severity = Severity::Info;
    return none;
}

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

inline QString describe(const std::vector<Diagnostic>& ds) {
    QString out;
    for (const auto& d : ds)
        out += QString("\n  [%1] %2: %3")
                   .arg(severityName(d.severity), QString::fromStdString(d.rule), QString::fromStdString(d.message));
    return out;
}

inline QString errorsOf(const std::vector<Diagnostic>& ds) {
    std::vector<Diagnostic> errors;
    for (const auto& d : ds)
        if (d.severity == Severity::Error) errors.push_back(d);
    return describe(errors);
}

enum class Base { Qwen30B, DSV3 };

inline Recipe baseline(Base b) {
    return b == Base::Qwen30B ? qwen30bBaseline() : dsv3Baseline();
}

// One rule, one failing mutation, one passing mutation next to the boundary.
struct RuleCase {
    const char* name;
    Base base;
    std::function<void(Recipe&)> fail;
    std::function<void(Recipe&)> pass;  // may be empty: the baseline itself is the passing case
    std::string rule;
    Severity severity;
    std::vector<std::string> messageContains;
    bool fixClears = false;  // applying `fix` through the field registry makes the rule go away
};

// Runs one case with QVERIFY/QCOMPARE, so call it directly from a test slot.
inline void checkRuleCase(const RuleCase& c) {
    Recipe passing = baseline(c.base);
    if (c.pass) c.pass(passing);
    const auto passDiags = validateRecipe(passing);
    QVERIFY2(!findRule(passDiags, c.rule),
             qPrintable("passing case still reports " + QString::fromStdString(c.rule) + describe(passDiags)));

    Recipe failing = baseline(c.base);
    c.fail(failing);
    const auto diags = validateRecipe(failing);
    const Diagnostic* d = findRule(diags, c.rule);
    QVERIFY2(d, qPrintable("missing " + QString::fromStdString(c.rule) + describe(diags)));
    QCOMPARE(d->severity, c.severity);
    for (const auto& part : c.messageContains)
        QVERIFY2(d->message.find(part) != std::string::npos,
                 qPrintable(QString::fromStdString("'" + part + "' not in: " + d->message)));
    QVERIFY2(!d->source.empty(), "diagnostic has no source");
    QVERIFY2(!d->suggestion.empty(), "diagnostic has no suggestion");
    QVERIFY2(!d->fields.empty(), "diagnostic names no fields");
    for (const auto& f : d->fields)
        QVERIFY2(findRecipeField(f), qPrintable(QString::fromStdString("unknown field path " + f)));

    Recipe fixed = failing;
    for (const auto& change : d->fix) {
        const Status s = applyFieldValue(fixed, change.path, change.value);
        QVERIFY2(s.ok(), qPrintable(QString::fromStdString("fix " + change.path + "=" + change.value +
                                                           " rejected: " + (s.ok() ? "" : s.error().reason))));
    }
    if (c.fixClears) {
        QVERIFY2(!d->fix.empty(), "expected a one-click fix");
        const auto after = validateRecipe(fixed);
        QVERIFY2(!findRule(after, c.rule),
                 qPrintable("fix did not clear " + QString::fromStdString(c.rule) + describe(after)));
    }
}

}  // namespace moe::testing

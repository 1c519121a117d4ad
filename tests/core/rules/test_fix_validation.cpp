// A one-click fix does what it says (issue 41, item 5): after withholdFailingFixes every fix still
// offered, applied, clears its own error and brings no hard-rule error the recipe did not have; a
// fix that would is withheld and its suggestion says what it would have led to.
#include <QtTest>

#include <algorithm>
#include <set>

#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

using namespace moe;

namespace {

std::set<std::string> errorRules(const Recipe& r) {
    std::set<std::string> out;
    for (const Diagnostic& d : validateRecipe(r, ValidationScope::HardRules))
        if (d.severity == Severity::Error) out.insert(d.rule);
    return out;
}

// Empty when the fix keeps its promise; else what went wrong.
std::string fixFailure(const Recipe& recipe, const Diagnostic& d) {
    Recipe fixed = recipe;
    for (const FieldChange& c : d.fix)
        if (!applyFieldValue(fixed, c.path, c.value).ok()) return "cannot set " + c.path;
    const std::set<std::string> before = errorRules(recipe), after = errorRules(fixed);
    if (d.severity == Severity::Error && after.count(d.rule)) return "its own error " + d.rule + " stays";
    for (const std::string& rule : after)
        if (!before.count(rule)) return "new error " + rule;
    return {};
}

// The built-in recipes, each also at 16384 GPUs with a small global batch (review: "GBS 2048" at
// 16384 GPUs was offered and led straight to a group-size error).
std::vector<Recipe> variants() {
    std::vector<Recipe> out;
    for (const auto& b : builtinRecipes()) {
        auto r = parseRecipeYaml(b.text, b.file_name);
        if (!r.ok()) continue;
        out.push_back(*r);
        for (int64_t gbs : {int64_t{1024}, int64_t{2048}}) {
            Recipe big = *r;
            big.layout.world_size = 16384;
            big.layout.global_batch_size = gbs;
            out.push_back(big);
        }
    }
    return out;
}

}  // namespace

class TestFixValidation : public QObject {
    Q_OBJECT
private slots:
    void aFixThatBreaksTheRecipeIsWithheld() {
        auto r = defaultRecipe();
        QVERIFY(r.ok());
        QVERIFY(errorRules(*r).empty());
        Diagnostic bad;
        bad.severity = Severity::Warning;
        bad.rule = "test.bad_fix";
        bad.suggestion = "use TP 3";
        bad.fix = {{"layout.tp", "3"}};  // 32 heads and 4 query groups do not split three ways
        Diagnostic good;
        good.severity = Severity::Warning;
        good.rule = "test.good_fix";
        good.fix = {{"layout.micro_batch_size", "1"}};
        std::vector<Diagnostic> ds = {bad, good};
        withholdFailingFixes(ds, *r);
        QVERIFY(ds[0].fix.empty());
        QVERIFY2(ds[0].suggestion.find("no one-click fix") != std::string::npos, ds[0].suggestion.c_str());
        QVERIFY(ds[0].suggestion.rfind("use TP 3", 0) == 0);
        QCOMPARE(ds[1].fix.size(), size_t{1});
    }

    // Review 37: "turn EP overlap off" was withheld on Hopper with TP > 1, because the recipe then
    // needs CUDA_DEVICE_MAX_CONNECTIONS 1 (32 suits EP overlap). A setting the new finding's own fix
    // sets goes with the fix, and the suggestion says so; a layout change does not.
    void aNeededSettingGoesWithTheFix() {
        auto base = defaultRecipe();
        QVERIFY(base.ok());
        Recipe r = *base;
        r.layout.tp = 2;
        r.layout.ep = 8;
        r.layout.sequence_parallel = true;
        QVERIFY(r.options.overlap.ep_a2a_overlap);
        r.options.cuda_device_max_connections = 32;
        QVERIFY2(errorRules(r).empty(), errorRules(r).empty() ? "" : errorRules(r).begin()->c_str());
        Diagnostic off;
        off.severity = Severity::Warning;
        off.rule = "test.ep_overlap_off";
        off.suggestion = "turn EP overlap off";
        off.fix = {{"options.overlap.ep_a2a_overlap", "false"}};
        std::vector<Diagnostic> ds = {off};
        withholdFailingFixes(ds, r);
        QCOMPARE(ds[0].fix, (std::vector<FieldChange>{{"options.overlap.ep_a2a_overlap", "false"},
                                                      {"options.cuda_device_max_connections", "1"}}));
        QVERIFY2(ds[0].suggestion.find("also sets CUDA_DEVICE_MAX_CONNECTIONS 1") != std::string::npos,
                 ds[0].suggestion.c_str());
        QVERIFY(fixFailure(r, ds[0]).empty());
        // A companion that would resize the layout is not taken: TP 3 stays withheld.
        Diagnostic tp3;
        tp3.severity = Severity::Warning;
        tp3.rule = "test.tp3";
        tp3.fix = {{"layout.tp", "3"}};
        ds = {tp3};
        withholdFailingFixes(ds, r);
        QVERIFY(ds[0].fix.empty());
    }

    // Review: the only fix for "GBS not divisible by MBS·DP" doubled the global batch, a training
    // hyperparameter, where a smaller MBS keeps it. Default recipe (DP 16, PP 1): GBS 1040 = 16·65
    // with MBS 2 is not a multiple of 32; MBS 1 divides it (65 microbatches), so MBS 1 is the fix.
    void theBatchFixKeepsTheGlobalBatchWhenMbsCan() {
        auto base = defaultRecipe();
        QVERIFY(base.ok());
        Recipe r = *base;
        QCOMPARE(r.layout.dp(), 16);
        QCOMPARE(r.layout.pp, 1);
        r.layout.micro_batch_size = 2;
        r.layout.global_batch_size = 1040;
        std::vector<Diagnostic> ds = validateRecipe(r);
        const auto it =
            std::find_if(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.rule == "batch.gbs_divisible"; });
        QVERIFY(it != ds.end());
        QCOMPARE(it->fix, (std::vector<FieldChange>{{"layout.micro_batch_size", "1"}}));
        QVERIFY2(it->suggestion.find("keeps the global batch 1040") != std::string::npos, it->suggestion.c_str());
        QVERIFY(fixFailure(r, *it).empty());
        // GBS 1000 is not a multiple of DP 16: no MBS keeps it, so the batch goes up to 1024.
        r.layout.global_batch_size = 1000;
        ds = validateRecipe(r);
        const auto up =
            std::find_if(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.rule == "batch.gbs_divisible"; });
        QVERIFY(up != ds.end());
        QCOMPARE(up->fix, (std::vector<FieldChange>{{"layout.global_batch_size", "1024"}}));
    }

    void everyOfferedFixKeepsItsPromise() {
        int offered = 0, withheld = 0, failingBefore = 0, batchFixesAtScale = 0;
        for (const Recipe& r : variants()) {
            std::vector<Diagnostic> ds = validateRecipe(r);
            dropUnchangedFixes(ds, r);
            for (const Diagnostic& d : ds)
                if (!d.fix.empty() && !fixFailure(r, d).empty()) ++failingBefore;
            const size_t fixesBefore = static_cast<size_t>(std::count_if(ds.begin(), ds.end(), [](const Diagnostic& d) { return !d.fix.empty(); }));
            withholdFailingFixes(ds, r);
            for (const Diagnostic& d : ds) {
                if (d.fix.empty()) continue;
                ++offered;
                if (r.layout.world_size == 16384 && d.rule == "batch.gbs_divisible") ++batchFixesAtScale;
                const std::string failure = fixFailure(r, d);
                QVERIFY2(failure.empty(), qPrintable(QString::fromStdString(r.name + ": " + d.rule + ": " + failure)));
            }
            withheld += static_cast<int>(fixesBefore) - static_cast<int>(std::count_if(ds.begin(), ds.end(), [](const Diagnostic& d) { return !d.fix.empty(); }));
        }
        // Every fix that fails as the validator writes it is withheld (aFixThatBreaksTheRecipeIsWithheld
        // shows a failing one withheld). The batch fix at 16384 GPUs used to be one of them ("GBS
        // 2048" led to a group-size error) and then offered none (review in Chinese); it is now
        // written pipeline-aware, and offered.
        QCOMPARE(withheld, failingBefore);
        QVERIFY(offered > 0);
        QVERIFY(batchFixesAtScale > 0);
    }
};

QTEST_APPLESS_MAIN(TestFixValidation)
#include "test_fix_validation.moc"

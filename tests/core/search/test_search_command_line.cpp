// The `moe-plan search` line that repeats a studio search (core/search/search_command_line): each
// part of the request a recipe file does not hold is written as the option the CLI reads back, and
// nothing that equals the CLI's own default is written. Expected words are written out by hand from
// the CLI's usage line (`moe-plan help`).
#include <QtTest>

#include "core/memory/memory_assumptions.h"
#include "core/recipe/recipe_yaml.h"
#include "core/search/search_command_line.h"
#include "core/search/search_request.h"

using namespace moe;

namespace {

Recipe defaultRecipeForCommand() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

std::vector<std::string> wordsOf(std::initializer_list<const char*> words) {
    return {words.begin(), words.end()};
}

}  // namespace

class TestSearchCommandLine : public QObject {
    Q_OBJECT
private slots:
    void theRecipesOwnSearchIsJustTheFile() {
        const Recipe r = defaultRecipeForCommand();
        const SearchRequest req = searchRequestForRecipe(r, r.layout.world_size);
        QCOMPARE(searchCommandWords(req, r, "r.yaml"), wordsOf({"search", "r.yaml"}));
        QCOMPARE(QString::fromStdString(searchCommandLine(req, r, "my recipe.yaml")),
                 QStringLiteral("moe-plan search 'my recipe.yaml'"));
    }

    void everySettingTheFileDoesNotHoldIsWritten() {
        const Recipe r = defaultRecipeForCommand();
        SearchRequest req = searchRequestForRecipe(r, r.layout.world_size * 2);
        req.top_k = 7;
        req.constraints.fixed = {{"tp", 1}, {"pp", 2}};
        req.constraints.precisions = {Precision::BF16, Precision::FP8Tensorwise};
        req.constraints.dispatchers = {Dispatcher::AllToAll};
        req.constraints.max_memory_fraction = 0.85;
        req.constraints.allow_full_recompute = false;
        req.assumptions.fragmentation_fraction = 0.11;
        req.assumptions.routing_imbalance = 1.5;
        const std::string gpus = std::to_string(r.layout.world_size * 2);
        // std::map orders the fixed dimensions by key: pp before tp.
        const std::vector<std::string> expected{
            "search",
            "r.yaml",
            "--gpus",
            gpus,
            "--top",
            "7",
            "--fix",
            "pp=2,tp=1",
            "--precision",
            std::string(toString(Precision::BF16)) + "," + toString(Precision::FP8Tensorwise),
            "--dispatcher",
            std::string(toString(Dispatcher::AllToAll)),
            "--max-memory",
            "0.85",
            "--no-full-recompute",
            "--assume",
            "routing_imbalance=1.5",
            "--assume",
            "fragmentation_fraction=0.11",
            "--calibration",
            "cluster:lab"};
        QCOMPARE(searchCommandWords(req, r, "r.yaml", "cluster:lab"), expected);
    }

    void assumptionsReadBackToTheSameValues() {
        MemoryAssumptions a;
        a.fragmentation_fraction = 0.1 + 0.2;  // 0.30000000000000004: the shortest exact text
        a.cuda_graph_pool_gib = 6.25;
        a.probs_into_swiglu_fusion = false;
        const std::vector<std::string> assignments = memoryAssumptionAssignments(a);
        QCOMPARE(assignments.size(), size_t{3});
        MemoryAssumptions readBack;
        for (const std::string& text : assignments) QVERIFY2(applyMemoryAssumption(readBack, text).ok(), text.c_str());
        QVERIFY(readBack == a);
        QVERIFY(memoryAssumptionAssignments(MemoryAssumptions{}).empty());
    }
};

QTEST_APPLESS_MAIN(TestSearchCommandLine)
#include "test_search_command_line.moc"

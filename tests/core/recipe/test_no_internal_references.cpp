// Nothing a user sees or exports cites the project's internal documents ("seed 000", "seed rule 6",
// "domain §8.5"): every built-in recipe file (its comments too, since users open these files), its
// name, description and notes, the validator's findings on it, and the header of each export
// (Megatron-LM launch script, Bridge YAML) name a public source or nothing.
#include <QtTest>

#include <regex>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

using namespace moe;

namespace {

// "§" never appears in public Megatron or Bridge prose; "seed" is only ever the internal documents
// in recipe prose (the random seed is a Megatron flag, not text the studio writes).
const std::regex& internalReference() {
    static const std::regex re(R"(§|domain\.md|\bdomain (reference|section|doc)|\bseeds?\b)", std::regex::icase);
    return re;
}

// The offending line, or empty.
std::string firstInternalReference(const std::string& text) {
    std::smatch m;
    if (!std::regex_search(text, m, internalReference())) return {};
    const size_t start = text.rfind('\n', static_cast<size_t>(m.position(0)));
    const size_t end = text.find('\n', static_cast<size_t>(m.position(0)));
    return text.substr(start == std::string::npos ? 0 : start + 1,
                       end == std::string::npos ? std::string::npos : end - (start == std::string::npos ? 0 : start + 1));
}

// The comment lines an export starts with (the part that carries recipe prose).
std::string headerOf(const std::string& exported) {
    std::string out;
    size_t pos = 0;
    while (pos < exported.size()) {
        const size_t end = exported.find('\n', pos);
        const std::string line = exported.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        if (line.rfind('#', 0) == 0) out += line + "\n";
        if (end == std::string::npos) break;
        pos = end + 1;
    }
    return out;
}

}  // namespace

class TestNoInternalReferences : public QObject {
    Q_OBJECT
private slots:
    void patternCatchesTheOldPhrasings() {
        // What the recipe notes said before they were rewritten: the scan must catch each.
        for (const char* old : {"Source: domain §8.5 Megatron-Bridge perf recipe row", "(seed 000 representative config)",
                                "Seed rule 6: as CP grows", "change one variable: seeds 003/004", "see domain.md"})
            QVERIFY2(!firstInternalReference(old).empty(), old);
        for (const char* fine : {"Megatron-Bridge perf recipe (src/megatron/bridge/perf_recipes/)", "NVLink domain size 72"})
            QVERIFY2(firstInternalReference(fine).empty(), fine);
    }

    void builtinRecipesAndTheirExports() {
        const auto recipes = builtinRecipes();
        QVERIFY(recipes.size() >= 40);
        for (const auto& b : recipes) {
            const QByteArray file = QByteArray::fromStdString(b.file_name);
            std::string hit = firstInternalReference(b.text);
            QVERIFY2(hit.empty(), (file + ": " + QByteArray::fromStdString(hit)).constData());
            auto recipe = parseRecipeYaml(b.text, b.file_name);
            QVERIFY2(recipe.ok(), file.constData());
            for (const auto& d : validateRecipe(*recipe)) {
                hit = firstInternalReference(d.message + "\n" + d.suggestion + "\n" + d.source);
                QVERIFY2(hit.empty(), (file + " " + QByteArray::fromStdString(d.rule) + ": " +
                                       QByteArray::fromStdString(hit)).constData());
            }
            for (const auto& exported : {exportMegatronLaunchScript(*recipe, kDefaultTargetVersion),
                                         exportBridgeYaml(*recipe, kDefaultTargetVersion)}) {
                if (!exported.ok()) continue;  // refused exports are tested elsewhere; nothing is written
                const std::string header = headerOf(*exported);
                QVERIFY2(header.find("moe-plan.name:") != std::string::npos, file.constData());
                hit = firstInternalReference(header);
                QVERIFY2(hit.empty(), (file + " export: " + QByteArray::fromStdString(hit)).constData());
            }
        }
    }

    void libraryEntries() {
        auto entries = recipeLibrary(builtinRecipes(), builtinCatalog());
        QVERIFY(entries.ok());
        for (const auto& e : *entries) {
            const std::string hit = firstInternalReference(e.description + "\n" + e.source + "\n" + toString(e.family));
            QVERIFY2(hit.empty(), (QByteArray::fromStdString(e.id) + ": " + QByteArray::fromStdString(hit)).constData());
        }
    }
};

QTEST_APPLESS_MAIN(TestNoInternalReferences)
#include "test_no_internal_references.moc"

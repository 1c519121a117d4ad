#include "core/catalog/recipe_library.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iterator>
#include <optional>
#include <set>

#include "core/catalog/catalog_names.h"
#include "core/common/text.h"
#include "core/recipe/recipe_description.h"

namespace moe {
namespace {

constexpr const char* kBridgePrefix = "bridge-";
constexpr const char* kYamlSuffix = ".yaml";

std::string stemOf(const std::string& fileName) {
    const std::string suffix = kYamlSuffix;
    if (fileName.size() > suffix.size() &&
        fileName.compare(fileName.size() - suffix.size(), suffix.size(), suffix) == 0)
        return fileName.substr(0, fileName.size() - suffix.size());
    return fileName;
}

// The notes' "Source: ..." paragraph joined onto one line: from "Source:" to the first line that
// ends a sentence (or a blank line), which is how every built-in recipe writes it.
std::string sourceParagraph(const std::string& notes) {
    const auto start = notes.find("Source:");
    if (start == std::string::npos) return {};
    std::string out;
    size_t pos = start;
    while (pos < notes.size()) {
        const auto end = notes.find('\n', pos);
        std::string line = notes.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        const auto b = line.find_first_not_of(" \t");
        if (b == std::string::npos) break;
        const auto e = line.find_last_not_of(" \t");
        line = line.substr(b, e - b + 1);
        if (!out.empty()) out += ' ';
        out += line;
        if (line.back() == '.' || end == std::string::npos) break;
        pos = end + 1;
    }
    return out;
}

std::string joinChoices(const std::vector<std::string>& values) {
    std::string out;
    for (const auto& v : values) {
        if (!out.empty()) out += ", ";
        out += v;
    }
    return out;
}

Error optionError(const std::string& option, const std::string& value, const std::vector<std::string>& valid) {
    Error e;
    e.field = option;
    e.reason = "unknown value '" + value + "'; valid values: " + joinChoices(valid);
    return e;
}

std::optional<int64_t> parseSequence(const std::string& text) {
    std::string digits = text;
    int64_t scale = 1;
    if (!digits.empty() && (digits.back() == 'k' || digits.back() == 'K')) {
        scale = 1024;
        digits.pop_back();
    }
    if (digits.empty()) return std::nullopt;
    int64_t value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || end != digits.data() + digits.size() || value <= 0) return std::nullopt;
    if (value > (int64_t{1} << 40) / scale) return std::nullopt;
    return value * scale;
}

std::optional<Precision> parsePrecision(const std::string& text) {
    const std::string s = toLower(text);
    if (auto p = precisionFromString(s)) return p;
    // Bridge perf-recipe spellings (domain §8.5).
    if (s == "fp8_cs") return Precision::FP8Tensorwise;
    if (s == "fp8_ds") return Precision::FP8Delayed;
    if (s == "fp8_sc") return Precision::FP8Blockwise;
    if (s == "fp8_mx") return Precision::MXFP8;
    return std::nullopt;
}

}  // namespace

const char* toString(RecipeFamily f) {
    switch (f) {
        case RecipeFamily::Representative:
            return "representative";
        case RecipeFamily::BridgePerf:
            return "bridge-perf";
    }
    return "representative";
}

Result<std::vector<RecipeLibraryEntry>> recipeLibrary(const std::vector<BuiltinRecipe>& recipes,
                                                      const Catalog& catalog) {
    std::vector<RecipeLibraryEntry> out;
    out.reserve(recipes.size());
    for (const auto& b : recipes) {
        auto recipe = parseRecipeYaml(b.text, "<built-in>/" + b.file_name, catalog);
        if (!recipe) return recipe.error();
        RecipeLibraryEntry e;
        e.id = stemOf(b.file_name);
        e.name = recipe->name;
        e.description_text = describeRecipeMessage(*recipe);
        e.description = e.description_text.english();
        e.model = recipe->model.name;
        e.gpu = recipe->hardware.name;
        e.precision = recipe->options.precision;
        e.seq_length = recipe->layout.seq_length;
        e.gpus = recipe->layout.world_size;
        e.family = e.id.rfind(kBridgePrefix, 0) == 0 ? RecipeFamily::BridgePerf : RecipeFamily::Representative;
        e.source = sourceParagraph(recipe->notes);
        out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    return out;
}

bool matches(const RecipeLibraryEntry& entry, const RecipeLibraryFilter& filter) {
    if (filter.model && entry.model != *filter.model) return false;
    if (filter.gpu && entry.gpu != *filter.gpu) return false;
    if (filter.precision && entry.precision != *filter.precision) return false;
    if (filter.seq_length && entry.seq_length != *filter.seq_length) return false;
    return true;
}

std::vector<RecipeLibraryEntry> filterRecipeLibrary(const std::vector<RecipeLibraryEntry>& entries,
                                                    const RecipeLibraryFilter& filter) {
    std::vector<RecipeLibraryEntry> out;
    std::copy_if(entries.begin(), entries.end(), std::back_inserter(out),
                 [&](const auto& e) { return matches(e, filter); });
    return out;
}

RecipeLibraryFacets recipeLibraryFacets(const std::vector<RecipeLibraryEntry>& entries) {
    std::set<std::string> models, gpus;
    std::set<Precision> precisions;
    std::set<int64_t> seqs;
    for (const auto& e : entries) {
        models.insert(e.model);
        gpus.insert(e.gpu);
        precisions.insert(e.precision);
        seqs.insert(e.seq_length);
    }
    return {{models.begin(), models.end()},
            {gpus.begin(), gpus.end()},
            {precisions.begin(), precisions.end()},
            {seqs.begin(), seqs.end()}};
}

Result<RecipeLibraryFilter> parseRecipeLibraryFilter(const std::vector<RecipeLibraryEntry>& entries,
                                                     const RecipeLibraryQuery& query, const std::string& optionPrefix) {
    const RecipeLibraryFacets facets = recipeLibraryFacets(entries);
    RecipeLibraryFilter filter;
    // Names as people type them (catalog_names.h): the catalog's reading first ("dsv3", "gb200"),
    // else a case-insensitive unique prefix among the library's own names.
    auto pick = [](const std::string& typed, const std::vector<std::string>& names,
                   const Result<std::string>& viaCatalog) -> std::optional<std::string> {
        if (viaCatalog && std::find(names.begin(), names.end(), *viaCatalog) != names.end()) return *viaCatalog;
        auto own = resolveCatalogName(typed, names, {}, "name", "");
        return own ? std::optional<std::string>(*own) : std::nullopt;
    };
    if (!query.model.empty()) {
        const Result<std::string> catalogModel = resolveModelName(builtinCatalog(), query.model);
        filter.model = pick(query.model, facets.models, catalogModel);
        if (!filter.model && catalogModel) {
            // A model the catalog has but no built-in recipe uses: say that, not "unknown".
            Error e = optionError(optionPrefix + "model", query.model, facets.models);
            e.reason = "'" + query.model + "' is " + *catalogModel +
                       ", a catalog model no built-in recipe uses (build one on it in the studio or with import); "
                       "recipes exist for " + joinChoices(facets.models);
            return e;
        }
        if (!filter.model) return optionError(optionPrefix + "model", query.model, facets.models);
    }
    if (!query.gpu.empty()) {
        const Result<std::string> catalogGpu = resolveHardwareName(builtinCatalog(), query.gpu);
        filter.gpu = pick(query.gpu, facets.gpus, catalogGpu);
        if (!filter.gpu && catalogGpu) {
            Error e = optionError(optionPrefix + "gpu", query.gpu, facets.gpus);
            e.reason = "'" + query.gpu + "' is " + *catalogGpu + ", a catalog GPU no built-in recipe runs on; recipes exist for " +
                       joinChoices(facets.gpus);
            return e;
        }
        if (!filter.gpu) return optionError(optionPrefix + "gpu", query.gpu, facets.gpus);
    }
    if (!query.precision.empty()) {
        const auto p = parsePrecision(query.precision);
        std::vector<std::string> valid;
        for (Precision v : facets.precisions) valid.emplace_back(toString(v));
        if (!p || std::find(facets.precisions.begin(), facets.precisions.end(), *p) == facets.precisions.end())
            return optionError(optionPrefix + "precision", query.precision, valid);
        filter.precision = p;
    }
    if (!query.seq.empty()) {
        const auto s = parseSequence(query.seq);
        std::vector<std::string> valid;
        for (int64_t v : facets.seq_lengths) valid.push_back(std::to_string(v) + " (" + formatSequenceLength(v) + ")");
        if (!s || std::find(facets.seq_lengths.begin(), facets.seq_lengths.end(), *s) == facets.seq_lengths.end())
            return optionError(optionPrefix + "seq", query.seq, valid);
        filter.seq_length = s;
    }
    return filter;
}

Result<Recipe> loadLibraryRecipe(const std::string& id, const std::vector<BuiltinRecipe>& recipes,
                                 const Catalog& catalog) {
    for (const auto& b : recipes)
        if (stemOf(b.file_name) == id) return parseRecipeYaml(b.text, "<built-in>/" + b.file_name, catalog);
    Error e;
    e.file = "builtin:" + id;
    e.reason = "no built-in recipe with this name (see moe-plan recipes)";
    return e;
}

std::string formatSequenceLength(int64_t seq) {
    if (seq > 0 && seq % 1024 == 0) return std::to_string(seq / 1024) + "K";
    return std::to_string(seq);
}

}  // namespace moe

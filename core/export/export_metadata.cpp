#include "core/export/export_metadata.h"

#include <charconv>

#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_prose.h"

namespace moe {
namespace {

constexpr const char* kPrefix = "moe-plan.";

std::vector<std::string> splitLines(const std::string& s) {
    // Keeps a trailing empty element so "a\n" and "a" round-trip differently.
    std::vector<std::string> out;
    size_t start = 0;
    while (true) {
        size_t nl = s.find('\n', start);
        if (nl == std::string::npos) {
            out.push_back(s.substr(start));
            return out;
        }
        out.push_back(s.substr(start, nl - start));
        start = nl + 1;
    }
}

std::string oneLine(const std::string& s) {
    std::string out = s;
    for (char& c : out)
        if (c == '\n' || c == '\r') c = ' ';
    return out;
}

}  // namespace

std::vector<std::string> metadataCommentLines(const Recipe& recipe) {
    std::vector<std::string> out;
    out.push_back(std::string("# ") + kPrefix + "name: " + oneLine(recipe.name));
    // The header describes the recipe exported: the description is derived from it, and notes
    // marked stale (written for another recipe) stay out.
    out.push_back(std::string("# ") + kPrefix + "description: " + oneLine(describeRecipe(recipe)));
    if (!recipe.model_ref.empty()) out.push_back(std::string("# ") + kPrefix + "model: " + recipe.model_ref);
    // A model outside the catalog is named nowhere else in an export.
    else if (!recipe.model.name.empty())
        out.push_back(std::string("# ") + kPrefix + "set: model.name=" + oneLine(recipe.model.name));
    if (!recipe.hardware_ref.empty()) out.push_back(std::string("# ") + kPrefix + "hardware: " + recipe.hardware_ref);
    out.push_back(std::string("# ") + kPrefix + "world_size: " + std::to_string(recipe.layout.world_size));
    if (recipe.model.max_position_embeddings > 0)
        out.push_back(std::string("# ") + kPrefix +
                      "max_position_embeddings: " + std::to_string(recipe.model.max_position_embeddings));
    if (!recipe.options.cuda_device_max_connections)
        out.push_back(std::string("# ") + kPrefix + "cuda_device_max_connections: derived");
    if (recipe.options.benchmark_only) out.push_back(std::string("# ") + kPrefix + "benchmark_only: true");
    if (!recipe.model.not_carried.empty()) {
        // Said to the reader first, then kept for the importer, one key a line.
        out.push_back(
            "# The model's source file also sets what this export cannot carry (set it in the job by hand if");
        out.push_back("# the job needs it):");
        for (const auto& key : recipe.model.not_carried)
            out.push_back(std::string("# ") + kPrefix + "not_carried: " + oneLine(key));
    }
    if (!recipe.notes.empty() && !notesMarkedStale(recipe.notes))
        for (const auto& line : splitLines(recipe.notes)) out.push_back(std::string("# ") + kPrefix + "notes: " + line);
    return out;
}

ExportMetadata parseMetadataComments(const std::string& text, Warnings& warnings) {
    ExportMetadata m;
    int lineNo = 0;
    for (const auto& raw : splitLines(text)) {
        ++lineNo;
        std::string line = raw;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        size_t i = line.find_first_not_of(" \t");
        if (i == std::string::npos || line[i] != '#') continue;
        i = line.find_first_not_of(" \t", i + 1);
        if (i == std::string::npos || line.compare(i, 9, kPrefix) != 0) continue;
        const size_t colon = line.find(':', i);
        if (colon == std::string::npos) continue;
        const std::string key = line.substr(i + 9, colon - i - 9);
        std::string value = line.substr(colon + 1);
        if (!value.empty() && value.front() == ' ') value.erase(0, 1);  // exactly the one space we write
        if (key == "name")
            m.name = value;
        else if (key == "description")
            m.description = value;
        else if (key == "model")
            m.model = value;
        else if (key == "hardware")
            m.hardware = value;
        else if (key == "benchmark_only")
            m.benchmark_only = value == "true";
        else if (key == "cuda_device_max_connections")
            m.derived_cuda_device_max_connections = value == "derived";
        else if (key == "notes")
            m.notes = m.notes ? *m.notes + "\n" + value : value;
        else if (key == "not_carried")
            m.not_carried.push_back(value);
        else if (key == "set" && value.rfind("model.", 0) == 0 && value.find('=') != std::string::npos)
            m.field_settings.push_back(value);
        else if (key == "world_size" || key == "max_position_embeddings") {
            int64_t n = 0;
            auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (ec != std::errc() || p != value.data() + value.size() || n < 1) {
                warnings.warn(message("import", MOE_TR("import", "line %1: %2: not a positive integer ('%3'), ignored"),
                                      integerArg(lineNo), codeArg("moe-plan." + key), textArg(value)));
            } else if (key == "world_size") {
                m.world_size = n;
                m.world_size_line = lineNo;
            } else {
                m.max_position_embeddings = n;
            }
        } else {
            warnings.warn(message("import", MOE_TR("import", "line %1: unknown metadata comment '%2', ignored"),
                                  integerArg(lineNo), codeArg("moe-plan." + key)));
        }
    }
    return m;
}

}  // namespace moe

#include "core/perf/residual_table.h"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <sstream>

#include "core/common/c_locale.h"
#include "core/common/embedded_file.h"
#include "core/common/text.h"
#include "core/recipe/yaml_fields.h"

namespace moe {

std::string gpuGeneration(const HardwareSpec& hardware) {
    if (hardware.isHopper()) return "Hopper";
    if (hardware.isBlackwell()) return "Blackwell";
    // Another architecture: its first word ("Ampere") is its generation.
    const auto space = hardware.arch.find(' ');
    return hardware.arch.substr(0, space);
}

std::string precisionFamily(Precision precision) {
    switch (precision) {
        case Precision::BF16: return "BF16";
        case Precision::FP8Tensorwise:
        case Precision::FP8Delayed:
        case Precision::FP8Blockwise:
        case Precision::MXFP8: return "FP8";
        case Precision::NVFP4: return "FP4";
    }
    return "?";
}

ComparableKey comparableKey(const Recipe& recipe) {
    return {gpuGeneration(recipe.hardware), precisionFamily(recipe.options.precision), toString(recipe.options.dispatcher)};
}

Result<ResidualTable> residualTableFromCrossValidation(const CrossValidation& cv) {
    ResidualTable table;
    if (cv.schemes.empty()) return Error{{}, 0, 0, "schemes", "the cross-validation holds no scheme"};
    for (const auto& s : cv.schemes) table.schemes.push_back(toString(s.scheme));
    // Rows in the first scheme's order; each later scheme must hold the same rows.
    const auto sameRow = [](const CvRow& a, const CvRow& b) {
        return a.run.model == b.run.model && a.run.system == b.run.system && a.run.container == b.run.container &&
               a.run.precision == b.run.precision && a.run.gbs == b.run.gbs && a.run.mbs == b.run.mbs && a.run.tp == b.run.tp &&
               a.run.pp == b.run.pp && a.run.vp == b.run.vp && a.run.ep == b.run.ep && a.run.cp == b.run.cp &&
               a.run.gpus == b.run.gpus && a.run.note == b.run.note;
    };
    const auto& first = cv.schemes.front().rows;
    for (size_t i = 0; i < first.size(); ++i) {
        const CvRow& r = first[i];
        ResidualRow row{r.run.model, r.run.system, r.run.container, comparableKey(r.recipe), r.contradicting, {}};
        for (const auto& s : cv.schemes) {
            // The same row is usually at the same index; search when a scheme orders them otherwise.
            const CvRow* match = i < s.rows.size() && sameRow(s.rows[i], r) ? &s.rows[i] : nullptr;
            for (size_t j = 0; match == nullptr && j < s.rows.size(); ++j)
                if (sameRow(s.rows[j], r)) match = &s.rows[j];
            if (match == nullptr)
                return Error{{}, 0, 0, toString(s.scheme), r.run.model + " on " + r.run.system + " (" + r.run.container + ") is missing"};
            row.errors.push_back(match->error);
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

namespace {

// YAML flow scalars that need no quotes stay bare; anything else is double-quoted.
std::string scalar(const std::string& s) {
    bool plain = !s.empty();
    for (char ch : s)
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-' || ch == '.'))
            plain = false;
    if (plain) return s;
    std::string out = "\"";
    for (char ch : s) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch;
    }
    return out + "\"";
}

Error tableError(const std::string& origin, const YAML::Node& node, const std::string& field, const std::string& reason) {
    return yamlError(origin, node ? node.Mark() : YAML::Mark::null_mark(), field, reason);
}

}  // namespace

std::string residualTableYaml(const ResidualTable& t) {
    std::ostringstream o;
    o << "# Cross-validated residuals of the step-time model, one row per published run: the error\n"
         "# (predicted - published) / published of tokens/s/GPU with the row's group held out, per scheme.\n"
         "# Every estimate's uncertainty band comes from the rows comparable to it (core/perf/estimate_uncertainty).\n"
         "# Generated; do not edit. Regenerate from the repository root after any change to the model or its\n"
         "# calibration (tests/app/test_cli_uncertainty.cpp fails when this file drifts):\n"
         "#   build/app/moe-plan/moe-plan calibrate --published ../shared/data/published-runs.json \\\n"
         "#     --published ../shared/data/published-runs-bf16.json --cross-validate --residuals \\\n"
         "#     > resources/calibration/cv-residuals.yaml\n"
         "schema_version: 1\n"
         "schemes: [";
    for (size_t i = 0; i < t.schemes.size(); ++i) o << (i ? ", " : "") << scalar(t.schemes[i]);
    o << "]\nrows:\n";
    for (const auto& r : t.rows) {
        o << "  - {model: " << scalar(r.model) << ", system: " << scalar(r.system) << ", container: " << scalar(r.container)
          << ", generation: " << scalar(r.key.generation) << ", precision: " << scalar(r.key.precision_family)
          << ", dispatcher: " << scalar(r.key.dispatcher) << ", contradicting: " << (r.contradicting ? "true" : "false") << ", errors: [";
        for (size_t i = 0; i < r.errors.size(); ++i) o << (i ? ", " : "") << formatDouble(r.errors[i], "%.4f");
        o << "]}\n";
    }
    return o.str();
}

Result<ResidualTable> parseResidualTable(const std::string& yamlText, const std::string& origin) {
    YAML::Node root;
    try {
        root = YAML::Load(yamlText);
    } catch (const YAML::Exception& ex) {
        return Error{origin, ex.mark.line + 1, ex.mark.column + 1, {}, ex.msg};
    }
    if (!root.IsMap()) return tableError(origin, root, {}, "expected a YAML map with schema_version, schemes and rows");
    if (!root["schema_version"] || !root["schema_version"].IsScalar() || root["schema_version"].Scalar() != "1")
        return tableError(origin, root["schema_version"], "schema_version", "missing or unsupported (expected 1)");
    ResidualTable t;
    const YAML::Node schemes = root["schemes"];
    if (!schemes || !schemes.IsSequence() || schemes.size() == 0)
        return tableError(origin, schemes, "schemes", "expected a non-empty list of scheme names");
    for (const auto& s : schemes) {
        if (!s.IsScalar()) return tableError(origin, s, "schemes", "expected a scheme name");
        t.schemes.push_back(s.Scalar());
    }
    const YAML::Node rows = root["rows"];
    if (!rows || !rows.IsSequence()) return tableError(origin, rows, "rows", "expected a list of rows");
    for (size_t i = 0; i < rows.size(); ++i) {
        const YAML::Node r = rows[i];
        const std::string where = "rows[" + std::to_string(i) + "]";
        if (!r.IsMap()) return tableError(origin, r, where, "expected a map");
        ResidualRow row;
        for (const auto& [key, target] : {std::pair<const char*, std::string*>{"model", &row.model},
                                          {"system", &row.system},
                                          {"container", &row.container},
                                          {"generation", &row.key.generation},
                                          {"precision", &row.key.precision_family},
                                          {"dispatcher", &row.key.dispatcher}}) {
            if (!r[key] || !r[key].IsScalar() || r[key].Scalar().empty())
                return tableError(origin, r, where + "." + key, "missing or empty");
            *target = r[key].Scalar();
        }
        const YAML::Node c = r["contradicting"];
        if (!c || !c.IsScalar() || (c.Scalar() != "true" && c.Scalar() != "false"))
            return tableError(origin, c ? c : r, where + ".contradicting", "expected true or false");
        row.contradicting = c.Scalar() == "true";
        const YAML::Node errors = r["errors"];
        if (!errors || !errors.IsSequence() || errors.size() != t.schemes.size())
            return tableError(origin, errors ? errors : r, where + ".errors",
                              "expected one error per scheme (" + std::to_string(t.schemes.size()) + ")");
        for (const auto& e : errors) {
            const std::string text = e.IsScalar() ? e.Scalar() : std::string();
            char* end = nullptr;
            const CNumericScope cNumbers;
            const double v = std::strtod(text.c_str(), &end);
            // An error ≤ −1 would be a predicted throughput of zero or less.
            if (text.empty() || end == nullptr || *end != '\0' || !std::isfinite(v) || v <= -1.0)
                return tableError(origin, e, where + ".errors", "'" + text + "' is not an error above -1");
            row.errors.push_back(v);
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

const ResidualTable& builtinResidualTable() {
    static const ResidualTable parsed =
        parseBuiltinCalibrationFile<ResidualTable>("cv-residuals.yaml", parseResidualTable);
    return parsed;
}

}  // namespace moe

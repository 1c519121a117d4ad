#include "command_context.h"

#include <cmath>
#include <iostream>
#include <sstream>

#include "core/catalog/catalog_names.h"
#include "core/flops/flops_count_text.h"
#include "core/flops/model_flops.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_overrides.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

namespace moe::cli {

Result<Recipe> loadRecipeArgument(const std::string& file, const std::vector<std::string>& sets) {
    return loadRecipeWithOverrides(file, sets);
}

int reportError(const Error& e) {
    std::cerr << "moe-plan: " << e.toString() << "\n";
    return kExitError;
}

Result<ModelSpec> catalogModelArgument(const std::string& typed) {
    auto name = resolveModelName(builtinCatalog(), typed, "--model");
    if (!name) return name.error();
    return *builtinCatalog().findModel(*name);
}

Result<HardwareSpec> catalogHardwareArgument(const std::string& typed) {
    auto name = resolveHardwareName(builtinCatalog(), typed, "--hardware");
    if (!name) return name.error();
    return *builtinCatalog().findHardware(*name);
}

nlohmann::json diagnosticToJson(const Diagnostic& d) {
    nlohmann::json fix = nlohmann::json::array();
    for (const auto& c : d.fix) fix.push_back({{"path", c.path}, {"value", c.value}});
    return {{"severity", severityName(d.severity)},
            {"kind", ruleKindName(d.kind)},
            {"rejected_by", d.kind == RuleKind::Rejected ? rejectedByName(d.rejected_by) : "none"},
            {"rule", d.rule},
            {"message", d.message},
            {"fields", d.fields},
            {"suggestion", d.suggestion},
            {"source", d.source},
            {"fix", fix}};
}

nlohmann::json uncertaintyJson(const Uncertainty& u) {
    return {{"low", u.low},
            {"high", u.high},
            {"basis", u.known() ? u.fullBasis() : std::string("none: no cross-validated rows")},
            {"rows", u.rows},
            {"half_width", u.halfWidth()},
            {"coverage", u.share},
            {"outside_calibration", u.outside}};
}

nlohmann::json flopsCountJson(const ModelSpec& model, int64_t seq, std::optional<FlopsFigures> figures) {
    const auto describe = [](FlopsCount count) {
        const FlopsCountInfo& info = flopsCountInfo(count);
        return nlohmann::json{
            {"name", info.key}, {"label", info.label}, {"source", info.source}, {"description", info.description}};
    };
    const double studio = modelFlopsPerToken(model, seq, kStudioFlopsCount).total();
    nlohmann::json j = describe(kStudioFlopsCount);
    j["flops_per_token"] = studio;
    nlohmann::json others = nlohmann::json::array();
    for (FlopsCount count : kFlopsCounts) {
        if (count == kStudioFlopsCount) continue;
        const double flops = modelFlopsPerToken(model, seq, count).total();
        const double ratio = studio > 0 ? flops / studio : 1.0;
        nlohmann::json o = describe(count);
        o["flops_per_token"] = flops;
        o["ratio"] = ratio;
        o["differs"] = std::abs(ratio - 1.0) > 0.01;  // where the text shows it: more than 1 %
        o["why"] = flopsCountDifference(model, seq, count);
        if (figures) {
            o["model_tflops_per_gpu"] = figures->model_tflops_per_gpu * ratio;
            o["mfu"] = figures->mfu * ratio;
            o["mfu_bf16"] = figures->mfu_bf16 * ratio;
        }
        others.push_back(std::move(o));
    }
    j["others"] = std::move(others);
    return j;
}

nlohmann::json layoutJson(const Recipe& r) {
    const Layout& l = r.layout;
    nlohmann::json modules = nlohmann::json::array();
    for (auto m : r.options.recompute.modules) modules.push_back(toString(m));
    return {{"tp", l.tp}, {"cp", l.cp}, {"pp", l.pp}, {"vpp", l.vpp}, {"ep", l.ep}, {"etp", l.etpOrTp()},
            {"dp", l.dp()}, {"edp", l.edp()}, {"sequence_parallel", l.sequence_parallel},
            {"pipeline_layout", l.pipeline_layout},
            {"account_for_embedding_in_pipeline_split", l.account_for_embedding_in_pipeline_split},
            {"account_for_loss_in_pipeline_split", l.account_for_loss_in_pipeline_split},
            {"micro_batch_size", l.micro_batch_size}, {"global_batch_size", l.global_batch_size},
            {"precision", toString(r.options.precision)}, {"dispatcher", toString(r.options.dispatcher)},
            {"recompute_granularity", toString(r.options.recompute.granularity)}, {"recompute_modules", modules},
            {"optimizer_cpu_offload", r.options.optimizer.cpu_offload},
            {"optimizer_offload_fraction", r.options.optimizer.effectiveOffloadFraction()}};
}

std::optional<Error> refusedRecipeError(const std::string& file, const std::vector<Diagnostic>& findings,
                                        const std::string& what) {
    if (!hasErrors(findings)) return std::nullopt;
    std::ostringstream reason;
    reason << "invalid recipe, no " << what << " (moe-plan validate lists every finding):\n";
    for (const Diagnostic& d : findings)
        if (d.severity == Severity::Error) printDiagnosticText(reason, d);
    std::string text = reason.str();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return Error{file, 0, 0, {}, text};
}

void printDiagnosticText(std::ostream& out, const Diagnostic& d) {
    out << severityName(d.severity) << " [" << d.rule << "] " << d.message << "\n";
    if (!d.suggestion.empty()) out << "    fix: " << d.suggestion << "\n";
    if (!d.source.empty()) {
        out << "    source: " << d.source << " (" << ruleKindName(d.kind);
        if (d.kind == RuleKind::Rejected && d.rejected_by != RejectedBy::Both) out << " by " << rejectedByName(d.rejected_by) << " only";
        out << ")\n";
    }
}

}  // namespace moe::cli

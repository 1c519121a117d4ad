#include "core/import/import_options.h"

#include <algorithm>
#include <numeric>

#include "core/catalog/catalog_names.h"
#include "core/common/text.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_fields.h"

namespace moe {
namespace {

ModelSpec normalizedFor(const ModelSpec& in, const ModelSpec& ref, const std::set<std::string>& unset = {}) {
    ModelSpec m = in;
    if (!unset.empty()) {
        Recipe mine;
        Recipe theirs;
        mine.model = m;
        theirs.model = ref;
        for (const auto& path : unset)
            if (const FieldDescriptor* f = findRecipeField(path)) (void)f->set(mine, f->get(theirs));
        m = mine.model;
    }
    m.name = ref.name;
    m.not_carried = ref.not_carried;
    // Training coefficients, not architecture: a DeepSeek-V3 dump with another expert-bias rate or
    // MTP loss weight is still DeepSeek-V3 (the file's values are kept, see finishImportedRecipe).
    m.moe.router.bias_update_rate = ref.moe.router.bias_update_rate;
    m.mtp_loss_scaling_factor = ref.mtp_loss_scaling_factor;
    m.max_position_embeddings = ref.max_position_embeddings;
    if (m.paddedVocab(1) == ref.paddedVocab(1)) m.make_vocab_size_divisible_by = ref.make_vocab_size_divisible_by;
    if (m.attention == AttentionKind::MLA) {
        m.kv_channels = ref.kv_channels;
        m.num_query_groups = ref.num_query_groups;
    }
    return m;
}

// Model fields that differ between `in` and catalog model `ref` after the normalisation above,
// as "path (catalog X, here Y)".
std::vector<Message> modelDifferences(const ModelSpec& in, const ModelSpec& ref) {
    Recipe a;
    Recipe b;
    a.model = normalizedFor(in, ref);
    b.model = ref;
    std::vector<Message> out;
    auto valueArg = [](const std::string& v) {
        return v.empty() ? messageArg(message("import", MOE_TR("import", "unset"))) : codeArg(v);
    };
    for (const FieldDescriptor& f : recipeFields()) {
        if (!isModelField(f) || f.path == "model.name" || f.path == "model.not_carried") continue;
        const std::string here = fieldValueText(f.get(a));
        const std::string there = fieldValueText(f.get(b));
        if (here != there)
            out.push_back(message("import", MOE_TR("import", "%1 (catalog %2, here %3)"), codeArg(f.path),
                                  valueArg(there), valueArg(here)));
    }
    return out;
}

}  // namespace

std::string nearCatalogModel(const ModelSpec& model, const Catalog& catalog, std::vector<Message>& differences) {
    std::string best;
    for (const auto& [name, spec] : catalog.models) {
        // Only a model of the same size is "near": layers, width, heads and experts decide that.
        if (spec.num_layers != model.num_layers || spec.hidden_size != model.hidden_size ||
            spec.num_attention_heads != model.num_attention_heads || spec.moe.num_experts != model.moe.num_experts)
            continue;
        std::vector<Message> d = modelDifferences(model, spec);
        if (d.empty() || d.size() > kNearModelMaxDifferences) continue;
        if (best.empty() || d.size() < differences.size()) {
            best = name;
            differences = std::move(d);
        }
    }
    if (best.empty()) differences.clear();
    return best;
}

std::string matchCatalogModel(const ModelSpec& model, const Catalog& catalog, const std::set<std::string>& unset) {
    for (const auto& [name, spec] : catalog.models)
        if (normalizedFor(model, spec, unset) == spec) return name;
    return {};
}

std::string modelFieldText(const ModelSpec& model, std::string_view path) {
    Recipe r;
    r.model = model;
    return recipeFieldText(r, path);
}

Status finishImportedRecipe(Recipe& r, const ExportMetadata& meta, const ImportOptions& options, int64_t launcherWorld,
                            const std::string& defaultName, Warnings& warnings) {
    const Catalog& catalog = options.catalog ? *options.catalog : builtinCatalog();
    std::string hw = options.hardware;
    if (hw.empty() && meta.hardware) hw = *meta.hardware;
    if (hw.empty() && !options.fallback_hardware.empty()) {
        hw = options.fallback_hardware;
        warnings.warn(message("import", MOE_TR("import", "the input does not name the GPU; kept the open recipe's %1"),
                              textArg(hw)));
    }
    if (hw.empty()) {
        hw = "H100-SXM";
        warnings.warn(message("import", MOE_TR("import", "the input does not name the GPU; assumed %1"), textArg(hw)),
                      "(pass --hardware)");
    }
    auto resolved = resolveHardwareName(catalog, hw);
    if (!resolved) return Error{options.origin, 0, 0, "hardware", resolved.error().reason};
    hw = *resolved;
    const HardwareSpec* spec = catalog.findHardware(hw);
    if (!spec) return Error{options.origin, 0, 0, "hardware", "unknown GPU '" + hw + "'"};
    r.hardware = *spec;
    r.hardware_ref = hw;

    if (options.seq) r.layout.seq_length = *options.seq;

    const Layout& l = r.layout;
    const int64_t attention = int64_t{l.tp} * l.cp * l.pp;
    const int64_t expert = int64_t{l.etpOrTp()} * l.ep * l.pp;
    if (options.gpus)
        r.layout.world_size = *options.gpus;
    else if (meta.world_size)
        r.layout.world_size = *meta.world_size;
    else if (launcherWorld > 0)
        r.layout.world_size = launcherWorld;
    else if (options.fallback_gpus && *options.fallback_gpus > 0 &&
             *options.fallback_gpus % std::lcm(attention, expert) == 0) {
        r.layout.world_size = *options.fallback_gpus;
        warnings.warn(message("import",
                              MOE_TR("import", "the input does not say the world size; kept the open recipe's %1 GPUs"),
                              integerArg(r.layout.world_size)));
    } else {
        r.layout.world_size = std::lcm(attention, expert);
        warnings.warn(
            message("import",
                    MOE_TR("import", "the input does not say the world size; assumed the layout's minimum %1 GPUs"),
                    integerArg(r.layout.world_size)),
            "(pass --gpus)");
    }

    // Our own export's list, then what this file adds of its own (a hand-edited flag).
    if (!meta.not_carried.empty()) {
        std::vector<std::string> merged = meta.not_carried;
        for (const auto& k : r.model.not_carried)
            if (std::find(merged.begin(), merged.end(), k) == merged.end()) merged.push_back(k);
        r.model.not_carried = std::move(merged);
    }
    for (const auto& setting : meta.field_settings)
        if (auto s = applyFieldAssignment(r, setting); !s)
            warnings.warn(
                message("import", MOE_TR("import", "%1: %2: %3; ignored"), codeArg("moe-plan.set"), codeArg(setting),
                        s.error().reason_text.empty() ? textArg(s.error().reason) : messageArg(s.error().reason_text)));
    r.name = meta.name.value_or(defaultName);  // until the recipe is complete (below)
    if (meta.notes) r.notes = *meta.notes;

    std::string ref;
    if (meta.model) {
        if (auto m = resolveModelName(catalog, *meta.model); m) ref = *m;
    }
    if (ref.empty()) ref = matchCatalogModel(r.model, catalog);
    if (!ref.empty()) {
        const ModelSpec& cat = *catalog.findModel(ref);
        if (matchCatalogModel(r.model, catalog) == ref) {
            // Same architecture: take the catalog's values for what the input could not carry.
            const int64_t maxPos = r.model.max_position_embeddings;
            const int64_t divisor = r.model.make_vocab_size_divisible_by;
            std::vector<std::string> notCarried = std::move(r.model.not_carried);
            // MLA ignores these two, so they do not decide the match; the file's values still
            // travel to the exports unchanged (review 39-3: a dump's kv_channels 64 came out 128).
            const int64_t kvChannels = r.model.kv_channels;
            const int queryGroups = r.model.num_query_groups;
            // Nor do the training coefficients (issue 41: a dump's bias rate 0.002 must reach the exports).
            const double biasUpdateRate = r.model.moe.router.bias_update_rate;
            const double mtpLossScaling = r.model.mtp_loss_scaling_factor;
            r.model = cat;
            r.model.not_carried = std::move(notCarried);
            r.model.moe.router.bias_update_rate = biasUpdateRate;
            r.model.mtp_loss_scaling_factor = mtpLossScaling;
            if (cat.attention == AttentionKind::MLA) {
                r.model.kv_channels = kvChannels;
                r.model.num_query_groups = queryGroups;
            }
            r.model.max_position_embeddings = maxPos > 0 ? maxPos : cat.max_position_embeddings;
            r.model.make_vocab_size_divisible_by = divisor;
        }
        r.model.name = ref;
        r.model_ref = ref;
    } else {
        // Not a catalog model; a launch line that left out a flag or two of a known model says so
        // here rather than silently becoming "imported" (review 26).
        std::vector<Message> differences;
        if (const std::string near = nearCatalogModel(r.model, catalog, differences); !near.empty())
            warnings.warn(message("import",
                                  MOE_TR("import",
                                         "the model matches no catalog model; it is %1 except for %2. Kept as an "
                                         "imported model: if the job ran %1, the input leaves that out"),
                                  textArg(near), messagesArg(std::move(differences), "; ")));
        // A catalog model's name on a model that is not that model would name it wrongly in every
        // description, export header and picture caption (review 41: an edited DeepSeek-V3 dump read
        // "DeepSeek-V3" everywhere while the picker said "imported"): it says it is modified.
        if (!r.model.name.empty() && catalog.findModel(r.model.name) != nullptr) {
            const std::string catalogName = r.model.name;
            r.model.name += "-modified";
            warnings.warn(message("import", MOE_TR("import", "named the model %1: it is not the catalog's %2"),
                                  codeArg(r.model.name), textArg(catalogName)));
        }
        // Named for the file it came from: two imported models compared side by side were both
        // "imported" (review).
        if (r.model.name.empty()) {
            std::string stem = baseName(options.origin);
            if (const size_t dot = stem.rfind('.'); dot != std::string::npos && dot > 0) stem.erase(dot);
            r.model.name = stem.empty() ? std::string("imported") : "imported-" + stem;
        }
    }
    // The header's description is derived from the recipe exported; other words in it are the
    // user's and stay, as notes.
    if (meta.description && !meta.description->empty() && !looksDerivedDescription(*meta.description, r) &&
        r.notes.find(*meta.description) == std::string::npos)
        r.notes = r.notes.empty() ? *meta.description : *meta.description + "\n\n" + r.notes;
    // A file that names no recipe gets the name the studio derives for a recipe of this model,
    // GPU count, GPU and precision ("deepseek-v3-256xgb200-mxfp8"), not "imported-bridge".
    if (!meta.name && r.model_ref == r.model.name && !r.model.name.empty() && !r.hardware.name.empty())
        r.name = derivedRecipeName(r);
    return okStatus();
}

}  // namespace moe

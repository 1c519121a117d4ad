#include "ui/editor/coupled_edits.h"

#include <QCoreApplication>

#include "core/layout/balanced_layout.h"
#include "core/recipe/recipe_fields.h"

namespace moe::ui {

// The edits' own tr(): a class, so that lupdate files their descriptions under the context the
// running studio looks up (a file-local tr() helper gave lupdate no context of its own).
struct CoupledEdits {
    Q_DECLARE_TR_FUNCTIONS(moe::ui::CoupledEdits)
};

namespace {

// Sequence parallelism follows TP across 1 while it has been following it (on exactly when
// TP > 1, as Megatron-Bridge's recipes set it): Megatron-Core refuses TP with EP and SP off, and
// refuses SP at TP 1. A user who set SP against that keeps their choice.
std::optional<CoupledEdit> withSequenceParallel(const Layout& l, const QString& value) {
    bool ok = false;
    const int tp = value.toInt(&ok);
    const bool following = l.sequence_parallel == (l.tp > 1);
    if (!ok || !following || (tp > 1) == l.sequence_parallel) return std::nullopt;
    return CoupledEdit{{{"layout.tp", value.toStdString()}, {"layout.sequence_parallel", tp > 1 ? "true" : "false"}},
                       (tp > 1 ? CoupledEdits::tr("Tensor parallel size: %1, sequence parallel on")
                               : CoupledEdits::tr("Tensor parallel size: %1, sequence parallel off"))
                           .arg(tp)};
}

// A pipeline layout string places layers on exactly PP x VPP stages: once PP or VPP changes it
// no longer fits (review 10: a fix's PP 4 string made PP 1 invalid). The placement is chosen
// anew for the new sizes (even split, account-for flags, or a balanced string).
std::optional<CoupledEdit> withPlacement(const Recipe& recipe, const QString& path, const QString& value) {
    if (recipe.layout.pipeline_layout.empty()) return std::nullopt;
    Recipe next = recipe;
    if (!applyFieldValue(next, path.toStdString(), value.toStdString()).ok() ||
        !chooseBalancedPlacement(next.model, next.layout))
        return std::nullopt;
    CoupledEdit edit{{{path.toStdString(), value.toStdString()}},
                     CoupledEdits::tr("%1: %2, pipeline placement chosen anew")
                         .arg(path == QLatin1String("layout.pp") ? CoupledEdits::tr("Pipeline parallel size") : CoupledEdits::tr("Virtual pipeline stages"))
                         .arg(value)};
    for (FieldChange& c : pipelinePlacementChanges(recipe, next)) edit.changes.push_back(std::move(c));
    return edit;
}

// Full recompute's method and layer count mean nothing to selective recompute or none, and
// Megatron refuses them there: they go with the switch away from full (review entry 3 turned a
// full-recompute dump selective and met an error about fields the editor does not show).
std::optional<CoupledEdit> withRecomputeGranularity(const RecomputeOptions& rc, const QString& value) {
    if (value == QLatin1String("full") || (rc.method == RecomputeMethod::None && rc.num_layers == 0))
        return std::nullopt;
    return CoupledEdit{
        {{"options.recompute.granularity", value.toStdString()},
         {"options.recompute.method", "none"},
         {"options.recompute.num_layers", "0"}},
        CoupledEdits::tr("Activation recompute: %1, full recompute's method and layer count cleared").arg(value)};
}

}  // namespace

std::optional<CoupledEdit> coupledEdit(const Recipe& recipe, const QString& path, const QString& value) {
    if (path == QLatin1String("layout.tp")) return withSequenceParallel(recipe.layout, value);
    if (path == QLatin1String("options.recompute.granularity"))
        return withRecomputeGranularity(recipe.options.recompute, value);
    if (path == QLatin1String("layout.pp") || path == QLatin1String("layout.vpp")) return withPlacement(recipe, path, value);
    return std::nullopt;
}

Recipe onGpu(const Recipe& recipe, const HardwareSpec& hardware, const std::string& ref, QString* note) {
    Recipe next = recipe;
    next.hardware = hardware;
    next.hardware_ref = ref;
    if (note) note->clear();
    // CUDA_DEVICE_MAX_CONNECTIONS is chosen per GPU generation (1 on Hopper with TP/CP overlap,
    // often 32 on Blackwell): a value set for the old generation is unset, and the exports write
    // what the new one needs, rather than carrying over an error.
    if (next.options.cuda_device_max_connections && recipe.hardware.isHopper() != hardware.isHopper()) {
        next.options.cuda_device_max_connections.reset();
        if (note) *note = CoupledEdits::tr("CUDA_DEVICE_MAX_CONNECTIONS unset");
    }
    return next;
}

}  // namespace moe::ui

#include "ui/state/recovery_offer.h"

#include <QObject>

namespace moe::ui {

QStringList recoveryKeptItems(const RecoveredRecipe& recovered) {
    const QString what = QString::fromStdString(recovered.recipe.name) +
                         (recovered.originalPath.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(recovered.originalPath));
    QStringList kept;
    if (recovered.unsavedEdits) kept << QObject::tr("unsaved edits to %1").arg(what);
    if (const auto& s = recovered.session) {
        if (!s->pins.empty()) kept << QObject::tr("%n pinned recipe(s)", nullptr, static_cast<int>(s->pins.size()));
        if (!s->runs.empty())
            kept << QObject::tr("%n attached run(s) (loaded again from their files)", nullptr,
                                static_cast<int>(s->runs.size()));
        if (!s->traceFiles.isEmpty())
            kept << QObject::tr("the trace open in the Trace panel (%1)").arg(s->traceFiles.join(QStringLiteral(", ")));
        if (s->calibration) kept << QObject::tr("the cluster calibration “%1”").arg(s->calibration->name);
    }
    if (!recovered.unsavedEdits && !kept.isEmpty()) kept.last() += QObject::tr(", with %1").arg(what);
    return kept;
}

}  // namespace moe::ui

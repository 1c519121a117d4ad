#pragma once
// What a session holds beside its recipe: the pinned recipes of Compare, the runs attached in
// Runs and the trace open in the Trace dock. Written next to the autosave so that a studio that did not shut down
// normally gives them back with the recipe (a pin or an attached run is work the user did too), with the cluster
// calibration the estimates used. Runs are kept as what
// loads them again (their files, the steady window, and the studio recipe they were scored
// against when no recipe file is among the files), not as their measured figures.
#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"

namespace moe::ui {

struct SessionSnapshot {
    struct Pin {
        QString name;
        Recipe recipe;
    };
    struct Run {
        QStringList files;
        std::optional<std::pair<int64_t, int64_t>> window;
        // The studio's recipe the run was added against, when no recipe file is among `files`.
        std::optional<Recipe> studioRecipe;
        QString studioRecipeName;
        QDateTime studioRecipeAt;
    };
    // A cluster calibration in use (the built-in one is not stored): its constants as calibration
    // YAML, so estimates after a recovery use what they used before it.
    struct CalibrationChoice {
        QString name;
        QStringList fittedOn;
        Calibration constants;
    };
    std::vector<Pin> pins;
    std::vector<Run> runs;
    std::optional<CalibrationChoice> calibration;
    // The files of the measured trace open in the Trace dock (a review killed the studio with a
    // trace open and found it gone after the recovery); a predicted timeline is made again on request.
    QStringList traceFiles;

    [[nodiscard]] bool empty() const { return pins.empty() && runs.empty() && !calibration && traceFiles.isEmpty(); }
};

// JSON with the recipes as recipe YAML text, so a recipe reads back exactly as a recipe file does.
QByteArray sessionToJson(const SessionSnapshot& session);
// Errors name the file and the field ("pins[1].recipe: ...").
Result<SessionSnapshot> sessionFromJson(const QByteArray& json, const std::string& origin);

}  // namespace moe::ui

#pragma once
// One run attached to the studio session (issue 8, Runs panel): the files it came from and what
// core/evidence made of them, built once in the background and then never changed, so models and
// the A/B view share it by pointer. Runs belong to the session only; they are never saved into
// the recipe.
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_evidence.h"
#include "jobs/cancellation_token.h"

namespace moe::ui {

struct RunRecord {
    QString name;        // "Run 1: run-a.log", unique in the session
    QStringList files;   // as the user picked them
    QString recipeNote;  // "recipe-a.yaml" or "current recipe (name)"
    evidence::RunEvidence evidence;
    evidence::LabelVerdict label;
    std::optional<evidence::PredictedVsMeasured> predicted;  // needs a recipe
    QString predictedNote;                                   // why there is no prediction
    QString calibrationName;                                 // calibration the prediction used

    // Step-time error of the prediction in % of the measured window, when both exist.
    [[nodiscard]] std::optional<double> stepTimeErrorPct() const;
};

using RunRecordPtr = std::shared_ptr<const RunRecord>;

// What one "Add Run…" asks for. When no file is a recipe (core classifySource), the session's
// current recipe is the run's recipe: `recipeFile` when it is saved and clean, else a temporary
// copy written by the job under the recipe's name.
struct RunLoadRequest {
    QString name;
    QStringList files;
    Recipe currentRecipe;
    QString currentRecipeFile;   // empty = unsaved or dirty
    QString currentRecipeName;   // display name, for the temporary copy and the note
    std::shared_ptr<const Calibration> calibration;
    QString calibrationName;
};

// The job's result: a record, or the core's error (file:line: reason) and nothing else.
struct RunLoadOutcome {
    RunRecordPtr record;
    QString error;
};
using RunLoadOutcomePtr = std::shared_ptr<const RunLoadOutcome>;

// Runs on a worker thread; pure apart from the temporary recipe copy. Throws jobs::JobCancelled
// when cancelled between steps.
RunLoadOutcomePtr loadRunRecord(const RunLoadRequest& request, const jobs::JobContext& context);

}  // namespace moe::ui

Q_DECLARE_METATYPE(moe::ui::RunLoadOutcomePtr)

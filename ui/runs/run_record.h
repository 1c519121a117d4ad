#pragma once
// One run attached to the studio session (issue 8, Runs panel): the files it came from and what
// core/evidence made of them, built once in the background and then never changed, so models and
// the A/B view share it by pointer. Runs belong to the session only; they are never saved into
// the recipe.
#include <QDateTime>
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
    QString name;                                       // "Run 1: run-a.log", unique in the session
    QStringList files;                                  // as the user picked them
    std::optional<std::pair<int64_t, int64_t>> window;  // as picked; kept for a re-score
    QString recipeNote;                                 // "recipe-a.yaml" or "current recipe (name)"
    // The recipe every figure of the run was scored against: the recipe file among `files`, or the
    // studio's recipe as it was when the run was added (`followsStudioRecipe`). A run keeps that
    // recipe: a log records little of its job (no precision, recompute or dispatcher, often no
    // layout), so an edit made after it was added is no fact about the run (reviews 22, 23 saw
    // errors for layouts the run never had). "Re-score Against Loaded" holds it against the
    // loaded recipe when the user says the run ran that.
    QString scoredAgainst;  // "recipe-a.yaml", or the studio recipe's display name and layout
    bool followsStudioRecipe = false;
    Recipe studioRecipe;       // when followsStudioRecipe
    QString studioRecipeName;  // its display name then
    QDateTime studioRecipeAt;  // when it was taken from the studio
    evidence::RunEvidence evidence;
    evidence::LabelVerdict label;
    std::optional<evidence::PredictedVsMeasured> predicted;  // needs a recipe
    QString predictedNote;                                   // why there is no prediction
    QString calibrationName;                                 // calibration the prediction used
    std::shared_ptr<const Calibration> calibration;          // the same, to tell when the studio's changed

    // Step-time error of the prediction in % of the measured window, when both exist and the run
    // is the recipe's job.
    [[nodiscard]] std::optional<double> stepTimeErrorPct() const;
    // True when the run took the studio's recipe and `loaded` is no longer that recipe.
    [[nodiscard]] bool scoredAgainstEarlierRecipe(const Recipe& loaded) const {
        return followsStudioRecipe && !(studioRecipe == loaded);
    }
    // True when its figures came from another calibration than `current` (re-scored then).
    [[nodiscard]] bool scoredWithOtherCalibration(const Calibration* current) const {
        return calibration && current && calibration.get() != current;
    }
};

using RunRecordPtr = std::shared_ptr<const RunRecord>;

// What one "Add Run…" asks for. When no file is a recipe (core classifySource), the session's
// current recipe is the run's recipe: `recipeFile` when it is saved and clean, else a temporary
// copy written by the job under the recipe's name.
struct RunLoadRequest {
    QString name;
    QStringList files;
    // The steady window picked in the Add Run dialog; unset = 41-50 unless a contract names one.
    std::optional<std::pair<int64_t, int64_t>> window;
    Recipe currentRecipe;
    QString currentRecipeFile;  // empty = unsaved or dirty
    QString currentRecipeName;  // display name, for the temporary copy and the note
    QDateTime currentRecipeAt;  // when currentRecipe was the studio's (named with the copy)
    std::shared_ptr<const Calibration> calibration;
    QString calibrationName;
};

// The job's result: a record, or the core's error (file:line: reason) and nothing else.
struct RunLoadOutcome {
    RunRecordPtr record;
    QString error;
    QString name;  // the request's run name, so that a failed re-score can be told to its run
};
using RunLoadOutcomePtr = std::shared_ptr<const RunLoadOutcome>;

// Runs on a worker thread; pure apart from the temporary recipe copy. Throws jobs::JobCancelled
// when cancelled between steps.
RunLoadOutcomePtr loadRunRecord(const RunLoadRequest& request, const jobs::JobContext& context);

// The request that loads `run` again (same name, files and window) with the studio's calibration
// now: against the recipe it was scored against, or, with `againstLoaded`, the studio's recipe now.
RunLoadRequest rescoreRequest(const RunRecord& run, const RunLoadRequest& studio, bool againstLoaded);

// Loads every request in turn (a re-score of the runs that follow the studio's recipe).
using RunLoadOutcomes = std::shared_ptr<const std::vector<RunLoadOutcomePtr>>;
RunLoadOutcomes loadRunRecords(const std::vector<RunLoadRequest>& requests, const jobs::JobContext& context);

// Why a run's figures are not compared with the prediction, in the studio's language.
QString notComparedText(const evidence::PredictedVsMeasured& predicted);

}  // namespace moe::ui

Q_DECLARE_METATYPE(moe::ui::RunLoadOutcomePtr)
Q_DECLARE_METATYPE(moe::ui::RunLoadOutcomes)

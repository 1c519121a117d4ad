#include "ui/runs/run_record.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include "core/common/atomic_file.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/common/core_message_text.h"

namespace moe::ui {

namespace {

std::string utf8(const QString& s) {
    return s.toStdString();
}

// "Mixtral 8x7B / 16 GPUs" -> "Mixtral-8x7B-16-GPUs.yaml": the report names the recipe by file name.
QString recipeFileName(const QString& displayName) {
    QString out;
    for (const QChar ch : displayName) out += (ch.isLetterOrNumber() || ch == u'.' || ch == u'_') ? ch : QChar(u'-');
    while (out.contains(QStringLiteral("--"))) out.replace(QStringLiteral("--"), QStringLiteral("-"));
    if (out.isEmpty() || out == QStringLiteral("-")) out = QStringLiteral("current-recipe");
    if (!out.endsWith(QStringLiteral(".yaml"))) out += QStringLiteral(".yaml");
    return out;
}

// The core keeps a failed steady window as a warning "<error> (pass --from/--to)"; a run panel
// needs a window, so that warning is the reason the run is refused.
QString windowError(const evidence::RunEvidence& ev) {
    static const std::string kSuffix = " (pass --from/--to)";
    for (const std::string& w : ev.warnings)
        if (w.size() > kSuffix.size() && w.compare(w.size() - kSuffix.size(), kSuffix.size(), kSuffix) == 0)
            return QString::fromStdString(w.substr(0, w.size() - kSuffix.size()));
    return QString::fromStdString(ev.log_origin) + QStringLiteral(": no steady window in the training log");
}

void eraseAll(std::string& text, const std::string& what) {
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at)) text.erase(at, what.size());
}

// Drops `folder` from every text of the run that may show a path: contract sources and warnings,
// the loader's warnings, the recipe's origin and the reason there is no prediction.
void forgetFolder(RunRecord& record, const std::string& folder) {
    if (folder.size() < 2) return;
    evidence::RunEvidence& ev = record.evidence;
    eraseAll(ev.recipe_origin, folder);
    for (auto& [key, entry] : ev.contract.fields) eraseAll(entry.source, folder);
    for (std::string& w : ev.contract.warnings) eraseAll(w, folder);
    for (std::string& w : ev.warnings) eraseAll(w, folder);
    for (auto& m : ev.verdict.conflicts) eraseAll(m.source, folder);
    for (auto& m : ev.verdict.mixed) {
        eraseAll(m.first_source, folder);
        eraseAll(m.second_source, folder);
    }
    std::string note = utf8(record.predictedNote);
    eraseAll(note, folder);
    record.predictedNote = QString::fromStdString(note);
    if (record.predicted) {
        eraseAll(record.predicted->not_compared, folder);
    }
}

void checkCancelled(const jobs::JobContext& context) {
    if (context.cancelled()) throw jobs::JobCancelled{};
}

}  // namespace

std::optional<double> RunRecord::stepTimeErrorPct() const {
    // A run that contradicts its recipe is another job: there is no prediction error to show.
    if (!predicted || !predicted->compared || !evidence.matchesRecipe()) return std::nullopt;
    const evidence::ComponentError* step = predicted->row("step_time_ms");
    return step ? step->errorPct() : std::nullopt;
}

RunLoadOutcomePtr loadRunRecord(const RunLoadRequest& request, const jobs::JobContext& context) {
    auto outcome = std::make_shared<RunLoadOutcome>();
    outcome->name = request.name;
    auto fail = [&](const QString& error) {
        outcome->error = error;
        return RunLoadOutcomePtr(std::move(outcome));
    };
    if (request.files.isEmpty()) return fail(QObject::tr("no files picked for the run"));

    context.progress(0.05, "classifying files");
    bool hasRecipe = false;
    std::vector<std::string> specs;
    for (const QString& file : request.files) {
        auto kind = evidence::classifySource(utf8(file));
        if (!kind) return fail(coreErrorText(kind.error()));
        hasRecipe = hasRecipe || kind->first == evidence::SourceKind::Recipe;
        specs.push_back(utf8(file));  // the loader classifies it the same way
    }
    checkCancelled(context);

    auto record = std::make_shared<RunRecord>();
    record->name = request.name;
    record->files = request.files;
    record->window = request.window;
    QTemporaryDir scratch;  // holds the current recipe's copy while the core reads it
    const QDateTime takenAt = request.currentRecipeAt.isValid() ? request.currentRecipeAt : QDateTime::currentDateTime();
    if (!hasRecipe) {
        QString path = request.currentRecipeFile;
        if (path.isEmpty()) {
            if (!scratch.isValid()) return fail(QObject::tr("cannot create a temporary folder for the current recipe"));
            // Not a file on disk (unsaved edits, or never saved): the name the report shows says so,
            // and is no file name a reader would look for (review 13 looked for the ".yaml"). It
            // names the moment too: the run keeps this state through later edits, and "open in the
            // studio" read as the recipe open now (review 24).
            QString file = recipeFileName(request.currentRecipeName);
            file.chop(5);
            // English like the report it ends up in (a Chinese fragment stood in the English report).
            file +=
                QStringLiteral(" (studio recipe at %1, not saved)").arg(takenAt.toString(QStringLiteral("HH:mm:ss")));
            path = QDir(scratch.path()).filePath(file);
            if (auto s = writeFileAtomically(utf8(path), recipeToYaml(request.currentRecipe)); !s)
                return fail(coreErrorText(s.error()));
        }
        specs.insert(specs.begin(), "recipe:" + utf8(path));
        record->recipeNote = QObject::tr("the studio's recipe at %1 (%2)")
                                 .arg(takenAt.toString(QStringLiteral("HH:mm:ss")), request.currentRecipeName);
        // Name and layout: an edit that keeps the name (TP 1 → 2) still changes what is shown.
        record->scoredAgainst = QObject::tr("%1 (%2)").arg(
            request.currentRecipeName, QString::fromStdString(describeLayout(request.currentRecipe.layout)));
        record->followsStudioRecipe = true;
        record->studioRecipe = request.currentRecipe;
        record->studioRecipeName = request.currentRecipeName;
        record->studioRecipeAt = takenAt;
    }

    context.progress(0.2, "loading run");
    evidence::RunLoadOptions options;
    if (request.window) {
        options.window_from = request.window->first;
        options.window_to = request.window->second;
        options.window_given = true;
    }
    auto ev = evidence::loadRunEvidence(specs, options, utf8(request.name));
    if (!ev) return fail(coreErrorText(ev.error()));
    if (ev->log && !ev->window) return fail(windowError(*ev));
    if (!ev->log) return fail(QObject::tr("a run needs a training log (add a .log, .txt or .out file)"));
    checkCancelled(context);
    if (record->recipeNote.isEmpty() && ev->recipe) {
        record->recipeNote = QFileInfo(QString::fromStdString(ev->recipe_origin)).fileName();
        record->scoredAgainst = record->recipeNote;
    }

    context.progress(0.8, "predicting");
    record->label = evidence::contractLabel(ev->contract);
    record->calibrationName = request.calibrationName;
    if (ev->recipe && request.calibration) {
        auto p = evidence::predictRun(*ev, *request.calibration);  // no error for another job's run
        if (p)
            record->predicted = std::move(*p);
        else
            record->predictedNote = coreErrorText(p.error());
    } else {
        record->predictedNote = QObject::tr("no recipe");
    }
    record->calibration = request.calibration;
    record->evidence = std::move(*ev);
    record->evidence.name = utf8(request.name);
    // The temporary copy's folder is no place the user knows: sources and reasons name the file alone.
    if (!hasRecipe && request.currentRecipeFile.isEmpty()) forgetFolder(*record, utf8(scratch.path()) + "/");
    context.progress(1.0, "done");
    outcome->record = std::move(record);
    return outcome;
}

RunLoadRequest rescoreRequest(const RunRecord& run, const RunLoadRequest& studio, bool againstLoaded) {
    RunLoadRequest request = studio;
    request.name = run.name;
    request.files = run.files;
    request.window = run.window;
    if (run.followsStudioRecipe && !againstLoaded) {
        // Its own recipe as it was, as a temporary copy (the file on disk may have changed since).
        request.currentRecipe = run.studioRecipe;
        request.currentRecipeName = run.studioRecipeName;
        request.currentRecipeAt = run.studioRecipeAt;
        request.currentRecipeFile.clear();
    }
    return request;
}

RunLoadOutcomes loadRunRecords(const std::vector<RunLoadRequest>& requests, const jobs::JobContext& context) {
    auto out = std::make_shared<std::vector<RunLoadOutcomePtr>>();
    for (const RunLoadRequest& request : requests) {
        checkCancelled(context);
        out->push_back(loadRunRecord(request, context));
    }
    return out;
}

QString notComparedText(const evidence::PredictedVsMeasured& predicted) {
    return predicted.not_compared_text.empty() ? QString::fromStdString(predicted.not_compared)
                                               : coreMessageText(predicted.not_compared_text);
}

}  // namespace moe::ui

#include "ui/state/studio_state.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

#include "core/common/atomic_file.h"
#include "core/common/file_content.h"
#include "core/import/bridge_yaml_import.h"
#include "core/import/hf_config_import.h"
#include "core/import/import_detection.h"
#include "core/import/megatron_args_import.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"
#include "ui/common/core_message_text.h"
#include "ui/state/edit_recipe_command.h"
#include "ui/state/replace_recipe_command.h"

namespace moe::ui {

namespace {

std::vector<Diagnostic> merged(const std::vector<Diagnostic>& validation, const std::vector<Diagnostic>& memory) {
    std::vector<Diagnostic> out = validation;
    out.insert(out.end(), memory.begin(), memory.end());
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return static_cast<int>(a.severity) > static_cast<int>(b.severity);
    });
    return out;
}

// The importers speak to the command line ("(pass --model)"); the window has no such flags.
QString withoutCommandLineHints(QString text) {
    static const QRegularExpression hint(QStringLiteral(R"(\s*\(pass --[a-z-]+\))"));
    return text.remove(hint);
}

}  // namespace

StudioState::StudioState(QObject* parent) : QObject(parent) {
    validation_ = validateRecipe(document_.recipe);
    diagnostics_ = validation_;
    connect(&undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit dirtyChanged(!clean); });
}

QString StudioState::displayName() const {
    if (!document_.recipe.name.empty()) return QString::fromStdString(document_.recipe.name);
    if (!document_.filePath.isEmpty()) return QFileInfo(document_.filePath).fileName();
    return tr("Untitled");
}

void StudioState::apply(const RecipeDocument& document) {
    const bool pathChanged = document.filePath != document_.filePath;
    document_ = document;
    // Validation is cheap (microseconds) and views want it in the same event as the recipe, so
    // it stays synchronous; heavy derived results go through jobs::LatestOnlyRunner instead.
    validation_ = validateRecipe(document_.recipe);
    dropUnchangedFixes(validation_, document_.recipe);
    withholdFailingFixes(validation_, document_.recipe);
    // The memory verdict belongs to the previous recipe; the memory job brings the new one.
    memoryFindings_.clear();
    diagnostics_ = validation_;
    if (pathChanged) emit filePathChanged(document_.filePath);
    emit recipeChanged();
}

void StudioState::setMemoryFindings(const Recipe& evaluated, std::vector<Diagnostic> findings) {
    if (!(evaluated == document_.recipe)) return;
    dropUnchangedFixes(findings, document_.recipe);
    withholdFailingFixes(findings, document_.recipe);
    if (findings == memoryFindings_) return;
    memoryFindings_ = std::move(findings);
    diagnostics_ = merged(validation_, memoryFindings_);
    emit diagnosticsChanged();
}

void StudioState::resetDocument(const Recipe& recipe, const QString& filePath) {
    undoStack_.clear();
    resetting_ = true;
    apply(RecipeDocument{recipe, filePath});
    resetting_ = false;
    undoStack_.setClean();
}

void StudioState::replaceRecipe(const Recipe& recipe, const QString& filePath, const QString& undoText) {
    // push() calls redo(), which applies the new document.
    undoStack_.push(new ReplaceRecipeCommand(this, document_, RecipeDocument{recipe, filePath}, undoText));
}

bool StudioState::applyPlan(const Recipe& plan, const QString& undoText) {
    Recipe next = recipe();
    next.layout = plan.layout;
    next.options = plan.options;
    followRecipeEdit(recipe(), next);
    if (next == recipe()) return false;
    // One replace = one undo step, however many fields the plan changes.
    replaceRecipe(next, filePath(), undoText);
    return true;
}

bool StudioState::applyChange(const FieldChange& change) {
    // The undo entry names the field as people say it ("Sequence parallelism: on").
    const FieldDescriptor* f = findRecipeField(change.path);
    const QString name = f && !f->help.empty() ? fieldLabel(*f) : QString::fromStdString(change.path);
    const auto spoken = [this](const std::string& v) {
        return v == "true"    ? tr("on")
               : v == "false" ? tr("off")
               : v == "null"  ? tr("unset")
                              : QString::fromStdString(v);
    };
    const std::string before = recipeFieldText(document_.recipe, change.path);
    // "Tensor parallel size 8 → 1": a merged drag keeps the value where it started (mergeWith).
    const bool tick = change.value == "true" || change.value == "false";
    const QString text = before.empty() || tick ? tr("%1: %2").arg(name, spoken(change.value))
                                                : tr("%1 %2 → %3").arg(name, spoken(before), spoken(change.value));
    return applyChanges({change}, text);
}

bool StudioState::applyChanges(const std::vector<FieldChange>& changes, const QString& undoText) {
    Recipe edited = document_.recipe;
    for (const FieldChange& change : changes) {
        const Status applied = applyFieldValue(edited, change.path, change.value);
        if (!applied.ok()) {
            Error error = applied.error();
            if (error.field.empty()) error.field = change.path;
            emit editRejected(QString::fromStdString(error.toString()));
            return false;
        }
    }
    if (edited == document_.recipe) return true;
    // Only single-field numeric edits merge (a slider drag, arrows held on a spin box): a tick,
    // a choice or a multi-field fix is a deliberate step of its own.
    bool numeric = false;
    if (changes.size() == 1) static_cast<void>(QString::fromStdString(changes.front().value).toDouble(&numeric));
    std::string mergeKey = numeric ? changes.front().path : std::string{};
    // A drag or a held arrow sends its edits tens of milliseconds apart; a value typed after
    // another is a step of its own even on the same field.
    const bool recent = sinceLastEdit_.isValid() && sinceLastEdit_.elapsed() <= mergeWindowMs_;
    if (numeric) sinceLastEdit_.start();
    // The name follows the model, GPU and GPU count it was made for; notes written for
    // another layout are marked stale. An edit that merges into a drag measures that against where
    // the drag started, so dragging back leaves the notes as they were.
    const Recipe* proseBase = &document_.recipe;
    if (!mergeKey.empty() && recent && undoStack_.count() > 0 && undoStack_.index() == undoStack_.count()) {
        const auto* top = dynamic_cast<const EditRecipeCommand*>(undoStack_.command(undoStack_.count() - 1));
        if (top && top->mergeKey() == mergeKey) {
            proseBase = &top->recipeBefore();
            edited.name = proseBase->name;  // a numeric field edit: the prose is not its own
            edited.notes = proseBase->notes;
        }
    }
    followRecipeEdit(*proseBase, edited);
    auto* command = new EditRecipeCommand(this, document_, RecipeDocument{std::move(edited), document_.filePath},
                                          undoText, std::move(mergeKey));
    command->setStartsNewStep(!recent);
    undoStack_.push(command);
    return true;
}

bool StudioState::openFile(const QString& fileName, const ReplaceConsent& mayReplace) {
    // Absolute, so the title, recent files and later saves do not depend on the working directory.
    const QString path = QFileInfo(fileName).absoluteFilePath();
    Result<Recipe> loaded = loadRecipeFile(path.toStdString());
    if (!loaded.ok()) {
        emit loadFailed(coreErrorText(loaded.error()));
        return false;
    }
    if (mayReplace && !mayReplace()) return false;
    replaceRecipe(std::move(loaded).value(), path, tr("Open %1").arg(QFileInfo(path).fileName()));
    // A freshly opened file matches the disk: that is the clean point.
    undoStack_.setClean();
    emit fileOpened(path);
    return true;
}

bool StudioState::importFile(const QString& fileName, const ReplaceConsent& mayReplace) {
    const QString path = QFileInfo(fileName).absoluteFilePath();
    auto text = readWholeFile(path.toStdString());
    if (!text) {
        emit loadFailed(QString::fromStdString(text.error().toString()));
        return false;
    }
    const ImportKind kind = detectImportKind(QFileInfo(path).fileName().toStdString(),
                                             std::string_view(*text).substr(0, kImportDetectionHead));
    if (kind == ImportKind::Recipe) return openFile(path, mayReplace);
    ImportOptions options;
    options.origin = path.toStdString();
    // The file's own GPU and world size (a moe-plan header, torchrun's --nnodes × --nproc-per-node)
    // win; the open recipe's fill in what the file does not say.
    options.fallback_hardware = document_.recipe.hardware.name;
    options.fallback_gpus = document_.recipe.layout.world_size;
    Result<Recipe> recipe = Error{path.toStdString(), 0, 0, {}, "not a recipe"};
    QString keptModel;  // the studio's own warning, said after the importer's
    switch (kind) {
        case ImportKind::BridgeYaml:
            // The model as the command line finds it: the file's shape, its hf_model_id, or its
            // name ("qwen3_next_80b_a3b_finetune_override_example.yaml"). Only a file that names
            // none keeps the open recipe's model, and the import says so.
            recipe = importBridgeYaml(*text, options);
            if (!recipe.ok() && recipe.error().field == "model" &&
                recipe.error().reason.find("no catalog model was named") != std::string::npos) {
                options.model = document_.recipe.model.name;
                recipe = importBridgeYaml(*text, options);
                if (recipe.ok())
                    keptModel = tr("the file names no model (no model shape, hf_model_id or model in its name); "
                                   "kept the open recipe's model, %1")
                                    .arg(QString::fromStdString(document_.recipe.model.name));
            }
            break;
        case ImportKind::HfConfig:
            options.fallback_seq = document_.recipe.layout.seq_length;
            options.fallback_options = document_.recipe.options;
            options.fallback_layout = document_.recipe.layout;
            recipe = importHfConfigRecipe(*text, options);
            break;
        case ImportKind::MegatronArgs:
            recipe = importMegatronArgs(*text, options);
            break;
        case ImportKind::ProfilerTrace:
            emit loadFailed(tr("%1: a profiler trace, not a recipe (open it with File ▸ Open Trace…)").arg(path));
            return false;
        case ImportKind::NotText:
            emit loadFailed(QStringLiteral("%1: %2").arg(
                path, coreMessageText(
                          notTextMessage(std::string_view(*text).substr(0, kTextCheckBytes)).value_or(Message{}))));
            return false;
        default:
            emit loadFailed(tr("%1: not a recipe, Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM "
                               "command line (a training "
                               "log is added in the Runs dock: Add Run…, Ctrl+6)")
                                .arg(path));
            return false;
    }
    if (!recipe.ok()) {
        emit loadFailed(coreErrorText(recipe.error()));
        return false;
    }
    if (mayReplace && !mayReplace()) return false;
    // Each warning in the studio's language where the importer gives it as a message (the message
    // has no "(pass --x)" hint; only the command line has those flags), else its English.
    QStringList warnings;
    for (size_t i = 0; i < recipe.warnings.size(); ++i) {
        if (i < recipe.warning_texts.size() && !recipe.warning_texts[i].empty())
            warnings << coreMessageText(recipe.warning_texts[i]);
        else
            warnings << withoutCommandLineHints(QString::fromStdString(recipe.warnings[i]));
    }
    if (!keptModel.isEmpty()) warnings << keptModel;
    // The import is a recipe of its own: the open recipe's notes do not describe it, so they are not
    // carried, and saying so keeps them from vanishing unnoticed (reviews: notes lost on import).
    if (!document_.recipe.notes.empty())
        warnings << tr(
            "the open recipe's notes are not carried over to the imported recipe (Edit ▸ Undo brings "
            "the open recipe back with them)");
    replaceRecipe(std::move(recipe).value(), QString(), tr("Import %1").arg(QFileInfo(path).fileName()));
    emit imported(path, warnings);
    return true;
}

void StudioState::setMemoryAssumptions(const MemoryAssumptions& assumptions) {
    if (assumptions == assumptions_) return;
    assumptions_ = assumptions;
    emit memoryAssumptionsChanged();
}

bool StudioState::saveAs(const QString& path) {
    if (path.isEmpty()) {
        emit saveFailed(tr("No file name to save to"));
        return false;
    }
    const Status saved = saveRecipeFile(document_.recipe, path.toStdString());
    if (!saved.ok()) {
        emit saveFailed(QString::fromStdString(saved.error().toString()));
        return false;
    }
    if (path != document_.filePath) {
        document_.filePath = path;
        emit filePathChanged(path);
    }
    undoStack_.setClean();
    emit fileSaved(path);
    return true;
}

}  // namespace moe::ui

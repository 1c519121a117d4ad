#pragma once
// The one object every view subscribes to: the current recipe, where it lives on disk, whether
// it has unsaved changes, and what validation says about it. Views read immutable snapshots from
// here and never talk to each other.
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/memory/memory_assumptions.h"
#include "core/recipe/recipe.h"

namespace moe::ui {

// What one undo step restores: the recipe together with the file it belongs to.
struct RecipeDocument {
    Recipe recipe;
    QString filePath;  // empty for unsaved/built-in recipes
};

class StudioState : public QObject {
    Q_OBJECT
public:
    explicit StudioState(QObject* parent = nullptr);

    [[nodiscard]] const Recipe& recipe() const { return document_.recipe; }
    [[nodiscard]] const QString& filePath() const { return document_.filePath; }
    [[nodiscard]] const RecipeDocument& document() const { return document_; }
    [[nodiscard]] bool isDirty() const { return !undoStack_.isClean(); }
    // Derived: validateRecipe(recipe()), recomputed on every change, plus the memory verdict
    // (memory.does_not_fit and its levers) once the background memory estimate of this recipe
    // has arrived through setMemoryFindings. Errors first.
    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    // The rule findings alone, without the memory verdict (synchronous with the recipe).
    [[nodiscard]] const std::vector<Diagnostic>& validation() const { return validation_; }
    // The memory verdict for `evaluated`; ignored when the recipe has changed since.
    void setMemoryFindings(const Recipe& evaluated, std::vector<Diagnostic> findings);
    [[nodiscard]] QUndoStack* undoStack() { return &undoStack_; }
    // Title-bar text: the recipe name, or the file name when the recipe has none.
    [[nodiscard]] QString displayName() const;

    // Starts a fresh document (not undoable: there is nothing to go back to).
    void resetDocument(const Recipe& recipe, const QString& filePath = {});
    // True while resetDocument() tells the views of a document that was opened, not edited: views
    // that keep fields in place under the user's pointer across an edit start from the top instead.
    [[nodiscard]] bool resettingDocument() const { return resetting_; }
    // Replaces the recipe as one undoable step (open, load built-in, paste...).
    void replaceRecipe(const Recipe& recipe, const QString& filePath, const QString& undoText);
    // Takes a plan's layout and options (a search result, a feasibility row) onto the current
    // recipe as one undoable step, the model and GPU kept. False when the recipe already has them
    // (nothing is pushed).
    bool applyPlan(const Recipe& plan, const QString& undoText);
    // Field edits in `--set` form, through the core field registry (the same path as moe-plan
    // --set and one-click fixes). One undoable step; consecutive single-field edits of the same
    // path merge when they follow each other within mergeWindowMs (a slider drag, an arrow held
    // down); two typed values, seconds apart, stay two steps. A value the registry rejects emits editRejected with the core
    // error text and leaves the recipe unchanged. Edits that change nothing push nothing.
    bool applyChange(const FieldChange& change);
    bool applyChanges(const std::vector<FieldChange>& changes, const QString& undoText);
    static constexpr int kDefaultMergeWindowMs = 1000;
    void setMergeWindowMs(int ms) { mergeWindowMs_ = ms; }
    // Loads a recipe file as an undoable replace. On failure emits loadFailed with the core
    // error text (file:line:col: field: reason) and keeps the current recipe. `mayReplace` is
    // asked only once the file has parsed (the unsaved-changes question): a file that cannot be
    // read is reported without asking the user to save or discard for nothing; false keeps all.
    using ReplaceConsent = std::function<bool()>;
    bool openFile(const QString& path, const ReplaceConsent& mayReplace = {});
    // Any file the studio can read as a recipe (core/import/import_detection.h): a recipe opens as
    // openFile does; a Megatron-Bridge YAML, Hugging Face config.json or Megatron-LM command line
    // is imported onto the current recipe's GPU and GPU count (HF: also its sequence length) as one
    // undoable replace not bound to a file (saving asks for a name), and `imported` carries the
    // importer's warnings. Errors (including a trace or an unknown file) go to loadFailed.
    bool importFile(const QString& path, const ReplaceConsent& mayReplace = {});
    // Atomic save; on success the document is clean and bound to `path`.
    bool saveAs(const QString& path);

    // The memory model's labelled assumptions (routing imbalance, fragmentation, ...) every view
    // evaluates with. They describe the cluster and the allocator, not the recipe, so they are
    // neither saved in the recipe nor on the undo stack; a change re-evaluates every view.
    [[nodiscard]] const MemoryAssumptions& memoryAssumptions() const { return assumptions_; }
    void setMemoryAssumptions(const MemoryAssumptions& assumptions);
    bool save() { return saveAs(filePath()); }

signals:
    void recipeChanged();
    void filePathChanged(const QString& path);
    void dirtyChanged(bool dirty);
    void fileOpened(const QString& path);  // a file was loaded successfully (recent files)
    void fileSaved(const QString& path);
    void loadFailed(const QString& message);
    void imported(const QString& path, const QStringList& warnings);
    void saveFailed(const QString& message);
    void editRejected(const QString& message);
    void memoryAssumptionsChanged();
    // diagnostics() changed without a recipe change (the memory verdict arrived).
    void diagnosticsChanged();

private:
    bool resetting_ = false;
    friend class ReplaceRecipeCommand;
    friend class EditRecipeCommand;
    // The only place the document changes; undo commands call it too.
    void apply(const RecipeDocument& document);

    RecipeDocument document_;
    std::vector<Diagnostic> diagnostics_;
    std::vector<Diagnostic> validation_;
    std::vector<Diagnostic> memoryFindings_;
    MemoryAssumptions assumptions_;
    QUndoStack undoStack_;
    QElapsedTimer sinceLastEdit_;  // since the last single-field numeric edit (merging)
    int mergeWindowMs_ = kDefaultMergeWindowMs;
};

}  // namespace moe::ui

#pragma once
// The layout and options editor: every control edits one recipe field through
// StudioState::applyChange (the same registry path as `moe-plan --set`), and every control is
// refreshed from the state on recipeChanged, with QSignalBlocker so a refresh never re-edits.
// The model and GPU pickers swap the catalog entry and keep the rest of the recipe. Each parallel
// size and the GPU count has a slider over its valid values next to its spin box (dragging edits
// live, one undo step per drag); a typed size that had to snap says why right under its row until
// the next edit. Spin boxes, combos and sliders take the wheel only when focused (wheel_guard.h).
#include <QMap>
#include <QWidget>

#include <optional>
#include <string>

#include "ui/editor/coupled_edits.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QTimer;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QScrollArea;
class QPlainTextEdit;
class QSpinBox;

namespace moe {
struct Recipe;
}

namespace moe::ui {

class SnapSlider;
class SnapSpinBox;
class StudioState;

class LayoutEditor : public QWidget {
    Q_OBJECT
public:
    explicit LayoutEditor(StudioState* state, QWidget* parent = nullptr);
    // Disconnects the fields first: a line edit that had the focus says editingFinished while the
    // QWidget base destroys it, and the slot then ran on a LayoutEditor already gone (UBSan).
    ~LayoutEditor() override;

    // The control editing a recipe field path (e.g. "layout.tp"); nullptr for unknown paths.
    // Every control also carries objectName "editor.<path>".
    [[nodiscard]] QWidget* control(const QString& path) const { return controls_.value(path); }
    // Derived sizes shown live: "editor.derived.dp", "editor.derived.edp", "editor.derived.ga".
    [[nodiscard]] QLabel* derivedLabel(const QString& key) const { return derived_.value(key); }
    // The slider next to a size's spin box ("layout.tp", "layout.world_size", ...), objectName
    // "editor.slider.<path>".
    [[nodiscard]] SnapSlider* slider(const QString& path) const { return sliders_.value(path); }
    [[nodiscard]] QComboBox* gpuPicker() const { return gpuPicker_; }
    [[nodiscard]] QComboBox* modelPicker() const { return modelPicker_; }
    // Under a size's row ("layout.tp", "layout.world_size", ...): what its last typed value
    // snapped to and why ("TP 3 does not divide 16 GPUs → 2"); hidden and empty after any other edit.
    [[nodiscard]] QLabel* snapNote(const QString& path) const { return snapNotes_.value(path); }

signals:
    // The model picker's "Import from file…" entry.
    void importRequested();
    // An edit changed more than the field the user touched (a GPU switch unsetting
    // CUDA_DEVICE_MAX_CONNECTIONS): said where the user looks, not only in the undo label.
    void sideEffect(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // What a line edit shows for the field at `path` (lists comma-separated).
    static QString lineEditText(const Recipe& recipe, const QString& path);
    QWidget* buildRecipeGroup();
    QWidget* buildPipelineGroup();
    QWidget* buildClusterGroup();
    QWidget* buildParallelGroup();
    QWidget* buildOptionsGroup();
    QWidget* buildNotesGroup();
    SnapSpinBox* addSpin(const QString& path, int min, int max);
    QComboBox* addCombo(const QString& path, const std::string& choices);
    QListWidget* addChecklist(const QString& path, const std::string& choices);
    QCheckBox* addCheck(const QString& path, const QString& text);
    QLineEdit* addLine(const QString& path, const QString& placeholder);
    // A spin box with its slider in one row.
    QWidget* addSizeRow(const QString& path, int min, int max);
    void pickGpu(const QString& name);
    void pickModel(int index);
    void refreshPickers();
    void refreshSizes();
    QLabel* addDerived(const QString& key);
    void edit(const QString& path, const QString& value);
    void refresh();

    StudioState* state_;
    QMap<QString, QWidget*> controls_;
    QMap<QString, QLabel*> derived_;
    QMap<QString, SnapSlider*> sliders_;
    QComboBox* gpuPicker_ = nullptr;
    QComboBox* modelPicker_ = nullptr;
    QPlainTextEdit* notes_ = nullptr;
    QLabel* notesStale_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    void showNotesStaleMark(bool stale);
    QMap<QString, QLabel*> snapNotes_;
    QMap<QString, QWidget*> snapAnchors_;  // the field row each note is shown under
    QTimer* snapNoteTimer_ = nullptr;
    // Snap reasons (layout_editor_snap_notes.cpp): a callout under `path`'s row, shown over the
    // fields below it (not in the layout: a note that pushed the rows down moved the next field
    // from under the pointer, review), hidden by the next edit, by focus moving into a field it
    // covers, and after a while (review: notes stayed over the CP and VPP boxes).
    void addSnapNote(const QString& path, QWidget* row);
    void showSnapNote(const QString& path, const QString& text);
    void hideSnapNotes();
    // Under a GPU count that snapped up: the layout shrunk to the typed count, one click away.
    QPushButton* shrinkLink_ = nullptr;
    std::optional<CoupledEdit> pendingShrink_;
    void offerShrink(int64_t gpus);
    QPushButton* buildShrinkButton();  // layout_editor_shrink.cpp
};

}  // namespace moe::ui

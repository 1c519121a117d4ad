#pragma once
// The layout and options editor: every control edits one recipe field through
// StudioState::applyChange (the same registry path as `moe-plan --set`), and every control is
// refreshed from the state on recipeChanged, with QSignalBlocker so a refresh never re-edits.
#include <QMap>
#include <QWidget>

#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace moe::ui {

class SnapSpinBox;
class StudioState;

class LayoutEditor : public QWidget {
    Q_OBJECT
public:
    explicit LayoutEditor(StudioState* state, QWidget* parent = nullptr);

    // The control editing a recipe field path (e.g. "layout.tp"); nullptr for unknown paths.
    // Every control also carries objectName "editor.<path>".
    [[nodiscard]] QWidget* control(const QString& path) const { return controls_.value(path); }
    // Derived sizes shown live: "editor.derived.dp", "editor.derived.edp", "editor.derived.ga".
    [[nodiscard]] QLabel* derivedLabel(const QString& key) const { return derived_.value(key); }

private:
    QWidget* buildClusterGroup();
    QWidget* buildParallelGroup();
    QWidget* buildOptionsGroup();
    SnapSpinBox* addSpin(const QString& path, int min, int max);
    QComboBox* addCombo(const QString& path, const std::string& choices);
    QListWidget* addChecklist(const QString& path, const std::string& choices);
    QCheckBox* addCheck(const QString& path, const QString& text);
    QLabel* addDerived(const QString& key);
    void edit(const QString& path, const QString& value);
    void refresh();

    StudioState* state_;
    QMap<QString, QWidget*> controls_;
    QMap<QString, QLabel*> derived_;
};

}  // namespace moe::ui

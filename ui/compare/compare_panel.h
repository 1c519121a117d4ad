#pragma once
// The design-meeting view: pinned recipes and the current one side by side. Pin the current
// recipe (several pins, each named, renamable and removable); the table shows first the derived
// results with deltas against the first pinned column (memory, fit, step time, throughput), then
// every layout and option field that differs and the derived DP/EDP; unchanged and model
// architecture fields are folded away ("Show all fields"). Ctrl+C copies the selected rows and
// Copy Table the whole table as tab-separated text; Export… writes CSV or Markdown. The current recipe's
// results are computed on a jobs::LatestOnlyRunner on every change (only the newest is shown);
// a pin's results are computed once, in the background, when it is pinned. "Apply pinned" makes
// a pinned recipe current as one undoable replace.
#include <QList>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "jobs/latest_only_runner.h"
#include "ui/compare/compare_table.h"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace moe::ui {

class CompareModel;
class StudioState;

struct PinnedRecipe {
    quint64 id = 0;
    QString name;
    Recipe recipe;
    std::optional<CompareMetrics> metrics;  // empty until its background evaluation is back
};

class ComparePanel : public QWidget {
    Q_OBJECT
public:
    explicit ComparePanel(StudioState* state, QWidget* parent = nullptr);
    ~ComparePanel() override;

    [[nodiscard]] int pinCount() const { return static_cast<int>(pins_.size()); }
    [[nodiscard]] const PinnedRecipe& pin(int index) const { return *pins_.at(static_cast<size_t>(index)).pin; }
    [[nodiscard]] CompareModel* model() const { return model_; }
    [[nodiscard]] QTableView* view() const { return view_; }
    [[nodiscard]] QCheckBox* showUnchangedBox() const { return showUnchanged_; }
    [[nodiscard]] QComboBox* pinBox() const { return pinBox_; }
    [[nodiscard]] QPushButton* pinButton() const { return pin_; }
    [[nodiscard]] QPushButton* renameButton() const { return rename_; }
    [[nodiscard]] QPushButton* applyButton() const { return apply_; }
    [[nodiscard]] QPushButton* removeButton() const { return remove_; }
    [[nodiscard]] QPushButton* copyTableButton() const { return copyTable_; }
    [[nodiscard]] QPushButton* exportButton() const { return export_; }
    // Compare ▸ Pin current layout (Ctrl+P) and Compare ▸ Apply Pinned: the window's menu shows these.
    [[nodiscard]] QAction* pinAction() const { return pinAction_; }
    [[nodiscard]] QAction* applyAction() const { return applyAction_; }
    [[nodiscard]] QAction* renameAction() const { return renameAction_; }
    [[nodiscard]] QAction* removeAction() const { return removeAction_; }
    [[nodiscard]] QAction* exportAction() const { return exportAction_; }
    // The current recipe's newest results (empty while computing).
    [[nodiscard]] const std::optional<CompareMetrics>& currentMetrics() const { return current_; }
    // Blocks until every outstanding evaluation has finished and is shown (tests, screenshots).
    void settle();
    // Evaluates and shows what edits made while the panel's dock was tabbed away skipped.
    void catchUp();

public slots:
    // Pins the current recipe; an empty name gives "Pin N: <recipe name>". Returns its index.
    int pinCurrent(const QString& name = {});
    // Pins `recipe` under `name` (a session's pins coming back after a crash). Returns its index.
    int pinRecipe(const Recipe& recipe, const QString& name);
    void removePin(int index);
    void renamePin(int index, const QString& name);
    // Makes pin `index` the current recipe as one undoable replace; false for a bad index.
    bool applyPin(int index);
    // Tab-separated text of the selected rows (Ctrl+C), or of every shown row, on the clipboard.
    void copySelection();
    void copyTable();
    // The shown table as Markdown (.md, .markdown) or CSV (anything else), written atomically;
    // false (and `exportFailed`) on error.
    bool exportTable(const QString& path);
    void exportWithDialog();

signals:
    // The table was rebuilt (pins, current recipe or results changed).
    void updated();
    // A pin was added, removed or renamed.
    void pinsChanged();
    void exportFailed(const QString& title, const QString& details);

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct PinSlot {
        std::unique_ptr<PinnedRecipe> pin;
        std::unique_ptr<jobs::LatestOnlyRunner> runner;  // evaluates the pin once
    };

    int addPin(std::unique_ptr<PinnedRecipe> pin);  // evaluates it in the background; returns its index
    void recompute();
    void submitCurrent();  // evaluates the current recipe in the background
    void presentCurrent(quint64 generation, const QVariant& result);
    void presentPin(quint64 id, const QVariant& result);
    void rebuild();
    void rebuildPinBox();
    // The table as Copy and Export write it (compareExportGrid); `rows` of the view, all when empty.
    [[nodiscard]] QList<QStringList> exportGrid(QList<int> rows = {}) const;
    void renameSelected();
    [[nodiscard]] int selectedPin() const;

    StudioState* state_;
    jobs::LatestOnlyRunner runner_;
    std::optional<CompareMetrics> current_;
    std::vector<CompareColumn> columns_;  // what model_'s table was built from (Copy and Export build it again)
    bool stale_ = true;  // the current recipe changed while nobody needed its results
    bool titlesPending_ = false;  // the column titles are re-wrapped once the columns settle
    std::vector<PinSlot> pins_;
    quint64 nextId_ = 1;
    CompareModel* model_;
    QTableView* view_;
    QLabel* status_;
    QComboBox* pinBox_;
    QPushButton* pin_;
    QPushButton* rename_;
    QPushButton* remove_;
    QPushButton* apply_;
    QPushButton* copyTable_;
    QPushButton* export_;
    QCheckBox* showUnchanged_;
    QAction* pinAction_;
    QAction* applyAction_;
    QAction* renameAction_;
    QAction* removeAction_;
    QAction* exportAction_;
};

}  // namespace moe::ui

Q_DECLARE_METATYPE(std::shared_ptr<const moe::ui::CompareMetrics>)

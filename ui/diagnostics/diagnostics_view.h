#pragma once
// The validation panel: a one-line verdict ("2 errors, 1 warning") above the findings table, and
// one-click fixes: the "Apply Fix" button, the row's context menu, a double-click, or a click in
// the Fix column apply Diagnostic::fix through StudioState (one undoable step). Each row reads its
// title first; the context menu also explains a finding in Help or copies its rule id.
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QTableView;

namespace moe::ui {

class DiagnosticsModel;
class StudioState;

class DiagnosticsView : public QWidget {
    Q_OBJECT
public:
    // Below this viewport width the Fix column is hidden (Apply Fix's tooltip names the fix).
    // 640 left a Fix column of about 120 px at 1366x768, its text cut (review 18): there too the fix
    // goes under the message.
    static constexpr int kFixColumnMinTableWidth = 800;
    explicit DiagnosticsView(StudioState* state, QWidget* parent = nullptr);
    // Cuts the table's signals to this view first: QWidget's destructor hides the children, and the
    // header's sectionResized then reached fitRowsSoon on a view no longer a DiagnosticsView (UBSan).
    ~DiagnosticsView() override;

    [[nodiscard]] DiagnosticsModel* model() const { return model_; }
    [[nodiscard]] QTableView* table() const { return table_; }
    [[nodiscard]] QLabel* verdictLabel() const { return verdict_; }
    [[nodiscard]] QAction* applyFixAction() const { return applyFix_; }
    // The rule id of the selected finding (empty when none is selected).
    [[nodiscard]] QString currentRule() const;

signals:
    // "Explain" on a finding (context menu): the Help window shows the explanation of `rule`.
    void explainRequested(const QString& rule);

public slots:
    // Applies the fix of the finding in `row`; false when there is none or the edit is rejected.
    bool applyFix(int row);

protected:
    // The table's viewport is resized after this widget (and only then has the width the columns
    // are fitted to): every resize of the view reaches the columns through it.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Title and Fix take what their text needs up to a share of the width; the message keeps the
    // rest, never less than about half, so a narrow pane does not wrap it one word a line.
    void fitColumns();
    void fitRowsSoon();
    void refresh();
    void updateActions();
    [[nodiscard]] int currentRow() const;

    StudioState* state_;
    DiagnosticsModel* model_;
    QLabel* verdict_;
    QTableView* table_;
    QAction* applyFix_;
    QAction* explain_;
    QAction* copyRule_;
    QPushButton* applyFixButton_;
    bool rowsPending_ = false;
};

}  // namespace moe::ui

#pragma once
// The validation panel: a one-line verdict ("2 errors, 1 warning") above the findings table.
#include <QWidget>

class QLabel;
class QTableView;

namespace moe::ui {

class DiagnosticsModel;
class StudioState;

class DiagnosticsView : public QWidget {
    Q_OBJECT
public:
    explicit DiagnosticsView(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] DiagnosticsModel* model() const { return model_; }
    [[nodiscard]] QTableView* table() const { return table_; }
    [[nodiscard]] QLabel* verdictLabel() const { return verdict_; }

private:
    void refresh();

    StudioState* state_;
    DiagnosticsModel* model_;
    QLabel* verdict_;
    QTableView* table_;
};

}  // namespace moe::ui

#pragma once
// The memory model's explicit assumptions as inputs (issue 6): routing imbalance, dispatcher
// workspace and CUDA-graph pool (each "auto" = the model's default for the recipe, shown), CUDA
// context + NCCL, fragmentation, logit bytes, FP8 weight-copy bytes, host pinned reserve and the
// probs-into-SwiGLU fusion. Edits go to StudioState::setMemoryAssumptions, so the memory bars,
// estimate, feasibility and search all re-evaluate with them.
#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QPushButton;

namespace moe::ui {

class StudioState;

class AssumptionsEditor : public QWidget {
    Q_OBJECT
public:
    explicit AssumptionsEditor(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] QDoubleSpinBox* spinBox(const QString& key) const;   // keys as in core's ResolvedAssumption::key
    [[nodiscard]] QCheckBox* autoBox(const QString& key) const;        // routing_imbalance, dispatcher_workspace_gib, cuda_graph_pool_gib
    [[nodiscard]] QCheckBox* fusionBox() const { return fusion_; }
    [[nodiscard]] QPushButton* resetButton() const { return reset_; }

private:
    void refresh();   // from the state (blocked signals)
    void commit();    // to the state

    StudioState* state_;
    struct Row {
        QString key;
        QDoubleSpinBox* spin = nullptr;
        QCheckBox* autoBox = nullptr;  // null: always explicit
    };
    std::vector<Row> rows_;
    QCheckBox* fusion_ = nullptr;
    QPushButton* reset_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace moe::ui

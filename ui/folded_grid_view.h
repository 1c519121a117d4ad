#pragma once
// The folded grids: every GPU of the attention mesh (TP×CP×DP per PP stage) and of the MoE mesh
// (ETP×EP×EDP per stage), tinted by node and NVLink domain. Clicking a GPU highlights its
// TP/CP/DP/PP peers and EP/ETP/EDP/PP peers in both grids; hovering lists all its groups; groups
// that leave the NVLink domain are outlined in red. Geometry lives in GridGeometry (pure).
#include <QWidget>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/layout/rank_grid.h"
#include "ui/grid_geometry.h"

namespace moe::ui {

class StudioState;

class FoldedGridView : public QWidget {
    Q_OBJECT
public:
    explicit FoldedGridView(StudioState* state, QWidget* parent = nullptr);

    [[nodiscard]] const GridGeometry& geometry() const { return geometry_; }
    [[nodiscard]] const std::optional<RankGrid>& rankGrid() const { return grid_; }
    [[nodiscard]] int64_t selectedRank() const { return selected_; }
    // Ranks highlighted as peers of the selected GPU in a group kind (sorted; empty when none).
    [[nodiscard]] std::vector<int64_t> highlighted(GroupKind kind) const;
    // Tooltip text for a rank: coordinates, node, domain and every group it belongs to.
    [[nodiscard]] QString rankTooltip(int64_t rank) const;
    // Why no grid is drawn (the RankGrid error), empty when there is one.
    [[nodiscard]] const QString& problem() const { return problem_; }

    // The kinds shown as peers, with their highlight order (first wins in a cell).
    static const std::vector<GroupKind>& peerKinds();

public slots:
    void selectRank(int64_t rank);

signals:
    void rankSelected(qint64 rank);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

private:
    void rebuild();
    void relayout();
    void updateHighlights();

    StudioState* state_;
    std::optional<RankGrid> grid_;
    GridGeometry geometry_;
    QString problem_;
    QString crossingSummary_;
    int64_t selected_ = -1;
    // Per peer kind, the selected GPU's group; per cell, the bit set of kinds it shows.
    std::vector<ProcessGroup> selectedGroups_;
    std::vector<uint16_t> cellKinds_;
};

}  // namespace moe::ui

#pragma once
// Table model over an immutable StepBreakdownGeometry snapshot: one row per step part with its
// seconds and share of the step. Swapped whole (model reset) on every new estimate.
#include <QAbstractTableModel>
#include <QColor>

#include "ui/estimate/step_breakdown_geometry.h"

namespace moe::ui {

// One colour per part, shared by the estimate bar and the table (which doubles as its legend).
QColor stepPartColour(StepPart part);

class StepBreakdownModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PartColumn, SecondsColumn, ShareColumn, ColumnCount };
    enum Role {
        SecondsRole = Qt::UserRole + 1,  // double: the part's seconds (raw, for tests and sorting)
        FractionRole,                    // double: share of the step in [0, 1]
        PartRole,                        // int(StepPart)
    };

    explicit StepBreakdownModel(QObject* parent = nullptr);

    // Empty geometry clears the table (no estimate to show).
    void setGeometry(StepBreakdownGeometry geometry);
    [[nodiscard]] const StepBreakdownGeometry& geometry() const { return geometry_; }
    // Row of a part, -1 when the table is empty.
    [[nodiscard]] int rowOf(StepPart part) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    StepBreakdownGeometry geometry_;
};

}  // namespace moe::ui

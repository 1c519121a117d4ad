#pragma once
// Table model over an immutable FeasibilityResult snapshot: one row per GPU count with whether it
// fits, the smallest plan and its memory levers, the binding stage, the GBS and gradient
// accumulation it implies, and why not (or the GBS/GA notes). Swapped whole on every new result.
#include <QAbstractTableModel>
#include <cstdint>
#include <memory>

#include "core/feasibility/feasibility.h"

namespace moe::ui {

class FeasibilityModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        GpusColumn,
        FitsColumn,
        PlanColumn,
        LeversColumn,
        BindingColumn,
        GbsColumn,
        GaColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,  // raw number (or text) per column, for sorting and tests
        FeasibleRole,                 // bool
        GpusRole,                     // qint64
    };

    explicit FeasibilityModel(QObject* parent = nullptr);

    // Null clears the table.
    void setResult(std::shared_ptr<const FeasibilityResult> result);
    [[nodiscard]] const std::shared_ptr<const FeasibilityResult>& result() const { return result_; }
    // The recipe's own GPU count: its row is shown in bold.
    void setCurrentGpus(int64_t gpus);
    [[nodiscard]] int rowOfGpus(int64_t gpus) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QVariant display(const FeasibilityRow& row, int column) const;
    [[nodiscard]] QVariant sortValue(const FeasibilityRow& row, int column) const;

    std::shared_ptr<const FeasibilityResult> result_;
    int64_t currentGpus_ = 0;
};

}  // namespace moe::ui

#pragma once
// Table model over an immutable SearchResult snapshot: one row per top-K plan, fastest first,
// with its throughput, its uncertainty band and whether it ties with #1 inside the band, TFLOP/s,
// MFU, step time (every figure rounded to what its band supports), both meshes, memory levers, dispatcher,
// precision, binding stage, headroom and whether it is on the core's Pareto front. SortRole gives
// raw numbers so a QSortFilterProxyModel sorts numerically; ResultIndexRole maps a (sorted) row
// back to SearchResult::results. Swapped whole on every new result.
#include <QAbstractTableModel>
#include <QStringList>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/flops/model_flops.h"
#include "core/search/layout_search.h"

namespace moe::ui {

class SearchResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        TokensColumn,
        BandColumn,    // "±14 %": the plan's uncertainty band
        VsBestColumn,  // against #1: "best", "tie (-1 %)" inside the wider band of the two, else "-22 %"
        TflopsColumn,
        MfuColumn,
        StepColumn,
        LayoutColumn,
        LeversColumn,
        DispatcherColumn,
        PrecisionColumn,
        BindingColumn,
        HeadroomColumn,
        ParetoColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,  // raw number (or text) per column
        ResultIndexRole,              // int: index into SearchResult::results
        OnFrontRole,                  // bool: the plan is on the core's Pareto front
        TiesWithBestRole,             // bool: the plan is not #1 and ties with it inside the band
    };

    explicit SearchResultsModel(QObject* parent = nullptr);

    // Null clears the table.
    // `alreadyWarned`: rule ids of the searched recipe's own warnings, not flagged on its plans.
    void setResult(std::shared_ptr<const SearchResult> result, const std::set<std::string>& alreadyWarned = {});
    [[nodiscard]] const std::shared_ptr<const SearchResult>& result() const { return result_; }
    [[nodiscard]] const SearchCandidate* candidate(int resultIndex) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QVariant display(const SearchCandidate& c, int row, int column) const;
    [[nodiscard]] QVariant sortValue(const SearchCandidate& c, int row, int column) const;

    std::shared_ptr<const SearchResult> result_;
    std::vector<bool> onFront_;  // per result, computed once per snapshot
    std::vector<bool> tiesWithBest_;
    Uncertainty digits_;  // the narrowest band of the results: the digits every row is printed to
    // A row without a band prints unrounded; with one, at the table's common digits.
    [[nodiscard]] const Uncertainty& digitsFor(const SearchCandidate& c) const {
        return c.uncertainty.known() ? digits_ : c.uncertainty;
    }
    // Per result, the warnings the plan raises once applied (review 18 applied plan #2 and met
    // "Experts are split by tensor parallelism" only then): an icon on its rank, the titles in its tooltip.
    std::vector<QStringList> warnings_;
    // One model and length for every plan: the FLOPs count TFLOP/s and MFU use, said in the
    // headers' and rows' tooltips, with another count's figures where it differs.
    std::vector<FlopsCountFigure> otherFlopsCounts_;
    QString flopsCountHelp_;
    // Per result, what tells it apart from another row with the same layout text (its levers,
    // else its dispatcher, else its precision), appended to its layout; empty when the layout is
    // its own (review 37: two rows read "TP4 CP2 PP1 EP32 ETP1 · DP64 EDP16 · MBS1").
    std::vector<QString> layoutSuffix_;
};

}  // namespace moe::ui

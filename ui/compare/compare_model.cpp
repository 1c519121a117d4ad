#include "ui/compare/compare_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <algorithm>

#include "ui/common/status_colours.h"

namespace moe::ui {

CompareModel::CompareModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareModel::setTable(std::shared_ptr<const CompareTable> table) {
    beginResetModel();
    table_ = std::move(table);
    visible_ = table_ ? table_->visibleRows(showUnchanged_) : std::vector<int>{};
    endResetModel();
}

void CompareModel::setShowUnchanged(bool show) {
    if (show == showUnchanged_) return;
    showUnchanged_ = show;
    refilter();
}

void CompareModel::refilter() {
    beginResetModel();
    visible_ = table_ ? table_->visibleRows(showUnchanged_) : std::vector<int>{};
    endResetModel();
}

int CompareModel::rowOfKey(const QString& key) const {
    for (size_t i = 0; i < visible_.size(); ++i)
        if (table_->rows[static_cast<size_t>(visible_[i])].key == key) return static_cast<int>(i);
    return -1;
}

int CompareModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(visible_.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid() || !table_) return 0;
    return 1 + static_cast<int>(table_->columns.size());
}

QVariant CompareModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const CompareRow& row = table_->rows[static_cast<size_t>(visible_[static_cast<size_t>(index.row())])];
    if (role == KeyRole) return row.key;
    if (role == RowKindRole) return static_cast<int>(row.kind);
    if (index.column() == 0) {
        switch (role) {
            case Qt::DisplayRole:
                return row.label;
            case Qt::ToolTipRole:
                return row.help;
            case Qt::FontRole:
                if (row.kind == CompareRowKind::Result) {
                    QFont bold;
                    bold.setBold(true);
                    return bold;
                }
                return {};
            case ChangedRole:
                return row.differs;
            default:
                return {};
        }
    }
    const size_t column = static_cast<size_t>(index.column() - 1);
    if (column >= row.cells.size()) return {};
    return cellData(row, row.cells[column], role);
}

QVariant CompareModel::cellData(const CompareRow& row, const CompareCell& cell, int role) const {
    switch (role) {
        case Qt::DisplayRole:
            return cell.deltaText.isEmpty() ? cell.text : tr("%1  (Δ %2)").arg(cell.text, cell.deltaText);
        case Qt::ToolTipRole:
            if (!cell.why.isEmpty()) return tr("No numbers for this recipe: %1").arg(cell.why);
            return cell.deltaText.isEmpty() ? row.help
                                            : tr("%1\n%2, against the first column").arg(row.help, cell.deltaText);
        case Qt::BackgroundRole:
            return cell.changed ? QVariant(QBrush(changedCellColour(QGuiApplication::palette()))) : QVariant();
        case Qt::ForegroundRole:
            if (!cell.better) return {};
            return QBrush(statusColour(*cell.better ? StatusTone::Good : StatusTone::Problem));
        case ChangedRole:
            return cell.changed;
        case ValueRole:
            return cell.value ? QVariant(*cell.value) : QVariant();
        case DeltaRole:
            return cell.delta ? QVariant(*cell.delta) : QVariant();
        case RelativeDeltaRole:
            return cell.relative ? QVariant(*cell.relative) : QVariant();
        default:
            return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || !table_) return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != kFullTitleRole) return {};
    if (section == 0) return tr("Field");
    const size_t column = static_cast<size_t>(section - 1);
    if (column >= table_->columns.size()) return {};
    const QString title = table_->columns[column];
    if (role != Qt::DisplayRole) return title;
    const QString shown = twoLineTitle(title);
    return titleWrap_ ? titleWrap_(section, shown) : shown;
}

void CompareModel::refreshTitles() {
    if (columnCount() > 1) emit headerDataChanged(Qt::Horizontal, 1, columnCount() - 1);
}

QString CompareModel::twoLineTitle(const QString& title) {
    // "Pin 1: name (TP1 CP1 …) · EP 8" on two lines, the pin and its name first, so two candidates
    // fit side by side on a laptop screen and a narrow column still shows which pin it is (review
    // 24 read "P2 EP8 ETP1 · DP4…"); the tooltip, copy and export keep the one-line title.
    // The shape's own parts are joined by " · " too: the suffix starts after its closing ")".
    // Chinese writes the shape in full-width parentheses ("固定项 1：名称（TP1 …）"): a review saw
    // every Chinese pin header cut to its name, the layouts that tell the pins apart out of view.
    const auto isClose = [](QChar c) { return c == QLatin1Char(')') || c == QChar(0xFF09); };
    qsizetype suffix = -1;
    if (!isClose(title.back()))
        suffix = std::max(title.lastIndexOf(QStringLiteral(") · ")), title.lastIndexOf(QStringLiteral("） · ")));
    const qsizetype shapeEnd = suffix > 0 ? suffix + 1 : title.size();
    if (shapeEnd <= 0 || !isClose(title.at(shapeEnd - 1))) return title;
    const qsizetype ascii = title.lastIndexOf(QStringLiteral(" ("), shapeEnd - 1);
    const qsizetype wide = title.lastIndexOf(QChar(0xFF08), shapeEnd - 1);
    if (wide > ascii && wide > 0) return title.left(wide) + QLatin1Char('\n') + title.mid(wide);
    if (ascii > 0) return title.left(ascii) + QLatin1Char('\n') + title.mid(ascii + 1);
    return title;
}

}  // namespace moe::ui

#include "ui/library/recipe_library_model.h"

#include "ui/common/core_message_text.h"

namespace moe::ui {

RecipeLibraryModel::RecipeLibraryModel(QObject* parent) : QAbstractTableModel(parent) {}

void RecipeLibraryModel::setEntries(std::vector<RecipeLibraryEntry> entries) {
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
}

const RecipeLibraryEntry* RecipeLibraryModel::entryAt(int row) const {
    if (row < 0 || row >= static_cast<int>(entries_.size())) return nullptr;
    return &entries_[static_cast<size_t>(row)];
}

int RecipeLibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int RecipeLibraryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RecipeLibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.parent().isValid()) return {};
    const RecipeLibraryEntry* e = entryAt(index.row());
    if (!e || index.column() < 0 || index.column() >= ColumnCount) return {};
    if (role == IdRole) return QString::fromStdString(e->id);
    if (role == Qt::ToolTipRole) return coreMessageText(e->description_text);
    if (role == Qt::TextAlignmentRole)
        return (index.column() == GpusColumn || index.column() == SeqColumn)
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(index.column())) {
        case IdColumn:
            return QString::fromStdString(e->id);
        case ModelColumn:
            return QString::fromStdString(e->model);
        case GpuColumn:
            return QString::fromStdString(e->gpu);
        case GpusColumn:
            return QVariant::fromValue<qlonglong>(e->gpus);
        case SeqColumn:
            return QString::fromStdString(formatSequenceLength(e->seq_length));
        case PrecisionColumn:
            return QString::fromLatin1(toString(e->precision));
        case FamilyColumn:
            return e->family == RecipeFamily::BridgePerf ? tr("Megatron-Bridge perf") : tr("representative");
        case ColumnCount:
            break;
    }
    return {};
}

QVariant RecipeLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case IdColumn:
            return tr("Recipe");
        case ModelColumn:
            return tr("Model");
        case GpuColumn:
            return tr("GPU");
        case GpusColumn:
            return tr("GPUs");
        case SeqColumn:
            return tr("Seq");
        case PrecisionColumn:
            return tr("Precision");
        case FamilyColumn:
            return tr("Family");
        default:
            return {};
    }
}

}  // namespace moe::ui

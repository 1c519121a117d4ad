#include "ui/compare/compare_export.h"

#include <QAbstractItemModel>
#include <algorithm>

#include "ui/common/panel_format.h"
#include "ui/compare/compare_model.h"
#include "ui/compare/compare_table.h"

namespace moe::ui {

namespace {

QString oneLine(QString text) {
    text.replace(u'\t', u' ');
    text.replace(u'\n', u' ');
    return text;
}

}  // namespace

QList<QStringList> compareGrid(const QAbstractItemModel& model, QList<int> rows) {
    if (rows.isEmpty())
        for (int r = 0; r < model.rowCount(); ++r) rows << r;
    std::sort(rows.begin(), rows.end());
    QList<QStringList> grid;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c) {
        const QVariant full = model.headerData(c, Qt::Horizontal, CompareModel::kFullTitleRole);
        header << (full.isValid() ? full : model.headerData(c, Qt::Horizontal)).toString();
    }
    grid << header;
    for (int r : rows) {
        QStringList line;
        for (int c = 0; c < model.columnCount(); ++c) line << model.index(r, c).data().toString();
        grid << line;
    }
    return grid;
}

QList<QStringList> compareExportGrid(const std::vector<CompareColumn>& columns, bool showUnchanged, QList<int> rows) {
    // The cells' texts are made in build() (and the model's "%1  (Δ %2)"), both inside the scope.
    const FileNumberScope fileNumbers;
    CompareModel model;
    model.setShowUnchanged(showUnchanged);
    model.setTable(std::make_shared<const CompareTable>(CompareTable::build(columns)));
    return compareGrid(model, std::move(rows));
}

QString compareTsv(const QList<QStringList>& grid) {
    QString out;
    for (const QStringList& line : grid) {
        QStringList cells;
        for (const QString& cell : line) cells << oneLine(cell);
        out += cells.join(u'\t') + u'\n';
    }
    return out;
}

QString compareCsv(const QList<QStringList>& grid) {
    QString out;
    for (const QStringList& line : grid) {
        QStringList cells;
        for (QString cell : line) {
            if (cell.contains(u',') || cell.contains(u'"') || cell.contains(u'\n')) {
                cell.replace(QStringLiteral("\""), QStringLiteral("\"\""));
                cell = u'"' + cell + u'"';
            }
            cells << cell;
        }
        out += cells.join(u',') + QStringLiteral("\r\n");
    }
    return out;
}

QString compareMarkdown(const QList<QStringList>& grid) {
    QString out;
    for (int i = 0; i < grid.size(); ++i) {
        QStringList cells;
        for (QString cell : grid[i]) cells << oneLine(cell.replace(u'|', QStringLiteral("\\|")));
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        if (i == 0) {
            QStringList rule;
            for (int c = 0; c < grid[i].size(); ++c) rule << QStringLiteral("---");
            out += QStringLiteral("| ") + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        }
    }
    return out;
}

}  // namespace moe::ui

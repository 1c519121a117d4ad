#pragma once
// The Compare table as text for a meeting: tab-separated for the clipboard (pastes into a
// spreadsheet), CSV and Markdown for files. Pure: the cells as the view shows them.
#include <QList>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

namespace moe::ui {

// The header row, then `rows` of `model` (all rows when empty), each cell's display text.
QList<QStringList> compareGrid(const QAbstractItemModel& model, QList<int> rows = {});

QString compareTsv(const QList<QStringList>& grid);       // tabs and newlines in a cell become spaces
QString compareCsv(const QList<QStringList>& grid);       // RFC 4180: quoted when needed, "" for "
QString compareMarkdown(const QList<QStringList>& grid);  // a pipe table, | escaped

}  // namespace moe::ui

#pragma once
// The Compare table as text for a meeting: tab-separated for the clipboard (pastes into a
// spreadsheet), CSV and Markdown for files. Pure. The numbers of what leaves the studio are in
// the C locale without grouping ("18600", "3.5 s") whatever the language, so a file reads
// the same on every machine and a spreadsheet parses it: compareExportGrid builds the table's
// cells again inside a FileNumberScope (ui/common/panel_format.h). Words stay translated.
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

class QAbstractItemModel;

namespace moe::ui {

struct CompareColumn;

// The header row, then `rows` of `model` (all rows when empty), each cell's display text.
QList<QStringList> compareGrid(const QAbstractItemModel& model, QList<int> rows = {});
// The grid of CompareTable::build(columns) as a CompareModel with `showUnchanged` shows it, with
// its numbers in the file locale: what Copy and Export write. `rows` as in compareGrid.
QList<QStringList> compareExportGrid(const std::vector<CompareColumn>& columns, bool showUnchanged,
                                     QList<int> rows = {});

QString compareTsv(const QList<QStringList>& grid);       // tabs and newlines in a cell become spaces
QString compareCsv(const QList<QStringList>& grid);       // RFC 4180: quoted when needed, "" for "
QString compareMarkdown(const QList<QStringList>& grid);  // a pipe table, | escaped

}  // namespace moe::ui

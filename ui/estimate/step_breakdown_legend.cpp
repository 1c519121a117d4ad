#include "ui/estimate/step_breakdown_legend.h"

#include <QFontMetrics>
#include <QPainter>

#include "ui/estimate/step_breakdown_model.h"

namespace moe::ui {

StepLegendLayout StepLegendLayout::compute(const QVector<int>& textWidths, int lineHeight, int width, int top) {
    StepLegendLayout out;
    if (textWidths.isEmpty()) return out;
    const int rowHeight = std::max(lineHeight, kSwatch);
    int x = kMargin, y = top + kMargin;
    for (int w : textWidths) {
        const int entry = kSwatch + kSwatchGap + w;
        // A new row when this entry would cross the right margin (an entry wider than a row keeps one).
        if (x > kMargin && x + entry > width - kMargin) {
            x = kMargin;
            y += rowHeight + kRowGap;
        }
        out.swatches.push_back(QRect(x, y + (rowHeight - kSwatch) / 2, kSwatch, kSwatch));
        out.texts.push_back(QRect(x + kSwatch + kSwatchGap, y, w, rowHeight));
        x += entry + kEntryGap;
    }
    out.height = y + rowHeight + kMargin - top;
    return out;
}

QVector<StepLegendEntry> stepLegendEntries(const StepBreakdownModel& model) {
    QVector<StepLegendEntry> entries;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.geometry().segments[static_cast<size_t>(row)].seconds <= 0) continue;
        auto cell = [&](int column) { return model.data(model.index(row, column), Qt::DisplayRole).toString(); };
        entries.push_back({model.data(model.index(row, StepBreakdownModel::PartColumn), Qt::DecorationRole).value<QColor>(),
                           QStringLiteral("%1  %2  %3")
                               .arg(cell(StepBreakdownModel::PartColumn), cell(StepBreakdownModel::SecondsColumn),
                                    cell(StepBreakdownModel::ShareColumn))});
    }
    return entries;
}

namespace {

StepLegendLayout layoutFor(const QVector<StepLegendEntry>& entries, const QFont& font, int width, int top) {
    const QFontMetrics fm(font);
    QVector<int> widths;
    for (const StepLegendEntry& e : entries) widths.push_back(fm.horizontalAdvance(e.text));
    return StepLegendLayout::compute(widths, fm.height(), width, top);
}

}  // namespace

int stepLegendHeight(const QVector<StepLegendEntry>& entries, const QFont& font, int width) {
    return layoutFor(entries, font, width, 0).height;
}

void paintStepLegend(QPainter& painter, const QVector<StepLegendEntry>& entries, const QFont& font, const QColor& textColour,
                     int width, int top) {
    const StepLegendLayout layout = layoutFor(entries, font, width, top);
    painter.save();
    painter.setFont(font);
    for (int i = 0; i < entries.size(); ++i) {
        painter.setPen(QPen(entries[i].colour.darker(130)));
        painter.setBrush(entries[i].colour);
        painter.drawRect(layout.swatches[i]);
        painter.setPen(textColour);
        painter.drawText(layout.texts[i], Qt::AlignLeft | Qt::AlignVCenter, entries[i].text);
    }
    painter.restore();
}

}  // namespace moe::ui

#pragma once
// The step-breakdown bar's legend for exported pictures: on screen the table under the bar names
// the colours, but an exported bar stood alone (review: a slide showed coloured blocks and no
// words). Each part with time gets a swatch and the table's own words ("Compute 16.90 s 70.9 %"),
// flowed into rows under the bar.
#include <QColor>
#include <QFont>
#include <QRect>
#include <QString>
#include <QVector>

class QPainter;

namespace moe::ui {

class StepBreakdownModel;

struct StepLegendEntry {
    QColor colour;
    QString text;
};

// Where each entry goes: pure layout, for tests.
struct StepLegendLayout {
    static constexpr int kSwatch = 12, kSwatchGap = 6, kEntryGap = 18, kMargin = 8, kRowGap = 4;
    QVector<QRect> swatches;  // one per entry
    QVector<QRect> texts;     // one per entry
    int height = 0;           // 0 without entries
    // `textWidths` and `lineHeight` from the font the legend is drawn with.
    static StepLegendLayout compute(const QVector<int>& textWidths, int lineHeight, int width, int top);
};

// The parts with time, in the table's order and words.
QVector<StepLegendEntry> stepLegendEntries(const StepBreakdownModel& model);
int stepLegendHeight(const QVector<StepLegendEntry>& entries, const QFont& font, int width);
void paintStepLegend(QPainter& painter, const QVector<StepLegendEntry>& entries, const QFont& font, const QColor& textColour,
                     int width, int top);

}  // namespace moe::ui

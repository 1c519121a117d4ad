#pragma once
// Compare's cells keep their meaning colours (amber "changed" background, green/red deltas) yet
// stay legible: the text colour is the model's, moved just far enough in lightness to reach 4.5:1
// on what the cell is actually painted on — the palette's base under the translucent amber, or the
// selection highlight of a selected row — in the light and the dark scheme alike.
#include <QColor>
#include <QPalette>
#include <QStyledItemDelegate>

namespace moe::ui {

// What a cell's text is drawn on: the highlight when selected, else `background` (the model's
// BackgroundRole, maybe translucent; invalid = none) over the palette's base.
QColor compareCellBackground(const QPalette& palette, const QColor& background, bool selected,
                             QPalette::ColorGroup group = QPalette::Active);
// The text colour drawn: `preferred` (the model's ForegroundRole; invalid = the palette's text or
// highlighted text) made legible on compareCellBackground.
QColor compareCellText(const QPalette& palette, const QColor& preferred, const QColor& background, bool selected,
                       QPalette::ColorGroup group = QPalette::Active);

class CompareDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

}  // namespace moe::ui

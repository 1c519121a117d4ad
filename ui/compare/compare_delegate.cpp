#include "ui/compare/compare_delegate.h"

#include <QBrush>
#include <QPalette>

#include "ui/common/contrast.h"

namespace moe::ui {

QColor compareCellBackground(const QPalette& palette, const QColor& background, bool selected,
                             QPalette::ColorGroup group) {
    if (selected) return palette.color(group, QPalette::Highlight);
    const QColor base = palette.color(group, QPalette::Base);
    return background.isValid() ? composite(background, base) : base;
}

QColor compareCellText(const QPalette& palette, const QColor& preferred, const QColor& background, bool selected,
                       QPalette::ColorGroup group) {
    const QColor fallback = palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    return legibleOn(preferred.isValid() ? preferred : fallback,
                     compareCellBackground(palette, background, selected, group));
}

void CompareDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant fg = index.data(Qt::ForegroundRole);
    const QVariant bg = index.data(Qt::BackgroundRole);
    const QColor preferred = fg.canConvert<QBrush>() ? fg.value<QBrush>().color() : QColor();
    const QColor background = bg.canConvert<QBrush>() ? bg.value<QBrush>().color() : QColor();
    const bool selected = option->state.testFlag(QStyle::State_Selected);
    // The group the style paints with (an unfocused window's selection is the inactive highlight).
    const QPalette::ColorGroup group = !option->state.testFlag(QStyle::State_Enabled) ? QPalette::Disabled
                                       : option->state.testFlag(QStyle::State_Active) ? QPalette::Active
                                                                                      : QPalette::Inactive;
    const QColor text = compareCellText(option->palette, preferred, background, selected, group);
    // The style draws selected text in HighlightedText and other text in Text.
    option->palette.setColor(group, selected ? QPalette::HighlightedText : QPalette::Text, text);
}

}  // namespace moe::ui

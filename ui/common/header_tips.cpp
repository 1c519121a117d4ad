#include "ui/common/header_tips.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOptionHeader>
#include <QToolTip>

namespace moe::ui {

namespace {

// The application's style, except that a column title wider than its section ends in "…"
// (Qt 6.4's styles clip it at both ends instead, whatever the header's textElideMode).
class ElidingHeaderStyle : public QProxyStyle {
public:
    // The application's style as it is now (a colour scheme change makes a new one).
    ElidingHeaderStyle() : QProxyStyle(QStyleFactory::create(QApplication::style()->name())) {}

    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override {
        const auto* header = qstyleoption_cast<const QStyleOptionHeader*>(option);
        if (element != CE_HeaderLabel || header == nullptr || header->text.isEmpty()) {
            QProxyStyle::drawControl(element, option, painter, widget);
            return;
        }
        QStyleOptionHeader elided = *header;
        int room = header->rect.width();
        if (!header->icon.isNull())
            room -= pixelMetric(PM_SmallIconSize, option, widget) + pixelMetric(PM_HeaderMargin, option, widget);
        QStringList lines = header->text.split(QLatin1Char('\n'));
        for (QString& line : lines) line = header->fontMetrics.elidedText(line, Qt::ElideRight, room);
        elided.text = lines.join(QLatin1Char('\n'));
        QProxyStyle::drawControl(element, &elided, painter, widget);
    }
};

void styleHeader(QHeaderView* header) {
    // A style made here before (a colour scheme change since): replaced, and gone with it.
    auto* old = dynamic_cast<ElidingHeaderStyle*>(header->style());
    auto* style = new ElidingHeaderStyle;
    style->setParent(header);
    header->setStyle(style);
    delete old;
}

class HeaderTitleTips : public QObject {
public:
    explicit HeaderTitleTips(QHeaderView* header) : QObject(header), header_(header) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        // A colour scheme change (a new palette, perhaps a new application style): the titles
        // follow the application's style.
        if (watched == header_ && event->type() == QEvent::PaletteChange) {
            const auto* current = qobject_cast<const QProxyStyle*>(header_->style());
            if (current != nullptr && current->baseStyle()->name() != QApplication::style()->name())
                styleHeader(header_);
            return false;
        }
        if (event->type() != QEvent::ToolTip || header_->model() == nullptr) return false;
        const auto* help = static_cast<QHelpEvent*>(event);
        const int logical = header_->logicalIndexAt(help->pos());
        if (logical < 0) return false;
        const Qt::Orientation o = header_->orientation();
        // The model's own tooltip first (QHeaderView shows it).
        if (!header_->model()->headerData(logical, o, Qt::ToolTipRole).toString().isEmpty()) return false;
        const QString title = header_->model()->headerData(logical, o, Qt::DisplayRole).toString();
        const int room = header_->sectionSize(logical) - 2 * header_->style()->pixelMetric(QStyle::PM_HeaderMargin);
        if (title.isEmpty() || header_->fontMetrics().horizontalAdvance(title) <= room) {
            QToolTip::hideText();
            return true;
        }
        QToolTip::showText(help->globalPos(), title, header_);
        return true;
    }

private:
    QHeaderView* header_;
};

}  // namespace

void elideHeaderWithTips(QHeaderView* header) {
    if (header->property("moeHeaderTitleTips").toBool()) return;
    header->setTextElideMode(Qt::ElideRight);
    styleHeader(header);
    auto* tips = new HeaderTitleTips(header);
    header->viewport()->installEventFilter(tips);
    header->installEventFilter(tips);
    header->setProperty("moeHeaderTitleTips", true);
}

void elideHeadersWithTips(QWidget* root) {
    for (QHeaderView* header : root->findChildren<QHeaderView*>()) elideHeaderWithTips(header);
}

}  // namespace moe::ui

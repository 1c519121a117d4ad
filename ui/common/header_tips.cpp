#include "ui/common/header_tips.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
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

// A word wider than `width` in pieces that end after a '-', '_' or ':' where one fits.
QStringList splitLongWord(const QString& word, const QFontMetrics& metrics, int width) {
    QStringList pieces;
    QString rest = word;
    while (metrics.horizontalAdvance(rest) > width) {
        qsizetype cut = -1;
        for (qsizetype i = 0; i + 1 < rest.size(); ++i) {
            const QChar c = rest.at(i);
            if (c != QLatin1Char('-') && c != QLatin1Char('_') && c != QLatin1Char(':')) continue;
            if (metrics.horizontalAdvance(rest.left(i + 1)) > width) break;
            cut = i + 1;
        }
        if (cut <= 0) break;  // no break inside: the header elides it
        pieces << rest.left(cut);
        rest = rest.mid(cut);
    }
    pieces << rest;
    return pieces;
}

}  // namespace

QString wrapHeaderTitle(const QString& title, const QFontMetrics& metrics, int width, int maxLines) {
    if (width <= 0) return title;
    QStringList out;
    for (const QString& line : title.split(QLatin1Char('\n'))) {
        if (metrics.horizontalAdvance(line) <= width) {
            out << line;
            continue;
        }
        QStringList words;
        for (const QString& word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            // "·" and a number stay with the word before them ("GBS 16384", "· DP64").
            if (!words.isEmpty() && (words.back() == QStringLiteral("·") || word.front().isDigit()))
                words.back() += QLatin1Char(' ') + word;
            else
                words << word;
        }
        QString current;
        for (const QString& word : words) {
            const QStringList pieces = splitLongWord(word, metrics, width);
            for (qsizetype i = 0; i < pieces.size(); ++i) {
                // Pieces of one word join without a space.
                const QString joined =
                    current.isEmpty() ? pieces[i] : current + (i == 0 ? QStringLiteral(" ") : QString()) + pieces[i];
                if (!current.isEmpty() && metrics.horizontalAdvance(joined) > width) {
                    out << current;
                    current = pieces[i];
                } else {
                    current = joined;
                }
            }
        }
        if (!current.isEmpty()) out << current;
    }
    if (maxLines > 0 && out.size() > maxLines) {
        const QStringList rest = out.mid(maxLines - 1);
        out = out.mid(0, maxLines - 1);
        out << rest.join(QLatin1Char(' '));
    }
    return out.join(QLatin1Char('\n'));
}

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

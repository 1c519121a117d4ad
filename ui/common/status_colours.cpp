#include "ui/common/status_colours.h"

#include <QEvent>
#include <QApplication>
#include <QWidget>

#include "ui/common/contrast.h"

namespace moe::ui {

bool isDarkPalette(const QPalette& palette) {
    return relativeLuminance(palette.color(QPalette::Window)) < 0.18;
}

QColor statusColour(StatusTone tone, const QPalette& palette) {
    const bool dark = isDarkPalette(palette);
    switch (tone) {
        case StatusTone::Problem:
            return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc0, 0x1c, 0x28);
        case StatusTone::Caution:
            return dark ? QColor(0xf0, 0xb4, 0x4c) : QColor(0x8a, 0x51, 0x00);
        case StatusTone::Good:
            return dark ? QColor(0x6e, 0xe0, 0x9c) : QColor(0x1a, 0x6e, 0x2e);
    }
    return palette.color(QPalette::Text);
}

QColor statusColour(StatusTone tone) {
    return statusColour(tone, QGuiApplication::palette());
}

QColor changedCellColour(const QPalette& palette) {
    // Amber: lighter over a dark Base leaves room for the lighter red and green text above it.
    return isDarkPalette(palette) ? QColor(255, 179, 0, 45) : QColor(255, 179, 0, 90);
}

QString toneHtml(StatusTone tone, const QString& text, const QPalette& palette) {
    return QStringLiteral("<b style='color:%1'>%2</b>").arg(statusColour(tone, palette).name(), text);
}

namespace {

// Re-tones its widget when the application's palette changes (View ▸ Colour Scheme).
class ToneFollower : public QObject {
public:
    ToneFollower(QWidget* widget, StatusTone tone) : QObject(widget), widget_(widget), tone_(tone) { apply(); }
    bool eventFilter(QObject* watched, QEvent* event) override {
        // The application itself hears of every palette change; its widgets only of some.
        if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange) apply();
        return false;
    }
    void apply() {
        QPalette p = widget_->palette();
        const QColor colour = statusColour(tone_, QGuiApplication::palette());
        p.setColor(QPalette::WindowText, colour);
        p.setColor(QPalette::Text, colour);
        widget_->setPalette(p);
    }

private:
    QWidget* widget_;
    StatusTone tone_;
};

}  // namespace

void followTone(QWidget* widget, StatusTone tone) {
    qApp->installEventFilter(new ToneFollower(widget, tone));
}

}  // namespace moe::ui

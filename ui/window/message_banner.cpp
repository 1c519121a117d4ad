#include "ui/window/message_banner.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <algorithm>

#include "ui/common/focus_ring.h"

namespace moe::ui {

namespace {

// The message's text area: as tall as the text up to a few lines, then it scrolls; squeezed,
// two lines. A list of twelve import warnings, or a long error in Portuguese, grew the window past a
// 1280×720 screen (review): the strip must not ask the window for more than its first two lines.
class BoundedTextArea : public QScrollArea {
public:
    BoundedTextArea(QLabel* label, QWidget* parent) : QScrollArea(parent), label_(label) {
        setWidget(label);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        viewport()->setAutoFillBackground(false);
        label->setAutoFillBackground(false);
    }
    [[nodiscard]] QSize sizeHint() const override {
        const int width = std::max(viewport()->width(), 200);
        const int text = label_->heightForWidth(width - verticalScrollBar()->sizeHint().width());
        return {QScrollArea::sizeHint().width(), std::min(text, kMaxLines * fontMetrics().lineSpacing()) + 2};
    }
    [[nodiscard]] QSize minimumSizeHint() const override {
        // The headline and the first line under it (what failed, then why): squeezed beside a
        // grown dock to one line, the strip showed the headline alone (review at 1366x768).
        const int width = std::max(viewport()->width(), 200);
        const int text = label_->heightForWidth(width - verticalScrollBar()->sizeHint().width());
        return {QScrollArea::minimumSizeHint().width(),
                std::clamp(text, fontMetrics().lineSpacing(), kMinLines * fontMetrics().lineSpacing()) + 2};
    }

private:
    static constexpr int kMaxLines = 4;
    static constexpr int kMinLines = 2;
    QLabel* label_;
};

}  // namespace

MessageBanner::MessageBanner(QWidget* parent) : QFrame(parent), label_(new QLabel(this)) {
    setObjectName(QStringLiteral("messageBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    style(false);

    label_->setWordWrap(true);
    // From the top: a label taller than its text (the scroll area sizes it for the viewport) centred
    // it, and a review in Chinese saw an empty strip with the headline at its bottom.
    label_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);  // users paste these into bug reports
    label_->setTextFormat(Qt::PlainText);

    auto* close = new QToolButton(this);
    close->setObjectName(QStringLiteral("messageBannerClose"));
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 3, 3);  // a strip, not a panel: its minimum is what the window pays
    textArea_ = new BoundedTextArea(label_, this);
    layout->addWidget(textArea_, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void MessageBanner::makeKeyboardScrollable() {
    textArea_->setFocusPolicy(Qt::StrongFocus);
    new FocusRing(textArea_);
    // As on screen: the text, then its close button.
    if (auto* close = findChild<QWidget*>(QStringLiteral("messageBannerClose"))) QWidget::setTabOrder(textArea_, close);
}

void MessageBanner::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    // Queued: the palette being propagated is not final inside its own change event.
    if ((event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange) && !styling_)
        QMetaObject::invokeMethod(this, [this] { style(warning_); }, Qt::QueuedConnection);
}

void MessageBanner::style(bool warning) {
    styling_ = true;
    warning_ = warning;
    QPalette pal = palette();
    // Every pair keeps the text above 7:1 against its background (WCAG AAA); a dark scheme gets a
    // dark strip, not a light pink one in the middle of a dark window (review 10).
    const bool dark = QApplication::palette().color(QPalette::Window).lightness() < 128;
    if (dark) {
        pal.setColor(QPalette::Window, warning ? QColor(0x3d, 0x2e, 0x0a) : QColor(0x45, 0x14, 0x18));
        pal.setColor(QPalette::WindowText, warning ? QColor(0xff, 0xe6, 0xa8) : QColor(0xff, 0xd6, 0xd9));
    } else {
        pal.setColor(QPalette::Window, warning ? QColor(0xfd, 0xf1, 0xd6) : QColor(0xfb, 0xe3, 0xe4));
        pal.setColor(QPalette::WindowText, warning ? QColor(0x5a, 0x3a, 0x00) : QColor(0x5c, 0x0b, 0x12));
    }
    setPalette(pal);
    styling_ = false;
}

void MessageBanner::showError(const QString& title, const QString& details) {
    showMessage(false, title, details);
}

void MessageBanner::showWarning(const QString& title, const QString& details) {
    showMessage(true, title, details);
}

void MessageBanner::showMessage(bool warning, const QString& title, const QString& details) {
    style(warning);
    message_ = title + QLatin1Char('\n') + details;
    note_.clear();
    updateText();
    // A new message starts at its headline: the strip kept the last one's scroll position, and an
    // error after a long, scrolled import list showed blank lines (review entry 6).
    if (textArea_) textArea_->verticalScrollBar()->setValue(0);
    show();
}

void MessageBanner::setNote(const QString& note) {
    if (note == note_) return;
    note_ = note;
    updateText();
}

void MessageBanner::updateText() {
    label_->setText(note_.isEmpty() ? message_ : message_ + QLatin1Char('\n') + note_);
    if (textArea_) textArea_->updateGeometry();  // a new text wants another height
}

QString MessageBanner::text() const { return label_->text(); }

}  // namespace moe::ui

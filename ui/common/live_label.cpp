#include "ui/common/live_label.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

#include "ui/common/contrast.h"

namespace moe::ui {

namespace {
const char* const kToneProperty = "moeTextTone";
const QColor kProblemColour(0xc0, 0x1c, 0x28);
// Amber, darkened on light palettes by legibleOn() as far as 4.5:1 needs.
const QColor kCautionColour(0x9a, 0x67, 0x00);
// A wrapped label's preferred width, in average characters: wide enough for a sentence per line
// in the docks, narrow enough not to force the window wider than a laptop screen.
constexpr int kPreferredChars = 48;
constexpr int kMinimumChars = 12;
}  // namespace

LiveLabel::LiveLabel(QWidget* parent) : QLabel(parent) {
    makeLiveLabel(this);
    setWordWrap(true);
}

QSize LiveLabel::sizeHint() const {
    const QFontMetrics fm(font());
    const QMargins m = contentsMargins();
    const int width = fm.averageCharWidth() * kPreferredChars + m.left() + m.right();
    // The layout sizes a wrapped label through heightForWidth(); the hint's height only needs to
    // be plausible, so it is estimated from the character count instead of shaping the text.
    const int chars = std::max<int>(1, static_cast<int>(text().size()));
    const int lines = std::max(1, (chars + kPreferredChars - 1) / kPreferredChars);
    return {width, lines * fm.lineSpacing() + m.top() + m.bottom()};
}

QSize LiveLabel::minimumSizeHint() const {
    // One line of a narrow label: the layout asks heightForWidth for the real height, so the
    // minimum needs no shaping at all.
    const QFontMetrics fm(font());
    const QMargins m = contentsMargins();
    return {fm.averageCharWidth() * kMinimumChars + m.left() + m.right(), fm.lineSpacing() + m.top() + m.bottom()};
}

int LiveLabel::heightForWidth(int width) const {
    const QString current = text();
    if (cache_.text != current) cache_ = HeightCache{current, {}};
    for (const auto& [w, h] : cache_.heights)
        if (w == width) return h;
    int height = QLabel::heightForWidth(width);
    // While a slider moves, a text that alternates between n and n-1 lines would make everything
    // below it jump (relayout and repaint of the whole dock) on every step: at the label's
    // current width, keep one spare line rather than shrink by one. Larger changes (an error
    // collapsing) still shrink.
    const int line = QFontMetrics(font()).lineSpacing();
    if (width == this->width() && height < this->height() && this->height() - height <= line) height = this->height();
    // The layout asks for a few widths (preferred, minimum, actual) per pass; keep the latest few.
    if (cache_.heights.size() == kCachedWidths) cache_.heights.erase(cache_.heights.begin());
    cache_.heights.emplace_back(width, height);
    return height;
}

void makeLiveLabel(QLabel* label) {
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    label->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copy = new QAction(QLabel::tr("Copy"), label);
    copy->setObjectName(QStringLiteral("copyLabelText"));
    QObject::connect(copy, &QAction::triggered, label,
                     [label] { QGuiApplication::clipboard()->setText(label->text()); });
    label->addAction(copy);
}

void setLiveText(QLabel* label, const QString& text, TextTone tone) {
    // The alarm red on a dark scheme's grey fell under 4.5:1 (review 10): the colour is lightened
    // just enough for the scheme shown (and re-checked on each call, so a scheme switch follows).
    const QColor window = QApplication::palette(label).color(QPalette::Window);
    const QColor wanted = tone == TextTone::Problem   ? legibleOn(kProblemColour, window)
                          : tone == TextTone::Caution ? legibleOn(kCautionColour, window)
                                                      : QColor();
    const int previous = label->property(kToneProperty).toInt();
    if (previous != static_cast<int>(tone) ||
        (tone != TextTone::Normal && label->palette().color(QPalette::WindowText) != wanted)) {
        label->setProperty(kToneProperty, static_cast<int>(tone));
        if (tone != TextTone::Normal) {
            QPalette p = label->palette();
            p.setColor(QPalette::WindowText, wanted);
            label->setPalette(p);
        } else {
            // Back to the inherited palette, so light/dark switches keep following the system.
            label->setPalette(QPalette());
            label->setAttribute(Qt::WA_SetPalette, false);
        }
    }
    label->setText(text);
}

void setLiveText(QLabel* label, const QString& text, bool problem) {
    setLiveText(label, text, problem ? TextTone::Problem : TextTone::Normal);
}

bool isProblemText(const QLabel* label) {
    return label->property(kToneProperty).toInt() == static_cast<int>(TextTone::Problem);
}

bool isCautionText(const QLabel* label) {
    return label->property(kToneProperty).toInt() == static_cast<int>(TextTone::Caution);
}

}  // namespace moe::ui

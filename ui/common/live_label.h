#pragma once
// Labels whose text changes on every edit (estimate headline, memory status, summary values,
// validation verdict) are LiveLabels: plain text, not mouse-selectable, with cheap size hints.
//
// Why: a rich-text or selectable QLabel keeps a QTextDocument that Qt lays out again for the size
// hint, the minimum size hint, each height-for-width query and the paint; a plain word-wrapped
// QLabel still shapes its text three to five times per size hint (it searches for a pleasing
// width). Together that was about 60 % of the studio's per-edit GUI time on DeepSeek-V3 with 1024
// GPUs. A LiveLabel answers the size hints from font metrics alone and shapes the text once per
// (text, width) for height-for-width. Emphasis comes from the palette instead of markup, and the
// text can still be copied from the context menu.
#include <QLabel>
#include <QString>

#include <utility>
#include <vector>

namespace moe::ui {

class LiveLabel : public QLabel {
    Q_OBJECT
public:
    explicit LiveLabel(QWidget* parent = nullptr);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] int heightForWidth(int width) const override;

private:
    static constexpr size_t kCachedWidths = 4;
    struct HeightCache {
        QString text;
        std::vector<std::pair<int, int>> heights;  // (width, height) for `text`
    };
    mutable HeightCache cache_;
};

// Plain text, no mouse selection; a context-menu "Copy" puts the text on the clipboard. For
// labels that are not LiveLabels but should behave alike (short, unwrapped values).
void makeLiveLabel(QLabel* label);

// How a live text reads: the palette's colour, a caution (amber: it may not work, measure it) or
// a problem (red: it cannot run as it is). Red is kept for the last, so that a layout that does
// not fit cannot be confused with one that fits closely.
enum class TextTone { Normal, Caution, Problem };

// Shows `text` in the tone's colour, lightened or darkened just enough to stay legible on the
// scheme shown. Only touches the palette when the tone changes, so repeated edits cost no restyle.
void setLiveText(QLabel* label, const QString& text, TextTone tone);
// `problem` true: TextTone::Problem, else Normal.
void setLiveText(QLabel* label, const QString& text, bool problem = false);

// Whether setLiveText last marked the label as a problem, or as a caution (tests, accessibility).
bool isProblemText(const QLabel* label);
bool isCautionText(const QLabel* label);

}  // namespace moe::ui

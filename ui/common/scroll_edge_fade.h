#pragma once
// A fading edge where a scrolled view continues: the last visible line of a dock or of the recipe
// summary was cut mid-line at 1280x720 and read as text cut off (reviews 23-28). Faded into the
// background, the half line reads as "more below", as in browsers and phone lists. A child overlay
// of the viewport that lets the mouse through; exported pictures paint views, not this overlay.
#include <QWidget>

class QAbstractScrollArea;

namespace moe::ui {

// Which edges fade for a scroll bar's position: the bottom while there is more below, the top once
// the view is scrolled down. Pure, for its own test.
struct FadedEdges {
    bool top = false;
    bool bottom = false;
    friend bool operator==(const FadedEdges&, const FadedEdges&) = default;
};
[[nodiscard]] FadedEdges fadedEdges(int value, int minimum, int maximum);

class ScrollEdgeFade : public QWidget {
    Q_OBJECT
public:
    // Fades the edges of `area`'s viewport while it can scroll further that way.
    explicit ScrollEdgeFade(QAbstractScrollArea* area);
    [[nodiscard]] FadedEdges edges() const { return edges_; }
    // The height of each faded band: about one and a half lines of the view's font.
    [[nodiscard]] int bandHeight() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void update_edges();

    QAbstractScrollArea* area_;
    FadedEdges edges_;
};

}  // namespace moe::ui

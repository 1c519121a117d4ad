#pragma once
// The trace timeline: a lane header, one lane per device stream (and CPU annotation lanes) with
// kernels coloured by class, drawn decimated (TimelineGeometry): a block's filled height is the
// share of its pixels' time that is busy, and blocks wide enough carry their names. Wheel zooms around the cursor,
// drag pans, shift-drag or right-drag selects a time window (windowSelected), hover shows the
// kernel under the cursor. Lanes are grouped per rank (a line between groups); when they do not
// fit, a vertical scrollbar at the right scrolls them (so do Alt+wheel and the wheel over the
// lane labels). From the keyboard (TimelineCursor): arrows move a cursor through time and lanes,
// Ctrl+arrows jump from kernel to kernel, Shift+arrows stretch a window, + and − zoom about the
// cursor, 0 or Home fits, Enter zooms to the window, Escape clears it; the event under the cursor
// shows as the hover's tooltip would.
#include <QColor>
#include <QWidget>
#include <optional>
#include <utility>

#include "ui/trace/timeline_cursor.h"
#include "ui/trace/timeline_geometry.h"
#include "ui/trace/trace_document.h"

class QScrollBar;

namespace moe::ui {

// A lane's label as the header shows it, in the reader's language: a measured unnamed annotation
// lane reads "ranges" in the data (review in Chinese: "r0 GPU0 ranges"); rank, GPU and stream
// codes stay.
QString shownLaneLabel(const TimelineLane& lane);
// A predicted pass's code in words ("F mb3 c1": "forward of microbatch 3 on model chunk 1"; a merged
// step's two, joined); empty when `name` holds none.
QString passCodeMeaning(const QString& name);

class TimelineView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kHeaderWidth = 210;          // lane labels; the plot starts right of it
    static constexpr int kRulerHeight = 18;           // time axis above the lanes
    static constexpr double kWheelZoomPerStep = 1.5;  // zoom factor per 120 units of wheel angle

    explicit TimelineView(QWidget* parent = nullptr);

    void setDocument(TraceDocumentPtr doc);
    [[nodiscard]] const TraceDocumentPtr& document() const { return doc_; }
    [[nodiscard]] const TimelineGeometry& geometry() const { return geometry_; }
    [[nodiscard]] const LaneLayout& laneLayout() const { return layout_; }
    [[nodiscard]] QScrollBar* verticalScrollBar() const { return vscroll_; }
    // Plot width: the widget less the lane header and, when shown, the scrollbar.
    [[nodiscard]] int plotWidth() const;
    [[nodiscard]] bool hasSelection() const { return selBegin_ < selEnd_; }
    [[nodiscard]] int64_t selectionBegin() const { return selBegin_; }
    [[nodiscard]] int64_t selectionEnd() const { return selEnd_; }
    // Tooltip text for a widget position (empty when no event is there).
    [[nodiscard]] QString toolTipAt(const QPoint& pos) const;
    [[nodiscard]] const TimelineCursor& keyboardCursor() const { return cursor_; }
    // The keys in words, shown under the lane labels while the timeline has the focus, and in a few
    // symbols for the ruler's corner when the lanes leave no room.
    [[nodiscard]] static QString keyHint();
    [[nodiscard]] static QString shortKeyHint();
    // What the keyboard cursor points at: the event's tooltip, else the lane and time.
    [[nodiscard]] QString cursorToolTip() const;
    // Milliseconds the last paint took (decimation and drawing).
    [[nodiscard]] double lastPaintMs() const { return lastPaintMs_; }

    static QColor classColor(TimelineClass c);
    // Black or white, whichever reads on a block of `fill`.
    static QColor textColorOn(const QColor& fill);
    // Narrowest block (px) that gets its event's name written on it.
    static constexpr int kMinLabelledSpanWidth = 36;

    QSize sizeHint() const override { return {900, 300}; }

public slots:
    void clearSelection();
    void zoomToSelection();
    void fitAll();
    // Shows [begin, end) ns of the document (clamped to it).
    void showRange(int64_t begin, int64_t end);

signals:
    void windowSelected(qint64 beginNs, qint64 endNs);
    void selectionCleared();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;

private:
    enum class Drag { None, Pan, Select };
    [[nodiscard]] double plotX(double widgetX) const { return widgetX - kHeaderWidth; }
    void paintRuler(class QPainter& p) const;
    // One lane's decimated spans: busy share as the filled height, names on wide blocks.
    void paintSpans(class QPainter& p, const TimelineLane& lane, int top) const;
    void clampScroll();
    // The focus frame, the cursor's line and its lane's label frame (never in an exported picture).
    void paintKeyboardCursor(class QPainter& p) const;
    // Scrolls the lanes so the cursor's lane is whole in view.
    void keepCursorLaneInView();
    // Makes the window Shift+arrows stretched the selection (windowSelected), or clears it.
    void applyCursorSelection();
    void showCursorToolTip();
    // The cursor's column in widget pixels, held inside the plot.
    [[nodiscard]] int cursorPixelX() const;
    // Scrollbar range and visibility for the lanes and height, then the plot width.
    void relayout();

    TraceDocumentPtr doc_;
    TimelineGeometry geometry_;
    // The range showRange() set, kept across resizes while the view still shows it.
    std::optional<std::pair<double, double>> shownRange_;
    LaneLayout layout_{kRulerHeight + 2, 18, 2, 0};
    Drag drag_ = Drag::None;
    double dragStartX_ = 0;
    double lastX_ = 0;
    int64_t selBegin_ = 0;
    int64_t selEnd_ = 0;
    double lastPaintMs_ = 0;
    TimelineCursor cursor_;
    QScrollBar* vscroll_;
};

}  // namespace moe::ui

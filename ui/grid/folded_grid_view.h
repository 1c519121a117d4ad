#pragma once
// The folded grids: every GPU of the attention mesh (TP×CP×DP per PP stage) and of the MoE mesh
// (ETP×EP×EDP per stage), tinted by node and NVLink domain, with stage and replica labels, a
// legend and a sentence on which groups leave their NVLink domain. Clicking a GPU highlights its
// TP/CP/DP/PP peers and EP/ETP/EDP/PP peers in both grids; hovering lists all its groups. The
// wheel zooms (level of detail: domains, nodes, then single GPUs), dragging pans; the selection
// survives both. Geometry lives in GridGeometry (pure).
#include <QHash>
#include <QStaticText>
#include <QWidget>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/layout/rank_grid.h"
#include "ui/grid/domain_crossing_text.h"
#include "ui/grid/grid_geometry.h"
#include "ui/grid/grid_legend.h"

class QPainter;

namespace moe::ui {

class StudioState;

class FoldedGridView : public QWidget {
    Q_OBJECT
public:
    // The fill a cell is painted with (its domain's hue, or its peer kind's colour while a GPU is
    // selected), on `background`: the window's base on screen, white in a picture; public for
    // the tests that check the picture's colours.
    [[nodiscard]] QColor cellFill(size_t cell, const QColor& background) const;
    // The mesh titles as drawn: the longest form that fits each panel's width.
    [[nodiscard]] std::array<QString, 2> titles() const;
    // The titles pinned to the top edge while zoomed in: each over its own mesh's visible columns.
    struct PinnedTitle {
        int mesh = 0;
        QRectF strip;  // widget coordinates
        QString text;
    };
    [[nodiscard]] std::vector<PinnedTitle> pinnedTitles() const;
    // A mesh's title where it scrolls with the grid (not pinned), in widget coordinates, beside the
    // pinned row labels' column and in the form that fits; nullopt when out of view.
    [[nodiscard]] std::optional<PinnedTitle> scrollingTitle(int mesh) const;
    // Row labels ("dp 36–39") pinned to the left edge while their gutter is scrolled off, in widget
    // coordinates; the first visible row keeps its label below a pinned title.
    struct PinnedLabel {
        int mesh = 0;
        QRectF rect;
        QString text;
    };
    [[nodiscard]] std::vector<PinnedLabel> pinnedRowLabels() const;
    // The part of the grid viewport cells are drawn in, in widget coordinates: right of the pinned
    // row labels' column while there is one (cells scroll under it instead of under the labels).
    [[nodiscard]] QRectF cellArea() const;
    // Where cell `i`'s text is drawn, in widget coordinates; none for cells too small for numbers,
    // outside cellArea(), or too far under the pinned column for their number (see cellTextPlace).
    [[nodiscard]] std::optional<QRectF> cellTextRect(size_t i) const;
    // Stage labels ("PP stage 3") pinned to the top edge, below a pinned title, over the visible
    // part of their block while the block is on screen and its label scrolled off (review 14
    // could not tell which stage a zoomed view showed).
    [[nodiscard]] std::vector<PinnedLabel> pinnedStageLabels() const;
    // A stage label's forms, widest first: "PP stage 3", "PP 3", "3", each a whole translated
    // string (never a slice of another: a translation need not begin with "PP stage ").
    [[nodiscard]] static QStringList stageLabelForms(int stage);
    // The first of stageLabelForms(stage) that `measure` finds no wider than `room`; else the last.
    [[nodiscard]] static QString stageLabelText(int stage, double room,
                                                const std::function<double(const QString&)>& measure);
    // Per mesh: the height of its pinned title (0 when not pinned); pinned labels stay below it.
    [[nodiscard]] std::array<double, 2> pinnedTitleHeights() const;
    // Each mesh's title forms, longest first (the first is the tooltip over a title).
    [[nodiscard]] std::array<QStringList, 2> titleVariants() const;
    explicit FoldedGridView(StudioState* state, QWidget* parent = nullptr);

    // In content coordinates (zoomed); at zoom 1 and no pan they are the widget's coordinates.
    [[nodiscard]] const GridGeometry& geometry() const { return geometry_; }
    [[nodiscard]] const std::optional<RankGrid>& rankGrid() const { return grid_; }
    [[nodiscard]] int64_t selectedRank() const { return selected_; }
    // Ranks highlighted as peers of the selected GPU in a group kind (sorted; empty when none).
    [[nodiscard]] std::vector<int64_t> highlighted(GroupKind kind) const;
    // Tooltip text for a rank: coordinates, node, domain and every group it belongs to.
    [[nodiscard]] QString rankTooltip(int64_t rank) const;
    // Why no grid is drawn (the RankGrid error), empty when there is one.
    [[nodiscard]] const QString& problem() const { return problem_; }
    // Non-empty while a hard rule about the layout or the model's split fails: the grids are still
    // drawn (what the settings would make) but veiled under this line (review 18 read "EP 64" drawn
    // for an 8-expert model as if it could run).
    [[nodiscard]] const QString& cannotRunNotice() const { return cannotRun_; }
    // "All 8 CP groups span 2 racks; EP stays inside one rack".
    [[nodiscard]] const QString& crossingSentence() const { return crossingSentence_; }
    // Lines the footer gives the sentence: 1, or 2 when it is wider than the view (never elided
    // on a laptop-width panel).
    [[nodiscard]] int sentenceLines() const;
    [[nodiscard]] const std::vector<GroupSpan>& groupSpans() const { return spans_; }

    // The part of the widget the grids scroll in (the legend strip is below it).
    [[nodiscard]] QRectF gridViewport() const;
    [[nodiscard]] double zoom() const { return zoom_; }
    // The largest zoom: single GPUs of a few dozen pixels, or the zoom now once they are as large
    // as a cell gets.
    [[nodiscard]] double maxZoom() const;
    // Zoom in at `anchor` until cells hold fewer GPUs than now (or the zoom is at its maximum).
    void zoomToFinerDetail(QPointF anchor);
    [[nodiscard]] QPointF pan() const { return pan_; }
    // Widget point → content point (where geometry() lives), and back.
    [[nodiscard]] QPointF toContent(QPointF widgetPoint) const { return widgetPoint + pan_; }
    [[nodiscard]] QPointF toWidget(QPointF contentPoint) const { return contentPoint - pan_; }
    // Zooms to `zoom` keeping the content under `anchor` (widget coordinates) in place.
    void setZoom(double zoom, QPointF anchor);
    void resetView();
    // The legend as the footer draws it (without the on-screen hint while exporting a picture).
    [[nodiscard]] std::vector<LegendItem> legendItems() const;

    // The kinds shown as peers, with their highlight order (first wins in a cell).
    static const std::vector<GroupKind>& peerKinds();
    // A cell's text: its rank, and with `twoLines` its coordinates below, each line within the cell.
    [[nodiscard]] QString cellText(const GridCell& cell, bool twoLines) const;

public slots:
    void selectRank(int64_t rank);

signals:
    void rankSelected(qint64 rank);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    // Zooms in at the cursor to the next level of detail (groups of domains → domains → nodes →
    // GPUs), which takes many wheel steps at 16384 GPUs.
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

private:
    void rebuild();
    void relayout();
    void updateHighlights();
    void clampPan();
    // Zoomed, pans the selected GPU's cell into view after the keys walked to it.
    // Of the selected GPU's two cells, the one nearer the view's centre (content coordinates),
    // and its centre in widget coordinates.
    [[nodiscard]] std::optional<QRectF> selectedCell() const;
    [[nodiscard]] std::optional<QPointF> selectedCellCentre() const;
    // Pans the least that brings the selected GPU's cell centre inside the cell area.
    void keepSelectedInView();
    void scrollToSelected();
    [[nodiscard]] double footerHeight() const;
    [[nodiscard]] QString footerSentence() const;  // the domain sentence and, zoomed, the zoom
    void paintPinnedHeaders(QPainter& p);
    // Rank numbers as soon as the largest rank of this grid fits a cell; coordinates below them
    // in cells of about three lines.
    struct CellTextMode {
        bool numbers = false;
        bool twoLines = false;
    };
    [[nodiscard]] CellTextMode cellTextMode() const;
    // Where `text` is drawn centred in `r` (content coordinates), from the laid-out lines.
    [[nodiscard]] QRectF cellTextBounds(const QRectF& r, const QString& text) const;
    // The part of cell rect `r` its text is centred in: all of it, or the part right of the pinned
    // column's edge `left` while the cell scrolls under it; none where the text does not fit that
    // part (a number cut at the edge reads as another: "12" as "2").
    [[nodiscard]] std::optional<QRectF> cellTextPlace(const QRectF& r, const QString& text, double left) const;
    // Draws a cell's text centred in `r` from laid-out lines kept across paints: shaping a
    // thousand rank numbers on every repaint was a tenth of an edit's time at 1024 GPUs.
    void drawCellText(QPainter& p, const QRectF& r, const QString& text);
    // Text laid out once per (font, text) and kept across paints, with its width.
    const QStaticText& laidOutText(const QFont& font, const QString& text) const;
    double textWidth(const QFont& font, const QString& text) const { return laidOutText(font, text).size().width(); }
    // Draws `text` in `r` as QPainter::drawText with these flags would (left/right/centre,
    // top/bottom/vcentre), from the laid-out cache; unclipped.
    void drawCachedText(QPainter& p, const QRectF& r, Qt::Alignment align, const QString& text);
    void paintFocusFrame(QPainter& p) const;

    StudioState* state_;
    std::optional<RankGrid> grid_;
    GridGeometry geometry_;
    QString problem_;
    QString cannotRun_;
    void paintCannotRunNotice(QPainter& p, const QRectF& viewport);
    QString crossingSentence_;
    std::vector<GroupSpan> spans_;
    int64_t selected_ = -1;
    double zoom_ = 1;
    std::string shownIdentity_;  // recipe name, model and GPU the zoom belongs to
    QPointF pan_;
    QRectF laidOut_;                          // the grid viewport geometry_ was computed for
    std::optional<GridAnchor> resizeAnchor_;  // the GPU a resize keeps at the view's centre
    bool cellsAtLargest_ = false;             // single GPUs at GridLayoutOptions::maxCell: no zooming in further
    QPointF pressPos_;
    QPointF pressPan_;
    bool pressed_ = false;
    bool dragging_ = false;
    // Per peer kind, the selected GPU's group; per cell, the bit set of kinds it shows.
    std::vector<ProcessGroup> selectedGroups_;
    std::vector<uint16_t> cellKinds_;
    mutable QHash<QString, QStaticText> textCache_;  // key: font key, U+001F, text; filled while painting
    // sentenceLines() for the last width, font and sentence: the pinned headers ask for the viewport
    // (and so for the footer's lines) many times per paint, and shaping the sentence dominated it.
    struct SentenceLinesCache {
        int width = -1;
        QString fontKey, sentence;
        int lines = 1;
    };
    mutable SentenceLinesCache sentenceLinesCache_;
    bool tooltipShown_ = false;  // this view showed the tooltip now up (hidden when the grid changes)
};

}  // namespace moe::ui

#pragma once
// Picture export of a chart or grid as PNG, SVG or PDF, written atomically (QSaveFile: a temp
// file renamed over the target, like recipe saves). One drawing path for all three: the view paints
// itself into a QPainter (a QCustomPlot through toPainter, any other widget through render, or the
// source's own paint function), on a QImage for PNG, a QSvgGenerator (Qt Svg) for SVG and a
// QPdfWriter for PDF, with the same caption strip under it. A view paints no on-screen hints while
// it is exported (isExportingImage).
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <functional>
#include <optional>

class QCustomPlot;
class QCPPainter;
class QPainter;

namespace moe::ui {

enum class ImageFormat { Png, Svg, Pdf };

struct ImageSource {
    QString name;                     // default file name stem ("folded-grids")
    QPointer<QWidget> widget;         // what is rendered (its palette and font style the caption)
    QPointer<QCustomPlot> plot;       // when set: the plot itself is drawn (toPainter), not the widget
    // A line under the picture naming what it shows ("recipe — its description"), so a picture
    // pasted into slides still says which recipe it is; empty: none.
    std::function<QString()> caption;
    // When set: the picture's size and how to paint it, instead of the widget or plot as shown (the
    // timeline paints every lane, not the few in view). A null size: nothing to draw.
    std::function<QSize()> paintSize;
    // Called with the QCPPainter every format paints through (a paint taking QPainter& binds too).
    std::function<void(QCPPainter&, QSize)> paint;
    // What the picture is, in the reader's language ("Memory per stage"): the export dialog's
    // list and the save dialog's title. Empty: `name`.
    QString title = {};
    // Called before the picture is sized and drawn: a view that skips work while out of sight brings
    // itself up to date (the Estimate dock tabbed away). Empty: the view is always current.
    std::function<void()> prepare = {};
};

// The picture's size in logical pixels before the caption strip; empty when there is nothing to draw.
QSize imagePictureSize(const ImageSource& source);
// The PNG scale used when none is chosen: the screen's, at least 2 (a slide wants more pixels than
// a 96-dpi view has; review: "exported pictures are small").
double defaultPngScale(const ImageSource& source);
double defaultPngScale(const QWidget* view);

// True while `widget` (or the view it belongs to) is being painted into an exported picture: on-screen
// hints ("click a GPU…") are left out then.
bool isExportingImage(const QWidget* widget);

QString imageFormatSuffix(ImageFormat format);  // "png", "svg", "pdf"
// The format named by a path's suffix (case-insensitive), or nullopt.
std::optional<ImageFormat> imageFormatForPath(const QString& path);
QList<ImageFormat> availableImageFormats(const ImageSource& source);

// Writes `source` to `path` in `format`. On failure returns false and sets `error` to a one-line
// reason; the target is left untouched.
// `pngScale` multiplies the PNG's pixels (0: defaultPngScale); SVG and PDF are vectors.
bool exportImage(const ImageSource& source, const QString& path, ImageFormat format, QString* error = nullptr,
                 double pngScale = 0);

// Attaches "Export image…" to a view's context menu (and makes it click-focusable, so File ▸
// Export Image… can find it). Owned by the view.
class ImageExportHandle : public QObject {
    Q_OBJECT
public:
    static ImageExportHandle* install(QWidget* view, ImageSource source);
    // The handle of `widget` or its nearest ancestor that has one; nullptr if none.
    static ImageExportHandle* find(QWidget* widget);

    [[nodiscard]] const ImageSource& source() const { return source_; }
    void setCaption(std::function<QString()> caption) { source_.caption = std::move(caption); }
    [[nodiscard]] QAction* exportAction() const { return action_; }

    // The title shown for this picture (ImageSource::title, else its name).
    [[nodiscard]] QString title() const;
    // Every picture of `window` that can be exported, in one fixed order (grids, memory, breakdown,
    // Pareto, then others by title), whatever the object tree's order.
    static QList<ImageExportHandle*> handlesOf(QWidget* window);

public slots:
    // Opens the export dialog (which picture, how many pixels) with this picture chosen.
    void exportWithDialog();
    // Asks for a file (the name's suffix picks the format) and exports at `pngScale`; errors in a
    // message box.
    void saveWithFileDialog(double pngScale);

private:
    ImageExportHandle(QWidget* view, ImageSource source);
    ImageSource source_;
    QAction* action_;
};

}  // namespace moe::ui

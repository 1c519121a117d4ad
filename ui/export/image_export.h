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
};

// True while `widget` (or the view it belongs to) is being painted into an exported picture: on-screen
// hints ("click a GPU…") are left out then.
bool isExportingImage(const QWidget* widget);

QString imageFormatSuffix(ImageFormat format);  // "png", "svg", "pdf"
// The format named by a path's suffix (case-insensitive), or nullopt.
std::optional<ImageFormat> imageFormatForPath(const QString& path);
QList<ImageFormat> availableImageFormats(const ImageSource& source);

// Writes `source` to `path` in `format`. On failure returns false and sets `error` to a one-line
// reason; the target is left untouched.
bool exportImage(const ImageSource& source, const QString& path, ImageFormat format, QString* error = nullptr);

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

public slots:
    // Asks for a file (the name's suffix picks the format) and exports; errors in a message box.
    void exportWithDialog();

private:
    ImageExportHandle(QWidget* view, ImageSource source);
    ImageSource source_;
    QAction* action_;
};

}  // namespace moe::ui

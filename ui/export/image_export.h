#pragma once
// Picture export of a chart or grid as PNG, SVG or PDF, written atomically (QSaveFile: a temp
// file renamed over the target, like recipe saves). An ImageSource says how to draw one view:
// PNG grabs the widget; PDF paints vectors (a QCustomPlot through toPainter, any other widget
// through render); SVG comes from the view's pure geometry (ui/export/view_svg.h) because QtSvg
// is not a dependency — a source without an svg function offers no SVG.
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <functional>
#include <optional>

class QCustomPlot;

namespace moe::ui {

enum class ImageFormat { Png, Svg, Pdf };

struct ImageSource {
    QString name;                     // default file name stem ("folded-grids")
    QPointer<QWidget> widget;         // what PNG grabs and PDF renders
    QPointer<QCustomPlot> plot;       // when set: PNG and PDF come from the plot itself (vector PDF)
    std::function<QByteArray()> svg;  // empty: no SVG for this view; an empty result: nothing to draw
    // A line under the picture naming what it shows ("recipe — its description"), so a picture
    // pasted into slides still says which recipe it is; empty: none.
    std::function<QString()> caption;
};

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

#include "ui/export/image_export.h"

#include <qcustomplot.h>

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <algorithm>
#include <array>

#include "ui/common/focus_ring.h"
#include "ui/export/image_export_dialog.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

constexpr const char* kExportingProperty = "moeExportingImage";
// Smallest picture of a plot, in logical pixels: half a 16:9 slide at 96 dpi, about.
constexpr int kMinimumPlotWidth = 480;
constexpr int kMinimumPlotHeight = 320;

// What to draw, resolved once: the source's own painter, else the plot, else the widget.
struct Target {
    const ImageSource* source = nullptr;
    QCustomPlot* plot = nullptr;
    QWidget* widget = nullptr;
    [[nodiscard]] QSize size() const {
        if (source && source->paint) return source->paintSize ? source->paintSize() : QSize();
        // A plot squeezed by its dock (the Pareto front at 80 px tall beside a legend, review 24)
        // is laid out again at a size a slide can use; a larger one keeps the size seen.
        if (plot) return plot->size().expandedTo(QSize(kMinimumPlotWidth, kMinimumPlotHeight));
        return widget ? widget->size() : QSize();
    }
    [[nodiscard]] QWidget* styleWidget() const { return widget ? widget : static_cast<QWidget*>(plot); }
};

Target targetOf(const ImageSource& source) {
    return Target{&source, source.plot.data(), source.widget.data()};
}

// The caption strip's height for `width` logical pixels of picture: the caption wrapped.
QRect captionRect(const QString& caption, const QFont& font, int width, int top) {
    if (caption.isEmpty()) return {};
    const QFontMetrics fm(font);
    const QRect text = fm.boundingRect(QRect(0, 0, width - 16, 10000), Qt::TextWordWrap, caption);
    return QRect(0, top, width, text.height() + 12);
}

// The view's own colours, so the caption belongs to the picture in either theme.
void paintCaption(QPainter& painter, const QRect& strip, const QString& caption, const QPalette& palette) {
    painter.fillRect(strip, palette.color(QPalette::Window));
    painter.setPen(palette.color(QPalette::WindowText));
    painter.drawText(strip.adjusted(8, 6, -8, -6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter, caption);
}

// Marks the widget (and the plot) as exporting while it paints, so hints stay off the picture.
class ExportingScope {
public:
    explicit ExportingScope(const Target& t) : widgets_{t.widget, t.plot} {
        for (QWidget* w : widgets_)
            if (w) w->setProperty(kExportingProperty, true);
    }
    ~ExportingScope() {
        for (QWidget* w : widgets_)
            if (w) w->setProperty(kExportingProperty, QVariant());
    }
    ExportingScope(const ExportingScope&) = delete;
    ExportingScope& operator=(const ExportingScope&) = delete;

private:
    std::array<QPointer<QWidget>, 2> widgets_;
};

// The one drawing path: the picture at `picture` logical pixels, then the caption strip under it,
// on whatever device `painter` paints (a QImage, a QSvgGenerator, a QPdfWriter).
void drawPicture(QCPPainter& painter, const Target& target, QSize picture, const QString& caption, const QFont& font,
                 const QPalette& palette) {
    const ExportingScope exporting(target);
    painter.fillRect(QRect(QPoint(0, 0), picture), palette.color(QPalette::Window));
    if (target.source && target.source->paint) {
        target.source->paint(painter, picture);
    } else if (target.plot) {
        target.plot->toPainter(&painter, picture.width(), picture.height());
    } else if (target.widget) {
        // The view alone, not the buttons laid over it.
        target.widget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground);
    }
    if (!caption.isEmpty()) {
        painter.setFont(font);
        paintCaption(painter, captionRect(caption, font, picture.width(), picture.height()), caption, palette);
    }
}

bool writePicture(const Target& target, ImageFormat format, const QString& title, const QString& caption,
                  double pngScale, QIODevice* out) {
    const QSize picture = target.size();
    const QWidget* style = target.styleWidget();
    const QFont font = style ? style->font() : QFont();
    const QPalette palette = style ? style->palette() : QPalette();
    const QRect strip = captionRect(caption, font, picture.width(), picture.height());
    const QSize size(picture.width(), picture.height() + strip.height());
    switch (format) {
        case ImageFormat::Png: {
            const double dpr = pngScale;
            QImage image((QSizeF(size) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(dpr);
            image.fill(palette.color(QPalette::Window));
            QCPPainter painter(&image);
            if (!painter.isActive()) return false;
            drawPicture(painter, target, picture, caption, font, palette);
            painter.end();
            return image.save(out, "PNG");
        }
        case ImageFormat::Svg: {
            QSvgGenerator svg;
            svg.setOutputDevice(out);
            svg.setSize(size);
            svg.setViewBox(QRect(QPoint(0, 0), size));
            svg.setResolution(96);
            svg.setTitle(title);
            svg.setDescription(caption.isEmpty() ? title : caption);
            QCPPainter painter(&svg);
            if (!painter.isActive()) return false;
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            drawPicture(painter, target, picture, caption, font, palette);
            return painter.end();
        }
        case ImageFormat::Pdf: {
            QPdfWriter writer(out);
            writer.setCreator(QStringLiteral("MoE Layout Studio"));
            writer.setTitle(title);
            writer.setResolution(96);  // one pixel per device unit, so the picture keeps the view's proportions
            writer.setPageSize(
                QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0), QPageSize::Point));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            QCPPainter painter(&writer);
            if (!painter.isActive()) return false;
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            drawPicture(painter, target, picture, caption, font, palette);
            return painter.end();
        }
    }
    return false;
}

}  // namespace

bool isExportingImage(const QWidget* widget) {
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (w->property(kExportingProperty).toBool()) return true;
    return false;
}

QString imageFormatSuffix(ImageFormat format) {
    switch (format) {
        case ImageFormat::Png:
            return QStringLiteral("png");
        case ImageFormat::Svg:
            return QStringLiteral("svg");
        case ImageFormat::Pdf:
            return QStringLiteral("pdf");
    }
    return {};
}

std::optional<ImageFormat> imageFormatForPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (ImageFormat f : {ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf})
        if (suffix == imageFormatSuffix(f)) return f;
    return std::nullopt;
}

QList<ImageFormat> availableImageFormats(const ImageSource& /*source*/) {
    return {ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf};  // one drawing path serves all three
}

QSize imagePictureSize(const ImageSource& source) {
    return targetOf(source).size();
}

double defaultPngScale(const ImageSource& source) {
    return defaultPngScale(targetOf(source).styleWidget());
}

double defaultPngScale(const QWidget* view) {
    return std::max(2.0, view ? view->devicePixelRatioF() : 1.0);
}

bool exportImage(const ImageSource& source, const QString& path, ImageFormat format, QString* error, double pngScale) {
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (source.prepare) source.prepare();
    const Target target = targetOf(source);
    if (!target.widget && !target.plot && !source.paint) return fail(QObject::tr("the view no longer exists"));
    if (target.size().isEmpty()) return fail(QObject::tr("%1 has no size to draw").arg(source.name));

    const QString caption = source.caption ? source.caption() : QString();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(QObject::tr("cannot write %1: %2").arg(path, file.errorString()));
    const bool ok = writePicture(target, format, caption.isEmpty() ? source.name : caption, caption,
                                 pngScale > 0 ? pngScale : defaultPngScale(source), &file);
    if (!ok) {
        file.cancelWriting();
        return fail(QObject::tr("could not draw %1 as %2").arg(source.name, imageFormatSuffix(format).toUpper()));
    }
    if (!file.commit()) return fail(QObject::tr("cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

ImageExportHandle::ImageExportHandle(QWidget* view, ImageSource source)
    : QObject(view), source_(std::move(source)), action_(new QAction(tr("Export image…"), this)) {
    setObjectName(QStringLiteral("imageExport"));
    action_->setObjectName(QStringLiteral("actionExportImage"));
    connect(action_, &QAction::triggered, this, &ImageExportHandle::exportWithDialog);
}

ImageExportHandle* ImageExportHandle::install(QWidget* view, ImageSource source) {
    auto* handle = new ImageExportHandle(view, std::move(source));
    // Tab reaches every exportable view (File ▸ Export Image… acts on the focused one), and the
    // focus is seen: the grid draws its own frame, a chart gets a ring over it.
    if (!(view->focusPolicy() & Qt::TabFocus)) view->setFocusPolicy(Qt::StrongFocus);
    if (qobject_cast<QCustomPlot*>(view)) new FocusRing(view);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, handle, [view, handle](const QPoint& pos) {
        QMenu menu(view);
        menu.addAction(handle->exportAction());
        menu.exec(view->mapToGlobal(pos));
    });
    return handle;
}

ImageExportHandle* ImageExportHandle::find(QWidget* widget) {
    for (QWidget* w = widget; w; w = w->parentWidget())
        if (auto* handle = w->findChild<ImageExportHandle*>(QString(), Qt::FindDirectChildrenOnly)) return handle;
    return nullptr;
}

QString ImageExportHandle::title() const {
    return source_.title.isEmpty() ? source_.name : source_.title;
}

QList<ImageExportHandle*> ImageExportHandle::handlesOf(QWidget* window) {
    QList<ImageExportHandle*> handles =
        window ? window->findChildren<ImageExportHandle*>() : QList<ImageExportHandle*>{};
    // One order every time, as the pictures stand in the window (the object tree's order changed
    // when a dock was re-parented, and a keyboard choice by Home/Up exported another picture:
    // review 36); pictures of no known kind follow, by title.
    static const QStringList kOrder = {QStringLiteral("folded-grids"), QStringLiteral("memory-per-stage"),
                                       QStringLiteral("step-breakdown"), QStringLiteral("pareto")};
    const auto rank = [](const ImageExportHandle* h) {
        const qsizetype i = kOrder.indexOf(h->source().name);
        return i < 0 ? kOrder.size() : i;
    };
    std::stable_sort(handles.begin(), handles.end(), [&rank](const ImageExportHandle* a, const ImageExportHandle* b) {
        return rank(a) != rank(b) ? rank(a) < rank(b) : a->title() < b->title();
    });
    return handles;
}

void ImageExportHandle::exportWithDialog() {
    QWidget* view = source_.widget.data();
    auto* dialog =
        new ImageExportDialog(handlesOf(view ? view->window() : nullptr), this, view ? view->window() : nullptr);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ImageExportHandle::saveWithFileDialog(double pngScale) {
    QWidget* view = source_.widget.data();
    QWidget* parent = view ? view->window() : nullptr;
    QStringList filters;
    for (ImageFormat f : availableImageFormats(source_))
        filters << tr("%1 image (*.%2)").arg(imageFormatSuffix(f).toUpper(), imageFormatSuffix(f));
    // The format of the last exported picture, when this view offers it.
    const QList<ImageFormat> formats = availableImageFormats(source_);
    QString suffix = lastExportSuffix(QStringLiteral("image"), QStringLiteral("png"));
    qsizetype chosen = -1;
    for (qsizetype i = 0; i < formats.size(); ++i)
        if (imageFormatSuffix(formats[i]) == suffix) chosen = i;
    if (chosen < 0) {
        chosen = 0;
        suffix = imageFormatSuffix(formats.front());
    }
    QString selected = filters.value(chosen);
    QString path =
        QFileDialog::getSaveFileName(parent, tr("Export Image: %1").arg(title()),
                                     QDir(lastSaveFolder()).filePath(source_.name + QStringLiteral(".") + suffix),
                                     filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty()) return;
    std::optional<ImageFormat> format = imageFormatForPath(path);
    if (!format) {  // no or unknown suffix: the chosen filter decides
        const qsizetype i = filters.indexOf(selected);
        format = availableImageFormats(source_).value(i < 0 ? 0 : i);
        path += QStringLiteral(".") + imageFormatSuffix(*format);
    }
    QString error;
    if (!exportImage(source_, path, *format, &error, pngScale))
        QMessageBox::warning(parent, tr("Export Image"), tr("The image was not saved: %1").arg(error));
    else {
        rememberSaveFolder(path);
        rememberExportSuffix(QStringLiteral("image"), path);
    }
}

}  // namespace moe::ui

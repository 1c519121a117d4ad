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

#include "ui/export/svg_writer.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

// What to draw, resolved once: the plot when there is one, else the widget (never both null here).
struct Target {
    QCustomPlot* plot = nullptr;
    QWidget* widget = nullptr;
    [[nodiscard]] QSize size() const {
        if (plot) return plot->size();
        return widget ? widget->size() : QSize();
    }
};

Target targetOf(const ImageSource& source) {
    return Target{source.plot.data(), source.widget.data()};
}

// The caption strip's height for `width` logical pixels of picture: the caption wrapped.
QRect captionRect(const QString& caption, const QFont& font, int width, int top) {
    if (caption.isEmpty()) return {};
    const QFontMetrics fm(font);
    const QRect text = fm.boundingRect(QRect(0, 0, width - 16, 10000), Qt::TextWordWrap, caption);
    return QRect(0, top, width, text.height() + 12);
}

void paintCaption(QPainter& painter, const QRect& strip, const QString& caption) {
    painter.fillRect(strip, Qt::white);
    painter.setPen(QColor(0x30, 0x30, 0x30));
    painter.drawText(strip.adjusted(8, 6, -8, -6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter, caption);
}

bool writePng(const Target& target, const QString& caption, QIODevice* out) {
    QPixmap pixmap;
    if (target.plot) {
        // At the screen's scale: a picture taken at 2x is saved with its 2x pixels.
        pixmap = target.plot->toPixmap(0, 0, target.plot->devicePixelRatioF());
        pixmap.setDevicePixelRatio(target.plot->devicePixelRatioF());
    } else if (target.widget) {
        pixmap = target.widget->grab();  // already at the widget's device pixel ratio
    }
    if (pixmap.isNull()) return false;
    if (caption.isEmpty()) return pixmap.save(out, "PNG");
    const double dpr = pixmap.devicePixelRatio();
    const QSize logical = (QSizeF(pixmap.size()) / dpr).toSize();
    const QFont font = target.widget ? target.widget->font() : QFont();
    const QRect strip = captionRect(caption, font, logical.width(), logical.height());
    QImage image((QSizeF(logical.width(), logical.height() + strip.height()) * dpr).toSize(),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(font);
    painter.drawPixmap(0, 0, pixmap);
    paintCaption(painter, strip, caption);
    painter.end();
    return image.save(out, "PNG");
}

bool writePdf(const Target& target, const QString& title, const QString& caption, QIODevice* out) {
    const QSize picture = target.size();
    const QFont font = target.widget ? target.widget->font() : QFont();
    const QRect strip = captionRect(caption, font, picture.width(), picture.height());
    const QSize size(picture.width(), picture.height() + strip.height());
    QPdfWriter writer(out);
    writer.setCreator(QStringLiteral("MoE Layout Studio"));
    writer.setTitle(title);
    writer.setResolution(96);  // one pixel per device unit, so the picture keeps the view's proportions
    writer.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0), QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    if (target.plot) {
        QCPPainter painter(&writer);
        if (!painter.isActive()) return false;
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        target.plot->toPainter(&painter, picture.width(), picture.height());
        if (!caption.isEmpty()) {
            painter.setFont(font);
            paintCaption(painter, strip, caption);
        }
        return painter.end();
    }
    if (!target.widget) return false;
    QPainter painter(&writer);
    if (!painter.isActive()) return false;
    target.widget->render(&painter);
    if (!caption.isEmpty()) {
        painter.setFont(font);
        paintCaption(painter, strip, caption);
    }
    return painter.end();
}

}  // namespace

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

QList<ImageFormat> availableImageFormats(const ImageSource& source) {
    QList<ImageFormat> formats{ImageFormat::Png};
    if (source.svg) formats << ImageFormat::Svg;
    formats << ImageFormat::Pdf;
    return formats;
}

bool exportImage(const ImageSource& source, const QString& path, ImageFormat format, QString* error) {
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const Target target = targetOf(source);
    if (!target.widget && !target.plot) return fail(QObject::tr("the view no longer exists"));
    if (!availableImageFormats(source).contains(format))
        return fail(QObject::tr("%1 cannot be exported as %2").arg(source.name, imageFormatSuffix(format).toUpper()));
    if (target.size().isEmpty()) return fail(QObject::tr("%1 has no size to draw").arg(source.name));

    const QString caption = source.caption ? source.caption() : QString();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(QObject::tr("cannot write %1: %2").arg(path, file.errorString()));
    bool ok = false;
    switch (format) {
        case ImageFormat::Png:
            ok = writePng(target, caption, &file);
            break;
        case ImageFormat::Pdf:
            ok = writePdf(target, caption.isEmpty() ? source.name : caption, caption, &file);
            break;
        case ImageFormat::Svg: {
            const QByteArray svg = SvgWriter::withCaption(source.svg(), caption);
            ok = !svg.isEmpty() && file.write(svg) == svg.size();
            break;
        }
    }
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
    if (view->focusPolicy() == Qt::NoFocus) view->setFocusPolicy(Qt::ClickFocus);
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

void ImageExportHandle::exportWithDialog() {
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
    QString path = QFileDialog::getSaveFileName(parent, tr("Export Image"),
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
    if (!exportImage(source_, path, *format, &error))
        QMessageBox::warning(parent, tr("Export Image"), tr("The image was not saved: %1").arg(error));
    else {
        rememberSaveFolder(path);
        rememberExportSuffix(QStringLiteral("image"), path);
    }
}

}  // namespace moe::ui

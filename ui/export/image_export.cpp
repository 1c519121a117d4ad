#include "ui/export/image_export.h"

#include <qcustomplot.h>

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>

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

bool writePng(const Target& target, QIODevice* out) {
    QPixmap pixmap;
    if (target.plot) {
        pixmap = target.plot->toPixmap();
    } else if (target.widget) {
        pixmap = target.widget->grab();
    }
    return !pixmap.isNull() && pixmap.save(out, "PNG");
}

bool writePdf(const Target& target, const QString& title, QIODevice* out) {
    const QSize size = target.size();
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
        target.plot->toPainter(&painter, size.width(), size.height());
        return painter.end();
    }
    if (!target.widget) return false;
    QPainter painter(&writer);
    if (!painter.isActive()) return false;
    target.widget->render(&painter);
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

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(QObject::tr("cannot write %1: %2").arg(path, file.errorString()));
    bool ok = false;
    switch (format) {
        case ImageFormat::Png:
            ok = writePng(target, &file);
            break;
        case ImageFormat::Pdf:
            ok = writePdf(target, source.name, &file);
            break;
        case ImageFormat::Svg: {
            const QByteArray svg = source.svg();
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
    QString selected = filters.front();
    QString path = QFileDialog::getSaveFileName(parent, tr("Export Image"), QDir(lastSaveFolder()).filePath(source_.name + QStringLiteral(".png")),
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
    else
        rememberSaveFolder(path);
}

}  // namespace moe::ui

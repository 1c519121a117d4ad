#include "ui/trace/trace_export.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QWidget>

#include "core/common/atomic_file.h"

namespace moe::ui {

Status exportMetricsCsv(const QString& path, const std::vector<trace::MetricsRecord>& records) {
    return trace::writeMetricsCsv(path.toStdString(), records);
}

Status exportMetricsJson(const QString& path, const std::vector<trace::MetricsRecord>& records) {
    return trace::writeMetricsJson(path.toStdString(), records);
}

Status exportWidgetPng(QWidget* widget, const QString& path) {
    QImage image(widget->size(), QImage::Format_ARGB32);
    image.fill(widget->palette().color(QPalette::Base));
    widget->render(&image);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) return Error{path.toStdString(), 0, 0, {}, "cannot encode the timeline as PNG"};
    return writeFileAtomically(path.toStdString(), bytes.toStdString());
}

Status exportWidgetPdf(QWidget* widget, const QString& path) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(widget->width(), widget->height()), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter(&pdf);
        widget->render(&painter);
    }
    return writeFileAtomically(path.toStdString(), bytes.toStdString());
}

}  // namespace moe::ui

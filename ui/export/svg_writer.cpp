#include "ui/export/svg_writer.h"

#include <QRegularExpression>

namespace moe::ui {

namespace {

QString num(double v) {
    return QString::number(v, 'f', 2);
}

QString paint(const char* attribute, const QColor& colour) {
    if (!colour.isValid() || colour.alpha() == 0) return QStringLiteral(" %1=\"none\"").arg(QLatin1String(attribute));
    QString text = QStringLiteral(" %1=\"%2\"").arg(QLatin1String(attribute), colour.name(QColor::HexRgb));
    if (colour.alpha() < 255)
        text += QStringLiteral(" %1-opacity=\"%2\"").arg(QLatin1String(attribute), num(colour.alphaF()));
    return text;
}

QString classAttribute(const QString& cssClass) {
    return cssClass.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(SvgWriter::escape(cssClass));
}

}  // namespace

SvgWriter::SvgWriter(QSizeF size, const QString& title) : size_(size), title_(title) {}

QString SvgWriter::escape(const QString& text) {
    return text.toHtmlEscaped();  // & < > " — enough for attribute values and text nodes
}

void SvgWriter::rect(const QRectF& r, const QColor& fill, const QColor& stroke, const QString& cssClass,
                     const QString& tooltip) {
    body_ += QStringLiteral("<rect%1 x=\"%2\" y=\"%3\" width=\"%4\" height=\"%5\"%6%7")
                 .arg(classAttribute(cssClass), num(r.x()), num(r.y()), num(r.width()), num(r.height()),
                      paint("fill", fill), paint("stroke", stroke));
    if (tooltip.isEmpty()) {
        body_ += QStringLiteral("/>\n");
    } else {
        body_ += QStringLiteral("><title>%1</title></rect>\n").arg(escape(tooltip));
    }
}

void SvgWriter::line(QPointF from, QPointF to, const QColor& stroke, double width, bool dashed) {
    body_ += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\"%5 stroke-width=\"%6\"%7/>\n")
                 .arg(num(from.x()), num(from.y()), num(to.x()), num(to.y()), paint("stroke", stroke), num(width),
                      dashed ? QStringLiteral(" stroke-dasharray=\"6 4\"") : QString());
}

void SvgWriter::circle(QPointF centre, double radius, const QColor& fill, const QColor& stroke,
                       const QString& cssClass) {
    body_ += QStringLiteral("<circle%1 cx=\"%2\" cy=\"%3\" r=\"%4\"%5%6/>\n")
                 .arg(classAttribute(cssClass), num(centre.x()), num(centre.y()), num(radius), paint("fill", fill),
                      paint("stroke", stroke));
}

void SvgWriter::text(QPointF baseline, const QString& text, double size, Anchor anchor, const QColor& colour,
                     bool bold) {
    const QString anchorName = anchor == Anchor::Start    ? QStringLiteral("start")
                               : anchor == Anchor::Middle ? QStringLiteral("middle")
                                                          : QStringLiteral("end");
    body_ += QStringLiteral("<text x=\"%1\" y=\"%2\" font-size=\"%3\" text-anchor=\"%4\"%5%6>%7</text>\n")
                 .arg(num(baseline.x()), num(baseline.y()), num(size), anchorName, paint("fill", colour),
                      bold ? QStringLiteral(" font-weight=\"bold\"") : QString(), escape(text));
}

QByteArray SvgWriter::withCaption(const QByteArray& document, const QString& caption) {
    if (caption.isEmpty() || document.isEmpty()) return document;
    QString doc = QString::fromUtf8(document);
    // finish()'s own header: width, height and the matching viewBox.
    static const QRegularExpression header(
        QStringLiteral(R"re(width="([0-9.]+)" height="([0-9.]+)" viewBox="0 0 [0-9.]+ [0-9.]+")re"));
    const QRegularExpressionMatch m = header.match(doc);
    const qsizetype end = doc.lastIndexOf(QStringLiteral("</svg>"));
    if (!m.hasMatch() || end < 0) return document;
    const double width = m.captured(1).toDouble();
    const double height = m.captured(2).toDouble();
    constexpr double kStrip = 24;
    const double total = height + kStrip;
    doc.insert(end, QStringLiteral("<rect x=\"0\" y=\"%1\" width=\"%2\" height=\"%3\" fill=\"#ffffff\"/>\n"
                                   "<text x=\"8\" y=\"%4\" font-size=\"11\" fill=\"#303030\">%5</text>\n")
                        .arg(num(height), num(width), num(kStrip), num(height + 16), escape(caption)));
    doc.replace(m.capturedStart(), m.capturedLength(),
                QStringLiteral("width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\"").arg(num(width), num(total)));
    return doc.toUtf8();
}

QByteArray SvgWriter::finish() const {
    QString doc = QStringLiteral(
                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%1\" height=\"%2\" "
                      "viewBox=\"0 0 %1 %2\" font-family=\"sans-serif\">\n")
                      .arg(num(size_.width()), num(size_.height()));
    if (!title_.isEmpty()) doc += QStringLiteral("<title>%1</title>\n").arg(escape(title_));
    doc += QStringLiteral("<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#ffffff\"/>\n")
               .arg(num(size_.width()), num(size_.height()));
    doc += body_;
    doc += QStringLiteral("</svg>\n");
    return doc.toUtf8();
}

}  // namespace moe::ui

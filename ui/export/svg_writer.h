#pragma once
// A small SVG 1.1 document builder (pure, no QtSvg): rectangles, lines, circles and text in pixel
// coordinates, escaped, with an optional class per element so tests and style sheets can find
// them. The studio's grids and bar charts emit their pure geometry through it.
#include <QByteArray>
#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace moe::ui {

class SvgWriter {
public:
    explicit SvgWriter(QSizeF size, const QString& title = {});

    enum class Anchor { Start, Middle, End };

    void rect(const QRectF& r, const QColor& fill, const QColor& stroke = {}, const QString& cssClass = {},
              const QString& tooltip = {});
    void line(QPointF from, QPointF to, const QColor& stroke, double width = 1, bool dashed = false);
    void circle(QPointF centre, double radius, const QColor& fill, const QColor& stroke = {},
                const QString& cssClass = {});
    void text(QPointF baseline, const QString& text, double size = 11, Anchor anchor = Anchor::Start,
              const QColor& colour = Qt::black, bool bold = false);
    // The finished document (UTF-8, with the XML declaration).
    [[nodiscard]] QByteArray finish() const;

    static QString escape(const QString& text);
    // `document` (as finish() writes it) with a caption line added under the picture: the page
    // grows by the caption's strip. Unchanged when `caption` or `document` is empty.
    static QByteArray withCaption(const QByteArray& document, const QString& caption);

private:
    QString body_;
    QSizeF size_;
    QString title_;
};

}  // namespace moe::ui

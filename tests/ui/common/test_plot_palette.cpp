// Charts follow the widget palette: after followPalette(), a dark palette set on the plot (what a
// desktop light/dark switch does) repaints its background with Base and its axes and legend with
// Text; the extra hook restyles view items; switching back to a light palette follows again.
#include <QtTest>
#include <qcustomplot.h>

#include "ui/common/plot_palette.h"

using moe::ui::followPalette;

namespace {

QPalette paletteWith(const QColor& base, const QColor& text, const QColor& mid) {
    QPalette p;
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Mid, mid);
    p.setColor(QPalette::Window, base);
    p.setColor(QPalette::WindowText, text);
    return p;
}

}  // namespace

class TestPlotPalette : public QObject {
    Q_OBJECT
private slots:
    void followsPaletteChanges() {
        QCustomPlot plot;
        plot.resize(320, 200);
        plot.legend->setVisible(true);
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName("weights");
        bars->setData({1, 2}, {3, 4});
        plot.rescaleAxes();
        QColor extraSeen;
        followPalette(&plot, [&](const QPalette& p) { extraSeen = p.color(QPalette::Text); });

        const QColor darkBase(30, 30, 34), lightText(230, 230, 230), darkMid(90, 90, 96);
        plot.setPalette(paletteWith(darkBase, lightText, darkMid));
        QCOMPARE(plot.xAxis->labelColor(), lightText);
        QCOMPARE(plot.yAxis->tickLabelColor(), lightText);
        QCOMPARE(plot.xAxis->basePen().color(), lightText);
        QCOMPARE(plot.xAxis->grid()->pen().color(), darkMid);
        QCOMPARE(plot.legend->textColor(), lightText);
        QCOMPARE(extraSeen, lightText);
        // The rendered picture's corner is the Base colour, not QCustomPlot's white.
        const QImage dark = plot.toPixmap(320, 200).toImage();
        QCOMPARE(QColor(dark.pixel(1, 1)), darkBase);

        const QColor white(255, 255, 255), black(0, 0, 0), grey(160, 160, 160);
        plot.setPalette(paletteWith(white, black, grey));
        QCOMPARE(plot.xAxis->labelColor(), black);
        QCOMPARE(extraSeen, black);
        QCOMPARE(QColor(plot.toPixmap(320, 200).toImage().pixel(1, 1)), white);
    }
};

QTEST_MAIN(TestPlotPalette)
#include "test_plot_palette.moc"

// The search plot's y title: whole where the axis is tall enough for it, its short form where a
// vertical title would be cut at both ends (review at 1366x768: "ens/s/GP").
#include <qcustomplot.h>

#include <QFontMetrics>
#include <QtTest>

#include "ui/search/pareto_plot.h"
#include "ui_test_support.h"

using moe::ui::ParetoPlot;

class TestParetoPlot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { moe::uitest::isolateSettings(); }

    void theYTitleIsNeverLongerThanItsAxis() {
        ParetoPlot plot;
        plot.resize(500, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCustomPlot* p = plot.plot();
        p->replot();
        QCoreApplication::processEvents();
        p->replot();
        const QString full = p->yAxis->label();
        QCOMPARE(full, ParetoPlot::tr("Tokens/s/GPU"));  // tall: the whole title

        // Short: the plot at its minimum height with a title font 30 % larger (a 1.3 scale factor
        // or a longer language), so the whole title is longer than the axis rect is high.
        QFont big = p->yAxis->labelFont();
        big.setPointSizeF(big.pointSizeF() * 1.3);
        p->yAxis->setLabelFont(big);
        plot.resize(500, p->minimumHeight());
        QTRY_VERIFY(p->height() <= p->minimumHeight() + 2);
        p->replot();
        QCoreApplication::processEvents();
        p->replot();
        const QFontMetrics metrics(big);
        QVERIFY2(metrics.horizontalAdvance(full) > p->axisRect()->height(), "the case is not short enough to test");
        const QString shown = p->yAxis->label();
        QVERIFY2(shown != full, qPrintable(shown));
        QVERIFY2(metrics.horizontalAdvance(shown) <= p->axisRect()->height(),
                 qPrintable(QStringLiteral("%1 px of title on a %2 px axis")
                                .arg(metrics.horizontalAdvance(shown))
                                .arg(p->axisRect()->height())));

        // Tall again: the whole title comes back.
        plot.resize(500, 420);
        QTRY_VERIFY(p->height() >= 400);
        p->replot();
        QCoreApplication::processEvents();
        p->replot();
        QCOMPARE(p->yAxis->label(), full);
    }
};

QTEST_MAIN(TestParetoPlot)
#include "test_pareto_plot.moc"

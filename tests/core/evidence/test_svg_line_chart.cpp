// The evidence report's step-time chart (issue 26 §3), read back from its SVG text: the polyline
// breaks where the log printed nothing (no segment spans a gap), iteration ticks are whole numbers,
// and both axis titles carry a unit. Data: synthetic points, and the report of
// tests/fixtures/evidence run-a.log.
#include <QRegularExpression>
#include <QtTest>

#include "core/evidence/evidence_report.h"
#include "core/evidence/run_evidence.h"
#include "core/evidence/svg_chart.h"
#include "tests/support/test_files.h"

using namespace moe::evidence;

namespace {

// The path's subpaths, each a list of points in SVG pixels.
QList<QList<QPointF>> subpaths(const std::string& svg) {
    const QString text = QString::fromStdString(svg);
    const auto d = QRegularExpression(QStringLiteral("<path d=\"([^\"]*)\"")).match(text);
    QList<QList<QPointF>> out;
    if (!d.hasMatch()) return out;
    const QRegularExpression command(QStringLiteral("([ML]) ?(-?[0-9.]+) (-?[0-9.]+)"));
    for (auto it = command.globalMatch(d.captured(1)); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) == u'M') out.append(QList<QPointF>{});
        out.last().append(QPointF(m.captured(2).toDouble(), m.captured(3).toDouble()));
    }
    return out;
}

// The x-axis tick labels: the 10-point centred texts on the row under the plot.
QStringList xTicks(const std::string& svg, double rowY) {
    QStringList ticks;
    const QRegularExpression re(
        QStringLiteral("<text x=\"[0-9.]+\" y=\"%1\" font-size=\"10\" text-anchor=\"middle\">([^<]*)</text>")
            .arg(rowY, 0, 'f', 1));
    for (auto it = re.globalMatch(QString::fromStdString(svg)); it.hasNext();) ticks << it.next().captured(1);
    return ticks;
}

// renderLineChartSvg's default 640x260 plot: top 28, bottom margin 40, tick row 14 below the axis.
constexpr double kTickRowY = 28 + (260 - 28 - 40) + 14;

}  // namespace

class TestSvgLineChart : public QObject {
    Q_OBJECT
private slots:
    void lineBreaksAtGaps() {
        LineChart c;
        c.integer_x = true;
        c.max_step = 1;
        for (int i : {122, 123, 124, 125, 142, 143, 144, 145, 182, 183, 184, 185})
            c.points.push_back({double(i), 1000.0 + i});
        const auto paths = subpaths(renderLineChartSvg(c));
        QCOMPARE(paths.size(), 3);  // one per printed block
        for (const auto& p : paths) QCOMPARE(p.size(), 4);
        // Without max_step the old behaviour: one line through the gaps.
        c.max_step.reset();
        QCOMPARE(subpaths(renderLineChartSvg(c)).size(), 1);
    }

    void iterationTicksAreIntegers() {
        for (const auto& [from, to] : {std::pair{1, 3}, std::pair{122, 185}, std::pair{41, 50}, std::pair{10, 1000}}) {
            LineChart c;
            c.integer_x = true;
            c.points = {{double(from), 900.0}, {double(to), 1100.0}};
            const QStringList ticks = xTicks(renderLineChartSvg(c), kTickRowY);
            QVERIFY2(ticks.size() >= 2,
                     qPrintable(QStringLiteral("%1-%2: %3").arg(from).arg(to).arg(ticks.join(u','))));
            for (const QString& t : ticks)
                QVERIFY2(QRegularExpression(QStringLiteral("^[0-9]+$")).match(t).hasMatch(),
                         qPrintable(QStringLiteral("%1-%2: tick %3").arg(from).arg(to).arg(t)));
        }
    }

    void reportChartHasUnitsAndBreaks() {
        auto run = loadRunEvidence(
            {moe::testing::fixturePath("evidence/recipe-a.yaml"), moe::testing::fixturePath("evidence/run-a.log")}, {},
            "A");
        QVERIFY(run.ok());
        EvidenceReportInput in;
        in.run = std::move(*run);
        const std::string html = evidenceReportHtml(in);
        const auto start = html.find("<svg");
        QVERIFY(start != std::string::npos);
        const std::string svg = html.substr(start, html.find("</svg>", start) - start + 6);
        QVERIFY2(svg.find(">training iteration (step)</text>") != std::string::npos, svg.c_str());
        QVERIFY(svg.find(">step time (ms)</text>") != std::string::npos);
        for (const QString& t : xTicks(svg, kTickRowY))
            QVERIFY2(QRegularExpression(QStringLiteral("^[0-9]+$")).match(t).hasMatch(), qPrintable(t));
    }
};

QTEST_GUILESS_MAIN(TestSvgLineChart)
#include "test_svg_line_chart.moc"

// Picture export: the folded grids, the memory chart, the estimate's breakdown bar and the Pareto
// plot each export to PNG (decodes, right size, not blank), PDF (%PDF header) and SVG (parses as
// XML; one rect per GPU of a 16-GPU recipe in both meshes, one segment per stage and category,
// one part per non-zero step part of estimateStepTime, one circle per plan). Writes are atomic:
// a failed export leaves an existing file untouched. Each view has "Export image…" in its
// context menu and is found from a focused child.
#include <qcustomplot.h>

#include <QAction>
#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <set>

#include "core/perf/calibration.h"
#include "core/search/layout_search.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/export/image_export.h"
#include "ui/export/view_image_sources.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/memory/memory_chart.h"
#include "ui/search/pareto_plot.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

// Elements named `element` (with class `cssClass` when given); -1 when the document is not XML.
int countElements(const QByteArray& xml, const QString& element, const QString& cssClass = {}) {
    QXmlStreamReader reader(xml);
    int count = 0;
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == element &&
            (cssClass.isEmpty() || reader.attributes().value(QStringLiteral("class")) == cssClass))
            ++count;
    }
    return reader.hasError() ? -1 : count;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Exports in every format the source offers and checks the files; returns the SVG (empty if none).
QByteArray exportAll(const ImageSource& source, const QDir& dir, QSize expectedPng) {
    QByteArray svg;
    for (ImageFormat format : availableImageFormats(source)) {
        const QString path = dir.filePath(source.name + QStringLiteral(".") + imageFormatSuffix(format));
        QString error;
        if (!exportImage(source, path, format, &error)) qFatal("export %s: %s", qPrintable(path), qPrintable(error));
        const QByteArray bytes = readAll(path);
        if (format == ImageFormat::Png) {
            QImage image;
            if (!image.loadFromData(bytes, "PNG")) qFatal("%s does not decode", qPrintable(path));
            if (image.size() != expectedPng * image.devicePixelRatio() && image.size() != expectedPng)
                qFatal("%s has the wrong size", qPrintable(path));
            std::set<QRgb> colours;
            for (int y = 0; y < image.height(); y += 3)
                for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
            if (colours.size() < 3) qFatal("%s is blank", qPrintable(path));
        } else if (format == ImageFormat::Pdf) {
            if (!bytes.startsWith("%PDF")) qFatal("%s is not a PDF", qPrintable(path));
        } else {
            svg = bytes;
        }
    }
    return svg;
}

}  // namespace

class TestImageExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void foldedGrids() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("export"));
        FoldedGridView view(&state);
        view.resize(900, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.geometry().level, AggregationLevel::Gpu);
        QTemporaryDir dir;
        const ImageSource source = imageSource(&view);
        QCOMPARE(availableImageFormats(source).size(), 3);
        const QByteArray svg = exportAll(source, QDir(dir.path()), view.size());
        // Every GPU once in the attention mesh and once in the MoE mesh.
        QCOMPARE(countElements(svg, QStringLiteral("rect"), QStringLiteral("gpu")),
                 static_cast<int>(2 * state.recipe().layout.world_size));
        QCOMPARE(countElements(svg, QStringLiteral("rect"), QStringLiteral("stage")),
                 static_cast<int>(2 * state.recipe().layout.pp));

        // Context menu and File ▸ Export Image… lookup.
        ImageExportHandle* handle = installImageExport(&view);
        QCOMPARE(view.contextMenuPolicy(), Qt::CustomContextMenu);
        QCOMPARE(ImageExportHandle::find(&view), handle);
        QVERIFY(handle->exportAction()->text().startsWith(QStringLiteral("Export image")));
    }

    void memoryChart() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("export"));
        MemoryChart chart(&state);
        chart.resize(700, 420);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.settle();
        QVERIFY(!chart.geometry().segments.empty());
        QTemporaryDir dir;
        const QByteArray svg = exportAll(imageSource(&chart), QDir(dir.path()), chart.plot()->size());
        QCOMPARE(countElements(svg, QStringLiteral("rect"), QStringLiteral("segment")),
                 static_cast<int>(chart.geometry().stageTotalsGiB.size() * kStackOrder.size()));

        // The plot is what the menu sits on; a focused plot finds it.
        ImageExportHandle* handle = installImageExport(&chart);
        QCOMPARE(ImageExportHandle::find(chart.plot()), handle);
        QVERIFY(chart.plot()->focusPolicy() != Qt::NoFocus);
    }

    void estimateBreakdown() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("export"));
        EstimatePanel panel(&state);
        panel.resize(800, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.settle();
        QTemporaryDir dir;
        const QByteArray svg = exportAll(imageSource(&panel), QDir(dir.path()), panel.plot()->size());
        Result<StepEstimate> e = estimateStepTime(state.recipe(), builtinCalibration());
        QVERIFY(e.ok());
        int nonZero = 0;
        for (StepPart part : kStepParts) nonZero += stepPartSeconds(e.value().breakdown, part) > 0 ? 1 : 0;
        QVERIFY(nonZero > 0);
        QCOMPARE(countElements(svg, QStringLiteral("rect"), QStringLiteral("part")), nonZero);
    }

    void paretoPlot() {
        const Recipe r = uitest::namedDefaultRecipe("export");
        SearchResult result;
        const double points[][2] = {{5, 900}, {10, 800}, {12, 600}, {3, 700}};
        for (const auto& p : points) {
            SearchCandidate c;
            c.recipe = r;
            c.headroom_gib = p[0];
            c.estimate.tokens_per_s_per_gpu = p[1];
            result.results.push_back(c);
        }
        result.pareto = {result.results[0], result.results[1], result.results[2]};
        ParetoPlot plot;
        plot.resize(600, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setResult(&result);
        QTemporaryDir dir;
        const QByteArray svg = exportAll(imageSource(&plot), QDir(dir.path()), plot.plot()->size());
        QCOMPARE(countElements(svg, QStringLiteral("circle"), QStringLiteral("plan")), 4);
        QCOMPARE(countElements(svg, QStringLiteral("circle"), QStringLiteral("front")), 3);
    }

    void everyPictureNamesItsRecipe() {
        // A caption under the picture says which recipe it shows: PNG (a strip under the
        // grab), SVG (a text line, the page taller by the strip) and PDF alike.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("caption-recipe"));
        MemoryChart chart(&state);
        chart.resize(600, 360);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.settle();
        ImageSource source = imageSource(&chart);
        const QString caption = QStringLiteral("caption-recipe — Qwen3-30B-A3B, 4K context, 16x H100");
        source.caption = [caption] { return caption; };
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("c.png"));
        QVERIFY(exportImage(source, png, ImageFormat::Png));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), chart.plot()->width());
        QVERIFY2(image.height() > chart.plot()->height(), qPrintable(QStringLiteral("%1 high").arg(image.height())));
        // The strip holds dark text pixels below the plot.
        int ink = 0;
        for (int y = chart.plot()->height(); y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) ink += qGray(image.pixel(x, y)) < 96;
        QVERIFY2(ink > 20, qPrintable(QStringLiteral("%1 dark pixels in the caption strip").arg(ink)));

        const QString svgPath = dir.filePath(QStringLiteral("c.svg"));
        QVERIFY(exportImage(source, svgPath, ImageFormat::Svg));
        const QByteArray svg = readAll(svgPath);
        QVERIFY2(countElements(svg, QStringLiteral("text")) > 0, svg.left(400).constData());  // still well-formed XML
        QVERIFY(svg.contains(caption.toHtmlEscaped().toUtf8()));
        QVERIFY(svg.contains(QStringLiteral("height=\"%1.00\"").arg(chart.plot()->height() + 24).toUtf8()));

        const QString pdf = dir.filePath(QStringLiteral("c.pdf"));
        QVERIFY(exportImage(source, pdf, ImageFormat::Pdf));
        QVERIFY(readAll(pdf).startsWith("%PDF"));
    }

    void failedWritesLeaveTheTargetAlone() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("export"));
        FoldedGridView view(&state);
        view.resize(400, 300);
        QTemporaryDir dir;
        const QString path = uitest::writeText(QDir(dir.path()), QStringLiteral("keep.png"), "old");
        QString error;
        // No GPU grid drawn yet → the SVG is empty → nothing is written.
        ImageSource empty = imageSource(&view);
        empty.svg = [] { return QByteArray(); };
        QVERIFY(!exportImage(empty, path, ImageFormat::Svg, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(readAll(path), QByteArray("old"));
        QVERIFY(!exportImage(imageSource(&view), dir.filePath(QStringLiteral("missing/dir/x.png")), ImageFormat::Png,
                             &error));
        QVERIFY(exportImage(imageSource(&view), path, ImageFormat::Png, &error));
        QVERIFY(readAll(path).startsWith("\x89PNG"));
        QVERIFY(imageFormatForPath(QStringLiteral("a/B.PdF")) == ImageFormat::Pdf);
        QVERIFY(!imageFormatForPath(QStringLiteral("a.jpg")));
    }
};

QTEST_MAIN(TestImageExport)
#include "test_image_export.moc"

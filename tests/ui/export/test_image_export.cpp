// Picture export through one drawing path (issue 41, "ready for the slide"): the folded grids, the
// memory chart, the estimate's breakdown and the Pareto plot each export to PNG, SVG (Qt Svg's
// QSvgGenerator) and PDF from the same QPainter code, so the SVG, rendered back, is the PNG: the same
// size and, pixel by pixel, the same picture. Captions wrap under the picture in every format; the
// grid's on-screen hint ("click a GPU…") stays off the picture. Writes are atomic: a failed export
// leaves an existing file untouched. Each view has "Export image…" in its context menu.
#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/search/layout_search.h"
#include "ui/common/panel_visibility.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/estimate/step_breakdown_legend.h"
#include "ui/estimate/step_breakdown_model.h"
#include "ui/export/image_export.h"
#include "ui/export/image_export_dialog.h"
#include "ui/export/view_image_sources.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/memory/memory_chart.h"
#include "ui/search/pareto_plot.h"
#include "ui/state/studio_state.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Share of sampled pixels where two pictures of one size differ clearly: a pixel of `a` counts when
// no pixel within one of it in `b` is close (rasterisers place antialiased edges and text up to a
// pixel apart; a missing, moved or recoloured element differs far more).
double differingShare(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return 1.0;
    auto distance = [](const QColor& p, const QColor& q) {
        return std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) + std::abs(p.blue() - q.blue());
    };
    int differ = 0, total = 0;
    for (int y = 0; y < a.height(); y += 2)
        for (int x = 0; x < a.width(); x += 2) {
            const QColor p = a.pixelColor(x, y);
            int best = 765;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int xx = x + dx, yy = y + dy;
                    if (xx >= 0 && yy >= 0 && xx < b.width() && yy < b.height())
                        best = std::min(best, distance(p, b.pixelColor(xx, yy)));
                }
            differ += best > 150 ? 1 : 0;
            ++total;
        }
    return total ? static_cast<double>(differ) / total : 1.0;
}

// Exports `source` as PNG, SVG and PDF; checks the PNG decodes at `expected` logical size and is not
// blank, the PDF is a PDF, and the SVG rendered back at the PNG's size is the same picture. Returns
// the SVG text.
QByteArray exportAll(const ImageSource& source, const QDir& dir, QSize expected) {
    QImage png;
    QByteArray svg;
    for (ImageFormat format : availableImageFormats(source)) {
        const QString path = dir.filePath(source.name + QStringLiteral(".") + imageFormatSuffix(format));
        QString error;
        if (!exportImage(source, path, format, &error)) qFatal("export %s: %s", qPrintable(path), qPrintable(error));
        const QByteArray bytes = readAll(path);
        if (format == ImageFormat::Png) {
            if (!png.loadFromData(bytes, "PNG")) qFatal("%s does not decode", qPrintable(path));
            // The default scale: at least 2 pixels per logical pixel (a slide's picture).
            const QSize want = (QSizeF(expected) * defaultPngScale(source)).toSize();
            if (png.size() != want)
                qFatal("%s is %dx%d, expected %dx%d", qPrintable(path), png.width(), png.height(), want.width(),
                       want.height());
            std::set<QRgb> colours;
            for (int y = 0; y < png.height(); y += 3)
                for (int x = 0; x < png.width(); x += 3) colours.insert(png.pixel(x, y));
            if (colours.size() < 3) qFatal("%s is blank", qPrintable(path));
        } else if (format == ImageFormat::Pdf) {
            if (!bytes.startsWith("%PDF")) qFatal("%s is not a PDF", qPrintable(path));
        } else {
            svg = bytes;
        }
    }
    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) qFatal("the SVG does not parse");
    // The page in the picture's pixels (width and height are written in millimetres at 96 dpi).
    if (renderer.viewBoxF().size().toSize() != expected)
        qFatal("the SVG is %dx%d", renderer.viewBoxF().size().toSize().width(),
               renderer.viewBoxF().size().toSize().height());
    QImage rendered(png.size(), QImage::Format_ARGB32_Premultiplied);
    rendered.fill(Qt::white);
    QPainter painter(&rendered);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(png.size())));
    painter.end();
    const double share = differingShare(png.convertToFormat(QImage::Format_ARGB32_Premultiplied), rendered);
    if (share > 0.12) {
        // Both pictures beside the failure, to look at.
        png.save(dir.filePath(source.name + QStringLiteral("-png.png")));
        rendered.save(dir.filePath(source.name + QStringLiteral("-svg.png")));
        qFatal("%s: the SVG differs from the PNG in %.1f %% of the pixels (both in %s)", qPrintable(source.name),
               100 * share, qPrintable(dir.path()));
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
        QVERIFY(view.legendItems().size() > 0);
        bool hintOnScreen = false;
        for (const LegendItem& item : view.legendItems())
            hintOnScreen = hintOnScreen || item.label.startsWith(QStringLiteral("click a GPU"));
        QVERIFY(hintOnScreen);  // on screen the legend invites a click
        const QByteArray svg = exportAll(source, QDir(dir.path()), view.size());
        // The picture does not: nobody can click a slide.
        QVERIFY(!svg.contains("click a GPU"));
        QVERIFY(svg.contains("<text"));  // text stays text

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
        exportAll(imageSource(&chart), QDir(dir.path()), chart.plot()->size());

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
        // The bar, then a legend in the breakdown table's words (review: an exported bar had no
        // legend): every part with time, its seconds and share as the table shows them.
        const QVector<StepLegendEntry> entries = stepLegendEntries(*panel.breakdownModel());
        QVERIFY(entries.size() >= 2);
        const int legend = stepLegendHeight(entries, panel.plot()->font(), panel.plot()->width());
        QVERIFY(legend > 0);
        const QByteArray svg =
            exportAll(imageSource(&panel), QDir(dir.path()), panel.plot()->size() + QSize(0, legend));
        const StepBreakdownModel& model = *panel.breakdownModel();
        int named = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.geometry().segments[size_t(row)].seconds <= 0) continue;
            const QString name = model.data(model.index(row, StepBreakdownModel::PartColumn)).toString();
            const QString seconds = model.data(model.index(row, StepBreakdownModel::SecondsColumn)).toString();
            QVERIFY2(svg.contains(name.toHtmlEscaped().toUtf8()), qPrintable(name));
            QVERIFY2(svg.contains(seconds.toUtf8()), qPrintable(seconds));
            ++named;
        }
        QCOMPARE(named, entries.size());
    }

    // Review (a design meeting's slides): with the Estimate dock tabbed away, edits are not
    // estimated, and the exported breakdown showed an earlier recipe's bars under the current
    // recipe's caption. The export brings the panel up to date first.
    void aTabbedAwayBreakdownIsBroughtUpToDateBeforeExport() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("export"));
        QWidget dock;  // a dock whose tab is behind another: the panel is shown but nothing of it is seen
        dock.resize(800, 500);
        auto* panel = new EstimatePanel(&state, &dock);
        panel->setGeometry(0, 0, 800, 500);
        auto* cover = new QWidget(&dock);
        cover->setAutoFillBackground(true);
        cover->setGeometry(0, 0, 800, 500);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        panel->settle();
        const double before = panel->outcome()->estimate->step_time_s;
        cover->raise();
        QVERIFY(isTabbedAway(panel));
        Recipe edited = state.recipe();
        edited.layout.micro_batch_size = 2;  // a different step time
        state.replaceRecipe(edited, {}, QStringLiteral("MBS 2"));
        panel->settle();
        QCOMPARE(panel->outcome()->estimate->step_time_s, before);  // tabbed away: not estimated yet
        auto expected = estimateStepTime(state.recipe(), builtinCalibration());
        QVERIFY(expected.ok());
        QVERIFY(std::fabs(expected->step_time_s - before) > 1e-6);

        QTemporaryDir dir;
        QString error;
        QVERIFY2(exportImage(imageSource(panel), dir.filePath(QStringLiteral("b.svg")), ImageFormat::Svg, &error),
                 qPrintable(error));
        QCOMPARE(panel->outcome()->estimate->step_time_s, expected->step_time_s);
    }

    void stepLegendFlowsIntoRows() {
        // By hand: entries of 100, 100 and 100 px text take 12 + 6 + 100 = 118 px each plus an 18 px
        // gap. In 300 px (8 px margins): the first at x 8, the second at 8 + 136 = 144 (ends 262),
        // the third would end at 398 > 292, so it starts row two at x 8.
        const StepLegendLayout l = StepLegendLayout::compute({100, 100, 100}, 16, 300, 50);
        QCOMPARE(l.swatches.size(), 3);
        QCOMPARE(l.swatches[0].left(), 8);
        QCOMPARE(l.swatches[1].left(), 144);
        QCOMPARE(l.swatches[2].left(), 8);
        QCOMPARE(l.texts[0].left(), 8 + 12 + 6);
        QCOMPARE(l.texts[0].top(), 58);           // top 50 + margin 8
        QCOMPARE(l.texts[2].top(), 58 + 16 + 4);  // one row of 16 and the row gap
        QCOMPARE(l.height, 8 + 16 + 4 + 16 + 8);
        QVERIFY(l.texts[1].right() < 300 - 8);
        // An entry wider than the row keeps a row of its own; no entries, no legend.
        QCOMPARE(StepLegendLayout::compute({500}, 16, 300, 0).swatches[0].left(), 8);
        QCOMPARE(StepLegendLayout::compute({}, 16, 300, 0).height, 0);
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
        exportAll(imageSource(&plot), QDir(dir.path()), plot.plot()->size());
        // Squeezed by a short dock (review 24: a plot 80 px tall under its legend), the picture is
        // laid out again at half a slide, not at the size seen.
        plot.resize(300, 120);
        QCoreApplication::processEvents();
        QVERIFY(plot.plot()->height() < 320);
        QTemporaryDir small;
        exportAll(imageSource(&plot), QDir(small.path()), QSize(480, 320));
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
        // Long enough to wrap at 600 px: a slide's caption is never cut at the picture's edge.
        const QString caption = QStringLiteral(
            "caption-recipe — Qwen3-30B-A3B, 4K context, 16x H100, TP1 EP16, BF16, HybridEP with EP overlap, "
            "distributed optimizer with grad-reduce and param-gather overlap, selective recompute of moe_act");
        source.caption = [caption] { return caption; };
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("c.png"));
        QVERIFY(exportImage(source, png, ImageFormat::Png, nullptr, 1.0));  // one pixel per logical pixel
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), chart.plot()->width());
        QVERIFY2(image.height() > chart.plot()->height(), qPrintable(QStringLiteral("%1 high").arg(image.height())));
        // The strip holds dark text pixels below the plot.
        int ink = 0;
        for (int y = chart.plot()->height(); y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) ink += qGray(image.pixel(x, y)) < 96;
        QVERIFY2(ink > 20, qPrintable(QStringLiteral("%1 dark pixels in the caption strip").arg(ink)));

        // Wrapped: the strip is at least two lines of the view's font high.
        QVERIFY2(image.height() - chart.plot()->height() >= 2 * QFontMetrics(chart.font()).height(),
                 qPrintable(QStringLiteral("strip %1 px").arg(image.height() - chart.plot()->height())));
        const QString svgPath = dir.filePath(QStringLiteral("c.svg"));
        QVERIFY(exportImage(source, svgPath, ImageFormat::Svg));
        QSvgRenderer svg(readAll(svgPath));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBoxF().size().toSize(), QSize(image.width(), image.height()));  // the same page as the PNG
        QVERIFY(readAll(svgPath).contains("caption-recipe"));

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
        // Nothing to draw (a source whose picture is empty) → nothing is written.
        ImageSource empty = imageSource(&view);
        empty.paintSize = [] { return QSize(); };
        empty.paint = [](QPainter&, QSize) {};
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

    void theDialogListsEveryPictureAndItsPixels() {
        // A review exported the grid it had clicked earlier while it meant the memory chart, and
        // found the PNGs too small for a slide: the dialog names every picture of the window, starts
        // on the one asked for, and the chosen scale multiplies the PNG's pixels.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("export-dialog"));
        QWidget window;
        auto* grid = new FoldedGridView(&state, &window);
        auto* chart = new MemoryChart(&state, &window);
        grid->setGeometry(0, 0, 500, 300);
        chart->setGeometry(0, 300, 500, 300);
        window.resize(500, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        chart->settle();
        // Installed chart first: the list still reads grid, then memory (review 36: the order
        // changed between openings, and Home/Up picked another picture).
        ImageExportHandle* chartPicture = installImageExport(chart);
        ImageExportHandle* gridPicture = installImageExport(grid);
        QCOMPARE(ImageExportHandle::handlesOf(&window), (QList<ImageExportHandle*>{gridPicture, chartPicture}));
        chart->setParent(nullptr);  // re-parented, as a dock moves: the object tree's order changes
        chart->setParent(&window);
        grid->setParent(nullptr);
        grid->setParent(&window);
        grid->show();
        chart->show();
        QCOMPARE(ImageExportHandle::handlesOf(&window), (QList<ImageExportHandle*>{gridPicture, chartPicture}));

        ImageExportDialog dialog(ImageExportHandle::handlesOf(&window), chartPicture, &window);
        QCOMPARE(dialog.pictureBox()->count(), 2);
        QCOMPARE(dialog.chosenPicture(), chartPicture);
        QCOMPARE(dialog.pictureBox()->currentText(), chartPicture->title());
        QVERIFY(chartPicture->title() != gridPicture->title());
        QVERIFY2(!chartPicture->title().contains(QLatin1Char('-')),
                 qPrintable(chartPicture->title()));  // not a file stem
        QTest::keyClick(dialog.pictureBox(), Qt::Key_Up);
        QCOMPARE(dialog.chosenPicture(), gridPicture);

        // 3x: the size line and the file say the same number of pixels (3 x 500 wide).
        dialog.scaleBox()->setCurrentIndex(2);
        QCOMPARE(dialog.pngScale(), 3.0);
        QVERIFY2(dialog.sizeLabel()->text().contains(QLocale().toString(1500)), qPrintable(dialog.sizeLabel()->text()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.png"));
        QVERIFY(exportImage(dialog.chosenPicture()->source(), path, ImageFormat::Png, nullptr, dialog.pngScale()));
        const QImage png(path);
        QCOMPARE(png.width(), 3 * grid->width());
        QVERIFY(png.height() >= 3 * grid->height());  // plus the caption strip, if any
    }

    // Review 31, keyboard only: Alt+S went to "PNG size" instead of "Save As…" (both took S). In
    // every language the dialog's mnemonics are each one control's.
    void theDialogsMnemonicsAreUnique_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void theDialogsMnemonicsAreUnique() {
        QFETCH(QString, language);
        ui::UiLanguage catalog;
        if (!language.isEmpty()) QCOMPARE(catalog.install(ui::UiLanguage::localeFor(language)), language);
        const auto restore = qScopeGuard([&] { catalog.install(QLocale(QLocale::English, QLocale::UnitedStates)); });
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Mnemonics"));
        QWidget window;
        auto* chart = new MemoryChart(&state, &window);
        window.resize(500, 400);
        chart->setGeometry(0, 0, 500, 400);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ImageExportHandle* picture = installImageExport(chart);
        ImageExportDialog dialog(ImageExportHandle::handlesOf(&window), picture, &window);
        QMap<QKeySequence, QStringList> owners;
        for (const QAbstractButton* b : dialog.findChildren<QAbstractButton*>())
            if (const QKeySequence k = QKeySequence::mnemonic(b->text()); !k.isEmpty()) owners[k] << b->text();
        for (const QLabel* l : dialog.findChildren<QLabel*>())
            if (const QKeySequence k = QKeySequence::mnemonic(l->text()); !k.isEmpty() && l->buddy())
                owners[k] << l->text();
        QVERIFY(owners.size() >= 3);  // picture, size, save as
        for (auto it = owners.cbegin(); it != owners.cend(); ++it)
            QVERIFY2(it.value().size() == 1,
                     qPrintable(it.key().toString() + QStringLiteral(": ") + it.value().join(QStringLiteral(" | "))));
    }
};

QTEST_MAIN(TestImageExport)
#include "test_image_export.moc"

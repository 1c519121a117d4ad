// WCAG contrast (issue 26 §3): the ratio helper against known values (black on white 21:1, #777 on
// white 4.48:1, the WCAG 2.1 definition), and the three colours that used to vanish in the dark
// scheme — the grid legend's selected-GPU swatch, Compare's green/red deltas (also on a selected
// row and on the amber "changed" background), and the memory chart's binding-stage callout —
// reaching 4.5:1 on what they are drawn on, in the Light and Dark palettes of View ▸ Colour Scheme.
#include <qcustomplot.h>

#include <QPalette>
#include <QtTest>

#include "common/contrast_text.h"
#include "compare/compare_delta_fixture.h"
#include "ui/common/contrast.h"
#include "ui/compare/compare_delegate.h"
#include "ui/compare/compare_model.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/grid/grid_legend.h"
#include "ui/memory/memory_chart.h"
#include "ui/state/studio_state.h"
#include "ui/window/color_scheme.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

constexpr double kMin = 4.5;

}  // namespace

class TestContrast : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void knownRatios() {
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(contrastRatio(Qt::white, Qt::white), 1.0);
        QCOMPARE(contrastRatio(Qt::white, Qt::black), contrastRatio(Qt::black, Qt::white));  // order-free
        // #777 on white: L = 0.1845, (1.05) / (0.2345) = 4.478, the classic "just fails AA" grey.
        QVERIFY(qAbs(contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
        QVERIFY(qAbs(relativeLuminance(QColor(0x77, 0x77, 0x77)) - 0.1845) < 0.0005);
        QCOMPARE(relativeLuminance(Qt::white), 1.0);
        // The sRGB linear segment: 0x0a / 255 = 0.0392 <= 0.04045 -> / 12.92, green weight 0.7152.
        QVERIFY(qAbs(relativeLuminance(QColor(0, 0x0a, 0)) - 0.7152 * (10.0 / 255.0) / 12.92) < 1e-9);
    }

    void legibleOnMovesOnlyAsFarAsNeeded() {
        const QColor blue(0x1a, 0x5f, 0xb4);
        QCOMPARE(legibleOn(blue, Qt::white), blue);  // already 6.4:1
        const QColor dark(0x1e, 0x1e, 0x1e);
        const QColor lifted = legibleOn(blue, dark);
        QVERIFY(contrastRatio(lifted, dark) >= kMin);
        QVERIFY(contrastRatio(lifted, dark) < kMin + 0.5);  // not washed out to white
        QVERIFY(lifted.blue() > lifted.red());              // still blue
        QCOMPARE(composite(QColor(255, 0, 0, 0), Qt::white), QColor(Qt::white));
    }

    void theThreeColoursInBothSchemes_data() {
        QTest::addColumn<int>("scheme");
        QTest::newRow("light") << static_cast<int>(ColorScheme::Light);
        QTest::newRow("dark") << static_cast<int>(ColorScheme::Dark);
    }
    void theThreeColoursInBothSchemes() {
        QFETCH(int, scheme);
        const QPalette palette = colorSchemePalette(static_cast<ColorScheme>(scheme));
        const QColor base = palette.color(QPalette::Base);

        // Grid legend: the selected-GPU swatch's visible edge (its outline, else its fill) on the base.
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("contrast"));
        FoldedGridView view(&state);
        QVERIFY(view.rankGrid().has_value());
        bool found = false;
        for (const LegendItem& item : gridLegendItems(*view.rankGrid(), {}, base)) {
            if (item.label != QStringLiteral("selected GPU")) continue;
            found = true;
            const QColor edge = item.outline.isValid() ? item.outline : item.fill;
            QVERIFY2(contrastRatio(edge, base) >= kMin,
                     qPrintable(uitest::contrastText("selected GPU swatch", edge, base)));
        }
        QVERIFY(found);

        // Grid cells: every domain tint and node shade belongs to the background (nearer the base
        // than the window's text is: no pale cells glaring in a dark window), and its rank numbers
        // reach 4.5:1 on it. A rack of 2 nodes of 4 GPUs gives both tints and both shades.
        const QColor windowText = palette.color(QPalette::Text);
        RankGrid rack = *view.rankGrid();
        rack.domain_size = 8;
        rack.gpus_per_node = 4;
        for (int64_t rank : {0, 4, 8, 12}) {
            const QColor fill = gridCellFill(rank, rack, base);
            QVERIFY2(contrastRatio(fill, base) < contrastRatio(fill, windowText),
                     qPrintable(uitest::contrastText("grid cell", fill, base)));
            QVERIFY2(contrastRatio(gridCellTextColour(fill), fill) >= kMin,
                     qPrintable(uitest::contrastText("rank number", gridCellTextColour(fill), fill)));
        }
        QVERIFY2(contrastRatio(gridSelectedFill(base), base) >= 3.0,
                 qPrintable(uitest::contrastText("selected cell", gridSelectedFill(base), base)));

        // Compare: the model's green and red on a changed (amber) cell, plain and selected.
        CompareModel model;
        model.setTable(uitest::betterAndWorseDeltas());
        for (const char* key : {"result.step_time", "result.tokens_per_s_per_gpu"}) {
            const QModelIndex cell = model.index(model.rowOfKey(QString::fromLatin1(key)), 2);
            const QColor fg = cell.data(Qt::ForegroundRole).value<QBrush>().color();
            const QColor bg = cell.data(Qt::BackgroundRole).value<QBrush>().color();
            QVERIFY2(cell.data(Qt::ForegroundRole).isValid() && cell.data(Qt::BackgroundRole).isValid(),
                     key);  // a coloured delta on the amber "changed" cell
            for (bool selected : {false, true})
                for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
                    const QColor text = compareCellText(palette, fg, bg, selected, group);
                    const QColor under = compareCellBackground(palette, bg, selected, group);
                    QVERIFY2(contrastRatio(text, under) >= kMin, qPrintable(uitest::contrastText(key, text, under)));
                }
        }

        // Memory chart: the binding-stage callout, fitting (blue) and not (red), on the plot's base.
        for (bool fits : {true, false}) {
            const QColor c = memoryCalloutColour(fits, base);
            QVERIFY2(contrastRatio(c, base) >= kMin, qPrintable(uitest::contrastText("binding callout", c, base)));
        }
    }

    void memoryChartWidgetUsesTheLegibleCallout() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("callout"));
        MemoryChart chart(&state);
        chart.setPalette(colorSchemePalette(ColorScheme::Dark));
        chart.settle();
        const QColor base = chart.plot()->palette().color(QPalette::Base);
        QCOMPARE(base, colorSchemePalette(ColorScheme::Dark).color(QPalette::Base));
        QVERIFY2(contrastRatio(chart.callout()->color(), base) >= kMin,
                 qPrintable(uitest::contrastText("callout", chart.callout()->color(), base)));
    }
};

QTEST_MAIN(TestContrast)
#include "test_contrast.moc"

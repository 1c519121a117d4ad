// The folded grids in the real main window, as `moe-studio --screenshot` shows them: for every
// seed recipe at 1280×800 and 1920×1080, the grid blocks' bounding box covers at least 30 % of
// the grid panel's drawing area (the old one-column strip of 8 px cells covered under a fifth),
// single GPUs or nodes are drawn with labels, and the footer shows the domain sentence.
#include <QDir>
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "ui/grid/folded_grid_view.h"
#include "ui/window/main_window.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;

class TestStudioGridFill : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void gridsFillTheirPanel_data() {
        QTest::addColumn<QString>("recipe");
        QTest::addColumn<QSize>("size");
        const QDir dir(QStringLiteral(MOE_SOURCE_DIR "/recipes"));
        for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
            if (name.startsWith(QStringLiteral("bridge-"))) continue;
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3").arg(name).arg(size.width()).arg(size.height())))
                    << dir.filePath(name) << size;
        }
    }

    void gridsFillTheirPanel() {
        QFETCH(QString, recipe);
        QFETCH(QSize, size);
        ui::MainWindow window;
        QVERIFY(window.openFile(recipe));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.settle();
        auto* grid = window.findChild<ui::FoldedGridView*>();
        QVERIFY(grid);
        QVERIFY2(grid->rankGrid().has_value(), qPrintable(grid->problem()));
        const double share = grid->geometry().coverage(grid->gridViewport().size());
        QVERIFY2(share >= 0.30, qPrintable(QStringLiteral("grid covers %1 of its panel (%2×%3)")
                                               .arg(share, 0, 'f', 2)
                                               .arg(grid->width())
                                               .arg(grid->height())));
        QVERIFY(grid->geometry().cellSize >= 7);
        QVERIFY(!grid->crossingSentence().isEmpty());
    }
};

QTEST_MAIN(TestStudioGridFill)
#include "test_studio_grid_fill.moc"

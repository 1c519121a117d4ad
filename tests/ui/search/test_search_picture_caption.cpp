// The exported Pareto picture's caption says what was searched and which plan is ringed, not the
// recipe as it is now (review 17: a picture exported after a PP edit was captioned with the edited
// layout over a plot searched for the recipe before and a ring around another plan); results
// searched under other fixed options are out of date, and the caption and the notice say so.
#include <QLabel>
#include <QTableView>
#include <QtTest>

#include "core/recipe/recipe_description.h"
#include "core/search/layout_search.h"
#include "search_test_support.h"
#include "ui/common/core_message_text.h"
#include "ui/search/search_panel.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::SearchPanel;
using moe::ui::StudioState;

class TestSearchPictureCaption : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void captionNamesTheSearchAndTheRingedPlan() {
        StudioState state;
        state.resetDocument(uitest::qwenRecipe("Caption"));
        SearchPanel panel(&state);
        panel.resize(1100, 500);
        panel.show();
        QVERIFY(panel.pictureCaption().isEmpty());  // before a search the window's caption is used
        panel.run();
        panel.settle();
        QVERIFY(panel.outcome() && panel.outcome()->result && panel.outcome()->result->results.size() >= 2);
        const auto& results = panel.outcome()->result->results;
        const QString first = ui::coreMessageText(describeRecipeMessage(results[0].recipe));
        const QString caption = panel.pictureCaption();
        QVERIFY2(caption.startsWith(QStringLiteral("Search for Qwen3-30B-A3B at sequence")), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("ringed: #1, ") + first), qPrintable(caption));
        QVERIFY2(caption.contains(panel.outcome()->optionsText), qPrintable(caption));

        // A layout edit does not change what was searched: the caption still names the search and
        // its ringed plan, and says nothing of the edited layout.
        const int pp = state.recipe().layout.pp == 1 ? 2 : 1;
        QVERIFY(state.applyChange({"layout.pp", std::to_string(pp)}));
        const QString edited = ui::coreMessageText(describeRecipeMessage(state.recipe()));
        const QString after = panel.pictureCaption();
        QCOMPARE(after, caption);
        QVERIFY(!after.contains(edited));

        // Another fixed option (manual GC is one every plan runs with): the plans are not this
        // recipe's any more, and the caption and the dock's notice say so.
        QVERIFY(state.applyChange({"options.manual_gc", state.recipe().options.manual_gc ? "false" : "true"}));
        QVERIFY(!panel.view()->isEnabled());
        QVERIFY(panel.noticeLabel()->isVisible());
        QVERIFY2(panel.noticeLabel()->text().contains(QStringLiteral("these plans run with")), qPrintable(panel.noticeLabel()->text()));
        QVERIFY2(panel.pictureCaption().startsWith(QStringLiteral("Out of date")), qPrintable(panel.pictureCaption()));
        // Undone, they are current again.
        state.undoStack()->undo();
        QVERIFY(panel.view()->isEnabled());
        QCOMPARE(panel.pictureCaption(), caption);
    }
};

QTEST_MAIN(TestSearchPictureCaption)
#include "test_search_picture_caption.moc"

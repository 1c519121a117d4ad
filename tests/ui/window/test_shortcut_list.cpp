// Help ▸ Keyboard Shortcuts lists Undo and Redo by name, not by the edit they would undo now, and a
// CJK catalog's bracketed mnemonic ("撤销(&U)") does not reach the list (review in Chinese read
// "撤销(U) GPU 数量（总 GPU 数）1024 → 64").
#include <QtTest>

#include "ui/state/studio_state.h"
#include "ui/window/help_menu.h"
#include "ui/window/main_window.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using moe::ui::MainWindow;
using moe::ui::UiLanguage;

class TestShortcutList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { moe::uitest::isolateSettings(); }

    void undoIsListedByItsName() {
        MainWindow w;
        const int64_t gpus = w.state()->recipe().layout.world_size;
        QVERIFY(w.state()->applyChange({"layout.world_size", std::to_string(gpus * 2)}));
        const QString list = moe::ui::shortcutListText(&w);
        QVERIFY2(list.contains(QStringLiteral("Edit ▸ Undo\t")), qPrintable(list));
        QVERIFY2(list.contains(QStringLiteral("Edit ▸ Redo\t")), qPrintable(list));
        // Not the edit's own text ("Undo GPUs 16 → 32").
        QVERIFY2(!list.contains(QStringLiteral("→")), qPrintable(list));
    }

    void cjkMnemonicsAreNotListed() {
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        MainWindow w;
        QVERIFY(w.state()->applyChange({"layout.world_size", std::to_string(w.state()->recipe().layout.world_size * 2)}));
        const QString list = moe::ui::shortcutListText(&w);
        QVERIFY2(list.contains(QStringLiteral("编辑 ▸ 撤销\t")), qPrintable(list));
        static const QRegularExpression bracketed(QStringLiteral("\\([A-Z]\\)"));
        QVERIFY2(!list.contains(bracketed), qPrintable(list));
        language.install(UiLanguage::localeFor(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestShortcutList)
#include "test_shortcut_list.moc"

#pragma once
// The Help menu: Help Contents (F1, about what has the focus), Getting Started and Glossary in the
// Help window (ui/help/), Keyboard Shortcuts (every menu action that has one, read from the menu
// bar, so the list never drifts from the menus) and About.
#include <QString>

class QMainWindow;
class QMenu;

namespace moe::ui {

// An action property: the name the shortcut list gives an action whose text changes with the
// document (Undo and Redo name the edit they would undo).
inline constexpr const char* kShortcutListName = "shortcutListName";
// The shortcut list as "Menu ▸ Action\tShortcut" lines, in menu order.
QString shortcutListText(const QMainWindow* window);
// Adds the Help menu at the end of the window's menu bar.
QMenu* installHelpMenu(QMainWindow* window);

}  // namespace moe::ui

#pragma once
// Button mnemonics of a dock behind another tab do not fire. Qt keeps a tabbed-away dock's widgets
// visible (off-screen), so their Alt+letter shortcuts stayed live: a review pressed Alt+A in an
// editor field and Compare's hidden "&Apply pinned" replaced the recipe. The filter swallows the
// shortcut event of any widget inside a dock that has nothing on screen.
#include <QObject>

namespace moe::ui {

class TabbedAwayShortcuts : public QObject {
    Q_OBJECT
public:
    // Installs itself on the application; owned by `parent`.
    explicit TabbedAwayShortcuts(QObject* parent);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace moe::ui

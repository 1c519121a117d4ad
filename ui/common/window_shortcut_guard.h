#pragma once
// Window shortcuts that text fields would otherwise take: on X11 a QLineEdit (also the one inside
// every spin box) claims Ctrl+E as "move to the end of the line", so File ▸ Export did nothing
// while the cursor was in Name or GPUs. The guard refuses the field's claim for the listed
// sequences, so the window's action fires from anywhere in `window`.
#include <QKeySequence>
#include <QList>
#include <QObject>

class QWidget;

namespace moe::ui {

class WindowShortcutGuard : public QObject {
    Q_OBJECT
public:
    // Installs itself on the application; only ShortcutOverride events of `window`'s widgets for
    // `sequences` are touched, none of those under `except` (which handles them itself).
    WindowShortcutGuard(QWidget* window, QList<QKeySequence> sequences, QWidget* except = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* window_;
    QList<QKeySequence> sequences_;
    QWidget* except_;
};

}  // namespace moe::ui

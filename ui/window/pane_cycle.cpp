#include "ui/window/pane_cycle.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QWidget>

#include "ui/common/reading_order.h"

namespace moe::ui {

QWidget* paneEntry(QWidget* pane) {
    // Visible (a dock behind another tab is not offered as a pane at all); a scroll area's own
    // visible region is empty under its viewport, so that is not the test.
    if (pane == nullptr || !pane->isVisible()) return nullptr;
    if ((pane->focusPolicy() & Qt::TabFocus) && pane->isEnabled()) return pane;
    // As Ctrl+1…7 enter a panel: where its main view asks for the keys (the Trace panel's timeline
    // once a trace is shown: review 38 pressed F6 into the panel and never reached it), else its
    // first control as the eye reads it.
    return panelEntryControl(pane);
}

PaneCycle::PaneCycle(QWidget* window, std::function<std::vector<QWidget*>()> panes)
    : QObject(window), panes_(std::move(panes)) {}

void PaneCycle::addActionsTo(QMenu* menu) {
    menu->addSeparator();
    QAction* next = menu->addAction(tr("Next Pane"), this, [this] { move(true); });
    next->setObjectName(QStringLiteral("actionNextPane"));
    next->setShortcut(QKeySequence(Qt::Key_F6));
    QAction* previous = menu->addAction(tr("Previous Pane"), this, [this] { move(false); });
    previous->setObjectName(QStringLiteral("actionPreviousPane"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
}

QWidget* PaneCycle::move(bool forward) {
    const std::vector<QWidget*> panes = panes_();
    if (panes.empty()) return nullptr;
    const QWidget* focus = QApplication::focusWidget();
    int current = -1;
    for (size_t i = 0; i < panes.size(); ++i)
        if (panes[i] && focus && (panes[i] == focus || panes[i]->isAncestorOf(focus))) current = static_cast<int>(i);
    const int n = static_cast<int>(panes.size());
    int at = current;
    for (int step = 0; step < n; ++step) {
        at = current < 0 && step == 0 ? (forward ? 0 : n - 1) : (at + (forward ? 1 : n - 1)) % n;
        if (QWidget* entry = paneEntry(panes[static_cast<size_t>(at)])) {
            entry->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            return entry;
        }
    }
    return nullptr;
}

}  // namespace moe::ui

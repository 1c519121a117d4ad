#include "ui/common/reading_order.h"

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QTimer>
#include <QWidget>
#include <algorithm>
#include <numeric>

#include "ui/common/panel_visibility.h"

namespace moe::ui {

std::vector<int> readingOrder(const std::vector<QRect>& rects) {
    std::vector<int> byTop(rects.size());
    std::iota(byTop.begin(), byTop.end(), 0);
    std::stable_sort(byTop.begin(), byTop.end(), [&](int a, int b) { return rects[a].top() < rects[b].top(); });
    std::vector<int> order;
    order.reserve(rects.size());
    size_t next = 0;
    while (next < byTop.size()) {
        const QRect& anchor = rects[byTop[next]];
        size_t end = next + 1;
        while (end < byTop.size() && rects[byTop[end]].top() < anchor.center().y()) ++end;
        std::vector<int> row(byTop.begin() + static_cast<std::ptrdiff_t>(next),
                             byTop.begin() + static_cast<std::ptrdiff_t>(end));
        std::stable_sort(row.begin(), row.end(), [&](int a, int b) { return rects[a].left() < rects[b].left(); });
        order.insert(order.end(), row.begin(), row.end());
        next = end;
    }
    return order;
}

namespace {

bool isTabStop(const QWidget* w, const QWidget* root) {
    if (!(w->focusPolicy() & Qt::TabFocus) || !w->isEnabled() || !w->isVisibleTo(root)) return false;
    // A spin box's line edit hands its focus to the spin box (its focus proxy), and an owner may
    // hand its focus to a part: either way one control is one stop.
    if (w->focusProxy() != nullptr) return false;
    const QWidget* parent = w->parentWidget();
    return !(parent && parent->focusProxy() == w);
}

}  // namespace

std::vector<QWidget*> tabStops(QWidget* root) {
    std::vector<QWidget*> stops;
    for (QWidget* w = root->nextInFocusChain(); w && w != root; w = w->nextInFocusChain())
        if (root->isAncestorOf(w) && isTabStop(w, root)) stops.push_back(w);
    return stops;
}

std::vector<QWidget*> tabStopsInReadingOrder(QWidget* root) {
    const std::vector<QWidget*> stops = tabStops(root);
    std::vector<QRect> rects;
    rects.reserve(stops.size());
    for (const QWidget* w : stops) rects.emplace_back(w->mapTo(root, QPoint(0, 0)), w->size());
    std::vector<QWidget*> ordered;
    ordered.reserve(stops.size());
    for (const int i : readingOrder(rects)) ordered.push_back(stops[static_cast<size_t>(i)]);
    return ordered;
}

ReadingTabOrder::ReadingTabOrder(QWidget* root) : QObject(root), root_(root) {
    // On the application: the focused control, not the panel, receives the key.
    qApp->installEventFilter(this);
    connect(qApp, &QApplication::focusChanged, this, &ReadingTabOrder::focusEntered);
}

void ReadingTabOrder::focusEntered(QWidget* old, QWidget* now) {
    if (entering_ == 0 || now == nullptr || !root_->isAncestorOf(now) || (old && root_->isAncestorOf(old))) return;
    const bool forward = entering_ > 0;
    entering_ = 0;
    const std::vector<QWidget*> stops = tabStopsInReadingOrder(root_);
    if (stops.empty()) return;
    QWidget* first = forward ? stops.front() : stops.back();
    if (first != now && !first->isAncestorOf(now))
        first->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
}

QWidget* ReadingTabOrder::neighbour(QWidget* from, bool forward) const {
    if (from == nullptr || !root_->isAncestorOf(from)) return nullptr;
    const std::vector<QWidget*> stops = tabStopsInReadingOrder(root_);
    for (size_t i = 0; i < stops.size(); ++i) {
        if (stops[i] != from && !stops[i]->isAncestorOf(from)) continue;
        if (forward ? i + 1 >= stops.size() : i == 0) return nullptr;
        return stops[forward ? i + 1 : i - 1];
    }
    return nullptr;
}

bool ReadingTabOrder::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType()) return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if ((key->key() != Qt::Key_Tab && key->key() != Qt::Key_Backtab) ||
        (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    const bool forward = key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier);
    QWidget* focus = QApplication::focusWidget();
    if (watched != focus || focus == nullptr) return false;
    if (!root_->isAncestorOf(focus)) {
        // Qt may bring the focus in here along its chain, which enters a panel wherever its first
        // control was made: noted, so that focusEntered() puts it on the first (or last) in
        // reading order (review 30: the Estimate was entered at its chart, below "Show predicted
        // timeline", which Tab then never reached).
        entering_ = forward ? 1 : -1;
        QTimer::singleShot(0, this, [this] { entering_ = 0; });
        return false;
    }
    if (QWidget* next = neighbour(focus, forward)) {
        next->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    // Leaving the panel: the first control outside it along the chain, as Qt would go.
    for (QWidget* w = forward ? root_->nextInFocusChain() : root_->previousInFocusChain(); w && w != root_;
         w = forward ? w->nextInFocusChain() : w->previousInFocusChain()) {
        if (root_->isAncestorOf(w) || !w->window()->isAncestorOf(w) || !isTabStop(w, w->window()) ||
            insideTabbedAwayDock(w))
            continue;
        w->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    return false;
}

QWidget* preferredFocusIn(QWidget* root) {
    if (root == nullptr) return nullptr;
    for (QWidget* w : root->findChildren<QWidget*>())
        if (w->property(kPreferredDockFocusProperty).toBool() && w->isEnabled() && w->isVisibleTo(root)) return w;
    return nullptr;
}

QWidget* panelEntryControl(QWidget* root) {
    if (QWidget* preferred = preferredFocusIn(root)) return preferred;
    const std::vector<QWidget*> stops = root ? tabStopsInReadingOrder(root) : std::vector<QWidget*>{};
    return stops.empty() ? nullptr : stops.front();
}

}  // namespace moe::ui

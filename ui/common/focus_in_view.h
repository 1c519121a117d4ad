#pragma once
// A control that takes the keyboard focus inside a scroll area is scrolled into view: Tab moves
// in reading order (ReadingTabOrder) by setting the focus itself, which bypasses the scroll area's
// own ensureWidgetVisible, and Shift+Tab onto the editor's notes left the focus below the fold
// (review 29). Only for focus that the keyboard moved (Tab, Shift+Tab, a shortcut): a click never
// scrolls the view under the pointer.
#include <QObject>

namespace moe::ui {

class FocusInView : public QObject {
    Q_OBJECT
public:
    // Watches the whole application; owned by `parent`.
    explicit FocusInView(QObject* parent);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace moe::ui

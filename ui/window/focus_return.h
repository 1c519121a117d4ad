#pragma once
// The keyboard comes back to the main window when one of its modal dialogs closes. A window
// manager usually does this; where none does (a bare X server, a kiosk session), the keyboard went
// to no window after every file or message dialog, and the next Ctrl+E or Ctrl+O did nothing
// until a click (reviews 23 and 24, keyboard only).
#include <QObject>
#include <QPointer>

class QWidget;

namespace moe::ui {

class FocusReturn : public QObject {
    Q_OBJECT
public:
    // Installs itself on the application; owned by `window`, whose dialogs it watches.
    explicit FocusReturn(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<QWidget> window_;
};

}  // namespace moe::ui

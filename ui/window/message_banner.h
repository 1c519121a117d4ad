#pragma once
// A dismissible in-window message strip (like KMessageWidget): errors are shown without a modal
// dialog, so nothing blocks the event loop and tests can drive the window freely.
#include <QFrame>

class QLabel;

namespace moe::ui {

class MessageBanner : public QFrame {
    Q_OBJECT
public:
    explicit MessageBanner(QWidget* parent = nullptr);

    void showError(const QString& title, const QString& details);
    [[nodiscard]] QString text() const;

private:
    QLabel* label_;
};

}  // namespace moe::ui

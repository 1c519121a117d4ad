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
    // Amber, for something that worked with caveats (an import with warnings), not a failure.
    void showWarning(const QString& title, const QString& details);
    [[nodiscard]] QString text() const;
    [[nodiscard]] bool isWarning() const { return warning_; }

private:
    void style(bool warning);
    QLabel* label_;
    bool warning_ = false;
};

}  // namespace moe::ui

#pragma once
// A dismissible in-window message strip (like KMessageWidget): errors are shown without a modal
// dialog, so nothing blocks the event loop and tests can drive the window freely.
#include <QFrame>

class QLabel;
class QScrollArea;

namespace moe::ui {

class MessageBanner : public QFrame {
    Q_OBJECT
public:
    explicit MessageBanner(QWidget* parent = nullptr);

    void showError(const QString& title, const QString& details);
    // Amber, for something that worked with caveats (an import with warnings), not a failure.
    void showWarning(const QString& title, const QString& details);
    // A line under the message, e.g. that the document has changed since the message was written;
    // empty removes it. Cleared by the next showError/showWarning.
    void setNote(const QString& note);
    [[nodiscard]] QString text() const;
    [[nodiscard]] bool isWarning() const { return warning_; }
    // The message's scrolling text: a Tab stop whose arrows and Page Up/Down scroll it, ringed while
    // focused (review 29: a list of six import warnings showed four, and the keyboard could not
    // reach the rest). Called after the window's releaseTabKey(), which takes scroll areas out.
    void makeKeyboardScrollable();
    [[nodiscard]] QScrollArea* textArea() const { return textArea_; }

protected:
    // A colour-scheme switch while the strip shows restyles it (review 13: it stayed light pink
    // in a dark window).
    void changeEvent(QEvent* event) override;

private:
    void style(bool warning);
    void updateText();
    void showMessage(bool warning, const QString& title, const QString& details);
    QLabel* label_;
    QScrollArea* textArea_ = nullptr;  // the label's scroll area (message_banner.cpp)
    QString message_, note_;
    bool warning_ = false;
    bool styling_ = false;  // style() sets a palette, which sends a PaletteChange of its own
};

}  // namespace moe::ui

#pragma once
// A spin box whose arrows (and Page Up/Down, wheel) step through an explicit list of allowed
// values instead of ±1, e.g. the divisors that keep the world divisible. Typed values are snapped
// to the nearest allowed one when editing finishes. Undo and redo shortcuts pass through to the
// window (they undo recipe edits, not keystrokes in the box).
#include <QSpinBox>

#include <cstdint>
#include <vector>

namespace moe::ui {

class SnapSpinBox : public QSpinBox {
    Q_OBJECT
public:
    explicit SnapSpinBox(QWidget* parent = nullptr);

    // Ascending; an empty list means plain ±1 stepping.
    void setAllowedValues(std::vector<int64_t> values);
    [[nodiscard]] const std::vector<int64_t>& allowedValues() const { return allowed_; }

    void stepBy(int steps) override;

signals:
    // A typed value off the list was replaced by the nearest allowed one.
    void snapped(qint64 typed, qint64 result);
    // A key or wheel step past the end of the list (the arrow is greyed out): the editor says why.
    void stepBlocked(bool up);

protected:
    [[nodiscard]] StepEnabled stepEnabled() const override;
    // Ctrl+Z / Ctrl+Shift+Z are not the text field's: they reach the window's recipe undo, after
    // committing any typed text.
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void snapTyped();

    std::vector<int64_t> allowed_;
};

}  // namespace moe::ui

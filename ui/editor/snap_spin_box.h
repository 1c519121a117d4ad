#pragma once
// A spin box whose arrows (and Page Up/Down, wheel) step through an explicit list of allowed
// values instead of ±1, e.g. the divisors that keep the world divisible. Typed values are snapped
// to the nearest allowed one when editing finishes.
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

protected:
    [[nodiscard]] StepEnabled stepEnabled() const override;

private:
    void snapTyped();

    std::vector<int64_t> allowed_;
};

}  // namespace moe::ui

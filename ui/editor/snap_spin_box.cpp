#include "ui/snap_spin_box.h"

#include <algorithm>
#include <iterator>

#include "ui/layout_snapping.h"

namespace moe::ui {

SnapSpinBox::SnapSpinBox(QWidget* parent) : QSpinBox(parent) {
    // One valueChanged per deliberate value (arrow or Enter), not per keystroke: every change is
    // an undo step and a recompute.
    setKeyboardTracking(false);
    connect(this, &QAbstractSpinBox::editingFinished, this, &SnapSpinBox::snapTyped);
}

void SnapSpinBox::setAllowedValues(std::vector<int64_t> values) {
    if (values == allowed_) return;
    allowed_ = std::move(values);
    // The arrows' enabled state comes from stepEnabled(), which reads the list: repaint them.
    update();
}

void SnapSpinBox::stepBy(int steps) {
    if (allowed_.empty()) {
        QSpinBox::stepBy(steps);
        return;
    }
    const int64_t v = value();
    // Position relative to the list, so a value between two entries steps to the neighbour.
    auto it = steps > 0 ? std::upper_bound(allowed_.begin(), allowed_.end(), v)
                        : std::lower_bound(allowed_.begin(), allowed_.end(), v);
    int64_t index = std::distance(allowed_.begin(), it);
    index = steps > 0 ? index + steps - 1 : index + steps;
    index = std::clamp<int64_t>(index, 0, static_cast<int64_t>(allowed_.size()) - 1);
    setValue(static_cast<int>(allowed_[static_cast<size_t>(index)]));
    selectAll();
}

QAbstractSpinBox::StepEnabled SnapSpinBox::stepEnabled() const {
    if (allowed_.empty()) return QSpinBox::stepEnabled();
    StepEnabled e = StepNone;
    if (value() > allowed_.front()) e |= StepDownEnabled;
    if (value() < allowed_.back()) e |= StepUpEnabled;
    return e;
}

void SnapSpinBox::snapTyped() {
    if (allowed_.empty()) return;
    const int64_t snapped = snapToNearest(allowed_, value());
    if (snapped != value()) setValue(static_cast<int>(snapped));
}

}  // namespace moe::ui

#pragma once
// A horizontal slider over an explicit list of values (the sizes that keep the layout valid, on
// a log scale for GPU counts): its integer positions index the list, so dragging never lands on
// an invalid size. Emits valueChosen while dragging (tracking on), for live updates.
#include <QSlider>

#include <cstdint>
#include <vector>

namespace moe::ui {

class SnapSlider : public QSlider {
    Q_OBJECT
public:
    explicit SnapSlider(QWidget* parent = nullptr);

    // Ascending stops; the handle goes to the stop nearest `current` without emitting.
    void setStops(std::vector<int64_t> stops, int64_t current);
    [[nodiscard]] const std::vector<int64_t>& stops() const { return stops_; }
    // The value under the handle.
    [[nodiscard]] int64_t chosenValue() const;

signals:
    void valueChosen(qint64 value);

protected:
    // Tick marks that show on light and dark schemes, and a visible focus frame.
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<int64_t> stops_;
};

}  // namespace moe::ui

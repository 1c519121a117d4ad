#pragma once
// A row of widgets that wraps onto more rows when the room is narrower than the row (issue 42: a
// button bar in a 40 % longer language would otherwise widen its dock past a 1280-pixel window).
// While everything fits on one row it looks like a QHBoxLayout: the items at their size hints, in
// order, the extra width to what expands sideways (a line edit, a label set to Expanding, a
// stretch), vertically centred. On a narrower row an item moves to the next row whole; an
// expanding item only needs its minimum width to stay on a row. Height for width, so the rows
// below make room.
#include <QLayout>
#include <QList>
#include <QStyle>

namespace moe::ui {

class FlowLayout : public QLayout {
    Q_OBJECT
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    // Takes the width left on its row (QBoxLayout::addStretch).
    void addStretch();
    // A group that moves to the next row as one (a label and its field).
    void addLayout(QLayout* layout);
    // The space between rows; -1 (the default): the style's vertical layout spacing.
    void setVerticalSpacing(int spacing) { vSpace_ = spacing; }

    void addItem(QLayoutItem* item) override;
    [[nodiscard]] int count() const override { return static_cast<int>(items_.size()); }
    [[nodiscard]] QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;
    [[nodiscard]] Qt::Orientations expandingDirections() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize minimumSize() const override;
    [[nodiscard]] QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    int arrange(const QRect& rect, bool place) const;
    [[nodiscard]] int horizontalSpacing() const;
    [[nodiscard]] int verticalSpacing() const;
    [[nodiscard]] int styleSpacing(QStyle::PixelMetric metric) const;

    QList<QLayoutItem*> items_;
    int vSpace_ = -1;
};

}  // namespace moe::ui

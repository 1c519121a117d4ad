#pragma once
// What a choice of an editor combo means, in the reader's language, beside the value the recipe
// and Megatron spell. The value stays first: it is what a user types in YAML or on the command
// line (reviews in Portuguese and Chinese read "none / selective / p2p" as untranslated words).
#include <QComboBox>
#include <QString>
#include <QStyledItemDelegate>

namespace moe::ui {

// The meaning of `value` for the field `path` ("options.recompute.granularity", "selective") in
// the installed language, or empty where the value says it all or no catalog translates it
// (English shows the value alone).
QString choiceMeaning(const QString& path, const QString& value);
// Fewer words for the same meaning ("recálculo seletivo", "HybridEP"), for a closed box too narrow
// for the meaning; empty where there are none. Meant beside a translated meaning only.
QString choiceShortMeaning(const QString& path, const QString& value);
// A combo item's text: the value, or "value — meaning" where a meaning is shown.
QString choiceItemText(const QString& path, const QString& value);

// The role of a combo item that holds its choiceItemText (the item's text holds it too; its data
// is the value).
inline constexpr int kChoiceLabelRole = Qt::UserRole + 1;

// Draws a combo's open list with each item's kChoiceLabelRole text, the meaning beside the value.
class ChoiceListDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

// An editor combo whose closed box shows "value — meaning" where it fits, else the meaning alone
// where that fits, else its short words where those fit, else the value (a review in Portuguese read "bf16 — BF16 em
// tu…" at 1920 px): never a cut meaning. The whole label stays in the open list and the tooltip.
class ChoiceCombo : public QComboBox {
public:
    using QComboBox::QComboBox;
    // What the closed box shows now (tests).
    [[nodiscard]] QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    [[nodiscard]] int textRoom() const;
};

}  // namespace moe::ui

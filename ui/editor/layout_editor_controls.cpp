// The layout editor's choice and flag controls: combos whose items say what each value means,
// module checklists, check boxes and the derived values beside the sizes (LayoutEditor's own
// file was past 600 lines).
#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QStringList>

#include "core/recipe/recipe_fields.h"
#include "ui/common/core_message_text.h"
#include "ui/common/live_label.h"
#include "ui/editor/choice_labels.h"
#include "ui/editor/layout_editor.h"

namespace moe::ui {

namespace {

// "a, b, c" choice strings from the core enum tables, so the combos never drift from the parser.
QStringList splitChoices(const std::string& choices) {
    QStringList out;
    for (const QString& part : QString::fromStdString(choices).split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << part.trimmed();
    return out;
}

}  // namespace

QComboBox* LayoutEditor::addCombo(const QString& path, const std::string& choices) {
    auto* combo = new ChoiceCombo;
    combo->setObjectName(QStringLiteral("editor.") + path);
    // The item's data is the recipe's value; its text (the closed box), the open list and the
    // tooltip add the value's meaning in the reader's language (a review in Chinese read a bare
    // "selective" in the box beside 选择性重计算 in the description). In English the text is the value.
    combo->setItemDelegate(new ChoiceListDelegate(combo));
    for (const QString& value : splitChoices(choices)) {
        const QString label = choiceItemText(path, value);
        combo->addItem(label, value);
        combo->setItemData(combo->count() - 1, label, kChoiceLabelRole);
        combo->setItemData(combo->count() - 1, label, Qt::ToolTipRole);
    }
    combo->view()->setMinimumWidth(combo->view()->sizeHintForColumn(0) + 24);
    // The closed box elides a long meaning rather than widening the editor (the open list and the
    // tooltip show it whole).
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    controls_.insert(path, combo);
    connect(combo, &QComboBox::currentIndexChanged, this, [this, path, combo](int index) {
        if (index >= 0) edit(path, combo->itemData(index).toString());
    });
    return combo;
}

QListWidget* LayoutEditor::addChecklist(const QString& path, const std::string& choices) {
    auto* list = new QListWidget;
    list->setObjectName(QStringLiteral("editor.") + path);
    for (const QString& choice : splitChoices(choices)) {
        auto* item = new QListWidgetItem(choice, list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    list->setMaximumHeight(list->sizeHintForRow(0) * (list->count() + 1) + 2 * list->frameWidth());
    controls_.insert(path, list);
    connect(list, &QListWidget::itemChanged, this, [this, list, path] {
        QStringList checked;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->checkState() == Qt::Checked) checked << list->item(i)->text();
        edit(path, checked.join(QLatin1Char(',')));
    });
    return list;
}

QCheckBox* LayoutEditor::addCheck(const QString& path, const QString& text) {
    auto* check = new QCheckBox(text);
    check->setObjectName(QStringLiteral("editor.") + path);
    // The registry's line says it in full where the box's text is short.
    if (const FieldDescriptor* f = findRecipeField(path.toStdString()); f && !f->help.empty())
        check->setToolTip(fieldLabel(*f));
    controls_.insert(path, check);
    connect(check, &QCheckBox::toggled, this,
            [this, path](bool on) { edit(path, on ? QStringLiteral("true") : QStringLiteral("false")); });
    return check;
}

QLabel* LayoutEditor::addDerived(const QString& key) {
    auto* label = new QLabel;
    label->setObjectName(QStringLiteral("editor.derived.") + key);
    makeLiveLabel(label);
    // "— (GBS not divisible by MBS·DP)" in a longer language widened the form past the dock, its
    // spin boxes and sliders cut at the right edge (review in Portuguese at 16384 GPUs): it wraps.
    label->setWordWrap(true);
    derived_.insert(key, label);
    return label;
}

}  // namespace moe::ui

#include "ui/search/search_constraints_widget.h"

#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStringList>
#include <QStyle>
#include <QToolButton>

#include "core/search/fixed_dims_parse.h"
#include "ui/common/flow_layout.h"
#include "ui/common/panel_format.h"
#include "ui/editor/choice_labels.h"

namespace moe::ui {

namespace {

// Every value of an enum, in its name table's order: the "a, b, c" choices string is the only
// public view of the table, so walking it keeps the menus in step with a new enum value.
template <class E, class FromString>
std::vector<E> allValues(const std::string& choices, FromString fromString) {
    std::vector<E> out;
    for (const QString& name : QString::fromStdString(choices).split(QStringLiteral(", "), Qt::SkipEmptyParts))
        if (auto v = fromString(name.toStdString())) out.push_back(*v);
    return out;
}

template <class E>
QString checkedText(const std::vector<std::pair<E, QAction*>>& actions) {
    QStringList names;
    for (const auto& [value, action] : actions)
        if (action->isChecked()) names << QString::fromLatin1(toString(value));
    return names.join(QStringLiteral(", "));
}

template <class E>
std::vector<E> checkedValues(const std::vector<std::pair<E, QAction*>>& actions) {
    std::vector<E> out;
    for (const auto& [value, action] : actions)
        if (action->isChecked()) out.push_back(value);
    return out;
}

template <class E>
QAction* actionOf(const std::vector<std::pair<E, QAction*>>& actions, E value) {
    for (const auto& [v, action] : actions)
        if (v == value) return action;
    return nullptr;
}

}  // namespace

SearchConstraintsWidget::SearchConstraintsWidget(QWidget* parent)
    : QWidget(parent),
      fixed_(new QLineEdit(this)),
      precisionButton_(new QToolButton(this)),
      dispatcherButton_(new QToolButton(this)),
      precisionMenu_(new QMenu(this)),
      dispatcherMenu_(new QMenu(this)),
      maxMemory_(new QDoubleSpinBox(this)),
      fullRecompute_(new QCheckBox(tr("Allow full recompute"), this)) {
    setObjectName(QStringLiteral("search.constraints"));
    fixed_->setObjectName(QStringLiteral("search.fixed"));
    precisionButton_->setObjectName(QStringLiteral("search.precisions"));
    dispatcherButton_->setObjectName(QStringLiteral("search.dispatchers"));
    maxMemory_->setObjectName(QStringLiteral("search.maxMemory"));
    fullRecompute_->setObjectName(QStringLiteral("search.fullRecompute"));

    fixed_->setPlaceholderText(QStringLiteral("tp=1, pp=8"));
    fixed_->setClearButtonEnabled(true);
    // Room for its example and the clear button: in a wrapped row the field got only its minimum,
    // and at 1366x768 in Portuguese it read "tp=1, …".
    fixed_->setMinimumWidth(fixed_->fontMetrics().horizontalAdvance(fixed_->placeholderText() + QStringLiteral("  ")) +
                            fixed_->sizeHint().height() + 12);
    fixed_->setToolTip(tr("Dimensions to hold fixed, as key=value separated by commas or spaces.\n"
                          "Keys: tp, cp, pp, vpp, ep, etp, mbs; values ≥ 1. Empty = search every dimension."));

    for (Precision p : allValues<Precision>(precisionChoices(), precisionFromString)) {
        // The value, and its meaning in the reader's language (a review in Chinese read bare
        // values); the button names the values checked.
        QAction* a = precisionMenu_->addAction(
            choiceItemText(QStringLiteral("options.precision"), QString::fromLatin1(toString(p))));
        a->setCheckable(true);
        precisionActions_.emplace_back(p, a);
    }
    for (Dispatcher d : allValues<Dispatcher>(dispatcherChoices(), dispatcherFromString)) {
        QAction* a = dispatcherMenu_->addAction(
            choiceItemText(QStringLiteral("options.dispatcher"), QString::fromLatin1(toString(d))));
        a->setCheckable(true);
        dispatcherActions_.emplace_back(d, a);
    }
    for (QToolButton* b : {precisionButton_, dispatcherButton_}) b->setPopupMode(QToolButton::InstantPopup);
    precisionButton_->setMenu(precisionMenu_);
    dispatcherButton_->setMenu(dispatcherMenu_);
    precisionButton_->setToolTip(tr("Precisions to try; none checked = the recipe's own"));
    dispatcherButton_->setToolTip(tr("MoE token dispatchers to try; none checked = the recipe's own"));
    connect(precisionMenu_, &QMenu::triggered, this, &SearchConstraintsWidget::updateButtonTexts);
    connect(dispatcherMenu_, &QMenu::triggered, this, &SearchConstraintsWidget::updateButtonTexts);

    // A safety margin below usable HBM; under half of it almost nothing fits, so the range stops there.
    maxMemory_->setRange(0.50, 1.00);
    maxMemory_->setSingleStep(0.05);
    maxMemory_->setDecimals(2);
    maxMemory_->setValue(1.00);
    maxMemory_->setToolTip(tr("Largest share of usable HBM the binding pipeline stage may use"));
    fullRecompute_->setChecked(true);
    fullRecompute_->setToolTip(tr("Also try full (uniform, 1 layer) activation recompute"));

    // Wraps onto a second row where the words are long (Portuguese and French at 1280 px made the
    // Search dock scroll sideways); each label moves with its field.
    auto* row = new FlowLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto* fix = new QHBoxLayout;
    fix->addWidget(new QLabel(tr("Fix"), this));
    fix->addWidget(fixed_, 1);
    row->addLayout(fix);
    row->addWidget(precisionButton_);
    row->addWidget(dispatcherButton_);
    auto* memory = new QHBoxLayout;
    memory->addWidget(new QLabel(tr("Max memory"), this));
    memory->addWidget(maxMemory_);
    row->addLayout(memory);
    row->addWidget(fullRecompute_);

    connect(fixed_, &QLineEdit::returnPressed, this, &SearchConstraintsWidget::submitted);
    connect(fixed_, &QLineEdit::textChanged, this, &SearchConstraintsWidget::changed);
    connect(precisionMenu_, &QMenu::triggered, this, &SearchConstraintsWidget::changed);
    connect(dispatcherMenu_, &QMenu::triggered, this, &SearchConstraintsWidget::changed);
    connect(maxMemory_, &QDoubleSpinBox::valueChanged, this, &SearchConstraintsWidget::changed);
    connect(fullRecompute_, &QCheckBox::toggled, this, &SearchConstraintsWidget::changed);
    updateButtonTexts();
}

QAction* SearchConstraintsWidget::precisionAction(Precision p) const { return actionOf(precisionActions_, p); }

QAction* SearchConstraintsWidget::dispatcherAction(Dispatcher d) const { return actionOf(dispatcherActions_, d); }

std::vector<Precision> SearchConstraintsWidget::checkedPrecisions() const { return checkedValues(precisionActions_); }

std::vector<Dispatcher> SearchConstraintsWidget::checkedDispatchers() const { return checkedValues(dispatcherActions_); }

void SearchConstraintsWidget::setRecipeDefaults(Precision precision, Dispatcher dispatcher) {
    recipePrecision_ = precision;
    recipeDispatcher_ = dispatcher;
    updateButtonTexts();
}

void SearchConstraintsWidget::updateButtonTexts() {
    const QString precisions = checkedText(precisionActions_);
    const QString dispatchers = checkedText(dispatcherActions_);
    precisionButton_->setText(precisions.isEmpty() ? tr("Precision: recipe's (%1)").arg(QString::fromLatin1(toString(recipePrecision_)))
                                                   : tr("Precision: %1").arg(precisions));
    dispatcherButton_->setText(dispatchers.isEmpty()
                                   ? tr("Dispatcher: recipe's (%1)").arg(QString::fromLatin1(toString(recipeDispatcher_)))
                                   : tr("Dispatcher: %1").arg(dispatchers));
    // Some styles draw the menu arrow over the end of the text instead of beside it: reserve
    // its width so "recipe's (bf16)" is never cut.
    const int arrow = style()->pixelMetric(QStyle::PM_MenuButtonIndicator, nullptr, this);
    for (QToolButton* b : {precisionButton_, dispatcherButton_}) {
        b->setMinimumWidth(0);
        b->setMinimumWidth(b->sizeHint().width() + arrow + fontMetrics().horizontalAdvance(QLatin1Char(' ')));
    }
}

Status SearchConstraintsWidget::applyTo(SearchConstraints& constraints) const {
    auto fixed = parseFixedDimensions(fixed_->text().toStdString(), "Fix");
    if (!fixed) return fixed.error();
    constraints.fixed = std::move(fixed).value();
    constraints.precisions = checkedPrecisions();
    constraints.dispatchers = checkedDispatchers();
    constraints.max_memory_fraction = maxMemory_->value();
    constraints.allow_full_recompute = fullRecompute_->isChecked();
    return okStatus();
}

QString SearchConstraintsWidget::settingsText() const {
    QStringList parts;
    if (!fixed_->text().trimmed().isEmpty()) parts << tr("fix %1").arg(fixed_->text().trimmed());
    QStringList precisions, dispatchers;
    for (Precision p : checkedPrecisions()) precisions << QString::fromLatin1(toString(p));
    for (Dispatcher d : checkedDispatchers()) dispatchers << QString::fromLatin1(toString(d));
    parts << precisions.join(QLatin1Char('/')) << dispatchers.join(QLatin1Char('/'))
          << tr("≤ %1 of HBM").arg(formatPercent(maxMemory_->value()))
          << (fullRecompute_->isChecked() ? tr("full recompute allowed") : tr("no full recompute"));
    return parts.join(QStringLiteral(" · "));
}

}  // namespace moe::ui

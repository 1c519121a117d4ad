#include "ui/compare/compare_panel.h"

#include "ui/runs/studio_calibration.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/compare/compare_model.h"
#include "ui/common/panel_visibility.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {

using MetricsPtr = std::shared_ptr<const CompareMetrics>;

MetricsPtr evaluate(const Recipe& recipe, const MemoryAssumptions& assumptions, const std::shared_ptr<const Calibration>& calibration) {
    return std::make_shared<const CompareMetrics>(evaluateForCompare(recipe, assumptions, calibration.get()));
}

}  // namespace

ComparePanel::ComparePanel(StudioState* state, QWidget* parent)
    : QWidget(parent),
      state_(state),
      model_(new CompareModel(this)),
      view_(new QTableView(this)),
      status_(new QLabel(this)),
      pinBox_(new QComboBox(this)),
      pin_(new QPushButton(tr("&Pin current"), this)),
      rename_(new QPushButton(tr("&Rename…"), this)),
      remove_(new QPushButton(tr("Re&move"), this)),
      apply_(new QPushButton(tr("&Apply pinned"), this)),
      showUnchanged_(new QCheckBox(tr("Show &unchanged fields"), this)),
      pinAction_(new QAction(tr("&Pin Current Layout"), this)),
      applyAction_(new QAction(tr("&Apply Pinned Layout"), this)) {
    setObjectName(QStringLiteral("comparePanel"));
    pinAction_->setObjectName(QStringLiteral("actionPinCurrent"));
    pinAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    pinAction_->setToolTip(tr("Pin the current recipe to compare later edits against it"));
    applyAction_->setObjectName(QStringLiteral("actionApplyPinned"));
    applyAction_->setToolTip(tr("Make the pinned recipe selected in Compare the current one (undoable)"));
    connect(pinAction_, &QAction::triggered, this, [this] { pinCurrent(); });
    connect(applyAction_, &QAction::triggered, this, [this] { applyPin(selectedPin()); });

    pinBox_->setObjectName(QStringLiteral("compare.pins"));
    pinBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    pinBox_->setToolTip(tr("The pinned recipe Rename, Remove and Apply act on"));
    apply_->setToolTip(applyAction_->toolTip());
    showUnchanged_->setObjectName(QStringLiteral("compare.showUnchanged"));
    status_->setObjectName(QStringLiteral("compare.status"));
    status_->setWordWrap(true);

    view_->setObjectName(QStringLiteral("compareTable"));
    view_->setModel(model_);
    view_->verticalHeader()->hide();
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(pin_);
    buttons->addWidget(pinBox_);
    buttons->addWidget(rename_);
    buttons->addWidget(remove_);
    buttons->addWidget(apply_);
    buttons->addStretch(1);
    buttons->addWidget(showUnchanged_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addWidget(view_, 1);

    connect(pin_, &QPushButton::clicked, pinAction_, &QAction::trigger);
    connect(apply_, &QPushButton::clicked, applyAction_, &QAction::trigger);
    connect(remove_, &QPushButton::clicked, this, [this] { removePin(selectedPin()); });
    connect(rename_, &QPushButton::clicked, this, &ComparePanel::renameSelected);
    connect(showUnchanged_, &QCheckBox::toggled, model_, &CompareModel::setShowUnchanged);
    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &ComparePanel::presentCurrent);
    connect(state_, &StudioState::recipeChanged, this, [this] {
        current_.reset();
        stale_ = true;
        // Behind another dock tab the table is not seen: catchUp() rebuilds it when it comes forward.
        if (isTabbedAway(this)) return;
        recompute();
        rebuild();
    });
    // The evaluation settings apply to every column: re-evaluate the pins too, so the figures stay
    // those of the memory chart and the estimate panel.
    auto reevaluateAll = [this] {
        for (PinSlot& slot : pins_)
            slot.runner->submit([recipe = slot.pin->recipe, assumptions = state_->memoryAssumptions(),
                                 calibration = StudioCalibration::of(state_)->calibration()] { return evaluate(recipe, assumptions, calibration); });
        current_.reset();
        stale_ = true;
        recompute();
        rebuild();
    };
    connect(state_, &StudioState::memoryAssumptionsChanged, this, reevaluateAll);
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, this, reevaluateAll);
    rebuildPinBox();
    rebuild();
}

ComparePanel::~ComparePanel() = default;

// Only worth computing when somebody looks: a pin to compare against, or the panel on screen.
void ComparePanel::recompute() {
    if (!stale_ || (pins_.empty() && !isVisible())) return;
    submitCurrent();
}

void ComparePanel::submitCurrent() {
    stale_ = false;
    runner_.submit([recipe = state_->recipe(), assumptions = state_->memoryAssumptions(),
                    calibration = StudioCalibration::of(state_)->calibration()] { return evaluate(recipe, assumptions, calibration); });
}

void ComparePanel::presentCurrent(quint64 /*generation*/, const QVariant& result) {
    if (const auto metrics = result.value<MetricsPtr>()) current_ = *metrics;
    rebuild();
}

void ComparePanel::presentPin(quint64 id, const QVariant& result) {
    const auto metrics = result.value<MetricsPtr>();
    for (PinSlot& slot : pins_)
        if (slot.pin->id == id && metrics) slot.pin->metrics = *metrics;
    rebuild();
}

void ComparePanel::catchUp() {
    if (!stale_) return;
    submitCurrent();
    rebuild();
}

void ComparePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    recompute();
}

void ComparePanel::settle() {
    runner_.waitForDone();
    for (PinSlot& slot : pins_) slot.runner->waitForDone();
    QCoreApplication::sendPostedEvents();
}

int ComparePanel::pinCurrent(const QString& name) {
    auto pin = std::make_unique<PinnedRecipe>();
    pin->id = nextId_++;
    pin->recipe = state_->recipe();
    pin->name = name.isEmpty() ? tr("Pin %1: %2").arg(pin->id).arg(state_->displayName()) : name;
    auto runner = std::make_unique<jobs::LatestOnlyRunner>();
    connect(runner.get(), &jobs::LatestOnlyRunner::resultReady, this,
            [this, id = pin->id](quint64, const QVariant& result) { presentPin(id, result); });
    runner->submit([recipe = pin->recipe, assumptions = state_->memoryAssumptions(),
                    calibration = StudioCalibration::of(state_)->calibration()] { return evaluate(recipe, assumptions, calibration); });
    pins_.push_back(PinSlot{std::move(pin), std::move(runner)});
    recompute();  // the current column needs numbers now that there is something to compare with
    rebuildPinBox();
    pinBox_->setCurrentIndex(pinCount() - 1);
    rebuild();
    return pinCount() - 1;
}

void ComparePanel::removePin(int index) {
    if (index < 0 || index >= pinCount()) return;
    pins_.erase(pins_.begin() + index);  // the runner waits for its job in its destructor
    rebuildPinBox();
    rebuild();
}

void ComparePanel::renamePin(int index, const QString& name) {
    if (index < 0 || index >= pinCount() || name.trimmed().isEmpty()) return;
    pins_[static_cast<size_t>(index)].pin->name = name.trimmed();
    rebuildPinBox();
    pinBox_->setCurrentIndex(index);
    rebuild();
}

bool ComparePanel::applyPin(int index) {
    if (index < 0 || index >= pinCount()) return false;
    const PinnedRecipe& p = pin(index);
    state_->replaceRecipe(p.recipe, state_->filePath(), tr("Apply pinned “%1”").arg(p.name));
    return true;
}

void ComparePanel::renameSelected() {
    const int index = selectedPin();
    if (index < 0) return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename Pin"), tr("Name:"), QLineEdit::Normal, pin(index).name, &ok);
    if (ok) renamePin(index, name);
}

int ComparePanel::selectedPin() const {
    return pinBox_->currentIndex();
}

void ComparePanel::rebuildPinBox() {
    const int previous = pinBox_->currentIndex();
    pinBox_->clear();
    for (const PinSlot& slot : pins_) pinBox_->addItem(slot.pin->name);
    if (previous >= 0 && previous < pinBox_->count()) pinBox_->setCurrentIndex(previous);
    const bool any = !pins_.empty();
    for (QWidget* w : {static_cast<QWidget*>(pinBox_), static_cast<QWidget*>(rename_), static_cast<QWidget*>(remove_),
                       static_cast<QWidget*>(apply_)})
        w->setEnabled(any);
    applyAction_->setEnabled(any);
}

void ComparePanel::rebuild() {
    std::vector<CompareColumn> columns;
    columns.reserve(pins_.size() + 1);
    for (const PinSlot& slot : pins_)
        columns.push_back(CompareColumn{slot.pin->name, slot.pin->recipe, slot.pin->metrics});
    columns.push_back(CompareColumn{tr("Current: %1").arg(state_->displayName()), state_->recipe(), current_});
    auto table = std::make_shared<const CompareTable>(CompareTable::build(columns));

    int differing = 0;
    for (const CompareRow& row : table->rows)
        if (row.kind != CompareRowKind::Result && row.differs) ++differing;
    if (pins_.empty()) {
        status_->setText(
            tr("Pin the current layout (Compare ▸ Pin Current Layout, Ctrl+P), then edit: every changed "
               "field and the memory and time deltas against the first pin appear here."));
    } else {
        status_->setText(tr("%n field(s) differ; deltas are against “%1”.", nullptr, differing).arg(pin(0).name));
    }
    model_->setTable(std::move(table));
    emit updated();
}

}  // namespace moe::ui

#include "ui/feasibility/feasibility_panel.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/common/panel_format.h"
#include "ui/common/panel_visibility.h"
#include "ui/common/perf_message_text.h"
#include "ui/common/reading_order.h"
#include "ui/common/status_colours.h"
#include "ui/feasibility/feasibility_model.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {

constexpr int kMaxGpusLimit = static_cast<int>(kMaxFeasibilityGpus);  // the CLI's --max-gpus bound
constexpr int kProgressSteps = 1000;

}  // namespace

FeasibilityPanel::FeasibilityPanel(StudioState* state, QWidget* parent)
    : QWidget(parent),
      state_(state),
      model_(new FeasibilityModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      view_(new QTableView(this)),
      maxGpus_(new QSpinBox(this)),
      summary_(new QLabel(this)),
      progress_(new QProgressBar(this)),
      run_(new QPushButton(tr("Recompute"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      apply_(new QPushButton(tr("Apply Plan"), this)) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    setObjectName(QStringLiteral("feasibilityPanel"));
    maxGpus_->setObjectName(QStringLiteral("feasibility.maxGpus"));
    summary_->setObjectName(QStringLiteral("feasibility.summary"));
    progress_->setObjectName(QStringLiteral("feasibility.progress"));
    run_->setObjectName(QStringLiteral("feasibility.run"));
    cancel_->setObjectName(QStringLiteral("feasibility.cancel"));
    view_->setObjectName(QStringLiteral("feasibilityTable"));
    apply_->setObjectName(QStringLiteral("feasibility.apply"));
    apply_->setToolTip(tr("Make the selected GPU count's plan the recipe's (double-click or Enter on a row does the same)"));
    apply_->setEnabled(false);

    const int node = std::max(1, state_->recipe().hardware.gpus_per_node);
    maxGpus_->setRange(1, kMaxGpusLimit);
    maxGpus_->setGroupSeparatorShown(true);
    maxGpus_->setSingleStep(node);
    maxGpus_->setValue(automaticMaxGpus());
    maxGpus_->setToolTip(
        tr("GPU counts are multiples of the node size up to this maximum "
           "(powers of two times the node size beyond 64 nodes)"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    progress_->setRange(0, kProgressSteps);
    progress_->setVisible(false);
    cancel_->setVisible(false);

    proxy_->setSourceModel(model_);
    proxy_->setSortRole(FeasibilityModel::SortRole);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(FeasibilityModel::GpusColumn, Qt::AscendingOrder);
    view_->verticalHeader()->hide();
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setWordWrap(false);
    view_->horizontalHeader()->setStretchLastSection(true);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Up to"), this));
    controls->addWidget(maxGpus_);
    controls->addWidget(new QLabel(tr("GPUs"), this));
    controls->addWidget(run_);
    controls->addWidget(progress_, 1);
    controls->addWidget(cancel_);
    controls->addStretch();
    controls->addWidget(apply_);

    auto* layoutBox = new QVBoxLayout(this);
    layoutBox->addLayout(controls);
    layoutBox->addWidget(summary_);
    layoutBox->addWidget(view_, 1);

    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &FeasibilityPanel::present);
    connect(&runner_, &jobs::LatestOnlyRunner::progressChanged, this,
            [this](quint64, double fraction) { progress_->setValue(static_cast<int>(fraction * kProgressSteps)); });
    connect(&runner_, &jobs::LatestOnlyRunner::busyChanged, this, [this](bool busy) {
        progress_->setVisible(busy);
        cancel_->setVisible(busy);
        if (busy) progress_->setValue(0);
    });
    connect(run_, &QPushButton::clicked, this, &FeasibilityPanel::recompute);
    connect(apply_, &QPushButton::clicked, this, [this] { applyPlan(selectedGpus()); });
    connect(view_, &QAbstractItemView::activated, this,
            [this](const QModelIndex& index) { applyPlan(index.data(FeasibilityModel::GpusRole).toLongLong()); });
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &FeasibilityPanel::updateApply);
    connect(cancel_, &QPushButton::clicked, this, &FeasibilityPanel::cancel);
    connect(maxGpus_, &QSpinBox::editingFinished, this, [this] {
        if (maxGpus_->value() != automaticMaxGpus()) maxGpusEdited_ = true;
        onRecipeChanged();
    });
    connect(state_, &StudioState::recipeChanged, this, &FeasibilityPanel::onRecipeChanged);
    connect(state_, &StudioState::memoryAssumptionsChanged, this, &FeasibilityPanel::onRecipeChanged);
    summary_->setText(tr("Feasibility is computed when this panel is shown."));
}

int FeasibilityPanel::automaticMaxGpus() const {
    const Recipe& r = state_->recipe();
    const int node = std::max(1, r.hardware.gpus_per_node);
    return static_cast<int>(std::clamp<int64_t>(4 * r.layout.world_size, node, kMaxGpusLimit));
}

FeasibilityPanel::Inputs FeasibilityPanel::currentInputs() const {
    const Recipe& r = state_->recipe();
    return Inputs{r.model,
                  r.hardware,
                  r.layout.seq_length,
                  r.options,
                  r.layout.global_batch_size,
                  r.layout.micro_batch_size,
                  maxGpus_->value(),
                  state_->memoryAssumptions()};
}

void FeasibilityPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (pending_) onRecipeChanged();
}

void FeasibilityPanel::onRecipeChanged() {
    const Layout& layout = state_->recipe().layout;
    // A recipe larger than the range would have no row of its own: widen the range to include it.
    // A maximum the user did not set follows the recipe both ways.
    if (!maxGpusEdited_ || layout.world_size > maxGpus_->value()) {
        const QSignalBlocker quiet(maxGpus_);
        maxGpus_->setValue(automaticMaxGpus());
    }
    model_->setCurrentGpus(layout.world_size);
    if (!isVisible() || isTabbedAway(this)) {
        pending_ = true;
        return;
    }
    catchUp();
}

void FeasibilityPanel::catchUp() {
    pending_ = false;
    if (submitted_ && *submitted_ == currentInputs()) return;
    recompute();
}

void FeasibilityPanel::recompute() {
    const Inputs inputs = currentInputs();
    submitted_ = inputs;
    pending_ = false;
    // The request `moe-plan feasibility FILE --max-gpus N` makes, so both give the same rows.
    FeasibilityRequest req = feasibilityRequestForRecipe(state_->recipe(), inputs.maxGpus);
    req.assumptions = inputs.assumptions;
    const QString description =
        tr("%1 at seq %2 on %3 (%4), up to %5 GPUs")
            .arg(QString::fromStdString(inputs.model.name))
            .arg(QLocale().toString(static_cast<qlonglong>(inputs.seq)))
            .arg(QString::fromStdString(inputs.hardware.name), QString::fromLatin1(toString(inputs.options.precision)))
            .arg(QLocale().toString(static_cast<qlonglong>(inputs.maxGpus)));
    summary_->setText(tr("Analysing %1…").arg(description));
    runner_.submit([req = std::move(req), description](const jobs::JobContext& ctx) {
        FeasibilityRequest request = req;
        request.progress = [ctx](double fraction) {
            ctx.progress(fraction);
            return !ctx.cancelled();
        };
        auto outcome = std::make_shared<FeasibilityOutcome>();
        outcome->inputs = description;
        Result<FeasibilityResult> result = analyzeFeasibility(request);
        if (ctx.cancelled()) throw jobs::JobCancelled{};
        if (result.ok()) {
            outcome->result = std::make_shared<const FeasibilityResult>(std::move(result).value());
        } else {
            outcome->error = QString::fromStdString(result.error().toString());
        }
        return std::shared_ptr<const FeasibilityOutcome>(std::move(outcome));
    });
}

void FeasibilityPanel::cancel() {
    if (!runner_.isBusy()) return;
    runner_.cancelAll();
    // The inputs were never analysed: the next change (or Recompute) must run again.
    submitted_.reset();
    model_->setResult(nullptr);
    summary_->setText(tr("Cancelled. Press Recompute to analyse again."));
    emit updated();
}

void FeasibilityPanel::settle() {
    runner_.waitForDone();
    QCoreApplication::sendPostedEvents();
}

void FeasibilityPanel::present(quint64 /*generation*/, const QVariant& value) {
    outcome_ = value.value<std::shared_ptr<const FeasibilityOutcome>>();
    if (!outcome_ || !outcome_->result) {
        model_->setResult(nullptr);
        summary_->setText(toneHtml(StatusTone::Problem, tr("Feasibility cannot be analysed:"), palette()) +
                          QLatin1Char(' ') + (outcome_ ? outcome_->error : QString{}).toHtmlEscaped());
        emit updated();
        return;
    }
    const FeasibilityResult& r = *outcome_->result;
    const auto fitting =
        std::count_if(r.rows.begin(), r.rows.end(), [](const FeasibilityRow& row) { return row.feasible; });
    const auto reduced =
        std::count_if(r.rows.begin(), r.rows.end(), [](const FeasibilityRow& row) { return row.gbs_reduced; });
    QString text = tr("%1: <b>%2 of %3</b> GPU counts fit. CP starting point <b>%4</b> (sequence length / 4096 "
                      "rounded to a power of two). GBS %5 requested; GA per row = GBS / (MBS · DP).")
                       .arg(outcome_->inputs.toHtmlEscaped())
                       .arg(fitting)
                       .arg(r.rows.size())
                       .arg(r.cp_starting_point)
                       .arg(r.global_batch_size);
    const auto closely =
        std::count_if(r.rows.begin(), r.rows.end(), [](const FeasibilityRow& row) { return row.fits_closely; });
    if (closely > 0)
        text +=
            tr(" %n of them fit only closely (less headroom than the memory model's fragmentation allowance): "
               "they may not fit.",
               nullptr, static_cast<int>(closely));
    if (reduced > 0)
        text += tr(" On %n count(s) the GBS must drop to stay divisible.", nullptr, static_cast<int>(reduced));
    text += tr(" %1 layouts evaluated.").arg(r.candidates_evaluated);
    summary_->setText(text);
    model_->setResult(outcome_->result);
    model_->setCurrentGpus(state_->recipe().layout.world_size);
    updateApply();
    emit updated();
}

const FeasibilityRow* FeasibilityPanel::rowFor(int64_t gpus) const {
    if (!outcome_ || !outcome_->result) return nullptr;
    for (const FeasibilityRow& row : outcome_->result->rows)
        if (row.gpus == gpus) return &row;
    return nullptr;
}

int64_t FeasibilityPanel::selectedGpus() const {
    const QModelIndex current = view_->currentIndex();
    return current.isValid() ? current.data(FeasibilityModel::GpusRole).toLongLong() : 0;
}

void FeasibilityPanel::updateApply() {
    const FeasibilityRow* row = rowFor(selectedGpus());
    apply_->setEnabled(row && row->feasible && row->layout);
}

bool FeasibilityPanel::applyPlan(int64_t gpus) {
    const FeasibilityRow* row = rowFor(gpus);
    if (!row) {
        summary_->setText(tr("Nothing to apply: no analysed row for %1 GPUs.").arg(gpus));
        return false;
    }
    if (!row->feasible || !row->layout) {
        summary_->setText(tr("Not applied: %1 GPUs do not fit — %2")
                              .arg(gpus)
                              .arg(messageOr(row->reason_message, row->reason).toHtmlEscaped()));
        return false;
    }
    if (!submitted_ || *submitted_ != currentInputs() || runner_.isBusy()) {
        summary_->setText(tr("Not applied: the recipe changed since this analysis. Recompute first."));
        return false;
    }
    if (!state_->applyPlan(*row->layout, tr("Apply feasibility plan for %1 GPUs (%2)").arg(gpus).arg(formatLayout(row->layout->layout))))
        summary_->setText(tr("The plan for %1 GPUs is already the recipe's.").arg(gpus));
    return true;
}

}  // namespace moe::ui

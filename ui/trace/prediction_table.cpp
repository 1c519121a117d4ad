#include "ui/trace/prediction_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/common/band_format.h"
#include "ui/common/core_message_text.h"
#include "ui/common/panel_format.h"

namespace moe::ui {
namespace {

QString msText(double ms) {
    return formatDecimal(ms, ms < 10 ? 2 : 1);
}

enum Column { kName, kPredicted, kMeasured, kDifference };

}  // namespace

PredictionTable::PredictionTable(QWidget* parent) : QWidget(parent), summary_(new QLabel), table_(new QTableWidget(0, 4)) {
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    // The summary is the verdict: it keeps its lines when the splitter is squeezed.
    summary_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    table_->setHorizontalHeaderLabels({tr("Per step"), tr("Predicted (ms)"), tr("Measured (ms)"), tr("Difference (ms)")});
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(summary_);
    layout->addWidget(table_, 1);
    setVisible(false);
}

QSize PredictionTable::minimumSizeHint() const {
    const int textWidth = std::max(width(), 300);
    const int rows = table_->isHidden() ? 0
                                        : table_->horizontalHeader()->sizeHint().height() +
                                              2 * table_->verticalHeader()->defaultSectionSize() + 2 * table_->frameWidth();
    return {200, summary_->heightForWidth(textWidth) + layout()->spacing() + rows};
}

void PredictionTable::setComparison(std::shared_ptr<const schedule::PredictionComparison> comparison) {
    comparison_ = std::move(comparison);
    render();
}

void PredictionTable::setRecordedConflicts(const QStringList& conflicts) {
    if (conflicts == conflicts_) return;
    conflicts_ = conflicts;
    if (comparison_) render();
}

void PredictionTable::setStepBand(const Uncertainty& band) {
    band_ = band;
    if (comparison_) render();
}

void PredictionTable::render() {
    const std::shared_ptr<const schedule::PredictionComparison>& c = comparison_;
    table_->setRowCount(0);
    if (!c) {
        setVisible(false);
        return;
    }
    // One unit a person can read at a glance (the table below stays in ms for comparison); the
    // prediction to three significant figures, which is more than the model can vouch for already.
    const QString predicted = formatPredictedSecondsInBand(c->predicted_step_ms / 1e3, band_);
    const QString measured = formatSeconds(c->measured_step_ms / 1e3);
    const bool sameJob = !c->not_this_recipe && conflicts_.isEmpty();
    QString text;
    if (sameJob) {
        text = tr("Predicted step %1, measured %2 (%3 step window(s) averaged).").arg(predicted, measured).arg(c->measured_windows);
        text = text.toHtmlEscaped();
    } else if (!conflicts_.isEmpty()) {
        // What the files record settles it, as the Runs dock says it (review 19 read only the ratio here).
        // The facts without their sources (the trace's file, named in the header above), so the
        // verdict keeps to two lines at 1280 px.
        QStringList facts;
        for (const QString& f : conflicts_) facts << f.toHtmlEscaped();
        text = tr("<b>Not this recipe's run</b>: what the trace records contradicts the recipe (%1). Predicted step %2, "
                  "measured %3; no per-step comparison is shown, as its differences would not be errors of the prediction.")
                   .arg(facts.join(QStringLiteral("; ")), predicted, measured);
    } else {
        // Two lines at 1280 px, not three: the timeline above keeps its lanes (review 17).
        const double ratio = c->predicted_step_ms / c->measured_step_ms;
        text = tr("<b>Not this recipe's run</b>: the predicted step (%1) is %2× %3 than the measured %4, so the trace is "
                  "probably of another model, layout or batch. No per-step comparison is shown: its differences would "
                  "not be errors of the prediction.")
                   .arg(predicted)
                   .arg(qRound64(ratio < 1 ? 1 / ratio : ratio))
                   .arg(ratio > 1 ? tr("longer") : tr("shorter"), measured);
    }
    for (size_t i = 0; i < c->warnings.size(); ++i) {
        const QString note =
            i < c->warning_texts.size() ? coreMessageText(c->warning_texts[i]) : QString::fromStdString(c->warnings[i]);
        text += QStringLiteral("<br>") + tr("Note: %1").arg(note.toHtmlEscaped());
    }
    summary_->setText(text);
    // Another job's trace: the verdict alone, and the timeline keeps the dock's height.
    table_->setVisible(sameJob);
    table_->horizontalHeaderItem(kName)->setText(sameJob ? tr("Per step (largest difference first)") : tr("Per step"));
    auto addRow = [&](const schedule::ComparisonRow& r, bool phase) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        auto* name = new QTableWidgetItem((phase ? tr("phase: ") : QString()) + QString::fromStdString(r.label));
        name->setToolTip(QString::fromStdString(r.note));
        table_->setItem(row, kName, name);
        auto number = [&](int col, const QString& s) {
            auto* it = new QTableWidgetItem(s);
            it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!r.measured_ms && col > kPredicted) it->setToolTip(QString::fromStdString(r.note));
            table_->setItem(row, col, it);
        };
        number(kPredicted, msText(r.predicted_ms));
        number(kMeasured, r.measured_ms ? msText(*r.measured_ms) : tr("—"));
        number(kDifference, r.measured_ms ? (r.difference() >= 0 ? QStringLiteral("+") : QString()) + msText(r.difference()) : QString());
    };
    for (const auto& r : c->roles) addRow(r, false);
    for (const auto& r : c->phases) addRow(r, true);
    table_->resizeColumnsToContents();
    setVisible(true);
    updateGeometry();
}

}  // namespace moe::ui

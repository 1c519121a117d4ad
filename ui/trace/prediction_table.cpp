#include "ui/trace/prediction_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace moe::ui {
namespace {

QString msText(double ms) { return QString::number(ms, 'f', ms < 10 ? 2 : 1); }

}  // namespace

PredictionTable::PredictionTable(QWidget* parent) : QWidget(parent), summary_(new QLabel), table_(new QTableWidget(0, 4)) {
    summary_->setWordWrap(true);
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

void PredictionTable::setComparison(std::shared_ptr<const schedule::PredictionComparison> c) {
    table_->setRowCount(0);
    if (!c) {
        setVisible(false);
        return;
    }
    QString text = tr("Predicted step %1 ms, measured %2 ms (%3 step window(s) averaged).")
                       .arg(msText(c->predicted_step_ms), msText(c->measured_step_ms))
                       .arg(c->measured_windows);
    for (const std::string& w : c->warnings) text += QLatin1Char('\n') + tr("Note: %1").arg(QString::fromStdString(w));
    summary_->setText(text);
    auto addRow = [&](const schedule::ComparisonRow& r, bool phase) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        auto* name = new QTableWidgetItem((phase ? tr("phase: ") : QString()) + QString::fromStdString(r.label));
        name->setToolTip(QString::fromStdString(r.note));
        table_->setItem(row, 0, name);
        auto number = [&](int col, const QString& s) {
            auto* it = new QTableWidgetItem(s);
            it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!r.measured_ms && col > 1) it->setToolTip(QString::fromStdString(r.note));
            table_->setItem(row, col, it);
        };
        number(1, msText(r.predicted_ms));
        number(2, r.measured_ms ? msText(*r.measured_ms) : tr("—"));
        number(3, r.measured_ms ? (r.difference() >= 0 ? QStringLiteral("+") : QString()) + msText(r.difference()) : QString());
    };
    for (const auto& r : c->roles) addRow(r, false);
    for (const auto& r : c->phases) addRow(r, true);
    table_->resizeColumnsToContents();
    setVisible(true);
}

}  // namespace moe::ui

#include "ui/diagnostics_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/diagnostics_model.h"
#include "ui/studio_state.h"

namespace moe::ui {

DiagnosticsView::DiagnosticsView(StudioState* state, QWidget* parent)
    : QWidget(parent), state_(state), model_(new DiagnosticsModel(this)), verdict_(new QLabel(this)),
      table_(new QTableView(this)) {
    verdict_->setObjectName(QStringLiteral("diagnosticsVerdict"));
    table_->setObjectName(QStringLiteral("diagnosticsTable"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setSectionResizeMode(DiagnosticsModel::SeverityColumn, QHeaderView::ResizeToContents);
    table_->setColumnWidth(DiagnosticsModel::RuleColumn, 200);
    table_->setColumnWidth(DiagnosticsModel::MessageColumn, 360);
    table_->setColumnWidth(DiagnosticsModel::SuggestionColumn, 280);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(verdict_);
    layout->addWidget(table_);

    connect(state_, &StudioState::recipeChanged, this, &DiagnosticsView::refresh);
    refresh();
}

void DiagnosticsView::refresh() {
    model_->setDiagnostics(state_->diagnostics());
    const DiagnosticCounts counts = countDiagnostics(state_->diagnostics());
    if (counts.errors == 0 && counts.warnings == 0) {
        verdict_->setText(tr("<b>Valid</b>: no errors or warnings"));
    } else {
        // Spelled out rather than tr("%n error(s)"): no translation files ship yet.
        const QString errors = counts.errors == 1 ? tr("1 error") : tr("%1 errors").arg(counts.errors);
        const QString warnings = counts.warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(counts.warnings);
        verdict_->setText(tr("<b>%1</b>, %2 — export is %3")
                              .arg(errors, warnings, counts.errors > 0 ? tr("refused") : tr("allowed")));
    }
}

}  // namespace moe::ui

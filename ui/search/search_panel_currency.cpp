// Whether the Search dock's results are the recipe's: the checks (model, GPU, sequence, GBS, GPUs,
// fixed options, calibration), the notice and the enabled actions that follow from them, and the
// caption an exported Pareto picture carries.
#include <QLabel>
#include <QPushButton>
#include <QTableView>

#include "core/recipe/recipe_description.h"
#include "core/search/search_request.h"
#include "ui/common/core_message_text.h"
#include "ui/common/fade_overlay.h"
#include "ui/common/panel_format.h"
#include "ui/runs/studio_calibration.h"
#include "ui/search/pareto_plot.h"
#include "ui/search/search_command_text.h"
#include "ui/search/search_constraints_widget.h"
#include "ui/search/search_panel.h"
#include "ui/search/search_results_model.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

void SearchPanel::showWhetherCurrent() {
    const bool stale = outcome_ && outcome_->result && !resultsMatchRecipe();
    // Out-of-date plans are not applied, whatever made them so (recipe or calibration).
    if (outcome_ && outcome_->result) apply_->setEnabled(view_->currentIndex().isValid() && !stale);
    // Results of another model, GPU or sequence stay readable but greyed, under a line that says
    // whose they are; undoing back to their recipe makes them current again.
    view_->setEnabled(!stale);
    pareto_->setEnabled(!stale);
    // A disabled plot still draws in full colour: veil it like the greyed table beside it.
    paretoFade_->setFaded(stale);
    const bool searched = outcome_ && outcome_->result;
    // Results greyed as out of date are not offered as a command either (review in Chinese).
    copyCommand_->setEnabled(searched && !stale);
    if (searched) {
        const SearchCommandText command =
            searchCommandText(outcome_->request, outcome_->recipe, *state_,
                              outcome_->calibrationBuiltin ? QString() : outcome_->calibrationName);
        copyCommand_->setToolTip(command.caveat.isEmpty() ? command.line
                                                          : command.line + QLatin1Char('\n') + command.caveat);
    }
    QStringList notes;
    if (stale && !rankedWithStudioCalibration()) {
        notes << tr("<b>Out of date:</b> these plans were ranked with the %1 calibration; estimates now use %2. "
                    "Search again.")
                     .arg(outcome_->calibrationName.toHtmlEscaped(), StudioCalibration::of(state_)->name().toHtmlEscaped());
    } else if (stale && !searchedWithRecipeOptions()) {
        notes << tr("<b>Out of date:</b> these plans run with %1; the recipe now runs with %2. Search again.")
                     .arg(outcome_->optionsText.toHtmlEscaped(),
                          coreMessageText(searchOptionsMessage(state_->recipe().options)).toHtmlEscaped());
    } else if (stale) {
        const Recipe& r = state_->recipe();
        notes << tr("<b>Out of date:</b> these results are for %1, not for what is asked now (%2 at sequence %3, "
                    "GBS %5 on %6× %4). Search again.")
                     .arg(outcomeInputs(*outcome_).toHtmlEscaped(),
                          QString::fromStdString(r.model.name).toHtmlEscaped())
                     .arg(formatInteger(r.layout.seq_length))
                     .arg(QString::fromStdString(r.hardware.name).toHtmlEscaped())
                     .arg(formatInteger(r.layout.global_batch_size))
                     .arg(formatInteger(gpus_->value()));
    }
    // Results of other settings of this dock (review: full recompute ticked again after a search
    // without it, and nothing said the plans were searched without it).
    if (!stale && outcome_ && outcome_->result && outcome_->settingsText != constraints_->settingsText())
        notes << tr("<b>Searched with other settings:</b> %1. Search again for the settings now shown.")
                     .arg(outcome_->settingsText.toHtmlEscaped());
    const QString blocked = blockingReason();
    if (!blocked.isEmpty()) notes << tr("<b>Search unavailable:</b> %1").arg(blocked.toHtmlEscaped());
    run_->setEnabled(blocked.isEmpty());
    run_->setToolTip(blocked.isEmpty() ? tr("Search the layouts of this model, GPU and sequence length") : blocked);
    notice_->setText(notes.join(QStringLiteral("<br>")));
    notice_->setVisible(!notes.isEmpty());
    holdHeaderHeight();
}

bool SearchPanel::resultsMatchRecipe() const {
    if (!outcome_) return false;
    const Recipe& r = state_->recipe();
    // The plans are made at the recipe's GBS (their microbatches, bubble and step): another GBS
    // makes them out of date too (review 10).
    return outcome_->model == r.model && outcome_->hardware == r.hardware &&
           outcome_->seqLength == r.layout.seq_length && outcome_->globalBatch == r.layout.global_batch_size &&
           outcome_->forcedBalancing == r.options.routing.force_load_balancing && rankedWithStudioCalibration() &&
           // Plans for another GPU count (the count field follows the recipe's): applying one set
           // the GPUs back without a word (review in Portuguese).
           outcome_->gpus == gpus_->value() && searchedWithRecipeOptions();
}

bool SearchPanel::searchedWithRecipeOptions() const {
    // Every plan runs with the recipe's options (dispatcher, overlaps, graphs, …): plans searched
    // under other options are not this recipe's (a review exported the plot after such edits).
    return outcome_ && searchOptionsMessage(state_->recipe().options).english() ==
                           searchOptionsMessage(outcome_->request.options).english();
}

bool SearchPanel::rankedWithStudioCalibration() const {
    return outcome_ && outcome_->calibration == StudioCalibration::of(state_)->calibration();
}

QString SearchPanel::pictureCaption() const {
    if (!outcome_ || !outcome_->result) return {};
    QString text = tr("Search for %1; every plan runs with %2").arg(outcomeInputs(*outcome_), outcome_->optionsText);
    const QModelIndex current = view_->currentIndex();
    const int ringed = current.isValid() ? current.data(SearchResultsModel::ResultIndexRole).toInt() : -1;
    const auto& results = outcome_->result->results;
    if (ringed >= 0 && static_cast<size_t>(ringed) < results.size())
        text += tr(" — ringed: #%1, %2")
                    .arg(ringed + 1)
                    .arg(coreMessageText(describeRecipeMessage(results[static_cast<size_t>(ringed)].recipe)));
    if (!resultsMatchRecipe()) text = tr("Out of date (searched before the recipe's last changes): %1").arg(text);
    return text;
}

}  // namespace moe::ui

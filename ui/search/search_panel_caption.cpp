// SearchPanel::pictureCaption: what an exported Pareto picture says it shows.
#include <QTableView>

#include "core/recipe/recipe_description.h"
#include "ui/common/core_message_text.h"
#include "ui/search/search_panel.h"
#include "ui/search/search_results_model.h"

namespace moe::ui {

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

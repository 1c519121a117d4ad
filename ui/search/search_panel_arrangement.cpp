// Where Search's Pareto plot goes: beside the results table when the dock has room for both, else
// in the table's place at the press of a button, so that the table's leading columns are never
// scrolled sideways behind the plot.
#include <QHeaderView>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <algorithm>

#include "ui/search/pareto_plot.h"
#include "ui/search/search_panel.h"
#include "ui/search/search_results_model.h"

namespace moe::ui {

namespace {
// The plot's axes, legend and a readable front need about this much width.
constexpr int kParetoMinimumWidth = 320;
// Result rows under the header that stay in view: a short dock scrolls (it sits in a scroll area)
// instead of squeezing the table to two rows. Ten pushed the plot's axis below the dock's edge on
// a laptop screen (review 9).
constexpr int kVisibleRows = 4;
}  // namespace

void SearchPanel::holdResultsMinimumHeight() {
    split_->setMinimumHeight(view_->horizontalHeader()->sizeHint().height() +
                             kVisibleRows * view_->verticalHeader()->defaultSectionSize() + 2 * view_->frameWidth());
}

int SearchPanel::leadingColumnsWidth() const {
    // Rank, layout, tokens/s/GPU, band, "vs #1", the memory verdict and the levers: what a plan
    // is, what it gives, how sure and whether it fits.
    const QHeaderView* header = view_->horizontalHeader();
    const int last = std::max(header->visualIndex(SearchResultsModel::LeversColumn),
                              header->visualIndex(SearchResultsModel::HeadroomColumn));
    int width = 2 * view_->frameWidth() + view_->verticalScrollBar()->sizeHint().width();
    for (int visual = 0; visual <= last; ++visual) width += header->sectionSize(header->logicalIndex(visual));
    return width;
}

void SearchPanel::arrangeResults() {
    if (split_ == nullptr || resultsStack_ == nullptr) return;
    const int available = split_->width() > 0 ? split_->width() : width();
    const bool inPlace = available < leadingColumnsWidth() + split_->handleWidth() + kParetoMinimumWidth;
    if (inPlace == paretoInPlace_) return;
    paretoInPlace_ = inPlace;
    // The focus stays where it was (a row chosen by keys stays chosen after the move).
    QWidget* focused = view_->hasFocus() ? static_cast<QWidget*>(view_) : pareto_->hasFocus() ? pareto_ : nullptr;
    if (inPlace) {
        resultsStack_->addWidget(view_);
        resultsStack_->addWidget(pareto_);
        resultsStack_->setCurrentWidget(paretoToggle_->isChecked() ? static_cast<QWidget*>(pareto_) : view_);
        resultsStack_->show();
        split_->setSizes({std::max(1, split_->width())});  // the stack is the splitter's only widget now
    } else {
        resultsStack_->removeWidget(view_);
        resultsStack_->removeWidget(pareto_);
        split_->insertWidget(0, view_);
        split_->insertWidget(1, pareto_);
        resultsStack_->hide();
        view_->show();  // the stack hid whichever was not its current page
        pareto_->show();
        const int total = std::max(1, split_->width());
        split_->setSizes({total * 7 / 10, total - total * 7 / 10, 0});
    }
    paretoToggle_->setVisible(inPlace);
    if (focused) focused->setFocus();
}

void SearchPanel::showParetoInPlace(bool plot) {
    paretoToggle_->setText(plot ? tr("Show the Plans") : tr("Show Pareto Front"));
    if (!paretoInPlace_) return;
    resultsStack_->setCurrentWidget(plot ? static_cast<QWidget*>(pareto_) : view_);
}

}  // namespace moe::ui

#include "ui/search/search_command_text.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "core/search/search_command_line.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

SearchCommandText searchCommandText(const SearchRequest& request, const Recipe& searched, const StudioState& state,
                                    const QString& calibrationName) {
    SearchCommandText out;
    const bool changed = !(state.recipe() == searched);
    const bool saved = !state.filePath().isEmpty() && !state.isDirty() && !changed;
    // Unsaved, the line names the file the user will save: a placeholder a shell cannot mistake for one.
    const std::string file = saved ? state.filePath().toStdString() : std::string("RECIPE.yaml");
    const std::string profile = calibrationName.isEmpty() ? std::string() : "cluster:" + calibrationName.toStdString();
    out.line = QString::fromStdString(searchCommandLine(request, searched, file, profile));
    if (changed)
        out.caveat = QCoreApplication::translate(
            "SearchCommand",
            "The recipe has changed since this search: the command repeats it from the recipe as it was then.");
    else if (state.filePath().isEmpty())
        out.caveat =
            QCoreApplication::translate("SearchCommand", "Save the recipe first: the command reads it from a file.");
    else if (state.isDirty())
        out.caveat = QCoreApplication::translate(
                         "SearchCommand", "The recipe has unsaved edits: save it first, the command reads %1 as saved.")
                         .arg(QFileInfo(state.filePath()).fileName());
    else if (!calibrationName.isEmpty())
        out.caveat = QCoreApplication::translate("SearchCommand",
                                                 "The command finds the %1 cluster profile among the saved ones (Runs "
                                                 "▸ Calibrate from Runs… ▸ Save Profile).")
                         .arg(calibrationName);
    return out;
}

}  // namespace moe::ui

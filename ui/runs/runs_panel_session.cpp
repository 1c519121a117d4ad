// The Runs dock's session: runs restored after a crash load one after another (a run added
// meanwhile waits its turn), and what the autosave keeps to load them again.
#include <QFileInfo>

#include "ui/runs/runs_panel.h"

namespace moe::ui {

QString RunsPanel::newRunName(const QStringList& files) const {
    const QString firstLog = [&] {
        for (const QString& f : files)
            if (!f.endsWith(QStringLiteral(".yaml")) && !f.endsWith(QStringLiteral(".json")) &&
                !f.endsWith(QStringLiteral(".gz")))
                return QFileInfo(f).fileName();
        return files.isEmpty() ? QString() : QFileInfo(files.front()).fileName();
    }();
    return tr("Run %1: %2").arg(nextNumber_).arg(firstLog);
}

void RunsPanel::restoreRuns(const std::vector<SessionSnapshot::Run>& runs) {
    for (const SessionSnapshot::Run& r : runs) {
        RunLoadRequest request = studioRequest();
        request.files = r.files;
        request.window = r.window;
        if (r.studioRecipe) {
            // Scored, as before, against the studio's recipe as it was when the run was added.
            request.currentRecipe = *r.studioRecipe;
            request.currentRecipeName = r.studioRecipeName;
            request.currentRecipeAt = r.studioRecipeAt;
            request.currentRecipeFile.clear();
        }
        queued_.push_back(std::move(request));
    }
    if (!runner_.isBusy()) loadNextQueued();
}

void RunsPanel::loadNextQueued() {
    loadingQueued_ = false;
    if (queued_.empty()) return;
    RunLoadRequest request = std::move(queued_.front());
    queued_.pop_front();
    request.name = newRunName(request.files);
    loadingQueued_ = true;
    runner_.submit([request = std::move(request)](const jobs::JobContext& ctx) { return loadRunRecord(request, ctx); });
}

std::vector<SessionSnapshot::Run> RunsPanel::sessionRuns() const {
    std::vector<SessionSnapshot::Run> out;
    for (const RunRecordPtr& r : runs_) {
        SessionSnapshot::Run s;
        s.files = r->files;
        s.window = r->window;
        if (r->followsStudioRecipe) {
            s.studioRecipe = r->studioRecipe;
            s.studioRecipeName = r->studioRecipeName;
            s.studioRecipeAt = r->studioRecipeAt;
        }
        out.push_back(std::move(s));
    }
    // Runs still waiting to load are the session's too.
    for (const RunLoadRequest& q : queued_) {
        SessionSnapshot::Run s;
        s.files = q.files;
        s.window = q.window;
        if (q.currentRecipeFile.isEmpty()) {
            s.studioRecipe = q.currentRecipe;
            s.studioRecipeName = q.currentRecipeName;
            s.studioRecipeAt = q.currentRecipeAt;
        }
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace moe::ui

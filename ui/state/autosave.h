#pragma once
// Crash recovery. While the document has unsaved edits its recipe is written atomically to an
// autosave file in the user's data directory shortly after each change; a save that makes the
// document clean, or a normal shutdown, removes it. The session's pins and attached runs (a
// SessionSnapshot from the window) are written beside it whenever there are any, and then the
// recipe is written too, saved or not, so that they come back with the recipe they belong to.
// Each session holds a lock file next to its autosave, so at the next start an autosave whose lock
// is stale means that session ended abnormally — its unsaved edits, pins and runs are offered back
// (restore as the session's starting point, or discard).
#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/common/error.h"
#include "core/recipe/recipe.h"
#include "ui/state/session_snapshot.h"

namespace moe::ui {

class StudioState;

struct RecoveredRecipe {
    QString autosavePath;  // the leftover file
    QString originalPath;  // the file the edits belonged to (empty: never saved)
    QDateTime savedAt;
    Recipe recipe;
    bool unsavedEdits = true;  // false: the recipe was its file's, kept for the pins and runs
    std::optional<SessionSnapshot> session;  // pins and runs, when the session had any
};

class Autosave : public QObject {
    Q_OBJECT
public:
    // `directory` is created when missing; delayMs is the longest an edit waits
    // before it is written, however many edits follow it.
    Autosave(StudioState* state, QString directory, int delayMs = 500, QObject* parent = nullptr);
    ~Autosave() override;  // normal shutdown: this session's autosave is not needed any more

    // <AppDataLocation>/autosave
    static QString defaultDirectory();

    [[nodiscard]] QString autosavePath() const { return path_; }
    // Beside the autosave: "<autosave stem>.session.json".
    [[nodiscard]] QString sessionPath() const;
    // Where the pins and runs come from (the window); unset = none.
    using SessionSource = std::function<SessionSnapshot()>;
    void setSessionSource(SessionSource source) { sessionSource_ = std::move(source); }
    // The pins or runs changed: written within the same delay as an edit.
    void sessionChanged();
    // Autosaves left by sessions that did not shut down normally, newest first. Unreadable files
    // are skipped and reported through `problems`.
    [[nodiscard]] std::vector<RecoveredRecipe> leftovers(QStringList* problems = nullptr) const;
    // Makes the recovered recipe the document (the session starts there: not an undo step, which
    // Ctrl+Z in a field used to take back; it stays unsaved against its file) and removes the
    // leftover file.
    bool restore(const RecoveredRecipe& recovered);
    static void discard(const RecoveredRecipe& recovered);
    // Writes now when the document is dirty or the session has pins or runs (the timer calls this).
    Status flush();

signals:
    void written(const QString& path);
    void failed(const QString& message);

private:
    void onDocumentChanged();

    [[nodiscard]] SessionSnapshot currentSession() const { return sessionSource_ ? sessionSource_() : SessionSnapshot{}; }
    void removeFiles();

    StudioState* state_;
    SessionSource sessionSource_;
    QString directory_;
    QString path_;
    std::unique_ptr<QLockFile> lock_;
    QTimer timer_;
};

}  // namespace moe::ui

#pragma once
// Crash recovery. While the document has unsaved edits its recipe is written atomically to an
// autosave file in the user's data directory shortly after each change; a save that makes the
// document clean, or a normal shutdown, removes it. Each session holds a lock file next to its
// autosave, so at the next start an autosave whose lock is stale means that session ended
// abnormally with unsaved edits — those are offered back (restore as the session's unsaved starting
// point, or discard).
#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe::ui {

class StudioState;

struct RecoveredRecipe {
    QString autosavePath;  // the leftover file
    QString originalPath;  // the file the edits belonged to (empty: never saved)
    QDateTime savedAt;
    Recipe recipe;
};

class Autosave : public QObject {
    Q_OBJECT
public:
    // `directory` is created when missing; delayMs is the quiet time after an edit before writing.
    Autosave(StudioState* state, QString directory, int delayMs = 2000, QObject* parent = nullptr);
    ~Autosave() override;  // normal shutdown: this session's autosave is not needed any more

    // <AppDataLocation>/autosave
    static QString defaultDirectory();

    [[nodiscard]] QString autosavePath() const { return path_; }
    // Autosaves left by sessions that did not shut down normally, newest first. Unreadable files
    // are skipped and reported through `problems`.
    [[nodiscard]] std::vector<RecoveredRecipe> leftovers(QStringList* problems = nullptr) const;
    // Makes the recovered recipe the document (the session starts there: not an undo step, which
    // Ctrl+Z in a field used to take back; it stays unsaved against its file) and removes the
    // leftover file.
    bool restore(const RecoveredRecipe& recovered);
    static void discard(const RecoveredRecipe& recovered);
    // Writes now when the document is dirty (the timer calls this).
    Status flush();

signals:
    void written(const QString& path);
    void failed(const QString& message);

private:
    void onDocumentChanged();

    StudioState* state_;
    QString directory_;
    QString path_;
    std::unique_ptr<QLockFile> lock_;
    QTimer timer_;
};

}  // namespace moe::ui

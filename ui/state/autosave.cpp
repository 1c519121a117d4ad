#include "ui/state/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

#include "core/common/atomic_file.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/state/studio_state.h"

namespace moe::ui {
namespace {

// First line of every autosave: lets recovery rebind the edits to their file. The second says
// whether the recipe had unsaved edits or was written only for the session's pins and runs.
const QString kOriginHeader = QStringLiteral("# moe-studio autosave of: ");
const QString kUnsavedHeader = QStringLiteral("# moe-studio unsaved edits: ");

QString siblingPath(const QString& autosavePath, const QString& suffix) {
    QString p = autosavePath;
    p.chop(5);  // ".yaml"
    return p + suffix;
}

QString lockPathFor(const QString& autosavePath) { return siblingPath(autosavePath, QStringLiteral(".lock")); }
QString sessionPathFor(const QString& autosavePath) { return siblingPath(autosavePath, QStringLiteral(".session.json")); }

}  // namespace

Autosave::Autosave(StudioState* state, QString directory, int delayMs, QObject* parent)
    : QObject(parent), state_(state), directory_(std::move(directory)) {
    QDir().mkpath(directory_);
    const QString stem = QStringLiteral("autosave-%1").arg(QCoreApplication::applicationPid());
    path_ = QDir(directory_).filePath(stem + QStringLiteral(".yaml"));
    lock_ = std::make_unique<QLockFile>(lockPathFor(path_));
    lock_->setStaleLockTime(0);  // liveness comes from the PID and host in the lock, not its age
    lock_->tryLock(0);
    timer_.setSingleShot(true);
    timer_.setInterval(delayMs);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (auto s = flush(); !s) emit failed(QString::fromStdString(s.error().toString()));
    });
    connect(state_, &StudioState::recipeChanged, this, &Autosave::onDocumentChanged);
    connect(state_, &StudioState::dirtyChanged, this, &Autosave::onDocumentChanged);
}

Autosave::~Autosave() {
    removeFiles();
    if (lock_) lock_->unlock();
}

QString Autosave::sessionPath() const { return sessionPathFor(path_); }

void Autosave::removeFiles() {
    QFile::remove(path_);
    QFile::remove(sessionPath());
}

void Autosave::sessionChanged() { onDocumentChanged(); }

QString Autosave::defaultDirectory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

void Autosave::onDocumentChanged() {
    if (state_->isDirty() || !currentSession().empty()) {
        // A running timer is left alone: restarting it on every edit would postpone the write for
        // as long as the user keeps editing (a slider dragged for a minute, then a crash, lost it all).
        if (!timer_.isActive()) timer_.start();
    } else {
        // Saved (or undone back to the saved state) with no pins or runs: nothing to recover.
        timer_.stop();
        removeFiles();
    }
}

Status Autosave::flush() {
    const SessionSnapshot session = currentSession();
    const bool dirty = state_->isDirty();
    if (!dirty && session.empty()) {
        removeFiles();
        return okStatus();
    }
    // The session first: a crash between the two writes leaves a recipe without its pins at worst,
    // never pins beside another session's recipe.
    if (session.empty()) {
        QFile::remove(sessionPath());
    } else {
        const QByteArray json = sessionToJson(session);
        if (auto s = writeFileAtomically(sessionPath().toStdString(), json.toStdString()); !s) return s;
    }
    const std::string text = kOriginHeader.toStdString() + state_->filePath().toStdString() + "\n" +
                             kUnsavedHeader.toStdString() + (dirty ? "yes" : "no") + "\n" + recipeToYaml(state_->recipe());
    if (auto s = writeFileAtomically(path_.toStdString(), text); !s) return s;
    emit written(path_);
    return okStatus();
}

std::vector<RecoveredRecipe> Autosave::leftovers(QStringList* problems) const {
    std::vector<RecoveredRecipe> out;
    const QDir dir(directory_);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("autosave-*.yaml")}, QDir::Files)) {
        const QString path = info.absoluteFilePath();
        if (QFileInfo(path) == QFileInfo(path_)) continue;  // this session's own
        QLockFile other(lockPathFor(path));
        other.setStaleLockTime(0);
        if (!other.tryLock(0)) continue;  // its session is still running
        other.unlock();
        auto text = readWholeFile(path.toStdString());
        if (!text) {
            if (problems) problems->append(QString::fromStdString(text.error().toString()));
            continue;
        }
        RecoveredRecipe r;
        r.autosavePath = path;
        r.savedAt = info.lastModified();
        const QString all = QString::fromStdString(*text);
        if (all.startsWith(kOriginHeader)) r.originalPath = all.mid(kOriginHeader.size(), all.indexOf('\n') - kOriginHeader.size());
        // Autosaves older than the second header line were written for unsaved edits only.
        r.unsavedEdits = !all.contains(QChar('\n') + kUnsavedHeader + QStringLiteral("no\n"));
        auto recipe = parseRecipeYaml(*text, path.toStdString());
        if (!recipe) {
            if (problems) problems->append(QString::fromStdString(recipe.error().toString()));
            continue;
        }
        r.recipe = std::move(*recipe);
        if (QFile::exists(sessionPathFor(path))) {
            // An unreadable session costs its pins and runs, not the recipe's edits.
            auto json = readWholeFile(sessionPathFor(path).toStdString());
            auto session = json ? sessionFromJson(QByteArray::fromStdString(*json), sessionPathFor(path).toStdString())
                                : Result<SessionSnapshot>(json.error());
            if (session && !session->empty())
                r.session = std::move(*session);
            else if (problems)
                problems->append(QString::fromStdString(session.error().toString()));
        }
        if (!r.unsavedEdits && !r.session) continue;  // nothing left to offer
        out.push_back(std::move(r));
    }
    std::sort(out.begin(), out.end(), [](const RecoveredRecipe& a, const RecoveredRecipe& b) { return a.savedAt > b.savedAt; });
    return out;
}

bool Autosave::restore(const RecoveredRecipe& recovered) {
    // The recovered edits are where this session starts, not a step Undo can take back: Ctrl+Z in a
    // field right after restoring undid the whole restore, and the next edit lost it (review 19).
    // They are still unsaved against the file they came from.
    // A recipe kept only for its pins and runs was its file's: the file as it is now is the
    // document (clean), unless it went away or no longer reads, when the kept copy stands in, unsaved.
    std::optional<Recipe> fromFile;
    if (!recovered.unsavedEdits && !recovered.originalPath.isEmpty())
        if (auto loaded = loadRecipeFile(recovered.originalPath.toStdString()); loaded) fromFile = std::move(*loaded);
    state_->resetDocument(fromFile ? *fromFile : recovered.recipe, recovered.originalPath);
    if (fromFile)
        state_->undoStack()->setClean();
    else
        state_->undoStack()->resetClean();
    discard(recovered);
    return true;
}

void Autosave::discard(const RecoveredRecipe& recovered) {
    QFile::remove(recovered.autosavePath);
    QFile::remove(sessionPathFor(recovered.autosavePath));
    QFile::remove(lockPathFor(recovered.autosavePath));
}

}  // namespace moe::ui

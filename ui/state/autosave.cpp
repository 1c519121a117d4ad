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

// First line of every autosave: lets recovery rebind the edits to their file.
const QString kOriginHeader = QStringLiteral("# moe-studio autosave of: ");

QString lockPathFor(const QString& autosavePath) {
    QString p = autosavePath;
    p.chop(5);  // ".yaml"
    return p + QStringLiteral(".lock");
}

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
    QFile::remove(path_);
    if (lock_) lock_->unlock();
}

QString Autosave::defaultDirectory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

void Autosave::onDocumentChanged() {
    if (state_->isDirty()) {
        timer_.start();
    } else {
        // Saved (or undone back to the saved state): nothing to recover.
        timer_.stop();
        QFile::remove(path_);
    }
}

Status Autosave::flush() {
    if (!state_->isDirty()) return okStatus();
    const std::string text = kOriginHeader.toStdString() + state_->filePath().toStdString() + "\n" + recipeToYaml(state_->recipe());
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
        auto recipe = parseRecipeYaml(*text, path.toStdString());
        if (!recipe) {
            if (problems) problems->append(QString::fromStdString(recipe.error().toString()));
            continue;
        }
        r.recipe = std::move(*recipe);
        out.push_back(std::move(r));
    }
    std::sort(out.begin(), out.end(), [](const RecoveredRecipe& a, const RecoveredRecipe& b) { return a.savedAt > b.savedAt; });
    return out;
}

bool Autosave::restore(const RecoveredRecipe& recovered) {
    // The recovered edits are where this session starts, not a step Undo can take back: Ctrl+Z in a
    // field right after restoring undid the whole restore, and the next edit lost it (review 19).
    // They are still unsaved against the file they came from.
    state_->resetDocument(recovered.recipe, recovered.originalPath);
    state_->undoStack()->resetClean();
    discard(recovered);
    return true;
}

void Autosave::discard(const RecoveredRecipe& recovered) {
    QFile::remove(recovered.autosavePath);
    QFile::remove(lockPathFor(recovered.autosavePath));
}

}  // namespace moe::ui

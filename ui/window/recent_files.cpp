#include "ui/window/recent_files.h"

#include <QFileInfo>

#include "ui/window/settings.h"

namespace moe::ui {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {
    files_ = studioSettings()->value(kKey).toStringList();
    // A hand-edited or older settings file may hold more entries than we show.
    while (files_.size() > kMaxEntries) files_.removeLast();
}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files_.removeAll(absolute);
    files_.prepend(absolute);
    while (files_.size() > kMaxEntries) files_.removeLast();
    store();
}

void RecentFiles::remove(const QString& path) {
    if (files_.removeAll(QFileInfo(path).absoluteFilePath()) > 0) store();
}

void RecentFiles::clear() {
    files_.clear();
    store();
}

void RecentFiles::store() {
    studioSettings()->setValue(kKey, files_);
    emit changed();
}

}  // namespace moe::ui

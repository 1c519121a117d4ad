#pragma once
// One place that names the settings store, so window state and recent files agree on it even
// when the application did not set an organization name (tests, embedding).
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <memory>

namespace moe::ui {

inline constexpr const char* kSettingsOrganization = "MoE Layout Studio";
inline constexpr const char* kSettingsApplication = "moe-studio";

inline std::unique_ptr<QSettings> studioSettings() {
    return std::make_unique<QSettings>(QString::fromLatin1(kSettingsOrganization),
                                       QString::fromLatin1(kSettingsApplication));
}

// The folder of the last file the user saved or exported, so every Save dialog starts there
// (the home folder before the first save).
inline QString lastSaveFolder() {
    return studioSettings()->value(QStringLiteral("dialogs/lastSaveFolder"), QDir::homePath()).toString();
}
inline void rememberSaveFolder(const QString& savedFile) {
    studioSettings()->setValue(QStringLiteral("dialogs/lastSaveFolder"), QFileInfo(savedFile).absolutePath());
}

// The folder of the last file the user opened or imported (recipe, trace, log), so every Open
// dialog starts where their files are rather than in the home folder; before the first open, the
// last save folder.
inline QString lastOpenFolder() {
    return studioSettings()->value(QStringLiteral("dialogs/lastOpenFolder"), lastSaveFolder()).toString();
}
inline void rememberOpenFolder(const QString& openedFile) {
    studioSettings()->setValue(QStringLiteral("dialogs/lastOpenFolder"), QFileInfo(openedFile).absolutePath());
}

// The format (file suffix, "svg", "md") last written by one kind of export ("image",
// "comparison"), so its next Save dialog proposes it again; `fallback` before the first export.
inline QString lastExportSuffix(const QString& kind, const QString& fallback) {
    return studioSettings()->value(QStringLiteral("dialogs/exportFormat/") + kind, fallback).toString();
}
inline void rememberExportSuffix(const QString& kind, const QString& writtenFile) {
    const QString suffix = QFileInfo(writtenFile).suffix().toLower();
    if (!suffix.isEmpty()) studioSettings()->setValue(QStringLiteral("dialogs/exportFormat/") + kind, suffix);
}

}  // namespace moe::ui

#pragma once
// Shared helpers for the GUI suites: isolated settings and small recipe files on disk.
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/perf/estimate_uncertainty.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/window/settings.h"

namespace moe::uitest {

// Test mode redirects QStandardPaths to ~/.qttest; the settings file goes to a folder of this
// test process alone, because ctest runs suites in parallel and two suites saving window state
// into one shared file make each other fail. Clearing it makes every test start fresh.
inline void isolateSettings() {
    QStandardPaths::setTestModeEnabled(true);
    static QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    moe::ui::studioSettings()->clear();
}

// Sizes and shows a widget on its own, and waits until it is on screen.
[[nodiscard]] inline bool showSized(QWidget& widget, int width, int height) {
    widget.resize(width, height);
    widget.show();
    return QTest::qWaitForWindowExposed(&widget);
}

inline QString writeText(const QDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

// The built-in default recipe renamed, so two files are told apart by name.
inline Recipe namedDefaultRecipe(const std::string& name) {
    Result<Recipe> r = defaultRecipe();
    if (!r.ok()) qFatal("defaultRecipe failed: %s", r.error().toString().c_str());
    Recipe recipe = r.value();
    recipe.name = name;
    return recipe;
}

// The default recipe on catalog model `model` (layout and options kept), named `name`.
inline Recipe defaultRecipeWithModel(const std::string& name, const std::string& model) {
    Recipe recipe = namedDefaultRecipe(name);
    const ModelSpec* spec = builtinCatalog().findModel(model);
    if (spec == nullptr) qFatal("%s is not in the catalog", model.c_str());
    recipe.model = *spec;
    recipe.model_ref = model;
    return recipe;
}

inline QString writeRecipe(const QDir& dir, const QString& fileName, const Recipe& recipe) {
    return writeText(dir, fileName, QByteArray::fromStdString(recipeToYaml(recipe)));
}

// A band of ±halfWidth on throughput, known (from `rows` published rows), for tests of how figures
// are rounded to it.
inline Uncertainty symmetricBand(double halfWidth, int rows = 30, const std::string& basis = "test") {
    Uncertainty u;
    u.low = -halfWidth;
    u.high = halfWidth;
    u.rows = rows;
    u.basis = basis;
    return u;
}

}  // namespace moe::uitest

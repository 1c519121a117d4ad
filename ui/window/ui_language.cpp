#include "ui/window/ui_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>

#include "ui/window/pseudo_translator.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

const QString kLanguageSettingsKey = QStringLiteral("preferences/language");
const QString kSystemChoice = QStringLiteral("system");

}  // namespace

QStringList UiLanguage::choices() {
    return {kSystemChoice, QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("pt_BR"),
            QStringLiteral("fr_FR")};
}

QString UiLanguage::displayName(const QString& choice) {
    // Each language named in itself, so that a reader finds their own whatever the studio speaks.
    if (choice == QLatin1String("en")) return QStringLiteral("English");
    if (choice == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
    if (choice == QLatin1String("pt_BR")) return QStringLiteral("Português (Brasil)");
    if (choice == QLatin1String("fr_FR")) return QStringLiteral("Français");
    return tr("System", "language: follow the system's locale");
}

QString UiLanguage::savedChoice() {
    const QString saved = studioSettings()->value(kLanguageSettingsKey).toString();
    return choices().contains(saved) ? saved : kSystemChoice;
}

void UiLanguage::saveChoice(const QString& choice) {
    studioSettings()->setValue(kLanguageSettingsKey, choices().contains(choice) ? choice : kSystemChoice);
}

QString UiLanguage::environmentChoice() {
    const QString env = qEnvironmentVariable("MOE_STUDIO_LANGUAGE");
    return choices().contains(env) ? env : QString();
}

QString UiLanguage::effectiveChoice() {
    const QString env = environmentChoice();
    return env.isEmpty() ? savedChoice() : env;
}

bool UiLanguage::pseudoRequested() {
    return qEnvironmentVariable("MOE_STUDIO_LANGUAGE") == QLatin1String("pseudo");
}

QLocale UiLanguage::localeFor(const QString& choice, const QLocale& system) {
    if (choice == QLatin1String("en")) return QLocale(QLocale::English, QLocale::UnitedStates);
    if (choice == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    if (choice == QLatin1String("pt_BR")) return QLocale(QLocale::Portuguese, QLocale::Brazil);
    if (choice == QLatin1String("fr_FR")) return QLocale(QLocale::French, QLocale::France);
    return system;
}

QString UiLanguage::catalogFor(const QLocale& locale) {
    switch (locale.language()) {
        case QLocale::Chinese:
            // Simplified characters only: a Traditional-script reader (zh_TW, zh_HK) keeps English
            // rather than a script they do not write.
            return locale.script() == QLocale::TraditionalChineseScript ? QString() : QStringLiteral("zh_CN");
        case QLocale::Portuguese:
            return QStringLiteral("pt_BR");
        case QLocale::French:
            return QStringLiteral("fr_FR");
        default:
            return {};
    }
}

UiLanguage::UiLanguage(QObject* parent) : QObject(parent) {}

UiLanguage::~UiLanguage() {
    uninstall();
}

void UiLanguage::uninstall() {
    if (!installed_) return;
    QCoreApplication::removeTranslator(&studio_);
    QCoreApplication::removeTranslator(&qt_);
    if (pseudo_) QCoreApplication::removeTranslator(pseudo_.get());
    installed_ = false;
}

QString UiLanguage::install(const QLocale& locale) {
    uninstall();
    QLocale::setDefault(locale);
    catalog_ = catalogFor(locale);
    qtLoaded_ = false;
    if (catalog_.isEmpty()) return catalog_;
    // Qt's catalogs are per language with a few per country (qtbase_fr.qm, qtbase_pt_BR.qm,
    // qtbase_zh_CN.qm): load(QLocale) tries the most specific name first.
    const QLocale catalogLocale(catalog_);
    qtLoaded_ = qt_.load(catalogLocale, QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (!studio_.load(QStringLiteral(":/i18n/moe_studio_") + catalog_)) {
        catalog_.clear();
        return catalog_;
    }
    if (qtLoaded_) QCoreApplication::installTranslator(&qt_);
    QCoreApplication::installTranslator(&studio_);
    installed_ = true;
    return catalog_;
}

void UiLanguage::installPseudo() {
    uninstall();
    QLocale::setDefault(localeFor(QStringLiteral("en")));
    if (!pseudo_) pseudo_ = std::make_unique<PseudoTranslator>();
    QCoreApplication::installTranslator(pseudo_.get());
    catalog_ = QStringLiteral("pseudo");
    qtLoaded_ = false;
    installed_ = true;
}

QString UiLanguage::installEffective() {
    if (pseudoRequested()) {
        installPseudo();
        return catalog_;
    }
    return install(localeFor(effectiveChoice()));
}

}  // namespace moe::ui

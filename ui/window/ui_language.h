#pragma once
// The studio's language: which catalog its texts come from and which locale its numbers follow.
// Chosen, in this order, by the MOE_STUDIO_LANGUAGE environment variable (tests, screenshots),
// the choice saved by Edit ▸ Preferences (settings key "preferences/language"), else the system
// locale. install() loads the studio's own catalog (embedded by the build as
// :/i18n/moe_studio_<code>.qm) and Qt's (qtbase_<lang>.qm from Qt's translations folder: file
// dialogs, message boxes, standard buttons) into the application, and makes the chosen locale
// QLocale's default. Applied once, before the main window is built: a change in Preferences takes
// effect at the next start.
//
// MOE_STUDIO_LANGUAGE=pseudo installs the pseudo-locale instead (ui/window/pseudo_translator.h:
// every text accented and 40 % longer, numbers in English), for layout checks and screenshots;
// it is not one of choices(), so Preferences does not offer it.
//
// Files written for a trainer never depend on it: the core formats numbers in the C locale, and
// QLocale::setDefault does not reach QString::number or the core (tests/ui/export/test_export_locale.cpp).
#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <memory>

namespace moe::ui {

class PseudoTranslator;

class UiLanguage : public QObject {
    Q_OBJECT
public:
    // The saved-setting and environment values: "system" (follow the system locale, also what an
    // empty or unknown value means), "en", "zh_CN", "pt_BR", "fr_FR".
    static QStringList choices();
    // Each choice's name in its own language ("简体中文", "Français"); "System" is translated.
    static QString displayName(const QString& choice);

    // The saved choice ("system" when none or unknown), and saving one.
    static QString savedChoice();
    static void saveChoice(const QString& choice);
    // MOE_STUDIO_LANGUAGE when set to a known choice, else empty.
    static QString environmentChoice();
    // The choice in force: the environment's, else the saved one.
    static QString effectiveChoice();
    // True when MOE_STUDIO_LANGUAGE=pseudo asks for the pseudo-locale.
    static bool pseudoRequested();

    // The locale a choice stands for ("system": `system`; "en": English (United States)).
    static QLocale localeFor(const QString& choice, const QLocale& system = QLocale::system());
    // The studio catalog for a locale: "zh_CN" (Chinese in Simplified script), "pt_BR"
    // (Portuguese), "fr_FR" (French), else empty (English, the source language).
    static QString catalogFor(const QLocale& locale);

    explicit UiLanguage(QObject* parent = nullptr);
    ~UiLanguage() override;

    // Installs the translators for `locale` into the application (replacing any this object
    // installed before) and sets QLocale's default to it. Returns the catalog code loaded
    // ("fr_FR"), or empty when the studio stays in English.
    QString install(const QLocale& locale);
    // Installs the pseudo-locale (English numbers) instead; catalog() is then "pseudo".
    void installPseudo();
    // install() or installPseudo(), for what effectiveChoice() and pseudoRequested() say.
    QString installEffective();
    // The catalog install() loaded, and whether Qt's own was found for the language.
    [[nodiscard]] QString catalog() const { return catalog_; }
    [[nodiscard]] bool qtCatalogLoaded() const { return qtLoaded_; }

private:
    void uninstall();

    QTranslator qt_;
    QTranslator studio_;
    std::unique_ptr<PseudoTranslator> pseudo_;
    QString catalog_;
    bool qtLoaded_ = false;
    bool installed_ = false;
};

}  // namespace moe::ui

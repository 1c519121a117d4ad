#include "ui/window/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/window/ui_language.h"

namespace moe::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    language_ = new QComboBox;
    language_->setObjectName(QStringLiteral("languageCombo"));
    for (const QString& choice : UiLanguage::choices()) language_->addItem(UiLanguage::displayName(choice), choice);
    language_->setCurrentIndex(std::max(0, language_->findData(UiLanguage::savedChoice())));
    auto* languageLabel = new QLabel(tr("&Language:"));
    languageLabel->setBuddy(language_);
    form->addRow(languageLabel, language_);
    layout->addLayout(form);

    // The truth about when it applies: the catalogs are loaded once, at start-up.
    QString note =
        tr("A new language applies at the next start of the studio. On screen, numbers follow the "
           "language's format. Files written for the training program (recipes, launch scripts, Bridge "
           "YAML, traces) are the same in every language; Compare's exported tables (CSV, Markdown) keep "
           "their words in the language but write numbers as 1234.5, without grouping; the evidence "
           "report (Runs ▸ Open Report) is written in English.");
    if (const QString env = UiLanguage::environmentChoice(); !env.isEmpty())
        note += QLatin1Char('\n') + tr("This session's language is set by MOE_STUDIO_LANGUAGE=%1, which "
                                       "overrides this choice while it is set.")
                                        .arg(env);
    auto* noteLabel = new QLabel(note);
    noteLabel->setObjectName(QStringLiteral("languageNote"));
    noteLabel->setWordWrap(true);
    layout->addWidget(noteLabel);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

QString PreferencesDialog::selectedLanguage() const {
    return language_->currentData().toString();
}

void PreferencesDialog::accept() {
    UiLanguage::saveChoice(selectedLanguage());
    QDialog::accept();
}

}  // namespace moe::ui

#pragma once
// Edit ▸ Preferences…: the studio's language (System, English, 简体中文, Português (Brasil),
// Français). OK saves the choice (UiLanguage's setting); the dialog says that it applies at the
// next start, as it does: the catalogs are installed once, before the main window is built.
#include <QDialog>

class QComboBox;
class QLabel;

namespace moe::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    [[nodiscard]] QComboBox* languageCombo() const { return language_; }
    // The choice the combo shows ("system", "en", "zh_CN", …; UiLanguage::choices()).
    [[nodiscard]] QString selectedLanguage() const;

public slots:
    // Saves the choice and closes.
    void accept() override;

private:
    QComboBox* language_ = nullptr;
};

}  // namespace moe::ui

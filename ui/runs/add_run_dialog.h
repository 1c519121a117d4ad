#pragma once
// The dialog behind Runs ▸ Add Run… (issue 26 §3): the run's files and the steady window to
// measure. When the files include a training log, the window is pre-filled with iterations 41-50
// if the log prints them, else with a window it does print (core logs::proposeWindow), and the
// note says which and why; a window the log does not print is refused with the iterations it does.
#include <QDialog>
#include <QStringList>
#include <optional>

#include "core/logs/training_log.h"

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace moe::ui {

class AddRunDialog : public QDialog {
    Q_OBJECT
public:
    explicit AddRunDialog(QWidget* parent = nullptr);

    // Replaces the picked files (the file picker's result, or a test's) and proposes a window.
    void setFiles(const QStringList& files);
    [[nodiscard]] QStringList files() const { return files_; }
    [[nodiscard]] int64_t windowFrom() const;
    [[nodiscard]] int64_t windowTo() const;
    [[nodiscard]] QSpinBox* fromBox() const { return from_; }
    [[nodiscard]] QSpinBox* toBox() const { return to_; }
    [[nodiscard]] QLabel* note() const { return note_; }
    [[nodiscard]] QDialogButtonBox* buttons() const { return buttons_; }

private:
    void chooseFiles();
    void checkWindow();

    QStringList files_;
    std::optional<logs::TrainingLog> log_;
    QString proposal_;  // why the pre-filled window was chosen
    QListWidget* list_;
    QSpinBox* from_;
    QSpinBox* to_;
    QLabel* note_;
    QDialogButtonBox* buttons_;
};

}  // namespace moe::ui

#include "ui/window/unsaved_changes.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace moe::ui {

UnsavedChoice askAboutUnsavedChanges(QWidget* parent, const QString& documentName) {
    const auto answer = QMessageBox::warning(
        parent, QCoreApplication::translate("MainWindow", "Unsaved Changes"),
        QCoreApplication::translate("MainWindow", "“%1” has unsaved changes. Save them?").arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    return answer == QMessageBox::Save      ? UnsavedChoice::Save
           : answer == QMessageBox::Discard ? UnsavedChoice::Discard
                                            : UnsavedChoice::Cancel;
}

}  // namespace moe::ui

#include "ui/window/unsaved_changes.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace moe::ui {

// Spelt out as QCoreApplication::translate with the window's context, so lupdate files them
// under it (a tr() helper outside a class reaches no catalog context).
void labelUnsavedChangesButtons(QMessageBox& box) {
    // The standard buttons carry no mnemonics on Linux: Alt+D did nothing (review 18).
    if (QAbstractButton* save = box.button(QMessageBox::Save))
        save->setText(QCoreApplication::translate("moe::ui::MainWindow", "&Save"));
    // "Don't Save", not "Discard": replacing the recipe is one undo step, so the edits are not
    // thrown away, only left unsaved (review 27: "Discard" discarded nothing, Ctrl+Z brought them back).
    if (QAbstractButton* discard = box.button(QMessageBox::Discard))
        discard->setText(QCoreApplication::translate("moe::ui::MainWindow", "&Don't Save"));
    if (QAbstractButton* cancel = box.button(QMessageBox::Cancel))
        cancel->setText(QCoreApplication::translate("moe::ui::MainWindow", "Cancel"));
}

UnsavedChoice askAboutUnsavedChanges(QWidget* parent, const QString& documentName) {
    QMessageBox box(
        QMessageBox::Warning, QCoreApplication::translate("moe::ui::MainWindow", "Unsaved Changes"),
        QCoreApplication::translate("moe::ui::MainWindow", "“%1” has unsaved changes. Save them?").arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    labelUnsavedChangesButtons(box);
    const int answer = box.exec();
    return answer == QMessageBox::Save      ? UnsavedChoice::Save
           : answer == QMessageBox::Discard ? UnsavedChoice::Discard
                                            : UnsavedChoice::Cancel;
}

}  // namespace moe::ui

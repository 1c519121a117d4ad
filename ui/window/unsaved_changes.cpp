#include "ui/window/unsaved_changes.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace moe::ui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("MainWindow", text); }
}  // namespace

void labelUnsavedChangesButtons(QMessageBox& box) {
    // The standard buttons carry no mnemonics on Linux: Alt+D did nothing (review 18).
    if (QAbstractButton* save = box.button(QMessageBox::Save)) save->setText(tr("&Save"));
    // "Don't Save", not "Discard": replacing the recipe is one undo step, so the edits are not
    // thrown away, only left unsaved (review 27: "Discard" discarded nothing, Ctrl+Z brought them back).
    if (QAbstractButton* discard = box.button(QMessageBox::Discard)) discard->setText(tr("&Don't Save"));
    if (QAbstractButton* cancel = box.button(QMessageBox::Cancel)) cancel->setText(tr("Cancel"));
}

UnsavedChoice askAboutUnsavedChanges(QWidget* parent, const QString& documentName) {
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"), tr("“%1” has unsaved changes. Save them?").arg(documentName),
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

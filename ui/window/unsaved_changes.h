#pragma once
// The one question asked before anything replaces a recipe with unsaved edits (File ▸ Open, Open
// Recent, Open Built-in, Open from Library, Import, a dropped file, closing the window): Save,
// Discard or Cancel. A function, so tests answer it without a modal box.
#include <QString>
#include <functional>

class QMessageBox;
class QWidget;

namespace moe::ui {

enum class UnsavedChoice { Save, Discard, Cancel };

// `parent`: the window (or dialog) the question belongs to; `documentName`: the title-bar name.
using UnsavedChangesQuestion = std::function<UnsavedChoice(QWidget* parent, const QString& documentName)>;

// The default: a warning box with Save (default), Discard and Cancel.
// Its buttons carry mnemonics (Alt+S, Alt+D).
UnsavedChoice askAboutUnsavedChanges(QWidget* parent, const QString& documentName);
void labelUnsavedChangesButtons(QMessageBox& box);

}  // namespace moe::ui

// MainWindow's files: open (with what a file that is not a recipe is, and the offer to import
// it), save and save as, import, and drag-and-drop, which takes several traces at once.
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QUrl>

#include "core/import/import_detection.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

// What a file on disk is, from its name and the first kImportDetectionHead bytes.
ImportKind importKindOfFile(const QString& path) {
    QFile file(path);
    QByteArray head;
    if (file.open(QIODevice::ReadOnly)) head = file.read(kImportDetectionHead);
    return detectImportKind(QFileInfo(path).fileName().toStdString(),
                            std::string_view(head.constData(), static_cast<size_t>(head.size())));
}

QString recipeFileFilter() {
    return MainWindow::tr("Recipe files (*.yaml *.yml);;All files (*)");
}

// The first local file of a drag payload, or empty.
QString droppedLocalFile(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile()) return url.toLocalFile();
    return {};
}

// Every local file of a drag payload that is a profiler trace by name and content; several of them
// dropped together are the ranks of one run.
QStringList droppedTraceFiles(const QMimeData* mime) {
    QStringList traces;
    if (!mime || !mime->hasUrls()) return traces;
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile()) continue;
        if (importKindOfFile(url.toLocalFile()) == ImportKind::ProfilerTrace) traces << url.toLocalFile();
    }
    return traces;
}

// Files the window takes: recipes, Bridge YAML, HF config.json, Megatron-LM command lines, traces.
bool isOpenableFileName(const QString& path) {
    static const QStringList kSuffixes = {QStringLiteral("yaml"), QStringLiteral("yml"),    QStringLiteral("json"),
                                          QStringLiteral("gz"),   QStringLiteral("sqlite"), QStringLiteral("sqlite3"),
                                          QStringLiteral("sh")};
    return kSuffixes.contains(QFileInfo(path).suffix().toLower());
}

}  // namespace

bool MainWindow::openFile(const QString& path) {
    // Asked after the file parsed: a broken file is reported without a save-or-discard question.
    return state_->openFile(path, [this] { return confirmDiscardChanges(); });
}

void MainWindow::openWithDialog() {
    const QString start =
        state_->filePath().isEmpty() ? lastOpenFolder() : QFileInfo(state_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Recipe"), start, recipeFileFilter());
    if (path.isEmpty()) return;
    rememberOpenFolder(path);
    // A Bridge YAML, HF config or launch script is not a recipe: say what it is and offer Import.
    const ImportKind kind = importKindOfFile(path);
    const QString what = kind == ImportKind::BridgeYaml      ? tr("a Megatron-Bridge YAML")
                         : kind == ImportKind::HfConfig      ? tr("a Hugging Face config.json")
                         : kind == ImportKind::MegatronArgs  ? tr("a Megatron-LM launch script")
                         : kind == ImportKind::ProfilerTrace ? tr("a profiler trace")
                                                             : QString();
    if (what.isEmpty()) {
        openFile(path);
        return;
    }
    const bool trace = kind == ImportKind::ProfilerTrace;
    const auto answer = QMessageBox::question(
        this, tr("Open Recipe"),
        trace ? tr("%1 looks like %2, not a recipe. Open it in the Trace dock?").arg(QFileInfo(path).fileName(), what)
              : tr("%1 looks like %2, not a recipe. Import it? The GPU and GPU count it does not give are kept from "
                   "the open "
                   "recipe.")
                    .arg(QFileInfo(path).fileName(), what),
        QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok);
    if (answer == QMessageBox::Ok) openAnyFile(path);
}

bool MainWindow::save() {
    if (state_->filePath().isEmpty()) return saveWithDialog();
    return state_->save();
}

bool MainWindow::saveWithDialog() {
    QString suggested = state_->filePath();
    if (suggested.isEmpty())
        suggested = QDir(lastSaveFolder()).filePath(state_->displayName() + QStringLiteral(".yaml"));
    QString path = QFileDialog::getSaveFileName(this, tr("Save Recipe As"), suggested, recipeFileFilter());
    if (path.isEmpty()) return false;
    if (!isRecipeFileName(path)) path += QStringLiteral(".yaml");
    if (!state_->saveAs(path)) return false;
    rememberSaveFolder(path);
    return true;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (isOpenableFileName(droppedLocalFile(event->mimeData()))) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedLocalFile(event->mimeData());
    if (!isOpenableFileName(path)) return;
    event->acceptProposedAction();
    if (const QStringList traces = droppedTraceFiles(event->mimeData()); traces.size() > 1) {
        openTraces(traces);
        return;
    }
    openAnyFile(path);
}

void MainWindow::openAnyFile(const QString& path) {
    const ImportKind kind = importKindOfFile(path);
    if (kind == ImportKind::ProfilerTrace) {
        openTrace(path);
    } else if (kind == ImportKind::Recipe) {
        openFile(path);
    } else {
        // Bridge YAML, HF config, command line: the question comes once the file has imported;
        // errors (and a file that is not text or not known) reach the banner without one.
        const bool wasImporting = importing_;
        importing_ = true;
        state_->importFile(path, [this] { return confirmDiscardChanges(); });
        importing_ = wasImporting;
    }
}

void MainWindow::importWithDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import"), lastOpenFolder(),
        // Every kind Import takes, traces included (review: the first filter hid .sqlite and
        // .json.gz traces, which Import opens in the Trace dock).
        tr("Importable files (*.yaml *.yml *.json *.sh *.txt *.json.gz *.gz *.sqlite);;Megatron-Bridge YAML (*.yaml "
           "*.yml);;"
           "Hugging Face config (*.json);;Megatron-LM command line (*.sh *.txt);;"
           "Profiler traces: Kineto JSON, Nsight SQLite (*.json *.json.gz *.gz *.sqlite);;All files (*)"));
    if (path.isEmpty()) return;
    rememberOpenFolder(path);
    importFile(path);
}

void MainWindow::importFile(const QString& path) {
    // A file that fails says "Could not import", whatever kind it turns out to be (review 27 read
    // "Could not open" for a broken recipe and "Could not import" for a picture, both imported).
    importing_ = true;
    openAnyFile(path);
    importing_ = false;
}

}  // namespace moe::ui

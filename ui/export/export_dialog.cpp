#include "ui/export/export_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "core/common/atomic_file.h"
#include "core/export/bridge_yaml_export.h"
#include "core/export/megatron_args_export.h"
#include "core/export/recipe_json.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/memory_fit.h"
#include "ui/common/core_message_text.h"
#include "ui/common/focus_ring.h"
#include "ui/common/status_colours.h"
#include "ui/window/settings.h"

namespace moe::ui {

Result<std::string> exportRecipeText(const Recipe& recipe, ExportFormat format, MegatronVersion version) {
    switch (format) {
        case ExportFormat::MegatronLm:
            return exportMegatronLaunchScript(recipe, version);
        case ExportFormat::BridgeYaml:
            return exportBridgeYaml(recipe, version);
        case ExportFormat::RecipeYaml:
            return recipeToYaml(recipe);
        case ExportFormat::Json:
            return recipeToJson(recipe);
    }
    return Error{{}, 0, 0, {}, "unknown export format"};
}

const char* formatKey(ExportFormat format) {
    switch (format) {
        case ExportFormat::MegatronLm:
            return "megatron-lm";
        case ExportFormat::BridgeYaml:
            return "bridge-yaml";
        case ExportFormat::RecipeYaml:
            return "recipe";
        case ExportFormat::Json:
            return "json";
    }
    return "recipe";
}

const char* formatSuffix(ExportFormat format) {
    switch (format) {
        case ExportFormat::MegatronLm:
            return ".sh";
        case ExportFormat::BridgeYaml:
            return ".bridge.yaml";
        case ExportFormat::RecipeYaml:
            return ".yaml";
        case ExportFormat::Json:
            return ".json";
    }
    return ".txt";
}

namespace {

bool isLaunchFormat(ExportFormat format) {
    return format == ExportFormat::MegatronLm || format == ExportFormat::BridgeYaml;
}

}  // namespace

ExportDialog::ExportDialog(Recipe recipe, QWidget* parent, const Calibration* calibration,
                           const MemoryAssumptions& assumptions)
    : QDialog(parent), recipe_(std::move(recipe)), fit_(memoryFitDiagnostics(recipe_, assumptions, calibration)) {
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export %1").arg(QString::fromStdString(recipe_.name)));

    format_ = new QComboBox;
    format_->setObjectName(QStringLiteral("exportFormat"));
    format_->addItem(tr("Megatron-LM launch script"), static_cast<int>(ExportFormat::MegatronLm));
    format_->addItem(tr("Megatron-Bridge YAML override"), static_cast<int>(ExportFormat::BridgeYaml));
    format_->addItem(tr("Recipe YAML"), static_cast<int>(ExportFormat::RecipeYaml));
    format_->addItem(tr("JSON"), static_cast<int>(ExportFormat::Json));

    version_ = new QComboBox;
    version_->setObjectName(QStringLiteral("exportVersion"));
    for (MegatronVersion v :
         {MegatronVersion::V0_16, MegatronVersion::V0_18, MegatronVersion::V0_19, MegatronVersion::Main})
        version_->addItem(QString::fromLatin1(toString(v)), static_cast<int>(v));
    version_->setCurrentIndex(version_->findData(static_cast<int>(kDefaultTargetVersion)));
    version_->setToolTip(tr("Megatron-Core release the export targets: options newer than it are refused"));

    auto* formatLabel = new QLabel(tr("&Format:"));
    formatLabel->setBuddy(format_);
    auto* versionLabel = new QLabel(tr("Megatron-Core &version:"));
    versionLabel->setBuddy(version_);
    auto* row = new QHBoxLayout;
    row->addWidget(formatLabel);
    row->addWidget(format_);
    row->addSpacing(12);
    row->addWidget(versionLabel);
    row->addWidget(version_);
    row->addStretch(1);

    refusal_ = new QLabel;
    refusal_->setObjectName(QStringLiteral("exportRefusal"));
    refusal_->setWordWrap(true);
    refusal_->setTextFormat(Qt::PlainText);
    refusal_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    followTone(refusal_, StatusTone::Problem);

    // A layout that does not fit is refused for launch formats; this is the explicit way out.
    anyway_ = new QCheckBox(tr("Export &anyway (the warning goes into the file's header)"));
    anyway_->setObjectName(QStringLiteral("exportAnyway"));
    anyway_->setVisible(false);
    connect(anyway_, &QCheckBox::toggled, this, &ExportDialog::refresh);

    preview_ = new QPlainTextEdit;
    new FocusRing(preview_);  // a Tab stop that showed no focus (reviews 32, 34)
    preview_->setObjectName(QStringLiteral("exportPreview"));
    preview_->setReadOnly(true);
    preview_->setLineWrapMode(QPlainTextEdit::NoWrap);
    preview_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("exportStatus"));
    status_->setTextFormat(Qt::PlainText);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close);
    save_ = buttons->button(QDialogButtonBox::Save);
    save_->setText(tr("&Save…"));
    save_->setObjectName(QStringLiteral("exportSave"));
    connect(save_, &QPushButton::clicked, this, &ExportDialog::saveWithDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(refusal_);
    layout->addWidget(anyway_);
    layout->addWidget(preview_, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons);

    connect(format_, &QComboBox::currentIndexChanged, this, &ExportDialog::refresh);
    connect(version_, &QComboBox::currentIndexChanged, this, &ExportDialog::refresh);
    refresh();
    resize(900, 640);
}

ExportFormat ExportDialog::currentFormat() const {
    return static_cast<ExportFormat>(format_->currentData().toInt());
}

MegatronVersion ExportDialog::currentVersion() const {
    return static_cast<MegatronVersion>(version_->currentData().toInt());
}

void ExportDialog::refresh() {
    const ExportFormat format = currentFormat();
    // Recipe YAML and JSON are the studio's own formats: no Megatron version applies.
    version_->setEnabled(format == ExportFormat::MegatronLm || format == ExportFormat::BridgeYaml);
    Result<std::string> text = exportRecipeText(recipe_, format, currentVersion());
    status_->clear();
    const bool launch = isLaunchFormat(format);
    // "Export anyway" overrides the memory verdict only: a broken rule cannot be exported at all.
    anyway_->setVisible(text.ok() && launch && doesNotFit(fit_));
    if (text && launch && doesNotFit(fit_) && !anyway_->isChecked()) {
        text_.reset();
        preview_->clear();
        const Diagnostic& d = fit_.front();
        refusal_->setText(tr("Refused: %1. Fix: %2.").arg(findingMessage(d), findingSuggestion(d)));
        refusal_->show();
    } else if (text) {
        if (launch) text = withMemoryFitHeader(*text, fit_);
        text_ = *text;
        preview_->setPlainText(QString::fromStdString(*text_));
        refusal_->clear();
        refusal_->hide();
    } else {
        text_.reset();
        preview_->clear();
        refusal_->setText(tr("Cannot export: %1. Every finding, with its fix, is listed under the grids.")
                              .arg(QString::fromStdString(text.error().reason)));
        refusal_->show();
    }
    save_->setEnabled(text_.has_value());
}

bool ExportDialog::saveTo(const QString& path) {
    if (!text_) return false;
    const Status written = writeFileAtomically(QDir::toNativeSeparators(path).toStdString(), *text_);
    if (!written) {
        status_->setText(tr("Could not save: %1").arg(QString::fromStdString(written.error().toString())));
        return false;
    }
    // A launch script is run, not read: make it executable like a script written by hand.
    if (currentFormat() == ExportFormat::MegatronLm)
        QFile::setPermissions(
            path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther);
    rememberSaveFolder(path);
    status_->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    emit saved(path);
    return true;
}

QString exportSaveTitle(ExportFormat format) {
    switch (format) {
        case ExportFormat::MegatronLm:
            return ExportDialog::tr("Export Megatron-LM Launch Script");
        case ExportFormat::BridgeYaml:
            return ExportDialog::tr("Export Megatron-Bridge YAML");
        case ExportFormat::RecipeYaml:
            return ExportDialog::tr("Export Recipe");
        case ExportFormat::Json:
            return ExportDialog::tr("Export Recipe as JSON");
    }
    return ExportDialog::tr("Export");
}

QString exportSuggestedFileName(const Recipe& recipe, ExportFormat format) {
    // A recipe name can hold spaces and slashes ("DeepSeek-V3 / 1024 H100"): keep a file name.
    QString stem = QString::fromStdString(recipe.name).trimmed();
    static const QRegularExpression unsafe(QStringLiteral(R"([^A-Za-z0-9._+-]+)"));
    stem.replace(unsafe, QStringLiteral("-"));
    while (stem.startsWith(QLatin1Char('-')) || stem.startsWith(QLatin1Char('.'))) stem.remove(0, 1);
    while (stem.endsWith(QLatin1Char('-'))) stem.chop(1);
    if (stem.isEmpty()) stem = QStringLiteral("recipe");
    return stem + QString::fromLatin1(formatSuffix(format));
}

bool ExportDialog::saveWithDialog() {
    if (!text_) return false;
    const QString path = QFileDialog::getSaveFileName(
        this, exportSaveTitle(currentFormat()),
        QDir(lastSaveFolder()).filePath(exportSuggestedFileName(recipe_, currentFormat())));
    if (path.isEmpty()) return false;
    return saveTo(path);
}

}  // namespace moe::ui

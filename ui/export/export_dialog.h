#pragma once
// File ▸ Export…: the current recipe as a Megatron-LM launch script, a Megatron-Bridge YAML
// override, the studio's recipe YAML or JSON, for a chosen Megatron-Core version (0.16 / 0.18 /
// 0.19 / main). A read-only preview shows exactly what Save writes; when the chosen version cannot
// express the recipe (or the recipe breaks a hard rule) the preview is empty, the refusal reason
// is shown and Save is disabled (refused with the reason, never written wrong). A layout that does
// not fit in memory is refused for the launch formats unless "Export anyway" is ticked, which
// writes the warning into the file's header.
// Saving goes through the core atomic writer.
#include <QDialog>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/common/error.h"
#include "core/export/target_version.h"
#include "core/memory/memory_assumptions.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace moe::ui {

enum class ExportFormat { MegatronLm, BridgeYaml, RecipeYaml, Json };

// The export text for one format and version, through the core exporters (the same calls as
// `moe-plan export`). Recipe YAML and JSON do not depend on the version.
Result<std::string> exportRecipeText(const Recipe& recipe, ExportFormat format, MegatronVersion version);
// "megatron-lm", "bridge-yaml", "recipe", "json" (moe-plan export --format spellings).
const char* formatKey(ExportFormat format);
// The save dialog's title, named for what is written ("Export Launch Script" for a Megatron-LM
// script, not "Export Recipe"), and the file name it suggests: the recipe's name (a safe file
// name) with the format's suffix.
QString exportSaveTitle(ExportFormat format);
QString exportSuggestedFileName(const Recipe& recipe, ExportFormat format);
// Suggested file-name suffix: ".sh", ".bridge.yaml", ".yaml", ".json".
const char* formatSuffix(ExportFormat format);

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `calibration`: the one the studio's figures use, for the speed its memory fixes quote (review
    // 34: the refusal quoted the built-in model's 3800 tokens/s/GPU under a cluster profile's 2900).
    // `assumptions`: the memory assumptions the studio's memory figures use.
    explicit ExportDialog(Recipe recipe, QWidget* parent = nullptr, const Calibration* calibration = nullptr,
                          const MemoryAssumptions& assumptions = {});

    [[nodiscard]] QComboBox* formatCombo() const { return format_; }
    [[nodiscard]] QComboBox* versionCombo() const { return version_; }
    [[nodiscard]] QPlainTextEdit* preview() const { return preview_; }
    [[nodiscard]] QLabel* refusalLabel() const { return refusal_; }
    [[nodiscard]] QPushButton* saveButton() const { return save_; }
    [[nodiscard]] QCheckBox* exportAnywayBox() const { return anyway_; }
    [[nodiscard]] ExportFormat currentFormat() const;
    [[nodiscard]] MegatronVersion currentVersion() const;
    // True when the current format/version can be written (Save enabled).
    [[nodiscard]] bool canSave() const { return text_.has_value(); }

public slots:
    // Writes the previewed text atomically to `path`; false (and the reason shown) on failure.
    bool saveTo(const QString& path);
    // Asks for a path, then saveTo().
    bool saveWithDialog();

signals:
    void saved(const QString& path);

private:
    void refresh();

    Recipe recipe_;
    std::vector<Diagnostic> fit_;  // the memory verdict (empty when it fits)
    std::optional<std::string> text_;
    QCheckBox* anyway_ = nullptr;
    QComboBox* format_ = nullptr;
    QComboBox* version_ = nullptr;
    QPlainTextEdit* preview_ = nullptr;
    QLabel* refusal_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* save_ = nullptr;
};

}  // namespace moe::ui

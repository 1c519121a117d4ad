// File ▸ Export… driven offscreen: switching format and Megatron-Core version changes the preview
// (the version gates of domain §8.2 decide which flags appear), a recipe the chosen version cannot
// express is refused with the reason and Save disabled, and Save writes exactly the preview through
// the atomic writer. Expected flag names come from domain §8.1/§8.2, not from the exporter.
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/catalog/recipe_library.h"
#include "ui/export/export_dialog.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::ExportDialog;
using moe::ui::ExportFormat;

namespace {

Recipe library(const std::string& id) {
    auto r = loadLibraryRecipe(id);
    if (!r) qFatal("%s", r.error().toString().c_str());
    return *r;
}

void chooseFormat(ExportDialog& d, ExportFormat f) {
    const int i = d.formatCombo()->findData(static_cast<int>(f));
    QVERIFY(i >= 0);
    d.formatCombo()->setCurrentIndex(i);
}

void chooseVersion(ExportDialog& d, const QString& v) {
    const int i = d.versionCombo()->findText(v);
    QVERIFY2(i >= 0, qPrintable(v));
    d.versionCombo()->setCurrentIndex(i);
}

QString previewText(const ExportDialog& d) {
    return d.preview()->toPlainText();
}

}  // namespace

class TestExportDialog : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void theSaveDialogIsNamedForWhatItWrites() {
        // Issue 41: "Export Recipe" titled the save dialog of a launch script.
        QCOMPARE(ui::exportSaveTitle(ExportFormat::MegatronLm), QStringLiteral("Export Megatron-LM Launch Script"));
        QCOMPARE(ui::exportSaveTitle(ExportFormat::BridgeYaml), QStringLiteral("Export Megatron-Bridge YAML"));
        QCOMPARE(ui::exportSaveTitle(ExportFormat::RecipeYaml), QStringLiteral("Export Recipe"));
        Recipe r = library("bridge-qwen3-next-gb200-64-bf16");
        r.name = "DeepSeek-V3 / 1024 H100 (plan a)";
        QCOMPARE(ui::exportSuggestedFileName(r, ExportFormat::MegatronLm),
                 QStringLiteral("DeepSeek-V3-1024-H100-plan-a.sh"));
        QCOMPARE(ui::exportSuggestedFileName(r, ExportFormat::BridgeYaml),
                 QStringLiteral("DeepSeek-V3-1024-H100-plan-a.bridge.yaml"));
        r.name.clear();
        QCOMPARE(ui::exportSuggestedFileName(r, ExportFormat::RecipeYaml), QStringLiteral("recipe.yaml"));
    }

    void offersTheFourFormatsAndFourVersions() {
        ExportDialog d(library("bridge-qwen3-next-gb200-64-bf16"));
        QCOMPARE(d.formatCombo()->count(), 4);
        QStringList versions;
        for (int i = 0; i < d.versionCombo()->count(); ++i) versions << d.versionCombo()->itemText(i);
        QCOMPARE(versions, (QStringList{"0.16", "0.18", "0.19", "main"}));
        QVERIFY(d.preview()->isReadOnly());
    }

    void versionDecidesTheCudaGraphFlag() {
        // TE graphs attn+moe_router+moe_preprocess: 0.18+ writes --cuda-graph-modules, 0.16 the
        // older --cuda-graph-scope (domain §8.2).
        ExportDialog d(library("bridge-qwen3-next-gb200-64-bf16"));
        chooseFormat(d, ExportFormat::MegatronLm);
        chooseVersion(d, QStringLiteral("0.19"));
        QVERIFY(d.saveButton()->isEnabled());
        QVERIFY(d.refusalLabel()->isHidden());
        QString text = previewText(d);
        QVERIFY(text.contains(QStringLiteral("pretrain_gpt.py")));
        QVERIFY(text.contains(QStringLiteral("--cuda-graph-modules attn moe_router moe_preprocess")));
        QVERIFY(!text.contains(QStringLiteral("--cuda-graph-scope")));
        QVERIFY(text.contains(QStringLiteral("--expert-model-parallel-size 32")));
        QVERIFY(text.contains(QStringLiteral("--pipeline-model-parallel-layout")));

        chooseVersion(d, QStringLiteral("0.16"));
        text = previewText(d);
        QVERIFY(text.contains(QStringLiteral("--cuda-graph-scope attn moe_router moe_preprocess")));
        QVERIFY(!text.contains(QStringLiteral("--cuda-graph-modules")));
    }

    void bridgeYamlUsesConfigContainerKeys() {
        ExportDialog d(library("bridge-qwen3-next-gb200-64-bf16"));
        chooseFormat(d, ExportFormat::BridgeYaml);
        QVERIFY(d.versionCombo()->isEnabled());
        const QString text = previewText(d);
        // model.<MCore field>; from Megatron-Core 0.18 the module list is cuda_graph_modules
        // (cuda_graph_scope is deprecated there), before it is cuda_graph_scope.
        QVERIFY(text.contains(QStringLiteral("expert_model_parallel_size: 32")));
        QVERIFY(text.contains(QStringLiteral("cuda_graph_modules")));
        QVERIFY(!text.contains(QStringLiteral("cuda_graph_scope")));
        QVERIFY(!text.contains(QStringLiteral("--expert-model-parallel-size")));
        chooseVersion(d, QStringLiteral("0.16"));
        QVERIFY(previewText(d).contains(QStringLiteral("cuda_graph_scope")));
    }

    void recipeYamlAndJsonIgnoreTheVersion() {
        const Recipe recipe = library("bridge-qwen3-30b-b200-8-mxfp8");
        ExportDialog d(recipe);
        chooseFormat(d, ExportFormat::Json);
        QVERIFY(!d.versionCombo()->isEnabled());
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(previewText(d).toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.object().value("layout").toObject().value("ep").toInt(), recipe.layout.ep);
        chooseFormat(d, ExportFormat::RecipeYaml);
        QVERIFY(!d.versionCombo()->isEnabled());
        // The recipe YAML reads back as the same recipe.
        auto back = parseRecipeYaml(previewText(d).toStdString(), "preview");
        QVERIFY(back.ok());
        QVERIFY(*back == recipe);
    }

    void refusedExportDisablesSaveAndShowsTheReason() {
        // Flex backend ncclep exists only from Megatron-Core 0.19 (domain §8.2).
        Recipe recipe = library("bridge-qwen3-30b-gb200-8-bf16");
        recipe.options.dispatcher = Dispatcher::FlexNcclEP;
        ExportDialog d(recipe);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        chooseFormat(d, ExportFormat::MegatronLm);
        chooseVersion(d, QStringLiteral("0.18"));
        QVERIFY(!d.saveButton()->isEnabled());
        QVERIFY(!d.canSave());
        QVERIFY(d.refusalLabel()->isVisible());
        QVERIFY2(d.refusalLabel()->text().contains(QStringLiteral("ncclep")), qPrintable(d.refusalLabel()->text()));
        QVERIFY(d.refusalLabel()->text().contains(QStringLiteral("0.19")));
        QVERIFY(previewText(d).isEmpty());
        QTemporaryDir dir;
        QVERIFY(!d.saveTo(dir.filePath(QStringLiteral("refused.sh"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("refused.sh"))));

        chooseVersion(d, QStringLiteral("0.19"));
        QVERIFY(d.saveButton()->isEnabled());
        QVERIFY(!d.refusalLabel()->isVisible());
        QVERIFY(previewText(d).contains(QStringLiteral("--moe-flex-dispatcher-backend ncclep")));
    }

    void hardRuleBreakRefusesMegatronButNotTheRecipeFile() {
        // TP 3 does not divide Qwen3-30B's 32 heads (domain §2.5): no launch script, but the
        // recipe itself can still be saved for fixing later.
        Recipe recipe = library("bridge-qwen3-30b-b200-8-bf16");
        recipe.layout.tp = 3;
        ExportDialog d(recipe);
        chooseFormat(d, ExportFormat::MegatronLm);
        QVERIFY(!d.saveButton()->isEnabled());
        QVERIFY(d.refusalLabel()->text().contains(QStringLiteral("hard rule")));
        chooseFormat(d, ExportFormat::RecipeYaml);
        QVERIFY(d.saveButton()->isEnabled());
        QVERIFY(d.refusalLabel()->isHidden());
    }

    void saveWritesThePreviewAtomically() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ExportDialog d(library("bridge-dsv3-gb200-256-mxfp8"));
        chooseFormat(d, ExportFormat::BridgeYaml);
        const QString path = dir.filePath(QStringLiteral("dsv3.bridge.yaml"));
        QSignalSpy saved(&d, &ExportDialog::saved);
        QVERIFY(d.saveTo(path));
        QCOMPARE(saved.count(), 1);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), previewText(d));
        // Overwriting replaces the file; no temporary files are left beside it.
        chooseFormat(d, ExportFormat::Json);
        QVERIFY(d.saveTo(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("dsv3.bridge.yaml")});
        // An unwritable target reports the reason and returns false.
        QVERIFY(!d.saveTo(dir.filePath(QStringLiteral("no/such/dir/x.json"))));
    }
};

QTEST_MAIN(TestExportDialog)
#include "test_export_dialog.moc"

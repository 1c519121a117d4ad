// Importing what is not a recipe: a Hugging Face config.json, a Megatron-Bridge YAML override and a
// Megatron-LM launch script become the current recipe, as one undoable replace not bound to a file,
// with the GPU and GPU count the file gives (else the open recipe's); a profiler trace or an unknown file is refused
// with a reason. The same files dropped on the main window take the same paths (and a trace opens the Trace dock).
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUrl>
#include <QtTest>
#include <algorithm>

#include "core/catalog/catalog.h"
#include "core/import/hf_config_import.h"
#include "shared_data.h"
#include "tests/support/test_files.h"
#include "ui/common/core_message_text.h"
#include "ui/editor/layout_editor.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;
using moe::ui::StudioState;

namespace {

const QString kFixtures = QStringLiteral(MOE_TEST_FIXTURES_DIR);

void drop(QWidget& w, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enter);
    QVERIFY2(enter.isAccepted(), qPrintable(path));
    QDropEvent event(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &event);
}

// Issue 42: a French catalog for two of the import's warnings (the core's, context "import") and
// the studio's own.
class ImportWarningTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        const QByteArray ctx(context);
        const QByteArray src(source);
        if (ctx == "import" && src.startsWith("config.json names no layout or batch: set TP 1, CP 1, PP 1, EP %1 (the"))
            return QStringLiteral(
                "config.json ne donne ni disposition ni batch : TP 1, CP 1, PP 1, EP %1, MBS 1 et "
                "GBS %2 pour commencer");
        if (ctx == "moe::ui::StudioState" && src.startsWith("the file names no model"))
            return QStringLiteral("le fichier ne nomme aucun modèle ; gardé celui de la recette ouverte, %1");
        return {};
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
};

}  // namespace

class TestStudioImport : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        uitest::isolateSettings();
        QVERIFY(dir_.isValid());
    }

    void hfConfigKeepsTheCurrentHardware() {
        StudioState state;
        Recipe base = uitest::namedDefaultRecipe("Before import");
        state.resetDocument(base);
        QSignalSpy imported(&state, &StudioState::imported);
        QVERIFY(state.importFile(kFixtures + "/import/mixtral-8x7b.config.json"));
        QCOMPARE(imported.count(), 1);
        QCOMPARE(state.recipe().model_ref, std::string("Mixtral-8x7B"));  // the catalog model it matches
        QCOMPARE(state.recipe().hardware.name, base.hardware.name);
        QCOMPARE(state.recipe().layout.world_size, base.layout.world_size);
        QCOMPARE(state.recipe().layout.seq_length, base.layout.seq_length);
        QVERIFY(state.recipe().options == base.options);  // the job's options are not the model's
        // The open layout (EP 16) cannot run Mixtral's 8 experts: the starting point, and why.
        QCOMPARE(state.recipe().layout.ep, 8);
        const QStringList said = imported.at(0).at(1).toStringList();
        QVERIFY2(said.join('\n').contains(QStringLiteral("the open recipe's layout (TP 1, CP 1, PP 1, EP 16")),
                 qPrintable(said.join('\n')));
        QVERIFY(state.filePath().isEmpty());  // not bound to the JSON: saving asks for a name
        QVERIFY(state.isDirty());
        state.undoStack()->undo();
        QVERIFY(state.recipe() == base);
        // A layout Mixtral runs with (EP 8 over its 8 experts, GBS 512) is what the file does not
        // say: kept, as the README promises (reviews 38 and 39 saw theirs replaced).
        Recipe ep8 = base;
        ep8.layout.ep = 8;
        ep8.layout.global_batch_size = 512;
        state.resetDocument(ep8);
        imported.clear();
        QVERIFY(state.importFile(kFixtures + "/import/mixtral-8x7b.config.json"));
        QCOMPARE(state.recipe().layout, ep8.layout);
        QVERIFY2(
            imported.at(0).at(1).toStringList().join('\n').contains(QStringLiteral("kept the open recipe's (TP 1")),
            qPrintable(imported.at(0).at(1).toStringList().join('\n')));
    }

    void notesNotCarriedAreNamed() {
        // Reviews (entry 3, pt 6): a config.json imported over a recipe with notes dropped them
        // without a word. The import is another recipe (the notes do not describe it): it says so,
        // and Undo brings them back.
        StudioState state;
        Recipe base = uitest::namedDefaultRecipe("With notes");
        base.notes = "Chosen in the design review of 3 Dec.";
        state.resetDocument(base);
        QSignalSpy imported(&state, &StudioState::imported);
        QVERIFY(state.importFile(kFixtures + "/import/mixtral-8x7b.config.json"));
        const QStringList warnings = imported.takeFirst().at(1).toStringList();
        QVERIFY2(std::any_of(warnings.begin(), warnings.end(),
                             [](const QString& w) { return w.contains(QStringLiteral("notes are not carried")); }),
                 qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY(state.recipe().notes.empty());
        state.undoStack()->undo();
        QCOMPARE(state.recipe().notes, base.notes);
        // Without notes there is nothing to say.
        Recipe noNotes = uitest::namedDefaultRecipe("No notes");
        noNotes.notes.clear();
        state.resetDocument(noNotes);
        QVERIFY(state.importFile(kFixtures + "/import/mixtral-8x7b.config.json"));
        for (const QString& w : imported.takeFirst().at(1).toStringList())
            QVERIFY(!w.contains(QStringLiteral("notes are not carried")));
    }

    // Review 26: a launch line's torchrun sizes were replaced by the studio's GPU count. The file's
    // own world size (--nnodes × --nproc_per_node) wins; a line without one keeps the open recipe's,
    // and says so.
    void launchLineKeepsItsOwnWorldSize() {
        QFile f(kFixtures + "/import/pasted-args.sh");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(f.readAll());
        // 4 nodes × 8 processes = 32 GPUs, written here so the expected value is this file's.
        text.replace(QStringLiteral("--nproc_per_node 8 --nnodes 2"), QStringLiteral("--nproc_per_node 8 --nnodes 4"));
        const QString withLauncher = uitest::writeText(QDir(dir_.path()), "launch32.sh", text.toUtf8());

        StudioState state;
        Recipe base = uitest::namedDefaultRecipe("Base");
        base.layout.world_size = 64;
        state.resetDocument(base);
        QSignalSpy imported(&state, &StudioState::imported);
        QVERIFY(state.importFile(withLauncher));
        QCOMPARE(state.recipe().layout.world_size, int64_t{32});
        QCOMPARE(state.recipe().hardware.name, base.hardware.name);  // a launch line names no GPU
        QVERIFY2(imported.at(0).at(1).toStringList().join('\n').contains(QStringLiteral("kept the open recipe's ") +
                                                                         QString::fromStdString(base.hardware.name)),
                 qPrintable(imported.at(0).at(1).toStringList().join('\n')));

        // Without the launcher line: the open recipe's 64 GPUs stay, and the warning says so.
        QString bare = text;
        bare.replace(QStringLiteral("torchrun --nproc_per_node 8 --nnodes 4 pretrain_gpt.py"),
                     QStringLiteral("python pretrain_gpt.py"));
        const QString withoutLauncher = uitest::writeText(QDir(dir_.path()), "bare.sh", bare.toUtf8());
        state.resetDocument(base);
        imported.clear();
        QVERIFY(state.importFile(withoutLauncher));
        QCOMPARE(state.recipe().layout.world_size, int64_t{64});
        QVERIFY2(
            imported.at(0).at(1).toStringList().join('\n').contains(QStringLiteral("kept the open recipe's 64 GPUs")),
            qPrintable(imported.at(0).at(1).toStringList().join('\n')));
    }

    // A script the studio exported names its GPU and world size in its header: those win over the
    // open recipe's.
    void exportedScriptKeepsItsGpuAndCount() {
        StudioState state;
        Recipe base = uitest::namedDefaultRecipe("Base");
        state.resetDocument(base);
        QFile f(kFixtures + "/import/pasted-args.sh");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString script =
            uitest::writeText(QDir(dir_.path()), "headed.sh",
                              "# moe-plan.hardware: GB200-NVL72\n# moe-plan.world_size: 32\n" + f.readAll());
        QVERIFY(state.importFile(script));
        QCOMPARE(state.recipe().hardware.name, std::string("GB200-NVL72"));
        QCOMPARE(state.recipe().layout.world_size, int64_t{32});
        QVERIFY(base.hardware.name != "GB200-NVL72");
    }

    void megatronScriptAndBridgeOverride() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        QVERIFY(state.importFile(kFixtures + "/import/pasted-args.sh"));
        QCOMPARE(state.recipe().model.num_layers, 32);  // --num-layers 32 in the script
        QCOMPARE(state.recipe().model.hidden_size, 4096);

        const QString bridge = uitest::writeText(QDir(dir_.path()), "override.yaml",
                                                 "model:\n  tensor_model_parallel_size: 2\n  seq_length: 8192\n");
        QSignalSpy imported(&state, &StudioState::imported);
        QVERIFY2(state.importFile(bridge), "Bridge override");
        QCOMPARE(state.recipe().layout.tp, 2);
        QCOMPARE(state.recipe().layout.seq_length, int64_t{8192});
        QCOMPARE(imported.count(), 1);
    }

    void overrideTakesTheModelFromItsFileNameAsTheCommandLineDoes() {
        // DeepSeek-V3 is open; an override named for Qwen3-Next that gives no model shape becomes
        // Qwen3-Next (as `moe-plan import` does), not DeepSeek-V3 with the override's sizes.
        StudioState state;
        state.resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"));
        const QString file = uitest::writeText(QDir(dir_.path()), "qwen3_next_80b_a3b_finetune_override_x.yaml",
                                               "model:\n  seq_length: 2048\ntrain:\n  global_batch_size: 64\n");
        QSignalSpy imported(&state, &StudioState::imported);
        QVERIFY(state.importFile(file));
        QCOMPARE(state.recipe().model.name, std::string("Qwen3-Next-80B-A3B"));
        QCOMPARE(state.recipe().layout.seq_length, int64_t{2048});
        QCOMPARE(imported.count(), 1);
        const QStringList warnings = imported.at(0).at(1).toStringList();
        QVERIFY2(warnings.join(QLatin1Char('\n')).contains(QStringLiteral("from the file name")),
                 qPrintable(warnings.join('\n')));
        // The window has no command-line flags to point at.
        for (const QString& w : warnings) QVERIFY2(!w.contains(QStringLiteral("--")), qPrintable(w));
    }

    void importWarningsStayThroughEditsAndTheEditorStaysPut() {
        // Issue 41: the import warning strip vanished at the next edit and moved the editor 80 px
        // under the pointer (the next click set MBS 256). The warnings are about the document: an
        // edit keeps them, and the editor does not move; undoing the import ends them.
        MainWindow w;
        w.resize(1280, 720);
        w.state()->resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"), QString());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString file = uitest::writeText(QDir(dir_.path()), "qwen3_next_80b_a3b_finetune_override_y.yaml",
                                               "model:\n  seq_length: 2048\ntrain:\n  global_batch_size: 64\n");
        w.openAnyFile(file);
        QVERIFY(w.messageBanner()->isWarning());
        QTRY_VERIFY(w.messageBanner()->isVisible());
        QWidget* mbs = w.layoutEditor()->control(QStringLiteral("layout.micro_batch_size"));
        QVERIFY(mbs);
        QCoreApplication::processEvents();
        const QPoint before = mbs->mapTo(&w, QPoint(0, 0));
        QVERIFY(w.state()->applyChange({"layout.global_batch_size", "128"}));
        QCoreApplication::processEvents();
        QVERIFY(w.messageBanner()->isVisible());
        QCOMPARE(mbs->mapTo(&w, QPoint(0, 0)), before);
        // Review: the strip still read as the current recipe's after edits. It now says it is about
        // the file as imported, and no more once the edits are undone.
        const QString editedSince = QStringLiteral("edited since");
        QVERIFY2(w.messageBanner()->text().contains(editedSince), qPrintable(w.messageBanner()->text()));
        // Undo the edit and the import: the strip goes with the imported document.
        w.state()->undoStack()->undo();
        QVERIFY(w.messageBanner()->isVisible());
        QVERIFY2(!w.messageBanner()->text().contains(editedSince), qPrintable(w.messageBanner()->text()));
        w.state()->undoStack()->undo();
        QCOMPARE(w.state()->recipe().model.name, std::string("DeepSeek-V3"));
        QVERIFY(!w.messageBanner()->isVisible());
    }

    void anImportWithWarningsIsAmberNotRed() {
        // The review: a successful import with warnings used the red error banner.
        MainWindow w;
        w.state()->resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"), QString());
        const QString file = uitest::writeText(QDir(dir_.path()), "qwen3_next_80b_a3b_finetune_override_y.yaml",
                                               "model:\n  seq_length: 2048\ntrain:\n  global_batch_size: 64\n");
        w.openAnyFile(file);
        QVERIFY2(w.messageBanner()->text().contains(QStringLiteral("warning")), qPrintable(w.messageBanner()->text()));
        QVERIFY(w.messageBanner()->isWarning());
        w.messageBanner()->showError(QStringLiteral("Could not open the recipe."), QStringLiteral("x.yaml:1:1: bad"));
        QVERIFY(!w.messageBanner()->isWarning());
    }

    // Issue 39: the banner said "check the values it could not carry" and named none. Phi-3.5-MoE's
    // config.json sets a longrope scaling and router jitter the recipe cannot carry: the headline
    // names them, and the recipe keeps them for the export headers.
    void importBannerNamesWhatItCannotCarry() {
        MainWindow w;
        w.state()->resetDocument(uitest::namedDefaultRecipe("Before import"), QString());
        w.openAnyFile(kFixtures + "/import/hf/phi-3.5-moe.config.json");
        const QString headline = w.messageBanner()->text();
        QVERIFY(w.messageBanner()->isWarning());
        QVERIFY2(headline.contains(QStringLiteral("Not carried into the exports: ")), qPrintable(headline));
        QVERIFY2(headline.contains(QStringLiteral("rope_scaling")), qPrintable(headline));
        QVERIFY2(!headline.contains(QStringLiteral("check the values")), qPrintable(headline));
        const auto& keys = w.state()->recipe().model.not_carried;
        QVERIFY(std::any_of(keys.begin(), keys.end(),
                            [](const std::string& k) { return k.rfind("router_jitter_noise", 0) == 0; }));
    }

    void realQwen3NextOverrideOverDeepSeek() {
        const QString file =
            QStringLiteral(MOE_SHARED_DATA_DIR) + "/bridge-yaml/qwen3_next_80b_a3b_finetune_override_example.yaml";
        MOE_REQUIRE_SHARED_DATA(file);
        StudioState state;
        state.resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"));
        QVERIFY(state.importFile(file));
        QCOMPARE(state.recipe().model.name, std::string("Qwen3-Next-80B-A3B"));
    }

    void overrideNamingNoModelKeepsTheOpenOneAndSaysSo() {
        StudioState state;
        state.resetDocument(uitest::namedDefaultRecipe("Base"));
        const std::string model = state.recipe().model.name;
        const QString file = uitest::writeText(QDir(dir_.path()), "my_override.yaml", "model:\n  seq_length: 8192\n");
        QSignalSpy imported(&state, &StudioState::imported);
        QVERIFY(state.importFile(file));
        QCOMPARE(state.recipe().model.name, model);
        QVERIFY(
            imported.at(0).at(1).toStringList().join('\n').contains(QStringLiteral("kept the open recipe's model")));
    }

    void undoingTheImportTakesItsWarningsAway() {
        // Review 41: Ctrl+I, then Ctrl+Z: the recipe came back, the import's warnings stayed above it.
        MainWindow w;
        w.state()->resetDocument(uitest::namedDefaultRecipe("Before import"), QString());
        w.openAnyFile(kFixtures + "/import/mixtral-8x7b.config.json");
        QVERIFY(w.messageBanner()->isWarning());
        QVERIFY(!w.messageBanner()->isHidden());
        w.state()->undoStack()->undo();
        QVERIFY(w.messageBanner()->isHidden());
        w.state()->undoStack()->redo();  // the import again: its warnings again
        QVERIFY(!w.messageBanner()->isHidden());
        w.state()->undoStack()->undo();
        QVERIFY(w.state()->applyChange({"layout.micro_batch_size", "2"}));  // an edit takes the import's place
        QVERIFY(w.messageBanner()->isHidden());
    }

    // Issue 42: the import's warnings reach the banner through the catalogs, as coreMessageText
    // renders each message, and without the command line's "(pass --x)" hints; the studio's own
    // warning is translated too.
    void importWarningsAreTranslated() {
        ImportWarningTranslator translator;
        QCoreApplication::installTranslator(&translator);
        MainWindow w;
        Recipe withoutNotes = uitest::namedDefaultRecipe("Before import");
        withoutNotes.notes.clear();  // the notes' own warning is the studio's, not the importer's
        w.state()->resetDocument(withoutNotes, QString());
        QSignalSpy imported(w.state(), &StudioState::imported);
        w.openAnyFile(kFixtures + "/import/mixtral-8x7b.config.json");
        QCOMPARE(imported.count(), 1);
        const QStringList warnings = imported.at(0).at(1).toStringList();
        const QString banner = w.messageBanner()->text();
        const auto french = std::find_if(warnings.begin(), warnings.end(), [](const QString& x) {
            return x.startsWith(QStringLiteral("config.json ne donne ni disposition ni batch : TP 1, CP 1, PP 1, EP "));
        });
        QVERIFY2(french != warnings.end(), qPrintable(warnings.join('\n')));
        QVERIFY2(french->contains(QStringLiteral(", MBS 1 et GBS ")), qPrintable(*french));
        QVERIFY2(!banner.contains(QStringLiteral("names no layout or batch")), qPrintable(banner));
        QVERIFY2(banner.contains(*french), qPrintable(banner));
        // The banner's text is coreMessageText of the core's message, entry for entry.
        ImportOptions o;
        o.origin = (kFixtures + "/import/mixtral-8x7b.config.json").toStdString();
        const Recipe before = uitest::namedDefaultRecipe("Before import");
        o.fallback_hardware = before.hardware.name;
        o.fallback_gpus = before.layout.world_size;
        o.fallback_seq = before.layout.seq_length;
        o.fallback_options = before.options;
        // As the studio does: the open layout kept where Mixtral runs with it (EP 16 over its 8
        // experts does not, which the import adds to its warnings).
        o.fallback_layout = before.layout;
        const auto direct = importHfConfigRecipe(moe::testing::readFile(o.origin), o);
        QVERIFY(direct.ok());
        QCOMPARE(direct.warning_texts.size(), static_cast<size_t>(warnings.size()));
        for (qsizetype i = 0; i < warnings.size(); ++i)
            QCOMPARE(warnings[i], ui::coreMessageText(direct.warning_texts[static_cast<size_t>(i)]));

        const QString file =
            uitest::writeText(QDir(dir_.path()), "my_override_fr.yaml", "model:\n  seq_length: 8192\n");
        imported.clear();
        QVERIFY(w.state()->importFile(file));
        QCOMPARE(imported.count(), 1);
        const QStringList kept = imported.at(0).at(1).toStringList();
        QVERIFY2(kept.last().startsWith(QStringLiteral("le fichier ne nomme aucun modèle ; gardé celui de la recette "
                                                       "ouverte, ")),
                 qPrintable(kept.join('\n')));
        for (const QString& x : kept) QVERIFY2(!x.contains(QStringLiteral("(pass --")), qPrintable(x));
        QCoreApplication::removeTranslator(&translator);
    }

    void tracesAndUnknownFilesAreRefused() {
        StudioState state;
        const Recipe base = uitest::namedDefaultRecipe("Kept");
        state.resetDocument(base);
        QSignalSpy failed(&state, &StudioState::loadFailed);
        const QString trace = uitest::writeText(QDir(dir_.path()), "rank0.json", "{\"traceEvents\": []}");
        QVERIFY(!state.importFile(trace));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.takeFirst().at(0).toString().contains("profiler trace"));
        const QString other = uitest::writeText(QDir(dir_.path()), "other.json", "{\"foo\": 1}");
        QVERIFY(!state.importFile(other));
        QVERIFY(failed.takeFirst().at(0).toString().contains("other.json"));
        const QString broken = uitest::writeText(QDir(dir_.path()), "broken.config.json",
                                                 "{\"model_type\": \"mixtral\", \"hidden_size\": ");
        QVERIFY(!state.importFile(broken));
        QVERIFY(failed.takeFirst().at(0).toString().contains("broken.config.json"));
        QVERIFY(state.recipe() == base);
    }

    void droppedFilesTakeTheSamePaths() {
        MainWindow w;
        w.show();
        drop(w, kFixtures + "/import/mixtral-8x7b.config.json");
        QCOMPARE(w.state()->recipe().model_ref, std::string("Mixtral-8x7B"));
        const QString trace =
            uitest::writeText(QDir(dir_.path()), "dropped-trace.json",
                              "{\"traceEvents\": [{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"k\", \"pid\": 0, "
                              "\"tid\": 7, \"ts\": 1, \"dur\": 2, \"args\": {\"device\": 0, \"stream\": 7}}]}");
        drop(w, trace);
        QVERIFY(w.traceWorkspace() != nullptr);
        QCOMPARE(w.state()->recipe().model_ref, std::string("Mixtral-8x7B"));  // a trace does not touch the recipe
    }
};

QTEST_MAIN(TestStudioImport)
#include "test_studio_import.moc"

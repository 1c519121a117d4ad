// Recipe prose in the studio: the description shown and saved is derived from the recipe and the
// name follows a change of model (undo restores both); notes are marked stale the moment the
// layout or the GPU changes, and the layout editor says so next to them.
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QtTest>
#include <memory>

#include "core/catalog/catalog.h"
#include "core/export/bridge_yaml_export.h"
#include "core/export/export_metadata.h"
#include "core/export/megatron_args_export.h"
#include "core/export/target_version.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"
#include "ui/editor/layout_editor.h"
#include "ui/editor/recipe_summary_view.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::LayoutEditor;
using moe::ui::RecipeSummaryView;
using moe::ui::StudioState;

namespace {

// The default recipe at TP 1 with notes that name its layout: a TP edit makes them stale.
Recipe notedTp1Recipe() {
    Recipe r = uitest::namedDefaultRecipe("n");
    r.layout.tp = 1;
    r.notes = "Derived: W = TP*CP*DP*PP = 1*1*16*1 = 16.";
    return r;
}

// The noted TP 1 recipe in a laptop-sized editor, shown: it scrolls.
struct LaptopEditor {
    StudioState state;
    std::unique_ptr<LayoutEditor> editor;
    LaptopEditor() {
        state.resetDocument(notedTp1Recipe());
        editor = std::make_unique<LayoutEditor>(&state);
        editor->resize(420, 450);
        editor->show();
    }
    [[nodiscard]] QLabel* staleMark() const { return editor->findChild<QLabel*>(QStringLiteral("editor.notesStale")); }
};

}  // namespace

class TestRecipeProseEdits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void switchingModelGpuCountAndPrecisionLeavesNoStaleText() {
        // The default recipe (Qwen3-30B-A3B, 16 H100s, BF16, HybridEP with EP overlap) switched
        // to DeepSeek-V3 on 1024 GPUs in FP8 without EP overlap, as a user does it in the window.
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("qwen3-30b-a3b-16xh100-hybridep");
        state.resetDocument(r);
        LayoutEditor editor(&state);
        RecipeSummaryView summary(&state);
        QComboBox* model = editor.findChild<QComboBox*>(QStringLiteral("editor.model"));
        QVERIFY(model);
        const int dsv3 = model->findData(QStringLiteral("DeepSeek-V3"));
        QVERIFY(dsv3 >= 0);
        model->setCurrentIndex(dsv3);
        emit model->activated(dsv3);  // what a user's pick emits
        QCOMPARE(state.recipe().model.name, std::string("DeepSeek-V3"));
        QVERIFY(state.applyChange({"layout.world_size", "1024"}));
        QVERIFY(state.applyChange({"options.precision", "fp8_blockwise"}));
        QVERIFY(state.applyChange({"options.overlap.ep_a2a_overlap", "false"}));

        const Recipe& now = state.recipe();
        // The name was made for Qwen3 on 16 H100s: it is derived anew from the new model.
        QCOMPARE(now.name, std::string("deepseek-v3-1024xh100-fp8bw"));
        const std::string described = describeRecipe(now);
        for (const char* stale : {"Qwen3", "16x", "BF16", "EP overlap"})
            QVERIFY2(described.find(stale) == std::string::npos, described.c_str());
        QVERIFY2(described.rfind("DeepSeek-V3, ", 0) == 0 && described.find("1024x H100") != std::string::npos &&
                     described.find("FP8 blockwise") != std::string::npos,
                 described.c_str());
        // What the window shows, what Save writes and what both export headers say.
        auto* title = summary.findChild<QLabel*>(QStringLiteral("summary.title"));
        auto* description = summary.findChild<QLabel*>(QStringLiteral("summary.description"));
        QVERIFY(title && description);
        QCOMPARE(title->text(), QStringLiteral("deepseek-v3-1024xh100-fp8bw"));
        QCOMPARE(description->text(), QString::fromStdString(described));
        QVERIFY(!description->text().contains(QStringLiteral("Qwen3")));
        const std::string yaml = recipeToYaml(now);
        QVERIFY2(yaml.find("description: " + described + "\n") != std::string::npos, yaml.c_str());
        QVERIFY(yaml.find("name: deepseek-v3-1024xh100-fp8bw\n") != std::string::npos);
        for (const std::string& line : metadataCommentLines(now)) {
            if (line.find("moe-plan.description:") != std::string::npos)
                QCOMPARE(line, "# moe-plan.description: " + described);
            if (line.find("moe-plan.name:") != std::string::npos)
                QCOMPARE(line, std::string("# moe-plan.name: deepseek-v3-1024xh100-fp8bw"));
        }
        // Undo walks it all back, the name included.
        while (state.undoStack()->canUndo()) state.undoStack()->undo();
        QCOMPARE(state.recipe().name, r.name);
        QVERIFY(description->text().contains(QStringLiteral("Qwen3-30B-A3B")));
    }

    void editorFlagsStaleNotes() {
        StudioState state;
        const Recipe r = notedTp1Recipe();
        state.resetDocument(r);
        LayoutEditor editor(&state);
        editor.resize(500, 1400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* stale = editor.findChild<QLabel*>(QStringLiteral("editor.notesStale"));
        QVERIFY(stale);
        QVERIFY(!stale->isVisible());

        // Typing TP 2 into the real spin box, as a user does.
        auto* tp = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.tp")));
        QVERIFY(tp);
        tp->setFocus();
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("2"));
        QTest::keyClick(tp, Qt::Key_Return);
        QCOMPARE(state.recipe().layout.tp, 2);
        QVERIFY(notesMarkedStale(state.recipe().notes));
        QVERIFY(stale->isVisible());
        // What the mark says of the exports holds: the launch script and the Bridge YAML leave the
        // notes out, the recipe keeps them under the [stale] line (review in Chinese: "left out of
        // exports" was untrue of the recipe export).
        QVERIFY(stale->text().contains(QStringLiteral("launch scripts and Bridge YAML leave them out")));
        QVERIFY(stale->text().contains(QStringLiteral("[stale]")));
        const std::string body = "W = TP*CP*DP*PP";
        auto script = exportMegatronLaunchScript(state.recipe(), kDefaultTargetVersion);
        auto bridge = exportBridgeYaml(state.recipe(), kDefaultTargetVersion);
        QVERIFY(script && bridge);
        QVERIFY(script->find(body) == std::string::npos);
        QVERIFY(bridge->find(body) == std::string::npos);
        const std::string saved = recipeToYaml(state.recipe());
        QVERIFY(saved.find(body) != std::string::npos && saved.find(kStaleNotesMarker) != std::string::npos);
        state.undoStack()->undo();
        QCOMPARE(state.recipe().notes, r.notes);
        QVERIFY(!stale->isVisible());

        // A GPU switch makes them stale too (the notes name the hardware they were written for).
        QComboBox* gpu = editor.gpuPicker();
        QString other;
        for (const std::string& s : builtinCatalog().hardwareNames())
            if (s != state.recipe().hardware_ref) other = QString::fromStdString(s);
        gpu->setCurrentIndex(gpu->findText(other));
        emit gpu->textActivated(other);  // what a user's pick emits
        QVERIFY(notesMarkedStale(state.recipe().notes));
        QVERIFY(stale->isVisible());
    }

    void theStaleMarkDoesNotMoveTheFieldBeingEdited() {
        // Review 22 (and my own look at 1280×800): the mark appears above every field, so typing
        // TP 2 pushed TP, CP and PP four lines down under the pointer. The view scrolls by the
        // mark's height instead: the TP box stays where it was on screen.
        LaptopEditor f;
        StudioState& state = f.state;
        LayoutEditor& editor = *f.editor;
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QLabel* stale = f.staleMark();
        auto* tp = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.tp")));
        QVERIFY(stale && tp);
        tp->setFocus();
        const int before = tp->mapTo(&editor, QPoint(0, 0)).y();
        QVERIFY(before > 0 && before < editor.height());
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("2"));
        QTest::keyClick(tp, Qt::Key_Return);
        QVERIFY(stale->isVisibleTo(&editor));
        QVERIFY(stale->height() > 0);
        QCoreApplication::processEvents();
        QCOMPARE(tp->mapTo(&editor, QPoint(0, 0)).y(), before);
        // Undo hides it again; the field still does not jump.
        tp->setFocus();
        state.undoStack()->undo();
        QVERIFY(!stale->isVisibleTo(&editor));
        QCoreApplication::processEvents();
        QCOMPARE(tp->mapTo(&editor, QPoint(0, 0)).y(), before);
    }

    void aFileWithStaleNotesOpensAtTheTop() {
        // Reviews 23 and 24: a recipe whose notes were marked stale opened with the editor scrolled
        // past its name, model and GPU (the mark's height, kept for fields under the pointer during
        // an edit, was scrolled away on opening too).
        LaptopEditor f;
        StudioState& state = f.state;
        LayoutEditor& editor = *f.editor;
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(state.applyChange(FieldChange{"layout.tp", "2"}));
        const Recipe staleNoted = state.recipe();
        QVERIFY(notesMarkedStale(staleNoted.notes));
        state.resetDocument(notedTp1Recipe());  // back to unmarked notes, at the top
        auto* scroll = editor.findChild<QScrollArea*>();
        QVERIFY(scroll);
        scroll->verticalScrollBar()->setValue(0);
        editor.findChild<QLineEdit*>()->setFocus();  // the name field, as after a first start
        state.resetDocument(staleNoted, QStringLiteral("/tmp/opened.yaml"));
        QCoreApplication::processEvents();
        QLabel* stale = f.staleMark();
        QVERIFY(stale && stale->isVisibleTo(&editor));
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    }

    void theStaleMarkDoesNotMoveTheFieldsBelowAModelPick() {
        // Review entry 5: after Mixtral was picked in the Model box (above the mark), the mark pushed
        // every field below down, and the next click, aimed at the global batch, set the GPUs. The
        // fields below stay where they were on screen whichever field had the focus.
        LaptopEditor f;
        StudioState& state = f.state;
        LayoutEditor& editor = *f.editor;
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QLabel* stale = f.staleMark();
        QWidget* gbs = editor.control(QStringLiteral("layout.global_batch_size"));
        QVERIFY(stale && gbs);
        editor.modelPicker()->setFocus();
        const int before = gbs->mapTo(&editor, QPoint(0, 0)).y();
        // A layout edit while the Model box has the focus, as a model pick makes one.
        QVERIFY(state.applyChange(
            FieldChange{"layout.global_batch_size", std::to_string(state.recipe().layout.global_batch_size * 2)}));
        QVERIFY(stale->isVisibleTo(&editor));
        QCoreApplication::processEvents();
        QCOMPARE(gbs->mapTo(&editor, QPoint(0, 0)).y(), before);
    }

    void aGpuSwitchAcrossGenerationsUnsetsCudaDeviceMaxConnections() {
        // Review 7: a Blackwell recipe's CUDA_DEVICE_MAX_CONNECTIONS=32 carried over to H100 with
        // TP > 1 became the error "must be 1, it is 32" (Megatron-LM asserts 1 on Hopper with TP/CP
        // overlap). The value belongs to the generation: a switch across generations unsets it.
        StudioState state;
        Recipe r = uitest::namedDefaultRecipe("plan");
        r.hardware_ref = "GB200-NVL72";
        r.hardware = *builtinCatalog().findHardware("GB200-NVL72");
        r.layout.tp = 2;
        r.options.cuda_device_max_connections = 32;
        state.resetDocument(r);
        LayoutEditor editor(&state);
        QComboBox* gpu = editor.gpuPicker();
        const auto pick = [&](const QString& name) {
            gpu->setCurrentIndex(gpu->findText(name));
            emit gpu->textActivated(name);
            QCOMPARE(QString::fromStdString(state.recipe().hardware_ref), name);
        };
        // Same generation: kept.
        pick(QStringLiteral("B200-HGX"));
        QCOMPARE(state.recipe().options.cuda_device_max_connections, std::optional<int>(32));
        pick(QStringLiteral("H100-SXM"));
        QVERIFY(!state.recipe().options.cuda_device_max_connections);
        for (const Diagnostic& d : validateRecipe(state.recipe()))
            QVERIFY2(!(d.rule == "env.cuda_device_max_connections" && d.severity == Severity::Error), d.message.c_str());
        QVERIFY(state.undoStack()->undoText().contains(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS unset")));
        // One step: undo brings back both the GPU and the value.
        state.undoStack()->undo();
        QCOMPARE(state.recipe().hardware_ref, std::string("B200-HGX"));
        QCOMPARE(state.recipe().options.cuda_device_max_connections, std::optional<int>(32));
    }
};

QTEST_MAIN(TestRecipeProseEdits)
#include "test_recipe_prose_edits.moc"

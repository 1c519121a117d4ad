// The layout editor's second pass, driven like a user: a slider drag over valid sizes updates the
// recipe live and is one undo step; the GPU-count slider is logarithmic; typed sizes that snap
// say why ("TP 3 does not divide 16 GPUs → 2"); a disabled arrow's tooltip says why; switching
// the GPU or the model keeps the rest of the recipe; the pipeline fields DeepSeek-V3's uneven
// split needs are editable; name and notes edit their fields.
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QScrollArea>
#include <QtTest>
#include "ui/common/panel_format.h"
#include "core/common/units.h"
#include "core/memory/memory_model.h"
#include <numeric>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/rules/validator.h"
#include "ui/editor/layout_editor.h"
#include "ui/editor/layout_snapping.h"
#include "ui/editor/snap_slider.h"
#include "ui/editor/snap_spin_box.h"
#include "ui/window/main_window.h"
#include "ui/state/studio_state.h"
#include "builtin_recipe.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::LayoutEditor;
using moe::ui::SnapSlider;
using moe::ui::SnapSpinBox;
using moe::ui::StudioState;

namespace {

// W 16 on nodes of 8: TP 1 · CP 1 · PP 1 · DP 16; EP 8 · EDP 2.
Recipe sixteen() {
    Recipe r = uitest::namedDefaultRecipe("Sixteen");
    r.layout.world_size = 16;
    r.layout.tp = 1;
    r.layout.cp = 1;
    r.layout.pp = 1;
    r.layout.vpp = 1;
    r.layout.ep = 8;
    r.layout.etp = 1;
    r.layout.pipeline_layout.clear();
    r.layout.first_stage_layers.reset();
    r.layout.last_stage_layers.reset();
    r.layout.micro_batch_size = 1;
    r.layout.global_batch_size = 64;
    return r;
}

Recipe dsv3At1024() {
    Result<Recipe> r = loadLibraryRecipe("bridge-dsv3-h100-1024-bf16");
    if (!r) qFatal("%s", r.error().toString().c_str());
    return *r;
}

// Drags a slider handle from its current position to `position` with the mouse-equivalent
// actions a drag produces: sliderPressed, a move per stop, sliderReleased.
void drag(SnapSlider* slider, int position) {
    slider->setSliderDown(true);
    const int step = position > slider->value() ? 1 : -1;
    while (slider->value() != position) slider->setSliderPosition(slider->value() + step);
    slider->setSliderDown(false);
}

}  // namespace

class TestLayoutEditorSliders : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void pureSnappingTexts() {
        const Layout l = sixteen().layout;
        QCOMPARE(ui::snapExplanation(l, ui::SnapDimension::TP, 3, 2).english(),
                 std::string("TP 3 does not divide 16 GPUs → 2"));
        Layout two = l;
        two.cp = 2;  // TP then divides the 8 GPUs left by CP·PP 2
        QCOMPARE(ui::snapExplanation(two, ui::SnapDimension::TP, 3, 4).english(),
                 std::string("TP 3 does not divide the 8 GPUs left by CP·PP 2 → 4"));
        // lcm(TP·CP·PP 1, ETP·EP·PP 8, node 8) = 8: counts 8, 16, 24, ...
        QCOMPARE(ui::worldStep(l, 8), int64_t{8});
        const std::vector<int64_t> counts = ui::worldValues(l, 8, 64);
        QCOMPARE(counts, (std::vector<int64_t>{8, 16, 24, 32, 40, 48, 56, 64}));
        // Log stops over 1..100 as list ranks 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96 and the last.
        std::vector<int64_t> hundred(100);
        for (int i = 0; i < 100; ++i) hundred[static_cast<size_t>(i)] = i + 1;
        QCOMPARE(ui::logStops(hundred), (std::vector<int64_t>{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 100}));
        QCOMPARE(ui::endOfRangeReason(l, ui::SnapDimension::EP, true).english(),
                 std::string("no larger EP divides 16 GPUs"));
    }

    void fewerGpusThanTheLayoutNeedsOffersTheLayoutShrunk_data() {
        QTest::addColumn<QString>("recipe");
        QTest::addColumn<int>("tp");  // 0: the recipe's
        QTest::newRow("GB200 256, EP 32 PP 8") << QStringLiteral("bridge-dsv3-gb200-256-mxfp8") << 0;
        // Review 23 typed 16 under the H100 1024 recipe (TP 2, PP 8, EP 64) and got no offer.
        QTest::newRow("H100 1024, TP 2 PP 8 EP 64") << QStringLiteral("bridge-dsv3-h100-1024-bf16") << 0;
        // Review 25: three sizes change (TP 8 → 4, CP 4 → 1, EP 32 → 4), and the offer's one line
        // was cut at both ends. TP 8 × CP 4 × PP 4 = 128 GPUs, the recipe's.
        QTest::newRow("GB200 128K at TP 8, CP 4, EP 32") << QStringLiteral("qwen3-235b-128k-gb200") << 8;
    }

    void fewerGpusThanTheLayoutNeedsOffersTheLayoutShrunk() {
        // Review 13 typed 16 GPUs under EP 32 and PP 8: it snapped back up to 256, and lowering
        // the count meant first finding which sizes to lower. The note now offers the layout cut
        // to 16 GPUs (each size to its largest divisor that fits), applied as one undo step.
        QFETCH(QString, recipe);
        QFETCH(int, tp);
        StudioState state;
        Recipe r = moe::testing::builtinRecipe(recipe.toStdString());
        if (tp > 0) r.layout.tp = tp;
        state.resetDocument(r);
        const Layout before = state.recipe().layout;
        QVERIFY(int64_t{before.pp} * before.ep > 16);
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* world = qobject_cast<SnapSpinBox*>(editor.control(QStringLiteral("layout.world_size")));
        const int narrowest = editor.minimumSizeHint().width();
        editor.resize(narrowest, 700);  // as narrow as the window lets it be (a laptop's editor pane)
        QCoreApplication::processEvents();
        world->setFocus();
        world->selectAll();
        QTest::keyClicks(world, QStringLiteral("16"));
        QTest::keyClick(world, Qt::Key_Return);
        QVERIFY(state.recipe().layout.world_size > 16);  // snapped up to the smallest count the layout takes
        const Layout snapped = state.recipe().layout;
        auto* link = editor.findChild<QPushButton*>(QStringLiteral("editor.shrinkToGpus"));
        QVERIFY(link && link->isVisibleTo(&editor));
        // The offer never widens the editor (its one long line scrolled the pane sideways at 1280 px).
        QVERIFY2(editor.minimumSizeHint().width() <= narrowest,
                 qPrintable(QStringLiteral("%1 px, was %2").arg(editor.minimumSizeHint().width()).arg(narrowest)));
        // Expected sizes by hand: PP gcd(PP, 16), then EP gcd(EP, 16 / PP) (ETP is 1 in each row).
        const int pp = std::gcd(before.pp, 16), ep = std::gcd(before.ep, 16 / pp);
        QVERIFY2(link->text().startsWith(QStringLiteral("Use 16 GPUs\nwith ")), qPrintable(link->text()));
        // Its whole text is on screen: the button ends inside the editor's view (a wider one is cut
        // by the view, which never scrolls sideways).
        QWidget* view = editor.findChild<QScrollArea*>()->viewport();
        QCoreApplication::processEvents();
        const int right = link->mapTo(view, QPoint(link->sizeHint().width(), 0)).x();
        QVERIFY2(right <= view->width(),
                 qPrintable(QStringLiteral("ends at %1 of %2: %3").arg(right).arg(view->width()).arg(link->text())));
        if (ep != before.ep)
            QVERIFY2(link->text().contains(QStringLiteral("EP %1 → %2").arg(before.ep).arg(ep)), qPrintable(link->text()));
        // Two size changes a line at most.
        for (const QString& line : link->text().split(QLatin1Char('\n')))
            QVERIFY2(line.count(QStringLiteral("→")) <= 2, qPrintable(link->text()));
        const QString offer = link->text();
        QTest::mouseClick(link, Qt::LeftButton);
        QCOMPARE(state.recipe().layout.world_size, int64_t{16});
        QCOMPARE(state.recipe().layout.pp, pp);
        QCOMPARE(state.recipe().layout.ep, ep);
        // Review 19: the offer says when what it makes does not fit HBM, by the memory model's figure.
        const Result<MemoryReport> memory = estimateMemory(state.recipe(), state.memoryAssumptions());
        QVERIFY(memory.ok());
        QVERIFY(!memory->fits);  // DeepSeek-V3 on 16 GPUs
        QVERIFY2(offer.endsWith(QStringLiteral("\n(over HBM by %1)").arg(ui::formatGib(-static_cast<double>(memory->headroom_bytes) / moe::kGiB))),
                 qPrintable(offer));
        QVERIFY(!link->isVisibleTo(&editor));
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout, snapped);
    }

    void typedTpSnapsAndSaysWhy() {
        StudioState state;
        state.resetDocument(sixteen());
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* tp = qobject_cast<SnapSpinBox*>(editor.control(QStringLiteral("layout.tp")));
        QWidget* cp = editor.control(QStringLiteral("layout.cp"));
        const QPoint cpBefore = cp->mapTo(&editor, QPoint(0, 0));
        tp->setFocus();
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("3"));
        QTest::keyClick(tp, Qt::Key_Return);
        QCOMPARE(state.recipe().layout.tp, 2);
        QCoreApplication::processEvents();
        // The note does not push the next field from under the pointer (review: it moved the rows).
        QCOMPARE(cp->mapTo(&editor, QPoint(0, 0)), cpBefore);
        // The reason shows right under the TP row, where the value was typed.
        QLabel* note = editor.snapNote(QStringLiteral("layout.tp"));
        QVERIFY(note);
        QCOMPARE(note->text(), QStringLiteral("TP 3 does not divide 16 GPUs → 2"));
        QVERIFY(note->isVisibleTo(&editor));
        QTRY_VERIFY(note->height() > 0 && note->isVisible());  // laid out
        QCoreApplication::processEvents();
        const QRect field(tp->mapTo(&editor, QPoint(0, 0)), tp->size());
        const QRect under(note->mapTo(&editor, QPoint(0, 0)), note->size());
        QVERIFY(under.top() >= field.bottom());
        QVERIFY2(under.top() - field.bottom() < field.height(), "the note sits right under the field");
        QVERIFY(under.left() <= field.right() && under.right() >= field.left());
        QVERIFY(!editor.snapNote(QStringLiteral("layout.cp"))->isVisibleTo(&editor));
        // Focus moving into a field the note covers takes it away (review: notes stayed over the
        // CP and VPP boxes after Tab and clicks); a field it does not cover leaves it.
        QWidget* gbs = editor.control(QStringLiteral("layout.global_batch_size"));
        const QRect gbsRect(gbs->mapTo(&editor, QPoint(0, 0)), gbs->size());
        QVERIFY(!under.intersects(gbsRect));
        gbs->setFocus();
        QCoreApplication::processEvents();
        QVERIFY(note->isVisibleTo(&editor));
        QWidget* covered = nullptr;
        for (const char* path : {"layout.cp", "layout.pp", "layout.vpp"}) {
            QWidget* w = editor.control(QString::fromLatin1(path));
            if (under.intersects(QRect(w->mapTo(&editor, QPoint(0, 0)), w->size()))) covered = w;
        }
        QVERIFY(covered != nullptr);  // the row right under TP is under the note
        covered->setFocus();
        QCoreApplication::processEvents();
        QVERIFY(!note->isVisibleTo(&editor));
        // And it goes by itself after a while.
        tp->setFocus();
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("3"));
        QTest::keyClick(tp, Qt::Key_Return);
        QTRY_VERIFY(note->isVisibleTo(&editor));
        QTRY_VERIFY_WITH_TIMEOUT(!note->isVisibleTo(&editor), 12000);
        tp->setFocus();
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("3"));
        QTest::keyClick(tp, Qt::Key_Return);
        QTRY_VERIFY(note->isVisibleTo(&editor));
        // The next edit clears it.
        QVERIFY(state.applyChange(FieldChange{"layout.global_batch_size", "128"}));
        QVERIFY(!note->isVisibleTo(&editor));
        QVERIFY(note->text().isEmpty());
        // A typed value that snaps back to the value already there says why too.
        tp->setFocus();
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("3"));
        QTest::keyClick(tp, Qt::Key_Return);
        QCOMPARE(state.recipe().layout.tp, 2);
        QCOMPARE(note->text(), QStringLiteral("TP 3 does not divide 16 GPUs → 2"));
        QVERIFY(note->isVisibleTo(&editor));
        // At the largest EP that divides 16, the up arrow is disabled and its tooltip says why.
        auto* ep = qobject_cast<SnapSpinBox*>(editor.control(QStringLiteral("layout.ep")));
        ep->setValue(16);
        QCOMPARE(state.recipe().layout.ep, 16);
        QVERIFY(ep->toolTip().contains(QStringLiteral("no larger EP divides 16 GPUs")));
        // Pressing Up there is not silent: the reason shows under the EP field, and nothing changes.
        QSignalSpy blocked(ep, &SnapSpinBox::stepBlocked);
        QSignalSpy changed(&state, &StudioState::recipeChanged);
        ep->setFocus();
        QTest::keyClick(ep, Qt::Key_Up);
        QCOMPARE(blocked.count(), 1);
        QCOMPARE(blocked.first().first().toBool(), true);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(state.recipe().layout.ep, 16);
        QLabel* epNote = editor.snapNote(QStringLiteral("layout.ep"));
        QCOMPARE(epNote->text(), QStringLiteral("no larger EP divides 16 GPUs"));
        QVERIFY(epNote->isVisibleTo(&editor));
        // Down is allowed there: it steps, and the note goes with the edit.
        QTest::keyClick(ep, Qt::Key_Down);
        QCOMPARE(state.recipe().layout.ep, 8);
        QCOMPARE(blocked.count(), 1);
        QVERIFY(!epNote->isVisibleTo(&editor));
    }

    void sliderDragIsLiveAndOneUndoStep() {
        StudioState state;
        state.resetDocument(dsv3At1024());
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const int64_t ep0 = state.recipe().layout.ep;
        SnapSlider* ep = editor.slider(QStringLiteral("layout.ep"));
        QVERIFY(ep);
        // Every stop is a valid EP: it divides the GPUs left by ETP·PP.
        const int64_t room = state.recipe().layout.world_size / (state.recipe().layout.etpOrTp() * state.recipe().layout.pp);
        for (int64_t v : ep->stops()) QCOMPARE(room % v, int64_t{0});
        QCOMPARE(ep->chosenValue(), ep0);
        QSignalSpy changed(&state, &StudioState::recipeChanged);
        const int start = ep->value();
        QVERIFY(start > 0);
        drag(ep, 0);
        // One recipe change per stop crossed (live), and the recipe follows the handle.
        QCOMPARE(changed.count(), start);
        QCOMPARE(state.recipe().layout.ep, ep->stops().front());
        QCOMPARE(editor.control(QStringLiteral("layout.ep"))->property("value").toLongLong(), ep->stops().front());
        QCOMPARE(state.undoStack()->count(), 1);
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.ep, ep0);
        QCOMPARE(ep->chosenValue(), ep0);
    }

    void gpuCountSliderIsLogarithmic() {
        StudioState state;
        state.resetDocument(sixteen());
        LayoutEditor editor(&state);
        SnapSlider* world = editor.slider(QStringLiteral("layout.world_size"));
        // 65536 / 8 = 8192 valid counts; the log stops keep it to a few dozen, from 8 to 65536.
        QVERIFY(world->stops().size() < 40);
        QCOMPARE(world->stops().front(), int64_t{8});
        QCOMPARE(world->stops().back(), int64_t{65536});
        QVERIFY(std::find(world->stops().begin(), world->stops().end(), int64_t{1024}) != world->stops().end());
        world->setValue(world->maximum());
        QCOMPARE(state.recipe().layout.world_size, int64_t{65536});
        QCOMPARE(state.recipe().layout.dp(), int64_t{65536});  // TP·CP·PP 1
    }

    void aGpuSwitchThatUnsetsAFieldSaysSo() {
        // Review (entry 3): switching H100 → GB200 dropped CUDA_DEVICE_MAX_CONNECTIONS (set for the
        // old generation) with no word outside Edit ▸ Undo. The editor now says so as it happens.
        StudioState state;
        Recipe r = sixteen();
        r.options.cuda_device_max_connections = 1;
        QVERIFY(r.hardware.isHopper());
        state.resetDocument(r);
        LayoutEditor editor(&state);
        QSignalSpy said(&editor, &LayoutEditor::sideEffect);
        QComboBox* gpu = editor.gpuPicker();
        const QString blackwell = QStringLiteral("GB200-NVL72");
        gpu->setCurrentIndex(gpu->findText(blackwell));
        emit gpu->textActivated(blackwell);
        QCOMPARE(state.recipe().hardware_ref, blackwell.toStdString());
        QVERIFY(!state.recipe().options.cuda_device_max_connections);
        QCOMPARE(said.count(), 1);
        QVERIFY2(said.at(0).at(0).toString().contains(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS unset")),
                 qPrintable(said.at(0).at(0).toString()));
        // A switch within the generation changes nothing else and says nothing more.
        const QString b200 = QStringLiteral("B200-HGX");
        gpu->setCurrentIndex(gpu->findText(b200));
        emit gpu->textActivated(b200);
        QCOMPARE(said.count(), 1);
    }

    void switchingGpuAndModelKeepsTheRest() {
        StudioState state;
        state.resetDocument(sixteen());
        LayoutEditor editor(&state);
        const Layout before = state.recipe().layout;
        const TrainingOptions options = state.recipe().options;
        QComboBox* gpu = editor.gpuPicker();
        const QStringList names = [&] {
            QStringList n;
            for (const std::string& s : builtinCatalog().hardwareNames()) n << QString::fromStdString(s);
            return n;
        }();
        QString other;
        for (const QString& n : names)
            if (n.toStdString() != state.recipe().hardware_ref) other = n;
        QVERIFY(!other.isEmpty());
        const int index = gpu->findText(other);
        QVERIFY(index >= 0);
        gpu->setCurrentIndex(index);
        emit gpu->textActivated(other);  // what a user's pick emits
        QCOMPARE(state.recipe().hardware_ref, other.toStdString());
        QCOMPARE(state.recipe().hardware, *builtinCatalog().findHardware(other.toStdString()));
        QCOMPARE(state.recipe().layout, before);
        QCOMPARE(state.recipe().options, options);
        QCOMPARE(state.undoStack()->count(), 1);

        QComboBox* model = editor.modelPicker();
        const int qwen = model->findData(QStringLiteral("Qwen3-235B-A22B"));
        QVERIFY(qwen >= 0);
        model->setCurrentIndex(qwen);
        emit model->activated(qwen);
        QCOMPARE(state.recipe().model.name, std::string("Qwen3-235B-A22B"));
        QCOMPARE(state.recipe().hardware_ref, other.toStdString());
        QCOMPARE(state.recipe().layout.ep, before.ep);
        QCOMPARE(model->currentText(), QStringLiteral("Qwen3-235B-A22B"));
        // "Import from file…" asks for the import and leaves the model alone.
        QSignalSpy importAsked(&editor, &LayoutEditor::importRequested);
        const int importIndex = model->count() - 1;
        emit model->activated(importIndex);
        QCOMPARE(importAsked.count(), 1);
        QCOMPARE(state.recipe().model.name, std::string("Qwen3-235B-A22B"));
    }

    void unevenPipelineIsEditable() {
        // DeepSeek-V3 has 61 decoder layers: PP 8 does not split them evenly (pipeline.even).
        StudioState state;
        Recipe r = dsv3At1024();
        r.layout.pipeline_layout.clear();
        r.layout.first_stage_layers.reset();
        r.layout.last_stage_layers.reset();
        r.layout.account_for_embedding_in_pipeline_split = false;
        r.layout.account_for_loss_in_pipeline_split = false;
        r.layout.vpp = 1;
        r.layout.pp = 8;
        state.resetDocument(r);
        const auto hasEven = [&] {
            for (const Diagnostic& d : state.diagnostics())
                if (d.rule == "pipeline.even") return true;
            return false;
        };
        QVERIFY(hasEven());
        LayoutEditor editor(&state);
        // 61 = 5 + 6·8 + 8: first stage 5, last 8, the six middle stages 8 each.
        auto* first = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.first_stage_layers")));
        auto* last = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.last_stage_layers")));
        QVERIFY(first && last);
        QCOMPARE(first->text(), QStringLiteral("even split"));
        first->setValue(5);
        last->setValue(8);
        QCOMPARE(state.recipe().layout.first_stage_layers, std::optional<int>(5));
        QCOMPARE(state.recipe().layout.last_stage_layers, std::optional<int>(8));
        QVERIFY(!hasEven());
        first->setValue(0);
        QVERIFY(!state.recipe().layout.first_stage_layers.has_value());
        auto* layoutString = qobject_cast<QLineEdit*>(editor.control(QStringLiteral("layout.pipeline_layout")));
        QVERIFY(layoutString);
        QVERIFY(editor.control(QStringLiteral("layout.sequence_parallel")));
        QVERIFY(editor.control(QStringLiteral("layout.cp_comm_type")));
        QVERIFY(editor.control(QStringLiteral("layout.hierarchical_cp_sizes")));
        QVERIFY(editor.control(QStringLiteral("layout.account_for_embedding_in_pipeline_split")));
    }

    void undoFromAFocusedSpinBox() {
        ui::MainWindow window;
        window.state()->resetDocument(sixteen());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        auto* ep = window.findChild<SnapSpinBox*>(QStringLiteral("editor.layout.ep"));
        QVERIFY(ep);
        ep->setFocus();
        QTRY_VERIFY(ep->hasFocus());
        QTest::keyClick(ep, Qt::Key_Down);
        QCOMPARE(window.state()->recipe().layout.ep, 4);
        // Ctrl+Z in the focused box undoes the recipe edit, not the text; Ctrl+Shift+Z redoes it.
        QTest::keyClick(ep, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.state()->recipe().layout.ep, 8);
        QCOMPARE(ep->value(), 8);
        QTest::keyClick(ep, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.state()->recipe().layout.ep, 4);

        // Review 7: with "2" typed (not yet committed) into TP, Ctrl+Z undid the previous edit of
        // another field (EP) and left the typed text in the box. The typed value is one step of its
        // own; undo reverts it alone.
        auto* tp = window.findChild<SnapSpinBox*>(QStringLiteral("editor.layout.tp"));
        QVERIFY(tp);
        tp->setFocus();
        QTRY_VERIFY(tp->hasFocus());
        tp->selectAll();
        QTest::keyClicks(tp, QStringLiteral("2"));
        QCOMPARE(window.state()->recipe().layout.tp, 1);  // keyboard tracking is off: not yet committed
        QTest::keyClick(tp, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.state()->recipe().layout.tp, 1);
        QCOMPARE(window.state()->recipe().layout.ep, 4);  // the edit before is still there
        QCOMPARE(tp->text(), QStringLiteral("1"));
        QTest::keyClick(tp, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.state()->recipe().layout.tp, 2);
        QCOMPARE(tp->text(), QStringLiteral("2"));
        QTest::keyClick(tp, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(tp, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.state()->recipe().layout.ep, 8);
    }

    void sequenceParallelFollowsTensorParallelAcrossOne() {
        // Megatron-Core refuses TP > 1 with EP and SP off (ModelParallelConfig) and SP at TP 1:
        // raising TP from 1 turns SP on in the same undo step, lowering it to 1 turns SP off.
        StudioState state;
        Recipe r = sixteen();
        r.layout.sequence_parallel = false;
        state.resetDocument(r);
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* tp = qobject_cast<SnapSpinBox*>(editor.control(QStringLiteral("layout.tp")));
        QVERIFY(tp);
        tp->setFocus();
        QTest::keyClick(tp, Qt::Key_Up);
        QCOMPARE(state.recipe().layout.tp, 2);
        QVERIFY(state.recipe().layout.sequence_parallel);
        QCOMPARE(state.undoStack()->count(), 1);
        QVERIFY(state.undoStack()->undoText().contains(QStringLiteral("sequence parallel on")));
        for (const Diagnostic& d : validateRecipe(state.recipe()))
            QVERIFY2(d.rule != "parallel.ep_tp_without_sp" && d.rule != "parallel.sp_at_tp1", d.message.c_str());
        QTest::keyClick(tp, Qt::Key_Down);
        QCOMPARE(state.recipe().layout.tp, 1);
        QVERIFY(!state.recipe().layout.sequence_parallel);
        // One step back restores both.
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.tp, 2);
        QVERIFY(state.recipe().layout.sequence_parallel);
    }

    void aPipelineChangeChoosesThePlacementAnew() {
        // Review 10: a pipeline layout string (a fix's, or DeepSeek-V3's "Et|(tt|)*30mL" for PP 8 x
        // VPP 4) made any other PP invalid ("layout has 32 virtual stages ..."). Changing PP in the
        // editor chooses the placement for the new size in the same undo step.
        auto r = loadLibraryRecipe("dsv3-128k-h100");
        QVERIFY(r.ok());
        QVERIFY(!r->layout.pipeline_layout.empty());
        StudioState state;
        state.resetDocument(*r);
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* pp = qobject_cast<SnapSpinBox*>(editor.control(QStringLiteral("layout.pp")));
        QVERIFY(pp);
        pp->setFocus();
        QTest::keyClick(pp, Qt::Key_Down);
        QVERIFY(state.recipe().layout.pp < 8);
        QCOMPARE(state.undoStack()->count(), 1);
        for (const Diagnostic& d : validateRecipe(state.recipe(), ValidationScope::HardRules))
            QVERIFY2(d.severity != Severity::Error, (d.rule + ": " + d.message).c_str());
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.pp, 8);
        QCOMPARE(state.recipe().layout.pipeline_layout, r->layout.pipeline_layout);
    }

    void nameAndNotesEdit() {
        StudioState state;
        state.resetDocument(sixteen());
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* name = qobject_cast<QLineEdit*>(editor.control(QStringLiteral("name")));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Renamed"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(state.recipe().name, std::string("Renamed"));
        auto* notes = editor.findChild<QPlainTextEdit*>(QStringLiteral("editor.notes"));
        QVERIFY(notes);
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("ran on cluster B"));
        name->setFocus();  // leaving the notes commits them
        QTRY_VERIFY(state.recipe().notes.find("ran on cluster B") != std::string::npos);
    }

    void aWorldSnapNoteGoesWithUndo() {
        // The review saw "GPUs 16 is not a multiple of …" stay under the field after Undo.
        StudioState state;
        state.resetDocument(dsv3At1024());
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* gpus = qobject_cast<SnapSpinBox*>(editor.control(QStringLiteral("layout.world_size")));
        QVERIFY(gpus);
        const int64_t before = state.recipe().layout.world_size;
        gpus->setFocus();
        gpus->selectAll();
        QTest::keyClicks(gpus, QStringLiteral("1500"));  // → 1536, a multiple of 512
        QTest::keyClick(gpus, Qt::Key_Return);
        QLabel* note = editor.snapNote(QStringLiteral("layout.world_size"));
        QVERIFY(note);
        QVERIFY2(note->isVisibleTo(&editor), qPrintable(note->text()));
        QCOMPARE(state.recipe().layout.world_size, int64_t{1536});
        state.undoStack()->undo();
        QCOMPARE(state.recipe().layout.world_size, before);
        QVERIFY2(!note->isVisibleTo(&editor), qPrintable(note->text()));
        // A typed value that snaps back to the value already there changes nothing to undo; the
        // note then goes with the next undo or redo of anything else.
        QVERIFY(state.applyChange(FieldChange{"layout.global_batch_size", "8192"}));
        gpus->setFocus();
        gpus->selectAll();
        QTest::keyClicks(gpus, QStringLiteral("1000"));  // → 1024, the value it has
        QTest::keyClick(gpus, Qt::Key_Return);
        QVERIFY(note->isVisibleTo(&editor));
        state.undoStack()->undo();
        QVERIFY2(!note->isVisibleTo(&editor), qPrintable(note->text()));
    }

    void aFocusedFieldShowsTheRecipeOpenedUnderIt() {
        // Focus often stays in Name when a recipe is opened from the menu: the field must show
        // the new recipe's name, not keep the old one (nothing was being typed there).
        StudioState state;
        state.resetDocument(sixteen());
        LayoutEditor editor(&state);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* name = qobject_cast<QLineEdit*>(editor.control(QStringLiteral("name")));
        auto* notes = editor.findChild<QPlainTextEdit*>(QStringLiteral("editor.notes"));
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        Recipe other = dsv3At1024();
        other.name = "opened-recipe";
        other.notes = "the opened recipe's notes";
        state.replaceRecipe(other, QStringLiteral("/tmp/opened.yaml"), QStringLiteral("Open"));
        QCOMPARE(name->text(), QStringLiteral("opened-recipe"));
        // The same for the notes box.
        notes->setFocus();
        QTRY_VERIFY(notes->hasFocus());
        other.name = "second";
        other.notes = "second notes";
        state.replaceRecipe(other, QStringLiteral("/tmp/second.yaml"), QStringLiteral("Open"));
        QCOMPARE(notes->toPlainText(), QStringLiteral("second notes"));
        // Text still being typed is kept until it is committed.
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("typing"));
        QVERIFY(state.applyChange(FieldChange{"layout.global_batch_size", "512"}));
        QCOMPARE(name->text(), QStringLiteral("typing"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(state.recipe().name, std::string("typing"));
    }
};

QTEST_MAIN(TestLayoutEditorSliders)
#include "test_layout_editor_sliders.moc"

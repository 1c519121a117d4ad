#include "ui/editor/layout_editor.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <utility>

#include "core/catalog/catalog.h"
#include "core/layout/layout.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_prose.h"
#include "ui/common/core_message_text.h"
#include "ui/common/live_label.h"
#include "ui/common/panel_format.h"
#include "ui/common/scroll_edge_fade.h"
#include "ui/common/status_colours.h"
#include "ui/common/wheel_guard.h"
#include "ui/editor/coupled_edits.h"
#include "ui/editor/layout_snapping.h"
#include "ui/editor/snap_slider.h"
#include "ui/editor/snap_spin_box.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {
// What the model lets TP and EP divide (MLA models have no query-group rule; heads hold for all).
ModelLimits modelLimits(const Recipe& r) {
    return {r.model.isMoe() ? r.model.moe.num_experts : 0, r.model.num_attention_heads};
}
}  // namespace

namespace {

FieldValue fieldValue(const Recipe& recipe, const QString& path) {
    const FieldDescriptor* f = findRecipeField(path.toStdString());
    return f ? f->get(recipe) : FieldValue::null();
}

QString scalarText(const Recipe& recipe, const QString& path) {
    return QString::fromStdString(fieldValue(recipe, path).scalar);
}

// Layouts whose every parallel dimension steps through divisors (see layout_snapping.h).
struct SnapSpec {
    const char* path;
    SnapDimension dim;
};
constexpr SnapSpec kSnapped[] = {
    {"layout.tp", SnapDimension::TP}, {"layout.cp", SnapDimension::CP},   {"layout.pp", SnapDimension::PP},
    {"layout.ep", SnapDimension::EP}, {"layout.etp", SnapDimension::ETP},
};

const char* const kOverlaps[][2] = {
    {"options.overlap.ep_a2a_overlap", QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "EP all-to-all overlap")},
    {"options.overlap.delay_wgrad_compute", QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "Delay wgrad compute")},
    {"options.overlap.shared_expert_overlap", QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "Shared-expert overlap")},
    {"options.overlap.grad_reduce", QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "Overlap grad reduce")},
    {"options.overlap.param_gather", QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "Overlap param gather")},
    {"options.overlap.tp_comm_overlap", QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "TP comm overlap")},
};

const SnapSpec* snapSpec(const QString& path) {
    for (const SnapSpec& s : kSnapped)
        if (path == QLatin1String(s.path)) return &s;
    return nullptr;
}

// The model picker's last entry.
const char* const kImportEntry = QT_TRANSLATE_NOOP("moe::ui::LayoutEditor", "Import from file…");

}  // namespace

LayoutEditor::LayoutEditor(StudioState* state, QWidget* parent) : QWidget(parent), state_(state) {
    setObjectName(QStringLiteral("layoutEditor"));
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->addWidget(buildRecipeGroup());
    column->addWidget(buildClusterGroup());
    column->addWidget(buildParallelGroup());
    column->addWidget(buildPipelineGroup());
    column->addWidget(buildOptionsGroup());
    // Last: the sizes are what a user moves first, and on a laptop screen a notes box above them
    // pushed VPP, EP and ETP below the fold.
    column->addWidget(buildNotesGroup());
    column->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll_ = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Never sideways: a sideways scroll hides the labels ("d batch") when a field takes focus.
    // The editor is as wide as its widest row instead, and only scrolls down.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    new ScrollEdgeFade(scroll);
    setMinimumWidth(content->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() +
                    2 * scroll->frameWidth());

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(state_, &StudioState::recipeChanged, this, &LayoutEditor::refresh);
    refresh();
    guardWheelInChildren(content);
}

QWidget* LayoutEditor::buildRecipeGroup() {
    auto* box = new QGroupBox(tr("Recipe"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("Name"), addLine(QStringLiteral("name"), tr("recipe name")));

    modelPicker_ = new QComboBox;
    modelPicker_->setObjectName(QStringLiteral("editor.model"));
    modelPicker_->setToolTip(tr("Model from the built-in catalog; the layout and options are kept."));
    connect(modelPicker_, &QComboBox::activated, this, &LayoutEditor::pickModel);
    form->addRow(tr("Model"), modelPicker_);

    gpuPicker_ = new QComboBox;
    gpuPicker_->setObjectName(QStringLiteral("editor.hardware"));
    gpuPicker_->setToolTip(tr("GPU from the built-in catalog; the layout and options are kept."));
    for (const std::string& name : builtinCatalog().hardwareNames()) gpuPicker_->addItem(QString::fromStdString(name));
    connect(gpuPicker_, &QComboBox::textActivated, this, &LayoutEditor::pickGpu);
    form->addRow(tr("GPU"), gpuPicker_);

    // Notes are prose the studio cannot rewrite: once the layout they describe changes they are
    // marked stale until someone checks them: launch scripts and Bridge YAML leave them out, a
    // recipe file keeps them under the mark (a review read "left out of exports" and found them in
    // the exported recipe). The mark stays up here, where it is seen, though the notes are at the
    // end of the editor.
    notesStale_ = new QLabel(
        tr("⚠ The notes (end of this panel) describe an earlier layout: recipes keep them under [stale], launch "
           "scripts and Bridge YAML leave them out. Check them, then delete their first line."));
    notesStale_->setObjectName(QStringLiteral("editor.notesStale"));
    notesStale_->setWordWrap(true);
    followTone(notesStale_, StatusTone::Caution);
    notesStale_->setVisible(false);
    form->addRow(QString{}, notesStale_);
    return box;
}

QWidget* LayoutEditor::buildPipelineGroup() {
    auto* box = new QGroupBox(tr("Pipeline and context"));
    auto* form = new QFormLayout(box);
    form->addRow(addCheck(QStringLiteral("layout.sequence_parallel"), tr("Sequence parallel")));
    form->addRow(tr("Pipeline layout"),
                 addLine(QStringLiteral("layout.pipeline_layout"), tr("e.g. Et|(tt|)*30mL; empty = even split")));
    SnapSpinBox* first = addSpin(QStringLiteral("layout.first_stage_layers"), 0, 100000);
    first->setSpecialValueText(tr("even split"));
    form->addRow(tr("First-stage layers"), first);
    SnapSpinBox* last = addSpin(QStringLiteral("layout.last_stage_layers"), 0, 100000);
    last->setSpecialValueText(tr("even split"));
    form->addRow(tr("Last-stage layers"), last);
    form->addRow(addCheck(QStringLiteral("layout.account_for_embedding_in_pipeline_split"),
                          tr("Embedding as a layer in the split")));
    form->addRow(
        addCheck(QStringLiteral("layout.account_for_loss_in_pipeline_split"), tr("Loss as a layer in the split")));
    form->addRow(tr("CP communication"), addCombo(QStringLiteral("layout.cp_comm_type"), cpCommTypeChoices()));
    form->addRow(tr("Hierarchical CP"),
                 addLine(QStringLiteral("layout.hierarchical_cp_sizes"), tr("inner,outer (a2a+p2p)")));
    form->addRow(tr("Rank order"), addCombo(QStringLiteral("layout.rank_order"), rankOrderChoices()));
    return box;
}

QWidget* LayoutEditor::buildClusterGroup() {
    auto* box = new QGroupBox(tr("Cluster and batch"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("GPUs"), addSizeRow(QStringLiteral("layout.world_size"), 1, 1 << 24));
    form->addRow(tr("Sequence length"), addSpin(QStringLiteral("layout.seq_length"), 1, 1 << 30));
    form->addRow(tr("Global batch (GBS)"), addSpin(QStringLiteral("layout.global_batch_size"), 1, INT_MAX));
    form->addRow(tr("Micro batch (MBS)"), addSpin(QStringLiteral("layout.micro_batch_size"), 1, 1 << 20));
    QLabel* microbatches = addDerived(QStringLiteral("ga"));
    // Its reason ("— (GBS not divisible by MBS·DP)") wraps to a second line while GBS or MBS is
    // being typed; with the room kept the fields below stay where the pointer is (review entry 1:
    // the form jumped and the next click landed on another field).
    microbatches->setMinimumHeight(2 * microbatches->fontMetrics().lineSpacing());
    microbatches->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    form->addRow(tr("Microbatches / step"), microbatches);
    return box;
}

QWidget* LayoutEditor::buildParallelGroup() {
    auto* box = new QGroupBox(tr("Parallel folding"));
    box->setToolTip(tr("Arrows step through the sizes that keep the world divisible by both meshes."));
    auto* form = new QFormLayout(box);
    form->addRow(tr("TP"), addSizeRow(QStringLiteral("layout.tp"), 1, 1 << 20));
    form->addRow(tr("CP"), addSizeRow(QStringLiteral("layout.cp"), 1, 1 << 20));
    form->addRow(tr("PP"), addSizeRow(QStringLiteral("layout.pp"), 1, 1 << 20));
    form->addRow(tr("VPP"), addSpin(QStringLiteral("layout.vpp"), 1, 1024));
    form->addRow(tr("DP (derived)"), addDerived(QStringLiteral("dp")));
    form->addRow(tr("EP"), addSizeRow(QStringLiteral("layout.ep"), 1, 1 << 20));
    form->addRow(tr("ETP"), addSizeRow(QStringLiteral("layout.etp"), 0, 1 << 20));
    // 0 stands for "unset": Megatron then uses ETP = TP, which the validator warns about.
    static_cast<SnapSpinBox*>(controls_.value(QStringLiteral("layout.etp")))->setSpecialValueText(tr("= TP (unset)"));
    form->addRow(tr("EDP (derived)"), addDerived(QStringLiteral("edp")));
    return box;
}

QWidget* LayoutEditor::buildOptionsGroup() {
    auto* box = new QGroupBox(tr("Options"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("Precision"), addCombo(QStringLiteral("options.precision"), precisionChoices()));
    form->addRow(tr("Dispatcher"), addCombo(QStringLiteral("options.dispatcher"), dispatcherChoices()));
    form->addRow(tr("Recompute"),
                 addCombo(QStringLiteral("options.recompute.granularity"), recomputeGranularityChoices()));
    form->addRow(tr("Recompute modules"),
                 addChecklist(QStringLiteral("options.recompute.modules"), recomputeModuleChoices()));
    form->addRow(addCheck(QStringLiteral("options.optimizer.cpu_offload"), tr("Optimizer CPU offload")));

    auto* fraction = new QDoubleSpinBox;
    fraction->setObjectName(QStringLiteral("editor.options.optimizer.offload_fraction"));
    fraction->setRange(0.0, 1.0);
    fraction->setSingleStep(0.05);
    fraction->setDecimals(2);
    fraction->setKeyboardTracking(false);
    controls_.insert(QStringLiteral("options.optimizer.offload_fraction"), fraction);
    connect(fraction, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("options.optimizer.offload_fraction"), QString::number(v, 'g', 6));
    });
    form->addRow(tr("Optimizer offload fraction"), fraction);
    // Fine-grained activation offloading: which modules' saved inputs go to host memory.
    form->addRow(addCheck(QStringLiteral("options.activation_cpu_offload"), tr("Activation offload (fine-grained)")));
    form->addRow(tr("Offload modules"), addChecklist(QStringLiteral("options.offload_modules"), offloadModuleChoices()));

    form->addRow(tr("CUDA graphs"), addCombo(QStringLiteral("options.cuda_graphs.impl"), cudaGraphImplChoices()));
    form->addRow(tr("Graph scopes"),
                 addChecklist(QStringLiteral("options.cuda_graphs.scopes"), cudaGraphScopeChoices()));
    for (const auto& overlap : kOverlaps) form->addRow(addCheck(QString::fromLatin1(overlap[0]), tr(overlap[1])));
    return box;
}

SnapSpinBox* LayoutEditor::addSpin(const QString& path, int min, int max) {
    auto* spin = new SnapSpinBox;
    spin->setObjectName(QStringLiteral("editor.") + path);
    spin->setRange(min, max);
    spin->setGroupSeparatorShown(true);
    spin->setAccelerated(true);
    controls_.insert(path, spin);
    connect(spin, &QSpinBox::valueChanged, this, [this, spin, path](int v) {
        const auto& allowed = spin->allowedValues();
        // A typed value off the list is snapped on editingFinished; that second change applies.
        if (!allowed.empty() && !std::binary_search(allowed.begin(), allowed.end(), int64_t{v})) return;
        // 0 is the "unset" entry of optional sizes (ETP = TP, even pipeline split).
        const bool unset =
            v == 0 && (path == QLatin1String("layout.etp") || path.endsWith(QLatin1String("_stage_layers")));
        edit(path, unset ? QStringLiteral("null") : QString::number(v));
    });
    return spin;
}

QWidget* LayoutEditor::addSizeRow(const QString& path, int min, int max) {
    SnapSpinBox* spin = addSpin(path, min, max);
    auto* slider = new SnapSlider;
    slider->setObjectName(QStringLiteral("editor.slider.") + path);
    slider->setMinimumWidth(60);
    sliders_.insert(path, slider);
    connect(slider, &SnapSlider::valueChosen, this, [this, path](qint64 v) { edit(path, QString::number(v)); });
    connect(spin, &SnapSpinBox::snapped, this, [this, path](qint64 typed, qint64 result) {
        const Recipe& r = state_->recipe();
        const SnapSpec* spec = snapSpec(path);
        const QString why =
            coreMessageText(spec ? snapExplanation(r.layout, spec->dim, typed, result, modelLimits(r))
                                 : worldSnapExplanation(r.layout, r.hardware.gpus_per_node, typed, result));
        showSnapNote(path, why);
        // Fewer GPUs than the layout needs: offer the layout shrunk to them (review 13 could not
        // lower the count without first finding which sizes to lower).
        if (path == QLatin1String("layout.world_size") && result > typed) offerShrink(typed);
    });
    connect(spin, &SnapSpinBox::stepBlocked, this, [this, path](bool up) {
        const Recipe& r = state_->recipe();
        const SnapSpec* spec = snapSpec(path);
        const QString why = spec ? coreMessageText(endOfRangeReason(r.layout, spec->dim, up, modelLimits(r)))
                            : up ? tr("no larger GPU count is offered")
                                 : tr("no smaller GPU count keeps every size valid");
        showSnapNote(path, why);
    });
    spin->setMaximumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("16,384,000")) + 40);
    auto* row = new QWidget;
    auto* v = new QVBoxLayout(row);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* h = new QHBoxLayout;
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(spin);
    h->addWidget(slider, 1);
    v->addLayout(h);
    addSnapNote(path, row);
    if (path == QLatin1String("layout.world_size")) v->addWidget(buildShrinkButton());
    return row;
}

LayoutEditor::~LayoutEditor() {
    for (QWidget* control : std::as_const(controls_)) control->disconnect(this);
}

QLineEdit* LayoutEditor::addLine(const QString& path, const QString& placeholder) {
    auto* line = new QLineEdit;
    line->setObjectName(QStringLiteral("editor.") + path);
    line->setPlaceholderText(placeholder);
    controls_.insert(path, line);
    line->installEventFilter(this);  // Ctrl+Z is the studio's undo here too (eventFilter)
    connect(line, &QLineEdit::editingFinished, this, [this, line, path] {
        const Recipe& r = state_->recipe();
        const FieldValue v = fieldValue(r, path);
        const QString shown = v.kind == FieldValue::Kind::List ? QString::fromStdString(fieldValueText(v))
                                                               : QString::fromStdString(v.scalar);
        if (line->text() != shown) edit(path, line->text());
        line->setModified(false);  // committed: a later recipe change may rewrite it (refresh)
    });
    return line;
}

void LayoutEditor::pickGpu(const QString& name) {
    const HardwareSpec* h = builtinCatalog().findHardware(name.toStdString());
    if (!h || (state_->recipe().hardware_ref == name.toStdString() && state_->recipe().hardware == *h)) return;
    QString note;
    Recipe next = onGpu(state_->recipe(), *h, name.toStdString(), &note);
    const QString undoText =
        note.isEmpty() ? tr("Change GPU to %1").arg(name) : tr("Change GPU to %1 (%2)").arg(name, note);
    followRecipeEdit(state_->recipe(), next);
    state_->replaceRecipe(next, state_->filePath(), undoText);
    // Review: the GPU switch dropped CUDA_DEVICE_MAX_CONNECTIONS with no word outside Edit ▸ Undo.
    if (!note.isEmpty())
        emit sideEffect(tr("GPU changed to %1: %2 (the exports write what %1 needs; Ctrl+Z restores the old value).")
                            .arg(name, note));
}

void LayoutEditor::pickModel(int index) {
    const QString name = modelPicker_->itemData(index).toString();
    if (name.isEmpty()) {
        refreshPickers();  // back to the current model; the import dialog decides
        if (modelPicker_->itemText(index) == tr(kImportEntry)) emit importRequested();
        return;
    }
    const ModelSpec* m = builtinCatalog().findModel(name.toStdString());
    if (!m || (state_->recipe().model_ref == name.toStdString() && state_->recipe().model == *m)) return;
    Recipe next = state_->recipe();
    next.model = *m;
    next.model_ref = name.toStdString();
    // A layout string names the old model's layers: it would not place the new one.
    next.layout.pipeline_layout.clear();
    followRecipeEdit(state_->recipe(), next);
    state_->replaceRecipe(next, state_->filePath(), tr("Change model to %1").arg(name));
}

void LayoutEditor::refreshPickers() {
    const Recipe& r = state_->recipe();
    {
        const QSignalBlocker block(modelPicker_);
        modelPicker_->clear();
        const Catalog& catalog = builtinCatalog();
        const ModelSpec* ref = catalog.findModel(r.model_ref);
        if (!ref || !(*ref == r.model))
            modelPicker_->addItem(
                (ref ? tr("%1 (edited)") : tr("%1 (imported)")).arg(QString::fromStdString(r.model.name)));
        for (const std::string& name : catalog.modelNames())
            modelPicker_->addItem(QString::fromStdString(name), QString::fromStdString(name));
        modelPicker_->addItem(tr(kImportEntry));
        const int at = ref && *ref == r.model ? modelPicker_->findData(QString::fromStdString(r.model_ref)) : 0;
        modelPicker_->setCurrentIndex(std::max(0, at));
    }
    {
        const QSignalBlocker block(gpuPicker_);
        const int custom = gpuPicker_->findData(QStringLiteral("custom"));
        if (custom >= 0) gpuPicker_->removeItem(custom);
        const HardwareSpec* ref = builtinCatalog().findHardware(r.hardware_ref);
        if (ref && *ref == r.hardware) {
            gpuPicker_->setCurrentText(QString::fromStdString(r.hardware_ref));
        } else {
            gpuPicker_->insertItem(0, tr("%1 (custom)").arg(QString::fromStdString(r.hardware.name)),
                                   QStringLiteral("custom"));
            gpuPicker_->setCurrentIndex(0);
        }
    }
}

QString LayoutEditor::lineEditText(const Recipe& recipe, const QString& path) {
    const FieldValue v = fieldValue(recipe, path);
    return QString::fromStdString(v.kind == FieldValue::Kind::List ? fieldValueText(v) : v.scalar);
}

void LayoutEditor::edit(const QString& path, const QString& value) {
    if (std::optional<CoupledEdit> coupled = coupledEdit(state_->recipe(), path, value)) {
        state_->applyChanges(coupled->changes, coupled->undoText);
        return;
    }
    state_->applyChange(FieldChange{path.toStdString(), value.toStdString()});
}

void LayoutEditor::refreshSizes() {
    const Recipe& recipe = state_->recipe();
    const Layout& layout = recipe.layout;
    // Allowed values first, so the value set below is judged against the new list.
    for (const SnapSpec& spec : kSnapped) {
        const QString path = QString::fromLatin1(spec.path);
        auto* spin = static_cast<SnapSpinBox*>(controls_.value(path));
        const std::vector<int64_t> values = snapValues(layout, spec.dim, modelLimits(recipe));
        std::vector<int64_t> allowed;
        if (spec.dim == SnapDimension::ETP) allowed.push_back(0);  // "unset"
        allowed.insert(allowed.end(), values.begin(), values.end());
        spin->setAllowedValues(std::move(allowed));
        // From the recipe: the spin boxes are refreshed after this.
        const int64_t current = spec.dim == SnapDimension::TP   ? layout.tp
                                : spec.dim == SnapDimension::CP ? layout.cp
                                : spec.dim == SnapDimension::PP ? layout.pp
                                : spec.dim == SnapDimension::EP ? layout.ep
                                                                : layout.etpOrTp();
        sliders_.value(path)->setStops(values, current);
        // A disabled arrow says why.
        QString tip = tr("Steps through the %1 sizes that keep both meshes divisible.")
                          .arg(QString::fromLatin1(spec.path + 7).toUpper());
        if (!values.empty() && current >= values.back())
            tip += QLatin1Char('\n') + coreMessageText(endOfRangeReason(layout, spec.dim, true, modelLimits(recipe)));
        if (!values.empty() && current <= values.front())
            tip += QLatin1Char('\n') + coreMessageText(endOfRangeReason(layout, spec.dim, false, modelLimits(recipe)));
        spin->setToolTip(tip);
    }
    // The cluster size steps through counts that keep the layout valid (whole nodes).
    auto* world = static_cast<SnapSpinBox*>(controls_.value(QStringLiteral("layout.world_size")));
    const int node = std::max(1, recipe.hardware.gpus_per_node);
    std::vector<int64_t> counts = worldValues(layout, node);
    sliders_.value(QStringLiteral("layout.world_size"))->setStops(logStops(counts), layout.world_size);
    world->setToolTip(tr("Steps of %1 GPUs: the counts that keep TP·CP·PP, ETP·EP·PP and whole nodes of %2 dividing.")
                          .arg(worldStep(layout, node))
                          .arg(node));
    world->setAllowedValues(std::move(counts));
}

void LayoutEditor::refresh() {
    const Recipe& recipe = state_->recipe();
    const Layout& layout = recipe.layout;

    hideSnapNotes();
    if (shrinkLink_ && !shrinkLink_->isHidden()) {
        shrinkLink_->setVisible(false);
        pendingShrink_.reset();
    }

    refreshSizes();
    refreshPickers();
    if (!(notes_->hasFocus() && notes_->document()->isModified())) {
        const QSignalBlocker block(notes_);
        if (notes_->toPlainText() != QString::fromStdString(recipe.notes))
            notes_->setPlainText(QString::fromStdString(recipe.notes));
        notes_->document()->setModified(false);
    }
    showNotesStaleMark(notesMarkedStale(recipe.notes));

    for (auto it = controls_.cbegin(); it != controls_.cend(); ++it) {
        const QString& path = it.key();
        QWidget* w = it.value();
        const QSignalBlocker block(w);
        const FieldValue v = fieldValue(recipe, path);
        // Setting a spin box to the value it shows still rewrites and repaints its text: skip
        // those, an edit changes one or two of them.
        if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            const int value = v.kind == FieldValue::Kind::Null ? 0 : scalarText(recipe, path).toInt();
            if (spin->value() != value) spin->setValue(value);
        } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(w)) {
            const double value = scalarText(recipe, path).toDouble();
            if (dspin->value() != value) dspin->setValue(value);
            dspin->setEnabled(recipe.options.optimizer.cpu_offload);
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            combo->setCurrentIndex(combo->findData(QString::fromStdString(v.scalar)));
        } else if (auto* line = qobject_cast<QLineEdit*>(w)) {
            const QString text = lineEditText(recipe, path);
            // Only text the user is still typing is kept; a focused field that holds nothing
            // uncommitted shows the recipe (after an open, focus often stays in Name).
            if (line->text() != text && !(line->hasFocus() && line->isModified())) line->setText(text);
        } else if (auto* check = qobject_cast<QCheckBox*>(w)) {
            check->setChecked(v.scalar == "true");
        } else if (auto* list = qobject_cast<QListWidget*>(w)) {
            for (int i = 0; i < list->count(); ++i) {
                QListWidgetItem* item = list->item(i);
                const bool on = std::find(v.list.begin(), v.list.end(), item->text().toStdString()) != v.list.end();
                item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
            }
        }
    }
    {
        QWidget* modules = controls_.value(QStringLiteral("options.recompute.modules"));
        const RecomputeOptions& rc = recipe.options.recompute;
        modules->setEnabled(rc.granularity == RecomputeGranularity::Selective);
        // None ticked is not "nothing": Megatron then recomputes its default module.
        modules->setToolTip(rc.granularity == RecomputeGranularity::Selective && rc.modules.empty()
                                ? tr("None ticked: Megatron recomputes its default module, core_attn")
                                : tr("Modules recomputed in backward (selective recompute)"));
        // mla_up_proj exists only in multi-head latent attention: greyed for other models unless
        // ticked (then the rule's fix unticks it), as a review was offered it for a GQA model.
        if (auto* list = qobject_cast<QListWidget*>(modules)) {
            const QSignalBlocker block(list);  // flags, not an edit
            for (int i = 0; i < list->count(); ++i) {
                QListWidgetItem* item = list->item(i);
                if (item->text() != QLatin1String(toString(RecomputeModule::MlaUpProj))) continue;
                const bool applies = recipe.model.attention == AttentionKind::MLA || item->checkState() == Qt::Checked;
                item->setFlags(applies ? item->flags() | Qt::ItemIsEnabled : item->flags() & ~Qt::ItemIsEnabled);
                item->setToolTip(applies ? QString() : tr("Only for models with multi-head latent attention (MLA)"));
            }
        }
    }
    controls_.value(QStringLiteral("options.cuda_graphs.scopes"))
        ->setEnabled(recipe.options.cuda_graphs.impl != CudaGraphImpl::None);
    // A layout string places every layer itself: the first/last-stage counts are not "even
    // split" then, they do not apply.
    const bool byString = !layout.pipeline_layout.empty();
    for (const char* path : {"layout.first_stage_layers", "layout.last_stage_layers"})
        if (auto* spin = qobject_cast<QSpinBox*>(controls_.value(QString::fromLatin1(path)))) {
            spin->setEnabled(!byString);
            spin->setSpecialValueText(byString ? tr("set by the layout string") : tr("even split"));
        }
    {
        QWidget* offloaded = controls_.value(QStringLiteral("options.offload_modules"));
        offloaded->setEnabled(recipe.options.activation_cpu_offload);
        offloaded->setToolTip(tr("Modules whose saved inputs go to host memory between forward and backward "
                                 "(fine-grained activation offloading)"));
    }

    const auto derivedText = [](int64_t v, const QString& why) {
        return v > 0 ? formatInteger(v) : QStringLiteral("— (%1)").arg(why);
    };
    derived_.value(QStringLiteral("dp"))->setText(derivedText(layout.dp(), tr("GPUs not divisible by TP·CP·PP")));
    derived_.value(QStringLiteral("edp"))->setText(derivedText(layout.edp(), tr("GPUs not divisible by ETP·EP·PP")));
    derived_.value(QStringLiteral("ga"))
        ->setText(derivedText(layout.microbatchesPerStep(), tr("GBS not divisible by MBS·DP")));
}

}  // namespace moe::ui

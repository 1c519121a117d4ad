#include "ui/layout_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

#include "core/recipe/recipe_fields.h"
#include "core/layout/layout.h"
#include "ui/layout_snapping.h"
#include "ui/live_label.h"
#include "ui/snap_spin_box.h"
#include "ui/studio_state.h"

namespace moe::ui {

namespace {

// "a, b, c" choice strings from the core enum tables, so the combos never drift from the parser.
QStringList splitChoices(const std::string& choices) {
    QStringList out;
    for (const QString& part : QString::fromStdString(choices).split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << part.trimmed();
    return out;
}

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
    {"layout.tp", SnapDimension::TP}, {"layout.cp", SnapDimension::CP}, {"layout.pp", SnapDimension::PP},
    {"layout.ep", SnapDimension::EP}, {"layout.etp", SnapDimension::ETP},
};

const char* const kOverlaps[][2] = {
    {"options.overlap.ep_a2a_overlap", QT_TRANSLATE_NOOP("LayoutEditor", "EP all-to-all overlap")},
    {"options.overlap.delay_wgrad_compute", QT_TRANSLATE_NOOP("LayoutEditor", "Delay wgrad compute")},
    {"options.overlap.shared_expert_overlap", QT_TRANSLATE_NOOP("LayoutEditor", "Shared-expert overlap")},
    {"options.overlap.grad_reduce", QT_TRANSLATE_NOOP("LayoutEditor", "Overlap grad reduce")},
    {"options.overlap.param_gather", QT_TRANSLATE_NOOP("LayoutEditor", "Overlap param gather")},
    {"options.overlap.tp_comm_overlap", QT_TRANSLATE_NOOP("LayoutEditor", "TP comm overlap")},
};

QString num(int64_t v) { return QLocale::c().toString(static_cast<qlonglong>(v)); }

}  // namespace

LayoutEditor::LayoutEditor(StudioState* state, QWidget* parent) : QWidget(parent), state_(state) {
    setObjectName(QStringLiteral("layoutEditor"));
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->addWidget(buildClusterGroup());
    column->addWidget(buildParallelGroup());
    column->addWidget(buildOptionsGroup());
    column->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(state_, &StudioState::recipeChanged, this, &LayoutEditor::refresh);
    refresh();
}

QWidget* LayoutEditor::buildClusterGroup() {
    auto* box = new QGroupBox(tr("Cluster and batch"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("GPUs"), addSpin(QStringLiteral("layout.world_size"), 1, 1 << 24));
    form->addRow(tr("Sequence length"), addSpin(QStringLiteral("layout.seq_length"), 1, 1 << 30));
    form->addRow(tr("Global batch (GBS)"), addSpin(QStringLiteral("layout.global_batch_size"), 1, INT_MAX));
    form->addRow(tr("Micro batch (MBS)"), addSpin(QStringLiteral("layout.micro_batch_size"), 1, 1 << 20));
    form->addRow(tr("Microbatches / step"), addDerived(QStringLiteral("ga")));
    return box;
}

QWidget* LayoutEditor::buildParallelGroup() {
    auto* box = new QGroupBox(tr("Parallel folding"));
    box->setToolTip(tr("Arrows step through the sizes that keep the world divisible by both meshes."));
    auto* form = new QFormLayout(box);
    form->addRow(tr("TP"), addSpin(QStringLiteral("layout.tp"), 1, 1 << 20));
    form->addRow(tr("CP"), addSpin(QStringLiteral("layout.cp"), 1, 1 << 20));
    form->addRow(tr("PP"), addSpin(QStringLiteral("layout.pp"), 1, 1 << 20));
    form->addRow(tr("VPP"), addSpin(QStringLiteral("layout.vpp"), 1, 1024));
    form->addRow(tr("DP (derived)"), addDerived(QStringLiteral("dp")));
    form->addRow(tr("EP"), addSpin(QStringLiteral("layout.ep"), 1, 1 << 20));
    SnapSpinBox* etp = addSpin(QStringLiteral("layout.etp"), 0, 1 << 20);
    // 0 stands for "unset": Megatron then uses ETP = TP, which the validator warns about.
    etp->setSpecialValueText(tr("= TP (unset)"));
    form->addRow(tr("ETP"), etp);
    form->addRow(tr("EDP (derived)"), addDerived(QStringLiteral("edp")));
    return box;
}

QWidget* LayoutEditor::buildOptionsGroup() {
    auto* box = new QGroupBox(tr("Options"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("Precision"), addCombo(QStringLiteral("options.precision"), precisionChoices()));
    form->addRow(tr("Dispatcher"), addCombo(QStringLiteral("options.dispatcher"), dispatcherChoices()));
    form->addRow(tr("Recompute"), addCombo(QStringLiteral("options.recompute.granularity"), recomputeGranularityChoices()));
    form->addRow(tr("Recompute modules"), addChecklist(QStringLiteral("options.recompute.modules"), recomputeModuleChoices()));
    form->addRow(QString{}, addCheck(QStringLiteral("options.optimizer.cpu_offload"), tr("Optimizer CPU offload")));

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
    form->addRow(tr("Offload fraction"), fraction);

    form->addRow(tr("CUDA graphs"), addCombo(QStringLiteral("options.cuda_graphs.impl"), cudaGraphImplChoices()));
    form->addRow(tr("Graph scopes"), addChecklist(QStringLiteral("options.cuda_graphs.scopes"), cudaGraphScopeChoices()));
    for (const auto& overlap : kOverlaps)
        form->addRow(QString{}, addCheck(QString::fromLatin1(overlap[0]), tr(overlap[1])));
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
        const bool unset = path == QLatin1String("layout.etp") && v == 0;
        edit(path, unset ? QStringLiteral("null") : QString::number(v));
    });
    return spin;
}

QComboBox* LayoutEditor::addCombo(const QString& path, const std::string& choices) {
    auto* combo = new QComboBox;
    combo->setObjectName(QStringLiteral("editor.") + path);
    combo->addItems(splitChoices(choices));
    controls_.insert(path, combo);
    connect(combo, &QComboBox::currentTextChanged, this, [this, path](const QString& text) { edit(path, text); });
    return combo;
}

QListWidget* LayoutEditor::addChecklist(const QString& path, const std::string& choices) {
    auto* list = new QListWidget;
    list->setObjectName(QStringLiteral("editor.") + path);
    for (const QString& choice : splitChoices(choices)) {
        auto* item = new QListWidgetItem(choice, list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    list->setMaximumHeight(list->sizeHintForRow(0) * (list->count() + 1) + 2 * list->frameWidth());
    controls_.insert(path, list);
    connect(list, &QListWidget::itemChanged, this, [this, list, path] {
        QStringList checked;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->checkState() == Qt::Checked) checked << list->item(i)->text();
        edit(path, checked.join(QLatin1Char(',')));
    });
    return list;
}

QCheckBox* LayoutEditor::addCheck(const QString& path, const QString& text) {
    auto* check = new QCheckBox(text);
    check->setObjectName(QStringLiteral("editor.") + path);
    controls_.insert(path, check);
    connect(check, &QCheckBox::toggled, this,
            [this, path](bool on) { edit(path, on ? QStringLiteral("true") : QStringLiteral("false")); });
    return check;
}

QLabel* LayoutEditor::addDerived(const QString& key) {
    auto* label = new QLabel;
    label->setObjectName(QStringLiteral("editor.derived.") + key);
    makeLiveLabel(label);
    derived_.insert(key, label);
    return label;
}

void LayoutEditor::edit(const QString& path, const QString& value) {
    state_->applyChange(FieldChange{path.toStdString(), value.toStdString()});
}

void LayoutEditor::refresh() {
    const Recipe& recipe = state_->recipe();
    const Layout& layout = recipe.layout;

    // Allowed values first, so the value set below is judged against the new list.
    for (const SnapSpec& spec : kSnapped) {
        auto* spin = static_cast<SnapSpinBox*>(controls_.value(QString::fromLatin1(spec.path)));
        std::vector<int64_t> allowed;
        if (spec.dim == SnapDimension::ETP) allowed.push_back(0);  // "unset"
        for (int64_t v : snapValues(layout, spec.dim)) allowed.push_back(v);
        spin->setAllowedValues(std::move(allowed));
    }
    // Whole nodes are the natural step for the cluster size.
    auto* world = static_cast<SnapSpinBox*>(controls_.value(QStringLiteral("layout.world_size")));
    world->setSingleStep(std::max(1, recipe.hardware.gpus_per_node));

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
            combo->setCurrentText(QString::fromStdString(v.scalar));
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
    controls_.value(QStringLiteral("options.recompute.modules"))
        ->setEnabled(recipe.options.recompute.granularity == RecomputeGranularity::Selective);
    controls_.value(QStringLiteral("options.cuda_graphs.scopes"))->setEnabled(recipe.options.cuda_graphs.impl != CudaGraphImpl::None);

    const auto derivedText = [](int64_t v, const QString& why) { return v > 0 ? num(v) : QStringLiteral("— (%1)").arg(why); };
    derived_.value(QStringLiteral("dp"))->setText(derivedText(layout.dp(), tr("GPUs not divisible by TP·CP·PP")));
    derived_.value(QStringLiteral("edp"))->setText(derivedText(layout.edp(), tr("GPUs not divisible by ETP·EP·PP")));
    derived_.value(QStringLiteral("ga"))->setText(derivedText(layout.microbatchesPerStep(), tr("GBS not divisible by MBS·DP")));
}

}  // namespace moe::ui

#include "ui/memory/assumptions_editor.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include "core/memory/memory_assumptions.h"
#include "ui/common/reading_order.h"
#include "ui/common/wheel_guard.h"
#include "ui/state/studio_state.h"

namespace moe::ui {
namespace {

struct RowSpec {
    const char* key;
    const char* label;
    double min, max, step;
    int decimals;
    const char* suffix;
    bool optional;  // has an "auto" default that depends on the recipe
    const char* tip;
};

constexpr RowSpec kRows[] = {
    {"routing_imbalance", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Routing imbalance"), 1.0, 4.0, 0.05, 2, " ×",
     true,
     QT_TRANSLATE_NOOP(
         "moe::ui::AssumptionsEditor",
         "Routed tokens on the busiest expert rank relative to a balanced one (auto: 1.0 with forced balancing, 1.25 "
         "otherwise)")},
    {"dispatcher_workspace_gib", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Dispatcher workspace"), 0.0, 32.0,
     0.25, 2, " GiB", true,
     QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor",
                       "Dispatcher buffers (auto: 0.5 GiB alltoall/allgather, 2 GiB DeepEP/HybridEP/NCCL-EP)")},
    {"cuda_graph_pool_gib", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "CUDA-graph pool"), 0.0, 64.0, 0.5, 1,
     " GiB", true,
     QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor",
                       "CUDA-graph memory pool (auto: 4 GiB TE-scoped/local, 8 GiB full iteration, 0 without graphs)")},
    {"cuda_context_nccl_gib", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "CUDA context + NCCL"), 0.0, 16.0, 0.25,
     2, " GiB", false, QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "CUDA context and NCCL communicator buffers")},
    {"fragmentation_fraction", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Fragmentation"), 0.0, 0.5, 0.01, 2, "",
     false,
     QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Allocator fragmentation, as a fraction of allocated bytes")},
    {"logit_bytes_per_element", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Logit bytes"), 1.0, 8.0, 1.0, 0, " B",
     false, QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Bytes per logit element kept for the loss (4 = FP32)")},
    {"fp8_weight_copy_bytes", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "FP8 weight copies"), 0.0, 2.0, 0.25, 2,
     " B/param", false,
     QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor",
                       "TE FP8 weight copies per TE-linear parameter when FP8 compute lacks FP8 params")},
    {"host_pinned_reserve_fraction", QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Host pinned reserve"), 0.0, 0.9,
     0.05, 2, "", false,
     QT_TRANSLATE_NOOP("moe::ui::AssumptionsEditor", "Host RAM kept for pinned buffers and the OS")},
};

double* explicitField(MemoryAssumptions& a, const QString& key) {
    if (key == QLatin1String("cuda_context_nccl_gib")) return &a.cuda_context_nccl_gib;
    if (key == QLatin1String("fragmentation_fraction")) return &a.fragmentation_fraction;
    if (key == QLatin1String("logit_bytes_per_element")) return &a.logit_bytes_per_element;
    if (key == QLatin1String("fp8_weight_copy_bytes")) return &a.fp8_weight_copy_bytes;
    if (key == QLatin1String("host_pinned_reserve_fraction")) return &a.host_pinned_reserve_fraction;
    return nullptr;
}

std::optional<double>* optionalField(MemoryAssumptions& a, const QString& key) {
    if (key == QLatin1String("routing_imbalance")) return &a.routing_imbalance;
    if (key == QLatin1String("dispatcher_workspace_gib")) return &a.dispatcher_workspace_gib;
    if (key == QLatin1String("cuda_graph_pool_gib")) return &a.cuda_graph_pool_gib;
    return nullptr;
}

}  // namespace

AssumptionsEditor::AssumptionsEditor(StudioState* state, QWidget* parent) : QWidget(parent), state_(state) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    setObjectName(QStringLiteral("assumptionsEditor"));
    auto* form = new QFormLayout(this);
    // A full-width dock must not stretch a number field to 1800 px: fields keep their own width.
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    for (const RowSpec& spec : kRows) {
        Row row;
        row.key = QString::fromLatin1(spec.key);
        row.spin = new QDoubleSpinBox(this);
        row.spin->setObjectName(QStringLiteral("assume.") + row.key);
        row.spin->setRange(spec.min, spec.max);
        row.spin->setSingleStep(spec.step);
        row.spin->setDecimals(spec.decimals);
        row.spin->setSuffix(QString::fromUtf8(spec.suffix));
        row.spin->setToolTip(tr(spec.tip));
        row.spin->setKeyboardTracking(false);
        QWidget* field = row.spin;
        if (spec.optional) {
            row.autoBox = new QCheckBox(tr("auto"), this);
            row.autoBox->setObjectName(QStringLiteral("assume.") + row.key + QStringLiteral(".auto"));
            row.autoBox->setToolTip(tr("Use the model's default for this recipe (shown)"));
            auto* box = new QWidget(this);
            auto* h = new QHBoxLayout(box);
            h->setContentsMargins(0, 0, 0, 0);
            h->addWidget(row.spin);
            h->addWidget(row.autoBox);
            h->addStretch(1);
            field = box;
            connect(row.autoBox, &QCheckBox::toggled, this, &AssumptionsEditor::commit);
        }
        connect(row.spin, &QDoubleSpinBox::valueChanged, this, &AssumptionsEditor::commit);
        form->addRow(tr(spec.label), field);
        rows_.push_back(row);
    }
    fusion_ = new QCheckBox(tr("Probs fused into SwiGLU (drops the unpermute a2a output tensor)"), this);
    fusion_->setObjectName(QStringLiteral("assume.probs_into_swiglu_fusion"));
    connect(fusion_, &QCheckBox::toggled, this, &AssumptionsEditor::commit);
    form->addRow(QString(), fusion_);
    reset_ = new QPushButton(tr("Reset to defaults"), this);
    reset_->setObjectName(QStringLiteral("assume.reset"));
    connect(reset_, &QPushButton::clicked, this, [this] { state_->setMemoryAssumptions(MemoryAssumptions{}); });
    form->addRow(QString(), reset_);

    connect(state_, &StudioState::memoryAssumptionsChanged, this, &AssumptionsEditor::refresh);
    connect(state_, &StudioState::recipeChanged, this, &AssumptionsEditor::refresh);  // "auto" values follow the recipe
    refresh();
    guardWheelInChildren(this);  // the dock scrolls: the wheel must not edit an assumption on the way
}

QDoubleSpinBox* AssumptionsEditor::spinBox(const QString& key) const {
    for (const Row& r : rows_)
        if (r.key == key) return r.spin;
    return nullptr;
}

QCheckBox* AssumptionsEditor::autoBox(const QString& key) const {
    for (const Row& r : rows_)
        if (r.key == key) return r.autoBox;
    return nullptr;
}

void AssumptionsEditor::refresh() {
    refreshing_ = true;
    MemoryAssumptions a = state_->memoryAssumptions();
    const Recipe& recipe = state_->recipe();
    const ResolvedAssumptions resolved = resolveAssumptions(a, recipe.options, recipe.model.isMoe(), recipe.layout.ep);
    for (Row& r : rows_) {
        const QSignalBlocker blockSpin(r.spin);
        if (std::optional<double>* opt = optionalField(a, r.key)) {
            const QSignalBlocker blockAuto(r.autoBox);
            r.autoBox->setChecked(!opt->has_value());
            r.spin->setEnabled(opt->has_value());
            double shown = 0;
            if (r.key == QLatin1String("routing_imbalance")) shown = resolved.routing_imbalance;
            if (r.key == QLatin1String("dispatcher_workspace_gib")) shown = resolved.dispatcher_workspace_gib;
            if (r.key == QLatin1String("cuda_graph_pool_gib")) shown = resolved.cuda_graph_pool_gib;
            r.spin->setValue(shown);
        } else if (double* v = explicitField(a, r.key)) {
            r.spin->setValue(*v);
        }
    }
    {
        const QSignalBlocker blockFusion(fusion_);
        fusion_->setChecked(a.probs_into_swiglu_fusion);
    }
    refreshing_ = false;
}

void AssumptionsEditor::commit() {
    if (refreshing_) return;
    MemoryAssumptions a = state_->memoryAssumptions();
    for (const Row& r : rows_) {
        if (std::optional<double>* opt = optionalField(a, r.key)) {
            if (r.autoBox->isChecked()) {
                opt->reset();
            } else {
                *opt = r.spin->value();
            }
        } else if (double* v = explicitField(a, r.key)) {
            *v = r.spin->value();
        }
    }
    a.probs_into_swiglu_fusion = fusion_->isChecked();
    state_->setMemoryAssumptions(a);
}

}  // namespace moe::ui

#include "ui/editor/recipe_summary_view.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStringList>
#include <QTimer>
#include <QVBoxLayout>

#include "core/model/parameter_count.h"
#include "core/recipe/recipe.h"
#include "core/recipe/recipe_description.h"
#include "ui/common/core_message_text.h"
#include "ui/common/live_label.h"
#include "ui/common/panel_format.h"
#include "ui/common/scroll_edge_fade.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {


// Parameter counts in the units papers use: 682.53 B, 15.7 M.
QString params(int64_t v) {
    const double d = static_cast<double>(v);
    if (d >= 1e9) return QStringLiteral("%1 B").arg(formatDecimal(d / 1e9, 2));
    if (d >= 1e6) return QStringLiteral("%1 M").arg(formatDecimal(d / 1e6, 2));
    return formatInteger(v);
}

// Derived sizes are 0 when the world does not divide; say so instead of printing a bogus 0.
QString derived(int64_t v) { return v > 0 ? formatInteger(v) : RecipeSummaryView::tr("— (world size does not divide)"); }

QString yesNo(bool b) { return b ? RecipeSummaryView::tr("yes") : RecipeSummaryView::tr("no"); }

QString attentionText(const ModelSpec& m) {
    QString kind = m.attention == AttentionKind::MLA ? QStringLiteral("MLA")
                   : m.num_query_groups == m.num_attention_heads ? QStringLiteral("MHA")
                                                                 : QStringLiteral("GQA");
    if (m.linear_attention) kind += RecipeSummaryView::tr(" + Gated DeltaNet (1 in %1 full)").arg(m.linear_attention->linear_attention_freq);
    if (m.sliding_window.window > 0) kind += RecipeSummaryView::tr(", SWA %1").arg(formatInteger(m.sliding_window.window));
    // In words, as Help's glossary says it (review 26 read "softmax learnable" beside "softmax aprendível").
    if (m.softmax == SoftmaxKind::Learnable) kind += RecipeSummaryView::tr(", learnable softmax");
    if (m.softmax == SoftmaxKind::OffByOne) kind += RecipeSummaryView::tr(", off-by-one softmax");
    // MLA has no query groups: its keys and values come from one compressed latent.
    if (m.attention == AttentionKind::MLA)
        return RecipeSummaryView::tr("%1, %2 heads, kv latent %3%4")
            .arg(kind)
            .arg(m.num_attention_heads)
            .arg(m.mla.kv_lora_rank)
            .arg(m.mla.q_lora_rank ? RecipeSummaryView::tr(", q latent %1").arg(*m.mla.q_lora_rank) : QString());
    return RecipeSummaryView::tr("%1, %2 heads, %3 query groups").arg(kind).arg(m.num_attention_heads).arg(m.num_query_groups);
}

QString expertsText(const ModelSpec& m) {
    if (!m.isMoe()) return RecipeSummaryView::tr("dense");
    QString text = RecipeSummaryView::tr("%1 experts, top-%2, f_e %3").arg(m.moe.num_experts).arg(m.moe.top_k).arg(formatInteger(m.moe.ffn_hidden_size));
    if (m.moe.shared_expert_size > 0) text += RecipeSummaryView::tr(", shared %1").arg(formatInteger(m.moe.shared_expert_size));
    text += RecipeSummaryView::tr(" (%1 of %2 layers MoE)").arg(m.moeLayerCount()).arg(m.num_layers);
    return text;
}

QString recomputeText(const RecomputeOptions& r) {
    QString text = QString::fromLatin1(toString(r.granularity));
    if (r.granularity == RecomputeGranularity::Selective && !r.modules.empty()) {
        QStringList mods;
        for (RecomputeModule m : r.modules) mods << QString::fromLatin1(toString(m));
        text += QStringLiteral(" (") + mods.join(QStringLiteral(", ")) + QLatin1Char(')');
    } else if (r.granularity == RecomputeGranularity::Full) {
        text += QStringLiteral(" (%1, %2 layers)").arg(QString::fromLatin1(toString(r.method))).arg(r.num_layers);
    }
    return text;
}

}  // namespace

RecipeSummaryView::RecipeSummaryView(StudioState* state, QWidget* parent)
    : QWidget(parent), state_(state), title_(new LiveLabel(this)), description_(new LiveLabel(this)) {
    // Two plain-text labels, not one rich-text heading: the description changes on most edits,
    // and a rich-text label lays out a whole text document for every size query of every layout pass.
    title_->setObjectName(QStringLiteral("summary.title"));
    QFont heading = title_->font();
    heading.setBold(true);
    // A quarter larger than the text: at 1.5x a library recipe's name took two lines of the
    // laptop's cramped middle row.
    heading.setPointSizeF(heading.pointSizeF() * 1.25);
    title_->setFont(heading);
    description_->setObjectName(QStringLiteral("summary.description"));

    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->addWidget(title_);
    column->addWidget(description_);

    auto addGroup = [&](const QString& title) {
        auto* box = new QGroupBox(title, content);
        auto* form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        column->addWidget(box);
        return form;
    };

    QFormLayout* model = addGroup(tr("Model"));
    addRow(model, QStringLiteral("model.name"), tr("Name"));
    addRow(model, QStringLiteral("model.shape"), tr("Shape"));
    addRow(model, QStringLiteral("model.attention"), tr("Attention"));
    addRow(model, QStringLiteral("model.experts"), tr("Experts"));
    addRow(model, QStringLiteral("model.params_total"), tr("Parameters"));
    addRow(model, QStringLiteral("model.params_active"), tr("Active / token"));
    addRow(model, QStringLiteral("model.params_embedding"), tr("Embedding + output"));

    QFormLayout* hardware = addGroup(tr("Hardware"));
    addRow(hardware, QStringLiteral("hardware.name"), tr("GPU"));
    addRow(hardware, QStringLiteral("hardware.memory"), tr("Memory"));
    addRow(hardware, QStringLiteral("hardware.compute"), tr("Dense peak"));
    addRow(hardware, QStringLiteral("hardware.topology"), tr("Node"));

    QFormLayout* layout = addGroup(tr("Layout"));
    addRow(layout, QStringLiteral("layout.world"), tr("World size"));
    addRow(layout, QStringLiteral("layout.attention_mesh"), tr("Attention mesh"));
    addRow(layout, QStringLiteral("layout.expert_mesh"), tr("Expert mesh"));
    addRow(layout, QStringLiteral("layout.dp"), tr("DP (derived)"));
    addRow(layout, QStringLiteral("layout.edp"), tr("EDP (derived)"));
    addRow(layout, QStringLiteral("layout.batch"), tr("Batch"));
    addRow(layout, QStringLiteral("layout.microbatches"), tr("Microbatches / step"));

    QFormLayout* options = addGroup(tr("Options"));
    addRow(options, QStringLiteral("options.precision"), tr("Precision"));
    addRow(options, QStringLiteral("options.dispatcher"), tr("Dispatcher"));
    addRow(options, QStringLiteral("options.recompute"), tr("Recompute"));
    addRow(options, QStringLiteral("options.optimizer"), tr("Optimizer"));
    column->addStretch(1);

    // Scrolls rather than forcing a huge minimum window height on small screens.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    new ScrollEdgeFade(scroll);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(state_, &StudioState::recipeChanged, this, &RecipeSummaryView::refresh);
    refresh();
}

QLabel* RecipeSummaryView::addRow(QFormLayout* form, const QString& key, const QString& label) {
    auto* value = new LiveLabel(form->parentWidget());
    value->setObjectName(QStringLiteral("summary.") + key);
    form->addRow(label + QLatin1Char(':'), value);
    values_.insert(key, value);
    return value;
}

QString RecipeSummaryView::valueText(const QString& key) const {
    const QLabel* label = values_.value(key);
    return label ? label->text() : QString{};
}

void RecipeSummaryView::set(const QString& key, const QString& text) {
    if (QLabel* label = values_.value(key)) label->setText(text);
}

void RecipeSummaryView::refresh() {
    const Recipe& r = state_->recipe();
    const ModelSpec& m = r.model;
    const HardwareSpec& hw = r.hardware;
    const Layout& l = r.layout;

    title_->setText(state_->displayName());
    description_->setText(coreMessageText(describeRecipeMessage(r)));

    set(QStringLiteral("model.name"), QString::fromStdString(m.name));
    set(QStringLiteral("model.shape"), tr("%1 layers%2, hidden %3, vocab %4")
                                           .arg(m.num_layers)
                                           .arg(m.mtp_layers > 0 ? tr(" + %1 MTP").arg(m.mtp_layers) : QString{})
                                           .arg(formatInteger(m.hidden_size), formatInteger(m.vocab_size)));
    set(QStringLiteral("model.attention"), attentionText(m));
    set(QStringLiteral("model.experts"), expertsText(m));
    // countParameters divides by sizes from the spec; an empty spec (no recipe yet) has none.
    if (m.hidden_size > 0 && m.num_layers > 0) {
        const ParameterCount pc = countParameters(m);
        set(QStringLiteral("model.params_total"), params(pc.total));
        // What a token touches, MTP layers at top-k too (review: DeepSeek-V3 read 49 B active against
        // the model card's 37 B; the MTP layer's unrouted experts were counted).
        set(QStringLiteral("model.params_active"), params(pc.active_token));
        if (QLabel* active = values_.value(QStringLiteral("model.params_active")))
            active->setToolTip(pc.active_token == pc.active
                                   ? QString()
                                   : tr("Routed experts count top-k in the MTP layers too. Counting the MTP layers "
                                        "in full (the convention of Megatron-style parameter tables): %1.")
                                         .arg(params(pc.active)));
        set(QStringLiteral("model.params_embedding"), params(pc.embedding));
    } else {
        for (const char* key : {"model.params_total", "model.params_active", "model.params_embedding"})
            set(QString::fromLatin1(key), QStringLiteral("—"));
    }

    set(QStringLiteral("hardware.name"), QStringLiteral("%1 (%2)").arg(QString::fromStdString(hw.name), QString::fromStdString(hw.arch)));
    set(QStringLiteral("hardware.memory"), tr("%1 GiB usable of %2 GB HBM (datasheet), %3 TB/s")
                                               .arg(formatDecimal(hw.usable_gib, 1))
                                               .arg(formatDecimal(hw.hbm_gb, 0))
                                               .arg(formatDecimal(hw.hbm_bandwidth_tbps, 2)));
    set(QStringLiteral("hardware.compute"),
        tr("BF16 %1, FP8 %2%3 TFLOPS")
            .arg(formatDecimal(hw.bf16_tflops, 0))
            .arg(formatDecimal(hw.fp8_tflops, 0))
            .arg(hw.fp4_tflops > 0 ? tr(", FP4 %1").arg(formatDecimal(hw.fp4_tflops, 0)) : QString{}));
    set(QStringLiteral("hardware.topology"), tr("%1 GPUs/node, NVLink domain %2, NIC %3 GB/s")
                                                 .arg(hw.gpus_per_node)
                                                 .arg(hw.nvlink_domain_size)
                                                 .arg(formatDecimal(hw.nic_gbps_per_dir, 0)));

    set(QStringLiteral("layout.world"), tr("%1 GPUs").arg(formatInteger(l.world_size)));
    set(QStringLiteral("layout.attention_mesh"), QStringLiteral("TP %1 × CP %2 × DP %3 × PP %4%5")
                                                     .arg(l.tp)
                                                     .arg(l.cp)
                                                     .arg(l.dp() > 0 ? formatInteger(l.dp()) : QStringLiteral("?"))
                                                     .arg(l.pp)
                                                     .arg(l.vpp > 1 ? QStringLiteral(" (VPP %1)").arg(l.vpp) : QString{}));
    set(QStringLiteral("layout.expert_mesh"), QStringLiteral("ETP %1%2 × EP %3 × EDP %4 × PP %5")
                                                  .arg(l.etpOrTp())
                                                  .arg(l.etp ? QString{} : tr(" (= TP)"))
                                                  .arg(l.ep)
                                                  .arg(l.edp() > 0 ? formatInteger(l.edp()) : QStringLiteral("?"))
                                                  .arg(l.pp));
    set(QStringLiteral("layout.dp"), derived(l.dp()));
    set(QStringLiteral("layout.edp"), derived(l.edp()));
    set(QStringLiteral("layout.batch"), tr("GBS %1, MBS %2, seq %3%4")
                                            .arg(formatInteger(l.global_batch_size))
                                            .arg(l.micro_batch_size)
                                            .arg(formatInteger(l.seq_length))
                                            .arg(l.sequence_parallel ? tr(", sequence parallel") : QString{}));
    set(QStringLiteral("layout.microbatches"), l.microbatchesPerStep() > 0 ? formatInteger(l.microbatchesPerStep())
                                                                            : tr("— (GBS not divisible by MBS × DP)"));

    const TrainingOptions& o = r.options;
    set(QStringLiteral("options.precision"), QString::fromLatin1(toString(o.precision)) +
                                                 (o.fp8_param_gather ? tr(", FP8 param gather") : QString{}));
    set(QStringLiteral("options.dispatcher"), QString::fromLatin1(toString(o.dispatcher)));
    set(QStringLiteral("options.recompute"), recomputeText(o.recompute));
    set(QStringLiteral("options.optimizer"),
        tr("distributed %1, CPU offload %2")
            .arg(yesNo(o.optimizer.distributed))
            .arg(o.optimizer.cpu_offload
                     ? QStringLiteral("%1%").arg(formatDecimal(o.optimizer.offload_fraction * 100, 0))
                     : yesNo(false)));
    QTimer::singleShot(0, this, &RecipeSummaryView::fitWrappedRows);  // new texts may wrap differently
}

void RecipeSummaryView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // After the layout has given the labels their new widths.
    QTimer::singleShot(0, this, &RecipeSummaryView::fitWrappedRows);
}

void RecipeSummaryView::fitWrappedRows() {
    for (QLabel* label : std::as_const(values_)) {
        if (!label->wordWrap() || label->width() <= 0) continue;
        const int needed = label->heightForWidth(label->width());
        if (needed > 0 && label->minimumHeight() != needed) label->setMinimumHeight(needed);
    }
}

}  // namespace moe::ui

#include "ui/editor/choice_labels.h"

#include <QCoreApplication>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <array>

namespace moe::ui {

namespace {

// Words for one value of one field; the English source, in the context "EditorChoices".
struct ChoiceWords {
    const char* path;
    const char* value;
    const char* words;
};

constexpr std::array kMeanings{
    ChoiceWords{"options.recompute.granularity", "none", QT_TRANSLATE_NOOP("EditorChoices", "no recompute")},
    ChoiceWords{"options.recompute.granularity", "selective",
                QT_TRANSLATE_NOOP("EditorChoices", "recompute the chosen modules")},
    ChoiceWords{"options.recompute.granularity", "full", QT_TRANSLATE_NOOP("EditorChoices", "recompute whole layers")},
    ChoiceWords{"layout.cp_comm_type", "p2p", QT_TRANSLATE_NOOP("EditorChoices", "ring of point-to-point sends")},
    ChoiceWords{"layout.cp_comm_type", "a2a", QT_TRANSLATE_NOOP("EditorChoices", "all-to-all over heads")},
    ChoiceWords{"layout.cp_comm_type", "allgather",
                QT_TRANSLATE_NOOP("EditorChoices", "all-gather of keys and values")},
    ChoiceWords{"layout.cp_comm_type", "a2a+p2p",
                QT_TRANSLATE_NOOP("EditorChoices", "hierarchical: all-to-all inside, ring across")},
    ChoiceWords{"options.cuda_graphs.impl", "none", QT_TRANSLATE_NOOP("EditorChoices", "no CUDA graphs")},
    ChoiceWords{"options.cuda_graphs.impl", "local",
                QT_TRANSLATE_NOOP("EditorChoices", "Megatron-Core's per-layer graphs")},
    ChoiceWords{"options.cuda_graphs.impl", "transformer_engine",
                QT_TRANSLATE_NOOP("EditorChoices", "Transformer Engine's per-module graphs")},
    ChoiceWords{"options.cuda_graphs.impl", "full_iteration",
                QT_TRANSLATE_NOOP("EditorChoices", "the whole step as one graph")},
    ChoiceWords{"options.dispatcher", "alltoall", QT_TRANSLATE_NOOP("EditorChoices", "NCCL all-to-all")},
    ChoiceWords{"options.dispatcher", "allgather", QT_TRANSLATE_NOOP("EditorChoices", "all-gather of every token")},
    ChoiceWords{"options.dispatcher", "flex_deepep",
                QT_TRANSLATE_NOOP("EditorChoices", "DeepEP kernels: dispatch and combine fused with the permutation")},
    ChoiceWords{"options.dispatcher", "flex_hybridep",
                QT_TRANSLATE_NOOP("EditorChoices", "HybridEP kernels, made for NVLink domains such as NVL72")},
    ChoiceWords{"options.dispatcher", "flex_ncclep",
                QT_TRANSLATE_NOOP("EditorChoices", "NCCL EP kernels, on NCCL's device API")},
    ChoiceWords{"options.precision", "bf16", QT_TRANSLATE_NOOP("EditorChoices", "BF16 throughout")},
    ChoiceWords{"options.precision", "fp8_blockwise", QT_TRANSLATE_NOOP("EditorChoices", "FP8, scales per block")},
    ChoiceWords{"options.precision", "fp8_tensorwise", QT_TRANSLATE_NOOP("EditorChoices", "FP8, one scale per tensor")},
    ChoiceWords{"options.precision", "fp8_delayed",
                QT_TRANSLATE_NOOP("EditorChoices", "FP8, scales from earlier steps")},
    ChoiceWords{"options.precision", "mxfp8", QT_TRANSLATE_NOOP("EditorChoices", "MXFP8, scales per 32 values")},
    ChoiceWords{"options.precision", "nvfp4", QT_TRANSLATE_NOOP("EditorChoices", "NVFP4, 4-bit with block scales")},
};

// Shorter words for the closed box where the meaning does not fit beside the value nor alone (a
// review in Portuguese read "sem recálculo" for none and the bare "selective" for selective).
constexpr std::array kShortMeanings{
    ChoiceWords{"options.recompute.granularity", "selective",
                QT_TRANSLATE_NOOP("EditorChoices", "selective recompute")},
    ChoiceWords{"options.recompute.granularity", "full", QT_TRANSLATE_NOOP("EditorChoices", "full recompute")},
    ChoiceWords{"options.cuda_graphs.impl", "local", QT_TRANSLATE_NOOP("EditorChoices", "per-layer graphs")},
    ChoiceWords{"options.cuda_graphs.impl", "transformer_engine",
                QT_TRANSLATE_NOOP("EditorChoices", "per-module graphs")},
    ChoiceWords{"options.cuda_graphs.impl", "full_iteration", QT_TRANSLATE_NOOP("EditorChoices", "whole-step graph")},
    ChoiceWords{"layout.cp_comm_type", "p2p", QT_TRANSLATE_NOOP("EditorChoices", "ring")},
    ChoiceWords{"layout.cp_comm_type", "a2a+p2p", QT_TRANSLATE_NOOP("EditorChoices", "hierarchical")},
    // Kernel libraries' names, the same in every language: still a word rather than a flag value
    // (review 26 read the bare "flex_hybridep" among translated neighbours).
    ChoiceWords{"options.dispatcher", "flex_deepep", QT_TRANSLATE_NOOP("EditorChoices", "DeepEP")},
    ChoiceWords{"options.dispatcher", "flex_hybridep", QT_TRANSLATE_NOOP("EditorChoices", "HybridEP")},
    ChoiceWords{"options.dispatcher", "flex_ncclep", QT_TRANSLATE_NOOP("EditorChoices", "NCCL EP")},
    ChoiceWords{"options.dispatcher", "allgather", QT_TRANSLATE_NOOP("EditorChoices", "all-gather")},
};

// The translated words of (path, value) in `table`; empty where there are none or no catalog
// translates them (English shows the value alone: the meaning is in Help).
// `sameAsSource`: whether words the catalog leaves as they are (a library's name) count.
template <size_t N>
QString translatedWords(const std::array<ChoiceWords, N>& table, const QString& path, const QString& value,
                        bool sameAsSource) {
    for (const ChoiceWords& m : table) {
        if (path != QLatin1String(m.path) || value != QLatin1String(m.value)) continue;
        const QString translated = QCoreApplication::translate("EditorChoices", m.words);
        return !sameAsSource && translated == QLatin1String(m.words) ? QString() : translated;
    }
    return {};
}

}  // namespace

QString choiceShortMeaning(const QString& path, const QString& value) {
    // Shown only beside a translated meaning (ChoiceCombo), so English never sees them.
    return translatedWords(kShortMeanings, path, value, true);
}

QString choiceMeaning(const QString& path, const QString& value) {
    return translatedWords(kMeanings, path, value, false);
}

void ChoiceListDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const QString label = index.data(kChoiceLabelRole).toString();
    if (!label.isEmpty()) option->text = label;
}

QString choiceItemText(const QString& path, const QString& value) {
    const QString meaning = choiceMeaning(path, value);
    return meaning.isEmpty() ? value : value + QStringLiteral(" — ") + meaning;
}

int ChoiceCombo::textRoom() const {
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this).width() - 4;
}

QString ChoiceCombo::shownText() const {
    const QString label = currentText();
    const int room = textRoom();
    if (fontMetrics().horizontalAdvance(label) <= room) return label;
    // The reader's word before the value where only one fits (a review in Chinese read bare
    // "fp8_blockwise" beside "FP8 分块缩放" in the description): the value is in the list and tooltip.
    const QString value = currentData().toString();
    const QString meaning = label.startsWith(value + QStringLiteral(" — ")) ? label.mid(value.size() + 3) : QString();
    if (!meaning.isEmpty() && fontMetrics().horizontalAdvance(meaning) <= room) return meaning;
    // The editor names its combos after their recipe field ("editor.options.recompute.granularity").
    const QString path = objectName().startsWith(QStringLiteral("editor.")) ? objectName().mid(7) : QString();
    const QString words = choiceShortMeaning(path, value);
    if (!meaning.isEmpty() && !words.isEmpty() && fontMetrics().horizontalAdvance(words) <= room) return words;
    return value.isEmpty() ? label : value;
}

void ChoiceCombo::paintEvent(QPaintEvent*) {
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    option.currentText = shownText();
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

}  // namespace moe::ui

#include "ui/library/recipe_library_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

#include "ui/common/core_message_text.h"
#include "ui/common/header_tips.h"
#include "ui/library/recipe_library_model.h"
#include "ui/state/studio_state.h"
#include "ui/window/settings.h"

namespace moe::ui {
namespace {

std::vector<RecipeLibraryEntry> builtinEntries(QString& error) {
    auto library = recipeLibrary();
    if (!library) {
        error = QString::fromStdString(library.error().toString());
        return {};
    }
    return std::move(library).value();
}

QComboBox* filterCombo(const QString& objectName) {
    auto* combo = new QComboBox;
    combo->setObjectName(objectName);
    combo->addItem(QObject::tr("Any"), QVariant());
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return combo;
}

}  // namespace

RecipeLibraryDialog::RecipeLibraryDialog(StudioState* state, QWidget* parent)
    : QDialog(parent), state_(state), all_(builtinEntries(loadError_)) {
    buildUi();
}

RecipeLibraryDialog::RecipeLibraryDialog(StudioState* state, std::vector<RecipeLibraryEntry> entries, QWidget* parent)
    : QDialog(parent), state_(state), all_(std::move(entries)) {
    buildUi();
}

void RecipeLibraryDialog::buildUi() {
    setObjectName(QStringLiteral("recipeLibraryDialog"));
    setWindowTitle(tr("Open from Library"));
    model_ = filterCombo(QStringLiteral("libraryModelFilter"));
    gpu_ = filterCombo(QStringLiteral("libraryGpuFilter"));
    precision_ = filterCombo(QStringLiteral("libraryPrecisionFilter"));
    seq_ = filterCombo(QStringLiteral("librarySeqFilter"));
    fillFilters();

    auto* filters = new QHBoxLayout;
    const std::pair<QString, QComboBox*> labelled[] = {
        {tr("&Model:"), model_}, {tr("&GPU:"), gpu_}, {tr("&Precision:"), precision_}, {tr("&Sequence:"), seq_}};
    for (const auto& [text, combo] : labelled) {
        auto* label = new QLabel(text);
        label->setBuddy(combo);
        filters->addWidget(label);
        filters->addWidget(combo);
    }
    filters->addStretch(1);

    tableModel_ = new RecipeLibraryModel(this);
    table_ = new QTableView;
    table_->setObjectName(QStringLiteral("libraryTable"));
    table_->setModel(tableModel_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAlternatingRowColors(true);
    table_->installEventFilter(this);

    detail_ = new QLabel;
    detail_->setObjectName(QStringLiteral("libraryDetail"));
    detail_->setWordWrap(true);
    detail_->setTextFormat(Qt::RichText);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail_->setMinimumHeight(detail_->fontMetrics().lineSpacing() * 4);
    detail_->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    openButton_ = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    openButton_->setObjectName(QStringLiteral("libraryOpenButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &RecipeLibraryDialog::openSelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(table_, 1);
    layout->addWidget(detail_);
    layout->addWidget(buttons);
    // Enter opens the selected recipe. Made default only now that the button is in the dialog:
    // before, QDialog did not record it and made the first auto-default button, Cancel, the default.
    openButton_->setDefault(true);
    table_->setTabKeyNavigation(false);  // Tab leaves the table for the buttons

    // Filters are remembered across openings (and sessions): people come back to the same GPU.
    {
        const auto settings = studioSettings();
        for (QComboBox* combo : {model_, gpu_, precision_, seq_}) {
            const QVariant saved = settings->value(QStringLiteral("library/") + combo->objectName());
            const int index = saved.isValid() ? combo->findData(saved) : -1;
            if (index >= 0) combo->setCurrentIndex(index);
        }
    }
    for (QComboBox* combo : {model_, gpu_, precision_, seq_}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &RecipeLibraryDialog::applyFilter);
        connect(combo, &QComboBox::currentIndexChanged, this, [combo] {
            const QString key = QStringLiteral("library/") + combo->objectName();
            if (const QVariant v = combo->currentData(); v.isValid()) studioSettings()->setValue(key, v);
            else studioSettings()->remove(key);
        });
    }
    connect(table_, &QAbstractItemView::doubleClicked, this, [this] { openSelected(); });
    connect(tableModel_, &QAbstractItemModel::modelReset, this, &RecipeLibraryDialog::updateDetail);
    applyFilter();
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RecipeLibraryDialog::updateDetail);
    // The list has the keyboard first: arrows move through recipes, Enter opens one. (Focus on the
    // first filter made arrows change the remembered model filter instead.)
    table_->setFocus(Qt::OtherFocusReason);
    setFocusProxy(table_);
    elideHeadersWithTips(this);  // a longer language's column titles end in "…", whole in a tooltip
    resize(980, 560);
}

void RecipeLibraryDialog::fillFilters() {
    const RecipeLibraryFacets facets = recipeLibraryFacets(all_);
    for (const auto& m : facets.models) model_->addItem(QString::fromStdString(m), QString::fromStdString(m));
    for (const auto& g : facets.gpus) gpu_->addItem(QString::fromStdString(g), QString::fromStdString(g));
    for (Precision p : facets.precisions)
        precision_->addItem(QString::fromLatin1(toString(p)), QString::fromLatin1(toString(p)));
    for (int64_t s : facets.seq_lengths)
        seq_->addItem(QString::fromStdString(formatSequenceLength(s)), QVariant::fromValue<qlonglong>(s));
}

RecipeLibraryFilter RecipeLibraryDialog::currentFilter() const {
    RecipeLibraryFilter f;
    if (const QVariant v = model_->currentData(); v.isValid()) f.model = v.toString().toStdString();
    if (const QVariant v = gpu_->currentData(); v.isValid()) f.gpu = v.toString().toStdString();
    if (const QVariant v = precision_->currentData(); v.isValid())
        f.precision = precisionFromString(v.toString().toStdString());
    if (const QVariant v = seq_->currentData(); v.isValid()) f.seq_length = v.toLongLong();
    return f;
}

void RecipeLibraryDialog::applyFilter() {
    tableModel_->setEntries(filterRecipeLibrary(all_, currentFilter()));
    table_->resizeColumnsToContents();
    if (tableModel_->rowCount() > 0) table_->selectRow(0);
    updateDetail();
}

const RecipeLibraryEntry* RecipeLibraryDialog::selectedEntry() const {
    const QModelIndexList rows =
        table_->selectionModel() ? table_->selectionModel()->selectedRows() : QModelIndexList{};
    return rows.isEmpty() ? nullptr : tableModel_->entryAt(rows.front().row());
}

void RecipeLibraryDialog::updateDetail() {
    const RecipeLibraryEntry* e = selectedEntry();
    openButton_->setEnabled(e != nullptr);
    if (!loadError_.isEmpty()) {
        detail_->setText(tr("The library could not be read: %1").arg(loadError_.toHtmlEscaped()));
        return;
    }
    if (!e) {
        detail_->setText(tableModel_->rowCount() == 0 ? tr("No recipe matches these filters.")
                                                      : tr("Select a recipe."));
        return;
    }
    QString text =
        QStringLiteral("<b>%1</b> — %2")
            .arg(QString::fromStdString(e->id).toHtmlEscaped(), coreMessageText(e->description_text).toHtmlEscaped());
    if (!e->source.empty()) text += QStringLiteral("<br>") + QString::fromStdString(e->source).toHtmlEscaped();
    detail_->setText(text);
}

bool RecipeLibraryDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            openSelected();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

bool RecipeLibraryDialog::openSelected() {
    const RecipeLibraryEntry* e = selectedEntry();
    if (!e) {
        detail_->setText(tr("Select a recipe to open."));
        return false;
    }
    const std::string id = e->id;
    Result<Recipe> recipe = loadLibraryRecipe(id);
    if (!recipe) {
        detail_->setText(tr("Could not load %1: %2")
                             .arg(QString::fromStdString(id), QString::fromStdString(recipe.error().toString()))
                             .toHtmlEscaped());
        return false;
    }
    if (confirmReplace_ && !confirmReplace_()) return false;
    state_->replaceRecipe(*recipe, QString{}, tr("Open %1 from library").arg(QString::fromStdString(id)));
    // Opened, not edited: the title bar shows no modified marker (undo still goes back).
    state_->undoStack()->setClean();
    emit recipeOpened(QString::fromStdString(id));
    accept();
    return true;
}

}  // namespace moe::ui

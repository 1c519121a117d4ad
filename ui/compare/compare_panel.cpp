#include "ui/compare/compare_panel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "core/common/atomic_file.h"
#include "core/recipe/recipe_fields.h"
#include "ui/common/flow_layout.h"
#include "ui/common/focus_ring.h"
#include "ui/common/header_tips.h"
#include "ui/common/panel_format.h"
#include "ui/common/panel_visibility.h"
#include "ui/common/reading_order.h"
#include "ui/compare/compare_delegate.h"
#include "ui/compare/compare_export.h"
#include "ui/compare/compare_model.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

using MetricsPtr = std::shared_ptr<const CompareMetrics>;

MetricsPtr evaluate(const Recipe& recipe, const MemoryAssumptions& assumptions,
                    const std::shared_ptr<const Calibration>& calibration) {
    return std::make_shared<const CompareMetrics>(evaluateForCompare(recipe, assumptions, calibration.get()));
}

// What sets `recipe` apart from `other` beyond the layout text in a pin's name: the first two
// differing recipe fields as "field value" (name and notes are words, not settings), then a count.
QString distinguishingFields(const Recipe& recipe, const Recipe& other) {
    QStringList parts;
    int more = 0;
    for (const FieldDescriptor& field : recipeFields()) {
        if (field.path == "name" || field.path == "notes") continue;
        const FieldValue value = field.get(recipe);
        if (value == field.get(other)) continue;
        if (parts.size() == 2) {
            ++more;
            continue;
        }
        const std::string shortName = field.path.substr(field.path.rfind('.') + 1);
        parts << QStringLiteral("%1 %2").arg(QString::fromStdString(shortName), QString::fromStdString(fieldValueText(value)));
    }
    if (more > 0) parts << QCoreApplication::translate("moe::ui::ComparePanel", "+%n more", nullptr, more);
    return parts.join(QStringLiteral(", "));
}

}  // namespace

ComparePanel::ComparePanel(StudioState* state, QWidget* parent)
    : QWidget(parent),
      state_(state),
      model_(new CompareModel(this)),
      view_(new QTableView(this)),
      status_(new QLabel(this)),
      pinBox_(new QComboBox(this)),
      pin_(new QPushButton(tr("&Pin current"), this)),
      rename_(new QPushButton(tr("&Rename…"), this)),
      remove_(new QPushButton(tr("Re&move"), this)),
      apply_(new QPushButton(tr("&Apply pinned"), this)),
      copyTable_(new QPushButton(tr("Cop&y Table"), this)),
      export_(new QPushButton(tr("Export Ta&ble…"), this)),
      showUnchanged_(new QCheckBox(tr("Sho&w all fields"), this)),
      pinAction_(new QAction(tr("&Pin Current Layout"), this)),
      applyAction_(new QAction(tr("&Apply Pinned Layout"), this)),
      renameAction_(new QAction(tr("&Rename Pin…"), this)),
      removeAction_(new QAction(tr("Re&move Pin"), this)),
      exportAction_(new QAction(tr("&Export Comparison…"), this)) {
    new ReadingTabOrder(this);  // Tab goes as the eye reads the panel
    setObjectName(QStringLiteral("comparePanel"));
    pinAction_->setObjectName(QStringLiteral("actionPinCurrent"));
    pinAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    pinAction_->setToolTip(tr("Pin the current recipe to compare later edits against it"));
    applyAction_->setObjectName(QStringLiteral("actionApplyPinned"));
    applyAction_->setToolTip(tr("Make the pinned recipe selected in Compare the current one (undoable)"));
    connect(pinAction_, &QAction::triggered, this, [this] { pinCurrent(); });
    connect(applyAction_, &QAction::triggered, this, [this] { applyPin(selectedPin()); });
    // The dock's buttons in the Compare menu too (review 17 looked there for Rename and Remove).
    renameAction_->setObjectName(QStringLiteral("actionRenamePin"));
    removeAction_->setObjectName(QStringLiteral("actionRemovePin"));
    exportAction_->setObjectName(QStringLiteral("actionExportComparison"));
    connect(renameAction_, &QAction::triggered, this, &ComparePanel::renameSelected);
    connect(removeAction_, &QAction::triggered, this, [this] { removePin(selectedPin()); });
    connect(exportAction_, &QAction::triggered, this, &ComparePanel::exportWithDialog);

    pinBox_->setObjectName(QStringLiteral("compare.pins"));
    pinBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    pinBox_->setToolTip(tr("The pinned recipe Rename, Remove and Apply act on"));
    apply_->setToolTip(applyAction_->toolTip());
    showUnchanged_->setObjectName(QStringLiteral("compare.showAll"));
    showUnchanged_->setToolTip(tr("Also list the fields every column shares and the model's architecture fields"));
    copyTable_->setObjectName(QStringLiteral("compare.copyTable"));
    copyTable_->setToolTip(
        tr("Copy the table as tab-separated text (pastes into a spreadsheet); Ctrl+C copies the selected rows"));
    export_->setObjectName(QStringLiteral("compare.export"));
    export_->setToolTip(tr("Save the table as CSV or Markdown"));
    status_->setObjectName(QStringLiteral("compare.status"));
    status_->setWordWrap(true);

    view_->setObjectName(QStringLiteral("compareTable"));
    // Tab leaves the table (arrows walk its rows), and the keyboard sees where it is: the cells'
    // own delegate draws no focus, so a keyboard-only review lost the focus in it.
    view_->setTabKeyNavigation(false);
    new FocusRing(view_);
    view_->setModel(model_);
    view_->setItemDelegate(new CompareDelegate(view_));
    view_->verticalHeader()->hide();
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto* copy = new QAction(tr("&Copy"), view_);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);  // the editor's Ctrl+C stays the editor's
    view_->addAction(copy);
    connect(copy, &QAction::triggered, this, &ComparePanel::copySelection);
    // The field names take what they need; the candidates share the rest, so the last one is never
    // pushed off a laptop screen (long values elide; the tooltip has them whole).
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // A narrow column keeps the start of its title ("Pin 2: …", "(TP8 CP4 …"), which says which pin
    // it is: left-aligned, a line too long loses its end, not both ends (review 25 read "· CP4 PP4…"
    // under two pins of one name, the TP that told them apart cut off).
    view_->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Per column only once the model has it (Qt does not check the index).
    const auto fieldColumnFits = [this] {
        if (view_->horizontalHeader()->count() > 0) view_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    };
    // A candidate's layout wraps to its column (at 1366x768 four columns of 150 px showed
    // "(TP2 CP1 PP8 VPP4 EP…", the part that tells pins apart cut); its first line, the pin and
    // its recipe's name, stays one line and elides (the tooltip has it whole).
    model_->setTitleWrap([this](int section, const QString& title) {
        const QHeaderView* header = view_->horizontalHeader();
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const qsizetype name = title.indexOf(QLatin1Char('\n'));
        if (name < 0) return title;
        return title.left(name + 1) + wrapHeaderTitle(title.mid(name + 1), header->fontMetrics(),
                                                      header->sectionSize(section) - 2 * margin - 2, 4);
    });
    // Narrower, the layout would take more than four lines: the table scrolls sideways instead.
    view_->horizontalHeader()->setMinimumSectionSize(
        view_->horizontalHeader()->fontMetrics().horizontalAdvance(QStringLiteral("(TP16 CP2 PP16 VPP4")) +
        2 * view_->horizontalHeader()->style()->pixelMetric(QStyle::PM_HeaderMargin) + 4);
    connect(view_->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int logical, int, int) {
        if (logical == 0 || titlesPending_) return;
        // Once the resize has settled: the new titles change the header's height.
        titlesPending_ = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                titlesPending_ = false;
                model_->refreshTitles();
            },
            Qt::QueuedConnection);
    });
    connect(model_, &QAbstractItemModel::modelReset, this, fieldColumnFits);
    connect(model_, &QAbstractItemModel::columnsInserted, this, fieldColumnFits);

    // Wraps onto a second row where the dock is narrower than the buttons (a longer language).
    auto* buttons = new FlowLayout;
    buttons->addWidget(pin_);
    buttons->addWidget(pinBox_);
    buttons->addWidget(rename_);
    buttons->addWidget(remove_);
    buttons->addWidget(apply_);
    buttons->addStretch();
    buttons->addWidget(showUnchanged_);
    buttons->addWidget(copyTable_);
    buttons->addWidget(export_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addWidget(view_, 1);

    connect(pin_, &QPushButton::clicked, pinAction_, &QAction::trigger);
    connect(apply_, &QPushButton::clicked, applyAction_, &QAction::trigger);
    connect(remove_, &QPushButton::clicked, this, [this] { removePin(selectedPin()); });
    connect(rename_, &QPushButton::clicked, this, &ComparePanel::renameSelected);
    connect(copyTable_, &QPushButton::clicked, this, &ComparePanel::copyTable);
    connect(export_, &QPushButton::clicked, this, &ComparePanel::exportWithDialog);
    connect(showUnchanged_, &QCheckBox::toggled, this, [this](bool all) {
        model_->setShowUnchanged(all);
        rebuild();  // the status names what is folded
    });
    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &ComparePanel::presentCurrent);
    connect(state_, &StudioState::recipeChanged, this, [this] {
        current_.reset();
        stale_ = true;
        // Behind another dock tab the table is not seen: catchUp() rebuilds it when it comes forward.
        if (isTabbedAway(this)) return;
        recompute();
        rebuild();
    });
    // The evaluation settings apply to every column: re-evaluate the pins too, so the figures stay
    // those of the memory chart and the estimate panel.
    auto reevaluateAll = [this] {
        for (PinSlot& slot : pins_)
            slot.runner->submit([recipe = slot.pin->recipe, assumptions = state_->memoryAssumptions(),
                                 calibration = StudioCalibration::of(state_)->calibration()] {
                return evaluate(recipe, assumptions, calibration);
            });
        current_.reset();
        stale_ = true;
        recompute();
        rebuild();
    };
    connect(state_, &StudioState::memoryAssumptionsChanged, this, reevaluateAll);
    connect(StudioCalibration::of(state_), &StudioCalibration::changed, this, reevaluateAll);
    rebuildPinBox();
    rebuild();
}

ComparePanel::~ComparePanel() {
    // The header asks the model for its titles while QWidget's destructor takes the view down; the
    // wrap reads this panel's view, which by then is no ComparePanel (UBSan, this session).
    model_->setTitleWrap({});
}

// Only worth computing when somebody looks: a pin to compare against, or the panel on screen.
void ComparePanel::recompute() {
    if (!stale_ || (pins_.empty() && !isVisible())) return;
    submitCurrent();
}

void ComparePanel::submitCurrent() {
    stale_ = false;
    runner_.submit([recipe = state_->recipe(), assumptions = state_->memoryAssumptions(),
                    calibration = StudioCalibration::of(state_)->calibration()] {
        return evaluate(recipe, assumptions, calibration);
    });
}

void ComparePanel::presentCurrent(quint64 /*generation*/, const QVariant& result) {
    if (const auto metrics = result.value<MetricsPtr>()) current_ = *metrics;
    rebuild();
}

void ComparePanel::presentPin(quint64 id, const QVariant& result) {
    const auto metrics = result.value<MetricsPtr>();
    for (PinSlot& slot : pins_)
        if (slot.pin->id == id && metrics) slot.pin->metrics = *metrics;
    rebuild();
}

void ComparePanel::catchUp() {
    if (!stale_) return;
    submitCurrent();
    rebuild();
}

void ComparePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    recompute();
}

void ComparePanel::settle() {
    runner_.waitForDone();
    for (PinSlot& slot : pins_) slot.runner->waitForDone();
    QCoreApplication::sendPostedEvents();
}

int ComparePanel::pinRecipe(const Recipe& recipe, const QString& name) {
    auto pin = std::make_unique<PinnedRecipe>();
    pin->id = nextId_++;
    pin->recipe = recipe;
    pin->name = name;
    return addPin(std::move(pin));
}

int ComparePanel::pinCurrent(const QString& name) {
    auto pin = std::make_unique<PinnedRecipe>();
    pin->id = nextId_++;
    pin->recipe = state_->recipe();
    // The layout in the name: two pins of one recipe name (the usual case: one recipe, edited
    // between pins) must be told apart in the column headers and in an exported table.
    // The batch beside the layout: a pin at GBS 256 and one at 128 read alike without it (review 18).
    const auto shape = [](const Recipe& r) {
        return tr("%1 · GBS %2").arg(formatLayout(r.layout)).arg(r.layout.global_batch_size);
    };
    pin->name = name.isEmpty() ? tr("Pin %1: %2 (%3)").arg(pin->id).arg(state_->displayName(), shape(pin->recipe)) : name;
    // Two pins with one name, layout and batch (an option edited between them) say what differs,
    // against the latest such pin, so the columns are told apart by more than their number.
    if (name.isEmpty()) {
        const QString shapeText = shape(pin->recipe);
        for (auto it = pins_.rbegin(); it != pins_.rend(); ++it) {
            const PinnedRecipe& other = *it->pin;
            if (other.recipe.name != pin->recipe.name || shape(other.recipe) != shapeText) continue;
            const QString differs = distinguishingFields(pin->recipe, other.recipe);
            pin->name += differs.isEmpty() ? tr(" · same as Pin %1").arg(other.id) : tr(" · %1").arg(differs);
            break;
        }
    }
    return addPin(std::move(pin));
}

int ComparePanel::addPin(std::unique_ptr<PinnedRecipe> pin) {
    auto runner = std::make_unique<jobs::LatestOnlyRunner>();
    connect(runner.get(), &jobs::LatestOnlyRunner::resultReady, this,
            [this, id = pin->id](quint64, const QVariant& result) { presentPin(id, result); });
    runner->submit([recipe = pin->recipe, assumptions = state_->memoryAssumptions(),
                    calibration = StudioCalibration::of(state_)->calibration()] {
        return evaluate(recipe, assumptions, calibration);
    });
    pins_.push_back(PinSlot{std::move(pin), std::move(runner)});
    recompute();  // the current column needs numbers now that there is something to compare with
    rebuildPinBox();
    pinBox_->setCurrentIndex(pinCount() - 1);
    rebuild();
    emit pinsChanged();
    return pinCount() - 1;
}

void ComparePanel::removePin(int index) {
    if (index < 0 || index >= pinCount()) return;
    pins_.erase(pins_.begin() + index);  // the runner waits for its job in its destructor
    rebuildPinBox();
    rebuild();
    emit pinsChanged();
}

void ComparePanel::renamePin(int index, const QString& name) {
    if (index < 0 || index >= pinCount() || name.trimmed().isEmpty()) return;
    pins_[static_cast<size_t>(index)].pin->name = name.trimmed();
    rebuildPinBox();
    pinBox_->setCurrentIndex(index);
    rebuild();
    emit pinsChanged();
}

bool ComparePanel::applyPin(int index) {
    if (index < 0 || index >= pinCount()) return false;
    const PinnedRecipe& p = pin(index);
    state_->replaceRecipe(p.recipe, state_->filePath(), tr("Apply pinned “%1”").arg(p.name));
    return true;
}

void ComparePanel::copySelection() {
    QList<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows()) rows << index.row();
    if (rows.isEmpty()) return;  // an empty selection would copy the whole table by surprise
    QGuiApplication::clipboard()->setText(compareTsv(exportGrid(rows)));
}

void ComparePanel::copyTable() {
    QGuiApplication::clipboard()->setText(compareTsv(exportGrid()));
}

QList<QStringList> ComparePanel::exportGrid(QList<int> rows) const {
    // For a spreadsheet or a file: numbers in the C locale whatever the language (compare_export.h).
    if (!model_->table()) return compareGrid(*model_, std::move(rows));
    return compareExportGrid(columns_, model_->showUnchanged(), std::move(rows));
}

bool ComparePanel::exportTable(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto grid = exportGrid();
    const QString text = suffix == QStringLiteral("md") || suffix == QStringLiteral("markdown") ? compareMarkdown(grid)
                                                                                                : compareCsv(grid);
    if (auto s = writeFileAtomically(path.toStdString(), text.toStdString()); !s) {
        emit exportFailed(tr("Could not export the comparison"), QString::fromStdString(s.error().toString()));
        return false;
    }
    return true;
}

void ComparePanel::exportWithDialog() {
    const QString csv = tr("CSV (*.csv)"), markdown = tr("Markdown (*.md)");
    const QString suffix = lastExportSuffix(QStringLiteral("comparison"), QStringLiteral("csv")) == QStringLiteral("md")
                               ? QStringLiteral("md")
                               : QStringLiteral("csv");
    QString filter = suffix == QStringLiteral("md") ? markdown : csv;  // the last format written
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Comparison"),
                                                      QDir(lastSaveFolder()).filePath(QStringLiteral("comparison.") + suffix),
                                                      csv + QStringLiteral(";;") + markdown, &filter);
    if (path.isEmpty()) return;
    // A name typed without a suffix takes the picked format's.
    QString target = path;
    if (QFileInfo(path).suffix().isEmpty())
        target += filter.startsWith(QStringLiteral("Markdown")) ? QStringLiteral(".md") : QStringLiteral(".csv");
    if (exportTable(target)) {
        rememberSaveFolder(target);
        rememberExportSuffix(QStringLiteral("comparison"), target);
    }
}

void ComparePanel::renameSelected() {
    const int index = selectedPin();
    if (index < 0) return;
    bool ok = false;
    // The keyboard returns where it was (Rename…), not to the next button: issue 41 found it on
    // Remove after a rename, one Space away from deleting the pin.
    QPointer<QWidget> before = QApplication::focusWidget();
    // Wide enough for a recipe's name, and saying which pin (review 17: a tiny box that showed the
    // name's tail; without a window manager its title is not seen).
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("renamePinDialog"));
    dialog.setWindowTitle(tr("Rename Pin"));
    dialog.setInputMode(QInputDialog::TextInput);
    dialog.setLabelText(tr("New name for pin %1 (%2):").arg(index + 1).arg(formatLayout(pin(index).recipe.layout)));
    dialog.setTextValue(pin(index).name);
    dialog.resize(std::max(480, dialog.fontMetrics().horizontalAdvance(pin(index).name) + 120),
                  dialog.sizeHint().height());
    ok = dialog.exec() == QDialog::Accepted;
    if (ok) renamePin(index, dialog.textValue());
    if (QWidget* w = before.data(); w != nullptr && w->isEnabled() && w->isVisible()) {
        w->activateWindow();
        w->setFocus(Qt::OtherFocusReason);
    }
}

int ComparePanel::selectedPin() const {
    return pinBox_->currentIndex();
}

void ComparePanel::rebuildPinBox() {
    const int previous = pinBox_->currentIndex();
    pinBox_->clear();
    for (const PinSlot& slot : pins_) pinBox_->addItem(slot.pin->name);
    if (previous >= 0 && previous < pinBox_->count()) pinBox_->setCurrentIndex(previous);
    const bool any = !pins_.empty();
    for (QWidget* w : {static_cast<QWidget*>(pinBox_), static_cast<QWidget*>(rename_), static_cast<QWidget*>(remove_),
                       static_cast<QWidget*>(apply_)})
        w->setEnabled(any);
    applyAction_->setEnabled(any);
    renameAction_->setEnabled(any);
    removeAction_->setEnabled(any);
}

void ComparePanel::rebuild() {
    std::vector<CompareColumn> columns;
    columns.reserve(pins_.size() + 1);
    for (const PinSlot& slot : pins_) {
        // A renamed pin keeps its layout in the title (a review renamed three pins and could no
        // longer tell from the columns, or the exported table, which layout each one was).
        const Layout& l = slot.pin->recipe.layout;
        const QString shape = formatLayout(l);
        const QString title = slot.pin->name.contains(shape)
                                  ? slot.pin->name
                                  : tr("%1 (%2 · GBS %3)").arg(slot.pin->name, shape).arg(l.global_batch_size);
        columns.push_back(CompareColumn{title, slot.pin->recipe, slot.pin->metrics});
    }
    // Named like the pins, with its layout and batch (review 20 read only "(GBS 1024)" here).
    const Layout& layout = state_->recipe().layout;
    columns.push_back(CompareColumn{tr("Current: %1 (%2 · GBS %3)").arg(state_->displayName(), formatLayout(layout)).arg(layout.global_batch_size),
                                    state_->recipe(), current_});
    auto table = std::make_shared<const CompareTable>(CompareTable::build(columns));
    columns_ = std::move(columns);

    int differing = 0;
    for (const CompareRow& row : table->rows)
        if (row.kind != CompareRowKind::Result && row.differs) ++differing;
    if (pins_.empty()) {
        status_->setText(
            tr("Pin the current layout (Compare ▸ Pin Current Layout, Ctrl+P), then edit: every changed "
               "field and the memory and time deltas against the first pin appear here."));
    } else {
        // None is said in words: Portuguese counts 0 as singular ("0 campo difere", review).
        QString text = differing == 0
                           ? tr("No field differs; deltas are against “%1”.").arg(pin(0).name)
                           : tr("%n field(s) differ; deltas are against “%1”.", nullptr, differing).arg(pin(0).name);
        if (const int folded = table->foldedDifferences(); folded > 0 && !showUnchanged_->isChecked())
            text += u' ' +
                    tr("%n model architecture field(s) among them are folded away (Show all fields).", nullptr, folded);
        // Every column is estimated with the studio's calibration: a cluster profile is named.
        if (const auto* calibration = StudioCalibration::of(state_); !calibration->isBuiltin())
            text += u' ' + tr("Estimates use the %1 calibration.").arg(calibration->name());
        status_->setText(text);
    }
    model_->setTable(std::move(table));
    emit updated();
}

}  // namespace moe::ui

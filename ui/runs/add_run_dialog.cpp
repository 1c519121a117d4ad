#include "ui/runs/add_run_dialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/evidence/run_evidence.h"
#include "core/logs/log_parser.h"
#include "core/logs/steady_window.h"
#include "ui/common/core_message_text.h"
#include "ui/common/focus_ring.h"
#include "ui/window/settings.h"

namespace moe::ui {

namespace {

constexpr int kDefaultFrom = 41, kDefaultTo = 50;

QSpinBox* iterationBox(QWidget* parent, int value) {
    auto* box = new QSpinBox(parent);
    box->setRange(1, 1'000'000'000);
    box->setGroupSeparatorShown(true);
    box->setValue(value);
    return box;
}

}  // namespace

AddRunDialog::AddRunDialog(QWidget* parent)
    : QDialog(parent),
      list_(new QListWidget(this)),
      from_(iterationBox(this, kDefaultFrom)),
      to_(iterationBox(this, kDefaultTo)),
      note_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    new FocusRing(list_);  // the dialog opens with the keyboard on this list (review 33: no mark)
    setWindowTitle(tr("Add Run"));
    setObjectName(QStringLiteral("runs.addRunDialog"));
    from_->setObjectName(QStringLiteral("runs.windowFrom"));
    to_->setObjectName(QStringLiteral("runs.windowTo"));
    note_->setObjectName(QStringLiteral("runs.windowNote"));
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    list_->setToolTip(tr("A training log with any traces, a measurement contract, a Bridge YAML or a recipe file"));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Add Run"));

    auto* choose = new QPushButton(tr("&Choose Files…"), this);
    // Enter adds the run (the default button), even right after the file chooser closed with
    // focus back on this button.
    choose->setAutoDefault(false);
    auto* window = new QHBoxLayout;
    auto* fromLabel = new QLabel(tr("&From iteration"), this);
    fromLabel->setBuddy(from_);
    window->addWidget(fromLabel);
    window->addWidget(from_);
    auto* toLabel = new QLabel(tr("&to"), this);
    toLabel->setBuddy(to_);
    window->addWidget(toLabel);
    window->addWidget(to_);
    window->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    auto* filesRow = new QHBoxLayout;
    filesRow->addWidget(new QLabel(tr("Files of the run:"), this), 1);
    filesRow->addWidget(choose);
    layout->addLayout(filesRow);
    layout->addWidget(list_, 1);
    layout->addWidget(new QLabel(tr("Steady window (inclusive; the first printed line includes warm-up):"), this));
    layout->addLayout(window);
    layout->addWidget(note_);
    layout->addWidget(buttons_);
    resize(560, 360);

    connect(choose, &QPushButton::clicked, this, &AddRunDialog::chooseFiles);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(from_, &QSpinBox::valueChanged, this, &AddRunDialog::checkWindow);
    connect(to_, &QSpinBox::valueChanged, this, &AddRunDialog::checkWindow);
    checkWindow();
}

int64_t AddRunDialog::windowFrom() const {
    return from_->value();
}

int64_t AddRunDialog::windowTo() const {
    return to_->value();
}

void AddRunDialog::chooseFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add Run"), lastOpenFolder(),
        tr("Run files (*.log *.txt *.out *.json *.json.gz *.sqlite *.yaml *.yml);;All files (*)"));
    if (files.isEmpty()) return;
    rememberOpenFolder(files.front());
    setFiles(files);
    if (QPushButton* add = buttons_->button(QDialogButtonBox::Ok); add && add->isEnabled()) add->setFocus();
}

void AddRunDialog::setFiles(const QStringList& files) {
    files_ = files;
    list_->clear();
    for (const QString& f : files) list_->addItem(QFileInfo(f).fileName());
    log_.reset();
    proposal_.clear();
    int from = kDefaultFrom, to = kDefaultTo;
    for (const QString& f : files) {
        auto kind = evidence::classifySource(f.toStdString());
        if (!kind || kind->first != evidence::SourceKind::Log) continue;
        auto log = logs::parseTrainingLogFile(kind->second);
        if (!log) {
            proposal_ = coreErrorText(log.error());
            break;
        }
        if (auto p = logs::proposeWindow(*log)) {
            from = static_cast<int>(p->from);
            to = static_cast<int>(p->to);
            proposal_ = tr("Proposed: %1.").arg(coreMessageText(p->reason_text));
        }
        log_ = std::move(*log);
        break;  // the loader reads one log per run
    }
    {
        const QSignalBlocker a(from_), b(to_);
        from_->setValue(from);
        to_->setValue(to);
    }
    checkWindow();
}

void AddRunDialog::checkWindow() {
    QString problem;
    if (files_.isEmpty())
        problem = tr("Choose the run's files: a training log with any traces, contract or Bridge YAML.");
    else if (from_->value() > to_->value())
        problem = tr("The window is empty: the first iteration is after the last.");
    else if (log_) {
        auto ev = logs::steadyWindow(*log_, logs::WindowOptions{from_->value(), to_->value(), {}, {}, {}, {}});
        if (!ev) problem = errorReason(ev.error());
    }
    note_->setText(problem.isEmpty() ? proposal_ : problem);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

}  // namespace moe::ui

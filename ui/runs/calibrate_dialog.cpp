#include "ui/runs/calibrate_dialog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "core/evidence/trace_evidence.h"
#include "core/perf/cluster_profile.h"
#include "ui/common/core_message_text.h"
#include "ui/common/header_tips.h"
#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"
#include "ui/runs/studio_calibration.h"
#include "ui/state/studio_state.h"

namespace moe::ui {

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}
QString num(double v, int decimals) {
    return formatDecimal(v, decimals);
}

QTableWidget* makeTable(QWidget* parent, const QStringList& headers) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void addRow(QTableWidget* t, const QStringList& cells) {
    const int row = t->rowCount();
    t->insertRow(row);
    for (int c = 0; c < cells.size(); ++c) t->setItem(row, c, new QTableWidgetItem(cells[c]));
}

QString constantToolTip(const CalibrationConstant& c) {
    //: A calibration constant's tooltip: its key, what it is, its unit (both translated, from the core's
    //: MOE_TR "calibration_constants") and the range a fit keeps it in.
    return QCoreApplication::translate("moe::ui::CalibrateDialog", "%1\n%2 (%3, range %4 to %5)")
        .arg(QString::fromLatin1(c.key), calibrationConstantWhat(c), calibrationConstantUnit(c))
        .arg(c.min)
        .arg(c.max);
}

// Why a constant was fitted or held, in the studio's language (the core's message; a decision read
// from an older profile has only the English).
QString decisionReason(const ConstantDecision& d) {
    return d.reason_text.empty() ? q(d.reason) : coreMessageText(d.reason_text);
}

// A result row's constant: the key, with its meaning in the tooltip.
void addConstantRow(QTableWidget* t, const std::string& key, const QStringList& rest) {
    addRow(t, QStringList{QString::fromStdString(key)} + rest);
    for (const CalibrationConstant& c : calibrationConstants())
        if (key == c.key) t->item(t->rowCount() - 1, 0)->setToolTip(constantToolTip(c));
}

// The job: measured runs from the records (recipe + steady-window step time, plus per-step compute
// and exposed communication from step-aligned traces, as moe-plan calibrate does), then the fit.
CalibrationOutcomePtr runFit(const std::vector<RunRecordPtr>& records, const Calibration& base,
                             const std::vector<std::string>& constants) {
    auto out = std::make_shared<CalibrationOutcome>();
    std::vector<MeasuredRun> runs;
    for (const RunRecordPtr& r : records) {
        const auto& ev = r->evidence;
        if (!ev.recipe || !ev.window) {
            out->skipped << QObject::tr("%1 (no recipe or window)").arg(r->name);
            continue;
        }
        if (!ev.matchesRecipe()) {  // another job's step time would tune the constants to a mismatch
            out->skipped << QStringLiteral("%1 (%2)").arg(r->name, coreMessageText(ev.verdict.headlineText()));
            continue;
        }
        // The Runs dock's other verdicts hold here too (review 20 fitted eta_grouped_gemm to its
        // bound from a run 16x off the prediction): a run not scored is not fitted to.
        if (r->predicted && !r->predicted->compared) {
            out->skipped << QStringLiteral("%1 (%2)").arg(r->name, notComparedText(*r->predicted));
            continue;
        }
        if (!r->predicted && !r->predictedNote.isEmpty()) {
            out->skipped << QStringLiteral("%1 (%2)").arg(r->name, r->predictedNote);
            continue;
        }
        MeasuredRun m;
        m.name = r->name.toStdString();
        m.recipe = *ev.recipe;
        m.step_time_s = ev.window->step_time_ms_mean / 1000.0;
        if (!ev.traces.empty()) {
            const auto t = evidence::mergeSummaries(ev.traces);
            if (t.step_aligned) {
                m.compute_s = t.compute_ms / 1000.0;
                m.exposed_comm_s = t.exposed_comm_ms / 1000.0;
            }
        }
        const QString gpu = QString::fromStdString(ev.recipe->hardware.name);
        if (!out->gpus.contains(gpu)) out->gpus << gpu;
        runs.push_back(std::move(m));
        out->runs << r->files.join(QStringLiteral(" + ")) + QStringLiteral(" (recipe: ") + r->recipeNote +
                         QLatin1Char(')');
    }
    ClusterFitOptions options;
    options.constants = constants;
    auto fit = fitClusterCalibration(runs, base, options);
    if (fit)
        out->fit = std::move(*fit);
    else
        out->error = coreErrorText(fit.error());
    return out;
}

}  // namespace

CalibrateDialog::CalibrateDialog(StudioState* state, std::vector<RunRecordPtr> runs, QWidget* parent)
    : QDialog(parent),
      state_(state),
      runs_(std::move(runs)),
      constantList_(new QListWidget(this)),
      name_(new QLineEdit(this)),
      fit_(new QPushButton(tr("&Fit"), this)),
      save_(new QPushButton(tr("&Save Profile"), this)),
      use_(new QPushButton(tr("&Use for Estimates"), this)),
      summary_(new QLabel(this)),
      constants_(makeTable(this, {tr("Constant"), tr("Outcome"), tr("Base"), tr("Value"), tr("Reason")})),
      errors_(makeTable(this, {tr("Run"), tr("Observation"), tr("Measured (ms)"), tr("Before (ms)"), tr("Before %"),
                               tr("After (ms)"), tr("After %")})) {
    setObjectName(QStringLiteral("calibrateDialog"));
    setWindowTitle(tr("Calibrate from Runs"));
    for (const CalibrationConstant& c : calibrationConstants()) {
        // The key is what a profile file holds; the meaning beside it is what a user reads (review 26
        // saw keys alone). The key itself is kept in UserRole for the fit.
        auto* item = new QListWidgetItem(
            QStringLiteral("%1 — %2").arg(QString::fromLatin1(c.key), calibrationConstantWhat(c)), constantList_);
        item->setData(Qt::UserRole, QString::fromLatin1(c.key));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(constantToolTip(c));
    }
    constantList_->setToolTip(tr("Constants to fit; none checked lets the runs decide which they can determine"));
    constantList_->setMaximumHeight(140);
    name_->setPlaceholderText(tr("profile name, e.g. lab-h100"));
    summary_->setObjectName(QStringLiteral("calibrate.summary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setTextFormat(Qt::PlainText);
    save_->setEnabled(false);
    use_->setEnabled(false);

    auto* form = new QFormLayout;
    form->addRow(tr("Constants:"), constantList_);
    form->addRow(tr("Profile name:"), name_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(fit_);
    buttons->addWidget(save_);
    buttons->addWidget(use_);
    buttons->addStretch(1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("%n attached run(s). The fit starts from the studio's current calibration.",
                                    nullptr, static_cast<int>(runs_.size())),
                                 this));
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(summary_);
    layout->addWidget(constants_, 1);
    layout->addWidget(errors_, 1);
    layout->addWidget(close);

    connect(fit_, &QPushButton::clicked, this, &CalibrateDialog::fit);
    connect(save_, &QPushButton::clicked, this, &CalibrateDialog::saveProfile);
    connect(use_, &QPushButton::clicked, this, &CalibrateDialog::useForEstimates);
    connect(&runner_, &jobs::LatestOnlyRunner::resultReady, this, &CalibrateDialog::present);
    elideHeadersWithTips(this);  // a longer language's column titles end in "…", whole in a tooltip
    resize(760, 640);
}

void CalibrateDialog::setRequestedConstants(const QStringList& keys) {
    for (int i = 0; i < constantList_->count(); ++i) {
        QListWidgetItem* item = constantList_->item(i);
        item->setCheckState(keys.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList CalibrateDialog::requestedConstants() const {
    QStringList keys;
    for (int i = 0; i < constantList_->count(); ++i)
        if (constantList_->item(i)->checkState() == Qt::Checked)
            keys << constantList_->item(i)->data(Qt::UserRole).toString();
    return keys;
}

void CalibrateDialog::settle() {
    runner_.waitForDone();
    QCoreApplication::sendPostedEvents();
}

void CalibrateDialog::fit() {
    std::vector<std::string> constants;
    for (const QString& k : requestedConstants()) constants.push_back(k.toStdString());
    summary_->setText(tr("Fitting…"));
    save_->setEnabled(false);
    use_->setEnabled(false);
    runner_.submit([runs = runs_, base = StudioCalibration::of(state_)->calibration(),
                    constants = std::move(constants)] { return runFit(runs, *base, constants); });
}

void CalibrateDialog::present(quint64 /*generation*/, const QVariant& result) {
    outcome_ = result.value<CalibrationOutcomePtr>();
    constants_->setRowCount(0);
    errors_->setRowCount(0);
    if (!outcome_ || !outcome_->fit) {
        // With every run skipped the core's "no measured runs" is all it can say: the skipped list
        // says why (review 21 read it under "2 attached run(s)").
        QString text = outcome_ && outcome_->runs.isEmpty() && !outcome_->skipped.isEmpty()
                           ? tr("Nothing to fit: no attached run can be used.")
                           : tr("Refused: %1").arg(outcome_ ? outcome_->error : tr("no result"));
        if (outcome_ && !outcome_->skipped.isEmpty()) text += tr(" Skipped: %1.").arg(outcome_->skipped.join(QStringLiteral("; ")));
        summary_->setText(text);
        emit fitShown();
        return;
    }
    const ClusterFit& f = *outcome_->fit;
    for (const ConstantDecision& d : f.fitted)
        addConstantRow(
            constants_, d.key,
            {d.at_bound ? tr("fitted (at bound)") : tr("fitted"), num(d.base, 4), num(d.value, 4), decisionReason(d)});
    for (const ConstantDecision& d : f.held)
        addConstantRow(constants_, d.key, {tr("held"), num(d.base, 4), num(d.value, 4), decisionReason(d)});
    for (const ObservationError& e : f.errors)
        addRow(errors_,
               {q(e.run), QString::fromLatin1(toString(e.kind)), num(e.measured_s * 1000.0, 1),
                num(e.before_s * 1000.0, 1), num(e.before_pct, 2), num(e.after_s * 1000.0, 1), num(e.after_pct, 2)});
    // The RMS of the table's own errors (the fit minimises log errors, whose RMS read "280 %" above a
    // table of -94 %: review 20).
    QString text = tr("%n constant(s) fitted from %1 observation(s); error (RMS of the table's errors) before %2 %, after %3 %.",
                      nullptr, static_cast<int>(f.fitted.size()))
                       .arg(f.observations)
                       .arg(num(f.rmsListedBeforePct(), 2), num(f.rmsListedAfterPct(), 2));
    // As many constants as observations reproduce every run whatever the model's faults: an
    // "after 0.00 %" then proves nothing (review 23 fitted one constant to one run, unwarned).
    if (f.observations <= static_cast<int>(f.fitted.size()))
        // Said without claiming the runs are reproduced: a constant that stops on its bound leaves an
        // error behind (review: "reproduces the runs" beside an error of 20.65 %).
        text += tr(" Caution: %n observation(s) for as many fitted constants or fewer, so nothing is left to "
                   "check the fit against: its error after says nothing about other layouts. Attach more runs "
                   "(other layouts or batch sizes) and check the profile on a run it was not fitted to.",
                   nullptr, f.observations);
    if (!outcome_->skipped.isEmpty()) text += tr(" Skipped: %1.").arg(outcome_->skipped.join(QStringLiteral(", ")));
    summary_->setText(text);
    save_->setEnabled(true);
    use_->setEnabled(true);
    emit fitShown();
}

bool CalibrateDialog::saveProfile() {
    if (!outcome_ || !outcome_->fit) return false;
    const std::string name = name_->text().trimmed().toStdString();
    auto fail = [this](const Error& e) {
        summary_->setText(tr("Not saved: %1").arg(q(e.toString())));
        return false;
    };
    if (auto ok = validateClusterName(name); !ok) return fail(ok.error());
    auto dir = userClusterProfileDirectory();
    if (!dir) return fail(dir.error());
    const ClusterFit& f = *outcome_->fit;
    ClusterProfile p;
    p.name = name;
    p.created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    auto* studio = StudioCalibration::of(state_);
    p.base = studio->isBuiltin() ? "builtin" : "cluster:" + studio->name().toStdString();
    for (const QString& r : outcome_->runs) p.runs.push_back(r.toStdString());
    p.fitted = f.fitted;
    p.held = f.held;
    p.errors = f.errors;
    p.rms_before_pct = f.rmsListedBeforePct();
    p.rms_after_pct = f.rmsListedAfterPct();
    p.rms_log_before_pct = f.rms_before_pct;
    p.rms_log_after_pct = f.rms_after_pct;
    p.calibration = f.calibration;
    const std::string path = *dir + "/" + name + ".yaml";
    if (auto s = saveClusterProfile(p, path); !s) return fail(s.error());
    savedPath_ = q(path);
    summary_->setText(summary_->text() + tr(" Saved as cluster profile '%1' (%2).").arg(q(name), savedPath_));
    return true;
}

bool CalibrateDialog::useForEstimates() {
    if (!outcome_ || !outcome_->fit) return false;
    const QString name = name_->text().trimmed().isEmpty() ? tr("fitted (unsaved)") : name_->text().trimmed();
    StudioCalibration::of(state_)->setCalibration(outcome_->fit->calibration, name, outcome_->gpus);
    return true;
}

}  // namespace moe::ui

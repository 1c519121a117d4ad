#include "ui/runs/runs_model.h"

#include <QFont>
#include <cmath>

#include "core/flops/model_flops.h"
#include "core/recipe/recipe_description.h"
#include "ui/common/core_message_text.h"
#include "ui/common/flops_count_text.h"
#include "ui/common/panel_format.h"
#include "ui/common/perf_message_text.h"

namespace moe::ui {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString number(double v, int decimals) {
    return formatDecimal(v, decimals);
}

QString fromView(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QVariant raw(const RunRecord& run, int column) {
    const auto& w = run.evidence.window;
    switch (column) {
        case RunsModel::StepTime:
            return w ? QVariant(w->step_time_ms_mean) : QVariant();
        case RunsModel::Tflops:
            // A TFLOP/s the log did not print is recomputed from the recipe's model FLOPs: for
            // another job's run that figure would be the recipe's, not the run's.
            // The same for a run far off the prediction (review 21 read "1466.7 (from recipe)",
            // 1.5x the H100's dense peak, on a row that said "Probably not this recipe's run").
            if (w && w->tflops_source == logs::TflopsSource::Recomputed &&
                (!run.evidence.matchesRecipe() || (run.predicted && !run.predicted->compared)))
                return {};
            return w && w->tflops_per_gpu_mean ? QVariant(*w->tflops_per_gpu_mean) : QVariant();
        case RunsModel::Skipped:
            return w ? QVariant(static_cast<qlonglong>(w->skipped_iterations)) : QVariant();
        case RunsModel::NaNs:
            return w ? QVariant(static_cast<qlonglong>(w->nan_iterations)) : QVariant();
        case RunsModel::PeakMemory:
            return w && w->peak_max_allocated_bytes ? QVariant(*w->peak_max_allocated_bytes / kGiB) : QVariant();
        case RunsModel::PredictedError:
            if (auto e = run.stepTimeErrorPct()) return *e;
            return {};
        case RunsModel::Loss:
            return w ? QVariant(w->loss_finite && w->grad_norm_finite) : QVariant();
        default:
            return {};
    }
}

}  // namespace

RunsModel::RunsModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunsModel::setRuns(std::vector<RunRecordPtr> runs) {
    beginResetModel();
    runs_ = std::move(runs);
    endResetModel();
}

void RunsModel::setLoadedRecipe(const Recipe& recipe, const QString& name) {
    loaded_ = recipe;
    loadedName_ = name;
    if (!runs_.empty()) emit dataChanged(index(0, PredictedError), index(rowCount() - 1, ScoredAgainst));
}

void RunsModel::setCalibration(std::shared_ptr<const Calibration> calibration) {
    calibration_ = std::move(calibration);
    if (!runs_.empty()) emit dataChanged(index(0, PredictedError), index(rowCount() - 1, ScoredAgainst));
}

void RunsModel::setRetargets(QSet<QString> names) {
    retargets_ = std::move(names);
    if (!runs_.empty()) emit dataChanged(index(0, PredictedError), index(rowCount() - 1, ScoredAgainst));
}

bool RunsModel::awaitsRescore(const RunRecord& run) const {
    return run.scoredWithOtherCalibration(calibration_.get()) || retargets_.contains(run.name);
}

QString RunsModel::scoredAgainstText(const RunRecord& run) const {
    if (!run.scoredAgainstEarlierRecipe(loaded_)) return run.scoredAgainst;
    // Same name, other content: the loaded recipe is an edited version of it.
    // The words that say it come first: a narrow column cuts the end (review 24 saw only the name).
    const bool sameName = run.studioRecipeName == loadedName_;
    return sameName ? tr("Before later edits: %1").arg(run.scoredAgainst)
                    : tr("Not the loaded recipe: %1").arg(run.scoredAgainst);
}

int RunsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

int RunsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunsModel::labelText(const RunRecord& run) {
    return run.label.label == evidence::RunLabel::TrainingEquivalent ? tr("training-equivalent") : tr("benchmark-only");
}

QString RunsModel::lossText(const RunRecord& run) {
    const auto& w = run.evidence.window;
    if (!w) return tr("—");
    if (!w->loss_finite) return tr("non-finite loss");
    if (!w->grad_norm_finite) return tr("non-finite grad norm");
    return tr("finite");
}

QVariant RunsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
    const RunRecord& run = *runs_[static_cast<size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::UserRole) return raw(run, column);
    if (role == Qt::TextAlignmentRole)
        return column >= StepTime && column != Loss ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (column) {
            case Name:
                return run.files.join(QLatin1Char('\n')) + QStringLiteral("\nrecipe: ") + run.recipeNote;
            case Label: {
                if (run.label.reasons.empty()) return tr("No forced balancing, synthetic data or disabled paths found");
                QStringList reasons;
                for (const auto& r : run.label.reasons) reasons << QString::fromStdString(r);
                return reasons.join(QLatin1Char('\n'));
            }
            case Tflops:
                return tflopsToolTip(run);
            case StepTime:
                if (const auto& w = run.evidence.window)
                    return tr("iterations %1-%2: %3; median %4 ms")
                        .arg(w->from)
                        .arg(w->to)
                        .arg(coreMessageText(evidence::windowCoverageText(*w)))
                        .arg(number(w->step_time_ms_median, 1));
                return {};
            case PredictedError:
                if (retargets_.contains(run.name))
                    return tr("Being scored against the loaded recipe %1.").arg(loadedName_);
                if (awaitsRescore(run))
                    return tr("The figure came from the %1 calibration; the run is being re-scored with the one now in use.")
                        .arg(run.calibrationName);
                if (!run.evidence.matchesRecipe()) {
                    QStringList lines{coreMessageText(run.evidence.verdict.headlineText()),
                                      tr("Not compared with %1's prediction:").arg(run.scoredAgainst)};
                    for (const auto& m : run.evidence.verdict.mixed) lines << coreMessageText(m.textMessage());
                    for (const auto& m : run.evidence.verdict.conflicts) lines << coreMessageText(m.textMessage());
                    return lines.join(QLatin1Char('\n'));
                }
                if (run.predicted && !run.predicted->compared)
                    return notComparedText(*run.predicted) +
                           tr("\nIts differences from %1's prediction would not be errors of the prediction.")
                               .arg(run.scoredAgainst);
                if (run.predicted)
                    return tr("predicted for %1 with the %2 calibration").arg(run.scoredAgainst, run.calibrationName) +
                           QLatin1Char('\n') +
                           (run.predicted->band.known()
                                ? tr("The model's band: %1").arg(uncertaintyDescription(run.predicted->band))
                                : tr("No uncertainty band is known for this recipe"));
                return run.predictedNote;
            case ScoredAgainst:
                if (run.scoredAgainstEarlierRecipe(loaded_))
                    return tr("Every figure of this run was scored against %1 as it was when the run was added: a log "
                              "records little of its job, so later edits are not facts about the run. If the run ran "
                              "the loaded recipe %2, select it and press Re-score Against Loaded.")
                        .arg(run.scoredAgainst, loadedName_);
                return run.followsStudioRecipe
                           ? tr("The studio's recipe as it was at %1, when the run was scored; later edits do not change "
                                "it (Re-score Against Loaded does)")
                                 .arg(run.studioRecipeAt.toString(QStringLiteral("HH:mm:ss")))
                           : tr("The recipe file attached to the run");
            default:
                return {};
        }
    }
    // A figure scored against an earlier recipe stays (it is true of that recipe) but reads as such.
    const bool earlier = (column == PredictedError || column == ScoredAgainst) && run.scoredAgainstEarlierRecipe(loaded_) &&
                         !awaitsRescore(run);
    if (role == Qt::FontRole && earlier) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role != Qt::DisplayRole) return {};
    switch (column) {
        case Name:
            return run.name;
        case Label: {
            QString text = labelText(run);
            if (!run.label.reasons.empty())
                text += QStringLiteral(": ") + QString::fromStdString(run.label.reasons.front());
            return text;
        }
        case Loss:
            return lossText(run);
        case Skipped:
        case NaNs: {
            const QVariant v = raw(run, column);
            return v.isValid() ? QString::number(v.toLongLong()) : tr("—");
        }
        case Tflops: {
            // A figure the log did not print is the recipe's model FLOPs over the measured step: it
            // moves when the recipe is edited, so it says whose it is (review 20 read 38.8, then
            // 19.4 at twice the GPUs, as if measured).
            const QVariant v = raw(run, column);
            if (!v.isValid()) return tr("—");
            const bool recomputed = run.evidence.window && run.evidence.window->tflops_source == logs::TflopsSource::Recomputed;
            if (recomputed) return tr("%1 (from recipe)").arg(number(v.toDouble(), 1));
            // The log's figure in another count than the studio's estimates (a Megatron-LM log of
            // GPT-OSS prints ~17 % under the Bridge count for the same step): said in the cell.
            if (const auto& counted = run.evidence.log_flops; counted && !counted->counts_agree) {
                if (counted->otherThanStudio())
                    return tr("%1 (%2)").arg(number(v.toDouble(), 1),
                                             fromFlopsText(flopsCountInfo(*counted->count).label));
                if (counted->matchesNeither()) return tr("%1 (neither count)").arg(number(v.toDouble(), 1));
            }
            return number(v.toDouble(), 1);
        }
        case StepTime:
        case PeakMemory: {
            const QVariant v = raw(run, column);
            return v.isValid() ? number(v.toDouble(), 1) : tr("—");
        }
        case PredictedError: {
            // Short, so the column fits a laptop screen; the tooltip and the note under the table
            // say which facts conflict.
            if (awaitsRescore(run)) return tr("re-scoring…");
            // The loaded recipe is not the one this figure was scored against: said first, before
            // the figure (review 24 read "-9.0 %" unmarked after an edit).
            if (earlier) return tr("earlier recipe: %1").arg(predictedErrorText(run));
            return predictedErrorText(run);
        }
        case ScoredAgainst:
            return scoredAgainstText(run);
        default:
            return {};
    }
}

QString RunsModel::tflopsToolTip(const RunRecord& run) {
    const FlopsCountInfo& studio = flopsCountInfo(kStudioFlopsCount);
    const QString studioName =
        fromFlopsText(studio.label) + QStringLiteral(" (") + fromView(studio.source) + QLatin1Char(')');
    const auto& w = run.evidence.window;
    if (!w || !w->tflops_per_gpu_mean) return {};
    if (w->tflops_source == logs::TflopsSource::Recomputed)
        return tr("The log prints no TFLOP/s: this is the recipe's model FLOPs per step over the measured step "
                  "time and the recipe's GPU count, so it follows edits to the recipe; by the studio's %1")
            .arg(studioName);
    const auto& counted = run.evidence.log_flops;
    if (!counted)
        return tr("As the log printed it, by whichever FLOPs count the log uses (told apart only against the "
                  "run's recipe); the studio's estimates use the %1")
            .arg(studioName);
    if (counted->counts_agree)
        return tr("As the log printed it. For this model the public FLOPs counts (%1; %2) agree")
            .arg(studioName, fromView(flopsCountInfo(FlopsCount::MegatronLM).source));
    const QString words = QString::fromStdString(counted->countWords());
    const QString which = counted->matchesNeither() ? tr("As the log printed it, which %1.").arg(words)
                          : counted->otherThanStudio()
                              ? tr("As the log printed it, %1, not the studio's %2.").arg(words, studioName)
                              : tr("As the log printed it, %1 (the studio's).").arg(words);
    return which + QLatin1Char('\n') + QString::fromStdString(counted->comparisonNote());
}

QString RunsModel::predictedErrorText(const RunRecord& run) {
    // Files of two jobs are no run at all: said before any recipe conflict.
    if (!run.evidence.verdict.isOneJob()) return coreMessageText(evidence::notOneJobText());
    if (!run.evidence.matchesRecipe()) return tr("Not this recipe's run");
    // The step more than 3x off the prediction: the Trace dock's verdict, said here too.
    if (run.predicted &&
        run.predicted->why_not_compared == evidence::PredictedVsMeasured::NotCompared::RecipeDoesNotFit)
        return tr("Not compared: the recipe does not fit");
    if (run.predicted && !run.predicted->compared) return tr("Probably not this recipe's run");
    if (!run.predicted && !run.predictedNote.isEmpty()) return tr("— (no prediction)");
    const QVariant v = raw(run, PredictedError);
    if (!v.isValid()) return tr("—");
    const double pct = v.toDouble();
    // A zero is a zero: "-0.0 %" and "+0.0 %" flipped between re-scores (review 24).
    QString text = std::abs(pct) < 0.05 ? QStringLiteral("0.0 %")
                                        : (pct > 0 ? QStringLiteral("+") : QString()) + number(pct, 1) + QStringLiteral(" %");
    // Against the model's band: an error inside it is as close as the model can tell.
    if (const evidence::ComponentError* step = run.predicted ? run.predicted->row("step_time_ms") : nullptr)
        if (const auto inside = step->insideBand(run.predicted->band))
            text += (*inside ? tr(" (inside %1)") : tr(" (outside %1)")).arg(QString::fromStdString(run.predicted->band.text()));
    return text;
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Tflops) {
        const FlopsCountInfo& studio = flopsCountInfo(kStudioFlopsCount);
        return tr("Model TFLOP/s per GPU over the steady window, as the log printed it: in the FLOPs count the log "
                  "uses, told from its tokens/s. Where that is not the studio's %1 (%2), as a Megatron-LM log of a "
                  "sliding-window or quick-GELU model, the cell names it; each cell's tooltip gives both counts.")
            .arg(fromFlopsText(studio.label), fromView(studio.source));
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Name:
            return tr("Run");
        case Label:
            return tr("Label");
        case StepTime:
            return tr("Step time (ms)");
        case Tflops:
            return tr("TFLOP/s/GPU");
        case Loss:
            return tr("Loss");
        case Skipped:
            return tr("Skipped");
        case NaNs:
            return tr("NaN");
        case PeakMemory:
            return tr("Peak memory (GiB)");
        case PredictedError:
            return tr("Predicted error");
        case ScoredAgainst:
            return tr("Scored against");
        default:
            return {};
    }
}

}  // namespace moe::ui

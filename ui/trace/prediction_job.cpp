#include "ui/trace/prediction_job.h"

#include <QCoreApplication>

#include "core/common/units.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/rules/validator.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/step_simulator.h"
#include "jobs/latest_only_runner.h"
#include "ui/common/core_message_text.h"
#include "ui/common/panel_format.h"
#include "ui/trace/prediction_lanes.h"

namespace moe::ui {

namespace {

// "pred PP2 ep": the pipeline rank and what the stream carries, short enough for the lane header,
// in the reader's language (stream names tp, cp, ep, pp, dp are the parallel groups' codes).
std::string predictedLaneLabel(const TimelineLane& lane) {
    const auto word = [](const char* text) { return QCoreApplication::translate("TraceLanes", text); };
    QString what = lane.kind == TimelineLane::Kind::CpuAnnotations ? word(QT_TRANSLATE_NOOP("TraceLanes", "host"))
                                                                   : word(QT_TRANSLATE_NOOP("TraceLanes", "ranges"));
    if (lane.kind == TimelineLane::Kind::GpuAnnotations && lane.stream == schedule::kPredictedPassLane)
        what = word(QT_TRANSLATE_NOOP("TraceLanes", "passes"));
    if (lane.kind == TimelineLane::Kind::GpuAnnotations && lane.stream == schedule::kPredictedStepLane)
        what = word(QT_TRANSLATE_NOOP("TraceLanes", "step"));
    if (lane.kind == TimelineLane::Kind::GpuStream) {
        what = QCoreApplication::translate("TraceLanes", "stream %1").arg(lane.stream);
        for (int s = 0; s < schedule::kSimStreamCount; ++s)
            if (schedule::predictedStreamId(static_cast<schedule::SimStream>(s)) == lane.stream) {
                const auto stream = static_cast<schedule::SimStream>(s);
                what = stream == schedule::SimStream::Compute ? word(QT_TRANSLATE_NOOP("TraceLanes", "compute"))
                                                              : QString::fromLatin1(schedule::simStreamName(stream));
            }
    }
    //: A predicted lane's header: "pred PP2 compute" (PP rank 2 of the prediction, its compute stream).
    return QCoreApplication::translate("TraceLanes", "pred PP%1 %2").arg(lane.rank).arg(what).toStdString();
}

}  // namespace

PredictionOutcome buildPrediction(const Recipe& recipe, const Calibration& cal, const TraceDocumentPtr& measured,
                                  const MemoryAssumptions& assumptions) {
    PredictionOutcome out;
    // A step for a layout that cannot run would be a number no job can reach (review 10: an edit
    // past HBM re-simulated the shown prediction, "Predicted step 5.744 s", while the Estimate dock
    // said it does not fit).
    for (const Diagnostic& d : validateRecipe(recipe, ValidationScope::HardRules)) {
        if (d.severity != Severity::Error) continue;
        out.cannotRun = true;
        out.error = QCoreApplication::translate("PredictionJob", "the recipe has an error (%1): no step to simulate")
                        .arg(findingMessage(d));
        return out;
    }
    if (auto memory = estimateMemory(recipe, assumptions); memory && memoryFitOf(*memory) == MemoryFit::DoesNotFit) {
        out.cannotRun = true;
        out.error = QCoreApplication::translate(
                        "PredictionJob",
                        "the layout does not fit in memory (pipeline stage %1 needs %2 GiB of %3 GiB usable): "
                        "no step to simulate")
                        .arg(memory->binding_stage)
                        .arg(formatDecimal(static_cast<double>(memory->binding().totalBytes()) / kGiB, 1))
                        .arg(formatDecimal(static_cast<double>(memory->hbm_bytes) / kGiB, 1));
        return out;
    }
    auto sim = schedule::simulateStep(recipe, cal);
    if (!sim) {
        out.error = coreErrorText(sim.error());
        return out;
    }
    out.step_s = sim->step_time_s;
    out.analytic_step_s = sim->analytic.step_time_s;
    trace::Trace predicted = schedule::predictedTrace(*sim, recipe.name + " (predicted)");
    std::vector<std::string> warnings;
    if (measured) {
        auto c = schedule::comparePrediction(*sim, predicted, measured->trace);
        if (c) {
            warnings = c->warnings;
            out.comparison = std::make_shared<const schedule::PredictionComparison>(std::move(*c));
        } else {
            warnings.push_back(c.error().toString());
        }
        predicted = schedule::mergePredictedAndMeasured(predicted, measured->trace);
    }
    const size_t predictedRanks = static_cast<size_t>(sim->pp);
    const std::shared_ptr<TraceDocument> doc = makeTraceDocument(std::move(predicted), trace::defaultPatterns(), warnings);
    for (TimelineLane& lane : doc->lanes)
        if (lane.rankIndex < predictedRanks) {
            lane.label = predictedLaneLabel(lane);
            lane.predicted = true;
        }
    // Each predicted rank's passes ("F mb3 c1") head its lanes: the schedule reads top-down.
    std::stable_sort(doc->lanes.begin(), doc->lanes.end(), [&](const TimelineLane& a, const TimelineLane& b) {
        const auto passes = [&](const TimelineLane& l) {
            return l.rankIndex < predictedRanks && l.kind == TimelineLane::Kind::GpuAnnotations &&
                   l.stream == schedule::kPredictedPassLane;
        };
        return a.rankIndex != b.rankIndex ? a.rankIndex < b.rankIndex : passes(a) && !passes(b);
    });
    if (measured) {
        // Lanes that run the same kind of work sit together, predicted above measured.
        matchLanesByRole(doc->lanes, doc->trace, predictedRanks);
        doc->sources = {{doc->trace.path, schedule::kPredictedFormat}};
        for (const TraceSource& s : measured->sources) doc->sources.push_back(s);
        doc->rankSource.assign(doc->trace.ranks.size(), 0);
        for (size_t i = predictedRanks; i < doc->rankSource.size(); ++i)
            doc->rankSource[i] = 1 + (i - predictedRanks < measured->rankSource.size() ? measured->rankSource[i - predictedRanks] : 0);
    }
    out.document = doc;
    return out;
}

PredictionJob::PredictionJob(QObject* parent) : QObject(parent), runner_(new jobs::LatestOnlyRunner(this)) {
    qRegisterMetaType<PredictionOutcome>();
    connect(runner_, &jobs::LatestOnlyRunner::resultReady, this,
            [this](quint64, const QVariant& v) { emit finished(v.value<PredictionOutcome>()); });
    connect(runner_, &jobs::LatestOnlyRunner::busyChanged, this, &PredictionJob::busyChanged);
}

PredictionJob::~PredictionJob() = default;

void PredictionJob::start(const Recipe& recipe, const Calibration& cal, TraceDocumentPtr measured,
                          const MemoryAssumptions& assumptions) {
    runner_->submit([recipe, cal, measured = std::move(measured), assumptions] {
        return buildPrediction(recipe, cal, measured, assumptions);
    });
}

bool PredictionJob::isBusy() const { return runner_->isBusy(); }
bool PredictionJob::waitForDone(int msecs) { return runner_->waitForDone(msecs); }

}  // namespace moe::ui

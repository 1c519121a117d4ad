// "Show predicted timeline" on the Estimate dock (issue: predicted timeline): the click simulates
// the default recipe's step off the GUI thread and opens it in the Trace dock, one lane group per
// pipeline rank labelled "predicted"; with a real measured trace open (the PARAM DLRM rank-0 trace
// in ../shared/data) the two are drawn together and the predicted-vs-measured table appears; the
// measured trace stays the reference for the next prediction; the dock exports Chrome trace JSON.
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/recipe/recipe_yaml.h"
#include "core/schedule/predicted_trace.h"
#include "core/schedule/step_simulator.h"
#include "shared_data.h"
#include "ui/common/band_format.h"
#include "ui/estimate/estimate_panel.h"
#include "ui/state/studio_state.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/prediction_table.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_table_model.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;

namespace {

constexpr int kTimeoutMs = 60'000;

QString dlrmTrace() {
    return QStringLiteral(MOE_SHARED_DATA_DIR "/traces/kineto/param-dlrm/worker0_step_12.1694128201545.pt.trace.json");
}

// The studio's built-in default recipe, as moe-studio opens with it.
void openDefaultRecipe(MainWindow& w) {
    auto r = defaultRecipe();
    QVERIFY(r);
    w.state()->resetDocument(*r, QString());
    w.settle();
}

void clickPredicted(MainWindow& w) {
    QPushButton* button = w.estimatePanel()->predictedTimelineButton();
    QVERIFY(button);
    QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), kTimeoutMs);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(w.predictionJob());
    QTRY_VERIFY_WITH_TIMEOUT(!w.predictionJob()->isBusy(), kTimeoutMs);
    QTRY_VERIFY2_WITH_TIMEOUT(
        w.traceWorkspace()->document() && schedule::isPredictedTrace(w.traceWorkspace()->document()->trace),
        qPrintable(w.messageBanner()->text() + QStringLiteral(" / ") + w.messageBanner()->toolTip() +
                   QStringLiteral(" / ") + w.statusBar()->currentMessage()),
        kTimeoutMs);
}

// The window at `size` on the built-in default recipe with the DLRM trace opened (imported).
void openDefaultRecipeAndDlrmTrace(MainWindow& w, QSize size) {
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openDefaultRecipe(w);
    w.openTrace(dlrmTrace());
    QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace() && !w.traceWorkspace()->importJob()->isBusy(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->document() != nullptr, kTimeoutMs);
}

// The window at 1600×1000 on the built-in default recipe, its predicted timeline shown.
void showDefaultPrediction(MainWindow& w) {
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openDefaultRecipe(w);
    clickPredicted(w);
}

// Share of the image's pixels that differ from its most common colour (the background).
double drawnShare(const QImage& img) {
    QHash<QRgb, int> counts;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2) ++counts[img.pixel(x, y)];
    int most = 0, total = 0;
    for (int c : counts) {
        most = std::max(most, c);
        total += c;
    }
    return total ? 1.0 - static_cast<double>(most) / total : 0.0;
}

}  // namespace

class TestPredictedTimeline : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void buttonWaitsForAnEstimate() {
        // An empty window has no valid recipe, so nothing to simulate: the button says so.
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.settle();
        QVERIFY(!w.estimatePanel()->predictedTimelineButton()->isEnabled());
    }

    void predictedStepExportsAsACompactSvg() {
        // Review entry 2: the predicted step's SVG was 18 MB, a rectangle per pixel column and lane.
        // Touching blocks drawn alike are one rectangle now (ui::fillBlocks); the file says how big.
        MainWindow w;
        showDefaultPrediction(w);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("predicted.svg"));
        QVERIFY(w.traceWorkspace()->exportTimeline(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray svg = f.readAll();
        const auto& doc = w.traceWorkspace()->document();
        qInfo("predicted step SVG: %lld bytes, %zu lanes", static_cast<long long>(svg.size()), doc->lanes.size());
        // A slide's picture: each lane's blocks are drawn a colour at a time, so the file holds a
        // few styled groups a lane, not one a pixel column (3,533 groups and 796 KB here before;
        // a 128-lane step reached 18 MB).
        QVERIFY(svg.contains("<svg"));
        const qsizetype groups = svg.count("<g ");
        qInfo("%lld styled groups", static_cast<long long>(groups));
        QVERIFY2(groups < 40 * static_cast<qsizetype>(doc->lanes.size()) + 100,
                 qPrintable(QStringLiteral("%1 groups for %2 lanes").arg(groups).arg(doc->lanes.size())));
    }

    void predictionAloneOpensTheTraceDock() {
        MainWindow w;
        showDefaultPrediction(w);
        const auto& doc = w.traceWorkspace()->document();
        // One trace rank per pipeline rank of the recipe, every lane labelled as predicted.
        QCOMPARE(static_cast<int>(doc->trace.ranks.size()), w.state()->recipe().layout.pp);
        QVERIFY(!doc->lanes.empty());
        for (const auto& lane : doc->lanes)
            QVERIFY2(lane.label.rfind(ui::kPredictedLanePrefix, 0) == 0, lane.label.c_str());
        QVERIFY(!w.traceWorkspace()->predictionTable()->isVisible());  // nothing measured to compare with
        QVERIFY(!w.traceWorkspace()->measuredDocument());
        // Each rank's window is the predicted step the status bar states, host tail included
        // (review 23 read 5,405.9 ms beside "Predicted step 5.61 s").
        const int64_t stepNs = std::llround(doc->stepMs * 1e6);
        QVERIFY(stepNs > 0);
        // ... and that step is the simulated one, host time after the last kernel included (review
        // entry 2: 38.6 s beside the simulator's and the Estimate's 39.7 s once the step lane lost
        // its step name).
        auto sim = schedule::simulateStep(w.state()->recipe(), builtinCalibration());
        QVERIFY(sim);
        QVERIFY2(std::fabs(doc->stepMs - sim->step_time_s * 1e3) < 1e-3,
                 qPrintable(QStringLiteral("%1 ms vs %2 ms").arg(doc->stepMs).arg(sim->step_time_s * 1e3)));
        int perRank = 0;
        for (const trace::MetricsRecord& rec : w.traceWorkspace()->metricsPanel()->records()) {
            if (rec.scope == "trace" || rec.scope == "window") {
                QCOMPARE(rec.metrics.window_ns, stepNs);
                ++perRank;
            }
        }
        QCOMPARE(perRank, w.state()->recipe().layout.pp);
        // The predicted step is printed at the Estimate's digits (review 30: the timeline said
        // 407 s where the Estimate said 410 s for one step).
        const Uncertainty band = w.estimatePanel()->outcome()->uncertainty;
        QVERIFY(band.known());
        const QString shown = ui::formatSecondsInBand(doc->stepMs / 1e3, band);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Predicted step ") + shown),
                 qPrintable(w.statusBar()->currentMessage() + QStringLiteral(" / ") + shown));
        // Hovering a simulated event says it was predicted, not measured (review 26).
        ui::TimelineView* timeline = w.traceWorkspace()->timeline();
        const auto& lane = doc->lanes.front();
        QVERIFY(!lane.events.source.empty());
        const auto& first = doc->trace.ranks[lane.rankIndex].events[lane.events.source.front()];
        const double mid = static_cast<double>(first.start_ns) + static_cast<double>(first.duration()) / 2;
        const int x = ui::TimelineView::kHeaderWidth + static_cast<int>(timeline->geometry().timeToX(mid));
        const QString tip = timeline->toolTipAt(QPoint(x, timeline->laneLayout().laneTop(0) + 3));
        QVERIFY2(tip.contains(QStringLiteral("predicted from the recipe (not measured)")), qPrintable(tip));
        // The first lane holds the passes: its first, "F mb0 c0", says what it is in words, and the
        // lane's header explains the codes (reviews: pass codes without a legend).
        QCOMPARE(QString::fromStdString(doc->trace.name(first)), QStringLiteral("F mb0 c0"));
        QVERIFY2(tip.contains(QStringLiteral("forward of microbatch 0 on model chunk 0")), qPrintable(tip));
        const QString header = timeline->toolTipAt(QPoint(10, timeline->laneLayout().laneTop(0) + 3));
        QVERIFY2(header.contains(QStringLiteral("F: forward, B: backward, mb: microbatch")), qPrintable(header));
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("traceDock"));
        QVERIFY(dock->isVisible());
        // The first time it opens, the Trace dock asks for two fifths of the window (the bottom
        // area starts at a few table rows), so the timeline shows more than three lanes; the
        // panels' minimum sizes may trim that a little, never below a third.
        QTRY_VERIFY2(dock->height() >= w.height() / 3,
                     qPrintable(QStringLiteral("%1 of %2").arg(dock->height()).arg(w.height())));
    }

    void aShownPredictionFollowsTheRecipe() {
        // The review: after an edit (MBS 2 → 4) the Trace dock still drew the old microbatches and
        // step with nothing marking them out of date. It is marked at once and re-simulated once
        // the edits pause.
        MainWindow w;
        showDefaultPrediction(w);
        const auto before = w.traceWorkspace()->document();
        QVERIFY(w.state()->applyChange({"layout.global_batch_size", std::to_string(w.state()->recipe().layout.global_batch_size / 2)}));
        QVERIFY2(w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Out of date")),
                 qPrintable(w.traceWorkspace()->statusLabel()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->document() != before, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.predictionJob()->isBusy(), kTimeoutMs);
        QVERIFY(schedule::isPredictedTrace(w.traceWorkspace()->document()->trace));
        QVERIFY2(!w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Out of date")),
                 qPrintable(w.traceWorkspace()->statusLabel()->text()));
        // Half the batch: half the microbatches, so a shorter predicted step.
        QVERIFY(w.traceWorkspace()->document()->trace.ranks.front().events.size() <
                before->trace.ranks.front().events.size());
    }

    void anEditThatCannotRunWithdrawsThePrediction() {
        // Review 10: an edit past usable HBM re-simulated the shown prediction ("Predicted step
        // 5.744 s") while the Estimate dock said the layout does not fit. Now the prediction is
        // withdrawn with the reason, and comes back when the recipe can run again.
        MainWindow w;
        showDefaultPrediction(w);
        // MBS 1 → 4 quadruples the activations of the default recipe's 74.7 GiB stage (79.6 usable).
        QVERIFY(w.state()->applyChange({"layout.micro_batch_size", "4"}));
        QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("No predicted step")),
                                 kTimeoutMs);
        const QString status = w.traceWorkspace()->statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("does not fit in memory")), qPrintable(status));
        QVERIFY(!w.traceWorkspace()->document());  // nothing measured to keep, nothing predicted
        QVERIFY(!w.traceWorkspace()->predictionTable()->isVisible());
        QVERIFY(!w.statusBar()->currentMessage().contains(QStringLiteral("Predicted step")));
        // The core agrees: buildPrediction refuses the layout outright.
        const ui::PredictionOutcome refused = ui::buildPrediction(w.state()->recipe(), builtinCalibration(), nullptr);
        QVERIFY(refused.cannotRun && !refused.document);
        // Back to MBS 1: the prediction follows the recipe again.
        QVERIFY(w.state()->applyChange({"layout.micro_batch_size", "1"}));
        QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->document() && schedule::isPredictedTrace(w.traceWorkspace()->document()->trace),
                                 kTimeoutMs);
    }

    void graphLaunchesGetAHostLane() {
        // A recipe with Transformer Engine CUDA graphs (attn, moe_router, moe_preprocess): each
        // predicted rank gets a host lane with its cudaGraphLaunch calls, one per layer and pass.
        Recipe r;
        for (const auto& b : builtinRecipes())
            if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
        const ui::PredictionOutcome out = ui::buildPrediction(r, builtinCalibration(), nullptr);
        QVERIFY2(out.document, qPrintable(out.error));
        const auto& doc = out.document;
        size_t hostEvents = 0;
        for (const auto& lane : doc->lanes)
            if (lane.kind == ui::TimelineLane::Kind::CpuAnnotations) {
                QVERIFY2(lane.label.find("host") != std::string::npos, lane.label.c_str());
                hostEvents += lane.events.size();
            }
        // PP 1: 48 layers × 16 microbatches (GBS 512 / (MBS 4 × DP 8)) × 2 passes.
        QCOMPARE(hostEvents, size_t{48 * 16 * 2});
    }

    void predictedLaneHeadersSpeakTheStudiosLanguage() {
        // Issue 42: the predicted lanes' headers ("pred PP0 compute · GEMM") were English in every
        // language. Under the Chinese catalog they come from it, and the lanes stay marked as
        // predicted by a flag rather than by the English prefix.
        Recipe r;
        for (const auto& b : builtinRecipes())
            if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
        ui::UiLanguage language;
        QCOMPARE(language.install(ui::UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        const ui::PredictionOutcome out = ui::buildPrediction(r, builtinCalibration(), nullptr);
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(out.document, qPrintable(out.error));
        int predicted = 0;
        for (const auto& lane : out.document->lanes) {
            if (!lane.predicted) continue;
            ++predicted;
            const QString label = QString::fromStdString(lane.label);
            QVERIFY2(!label.startsWith(QLatin1String(ui::kPredictedLanePrefix)), qPrintable(label));
            for (const char* english : {"pred", "compute", "passes", "step", "host", "attention", "expert"})
                QVERIFY2(!label.contains(QLatin1String(english)), qPrintable(label));
        }
        QVERIFY(predicted > 3);
    }

    void measuredLaneHeadersSpeakTheStudiosLanguageToo() {
        // Review in Chinese: a measured trace's annotation lane read "r0 GPU0 ranges". Its word
        // comes from the catalog (zh_CN: 区间); rank and GPU codes stay.
        ui::TimelineLane lane;
        lane.kind = ui::TimelineLane::Kind::GpuAnnotations;
        lane.label = "r0 GPU0 ranges";
        ui::UiLanguage language;
        QCOMPARE(language.install(ui::UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        const QString shown = ui::shownLaneLabel(lane);
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(shown, QStringLiteral("r0 GPU0 区间"));
        QCOMPARE(ui::shownLaneLabel(lane), QStringLiteral("r0 GPU0 ranges"));
        lane.label = "r0 GPU0 nccl";  // a named lane keeps its stream's name
        QCOMPARE(ui::shownLaneLabel(lane), QStringLiteral("r0 GPU0 nccl"));
    }

    void aPredictionsExportNameIsTheFilesInEveryLanguage() {
        // The suggested name is the trace's file name ("<recipe> (predicted)" → "<recipe>-predicted"),
        // not the name shown on screen, whose word is the reader's ("(previsto)" in Portuguese).
        Recipe r;
        for (const auto& b : builtinRecipes())
            if (b.file_name == "bridge-qwen3-30b-b200-8-bf16.yaml") r = *parseRecipeYaml(b.text, b.file_name);
        const ui::PredictionOutcome out = ui::buildPrediction(r, builtinCalibration(), nullptr);
        QVERIFY2(out.document, qPrintable(out.error));
        ui::UiLanguage language;
        QCOMPARE(language.install(ui::UiLanguage::localeFor(QStringLiteral("pt_BR"))), QStringLiteral("pt_BR"));
        ui::TraceWorkspace workspace;
        workspace.showPrediction(out.document, nullptr);
        const QString suggested = workspace.suggestedExportName(true);
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(suggested, QString::fromStdString(r.name) + QStringLiteral("-predicted-timeline.png"));
    }

    void factSourcesSpeakTheStudiosLanguage() {
        // Review in Chinese: "(trace nccl_data.json.gz (deviceProperties))" inside a Chinese verdict.
        // The words come from the catalog; file names, lines and JSON keys stay.
        ui::UiLanguage language;
        QCOMPARE(language.install(ui::UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        const QString trace = ui::shownFactSource(QStringLiteral("trace nccl_data.json.gz (deviceProperties)"));
        const QString log = ui::shownFactSource(QStringLiteral("log train.log:212 (iteration 40)"));
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(trace, QStringLiteral("跟踪 nccl_data.json.gz (deviceProperties)"));
        QCOMPARE(log, QStringLiteral("日志 train.log:212（第 40 次迭代）"));
        QCOMPARE(ui::shownFactSource(QStringLiteral("log train.log:212 (iteration 40)")),
                 QStringLiteral("log train.log:212 (iteration 40)"));
    }

    void eachPredictedRankLeadsWithItsPasses() {
        // Issue 28: the predicted lanes show the passes ("F mb3 c1") the simulator ran, one lane
        // per rank above its kernels, in the order of the rank's pass_order.
        Recipe r;
        for (const auto& b : builtinRecipes())
            if (b.file_name == "bridge-dsv3-gb200-256-mxfp8.yaml") r = *parseRecipeYaml(b.text, b.file_name);
        auto sim = schedule::simulateStep(r, builtinCalibration());
        QVERIFY(sim.ok());
        const ui::PredictionOutcome out = ui::buildPrediction(r, builtinCalibration(), nullptr);
        QVERIFY2(out.document, qPrintable(out.error));
        const auto& doc = out.document;
        for (size_t rank = 0; rank < static_cast<size_t>(sim->pp); ++rank) {
            const ui::TimelineLane* first = nullptr;
            for (const auto& lane : doc->lanes)
                if (lane.rankIndex == rank) {
                    first = &lane;
                    break;
                }
            QVERIFY(first);
            QCOMPARE(first->label, std::string(ui::kPredictedLanePrefix) + "PP" + std::to_string(rank) + " passes");
            const auto& passes = sim->ranks[rank].pass_order;
            QCOMPARE(first->events.size(), passes.size());
            // Sorted by start, like the pass order (a merged step's F and B share a start).
            const auto& events = doc->trace.ranks[rank].events;
            const auto& p0 = passes.front();
            const std::string name0 = doc->trace.name(events[first->events.source.front()]);
            QCOMPARE(QString::fromStdString(name0),
                     QStringLiteral("%1 mb%2 c%3").arg(p0.kind == schedule::PassKind::Forward ? "F" : "B").arg(p0.microbatch).arg(p0.chunk));
        }
    }

    void aTraceOpenedAfterThePredictionGoesBesideIt() {
        // The other order of opening (issue: trace and prediction side by side in either order):
        // with the prediction on show, opening a measured trace keeps the prediction and merges.
        MOE_REQUIRE_SHARED_DATA(dlrmTrace());
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        openDefaultRecipe(w);
        clickPredicted(w);
        const size_t pp = static_cast<size_t>(w.state()->recipe().layout.pp);
        QCOMPARE(w.traceWorkspace()->document()->trace.ranks.size(), pp);
        w.openTrace(dlrmTrace());
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceWorkspace()->importJob()->isBusy(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->measuredDocument() != nullptr, kTimeoutMs);
        const size_t measuredRanks = w.traceWorkspace()->measuredDocument()->trace.ranks.size();
        // The re-run prediction arrives after the import: both kinds of rank in one document.
        QTRY_VERIFY_WITH_TIMEOUT(w.traceWorkspace()->document() &&
                                     schedule::isPredictedTrace(w.traceWorkspace()->document()->trace) &&
                                     w.traceWorkspace()->document()->trace.ranks.size() == pp + measuredRanks,
                                 kTimeoutMs);
        // Another job's trace (DLRM on V100s): the prediction's verdict stands above the timeline.
        QLabel* onTop = w.traceWorkspace()->runVerdictLabel();
        QVERIFY(onTop->isVisible() && onTop->text().contains(QStringLiteral("Not this recipe's run")));
        // The long "beside the predicted timeline" header wraps instead of widening the window.
        QVERIFY2(w.width() <= 1280, qPrintable(QString::number(w.width())));
        // The export suggests a name after the measured file, not "<recipe> (predicted)" (review 22).
        QString stem = QFileInfo(dlrmTrace()).fileName();
        stem.chop(QStringLiteral(".json").size());  // "worker0_step_12.….pt.trace
        QCOMPARE(w.traceWorkspace()->suggestedExportName(true), stem + QStringLiteral("-vs-predicted-timeline.png"));
        QCOMPARE(w.traceWorkspace()->suggestedExportName(false), stem + QStringLiteral("-metrics.csv"));
    }

    void theVerdictNamesRecordedFactsOrTheStepRatio() {
        // 25.4 s predicted against 13.0 ms measured: 1954x (25400 / 13 = 1953.8). Without recorded
        // facts the verdict gives the ratio; with them (review 19), the facts, without their sources.
        auto c = std::make_shared<schedule::PredictionComparison>();
        c->predicted_step_ms = 25400;
        c->measured_step_ms = 13.0;
        c->not_this_recipe = schedule::notThisRecipesRun(c->predicted_step_ms, c->measured_step_ms);
        QVERIFY(c->not_this_recipe);
        ui::PredictionTable table;
        table.setComparison(c);
        QVERIFY2(table.summary()->text().contains(QStringLiteral("1954× longer than the measured 13.0 ms")),
                 qPrintable(table.summary()->text()));
        // The facts as the workspace passes them (RunMismatch::fact, no source).
        table.setRecordedConflicts({QStringLiteral("GPU: recipe H100-SXM, run Tesla V100")});
        const QString text = table.summary()->text();
        QVERIFY2(text.contains(QStringLiteral("contradicts the recipe (GPU: recipe H100-SXM, run Tesla V100)")) &&
                     !text.contains(QStringLiteral("(trace ")) && text.contains(QStringLiteral("measured 13.0 ms")),
                 qPrintable(text));
        QVERIFY(table.table()->isHidden());
    }

    void aForeignTraceIsNamedAsSoonAsItOpens() {
        // Review 7: a trace of another job was only said to be so once the predicted timeline was
        // asked for. The DLRM step on V100 (about 0.1 s) is far from the default recipe's estimate
        // (seconds): more than the 3x the verdict needs (core notThisRecipesRun).
        MOE_REQUIRE_SHARED_DATA(dlrmTrace());
        MainWindow w;
        openDefaultRecipeAndDlrmTrace(w, QSize(1280, 800));
        const double measuredMs = w.traceWorkspace()->document()->stepMs;
        const double estimatedMs = w.estimatePanel()->outcome()->estimate->step_time_s * 1e3;
        QVERIFY2(estimatedMs > 3 * measuredMs, qPrintable(QStringLiteral("%1 vs %2").arg(estimatedMs).arg(measuredMs)));
        QLabel* verdict = w.traceWorkspace()->runVerdictLabel();
        QTRY_VERIFY(verdict->isVisible());
        // The trace's own files settle it (review 15): DLRM ran on V100s, 8 ranks; the recipe is
        // 16 H100s. The verdict names both facts, and the steps beside them.
        QVERIFY2(verdict->text().contains(QStringLiteral("Not this recipe's run")) &&
                     verdict->text().contains(QStringLiteral("V100")) && verdict->text().contains(QStringLiteral("world size")),
                 qPrintable(verdict->text()));
        QVERIFY(verdict->text().contains(w.state()->displayName().toHtmlEscaped()));
        // Review 14 read no figure at 1280x800: the Per rank table shows its first row whole.
        auto* table = w.traceWorkspace()->metricsPanel()->findChild<QTableView*>(QStringLiteral("traceMetricsTable"));
        QVERIFY(table && table->model()->rowCount() > 0);
        QTRY_VERIFY2(table->rowViewportPosition(0) + table->rowHeight(0) <= table->viewport()->height(),
                     qPrintable(QStringLiteral("row 0 ends at %1 of %2")
                                    .arg(table->rowViewportPosition(0) + table->rowHeight(0))
                                    .arg(table->viewport()->height())));
        // With the prediction beside it, the prediction's verdict takes its place above the timeline,
        // naming the same recorded facts (review 19 read only the step ratio; the entry 4 and pt
        // entry 1 reviews found it only at the foot of the dock, or not at all).
        clickPredicted(w);
        QTRY_VERIFY(verdict->isVisible());
        QVERIFY(!w.traceWorkspace()->predictionTable()->isVisible());
        const QString summary = verdict->text();
        QCOMPARE(summary, w.traceWorkspace()->predictionTable()->summary()->text());
        QVERIFY2(summary.contains(QStringLiteral("Not this recipe's run")) && summary.contains(QStringLiteral("V100")) &&
                     summary.contains(QStringLiteral("world size")),
                 qPrintable(summary));
        // Review 14: the 13 ms trace was a sliver beside a step of seconds. The view opens on the
        // measured span (within a pixel's rounding), and the header says Fit shows both.
        const auto& g = w.traceWorkspace()->timeline()->geometry();
        const double shown = g.viewEnd() - g.viewBegin();
        QVERIFY2(shown < 2.0 * measuredMs * 1e6, qPrintable(QStringLiteral("%1 ns shown for a %2 ms trace").arg(shown).arg(measuredMs)));
        QVERIFY(w.traceWorkspace()->statusLabel()->text().contains(QStringLiteral("Fit shows the predicted step too")));
    }

    void theVerdictQuotesTheCurrentEstimateWithTheEstimateDockTabbedAway() {
        // Review 13: with the Estimate dock behind another tab, the verdict kept quoting the step
        // of an earlier layout beside the current recipe's name (the dock skips edits while it is
        // tabbed away). After an edit the quoted step is the new recipe's own estimate.
        MOE_REQUIRE_SHARED_DATA(dlrmTrace());
        MainWindow w;
        openDefaultRecipeAndDlrmTrace(w, QSize(1280, 800));
        for (QAction* a : w.viewMenu()->actions())
            if (a->objectName() == QStringLiteral("actionViewCompare")) a->trigger();
        QVERIFY(!MainWindow::dockInFront(w.findChild<QDockWidget*>(QStringLiteral("estimateDock"))));
        const int64_t gbs = w.state()->recipe().layout.global_batch_size;
        QVERIFY(w.state()->applyChange(FieldChange{"layout.global_batch_size", std::to_string(gbs * 4)}));
        w.estimatePanel()->settle();
        // Expected: the core's estimate of the edited recipe, formatted as the verdict formats it.
        const Result<StepEstimate> expected = estimateStepTime(w.state()->recipe(), builtinCalibration());
        QVERIFY(expected.ok());
        const QString step = ui::formatSecondsInBand(expected.value().step_time_s, estimateUncertainty(w.state()->recipe()));
        QLabel* verdict = w.traceWorkspace()->runVerdictLabel();
        QTRY_VERIFY2(verdict->text().contains(step), qPrintable(verdict->text() + QStringLiteral(" / expected ") + step));
    }

    void aFailedImportNamesTheMeasuredFilesStillShown() {
        // A review read "2 files: 2 ranks measured, beside the predicted timeline", then after a
        // broken import "still showing 3 files": the prediction counted as a file. It names what
        // the status named: the measured trace.
        MOE_REQUIRE_SHARED_DATA(dlrmTrace());
        MainWindow w;
        openDefaultRecipeAndDlrmTrace(w, QSize(1280, 800));
        clickPredicted(w);
        QTemporaryDir dir;
        const QString garbage = dir.filePath(QStringLiteral("garbage.json"));
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"traceEvents\": [ {\"ph\": ");
        f.close();
        w.openTrace(garbage);
        const QLabel* status = w.traceWorkspace()->statusLabel();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("Could not import garbage.json")), kTimeoutMs);
        QVERIFY2(status->text().contains(QStringLiteral("still showing ") + QFileInfo(dlrmTrace()).fileName()),
                 qPrintable(status->text()));
    }

    void besideAForeignTraceTheTimelineKeepsItsLanesOnALaptop() {
        // Review 17: at 1280x800 the prediction, the tables and the verdict left the timeline three
        // lanes, all predicted. The tables keep the rows the one-rank trace has, the verdict two
        // lines, and the timeline takes the rest: the ruler and at least five lanes.
        MOE_REQUIRE_SHARED_DATA(dlrmTrace());
        MainWindow w;
        openDefaultRecipeAndDlrmTrace(w, QSize(1280, 800));
        clickPredicted(w);
        QApplication::processEvents();
        const ui::TimelineView* timeline = w.traceWorkspace()->timeline();
        const int lane = timeline->laneLayout().laneHeight + timeline->laneLayout().gap;
        QVERIFY2(timeline->height() >= ui::TimelineView::kRulerHeight + 5 * lane,
                 qPrintable(QStringLiteral("timeline %1 px").arg(timeline->height())));
        QCOMPARE(w.traceWorkspace()->metricsPanel()->minimumHeight(), w.traceWorkspace()->metricsPanel()->heightForRows(1));
    }

    void predictionBesideARealTrace() {
        MOE_REQUIRE_SHARED_DATA(dlrmTrace());
        MainWindow w;
        openDefaultRecipeAndDlrmTrace(w, QSize(1600, 1000));
        const ui::TraceDocumentPtr measured = w.traceWorkspace()->document();
        QVERIFY(measured);
        const size_t measuredRanks = measured->trace.ranks.size();
        clickPredicted(w);
        const auto& doc = w.traceWorkspace()->document();
        const size_t pp = static_cast<size_t>(w.state()->recipe().layout.pp);
        QCOMPARE(doc->trace.ranks.size(), pp + measuredRanks);
        // The metric tables hold measurements only: the predicted ranks are beside them on the
        // timeline, not counted among the measured ranks, and the header says which is which.
        ui::TraceMetricsPanel measuredOnly;
        measuredOnly.setDocument(measured);
        QCOMPARE(w.traceWorkspace()->metricsPanel()->metricsModel()->rowCount(),
                 measuredOnly.metricsModel()->rowCount());
        QCOMPARE(w.traceWorkspace()->metricsPanel()->records().size(), measuredOnly.records().size());
        const QString header = w.traceWorkspace()->statusLabel()->text();
        const auto ranks = [](size_t n) { return n == 1 ? QStringLiteral("1 rank") : QStringLiteral("%1 ranks").arg(n); };
        QVERIFY2(header.contains(ranks(measuredRanks) + QStringLiteral(" measured")) &&
                     header.contains(QStringLiteral("predicted timeline of ") + ranks(pp)),
                 qPrintable(header));
        bool predictedLane = false, measuredLane = false;
        for (const auto& lane : doc->lanes) {
            const bool p = lane.label.rfind(ui::kPredictedLanePrefix, 0) == 0;
            predictedLane |= p;
            measuredLane |= !p;
        }
        QVERIFY(predictedLane && measuredLane);
        // Lanes are matched by what they run: compute streams together, then each kind of communication,
        // each group one run with the predicted lanes first.
        QStringList runs;
        bool sawMeasuredInRun = false;
        for (const auto& lane : doc->lanes) {
            const QString label = QString::fromStdString(lane.label);
            const qsizetype dot = label.lastIndexOf(QStringLiteral(" · "));
            if (dot < 0) continue;  // annotation lanes come after the GPU lanes
            QString role = label.mid(dot + 3);
            // Compute streams form one group whatever kernel dominates each.
            if (QStringList{"GEMM", "expert GEMM", "attention", "other compute"}.contains(role))
                role = QStringLiteral("compute");
            const bool p = label.startsWith(QLatin1String(ui::kPredictedLanePrefix));
            if (runs.isEmpty() || runs.back() != role) {
                QVERIFY2(!runs.contains(role), qPrintable(QStringLiteral("group split in two: ") + role));
                runs.append(role);
                sawMeasuredInRun = false;
            }
            QVERIFY2(!(p && sawMeasuredInRun),
                     qPrintable(QStringLiteral("predicted lane after a measured one: ") + label));
            sawMeasuredInRun |= !p;
        }
        QVERIFY(runs.size() >= 2);
        // The table: 9 kernel roles and 4 step phases, largest role difference first.
        ui::PredictionTable* table = w.traceWorkspace()->predictionTable();
        // Another job's run: its verdict shows above the timeline instead of the table (whose rows
        // are still computed, and checked here).
        QVERIFY(!table->isVisible());
        QVERIFY(w.traceWorkspace()->runVerdictLabel()->isVisible());
        QCOMPARE(w.traceWorkspace()->runVerdictLabel()->text(), table->summary()->text());
        QCOMPARE(table->table()->rowCount(), 9 + 4);
        QVERIFY(table->summary()->text().contains(QStringLiteral("measured")));
        // The DLRM trace has autograd backward operators: the forward and backward phase rows are measured.
        int measuredPhases = 0;
        for (int row = 0; row < table->table()->rowCount(); ++row) {
            const QString name = table->table()->item(row, 0)->text();
            if (!name.contains(QStringLiteral("forward compute")) && !name.contains(QStringLiteral("backward compute")))
                continue;
            QVERIFY2(table->table()->item(row, 2)->text() != QStringLiteral("—"), qPrintable(name));
            QVERIFY(table->table()->item(row, 0)->toolTip().contains(QStringLiteral("autograd backward operator")));
            ++measuredPhases;
        }
        QCOMPARE(measuredPhases, 2);
        // The measured trace is a DLRM run on V100, not this recipe: the table says so.
        QVERIFY2(table->summary()->text().contains(QStringLiteral("what the trace records contradicts the recipe (GPU: recipe H100-SXM, run Tesla V100")),
                 qPrintable(table->summary()->text()));
        // Without the sources: the file is named in the header, and the verdict keeps to two lines.
        QVERIFY2(!table->summary()->text().contains(QStringLiteral("(trace ")), qPrintable(table->summary()->text()));
        QVERIFY(table->summary()->text().contains(QStringLiteral("Not this recipe's run")));
        // ... and shows no per-step comparison: its differences would not be errors of the prediction.
        QVERIFY(table->table()->isHidden());
        // The measured document stays the reference: a second click compares with it again.
        QCOMPARE(w.traceWorkspace()->measuredDocument(), measured);
        clickPredicted(w);
        QCOMPARE(w.traceWorkspace()->document()->trace.ranks.size(), pp + measuredRanks);

        // Drawn, not blank: the timeline shows bars of both lane groups.
        w.settle();
        QApplication::processEvents();
        const QImage timeline = w.traceWorkspace()->timeline()->grab().toImage();
        QVERIFY2(drawnShare(timeline) > 0.05, qPrintable(QString::number(drawnShare(timeline))));
        const QString shots = qEnvironmentVariable("MOE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            w.grab().save(shots + QStringLiteral("/predicted-timeline-window.png"));
            w.traceWorkspace()->grab().save(shots + QStringLiteral("/predicted-timeline-dock.png"));
        }

        // Chrome trace JSON from the dock's export: every event of the shown document.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("predicted.json"));
        QVERIFY(w.traceWorkspace()->exportTimeline(out));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto json = nlohmann::json::parse(f.readAll().toStdString());
        size_t complete = 0, events = 0;
        for (const auto& e : json["traceEvents"]) complete += e["ph"] == "X" ? 1 : 0;
        for (const auto& r : doc->trace.ranks) events += r.events.size();
        QCOMPARE(complete, events);
    }
};

QTEST_MAIN(TestPredictedTimeline)
#include "test_predicted_timeline.moc"

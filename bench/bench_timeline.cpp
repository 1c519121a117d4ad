// Trace timeline draw time (issue 7: "decimation so millions of events draw smoothly"). Imports the
// largest sample trace of ../shared/data/traces (Kineto or Nsight, by GPU events), builds its lanes, and times
// TimelineView::paintEvent (decimation + drawing, the view's own lastPaintMs) rendering into an
// offscreen image at fit-all and zoomed in; the same for a synthetic 2M-kernel trace built in memory.
// Figures are printed, never asserted.
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench_timeline
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDirIterator>
#include <QImage>
#include <QWheelEvent>

#include <cmath>
#include <string>

#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_document.h"

namespace {

struct Sample {
    moe::ui::TraceDocumentPtr doc;
    std::string file;
    size_t gpuEvents = 0;
};

const Sample& largestSample() {
    static const Sample sample = [] {
        Sample best;
        QDirIterator it(QStringLiteral(MOE_SHARED_DATA_DIR_BENCH "/traces"), {"*.json", "*.json.gz", "*.sqlite"},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const std::string path = it.next().toStdString();
            auto imported = moe::trace::looksLikeSqlite(path) ? moe::trace::importNsys(path) : moe::trace::importKineto(path);
            if (!imported.ok()) continue;
            size_t events = 0;
            for (const auto& r : imported.value().ranks) events += r.gpuActivityCount();
            if (events > best.gpuEvents) {
                best.gpuEvents = events;
                best.file = path;
                best.doc = moe::ui::makeTraceDocument(std::move(imported.value()));
            }
        }
        return best;
    }();
    return sample;
}

// A synthetic trace of `events` kernels on 16 streams of one GPU (every fifth a NCCL kernel), for
// the decimation at the scale the issue asks for; built in memory, no import.
const Sample& syntheticSample(size_t events) {
    static const Sample sample = [events] {
        moe::trace::Trace t;
        t.path = "synthetic";
        t.format = "kineto";
        t.names = {"sm90_xmma_gemm_bf16", "ncclDevKernel_AllReduce_Sum_bf16_RING_LL"};
        moe::trace::RankTrace rank;
        rank.events.reserve(events);
        for (size_t i = 0; i < events; ++i) {
            moe::trace::Event e;
            e.stream = 7 + static_cast<int64_t>(i % 16);
            e.device = 0;
            e.start_ns = static_cast<int64_t>(i / 16) * 1'000 + static_cast<int64_t>(i % 16) * 37;
            e.end_ns = e.start_ns + 700;
            e.name = i % 5 == 0 ? 1 : 0;
            rank.events.push_back(e);
        }
        moe::trace::finalizeRank(rank, t.counts);
        t.ranks.push_back(std::move(rank));
        Sample s;
        s.gpuEvents = events;
        s.file = "synthetic-" + std::to_string(events);
        s.doc = moe::ui::makeTraceDocument(std::move(t));
        return s;
    }();
    return sample;
}

// zoom: how many times the fit-all scale (1 = the whole trace, the most events per pixel).
void drawTimeline(benchmark::State& state, const Sample& sample, double zoom) {
    if (!sample.doc) {
        state.SkipWithError("no sample trace under " MOE_SHARED_DATA_DIR_BENCH "/traces");
        return;
    }
    moe::ui::TimelineView view;
    view.resize(1600, 900);
    view.setDocument(sample.doc);
    view.show();
    QApplication::processEvents();
    // Zoom around the middle of the plot through the wheel's own path (geometry zoom).
    if (zoom > 1) {
        const double notches = std::log(zoom) / std::log(moe::ui::TimelineView::kWheelZoomPerStep);
        const QPointF pos(moe::ui::TimelineView::kHeaderWidth + (1600 - moe::ui::TimelineView::kHeaderWidth) / 2.0,
                          100);
        QWheelEvent ev(pos, pos, QPoint(), QPoint(0, static_cast<int>(std::lround(notches * 120))), Qt::NoButton,
                       Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &ev);
    }
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        view.render(&image);
        state.SetIterationTime(view.lastPaintMs() / 1000.0);
    }
    size_t laneEvents = 0;
    for (const auto& lane : sample.doc->lanes) laneEvents += lane.events.size();
    state.counters["gpu_events"] = static_cast<double>(sample.gpuEvents);
    state.counters["lane_events"] = static_cast<double>(laneEvents);
    state.counters["lanes"] = static_cast<double>(sample.doc->lanes.size());
    state.SetLabel(sample.file.substr(sample.file.find_last_of('/') + 1));
}

void BM_TimelineDraw_FitAll(benchmark::State& state) { drawTimeline(state, largestSample(), 1); }
void BM_TimelineDraw_Zoom64(benchmark::State& state) { drawTimeline(state, largestSample(), 64); }
void BM_TimelineDraw_Synthetic2M_FitAll(benchmark::State& state) { drawTimeline(state, syntheticSample(2'000'000), 1); }
void BM_TimelineDraw_Synthetic2M_Zoom64(benchmark::State& state) { drawTimeline(state, syntheticSample(2'000'000), 64); }

}  // namespace

BENCHMARK(BM_TimelineDraw_FitAll)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(BM_TimelineDraw_Zoom64)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(BM_TimelineDraw_Synthetic2M_FitAll)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(BM_TimelineDraw_Synthetic2M_Zoom64)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(30);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

// Studio responsiveness (issue 6 target: every input change recomputes and repaints in under
// 16 ms for DeepSeek-V3 on 1024 GPUs). Drives the real MainWindow offscreen: one layout edit
// through StudioState (as a slider or spin box does), then waits for the background memory and
// step-time results to be delivered (MainWindow::settle) and lets Qt paint what the views marked
// dirty (what a real edit costs). The *_FullRepaint variants repaint every widget of the window
// synchronously instead — a worst case no real edit triggers, printed for comparison.
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench_studio_latency
#include <benchmark/benchmark.h>

#include <QApplication>

#include <chrono>
#include <cstdlib>
#include <string>

#include "core/common/diagnostic.h"
#include "ui/main_window.h"
#include "ui/studio_state.h"

namespace {

moe::ui::MainWindow* window() {
    static moe::ui::MainWindow* w = [] {
        auto* mw = new moe::ui::MainWindow;
        mw->resize(1600, 1000);
        mw->show();
        if (!mw->openFile(QStringLiteral(MOE_SOURCE_DIR_BENCH "/recipes/dsv3-128k-h100.yaml"))) std::abort();
        if (!mw->state()->applyChange({"layout.world_size", "1024"})) std::abort();
        mw->settle();
        return mw;
    }();
    return w;
}

// Alternates one field between two valid values; each iteration is one edit.
void runEdits(benchmark::State& state, const std::string& path, const std::string& a, const std::string& b, bool fullRepaint) {
    moe::ui::MainWindow* w = window();
    bool flip = false;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (!w->state()->applyChange({path, flip ? a : b})) {
            state.SkipWithError("edit rejected");
            break;
        }
        w->settle();
        if (fullRepaint) w->repaint();
        QApplication::processEvents();  // the queued update requests: paints the dirty widgets
        const auto end = std::chrono::steady_clock::now();
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
        flip = !flip;
    }
}

void BM_EditExpertParallel(benchmark::State& state) { runEdits(state, "layout.ep", "32", "64", false); }
void BM_EditPipelineParallel(benchmark::State& state) { runEdits(state, "layout.pp", "8", "16", false); }
void BM_EditContextParallel(benchmark::State& state) { runEdits(state, "layout.cp", "32", "16", false); }
void BM_EditPipelineParallel_FullRepaint(benchmark::State& state) { runEdits(state, "layout.pp", "8", "16", true); }

}  // namespace

BENCHMARK(BM_EditExpertParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditPipelineParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditContextParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditPipelineParallel_FullRepaint)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

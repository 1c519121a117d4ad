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
#include <ctime>
#include <cstdlib>
#include <string>

#include "core/common/diagnostic.h"
#include "ui/editor/snap_slider.h"
#include "ui/window/main_window.h"
#include "ui/state/studio_state.h"

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
    // Phase split, so a regression points at its cause: the synchronous edit (validation and the
    // views' recipeChanged handlers), waiting for and delivering the background results, painting.
    double applyMs = 0, settleMs = 0, paintMs = 0;
    using Clock = std::chrono::steady_clock;
    const auto ms = [](Clock::time_point from, Clock::time_point to) {
        return std::chrono::duration<double, std::milli>(to - from).count();
    };
    // The GUI thread's own CPU time: what the edit costs the event loop, independent of how
    // busy the machine is (wall time on a loaded 2-core machine mostly measures waiting).
    const auto guiCpuMs = [] {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
    };
    double guiCpu = 0;
    for (auto _ : state) {
        const double cpuStart = guiCpuMs();
        const auto start = Clock::now();
        if (!w->state()->applyChange({path, flip ? a : b})) {
            state.SkipWithError("edit rejected");
            break;
        }
        const auto applied = Clock::now();
        w->settle();
        const auto settled = Clock::now();
        if (fullRepaint) w->repaint();
        QApplication::processEvents();  // the queued update requests: paints the dirty widgets
        const auto end = Clock::now();
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
        applyMs += ms(start, applied);
        settleMs += ms(applied, settled);
        paintMs += ms(settled, end);
        guiCpu += guiCpuMs() - cpuStart;
        flip = !flip;
    }
    const double n = static_cast<double>(state.iterations());
    state.counters["apply_ms"] = applyMs / n;
    state.counters["settle_ms"] = settleMs / n;
    state.counters["paint_ms"] = paintMs / n;
    state.counters["gui_cpu_ms"] = guiCpu / n;
}

// A slider drag: the EP slider's handle moves one stop per iteration, back and forth over its
// stops, with the slider held down (each stop is a live edit, merged into one undo step).
void BM_SliderDragExpertParallel(benchmark::State& state) {
    moe::ui::MainWindow* w = window();
    auto* slider = w->findChild<moe::ui::SnapSlider*>(QStringLiteral("editor.slider.layout.ep"));
    if (slider == nullptr || slider->maximum() < 1) {
        state.SkipWithError("no EP slider");
        return;
    }
    slider->setSliderDown(true);
    int direction = 1;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (slider->value() + direction < 0 || slider->value() + direction > slider->maximum()) direction = -direction;
        slider->setSliderPosition(slider->value() + direction);
        w->settle();
        QApplication::processEvents();
        state.SetIterationTime(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    slider->setSliderDown(false);
}

void BM_EditExpertParallel(benchmark::State& state) { runEdits(state, "layout.ep", "32", "64", false); }
void BM_EditPipelineParallel(benchmark::State& state) { runEdits(state, "layout.pp", "8", "16", false); }
void BM_EditContextParallel(benchmark::State& state) { runEdits(state, "layout.cp", "32", "16", false); }
void BM_EditTensorParallel(benchmark::State& state) { runEdits(state, "layout.tp", "1", "2", false); }
void BM_EditSequenceLength(benchmark::State& state) { runEdits(state, "layout.seq_length", "131072", "65536", false); }
void BM_EditGlobalBatch(benchmark::State& state) { runEdits(state, "layout.global_batch_size", "64", "128", false); }
void BM_EditWorldSize(benchmark::State& state) { runEdits(state, "layout.world_size", "1024", "2048", false); }
void BM_EditPrecision(benchmark::State& state) { runEdits(state, "options.precision", "fp8_blockwise", "bf16", false); }
void BM_EditPipelineParallel_FullRepaint(benchmark::State& state) { runEdits(state, "layout.pp", "8", "16", true); }

}  // namespace

BENCHMARK(BM_SliderDragExpertParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditExpertParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditPipelineParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditContextParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditTensorParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditSequenceLength)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditGlobalBatch)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditWorldSize)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditPrecision)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_EditPipelineParallel_FullRepaint)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(40);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

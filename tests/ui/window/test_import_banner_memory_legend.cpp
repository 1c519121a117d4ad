// At 1280x720 with an import's warning strip above the editor (issue 41), the memory chart's legend
// is whole: every legend row lies inside the plot, the plot inside the chart and the chart inside
// its splitter row, instead of the legend's bottom row being cut by the rows the strip took.
#include <qcustomplot.h>

#include <QDir>
#include <QSplitter>
#include <QtTest>

#include "ui/memory/memory_chart.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::MainWindow;

namespace {

// `inner` (in `innerWidget`'s coordinates) mapped into `outer`, and whether it lies inside it.
bool insideOf(const QWidget* innerWidget, QRect inner, const QWidget* outer, QString& why, const char* what) {
    const QRect mapped(innerWidget->mapTo(outer, inner.topLeft()), inner.size());
    if (outer->rect().contains(mapped)) return true;
    why = QStringLiteral("%1 at y %2..%3, x %4..%5; its container %6x%7")
              .arg(QString::fromLatin1(what))
              .arg(mapped.top())
              .arg(mapped.bottom())
              .arg(mapped.left())
              .arg(mapped.right())
              .arg(outer->width())
              .arg(outer->height());
    return false;
}

}  // namespace

class TestImportBannerMemoryLegend : public QObject {
    Q_OBJECT
private slots:
    void init() { uitest::isolateSettings(); }

    void theLegendIsWholeWithTheImportStripShown() {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.state()->resetDocument(uitest::defaultRecipeWithModel("dsv3", "DeepSeek-V3"), QString());
        // Megatron-Bridge's Qwen3-30B-A3B pretrain override example (the keys of
        // shared/data/bridge-yaml/qwen3_moe_30b_a3b_pretrain_override_example.yaml): an import with
        // four warnings (model from the file name, a stale mixed_precision key, GPU and world size
        // kept) and a fifth for the open recipe's notes, which the import does not carry: a strip of
        // six to seven lines above the editor and the charts.
        QTemporaryDir dir;
        const QString file =
            uitest::writeText(QDir(dir.path()), "qwen3_moe_30b_a3b_pretrain_override_example.yaml",
                              "model:\n  tensor_model_parallel_size: 4\n  pipeline_model_parallel_size: 2\n"
                              "  seq_length: 4096\n  sequence_parallel: true\n"
                              "  expert_model_parallel_size: 4\n  expert_tensor_parallel_size: 1\n"
                              "train:\n  train_iters: 100000\n  global_batch_size: 256\n  micro_batch_size: 2\n"
                              "ddp:\n  grad_reduce_in_fp32: true\nmixed_precision:\n  dtype: bf16\n");
        window.openAnyFile(file);
        QVERIFY(window.messageBanner()->isWarning());
        QVERIFY2(window.messageBanner()->text().contains(QStringLiteral("5 warning")),
                 qPrintable(window.messageBanner()->text()));
        window.settle();
        window.memoryChart()->settle();
        QTRY_VERIFY(window.messageBanner()->isVisible());
        QCoreApplication::processEvents();
        auto* chart = window.memoryChart();
        QCustomPlot* plot = chart->plot();
        plot->replot();  // the legend is laid out at a replot
        QCPLegend* legend = plot->legend;
        QVERIFY(legend->visible() && legend->itemCount() > 0);
        QString why;
        // Expected: the legend has the height its rows need (QCustomPlot's own minimum), and that
        // rectangle is inside the plot widget, the plot inside the chart, the chart in its row.
        // Measured before the fix: the chart got 181 px (its minimum said 170: the wrapped status
        // line counted as one line), and the legend ran from y 161 to 197, its second row cut.
        QVERIFY2(legend->outerRect().height() >= legend->minimumOuterSizeHint().height(),
                 qPrintable(QStringLiteral("legend %1 px high, its rows need %2")
                                .arg(legend->outerRect().height())
                                .arg(legend->minimumOuterSizeHint().height())));
        QVERIFY2(insideOf(plot, legend->outerRect(), plot, why, "legend"), qPrintable(why));
        QVERIFY2(insideOf(plot, legend->outerRect(), chart, why, "legend"), qPrintable(why));
        QVERIFY2(insideOf(chart, chart->rect(), chart->parentWidget(), why, "chart"), qPrintable(why));
    }
};

QTEST_MAIN(TestImportBannerMemoryLegend)
#include "test_import_banner_memory_legend.moc"

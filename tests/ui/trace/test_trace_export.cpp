// Trace exports through TraceWorkspace: metrics as CSV and JSON (parsed back and compared with the
// hand-computed window and with the panel's records), the timeline as PNG (decoded, not blank, the
// class colours present) and PDF (a %PDF document); a failed write is reported, not thrown.
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "trace_test_support.h"
#include "ui/export/image_export.h"
#include "ui/trace/timeline_lanes.h"
#include "ui/trace/timeline_picture.h"
#include "ui/trace/timeline_view.h"
#include "ui/trace/trace_metrics_panel.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/ui_language.h"

using namespace moe;
using moe::ui::TimelineClass;
using moe::ui::TimelineView;
using moe::ui::TraceWorkspace;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray{};
}

// The record for (device, scope) of the panel, or null.
const trace::MetricsRecord* record(const std::vector<trace::MetricsRecord>& rs, int device, const std::string& scope) {
    for (const auto& r : rs)
        if (r.metrics.device == device && r.scope == scope) return &r;
    return nullptr;
}

}  // namespace

class TestTraceExport : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QVERIFY(tmp_.isValid());
        ws_ = std::make_unique<TraceWorkspace>();
        ws_->resize(900, 600);
        ws_->setDocument(uitest::smallTraceDocument());
        ws_->show();
        QVERIFY(QTest::qWaitForWindowExposed(ws_.get()));
        ws_->metricsPanel()->setWindow(0, 260'000);
    }
    void cleanup() { ws_.reset(); }

    void metricsAsJson() {
        const QString path = QDir(tmp_.path()).filePath(QStringLiteral("metrics.json"));
        QVERIFY(ws_->exportMetrics(path));
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(path), &err);
        QCOMPARE(err.error, QJsonParseError::NoError);
        const QJsonArray ranks = doc.object().value(QStringLiteral("ranks")).toArray();
        const auto records = ws_->metricsPanel()->records();
        QCOMPARE(ranks.size(), qsizetype(records.size()));
        QVERIFY(ranks.size() >= 3);  // GPU0, GPU1, and the moe_dispatch range on GPU0
        bool sawWindow = false;
        for (const QJsonValue& v : ranks) {
            const QJsonObject o = v.toObject();
            const int device = o.value(QStringLiteral("device")).toInt();
            const auto* r = record(records, device, o.value(QStringLiteral("scope")).toString().toStdString());
            QVERIFY(r);
            QCOMPARE(o.value(QStringLiteral("comm_union_us")).toDouble(), double(r->metrics.comm_ns) / 1000.0);
            QCOMPARE(o.value(QStringLiteral("compute_union_us")).toDouble(), double(r->metrics.compute_ns) / 1000.0);
            QCOMPARE(o.value(QStringLiteral("busy_union_us")).toDouble(), double(r->metrics.busy_ns) / 1000.0);
            QCOMPARE(o.value(QStringLiteral("window_end_us")).toDouble(), 260.0);
            if (device == 0 && o.value(QStringLiteral("scope")).toString() == QLatin1String("window")) {
                sawWindow = true;  // the hand-computed [0,260) µs window of GPU0
                QCOMPARE(o.value(QStringLiteral("comm_union_us")).toDouble(), 110.0);
                QCOMPARE(o.value(QStringLiteral("compute_union_us")).toDouble(), 150.0);
                QCOMPARE(o.value(QStringLiteral("comm_compute_overlap_us")).toDouble(), 60.0);
                QCOMPARE(o.value(QStringLiteral("window_begin_us")).toDouble(), 0.0);
                QCOMPARE(o.value(QStringLiteral("file")).toString(), uitest::smallTracePath());
            }
        }
        QVERIFY(sawWindow);
    }

    void metricsAsCsv() {
        const QString path = QDir(tmp_.path()).filePath(QStringLiteral("metrics.csv"));
        QVERIFY(ws_->exportMetrics(path));
        const QList<QByteArray> lines = readAll(path).trimmed().split('\n');
        const auto records = ws_->metricsPanel()->records();
        QCOMPARE(lines.size(), qsizetype(records.size()) + 1);
        const QList<QByteArray> header = lines[0].split(',');
        const auto col = [&](const char* name) { return header.indexOf(QByteArray(name)); };
        QVERIFY(col("comm_union_us") > 0 && col("scope") > 0 && col("device") > 0);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(',');  // no field of this fixture needs quoting
            QCOMPARE(f.size(), header.size());
            const auto* r = record(records, f[col("device")].toInt(), f[col("scope")].toStdString());
            QVERIFY(r);
            QCOMPARE(f[col("comm_union_us")].toDouble(), double(r->metrics.comm_ns) / 1000.0);
            QCOMPARE(f[col("comm_compute_overlap_us")].toDouble(), double(r->metrics.overlap_ns) / 1000.0);
            QCOMPARE(f[col("idle_us")].toDouble(), double(r->metrics.idle_ns) / 1000.0);
            if (f[col("device")] == "0" && f[col("scope")] == "window") {
                QCOMPARE(f[col("comm_union_us")], QByteArray("110.000"));
                QCOMPARE(f[col("compute_union_us")], QByteArray("150.000"));
            }
        }
    }

    void timelineAsPng() {
        const QString path = QDir(tmp_.path()).filePath(QStringLiteral("timeline.png"));
        QVERIFY(ws_->exportTimeline(path));
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        // Every lane and the legend (ui::timelinePictureSize), then the caption strip under them.
        const QSize picture = ui::timelinePictureSize(*ws_->timeline());
        // At the default PNG scale (two pixels per logical pixel at least: a slide's picture).
        QCOMPARE(image.width(), qRound(picture.width() * ui::defaultPngScale(ws_->timeline())));
        QVERIFY(image.height() > picture.height());
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2) colours.insert(image.pixel(x, y) | 0xff000000u);
        QVERIFY2(colours.size() > 4, "the exported timeline is blank");
        for (TimelineClass c : {TimelineClass::Compute, TimelineClass::Communication})
            QVERIFY(colours.contains(TimelineView::classColor(c).rgb()));
    }

    void theLegendIsInTheReadersWords() {
        // Review 25: the exported timeline's legend read "communication", "compute", "forward pass"
        // under a Chinese title and lanes. The picture names the classes through the catalog.
        QCOMPARE(ui::timelineClassLabel(TimelineClass::Communication), QStringLiteral("communication"));
        ui::UiLanguage language;
        QCOMPARE(language.install(ui::UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        const QString communication = ui::timelineClassLabel(TimelineClass::Communication);
        const QString forward = ui::timelineClassLabel(TimelineClass::ForwardPass);
        language.install(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(communication, QStringLiteral("通信"));
        QCOMPARE(forward, QStringLiteral("前向"));
    }

    void timelineAsPdf() {
        const QString path = QDir(tmp_.path()).filePath(QStringLiteral("timeline.pdf"));
        QVERIFY(ws_->exportTimeline(path));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.size() > 500);
    }

    void failedWriteIsReported() {
        QSignalSpy errors(ws_.get(), &TraceWorkspace::errorOccurred);
        const QString path = QDir(tmp_.path()).filePath(QStringLiteral("no/such/dir/metrics.csv"));
        QVERIFY(!ws_->exportMetrics(path));
        QCOMPARE(errors.count(), 1);
        QVERIFY(!errors.at(0).at(1).toString().isEmpty());
        QVERIFY(!QFile::exists(path));
    }

private:
    QTemporaryDir tmp_;
    std::unique_ptr<TraceWorkspace> ws_;
};

QTEST_MAIN(TestTraceExport)
#include "test_trace_export.moc"

// Issue 42: a trace that cannot be opened says why in the studio's language: the importers give
// their reasons as messages (MOE_TR "trace_errors"), and the Trace dock shows them through the
// catalogs, the file name and numbers as they are; without a catalog it reads as the CLI does.
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <map>
#include <utility>

#include "core/trace/trace_file.h"
#include "trace_test_support.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_workspace.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::TraceWorkspace;

namespace {

// What a French catalog could hold for the trace errors: (context, English source) -> translation.
class TraceErrorFakeTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        static const std::map<std::pair<QByteArray, QByteArray>, QString> known = {
            {{"trace_errors", "not an SQLite database (no '%1' header)"},
             QStringLiteral("pas une base SQLite (pas d’en-tête « %1 »)")},
            {{"trace_errors", "%1 (at JSON byte %2)"}, QStringLiteral("%1 (à l’octet JSON %2)")},
            {{"trace_errors", "empty file: not a Chrome trace"}, QStringLiteral("fichier vide : pas une trace Chrome")},
        };
        const auto it = known.find({QByteArray(context), QByteArray(source)});
        return it == known.end() ? QString() : it->second;
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
};

struct TraceErrorTranslatorScope {
    TraceErrorFakeTranslator translator;
    TraceErrorTranslatorScope() { QCoreApplication::installTranslator(&translator); }
    ~TraceErrorTranslatorScope() { QCoreApplication::removeTranslator(&translator); }
    TraceErrorTranslatorScope(const TraceErrorTranslatorScope&) = delete;
    TraceErrorTranslatorScope& operator=(const TraceErrorTranslatorScope&) = delete;
};

// The reason the workspace gives for `path` (the second argument of errorOccurred).
QString traceErrorShownFor(const QString& path) {
    TraceWorkspace ws;
    QSignalSpy errors(&ws, &TraceWorkspace::errorOccurred);
    ws.openTraces({path});
    uitest::waitImportIdle(ws);
    if (errors.count() != 1) return QStringLiteral("<%1 errors>").arg(errors.count());
    return errors.at(0).at(1).toString();
}

}  // namespace

class TestTraceErrorTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void garbageSqliteReadsTranslated() {
        QTemporaryDir dir;
        const QString garbage =
            uitest::writeText(QDir(dir.path()), QStringLiteral("profile.sqlite"), "just some words, no database\n");
        // Without a catalog: the CLI's English.
        QCOMPARE(traceErrorShownFor(garbage),
                 garbage + QStringLiteral(": not an SQLite database (no 'SQLite format 3' header)"));
        TraceErrorTranslatorScope french;
        QCOMPARE(traceErrorShownFor(garbage),
                 garbage + QStringLiteral(": pas une base SQLite (pas d’en-tête « SQLite format 3 »)"));
    }

    void emptyJsonReadsTranslated() {
        QTemporaryDir dir;
        const QString empty = uitest::writeText(QDir(dir.path()), QStringLiteral("trace.json"), QByteArray());
        TraceErrorTranslatorScope french;
        // Position and byte as they are, both sentences translated.
        QCOMPARE(traceErrorShownFor(empty),
                 empty + QStringLiteral(":1:1: fichier vide : pas une trace Chrome (à l’octet JSON 0)"));
    }
};

QTEST_MAIN(TestTraceErrorTranslation)
#include "test_trace_error_translation.moc"

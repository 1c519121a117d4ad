// The session beside the autosave (pins and attached runs): it reads back what was written, recipes
// included, and a damaged file is one error naming the file and the field, never a crash.
#include <QtTest>

#include "ui/state/session_snapshot.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::SessionSnapshot;

class TestSessionSnapshot : public QObject {
    Q_OBJECT
private slots:
    void roundTripKeepsPinsAndRuns() {
        SessionSnapshot s;
        Recipe a = uitest::namedDefaultRecipe("Pinned A");
        Recipe b = a;
        b.name = "Pinned B";
        b.layout.tp = 2;
        s.pins.push_back({QStringLiteral("Pin 1: A (TP1)J"), a});
        s.pins.push_back({QStringLiteral("Pin 2: B (TP2)J"), b});
        SessionSnapshot::Run withRecipeFile;
        withRecipeFile.files = {QStringLiteral("/data/run-a.log"), QStringLiteral("/data/recipe-a.yaml")};
        withRecipeFile.window = std::pair<int64_t, int64_t>{41, 50};
        SessionSnapshot::Run againstStudio;
        againstStudio.files = {QStringLiteral("/data/run-b.log")};
        againstStudio.studioRecipe = b;
        againstStudio.studioRecipeName = QStringLiteral("Pinned B");
        againstStudio.studioRecipeAt = QDateTime(QDate(2026, 12, 3), QTime(9, 30, 15, 250));
        s.runs = {withRecipeFile, againstStudio};

        auto back = ui::sessionFromJson(ui::sessionToJson(s), "session.json");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QCOMPARE(back->pins.size(), size_t{2});
        QCOMPARE(back->pins[1].name, s.pins[1].name);
        QVERIFY(back->pins[0].recipe == a);
        QVERIFY(back->pins[1].recipe == b);
        QCOMPARE(back->runs.size(), size_t{2});
        QCOMPARE(back->runs[0].files, withRecipeFile.files);
        QVERIFY(back->runs[0].window == withRecipeFile.window);
        QVERIFY(!back->runs[0].studioRecipe);
        QVERIFY(!back->runs[1].window);
        QVERIFY(back->runs[1].studioRecipe && *back->runs[1].studioRecipe == b);
        QCOMPARE(back->runs[1].studioRecipeName, againstStudio.studioRecipeName);
        QCOMPARE(back->runs[1].studioRecipeAt, againstStudio.studioRecipeAt);
    }

    void damagedFilesNameTheField_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("truncated") << QByteArray("{\"format\": 1, \"pins\": [") << "not valid JSON at byte";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "expected a JSON object";
        QTest::newRow("other format") << QByteArray("{\"format\": 7}") << "format: expected 1";
        QTest::newRow("pin without name") << QByteArray("{\"format\": 1, \"pins\": [{\"recipe\": \"x\"}]}") << "pins[0].name";
        QTest::newRow("pin recipe not YAML")
            << QByteArray("{\"format\": 1, \"pins\": [{\"name\": \"P\", \"recipe\": \"layout: [unclosed\"}]}") << "pins[0].recipe";
        QTest::newRow("run without files") << QByteArray("{\"format\": 1, \"runs\": [{\"window\": [41, 50]}]}")
                                           << "runs[0].files";
        QTest::newRow("window backwards") << QByteArray("{\"format\": 1, \"runs\": [{\"files\": [\"a.log\"], \"window\": [50, 41]}]}")
                                          << "runs[0].window";
    }
    void damagedFilesNameTheField() {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        auto r = ui::sessionFromJson(json, "/tmp/x.session.json");
        QVERIFY(!r.ok());
        const QString text = QString::fromStdString(r.error().toString());
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(text.startsWith(QStringLiteral("/tmp/x.session.json")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestSessionSnapshot)
#include "test_session_snapshot.moc"

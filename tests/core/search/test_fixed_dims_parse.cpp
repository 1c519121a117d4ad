// parseFixedDimensions, the "tp=1,pp=8" text shared by `moe-plan search --fix` and the Search
// dock: separators (commas, spaces, both, spaces around '='), accumulation into an existing map,
// and one error per bad item that names the item and the reason. Expectations are hand-written.
#include <QtTest>

#include "core/search/fixed_dims_parse.h"

using namespace moe;
using Fixed = std::map<std::string, int>;

Q_DECLARE_METATYPE(Fixed)

class TestFixedDimsParse : public QObject {
    Q_OBJECT
private slots:
    void accepts_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Fixed>("expected");
        QTest::newRow("empty") << "" << Fixed{};
        QTest::newRow("blank") << "  ,  " << Fixed{};
        QTest::newRow("one") << "tp=1" << Fixed{{"tp", 1}};
        QTest::newRow("commas") << "tp=1,pp=8" << Fixed{{"tp", 1}, {"pp", 8}};
        QTest::newRow("spaces") << "tp=1 pp=8  ep=4" << Fixed{{"tp", 1}, {"pp", 8}, {"ep", 4}};
        QTest::newRow("comma and space") << "tp=2, cp=2 ,vpp=3" << Fixed{{"tp", 2}, {"cp", 2}, {"vpp", 3}};
        QTest::newRow("spaces around =") << " tp = 1 , pp =8 etp= 2 " << Fixed{{"tp", 1}, {"pp", 8}, {"etp", 2}};
        QTest::newRow("every key") << "tp=1,cp=2,pp=4,vpp=2,ep=8,etp=1,mbs=2"
                                   << Fixed{{"tp", 1}, {"cp", 2}, {"pp", 4}, {"vpp", 2}, {"ep", 8}, {"etp", 1}, {"mbs", 2}};
        QTest::newRow("later wins") << "tp=1,tp=4" << Fixed{{"tp", 4}};
        QTest::newRow("upper bound") << "ep=1048576" << Fixed{{"ep", 1048576}};
    }
    void accepts() {
        QFETCH(QString, text);
        QFETCH(Fixed, expected);
        const auto r = parseFixedDimensions(text.toStdString(), "fix");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r.value(), expected);
    }

    void rejects_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << "tp=1,tq=2" << "--fix: unknown dimension 'tq' in 'tq=2' (one of: tp, cp, pp, vpp, ep, etp, mbs)";
        QTest::newRow("upper case key") << "TP=1" << "--fix: unknown dimension 'TP' in 'TP=1' (one of: tp, cp, pp, vpp, ep, etp, mbs)";
        QTest::newRow("no =") << "tp=1 pp8" << "--fix: expected key=value, got 'pp8'";
        QTest::newRow("no value") << "tp=" << "--fix: expected key=value, got 'tp='";
        QTest::newRow("no key") << "=4" << "--fix: expected key=value, got '=4'";
        QTest::newRow("zero") << "pp=0" << "--fix: pp must be in [1, 1048576], got 'pp=0'";
        QTest::newRow("negative") << "tp=2,ep=-4" << "--fix: ep must be in [1, 1048576], got 'ep=-4'";
        QTest::newRow("too large") << "mbs=1048577" << "--fix: mbs must be in [1, 1048576], got 'mbs=1048577'";
        QTest::newRow("overflow") << "tp=99999999999999999999" << "--fix: tp must be in [1, 1048576], got 'tp=99999999999999999999'";
        QTest::newRow("not a number") << "tp=two" << "--fix: expected an integer, got 'two' in 'tp=two'";
        QTest::newRow("trailing junk") << "tp=2x" << "--fix: expected an integer, got '2x' in 'tp=2x'";
        QTest::newRow("two =") << "tp=2=3" << "--fix: expected an integer, got '2=3' in 'tp=2=3'";
    }
    void rejects() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto r = parseFixedDimensions(text.toStdString(), "--fix");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().toString()), message);
    }

    void accumulatesIntoExisting() {
        const auto r = parseFixedDimensions("pp=8", "--fix", Fixed{{"tp", 2}, {"pp", 4}});
        QVERIFY(r.ok());
        QCOMPARE(r.value(), (Fixed{{"tp", 2}, {"pp", 8}}));
    }
};

QTEST_APPLESS_MAIN(TestFixedDimsParse)
#include "test_fixed_dims_parse.moc"

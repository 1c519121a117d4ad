// The golden-file helper refuses rewrites that would leave no record of why: MOE_UPDATE_GOLDEN=1
// (no reason) and any rewrite under CI=true fail and leave the golden file as it was.
#include <QtTest>

#include "export_test_support.h"

namespace {

// Sets (or clears, for nullptr) an environment variable for one scope.
class EnvScope {
public:
    EnvScope(const char* name, const char* value) : name_(name), had_(qEnvironmentVariableIsSet(name)), old_(qgetenv(name)) {
        if (value) qputenv(name_, value);
        else qunsetenv(name_);
    }
    ~EnvScope() {
        if (had_) qputenv(name_, old_);
        else qunsetenv(name_);
    }
    EnvScope(const EnvScope&) = delete;
    EnvScope& operator=(const EnvScope&) = delete;

private:
    const char* name_;
    bool had_;
    QByteArray old_;
};

const char* kGolden = "dsv3-128k-h100.megatron-0.19.sh";

std::string goldenText() { return moe::testing::readText(std::string(MOE_TEST_FIXTURES_DIR) + "/export/golden/" + kGolden); }

}  // namespace

class TestGoldenRecord : public QObject {
    Q_OBJECT
private slots:
    void unchangedOutputMatchesWhateverIsSet() {
        const EnvScope update("MOE_UPDATE_GOLDEN", "1");
        std::string message;
        QVERIFY2(moe::testing::matchesGolden(kGolden, goldenText(), message), message.c_str());
    }

    void refusedRewriteLeavesTheFile_data() {
        QTest::addColumn<QByteArray>("ci");
        QTest::addColumn<QByteArray>("update");
        QTest::addColumn<QString>("says");
        QTest::newRow("no reason") << QByteArray() << QByteArray("1") << QStringLiteral("reason");
        QTest::newRow("under CI") << QByteArray("true") << QByteArray("exporter now writes the new flag")
                                  << QStringLiteral("CI=true");
    }
    void refusedRewriteLeavesTheFile() {
        QFETCH(QByteArray, ci);
        QFETCH(QByteArray, update);
        QFETCH(QString, says);
        const EnvScope ciScope("CI", ci.isEmpty() ? nullptr : ci.constData());
        const EnvScope updateScope("MOE_UPDATE_GOLDEN", update.constData());
        const std::string before = goldenText();
        std::string message;
        QVERIFY(!moe::testing::matchesGolden(kGolden, before + "# changed\n", message));
        QVERIFY2(message.find(says.toStdString()) != std::string::npos, message.c_str());
        QCOMPARE(goldenText(), before);
    }
};

QTEST_GUILESS_MAIN(TestGoldenRecord)
#include "test_golden_record.moc"

// Inputs found by the libFuzzer targets in fuzz/ that once crashed an importer; each must now give
// one clear error.
#include <QtTest>

#include "core/import/hf_config_import.h"

using namespace moe;

class TestImportFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void hfConfigNumberOverflow() {
        // nlohmann-json throws out_of_range (not parse_error) for a number beyond double range.
        auto r = importHfConfig(R"({"model_type": "qwen3_moe", "hidden_size": 2e62144})", "config.json", builtinCatalog());
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().file), QString("config.json"));
        QVERIFY(r.error().reason.find("not valid JSON") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestImportFuzzRegressions)
#include "test_import_fuzz_regressions.moc"

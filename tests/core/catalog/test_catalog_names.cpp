// Catalog names as people type them: case, '-', '_', ' ' and '.' ignored, unique prefixes and
// short forms accepted, ambiguous names refused with the candidates listed. Expected names are
// the built-in catalog's (resources/catalog/*.yaml).
#include <QtTest/QtTest>

#include "core/catalog/catalog_names.h"

using namespace moe;

class TestCatalogNames : public QObject {
    Q_OBJECT
private slots:
    void hardware_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("exact") << "H100-SXM" << "H100-SXM";
        QTest::newRow("lower prefix") << "h100" << "H100-SXM";
        QTest::newRow("lower full") << "h100-sxm" << "H100-SXM";
        QTest::newRow("spaced") << "GB200 NVL72" << "GB200-NVL72";
        QTest::newRow("short gb200") << "gb200" << "GB200-NVL72";
        QTest::newRow("short gb300") << "gb300" << "GB300-NVL72";
        QTest::newRow("b200 is not gb200") << "B200" << "B200-HGX";
        QTest::newRow("sxm5 spelling") << "H100 SXM5" << "H100-SXM";
    }
    void hardware() {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        auto r = resolveHardwareName(builtinCatalog(), typed.toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(QString::fromStdString(*r), expected);
    }

    void model_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("short dsv3") << "dsv3" << "DeepSeek-V3";
        QTest::newRow("prefix 235b") << "qwen3-235b" << "Qwen3-235B-A22B";
        QTest::newRow("case") << "deepseek-v3" << "DeepSeek-V3";
        QTest::newRow("mixtral") << "mixtral" << "Mixtral-8x7B";
    }
    void model() {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        auto r = resolveModelName(builtinCatalog(), typed.toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(QString::fromStdString(*r), expected);
    }

    void ambiguousAndUnknown() {
        auto h = resolveHardwareName(builtinCatalog(), "h", "--hardware");
        QVERIFY(!h.ok());
        QCOMPARE(h.error().field, std::string("--hardware"));
        QVERIFY2(h.error().reason.find("ambiguous: H100-SXM, H200-SXM") != std::string::npos, h.error().reason.c_str());
        auto q = resolveModelName(builtinCatalog(), "qwen3");  // 235B, 30B and Next
        QVERIFY(!q.ok());
        QVERIFY(q.error().reason.find("Qwen3-30B-A3B") != std::string::npos);
        QVERIFY(q.error().reason.find("Qwen3-Next-80B-A3B") != std::string::npos);
        auto none = resolveHardwareName(builtinCatalog(), "TPU-v9");
        QVERIFY(!none.ok());
        QVERIFY(none.error().reason.find("known: ") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCatalogNames)
#include "test_catalog_names.moc"

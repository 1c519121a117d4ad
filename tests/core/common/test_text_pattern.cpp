// TextPattern, the one place the core compiles std::regex: ECMAScript search, groups of the first
// match and of every match, case folding on request, and an error (not an exception) for an
// expression that is not one.
#include <QtTest>

#include "core/common/text_pattern.h"

using namespace moe;

class TestTextPattern : public QObject {
    Q_OBJECT
private slots:
    void searchIsUnanchored() {
        const TextPattern p = TextPattern::literal("^nccl|ncclKernel");
        QVERIFY(p.search("ncclDevKernel_AllReduce"));
        QVERIFY(p.search("void ncclKernel_x"));
        QVERIFY(!p.search("gemm_nccl_like"));
    }
    void firstMatchGroups() {
        // Megatron's argument lines: "  name ........ value".
        const TextPattern p = TextPattern::literal(R"(^\s*([A-Za-z_][A-Za-z0-9_]*)\s+\.{3,}\s*(.*?)\s*$)");
        const auto m = p.firstMatch("  tensor_model_parallel_size ..... 2  ");
        QCOMPARE(m.size(), size_t{3});
        QCOMPARE(QString::fromStdString(m[1]), QStringLiteral("tensor_model_parallel_size"));
        QCOMPARE(QString::fromStdString(m[2]), QStringLiteral("2"));
        QVERIFY(p.firstMatch("no dots here").empty());
        // A group that takes no part in the match is "".
        const auto optional = TextPattern::literal("a(x)?b").firstMatch("ab");
        QCOMPARE(optional.size(), size_t{2});
        QCOMPARE(QString::fromStdString(optional[1]), QString());
    }
    void allMatchesLeftToRight() {
        const TextPattern p = TextPattern::literal(R"(([a-z][a-z -]*?) size:\s*(\d+))");
        const auto all = p.allMatches("using world size: 256, data-parallel size: 32, tensor-model-parallel size: 1");
        QCOMPARE(all.size(), size_t{3});
        QCOMPARE(QString::fromStdString(all[0][1]), QStringLiteral("using world"));
        QCOMPARE(QString::fromStdString(all[0][2]), QStringLiteral("256"));
        QCOMPARE(QString::fromStdString(all[1][2]), QStringLiteral("32"));
        QCOMPARE(QString::fromStdString(all[2][1]), QStringLiteral("tensor-model-parallel"));
    }
    void ignoreCaseOnRequest() {
        QVERIFY(!TextPattern::literal("NCCL version").search("nccl version 2.27.3"));
        QVERIFY(TextPattern::literal("NCCL version", {.ignore_case = true}).search("nccl version 2.27.3"));
    }
    void badExpressionIsAnError() {
        const auto bad = TextPattern::compile("gemm(");
        QVERIFY(!bad);
        QVERIFY(!bad.error().reason.empty());
        QVERIFY(TextPattern::compile("gemm\\(").ok());
    }
};

QTEST_APPLESS_MAIN(TestTextPattern)
#include "test_text_pattern.moc"

// Issue 42: the Feasibility table's "Memory levers" and "Why not / notes" cells are the core's
// messages (FeasibilityRow::levers_message, reason_message), shown through the catalogs with the
// reader's numbers; layout codes stay as they are. With no catalog they read as the CLI prints them.
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QtTest>
#include <memory>

#include "core/catalog/catalog.h"
#include "core/feasibility/feasibility.h"
#include "core_sentence_translator.h"
#include "ui/feasibility/feasibility_model.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::FeasibilityModel;

namespace {

// DeepSeek-V3 at 128K on 8 H100s (does not fit: a memory reason) and Qwen3-30B-A3B at 4K on 8.
std::shared_ptr<const FeasibilityResult> translatedFeasibilityRows() {
    auto out = std::make_shared<FeasibilityResult>();
    FeasibilityRequest big;
    big.model = *builtinCatalog().findModel("DeepSeek-V3");
    big.hardware = *builtinCatalog().findHardware("H100-SXM");
    big.seq_length = 131072;
    big.options.precision = Precision::FP8Blockwise;
    big.options.dispatcher = Dispatcher::FlexDeepEP;
    big.gpu_counts = {8};
    FeasibilityRequest small;
    small.model = *builtinCatalog().findModel("Qwen3-30B-A3B");
    small.hardware = *builtinCatalog().findHardware("H100-SXM");
    small.seq_length = 4096;
    small.gpu_counts = {8};
    for (const FeasibilityRequest& req : {big, small}) {
        auto result = analyzeFeasibility(req);
        if (!result.ok()) qFatal("analyzeFeasibility: %s", result.error().toString().c_str());
        out->rows.push_back(result->rows.at(0));
    }
    return out;
}

QString feasibilityCell(const FeasibilityModel& m, int row, int column) {
    return m.index(row, column).data().toString();
}

}  // namespace

class TestFeasibilityTranslated : public QObject {
    Q_OBJECT
    QLocale savedDefault_;

private slots:
    void initTestCase() { uitest::isolateSettings(); }
    void cleanup() { QLocale::setDefault(savedDefault_); }

    void englishIsTheCliText() {
        FeasibilityModel m;
        const auto result = translatedFeasibilityRows();
        m.setResult(result);
        for (int row = 0; row < m.rowCount(); ++row) {
            QCOMPARE(feasibilityCell(m, row, FeasibilityModel::ReasonColumn),
                     QString::fromStdString(result->rows[size_t(row)].reason));
            QCOMPARE(feasibilityCell(m, row, FeasibilityModel::LeversColumn),
                     QString::fromStdString(result->rows[size_t(row)].levers));
        }
    }

    void whyNotAndLeversComeThroughTheCatalog() {
        uitest::CoreSentenceTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        FeasibilityModel m;
        const auto result = translatedFeasibilityRows();
        m.setResult(result);
        const QString whyNot = feasibilityCell(m, 0, FeasibilityModel::ReasonColumn);
        const QString tooltip = m.index(0, FeasibilityModel::ReasonColumn).data(Qt::ToolTipRole).toString();
        const QString levers = feasibilityCell(m, 1, FeasibilityModel::LeversColumn);
        const QString notes = feasibilityCell(m, 1, FeasibilityModel::ReasonColumn);
        QCoreApplication::removeTranslator(&translator);

        QVERIFY(!result->rows[0].feasible);
        QVERIFY2(whyNot.startsWith(QStringLiteral("mémoire : la disposition la plus proche, TP")), qPrintable(whyNot));
        QVERIFY2(!whyNot.contains(QStringLiteral("needs")) && !whyNot.contains(QStringLiteral("usable")),
                 qPrintable(whyNot));
        // The figures in the reader's locale: a decimal comma in French.
        QVERIFY2(whyNot.contains(QRegularExpression(QStringLiteral("demande \\d+,\\d GiB"))), qPrintable(whyNot));
        QCOMPARE(tooltip, whyNot);
        // The closest layout's tier, translated inside the sentence.
        QVERIFY2(whyNot.contains(QStringLiteral(" avec ")), qPrintable(whyNot));

        QVERIFY(result->rows[1].feasible);
        QVERIFY2(!levers.isEmpty() && levers != QString::fromStdString(result->rows[1].levers), qPrintable(levers));
        QVERIFY2(levers.contains(QStringLiteral("recalculation")), qPrintable(levers));
        QVERIFY2(notes.contains(QStringLiteral(", ") + levers + QStringLiteral(" ; GA ")), qPrintable(notes));
        QVERIFY2(notes.startsWith(QStringLiteral("TP")), qPrintable(notes));  // the layout code as it is
    }
};

QTEST_MAIN(TestFeasibilityTranslated)
#include "test_feasibility_translated.moc"

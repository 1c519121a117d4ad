// The glossary: the terms a newcomer meets, with Megatron's argument names, reachable from the
// editor fields they explain.
#include <QSet>
#include <QString>
#include <QtTest>
#include <cmath>

#include "core/help/glossary.h"
#include "core/memory/memory_assumptions.h"
#include "core/perf/estimate_uncertainty.h"
#include "glossary_terms.h"

using namespace moe;

namespace {

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

}  // namespace

class TestGlossary : public QObject {
    Q_OBJECT
private slots:
    void coversTheTermsOfTheStudio() {
        for (const char* id : moe::testing::kRequiredGlossaryTerms) QVERIFY2(findGlossaryEntry(id), id);
        // Megatron's own names where they exist.
        QVERIFY(q(findGlossaryEntry("etp")->explanation).contains(QStringLiteral("--expert-tensor-parallel-size")));
        QVERIFY(q(findGlossaryEntry("vpp")->explanation)
                    .contains(QStringLiteral("--num-virtual-stages-per-pipeline-rank")));
        const QString modules = q(findGlossaryEntry("recompute_modules")->explanation);
        for (const char* m : {"core_attn", "moe_act", "layernorm", "mla_up_proj", "mlp", "moe", "shared_experts"})
            QVERIFY2(modules.contains(QString::fromLatin1(m)), m);
        const QString dispatchers = q(findGlossaryEntry("dispatcher")->explanation);
        for (const char* d : {"alltoall", "allgather", "DeepEP", "HybridEP", "NCCL EP"})
            QVERIFY2(dispatchers.contains(QString::fromLatin1(d)), d);
    }

    void theBandEntryStatesTheShipsCoverage() {
        // Review: Help said the band "holds 80 %" where the Estimate dock said 95 % (a widened basis)
        // or the widest error (outside the calibration). The entry names the three cases with the
        // model's own numbers (core/perf/estimate_uncertainty.h's UncertaintyOptions).
        const UncertaintyOptions options;
        const QString text = q(findGlossaryEntry("uncertainty")->explanation);
        QVERIFY2(text.contains(QStringLiteral("at least %1 comparable runs").arg(options.min_rows)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("holds %1 % of their errors").arg(std::lround(100 * options.coverage))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("holds %1 % of theirs").arg(std::lround(100 * options.widened_coverage))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the widest error")), qPrintable(text));
    }

    void fitsCloselyIsFoundAndStatesTheAllowance() {
        // Review: Help's search for "fits closely", the memory chart's own words, found nothing.
        const GlossaryEntry* e = findGlossaryEntry("fits_closely");
        QVERIFY(e);
        QVERIFY(q(e->term).contains(QStringLiteral("Fits closely")));
        const int percent = static_cast<int>(std::lround(100 * MemoryAssumptions{}.fragmentation_fraction));
        QVERIFY2(q(e->explanation).contains(QStringLiteral("(%1 % by default").arg(percent)),
                 qPrintable(q(e->explanation)));
    }

    void fieldsFindTheirEntry() {
        QCOMPARE(q(glossaryEntryForField("layout.tp")->id), QStringLiteral("tp"));
        QCOMPARE(q(glossaryEntryForField("layout.etp")->id), QStringLiteral("etp"));
        QCOMPARE(q(glossaryEntryForField("dp")->id), QStringLiteral("dp"));
        QCOMPARE(q(glossaryEntryForField("options.recompute.modules")->id), QStringLiteral("recompute_modules"));
        QCOMPARE(q(glossaryEntryForField("layout.micro_batch_size")->id), QStringLiteral("batch"));
        // Whole keys only: "layout.t" is no prefix match of "layout.tp".
        QVERIFY(glossaryEntryForField("layout.t") == nullptr);
        QVERIFY(glossaryEntryForField("") == nullptr);
    }

    void entriesAreUniqueAndClean() {
        QSet<QString> ids;
        QSet<QString> fields;
        for (const GlossaryEntry& e : glossary()) {
            QVERIFY2(!ids.contains(q(e.id)), qPrintable(q(e.id)));
            ids.insert(q(e.id));
            QVERIFY(!e.term.empty() && e.explanation.size() > 80);
            for (const QString& f : q(e.fields).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                QVERIFY2(!fields.contains(f), qPrintable(f));  // one field, one entry
                fields.insert(f);
            }
            for (const char* banned : {"seed", "§", "domain.md", "moe-plan"})
                QVERIFY2(!q(e.explanation).contains(QString::fromUtf8(banned), Qt::CaseInsensitive),
                         qPrintable(q(e.id)));
        }
    }
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "test_glossary.moc"

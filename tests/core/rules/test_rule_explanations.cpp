// Every finding the validator and the memory verdict can emit has a title and an explanation.
// The rule ids are read from the sources of core/rules at test time, so a new rule without an
// explanation fails here.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include "core/catalog/recipe_library.h"
#include "core/rules/memory_fit.h"
#include "core/rules/rule_explanations.h"

using namespace moe;

namespace {

QString readSource(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

struct Scan {
    QSet<QString> ids;
    QStringList unreadable;  // sink calls whose rule id is not a literal the scan knows how to follow
};

// The ids of core/rules: literal first arguments of sink.error/warning/adjusted (the second of
// sink.rejectedOnlyBy), `.rule = "..."`
// assignments, the kRule constants, and the ids a `...RuleId()` helper returns (the one rule whose
// id is chosen at run time).
Scan scanRuleIds() {
    Scan scan;
    const QDir dir(QStringLiteral(MOE_SOURCE_DIR "/core/rules"));
    const QRegularExpression literalCall(QStringLiteral(R"(sink\s*\.\s*(?:error|warning|adjusted)\s*\(\s*"([^"]+)\")"));
    const QRegularExpression anyCall(QStringLiteral(R"(sink\s*\.\s*(?:error|warning|adjusted)\s*\(\s*([^\s"][^,]*),)"));
    // A check only one trainer makes: sink.rejectedOnlyBy(RejectedBy::Bridge, "id", ...).
    const QRegularExpression oneTrainer(QStringLiteral(R"(sink\s*\.\s*rejectedOnlyBy\s*\(\s*RejectedBy::\w+\s*,\s*"([^"]+)\")"));
    const QRegularExpression assigned(QStringLiteral(R"(\.rule\s*=\s*"([^"]+)\")"));
    const QRegularExpression constant(QStringLiteral(R"(kRule\w+\s*=\s*"([^"]+)\")"));
    const QRegularExpression helper(QStringLiteral(R"(std::string\s+\w+RuleId\s*\([^)]*\)\s*\{(.*?)\n\})"),
                                    QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpression returned(QStringLiteral(R"(return\s+"([^"]+)\")"));
    for (const QString& name : dir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files)) {
        if (name.startsWith(QLatin1String("rule_explanations"))) continue;
        const QString text = readSource(dir.filePath(name));
        for (const QRegularExpression* re : {&literalCall, &oneTrainer, &assigned, &constant})
            for (auto it = re->globalMatch(text); it.hasNext();) scan.ids.insert(it.next().captured(1));
        bool hasHelper = false;
        for (auto it = helper.globalMatch(text); it.hasNext();) {
            hasHelper = true;
            const QString body = it.next().captured(1);
            for (auto r = returned.globalMatch(body); r.hasNext();) scan.ids.insert(r.next().captured(1));
        }
        for (auto it = anyCall.globalMatch(text); it.hasNext();) {
            const QString arg = it.next().captured(1).trimmed();
            if (!(hasHelper && arg == QLatin1String("id"))) scan.unreadable << name + QStringLiteral(": ") + arg;
        }
    }
    return scan;
}

}  // namespace

class TestRuleExplanations : public QObject {
    Q_OBJECT
private slots:
    void everyEmittedRuleIsExplained() {
        const Scan scan = scanRuleIds();
        QVERIFY2(scan.unreadable.isEmpty(),
                 qPrintable(QStringLiteral("rule ids the scan cannot read (use a literal or a ...RuleId() helper): ") +
                            scan.unreadable.join(QStringLiteral("; "))));
        // The scan must see the known families, else it would pass on nothing.
        QVERIFY2(scan.ids.size() >= 80, qPrintable(QString::number(scan.ids.size())));
        for (const char* known : {"topology.ep_outside_domain", "pipeline.even", "pipeline.one_mode",
                                  "memory.does_not_fit", "memory.fit_uncertain", "validator.internal"})
            QVERIFY2(scan.ids.contains(QString::fromLatin1(known)), known);
        QStringList missing;
        for (const QString& id : scan.ids)
            if (!findRuleExplanation(id.toStdString())) missing << id;
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no explanation for: ") + missing.join(QLatin1Char(' '))));
    }

    void noExplanationForARuleThatDoesNotExist() {
        const Scan scan = scanRuleIds();
        for (const RuleExplanation& e : ruleExplanations())
            QVERIFY2(scan.ids.contains(QString::fromUtf8(e.rule.data(), qsizetype(e.rule.size()))),
                     std::string(e.rule).c_str());
    }

    void idsAreUniqueAndTextIsWellFormed() {
        QSet<QString> seen;
        for (const RuleExplanation& e : ruleExplanations()) {
            const QString id = QString::fromUtf8(e.rule.data(), qsizetype(e.rule.size()));
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
            const QString title = QString::fromUtf8(e.title.data(), qsizetype(e.title.size()));
            const QString text = QString::fromUtf8(e.explanation.data(), qsizetype(e.explanation.size()));
            QVERIFY2(!title.isEmpty() && title.size() <= 70, qPrintable(id));
            QVERIFY2(!title.endsWith(QLatin1Char('.')) && title.at(0).isUpper(), qPrintable(id));
            QVERIFY2(text.size() >= 60 && text.endsWith(QLatin1Char('.')), qPrintable(id));
            // The user reads words, not the id, and no pointer to a document of ours or to a CLI.
            QVERIFY2(!title.contains(id), qPrintable(id));
            for (const char* banned : {"seed", "§", "domain.md", "moe-plan"}) {
                QVERIFY2(!title.contains(QString::fromUtf8(banned), Qt::CaseInsensitive), qPrintable(id));
                QVERIFY2(!text.contains(QString::fromUtf8(banned), Qt::CaseInsensitive), qPrintable(id));
            }
        }
    }

    void findingsOfTheBuiltInRecipesAreExplained() {
        // What the studio actually shows for the shipped recipes, memory verdict included.
        auto library = recipeLibrary();
        QVERIFY(library.ok());
        int findings = 0;
        for (const RecipeLibraryEntry& entry : *library) {
            auto recipe = loadLibraryRecipe(entry.id);
            QVERIFY(recipe.ok());
            for (const Diagnostic& d : validateWithMemoryFit(*recipe)) {
                ++findings;
                QVERIFY2(findRuleExplanation(d.rule), d.rule.c_str());
            }
        }
        QVERIFY(findings > 0);
    }

    void unknownRuleHasNoEntry() { QVERIFY(findRuleExplanation("no.such_rule") == nullptr); }
};

QTEST_GUILESS_MAIN(TestRuleExplanations)
#include "test_rule_explanations.moc"

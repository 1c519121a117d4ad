// Issue 42 §2: what the core says to a person arrives as a message id with arguments
// (core/common/message.h), and the studio shows it in the reader's language: the id through the
// catalogs (the "rules" context lupdate collects from MOE_TR), numbers in the reader's locale,
// flags and keys untouched. English (no catalog) reads exactly as the CLI prints it.
#include <QLocale>
#include <QRegularExpression>
#include <QtTest>

#include "core/help/glossary.h"
#include "core/recipe/recipe_fields.h"
#include "core/rules/rule_explanations.h"
#include "core/rules/validator.h"
#include "tests/support/builtin_recipe.h"
#include "ui/common/core_message_text.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

// Recipes that break every rule of rules_world.cpp that can be broken on its own.
std::vector<Recipe> brokenRecipes() {
    const Recipe base = moe::testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
    std::vector<Recipe> out;
    auto with = [&](auto change) {
        Recipe r = base;
        change(r);
        out.push_back(r);
    };
    with([](Recipe& r) { r.layout.world_size = 100; });                    // the expert mesh
    with([](Recipe& r) { r.layout.world_size = 100; r.layout.tp = 8; r.layout.sequence_parallel = true; });  // both meshes
    with([](Recipe& r) { r.layout.global_batch_size = 1000; });            // GBS % MBS·DP
    with([](Recipe& r) { r.layout.tp = 1; r.layout.sequence_parallel = true; });  // SP at TP 1
    with([](Recipe& r) { r.layout.tp = 2; r.layout.sequence_parallel = false; });  // EP with TP, no SP
    with([](Recipe& r) { r.layout.tp = 0; });                              // a size below 1
    with([](Recipe& r) { r.options.optimizer.distributed_instances = 3; });
    with([](Recipe& r) { r.layout.cp = 2; r.layout.hierarchical_cp_sizes = {8, 2}; });
    with([](Recipe& r) { r.layout.cp = 2; r.layout.cp_comm_type = CpCommType::A2AP2P; });
    return out;
}

// Every finding of those recipes that comes as an id.
std::vector<Diagnostic> translatableFindings() {
    std::vector<Diagnostic> out;
    for (const Recipe& r : brokenRecipes())
        for (Diagnostic& d : validateRecipe(r))
            if (!d.message_text.empty()) out.push_back(std::move(d));
    return out;
}

}  // namespace

class TestCoreMessageText : public QObject {
    Q_OBJECT
    QLocale savedDefault_;

private slots:
    void initTestCase() { uitest::isolateSettings(); }
    void cleanup() { QLocale::setDefault(savedDefault_); }

    void theRulesOfTheWorldComeAsIds() {
        const auto findings = translatableFindings();
        QStringList rules;
        for (const Diagnostic& d : findings) rules << QString::fromStdString(d.rule);
        for (const char* rule : {"mesh.attention_divisible", "mesh.expert_divisible", "batch.gbs_divisible",
                                 "parallel.sp_at_tp1", "parallel.ep_tp_without_sp", "layout.size_positive",
                                 "optimizer.instances_divisible", "cp.hierarchical_product", "cp.hierarchical_missing"})
            QVERIFY2(rules.contains(QString::fromLatin1(rule)), rule);
        // The English the CLI prints is the id with its arguments.
        for (const Diagnostic& d : findings) {
            QCOMPARE(d.message, d.message_text.english());
            if (!d.suggestion_text.empty()) QCOMPARE(d.suggestion, d.suggestion_text.english());
        }
    }

    void englishIsWhatTheCliPrints() {
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("en"))), QString());
        for (const Diagnostic& d : translatableFindings()) {
            QCOMPARE(findingMessage(d), QString::fromStdString(d.message));
            QCOMPARE(findingSuggestion(d), QString::fromStdString(d.suggestion));
        }
    }

    void everyIdHasItsTranslationInEachCatalog() {
        // A context or id that lupdate did not collect would fall back to English silently.
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) {
            UiLanguage language;
            QCOMPARE(language.install(UiLanguage::localeFor(QString::fromLatin1(code))), QString::fromLatin1(code));
            for (const Diagnostic& d : translatableFindings()) {
                for (const Message* m : {&d.message_text, &d.suggestion_text}) {
                    if (m->empty()) continue;
                    const QString translated = QCoreApplication::translate(m->context.c_str(), m->id.c_str());
                    QVERIFY2(translated != QString::fromStdString(m->id),
                             qPrintable(QStringLiteral("%1: no %2 translation of '%3'")
                                            .arg(QString::fromStdString(d.rule), QString::fromLatin1(code),
                                                 QString::fromStdString(m->id))));
                }
            }
        }
    }

    void ruleExplanationsAndTheGlossaryAreTranslated() {
        // Help's "Findings explained" and Glossary, and every finding's title in the list, come from
        // the core's tables (MOE_TR contexts rule_titles, rule_explanations, glossary_terms, glossary).
        for (const char* code : {"zh_CN", "pt_BR", "fr_FR"}) {
            UiLanguage language;
            QCOMPARE(language.install(UiLanguage::localeFor(QString::fromLatin1(code))), QString::fromLatin1(code));
            auto check = [&](const char* context, std::string_view text) {
                QVERIFY2(
                    coreText(context, text) != QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())),
                    qPrintable(QStringLiteral("%1: no %2 translation of '%3'")
                                   .arg(QString::fromLatin1(context), QString::fromLatin1(code),
                                        QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).left(80))));
            };
            for (const RuleExplanation& e : ruleExplanations()) {
                check("rule_titles", e.title);
                check("rule_explanations", e.explanation);
            }
            // Field labels (the editor's tooltips, fixes, undo entries) other than bare flags and
            // value lists, which read the same in every language.
            for (const FieldDescriptor& f : recipeFields())
                if (!f.help.empty() && !f.help.starts_with("--") && f.help.find('|') == std::string::npos &&
                    f.help.find("beta_") == std::string::npos && f.help.find("mscale") == std::string::npos)
                    check("recipe_fields", f.help);
            for (const GlossaryEntry& e : glossary()) {
                check("glossary_terms", e.term);
                check("glossary", e.explanation);
                // Paragraph breaks survive the translation (Help splits on them).
                const auto paragraphs = [](const QString& t) { return t.count(QStringLiteral("\n\n")); };
                QCOMPARE(
                    paragraphs(coreText("glossary", e.explanation)),
                    paragraphs(QString::fromUtf8(e.explanation.data(), static_cast<qsizetype>(e.explanation.size()))));
            }
        }
    }

    void chineseFindingsCarryNoEnglishWords() {
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        // Latin-script words allowed beside Chinese: the parallel sizes' abbreviations, flags and
        // keys the message names as code, and lcm.
        const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z_.+-]*"));
        const QStringList allowed{QStringLiteral("TP"),   QStringLiteral("CP"),      QStringLiteral("PP"),
                                  QStringLiteral("VPP"),  QStringLiteral("EP"),      QStringLiteral("ETP"),
                                  QStringLiteral("DP"),   QStringLiteral("EDP"),     QStringLiteral("MBS"),
                                  QStringLiteral("GBS"),  QStringLiteral("lcm"),     QStringLiteral("NVLink"),
                                  QStringLiteral("Megatron-Core"), QStringLiteral("Megatron-LM"), QStringLiteral("Bridge"),
                                  QStringLiteral("rank"), QStringLiteral("GPU")};
        for (const Diagnostic& d : translatableFindings()) {
            QStringList codes;
            for (const Message* m : {&d.message_text, &d.suggestion_text})
                for (const MessageArg& a : m->args)
                    if (a.kind == MessageArg::Kind::Code) codes << QString::fromStdString(a.text);
            for (const QString& text : {findingMessage(d), findingSuggestion(d)}) {
                QString rest = text;
                for (const QString& c : codes) rest.remove(c);
                auto it = word.globalMatch(rest);
                while (it.hasNext()) {
                    const QString w = it.next().captured();
                    QVERIFY2(allowed.contains(w), qPrintable(QStringLiteral("%1: English word '%2' in '%3'")
                                                                 .arg(QString::fromStdString(d.rule), w, text)));
                }
            }
        }
    }

    void numbersFollowTheReadersLocale() {
        // Ids outside the catalogs fall back to English text; the arguments still follow the locale.
        const Message m = message("rules", "stage %1 needs %2 GiB of %3 (%4)", integerArg(3), realArg(94.33, 1),
                                  textArg("H100-SXM"), codeArg("layout.ep"));
        QCOMPARE(m.english(), std::string("stage 3 needs 94.3 GiB of H100-SXM (layout.ep)"));
        UiLanguage language;
        language.install(UiLanguage::localeFor(QStringLiteral("fr_FR")));
        QCOMPARE(coreMessageText(m), QStringLiteral("stage 3 needs 94,3 GiB of H100-SXM (layout.ep)"));
        language.install(UiLanguage::localeFor(QStringLiteral("pt_BR")));
        QCOMPARE(coreMessageText(m), QStringLiteral("stage 3 needs 94,3 GiB of H100-SXM (layout.ep)"));
        // A value holding a placeholder is not substituted again; a missing argument stays as written.
        const Message nested = message("rules", "%1 and %2 and %3", textArg("%2"), integerArg(7));
        QCOMPARE(nested.english(), std::string("%2 and 7 and %3"));
        QCOMPARE(coreMessageText(nested), QStringLiteral("%2 and 7 and %3"));
    }
};

QTEST_MAIN(TestCoreMessageText)
#include "test_core_message_text.moc"

// The Help window by keyboard: typing filters the topics, Enter opens the first match, Escape
// clears the search and then closes, Tab moves through search, list, text and Close; links
// between topics work; and no text cites internal documents or sends the user to a CLI.
#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

#include "core/help/glossary.h"
#include "core/perf/calibration.h"
#include "core/rules/rule_explanations.h"
#include "glossary_terms.h"
#include "ui/help/help_topics.h"
#include "ui/help/help_window.h"
#include "ui_test_support.h"

using moe::ui::HelpTopic;
using moe::ui::HelpWindow;

class TestHelpWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { moe::uitest::isolateSettings(); }

    void holdsGettingStartedGlossaryAndEveryFinding() {
        const auto& topics = moe::ui::helpTopics();
        QCOMPARE(topics.front().id, moe::ui::gettingStartedTopicId());
        for (const char* id : moe::testing::kRequiredGlossaryTerms)
            QVERIFY2(moe::ui::findHelpTopic(moe::ui::glossaryTopicId(QString::fromLatin1(id))), id);
        for (const moe::RuleExplanation& e : moe::ruleExplanations())
            QVERIFY(moe::ui::findHelpTopic(
                moe::ui::ruleTopicId(QString::fromUtf8(e.rule.data(), qsizetype(e.rule.size())))));
        HelpWindow help;
        QCOMPARE(help.visibleTopics().size(), topics.size());
        QCOMPARE(help.currentTopic(), moe::ui::gettingStartedTopicId());
    }

    void theCalibrationTopicListsEveryConstant() {
        // Review 24: Calibrate from Runs lists constants by key (eta_grouped_gemm, ...) that Help did
        // not know. The calibration topic lists each with what it means.
        const HelpTopic* topic = moe::ui::findHelpTopic(moe::ui::glossaryTopicId(QStringLiteral("calibration")));
        QVERIFY(topic);
        for (const moe::CalibrationConstant& c : moe::calibrationConstants()) {
            QVERIFY2(topic->html.contains(QStringLiteral("<code>%1</code>").arg(QString::fromLatin1(c.key))), c.key);
            QVERIFY2(topic->html.contains(QString::fromUtf8(c.what).toHtmlEscaped()), c.key);
        }
        QVERIFY(moe::ui::topicMatches(*topic, QStringLiteral("eta_grouped_gemm")));
    }

    void aListInATopicIsAList() {
        // Review: the band topic's three cases ("- with at least 10 …") read as one run-on line.
        const HelpTopic* topic = moe::ui::findHelpTopic(moe::ui::glossaryTopicId(QStringLiteral("uncertainty")));
        QVERIFY(topic);
        QCOMPARE(topic->html.count(QStringLiteral("<li>")), 3);
        QVERIFY2(topic->html.contains(QStringLiteral("<ul><li>with at least 10 comparable runs")),
                 qPrintable(topic->html));
        QVERIFY2(topic->html.contains(QStringLiteral("</ul><p>The Estimate dock says which")), qPrintable(topic->html));
    }

    void keyboardShortcutsHaveATopic() {
        // Review 17: searching Help for "shortcut" or "keyboard" found nothing; the keys no menu
        // shows were only in Getting Started's prose.
        const HelpTopic* topic = moe::ui::findHelpTopic(QStringLiteral("keys"));
        QVERIFY(topic);
        for (const char* query : {"shortcut", "keyboard", "keys"})
            QVERIFY2(moe::ui::topicMatches(*topic, QString::fromLatin1(query)), query);
        // It names the grid's keys as FoldedGridView handles them, and where the menu list is.
        for (const char* key : {"<b>+</b>", "<b>0</b>", "<b>Escape</b>", "Ctrl+1", "F1", "Help ▸ Keyboard Shortcuts"})
            QVERIFY2(topic->html.contains(QString::fromUtf8(key)), key);
    }

    void aDispatcherListIsAList() {
        // Review in Chinese: the dispatcher topic ran its five dispatchers together as one paragraph.
        const HelpTopic* topic = moe::ui::findHelpTopic(moe::ui::glossaryTopicId(QStringLiteral("dispatcher")));
        QVERIFY(topic);
        QCOMPARE(topic->html.count(QStringLiteral("<li>")), 5);
        const HelpTopic* graphs = moe::ui::findHelpTopic(moe::ui::glossaryTopicId(QStringLiteral("cuda_graph_impl")));
        QVERIFY(graphs);
        QCOMPARE(graphs->html.count(QStringLiteral("<li>")), 4);
    }

    void wordsOnScreenFindTheirTopic() {
        // Review entry 4: Help found nothing for "extrapolated" (beside every step time outside the
        // calibration) or for "notes" (the stale-notes banner).
        const auto finds = [](const QString& query, const QString& id) {
            const HelpTopic* topic = moe::ui::findHelpTopic(moe::ui::glossaryTopicId(id));
            return topic && moe::ui::topicMatches(*topic, query);
        };
        QVERIFY(finds(QStringLiteral("extrapolated"), QStringLiteral("extrapolated")));
        // Review 19: "seq_aux_loss" and "aux loss" (router fields in every export) and the Runs
        // verdict "Files of two jobs" found nothing.
        QVERIFY(finds(QStringLiteral("seq_aux_loss"), QStringLiteral("router")));
        QVERIFY(finds(QStringLiteral("aux loss"), QStringLiteral("router")));
        QVERIFY(finds(QStringLiteral("files of two jobs"), QStringLiteral("two_jobs")));
        QVERIFY(finds(QStringLiteral("notes"), QStringLiteral("stale_notes")));
        QVERIFY(finds(QStringLiteral("stale"), QStringLiteral("stale_notes")));
        // Review entry 5: the evidence report, the predicted timeline and the A/B's "Not
        // attributable" had no topic; MTP had no glossary entry (GPT-OSS and Kimi-K2 reviews).
        QVERIFY(finds(QStringLiteral("evidence report"), QStringLiteral("evidence_report")));
        QVERIFY(finds(QStringLiteral("evidence pack"), QStringLiteral("evidence_report")));
        QVERIFY(finds(QStringLiteral("predicted timeline"), QStringLiteral("predicted_timeline")));
        QVERIFY(finds(QStringLiteral("not attributable"), QStringLiteral("ab_attribution")));
        QVERIFY(finds(QStringLiteral("MTP"), QStringLiteral("mtp")));
        QVERIFY(finds(QStringLiteral("multi-token"), QStringLiteral("mtp")));
        // Synonyms a reader of another guide types: "recomputation", "bottleneck".
        QVERIFY(finds(QStringLiteral("recomputation"), QStringLiteral("recompute_modules")));
        QVERIFY(finds(QStringLiteral("bottleneck"), QStringLiteral("wall")));
        QVERIFY(!finds(QStringLiteral("bottleneck"), QStringLiteral("mtp")));  // keywords are per entry
    }

    void aButtonFindsItsTopicWithF1() {
        // The Runs dock's Open Report and the Estimate's Show predicted timeline name their topics.
        const auto entryOf = [](const char* field) {
            const moe::GlossaryEntry* e = moe::glossaryEntryForField(field);
            return e ? QString::fromUtf8(e->id.data(), static_cast<qsizetype>(e->id.size())) : QString();
        };
        QCOMPARE(entryOf("runs.report"), QStringLiteral("evidence_report"));
        QCOMPARE(entryOf("estimate.predictedTimeline"), QStringLiteral("predicted_timeline"));
    }

    void chineseWordsMatchInsideARun() {
        // Review in Chinese: 挤压 and 气泡 found nothing inside "DP 被挤压…" or "流水线气泡": Chinese
        // has no spaces, so a word in Han script matches anywhere; a Latin word still only at the
        // start of a word ("ep" does not find "step").
        HelpTopic topic;
        topic.searchText = QStringLiteral("数据并行被挤压到 1 流水线气泡较大 step");
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("挤压")));
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("气泡")));
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("并行 气泡")));
        QVERIFY(!moe::ui::topicMatches(topic, QStringLiteral("压缩")));
        QVERIFY(!moe::ui::topicMatches(topic, QStringLiteral("ep")));
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("step")));
    }

    void accentsDoNotMatter() {
        // Review in Portuguese: "hierarquico" found nothing, the topic says "hierárquico"; a keyboard
        // without the accent must still find it, and the accented query finds the plain word too.
        HelpTopic topic;
        topic.searchText =
            moe::ui::foldedForSearch(QStringLiteral("Paralelismo de contexto hierárquico (a2a+p2p) Élevé"));
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("hierarquico")));
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("Hierárquico")));
        QVERIFY(moe::ui::topicMatches(topic, QStringLiteral("eleve")));
        QVERIFY(!moe::ui::topicMatches(topic, QStringLiteral("hierarquia")));
        QCOMPARE(moe::ui::foldedForSearch(QStringLiteral("数据并行")), QStringLiteral("数据并行"));  // no marks in Han
    }

    void typingFiltersToMatchingEntries() {
        HelpWindow help;
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        const int all = static_cast<int>(help.visibleTopics().size());
        help.searchField()->setFocus();
        QTest::keyClicks(help.searchField(), QStringLiteral("nvlink"));
        const QStringList nvlink = help.visibleTopics();
        QVERIFY(nvlink.size() < all);
        QVERIFY(nvlink.contains(QStringLiteral("glossary/nvlink_domain")));
        QVERIFY(nvlink.contains(QStringLiteral("rule/topology.ep_outside_domain")));
        QVERIFY(!nvlink.contains(QStringLiteral("rule/batch.gbs_divisible")));
        for (const QString& id : nvlink)
            QVERIFY2(moe::ui::findHelpTopic(id)->searchText.contains(QStringLiteral("nvlink")), qPrintable(id));
        // A second word narrows further; the text follows the list.
        QTest::keyClicks(help.searchField(), QStringLiteral(" expert"));
        const QStringList narrowed = help.visibleTopics();
        QVERIFY(narrowed.size() < nvlink.size());
        QVERIFY(narrowed.contains(QStringLiteral("rule/topology.ep_outside_domain")));
        QVERIFY(narrowed.contains(help.currentTopic()));
        // Word starts only: "ep" finds expert parallelism, not every "step".
        help.searchField()->clear();
        QTest::keyClicks(help.searchField(), QStringLiteral("ep"));
        QVERIFY(help.visibleTopics().contains(QStringLiteral("glossary/ep")));
        QVERIFY(!help.visibleTopics().contains(QStringLiteral("rule/pipeline.bubble")));
        // Nothing matches: an empty list and a word saying so.
        help.searchField()->clear();
        QTest::keyClicks(help.searchField(), QStringLiteral("zzzqqq"));
        QVERIFY(help.visibleTopics().isEmpty());
        QVERIFY(help.findChild<QLabel*>(QStringLiteral("helpMatches"))->text().contains(QStringLiteral("Nothing")));
        // ... and no page the search did not find left on show.
        const QString page = help.findChild<QTextBrowser*>(QStringLiteral("helpText"))->toPlainText();
        QVERIFY2(page.startsWith(QStringLiteral("No topic matches")), qPrintable(page.left(200)));
        help.searchField()->clear();
        QCOMPARE(help.visibleTopics().size(), all);
    }

    void enterEscapeAndTab() {
        QWidget owner;
        HelpWindow* help = new HelpWindow(&owner);
        help->show();
        QVERIFY(QTest::qWaitForWindowExposed(help));
        help->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(help));
        help->searchField()->setFocus();
        QTest::keyClicks(help->searchField(), QStringLiteral("bubble"));
        QTest::keyClick(help->searchField(), Qt::Key_Return);
        QVERIFY(help->isVisible());  // Enter is not the Close button
        QVERIFY(help->visibleTopics().contains(help->currentTopic()));
        QVERIFY(help->topicList()->hasFocus());
        QVERIFY(help->textView()->toPlainText().contains(QStringLiteral("bubble"), Qt::CaseInsensitive));

        // Tab order: search, list, text, Close, and round again.
        help->searchField()->setFocus();
        QTest::keyClick(help->searchField(), Qt::Key_Tab);
        QVERIFY(help->topicList()->hasFocus());
        QTest::keyClick(help->topicList(), Qt::Key_Tab);
        QVERIFY(help->textView()->hasFocus());
        QTest::keyClick(help->textView(), Qt::Key_Tab);
        auto* close = help->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Close);
        QVERIFY(close->hasFocus());

        // Ctrl+F from anywhere in the window goes to the search field (review 39: it typed into the
        // topic list's type-ahead).
        help->textView()->setFocus();
        QTest::keyClick(help->textView(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(help->searchField()->hasFocus());

        // Escape first clears the search, then closes.
        help->searchField()->setFocus();
        QTest::keyClick(help->searchField(), Qt::Key_Escape);
        QVERIFY(help->isVisible());
        QVERIFY(help->searchField()->text().isEmpty());
        QTest::keyClick(help->searchField(), Qt::Key_Escape);
        QVERIFY(!help->isVisible());

        // Review 18: after Enter the list has the focus; Escape there clears the search too (back
        // in the search field), and only the next Escape closes.
        help->show();
        help->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(help));
        help->searchField()->setFocus();
        QTest::keyClicks(help->searchField(), QStringLiteral("bubble"));
        QTest::keyClick(help->searchField(), Qt::Key_Return);
        QVERIFY(help->topicList()->hasFocus());
        // Review 19: typing on after Enter reached nothing; it goes on in the search.
        QTest::keyClicks(help->topicList(), QStringLiteral(" pp"));
        QCOMPARE(help->searchField()->text(), QStringLiteral("bubble pp"));
        QVERIFY(help->searchField()->hasFocus());
        QTest::keyClick(help->searchField(), Qt::Key_Return);
        // A review typed a second term after Enter and got the two run together: a new word starts
        // a new search (a leading space, as above, goes on with the shown one).
        QVERIFY(help->topicList()->hasFocus());
        QTest::keyClicks(help->topicList(), QStringLiteral("offload"));
        QCOMPARE(help->searchField()->text(), QStringLiteral("offload"));
        QTest::keyClick(help->searchField(), Qt::Key_Return);
        QVERIFY(help->topicList()->hasFocus());
        QTest::keyClick(help->topicList(), Qt::Key_Escape);
        QVERIFY(help->isVisible());
        QVERIFY(help->searchField()->text().isEmpty());
        QVERIFY(help->searchField()->hasFocus());
        QTest::keyClick(help->searchField(), Qt::Key_Escape);
        QVERIFY(!help->isVisible());
    }

    void enterOpensTheTopicTheSearchNames() {
        // Review 8: "sequence parallelism" + Enter opened TP's page (listed first, and it mentions
        // sequence parallelism) instead of "SP — sequence parallelism".
        QWidget owner;
        HelpWindow* help = new HelpWindow(&owner);
        help->show();
        QVERIFY(QTest::qWaitForWindowExposed(help));
        help->searchField()->setFocus();
        QTest::keyClicks(help->searchField(), QStringLiteral("sequence parallelism"));
        QVERIFY(help->visibleTopics().size() > 1);
        QVERIFY(help->visibleTopics().front() != QStringLiteral("glossary/sp"));  // not merely the first listed
        QTest::keyClick(help->searchField(), Qt::Key_Return);
        QCOMPARE(help->currentTopic(), QStringLiteral("glossary/sp"));
    }

    void arrowKeysStepOverSectionHeadings() {
        HelpWindow help;
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        const QStringList all = help.visibleTopics();
        int firstRule = 0;
        while (firstRule < all.size() && !all.at(firstRule).startsWith(QLatin1String("rule/"))) ++firstRule;
        QVERIFY(firstRule > 1);
        help.showTopic(all.at(firstRule - 1));  // the last glossary entry
        help.topicList()->setFocus();
        QTest::keyClick(help.topicList(), Qt::Key_Down);
        QCOMPARE(help.currentTopic(), all.at(firstRule));
        QTest::keyClick(help.topicList(), Qt::Key_Up);
        QCOMPARE(help.currentTopic(), all.at(firstRule - 1));
        help.showTopic(moe::ui::glossaryTopicId(QStringLiteral("tp")));
        help.topicList()->setFocus();
        QTest::keyClick(help.topicList(), Qt::Key_Up);
        QCOMPARE(help.currentTopic(), QStringLiteral("keys"));  // Getting Started's second page
        QTest::keyClick(help.topicList(), Qt::Key_Up);
        QCOMPARE(help.currentTopic(), moe::ui::gettingStartedTopicId());
    }

    void showTopicClearsASearchThatHidesItAndLinksOpenTopics() {
        HelpWindow help;
        help.searchField()->setText(QStringLiteral("bubble"));
        QVERIFY(help.showTopic(moe::ui::glossaryTopicId(QStringLiteral("etp"))));
        QVERIFY(help.searchField()->text().isEmpty());
        QCOMPARE(help.currentTopic(), QStringLiteral("glossary/etp"));
        QVERIFY(!help.showTopic(QStringLiteral("glossary/no_such_entry")));
        QCOMPARE(help.currentTopic(), moe::ui::gettingStartedTopicId());
        // Getting Started links to glossary entries.
        QVERIFY(help.textView()->toHtml().contains(QStringLiteral("topic:glossary/folding")));
        emit help.textView()->anchorClicked(QUrl(QStringLiteral("topic:glossary/folding")));
        QCOMPARE(help.currentTopic(), QStringLiteral("glossary/folding"));
    }

    void noTextCitesInternalDocumentsOrTheCli() {
        for (const HelpTopic& t : moe::ui::helpTopics()) {
            const QString all = t.title + QLatin1Char(' ') + t.html;
            for (const char* banned : {"seed", "§", "domain.md", "moe-plan", "moe_plan", "docs/"})
                QVERIFY2(!all.contains(QString::fromUtf8(banned), Qt::CaseInsensitive),
                         qPrintable(t.id + QStringLiteral(": ") + QString::fromUtf8(banned)));
            QVERIFY2(!t.title.isEmpty() && t.html.size() > 60, qPrintable(t.id));
        }
        // And what the window shows is that text.
        HelpWindow help;
        for (const HelpTopic& t : moe::ui::helpTopics()) {
            help.showTopic(t.id);
            const QString shown = help.textView()->toPlainText();
            QVERIFY2(!shown.contains(QStringLiteral("seed"), Qt::CaseInsensitive) &&
                         !shown.contains(QStringLiteral("moe-plan")),
                     qPrintable(t.id));
            // A finding's page explains it in words; its rule id is for searching, not shown.
            if (t.id.startsWith(QStringLiteral("rule/")))
                QVERIFY2(!shown.contains(t.id.mid(5)) && !shown.contains(QStringLiteral("Rule id")), qPrintable(t.id));
        }
    }
};

QTEST_MAIN(TestHelpWindow)
#include "test_help_window.moc"

// Issue 42: the pseudo-locale's transform (ui/window/pseudo_translator.h). Every text comes back
// accented and at least 40 % longer, with what the code relies on intact: placeholders, tags and
// entities, mnemonics, shortcuts after a tab, file globs; flags and keys are left alone; and
// MOE_STUDIO_LANGUAGE=pseudo installs it for the whole application.
#include <QRegularExpression>
#include <QtTest>

#include "ui/window/pseudo_translator.h"
#include "ui/window/ui_language.h"
#include "ui_test_support.h"

using moe::ui::PseudoTranslator;
using moe::ui::UiLanguage;

namespace {

// The tokens that must survive, in order: placeholders, tags, entities, mnemonics with their letter.
QStringList pseudoKeptTokens(const QString& text) {
    static const QRegularExpression token(
        QStringLiteral(R"(%L?[1-9n]|<[^>]+>|&[#A-Za-z0-9]+;|&&|&\S|\t.*$|\*\.[A-Za-z]+)"));
    QStringList tokens;
    for (auto it = token.globalMatch(text); it.hasNext();) tokens << it.next().captured();
    return tokens;
}

}  // namespace

class TestPseudoTranslator : public QObject {
    Q_OBJECT
private slots:
    void init() { qunsetenv("MOE_STUDIO_LANGUAGE"); }
    void cleanup() { qunsetenv("MOE_STUDIO_LANGUAGE"); }

    void accentsAndLengthens_data() {
        QTest::addColumn<QString>("source");
        const QStringList samples = {
            QStringLiteral("OK"),
            QStringLiteral("Test window"),
            QStringLiteral("&File"),
            QStringLiteral("Pr&eferences…"),
            QStringLiteral("Save &As…\tCtrl+Shift+S"),
            QStringLiteral("%1 of %2 GPUs"),
            QStringLiteral("%n pinned recipe(s)"),
            QStringLiteral("Memory %L1 GiB per GPU"),
            QStringLiteral("<b>MoE Layout Studio %1</b><p>Plan training layouts.</p><p>Built with Qt %2.</p>"),
            QStringLiteral("Tom &amp; Jerry&nbsp;&#8212; R&&D"),
            QStringLiteral("Recipes (*.yaml *.yml);;All files (*)"),
            QStringLiteral("A new language applies at the next start of the studio.\nFiles are the same."),
        };
        for (const QString& s : samples) QTest::newRow(qPrintable(s)) << s;
    }

    void accentsAndLengthens() {
        QFETCH(QString, source);
        const QString pseudo = PseudoTranslator::pseudoText(source);
        QVERIFY2(pseudo != source, qPrintable(pseudo));
        // At least 40 % longer to read.
        const int before = PseudoTranslator::visibleLength(source);
        const int after = PseudoTranslator::visibleLength(pseudo);
        QVERIFY2(after * 10 >= before * 14,
                 qPrintable(QStringLiteral("%1 -> %2: %3 -> %4").arg(source, pseudo).arg(before).arg(after)));
        // Placeholders, tags, entities, mnemonics and the shortcut, all there and in order.
        QCOMPARE(pseudoKeptTokens(pseudo), pseudoKeptTokens(source));
        // Accented: no plain ASCII letter is left outside what is kept.
        QString rest = pseudo;
        rest.remove(
            QRegularExpression(QStringLiteral(R"(%L?[1-9n]|<[^>]+>|&[#A-Za-z0-9]+;|&\S|\t.*$|\*\.?[A-Za-z]*)")));
        QVERIFY2(!rest.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))), qPrintable(pseudo));
        // Bracketed, so a cut end shows.
        QVERIFY2(pseudo.contains(QLatin1Char('[')) && pseudo.contains(QLatin1Char(']')), qPrintable(pseudo));
    }

    void richTextStaysRichText() {
        const QString about = QStringLiteral("<b>Studio %1</b><p>Plan.</p>");
        const QString pseudo = PseudoTranslator::pseudoText(about);
        QVERIFY2(pseudo.startsWith(QLatin1String("<b>[")), qPrintable(pseudo));
        QVERIFY2(pseudo.endsWith(QLatin1String("]</p>")), qPrintable(pseudo));
        QVERIFY(Qt::mightBeRichText(pseudo));
        // The placeholders still take their arguments.
        QVERIFY(!pseudo.arg(QStringLiteral("1.0")).contains(QLatin1String("%1")));
    }

    void mnemonicsAndShortcutsStay() {
        QVERIFY(PseudoTranslator::pseudoText(QStringLiteral("&File")).contains(QLatin1String("&F")));
        const QString save = PseudoTranslator::pseudoText(QStringLiteral("&Save\tCtrl+S"));
        QVERIFY2(save.endsWith(QLatin1String("]\tCtrl+S")), qPrintable(save));
        QVERIFY(save.startsWith(QLatin1String("[&S")));
    }

    void flagsAndKeysAreLeftAlone() {
        for (const char* s : {"--recipe", "--size WxH", "layout.seq_length", "QT_LAYOUT_DIRECTION", ""})
            QCOMPARE(PseudoTranslator::pseudoText(QString::fromUtf8(s)), QString::fromUtf8(s));
        PseudoTranslator t;
        QVERIFY(t.translate("QShortcut", "Ctrl").isEmpty());  // key names stay keys
        QVERIFY(t.translate("QGuiApplication", "QT_LAYOUT_DIRECTION").isEmpty());
        QVERIFY(!t.translate("moe::ui::MainWindow", "&File").isEmpty());
        QVERIFY(!t.isEmpty());
    }

    void theEnvironmentInstallsIt() {
        moe::uitest::isolateSettings();
        const QLocale savedDefault;
        qputenv("MOE_STUDIO_LANGUAGE", "pseudo");
        QVERIFY(UiLanguage::pseudoRequested());
        // Not a language the user picks: Preferences' choices do not have it.
        QVERIFY(!UiLanguage::choices().contains(QStringLiteral("pseudo")));
        {
            UiLanguage language;
            QCOMPARE(language.installEffective(), QStringLiteral("pseudo"));
            QCOMPARE(QLocale().language(), QLocale::English);
            const QString file = QCoreApplication::translate("moe::ui::MainWindow", "&File");
            QVERIFY2(file.startsWith(QLatin1String("[&F")), qPrintable(file));
            // %n is filled after the translation, as with a real catalog.
            const QString pins = QCoreApplication::translate("main", "%n pinned recipe(s)", nullptr, 3);
            QVERIFY2(pins.startsWith(QLatin1String("[3 ")), qPrintable(pins));
        }
        QCOMPARE(QCoreApplication::translate("moe::ui::MainWindow", "&File"), QStringLiteral("&File"));
        QLocale::setDefault(savedDefault);
    }
};

QTEST_MAIN(TestPseudoTranslator)
#include "test_pseudo_translator.moc"

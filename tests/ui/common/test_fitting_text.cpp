// fittingText: the longest form that fits wins; none fitting elides the shortest. Widths come
// from the same font metrics the test measures with, so the choice is checked against them.
#include <QFontMetrics>
#include <QGuiApplication>
#include <QtTest>

#include "ui/common/fitting_text.h"

using moe::ui::fittingText;

class TestFittingText : public QObject {
    Q_OBJECT
private slots:
    void picksTheLongestThatFits() {
        const QFontMetrics fm(QGuiApplication::font());
        const QStringList forms = {QStringLiteral("Attention  TP 8 × CP 4 × DP 2 × PP 4 · columns TP·CP"),
                                   QStringLiteral("Attention  TP 8 × CP 4 × DP 2 × PP 4"),
                                   QStringLiteral("Attn TP8 CP4 DP2 PP4")};
        QCOMPARE(fittingText(forms, fm, fm.horizontalAdvance(forms[0])), forms[0]);
        QCOMPARE(fittingText(forms, fm, fm.horizontalAdvance(forms[0]) - 1), forms[1]);
        QCOMPARE(fittingText(forms, fm, fm.horizontalAdvance(forms[2]) + 1), forms[2]);
        const QString squeezed = fittingText(forms, fm, fm.horizontalAdvance(forms[2]) / 2.0);
        QVERIFY2(squeezed.endsWith(QChar(0x2026)), qPrintable(squeezed));
        QVERIFY(fm.horizontalAdvance(squeezed) <= fm.horizontalAdvance(forms[2]) / 2.0);
        QCOMPARE(fittingText({}, fm, 100), QString());
    }
};

QTEST_MAIN(TestFittingText)
#include "test_fitting_text.moc"

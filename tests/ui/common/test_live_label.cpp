// LiveLabel: the plain, cheaply sized label used for text that changes on every edit. Checks the
// behaviour the studio relies on: plain text (markup is shown, not interpreted), copy from the
// context menu, height for width matching QLabel's own word wrap, one spare line kept at the
// same width (no jumping while a slider moves) but larger shrinks honoured, and the problem
// colour set and cleared through the palette.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QVBoxLayout>
#include <QtTest>

#include "ui/common/contrast.h"
#include "ui/common/live_label.h"
#include "ui/window/color_scheme.h"
#include "ui_test_support.h"

using moe::ui::LiveLabel;

class TestLiveLabel : public QObject {
    Q_OBJECT
private slots:
    void init() { moe::uitest::isolateSettings(); }

    void plainTextAndCopy() {
        LiveLabel label;
        label.setText(QStringLiteral("<b>Fits</b>: 3 GiB"));
        QCOMPARE(label.textFormat(), Qt::PlainText);
        QCOMPARE(label.textInteractionFlags(), Qt::NoTextInteraction);
        QAction* copy = label.findChild<QAction*>(QStringLiteral("copyLabelText"));
        QVERIFY(copy);
        QCOMPARE(label.actions().count(copy), 1);
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("<b>Fits</b>: 3 GiB"));
    }

    // The reference is a plain QLabel with the same text, font and word wrap.
    void heightForWidthMatchesQLabel() {
        const QString text = QStringLiteral("Dominant wall: communication — the expert all-to-all over the NIC is exposed "
                                            "for 41 % of the step at EP 64 across 8 nodes");
        LiveLabel live;
        QLabel reference;
        reference.setWordWrap(true);
        live.setText(text);
        reference.setText(text);
        for (int width : {120, 300, 700}) QCOMPARE(live.heightForWidth(width), reference.heightForWidth(width));
        QVERIFY(live.heightForWidth(120) > live.heightForWidth(700));
        QVERIFY(live.hasHeightForWidth());
    }

    void keepsOneSpareLineAtTheSameWidth() {
        QWidget host;
        auto* layout = new QVBoxLayout(&host);
        auto* label = new LiveLabel;
        layout->addWidget(label);
        layout->addStretch(1);
        host.resize(300, 400);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        const int width = label->width();
        // The shortest run of words that wraps to a second line at this width, by QLabel's own
        // measure (the reference), and one word less, which fits on one line.
        QLabel reference;
        reference.setWordWrap(true);
        reference.setText(QStringLiteral("word"));
        const int oneLine = reference.heightForWidth(width);
        QString twoLines = QStringLiteral("word");
        for (int i = 0; i < 200 && reference.heightForWidth(width) == oneLine; ++i) {
            twoLines += QStringLiteral(" word");
            reference.setText(twoLines);
        }
        const int twoLineHeight = reference.heightForWidth(width);
        QVERIFY(twoLineHeight > oneLine);

        label->setText(twoLines);
        QTRY_COMPARE(label->height(), twoLineHeight);
        // One line shorter: the label keeps its height at this width (no jump)...
        label->setText(QStringLiteral("word"));
        QCOMPARE(label->heightForWidth(width), twoLineHeight);
        QTest::qWait(20);
        QCOMPARE(label->height(), twoLineHeight);
        // ...but a change of more than one line shrinks (an error message collapsing).
        label->setText(twoLines.repeated(4));
        QTRY_VERIFY(label->height() >= 4 * oneLine);
        label->setText(QStringLiteral("word"));
        QTRY_COMPARE(label->height(), oneLine);
    }

    void problemColourFollowsState() {
        LiveLabel label;
        const QColor normal = label.palette().color(QPalette::WindowText);
        moe::ui::setLiveText(&label, QStringLiteral("Does not fit"), true);
        QVERIFY(moe::ui::isProblemText(&label));
        QVERIFY(label.palette().color(QPalette::WindowText) != normal);
        moe::ui::setLiveText(&label, QStringLiteral("Fits"), false);
        QVERIFY(!moe::ui::isProblemText(&label));
        QCOMPARE(label.palette().color(QPalette::WindowText), normal);
        QVERIFY(!label.testAttribute(Qt::WA_SetPalette));
    }

    void cautionIsAToneOfItsOwn() {
        // A close fit may run: amber, not the alarm red kept for what cannot run.
        LiveLabel label;
        moe::ui::setLiveText(&label, QStringLiteral("Fits closely"), moe::ui::TextTone::Caution);
        QVERIFY(moe::ui::isCautionText(&label) && !moe::ui::isProblemText(&label));
        const QColor caution = label.palette().color(QPalette::WindowText);
        moe::ui::setLiveText(&label, QStringLiteral("Does not fit"), moe::ui::TextTone::Problem);
        QVERIFY(moe::ui::isProblemText(&label) && !moe::ui::isCautionText(&label));
        const QColor problem = label.palette().color(QPalette::WindowText);
        QVERIFY(caution != problem);
        QVERIFY(caution.green() > problem.green());  // amber leans to yellow, the alarm to red
        for (const auto scheme : {moe::ui::ColorScheme::Light, moe::ui::ColorScheme::Dark}) {
            const QPalette before = QApplication::palette();
            QApplication::setPalette(moe::ui::colorSchemePalette(scheme));
            moe::ui::setLiveText(&label, QStringLiteral("Tight"), moe::ui::TextTone::Caution);
            const QColor text = label.palette().color(QPalette::WindowText);
            const QColor window = QApplication::palette(&label).color(QPalette::Window);
            QVERIFY2(moe::ui::contrastRatio(text, window) >= 4.5,
                     qPrintable(QStringLiteral("%1 on %2").arg(text.name(), window.name())));
            QApplication::setPalette(before);
        }
        moe::ui::setLiveText(&label, QStringLiteral("Fits"), moe::ui::TextTone::Normal);
        QVERIFY(!moe::ui::isCautionText(&label) && !label.testAttribute(Qt::WA_SetPalette));
    }

    void problemTextIsLegibleInTheDarkScheme() {
        // Review 10: the alarm red on the dark scheme's window grey was under WCAG's 4.5:1.
        const QPalette before = QApplication::palette();
        QApplication::setPalette(moe::ui::colorSchemePalette(moe::ui::ColorScheme::Dark));
        LiveLabel label;
        moe::ui::setLiveText(&label, QStringLiteral("Does not fit"), true);
        const QColor text = label.palette().color(QPalette::WindowText);
        const QColor window = QApplication::palette(&label).color(QPalette::Window);
        QVERIFY2(moe::ui::contrastRatio(text, window) >= 4.5,
                 qPrintable(QStringLiteral("%1 on %2").arg(text.name(), window.name())));
        QVERIFY(text.red() > text.green());  // still a red
        QApplication::setPalette(before);
    }
};

QTEST_MAIN(TestLiveLabel)
#include "test_live_label.moc"

// The message strip over the main area (ui/window/message_banner): a long message scrolls inside a
// strip a few lines tall instead of growing it, and the window asks for no more than two lines of it
// (review at 1280×720 in Portuguese: a two-line error made the window 744 px tall, off the screen).
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>

#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

class TestMessageBanner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void aLongMessageScrollsInsteadOfGrowing() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int minimumBefore = w.minimumSizeHint().height();
        auto* banner = w.findChild<MessageBanner*>(QStringLiteral("messageBanner"));
        QVERIFY(banner);
        QStringList lines;
        for (int i = 0; i < 30; ++i) lines << QStringLiteral("warning %1: a field the file leaves out, kept at its default").arg(i);
        banner->showWarning(QStringLiteral("Imported x.json with 30 warnings."), lines.join(QLatin1Char('\n')));
        QCoreApplication::processEvents();
        const int line = banner->fontMetrics().lineSpacing();
        // A few lines on screen, the rest behind a scroll bar, every line still in the text.
        QVERIFY2(banner->height() < 8 * line, qPrintable(QString::number(banner->height())));
        auto* area = banner->findChild<QScrollArea*>();
        QVERIFY(area);
        QVERIFY(area->verticalScrollBar()->maximum() > 0);
        QVERIFY(banner->text().contains(QStringLiteral("warning 29")));
        // The window's own minimum grows by two lines (the headline and the first line under it)
        // with the strip's margins, frame and the spacing above the grids (16 px), not by the message.
        auto* close = banner->findChild<QWidget*>(QStringLiteral("messageBannerClose"));
        QVERIFY(close);
        QVERIFY2(w.minimumSizeHint().height() - minimumBefore <= std::max(2 * line, close->sizeHint().height()) + 16,
                 qPrintable(QStringLiteral("%1 -> %2").arg(minimumBefore).arg(w.minimumSizeHint().height())));
    }

    // Review 29, keyboard only: six import warnings showed four, and the keyboard could not reach
    // the rest. The text is a Tab stop; Page Down and the arrows scroll it.
    void theKeyboardScrollsALongMessage() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto* banner = w.findChild<MessageBanner*>(QStringLiteral("messageBanner"));
        QVERIFY(banner);
        QStringList lines;
        for (int i = 0; i < 12; ++i) lines << QStringLiteral("warning %1: a field the file leaves out").arg(i);
        banner->showWarning(QStringLiteral("Imported x.json with 12 warnings."), lines.join(QLatin1Char('\n')));
        QCoreApplication::processEvents();
        QScrollArea* area = banner->textArea();
        QVERIFY(area->focusPolicy() & Qt::TabFocus);
        // Reached by Shift+Tab from the strip's close button, as the reviewer went.
        auto* close = banner->findChild<QWidget*>(QStringLiteral("messageBannerClose"));
        QVERIFY(close);
        close->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(close->hasFocus());
        QTest::keyClick(close, Qt::Key_Backtab);
        QTRY_VERIFY(area->hasFocus());
        QCOMPARE(area->verticalScrollBar()->value(), 0);
        QTest::keyClick(area, Qt::Key_PageDown);
        QVERIFY(area->verticalScrollBar()->value() > 0);
        for (int i = 0; i < 12; ++i) QTest::keyClick(area, Qt::Key_Down);
        QCOMPARE(area->verticalScrollBar()->value(), area->verticalScrollBar()->maximum());  // the last warning
    }

    void theTextStartsAtTheTop() {
        // Review in Chinese: an import's strip showed an empty band with the headline at its bottom
        // (the label, taller than its text, centred it). The text sits at the top of its label.
        MessageBanner banner;
        banner.showWarning(QStringLiteral("Imported x.yaml with 3 warnings."), QStringLiteral("a\nb\nc"));
        auto* label = banner.findChild<QLabel*>();
        QVERIFY(label && label->text().startsWith(QStringLiteral("Imported x.yaml")));
        QVERIFY(label->alignment() & Qt::AlignTop);
    }

    void aNewMessageStartsAtItsHeadline() {
        // Review entry 6: after scrolling a long import list, the next error showed blank lines (the
        // strip kept its scroll position; the short error sat above the view).
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* banner = w.findChild<MessageBanner*>(QStringLiteral("messageBanner"));
        QVERIFY(banner);
        QStringList lines;
        for (int i = 0; i < 30; ++i) lines << QStringLiteral("warning %1").arg(i);
        banner->showWarning(QStringLiteral("Imported x.json with 30 warnings."), lines.join(QLatin1Char('\n')));
        auto* area = banner->findChild<QScrollArea*>();
        QVERIFY(area);
        QTRY_VERIFY(area->verticalScrollBar()->maximum() > 0);
        area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
        banner->showError(QStringLiteral("Could not open broken.yaml"),
                          QStringLiteral("broken.yaml:3:7: '[' is never closed"));
        QCoreApplication::processEvents();
        QCOMPARE(area->verticalScrollBar()->value(), 0);
    }
};

QTEST_MAIN(TestMessageBanner)
#include "test_message_banner.moc"

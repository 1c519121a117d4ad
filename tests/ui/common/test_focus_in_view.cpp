// FocusInView: a control that the keyboard focuses inside a scroll area is scrolled into view; one
// taller than the view shows its top (the trace timeline, tabbed into, showed its last lanes with
// the ruler scrolled away); a click scrolls nothing. Expected scroll values are the controls'
// places in the content, set here.
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QtTest>

#include "ui/common/focus_in_view.h"

using moe::ui::FocusInView;

class TestFocusInView : public QObject {
    Q_OBJECT
private slots:
    void keyboardFocusScrollsAndTallControlsShowTheirTop() {
        QScrollArea area;
        area.resize(300, 200);
        auto* content = new QWidget;
        content->setFixedSize(260, 2000);
        auto* small = new QLineEdit(content);
        small->setGeometry(10, 500, 200, 24);
        auto* tall = new QLineEdit(content);  // any focusable control, made taller than the view
        tall->setGeometry(10, 900, 200, 600);
        area.setWidget(content);
        FocusInView inView(&area);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QScrollBar* bar = area.verticalScrollBar();
        const int viewHeight = area.viewport()->height();
        QCOMPARE(bar->value(), 0);

        // A click (mouse focus) leaves the view where it is.
        small->setFocus(Qt::MouseFocusReason);
        QCOMPARE(bar->value(), 0);

        tall->setFocus(Qt::TabFocusReason);
        QCOMPARE(bar->value(), 900);  // its top at the view's top, not its bottom at the view's bottom

        small->setFocus(Qt::BacktabFocusReason);
        // Whole in view with QScrollArea's default 50 px margins: its bottom (524) + 50 at the view's bottom.
        QVERIFY2(bar->value() <= 500 && bar->value() + viewHeight >= 524, qPrintable(QString::number(bar->value())));

        bar->setValue(1700);  // below the tall control: back to its top
        tall->setFocus(Qt::ShortcutFocusReason);
        QCOMPARE(bar->value(), 900);
    }
};

QTEST_MAIN(TestFocusInView)
#include "test_focus_in_view.moc"

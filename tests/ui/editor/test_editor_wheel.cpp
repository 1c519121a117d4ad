// Scrolling a form never edits it: the mouse wheel over an unfocused spin box or combo box of the
// layout editor (or the Memory Assumptions dock) scrolls the form and leaves the recipe as it was;
// once the field has focus, the wheel steps its value.
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QWheelEvent>
#include <QtTest>

#include "ui/editor/layout_editor.h"
#include "ui/memory/assumptions_editor.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::AssumptionsEditor;
using moe::ui::LayoutEditor;
using moe::ui::StudioState;

namespace {

// One notch of a mouse wheel over the middle of `widget` (-120: towards the user, scrolls down).
bool wheelOver(QWidget* widget, int delta) {
    const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
    return wheel.isAccepted();
}

Recipe withVpp4() {
    Recipe r = uitest::namedDefaultRecipe("Wheel");
    r.layout.vpp = 4;
    return r;
}

}  // namespace

class TestEditorWheel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void unfocusedFieldsScrollTheEditor() {
        StudioState state;
        state.resetDocument(withVpp4());
        LayoutEditor editor(&state);
        editor.resize(420, 300);  // shorter than the form: it scrolls
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* scroll = editor.findChild<QScrollArea*>();
        QVERIFY(scroll);
        QScrollBar* bar = scroll->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), 0);

        auto* vpp = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.vpp")));
        QVERIFY(vpp);
        QCOMPARE(vpp->focusPolicy(), Qt::StrongFocus);  // a wheel does not focus it either
        QVERIFY(!vpp->hasFocus());
        wheelOver(vpp, -120);
        QCOMPARE(state.recipe().layout.vpp, 4);
        QCOMPARE(vpp->value(), 4);
        QVERIFY(state.undoStack()->count() == 0);
        QVERIFY(bar->value() > 0);  // the wheel went to the form instead

        const int scrolled = bar->value();
        auto* precision = qobject_cast<QComboBox*>(editor.control(QStringLiteral("options.precision")));
        const QString before = precision->currentText();
        wheelOver(precision, -120);
        QCOMPARE(precision->currentText(), before);
        QVERIFY(bar->value() > scrolled);
        QVERIFY(state.undoStack()->count() == 0);
    }

    void aFocusedFieldTakesTheWheel() {
        StudioState state;
        state.resetDocument(withVpp4());
        LayoutEditor editor(&state);
        editor.resize(420, 300);
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto* vpp = qobject_cast<QSpinBox*>(editor.control(QStringLiteral("layout.vpp")));
        vpp->setFocus();
        QVERIFY(vpp->hasFocus());
        QScrollBar* bar = editor.findChild<QScrollArea*>()->verticalScrollBar();
        const int scrolled = bar->value();
        const int at = vpp->mapTo(&editor, QPoint(0, 0)).y();
        wheelOver(vpp, 120);
        QCOMPARE(state.recipe().layout.vpp, 5);
        // The form did not scroll under the pointer: the field is where it was. (The edit marks
        // the notes stale; the view scrolls by that mark's height so the field stays put.)
        QCOMPARE(vpp->mapTo(&editor, QPoint(0, 0)).y(), at);
        QVERIFY(bar->value() >= scrolled);
    }

    void assumptionsDockScrollsToo() {
        StudioState state;
        state.resetDocument(withVpp4());
        QScrollArea scroll;  // as the dock holds it
        scroll.setWidgetResizable(true);
        auto* editor = new AssumptionsEditor(&state);
        scroll.setWidget(editor);
        scroll.resize(420, 120);
        scroll.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scroll));
        QVERIFY(scroll.verticalScrollBar()->maximum() > 0);
        QDoubleSpinBox* fragmentation = editor->spinBox(QStringLiteral("fragmentation_fraction"));
        const MemoryAssumptions before = state.memoryAssumptions();
        wheelOver(fragmentation, -120);
        QVERIFY(state.memoryAssumptions() == before);
        QVERIFY(scroll.verticalScrollBar()->value() > 0);
    }
};

QTEST_MAIN(TestEditorWheel)
#include "test_editor_wheel.moc"

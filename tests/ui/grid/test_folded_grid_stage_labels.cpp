// The folded grid's stage labels under a translation (issue 41): "PP stage 3", "PP 3" and "3" are
// each a whole translatable string, chosen by the width there is, never cut out of another. A
// translator that maps the two English forms to words of other lengths shows the narrow forms
// still appear and come from tr(), not from slicing the widest form at fixed offsets.
#include <QApplication>
#include <QFontMetricsF>
#include <QTranslator>
#include <QWheelEvent>
#include <QtTest>

#include "ui/grid/folded_grid_view.h"
#include "ui/state/studio_state.h"
#include "ui_test_support.h"

using namespace moe;
using moe::ui::FoldedGridView;
using moe::ui::GridMesh;
using moe::ui::StudioState;

namespace {

// What a catalog could hold: French-like forms whose lengths differ from the English ones, so a
// form cut from "Étage de pipeline 3" at the English offsets (mid(9), mid(3)) reads "pipeline 3"
// or "ge de pipeline 3", never one of these.
const QString kWide = QStringLiteral("Étage de pipeline %1");
const QString kShort = QStringLiteral("Ét. %1");

class StageLabelTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (QByteArrayView(context) != "moe::ui::FoldedGridView") return {};
        if (QByteArrayView(source) == "PP stage %1") return kWide;
        if (QByteArrayView(source) == "PP %1") return kShort;
        return {};
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
};

// 1024 GPUs: TP 2 · CP 2 · PP 8 · DP 32; EP 64 · EDP 2 (the layout review 14 zoomed into).
Recipe stageLabelRecipe() {
    Recipe r = uitest::namedDefaultRecipe("Stage labels");
    r.layout.world_size = 1024;
    r.layout.tp = 2;
    r.layout.cp = 2;
    r.layout.pp = 8;
    r.layout.ep = 64;
    r.layout.etp = 1;
    r.layout.sequence_parallel = true;
    return r;
}

void wheelInAt(FoldedGridView& view, QPointF at, int steps) {
    for (int i = 0; i < steps; ++i) {
        QWheelEvent wheel(at, view.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &wheel);
    }
}

}  // namespace

class TestFoldedGridStageLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void theFormsAreWholeTranslatedStrings() {
        StageLabelTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QStringList forms = FoldedGridView::stageLabelForms(3);
        QCoreApplication::removeTranslator(&translator);
        // Expected: the translator's own strings with the stage filled in, and the bare number.
        QCOMPARE(forms, (QStringList{kWide.arg(3), kShort.arg(3), QStringLiteral("3")}));
    }

    void theWidestFormThatFitsIsChosen() {
        StageLabelTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QFontMetricsF fm(QApplication::font());
        const auto measure = [&](const QString& t) { return fm.horizontalAdvance(t); };
        const double wide = measure(kWide.arg(5)), narrow = measure(kShort.arg(5));
        QVERIFY(narrow < wide);
        // Room for the widest: it; a pixel less: the short translated form (not "pipeline 5",
        // what the old mid(9) made of it); room for less than that: the number alone.
        QCOMPARE(FoldedGridView::stageLabelText(5, wide, measure), kWide.arg(5));
        QCOMPARE(FoldedGridView::stageLabelText(5, wide - 1, measure), kShort.arg(5));
        QCOMPARE(FoldedGridView::stageLabelText(5, narrow, measure), kShort.arg(5));
        QCOMPARE(FoldedGridView::stageLabelText(5, narrow - 1, measure), QStringLiteral("5"));
        QCOMPARE(FoldedGridView::stageLabelText(5, 0, measure), QStringLiteral("5"));
        QCoreApplication::removeTranslator(&translator);
    }

    void pinnedStageLabelsAreTranslated() {
        // Zoomed in, the pinned stage labels are drawn by the view: under the translator each is
        // one of the translated forms or the bare number. Before, they read "PP stage 3" whatever
        // the language (the geometry's English text, cut with mid(9) and mid(3)).
        StageLabelTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        StudioState state;
        state.resetDocument(stageLabelRecipe());
        FoldedGridView view(&state);
        QVERIFY(uitest::showSized(view, 900, 520));
        const ui::GridCell* target = nullptr;
        for (const auto& cell : view.geometry().cells) {
            const QRectF& block = view.geometry().panels[0].blocks[static_cast<size_t>(cell.stage)];
            if (cell.mesh == GridMesh::Attention && cell.rect.top() > block.top() + block.height() * 0.7 &&
                cell.stage > 0) {
                target = &cell;
                break;
            }
        }
        QVERIFY(target);
        wheelInAt(view, view.toWidget(target->rect.center()), 8);
        const auto pinned = view.pinnedStageLabels();
        QVERIFY(!pinned.empty());
        bool translatedForm = false;
        for (const auto& l : pinned) {
            const QString stage = l.text.section(QLatin1Char(' '), -1);
            bool number = false;
            const int s = stage.toInt(&number);
            QVERIFY2(number, qPrintable(l.text));
            QVERIFY2(QStringList({kWide.arg(s), kShort.arg(s), stage}).contains(l.text), qPrintable(l.text));
            translatedForm = translatedForm || l.text != stage;
        }
        QVERIFY(translatedForm);  // 900 px zoomed in leaves room for more than a number
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestFoldedGridStageLabels)
#include "test_folded_grid_stage_labels.moc"

// The colours that carry meaning (ui/common/status_colours) in both schemes of View ▸ Colour Scheme:
// each tone reaches WCAG's 4.5:1 on Base and Window by itself, so the contrast fallback never has
// to wash it towards white (review, dark at 3840×2160: Compare's red and green deltas were lightened
// to near-white and read alike; the dark-red "Refused" was hard to read); labels follow a scheme
// switch; an unticked check box keeps a visible outline in the dark scheme (WCAG 1.4.11: 3:1).
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionButton>
#include <QtTest>

#include "common/contrast_text.h"
#include "compare/compare_delta_fixture.h"
#include "ui/common/contrast.h"
#include "ui/common/status_colours.h"
#include "ui/compare/compare_delegate.h"
#include "ui/compare/compare_model.h"
#include "ui/window/color_scheme.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

class TestStatusColours : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }
    void cleanup() { applyColorScheme(ColorScheme::System); }

    void tonesNeedNoFallback_data() {
        QTest::addColumn<int>("scheme");
        QTest::newRow("light") << static_cast<int>(ColorScheme::Light);
        QTest::newRow("dark") << static_cast<int>(ColorScheme::Dark);
    }
    void tonesNeedNoFallback() {
        QFETCH(int, scheme);
        const QPalette palette = colorSchemePalette(static_cast<ColorScheme>(scheme));
        const QColor changed = composite(changedCellColour(palette), palette.color(QPalette::Base));
        for (StatusTone tone : {StatusTone::Problem, StatusTone::Caution, StatusTone::Good}) {
            const QColor c = statusColour(tone, palette);
            for (QPalette::ColorRole role : {QPalette::Base, QPalette::Window})
                QVERIFY2(contrastRatio(c, palette.color(role)) >= 4.5,
                         qPrintable(uitest::contrastText("tone", c, palette.color(role))));
            QVERIFY2(contrastRatio(c, changed) >= 4.5,
                     qPrintable(uitest::contrastText("tone on a changed cell", c, changed)));
        }
        // Good and problem stay apart in lightness too, not only in hue.
        QVERIFY(statusColour(StatusTone::Good, palette) != statusColour(StatusTone::Problem, palette));
    }

    void compareDeltasKeepTheirHueInTheDark() {
        applyColorScheme(ColorScheme::Dark);
        const QPalette palette = QApplication::palette();
        CompareModel model;
        model.setTable(uitest::betterAndWorseDeltas());
        for (const char* key : {"result.step_time", "result.tokens_per_s_per_gpu"}) {
            const QModelIndex cell = model.index(model.rowOfKey(QString::fromLatin1(key)), 2);
            const QColor fg = cell.data(Qt::ForegroundRole).value<QBrush>().color();
            const QColor bg = cell.data(Qt::BackgroundRole).value<QBrush>().color();
            QVERIFY2(cell.data(Qt::ForegroundRole).isValid() && cell.data(Qt::BackgroundRole).isValid(), key);
            // Drawn as the model gives it: the delegate's fallback did not have to move it.
            QCOMPARE(compareCellText(palette, fg, bg, false, QPalette::Active), QColor(fg.rgb()));
        }
    }

    void aToneLabelFollowsTheScheme() {
        applyColorScheme(ColorScheme::Light);
        QWidget dialog;  // Qt tells child widgets of a palette change (as the export dialog's label is)
        QLabel label(QStringLiteral("Refused"), &dialog);
        followTone(&label, StatusTone::Problem);
        QCOMPARE(label.palette().color(QPalette::WindowText),
                 statusColour(StatusTone::Problem, colorSchemePalette(ColorScheme::Light)));
        applyColorScheme(ColorScheme::Dark);
        QCOMPARE(label.palette().color(QPalette::WindowText),
                 statusColour(StatusTone::Problem, colorSchemePalette(ColorScheme::Dark)));
    }

    void anUntickedBoxIsVisibleInTheDark() {
        applyColorScheme(ColorScheme::Dark);
        QCheckBox box(QStringLiteral("Sequence parallel"));
        box.resize(box.sizeHint());
        const QImage image = box.grab().toImage();
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        QVERIFY(indicator.width() > 4);
        const QColor window = box.palette().color(QPalette::Window);
        double best = 1;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x = indicator.left(); x <= indicator.right(); ++x)
                best = std::max(best, contrastRatio(image.pixelColor(x * image.width() / box.width(),
                                                                     y * image.height() / box.height()),
                                                    window));
        QVERIFY2(best >= 3.0, qPrintable(QStringLiteral("the indicator's strongest edge is %1:1").arg(best, 0, 'f', 2)));
    }
};

QTEST_MAIN(TestStatusColours)
#include "test_status_colours.moc"

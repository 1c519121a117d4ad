// Issue 42: under the pseudo-locale (every text accented and 40 % longer, MOE_STUDIO_LANGUAGE=pseudo)
// the main window at 1280×800 and every dialog reachable from its menus show all their text: no
// label, button, check box, group box title, tab, combo box, column title or dock title is cut,
// no panel of fields scrolls sideways, and no two
// widgets of one layout overlap. Each offender is printed with its path and sizes.
//
// MOE_FIT_LANGUAGE=fr_FR (or zh_CN, pt_BR, en) runs the same checks in a real catalog instead;
// MOE_PSEUDO_SHOTS_DIR=DIR saves a PNG of the window and of each dialog there, to look at.
#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleOption>
#include <QTabBar>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QtTest>
#include <functional>
#include <memory>

#include "core/catalog/recipe_library.h"
#include "ui/common/header_tips.h"
#include "ui/feasibility/feasibility_panel.h"
#include "ui/help/context_help.h"
#include "ui/help/help_window.h"
#include "ui/runs/add_run_dialog.h"
#include "ui/runs/calibrate_dialog.h"
#include "ui/runs/runs_panel.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/ui_language.h"
#include "ui/window/unsaved_changes.h"
#include "ui_test_support.h"

using moe::ui::MainWindow;
using moe::ui::UiLanguage;

namespace pseudo_fit {

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
// A pixel of rounding between a size hint and the geometry a layout gives.
constexpr int kSlack = 1;

QString plainText(QString text) {
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QString shortText(const QString& text) {
    QString one = text.simplified();
    return one.size() > 60 ? one.left(57) + QStringLiteral("…") : one;
}

// "QDockWidget#feasibilityDock/QWidget/QLabel#verdict": where a widget is, from `top` down.
QString widgetPath(const QWidget* w, const QWidget* top) {
    QStringList parts;
    for (const QWidget* p = w; p != nullptr; p = p->parentWidget()) {
        QString part = QString::fromLatin1(p->metaObject()->className());
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_")))
            part += QLatin1Char('#') + p->objectName();
        parts.prepend(part);
        if (p == top) break;
    }
    return parts.join(QLatin1Char('/'));
}

QString sizeText(int w, int h) {
    return QStringLiteral("%1×%2").arg(w).arg(h);
}

// Every widget a layout places, nested layouts included.
void layoutWidgets(const QLayout* layout, QList<QWidget*>& out) {
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (item->widget() != nullptr)
            out << item->widget();
        else if (item->layout() != nullptr)
            layoutWidgets(item->layout(), out);
    }
}

// The width a push button needs for its text and icon: the style's margins around them, without
// the minimum width some styles give every button (Fusion: 80 px), which is not about the text.
int pushButtonNeed(const QPushButton* b) {
    const QFontMetrics fm = b->fontMetrics();
    QStyleOptionButton opt;
    opt.initFrom(b);
    opt.icon = b->icon();
    opt.iconSize = b->iconSize();
    if (b->isDefault()) opt.features |= QStyleOptionButton::DefaultButton;
    if (b->autoDefault()) opt.features |= QStyleOptionButton::AutoDefaultButton;
    if (b->menu() != nullptr) opt.features |= QStyleOptionButton::HasMenu;
    int w = fm.horizontalAdvance(plainText(b->text()));
    if (!b->icon().isNull()) w += b->iconSize().width() + 4;
    return b->style()->sizeFromContents(QStyle::CT_PushButton, &opt, QSize(w, fm.height()), b).width();
}

int comboNeed(const QComboBox* c) {
    const QFontMetrics fm = c->fontMetrics();
    QStyleOptionComboBox opt;
    opt.initFrom(c);
    opt.editable = c->isEditable();
    opt.frame = c->hasFrame();
    int w = fm.horizontalAdvance(c->currentText());
    if (!c->itemIcon(c->currentIndex()).isNull()) w += c->iconSize().width() + 4;
    return c->style()->sizeFromContents(QStyle::CT_ComboBox, &opt, QSize(w, fm.height()), c).width();
}

class FitChecker {
public:
    explicit FitChecker(QWidget* top) : top_(top) {}

    QStringList check() {
        offenders_.clear();
        notes_.clear();
        visit(top_);
        return offenders_;
    }
    [[nodiscard]] int textWidgetsChecked() const { return textWidgets_; }
    // What is not cut but worth a look (a panel that scrolls sideways).
    [[nodiscard]] QStringList notes() const { return notes_; }
    [[nodiscard]] int layoutsChecked() const { return layouts_; }

private:
    // On screen: visible, not empty, and not clipped away by a parent (a scrolled-out row, a
    // tabified dock parked outside the window).
    bool shown(const QWidget* w) const {
        if (!w->isVisible() || w->width() <= 0 || w->height() <= 0) return false;
        QRect r = w->rect();
        for (const QWidget* p = w; p != top_ && p->parentWidget() != nullptr && !p->isWindow(); p = p->parentWidget()) {
            r = r.translated(p->pos()).intersected(p->parentWidget()->rect());
            if (r.isEmpty()) return false;
        }
        return true;
    }

    void offend(const QWidget* w, const QString& what) {
        offenders_ << widgetPath(w, top_) + QStringLiteral(": ") + what;
    }

    void needWidth(const QWidget* w, const QString& text, int need, int have) {
        ++textWidgets_;
        if (need > have + kSlack)
            offend(w, QStringLiteral("'%1' cut: needs %2 px wide, has %3").arg(shortText(text)).arg(need).arg(have));
    }

    void checkLabel(const QLabel* l) {
        if (l->text().isEmpty() || (!l->pixmap().isNull())) return;
        const QString text = l->textFormat() == Qt::PlainText || !Qt::mightBeRichText(l->text())
                                 ? l->text()
                                 : QTextDocumentFragment::fromHtml(l->text()).toPlainText();
        if (l->wordWrap()) {
            ++textWidgets_;
            const int need = l->heightForWidth(l->width());
            if (need > l->height() + kSlack)
                offend(l, QStringLiteral("'%1' wrapped, cut: needs %2 px high at %3 wide, has %4")
                              .arg(shortText(text))
                              .arg(need)
                              .arg(l->width())
                              .arg(l->height()));
            return;
        }
        const QSize need = l->minimumSizeHint();
        needWidth(l, text, need.width(), l->width());
        if (need.height() > l->height() + kSlack)
            offend(l, QStringLiteral("'%1' cut: needs %2 px high, has %3")
                          .arg(shortText(text))
                          .arg(need.height())
                          .arg(l->height()));
    }

    void checkButton(const QAbstractButton* b) {
        if (b->text().isEmpty()) return;
        if (const auto* tool = qobject_cast<const QToolButton*>(b);
            tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            return;
        // Dock title bars' float and close buttons, a tab bar's scroll arrows: icons, not text.
        if (b->objectName().startsWith(QLatin1String("qt_"))) return;
        int need = 0;
        if (const auto* push = qobject_cast<const QPushButton*>(b))
            need = pushButtonNeed(push);
        else
            need = b->sizeHint().width();  // check boxes, radio buttons, tool buttons: no minimum
        needWidth(b, plainText(b->text()), need, b->width());
    }

    void checkGroupBox(const QGroupBox* g) {
        if (g->title().isEmpty()) return;
        ++textWidgets_;
        QStyleOptionGroupBox opt;
        opt.initFrom(g);
        opt.text = g->title();
        opt.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
        if (g->isCheckable()) opt.subControls |= QStyle::SC_GroupBoxCheckBox;
        const QRect label = g->style()->subControlRect(QStyle::CC_GroupBox, &opt, QStyle::SC_GroupBoxLabel, g);
        const int need = g->fontMetrics().horizontalAdvance(plainText(g->title()));
        // The title's room: from where it starts to the box's right edge.
        const int have = g->width() - label.left();
        if (need > have + kSlack)
            offend(
                g,
                QStringLiteral("title '%1' cut: needs %2 px, has %3").arg(shortText(g->title())).arg(need).arg(have));
    }

    void checkTabBar(const QTabBar* bar) {
        for (int i = 0; i < bar->count(); ++i) {
            if (!bar->isTabVisible(i)) continue;
            ++textWidgets_;
            const QString text = plainText(bar->tabText(i));
            const QRect tab = bar->tabRect(i);
            const QRect seen = tab.intersected(bar->rect());
            const int textNeed = bar->fontMetrics().horizontalAdvance(text);
            // Elided on purpose is fine when the whole text is a tooltip away.
            const bool explained = !bar->tabToolTip(i).isEmpty();
            if (seen.width() < tab.width() - kSlack)
                offend(bar, QStringLiteral("tab '%1' off the bar: %2 px of %3 shown (bar %4 wide)")
                                .arg(shortText(text))
                                .arg(seen.width())
                                .arg(tab.width())
                                .arg(bar->width()));
            else if (!explained && textNeed > tab.width() - kSlack)
                offend(bar, QStringLiteral("tab '%1' cut: text %2 px, tab %3")
                                .arg(shortText(text))
                                .arg(textNeed)
                                .arg(tab.width()));
        }
    }

    void checkCombo(const QComboBox* c) {
        if (c->isEditable() || c->currentText().isEmpty()) return;
        needWidth(c, c->currentText(), comboNeed(c), c->width());
    }

    void checkDock(const QDockWidget* d) {
        // A tabified or custom-titled dock shows no title bar of its own.
        if (d->titleBarWidget() != nullptr || d->windowTitle().isEmpty()) return;
        auto* main = qobject_cast<QMainWindow*>(d->parentWidget());
        if (main != nullptr && !main->tabifiedDockWidgets(const_cast<QDockWidget*>(d)).isEmpty()) return;
        ++textWidgets_;
        QStyleOptionDockWidget opt;
        opt.initFrom(d);
        opt.closable = d->features().testFlag(QDockWidget::DockWidgetClosable);
        opt.floatable = d->features().testFlag(QDockWidget::DockWidgetFloatable);
        opt.title = d->windowTitle();
        const int buttons = (opt.closable ? 1 : 0) + (opt.floatable ? 1 : 0);
        const int buttonSize = d->style()->pixelMetric(QStyle::PM_DockWidgetTitleBarButtonMargin, &opt, d) +
                               d->style()->pixelMetric(QStyle::PM_SmallIconSize, &opt, d);
        const int margin = d->style()->pixelMetric(QStyle::PM_DockWidgetTitleMargin, &opt, d);
        const int need =
            d->fontMetrics().horizontalAdvance(plainText(d->windowTitle())) + 2 * margin + buttons * buttonSize;
        if (need > d->width() + kSlack)
            offend(d, QStringLiteral("title '%1' cut: needs %2 px, has %3")
                          .arg(shortText(d->windowTitle()))
                          .arg(need)
                          .arg(d->width()));
    }

    // Widgets one layout places must not cover each other: they do when the room is smaller than
    // the layout's minimum and it squeezes them anyway.
    void checkOverlap(const QWidget* parent) {
        const QLayout* layout = parent->layout();
        // A main window's layout parks tabified docks on top of each other by design.
        if (layout == nullptr || qobject_cast<const QMainWindow*>(parent) != nullptr) return;
        ++layouts_;
        QList<QWidget*> placed;
        layoutWidgets(layout, placed);
        QList<QWidget*> seen;
        for (QWidget* w : placed)
            if (!w->isWindow() && shown(w)) seen << w;
        for (int i = 0; i < seen.size(); ++i)
            for (int j = i + 1; j < seen.size(); ++j) {
                const QRect overlap = seen[i]->geometry().intersected(seen[j]->geometry());
                if (overlap.isEmpty()) continue;
                offend(seen[i], QStringLiteral("overlaps %1 by %2 (%3 at %4,%5 and %6 at %7,%8)")
                                    .arg(widgetPath(seen[j], top_), sizeText(overlap.width(), overlap.height()),
                                         sizeText(seen[i]->width(), seen[i]->height()))
                                    .arg(seen[i]->x())
                                    .arg(seen[i]->y())
                                    .arg(sizeText(seen[j]->width(), seen[j]->height()))
                                    .arg(seen[j]->x())
                                    .arg(seen[j]->y()));
            }
    }

    // Column titles: cut unless they fit their section, or end in "…" with the whole title a
    // tooltip away (ui/common/header_tips.h).
    void checkHeader(const QHeaderView* h) {
        if (h->orientation() != Qt::Horizontal || h->model() == nullptr) return;
        const bool explained = h->textElideMode() != Qt::ElideNone && h->property("moeHeaderTitleTips").toBool();
        const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
        for (int visual = 0; visual < h->count(); ++visual) {
            const int logical = h->logicalIndex(visual);
            if (h->isSectionHidden(logical)) continue;
            const QString title = h->model()->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
            const int pos = h->sectionViewportPosition(logical);
            const int size = h->sectionSize(logical);
            if (title.isEmpty() || pos + size <= 0 || pos >= h->viewport()->width()) continue;  // scrolled out
            ++textWidgets_;
            int need = 0;
            for (const QString& line : title.split(QLatin1Char('\n')))
                need = std::max(need, h->fontMetrics().horizontalAdvance(line));
            need += 2 * margin;
            if (h->isSortIndicatorShown() && h->sortIndicatorSection() == logical)
                need += h->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, h) + margin;
            const bool hasOwnTip =
                !h->model()->headerData(logical, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty() &&
                h->textElideMode() != Qt::ElideNone;
            if (need > size + kSlack && !explained && !hasOwnTip)
                offend(
                    h,
                    QStringLiteral("column '%1' cut: needs %2 px, has %3").arg(shortText(title)).arg(need).arg(size));
        }
    }

    // A panel of fields in a scroll area that is wider than its view: reachable by scrolling
    // sideways, so a note (printed, not a failure); with the sideways scroll bar turned off its
    // end is cut, an offender.
    void checkScrollArea(const QScrollArea* area) {
        if (area->widget() == nullptr) return;
        const int need = area->widget()->minimumSizeHint().width();
        const int have = area->viewport()->width();
        if (need <= have + kSlack) return;
        const QString what = QStringLiteral("%1 needs %2 px wide, the view has %3")
                                 .arg(QString::fromLatin1(area->widget()->metaObject()->className()))
                                 .arg(need)
                                 .arg(have);
        if (area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff)
            offend(area, QStringLiteral("cut (no sideways scrolling): ") + what);
        else
            notes_ << widgetPath(area, top_) + QStringLiteral(": scrolls sideways: ") + what;
    }

    void visit(QWidget* w) {
        if (w != top_ && (w->isWindow() || !shown(w))) return;
        if (auto* l = qobject_cast<QLabel*>(w))
            checkLabel(l);
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            checkButton(b);
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            checkGroupBox(g);
        else if (auto* t = qobject_cast<QTabBar*>(w))
            checkTabBar(t);
        else if (auto* c = qobject_cast<QComboBox*>(w))
            checkCombo(c);
        else if (auto* d = qobject_cast<QDockWidget*>(w))
            checkDock(d);
        else if (auto* a = qobject_cast<QScrollArea*>(w))
            checkScrollArea(a);
        else if (auto* h = qobject_cast<QHeaderView*>(w))
            checkHeader(h);
        checkOverlap(w);
        // A combo box's, a button's and a header's insides are the style's.
        if (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractButton*>(w) || qobject_cast<QHeaderView*>(w)) return;
        for (QObject* child : w->children())
            if (auto* cw = qobject_cast<QWidget*>(child)) visit(cw);
    }

    QWidget* top_;
    QStringList offenders_;
    QStringList notes_;
    int textWidgets_ = 0;
    int layouts_ = 0;
};

QString language() {
    const QString wanted = qEnvironmentVariable("MOE_FIT_LANGUAGE");
    return wanted.isEmpty() ? QStringLiteral("pseudo") : wanted;
}

}  // namespace pseudo_fit

class TestPseudoLocaleFit : public QObject {
    Q_OBJECT
    UiLanguage* language_ = nullptr;
    QLocale savedDefault_;
    QString shotsDir_;
    int windowsChecked_ = 0;
    int textWidgets_ = 0;

    void saveShot(QWidget* w, const QString& name) {
        if (shotsDir_.isEmpty()) return;
        QDir().mkpath(shotsDir_);
        const QString path = QDir(shotsDir_).filePath(QStringLiteral("%1-%2.png").arg(pseudo_fit::language(), name));
        if (!w->grab().save(path)) qWarning("could not save %s", qPrintable(path));
    }

    // Checks one window (or dialog), prints its offenders, and saves its picture.
    bool fits(QWidget* w, const QString& name) {
        QCoreApplication::processEvents();
        pseudo_fit::FitChecker checker(w);
        QStringList offenders = checker.check();
        // A dialog must fit the 1280×800 screen it is checked for.
        if (w->isWindow() && (w->width() > pseudo_fit::kWidth || w->height() > pseudo_fit::kHeight))
            offenders << QStringLiteral("%1: %2 larger than the screen")
                             .arg(name, pseudo_fit::sizeText(w->width(), w->height()));
        ++windowsChecked_;
        textWidgets_ += checker.textWidgetsChecked();
        qInfo("%s (%s, %s): %d text widgets, %d layouts, %d offenders", qPrintable(name),
              qPrintable(pseudo_fit::language()), qPrintable(pseudo_fit::sizeText(w->width(), w->height())),
              checker.textWidgetsChecked(), checker.layoutsChecked(), static_cast<int>(offenders.size()));
        for (const QString& o : offenders) qWarning("  %s", qPrintable(o));
        for (const QString& n : checker.notes()) qInfo("  note: %s", qPrintable(n));
        saveShot(w, name);
        return offenders.isEmpty();
    }

    static std::unique_ptr<MainWindow> mainWindow() {
        auto w = std::make_unique<MainWindow>();
        moe::Result<moe::Recipe> recipe = moe::defaultRecipe();
        if (!recipe.ok()) qFatal("default recipe");
        w->state()->resetDocument(recipe.value());
        w->resize(pseudo_fit::kWidth, pseudo_fit::kHeight);
        w->sizeDocksForWindow();
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get())) qFatal("main window not exposed");
        w->settle();
        // The feasibility scan's summary is part of the picture: its final text, laid out.
        w->feasibilityPanel()->settle();
        for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
        return w;
    }

    template <typename Dialog>
    static Dialog* newest(const QWidget& parent) {
        const QList<Dialog*> all = parent.findChildren<Dialog*>();
        return all.isEmpty() ? nullptr : all.last();
    }

    // A dialog shown with exec() (QMessageBox::about): checked from inside its event loop.
    bool fitsModal(const std::function<void()>& open, const QString& name) {
        bool ok = false;
        bool seen = false;
        QTimer::singleShot(200, this, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal == nullptr) return;
            seen = true;
            ok = fits(modal, name);
            modal->close();
        });
        open();
        return seen && ok;
    }

private slots:
    void initTestCase() {
        moe::uitest::isolateSettings();
        shotsDir_ = qEnvironmentVariable("MOE_PSEUDO_SHOTS_DIR");
        language_ = new UiLanguage(this);
        if (pseudo_fit::language() == QLatin1String("pseudo"))
            language_->installPseudo();
        else
            language_->install(UiLanguage::localeFor(pseudo_fit::language()));
    }
    void cleanupTestCase() {
        delete language_;
        QLocale::setDefault(savedDefault_);
        qInfo("%d windows and dialogs, %d text widgets checked", windowsChecked_, textWidgets_);
    }
    void init() { moe::uitest::isolateSettings(); }

    // The checker itself: a label squeezed below its text and two widgets on top of each other.
    void theCheckerSeesACutLabelAndAnOverlap() {
        QWidget box;
        auto* row = new QHBoxLayout(&box);
        auto* label = new QLabel(QStringLiteral("A label much longer than thirty pixels"));
        label->setObjectName(QStringLiteral("squeezed"));
        label->setFixedWidth(30);
        row->addWidget(label);
        auto* button = new QPushButton(QStringLiteral("A button with a long text"));
        row->addWidget(button);
        QVERIFY(moe::uitest::showSized(box, 400, 60));
        QStringList offenders = pseudo_fit::FitChecker(&box).check();
        QCOMPARE(offenders.size(), 1);
        QVERIFY2(offenders[0].contains(QLatin1String("QLabel#squeezed")), qPrintable(offenders[0]));
        QVERIFY2(offenders[0].contains(QLatin1String("has 30")), qPrintable(offenders[0]));
        // The same row squeezed below its minimum: the layout puts one on top of the other.
        box.setMinimumSize(0, 0);
        button->setMinimumWidth(300);
        label->setFixedWidth(200);
        box.resize(300, 60);  // below the layout's minimum (200 + 300)
        box.layout()->setSizeConstraint(QLayout::SetNoConstraint);
        box.setFixedSize(300, 60);
        QCoreApplication::processEvents();
        offenders = pseudo_fit::FitChecker(&box).check();
        QVERIFY2(!offenders.filter(QLatin1String("overlaps")).isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
    }

    // A column title wider than its column: "…" at its end and the whole title as its tooltip; a
    // title that fits has none.
    void aCutColumnTitleShowsWholeInItsTooltip() {
        QTableWidget table(1, 2);
        table.setHorizontalHeaderLabels(
            {QStringLiteral("A column title far wider than its column"), QStringLiteral("B")});
        moe::ui::elideHeadersWithTips(&table);
        table.horizontalHeader()->resizeSection(0, 60);
        table.horizontalHeader()->resizeSection(1, 60);
        QVERIFY(moe::uitest::showSized(table, 300, 120));
        QHeaderView* header = table.horizontalHeader();
        QCOMPARE(header->textElideMode(), Qt::ElideRight);
        QVERIFY(pseudo_fit::FitChecker(&table).check().isEmpty());
        const auto tipAt = [&](int x) {
            QToolTip::hideText();  // hides after a moment
            if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 3000))
                return QStringLiteral("(tooltip stayed)");
            const QPoint at(x, header->height() / 2);
            QHelpEvent help(QEvent::ToolTip, at, header->viewport()->mapToGlobal(at));
            QCoreApplication::sendEvent(header->viewport(), &help);
            return QToolTip::isVisible() ? QToolTip::text() : QString();
        };
        QCOMPARE(tipAt(header->sectionViewportPosition(0) + 10),
                 QStringLiteral("A column title far wider than its column"));
        QCOMPARE(tipAt(header->sectionViewportPosition(1) + 10), QString());
        QToolTip::hideText();
    }

    void theMainWindowFits() {
        auto w = mainWindow();
        QVERIFY(fits(w.get(), QStringLiteral("main-window")));
    }

    // The bottom docks are tabbed: each one raised in turn, so the hidden ones are checked too.
    void everyDockFits() {
        auto w = mainWindow();
        bool all = true;
        for (QDockWidget* dock : w->findChildren<QDockWidget*>()) {
            dock->show();  // the ones View hides by default too
            dock->raise();
            w->settle();
            w->feasibilityPanel()->settle();  // a panel computes once it is shown: its final text
            for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
            const QString name = QStringLiteral("dock-") +
                                 (dock->objectName().isEmpty() ? QStringLiteral("unnamed") : dock->objectName());
            pseudo_fit::FitChecker checker(dock);
            const QStringList offenders = checker.check();
            ++windowsChecked_;
            textWidgets_ += checker.textWidgetsChecked();
            qInfo("%s: %d text widgets, %d offenders", qPrintable(name), checker.textWidgetsChecked(),
                  static_cast<int>(offenders.size()));
            for (const QString& o : offenders) qWarning("  %s", qPrintable(o));
            for (const QString& n : checker.notes()) qInfo("  note: %s", qPrintable(n));
            saveShot(w.get(), name);
            all = all && offenders.isEmpty();
        }
        QVERIFY(all);
    }

    void theDialogsFit() {
        auto w = mainWindow();
        bool all = true;
        const auto check = [&](QWidget* dialog, const QString& name) {
            if (dialog == nullptr) {
                qWarning("%s: not opened", qPrintable(name));
                all = false;
                return;
            }
            if (!QTest::qWaitForWindowExposed(dialog)) qWarning("%s: not exposed", qPrintable(name));
            QCoreApplication::processEvents();
            all = fits(dialog, name) && all;
            dialog->close();
            QCoreApplication::processEvents();
        };
        w->openPreferencesDialog();
        check(newest<QDialog>(*w), QStringLiteral("preferences"));
        w->openExportDialog();
        check(newest<QDialog>(*w), QStringLiteral("export"));
        w->openLibraryDialog();
        check(newest<QDialog>(*w), QStringLiteral("library"));
        w->exportFocusedImage();
        check(newest<QDialog>(*w), QStringLiteral("export-image"));
        w->findChild<QAction*>(QStringLiteral("actionGettingStarted"))->trigger();
        check(moe::ui::helpWindowOf(w.get()), QStringLiteral("help"));
        w->findChild<QAction*>(QStringLiteral("actionShortcuts"))->trigger();
        check(w->findChild<QMessageBox*>(QStringLiteral("shortcutsBox")), QStringLiteral("keyboard-shortcuts"));
        check(w->runsPanel()->addRunWithDialog(), QStringLiteral("add-run"));
        check(w->runsPanel()->calibrateWithDialog(), QStringLiteral("calibrate"));
        all = fitsModal([&] { w->findChild<QAction*>(QStringLiteral("actionAbout"))->trigger(); },
                        QStringLiteral("about")) &&
              all;
        all = fitsModal([&] { moe::ui::askAboutUnsavedChanges(w.get(), QStringLiteral("DeepSeek-V3 128K")); },
                        QStringLiteral("unsaved-changes")) &&
              all;
        QVERIFY(all);
    }
};

QTEST_MAIN(TestPseudoLocaleFit)
#include "test_pseudo_locale_fit.moc"

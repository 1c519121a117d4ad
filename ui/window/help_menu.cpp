#include "ui/window/help_menu.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStringList>

#include "ui/diagnostics/diagnostics_view.h"
#include "ui/help/context_help.h"
#include "ui/help/help_topics.h"
#include "ui/help/help_window.h"

namespace moe::ui {

namespace {

QString plain(QString text) {
    // "撤销(&U)" → "撤销": a CJK catalog's mnemonic in brackets goes with its ampersand.
    static const QRegularExpression bracketedMnemonic(QStringLiteral("\\(&[^)]\\)"));
    return text.remove(bracketedMnemonic).remove(QLatin1Char('&'));
}

// The name to list: a command whose text follows the document ("Undo GPUs 1024 → 64") is
// listed by its plain name (kShortcutListName), not by what it would undo now (review in Chinese).
QString listedName(const QAction* a) {
    const QString name = a->property(kShortcutListName).toString();
    return plain(name.isEmpty() ? a->text() : name);
}

void collect(const QMenu* menu, const QString& path, QStringList& lines) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" ▸ ") + listedName(a), lines);
        } else if (!a->shortcut().isEmpty()) {
            lines << QStringLiteral("%1 ▸ %2\t%3")
                         .arg(path, listedName(a), a->shortcut().toString(QKeySequence::NativeText));
        }
    }
}

}  // namespace

QString shortcutListText(const QMainWindow* window) {
    QStringList lines;
    for (QAction* a : window->menuBar()->actions())
        if (a->menu()) collect(a->menu(), plain(a->text()), lines);
    lines << QApplication::translate("HelpMenu", "Folded grids ▸ zoom\tWheel, + / −")
          << QApplication::translate("HelpMenu", "Folded grids ▸ pan\tDrag")
          << QApplication::translate("HelpMenu", "Folded grids ▸ reset zoom\t0")
          << QApplication::translate("HelpMenu", "Folded grids ▸ walk the GPUs, select one\tArrows, Enter, Escape")
          << QApplication::translate("HelpMenu",
                                     "Trace timeline ▸ move the cursor, jump between kernels\tArrows, Ctrl+Arrows")
          << QApplication::translate(
                 "HelpMenu", "Trace timeline ▸ select a window, zoom to it, clear it\tShift+Arrows, Enter, Escape")
          << QApplication::translate("HelpMenu", "Trace timeline ▸ zoom, fit\t+ / −, 0");
    return lines.join(QLatin1Char('\n'));
}

QMenu* installHelpMenu(QMainWindow* window) {
    QMenu* help = window->menuBar()->addMenu(QApplication::translate("HelpMenu", "&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    // F1 asks about what has the focus: an editor field, a selected finding, else Getting Started.
    QAction* contents = help->addAction(QApplication::translate("HelpMenu", "Help &Contents"));
    contents->setObjectName(QStringLiteral("actionHelpContents"));
    contents->setShortcut(QKeySequence(Qt::Key_F1));
    QObject::connect(contents, &QAction::triggered, window,
                     [window] { helpWindowOf(window)->showTopic(contextHelpTopic(QApplication::focusWidget())); });
    QAction* start = help->addAction(QApplication::translate("HelpMenu", "Getting &Started"));
    start->setObjectName(QStringLiteral("actionGettingStarted"));
    QObject::connect(start, &QAction::triggered, window,
                     [window] { helpWindowOf(window)->showTopic(gettingStartedTopicId()); });
    QAction* glossary = help->addAction(QApplication::translate("HelpMenu", "&Glossary"));
    glossary->setObjectName(QStringLiteral("actionGlossary"));
    QObject::connect(glossary, &QAction::triggered, window,
                     [window] { helpWindowOf(window)->showTopic(glossaryTopicId(QStringLiteral("tp"))); });
    for (DiagnosticsView* findings : window->findChildren<DiagnosticsView*>())
        QObject::connect(findings, &DiagnosticsView::explainRequested, window,
                         [window](const QString& rule) { helpWindowOf(window)->showTopic(ruleTopicId(rule)); });
    help->addSeparator();
    QAction* shortcuts = help->addAction(QApplication::translate("HelpMenu", "&Keyboard Shortcuts"));
    shortcuts->setObjectName(QStringLiteral("actionShortcuts"));
    QObject::connect(shortcuts, &QAction::triggered, window, [window] {
        auto* box = new QMessageBox(QMessageBox::NoIcon, QApplication::translate("HelpMenu", "Keyboard Shortcuts"),
                                    QString(), QMessageBox::Close, window);
        box->setObjectName(QStringLiteral("shortcutsBox"));
        QString html = QStringLiteral("<table>");
        for (const QString& line : shortcutListText(window).split(QLatin1Char('\n'))) {
            const QStringList parts = line.split(QLatin1Char('\t'));
            html += QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;<b>%2</b></td></tr>")
                        .arg(parts.value(0).toHtmlEscaped(), parts.value(1).toHtmlEscaped());
        }
        box->setText(html + QStringLiteral("</table>"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    QAction* about = help->addAction(QApplication::translate("HelpMenu", "&About MoE Layout Studio"));
    about->setObjectName(QStringLiteral("actionAbout"));
    QObject::connect(about, &QAction::triggered, window, [window] {
        QMessageBox::about(
            window, QApplication::translate("HelpMenu", "About MoE Layout Studio"),
            QApplication::translate("HelpMenu",
                                    "<b>MoE Layout Studio %1</b><p>Plan Mixture-of-Experts training "
                                    "layouts for Megatron-Core and Megatron-Bridge: Parallel Folding "
                                    "meshes, Megatron's rules, memory per pipeline stage and step time.</p>"
                                    "<p>Built with Qt %2.</p>")
                .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    });
    return help;
}

}  // namespace moe::ui

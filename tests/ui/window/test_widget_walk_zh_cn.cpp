// Issue 42: every text of the main window comes from the catalog. The real MainWindow is started
// under zh_CN on the built-in default recipe, and the test walks what a reader sees: each widget's
// text (labels, rich text stripped of its tags, buttons, check boxes, group box titles,
// placeholders, combo box items, tab titles, dock and window titles, read-only text views, chart
// axes and legends), every tooltip / status tip / What's This, every action of the menu bar, its
// menus and the context menus, the headers and cells of the item views, and every dialog the menus
// and panels open (Preferences, Library, Export, About, Keyboard Shortcuts, Help and each of its
// topics, the Runs dialogs, the unsaved-changes question, Qt's own file dialog). A word fails when it
// is a run of three or more Latin letters that is not on the explicit allow-list below: such a word
// did not come from the Chinese catalog. Each failure names the widget (objectName / class path).
#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/flops/model_flops.h"
#include "core/options/training_options.h"
#include "core/perf/calibration.h"
#include "core/recipe/recipe_description.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"
#include "ui/help/context_help.h"
#include "ui/help/help_topics.h"
#include "ui/help/help_window.h"
#include "ui/runs/runs_panel.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/ui_language.h"
#include "ui/window/unsaved_changes.h"
#include "ui_test_support.h"

using moe::ui::MainWindow;
using moe::ui::UiLanguage;

namespace widgetwalk {

// Latin-script words that stay as they are in the Chinese studio. Everything here is named by
// resources/translations/GLOSSARY.md ("Never translated") or is a name of a thing, not a word of a
// sentence. Words of fewer than three letters (TP, EP, GB, ms, s, H100's H) are never checked.
const QSet<QString>& allowedWords() {
    static const QSet<QString> words = [] {
        QSet<QString> w;
        // The glossary's abbreviations of three letters or more (parallel sizes, batch sizes,
        // metrics, numeric formats, kernels); "GPU" and "CPU" as the Chinese catalog writes them.
        for (const char* a :
             {"VPP",  "ETP",  "EDP",   "MBS",   "GBS", "MFU", "MTP", "SWA",  "GEMM", "NaN", "RMS", "GPU",
              "GPUs", "CPU",  "HBM",   "MoE",   "MLA", "GQA", "MHA", "MLP",  "GDN",  "FP8", "FP4", "FP16",
              "FP32", "BF16", "MXFP8", "NVFP4", "a2a", "lcm", "top", "RoPE", "YaRN", "SiLU"})
            w.insert(QString::fromLatin1(a));
        // Units (GLOSSARY.md: never translated).
        for (const char* u : {"GiB", "MiB", "KiB", "TiB", "TFLOP", "TFLOPS", "PFLOP", "GFLOP", "tok", "tokens"})
            w.insert(QString::fromLatin1(u));
        // Product, library and hardware names (GLOSSARY.md: never translated).
        for (const char* p : {"Megatron",      "Megatron-Core",
                              "Megatron-LM",   "Megatron-Bridge",
                              "Bridge",        "NCCL",
                              "DeepEP",        "HybridEP",
                              "CUDA",          "NVLink",
                              "NVSwitch",      "InfiniBand",
                              "Transformer",   "Engine",
                              "Hugging",       "Face",
                              "Perfetto",      "HTA",
                              "Kineto",        "Nsight",
                              "Slurm",         "Qt",
                              "SwiGLU",        "Gated",
                              "DeltaNet",      "Hopper",
                              "Blackwell",     "NVL72",
                              "NIC",           "PyTorch",
                              "RDMA",          "MMA",
                              "Adam",          "cuDNN",
                              "FlashAttention"})
            w.insert(QString::fromLatin1(p));
        // The marker the studio writes at the head of a recipe's notes that are out of date (a
        // file's text, quoted by Help's stale-notes topic).
        w.insert(QStringLiteral("stale"));
        // File formats (GLOSSARY.md: never translated).
        for (const char* f : {"YAML", "JSON", "CSV", "PNG", "SVG", "PDF", "HTML", "SQLite", "gzip"})
            w.insert(QString::fromLatin1(f));
        // Terms the zh_CN catalog keeps in Latin script as the Chinese guides write them
        // (GLOSSARY.md: "CUDA Graph", "token"; test_core_message_text allows the same): collective
        // and kernel names, the schedule 1F1B, rank, logit.
        for (const char* t : {"Graph", "Graphs", "all-to-all", "all-gather", "all-reduce", "reduce-scatter", "token",
                              "wgrad", "dgrad", "softmax", "sigmoid", "1F1B", "rank", "logit", "Logit", "FLOPs", "SMs"})
            w.insert(QString::fromLatin1(t));
        // Hardware and software names the explanations give (NVIDIA's products, Python's exceptions
        // as Megatron raises them, model families).
        for (const char* n :
             {"NVIDIA", "Tensor", "Core", "PCIe", "Grace", "HGX", "Python", "Unix", "API", "Mamba", "ReLU", "GEGLU",
              "quick-GELU", "quick-GEGLU", "GPT-OSS", "ValueError", "RuntimeError", "Markdown"})
            w.insert(QString::fromLatin1(n));
        // Keys as the keyboard and Qt's own catalog name them (Ctrl+P, Enter).
        for (const char* k : {"Ctrl", "Shift", "Alt", "Enter", "Esc", "Tab", "Del", "Home"}) w.insert(QString::fromLatin1(k));
        // Units of throughput and size (GLOSSARY.md: units are never translated).
        for (const char* u : {"Tokens/s/GPU", "B/param"}) w.insert(QString::fromLatin1(u));
        // The product's own name (window title, About).
        for (const char* n : {"MoE Layout Studio", "Layout", "Studio"}) w.insert(QString::fromLatin1(n));
        // Its command-line program, named where the studio hands a command to a shell.
        w.insert(QStringLiteral("moe-plan"));
        // TODO issue 42: still English. Terms the zh_CN catalog gives in Latin script beside (or
        // instead of) a Chinese word in Help's explanations and rule titles; each wants a
        // translator's decision (GLOSSARY.md has no entry for them yet).
        for (const char* t :
             {"paged",     "Paged",        "stash",      "precision-aware", "gated",   "Gated", "delta-net",
              "layer",     "norm",         "layer-norm", "dropout",         "inner",   "outer", "parallel",
              "state",     "drop-and-pad", "dropless",   "attention",       "sinks",   "mod",   "beta",
              "scale-out", "flash",        "squared",    "optimizer",       "cluster", "NAME"})
            w.insert(QString::fromLatin1(t));
        // The search's "fixed" field takes keys typed as key=value: tp, cp, pp, vpp, ep, etp, mbs.
        for (const char* k : {"vpp", "etp", "mbs"}) w.insert(QString::fromLatin1(k));
        return w;
    }();
    return words;
}

// Strings that are data, not the studio's words: the catalog's model and GPU names, the built-in
// recipes' file names, names and library descriptions (recipe files' own text), and the paths of
// this test's files. They are taken out of a text before its words are checked, longest first.
struct DataTexts {
    QStringList phrases;  // several words: taken out of the text
    QSet<QString> words;  // one word: a token equal to one passes
};

DataTexts splitData(QStringList data) {
    DataTexts out;
    data.removeAll(QString());
    data.removeDuplicates();
    std::sort(data.begin(), data.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (const QString& d : data) {
        if (d.contains(QLatin1Char(' ')))
            out.phrases << d;
        else
            out.words.insert(d);
    }
    return out;
}

QStringList dataStrings() {
    QStringList data;
    for (const std::string& m : moe::builtinCatalog().modelNames()) data << QString::fromStdString(m);
    for (const std::string& g : moe::builtinCatalog().hardwareNames()) data << QString::fromStdString(g);
    for (const moe::BuiltinRecipe& r : moe::builtinRecipes()) data << QString::fromStdString(r.file_name);
    if (const auto library = moe::recipeLibrary(); library.ok())
        for (const moe::RecipeLibraryEntry& e : library.value())
            // The description is the recipe file's own "description:" (describeRecipe's English line
            // when derived), the source its notes' paragraph: text of a file, not of the studio.
            for (const std::string& s : {e.id, e.name, e.model, e.gpu, e.description, e.source})
                data << QString::fromStdString(s);
    if (const auto r = moe::defaultRecipe(); r.ok()) {
        data << QString::fromStdString(r.value().name) << QString::fromStdString(r.value().model.name)
             << QString::fromStdString(r.value().model_ref) << QString::fromStdString(moe::describeRecipe(r.value()));
    }
    // The recipe's enumerated values ("one of: alltoall, allgather, flex"): written in YAML and given
    // to Megatron's flags as they are, so the editor, the summary and Help show them untranslated.
    static const QRegularExpression oneOf(QStringLiteral("one of:?\\s*(.*)"));
    static const QRegularExpression listSeparator(QStringLiteral("[,|\\s]+"));
    for (const moe::FieldDescriptor& f : moe::recipeFields()) {
        const QString type = QString::fromStdString(f.type);
        if (const auto m = oneOf.match(type); m.hasMatch())
            data << m.captured(1).split(listSeparator, Qt::SkipEmptyParts);
        if (type == QLatin1String("true | false")) data << QStringLiteral("true") << QStringLiteral("false");
    }
    // The list fields' values (options.recompute.modules, activation offload modules,
    // options.cuda_graphs.scopes) and the enum values as the editor shows them.
    for (int i = 0; i <= static_cast<int>(moe::RecomputeModule::SharedExperts); ++i)
        data << QString::fromLatin1(moe::toString(static_cast<moe::RecomputeModule>(i)));
    for (int i = 0; i <= static_cast<int>(moe::OffloadModule::MoeAct); ++i)
        data << QString::fromLatin1(moe::toString(static_cast<moe::OffloadModule>(i)));
    for (int i = 0; i <= static_cast<int>(moe::CudaGraphScope::Mamba); ++i)
        data << QString::fromLatin1(moe::toString(static_cast<moe::CudaGraphScope>(i)));
    for (int i = 0; i <= static_cast<int>(moe::Dispatcher::FlexNcclEP); ++i)
        data << QString::fromLatin1(moe::toString(static_cast<moe::Dispatcher>(i)));
    for (int i = 0; i <= static_cast<int>(moe::Precision::NVFP4); ++i)
        data << QString::fromLatin1(moe::toString(static_cast<moe::Precision>(i)));
    // Megatron's flag values: --moe-token-dispatcher-type flex with --moe-flex-dispatcher-backend
    // deepep / hybridep / ncclep, --fp8-recipe tensorwise / delayed / blockwise / current.
    for (const char* v : {"flex", "deepep", "hybridep", "ncclep", "tensorwise", "delayed", "blockwise", "current"})
        data << QString::fromLatin1(v);
    // Each language named in itself in Preferences ("English", "Français"), so a reader finds theirs.
    for (const QString& choice : UiLanguage::choices())
        if (choice != QLatin1String("system")) data << UiLanguage::displayName(choice);
    // TODO issue 42: still English. The calibration constants' descriptions and units come from
    // core/perf/calibration.cpp (CalibrationConstant::what, ::unit), which this change may not
    // touch; the Calibrate dialog and Help's calibration topic show them.
    for (const moe::CalibrationConstant& c : moe::calibrationConstants())
        data << QString::fromUtf8(c.what) << QString::fromUtf8(c.unit);
    // TODO issue 42: still English. The FLOPs counts' label, source and description
    // (core/flops/model_flops.cpp FlopsCountInfo: "Bridge count", "Megatron-Bridge's count (...)"),
    // shown beside Model TFLOP/s and MFU in Estimate, Search, Compare and Runs: not yet MOE_TR ids.
    for (const moe::FlopsCount count : {moe::FlopsCount::Bridge, moe::FlopsCount::MegatronLM}) {
        const moe::FlopsCountInfo& info = moe::flopsCountInfo(count);
        for (const std::string_view t : {info.label, info.source, info.by, info.description})
            data << QString::fromUtf8(t.data(), static_cast<qsizetype>(t.size()));
    }
    // Megatron-Core's version names in Export ("main", the development branch).
    data << QStringLiteral("main") << QStringLiteral("dev");
    // This test's recipe name and file.
    data << QStringLiteral("default");
    // An example profile name in the Calibrate dialog's placeholder.
    data << QStringLiteral("lab-h100");
    // Paths of this test's files and the file dialog's places (the user's name).
    data << QDir::tempPath() << QDir::homePath() << QDir::home().dirName();
    return data;
}

// A token is a word with what may hang on it: a flag's "--", a pattern's "*.", a key's "_" and ".",
// a unit's "/" (GB/s), a name's "-" (DeepSeek-V3).
const QRegularExpression& tokenPattern() {
    static const QRegularExpression re(
        QStringLiteral("(?:--|\\*\\.)?[A-Za-z0-9µÀ-ÖØ-öø-ÿ][A-Za-z0-9µÀ-ÖØ-öø-ÿ_.+/=\\-]*"));
    return re;
}

bool hasLatinWord(const QString& s) {
    static const QRegularExpression re(QStringLiteral("[A-Za-z]{3,}"));
    return re.match(s).hasMatch();
}

// The Latin-script words of `text` that did not come from a catalog.
QStringList foreignWords(QString text, const DataTexts& data) {
    if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));  // mnemonics
    for (const QString& d : data.phrases) text.replace(d, QStringLiteral(" "));
    QStringList bad;
    auto it = tokenPattern().globalMatch(text);
    while (it.hasNext()) {
        QString token = it.next().captured();
        while (token.endsWith(QLatin1Char('.')) || token.endsWith(QLatin1Char('-')) ||
               token.endsWith(QLatin1Char('/')) || token.endsWith(QLatin1Char('+')))
            token.chop(1);
        if (!hasLatinWord(token)) continue;
        // Flags (--tensor-model-parallel-size), file patterns (*.yaml), YAML and recipe keys
        // (layout.tp, moe_router_topk), file names (recipe.yaml) and rule ids (moe.ep_divides):
        // names a machine reads, never translated.
        if (token.startsWith(QLatin1String("--")) || token.startsWith(QLatin1String("*.")) ||
            token.contains(QLatin1Char('_')) || token.contains(QLatin1Char('.')) || token.contains(QLatin1Char('=')))
            continue;
        if (allowedWords().contains(token) || data.words.contains(token)) continue;
        // An abbreviation with its size (ETP1, MBS1) is the abbreviation.
        static const QRegularExpression trailingDigits(QStringLiteral("[0-9]+$"));
        if (allowedWords().contains(QString(token).remove(trailingDigits))) continue;
        // A compound (Megatron-Core/TE, GB/s, tok/s, NVIDIA/Megatron-LM) passes when each part does.
        static const QRegularExpression separators(QStringLiteral("[-/+]"));
        const QStringList parts = token.split(separators, Qt::SkipEmptyParts);
        bool ok = parts.size() > 1;
        for (const QString& p : parts)
            if (hasLatinWord(p) && !allowedWords().contains(p) && !data.words.contains(p)) ok = false;
        if (!ok) bad << token;
    }
    return bad;
}

QString className(const QObject* o) {
    return QString::fromLatin1(o->metaObject()->className());
}

// "MainWindow > QDockWidget#estimateDock > … > QLabel#headline": the named ancestors and the widget.
QString pathOf(const QObject* o) {
    QStringList parts;
    parts << className(o) + (o->objectName().isEmpty() ? QString() : QLatin1Char('#') + o->objectName());
    for (const QObject* p = o->parent(); p; p = p->parent())
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_")))
            parts.prepend(className(p) + QLatin1Char('#') + p->objectName());
    return parts.join(QStringLiteral(" > "));
}

// Widgets whose texts are not the studio's words. The export preview shows the file that will be
// written (a launch script or YAML: read by machines, English by design). The others are marked
// "TODO issue 42: still English": core sentences that are not yet MOE_TR ids carried by
// moe::Message, shown as the core writes them.
const std::vector<std::pair<QString, const char*>>& stillEnglish() {
    static const std::vector<std::pair<QString, const char*>> list{
        {QStringLiteral("QPlainTextEdit#exportPreview"), "the file an export writes (machine-read, English)"},
    };
    return list;
}

class Walker {
public:
    Walker() : data_(splitData(dataStrings())) {}

    void check(const QString& where, const QString& what, const QString& text) {
        if (text.trimmed().isEmpty()) return;
        for (const auto& [name, why] : stillEnglish())
            if (where.contains(name)) {
                ++exempted_;
                return;
            }
        ++texts_;
        const QStringList bad = foreignWords(text, data_);
        if (bad.isEmpty()) return;
        const QString line = QStringLiteral("%1 [%2]: \"%3\" -> %4")
                                 .arg(where, what, text.left(300).replace(QLatin1Char('\n'), QStringLiteral("\\n")),
                                      bad.join(QStringLiteral(", ")));
        if (!seen_.contains(line)) {
            seen_.insert(line);
            offences_ << line;
        }
    }

    void walkAction(QAction* a, const QString& where) {
        if (a->isSeparator() || visitedActions_.contains(a)) return;
        visitedActions_.insert(a);
        ++actions_;
        const QString at = where + QStringLiteral(" > QAction") +
                           (a->objectName().isEmpty() ? QString() : QLatin1Char('#') + a->objectName());
        check(at, QStringLiteral("text"), a->text());
        if (a->toolTip() != QString(a->text()).remove(QLatin1Char('&')))
            check(at, QStringLiteral("toolTip"), a->toolTip());
        check(at, QStringLiteral("statusTip"), a->statusTip());
        check(at, QStringLiteral("whatsThis"), a->whatsThis());
        if (QMenu* m = a->menu()) walkMenu(m, at);
    }

    void walkMenu(QMenu* menu, const QString& where) {
        check(where, QStringLiteral("menu title"), menu->title());
        for (QAction* a : menu->actions()) walkAction(a, where);
    }

    void walkModel(QAbstractItemView* view, const QString& where) {
        QAbstractItemModel* model = view->model();
        if (!model || visitedModels_.contains(model)) return;
        visitedModels_.insert(model);
        ++models_;
        // Qt's file system model lists the disk's files: its cells are data, its headers are Qt's.
        const bool cellsAreData = model->inherits("QFileSystemModel");
        for (int c = 0; c < model->columnCount(); ++c) {
            check(where, QStringLiteral("header %1").arg(c), model->headerData(c, Qt::Horizontal).toString());
            check(where, QStringLiteral("header tip %1").arg(c),
                  model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
        }
        if (!cellsAreData) walkRows(view, model, QModelIndex(), where, 0);
    }

    void walkRows(QAbstractItemView* view, QAbstractItemModel* model, const QModelIndex& parent, const QString& where,
                  int depth) {
        const int rows = std::min(model->rowCount(parent), 400);
        auto* table = qobject_cast<QTableView*>(view);
        auto* tree = qobject_cast<QTreeView*>(view);
        auto* list = qobject_cast<QListView*>(view);
        for (int r = 0; r < rows; ++r) {
            if (table && table->isRowHidden(r)) continue;
            if (tree && tree->isRowHidden(r, parent)) continue;
            if (list && list->isRowHidden(r)) continue;
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex i = model->index(r, c, parent);
                const QString cell = QStringLiteral("%1 cell (%2,%3)").arg(depth).arg(r).arg(c);
                check(where, cell, model->data(i, Qt::DisplayRole).toString());
                check(where, cell + QStringLiteral(" tip"), model->data(i, Qt::ToolTipRole).toString());
            }
            if (depth < 4 && model->hasChildren(model->index(r, 0, parent)))
                walkRows(view, model, model->index(r, 0, parent), where, depth + 1);
        }
    }

    void walkPlot(QCustomPlot* plot, const QString& where) {
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                check(where, QStringLiteral("axis label"), axis->label());
                if (auto text = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker()))
                    for (const QString& tick : text->ticks()) check(where, QStringLiteral("axis tick"), tick);
            }
        for (int i = 0; i < plot->plottableCount(); ++i)
            check(where, QStringLiteral("plottable name"), plot->plottable(i)->name());
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)); t && t->visible())
                check(where, QStringLiteral("plot text"), t->text());
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
            if (auto* t = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
                check(where, QStringLiteral("plot title"), t->text());
    }

    void walkWidget(QWidget* w) {
        if (visitedWidgets_.contains(w)) return;
        visitedWidgets_.insert(w);
        ++widgets_;
        const QString at = pathOf(w);
        if (w->isWindow()) check(at, QStringLiteral("windowTitle"), w->windowTitle());
        check(at, QStringLiteral("toolTip"), w->toolTip());
        check(at, QStringLiteral("statusTip"), w->statusTip());
        check(at, QStringLiteral("whatsThis"), w->whatsThis());
        if (auto* l = qobject_cast<QLabel*>(w)) check(at, QStringLiteral("text"), l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w)) check(at, QStringLiteral("text"), b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w)) check(at, QStringLiteral("title"), g->title());
        if (auto* d = qobject_cast<QDockWidget*>(w)) check(at, QStringLiteral("windowTitle"), d->windowTitle());
        if (auto* e = qobject_cast<QLineEdit*>(w)) {
            check(at, QStringLiteral("placeholder"), e->placeholderText());
            if (e->isReadOnly()) check(at, QStringLiteral("text"), e->text());
        }
        if (auto* s = qobject_cast<QAbstractSpinBox*>(w))
            check(at, QStringLiteral("specialValue"), s->specialValueText());
        if (auto* s = qobject_cast<QSpinBox*>(w)) {
            check(at, QStringLiteral("prefix"), s->prefix());
            check(at, QStringLiteral("suffix"), s->suffix());
        }
        if (auto* s = qobject_cast<QDoubleSpinBox*>(w)) {
            check(at, QStringLiteral("prefix"), s->prefix());
            check(at, QStringLiteral("suffix"), s->suffix());
        }
        if (auto* c = qobject_cast<QComboBox*>(w)) {
            check(at, QStringLiteral("placeholder"), c->placeholderText());
            // The file dialog's "look in" box lists folders of the disk.
            if (c->objectName() != QLatin1String("lookInCombo"))
                for (int i = 0; i < c->count(); ++i) {
                    check(at, QStringLiteral("item %1").arg(i), c->itemText(i));
                    check(at, QStringLiteral("item tip %1").arg(i), c->itemData(i, Qt::ToolTipRole).toString());
                }
        }
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) {
                check(at, QStringLiteral("tab %1").arg(i), t->tabText(i));
                check(at, QStringLiteral("tab tip %1").arg(i), t->tabToolTip(i));
            }
        if (auto* t = qobject_cast<QTextEdit*>(w)) {
            check(at, QStringLiteral("placeholder"), t->placeholderText());
            if (t->isReadOnly()) check(at, QStringLiteral("text"), t->toPlainText());
        }
        if (auto* t = qobject_cast<QPlainTextEdit*>(w)) {
            check(at, QStringLiteral("placeholder"), t->placeholderText());
            if (t->isReadOnly()) check(at, QStringLiteral("text"), t->toPlainText());
        }
        if (auto* p = qobject_cast<QCustomPlot*>(w)) walkPlot(p, at);
        if (auto* v = qobject_cast<QAbstractItemView*>(w)) {
            // A combo box's list is walked as its items.
            if (!qobject_cast<QComboBox*>(v->parentWidget() ? v->parentWidget()->parentWidget() : nullptr))
                walkModel(v, at);
            if (auto* tree = qobject_cast<QTreeWidget*>(w))
                check(at, QStringLiteral("header"), tree->headerItem()->text(0));
        }
        for (QAction* a : w->actions()) walkAction(a, at);
        if (auto* m = qobject_cast<QMenu*>(w)) walkMenu(m, at);
        if (auto* bar = qobject_cast<QMenuBar*>(w))
            for (QAction* a : bar->actions()) walkAction(a, at);
    }

    // `root` and every widget under it that would be on screen with it (a tab behind another counts:
    // Qt keeps it visible, out of sight), and every action of theirs.
    void walkTree(QWidget* root) {
        walkWidget(root);
        for (QWidget* w : root->findChildren<QWidget*>())
            if (w->isVisibleTo(root) || qobject_cast<QMenu*>(w)) walkWidget(w);
        for (QAction* a : root->findChildren<QAction*>()) walkAction(a, pathOf(a->parent() ? a->parent() : root));
    }

    void countDialog(const QString& name) { dialogs_ << name; }

    QStringList offences_;
    QStringList dialogs_;
    int widgets_ = 0;
    int actions_ = 0;
    int texts_ = 0;
    int models_ = 0;
    int exempted_ = 0;

private:
    DataTexts data_;
    QSet<QString> seen_;
    QSet<const QObject*> visitedWidgets_;
    QSet<const QObject*> visitedActions_;
    QSet<const QObject*> visitedModels_;
};

// Runs `open`, which shows a dialog through exec() (a modal loop), walks the modal widget from a
// timer and closes it. False when no dialog came.
bool walkModal(Walker& walker, const QString& name, const std::function<void()>& open) {
    bool walked = false;
    QTimer timer;
    timer.setInterval(20);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || walked) return;
        walked = true;
        walker.walkTree(modal);
        walker.countDialog(name);
        if (auto* d = qobject_cast<QDialog*>(modal))
            d->reject();
        else
            modal->close();
    });
    timer.start();
    open();
    return walked;
}

// Walks a dialog that `open` shows without a modal loop (open() or show()), then closes it.
template <typename Dialog>
bool walkShown(Walker& walker, QWidget* parent, const QString& name, const std::function<void()>& open) {
    open();
    Dialog* dialog = nullptr;
    for (int i = 0; i < 50 && !dialog; ++i) {
        for (Dialog* d : parent->findChildren<Dialog*>())
            if (d->isVisible()) dialog = d;
        if (!dialog) QTest::qWait(10);
    }
    if (!dialog) return false;
    walker.walkTree(dialog);
    walker.countDialog(name);
    dialog->close();
    return true;
}

}  // namespace widgetwalk

class TestWidgetWalkZhCn : public QObject {
    Q_OBJECT
    QLocale savedDefault_;

private slots:
    void init() {
        moe::uitest::isolateSettings();
        qunsetenv("MOE_STUDIO_LANGUAGE");
    }
    void cleanup() { QLocale::setDefault(savedDefault_); }

    // The word check itself: a sentence of the source language fails, the allow-list passes.
    void theCheckTellsEnglishFromNames() {
        const widgetwalk::DataTexts none;
        using widgetwalk::foreignWords;
        QCOMPARE(foreignWords(QStringLiteral("Estimate"), none), QStringList{QStringLiteral("Estimate")});
        QCOMPARE(foreignWords(QStringLiteral("<b>步时</b> per step"), none),
                 (QStringList{QStringLiteral("per"), QStringLiteral("step")}));
        QCOMPARE(foreignWords(QStringLiteral("&Open…"), none), QStringList{QStringLiteral("Open")});
        QVERIFY(foreignWords(QStringLiteral("<b>TP</b> 张量并行 --tensor-model-parallel-size"), none).isEmpty());
        QVERIFY(foreignWords(QStringLiteral("显存 94.3 GiB，12 GB/s，400 TFLOP/s，3 µs"), none).isEmpty());
        QVERIFY(foreignWords(QStringLiteral("layout.tp 与 moe_router_topk；配方 (*.yaml *.yml)"), none).isEmpty());
        QVERIFY(foreignWords(QStringLiteral("Megatron-Core 的 CUDA Graph，FP8 与 MXFP8"), none).isEmpty());
        QCOMPARE(foreignWords(QStringLiteral("DeepSeek-V3 在 H100-SXM 上"), none),
                 (QStringList{QStringLiteral("DeepSeek-V3"), QStringLiteral("H100-SXM")}));
        QVERIFY(foreignWords(QStringLiteral("ETP1 EDP1 MBS1 · Ctrl+P · tp=1, key=value"), none).isEmpty());
        const widgetwalk::DataTexts names =
            widgetwalk::splitData({QStringLiteral("DeepSeek-V3"), QStringLiteral("H100-SXM"), QStringLiteral("none")});
        QVERIFY(foreignWords(QStringLiteral("DeepSeek-V3 在 H100-SXM 上，none"), names).isEmpty());
        // A value of one word passes as a word, not inside another ("none" in "nonexistent").
        QCOMPARE(foreignWords(QStringLiteral("nonexistent"), names), QStringList{QStringLiteral("nonexistent")});
    }

    void everyTextOfTheMainWindowComesFromTheCatalog() {
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        UiLanguage language;
        QCOMPARE(language.install(UiLanguage::localeFor(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        QVERIFY(language.qtCatalogLoaded());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString recipePath = moe::uitest::writeRecipe(QDir(dir.path()), QStringLiteral("default.yaml"),
                                                            moe::uitest::namedDefaultRecipe("default"));
        MainWindow w;
        // Opened, not edited: the unsaved-changes question is asked below on its own.
        w.setUnsavedChangesQuestion([](QWidget*, const QString&) { return moe::ui::UnsavedChoice::Discard; });
        QVERIFY(moe::uitest::showSized(w, 1600, 1000));
        QVERIFY(w.openFile(recipePath));
        w.settle();

        widgetwalk::Walker walker;
        walker.walkTree(&w);
        // The View ▸ Trace dock, made on first use: its empty state says how to open a trace.
        if (QAction* trace = w.findChild<QAction*>(QStringLiteral("actionViewTrace"))) {
            trace->trigger();
            w.settle();
            walker.walkTree(&w);
        }

        const auto action = [&](const char* name) {
            QAction* a = w.findChild<QAction*>(QString::fromLatin1(name));
            if (!a) qWarning("no action %s", name);
            return a;
        };
        const auto trigger = [&](const char* name) {
            return [&, name] {
                if (QAction* a = action(name)) a->trigger();
            };
        };
        // Non-blocking dialogs (open() or show()).
        QVERIFY(
            widgetwalk::walkShown<QDialog>(walker, &w, QStringLiteral("Preferences"), trigger("actionPreferences")));
        QVERIFY(widgetwalk::walkShown<QDialog>(walker, &w, QStringLiteral("Library"), [&] { w.openLibraryDialog(); }));
        QVERIFY(widgetwalk::walkShown<QDialog>(walker, &w, QStringLiteral("Export"), [&] { w.openExportDialog(); }));
        QVERIFY(
            widgetwalk::walkShown<QDialog>(walker, &w, QStringLiteral("Export Image"), trigger("actionExportImage")));
        QVERIFY(widgetwalk::walkShown<QMessageBox>(walker, &w, QStringLiteral("Keyboard Shortcuts"),
                                                   trigger("actionShortcuts")));
        QVERIFY(widgetwalk::walkShown<QDialog>(walker, w.runsPanel(), QStringLiteral("Add Run"),
                                               [&] { w.runsPanel()->addRunWithDialog(); }));
        QVERIFY(widgetwalk::walkShown<QDialog>(walker, w.runsPanel(), QStringLiteral("Calibrate"),
                                               [&] { w.runsPanel()->calibrateWithDialog(); }));
        // Help: the window, then each of its topics as it shows it.
        moe::ui::HelpWindow* help = moe::ui::helpWindowOf(&w);
        QVERIFY(help);
        if (QAction* contents = action("actionHelpContents")) contents->trigger();
        QVERIFY(help->isVisible());
        walker.walkTree(help);
        walker.countDialog(QStringLiteral("Help"));
        int topics = 0;
        for (const moe::ui::HelpTopic& topic : moe::ui::helpTopics()) {
            const QString& id = topic.id;
            if (!help->showTopic(id)) continue;
            ++topics;
            walker.check(QStringLiteral("HelpWindow topic ") + id, QStringLiteral("text"),
                         help->textView()->toPlainText());
        }
        help->close();
        // Dialogs in a modal loop: About, the unsaved-changes question, Qt's own file dialog
        // (File ▸ Open…, not the platform's: Qt's catalog).
        QVERIFY(widgetwalk::walkModal(walker, QStringLiteral("About"), trigger("actionAbout")));
        QVERIFY(widgetwalk::walkModal(walker, QStringLiteral("Unsaved Changes"),
                                      [&] { moe::ui::askAboutUnsavedChanges(&w, QStringLiteral("x.yaml")); }));
        QVERIFY(widgetwalk::walkModal(walker, QStringLiteral("Open (Qt file dialog)"), [&] { w.openWithDialog(); }));

        qInfo(
            "walked %d widgets, %d actions, %d item models, %d dialogs (%s), %d help topics, %d texts checked, "
            "%d texts of still-English widgets skipped",
            walker.widgets_, walker.actions_, walker.models_, int(walker.dialogs_.size()),
            qPrintable(walker.dialogs_.join(QStringLiteral(", "))), topics, walker.texts_, walker.exempted_);
        for (const QString& o : walker.offences_) qWarning("%s", qPrintable(o));
        QVERIFY2(walker.offences_.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts with English words (listed above)").arg(walker.offences_.size())));
    }
};

QTEST_MAIN(TestWidgetWalkZhCn)
#include "test_widget_walk_zh_cn.moc"

// moe-studio: the desktop studio. Also renders itself to a PNG for documentation and CI
// (--screenshot), which is why errors here are one stderr line and an exit code.
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QImage>
#include <QJsonDocument>
#include <QLocale>
#include <QMessageBox>
#include <QPixmap>
#include <QTimer>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "app/moe-studio/screenshot_map.h"
#include "core/catalog/recipe_library.h"
#include "core/recipe/recipe_yaml.h"
#include "core/schedule/predicted_trace.h"
#include "ui/state/autosave.h"
#include "ui/state/recovery_offer.h"
#include "ui/state/studio_state.h"
#include "ui/trace/prediction_job.h"
#include "ui/trace/trace_document.h"
#include "ui/trace/trace_import_job.h"
#include "ui/trace/trace_workspace.h"
#include "ui/window/color_scheme.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui/window/recent_files.h"
#include "ui/window/settings.h"
#include "ui/window/ui_language.h"

namespace {

constexpr int kExitFailure = 2;
constexpr int kExitNoDisplay = 3;

void fail(const QString& message) { std::fprintf(stderr, "moe-studio: %s\n", qPrintable(message)); }

bool envSet(const char* name) {
    const char* v = std::getenv(name);
    return v && *v;
}

// Linux without X11/Wayland: QApplication would abort with a long plugin message instead.
bool displayAvailable() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD)
    return envSet("DISPLAY") || envSet("WAYLAND_DISPLAY") || envSet("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

// The arguments without Qt's standard ones (-style Fusion, -platform offscreen, …), which
// QApplication consumes itself: our parser runs first and must not reject them.
QStringList rawArguments(int argc, char** argv) {
    static const QStringList withValue = {QStringLiteral("style"),       QStringLiteral("stylesheet"),
                                          QStringLiteral("platform"),    QStringLiteral("platformpluginpath"),
                                          QStringLiteral("platformtheme"), QStringLiteral("plugin"),
                                          QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowtitle"),
                                          QStringLiteral("qwindowicon"), QStringLiteral("display"),
                                          QStringLiteral("session"),     QStringLiteral("graphicssystem")};
    static const QStringList flags = {QStringLiteral("reverse"), QStringLiteral("widgetcount"),
                                      QStringLiteral("nograb"), QStringLiteral("dograb"), QStringLiteral("sync")};
    QStringList args;
    for (int i = 0; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        QString name = a;
        while (name.startsWith(QLatin1Char('-'))) name.remove(0, 1);
        const QString key = name.section(QLatin1Char('='), 0, 0);
        if (i > 0 && a.startsWith(QLatin1Char('-')) && withValue.contains(key)) {
            if (!name.contains(QLatin1Char('='))) ++i;  // its value is the next argument
            continue;
        }
        if (i > 0 && a.startsWith(QLatin1Char('-')) && flags.contains(key)) continue;
        args << a;
    }
    return args;
}

}  // namespace

// Unsaved edits left by a studio that did not shut down normally: offer the newest back.
void offerRecovery(moe::ui::MainWindow& window) {
    QStringList problems;
    const auto leftovers = window.autosave()->leftovers(&problems);
    for (const QString& p : problems) window.messageBanner()->showError(QObject::tr("An autosave could not be read"), p);
    if (leftovers.empty()) return;
    const moe::ui::RecoveredRecipe& newest = leftovers.front();
    // What was kept: the recipe's unsaved edits, the session's pins, runs, trace and calibration.
    const QStringList kept = moe::ui::recoveryKeptItems(newest);
    if (kept.isEmpty()) {  // nothing a restore would bring back: not worth a question
        moe::ui::Autosave::discard(newest);
        return;
    }
    QMessageBox box(QMessageBox::Question, QObject::tr("Recover the last session"),
                    QObject::tr("MoE Layout Studio did not shut down normally. Kept from %1: %2.\n\nRestore them?")
                        .arg(QLocale().toString(newest.savedAt, QLocale::ShortFormat), kept.join(QStringLiteral("; "))),
                    QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel, &window);
    box.setDefaultButton(QMessageBox::Yes);
    // Mnemonics on every answer (the standard Discard has none on Linux), and Escape asks again
    // next time rather than throwing the edits away (review 20: Escape did nothing).
    box.button(QMessageBox::Yes)->setText(QObject::tr("&Restore"));
    box.button(QMessageBox::Discard)->setText(QObject::tr("&Discard"));
    box.button(QMessageBox::Cancel)->setText(QObject::tr("&Later"));
    box.setEscapeButton(QMessageBox::Cancel);
    const int answer = box.exec();
    if (answer == QMessageBox::Cancel) return;  // the autosave stays for the next start
    if (answer == QMessageBox::Yes) {
        const std::optional<moe::ui::SessionSnapshot> session = newest.session;  // restore() removes the files
        window.autosave()->restore(newest);
        if (session) window.restoreSession(*session);
    } else {
        moe::ui::Autosave::discard(newest);
    }
}

int main(int argc, char** argv) {
    // Parsed before QApplication exists so --version/--help work without a display.
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("MoE Layout Studio: plan Megatron-Core MoE training layouts."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption(QStringLiteral("version"), QStringLiteral("Print the version and exit."));
    const QCommandLineOption recipeOption(QStringLiteral("recipe"), QStringLiteral("Open recipe FILE, or builtin:NAME from the library (default: the built-in default recipe)."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              QStringLiteral("Render the main window to OUT.png and exit."), QStringLiteral("OUT.png"));
    const QCommandLineOption mapOption(QStringLiteral("screenshot-map"),
                                       QStringLiteral("With --screenshot: also write where the grid and chart are to MAP.json."),
                                       QStringLiteral("MAP.json"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Window size for --screenshot (default 1280x800)."), QStringLiteral("WxH"));
    const QCommandLineOption traceOption(QStringLiteral("trace"),
                                         QStringLiteral("Open a Kineto JSON(.gz) or Nsight SQLite trace in the Trace dock (repeat for one file per rank)."),
                                         QStringLiteral("FILE"));
    const QCommandLineOption predictedOption(QStringLiteral("predicted-timeline"),
                                             QStringLiteral("Show the recipe's predicted timeline in the Trace dock (beside --trace files)."));
    const QCommandLineOption schemeOption(QStringLiteral("color-scheme"),
                                          QStringLiteral("Colour scheme: system, light or dark (as View ▸ Colour Scheme; remembered)."),
                                          QStringLiteral("SCHEME"));
    parser.addOptions({versionOption, recipeOption, screenshotOption, mapOption, sizeOption, traceOption, predictedOption, schemeOption});
    // `moe-studio FILE` opens FILE as --recipe does (review: a file given so was silently ignored).
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Recipe to open (the same as --recipe FILE)."),
                                 QStringLiteral("[FILE]"));
    if (!parser.parse(rawArguments(argc, argv))) {
        fail(parser.errorText());
        return kExitFailure;
    }
    if (parser.isSet(versionOption)) {
        std::printf("moe-studio %s\n", MOE_VERSION);
        return EXIT_SUCCESS;
    }
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        // Without a QCoreApplication the parser does not know the program name.
        QString help = parser.helpText();
        help.replace(QStringLiteral("<executable_name>"), QStringLiteral("moe-studio"));
        std::printf("%s", qPrintable(help));
        return EXIT_SUCCESS;
    }
    if (!displayAvailable()) {
        fail(QStringLiteral("no display (DISPLAY/WAYLAND_DISPLAY unset); set QT_QPA_PLATFORM=offscreen for --screenshot"));
        return kExitNoDisplay;
    }

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QString::fromLatin1(moe::ui::kSettingsOrganization));
    QApplication::setApplicationName(QString::fromLatin1(moe::ui::kSettingsApplication));
    // Installed by the DEB (share/applications, share/icons/hicolor): lets the desktop match the
    // window to its entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("moe-layout-studio"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("moe-layout-studio")));
    QApplication::setApplicationDisplayName(QStringLiteral("MoE Layout Studio"));
    QApplication::setApplicationVersion(QStringLiteral(MOE_VERSION));
    // QApplication set the C library's locale from the environment (setlocale(LC_ALL, "")): printf
    // and strtod would then write and read "0,5" under a French LANG. The studio's numbers follow
    // QLocale, which does not read this; the C library keeps "C" for numbers.
    std::setlocale(LC_NUMERIC, "C");
    // The language (MOE_STUDIO_LANGUAGE, the saved choice, or the system's), before any window
    // exists: every text is translated as it is made. MOE_STUDIO_LANGUAGE=pseudo: the pseudo-locale.
    moe::ui::UiLanguage language;
    language.installEffective();

    // The remembered light/dark choice, or the one given on the command line.
    moe::ui::ColorScheme scheme = moe::ui::savedColorScheme();
    if (parser.isSet(schemeOption)) {
        const QString wanted = parser.value(schemeOption);
        bool known = false;
        for (auto candidate : {moe::ui::ColorScheme::System, moe::ui::ColorScheme::Light, moe::ui::ColorScheme::Dark})
            if (moe::ui::colorSchemeKey(candidate) == wanted) {
                scheme = candidate;
                known = true;
            }
        if (!known) {
            fail(QStringLiteral("--color-scheme %1: expected system, light or dark").arg(wanted));
            return kExitFailure;
        }
    }
    if (scheme != moe::ui::ColorScheme::System || parser.isSet(schemeOption)) moe::ui::applyColorScheme(scheme);
    moe::ui::emphasiseFocusOnFusion();

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 || (files.size() == 1 && parser.isSet(recipeOption))) {
        fail(QStringLiteral("one recipe at a time: give FILE or --recipe FILE, not %1")
                 .arg(files.size() + (parser.isSet(recipeOption) ? 1 : 0)));
        return kExitFailure;
    }
    moe::ui::MainWindow window;
    if (parser.isSet(recipeOption) || !files.isEmpty()) {
        // A bad --recipe is a command-line error: report it the same way in both modes.
        const QString path = files.isEmpty() ? parser.value(recipeOption) : files.front();
        // builtin:NAME opens a library recipe, as in moe-plan; it is not bound to a file.
        const bool builtin = path.startsWith(QLatin1String("builtin:"));
        moe::Result<moe::Recipe> loaded = builtin ? moe::loadLibraryRecipe(path.mid(8).toStdString())
                                                  : moe::loadRecipeFile(path.toStdString());
        if (!loaded.ok()) {
            fail(QString::fromStdString(loaded.error().toString()));
            return kExitFailure;
        }
        window.state()->resetDocument(loaded.value(), builtin ? QString() : QFileInfo(path).absoluteFilePath());
        // Screenshots are batch runs; they should not reshuffle the user's recent list.
        if (!parser.isSet(screenshotOption) && !builtin) window.recentFiles()->add(path);
    } else {
        moe::Result<moe::Recipe> builtin = moe::defaultRecipe();
        if (!builtin.ok()) {
            fail(QStringLiteral("built-in default recipe: ") + QString::fromStdString(builtin.error().toString()));
            return kExitFailure;
        }
        window.state()->resetDocument(builtin.value());
    }

    const QStringList traces = parser.values(traceOption);
    const bool predicted = parser.isSet(predictedOption);
    if (parser.isSet(screenshotOption)) {
        const QString out = parser.value(screenshotOption);
        // A fixed size, not the remembered geometry, so screenshots are reproducible.
        QSize size(1280, 800);
        if (parser.isSet(sizeOption)) {
            const QStringList parts = parser.value(sizeOption).split(QLatin1Char('x'));
            const int w = parts.size() == 2 ? parts[0].toInt() : 0;
            const int h = parts.size() == 2 ? parts[1].toInt() : 0;
            if (w < 320 || h < 240) {
                fail(QStringLiteral("--size: expected WxH of at least 320x240, got '%1'").arg(parser.value(sizeOption)));
                return kExitFailure;
            }
            size = QSize(w, h);
        }
        window.resize(size);
        window.sizeDocksForWindow();
        window.show();
        // Let show/resize/polish events settle so grab() sees the final layout.
        QApplication::processEvents();
        // Background results (memory bars) are part of the picture: wait for them, not a timer.
        window.settle();
        // Traces and the predicted timeline too (bounded, so a broken file cannot hang a batch run).
        QElapsedTimer clock;
        clock.start();
        auto waitUntil = [&](const std::function<bool()>& done) {
            while (!done() && clock.elapsed() < 120'000) QApplication::processEvents(QEventLoop::AllEvents, 50);
            return done();
        };
        if (!traces.isEmpty()) {
            window.openTraces(traces);
            if (!waitUntil([&] { return !window.traceWorkspace()->importJob()->isBusy(); }) || !window.traceWorkspace()->document()) {
                fail(QStringLiteral("could not open the trace: ") + window.messageBanner()->toolTip() + window.messageBanner()->text());
                return kExitFailure;
            }
        }
        if (predicted) {
            window.showPredictedTimeline();
            const bool shown = waitUntil([&] {
                const auto& doc = window.traceWorkspace()->document();
                return !window.predictionJob()->isBusy() && doc && moe::schedule::isPredictedTrace(doc->trace);
            });
            if (!shown) {
                fail(QStringLiteral("could not simulate the step: ") + window.messageBanner()->text());
                return kExitFailure;
            }
        }
        window.settle();
        QApplication::processEvents();
        const QImage image = window.grab().toImage();
        if (image.isNull() || !image.save(out, "PNG")) {
            fail(QStringLiteral("could not write screenshot to %1").arg(out));
            return kExitFailure;
        }
        if (parser.isSet(mapOption)) {
            QFile map(parser.value(mapOption));
            if (!map.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
                map.write(QJsonDocument(moe::studio::screenshotMap(window)).toJson()) < 0) {
                fail(QStringLiteral("could not write %1").arg(map.fileName()));
                return kExitFailure;
            }
        }
        return EXIT_SUCCESS;
    }

    window.showAsStarted();
    offerRecovery(window);
    if (!traces.isEmpty()) window.openTraces(traces);
    if (predicted) {
        if (traces.isEmpty()) {
            QTimer::singleShot(0, &window, [&window] { window.showPredictedTimeline(); });
        } else {
            // After the measured trace has loaded, so the prediction is drawn beside it.
            auto* once = new QObject(&window);
            QObject::connect(window.traceWorkspace(), &moe::ui::TraceWorkspace::traceLoaded, once, [&window, once] {
                delete once;
                window.showPredictedTimeline();
            });
        }
    }
    return QApplication::exec();
}

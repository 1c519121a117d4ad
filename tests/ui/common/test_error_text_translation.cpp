// Issue 42: what the studio shows when a file cannot be opened, a layout cannot be placed, the
// Calibrate dialog refuses a fit or Add Run proposes a window comes through the catalogs: with a
// translation installed the reason reads translated, while the file name, position, field and
// numbers stay as they are.
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <map>
#include <utility>

#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"
#include "tests/core/logs/log_test_util.h"
#include "tests/support/builtin_recipe.h"
#include "ui/common/core_message_text.h"
#include "ui/runs/add_run_dialog.h"
#include "ui/runs/calibrate_dialog.h"
#include "ui/runs/runs_panel.h"
#include "ui/state/studio_state.h"
#include "ui/window/main_window.h"
#include "ui/window/message_banner.h"
#include "ui_test_support.h"

using namespace moe;
using namespace moe::ui;

namespace {

// What a French catalog could hold for the new ids (context, English source) -> translation.
class ErrorTextFakeTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        static const std::map<std::pair<QByteArray, QByteArray>, QString> known = {
            {{"recipe_errors", "unknown key"}, QStringLiteral("clé inconnue")},
            {{"recipe_errors", "expected an integer, got '%1'"}, QStringLiteral("entier attendu, reçu « %1 »")},
            {{"layout_errors",
              "%1 decoder layers do not split evenly over PP %2 (%1 % %2 = %3); use first/last-stage layer counts, "
              "account-for-embedding/loss or a pipeline layout string"},
             QStringLiteral("%1 couches ne se répartissent pas sur PP %2 (reste %3)")},
            {{"calibration_fit", "cannot fit what the runs do not determine: %1"},
             QStringLiteral("ajustement impossible : %1")},
            {{"calibration_fit",
              "%1 constants requested (%2) but the runs give %3 observation (one step time per run, plus compute and "
              "exposed comm per traced run)"},
             QStringLiteral("%1 constantes demandées (%2) pour %3 observation")},
            {{"run_window", "iterations %1-%2, the last %3 printed iterations (warm-up skipped: %4); %5"},
             QStringLiteral("itérations %1-%2, les %3 dernières (échauffement ignoré : %4) ; %5")},
            {{"run_window", "the first printed line and iterations 1-%1"},
             QStringLiteral("la première ligne et les itérations 1-%1")},
            {{"run_window", "the log prints iterations %1, not %2-%3"},
             QStringLiteral("le journal affiche les itérations %1, pas %2-%3")},
        };
        const auto it = known.find({QByteArray(context), QByteArray(source)});
        return it == known.end() ? QString() : it->second;
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
};

// Installed for one test, removed at its end.
struct ErrorTextTranslatorScope {
    ErrorTextFakeTranslator translator;
    ErrorTextTranslatorScope() { QCoreApplication::installTranslator(&translator); }
    ~ErrorTextTranslatorScope() { QCoreApplication::removeTranslator(&translator); }
    ErrorTextTranslatorScope(const ErrorTextTranslatorScope&) = delete;
    ErrorTextTranslatorScope& operator=(const ErrorTextTranslatorScope&) = delete;
};

QString errorTextWrite(const QTemporaryDir& dir, const QString& name, const std::string& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text.data(), static_cast<qint64>(text.size()));
    return path;
}

const std::string kErrorTextHead = "schema_version: 1\nname: t\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n";

}  // namespace

class TestErrorTextTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void openErrorReadsTranslatedInTheBanner() {
        QTemporaryDir dir;
        const QString path = errorTextWrite(dir, QStringLiteral("bad.yaml"), kErrorTextHead + "layout:\n  bogus: 1\n");
        // Without a catalog the studio says what the CLI says.
        {
            StudioState state;
            QSignalSpy failed(&state, &StudioState::loadFailed);
            QVERIFY(!state.openFile(path));
            QCOMPARE(failed.count(), 1);
            QCOMPARE(failed.at(0).at(0).toString(), path + QStringLiteral(":6:3: layout.bogus: unknown key"));
        }
        ErrorTextTranslatorScope french;
        MainWindow w;
        QSignalSpy failed(w.state(), &StudioState::loadFailed);
        QVERIFY(!w.openFile(path));
        QCOMPARE(failed.count(), 1);
        const QString message = failed.at(0).at(0).toString();
        QCOMPARE(message, path + QStringLiteral(":6:3: layout.bogus: clé inconnue"));
        QVERIFY2(w.messageBanner()->text().contains(QStringLiteral("clé inconnue")),
                 qPrintable(w.messageBanner()->text()));

        // A value's reason too, with the value as written.
        const QString typo = errorTextWrite(dir, QStringLiteral("typo.yaml"), kErrorTextHead + "layout:\n  tp: abc\n");
        QVERIFY(!w.openFile(typo));
        QVERIFY2(failed.last().at(0).toString().endsWith(QStringLiteral("layout.tp: entier attendu, reçu « abc »")),
                 qPrintable(failed.last().at(0).toString()));
    }

    void errorWithoutMessageShowsItsEnglish() {
        ErrorTextTranslatorScope french;
        const Error e{"f.yaml", 3, 2, "layout.tp", std::string("unknown key")};
        QCOMPARE(coreErrorText(e), QStringLiteral("f.yaml:3:2: layout.tp: unknown key"));
        QCOMPARE(errorReason(e), QStringLiteral("unknown key"));
    }

    void placementFindingReadsTranslated() {
        ErrorTextTranslatorScope french;
        Recipe r = moe::testing::builtinRecipe("qwen3-30b-a3b-16xh100-hybridep");
        r.model.num_layers = 30;
        r.layout.pp = 4;
        r.layout.vpp = 1;
        r.layout.pipeline_layout.clear();
        r.layout.first_stage_layers.reset();
        r.layout.last_stage_layers.reset();
        r.layout.account_for_embedding_in_pipeline_split = false;
        r.layout.account_for_loss_in_pipeline_split = false;
        bool found = false;
        for (const Diagnostic& d : validateRecipe(r)) {
            const QString text = findingMessage(d);
            if (!text.contains(QStringLiteral("couches ne se répartissent"))) continue;
            found = true;
            QVERIFY2(text.contains(QStringLiteral("30 couches ne se répartissent pas sur PP 4 (reste 2)")),
                     qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("do not split evenly")), qPrintable(text));
        }
        QVERIFY(found);
    }

    void calibrateRefusalReadsTranslated() {
        ErrorTextTranslatorScope french;
        StudioState state;
        RunsPanel panel(&state);
        const QString fixtures = QStringLiteral(MOE_TEST_FIXTURES_DIR "/cluster/");
        panel.addRun({fixtures + "mixtral-16-mbs1.yaml", fixtures + "run-mbs1.log"});
        panel.settle();
        QCOMPARE(panel.runCount(), 1);
        CalibrateDialog* dialog = panel.calibrateWithDialog();
        dialog->setRequestedConstants({"eta_grouped_gemm", "eta_dense_gemm", "launch_cost_us"});
        dialog->fit();
        dialog->settle();
        const QString summary = dialog->summaryLabel()->text();
        // The keys and counts as they are, in the translated sentence (the keys in the list's order).
        QVERIFY2(summary.contains(QStringLiteral("fit: ajustement impossible : 3 constantes demandées (")) &&
                     summary.contains(QStringLiteral(") pour 1 observation")) &&
                     summary.contains(QStringLiteral("launch_cost_us")),
                 qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("cannot fit")), qPrintable(summary));
    }

    void addRunProposalReadsTranslated() {
        ErrorTextTranslatorScope french;
        QTemporaryDir dir;
        std::string text;
        for (int i = 1; i <= 30; ++i) text += logtest::mlmLine(i, i == 1 ? 9000.0 : 1000.0, 300.0) + "\n";
        const QString log = errorTextWrite(dir, QStringLiteral("train.log"), text);
        StudioState state;
        RunsPanel panel(&state);
        AddRunDialog* dialog = panel.addRunWithDialog();
        dialog->setFiles({log});
        const QString note = dialog->note()->text();
        QVERIFY2(note.contains(QStringLiteral("itérations 21-30, les 10 dernières (échauffement ignoré : la première "
                                              "ligne et les itérations 1-10) ; le journal affiche les itérations "
                                              "1-30, pas 41-50")),
                 qPrintable(note));
        dialog->close();
    }
};

QTEST_MAIN(TestErrorTextTranslation)
#include "test_error_text_translation.moc"

// Issue 42: the studio program in its languages. `moe-studio --screenshot` must start and draw
// under each catalog (MOE_STUDIO_LANGUAGE), and under a system locale that writes decimals with a
// comma: QApplication hands LANG to the C library, and the studio aborted at start reading its
// built-in calibration ("'0.95' is not a number") before the numbers were kept in the C locale.
// That case needs the fr_FR.UTF-8 locale generated on the machine and is skipped, saying so,
// where it is not.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <clocale>
#include <string>

namespace {

struct LanguageRun {
    int exitCode = -1;
    QString err;
    QImage picture;
};

// The studio's screenshot of the default recipe with `vars` added to a first start's environment.
LanguageRun screenshotWith(const QList<QPair<QString, QString>>& vars) {
    const QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());  // no saved language or window state
    env.remove(QStringLiteral("MOE_STUDIO_LANGUAGE"));
    for (const auto& [name, value] : vars) env.insert(name, value);
    QProcess p;
    p.setProcessEnvironment(env);
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    p.start(QStringLiteral(MOE_STUDIO_EXE), {QStringLiteral("--screenshot"), out});
    if (!p.waitForFinished(120000)) p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError()),
            QImage(out)};
}

bool localeGenerated(const char* name) {
    const std::string saved = std::setlocale(LC_ALL, nullptr);
    const bool ok = std::setlocale(LC_ALL, name) != nullptr;
    std::setlocale(LC_ALL, saved.c_str());
    return ok;
}

}  // namespace

class TestStudioLanguages : public QObject {
    Q_OBJECT
private slots:
    void eachCatalogStartsAndDraws() {
        const LanguageRun english = screenshotWith({{QStringLiteral("MOE_STUDIO_LANGUAGE"), QStringLiteral("en")}});
        QVERIFY2(english.exitCode == 0, qPrintable(english.err));
        QCOMPARE(english.picture.size(), QSize(1280, 800));
        for (const char* language : {"zh_CN", "pt_BR", "fr_FR"}) {
            const LanguageRun run =
                screenshotWith({{QStringLiteral("MOE_STUDIO_LANGUAGE"), QString::fromLatin1(language)}});
            QVERIFY2(run.exitCode == 0, qPrintable(QString::fromLatin1(language) + QStringLiteral(": ") + run.err));
            QCOMPARE(run.picture.size(), QSize(1280, 800));
            // The menu bar and the dock tabs are translated: the picture is not the English one.
            QVERIFY2(run.picture != english.picture, language);
        }
    }

    void startsUnderACommaDecimalSystemLocale() {
        if (!localeGenerated("fr_FR.UTF-8"))
            QSKIP(
                "the fr_FR.UTF-8 locale is not generated on this machine (Debian: apt-get install locales, "
                "then locale-gen fr_FR.UTF-8): a comma-decimal system locale was not tried");
        // No MOE_STUDIO_LANGUAGE and no saved choice: the system locale decides (French).
        const LanguageRun run = screenshotWith({{QStringLiteral("LANG"), QStringLiteral("fr_FR.UTF-8")},
                                                {QStringLiteral("LC_ALL"), QStringLiteral("fr_FR.UTF-8")}});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(!run.err.contains(QStringLiteral("calibration")), qPrintable(run.err));
        QCOMPARE(run.picture.size(), QSize(1280, 800));
    }
};

QTEST_MAIN(TestStudioLanguages)
#include "test_studio_languages.moc"

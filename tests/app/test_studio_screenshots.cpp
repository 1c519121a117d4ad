// The studio program itself, once per seed recipe: `moe-studio --screenshot OUT.png --recipe FILE`
// under the offscreen platform must exit 0 and write a 1280×800 picture that is not blank, and
// different recipes must give different pictures (the window shows the recipe, not a placeholder).
// A broken recipe file must fail with its error on stderr and no picture.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString err;
};

Run studio(const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(MOE_STUDIO_EXE), args);
    if (!p.waitForFinished(120000)) p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError())};
}

// The seed recipes: every recipes/*.yaml except the Bridge performance-recipe library (bridge-*).
QStringList seedRecipes() {
    QStringList out;
    const QDir dir(QStringLiteral(MOE_SOURCE_DIR "/recipes"));
    for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        if (!name.startsWith(QStringLiteral("bridge-"))) out << dir.filePath(name);
    return out;
}

}  // namespace

class TestStudioScreenshots : public QObject {
    Q_OBJECT
private slots:
    void everySeedRecipeRenders() {
#ifndef MOE_STUDIO_EXE
        QSKIP("built without the studio (MOE_BUILD_GUI=OFF)");
#else
        const QStringList recipes = seedRecipes();
        QVERIFY2(recipes.size() >= 5, "the seed recipes are missing from recipes/");
        QTemporaryDir dir;
        QSet<QByteArray> pictures;
        for (const QString& recipe : recipes) {
            const QString out = dir.filePath(QFileInfo(recipe).completeBaseName() + ".png");
            const Run r = studio({QStringLiteral("--screenshot"), out, QStringLiteral("--recipe"), recipe});
            QVERIFY2(r.exitCode == 0, qPrintable(recipe + ": " + r.err));
            QImage image(out);
            QVERIFY2(!image.isNull(), qPrintable(recipe));
            QCOMPARE(image.size(), QSize(1280, 800));
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 3)
                for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("%1: only %2 colours").arg(recipe).arg(colours.size())));
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            pictures.insert(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256));
        }
        QCOMPARE(pictures.size(), recipes.size());
#endif
    }

    void brokenRecipeFailsWithItsError() {
#ifndef MOE_STUDIO_EXE
        QSKIP("built without the studio (MOE_BUILD_GUI=OFF)");
#else
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.yaml");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("schema_version: 1\nlayout: {tp: [\n");
        f.close();
        const QString out = dir.filePath("bad.png");
        const Run r = studio({QStringLiteral("--screenshot"), out, QStringLiteral("--recipe"), bad});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("bad.yaml"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
#endif
    }
};

QTEST_MAIN(TestStudioScreenshots)
#include "test_studio_screenshots.moc"

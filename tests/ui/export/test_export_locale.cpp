// Issue 42: the files the studio writes for a trainer read the same in every language. The default
// recipe's recipe YAML, JSON, Megatron-LM launch script and Bridge YAML (with the memory-fit header
// File ▸ Export… adds), and a launch script and Bridge YAML written anyway for a layout that does
// not fit (a header full of GiB figures), are exported under C, then under French and Chinese, and
// must be byte for byte the same. Three ways a locale reaches a number: QLocale's default (set by
// the studio's language; needs nothing from the system), the C library's locale, which QApplication
// sets from LANG (printf writes "0,5", strtod stops at "."), and the C++ global locale
// (std::locale::global: streams not imbued otherwise). The last two need the fr_FR.UTF-8 and
// zh_CN.UTF-8 locales generated on the machine, and are skipped, saying so, where they are not.
#include <QLocale>
#include <QtTest>
#include <algorithm>
#include <clocale>
#include <cstdio>
#include <locale>
#include <string>

#include "core/export/target_version.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/memory_fit.h"
#include "ui/export/export_dialog.h"

using namespace moe;
using moe::ui::ExportFormat;

namespace {

struct ExportedFile {
    QString name;
    QByteArray bytes;
};

Recipe defaultRecipeOrDie() {
    Result<Recipe> r = defaultRecipe();
    if (!r) qFatal("%s", r.error().toString().c_str());
    return *r;
}

// The default recipe (Qwen3-30B-A3B, 16 H100, EP 16) on one node of 8: 29 GiB over the usable HBM,
// still a layout Megatron accepts.
Recipe notFittingRecipe() {
    Recipe r = defaultRecipeOrDie();
    r.layout.world_size = 8;
    r.layout.ep = 8;
    r.layout.global_batch_size = 8;
    return r;
}

// What File ▸ Export… saves for `format`: the exporter's text, and on the launch formats the
// memory-fit header ("Export anyway" for a layout that does not fit).
QByteArray exportedBytes(const Recipe& recipe, ExportFormat format) {
    Result<std::string> text = ui::exportRecipeText(recipe, format, kDefaultTargetVersion);
    if (!text) qFatal("export %s: %s", ui::formatKey(format), text.error().toString().c_str());
    if (format == ExportFormat::MegatronLm || format == ExportFormat::BridgeYaml)
        *text = withMemoryFitHeader(*text, memoryFitDiagnostics(recipe));
    return QByteArray::fromStdString(*text);
}

QList<ExportedFile> trainerFiles() {
    const Recipe recipe = defaultRecipeOrDie();
    const Recipe tooBig = notFittingRecipe();
    QList<ExportedFile> files;
    for (ExportFormat f :
         {ExportFormat::RecipeYaml, ExportFormat::Json, ExportFormat::MegatronLm, ExportFormat::BridgeYaml})
        files.push_back({QString::fromLatin1(ui::formatKey(f)), exportedBytes(recipe, f)});
    for (ExportFormat f : {ExportFormat::MegatronLm, ExportFormat::BridgeYaml})
        files.push_back(
            {QStringLiteral("not fitting ") + QString::fromLatin1(ui::formatKey(f)), exportedBytes(tooBig, f)});
    return files;
}

// The first line where `a` and `b` differ, both versions, for the failure message.
QString firstDifference(const QByteArray& a, const QByteArray& b) {
    const QList<QByteArray> la = a.split('\n');
    const QList<QByteArray> lb = b.split('\n');
    for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i) {
        const QByteArray x = i < la.size() ? la[i] : QByteArray("<end>");
        const QByteArray y = i < lb.size() ? lb[i] : QByteArray("<end>");
        if (x != y)
            return QStringLiteral("line %1:\n  C:      %2\n  locale: %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(x), QString::fromUtf8(y));
    }
    return {};
}

void compareWithC(const QList<ExportedFile>& inC, const QString& locale) {
    const QList<ExportedFile> now = trainerFiles();
    QCOMPARE(now.size(), inC.size());
    for (qsizetype i = 0; i < inC.size(); ++i)
        QVERIFY2(now[i].bytes == inC[i].bytes,
                 qPrintable(QStringLiteral("%1 under %2 differs from C at %3")
                                .arg(inC[i].name, locale, firstDifference(inC[i].bytes, now[i].bytes))));
}

std::string printed(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

}  // namespace

class TestExportLocale : public QObject {
    Q_OBJECT
    QLocale savedDefault_;
    std::string savedCLocale_;

private slots:
    void initTestCase() {
        savedCLocale_ = std::setlocale(LC_ALL, nullptr);
        // The header of the second recipe is what makes its figures worth comparing.
        QVERIFY(doesNotFit(memoryFitDiagnostics(notFittingRecipe())));
        QVERIFY(exportedBytes(notFittingRecipe(), ExportFormat::MegatronLm).contains(" GiB"));
    }
    void init() {
        QLocale::setDefault(QLocale::c());
        QVERIFY(std::setlocale(LC_ALL, "C"));
    }
    void cleanup() {
        std::locale::global(std::locale::classic());
        std::setlocale(LC_ALL, savedCLocale_.c_str());
        QLocale::setDefault(savedDefault_);
    }

    void qtLocaleDoesNotReachTheFiles() {
        const QList<ExportedFile> inC = trainerFiles();
        QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        QCOMPARE(QLocale().toString(0.5), QStringLiteral("0,5"));  // the locale is in force
        compareWithC(inC, QStringLiteral("QLocale fr_FR"));
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
        compareWithC(inC, QStringLiteral("QLocale zh_CN"));
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        compareWithC(inC, QStringLiteral("QLocale pt_BR"));
    }

    void cLibraryLocaleDoesNotReachTheFiles() {
        const QList<ExportedFile> inC = trainerFiles();
        if (!std::setlocale(LC_ALL, "fr_FR.UTF-8"))
            QSKIP(
                "the fr_FR.UTF-8 locale is not generated on this machine (Debian: apt-get install locales, "
                "then locale-gen fr_FR.UTF-8 zh_CN.UTF-8): only the QLocale half of this test ran");
        QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        QCOMPARE(printed(0.5), std::string("0,5"));  // printf does follow it: the comparison means something
        compareWithC(inC, QStringLiteral("fr_FR.UTF-8"));
        QVERIFY(std::setlocale(LC_NUMERIC, "fr_FR.UTF-8"));  // LC_NUMERIC alone, as a program may set it
        compareWithC(inC, QStringLiteral("LC_NUMERIC=fr_FR.UTF-8"));
        // The C++ global locale too (every stream not imbued otherwise, yaml-cpp's emitter among them).
        std::locale::global(std::locale("fr_FR.UTF-8"));
        compareWithC(inC, QStringLiteral("std::locale::global(fr_FR.UTF-8)"));
        std::locale::global(std::locale::classic());
        if (!std::setlocale(LC_ALL, "zh_CN.UTF-8"))
            QSKIP("the zh_CN.UTF-8 locale is not generated on this machine (locale-gen zh_CN.UTF-8): fr_FR passed");
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
        compareWithC(inC, QStringLiteral("zh_CN.UTF-8"));
    }
};

QTEST_MAIN(TestExportLocale)
#include "test_export_locale.moc"

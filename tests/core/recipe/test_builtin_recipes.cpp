// Every built-in recipe parses and passes validation with no errors: the library is what users
// start from, so a seed recipe that the rules engine refuses to export is a defect.
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"

using namespace moe;

class TestBuiltinRecipes : public QObject {
    Q_OBJECT
private slots:
    void validates_data() {
        QTest::addColumn<QString>("file");
        QVERIFY(!builtinRecipes().empty());
        for (const auto& b : builtinRecipes()) QTest::newRow(b.file_name.c_str()) << QString::fromStdString(b.file_name);
    }
    void validates() {
        QFETCH(QString, file);
        for (const auto& b : builtinRecipes()) {
            if (b.file_name != file.toStdString()) continue;
            auto r = parseRecipeYaml(b.text, "<built-in>/" + b.file_name);
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
            std::string errors;
            for (const Diagnostic& d : validateRecipe(*r)) {
                if (d.severity == Severity::Error) errors += "\n  [" + d.rule + "] " + d.message + " (fix: " + d.suggestion + ")";
                else qInfo("%s [%s] %s", severityName(d.severity), d.rule.c_str(), d.message.c_str());
            }
            QVERIFY2(errors.empty(), qPrintable(QString::fromStdString(b.file_name + " has validation errors:" + errors)));
            return;
        }
        QFAIL("built-in recipe disappeared");
    }
};

QTEST_GUILESS_MAIN(TestBuiltinRecipes)
#include "test_builtin_recipes.moc"

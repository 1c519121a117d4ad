// The recipe field registry as `moe-plan --set` uses it: scalar, list and null assignments, errors
// that name the path, and every field's printed value parsing back to the same recipe.
#include <set>

#include <QtTest>

#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

Recipe defaultOrDie() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

bool has(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

// get -> fieldValueText -> applyFieldValue must leave the recipe unchanged, field by field.
void checkEveryFieldRoundTrips(const Recipe& recipe) {
    for (const auto& field : recipeFields()) {
        const std::string text = fieldValueText(field.get(recipe));
        Recipe copy = recipe;
        Status s = applyFieldValue(copy, field.path, text);
        QVERIFY2(s.ok(), qPrintable(QString::fromStdString(field.path + "=" + text + ": " + (s.ok() ? "" : s.error().toString()))));
        QVERIFY2(copy == recipe, qPrintable(QString::fromStdString(field.path + "=" + text + " changed the recipe")));
    }
}

}  // namespace

class TestRecipeFields : public QObject {
    Q_OBJECT
private slots:
    void registryPathsAreUniqueAndDescribed() {
        std::set<std::string> seen;
        for (const auto& f : recipeFields()) {
            QVERIFY2(seen.insert(f.path).second, f.path.c_str());
            QVERIFY2(!f.type.empty() && !f.help.empty(), f.path.c_str());
            QVERIFY(findRecipeField(f.path) == &f);
        }
        QVERIFY(findRecipeField("layout.tp"));
        QVERIFY(!findRecipeField("layout"));
    }

    void scalarAssignment() {
        Recipe r = defaultOrDie();
        QVERIFY(applyFieldAssignment(r, "layout.tp=2").ok());
        QCOMPARE(r.layout.tp, 2);
        QVERIFY(applyFieldAssignment(r, "  layout.cp = 4 ").ok());
        QCOMPARE(r.layout.cp, 4);
        QVERIFY(applyFieldAssignment(r, "options.dispatcher=flex_deepep").ok());
        QCOMPARE(r.options.dispatcher, Dispatcher::FlexDeepEP);
        QVERIFY(applyFieldAssignment(r, "options.overlap.ep_a2a_overlap=false").ok());
        QVERIFY(!r.options.overlap.ep_a2a_overlap);
        QVERIFY(applyFieldAssignment(r, "model.rotary_percent=0.5").ok());
        QCOMPARE(r.model.rotary_percent, 0.5);
        QVERIFY(applyFieldAssignment(r, "layout.pipeline_layout=Et|(tt|)*30mL").ok());
        QCOMPARE(QString::fromStdString(r.layout.pipeline_layout), QString("Et|(tt|)*30mL"));
    }

    void numbersReadAsPeopleWriteThem() {
        // Review 15 read HBM "8e+01" in Compare: the shortest text that round-trips is plain
        // digits for ordinary magnitudes, and still exact.
        Recipe r = defaultOrDie();
        for (const char* v : {"80", "79.6", "0.1", "186", "100000", "0.0005"}) {
            QVERIFY(applyFieldAssignment(r, std::string("hardware.hbm_gb=") + v).ok());
            QCOMPARE(recipeFieldText(r, "hardware.hbm_gb"), std::string(v));
        }
    }

    void listAssignment() {
        Recipe r = defaultOrDie();
        QVERIFY(applyFieldAssignment(r, "options.recompute.modules=moe_act,layernorm").ok());
        QCOMPARE(r.options.recompute.modules, (std::vector<RecomputeModule>{RecomputeModule::MoeAct, RecomputeModule::Layernorm}));
        QVERIFY(applyFieldAssignment(r, "options.recompute.modules=[mla_up_proj, mlp]").ok());
        QCOMPARE(r.options.recompute.modules, (std::vector<RecomputeModule>{RecomputeModule::MlaUpProj, RecomputeModule::Mlp}));
        QVERIFY(applyFieldAssignment(r, "options.cuda_graphs.scopes=[attn,moe_router,moe_preprocess]").ok());
        QCOMPARE(r.options.cuda_graphs.scopes.size(), size_t{3});
        QVERIFY(applyFieldAssignment(r, "layout.hierarchical_cp_sizes=[2,2]").ok());
        QCOMPARE(r.layout.hierarchical_cp_sizes, (std::vector<int>{2, 2}));
        QVERIFY(applyFieldAssignment(r, "options.recompute.modules=moe").ok());
        QCOMPARE(r.options.recompute.modules, (std::vector<RecomputeModule>{RecomputeModule::Moe}));
        QVERIFY(applyFieldAssignment(r, "options.recompute.modules=[]").ok());
        QVERIFY(r.options.recompute.modules.empty());
        QVERIFY(applyFieldAssignment(r, "layout.hierarchical_cp_sizes=").ok());
        QVERIFY(r.layout.hierarchical_cp_sizes.empty());
    }

    void nullUnsetsOptional() {
        Recipe r = defaultOrDie();
        QVERIFY(r.layout.etp.has_value());
        QVERIFY(applyFieldAssignment(r, "layout.etp=null").ok());
        QVERIFY(!r.layout.etp.has_value());
        QVERIFY(applyFieldAssignment(r, "options.cuda_device_max_connections=~").ok());
        QVERIFY(!r.options.cuda_device_max_connections.has_value());
        QVERIFY(applyFieldAssignment(r, "options.routing.capacity_factor=1.5").ok());
        QCOMPARE(r.options.routing.capacity_factor, std::optional<double>(1.5));
        QVERIFY(applyFieldAssignment(r, "options.routing.capacity_factor=null").ok());
        QVERIFY(r.options.routing.dropless());
        QVERIFY(applyFieldAssignment(r, "layout.etp=1").ok());
        QCOMPARE(r.layout.etp, std::optional<int>(1));
    }

    void nullForRequiredFieldIsAnError() {
        Recipe r = defaultOrDie();
        Status s = applyFieldAssignment(r, "layout.tp=null");
        QVERIFY(!s.ok());
        QCOMPARE(QString::fromStdString(s.error().field), QString("layout.tp"));
    }

    void unknownPath() {
        Recipe r = defaultOrDie();
        const Recipe before = r;
        Status s = applyFieldAssignment(r, "layout.tpp=2");
        QVERIFY(!s.ok());
        QCOMPARE(QString::fromStdString(s.error().field), QString("layout.tpp"));
        QVERIFY2(has(s.error().reason, "unknown recipe field"), s.error().reason.c_str());
        QVERIFY(r == before);
    }

    void badValueNamesPath_data() {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not an integer") << "layout.tp=two" << "layout.tp" << "expected an integer, got 'two'";
        QTest::newRow("out of range") << "layout.tp=0" << "layout.tp" << "out of range";
        QTest::newRow("trailing junk") << "layout.pp=4x" << "layout.pp" << "'4x'";
        QTest::newRow("bad bool") << "options.manual_gc=on" << "options.manual_gc" << "expected true or false";
        QTest::newRow("bad enum") << "options.dispatcher=deepep" << "options.dispatcher" << "flex_deepep";
        QTest::newRow("bad list item") << "options.recompute.modules=moe_act,attention" << "options.recompute.modules" << "'attention'";
        QTest::newRow("duplicate list item") << "options.recompute.modules=moe_act,moe_act" << "options.recompute.modules" << "listed twice";
        QTest::newRow("bad number") << "hardware.usable_gib=lots" << "hardware.usable_gib" << "expected a number";
        QTest::newRow("list for scalar") << "layout.cp_comm_type=[p2p]" << "layout.cp_comm_type" << "unknown value";
    }
    void badValueNamesPath() {
        QFETCH(QString, assignment);
        QFETCH(QString, field);
        QFETCH(QString, reason);
        Recipe r = defaultOrDie();
        const Recipe before = r;
        Status s = applyFieldAssignment(r, assignment.toStdString());
        QVERIFY(!s.ok());
        QCOMPARE(QString::fromStdString(s.error().field), field);
        QVERIFY2(has(s.error().reason, reason.toStdString()), s.error().reason.c_str());
        QVERIFY(has(s.error().toString(), field.toStdString()));
        QVERIFY(r == before);  // a rejected assignment changes nothing
    }

    void malformedAssignment() {
        Recipe r = defaultOrDie();
        for (const char* text : {"layout.tp", "=2", ""}) {
            Status s = applyFieldAssignment(r, text);
            QVERIFY2(!s.ok(), text);
            QVERIFY2(has(s.error().reason, "dotted.path=value"), s.error().reason.c_str());
        }
    }

    void everyFieldRoundTripsOnDefault() { checkEveryFieldRoundTrips(defaultOrDie()); }

    void everyFieldRoundTripsOnBuiltins() {
        for (const auto& b : builtinRecipes()) {
            auto r = parseRecipeYaml(b.text, b.file_name);
            QVERIFY2(r.ok(), b.file_name.c_str());
            checkEveryFieldRoundTrips(*r);
            if (QTest::currentTestFailed()) return;
        }
    }

    void fieldValueTextForms() {
        QCOMPARE(QString::fromStdString(fieldValueText(FieldValue::null())), QString("null"));
        QCOMPARE(QString::fromStdString(fieldValueText(FieldValue::of("x"))), QString("x"));
        QCOMPARE(QString::fromStdString(fieldValueText(FieldValue::ofList({"a", "b"}))), QString("a,b"));
        QCOMPARE(QString::fromStdString(fieldValueText(FieldValue::ofList({}))), QString(""));
    }
};

QTEST_GUILESS_MAIN(TestRecipeFields)
#include "test_recipe_fields.moc"

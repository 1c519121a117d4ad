// Malformed recipe input: every class of mistake gives one error naming the file, line, column and
// field where it can, with a reason that says what was expected. Parsing never throws.
#include <QtTest>

#include "core/recipe/recipe_yaml.h"

using namespace moe;

namespace {

// Four lines; a section appended after it starts on line 5.
const std::string kHead = "schema_version: 1\nname: t\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n";

Error mustFail(const std::string& text) {
    auto r = parseRecipeYaml(text, "bad.yaml");
    if (r.ok()) {
        QTest::qFail("parsed although malformed", __FILE__, __LINE__);
        return {};
    }
    return r.error();
}

bool mentions(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

}  // namespace

// Compares file/line/column/field and checks the reason mentions `needle`.
#define CHECK_ERROR(err, l, c, fld, needle)                             \
    do {                                                                \
        const Error& e_ = (err);                                        \
        if (QTest::currentTestFailed()) return;                         \
        QCOMPARE(QString::fromStdString(e_.file), QString("bad.yaml")); \
        QCOMPARE(e_.line, (l));                                         \
        QCOMPARE(e_.column, (c));                                       \
        QCOMPARE(QString::fromStdString(e_.field), QString(fld));       \
        QVERIFY2(mentions(e_.reason, (needle)), e_.toString().c_str()); \
    } while (false)

class TestRecipeYamlErrors : public QObject {
    Q_OBJECT
private slots:
    void minimalRecipeParses() {
        auto r = parseRecipeYaml(kHead, "ok.yaml");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->layout, Layout{});
    }

    void yamlSyntaxError() {
        const Error e = mustFail(kHead + "layout:\n  tp: 1\n   cp: 2\n");
        if (QTest::currentTestFailed()) return;
        QCOMPARE(e.line, 7);
        QVERIFY(e.column > 0);
        QVERIFY2(mentions(e.reason, "YAML syntax error"), e.toString().c_str());
    }

    // yaml-cpp's "illegal block entry" (a "- " item after a key on its line) is said as its usual
    // cause, a sentence of the catalog, not the library's words (review 31 read them inside a
    // Chinese error).
    void aListItemWhereNoneCanStartIsSaidAsSuch() {
        const Error e = mustFail(kHead + "layout:\n  tp: - 1\n");
        if (QTest::currentTestFailed()) return;
        QVERIFY2(mentions(e.reason, "a list item ('- ') where none can start"), e.toString().c_str());
        QVERIFY2(!mentions(e.reason, "illegal block entry"), e.toString().c_str());
        QVERIFY(e.line > 0);
    }

    void unknownTopLevelKey() {
        CHECK_ERROR(mustFail(kHead + "layuot:\n  tp: 1\n"), 5, 1, "layuot", "unknown key (expected one of: schema_version");
    }

    void unknownNestedKey() {
        CHECK_ERROR(mustFail(kHead + "layout:\n  tpp: 2\n"), 6, 3, "layout.tpp", "unknown key");
        CHECK_ERROR(mustFail(kHead + "options:\n  recompute: {granularity: full, modules: [moe], methd: block}\n"), 6, 50,
                    "options.recompute.methd", "unknown key");
    }

    void wrongType() {
        CHECK_ERROR(mustFail(kHead + "layout:\n  tp: two\n"), 6, 7, "layout.tp", "expected an integer, got 'two'");
        CHECK_ERROR(mustFail(kHead + "options:\n  manual_gc: maybe\n"), 6, 14, "options.manual_gc", "expected true or false");
    }

    void outOfRange() {
        CHECK_ERROR(mustFail(kHead + "layout:\n  tp: 0\n"), 6, 7, "layout.tp", "out of range [1,");
        CHECK_ERROR(mustFail(kHead + "options:\n  optimizer: {offload_fraction: 1.5}\n"), 6, 33,
                    "options.optimizer.offload_fraction", "out of range [0, 1]");
    }

    void listWhereScalarExpected() {
        CHECK_ERROR(mustFail(kHead + "layout:\n  tp: [1, 2]\n"), 6, 7, "layout.tp", "expected a single value, got a list");
        CHECK_ERROR(mustFail(kHead + "description: [a, b]\n"), 5, 14, "description", "expected text, got a list");
    }

    void mappingWhereScalarExpected() {
        CHECK_ERROR(mustFail(kHead + "layout:\n  tp: {value: 2}\n"), 6, 7, "layout.tp", "expected a value, got a mapping");
        CHECK_ERROR(mustFail("schema_version: 1\nname: {a: 1}\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n"), 2, 7, "name",
                    "expected text, got a mapping");
        CHECK_ERROR(mustFail(kHead + "layout: 4\n"), 5, 9, "layout", "expected a mapping");
    }

    void unknownCatalogNames() {
        const std::string tail = "\nhardware: H100-SXM\n";
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: GPT-5" + tail), 2, 8, "model",
                    "unknown model 'GPT-5' (known: DeepSeek-V2-Lite, DeepSeek-V3,");
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: {base: Llama, hidden_size: 8}" + tail), 2, 15, "model.base",
                    "unknown model 'Llama'");
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: Qwen3-30B-A3B\nhardware: TPU\n"), 3, 11, "hardware",
                    "unknown GPU 'TPU' (known: B200-HGX");
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: [Qwen3-30B-A3B]" + tail), 2, 8, "model",
                    "expected a catalog model name or a mapping, got a list");
    }

    void overridesAreChecked() {
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: {base: Qwen3-30B-A3B, hiden_size: 8}\nhardware: H100-SXM\n"), 2, 30,
                    "model.hiden_size", "unknown key");
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: Qwen3-30B-A3B\nhardware: {base: H100-SXM, usable_gib: lots}\n"), 3,
                    40, "hardware.usable_gib", "expected a number");
    }

    void missingModelOrHardware() {
        CHECK_ERROR(mustFail("schema_version: 1\nhardware: H100-SXM\n"), 1, 1, "model", "missing");
        CHECK_ERROR(mustFail("schema_version: 1\nmodel: Qwen3-30B-A3B\nhardware:\n"), 3, 1, "hardware", "empty (give a catalog GPU name");
    }

    void unknownEnumValueListsChoices() {
        const Error e = mustFail(kHead + "options:\n  dispatcher: deepep\n");
        CHECK_ERROR(e, 6, 15, "options.dispatcher", "unknown value 'deepep'");
        QVERIFY2(mentions(e.reason, "flex_deepep") && mentions(e.reason, "alltoall"), e.reason.c_str());
    }

    void duplicateListEntry() {
        CHECK_ERROR(mustFail(kHead + "options:\n  recompute: {granularity: selective, modules: [moe_act, layernorm, moe_act]}\n"),
                    6, 48, "options.recompute.modules", "'moe_act' listed twice");
    }

    void duplicateKey() {
        CHECK_ERROR(mustFail(kHead + "layout:\n  tp: 1\n  tp: 2\n"), 7, 3, "layout.tp", "duplicate key");
        CHECK_ERROR(mustFail(kHead + "name: again\n"), 5, 1, "name", "duplicate key");
    }

    void schemaVersion() {
        CHECK_ERROR(mustFail("name: t\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n"), 1, 1, "schema_version",
                    "missing (add 'schema_version: 1'");
        CHECK_ERROR(mustFail("schema_version: 2\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n"), 1, 17, "schema_version",
                    "unsupported version '2' (this build reads version 1)");
        CHECK_ERROR(mustFail("schema_version: [1]\nmodel: Qwen3-30B-A3B\nhardware: H100-SXM\n"), 1, 17, "schema_version",
                    "unsupported version 'a list'");
        // A newer file is reported by version, not by the keys this build does not know.
        CHECK_ERROR(mustFail("schema_version: 3\nfuture_key: 1\n"), 1, 17, "schema_version", "unsupported version '3'");
    }

    void emptyFile() {
        for (const std::string text : {"", "\n\n", "# only a comment\n", "---\n"}) {
            const Error e = mustFail(text);
            if (QTest::currentTestFailed()) return;
            QCOMPARE(QString::fromStdString(e.file), QString("bad.yaml"));
            QVERIFY2(mentions(e.reason, "empty recipe"), e.toString().c_str());
        }
    }

    void notAMapping() {
        CHECK_ERROR(mustFail("- schema_version: 1\n- name: t\n"), 1, 1, "", "expected a mapping of recipe keys at the top level, got a list");
        CHECK_ERROR(mustFail("just some words\n"), 1, 1, "", "got a single value");
    }

    void binaryGarbage() {
        const std::string nul("schema_version: 1\n\x7f" "ELF\x02\x01\x00\x00garbage", 30);
        CHECK_ERROR(mustFail(nul), 2, 7, "", "not a text file (contains a NUL byte)");
        // Latin-1 "ã" (0xE3) followed by ASCII is not UTF-8.
        CHECK_ERROR(mustFail(kHead + "notes: Precis\xe3o\n"), 5, 14, "", "not valid UTF-8");
        std::string noise;
        for (int i = 0; i < 512; ++i) noise.push_back(static_cast<char>((i * 151 + 7) % 256));
        const Error e = mustFail(noise);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(mentions(e.reason, "not a text file") || mentions(e.reason, "not valid UTF-8"), e.toString().c_str());
    }

    void truncatedFile() {
        // A valid recipe cut in the middle of a flow mapping.
        const std::string full = kHead + "layout: {tp: 1, cp: 2, pp: 1, ep: 8, etp: 1}\noptions: {precision: bf16}\n";
        QVERIFY(parseRecipeYaml(full, "full.yaml").ok());
        const std::string cut = full.substr(0, full.find("ep: 8"));
        const Error e = mustFail(cut);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(QString::fromStdString(e.file), QString("bad.yaml"));
        QVERIFY(e.line >= 5);
        QVERIFY(e.column > 0);
        QVERIFY2(mentions(e.reason, "YAML syntax error") && mentions(e.reason, "cut short"), e.toString().c_str());
    }

    void unclosedBracketPointsAtTheBracket() {
        // yaml-cpp gives up at the next key (line 8 here); the person has to go to the '[' itself,
        // on line 6 ("  vpp: [1," in the layout block), column 8.
        const Error e = mustFail(kHead + "layout:\n  vpp: [1,\noptions:\n  precision: bf16\n");
        if (QTest::currentTestFailed()) return;
        QCOMPARE(e.line, 6);
        QCOMPARE(e.column, 8);
        QVERIFY2(mentions(e.reason, "this '[' is never closed (a ']' is missing)"), e.toString().c_str());
    }

    void everyTruncationAndByteFlipIsHandled() {
        // parseRecipeYaml must never throw: cut a built-in recipe at every byte, and corrupt bytes.
        const std::string text = builtinRecipes().front().text;
        int failures = 0;
        for (size_t cut = 0; cut < text.size(); ++cut) {
            try {
                auto r = parseRecipeYaml(text.substr(0, cut), "cut.yaml");
                if (!r.ok()) {
                    ++failures;
                    QVERIFY(!r.error().reason.empty());
                }
            } catch (...) {
                QFAIL(qPrintable(QString("threw at cut %1").arg(cut)));
            }
        }
        QVERIFY(failures > 0);
        for (size_t pos = 0; pos < text.size(); pos += 7) {
            for (char c : {'{', '[', ':', '"', '\'', '\t', '&', '*', '!', '|', '\x80'}) {
                std::string bad = text;
                bad[pos] = c;
                try {
                    (void)parseRecipeYaml(bad, "flip.yaml");
                } catch (...) {
                    QFAIL(qPrintable(QString("threw with byte %1 at %2").arg(int(c)).arg(pos)));
                }
            }
        }
    }

    void nonexistentPath() {
        auto r = loadRecipeFile("/nonexistent/moe/recipe.yaml");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().file), QString("/nonexistent/moe/recipe.yaml"));
        QVERIFY2(mentions(r.error().reason, "No such file or directory"), r.error().toString().c_str());
    }

    void badLayerPatternInOverride() {
        const Error e = mustFail("schema_version: 1\nmodel: {base: DeepSeek-V3, moe: {layer_pattern: \"[0]*3+[1]*5\"}}\nhardware: H100-SXM\n");
        if (QTest::currentTestFailed()) return;
        QCOMPARE(QString::fromStdString(e.field), QString("model.moe.layer_pattern"));
        QCOMPARE(e.line, 2);
    }

    void anchorsAndTagsDoNotThrow() {
        // Aliases to undefined anchors and odd tags are syntax errors, not exceptions.
        const Error e = mustFail(kHead + "layout: *nowhere\n");
        if (QTest::currentTestFailed()) return;
        QVERIFY(e.line >= 1);
        auto r = parseRecipeYaml(kHead + "layout: !!map {tp: !!str 2}\n", "tags.yaml");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->layout.tp, 2);
    }
};

QTEST_GUILESS_MAIN(TestRecipeYamlErrors)
#include "test_recipe_yaml_errors.moc"

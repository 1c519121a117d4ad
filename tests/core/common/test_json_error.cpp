// JSON that does not parse: one error with the line and column a person can go to and the reason
// in words, without nlohmann's exception tag; a file that stops mid-value says it ends early.
#include <QtTest>

#include <string>

#include "core/common/json_error.h"

using namespace moe;

namespace {

Error errorFor(const std::string& text) {
    try {
        const nlohmann::json parsed = nlohmann::json::parse(text);
        return Error{"(parsed)", 0, 0, {}, parsed.dump()};
    } catch (const nlohmann::json::exception& ex) {
        return jsonParseError(text, "config.json", ex);
    }
}

}  // namespace

class TestJsonError : public QObject {
    Q_OBJECT
private slots:
    void truncatedFileEndsEarly() {
        // Cut inside the second key's string: line 3 (two newlines before it), the parser stops
        // after reading the last byte ("  \"interm" is 9 characters: column 10).
        const std::string text = "{\n  \"hidden_size\": 7168,\n  \"interm";
        const Error e = errorFor(text);
        QCOMPARE(QString::fromStdString(e.file), QStringLiteral("config.json"));
        QCOMPARE(e.line, 3);
        QCOMPARE(e.column, 10);
        QCOMPARE(QString::fromStdString(e.reason),
                 QStringLiteral("the JSON ends early, inside a quoted string (is the file truncated?)"));
        QVERIFY2(e.reason.find("[json.exception") == std::string::npos, e.reason.c_str());
        QVERIFY2(e.reason.find("parse error at line") == std::string::npos, e.reason.c_str());
    }
    void syntaxErrorInsideTheFileSaysWhere() {
        // A missing comma: the parser reads the unexpected token "b" (line 3, columns 3-5) and
        // reports where it stopped, its last character.
        const std::string text = "{\n  \"a\": 1\n  \"b\": 2\n}\n";
        const Error e = errorFor(text);
        QCOMPARE(e.line, 3);
        QCOMPARE(e.column, 5);
        QCOMPARE(QString::fromStdString(e.reason), QStringLiteral("not valid JSON: a ',' is missing before this key"));
    }
    void parserTermsAreSaidInWords() {
        // Each text has one mistake a person makes by hand; the reason names it without the
        // parser's vocabulary ("object separator", "literal", "syntax error while parsing").
        const struct {
            const char* text;
            const char* reason;
        } cases[] = {
            {"{\"a\": [1,2", "the JSON ends early, inside a list [ ] (is the file truncated?)"},
            {"{\"a\": 1,", "the JSON ends early, inside a key (is the file truncated?)"},
            {"{\"a\": tru}", "not valid JSON: 'tru' is not a JSON value (values are numbers, \"quoted strings\", true, "
                            "false, null, [lists] or {objects}; keys need double quotes)"},
            {"[1 2]", "not valid JSON: a ',' is missing before this item"},
            {"{\"a\": 1,}", "not valid JSON: a ',' comes right before '}' (JSON allows no trailing comma)"},
            {"{\"a\": 1}}", "not valid JSON: there is text after the end of the document (an extra '}'?)"},
            {"{\"a\" 1}", "not valid JSON: a key is not followed by ':'"},
        };
        for (const auto& c : cases) {
            const Error e = errorFor(c.text);
            QCOMPARE(QString::fromStdString(e.reason), QString::fromUtf8(c.reason));
            for (const char* jargon : {"syntax error", "string literal", "object separator", "[json.exception"}) {
                QVERIFY2(e.reason.find(jargon) == std::string::npos, e.reason.c_str());
            }
        }
    }
    void emptyTextIsNotCalledTruncated() {
        const Error e = errorFor("");
        QCOMPARE(QString::fromStdString(e.reason), QStringLiteral("not valid JSON: the file is empty"));
    }
};

QTEST_APPLESS_MAIN(TestJsonError)
#include "test_json_error.moc"

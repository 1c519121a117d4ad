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
        QVERIFY2(e.reason.starts_with("the JSON ends early (is the file truncated?): "), e.reason.c_str());
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
        QVERIFY2(e.reason.starts_with("not valid JSON: syntax error"), e.reason.c_str());
        QVERIFY2(e.reason.find("[json.exception") == std::string::npos, e.reason.c_str());
    }
    void emptyTextIsNotCalledTruncated() {
        const Error e = errorFor("");
        QVERIFY2(e.reason.starts_with("not valid JSON: "), e.reason.c_str());
    }
};

QTEST_APPLESS_MAIN(TestJsonError)
#include "test_json_error.moc"

// Files of the wrong type are named as such, with the file: a PNG renamed .yaml is "not a text
// file" (not offered as a Bridge YAML, not a YAML error on a garbled byte), a file named .sqlite
// without SQLite's header is "not an SQLite database" (not "not a Chrome trace"), and binary
// content named .json is "not a text file" too. Text in any script, and a character cut by the
// end of the bytes read, stays text.
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/common/file_content.h"
#include "core/import/import_detection.h"
#include "core/recipe/recipe_yaml.h"
#include "core/trace/trace_file.h"

using namespace moe;

namespace {

// The first bytes of a real PNG: its signature and the start of the IHDR chunk.
const char kPngBytes[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0";
const std::string kPng(kPngBytes, sizeof kPngBytes - 1);
const std::string kGarbage("this is not a database, just some words\n");

std::string writeBytes(const std::filesystem::path& dir, const std::string& name, const std::string& bytes) {
    const std::filesystem::path p = dir / name;
    std::ofstream out(p, std::ios::binary);
    out << bytes;
    return p.string();
}

// firstBinaryByte as a number: -1 for text.
long long binaryAt(std::string_view bytes) {
    const std::optional<size_t> at = firstBinaryByte(bytes);
    return at ? static_cast<long long>(*at) : -1;
}

}  // namespace

class TestWrongFileTypes : public QObject {
    Q_OBJECT
private:
    std::filesystem::path dir_;

private slots:
    void initTestCase() {
        dir_ = std::filesystem::temp_directory_path() /
               ("moe-wrong-types-" + std::to_string(QCoreApplication::applicationPid()));
        std::filesystem::create_directories(dir_);
    }
    void cleanupTestCase() { std::filesystem::remove_all(dir_); }

    void binaryBytesAreTold() {
        QCOMPARE(binaryAt(kPng), 0LL);  // 0x89 starts no UTF-8 character
        QCOMPARE(binaryAt(std::string("ab\0cd", 5)), 2LL);
        QCOMPARE(binaryAt("model:\n  name: \xc3\xa9t\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x98\x80\n"), -1LL);
        QCOMPARE(binaryAt(""), -1LL);
        QCOMPARE(binaryAt("caf\xc3"), -1LL);      // cut by the end of what was read
        QCOMPARE(binaryAt("caf\xc3x"), 3LL);      // a lead byte without its continuation
        QCOMPARE(binaryAt("\xc0\xaf"), 0LL);      // overlong
        QCOMPARE(binaryAt("\xed\xa0\x80"), 0LL);  // a UTF-16 surrogate
        // Only the first KiB is judged.
        QCOMPARE(binaryAt(std::string(kTextCheckBytes, 'a') + std::string(1, '\0')), -1LL);
        QVERIFY(notTextReason(kPng)->find("not a text file") == 0);
        QVERIFY(hasSqliteHeader(std::string("SQLite format 3\0", 16)));
        QVERIFY(!hasSqliteHeader("SQLite format 3"));
    }

    void detectionNamesTheKind() {
        QCOMPARE(detectImportKind("picture.yaml", kPng), ImportKind::NotText);
        QCOMPARE(detectImportKind("picture.json", kPng), ImportKind::NotText);
        QCOMPARE(detectImportKind("run.sh", kPng), ImportKind::NotText);
        // Named as an Nsight export: its reader says what is wrong with it.
        QCOMPARE(detectImportKind("profile.sqlite", kGarbage), ImportKind::ProfilerTrace);
        QCOMPARE(detectImportKind("profile.SQLITE3", kPng), ImportKind::ProfilerTrace);
        QCOMPARE(QString::fromLatin1(toString(ImportKind::NotText)), QStringLiteral("not-text"));
    }

    void recipeLoaderSaysNotText() {
        const std::string png = writeBytes(dir_, "picture.yaml", kPng);
        Result<Recipe> r = loadRecipeFile(png);
        QVERIFY(!r.ok());
        const std::string message = r.error().toString();
        QVERIFY2(message.find(png) == 0, message.c_str());
        QVERIFY2(message.find("not a text file") != std::string::npos, message.c_str());
    }

    void traceReaderSaysWhatTheFileIsNot() {
        const std::string garbage = writeBytes(dir_, "profile.sqlite", kGarbage);
        auto t = trace::importTraceFile(garbage);
        QVERIFY(!t.ok());
        std::string message = t.error().toString();
        QVERIFY2(message.find(garbage) == 0, message.c_str());
        QVERIFY2(message.find("not an SQLite database") != std::string::npos, message.c_str());
        QVERIFY2(message.find("Chrome") == std::string::npos, message.c_str());

        const std::string png = writeBytes(dir_, "picture.json", kPng);
        t = trace::importTraceFile(png);
        QVERIFY(!t.ok());
        message = t.error().toString();
        QVERIFY2(message.find(png) == 0, message.c_str());
        QVERIFY2(message.find("not a text file") != std::string::npos, message.c_str());

        // A text file that is no trace still gets the Chrome-trace reader's reason.
        const std::string words = writeBytes(dir_, "words.json", "{\"foo\": 1}");
        t = trace::importTraceFile(words);
        QVERIFY(!t.ok());
        QVERIFY(t.error().toString().find("not a Chrome trace") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestWrongFileTypes)
#include "test_wrong_file_types.moc"

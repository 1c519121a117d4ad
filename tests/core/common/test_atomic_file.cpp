// Atomic file replacement and whole-file reads: content replaced, nothing left behind, errors that
// name the path and the OS reason.
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include "core/common/atomic_file.h"

using namespace moe;

namespace {

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

}  // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT
private slots:
    void writesNewFileAndLeavesNoTemporaries() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("a.yaml").toStdString();
        Status s = writeFileAtomically(path, "hello\n");
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
        QCOMPARE(entries(dir.path()), QStringList{"a.yaml"});
        auto back = readWholeFile(path);
        QVERIFY(back.ok());
        QCOMPARE(*back, std::string("hello\n"));
    }

    void replacesExistingFileAndKeepsItsMode() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.yaml").toStdString();
        QVERIFY(writeFileAtomically(path, std::string(10000, 'x')).ok());
        QVERIFY(::chmod(path.c_str(), 0640) == 0);
        QVERIFY(writeFileAtomically(path, "short").ok());
        QCOMPARE(*readWholeFile(path), std::string("short"));
        struct stat st {};
        QVERIFY(::stat(path.c_str(), &st) == 0);
        QCOMPARE(static_cast<int>(st.st_mode & 07777), 0640);
        QCOMPARE(entries(dir.path()), QStringList{"a.yaml"});
    }

    void binaryAndEmptyContentsRoundTrip() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("b.bin").toStdString();
        const std::string bytes("\0\x01\xff\n\r", 5);
        QVERIFY(writeFileAtomically(path, bytes).ok());
        QCOMPARE(*readWholeFile(path), bytes);
        QVERIFY(writeFileAtomically(path, "").ok());
        QCOMPARE(*readWholeFile(path), std::string());
    }

    void missingDirectoryFailsNamingPathAndReason() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("no/such/dir/a.yaml").toStdString();
        Status s = writeFileAtomically(path, "x");
        QVERIFY(!s.ok());
        QCOMPARE(QString::fromStdString(s.error().file), QString::fromStdString(path));
        QVERIFY2(s.error().reason.find("No such file or directory") != std::string::npos, s.error().reason.c_str());
        QVERIFY(s.error().toString().find(path) != std::string::npos);
        QVERIFY(entries(dir.path()).isEmpty());
    }

    void directoryAsTargetFails() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("sub"));
        Status s = writeFileAtomically(dir.filePath("sub").toStdString(), "x");
        QVERIFY(!s.ok());
        QVERIFY2(s.error().reason.find("Is a directory") != std::string::npos, s.error().reason.c_str());
        QCOMPARE(entries(dir.path()), QStringList{"sub"});
    }

    void readOnlyDirectoryFailsAndKeepsOldFile() {
        if (::geteuid() == 0) QSKIP("root ignores directory permissions");
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.yaml").toStdString();
        QVERIFY(writeFileAtomically(path, "old").ok());
        QVERIFY(::chmod(dir.path().toLocal8Bit().constData(), 0500) == 0);
        Status s = writeFileAtomically(path, "new");
        ::chmod(dir.path().toLocal8Bit().constData(), 0700);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().reason.find("Permission denied") != std::string::npos, s.error().reason.c_str());
        QCOMPARE(*readWholeFile(path), std::string("old"));
        QCOMPARE(entries(dir.path()), QStringList{"a.yaml"});
    }

    void writesThroughSymlink() {
        QTemporaryDir dir;
        const std::string real = dir.filePath("real.yaml").toStdString();
        const std::string link = dir.filePath("link.yaml").toStdString();
        QVERIFY(writeFileAtomically(real, "old").ok());
        QVERIFY(::symlink(real.c_str(), link.c_str()) == 0);
        QVERIFY(writeFileAtomically(link, "new").ok());
        QCOMPARE(*readWholeFile(real), std::string("new"));
        QVERIFY(QFileInfo(QString::fromStdString(link)).isSymLink());
    }

    void readMissingFileNamesPathAndReason() {
        auto r = readWholeFile("/nonexistent/dir/recipe.yaml");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().file), QString("/nonexistent/dir/recipe.yaml"));
        QVERIFY(r.error().reason.find("No such file or directory") != std::string::npos);
    }

    void readDirectoryFails() {
        QTemporaryDir dir;
        auto r = readWholeFile(dir.path().toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(r.error().reason.find("Is a directory") != std::string::npos, r.error().reason.c_str());
    }

    void emptyPathFails() {
        QVERIFY(!writeFileAtomically("", "x").ok());
        QVERIFY(!readWholeFile("").ok());
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "test_atomic_file.moc"

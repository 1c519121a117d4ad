#pragma once
// Tests that read the sample files in ../shared/data (MOE_SHARED_DATA_DIR). A developer without
// the folder gets a skip naming the missing path; CI (CI=true, as .ci/run sets it) gets a failure,
// because ctest counts a skip as a pass and a broken data path would otherwise leave CI green.
#include <QFileInfo>
#include <QString>
#include <QtTest>
#include <filesystem>
#include <string>

namespace moe::testing {

inline bool sharedDataRequired() { return qEnvironmentVariable("CI") == QLatin1String("true"); }

// Empty when `path` exists, else the message a skip or failure reports.
inline QString missingSharedData(const QString& path) {
    if (QFileInfo::exists(path)) return {};
    return QStringLiteral("sample data missing: %1 (MOE_SHARED_DATA_DIR = %2)").arg(path, QStringLiteral(MOE_SHARED_DATA_DIR));
}
inline QString missingSharedData(const std::string& path) { return missingSharedData(QString::fromStdString(path)); }
inline QString missingSharedData(const std::filesystem::path& path) { return missingSharedData(path.string()); }
inline QString missingSharedData(const char* path) { return missingSharedData(QString::fromUtf8(path)); }

}  // namespace moe::testing

// In a test function (or initTestCase): skip it when `path` is missing, fail it under CI=true.
#define MOE_REQUIRE_SHARED_DATA(path)                                                                      \
    do {                                                                                                   \
        const QString moeMissing = ::moe::testing::missingSharedData(path);                                \
        if (!moeMissing.isEmpty()) {                                                                       \
            if (::moe::testing::sharedDataRequired()) QFAIL(qPrintable(moeMissing + QStringLiteral(" [CI=true]"))); \
            QSKIP(qPrintable(moeMissing));                                                                 \
        }                                                                                                  \
    } while (false)

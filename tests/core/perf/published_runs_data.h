#pragma once
// The published-runs files of ../shared/data for the perf tests. Missing data skips with the path
// locally and fails under CI=true (CI always has the data: a skip there would hide a broken path).
#include <QtTest>

#include <QFileInfo>

// The path of a file under MOE_SHARED_DATA_DIR, or "" after QSKIP/QFAIL (the caller returns).
#define MOE_REQUIRE_SHARED_DATA(var, name)                                                              \
    const QString var = QStringLiteral(MOE_SHARED_DATA_DIR "/" name);                                  \
    if (!QFileInfo::exists(var)) {                                                                      \
        if (qgetenv("CI") == "true") QFAIL(qPrintable(QStringLiteral("missing shared data: ") + var));   \
        QSKIP(qPrintable(QStringLiteral("shared data not present: ") + var));                           \
    }

#pragma once
// The real moe-plan binary run as a script would run it, shared by the CLI suites.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace moe::clitest {

struct RunResult {
    int exitCode = -1;  // -1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

// `env`: variables added to this process's environment for the run (e.g. XDG_DATA_HOME).
inline RunResult runPlan(const QStringList& args, const QList<QPair<QString, QString>>& env = {}, int timeoutMs = 120000) {
    QProcess p;
    if (!env.isEmpty()) {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const auto& [key, value] : env) e.insert(key, value);
        p.setProcessEnvironment(e);
    }
    p.start(QStringLiteral(MOE_PLAN_EXE), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

// The JSON object a --json command printed (empty when it printed something else).
inline QJsonObject jsonObject(const QByteArray& bytes) {
    return QJsonDocument::fromJson(bytes).object();
}

}  // namespace moe::clitest

#pragma once
// Splits text into numbers and the words between them, so two renderings (a checked-in document and
// the program's output now) can be compared with a tolerance on the numbers only: the last printed
// digit may differ between compilers.
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace moe::testing {

struct NumberTokens {
    QStringList words;
    QList<double> numbers;
};

inline NumberTokens numberTokens(const QString& text) {
    static const QRegularExpression number(QStringLiteral("[+-]?\\d+(?:\\.\\d+)?"));
    NumberTokens t;
    qsizetype at = 0;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        t.words << text.mid(at, m.capturedStart() - at);
        t.numbers << m.captured().toDouble();
        at = m.capturedEnd();
    }
    t.words << text.mid(at);
    return t;
}

}  // namespace moe::testing

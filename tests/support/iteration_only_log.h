#pragma once
// A Megatron log with only iteration lines (no arguments block, no versions): a run whose contract
// conflicts with no recipe, so that only the rules under test decide whether it is compared.
// Ten lines, iterations 5..50, 6000 ms each, GBS 64.
#include <QByteArray>
#include <QFile>
#include <QString>

namespace moe::testing {

inline bool writeIterationOnlyLog(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    for (int it = 5; it <= 50; it += 5)
        f.write(QByteArray(" iteration       ") + QByteArray::number(it) +
                "/      50 | consumed samples: 64 | elapsed time per iteration (ms): 6000.0 | "
                "global batch size:    64 | lm loss: 3.000000E+00 |\n");
    return true;
}

}  // namespace moe::testing

#pragma once
// Numbers in the C locale whatever the process's. A Qt application sets the C library's locale
// from the environment (setlocale(LC_ALL, "")), after which printf writes "0,5" and strtod stops
// at the "." of "0.5" under a French LANG. What the core writes for a trainer (recipe YAML, launch
// scripts, Bridge YAML, JSON, CSV, traces) must read the same in every locale: printf-style
// formatting goes through a CNumericScope, parsing through parseDoubleC (std::from_chars, which
// no locale reaches). std::to_chars and streams imbued with std::locale::classic() need neither.
#include <optional>
#include <string_view>

namespace moe {

// While alive, this thread's printf/strtod family uses the C locale (POSIX uselocale); the
// previous locale comes back when it goes. Cheap: one thread-local pointer swap each way.
class CNumericScope {
public:
    CNumericScope();
    ~CNumericScope();
    CNumericScope(const CNumericScope&) = delete;
    CNumericScope& operator=(const CNumericScope&) = delete;

private:
    void* previous_;
};

// The whole of `text` as a finite or infinite double in C notation ("0.5", "1e-05"), else nullopt.
std::optional<double> parseDoubleC(std::string_view text);

}  // namespace moe

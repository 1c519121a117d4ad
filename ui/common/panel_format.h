#pragma once
// Number formatting shared by the estimate, feasibility and search panels, so one figure reads
// the same everywhere (and tests can compute the expected text from a core number). Every figure
// is rendered in displayLocale(): the studio's chosen language's separators ("16.300" in pt_BR),
// English grouping under the C locale that tests and screenshots run in ("16,300").
#include <QLocale>
#include <QString>

namespace moe {
struct Layout;
enum class Wall;
}

namespace moe::ui {

// The locale every number the studio shows is written in: QLocale() (the default the studio sets
// from the chosen language, ui/window/ui_language), so a figure uses the same decimal and group
// separators as the spin boxes beside it. The C locale has no grouping of its own, so there
// English (United States) is used: tests and screenshots run in C and read "18,600" and "3.5 s".
// Inside a FileNumberScope on this thread it is that English locale whatever the language.
QLocale displayLocale();

// While alive, displayLocale() on this thread is English (United States) without grouping — the C
// locale's digits, "18600", "3.5" — whatever the language: for text that leaves the studio for a
// file, a spreadsheet or the clipboard (Compare's CSV/Markdown/TSV), built by the same formatters
// as the cells on screen.
class FileNumberScope {
public:
    FileNumberScope();
    ~FileNumberScope();
    FileNumberScope(const FileNumberScope&) = delete;
    FileNumberScope& operator=(const FileNumberScope&) = delete;

private:
    bool previous_;
};

// Whether a FileNumberScope is alive on this thread: the text is going to a file or the clipboard.
[[nodiscard]] bool writingForAFile();

// `value` with `decimals` decimals in displayLocale(), without grouping: the digits of
// QString::number(value, 'f', decimals), the separators of the display locale ("1,25" in pt_BR).
QString formatDecimal(double value, int decimals);
// A number printed in the C locale ("11000", "9.9", "-1,234.5"), the way the core prints it, in
// displayLocale() with exactly the same digits: '.' becomes the decimal point, ',' the group
// separator, '-' the minus sign. Other characters (units, words) are kept.
QString displayNumberText(const QString& cText);

// "850.0 ms" below one second, "1.234 s" below ten, "12.34 s" above (the CLI's precision).
QString formatSeconds(double seconds);
// Whole number with thousands separators: "6,551", "-12", "0". NaN/inf give "—".
QString formatCount(double value);
// An exact integer with thousands separators ("16,384"; "16.384" in pt_BR), as the editor shows sizes.
QString formatInteger(long long value);
// TFLOP/s: one decimal below 100, none above ("87.5", "412").
QString formatTflops(double tflops);
// A fraction as a percentage with one decimal: 0.4213 → "42.1 %".
QString formatPercent(double fraction);
// Microseconds from nanoseconds, the unit of trace tables, with the precision a reader can use:
// whole µs with thousands separators from 100 µs ("660,551"), one decimal from 10 µs ("42.5"),
// two from 1 µs ("3.25"), three below ("0.125"). No unit: the column header says µs.
QString formatMicroseconds(long long ns);
// Milliseconds from nanoseconds, the unit of the trace metrics tables (a step reads as "5,409.0", not
// "5,409,033"): one decimal with thousands separators from 100 ms, two from 1 ms ("2.71"), three
// below ("0.040"). No unit: the column header says ms.
QString formatMilliseconds(long long ns);
// A signed change in percent with `decimals` decimals, its sign taken from the digits printed:
// +2.5 → "+2.50 %", −0.3 → "-0.30 %", and +0.001 → "0.00 %" (a "+" before zeros reads as a gain).
QString formatSignedPercent(double percent, int decimals);
// GiB with one decimal: "73.2 GiB".
QString formatGib(double gib);
// Both meshes in one line: "TP2 CP1 PP4 VPP2 EP16 ETP1 · DP4 EDP1 · MBS1" (VPP only when > 1;
// DP/EDP "?" when the world does not divide).
QString formatLayout(const Layout& layout);
// The wall to attack first in words ("host overhead", not core's "host_overhead").
QString wallName(Wall wall);

}  // namespace moe::ui

#pragma once
// Number formatting shared by the estimate, feasibility and search panels, so one figure reads
// the same everywhere (and tests can compute the expected text from a core number). Locale-free
// on purpose: a design-meeting screenshot must not change with the machine's language.
#include <QString>

namespace moe {
struct Layout;
enum class Wall;
}

namespace moe::ui {

// "850.0 ms" below one second, "1.234 s" below ten, "12.34 s" above (the CLI's precision).
QString formatSeconds(double seconds);
// Whole number with thousands separators: "6,551", "-12", "0". NaN/inf give "—".
QString formatCount(double value);
// An exact integer in the C locale with thousands separators ("16,384"), as the editor shows sizes.
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
// GiB with one decimal: "73.2 GiB".
QString formatGib(double gib);
// Both meshes in one line: "TP2 CP1 PP4 VPP2 EP16 ETP1 · DP4 EDP1 · MBS1" (VPP only when > 1;
// DP/EDP "?" when the world does not divide).
QString formatLayout(const Layout& layout);
// The wall to attack first in words ("host overhead", not core's "host_overhead").
QString wallName(Wall wall);

}  // namespace moe::ui

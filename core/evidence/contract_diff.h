#pragma once
// A/B comparison of two runs (seed 004 phases 4-5, domain §11): every contract variable that
// differs, the label of each side, and the step-time, TFLOP/s/GPU, memory and overlap deltas of
// their steady windows and traces. A gain is attributed to a variable only when that variable is
// the single independent difference; otherwise the result says so and why ("never credit a
// multi-change gain to an earlier single A/B").
#include <optional>
#include <string>
#include <vector>

#include "core/evidence/measurement_contract.h"
#include "core/evidence/run_evidence.h"

namespace moe::evidence {

struct VariableChange {
    std::string key;
    std::string section;
    std::optional<std::string> a, b;  // absent = unknown on that side
    std::string source_a, source_b;
    bool derived = false;
};

struct ContractDiff {
    std::vector<VariableChange> changed;            // independent variables known on both sides that differ
    std::vector<VariableChange> derived_changed;    // DP, EDP: follow from the changed ones
    std::vector<VariableChange> known_on_one_side;  // cannot be shown fixed
    LabelVerdict label_a, label_b;
    bool labels_differ = false;
    std::vector<std::string> warnings;
    std::vector<Message> warning_texts;  // the same as messages for the studio (issue 42), entry by entry
};

ContractDiff diffContracts(const MeasurementContract& a, const MeasurementContract& b);

struct MetricDelta {
    std::string metric;  // snake_case id, e.g. "step_time_ms"
    std::string label;   // "step time (ms)"
    std::optional<double> a, b;
    bool higher_is_better = false;
    Message label_text;                                 // `label` for the studio to translate
    [[nodiscard]] std::optional<double> delta() const;  // b − a
    [[nodiscard]] std::optional<double> pct() const;    // 100·(b − a)/a
};

struct AbComparison {
    std::string name_a, name_b;
    ContractDiff diff;
    std::vector<MetricDelta> metrics;
    // Attribution: true only when exactly one independent variable differs.
    bool attributable = false;
    std::optional<std::string> attributed_to;  // that variable's key
    std::string attribution_reason;            // why (or why not) in one sentence
    Message attribution_reason_text;           // the same for the studio (its english() is attribution_reason)
    std::vector<std::string> warnings;         // more than one change, label mismatch, unhealthy windows, ...
    std::vector<Message> warning_texts;        // the same as messages for the studio, entry by entry
};

// Compares B against A (A is the baseline). Step time and memory deltas need both windows;
// overlap deltas both traces.
AbComparison compareRuns(const RunEvidence& a, const RunEvidence& b);

}  // namespace moe::evidence

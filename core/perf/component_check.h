#pragma once
// Component measurements as a check of their own (`moe-plan calibrate --components FILE`): the
// rows of a paper's component and single-lever tables (../shared/data/paper-moe-components.json:
// "Scalable Training of Mixture-of-Experts Models with Megatron Core", NVIDIA, arXiv 2603.07685)
// set against what the step-time model computes for the same shape. Every row of the file comes
// back: with a prediction where the model computes that quantity, else with the reason it does
// not. Nothing here is fitted; the check says whether the pieces the end-to-end fit is built from
// are right on their own.
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"

namespace moe {

struct ComponentRow {
    std::string kind;  // "component" or "ablation"
    std::string what, where, unit, note;
    std::string config;                      // the row's config object as compact JSON
    std::string published;                   // the value as the file states it ("391", "30–40%", "under 5%")
    std::optional<double> published_number;  // when the value is a plain number
    std::string before, after;               // ranges some rows give ("30–40%" → "under 5%")
};

Result<std::vector<ComponentRow>> parseComponentRows(const std::string& jsonText, const std::string& origin);
Result<std::vector<ComponentRow>> loadComponentRows(const std::string& path);

// A published range [low, high] read from a stated value: "30–40%" → [30, 40], "under 5%" →
// [0, 5], "about 7" → [7, 7], "approximately 10% to 25%" → [10, 25]; nullopt when no number.
struct PublishedRange {
    double low = 0, high = 0;
};
std::optional<PublishedRange> parsePublishedRange(const std::string& text);

struct ComponentResult {
    ComponentRow row;
    bool computed = false;
    std::string reason;                      // why not computed, or the modelling assumptions when computed
    std::string modelled_config;             // what the model ran: model, GPU, layout, dtype, knobs
    double predicted = 0;                    // in the row's unit (µs, TFLOPS, % of the step, % gain)
    std::optional<double> predicted_before;  // rows that state a before → after pair
    // The check the targets hold it to: relative error for point values, inside the range
    // for stated ranges; `checked` is false for computed rows without a target.
    bool checked = false;
    bool within = false;
    double tolerance = 0;  // allowed relative error (point values); 0 for ranges
    double error = 0;      // predicted ÷ published − 1 (point values)
};

// The all-to-all ÷ HybridEP latency ratio of one system, EP size and direction (Table 7).
struct ComponentRatio {
    std::string system, direction;  // "dispatch" / "combine"
    int ep = 0;
    double published = 0, predicted = 0;
    bool within = false;  // within ±25 %
};

struct ComponentCheck {
    std::vector<ComponentResult> rows;  // one per row of the file, in file order
    std::vector<ComponentRatio> ratios;
    int computed = 0, checked = 0, within = 0;
};

// Evaluates every row with `cal`; an error only when the built-in catalog lacks the paper's model
// or GPUs, or the model cannot evaluate a shape it should.
Result<ComponentCheck> checkComponents(const std::vector<ComponentRow>& rows, const Calibration& cal);

std::string componentCheckMarkdown(const ComponentCheck& check);

}  // namespace moe

#pragma once
// Cross-validation of the step-time model against the published rows: for each scheme, every group
// (a system, a model or a container) is held out in turn, the fitted constants are fitted on the
// other rows only, and the held-out rows are predicted. The errors are what a user can expect on a
// configuration the model was not fitted to; training error alone is never reported as accuracy.
#include <functional>
#include <string>
#include <vector>

#include "core/perf/calibration.h"
#include "core/perf/calibration_fit.h"

namespace moe {

enum class CvScheme { LeaveOneSystemOut, LeaveOneModelOut, LeaveOneContainerOut };
const char* toString(CvScheme s);  // "leave_one_system_out", "leave_one_model_out", "leave_one_container_out"
const std::vector<CvScheme>& allCvSchemes();
// The group a row belongs to under a scheme (system, catalog model, container).
std::string cvGroup(CvScheme s, const PublishedRun& run);

// Two published rows of the same model, system, precision and GPU count whose layouts differ in at
// most two knobs (e.g. VP 4 with MBS 1 against no VP with MBS 2), yet one is `ratio` times slower:
// no layout term can be expected to explain it.
struct Contradiction {
    PublishedRun slower, faster;
    std::string knob;    // "VP 4 vs 1, MBS 1 vs 2"
    double ratio = 1;    // faster tokens/s ÷ slower tokens/s
};
// Pairs with ratio ≥ `minRatio` among the rows given.
std::vector<Contradiction> findContradictions(const std::vector<PublishedRun>& runs, double minRatio = 1.5);

struct CvRow {
    PublishedRun run;
    Recipe recipe;                 // what the row was modelled as (GPU, precision, dispatcher, ...)
    std::string group;             // the held-out group it was predicted from
    double predicted_tokens_per_s_per_gpu = 0;
    double predicted_tflops_per_gpu = 0;
    double error = 0;              // (predicted − published) / published, tokens/s/GPU
    bool contradicting = false;    // the slower row of a Contradiction: left out of the worst case only
};

struct CvSchemeResult {
    CvScheme scheme = CvScheme::LeaveOneSystemOut;
    std::vector<CvRow> rows;
    double median_abs_error = 0;     // fractions, over all rows
    double share_within_20pct = 0;
    double max_abs_error = 0;        // over rows that contradict no other row
    double max_abs_error_all = 0;    // over all rows
};

struct CrossValidation {
    std::vector<CvSchemeResult> schemes;
    std::vector<Contradiction> contradictions;
    std::vector<std::string> unmodelled;  // "model on system (container): reason"
    int rows = 0;                         // modelled rows used
};

// `progress` receives "scheme: group k/n" lines and may return false to cancel (then the result
// holds the schemes finished so far).
CrossValidation crossValidate(const std::vector<PublishedRun>& runs, const Calibration& start, int rounds,
                              const std::function<bool(const std::string&)>& progress = {}, KnobEra era = KnobEra::ByContainer);

// The summary as Markdown (one table per scheme plus the contradiction list), for docs/calibration.md.
std::string crossValidationMarkdown(const CrossValidation& cv);

}  // namespace moe

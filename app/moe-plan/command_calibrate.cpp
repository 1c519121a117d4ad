// moe-plan calibrate --published FILE [--markdown] [--fit [--rounds N]] [--calibration FILE] [--json]:
// predicts every published Megatron-Bridge row, prints the error table, and optionally fits the
// efficiency constants (printing a calibration YAML to freeze into resources/calibration/).
#include <iostream>

#include "command_context.h"
#include "core/perf/calibration_fit.h"

namespace moe::cli {

int runCalibrate(const ParsedArgs& args) {
    if (args.has("run")) return runCalibrateRuns(args);
    auto path = args.value("published");
    if (!path) return reportError(Error{{}, 0, 0, "--published", "give the published-runs.json path, or --run RECIPE,LOG for your own runs"});
    auto runs = loadPublishedRuns(*path);
    if (!runs) return reportError(runs.error());
    auto cal = loadCalibrationArgument(args);
    if (!cal) return reportError(cal.error());
    Calibration c = *cal;
    if (args.has("fit")) {
        int rounds = 40;
        if (auto v = args.value("rounds")) {
            auto n = parseIntegerOption("rounds", *v);
            if (!n) return reportError(n.error());
            if (*n < 1 || *n > 1000) return reportError(Error{{}, 0, 0, "--rounds", "must be in 1..1000"});
            rounds = static_cast<int>(*n);
        }
        c = fitCalibration(*runs, c, rounds, [](const std::string& line) { std::cerr << line << "\n"; });
        std::cout << calibrationToYaml(c) << "\n";
    }
    const auto predictions = predictRuns(*runs, c);
    const FitSummary s = summarizePredictions(predictions);
    if (args.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& p : predictions)
            rows.push_back({{"model", p.run.model}, {"system", p.run.system}, {"container", p.run.container}, {"gpus", p.run.gpus},
                            {"modelled", p.modelled}, {"reason", p.reason}, {"known_regression", p.known_regression},
                            {"layout", p.layout}, {"published_tokens_per_s_per_gpu", p.run.tokens_per_s_per_gpu},
                            {"published_tflops_per_gpu", p.run.tflops_per_gpu},
                            {"predicted_tokens_per_s_per_gpu", p.predicted_tokens_per_s_per_gpu},
                            {"predicted_tflops_per_gpu", p.predicted_tflops_per_gpu}, {"error_pct", p.error_pct}});
        std::cout << nlohmann::json{{"rows", rows},
                                    {"summary",
                                     {{"rows", s.rows}, {"modelled", s.modelled}, {"unmodelled", s.unmodelled}, {"gated", s.gated},
                                      {"known_regressions", s.known_regressions}, {"within_20pct", s.within_20pct},
                                      {"median_abs_error_pct", s.median_abs_error_pct}, {"max_abs_error_pct", s.max_abs_error_pct}}}}
                         .dump(2)
                  << "\n";
        return kExitOk;
    }
    std::cout << calibrationMarkdown(predictions, s);
    return kExitOk;
}

}  // namespace moe::cli

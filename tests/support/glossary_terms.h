#pragma once
// The terms a newcomer meets in the studio that the glossary must explain (the Help window shows
// each as a topic): the parallel sizes, batch sizes, recompute, dispatchers, CUDA graphs, the
// throughput measures, the picture's own vocabulary and the Runs dock's verdicts.
#include <array>

namespace moe::testing {

inline constexpr std::array<const char*, 26> kRequiredGlossaryTerms = {"tp",
                                                                       "cp",
                                                                       "dp",
                                                                       "pp",
                                                                       "vpp",
                                                                       "ep",
                                                                       "etp",
                                                                       "edp",
                                                                       "sp",
                                                                       "batch",
                                                                       "recompute_granularity",
                                                                       "recompute_modules",
                                                                       "dispatcher",
                                                                       "cuda_graph_impl",
                                                                       "cuda_graph_scope",
                                                                       "mfu",
                                                                       "folding",
                                                                       "nvlink_domain",
                                                                       "binding_stage",
                                                                       "usable_hbm",
                                                                       // The Runs dock's verdicts and labels.
                                                                       "steady_window",
                                                                       "run_label",
                                                                       "not_recipes_run",
                                                                       "predicted_error",
                                                                       "ab_attribution",
                                                                       "calibration"};

}  // namespace moe::testing

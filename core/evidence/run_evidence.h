#pragma once
// One measured run as the evidence tools see it: its contract (filled from every attached source),
// recipe, training log with its steady window, and trace summaries; and the loader that builds it
// from a list of files of any kind (recipe, Bridge YAML, contract, log, trace), shared by the CLI
// and the studio.
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/evidence/log_flops_count.h"
#include "core/evidence/measurement_contract.h"
#include "core/evidence/run_consistency.h"
#include "core/evidence/trace_evidence.h"
#include "core/logs/steady_window.h"
#include "core/logs/training_log.h"
#include "core/recipe/recipe.h"

namespace moe::evidence {

struct RunEvidence {
    std::string name;  // "A", "B", or the contract name
    MeasurementContract contract;
    std::optional<Recipe> recipe;
    std::string recipe_origin;
    std::optional<logs::TrainingLog> log;
    std::string log_origin;
    std::optional<logs::WindowEvidence> window;
    std::vector<TraceSummary> traces;
    std::vector<std::string> warnings;  // parse and window warnings, each prefixed with its file
    // What the log and traces recorded about the job, and the verdict on whether that is the
    // recipe's job (judgeRun): a run that is not gets no prediction error in any view.
    std::vector<RecordedFact> recorded;
    RunVerdict verdict;
    // Which public FLOPs count the log's own TFLOP/s/GPU uses (logFlopsCount): set for the recipe's
    // job when the log prints TFLOP/s and a throughput is known.
    std::optional<LogFlopsCount> log_flops = std::nullopt;
    [[nodiscard]] bool matchesRecipe() const { return verdict.isRecipesJob(); }
};

enum class SourceKind { Recipe, BridgeYaml, Contract, Log, Trace };
const char* toString(SourceKind k);

// "recipe:PATH", "bridge:PATH", "contract:PATH", "log:PATH", "trace:PATH" force a kind;
// "builtin:NAME" is a recipe; otherwise the kind comes from the name (.json, .json.gz, .sqlite,
// .nsys-rep are traces; .log/.txt/.out logs) and, for YAML, the content (contract_version ->
// contract, schema_version -> recipe, else Bridge). Returns the kind and the bare path.
Result<std::pair<SourceKind, std::string>> classifySource(const std::string& spec);

struct RunLoadOptions {
    int64_t window_from = 41;
    int64_t window_to = 50;
    bool window_given = false;             // else a contract's timing.window_* wins over the default 41-50
    std::vector<std::string> recipe_sets;  // --set overrides for the recipe source
};

// Loads every source; a contract file's entries win over what the other sources say (its values
// are the user's), then sources fill in the order given. The steady window uses the recipe's GBS,
// sequence, world size and FLOPs when a recipe is attached. Errors name the file.
Result<RunEvidence> loadRunEvidence(const std::vector<std::string>& specs, const RunLoadOptions& options,
                                    const std::string& name);

}  // namespace moe::evidence

#pragma once
// The measurement contract of one run (seed 004 phase 0, domain §11): every variable an A/B must
// hold fixed (model and task, hardware and topology, versions, data and routing semantics,
// precision, shape, the full layout, recompute, dispatcher, overlaps, graph scope, warm-up and
// timing window) with the source each value came from, and the label training-equivalent or
// benchmark-only with its reasons. Recipe-backed variables use the recipe field registry's dotted
// paths and its canonical spellings, so two contracts compare value by value.
//
// Each fill function sets only what its input can tell and never overwrites a value already set:
// a conflicting value becomes a warning naming both sources. Unknown variables stay absent.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/logs/steady_window.h"
#include "core/logs/training_log.h"
#include "core/recipe/recipe.h"

namespace moe::evidence {

inline constexpr int kContractVersion = 1;

// One contract variable: dotted key, section heading, one-line help. Derived variables (DP, EDP)
// follow from others and are never counted as an independent change.
struct ContractKey {
    std::string key;
    std::string section;
    std::string help;
    bool derived = false;
};

// Every contract variable in report order: the contract-only keys (task.*, versions.*, data.*,
// run.*, timing.*, hardware.device_name, topology.*) and the recipe registry's model.name,
// hardware.name/gpus_per_node/nvlink_domain_size and every layout.* and options.* path.
const std::vector<ContractKey>& contractKeys();
const ContractKey* findContractKey(std::string_view key);

struct ContractEntry {
    std::string value;  // canonical text (registry spelling for recipe paths; true/false; lists comma-separated)
    std::string
        source;  // "recipe x.yaml", "log run.log:12", "bridge-yaml dump.yaml", "trace rank-0.json", "contract c.yaml:7"
    bool operator==(const ContractEntry&) const = default;
};

enum class RunLabel { TrainingEquivalent, BenchmarkOnly };
const char* toString(RunLabel label);  // "training_equivalent", "benchmark_only"
std::optional<RunLabel> runLabelFromString(std::string_view text);

struct LabelVerdict {
    RunLabel label = RunLabel::TrainingEquivalent;
    std::vector<std::string> reasons;  // why benchmark-only; empty when training-equivalent
};

struct MeasurementContract {
    std::string name;
    std::map<std::string, ContractEntry> fields;  // key -> entry; absent = unknown
    std::optional<RunLabel> declared_label;       // what the user declared, if anything
    std::string declared_label_source;
    std::string notes;
    std::vector<std::string> warnings;  // conflicts between sources, importer warnings

    [[nodiscard]] const ContractEntry* find(std::string_view key) const;
    [[nodiscard]] std::optional<std::string> value(std::string_view key) const;
    [[nodiscard]] bool isTrue(std::string_view key) const;  // value "true"
};

// Canonical text of a value for a key: registry paths go through the registry's parser and
// printer ("True" -> "true", "2.0" stays an error for an integer); others are trimmed, with
// Python/YAML booleans lower-cased. Errors name the key and what was expected.
Result<std::string> canonicalContractValue(std::string_view key, const std::string& text);

// Sets one variable unless already set; a different existing value adds a warning and keeps the
// first. Unknown keys and unparsable values are errors naming the key.
Status setContractValue(MeasurementContract& c, std::string_view key, const std::string& text,
                        const std::string& source);

// Fills from a recipe: model.name, hardware name/topology, every layout.* and options.* field,
// layout.dp / layout.edp.
void fillFromRecipe(MeasurementContract& c, const Recipe& recipe, const std::string& origin);

// Fills from a Megatron-Bridge YAML (full ConfigContainer dump or override). A full dump tells
// every recipe field; an override only those whose value differs from the importer's defaults.
// Also data.synthetic/data.path, run.checkpoint_save, timing.train_iters/log_interval,
// timing.profiled, task.kind. Importer warnings are kept on the contract.
Status fillFromBridgeYaml(MeasurementContract& c, const std::string& text, const std::string& origin);

// Fills from a training log: the startup lines it has (versions, NVIDIA Release, git commit, the
// `arguments` block, `using world size: …`), global batch size and train iterations from the
// iteration lines, and the timing window when `window` is given. `text` is the raw log.
void fillFromLog(MeasurementContract& c, const logs::TrainingLog& log, const std::string& text,
                 const logs::WindowEvidence* window, const std::string& origin);

// What a trace file says about the run beyond its events (Kineto top level).
struct TraceFacts {
    std::optional<int64_t> world_size;   // distributedInfo.world_size
    std::optional<std::string> backend;  // distributedInfo.backend
    std::optional<std::string> nccl_version;
    std::optional<std::string> device_name;  // deviceProperties[0].name
    std::optional<int64_t> visible_devices;  // deviceProperties count
};
// Reads only the top-level keys of a Kineto JSON(.gz), skipping traceEvents; an Nsight SQLite
// file gives no facts. Errors name the file.
Result<TraceFacts> readTraceFacts(const std::string& path);
void fillFromTrace(MeasurementContract& c, const TraceFacts& facts, const std::string& origin);

// training-equivalent unless forced load balancing, synthetic data, options.benchmark_only, a
// disabled optimizer step or disabled checkpoint saving, or a declared benchmark-only label.
LabelVerdict contractLabel(const MeasurementContract& c);

// YAML: contract_version, name, label, label_source, notes, fields: {key: value | {value, source}}.
// Unknown keys (top level or under fields) are errors naming file:line:field.
Result<MeasurementContract> parseContractYaml(const std::string& text, const std::string& origin);
Result<MeasurementContract> loadContractFile(const std::string& path);
std::string contractToYaml(const MeasurementContract& c);
Status saveContractFile(const MeasurementContract& c, const std::string& path);  // atomic

// Merges `from` into `into` (values not yet set; conflicts warned), keeping the first declared label.
void mergeContract(MeasurementContract& into, const MeasurementContract& from);

}  // namespace moe::evidence

#pragma once
// Megatron-Core release an export targets, and the version gates of domain §8.2: which flag spells
// the CUDA-graph modules, whether impl full_iteration exists, which flex backends exist. An export
// the chosen version cannot express is refused with the reason, never written wrong.
#include <string>

#include "core/common/diagnostic.h"
#include "core/common/error.h"
#include "core/recipe/recipe.h"

namespace moe {

enum class MegatronVersion { V0_16, V0_18, V0_19, Main };

inline constexpr MegatronVersion kDefaultTargetVersion = MegatronVersion::V0_19;

// Accepts "0.16", "0.16.0", "core_v0.16.0", "v0.18", "0.19", "main".
Result<MegatronVersion> parseTargetVersion(const std::string& text);
const char* toString(MegatronVersion v);  // "0.16", "0.18", "0.19", "main"
std::string targetVersionChoices();

// >= 0.18: `--cuda-graph-modules` and impl `full_iteration`; before: `--cuda-graph-scope`, with
// full-iteration graphs spelled impl `local` + scope `full_iteration`.
bool hasCudaGraphModulesFlag(MegatronVersion v);
// `--moe-flex-dispatcher-backend ncclep` only from 0.19.0 (hybridep from 0.16.0, all targets).
bool hasNcclEpBackend(MegatronVersion v);

// Errors for what `v` cannot express (field = recipe path, reason names the version).
Status checkVersionGates(const Recipe& recipe, MegatronVersion v);

// Everything that refuses an export to `trainer`: validator errors, the checks only that trainer
// makes (Megatron-Bridge's DeepEP GPU check refuses a Bridge YAML, not a Megatron-LM launch script;
// the first few findings are named in the reason, each with the trainer that refuses it) and the
// version gates.
Status checkExportable(const Recipe& recipe, MegatronVersion v, Trainer trainer);

}  // namespace moe

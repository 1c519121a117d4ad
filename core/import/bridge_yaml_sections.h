#pragma once
// The section readers of the Bridge YAML importer (bridge_yaml_import.cpp calls them in this
// order, which is the order of its warnings): unknown and stale keys, the section.key -> recipe
// field table, the model section's typed fields, the parallel layout, runtime options
// (recompute, routing, dispatcher, CUDA graphs) and precision. Each returns an Error naming the
// file, line, column and key, or adds to the context's warnings.
#include <yaml-cpp/yaml.h>

#include "core/common/error.h"
#include "core/import/bridge_yaml_context.h"
#include "core/recipe/recipe.h"

namespace moe::bridge_yaml {

// bridge_unknown_keys.cpp: top-level sections and the keys of model/train/optimizer/ddp/dataset
// that ConfigContainer does not have (with the closest known one) or that are stale; an Error when
// one of those sections is not a mapping.
Status warnUnknownKeys(Context& c, const YAML::Node& root);
void warnUnknownMixedPrecisionKeys(Context& c, const YAML::Node& mixedPrecision);
void warnUnknownCommOverlapKeys(Context& c, const YAML::Node& commOverlap);

// bridge_field_map.cpp: the plain fields of every section, through the recipe field registry.
Status applyMappedFields(Context& c, const YAML::Node& root, Recipe& r);

// bridge_model_section.cpp.
Status readModelArchitecture(Context& c, const YAML::Node& model,
                             Recipe& r);  // MLA, norms, MTP, MoE, linear/sliding attention
// Model keys that change the network or its training and no recipe field carries, when set to
// other than their default: added to model.not_carried and named in one warning.
void nameModelKeysNotCarried(Context& c, const YAML::Node& model, Recipe& r);
Status readParallelLayout(Context& c, const YAML::Node& root, Recipe& r);  // pipeline layout, CP comm type, rank order
Status readRuntimeOptions(Context& c, const YAML::Node& model,
                          Recipe& r);  // recompute, routing, dispatcher, CUDA graphs

// bridge_precision_section.cpp: mixed_precision (a preset name or fields), else the model's fp8/fp4.
Status readPrecision(Context& c, const YAML::Node& root, Recipe& r);

}  // namespace moe::bridge_yaml

#pragma once
// Internal to the Hugging Face config.json importer: the keys that shape training beyond the
// layer sizes (positions, activation, routing losses, attention pattern), and the naming of what
// the recipe cannot carry.
#include <string>

#include "core/import/hf_config_reader.h"
#include "core/model/model_spec.h"

namespace moe::hf {

// rope_theta, rope_scaling / rope_parameters (YaRN carried, other types named), partial_rotary_factor.
void readPositions(Reader& rd, ModelSpec& m);
// hidden_act, GPT-OSS's quick-GEGLU with offset and clamp (swiglu_limit), norm type and epsilon,
// dropout and initialisation.
void readActivationAndNorm(Reader& rd, ModelSpec& m, const std::string& type);
// Aux-loss type and coefficient, z-loss, norm_topk_prob -> pre-softmax.
void readRouterTraining(Reader& rd, ModelSpec& m, const std::string& type);
// sliding_window with use_sliding_window / layer_types -> window and skip frequency.
void readSlidingWindow(Reader& rd, ModelSpec& m, const std::string& type);
// Keys present in the file that were not read and do change the network or its training
// (runtime, tokenizer and storage keys are not named), sorted, appended to m.not_carried.
void nameKeysNotCarried(Reader& rd, ModelSpec& m);
// The model's name: _name_or_path, else the file's name ("allenai--OLMoE-1B-7B_config.json" ->
// "OLMoE-1B-7B", ".../Mixtral-8x22B/config.json" -> "Mixtral-8x22B"), else the model_type.
std::string modelNameFor(Reader& rd, const std::string& origin, const std::string& type);

}  // namespace moe::hf

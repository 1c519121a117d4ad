#pragma once
// What a file handed to the studio is (drag-and-drop, File ▸ Import…), from its name and a prefix
// of its text: a studio recipe (YAML with schema_version), a Megatron-Bridge YAML (any other YAML
// mapping), a Hugging Face config.json (a JSON object with architectures / model_type /
// num_hidden_layers), a profiler trace (JSON with traceEvents, or an SQLite file), or a Megatron-LM
// command line (text naming pretrain_gpt.py or giving --num-layers). A file named .sqlite counts
// as a trace (its reader says when it is not one); any other binary content is NotText. Nothing
// else is guessed.
#include <cstddef>
#include <string_view>

namespace moe {

enum class ImportKind { Recipe, BridgeYaml, HfConfig, ProfilerTrace, MegatronArgs, NotText, Unknown };

const char* toString(ImportKind kind);

// How much of a file the callers read for detection.
inline constexpr size_t kImportDetectionHead = 65536;

// `head` is the start of the file (a few KB are enough); gzip and SQLite are told by magic bytes.
// A YAML with Bridge sections that does not parse, where `head` is the whole file (shorter than
// kImportDetectionHead), is a Recipe: the recipe reader names the line and column of the error
// (review 29: a recipe with an unclosed "[" was offered for import as "a Megatron-Bridge YAML").
ImportKind detectImportKind(std::string_view fileName, std::string_view head);

}  // namespace moe

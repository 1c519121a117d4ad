#pragma once
// The Megatron-LM flags the command-line importer reads: each flag's arity and, for plain values
// and booleans, the recipe field it sets (nullptr: handled in code, or read and ignored).
#include <string>
#include <vector>

namespace moe::megatron_flags {

enum class Arity { None, One, Many };

struct FlagSpec {
    const char* name;
    Arity arity;
    const char* path;  // recipe field for plain value/boolean flags; nullptr = handled in code or ignored
};

// Flags the importer reads. Booleans with a path set that field to "true" when present.
const std::vector<FlagSpec>& knownFlags();
// The spec of `name` ("--num-layers"), or nullptr for a flag the importer does not know.
const FlagSpec* findFlag(const std::string& name);

}  // namespace moe::megatron_flags

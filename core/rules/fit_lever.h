#pragma once
// The levers that can make a layout fit in memory (selective and full recompute, a smaller
// micro-batch, more EP, PP, CP or TP, optimizer offload), each named as a list of translatable
// parts ("EP overlap off + full recompute") with the recipe changes that apply it. The memory
// verdict (memory_fit.h) checks which of them, alone or in pairs, really make the layout fit.
#include <string>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/common/message.h"
#include "core/recipe/recipe.h"

namespace moe {

struct FitLever {
    std::vector<Message> parts;  // what the lever does, one part per change it names
    std::vector<FieldChange> changes;
    // The parts joined by " + " in English ("micro-batch size 1 + EP 8") and as a message.
    [[nodiscard]] std::string what() const;
    [[nodiscard]] Message text() const;
    // `other`'s parts not already named, and its changes (a field both set takes `other`'s value).
    void add(const FitLever& other);
};

// The levers for `recipe`, cheapest first (the order the feasibility search tries them).
std::vector<FitLever> candidateFitLevers(const Recipe& recipe);

// The part naming a companion setting a lever takes for a rule ("CUDA_DEVICE_MAX_CONNECTIONS 1").
Message companionPart(const FieldChange& change);

}  // namespace moe

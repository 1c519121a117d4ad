#pragma once
// The core search a Search dock test expects the panel to have run: the recipe's model, GPU,
// sequence, options and GBS, with the constraints the test writes out by hand.
#include <QtGlobal>

#include "core/search/layout_search.h"
#include "ui_test_support.h"

namespace moe::uitest {

// How long a suite waits for a search on the default recipe.
inline constexpr int kSearchTimeoutMs = 60000;

inline SearchResult expectedSearch(const Recipe& r, int64_t gpus, int topK, const SearchConstraints& constraints = {}) {
    SearchRequest req;
    req.model = r.model;
    req.hardware = r.hardware;
    req.gpus = gpus;
    req.seq_length = r.layout.seq_length;
    req.options = r.options;
    req.constraints = constraints;
    req.constraints.global_batch_size = r.layout.global_batch_size;
    req.top_k = topK;
    Result<SearchResult> result = searchLayouts(req);
    if (!result.ok()) qFatal("searchLayouts failed: %s", result.error().toString().c_str());
    return result.value();
}

// The default recipe, Qwen3-30B-A3B on 16 H100s (a search there takes well under a second),
// under `name`; stops the test if the default changed model.
inline Recipe qwenRecipe(const char* name) {
    Recipe r = namedDefaultRecipe(name);
    if (r.model.name != "Qwen3-30B-A3B") qFatal("the default recipe changed model: %s", r.model.name.c_str());
    return r;
}

}  // namespace moe::uitest

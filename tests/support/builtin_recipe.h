#pragma once
// A built-in recipe by its library id (the file name without .yaml, as in builtin:ID), for tests
// that start from one; a missing or unloadable recipe stops the run with the loader's error.
#include <QtGlobal>
#include <string>

#include "core/catalog/recipe_library.h"

namespace moe::testing {

inline Recipe builtinRecipe(const std::string& id) {
    auto r = loadLibraryRecipe(id);
    if (!r) qFatal("built-in recipe %s: %s", id.c_str(), r.error().toString().c_str());
    return *r;
}

}  // namespace moe::testing

#pragma once
// "Did you mean ...?" for misspelt keys and flags in imported files.
#include <set>
#include <string>

namespace moe {

// The known key nearest to `key` by edit distance, or empty when none is within a few edits
// (about a third of the name: beyond that it is another word, not a typo).
std::string closestKey(const std::string& key, const std::set<std::string>& known);

}  // namespace moe

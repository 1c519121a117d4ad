#include "core/import/closest_key.h"

#include <algorithm>
#include <vector>

namespace moe {
namespace {

size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (size_t j = 1; j <= b.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

}  // namespace

std::string closestKey(const std::string& key, const std::set<std::string>& known) {
    // A typo is a few edits; beyond about a third of the name it is another word.
    const size_t limit = std::max<size_t>(2, key.size() / 3);
    std::string best;
    size_t bestDistance = limit + 1;
    for (const auto& k : known) {
        const size_t d = editDistance(key, k);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}

}  // namespace moe

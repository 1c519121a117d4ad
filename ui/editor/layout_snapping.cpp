#include "ui/layout_snapping.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace moe::ui {

std::vector<int64_t> divisorsOf(int64_t n) {
    if (n < 1) return {1};
    std::vector<int64_t> small, large;
    for (int64_t d = 1; d * d <= n; ++d) {
        if (n % d != 0) continue;
        small.push_back(d);
        if (d != n / d) large.push_back(n / d);
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    return small;
}

namespace {

// GPUs per "slot" of the dimension: world / product of the other dims of one mesh; 0 when the
// others do not divide the world.
int64_t room(int64_t world, int64_t others) {
    if (others < 1 || world < 1 || world % others != 0) return 0;
    return world / others;
}

}  // namespace

std::vector<int64_t> snapValues(const Layout& l, SnapDimension dim) {
    const int64_t w = l.world_size;
    const int64_t etp = l.etpOrTp();
    int64_t space = 0;
    int64_t current = 1;
    switch (dim) {
        case SnapDimension::TP:
            space = room(w, int64_t{l.cp} * l.pp);
            current = l.tp;
            break;
        case SnapDimension::CP:
            space = room(w, int64_t{l.tp} * l.pp);
            current = l.cp;
            break;
        case SnapDimension::PP: {
            // PP is shared by both meshes: it must leave both divisible.
            const int64_t a = room(w, int64_t{l.tp} * l.cp);
            const int64_t e = room(w, etp * l.ep);
            space = (a > 0 && e > 0) ? std::gcd(a, e) : 0;
            current = l.pp;
            break;
        }
        case SnapDimension::EP:
            space = room(w, etp * l.pp);
            current = l.ep;
            break;
        case SnapDimension::ETP:
            space = room(w, int64_t{l.ep} * l.pp);
            current = etp;
            break;
    }
    std::vector<int64_t> values = divisorsOf(space > 0 ? space : w);
    if (!std::binary_search(values.begin(), values.end(), current)) {
        values.insert(std::upper_bound(values.begin(), values.end(), current), current);
    }
    return values;
}

int64_t snapToNearest(const std::vector<int64_t>& allowed, int64_t value) {
    if (allowed.empty()) return value;
    int64_t best = allowed.front();
    for (int64_t v : allowed) {
        if (std::llabs(v - value) < std::llabs(best - value)) best = v;
    }
    return best;
}

}  // namespace moe::ui

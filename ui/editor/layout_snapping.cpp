#include "ui/editor/layout_snapping.h"

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

namespace {

// The model's count a size of `dim` must divide, and its name; {0, ""} for none.
std::pair<int64_t, const char*> modelCount(SnapDimension dim, ModelLimits limits) {
    if (dim == SnapDimension::EP && limits.experts > 0) return {limits.experts, "experts"};
    if (dim == SnapDimension::TP && limits.heads > 0) return {limits.heads, "attention heads"};
    return {0, ""};
}

}  // namespace

std::vector<int64_t> snapValues(const Layout& l, SnapDimension dim, ModelLimits limits) {
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
    // Review 12: Mixtral's 8 experts and EP 16 on offer, then "experts not divisible by EP";
    // review 20: TP 512 on 128 heads.
    if (const auto [count, what] = modelCount(dim, limits); count > 0)
        std::erase_if(values, [count = count](int64_t v) { return count % v != 0; });
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

namespace {

const char* dimName(SnapDimension d) {
    switch (d) {
        case SnapDimension::TP: return "TP";
        case SnapDimension::CP: return "CP";
        case SnapDimension::PP: return "PP";
        case SnapDimension::EP: return "EP";
        case SnapDimension::ETP: return "ETP";
    }
    return "";
}

// The other dimensions' names and product that the dimension shares the world with.
std::pair<std::string, int64_t> others(const Layout& l, SnapDimension d) {
    const int64_t etp = l.etpOrTp();
    switch (d) {
        case SnapDimension::TP: return {"CP·PP", int64_t{l.cp} * l.pp};
        case SnapDimension::CP: return {"TP·PP", int64_t{l.tp} * l.pp};
        case SnapDimension::EP: return {"ETP·PP", etp * l.pp};
        case SnapDimension::ETP: return {"EP·PP", int64_t{l.ep} * l.pp};
        case SnapDimension::PP: break;
    }
    return {"", 1};
}

std::string gpus(int64_t n) { return std::to_string(n) + (n == 1 ? " GPU" : " GPUs"); }

}  // namespace

int64_t worldStep(const Layout& l, int gpusPerNode) {
    const int64_t a = int64_t{l.tp} * l.cp * l.pp;
    const int64_t e = l.etpOrTp() * l.ep * l.pp;
    int64_t step = std::lcm(std::max<int64_t>(1, a), std::max<int64_t>(1, e));
    // Whole nodes once the layout spans one.
    if (gpusPerNode > 1 && step >= gpusPerNode) step = std::lcm(step, int64_t{gpusPerNode});
    else if (gpusPerNode > 1 && gpusPerNode % step == 0 && l.world_size >= gpusPerNode) step = gpusPerNode;
    return step;
}

std::vector<int64_t> worldValues(const Layout& l, int gpusPerNode, int64_t max) {
    const int64_t step = worldStep(l, gpusPerNode);
    std::vector<int64_t> values;
    // Small counts below a node are still allowed when the layout fits in them.
    const int64_t a = std::max<int64_t>(1, std::lcm(std::max<int64_t>(1, int64_t{l.tp} * l.cp * l.pp),
                                                      std::max<int64_t>(1, l.etpOrTp() * l.ep * l.pp)));
    for (int64_t v = a; v < step && v <= max; v += a) values.push_back(v);
    for (int64_t v = step; v <= max; v += step) values.push_back(v);
    const int64_t current = l.world_size;
    if (!std::binary_search(values.begin(), values.end(), current))
        values.insert(std::upper_bound(values.begin(), values.end(), current), current);
    return values;
}

std::vector<int64_t> logStops(const std::vector<int64_t>& allowed, size_t few) {
    if (allowed.size() <= few) return allowed;
    std::vector<int64_t> out;
    // Ranks 1, 2, 3, 4, 6, 8, 12, 16, ... (1-based positions in the list).
    for (size_t p = 1; p <= allowed.size(); p = p < 2 ? p + 1 : (p & (p - 1)) == 0 ? p + p / 2 : p / 3 * 4)
        out.push_back(allowed[p - 1]);
    if (out.back() != allowed.back()) out.push_back(allowed.back());
    return out;
}

std::string snapExplanation(const Layout& l, SnapDimension dim, int64_t typed, int64_t result, ModelLimits limits) {
    const std::string name = dimName(dim);
    const std::string head = name + " " + std::to_string(typed) + " ";
    const std::string tail = " → " + std::to_string(result);
    // A size the mesh takes but the model does not: say the model's reason.
    if (const auto [count, what] = modelCount(dim, limits); count > 0 && typed > 0 && count % typed != 0) {
        const std::vector<int64_t> mesh = snapValues(l, dim);
        if (std::binary_search(mesh.begin(), mesh.end(), typed))
            return head + "does not divide the " + std::to_string(count) + " " + what + tail;
    }
    if (dim == SnapDimension::PP)
        return head + "does not leave both meshes divisible on " + gpus(l.world_size) + tail;
    const auto [otherNames, product] = others(l, dim);
    if (product <= 1) return head + "does not divide " + gpus(l.world_size) + tail;
    if (l.world_size % product != 0) return head + "is not a size for " + gpus(l.world_size) + tail;
    return head + "does not divide the " + gpus(l.world_size / product) + " left by " + otherNames + " " +
           std::to_string(product) + tail;
}

std::string worldSnapExplanation(const Layout& l, int gpusPerNode, int64_t typed, int64_t result) {
    return "GPUs " + std::to_string(typed) + " is not a multiple of " + std::to_string(worldStep(l, gpusPerNode)) +
           " (TP·CP·PP " + std::to_string(int64_t{l.tp} * l.cp * l.pp) + ", ETP·EP·PP " +
           std::to_string(l.etpOrTp() * l.ep * l.pp) + ", whole nodes of " + std::to_string(gpusPerNode) + ") → " +
           std::to_string(result);
}

std::string endOfRangeReason(const Layout& l, SnapDimension dim, bool up, ModelLimits limits) {
    const std::string name = dimName(dim);
    if (!up) return name + " is at its smallest size";
    // The mesh would take a larger size that the model's count does not divide.
    if (const auto [count, what] = modelCount(dim, limits); count > 0) {
        const std::vector<int64_t> mesh = snapValues(l, dim), allowed = snapValues(l, dim, limits);
        if (!mesh.empty() && !allowed.empty() && mesh.back() > allowed.back())
            return "no larger " + name + " divides the " + std::to_string(count) + " " + what;
    }
    if (dim == SnapDimension::PP) return "no larger PP leaves both meshes divisible on " + gpus(l.world_size);
    const auto [otherNames, product] = others(l, dim);
    if (product <= 1) return "no larger " + name + " divides " + gpus(l.world_size);
    return "no larger " + name + " divides the " + gpus(l.world_size / std::max<int64_t>(1, product)) + " left by " +
           otherNames + " " + std::to_string(product);
}

}  // namespace moe::ui

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

Message snapExplanation(const Layout& l, SnapDimension dim, int64_t typed, int64_t result, ModelLimits limits) {
    const MessageArg name = codeArg(dimName(dim)), size = integerArg(typed), to = integerArg(result);
    const auto said = [](const char* id, auto&&... args) { return message("layout_snapping", id, args...); };
    // A size the mesh takes but the model does not: say the model's reason.
    if (const auto [count, what] = modelCount(dim, limits); count > 0 && typed > 0 && count % typed != 0) {
        const std::vector<int64_t> mesh = snapValues(l, dim);
        if (std::binary_search(mesh.begin(), mesh.end(), typed))
            return dim == SnapDimension::EP
                       ? said(MOE_TR("layout_snapping", "%1 %2 does not divide the %3 experts → %4"), name, size,
                              integerArg(count), to)
                       : said(MOE_TR("layout_snapping", "%1 %2 does not divide the %3 attention heads → %4"), name,
                              size, integerArg(count), to);
    }
    const MessageArg world = integerArg(l.world_size);
    const bool oneGpu = l.world_size == 1;
    if (dim == SnapDimension::PP)
        return oneGpu ? said(MOE_TR("layout_snapping", "PP %1 does not leave both meshes divisible on 1 GPU → %2"),
                             size, to)
                      : said(MOE_TR("layout_snapping", "PP %1 does not leave both meshes divisible on %2 GPUs → %3"),
                             size, world, to);
    const auto [otherNames, product] = others(l, dim);
    if (product <= 1)
        return oneGpu ? said(MOE_TR("layout_snapping", "%1 %2 does not divide 1 GPU → %3"), name, size, to)
                      : said(MOE_TR("layout_snapping", "%1 %2 does not divide %3 GPUs → %4"), name, size, world, to);
    if (l.world_size % product != 0)
        return oneGpu ? said(MOE_TR("layout_snapping", "%1 %2 is not a size for 1 GPU → %3"), name, size, to)
                      : said(MOE_TR("layout_snapping", "%1 %2 is not a size for %3 GPUs → %4"), name, size, world, to);
    const int64_t left = l.world_size / product;
    return left == 1 ? said(MOE_TR("layout_snapping", "%1 %2 does not divide the 1 GPU left by %3 %4 → %5"), name, size,
                            codeArg(otherNames), integerArg(product), to)
                     : said(MOE_TR("layout_snapping", "%1 %2 does not divide the %3 GPUs left by %4 %5 → %6"), name,
                            size, integerArg(left), codeArg(otherNames), integerArg(product), to);
}

Message worldSnapExplanation(const Layout& l, int gpusPerNode, int64_t typed, int64_t result) {
    return message("layout_snapping",
                   MOE_TR("layout_snapping",
                          "GPUs %1 is not a multiple of %2 (TP·CP·PP %3, ETP·EP·PP %4, whole nodes of %5) → %6"),
                   integerArg(typed), integerArg(worldStep(l, gpusPerNode)), integerArg(int64_t{l.tp} * l.cp * l.pp),
                   integerArg(l.etpOrTp() * l.ep * l.pp), integerArg(gpusPerNode), integerArg(result));
}

Message endOfRangeReason(const Layout& l, SnapDimension dim, bool up, ModelLimits limits) {
    const MessageArg name = codeArg(dimName(dim));
    const auto said = [](const char* id, auto&&... args) { return message("layout_snapping", id, args...); };
    if (!up) return said(MOE_TR("layout_snapping", "%1 is at its smallest size"), name);
    // The mesh would take a larger size that the model's count does not divide.
    if (const auto [count, what] = modelCount(dim, limits); count > 0) {
        const std::vector<int64_t> mesh = snapValues(l, dim), allowed = snapValues(l, dim, limits);
        if (!mesh.empty() && !allowed.empty() && mesh.back() > allowed.back())
            return dim == SnapDimension::EP
                       ? said(MOE_TR("layout_snapping", "no larger %1 divides the %2 experts"), name, integerArg(count))
                       : said(MOE_TR("layout_snapping", "no larger %1 divides the %2 attention heads"), name,
                              integerArg(count));
    }
    const MessageArg world = integerArg(l.world_size);
    const bool oneGpu = l.world_size == 1;
    if (dim == SnapDimension::PP)
        return oneGpu ? said(MOE_TR("layout_snapping", "no larger PP leaves both meshes divisible on 1 GPU"))
                      : said(MOE_TR("layout_snapping", "no larger PP leaves both meshes divisible on %1 GPUs"), world);
    const auto [otherNames, product] = others(l, dim);
    if (product <= 1)
        return oneGpu ? said(MOE_TR("layout_snapping", "no larger %1 divides 1 GPU"), name)
                      : said(MOE_TR("layout_snapping", "no larger %1 divides %2 GPUs"), name, world);
    const int64_t left = l.world_size / std::max<int64_t>(1, product);
    return left == 1 ? said(MOE_TR("layout_snapping", "no larger %1 divides the 1 GPU left by %2 %3"), name,
                            codeArg(otherNames), integerArg(product))
                     : said(MOE_TR("layout_snapping", "no larger %1 divides the %2 GPUs left by %3 %4"), name,
                            integerArg(left), codeArg(otherNames), integerArg(product));
}

}  // namespace moe::ui

#include "ui/editor/gpu_count_shrink.h"

#include <QCoreApplication>
#include <numeric>

#include "core/recipe/recipe_fields.h"
#include "core/rules/validator.h"

namespace moe::ui {

std::optional<CoupledEdit> shrinkLayoutToGpus(const Recipe& recipe, int64_t gpus) {
    const Layout& l = recipe.layout;
    if (gpus < 1) return std::nullopt;
    const auto fit = [](int64_t size, int64_t room) { return static_cast<int>(std::gcd(size, room)); };
    const int pp = fit(l.pp, gpus);
    const int tp = fit(l.tp, gpus / pp);
    const int cp = fit(l.cp, gpus / pp / tp);
    const int etp = l.etp ? fit(*l.etp, gpus / pp) : tp;
    const int ep = fit(l.ep, gpus / pp / etp);
    if (pp == l.pp && tp == l.tp && cp == l.cp && ep == l.ep && etp == l.etpOrTp()) return std::nullopt;

    std::vector<FieldChange> changes{{"layout.world_size", std::to_string(gpus)}};
    QStringList said;
    const auto change = [&](const char* path, const char* name, int before, int after) {
        if (before == after) return;
        changes.push_back({path, std::to_string(after)});
        said << QStringLiteral("%1 %2 → %3").arg(QLatin1String(name)).arg(before).arg(after);
    };
    change("layout.pp", "PP", l.pp, pp);
    change("layout.tp", "TP", l.tp, tp);
    change("layout.cp", "CP", l.cp, cp);
    if (l.etp) change("layout.etp", "ETP", *l.etp, etp);
    change("layout.ep", "EP", l.ep, ep);
    if (tp == 1 && l.sequence_parallel) changes.push_back({"layout.sequence_parallel", "false"});
    // Hierarchical CP (a2a+p2p) names sizes whose product is CP: a smaller CP keeps as much of the
    // inner (all-to-all) size as divides it (review: TP2 CP16 PP4 with sizes 2,8 typed down to 16
    // GPUs was refused the shrink, its old sizes no longer multiplying to CP).
    if (cp != l.cp && l.hierarchical_cp_sizes.size() == 2) {
        const int inner = fit(l.hierarchical_cp_sizes[0], cp);
        changes.push_back({"layout.hierarchical_cp_sizes", std::to_string(inner) + "," + std::to_string(cp / inner)});
        said << QStringLiteral("hierarchical CP %1,%2 → %3,%4")
                    .arg(l.hierarchical_cp_sizes[0])
                    .arg(l.hierarchical_cp_sizes[1])
                    .arg(inner)
                    .arg(cp / inner);
    }

    Recipe after = recipe;
    for (const FieldChange& c : changes)
        if (!applyFieldValue(after, c.path, c.value).ok()) return std::nullopt;
    if (pp != l.pp)
        for (FieldChange& c : pipelinePlacementChanges(recipe, after)) {
            if (!applyFieldValue(after, c.path, c.value).ok()) return std::nullopt;
            changes.push_back(std::move(c));
        }
    if (hasErrors(validateRecipe(after, ValidationScope::HardRules))) return std::nullopt;
    return CoupledEdit{std::move(changes),
                       QCoreApplication::translate("moe::ui::LayoutEditor", "%1 GPUs with %2")
                           .arg(gpus)
                           .arg(said.join(QStringLiteral(", ")))};
}

}  // namespace moe::ui

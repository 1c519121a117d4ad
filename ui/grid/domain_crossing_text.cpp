#include "ui/grid/domain_crossing_text.h"
#include "ui/grid/group_kind_label.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace moe::ui {

// The sentences' own tr(): a class, so that lupdate files them under the context the running
// studio looks up (a file-local tr() helper gave lupdate no context of its own).
struct DomainCrossing {
    Q_DECLARE_TR_FUNCTIONS(moe::ui::DomainCrossing)
};

std::vector<GroupSpan> groupSpans(const RankGrid& grid, const std::vector<GroupKind>& kinds) {
    std::vector<GroupSpan> out;
    const int64_t domain = std::max<int64_t>(1, grid.domain_size);
    for (GroupKind kind : kinds) {
        if (grid.groupSize(kind) <= 1) continue;
        GroupSpan span{kind, 0, 0, 1, 0};
        for (const ProcessGroup& g : grid.groups(kind)) {
            ++span.groups;
            // Members are ascending, so domains are too: count the changes.
            int64_t domains = 0, last = -1;
            for (int64_t r : g.ranks) {
                if (r / domain != last) ++domains;
                last = r / domain;
            }
            if (domains > 1) {
                ++span.crossing;
                span.minDomains = span.minDomains == 0 ? domains : std::min(span.minDomains, domains);
            }
            span.maxDomains = std::max(span.maxDomains, domains);
        }
        if (span.minDomains == 0) span.minDomains = 1;
        out.push_back(span);
    }
    return out;
}

QString domainNoun(const RankGrid& grid, bool plural) {
    if (grid.domain_size > grid.gpus_per_node) return plural ? DomainCrossing::tr("racks") : DomainCrossing::tr("rack");
    if (grid.domain_size == grid.gpus_per_node) return plural ? DomainCrossing::tr("nodes") : DomainCrossing::tr("node");
    return plural ? DomainCrossing::tr("NVLink domains") : DomainCrossing::tr("NVLink domain");
}

QString domainCrossingSentence(const RankGrid& grid, const std::vector<GroupSpan>& spans) {
    QStringList parts, inside;
    for (const GroupSpan& s : spans) {
        if (s.crossing == 0) {
            inside << groupKindLabel(s.kind);
        } else if (s.crossing == s.groups) {
            // Counted per group: "span 3 racks" only when every one does (issue 41: "all 4 DP
            // groups span 3 racks" where most spanned 2).
            const QString count = s.minDomains < s.maxDomains ? DomainCrossing::tr("%1 to %2").arg(s.minDomains).arg(s.maxDomains)
                                                              : QString::number(s.maxDomains);
            parts << (s.groups == 1   ? DomainCrossing::tr("the %1 group spans %2 %3").arg(groupKindLabel(s.kind))
                      : s.groups == 2 ? DomainCrossing::tr("both %1 groups span %2 %3").arg(groupKindLabel(s.kind))
                                      : DomainCrossing::tr("all %1 %2 groups span %3 %4").arg(s.groups).arg(groupKindLabel(s.kind)))
                         .arg(count)
                         .arg(domainNoun(grid, true));
        } else {
            parts << DomainCrossing::tr("%1 of %2 %3 groups span up to %4 %5")
                         .arg(s.crossing)
                         .arg(s.groups)
                         .arg(groupKindLabel(s.kind))
                         .arg(s.maxDomains)
                         .arg(domainNoun(grid, true));
        }
    }
    if (!inside.isEmpty())
        parts << (inside.size() == 1 ? DomainCrossing::tr("%1 stays inside one %2")
                                     : DomainCrossing::tr("%1 stay inside one %2"))
                     .arg(inside.join(DomainCrossing::tr(", ", "between the names of a list")),
                          domainNoun(grid, false));
    if (parts.isEmpty()) return DomainCrossing::tr("every group is a single GPU");
    //: Between the clauses of the grids' summary sentence (Chinese "；").
    QString sentence = parts.join(DomainCrossing::tr("; ", "between clauses"));
    sentence[0] = sentence[0].toUpper();
    return sentence;
}

}  // namespace moe::ui

#include "ui/estimate/step_breakdown_geometry.h"

#include <QCoreApplication>
#include <QObject>
#include <algorithm>

#include "ui/common/core_message_text.h"
#include "ui/common/panel_format.h"

namespace moe::ui {

QString stepPartName(StepPart part) {
    switch (part) {
        case StepPart::Compute:
            return QCoreApplication::translate("StepBreakdown", "Compute");
        case StepPart::Recompute:
            return QCoreApplication::translate("StepBreakdown", "Recompute");
        case StepPart::TpComm:
            return QCoreApplication::translate("StepBreakdown", "Exposed TP comm");
        case StepPart::CpComm:
            return QCoreApplication::translate("StepBreakdown", "Exposed CP comm");
        case StepPart::EpComm:
            return QCoreApplication::translate("StepBreakdown", "Exposed EP comm");
        case StepPart::PpComm:
            return QCoreApplication::translate("StepBreakdown", "Exposed PP comm");
        case StepPart::DpComm:
            return QCoreApplication::translate("StepBreakdown", "Exposed DP comm");
        case StepPart::Bubble:
            return QCoreApplication::translate("StepBreakdown", "Pipeline bubble");
        case StepPart::Host:
            return QCoreApplication::translate("StepBreakdown", "Host overhead");
        case StepPart::Optimizer:
            return QCoreApplication::translate("StepBreakdown", "Optimizer step");
        case StepPart::Offload:
            return QCoreApplication::translate("StepBreakdown", "Optimizer offload");
        case StepPart::Fixed:
            return QCoreApplication::translate("StepBreakdown", "Fixed per step");
        case StepPart::ActivationOffload:
            return QCoreApplication::translate("StepBreakdown", "Exposed activation offload");
    }
    return {};
}

bool isCommunication(StepPart part) {
    return part == StepPart::TpComm || part == StepPart::CpComm || part == StepPart::EpComm ||
           part == StepPart::PpComm || part == StepPart::DpComm;
}

double stepPartSeconds(const StepBreakdown& b, StepPart part) {
    switch (part) {
        case StepPart::Compute:
            return b.compute_s - b.recompute_s;
        case StepPart::Recompute:
            return b.recompute_s;
        case StepPart::TpComm:
            return b.tp_comm_s;
        case StepPart::CpComm:
            return b.cp_comm_s;
        case StepPart::EpComm:
            return b.ep_comm_s;
        case StepPart::PpComm:
            return b.pp_comm_s;
        case StepPart::DpComm:
            return b.dp_comm_s;
        case StepPart::Bubble:
            return b.bubble_s;
        case StepPart::Host:
            return b.host_s;
        case StepPart::Optimizer:
            return b.optimizer_s;
        case StepPart::Offload:
            return b.offload_s;
        case StepPart::Fixed:
            return b.fixed_s;
        case StepPart::ActivationOffload:
            return b.activation_offload_s;
    }
    return 0;
}

StepBreakdownGeometry StepBreakdownGeometry::compute(const StepBreakdown& breakdown) {
    StepBreakdownGeometry g;
    g.total = breakdown.total();
    g.segments.reserve(kStepParts.size());
    double at = 0;
    for (StepPart part : kStepParts) {
        StepSegment s;
        s.part = part;
        s.seconds = stepPartSeconds(breakdown, part);
        s.start = at;
        s.end = at + s.seconds;
        s.fraction = g.total > 0 ? s.seconds / g.total : 0.0;
        at = s.end;
        if (isCommunication(part)) {
            g.exposedComm += s.seconds;
            static const std::array<std::pair<StepPart, const char*>, 5> kinds = {
                {{StepPart::TpComm, "tp"}, {StepPart::CpComm, "cp"}, {StepPart::EpComm, "ep"}, {StepPart::PpComm, "pp"}, {StepPart::DpComm, "dp"}}};
            for (const auto& [kindPart, kind] : kinds)
                if (kindPart == part)
                    for (const CommOverlap& o : breakdown.overlaps)
                        if (o.kind == kind) {
                            s.beforeOverlap = o.total_s;
                            s.hiddenBy = coreText("overlap", o.hidden_by);
                        }
        } else if (part == StepPart::Compute) {
            s.gemm = breakdown.gemm_s;
            s.attention = breakdown.attention_s;
            s.hbm = breakdown.hbm_s;
        }
        g.segments.push_back(s);
    }
    return g;
}

QString stepPartDetail(const StepSegment& s) {
    const auto sec = [](double v) { return displayNumberText(QString::number(v, 'g', 3)) + QStringLiteral(" s"); };
    if (isCommunication(s.part)) {
        if (s.beforeOverlap <= 0) return {};
        if (s.hiddenBy.isEmpty()) return QObject::tr("%1 of communication; nothing hides it").arg(sec(s.beforeOverlap));
        return QObject::tr("%1 of communication, %2 exposed: %3 hidden behind %4")
            .arg(sec(s.beforeOverlap), sec(s.seconds), sec(std::max(0.0, s.beforeOverlap - s.seconds)), s.hiddenBy);
    }
    if (s.part == StepPart::Compute && s.gemm + s.attention + s.hbm > 0)
        return QObject::tr("GEMMs %1, attention kernels %2, HBM-bound kernels %3 (recompute included)")
            .arg(sec(s.gemm), sec(s.attention), sec(s.hbm));
    return {};
}

const StepSegment* StepBreakdownGeometry::segment(StepPart part) const {
    for (const StepSegment& s : segments)
        if (s.part == part) return &s;
    return nullptr;
}

StepPart StepBreakdownGeometry::largest() const {
    const auto it = std::max_element(segments.begin(), segments.end(),
                                     [](const StepSegment& a, const StepSegment& b) { return a.seconds < b.seconds; });
    return it == segments.end() ? StepPart::Compute : it->part;
}

}  // namespace moe::ui

#pragma once
// Where each part of an estimated step goes: the StepBreakdown split into disjoint parts
// (compute without recompute, recompute, exposed communication per kind, bubble, host, optimizer,
// offload, fixed) stacked left to right in seconds, each with its share of the step. Pure: the
// estimate panel's bar and table both read it, and tests check it without widgets.
#include <QString>
#include <array>
#include <vector>

#include "core/perf/step_time_model.h"

namespace moe::ui {

enum class StepPart {
    Compute,  // kernels on the slowest rank, recompute excluded
    Recompute,
    TpComm,
    CpComm,
    EpComm,
    PpComm,
    DpComm,
    Bubble,
    Host,
    Optimizer,
    Offload,
    Fixed,
    ActivationOffload,  // host-link copies of fine-grained activation offloading compute does not hide
};

// Stacking order, left to right: the useful work first, then what hides it.
inline constexpr std::array<StepPart, 13> kStepParts = {
    StepPart::Compute, StepPart::Recompute,         StepPart::TpComm,    StepPart::CpComm,  StepPart::EpComm,
    StepPart::PpComm,  StepPart::DpComm,            StepPart::Bubble,    StepPart::Host,    StepPart::ActivationOffload,
    StepPart::Optimizer, StepPart::Offload,         StepPart::Fixed,
};

QString stepPartName(StepPart part);  // "Compute", "Exposed EP comm", "Pipeline bubble", ...
bool isCommunication(StepPart part);  // the five exposed-communication kinds

struct StepSegment {
    StepPart part = StepPart::Compute;
    double seconds = 0;
    double start = 0;     // cumulative seconds before this part
    double end = 0;       // start + seconds
    double fraction = 0;  // seconds / total (0 when the total is 0)
    // Communication parts: the time before overlap and what hides the rest ("" when nothing does).
    double beforeOverlap = 0;
    QString hiddenBy;
    // Compute: its split by kernel kind (GEMMs, attention kernels, HBM-bound kernels), seconds.
    double gemm = 0, attention = 0, hbm = 0;
};

struct StepBreakdownGeometry {
    std::vector<StepSegment> segments;  // one per kStepParts entry, in that order
    double total = 0;                   // = StepBreakdown::total()
    double exposedComm = 0;             // sum of the communication parts

    static StepBreakdownGeometry compute(const StepBreakdown& breakdown);
    // nullptr before compute() filled the segments.
    [[nodiscard]] const StepSegment* segment(StepPart part) const;
    // The largest part (ties: the earlier one in kStepParts).
    [[nodiscard]] StepPart largest() const;
};

// The tooltip of a part: how much of a communication kind was hidden and behind what, or the
// compute split by kernel kind; "" for the other parts.
QString stepPartDetail(const StepSegment& segment);

// Seconds of one part as the breakdown reports it (Compute excludes recompute).
double stepPartSeconds(const StepBreakdown& breakdown, StepPart part);

}  // namespace moe::ui

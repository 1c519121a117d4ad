#include "core/memory/fit_verdict.h"

namespace moe {

int64_t fragmentationAllowanceBytes(const MemoryReport& report) {
    return report.stages.empty() ? 0 : report.binding().fragmentation_bytes;
}

MemoryFit memoryFitOf(const MemoryReport& report) {
    if (!report.host_fits) return MemoryFit::DoesNotFit;
    if (report.fits) return fitsClosely(report) ? MemoryFit::FitsClosely : MemoryFit::Fits;
    return -report.headroom_bytes <= fragmentationAllowanceBytes(report) ? MemoryFit::Tight : MemoryFit::DoesNotFit;
}

bool fitsClosely(const MemoryReport& report) {
    return report.fits && !report.stages.empty() && report.headroom_bytes < fragmentationAllowanceBytes(report);
}

const char* toString(MemoryFit fit) {
    switch (fit) {
        case MemoryFit::Fits: return "fits";
        case MemoryFit::FitsClosely:
            return "fits closely";
        case MemoryFit::Tight: return "tight";
        case MemoryFit::DoesNotFit: return "does not fit";
    }
    return "does not fit";
}

}  // namespace moe

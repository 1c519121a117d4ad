#include "core/memory/fit_verdict.h"

#include <string>

namespace moe {

int64_t fragmentationAllowanceBytes(const MemoryReport& report) {
    if (report.stages.empty()) return 0;
    int64_t sum = 0;
    for (const MemoryLine& l : report.binding().detail)
        if (std::string(l.name) == "fragmentation") sum += l.bytes;
    return sum;
}

MemoryFit memoryFitOf(const MemoryReport& report) {
    if (!report.host_fits) return MemoryFit::DoesNotFit;
    if (report.fits) return MemoryFit::Fits;
    return -report.headroom_bytes <= fragmentationAllowanceBytes(report) ? MemoryFit::Tight : MemoryFit::DoesNotFit;
}

bool fitsClosely(const MemoryReport& report) {
    return report.fits && !report.stages.empty() && report.headroom_bytes < fragmentationAllowanceBytes(report);
}

const char* toString(MemoryFit fit) {
    switch (fit) {
        case MemoryFit::Fits: return "fits";
        case MemoryFit::Tight: return "tight";
        case MemoryFit::DoesNotFit: return "does not fit";
    }
    return "does not fit";
}

}  // namespace moe

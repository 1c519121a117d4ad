#pragma once
// Kernel classes by ordered name patterns (domain §9.3). The first matching pattern wins; kernels
// matching none are counted as computation and reported as unclassified, so a dispatcher whose
// kernels nobody described shows up as a number rather than as silently "compute".
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"
#include "core/common/text_pattern.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

enum class KernelClass : uint8_t { Communication, Memory, Compute, Other, NotGpu };

[[nodiscard]] const char* kernelClassName(KernelClass c);

struct ClassPattern {
    KernelClass cls = KernelClass::Compute;
    std::string regex;   // ECMAScript, searched (anchor with ^ where meant)
};

struct PatternSet {
    std::vector<ClassPattern> patterns;
};

// HTA's rules: communication ^nccl|^hip|^hccl|ncclKernel, memory ^(hip)?Memcpy|^(hip)?Memset|^dma,
// runtime-style sync/launch names (^(cuda|hip)...(Sync|Launch)) excluded from computation.
PatternSet htaPatterns();
// HTA's plus the MoE dispatchers' own kernels (DeepEP, HybridEP, NVSHMEM, TE userbuffers) and
// dispatch/combine/rdma, which HTA counts as computation.
PatternSet defaultPatterns();

// Text form, one pattern a line: "<communication|memory|compute|other> <regex>"; '#' comments.
Result<PatternSet> parsePatterns(std::string_view text, const std::string& file = {});
Result<PatternSet> loadPatterns(const std::string& path);

// Per-name classification of one trace, with how many GPU events each pattern caught.
struct Classification {
    std::vector<KernelClass> by_name;          // indexed like Trace::names (NotGpu for unused names)
    std::vector<uint64_t> pattern_hits;        // events caught by each pattern
    uint64_t unclassified = 0;                 // kernels that matched no pattern (counted as compute)
    uint64_t memory_by_kind = 0;               // memcpy/memset events (memory by kind, not by name)

    // Kernels by name; memcpy/memset are memory whatever their name.
    [[nodiscard]] KernelClass of(const Event& e) const {
        if (e.kind == EventKind::Memcpy || e.kind == EventKind::Memset) return KernelClass::Memory;
        if (e.kind != EventKind::Kernel) return KernelClass::NotGpu;
        return by_name[e.name];
    }
};

class KernelClassifier {
public:
    static Result<KernelClassifier> create(const PatternSet& set);
    [[nodiscard]] Classification classify(const Trace& trace) const;
    // Class of one name and the index of the pattern that matched it (-1: none).
    [[nodiscard]] std::pair<KernelClass, int> classifyName(const std::string& name) const;
    [[nodiscard]] const PatternSet& patterns() const { return set_; }

private:
    PatternSet set_;
    std::vector<TextPattern> compiled_;
};

}  // namespace moe::trace

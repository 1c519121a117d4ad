#pragma once
// Internal to core/rules: what every rule family needs — the recipe with its sizes widened to
// 64 bits (so products like TP·CP·PP never overflow int), safe arithmetic helpers, number
// formatting, and a DiagnosticSink that builds Diagnostics fluently.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "core/common/diagnostic.h"
#include "core/recipe/recipe.h"

namespace moe::rules {

// Common sources, spelled once so the UI can group by them: the upstream repository and file.
inline constexpr const char* kSrcArguments = "NVIDIA/Megatron-LM megatron/training/arguments.py (validate_args)";
inline constexpr const char* kSrcTransformerConfig = "NVIDIA/Megatron-LM megatron/core/transformer/transformer_config.py";
inline constexpr const char* kSrcAttention =
    "NVIDIA/Megatron-LM megatron/core/transformer/attention.py (num_query_groups_per_partition)";
inline constexpr const char* kSrcParallelState = "NVIDIA/Megatron-LM megatron/core/parallel_state.py";
inline constexpr const char* kSrcBridgeFlexDispatcher =
    "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/flex_dispatcher_backend.py (validate_flex_dispatcher_backend)";
inline constexpr const char* kSrcBridge = "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/config.py (ConfigContainer.validate)";
inline constexpr const char* kSrcBridgeCommOverlap = "NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/comm_overlap.py (CommOverlapConfig.setup)";
inline constexpr const char* kSrcModelParallelConfig =
    "NVIDIA/Megatron-LM megatron/core/model_parallel_config.py (__post_init__)";

// Greatest common divisor / least common multiple on non-negative 64-bit values; 0 for degenerate
// input instead of UB.
int64_t gcd64(int64_t a, int64_t b);
int64_t lcm64(int64_t a, int64_t b);  // 0 when it would overflow
// a % b, or 0 when b <= 0 (callers check sizes separately; this only prevents division by zero).
inline int64_t safeMod(int64_t a, int64_t b) {
    return b > 0 ? a % b : 0;
}
// Smallest multiple of `step` that is >= value (value itself when already one); step <= 0 → value.
int64_t roundUpToMultiple(int64_t value, int64_t step);
bool isPowerOfTwo(int64_t v);

// A finding's sentence in the "rules" catalog context: ruleText(MOE_TR("rules", "TP %1 ..."), integerArg(tp)).
template <typename... Args>
Message ruleText(const char* id, Args&&... args) {
    return message("rules", id, std::forward<Args>(args)...);
}

std::string num(int64_t v);
std::string num(double v, int precision = 2);
// "a·b·c" for a product's factors.
std::string product(std::initializer_list<int64_t> factors);
std::string quoted(const std::string& s);  // 'text'
// The selective-recompute module list without `drop`, as the field registry spells it ("[]" when
// empty), for one-click fixes.
std::string modulesWithout(const RecomputeOptions& r, RecomputeModule drop);

// Range caps for layout sizes (the field registry enforces tighter ones). Within them no product
// of three parallel sizes, or of one with a count, overflows 64 bits.
inline constexpr int64_t kMaxParallelSize = int64_t{1} << 20;  // TP, CP, PP, VPP, EP, ETP, MBS
inline constexpr int64_t kMaxCount = int64_t{1} << 40;         // world, GBS, sequence length

// The recipe plus its sizes as 64-bit values. `sizesValid` is false when any parallel size,
// batch size, sequence length or world size is < 1 or beyond the caps: rules that divide or
// multiply by them are then skipped (the sizes rule reports the problem).
struct RuleContext {
    explicit RuleContext(const Recipe& r);

    const Recipe& recipe;
    const ModelSpec& model;
    const HardwareSpec& hw;
    const Layout& layout;
    const TrainingOptions& opt;

    int64_t tp = 1, cp = 1, pp = 1, vpp = 1, ep = 1, etp = 1;
    int64_t world = 1, mbs = 1, gbs = 1, seq = 1;
    bool sizesValid = true;
    bool sizesInRange = true;
    // 0 when the world does not divide the mesh (or sizes are invalid).
    int64_t dp = 0, edp = 0;
    // Microbatches per DP rank per step, 0 when not an integer.
    int64_t microbatches = 0;

    [[nodiscard]] bool fullRecompute() const { return opt.recompute.granularity == RecomputeGranularity::Full; }
    [[nodiscard]] bool selectiveRecompute() const {
        return opt.recompute.granularity == RecomputeGranularity::Selective;
    }
    [[nodiscard]] bool hasModule(RecomputeModule m) const { return opt.recompute.has(m); }
    [[nodiscard]] bool graphsOn() const { return opt.cuda_graphs.impl != CudaGraphImpl::None; }
    [[nodiscard]] bool flexDispatcher() const;
};

class DiagnosticSink;

// Handle to the diagnostic just added; index-based so the sink's vector may grow meanwhile.
class DiagnosticRef {
public:
    DiagnosticRef(std::vector<Diagnostic>& out, size_t index) : out_(&out), index_(index) {}
    DiagnosticRef& fields(std::vector<std::string> paths);
    DiagnosticRef& suggest(std::string text);
    DiagnosticRef& suggest(Message text);  // translatable; `suggestion` gets its English
    DiagnosticRef& source(std::string text);
    DiagnosticRef& fix(std::string path, std::string value);
    // The fix in a few words, where it sets several fields ("… and scale RoPE with YaRN × 4").
    DiagnosticRef& fixLabel(Message label);

private:
    Diagnostic& d() { return (*out_)[index_]; }
    std::vector<Diagnostic>* out_;
    size_t index_;
};

class DiagnosticSink {
public:
    // Megatron-LM or Bridge refuses the configuration.
    DiagnosticRef error(std::string rule, std::string message) {
        return add(Severity::Error, RuleKind::Rejected, std::move(rule), std::move(message));
    }
    // Megatron-LM or Bridge accepts it but changes or ignores a setting, with a warning of its own;
    // the message says what they do.
    DiagnosticRef adjusted(std::string rule, std::string message) {
        return add(Severity::Warning, RuleKind::Adjusted, std::move(rule), std::move(message));
    }
    // Only one trainer refuses it (`who` is MegatronLM or Bridge); the other runs it: a warning for
    // the recipe, an error for the refusing trainer's imports and exports.
    DiagnosticRef rejectedOnlyBy(RejectedBy who, std::string rule, std::string message);
    // Accepted as is; cost or risk advice.
    DiagnosticRef warning(std::string rule, std::string message) {
        return add(Severity::Warning, RuleKind::Advice, std::move(rule), std::move(message));
    }
    // The same, with the message as an id and arguments the studio translates (issue 42).
    DiagnosticRef error(std::string rule, Message message) {
        return add(Severity::Error, RuleKind::Rejected, std::move(rule), std::move(message));
    }
    DiagnosticRef adjusted(std::string rule, Message message) {
        return add(Severity::Warning, RuleKind::Adjusted, std::move(rule), std::move(message));
    }
    DiagnosticRef rejectedOnlyBy(RejectedBy who, std::string rule, Message message);
    DiagnosticRef warning(std::string rule, Message message) {
        return add(Severity::Warning, RuleKind::Advice, std::move(rule), std::move(message));
    }
    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return out_; }
    std::vector<Diagnostic> take() { return std::move(out_); }

private:
    DiagnosticRef add(Severity s, RuleKind k, std::string rule, std::string message);
    DiagnosticRef add(Severity s, RuleKind k, std::string rule, Message message);
    std::vector<Diagnostic> out_;
};

// Rule families, one per file. Each appends its findings; order within a family is stable.
void checkWorld(const RuleContext& c, DiagnosticSink& sink);        // rules_world.cpp
void checkModelFit(const RuleContext& c, DiagnosticSink& sink);     // rules_model_fit.cpp
void checkPipeline(const RuleContext& c, DiagnosticSink& sink);     // rules_pipeline.cpp
void checkRecompute(const RuleContext& c, DiagnosticSink& sink);    // rules_recompute.cpp
void checkOverlap(const RuleContext& c, DiagnosticSink& sink);      // rules_overlap.cpp
void checkCudaGraphs(const RuleContext& c, DiagnosticSink& sink);   // rules_cuda_graphs.cpp
void checkPrecision(const RuleContext& c, DiagnosticSink& sink);    // rules_precision.cpp
void checkDispatcher(const RuleContext& c, DiagnosticSink& sink);   // rules_dispatcher.cpp
void checkEnvironment(const RuleContext& c, DiagnosticSink& sink);  // rules_environment.cpp
void checkActivationOffload(const RuleContext& c, DiagnosticSink& sink);  // rules_activation_offload.cpp
void checkContextParallelAttention(const RuleContext& c, DiagnosticSink& sink);  // rules_context_parallel_attention.cpp
void checkAdvice(const RuleContext& c, DiagnosticSink& sink);
void checkExportFidelity(const RuleContext& c,
                         DiagnosticSink& sink);  // rules_export_fidelity.cpp       // rules_advice.cpp

}  // namespace moe::rules

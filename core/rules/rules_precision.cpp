// Precision and optimizer-state rules: FP8 param gather, MXFP8 and NVFP4 hardware support,
// optimizer CPU offload (domain §2.5). "FP8 with FP4" cannot be expressed: a recipe carries one
// precision, so there is no rule for it.
#include <cmath>
#include <string>

#include "core/rules/rule_context.h"

namespace moe::rules {

void checkPrecision(const RuleContext& c, DiagnosticSink& sink) {
    const TrainingOptions& o = c.opt;
    if (o.fp8_param_gather && !o.optimizer.distributed) {
        sink.error("precision.fp8_param_gather_needs_dist_opt",
                   ruleText(MOE_TR("rules", "FP8/FP4 param gather needs the distributed optimizer, which is off")))
            .fields({"options.fp8_param_gather", "options.optimizer.distributed"})
            .suggest(ruleText(MOE_TR("rules", "enable the distributed optimizer, or turn FP8 param gather off")))
            .source(kSrcArguments)
            .fix("options.optimizer.distributed", "true");
    }
    if (o.precision == Precision::MXFP8 && !c.hw.supports_mxfp8) {
        sink.error("precision.mxfp8_hardware",
                   ruleText(MOE_TR("rules", "MXFP8 needs Blackwell block-scaled FP8; '%1' (%2) does not support it"),
                            textArg(c.hw.name), textArg(c.hw.arch)))
            .fields({"options.precision", "hardware.name"})
            .suggest(ruleText(MOE_TR("rules", "on Hopper use %1 or %2"), codeArg(toString(Precision::FP8Blockwise)),
                              codeArg(toString(Precision::FP8Tensorwise))))
            .source(kSrcArguments)
            .fix("options.precision", toString(c.hw.isHopper() ? Precision::FP8Blockwise : Precision::BF16));
    }
    if (o.precision == Precision::NVFP4 && !(c.hw.fp4_tflops > 0)) {
        // num() writes a value that is not finite as "n/a".
        const MessageArg peak =
            std::isfinite(c.hw.fp4_tflops) ? realArg(c.hw.fp4_tflops, 0) : textArg(num(c.hw.fp4_tflops, 0));
        sink.error("precision.fp4_hardware",
                   ruleText(MOE_TR("rules", "NVFP4 needs FP4 tensor cores; '%1' has none (fp4 peak %2 %3)"),
                            textArg(c.hw.name), peak, codeArg("TFLOP/s")))
            .fields({"options.precision", "hardware.name"})
            .suggest(c.hw.supports_mxfp8 ? ruleText(MOE_TR("rules", "use %1"), codeArg(toString(Precision::MXFP8)))
                                         : ruleText(MOE_TR("rules", "use an FP8 recipe (%1 or %2)"),
                                                    codeArg(toString(Precision::FP8Blockwise)),
                                                    codeArg(toString(Precision::FP8Tensorwise))))
            .source(MOE_TR("sources", "Transformer Engine"))
            .fix("options.precision", toString(c.hw.supports_mxfp8 ? Precision::MXFP8 : Precision::FP8Blockwise));
    }
    if (o.optimizer.cpu_offload && !o.optimizer.precision_aware) {
        sink.error("optimizer.cpu_offload_needs_precision_aware",
                   ruleText(MOE_TR("rules", "optimizer CPU offload needs the precision-aware optimizer, which is off")))
            .fields({"options.optimizer.cpu_offload", "options.optimizer.precision_aware"})
            .suggest(ruleText(MOE_TR("rules", "enable the precision-aware optimizer")))
            .source(kSrcArguments)
            .fix("options.optimizer.precision_aware", "true");
    }
}

}  // namespace moe::rules

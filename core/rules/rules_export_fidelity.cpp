// What the Megatron-LM launch script cannot carry of the model, as a finding: the script header
// says it too, but a comment in a long script is easy to miss, and the job would train another
// network than the checkpoint (review 39-3: a 128K YaRN model's script trained plain RoPE). The
// Bridge YAML carries all of it, so the finding names that way out.
#include "core/export/megatron_args_export.h"
#include "core/rules/rule_context.h"

namespace moe::rules {

void checkExportFidelity(const RuleContext& c, DiagnosticSink& sink) {
    for (Message& gap : megatronLmModelGapFindings(c.recipe))
        sink.warning("export.megatron_lm_model_gap", std::move(gap))
            .fields({"model.rope_scaling.type", "model.activation"})
            .source(kSrcArguments)
            .suggest(ruleText(
                MOE_TR("rules", "export the Bridge YAML, which carries it, or add the setting to the job by hand")));
}

}  // namespace moe::rules

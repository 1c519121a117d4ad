// Pipeline placement (through placeLayers), VPP without PP, the interleaved schedule's microbatch
// group size, and the pipeline schedule's soft rules: too few microbatches, large bubble,
// unbalanced stages.
#include <algorithm>
#include <string>
#include <vector>

#include "core/layout/balanced_layout.h"
#include "core/layout/pipeline_layout.h"
#include "core/rules/rule_context.h"

namespace moe::rules {

namespace {

// Which §2.4 mode the layout asks for; the rule id names it so the UI can group findings.
std::string placementRuleId(const Layout& l) {
    const bool layoutString = !l.pipeline_layout.empty();
    const bool uneven = l.first_stage_layers.has_value() || l.last_stage_layers.has_value();
    const bool accountFor = l.account_for_embedding_in_pipeline_split || l.account_for_loss_in_pipeline_split;
    const int modes = int{layoutString} + int{uneven} + int{accountFor};
    if (modes > 1) return "pipeline.one_mode";
    if (layoutString) return "pipeline.layout_string";
    if (uneven) return "pipeline.uneven";
    if (accountFor) return "pipeline.account_for";
    return "pipeline.even";
}

std::vector<std::string> placementFields(const Layout& l) {
    std::vector<std::string> f{"model.num_layers", "layout.pp", "layout.vpp"};
    if (!l.pipeline_layout.empty()) f.emplace_back("layout.pipeline_layout");
    if (l.first_stage_layers) f.emplace_back("layout.first_stage_layers");
    if (l.last_stage_layers) f.emplace_back("layout.last_stage_layers");
    if (l.account_for_embedding_in_pipeline_split) f.emplace_back("layout.account_for_embedding_in_pipeline_split");
    if (l.account_for_loss_in_pipeline_split) f.emplace_back("layout.account_for_loss_in_pipeline_split");
    return f;
}

Message placementSuggestion(const std::string& id, const RuleContext& c) {
    if (id == "pipeline.one_mode")
        return ruleText(MOE_TR("rules",
                               "use exactly one of: a pipeline layout string, uneven first/last stage counts, or "
                               "account-for-embedding/loss"));
    if (id == "pipeline.layout_string")
        return ruleText(MOE_TR("rules",
                               "fix the layout string: one E first, one L last, %1 t, %2 m after all decoders, stage "
                               "count a multiple of PP %3"),
                        integerArg(c.model.num_layers), integerArg(c.model.mtp_layers), integerArg(c.pp));
    if (id == "pipeline.even")
        return ruleText(
            MOE_TR("rules", "choose PP·VPP dividing %1 layers, or use uneven first/last stages or a layout string"),
            integerArg(c.model.num_layers));
    return ruleText(MOE_TR("rules", "adjust the stage layer counts so every PP rank's share divides by VPP %1"),
                    integerArg(c.vpp));
}

void checkPlacement(const RuleContext& c, DiagnosticSink& sink) {
    if (c.vpp > 1 && c.pp == 1) {
        // MLM also wants PP > 2 when p2p overlap is off; p2p overlap is not modelled (MLM default on).
        sink.error("pipeline.vpp_without_pp",
                   ruleText(MOE_TR("rules", "VPP %1 needs pipeline parallelism, but PP is 1"), integerArg(c.vpp)))
            .fields({"layout.vpp", "layout.pp"})
            .suggest(ruleText(MOE_TR("rules", "set VPP to 1, or use PP > 1")))
            .source(kSrcArguments)
            .fix("layout.vpp", "1");
        return;  // placement under PP 1 with VPP would only repeat this
    }
    Result<PipelinePlacement> placed = placeLayers(c.model, c.layout);
    if (placed.ok()) {
        // Soft: stages whose layer counts differ a lot run at the slowest stage's pace.
        const auto& p = placed.value();
        if (p.pp <= 1) return;
        std::vector<int64_t> perRank(static_cast<size_t>(p.pp), 0);
        for (const VirtualStage& s : p.stages) {
            if (s.pp_rank < 0 || s.pp_rank >= p.pp) continue;
            perRank[static_cast<size_t>(s.pp_rank)] +=
                static_cast<int64_t>(s.decoder_layers.size() + s.mtp_layers.size());
        }
        const auto [mn, mx] = std::minmax_element(perRank.begin(), perRank.end());
        if (*mx - *mn >= 2 && (*mn == 0 || *mx * 4 > *mn * 5)) {
            // "(decoder + MTP)" only where the model has MTP layers (review: a model without MTP read it).
            sink.warning("pipeline.unbalanced",
                         c.model.mtp_layers > 0
                             ? ruleText(MOE_TR("rules",
                                               "pipeline ranks hold between %1 and %2 layers (decoder + MTP); the "
                                               "fullest stage paces the pipeline"),
                                        integerArg(*mn), integerArg(*mx))
                             : ruleText(MOE_TR("rules",
                                               "pipeline ranks hold between %1 and %2 decoder layers; the fullest "
                                               "stage paces the pipeline"),
                                        integerArg(*mn), integerArg(*mx)))
                .fields(placementFields(c.layout))
                .suggest(ruleText(MOE_TR("rules",
                                         "even out the stages (uneven first/last counts or a layout string) so no "
                                         "rank carries more than ~25% over the lightest")))
                .source(MOE_TR("sources", "interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)"));
        }
        return;
    }
    const std::string id = placementRuleId(c.layout);
    std::vector<std::string> fields = placementFields(c.layout);
    const std::string& culprit = placed.error().field;
    if (!culprit.empty() && std::find(fields.begin(), fields.end(), culprit) == fields.end()) fields.push_back(culprit);
    DiagnosticRef finding =
        sink.error(id, ruleText(MOE_TR("rules", "pipeline placement of %1 layers over PP %2 · VPP %3 fails: %4"),
                                integerArg(c.model.num_layers), integerArg(c.pp), integerArg(c.vpp),
                                placed.error().reason_text.empty() ? textArg(placed.error().reason)
                                                                   : messageArg(placed.error().reason_text)))
            .fields(std::move(fields))
            .suggest(placementSuggestion(id, c))
            .source(kSrcArguments);
    // One click to a placement that works at this PP·VPP: embedding and loss counted as layers, or
    // a layout string spreading the layers as evenly as possible (as Bridge's DeepSeek-V3 layouts).
    Layout fixed = c.layout;
    if (!chooseBalancedPlacement(c.model, fixed)) return;
    const Layout& l = c.layout;
    if (fixed.pipeline_layout != l.pipeline_layout)
        finding.fix("layout.pipeline_layout", fixed.pipeline_layout);
    if (fixed.first_stage_layers != l.first_stage_layers) finding.fix("layout.first_stage_layers", "null");
    if (fixed.last_stage_layers != l.last_stage_layers) finding.fix("layout.last_stage_layers", "null");
    if (fixed.account_for_embedding_in_pipeline_split != l.account_for_embedding_in_pipeline_split)
        finding.fix("layout.account_for_embedding_in_pipeline_split",
                    fixed.account_for_embedding_in_pipeline_split ? "true" : "false");
    if (fixed.account_for_loss_in_pipeline_split != l.account_for_loss_in_pipeline_split)
        finding.fix("layout.account_for_loss_in_pipeline_split",
                    fixed.account_for_loss_in_pipeline_split ? "true" : "false");
}

// The interleaved schedule's microbatch groups (forward_backward_pipelining_with_interleaving in
// Megatron-Core's schedules.py): each group of G microbatches runs through every model chunk before
// the next group starts. Megatron-Core raises a ValueError when G lies outside [PP, m] and a
// RuntimeError when the last group, m mod G, is neither 0 nor at least PP (a dependency bubble).
constexpr const char* kSrcSchedules =
    "NVIDIA/Megatron-LM megatron/core/pipeline_parallel/schedules.py (forward_backward_pipelining_with_interleaving)";

bool groupSizeWorks(int64_t g, int64_t pp, int64_t m) {
    if (g < pp || g > m) return false;
    const int64_t last = m % g;
    return last == 0 || last >= pp;
}

// The valid group size nearest to `from` (the smaller one on a tie); 0 when none exists (m < PP).
int64_t nearestWorkingGroupSize(int64_t from, int64_t pp, int64_t m) {
    for (int64_t d = 0; d <= m; ++d) {
        if (groupSizeWorks(from - d, pp, m)) return from - d;
        if (groupSizeWorks(from + d, pp, m)) return from + d;
    }
    return 0;
}

// Returns true when it reported an error (the schedule warnings would then only repeat it).
bool checkGroupSize(const RuleContext& c, DiagnosticSink& sink) {
    if (c.vpp <= 1) return false;
    const int64_t m = c.microbatches;
    const bool set = c.layout.microbatch_group_size_per_vp_stage.has_value();
    const int64_t g = set ? int64_t{*c.layout.microbatch_group_size_per_vp_stage} : c.pp;
    // Megatron-Core's own words, quoted as they are.
    const char* raised = "The number of contiguous micro-batches in a virtual pipeline stage should range in [PP, M]";
    const std::vector<std::string> fields{"layout.microbatch_group_size_per_vp_stage", "layout.pp", "layout.global_batch_size",
                                          "layout.micro_batch_size"};
    if (g < c.pp || g > m) {
        DiagnosticRef finding =
            sink.error("pipeline.group_size_range",
                       set ? ruleText(MOE_TR("rules",
                                             "interleaved 1F1B: the microbatch group size %1 must lie in [PP, m] = "
                                             "[%2, %3]; Megatron-Core raises '%4'"),
                                      integerArg(g), integerArg(c.pp), integerArg(m), codeArg(raised))
                           : ruleText(MOE_TR("rules",
                                             "interleaved 1F1B: the microbatch group size %1 (unset, so PP) must lie "
                                             "in [PP, m] = [%2, %3]; Megatron-Core raises '%4'"),
                                      integerArg(g), integerArg(c.pp), integerArg(m), codeArg(raised)))
                .fields(fields)
                .source(kSrcSchedules);
        if (const int64_t fixed = nearestWorkingGroupSize(std::clamp(g, c.pp, std::max(c.pp, m)), c.pp, m); fixed > 0) {
            finding
                .suggest(ruleText(
                    MOE_TR("rules", "set the group size to %1 (between PP and m, leaving no short last group)"),
                    integerArg(fixed)))
                .fix("layout.microbatch_group_size_per_vp_stage", num(fixed));
        } else {
            // m < PP: no group size works; PP microbatches per DP rank with the default group do.
            finding
                .suggest(
                    ruleText(MOE_TR("rules", "raise the global batch to %1 (m = PP) and leave the group size unset"),
                             integerArg(c.pp * c.mbs * c.dp)))
                .fix("layout.global_batch_size", num(c.pp * c.mbs * c.dp));
            if (set) finding.fix("layout.microbatch_group_size_per_vp_stage", "null");
        }
        return true;
    }
    if (groupSizeWorks(g, c.pp, m)) return false;
    const int64_t fixed = nearestWorkingGroupSize(g, c.pp, m);
    sink.error("pipeline.last_group_small",
               set ? ruleText(MOE_TR("rules",
                                     "interleaved 1F1B: m = %1 microbatches in groups of %2 leave a last group of %3, "
                                     "fewer than PP = %4; Megatron-Core raises a RuntimeError (the last group would "
                                     "stall the pipeline on its dependencies)"),
                              integerArg(m), integerArg(g), integerArg(m % g), integerArg(c.pp))
                   : ruleText(MOE_TR("rules",
                                     "interleaved 1F1B: m = %1 microbatches in groups of %2 (unset, so PP) leave a "
                                     "last group of %3, fewer than PP = %4; Megatron-Core raises a RuntimeError (the "
                                     "last group would stall the pipeline on its dependencies)"),
                              integerArg(m), integerArg(g), integerArg(m % g), integerArg(c.pp)))
        .fields(fields)
        .suggest(ruleText(MOE_TR("rules",
                                 "set the group size to %1 (m mod %1 = %2), or change the global batch so that m "
                                 "divides by the group size"),
                          integerArg(fixed), integerArg(m % fixed)))
        .source(kSrcSchedules)
        .fix("layout.microbatch_group_size_per_vp_stage", num(fixed));
    return true;
}

void checkSchedule(const RuleContext& c, DiagnosticSink& sink) {
    if (c.pp <= 1 || c.microbatches <= 0) return;
    const int64_t m = c.microbatches;
    if (checkGroupSize(c, sink)) return;
    if (m < c.pp) {
        sink.warning(
                "pipeline.few_microbatches",
                ruleText(MOE_TR("rules", "only m = GBS/(MBS·DP) = %1 microbatches for PP %2; the pipeline never fills"),
                         integerArg(m), integerArg(c.pp)))
            .fields({"layout.global_batch_size", "layout.micro_batch_size", "layout.pp"})
            .suggest(ruleText(MOE_TR("rules", "raise the global batch to at least %1 or lower PP"),
                              integerArg(c.pp * c.mbs * c.dp)))
            .source(MOE_TR("sources", "interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)"))
            .fix("layout.global_batch_size", num(c.pp * c.mbs * c.dp));
        return;  // the bubble estimate below would repeat the same finding
    }
    // Interleaved 1F1B bubble fraction (PP−1)/(VPP·m).
    const double bubble = static_cast<double>(c.pp - 1) / static_cast<double>(c.vpp * m);
    if (bubble > 0.25) {
        // (PP−1)/(VPP·m) is the bubble against the bubble-free pipeline time, which is what the
        // formula gives. Its share of the step is the Estimate's (the step also holds the optimizer,
        // the DP exchange and fixed costs): a second "share of the step" here disagreed with it
        // (review 22 read "44 % of step time" beside a 27 % bubble; issue 41 "about 32 %" beside 30 %).
        sink.warning("pipeline.bubble",
                     ruleText(MOE_TR("rules",
                                     "pipeline bubble (PP−1)/(VPP·m) = %1/(%2) = %3% of the bubble-free pipeline "
                                     "time (the Estimate gives its share of the step)"),
                              integerArg(c.pp - 1), textArg(product({c.vpp, m})), realArg(bubble * 100.0, 0)))
            .fields({"layout.global_batch_size", "layout.micro_batch_size", "layout.pp", "layout.vpp"})
            .suggest(ruleText(MOE_TR("rules", "raise the global batch (more microbatches) or VPP, or lower PP")))
            .source(MOE_TR("sources", "interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)"));
    }
}

}  // namespace

void checkPipeline(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.sizesValid) return;
    checkPlacement(c, sink);
    checkSchedule(c, sink);
}

}  // namespace moe::rules

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

std::string placementSuggestion(const std::string& id, const RuleContext& c) {
    if (id == "pipeline.one_mode")
        return "use exactly one of: a pipeline layout string, uneven first/last stage counts, or "
               "account-for-embedding/loss";
    if (id == "pipeline.layout_string")
        return "fix the layout string: one E first, one L last, " + num(int64_t{c.model.num_layers}) + " t, " +
               num(int64_t{c.model.mtp_layers}) + " m after all decoders, stage count a multiple of PP " + num(c.pp);
    if (id == "pipeline.even")
        return "choose PP·VPP dividing " + num(int64_t{c.model.num_layers}) +
               " layers, or use uneven first/last stages or a layout string";
    return "adjust the stage layer counts so every PP rank's share divides by VPP " + num(c.vpp);
}

void checkPlacement(const RuleContext& c, DiagnosticSink& sink) {
    if (c.vpp > 1 && c.pp == 1) {
        // MLM also wants PP > 2 when p2p overlap is off; p2p overlap is not modelled (MLM default on).
        sink.error("pipeline.vpp_without_pp", "VPP " + num(c.vpp) + " needs pipeline parallelism, but PP is 1")
            .fields({"layout.vpp", "layout.pp"})
            .suggest("set VPP to 1, or use PP > 1")
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
            sink.warning("pipeline.unbalanced", "pipeline ranks hold between " + num(*mn) + " and " + num(*mx) +
                                                    " layers (decoder + MTP); the fullest stage paces the pipeline")
                .fields(placementFields(c.layout))
                .suggest(
                    "even out the stages (uneven first/last counts or a layout string) so no rank carries "
                    "more than ~25% over the lightest")
                .source("interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)");
        }
        return;
    }
    const std::string id = placementRuleId(c.layout);
    std::vector<std::string> fields = placementFields(c.layout);
    const std::string& culprit = placed.error().field;
    if (!culprit.empty() && std::find(fields.begin(), fields.end(), culprit) == fields.end()) fields.push_back(culprit);
    DiagnosticRef finding =
        sink.error(id, "pipeline placement of " + num(int64_t{c.model.num_layers}) + " layers over PP " + num(c.pp) +
                           " · VPP " + num(c.vpp) + " fails: " + placed.error().reason)
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
    const std::string named = "microbatch group size " + num(g) + (set ? "" : " (unset, so PP)");
    const std::vector<std::string> fields{"layout.microbatch_group_size_per_vp_stage", "layout.pp", "layout.global_batch_size",
                                          "layout.micro_batch_size"};
    if (g < c.pp || g > m) {
        DiagnosticRef finding =
            sink.error("pipeline.group_size_range",
                       "interleaved 1F1B: the " + named + " must lie in [PP, m] = [" + num(c.pp) + ", " + num(m) +
                           "]; Megatron-Core raises 'The number of contiguous micro-batches in a virtual pipeline "
                           "stage should range in [PP, M]'")
                .fields(fields)
                .source(kSrcSchedules);
        if (const int64_t fixed = nearestWorkingGroupSize(std::clamp(g, c.pp, std::max(c.pp, m)), c.pp, m); fixed > 0) {
            finding.suggest("set the group size to " + num(fixed) + " (between PP and m, leaving no short last group)")
                .fix("layout.microbatch_group_size_per_vp_stage", num(fixed));
        } else {
            // m < PP: no group size works; PP microbatches per DP rank with the default group do.
            finding.suggest("raise the global batch to " + num(c.pp * c.mbs * c.dp) + " (m = PP) and leave the group size unset")
                .fix("layout.global_batch_size", num(c.pp * c.mbs * c.dp));
            if (set) finding.fix("layout.microbatch_group_size_per_vp_stage", "null");
        }
        return true;
    }
    if (groupSizeWorks(g, c.pp, m)) return false;
    const int64_t fixed = nearestWorkingGroupSize(g, c.pp, m);
    sink.error("pipeline.last_group_small",
               "interleaved 1F1B: m = " + num(m) + " microbatches in groups of " + num(g) + (set ? "" : " (unset, so PP)") +
                   " leave a last group of " + num(m % g) + ", fewer than PP = " + num(c.pp) +
                   "; Megatron-Core raises a RuntimeError (the last group would stall the pipeline on its "
                   "dependencies)")
        .fields(fields)
        .suggest("set the group size to " + num(fixed) + " (m mod " + num(fixed) + " = " + num(m % fixed) +
                 "), or change the global batch so that m divides by the group size")
        .source(kSrcSchedules)
        .fix("layout.microbatch_group_size_per_vp_stage", num(fixed));
    return true;
}

void checkSchedule(const RuleContext& c, DiagnosticSink& sink) {
    if (c.pp <= 1 || c.microbatches <= 0) return;
    const int64_t m = c.microbatches;
    if (checkGroupSize(c, sink)) return;
    if (m < c.pp) {
        sink.warning("pipeline.few_microbatches", "only m = GBS/(MBS·DP) = " + num(m) + " microbatches for PP " +
                                                      num(c.pp) + "; the pipeline never fills")
            .fields({"layout.global_batch_size", "layout.micro_batch_size", "layout.pp"})
            .suggest("raise the global batch to at least " + num(c.pp * c.mbs * c.dp) + " or lower PP")
            .source("interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)")
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
                     "pipeline bubble (PP−1)/(VPP·m) = " + num(c.pp - 1) + "/(" + product({c.vpp, m}) +
                         ") = " + num(bubble * 100.0, 0) +
                         "% of the bubble-free pipeline time (the Estimate gives its share of the step)")
            .fields({"layout.global_batch_size", "layout.micro_batch_size", "layout.pp", "layout.vpp"})
            .suggest("raise the global batch (more microbatches) or VPP, or lower PP")
            .source("interleaved 1F1B schedule, Narayanan et al. 2021 (arXiv:2104.04473)");
    }
}

}  // namespace

void checkPipeline(const RuleContext& c, DiagnosticSink& sink) {
    if (!c.sizesValid) return;
    checkPlacement(c, sink);
    checkSchedule(c, sink);
}

}  // namespace moe::rules

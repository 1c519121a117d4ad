// Pipeline placement (domain §2.4, through placeLayers), VPP without PP, and the pipeline
// schedule's soft rules: too few microbatches, large bubble, unbalanced stages (§2.6).
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

void checkSchedule(const RuleContext& c, DiagnosticSink& sink) {
    if (c.pp <= 1 || c.microbatches <= 0) return;
    const int64_t m = c.microbatches;
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
        sink.warning("pipeline.bubble", "pipeline bubble (PP−1)/(VPP·m) = " + num(c.pp - 1) + "/(" +
                                            product({c.vpp, m}) + ") = " + num(bubble * 100.0, 0) + "% of step time")
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

// placeLayers(): the four §2.4 modes (even, uneven first/last, account-for embedding/loss, layout
// string) with Megatron's checks (TransformerConfig.__post_init__ and
// PipelineParallelLayerLayout.validate_layer_layout), each error naming the rule and the values.
#include <string>

#include "core/layout/pipeline_layout.h"

namespace moe {
namespace {

// An error whose reason the studio translates (context "layout_errors"); the CLI prints its English.
template <typename... Args>
Error err(const char* field, const char* id, Args&&... args) {
    return Error{{}, 0, 0, field, message("layout_errors", id, std::forward<Args>(args)...)};
}

MessageArg num(int64_t v) {
    return integerArg(v);
}

// Stage i of the model order lives on PP rank i % pp, chunk i / pp.
PipelinePlacement emptyPlacement(int pp, int vpp) {
    PipelinePlacement p;
    p.pp = pp;
    p.vpp = vpp;
    p.stages.resize(static_cast<size_t>(pp) * static_cast<size_t>(vpp));
    for (size_t i = 0; i < p.stages.size(); ++i) {
        p.stages[i].pp_rank = static_cast<int>(i % static_cast<size_t>(pp));
        p.stages[i].chunk = static_cast<int>(i / static_cast<size_t>(pp));
    }
    return p;
}

// Count-based modes: decoder layers numbered in model order, embedding on stage 0, loss and every
// MTP layer on the last stage (Megatron's default MTP placement without a layout string).
PipelinePlacement fromCounts(const ModelSpec& model, int pp, int vpp, const std::vector<int>& perStage) {
    PipelinePlacement p = emptyPlacement(pp, vpp);
    int next = 0;
    for (size_t i = 0; i < p.stages.size(); ++i)
        for (int k = 0; k < perStage[i]; ++k) p.stages[i].decoder_layers.push_back(next++);
    p.stages.front().has_embedding = true;
    p.stages.back().has_loss = true;
    for (int k = 0; k < model.mtp_layers; ++k) p.stages.back().mtp_layers.push_back(k);
    return p;
}

Result<PipelinePlacement> placeEven(const ModelSpec& model, int pp, int vpp) {
    const int L = model.num_layers;
    if (L % pp != 0)
        return err("layout.pp",
                   MOE_TR("layout_errors",
                          "%1 decoder layers do not split evenly over PP %2 (%1 % %2 = %3); use first/last-stage layer "
                          "counts, account-for-embedding/loss or a pipeline layout string"),
                   num(L), num(pp), num(L % pp));
    const int perRank = L / pp;
    if (perRank % vpp != 0)
        return err("layout.vpp",
                   MOE_TR("layout_errors",
                          "%1 layers per PP rank (%2 / PP %3) do not split over VPP %4 (%1 % %4 = %5); pick a VPP that "
                          "divides %1"),
                   num(perRank), num(L), num(pp), num(vpp), num(perRank % vpp));
    return fromCounts(model, pp, vpp, std::vector<int>(static_cast<size_t>(pp * vpp), perRank / vpp));
}

Result<PipelinePlacement> placeUneven(const ModelSpec& model, const Layout& layout) {
    const int L = model.num_layers, pp = layout.pp, vpp = layout.vpp;
    const auto& first = layout.first_stage_layers;
    const auto& last = layout.last_stage_layers;
    if (first && *first < 1)
        return err("layout.first_stage_layers",
                   MOE_TR("layout_errors", "first-stage layer count must be at least 1, got %1"), num(*first));
    if (last && *last < 1)
        return err("layout.last_stage_layers",
                   MOE_TR("layout_errors", "last-stage layer count must be at least 1, got %1"), num(*last));
    if (first && last && pp < 2)
        return err("layout.pp", MOE_TR("layout_errors", "first- and last-stage layer counts need PP >= 2, got PP %1"),
                   num(pp));
    if (first && *first % vpp != 0)
        return err("layout.first_stage_layers",
                   MOE_TR("layout_errors", "first-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)"),
                   num(*first), num(vpp), num(*first % vpp));
    if (last && *last % vpp != 0)
        return err("layout.last_stage_layers",
                   MOE_TR("layout_errors", "last-stage layer count %1 is not divisible by VPP %2 (%1 % %2 = %3)"),
                   num(*last), num(vpp), num(*last % vpp));
    const int64_t rest = int64_t{L} - first.value_or(0) - last.value_or(0);
    const int middle = pp - (first ? 1 : 0) - (last ? 1 : 0);
    const char* field = first ? "layout.first_stage_layers" : "layout.last_stage_layers";
    const Message unset = message("layout_errors", MOE_TR("layout_errors", "unset"));
    const MessageArg ends =
        messageArg(message("layout_errors", MOE_TR("layout_errors", "first %1 + last %2"),
                           first ? num(*first) : messageArg(unset), last ? num(*last) : messageArg(unset)));
    if (rest < 0) return err(field, MOE_TR("layout_errors", "%1 exceed the model's %2 decoder layers"), ends, num(L));
    // Megatron: bool(remaining) must equal bool(middle ranks).
    if (middle == 0 && rest != 0)
        return err(
            field,
            MOE_TR("layout_errors", "with PP %1 there is no middle rank, so %2 must equal %3 layers (%4 left over)"),
            num(pp), ends, num(L), num(rest));
    if (middle > 0 && rest == 0)
        return err(field, MOE_TR("layout_errors", "%1 take all %2 layers, leaving none for the %3 middle PP rank(s)"),
                   ends, num(L), num(middle));
    if (middle > 0 && rest % middle != 0)
        return err(field,
                   MOE_TR("layout_errors",
                          "the remaining %1 layers (%2 - (%3)) do not split evenly over %4 middle PP ranks (%1 % %4 = "
                          "%5); adjust the first/last counts"),
                   num(rest), num(L), ends, num(middle), num(rest % middle));
    const int64_t perMiddle = middle > 0 ? rest / middle : 0;
    if (middle > 0 && perMiddle % vpp != 0)
        return err("layout.vpp",
                   MOE_TR("layout_errors",
                          "the %1 layers per middle PP rank are not divisible by VPP %2 (%1 % %2 = %3); adjust the "
                          "first/last counts or VPP"),
                   num(perMiddle), num(vpp), num(perMiddle % vpp));
    std::vector<int> perRank(static_cast<size_t>(pp), static_cast<int>(perMiddle));
    if (first) perRank.front() = *first;
    if (last) perRank.back() = *last;
    std::vector<int> perStage(static_cast<size_t>(pp * vpp));
    for (size_t i = 0; i < perStage.size(); ++i) perStage[i] = perRank[i % static_cast<size_t>(pp)] / vpp;
    return fromCounts(model, pp, vpp, perStage);
}

Result<PipelinePlacement> placeAccountFor(const ModelSpec& model, const Layout& layout) {
    const int L = model.num_layers, pp = layout.pp, vpp = layout.vpp;
    const int e = layout.account_for_embedding_in_pipeline_split ? 1 : 0;
    const int l = layout.account_for_loss_in_pipeline_split ? 1 : 0;
    const int total = L + e + l;
    const MessageArg sum =
        messageArg(message("layout_errors", MOE_TR("layout_errors", "%1 decoder layers + %2 embedding + %3 loss = %4"),
                           num(L), num(e), num(l), num(total)));
    if (total % pp != 0)
        return err("layout.pp",
                   MOE_TR("layout_errors",
                          "%1 slots do not split evenly over PP %2 (%3 % %2 = %4); change PP or the account-for flags"),
                   sum, num(pp), num(total), num(total % pp));
    const int perRank = total / pp;
    if (perRank % vpp != 0)
        return err(
            "layout.vpp",
            MOE_TR("layout_errors",
                   "%1 slots give %2 per PP rank, not divisible by VPP %3 (%2 % %3 = %4); pick a VPP that divides %2"),
            sum, num(perRank), num(vpp), num(perRank % vpp));
    // The embedding takes a slot of the first virtual stage, the loss one of the last.
    std::vector<int> perStage(static_cast<size_t>(pp * vpp), perRank / vpp);
    perStage.front() -= e;
    perStage.back() -= l;
    return fromCounts(model, pp, vpp, perStage);
}

Result<PipelinePlacement> placeFromString(const ModelSpec& model, const Layout& layout) {
    auto parsed = parsePipelineLayout(layout.pipeline_layout);
    if (!parsed) return parsed.error();
    const auto& stages = parsed->stages;
    const int pp = layout.pp;
    const int n = static_cast<int>(stages.size());
    if (n % pp != 0)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors",
                          "the layout has %1 virtual stages, not a multiple of PP %2 (%1 % %2 = %3); add or remove '|' "
                          "stages or change PP"),
                   num(n), num(pp), num(n % pp));
    const int vpp = n / pp;
    if (vpp != layout.vpp)
        return err("layout.vpp",
                   MOE_TR("layout_errors",
                          "the layout has %1 virtual stages = PP %2 × %3, so VPP must be %3, but layout.vpp is %4"),
                   num(n), num(pp), num(vpp), num(layout.vpp));

    // Flattened model order: (stage, item index) of every symbol.
    int countE = 0, countL = 0, countT = 0, countM = 0;
    int lastDecoderStage = -1, firstMtpStage = -1, mtpStage = -1;
    bool mtpBeforeDecoder = false;
    for (int s = 0; s < n; ++s) {
        for (StageItemKind k : stages[static_cast<size_t>(s)]) {
            switch (k) {
                case StageItemKind::Embedding: ++countE; break;
                case StageItemKind::Loss: ++countL; break;
                case StageItemKind::Decoder:
                    ++countT;
                    lastDecoderStage = s;
                    if (countM > 0) mtpBeforeDecoder = true;
                    break;
                case StageItemKind::Mtp:
                    ++countM;
                    if (firstMtpStage < 0) firstMtpStage = s;
                    if (mtpStage >= 0 && mtpStage != s) mtpStage = -2;  // spread over stages
                    if (mtpStage == -1) mtpStage = s;
                    break;
            }
        }
    }
    const auto& front = stages.front();
    const auto& back = stages.back();
    if (countE != 1)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors", "the layout needs exactly one 'E' (embedding), found %1"), num(countE));
    if (front.empty() || front.front() != StageItemKind::Embedding)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors",
                          "'E' (embedding) must be the first symbol of the first virtual stage (PP rank 0, chunk 0)"));
    if (countL != 1)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors", "the layout needs exactly one 'L' (loss), found %1"), num(countL));
    if (back.empty() || back.back() != StageItemKind::Loss)
        return err(
            "layout.pipeline_layout",
            MOE_TR("layout_errors",
                   "'L' (loss) must be the last symbol of the last virtual stage (stage %1, PP rank %2, chunk %3)"),
            num(n - 1), num(pp - 1), num(vpp - 1));
    if (countT != model.num_layers)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors", "the layout has %1 't' (decoder) layers but the model has %2 (%3)"),
                   num(countT), num(model.num_layers), codeArg("model.num_layers"));
    if (countM != model.mtp_layers)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors", "the layout has %1 'm' (MTP) layers but the model has %2 (%3)"), num(countM),
                   num(model.mtp_layers), codeArg("model.mtp_layers"));
    if (mtpBeforeDecoder)
        return err("layout.pipeline_layout",
                   MOE_TR("layout_errors",
                          "an 'm' (MTP) in virtual stage %1 comes before the decoder layer(s) of virtual stage %2; MTP "
                          "layers must follow every decoder layer"),
                   num(firstMtpStage), num(lastDecoderStage));
    if (countM > 0) {
        if (mtpStage == -2)
            return err("layout.pipeline_layout",
                       MOE_TR("layout_errors",
                              "'m' (MTP) layers are spread over several virtual stages (first in stage %1); all must "
                              "sit in one virtual stage"),
                       num(firstMtpStage));
        const int rank = mtpStage % pp, chunk = mtpStage / pp;
        if (rank == 0 && chunk != vpp - 1)
            return err("layout.pipeline_layout",
                       MOE_TR("layout_errors",
                              "'m' (MTP) in virtual stage %1 sits on PP rank 0, chunk %2 of VPP %3; MTP may never sit "
                              "on PP rank 0 before its last chunk"),
                       num(mtpStage), num(chunk), num(vpp));
        if (chunk != vpp - 1)
            return err("layout.pipeline_layout",
                       MOE_TR("layout_errors",
                              "'m' (MTP) in virtual stage %1 sits on PP rank %2, chunk %3 of VPP %4; MTP must be in a "
                              "rank's last chunk (virtual stages %5..%6)"),
                       num(mtpStage), num(rank), num(chunk), num(vpp), num(pp * (vpp - 1)), num(n - 1));
    }

    PipelinePlacement p = emptyPlacement(pp, vpp);
    int nextDecoder = 0, nextMtp = 0;
    for (size_t s = 0; s < p.stages.size(); ++s) {
        VirtualStage& vs = p.stages[s];
        for (StageItemKind k : stages[s]) {
            switch (k) {
                case StageItemKind::Embedding: vs.has_embedding = true; break;
                case StageItemKind::Loss: vs.has_loss = true; break;
                case StageItemKind::Decoder: vs.decoder_layers.push_back(nextDecoder++); break;
                case StageItemKind::Mtp: vs.mtp_layers.push_back(nextMtp++); break;
            }
        }
    }
    return p;
}

}  // namespace

Result<PipelinePlacement> placeLayers(const ModelSpec& model, const Layout& layout) {
    if (layout.pp < 1)
        return err("layout.pp", MOE_TR("layout_errors", "PP must be at least 1, got %1"), num(layout.pp));
    if (layout.vpp < 1)
        return err("layout.vpp", MOE_TR("layout_errors", "VPP must be at least 1, got %1"), num(layout.vpp));
    if (model.num_layers < 1)
        return err("model.num_layers", MOE_TR("layout_errors", "the model needs at least 1 decoder layer, got %1"),
                   num(model.num_layers));
    if (model.mtp_layers < 0)
        return err("model.mtp_layers", MOE_TR("layout_errors", "MTP layer count must be at least 0, got %1"),
                   num(model.mtp_layers));

    const bool byString = !layout.pipeline_layout.empty();
    const bool uneven = layout.first_stage_layers.has_value() || layout.last_stage_layers.has_value();
    const bool accountFor = layout.account_for_embedding_in_pipeline_split || layout.account_for_loss_in_pipeline_split;
    if (byString && (uneven || accountFor))
        return err("layout.pipeline_layout",
                   uneven ? MOE_TR("layout_errors",
                                   "a pipeline layout string cannot be combined with first/last-stage layer counts; "
                                   "keep exactly one placement mode")
                          : MOE_TR("layout_errors",
                                   "a pipeline layout string cannot be combined with account-for-embedding/loss; keep "
                                   "exactly one placement mode"));
    if (uneven && accountFor)
        return err(layout.first_stage_layers ? "layout.first_stage_layers" : "layout.last_stage_layers",
                   MOE_TR("layout_errors",
                          "first/last-stage layer counts cannot be combined with account-for-embedding/loss; keep "
                          "exactly one placement mode"));
    // Checked before the string's own stage count, which would otherwise report a VPP mismatch.
    if (layout.vpp > 1 && layout.pp == 1)
        return err("layout.vpp",
                   MOE_TR("layout_errors", "VPP %1 needs pipeline parallelism, but PP is 1; set VPP to 1 or PP > 1"),
                   num(layout.vpp));

    if (byString) {
        // Planners evaluate the same layout string many times per search: remember the last one
        // per thread (the placement depends only on these inputs).
        struct LastPlacement {
            std::string text;
            int layers = -1, mtp = -1, pp = -1, vpp = -1;
            Result<PipelinePlacement> result = Error{};
        };
        thread_local LastPlacement last;
        if (last.layers != model.num_layers || last.mtp != model.mtp_layers || last.pp != layout.pp ||
            last.vpp != layout.vpp || last.text != layout.pipeline_layout) {
            last.result = placeFromString(model, layout);
            last.text = layout.pipeline_layout;
            last.layers = model.num_layers;
            last.mtp = model.mtp_layers;
            last.pp = layout.pp;
            last.vpp = layout.vpp;
        }
        return last.result;
    }
    if (uneven) return placeUneven(model, layout);
    if (accountFor) return placeAccountFor(model, layout);
    return placeEven(model, layout.pp, layout.vpp);
}

}  // namespace moe

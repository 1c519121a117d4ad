// placeLayers(): the four §2.4 modes (even, uneven first/last, account-for embedding/loss, layout
// string) with Megatron's checks (TransformerConfig.__post_init__ and
// PipelineParallelLayerLayout.validate_layer_layout), each error naming the rule and the values.
#include <string>

#include "core/layout/pipeline_layout.h"

namespace moe {
namespace {

std::string str(int64_t v) { return std::to_string(v); }

Error err(const char* field, std::string reason) { return Error{{}, 0, 0, field, std::move(reason)}; }

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

constexpr const char* kModeHint = "; use first/last-stage layer counts, account-for-embedding/loss or a pipeline layout string";

Result<PipelinePlacement> placeEven(const ModelSpec& model, int pp, int vpp) {
    const int L = model.num_layers;
    if (L % pp != 0)
        return err("layout.pp", str(L) + " decoder layers do not split evenly over PP " + str(pp) + " (" + str(L) +
                                    " % " + str(pp) + " = " + str(L % pp) + ")" + kModeHint);
    const int perRank = L / pp;
    if (perRank % vpp != 0)
        return err("layout.vpp", str(perRank) + " layers per PP rank (" + str(L) + " / PP " + str(pp) +
                                     ") do not split over VPP " + str(vpp) + " (" + str(perRank) + " % " + str(vpp) +
                                     " = " + str(perRank % vpp) + "); pick a VPP that divides " + str(perRank));
    return fromCounts(model, pp, vpp, std::vector<int>(static_cast<size_t>(pp * vpp), perRank / vpp));
}

Result<PipelinePlacement> placeUneven(const ModelSpec& model, const Layout& layout) {
    const int L = model.num_layers, pp = layout.pp, vpp = layout.vpp;
    const auto& first = layout.first_stage_layers;
    const auto& last = layout.last_stage_layers;
    if (first && *first < 1)
        return err("layout.first_stage_layers", "first-stage layer count must be at least 1, got " + str(*first));
    if (last && *last < 1)
        return err("layout.last_stage_layers", "last-stage layer count must be at least 1, got " + str(*last));
    if (first && last && pp < 2)
        return err("layout.pp", "first- and last-stage layer counts need PP >= 2, got PP " + str(pp));
    if (first && *first % vpp != 0)
        return err("layout.first_stage_layers", "first-stage layer count " + str(*first) +
                                                    " is not divisible by VPP " + str(vpp) + " (" + str(*first) +
                                                    " % " + str(vpp) + " = " + str(*first % vpp) + ")");
    if (last && *last % vpp != 0)
        return err("layout.last_stage_layers", "last-stage layer count " + str(*last) + " is not divisible by VPP " +
                                                   str(vpp) + " (" + str(*last) + " % " + str(vpp) + " = " +
                                                   str(*last % vpp) + ")");
    const int64_t rest = int64_t{L} - first.value_or(0) - last.value_or(0);
    const int middle = pp - (first ? 1 : 0) - (last ? 1 : 0);
    const char* field = first ? "layout.first_stage_layers" : "layout.last_stage_layers";
    const std::string ends = "first " + (first ? str(*first) : std::string("unset")) + " + last " +
                             (last ? str(*last) : std::string("unset"));
    if (rest < 0)
        return err(field, ends + " exceed the model's " + str(L) + " decoder layers");
    // Megatron: bool(remaining) must equal bool(middle ranks).
    if (middle == 0 && rest != 0)
        return err(field, "with PP " + str(pp) + " there is no middle rank, so " + ends + " must equal " + str(L) +
                              " layers (" + str(rest) + " left over)");
    if (middle > 0 && rest == 0)
        return err(field, ends + " take all " + str(L) + " layers, leaving none for the " + str(middle) +
                              " middle PP rank(s)");
    if (middle > 0 && rest % middle != 0)
        return err(field, "the remaining " + str(rest) + " layers (" + str(L) + " - (" + ends + ")) do not split evenly over " +
                              str(middle) + " middle PP ranks (" + str(rest) + " % " + str(middle) + " = " +
                              str(rest % middle) + "); adjust the first/last counts");
    const int64_t perMiddle = middle > 0 ? rest / middle : 0;
    if (middle > 0 && perMiddle % vpp != 0)
        return err("layout.vpp", "the " + str(perMiddle) + " layers per middle PP rank are not divisible by VPP " +
                                     str(vpp) + " (" + str(perMiddle) + " % " + str(vpp) + " = " +
                                     str(perMiddle % vpp) + "); adjust the first/last counts or VPP");
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
    const std::string sum = str(L) + " decoder layers + " + str(e) + " embedding + " + str(l) + " loss = " + str(total);
    if (total % pp != 0)
        return err("layout.pp", sum + " slots do not split evenly over PP " + str(pp) + " (" + str(total) + " % " +
                                    str(pp) + " = " + str(total % pp) + "); change PP or the account-for flags");
    const int perRank = total / pp;
    if (perRank % vpp != 0)
        return err("layout.vpp", sum + " slots give " + str(perRank) + " per PP rank, not divisible by VPP " +
                                     str(vpp) + " (" + str(perRank) + " % " + str(vpp) + " = " + str(perRank % vpp) +
                                     "); pick a VPP that divides " + str(perRank));
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
        return err("layout.pipeline_layout", "the layout has " + str(n) + " virtual stages, not a multiple of PP " +
                                                 str(pp) + " (" + str(n) + " % " + str(pp) + " = " + str(n % pp) +
                                                 "); add or remove '|' stages or change PP");
    const int vpp = n / pp;
    if (vpp != layout.vpp)
        return err("layout.vpp", "the layout has " + str(n) + " virtual stages = PP " + str(pp) + " × " + str(vpp) +
                                     ", so VPP must be " + str(vpp) + ", but layout.vpp is " + str(layout.vpp));

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
        return err("layout.pipeline_layout", "the layout needs exactly one 'E' (embedding), found " + str(countE));
    if (front.empty() || front.front() != StageItemKind::Embedding)
        return err("layout.pipeline_layout",
                   "'E' (embedding) must be the first symbol of the first virtual stage (PP rank 0, chunk 0)");
    if (countL != 1)
        return err("layout.pipeline_layout", "the layout needs exactly one 'L' (loss), found " + str(countL));
    if (back.empty() || back.back() != StageItemKind::Loss)
        return err("layout.pipeline_layout", "'L' (loss) must be the last symbol of the last virtual stage (stage " +
                                                 str(n - 1) + ", PP rank " + str(pp - 1) + ", chunk " + str(vpp - 1) + ")");
    if (countT != model.num_layers)
        return err("layout.pipeline_layout", "the layout has " + str(countT) + " 't' (decoder) layers but the model has " +
                                                 str(model.num_layers) + " (model.num_layers)");
    if (countM != model.mtp_layers)
        return err("layout.pipeline_layout", "the layout has " + str(countM) + " 'm' (MTP) layers but the model has " +
                                                 str(model.mtp_layers) + " (model.mtp_layers)");
    if (mtpBeforeDecoder)
        return err("layout.pipeline_layout", "an 'm' (MTP) in virtual stage " + str(firstMtpStage) +
                                                 " comes before the decoder layer(s) of virtual stage " +
                                                 str(lastDecoderStage) + "; MTP layers must follow every decoder layer");
    if (countM > 0) {
        if (mtpStage == -2)
            return err("layout.pipeline_layout", "'m' (MTP) layers are spread over several virtual stages (first in stage " +
                                                     str(firstMtpStage) + "); all must sit in one virtual stage");
        const int rank = mtpStage % pp, chunk = mtpStage / pp;
        if (rank == 0 && chunk != vpp - 1)
            return err("layout.pipeline_layout", "'m' (MTP) in virtual stage " + str(mtpStage) +
                                                     " sits on PP rank 0, chunk " + str(chunk) + " of VPP " + str(vpp) +
                                                     "; MTP may never sit on PP rank 0 before its last chunk");
        if (chunk != vpp - 1)
            return err("layout.pipeline_layout", "'m' (MTP) in virtual stage " + str(mtpStage) + " sits on PP rank " +
                                                     str(rank) + ", chunk " + str(chunk) + " of VPP " + str(vpp) +
                                                     "; MTP must be in a rank's last chunk (virtual stages " +
                                                     str(pp * (vpp - 1)) + ".." + str(n - 1) + ")");
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
    if (layout.pp < 1) return err("layout.pp", "PP must be at least 1, got " + str(layout.pp));
    if (layout.vpp < 1) return err("layout.vpp", "VPP must be at least 1, got " + str(layout.vpp));
    if (model.num_layers < 1)
        return err("model.num_layers", "the model needs at least 1 decoder layer, got " + str(model.num_layers));
    if (model.mtp_layers < 0)
        return err("model.mtp_layers", "MTP layer count must be at least 0, got " + str(model.mtp_layers));

    const bool byString = !layout.pipeline_layout.empty();
    const bool uneven = layout.first_stage_layers.has_value() || layout.last_stage_layers.has_value();
    const bool accountFor = layout.account_for_embedding_in_pipeline_split || layout.account_for_loss_in_pipeline_split;
    if (byString && (uneven || accountFor))
        return err("layout.pipeline_layout",
                   std::string("a pipeline layout string cannot be combined with ") +
                       (uneven ? "first/last-stage layer counts" : "account-for-embedding/loss") +
                       "; keep exactly one placement mode");
    if (uneven && accountFor)
        return err(layout.first_stage_layers ? "layout.first_stage_layers" : "layout.last_stage_layers",
                   "first/last-stage layer counts cannot be combined with account-for-embedding/loss; keep exactly "
                   "one placement mode");
    // Checked before the string's own stage count, which would otherwise report a VPP mismatch.
    if (layout.vpp > 1 && layout.pp == 1)
        return err("layout.vpp", "VPP " + str(layout.vpp) + " needs pipeline parallelism, but PP is 1; set VPP to 1 or PP > 1");

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

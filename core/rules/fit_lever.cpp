#include "core/rules/fit_lever.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "core/layout/balanced_layout.h"
#include "core/recipe/recipe_fields.h"

namespace moe {

namespace {

Message part(const char* id) { return message("fit_levers", id); }
Message sizePart(const char* id, int64_t size) { return message("fit_levers", id, integerArg(size)); }

std::string modulesText(const std::vector<RecomputeModule>& modules) {
    std::string s;
    for (RecomputeModule m : modules) s += (s.empty() ? "" : ",") + std::string(toString(m));
    return s;
}

FitLever recomputeModules(const std::vector<RecomputeModule>& modules) {
    return {{message("fit_levers", MOE_TR("fit_levers", "recompute modules %1"), codeArg(modulesText(modules)))},
            {{"options.recompute.granularity", "selective"}, {"options.recompute.modules", modulesText(modules)}}};
}

FitLever sizeLever(const char* id, const char* path, int64_t size) {
    return {{sizePart(id, size)}, {{path, std::to_string(size)}}};
}

// Megatron-Core refuses EP overlap with full recompute, with the moe recompute module and with
// PP > 1 without virtual stages (transformer_config.py): such a lever on a recipe with EP overlap
// on turns it off too, and says so, or it would never pass the rules and "no lever makes it fit"
// would be untrue.
FitLever withoutEpOverlap(const Recipe& r, FitLever lever, bool conflictsWithEpOverlap) {
    if (!conflictsWithEpOverlap || !r.options.overlap.ep_a2a_overlap) return lever;
    lever.parts.insert(lever.parts.begin(), part(MOE_TR("fit_levers", "EP overlap off")));
    lever.changes.push_back({"options.overlap.ep_a2a_overlap", "false"});
    return lever;
}

// "PP n" with a placement Megatron accepts for it (even split, else account-for embedding/loss,
// else a balanced layout string: 61 DeepSeek-V3 layers do not split over 4 stages by themselves).
std::optional<FitLever> pipelineLever(const Recipe& r, int pp) {
    Recipe placed = r;
    placed.layout.pp = pp;
    if (!chooseBalancedPlacement(r.model, placed.layout)) return std::nullopt;
    FitLever lever = sizeLever(MOE_TR("fit_levers", "PP %1"), "layout.pp", pp);
    // The placement is part of what the fix does, and its label says so (review 30: "EP overlap off
    // + PP 4 + CP 32" also counted the embedding and the loss as layers, unsaid).
    for (FieldChange& c : pipelinePlacementChanges(r, placed)) {
        if (c.path == "layout.account_for_embedding_in_pipeline_split" && c.value == "true")
            lever.parts.push_back(part(MOE_TR("fit_levers", "embedding counted as a pipeline layer")));
        else if (c.path == "layout.account_for_loss_in_pipeline_split" && c.value == "true")
            lever.parts.push_back(part(MOE_TR("fit_levers", "loss counted as a pipeline layer")));
        else if (c.path == "layout.pipeline_layout" && !c.value.empty())
            lever.parts.push_back(message("fit_levers", MOE_TR("fit_levers", "pipeline layout %1"), codeArg(c.value)));
        else
            lever.parts.push_back(companionPart(c));
        lever.changes.push_back(std::move(c));
    }
    return withoutEpOverlap(r, std::move(lever), pp > 1 && r.layout.vpp <= 1);
}

}  // namespace

std::string FitLever::what() const { return text().english(); }

Message FitLever::text() const { return Message{{}, "%1", {messagesArg(parts, " + ")}}; }

void FitLever::add(const FitLever& other) {
    for (const Message& p : other.parts)
        if (std::find(parts.begin(), parts.end(), p) == parts.end()) parts.push_back(p);
    for (const FieldChange& c : other.changes) {
        auto same = std::find_if(changes.begin(), changes.end(), [&](const FieldChange& x) { return x.path == c.path; });
        if (same != changes.end())
            same->value = c.value;
        else
            changes.push_back(c);
    }
}

Message companionPart(const FieldChange& change) {
    // A field as the findings name it: "CUDA_DEVICE_MAX_CONNECTIONS", not its recipe path; a label
    // with a note in brackets is a name of its own (kept as written), a plain label is translated.
    const FieldDescriptor* f = findRecipeField(change.path);
    MessageArg name = codeArg(change.path);
    if (f && !f->help.empty()) {
        const size_t note = f->help.find(" (");
        name = note == std::string::npos ? messageArg(Message{"recipe_fields", f->help, {}}) : codeArg(f->help.substr(0, note));
    }
    return message("fit_levers", MOE_TR("fit_levers", "%1 %2"), std::move(name), codeArg(change.value));
}

std::vector<FitLever> candidateFitLevers(const Recipe& r) {
    std::vector<FitLever> out;
    const RecomputeOptions& rc = r.options.recompute;
    if (rc.granularity != RecomputeGranularity::Full) {
        std::vector<RecomputeModule> modules =
            rc.granularity == RecomputeGranularity::Selective ? rc.modules : std::vector<RecomputeModule>{};
        const auto add = [&](RecomputeModule m) {
            if (std::find(modules.begin(), modules.end(), m) == modules.end()) modules.push_back(m);
        };
        if (r.model.attention == AttentionKind::MLA) add(RecomputeModule::MlaUpProj);
        if (r.model.isMoe()) add(RecomputeModule::MoeAct);
        add(RecomputeModule::Layernorm);
        if (rc.granularity != RecomputeGranularity::Selective || modules != rc.modules)
            out.push_back(recomputeModules(modules));
        if (r.model.isMoe()) add(RecomputeModule::Moe);
        add(RecomputeModule::Mlp);
        out.push_back(withoutEpOverlap(r, recomputeModules(modules), r.model.isMoe()));
    }
    if (r.layout.micro_batch_size > 1)
        out.push_back(sizeLever(MOE_TR("fit_levers", "micro-batch size %1"), "layout.micro_batch_size", 1));
    if (r.model.isMoe()) out.push_back(sizeLever(MOE_TR("fit_levers", "EP %1"), "layout.ep", r.layout.ep * 2));
    if (auto pp = pipelineLever(r, r.layout.pp * 2)) out.push_back(std::move(*pp));
    // Long sequences: context parallelism splits every activation by the sequence; then tensor
    // parallelism (with sequence parallelism, which Megatron-Core needs beside EP and which splits
    // the norms' and dropouts' activations too). Review 13: a 128K layout was told to buy GPUs.
    out.push_back(sizeLever(MOE_TR("fit_levers", "CP %1"), "layout.cp", r.layout.cp * 2));
    out.push_back({{sizePart(r.layout.sequence_parallel ? MOE_TR("fit_levers", "TP %1")
                                                        : MOE_TR("fit_levers", "TP %1 with sequence parallelism"),
                             r.layout.tp * 2)},
                   {{"layout.tp", std::to_string(r.layout.tp * 2)}, {"layout.sequence_parallel", "true"}}});
    if (rc.granularity != RecomputeGranularity::Full)
        out.push_back(withoutEpOverlap(r,
                                       {{part(MOE_TR("fit_levers", "full recompute"))},
                                        {{"options.recompute.granularity", "full"},
                                         {"options.recompute.method", "uniform"},
                                         {"options.recompute.num_layers", "1"}}},
                                       true));
    if (!r.options.optimizer.cpu_offload || r.options.optimizer.offload_fraction < 1.0)
        out.push_back({{part(MOE_TR("fit_levers", "optimizer CPU offload"))},
                       {{"options.optimizer.cpu_offload", "true"},
                        {"options.optimizer.precision_aware", "true"},
                        {"options.optimizer.offload_fraction", "1"}}});
    // Far over HBM, one doubling is not enough: more EP and PP on the same GPUs (each still
    // validated when checked; the model's expert and layer counts bound them).
    for (int k = 4; k <= 64; k *= 2) {
        const bool epRoom = r.model.isMoe() && r.layout.ep * k <= r.model.moe.num_experts &&
                            r.layout.ep * k * r.layout.pp <= r.layout.world_size;
        const bool ppRoom = r.layout.pp * k <= r.model.num_layers && r.layout.pp * k <= r.layout.world_size;
        const bool cpRoom = r.layout.cp * k * r.layout.tp <= r.layout.world_size && r.layout.seq_length % (2 * r.layout.cp * k) == 0;
        if (epRoom) out.push_back(sizeLever(MOE_TR("fit_levers", "EP %1"), "layout.ep", r.layout.ep * k));
        if (ppRoom)
            if (auto pp = pipelineLever(r, r.layout.pp * k)) out.push_back(std::move(*pp));
        if (cpRoom) out.push_back(sizeLever(MOE_TR("fit_levers", "CP %1"), "layout.cp", r.layout.cp * k));
        if (!epRoom && !ppRoom && !cpRoom) break;
    }
    return out;
}

}  // namespace moe

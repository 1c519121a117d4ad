#include "core/recipe/recipe_description.h"

#include <cctype>
#include <cmath>
#include <optional>
#include <string_view>
#include <vector>

#include "core/catalog/recipe_library.h"

namespace moe {

namespace {

constexpr const char* kDescriptionContext = "recipe_description";

// A code (a precision, dispatcher or layout name) as a part of the description: shown as is.
Message descriptionCodePart(std::string code) {
    return Message{{}, "%1", {codeArg(std::move(code))}};
}

Message precisionWords(Precision p) {
    switch (p) {
        case Precision::BF16:
            return descriptionCodePart("BF16");
        case Precision::FP8Tensorwise:
            return message(kDescriptionContext, MOE_TR("recipe_description", "FP8 current scaling"));
        case Precision::FP8Delayed:
            return message(kDescriptionContext, MOE_TR("recipe_description", "FP8 delayed scaling"));
        case Precision::FP8Blockwise:
            return message(kDescriptionContext, MOE_TR("recipe_description", "FP8 blockwise"));
        case Precision::MXFP8:
            return descriptionCodePart("MXFP8");
        case Precision::NVFP4:
            return descriptionCodePart("NVFP4");
    }
    return descriptionCodePart(toString(p));
}

Message dispatcherWords(Dispatcher d) {
    switch (d) {
        case Dispatcher::AllGather:
            return message(kDescriptionContext, MOE_TR("recipe_description", "allgather dispatcher"));
        case Dispatcher::AllToAll:
            return message(kDescriptionContext, MOE_TR("recipe_description", "alltoall dispatcher"));
        case Dispatcher::FlexDeepEP:
            return descriptionCodePart("DeepEP");
        case Dispatcher::FlexHybridEP:
            return descriptionCodePart("HybridEP");
        case Dispatcher::FlexNcclEP:
            return descriptionCodePart("NCCL EP");
    }
    return descriptionCodePart(toString(d));
}

template <class T>
std::string joined(const std::vector<T>& items, const char* sep) {
    std::string out;
    for (const T& item : items) {
        if (!out.empty()) out += sep;
        out += toString(item);
    }
    return out;
}

std::optional<Message> cudaGraphWords(const CudaGraphOptions& g) {
    switch (g.impl) {
        case CudaGraphImpl::None:
            return std::nullopt;
        case CudaGraphImpl::FullIteration:
            return message(kDescriptionContext, MOE_TR("recipe_description", "full-iteration CUDA graph"));
        case CudaGraphImpl::TransformerEngine:
            return g.scopes.empty() ? message(kDescriptionContext, MOE_TR("recipe_description", "TE graphs"))
                                    : message(kDescriptionContext, MOE_TR("recipe_description", "TE graphs %1"),
                                              codeArg(joined(g.scopes, "+")));
        case CudaGraphImpl::Local:
            return g.scopes.empty() ? message(kDescriptionContext, MOE_TR("recipe_description", "local CUDA graphs"))
                                    : message(kDescriptionContext, MOE_TR("recipe_description", "local CUDA graphs %1"),
                                              codeArg(joined(g.scopes, "+")));
    }
    return std::nullopt;
}

std::optional<Message> recomputeWords(const RecomputeOptions& r) {
    switch (r.granularity) {
        case RecomputeGranularity::None:
            return std::nullopt;
        case RecomputeGranularity::Selective:
            return message(kDescriptionContext, MOE_TR("recipe_description", "selective recompute %1"),
                           codeArg(r.modules.empty() ? std::string("core_attn") : joined(r.modules, "+")));
        case RecomputeGranularity::Full:
            return r.num_layers == 1
                       ? message(kDescriptionContext, MOE_TR("recipe_description", "full recompute (%1, %2 layer)"),
                                 codeArg(toString(r.method)), integerArg(r.num_layers))
                       : message(kDescriptionContext, MOE_TR("recipe_description", "full recompute (%1, %2 layers)"),
                                 codeArg(toString(r.method)), integerArg(r.num_layers));
    }
    return std::nullopt;
}

std::string layoutWords(const Layout& l) {
    std::string s = "TP" + std::to_string(l.tp);
    if (l.cp > 1) {
        s += " CP" + std::to_string(l.cp);
        // The ring (p2p) is the default; another communication type changes what runs (review: the
        // description omitted a2a+p2p and its hierarchical sizes).
        if (l.cp_comm_type != CpCommType::P2P) {
            s += " (" + std::string(toString(l.cp_comm_type));
            if (!l.hierarchical_cp_sizes.empty()) {
                std::string sizes;
                for (int size : l.hierarchical_cp_sizes) sizes += (sizes.empty() ? "" : "x") + std::to_string(size);
                s += " " + sizes;
            }
            s += ")";
        }
    }
    s += " EP" + std::to_string(l.ep);
    if (l.etpOrTp() != l.tp) s += " ETP" + std::to_string(l.etpOrTp());
    s += " PP" + std::to_string(l.pp);
    if (l.vpp > 1) s += " VPP" + std::to_string(l.vpp);
    return s;
}

std::string slug(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!out.empty() && out.back() != '-') {
            out += '-';
        }
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

}  // namespace

std::string gpuShortName(const HardwareSpec& hardware) {
    const std::string& name = hardware.name;
    const size_t dash = name.find('-');
    return dash == std::string::npos || dash == 0 ? name : name.substr(0, dash);
}

Message describeRecipeMessage(const Recipe& recipe) {
    const Layout& l = recipe.layout;
    const TrainingOptions& o = recipe.options;
    std::string gpu = gpuShortName(recipe.hardware);
    if (gpu.empty()) gpu = "GPU";
    std::vector<Message> parts{descriptionCodePart(layoutWords(l)),
                               message(kDescriptionContext, MOE_TR("recipe_description", "MBS %1 GBS %2"),
                                       integerArg(l.micro_batch_size), integerArg(l.global_batch_size)),
                               precisionWords(o.precision)};
    // The dispatcher only matters where experts are spread over ranks.
    if (recipe.model.isMoe()) {
        Message dispatcher = dispatcherWords(o.dispatcher);
        if (o.overlap.ep_a2a_overlap)
            dispatcher = message(kDescriptionContext, MOE_TR("recipe_description", "%1 with EP overlap"),
                                 messageArg(dispatcher));
        parts.push_back(std::move(dispatcher));
    }
    for (const std::optional<Message>& part : {cudaGraphWords(o.cuda_graphs), recomputeWords(o.recompute)})
        if (part) parts.push_back(*part);
    if (o.activation_cpu_offload) {
        if (o.offload_modules.empty()) {
            parts.push_back(message(kDescriptionContext, MOE_TR("recipe_description", "activation offloading")));
        } else {
            parts.push_back(message(kDescriptionContext, MOE_TR("recipe_description", "activation offloading %1"),
                                    codeArg(joined(o.offload_modules, "+"))));
        }
    }
    // A partial offload says its share: plans of 50 % and 100 % differ in memory and read alike on a
    // slide caption (review entry 2).
    if (o.optimizer.cpu_offload && o.optimizer.offload_fraction < 1.0)
        parts.push_back(message(kDescriptionContext, MOE_TR("recipe_description", "optimizer CPU offload %1%"),
                                integerArg(std::lround(o.optimizer.offload_fraction * 100.0))));
    else if (o.optimizer.cpu_offload)
        parts.push_back(message(kDescriptionContext, MOE_TR("recipe_description", "optimizer CPU offload")));
    const MessageArg model =
        recipe.model.name.empty()
            ? messageArg(message(kDescriptionContext, MOE_TR("recipe_description", "Unnamed model")))
            : textArg(recipe.model.name);
    Message described = message(kDescriptionContext, MOE_TR("recipe_description", "%1, %2 context, %3x %4 — %5"), model,
                                codeArg(formatSequenceLength(l.seq_length)), integerArg(l.world_size), codeArg(gpu),
                                messagesArg(std::move(parts), ", "));
    if (o.isBenchmarkOnly())
        described = message(kDescriptionContext, MOE_TR("recipe_description", "%1 (benchmark)"),
                            messageArg(std::move(described)));
    return described;
}

std::string describeRecipe(const Recipe& recipe) {
    return describeRecipeMessage(recipe).english();
}

std::string describeLayout(const Layout& l) {
    return layoutWords(l) + ", MBS " + std::to_string(l.micro_batch_size) + " GBS " +
           std::to_string(l.global_batch_size) + ", " + formatSequenceLength(l.seq_length);
}

bool looksDerivedDescription(const std::string& text, const Recipe& recipe) {
    if (text == describeRecipe(recipe)) return true;
    const std::string head = recipe.model.name + ", ";
    return !recipe.model.name.empty() && text.rfind(head, 0) == 0 && text.find(" — ") != std::string::npos;
}

std::string precisionSlug(Precision precision) {
    switch (precision) {
        case Precision::BF16:
            return "bf16";
        case Precision::FP8Tensorwise:
            return "fp8cs";
        case Precision::FP8Delayed:
            return "fp8ds";
        case Precision::FP8Blockwise:
            return "fp8bw";
        case Precision::MXFP8:
            return "mxfp8";
        case Precision::NVFP4:
            return "nvfp4";
    }
    return toString(precision);
}

std::string derivedRecipeName(const Recipe& recipe) {
    std::string gpu = gpuShortName(recipe.hardware);
    if (gpu.empty()) gpu = "gpu";
    return slug(recipe.model.name.empty() ? std::string("model") : recipe.model.name) + "-" +
           std::to_string(recipe.layout.world_size) + "x" + slug(gpu) + "-" + precisionSlug(recipe.options.precision);
}

}  // namespace moe

#include "core/recipe/recipe_description.h"

#include <cctype>
#include <string_view>
#include <vector>

#include "core/catalog/recipe_library.h"

namespace moe {

namespace {

std::string precisionWords(Precision p) {
    switch (p) {
        case Precision::BF16:
            return "BF16";
        case Precision::FP8Tensorwise:
            return "FP8 current scaling";
        case Precision::FP8Delayed:
            return "FP8 delayed scaling";
        case Precision::FP8Blockwise:
            return "FP8 blockwise";
        case Precision::MXFP8:
            return "MXFP8";
        case Precision::NVFP4:
            return "NVFP4";
    }
    return toString(p);
}

std::string dispatcherWords(Dispatcher d) {
    switch (d) {
        case Dispatcher::AllGather:
            return "allgather dispatcher";
        case Dispatcher::AllToAll:
            return "alltoall dispatcher";
        case Dispatcher::FlexDeepEP:
            return "DeepEP";
        case Dispatcher::FlexHybridEP:
            return "HybridEP";
        case Dispatcher::FlexNcclEP:
            return "NCCL EP";
    }
    return toString(d);
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

std::string cudaGraphWords(const CudaGraphOptions& g) {
    switch (g.impl) {
        case CudaGraphImpl::None:
            return {};
        case CudaGraphImpl::FullIteration:
            return "full-iteration CUDA graph";
        case CudaGraphImpl::TransformerEngine:
            return g.scopes.empty() ? "TE graphs" : "TE graphs " + joined(g.scopes, "+");
        case CudaGraphImpl::Local:
            return g.scopes.empty() ? "local CUDA graphs" : "local CUDA graphs " + joined(g.scopes, "+");
    }
    return {};
}

std::string recomputeWords(const RecomputeOptions& r) {
    switch (r.granularity) {
        case RecomputeGranularity::None:
            return {};
        case RecomputeGranularity::Selective:
            return "selective recompute " + (r.modules.empty() ? std::string("core_attn") : joined(r.modules, "+"));
        case RecomputeGranularity::Full:
            return "full recompute (" + std::string(toString(r.method)) + ", " + std::to_string(r.num_layers) +
                   (r.num_layers == 1 ? " layer)" : " layers)");
    }
    return {};
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

std::string describeRecipe(const Recipe& recipe) {
    const Layout& l = recipe.layout;
    const TrainingOptions& o = recipe.options;
    std::string gpu = gpuShortName(recipe.hardware);
    if (gpu.empty()) gpu = "GPU";
    std::string s = (recipe.model.name.empty() ? std::string("Unnamed model") : recipe.model.name) + ", " +
                    formatSequenceLength(l.seq_length) + " context, " + std::to_string(l.world_size) + "x " + gpu +
                    " — " + layoutWords(l) + ", MBS " + std::to_string(l.micro_batch_size) + " GBS " +
                    std::to_string(l.global_batch_size) + ", " + precisionWords(o.precision);
    // The dispatcher only matters where experts are spread over ranks.
    if (recipe.model.isMoe()) {
        s += ", " + dispatcherWords(o.dispatcher);
        if (o.overlap.ep_a2a_overlap) s += " with EP overlap";
    }
    for (const std::string& part : {cudaGraphWords(o.cuda_graphs), recomputeWords(o.recompute)})
        if (!part.empty()) s += ", " + part;
    if (o.activation_cpu_offload) {
        s += ", activation offloading";
        for (size_t i = 0; i < o.offload_modules.size(); ++i) s += (i ? "+" : " ") + std::string(toString(o.offload_modules[i]));
    }
    if (o.optimizer.cpu_offload) s += ", optimizer CPU offload";
    if (o.isBenchmarkOnly()) s += " (benchmark)";
    return s;
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

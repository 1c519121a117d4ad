// moe-plan feasibility FILE [--max-gpus N] | feasibility --model M --hardware H --seq S --max-gpus N
// [--precision P]: which GPU counts can run the model at this sequence length, the smallest fitting
// layout, or why not. With a recipe FILE the request is the studio's Feasibility tab's for it.
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

#include "command_context.h"
#include "core/catalog/catalog.h"
#include "core/feasibility/feasibility.h"

namespace moe::cli {

namespace {

std::string gibText(double gib) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(1) << gib;
    return o.str();
}

}  // namespace

Result<FeasibilityRequest> requestForRecipeFile(const ParsedArgs& args) {
    if (args.positional.size() > 1) return Error{{}, 0, 0, {}, "feasibility takes at most one recipe FILE"};
    for (const char* name : {"model", "hardware", "seq", "precision", "dispatcher", "gbs", "mbs"})
        if (args.value(name))
            return Error{{},
                         0,
                         0,
                         std::string("--") + name,
                         "not with a recipe FILE: the recipe names it (change it with --set, or leave FILE out)"};
    auto recipe = loadRecipeArgument(args.positional[0], args.sets);
    if (!recipe) return recipe.error();
    int64_t maxGpus = 0;
    if (auto m = args.value("max-gpus")) {
        auto n = parseIntegerOption("max-gpus", *m);
        if (!n) return n.error();
        if (*n < 1 || *n > kMaxFeasibilityGpus) return Error{{}, 0, 0, "--max-gpus", "must be in [1, 1048576]"};
        maxGpus = *n;
    }
    return feasibilityRequestForRecipe(*recipe, maxGpus);
}

int runFeasibility(const ParsedArgs& args) {
    FeasibilityRequest req;
    if (!args.positional.empty()) {
        auto request = requestForRecipeFile(args);
        if (!request) return reportError(request.error());
        req = *request;
    } else if (!args.sets.empty()) {
        return reportError(Error{{}, 0, 0, "--set", "needs a recipe FILE to change (feasibility FILE --set ...)"});
    }
    const bool fromRecipe = !args.positional.empty();
    auto required = [&](const char* name) -> Result<std::string> {
        if (auto v = args.value(name)) return *v;
        return Error{{}, 0, 0, std::string("--") + name, "is required"};
    };
    if (!fromRecipe) {
        auto modelName = required("model");
        if (!modelName) return reportError(modelName.error());
        auto model = catalogModelArgument(*modelName);
        if (!model) return reportError(model.error());
        auto hardwareName = required("hardware");
        if (!hardwareName) return reportError(hardwareName.error());
        auto hardware = catalogHardwareArgument(*hardwareName);
        if (!hardware) return reportError(hardware.error());
        req.model = *model;
        req.hardware = *hardware;
        for (const char* name : {"seq", "max-gpus"}) {
            auto text = required(name);
            if (!text) return reportError(text.error());
        }
        auto seq = parseIntegerOption("seq", *args.value("seq"));
        if (!seq) return reportError(seq.error());
        auto maxGpus = parseIntegerOption("max-gpus", *args.value("max-gpus"));
        if (!maxGpus) return reportError(maxGpus.error());
        if (*seq < 1 || *seq > (int64_t{1} << 30)) return reportError(Error{{}, 0, 0, "--seq", "must be in [1, 2^30]"});
        if (*maxGpus < 1 || *maxGpus > (int64_t{1} << 20))
            return reportError(Error{{}, 0, 0, "--max-gpus", "must be in [1, 1048576]"});
        req.seq_length = *seq;
        req.max_gpus = *maxGpus;
        if (auto p = args.value("precision")) {
            auto precision = precisionFromString(*p);
            if (!precision)
                return reportError(
                    Error{{}, 0, 0, "--precision", "unknown '" + *p + "' (one of: " + precisionChoices() + ")"});
            req.options.precision = *precision;
        }
        if (auto d = args.value("dispatcher")) {
            auto dispatcher = dispatcherFromString(*d);
            if (!dispatcher)
                return reportError(
                    Error{{}, 0, 0, "--dispatcher", "unknown '" + *d + "' (one of: " + dispatcherChoices() + ")"});
            req.options.dispatcher = *dispatcher;
        }
        if (auto g = args.value("gbs")) {
            auto gbs = parseIntegerOption("gbs", *g);
            if (!gbs) return reportError(gbs.error());
            if (*gbs < 1) return reportError(Error{{}, 0, 0, "--gbs", "must be >= 1"});
            req.global_batch_size = *gbs;
        }
        if (auto m = args.value("mbs")) {
            auto mbs = parseIntegerOption("mbs", *m);
            if (!mbs) return reportError(mbs.error());
            if (*mbs < 1 || *mbs > 4096) return reportError(Error{{}, 0, 0, "--mbs", "must be in [1, 4096]"});
            req.micro_batch_size = static_cast<int>(*mbs);
        }
    }
    req.every_multiple = args.has("every-multiple");
    req.allow_offload = !args.has("no-offload");
    req.allow_full_recompute = !args.has("no-full-recompute");

    auto result = analyzeFeasibility(req);
    if (!result) return reportError(result.error());
    const FeasibilityResult& r = *result;
    if (args.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& row : r.rows) {
            rows.push_back({{"gpus", row.gpus},
                            {"feasible", row.feasible},
                            {"layout", row.layout ? layoutJson(*row.layout) : nlohmann::json(nullptr)},
                            {"levers", row.levers},
                            {"reason", row.reason},
                            {"global_batch_size", row.global_batch_size},
                            {"gradient_accumulation", row.gradient_accumulation},
                            {"gbs_reduced", row.gbs_reduced},
                            {"binding_gib", row.binding_gib},
                            {"fits_closely", row.fits_closely},
                            {"fragmentation_allowance_gib", row.allowance_gib}});
        }
        std::cout << nlohmann::json{{"model", req.model.name},
                                    {"hardware", req.hardware.name},
                                    {"seq_length", req.seq_length},
                                    {"precision", toString(req.options.precision)},
                                    {"cp_starting_point", r.cp_starting_point},
                                    {"global_batch_size", r.global_batch_size},
                                    {"candidates_evaluated", r.candidates_evaluated},
                                    {"rows", rows}}
                         .dump(2)
                  << "\n";
        return kExitOk;
    }
    std::cout << req.model.name << " at seq " << req.seq_length << " on " << req.hardware.name << " ("
              << toString(req.options.precision) << "), GBS " << r.global_batch_size << "\n"
              << "CP starting point (seq/4096 rounded to a power of two: 4-8K tokens per CP shard): " << r.cp_starting_point << "\n\n";
    for (const auto& row : r.rows)
        std::cout << std::setw(7) << row.gpus << "  "
                  << (row.fits_closely ? "close"
                      : row.feasible   ? "fits "
                                       : "no   ")
                  << std::fixed << std::setprecision(1) << std::setw(7) << row.binding_gib << " GiB  "
                  << (row.fits_closely
                          ? "fits closely (" + gibText(row.hbm_gib - row.binding_gib) + " GiB headroom, under the " +
                                gibText(row.allowance_gib) + " GiB fragmentation allowance: may not fit); "
                          : std::string())
                  << row.reason << "\n";
    std::cout << "\n" << r.candidates_evaluated << " layouts evaluated.\n";
    return kExitOk;
}

}  // namespace moe::cli

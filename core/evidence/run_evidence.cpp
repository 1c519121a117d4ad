#include "core/evidence/run_evidence.h"

#include <algorithm>

#include "core/common/atomic_file.h"
#include "core/common/text.h"
#include "core/flops/model_flops.h"
#include "core/logs/log_parser.h"
#include "core/recipe/recipe_fields.h"
#include "core/recipe/recipe_overrides.h"
#include "core/recipe/recipe_prose.h"
#include "core/recipe/recipe_yaml.h"
#include "core/trace/hta_compat.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"

namespace moe::evidence {
namespace {

bool endsWith(const std::string& s, const char* suffix) {
    const std::string x(suffix);
    return s.size() >= x.size() && s.compare(s.size() - x.size(), x.size(), x) == 0;
}

}  // namespace

const char* toString(SourceKind k) {
    switch (k) {
        case SourceKind::Recipe:
            return "recipe";
        case SourceKind::BridgeYaml:
            return "bridge-yaml";
        case SourceKind::Contract:
            return "contract";
        case SourceKind::Log:
            return "log";
        case SourceKind::Trace:
            return "trace";
    }
    return "?";
}

Result<std::pair<SourceKind, std::string>> classifySource(const std::string& spec) {
    static const std::vector<std::pair<const char*, SourceKind>> prefixes = {{"recipe:", SourceKind::Recipe},
                                                                             {"bridge:", SourceKind::BridgeYaml},
                                                                             {"contract:", SourceKind::Contract},
                                                                             {"log:", SourceKind::Log},
                                                                             {"trace:", SourceKind::Trace}};
    for (const auto& [p, k] : prefixes)
        if (spec.rfind(p, 0) == 0) return std::make_pair(k, spec.substr(std::string(p).size()));
    if (spec.rfind("builtin:", 0) == 0) return std::make_pair(SourceKind::Recipe, spec);
    for (const char* ext : {".json", ".json.gz", ".sqlite", ".gz"})
        if (endsWith(spec, ext)) return std::make_pair(SourceKind::Trace, spec);
    for (const char* ext : {".log", ".txt", ".out", ".err"})
        if (endsWith(spec, ext)) return std::make_pair(SourceKind::Log, spec);
    if (endsWith(spec, ".yaml") || endsWith(spec, ".yml")) {
        auto text = readWholeFile(spec);
        if (!text) return text.error();
        auto hasKey = [&](const std::string& key) {
            return text->rfind(key + ":", 0) == 0 || text->find("\n" + key + ":") != std::string::npos;
        };
        if (hasKey("contract_version")) return std::make_pair(SourceKind::Contract, spec);
        if (hasKey("schema_version")) return std::make_pair(SourceKind::Recipe, spec);
        return std::make_pair(SourceKind::BridgeYaml, spec);
    }
    return Error{
        spec,
        0,
        0,
        {},
        message("log_errors", MOE_TR("log_errors", "cannot tell what this file is: name it %1, %2, %3, %4 or %5"),
                codeArg("recipe:"), codeArg("bridge:"), codeArg("contract:"), codeArg("log:"), codeArg("trace: PATH"))};
}

namespace {

// One source as read from disk, before anything is merged: the contract can then be assembled
// with the recipe and, when the verdict says the run is another job's, again without it, from
// the same bytes (a second read could also see a file that changed in between).
struct LoadedSource {
    SourceKind kind = SourceKind::Recipe;
    std::string path;
    std::optional<MeasurementContract> contract;  // Contract
    std::string bridge_text;                      // BridgeYaml
    std::optional<TraceFacts> trace_facts;        // Trace
};

struct AssembledContract {
    MeasurementContract contract;
    std::optional<logs::WindowEvidence> window;
    std::vector<std::string> warnings;  // window and contract warnings
};

// Merges the sources in order (contracts first, their values are the user's) and chooses the
// steady window; `recipe` null: the run's own files alone.
Result<AssembledContract> assembleContract(const std::vector<LoadedSource>& sources, const Recipe* recipe,
                                           const std::string& recipeOrigin, const RunEvidence& run,
                                           const std::string& logText, const RunLoadOptions& options) {
    AssembledContract out;
    for (const LoadedSource& s : sources) {
        switch (s.kind) {
            case SourceKind::Contract: mergeContract(out.contract, *s.contract); break;
            case SourceKind::Recipe:
                if (recipe) fillFromRecipe(out.contract, *recipe, baseName(recipeOrigin));
                break;
            case SourceKind::BridgeYaml:
                if (auto st = fillFromBridgeYaml(out.contract, s.bridge_text, s.path); !st) return st.error();
                break;
            case SourceKind::Log: break;  // filled below, once the window is known
            case SourceKind::Trace: fillFromTrace(out.contract, *s.trace_facts, s.path); break;
        }
    }
    if (run.log) {
        logs::WindowOptions w;
        w.from = options.window_from;
        w.to = options.window_to;
        if (!options.window_given) {
            auto num = [&](const char* key) -> std::optional<int64_t> {
                auto v = out.contract.value(key);
                if (!v) return std::nullopt;
                try {
                    return std::stoll(*v);
                } catch (...) {
                    return std::nullopt;
                }
            };
            if (auto f = num("timing.window_from")) w.from = *f;
            if (auto t = num("timing.window_to")) w.to = *t;
            // A log that does not print the window is measured where it does, as the studio's
            // Add Run dialog proposes: the same figures from the command line and the window.
            if (auto proposed = logs::proposeWindow(*run.log, w); proposed && (proposed->from != w.from || proposed->to != w.to)) {
                out.warnings.push_back(baseName(run.log_origin) + ": measured over " + proposed->reason);
                w.from = proposed->from;
                w.to = proposed->to;
            }
        }
        // Tokens/s are the log's: its own sequence and world size where its arguments say them,
        // else the recipe's; never a trace's (another job's trace would set them, review: a V100
        // trace's world size of 1 beside a 16-GPU log).
        std::vector<RecordedFact> fromLog;
        for (const RecordedFact& f : run.recorded)
            if (f.source.rfind("log ", 0) == 0) fromLog.push_back(f);
        if (auto seq = recordedNumber(fromLog, "seq_length")) w.seq_length = *seq;
        if (auto gpus = recordedNumber(fromLog, "world_size")) w.gpus = *gpus;
        if (recipe) {
            const Layout& l = recipe->layout;
            if (!w.seq_length) w.seq_length = l.seq_length;
            if (!w.gpus) w.gpus = l.world_size;
            w.flops_per_step = modelFlopsPerStep(recipe->model, l.seq_length, l.global_batch_size);
            // Which count a logged TFLOP/s uses is told, and its gap worded, by logFlopsCount.
            w.warn_logged_tflops_gap = false;
        }
        auto ev = logs::steadyWindow(*run.log, w);
        if (ev) {
            for (const auto& x : ev->warnings) out.warnings.push_back(baseName(run.log_origin) + ": " + x);
            out.window = std::move(*ev);
        } else if (options.window_given) {
            return ev.error();
        } else {
            out.warnings.push_back(ev.error().toString() + " (pass --from/--to)");
        }
        fillFromLog(out.contract, *run.log, logText, out.window ? &*out.window : nullptr, run.log_origin);
    }
    if (out.contract.name.empty()) out.contract.name = run.name;
    for (const auto& w : out.contract.warnings) out.warnings.push_back(w);
    return out;
}

}  // namespace

Result<RunEvidence> loadRunEvidence(const std::vector<std::string>& specs, const RunLoadOptions& options,
                                    const std::string& name) {
    RunEvidence run;
    run.name = name;
    std::vector<LoadedSource> sources;
    for (const auto& spec : specs) {
        auto c = classifySource(spec);
        if (!c) return c.error();
        LoadedSource s;
        s.kind = c->first;
        s.path = c->second;
        sources.push_back(std::move(s));
    }
    // Contracts first: the user's values win.
    std::stable_partition(sources.begin(), sources.end(), [](const LoadedSource& s) { return s.kind == SourceKind::Contract; });
    std::string logText;
    for (LoadedSource& s : sources) {
        const std::string& path = s.path;
        switch (s.kind) {
            case SourceKind::Contract: {
                auto c = loadContractFile(path);
                if (!c) return c.error();
                s.contract = std::move(*c);
                break;
            }
            case SourceKind::Recipe: {
                if (run.recipe)
                    return Error{path,
                                 0,
                                 0,
                                 {},
                                 message("log_errors", MOE_TR("log_errors", "a run takes one recipe (already have %1)"),
                                         textArg(run.recipe_origin))};
                auto r = loadRecipeWithOverrides(path, options.recipe_sets);
                if (!r) return r.error();
                run.recipe = *r;
                run.recipe_origin = path;
                break;
            }
            case SourceKind::BridgeYaml: {
                auto text = readWholeFile(path);
                if (!text) return text.error();
                s.bridge_text = std::move(*text);
                break;
            }
            case SourceKind::Log: {
                if (run.log)
                    return Error{
                        path,
                        0,
                        0,
                        {},
                        message("log_errors", MOE_TR("log_errors", "a run takes one training log (already have %1)"),
                                textArg(run.log_origin))};
                auto text = readWholeFile(path);
                if (!text) return text.error();
                auto log = logs::parseTrainingLog(*text, path);
                if (!log) return log.error();
                for (const auto& w : log.warnings) run.warnings.push_back(baseName(path) + ": " + w);
                for (auto& f : recordedLogFacts(logs::parseLogArguments(*text), path))
                    run.recorded.push_back(std::move(f));
                if (auto gpu = recordedLogGpu(*text, path)) run.recorded.push_back(std::move(*gpu));
                run.log = std::move(*log);
                run.log_origin = path;
                logText = std::move(*text);
                break;
            }
            case SourceKind::Trace: {
                auto mode = trace::exactMode();
                auto t = trace::looksLikeSqlite(path) ? trace::importNsys(path, mode.import)
                                                      : trace::importKineto(path, mode.import);
                if (!t) return t.error();
                for (const auto& w : t.warnings) run.warnings.push_back(baseName(path) + ": " + w);
                auto classifier = trace::KernelClassifier::create(mode.patterns);
                if (!classifier) return classifier.error();
                run.traces.push_back(summarizeTrace(*t, classifier->classify(*t)));
                auto facts = readTraceFacts(path);
                if (!facts) return facts.error();
                for (auto& f : recordedTraceFacts(*facts, path)) run.recorded.push_back(std::move(f));
                s.trace_facts = std::move(*facts);
                break;
            }
        }
    }
    const std::vector<std::string> parseWarnings = run.warnings;
    auto withRecipe = assembleContract(sources, run.recipe ? &*run.recipe : nullptr, run.recipe_origin, run, logText, options);
    if (!withRecipe) return withRecipe.error();
    AssembledContract assembled = std::move(*withRecipe);
    if (run.log)
        if (auto gbs = recordedIterationBatch(*run.log, assembled.window ? &*assembled.window : nullptr, run.log_origin))
            run.recorded.push_back(std::move(*gbs));
    // The verdict leads every view (report, Runs dock), so it is not repeated among the warnings.
    if (run.recipe)
        run.verdict = judgeRun(*run.recipe, run.recorded, assembled.window ? &*assembled.window : nullptr, run.log_origin);
    // Files of two jobs (a log and another job's trace) are no run at all, with a recipe or without.
    run.verdict.mixed = mixedJobFacts(run.recorded, assembled.window ? &*assembled.window : nullptr, run.log_origin);
    if (run.recipe && !run.matchesRecipe()) {
        // Another job's run: nothing the recipe says describes it. Its contract (hence its label and
        // every A/B difference) and its steady window come from its own files alone, so a GBS the
        // log printed is not papered over by the recipe's, and no TFLOP/s is recomputed from the
        // recipe's FLOPs. The recipe and the verdict stay: they say what it was held against.
        auto own = assembleContract(sources, nullptr, {}, run, logText, options);
        if (!own) return own.error();
        assembled = std::move(*own);
    }
    run.contract = std::move(assembled.contract);
    run.window = std::move(assembled.window);
    run.warnings = parseWarnings;
    for (auto& w : assembled.warnings) run.warnings.push_back(std::move(w));
    if (run.recipe && run.matchesRecipe() && run.window) {
        // The run's own sizes where its log recorded them, else the recipe's (as the window's tokens/s).
        const Layout& l = run.recipe->layout;
        const int64_t seq = recordedNumber(run.recorded, "seq_length").value_or(l.seq_length);
        const int64_t gbs = recordedNumber(run.recorded, "global_batch_size").value_or(l.global_batch_size);
        const int64_t gpus = recordedNumber(run.recorded, "world_size").value_or(l.world_size);
        std::optional<double> tokensPerStepPerGpu;
        if (gpus > 0)
            tokensPerStepPerGpu = static_cast<double>(gbs) * static_cast<double>(seq) / static_cast<double>(gpus);
        run.log_flops = logFlopsCount(run.recipe->model, seq, *run.window, tokensPerStepPerGpu);
        if (run.log_flops)
            if (std::string w = run.log_flops->warning(); !w.empty())
                run.warnings.push_back(baseName(run.log_origin) + ": " + w);
    }
    return run;
}

}  // namespace moe::evidence

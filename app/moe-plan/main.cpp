// moe-plan: the headless planning CLI. Links only the core tier.
#include <iostream>
#include <string>
#include <vector>

#include "command_context.h"
#include "command_evidence.h"

namespace {

struct Command {
    const char* name;
    const char* usage;
    std::vector<moe::cli::OptionSpec> options;
    int (*run)(const moe::cli::ParsedArgs&);
};

const std::vector<Command>& commands() {
    using namespace moe::cli;
    static const std::vector<Command> all = {
        {"validate",
         "validate FILE...            rule errors and warnings (exit 0 ok, 1 warnings, 2 errors)",
         {},
         runValidate},
        {"groups",
         "groups FILE [--rank R] [--all]  folded meshes as text, or one GPU's groups",
         {{"rank", true, false}, {"all", false, false}},
         runGroups},
        {"memory",
         "memory FILE [--stage N] [--assume key=value ...]  per-stage memory per GPU, every line's origin",
         {{"stage", true, false}, {"assume", true, true}},
         runMemory},
        {"flops", "flops FILE                  model FLOPs per token and per step (Megatron formula)", {}, runFlops},
        {"feasibility",
         "feasibility FILE [--max-gpus N] | feasibility --model M --hardware H --seq S --max-gpus N [--precision P]\n"
         "            [--dispatcher D] [--gbs G] [--mbs B]   [--no-offload] [--no-full-recompute] [--every-multiple]\n"
         "            which GPU counts fit; with FILE the recipe's model, GPU, sequence, options and batch, as the\n"
         "            studio's Feasibility tab (up to 4x the recipe's GPUs unless --max-gpus)",
         {{"model", true, false},
          {"hardware", true, false},
          {"seq", true, false},
          {"max-gpus", true, false},
          {"precision", true, false},
          {"dispatcher", true, false},
          {"gbs", true, false},
          {"mbs", true, false},
          {"no-offload", false, false},
          {"no-full-recompute", false, false},
          {"every-multiple", false, false}},
         runFeasibility},
        {"estimate",
         "estimate FILE [--calibration C]  step time, tokens/s/GPU, TFLOP/s/GPU, MFU, breakdown, wall",
         {{"calibration", true, false}},
         runEstimate},
        {"simulate",
         "simulate FILE [--rank R] [--chrome-trace OUT.json] [--compare TRACE] [--calibration C]\n"
         "            one step per pipeline rank in Megatron's schedule order: phase times, bubble, exposed\n"
         "            communication by kind, critical path; the predicted timeline as Chrome trace JSON;\n"
         "            --compare: predicted vs measured time per kernel role and step phase",
         {{"rank", true, false}, {"chrome-trace", true, false}, {"compare", true, false}, {"calibration", true, false}},
         runSimulate},
        {"search",
         "search FILE [--gpus N] | search --model M --hardware H --gpus N --seq S   [--fix tp=1,pp=8] [--top K]\n"
         "       [--precision P[,P]] [--dispatcher D[,D]] [--gbs G] [--max-memory F] [--threads T] [--no-offload]\n"
         "       [--no-full-recompute] [--allow-benchmark-only] [--assume key=value ...] [--calibration C]\n"
         "            fastest fitting layouts, Pareto front, why #2 loses; with FILE under the recipe's options (as\n"
         "            the studio's Search), without one under stated defaults; every plan line says which",
         {{"model", true, false},
          {"hardware", true, false},
          {"gpus", true, false},
          {"seq", true, false},
          {"fix", true, true},
          {"top", true, false},
          {"precision", true, false},
          {"dispatcher", true, false},
          {"gbs", true, false},
          {"max-memory", true, false},
          {"threads", true, false},
          {"no-offload", false, false},
          {"no-full-recompute", false, false},
          {"allow-benchmark-only", false, false},
          {"assume", true, true},
          {"calibration", true, false}},
         runSearch},
        {"diagnose",
         "diagnose FILE [--calibration C]  the dominant wall, why, and the one next lever",
         {{"calibration", true, false}},
         runDiagnose},
        {"calibrate",
         "calibrate --published FILE [--published FILE...] [--fit [--rounds N]] [--cross-validate | --breakdown]\n"
         "            [--calibration C]   model vs published rows (markdown table); --cross-validate:\n"
         "            leave-one-system/model/container-out errors (--residuals: as the residual table that\n"
         "            estimates take their uncertainty band from, resources/calibration/cv-residuals.yaml); "
         "--breakdown: per row, the shares of the predicted\n"
         "            step time (GEMM, attention, HBM-bound, exposed TP/CP/EP/PP/DP, host, bubble, rest), the\n"
         "            kernels' effective efficiencies and the modelled knobs;\n"
         "            --knobs by-container|latest: which recipe knobs the rows ran with (docs/calibration.md)\n"
         "       calibrate --levers FILE [--calibration C] [--json | --residuals]   per knob step of a published\n"
         "            optimisation history, the predicted and the published gain and whether the sign is right and "
         "the\n"
         "            gain within ±50 % (±3 points where small; a step marked software_too: the sign), inside its "
         "era,\n"
         "            from the step before as a measured run, and by the shipped model alone; software steps are "
         "shown,\n"
         "            not fitted; --residuals: the lever errors as resources/calibration/lever-residuals.yaml\n"
         "       calibrate --components FILE [--calibration C] [--json]   a paper's component measurements\n"
         "            (dispatch/combine latencies, attention kernels, EP shares, CUDA-graph and FP8 gains) against "
         "the\n"
         "            model at each row's shape; rows the model does not compute are listed with the reason\n"
         "       calibrate --coverage   whether the estimates' uncertainty bands hold the share they state: each\n"
         "            published row's errors against its band built without it, per basis and GPU generation\n"
         "       calibrate --run RECIPE,LOG[,TRACE...] ... [--cluster NAME] [--constants c1,c2] [--from 41 --to 50]\n"
         "            fit the efficiency constants to your runs; save as a cluster profile (--calibration "
         "cluster:NAME)",
         {{"published", true, true},
          {"fit", false, false},
          {"rounds", true, false},
          {"calibration", true, false},
          {"markdown", false, false},
          {"cross-validate", false, false},
          {"residuals", false, false},
          {"breakdown", false, false},
          {"knobs", true, false},
          {"levers", true, false},
          {"components", true, false},
          {"coverage", false, false},
          {"run", true, true},
          {"cluster", true, false},
          {"constants", true, false},
          {"from", true, false},
          {"to", true, false}},
         runCalibrate},
        {"trace",
         "trace analyze FILE... [--step N] [--range NAME] [--patterns FILE] [--hta-compat] [--align "
         "collectives|clock]\n"
         "            [--threads N]   overlap metrics per rank from Kineto JSON(.gz) or Nsight Systems SQLite traces;\n"
         "            clock offsets; files are read N at a time (default: one per core), reported in the order given",
         {{"step", true, false},
          {"range", true, false},
          {"patterns", true, false},
          {"hta-compat", false, false},
          {"align", true, false},
          {"threads", true, false}},
         runTrace},
        {"log",
         "log window FILE [--from 41 --to 50] [--gbs G --seq S --gpus W] [--flops-per-step F]\n"
         "            steady-window evidence from a Megatron-LM / Megatron-Bridge training log",
         {{"from", true, false},
          {"to", true, false},
          {"gbs", true, false},
          {"seq", true, false},
          {"gpus", true, false},
          {"flops-per-step", true, false}},
         runLog},
        {"export",
         "export FILE --format megatron-lm|bridge-yaml|recipe|json [--target-version 0.16|0.18|0.19|main]\n"
         "            [--fake-process-group] [--allow-not-fitting] [-o OUT]   launch script, Bridge YAML, recipe or "
         "JSON",
         {{"format", true, false},
          {"target-version", true, false},
          {"fake-process-group", false, false},
          {"allow-not-fitting", false, false},
          {"output", true, false}},
         runExport},
        {"import",
         "import INPUT --format hf|bridge-yaml|megatron-args [--hardware H] [--gpus N] [--seq S] [--model M]\n"
         "            [-o recipe.yaml]   INPUT - reads stdin",
         {{"format", true, false},
          {"hardware", true, false},
          {"gpus", true, false},
          {"seq", true, false},
          {"model", true, false},
          {"output", true, false}},
         runImport},
        {"report",
         "report [FILE]               headless report (default: the built-in default recipe)\n"
         "       report [FILE] --log L [--trace T...] [--contract C] [--bridge-yaml Y] [--baseline FILE...]\n"
         "            [--from 41 --to 50] [--format markdown|html] [-o OUT]   evidence pack",
         {{"log", true, false},
          {"trace", true, true},
          {"contract", true, true},
          {"bridge-yaml", true, false},
          {"baseline", true, true},
          {"from", true, false},
          {"to", true, false},
          {"format", true, false},
          {"output", true, false},
          {"calibration", true, false}},
         runReport},
        {"contract",
         "contract FILE... [--from 41 --to 50] [-o OUT]   measurement contract filled from recipes, Bridge YAML,\n"
         "            logs, traces and contract files, each value with its source; the label and why",
         {{"from", true, false}, {"to", true, false}, {"output", true, false}},
         runContract},
        {"compare",
         "compare A B | compare --a FILE... --b FILE... [--from 41 --to 50] [--format markdown|html] [-o OUT]\n"
         "            A/B: every variable that differs, deltas, and whether the gain is attributable",
         {{"a", true, true},
          {"b", true, true},
          {"from", true, false},
          {"to", true, false},
          {"format", true, false},
          {"output", true, false}},
         runCompare},
        {"models", "models                      built-in model catalog with parameter counts", {}, runModels},
        {"hardware", "hardware                    built-in GPU catalog", {}, runHardware},
        {"recipes",
         "recipes [--model M] [--gpu G] [--precision P] [--seq S]  built-in recipe library (use as builtin:NAME)",
         {{"model", true, false}, {"gpu", true, false}, {"precision", true, false}, {"seq", true, false}},
         runRecipes},
        {"fields",
         "fields [--markdown]         every recipe field path accepted by --set",
         {{"markdown", false, false}},
         runFields},
    };
    return all;
}

void printUsage(std::ostream& out) {
    out << "usage: moe-plan COMMAND [ARGS] [--json] [--set dotted.path=value ...]\n\ncommands:\n";
    for (const auto& c : commands()) out << "  " << c.usage << "\n";
    out << "\nFILE is a recipe YAML path or builtin:NAME. --set overrides any recipe field before evaluation\n"
           "(e.g. --set layout.tp=2 --set layout.seq_length=131072); see `moe-plan fields`.\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        printUsage(args.empty() ? std::cerr : std::cout);
        return args.empty() ? moe::cli::kExitError : moe::cli::kExitOk;
    }
    if (args[0] == "--version" || args[0] == "version") {
        std::cout << "moe-plan " << MOE_VERSION << "\n";
        return moe::cli::kExitOk;
    }
    for (const auto& c : commands()) {
        if (args[0] != c.name) continue;
        auto parsed = moe::cli::parseArgs(c.name, std::vector<std::string>(args.begin() + 1, args.end()), c.options);
        if (!parsed) return moe::cli::reportError(parsed.error());
        return c.run(*parsed);
    }
    std::cerr << "moe-plan: unknown command '" << args[0] << "' (try moe-plan help)\n";
    return moe::cli::kExitError;
}

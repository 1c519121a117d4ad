#pragma once
// moe-plan contract / compare / report --log ...: the measurement contract, A/B comparison and
// evidence pack of issue 8 (core/evidence).
#include "cli_args.h"
#include "core/common/error.h"
#include "core/evidence/run_evidence.h"

namespace moe::cli {

int runContract(const ParsedArgs& args);
int runCompare(const ParsedArgs& args);
// `report` with evidence options (--log, --trace, --contract, --bridge-yaml, --baseline, --format).
int runEvidenceReport(const ParsedArgs& args);
// True when `report` was given any evidence option (else it prints the recipe report as before).
bool wantsEvidenceReport(const ParsedArgs& args);
// --set overrides and the steady window (--from/--to) every command that loads runs takes.
Result<evidence::RunLoadOptions> runLoadOptions(const ParsedArgs& args);

}  // namespace moe::cli

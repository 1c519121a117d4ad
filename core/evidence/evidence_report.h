#pragma once
// The seeds' evidence pack (seed 004 phase 5, domain §11) as Markdown and as one self-contained
// HTML file with inline SVG charts: label and reasons, the measurement contract by section
// (versions, hardware and topology, semantics, ...) with each value's source and the unknowns,
// proof that the requested dispatcher / precision kernels / overlap / graph replay ran, the steady
// window (step time, TFLOP/s/GPU, loss health, skipped/NaN, peak memory), predicted vs measured,
// and the A/B evidence with the exact config diff and the attribution verdict.
//
// Both renderings come from one document model, so they always hold the same facts. Output is
// deterministic (no clock, file names without directories), so a report can be a golden file.
#include <optional>
#include <string>
#include <vector>

#include "core/evidence/contract_diff.h"
#include "core/evidence/predicted_vs_measured.h"
#include "core/evidence/run_evidence.h"

namespace moe::evidence {

struct EvidenceReportInput {
    std::string title;                    // empty = "Evidence pack: <run name>"
    RunEvidence run;                      // the run (B, the candidate, in an A/B)
    std::optional<RunEvidence> baseline;  // A
    std::optional<AbComparison> ab;       // compareRuns(*baseline, run)
    std::optional<PredictedVsMeasured> predicted;
    // The constants `predicted` came from: "built-in" or a cluster profile's name (said beside it).
    std::string calibration_name = "built-in";
};

// A report as blocks, rendered by both formats.
struct ReportBlock {
    enum class Kind { Heading, Paragraph, Bullets, Table, Svg };
    Kind kind = Kind::Paragraph;
    int level = 2;                               // headings
    std::string text;                            // heading / paragraph / SVG markup
    std::vector<std::string> items;              // bullets, or table headers
    std::vector<std::vector<std::string>> rows;  // table rows
};

std::vector<ReportBlock> buildEvidenceReport(const EvidenceReportInput& input);
std::string renderMarkdown(const std::vector<ReportBlock>& blocks);
std::string renderHtml(const std::vector<ReportBlock>& blocks, const std::string& title);

std::string evidenceReportMarkdown(const EvidenceReportInput& input);
std::string evidenceReportHtml(const EvidenceReportInput& input);

}  // namespace moe::evidence

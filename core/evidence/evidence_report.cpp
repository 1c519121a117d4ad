#include "core/evidence/evidence_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/common/text.h"
#include "core/common/units.h"
#include "core/evidence/svg_chart.h"
#include "core/flops/model_flops.h"
#include "core/recipe/recipe_description.h"

namespace moe::evidence {
namespace {

std::string fixed(double v, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}
std::string opt(const std::optional<double>& v, int digits, const char* none = "unknown") {
    return v && std::isfinite(*v) ? fixed(*v, digits) : std::string(none);
}
std::string signedFixed(const std::optional<double>& v, int digits) {
    if (!v) return "n/a";
    // What rounds to zero at these digits is a zero without a sign ("-0", "+0.0 %": review 24).
    const double scale = std::pow(10.0, digits);
    if (std::round(std::abs(*v) * scale) == 0) return fixed(0.0, digits);
    return (*v > 0 ? "+" : "") + fixed(*v, digits);
}
ReportBlock heading(int level, std::string text) {
    return {ReportBlock::Kind::Heading, level, std::move(text), {}, {}};
}
ReportBlock para(std::string text) {
    return {ReportBlock::Kind::Paragraph, 0, std::move(text), {}, {}};
}
ReportBlock bullets(std::vector<std::string> items) {
    return {ReportBlock::Kind::Bullets, 0, {}, std::move(items), {}};
}
ReportBlock table(std::vector<std::string> headers, std::vector<std::vector<std::string>> rows) {
    return {ReportBlock::Kind::Table, 0, {}, std::move(headers), std::move(rows)};
}
ReportBlock svg(std::string markup) {
    return {ReportBlock::Kind::Svg, 0, std::move(markup), {}, {}};
}

void labelBlocks(std::vector<ReportBlock>& out, const MeasurementContract& c) {
    const LabelVerdict v = contractLabel(c);
    out.push_back(
        para(std::string("Label: **") +
             (v.label == RunLabel::BenchmarkOnly ? "benchmark-only" : "training-equivalent") + "**" +
             (v.reasons.empty()
                  ? ": none of the settings that make a run benchmark-only was found in its sources (forced load "
                    "balancing, synthetic data, a disabled optimizer or checkpoint path)"
                  : ". Reasons:")));
    if (!v.reasons.empty()) out.push_back(bullets(v.reasons));
    if (c.declared_label == RunLabel::TrainingEquivalent && v.label == RunLabel::BenchmarkOnly)
        out.push_back(para("Declared training-equivalent, but the recorded variables make it benchmark-only."));
}

void contractBlocks(std::vector<ReportBlock>& out, const MeasurementContract& c) {
    out.push_back(heading(2, "Measurement contract"));
    std::string section;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> unknown;
    auto flush = [&]() {
        if (!section.empty()) {
            out.push_back(heading(3, section));
            if (rows.empty())
                out.push_back(para("Nothing recorded."));
            else
                out.push_back(table({"variable", "value", "source"}, rows));
            if (!unknown.empty()) {
                std::string u;
                for (const auto& k : unknown) u += (u.empty() ? "" : ", ") + ("`" + k + "`");
                out.push_back(para("Unknown (fill in the contract): " + u + "."));
            }
        }
        rows.clear();
        unknown.clear();
    };
    for (const auto& k : contractKeys()) {
        if (k.section != section) {
            flush();
            section = k.section;
        }
        if (const ContractEntry* e = c.find(k.key))
            rows.push_back({"`" + k.key + "`", e->value.empty() ? "(empty)" : e->value, e->source});
        else if (!k.derived)
            unknown.push_back(k.key);
    }
    flush();
}

// Which FLOPs count the window's TFLOP/s is in, where the counts differ for the run's model: the
// log's own (log_flops), or the studio's for a figure recomputed from the recipe.
std::string tflopsCountWords(const RunEvidence& run) {
    if (run.log_flops) {
        const std::string words = run.log_flops->countWords();
        return words.empty() ? std::string() : ", " + words;
    }
    const auto& w = *run.window;
    if (w.tflops_source == logs::TflopsSource::Recomputed && run.recipe && run.matchesRecipe() &&
        !otherFlopsCounts(run.recipe->model, run.recipe->layout.seq_length).empty())
        return ", " + std::string(flopsCountInfo(kStudioFlopsCount).by);
    return {};
}

void windowBlocks(std::vector<ReportBlock>& out, const RunEvidence& run, const PredictedVsMeasured* predicted) {
    if (!run.window) {
        out.push_back(heading(2, "Steady window"));
        out.push_back(
            para(run.log ? "The training log covers no iteration of the steady window (see the warnings): step time, "
                           "TFLOP/s/GPU, loss health and memory are unmeasured."
                         : "No training log attached: step time, TFLOP/s/GPU, loss health and memory are unmeasured."));
        return;
    }
    const auto& w = *run.window;
    const bool probablyAnother = run.matchesRecipe() && predicted && !predicted->compared;
    const bool recipesJob = run.matchesRecipe() && !probablyAnother;
    const std::string notRecomputed = std::string("not printed by the log, and not recomputed: ") +
                                      (probablyAnother           ? "probably not this recipe's run"
                                       : !run.verdict.isOneJob() ? "the run's files are not one job's"
                                                                 : "not this recipe's run");
    out.push_back(heading(2, "Steady window " + std::to_string(w.from) + "-" + std::to_string(w.to) + " (" +
                                 baseName(run.log_origin) + ")"));
    std::vector<std::vector<std::string>> rows = {
        {"coverage", windowCoverage(w)},
        {"step time mean (ms, iteration-weighted)", fixed(w.step_time_ms_mean, 1)},
        {"step time median / min / max (ms)",
         fixed(w.step_time_ms_median, 1) + " / " + fixed(w.step_time_ms_min, 1) + " / " + fixed(w.step_time_ms_max, 1)},
        // Recomputed means the recipe's model FLOPs over the run's step time: another job's run
        // gets no such figure, it would be the recipe's. The prediction can find another job the
        // verdict did not (a step 3x off): such a run gets none either (review: "probably not this
        // recipe's run" beside TFLOP/s recomputed from the recipe's FLOPs).
        {"model TFLOP/s/GPU", w.tflops_source == logs::TflopsSource::Recomputed && !recipesJob
                                  ? notRecomputed
                                  : opt(w.tflops_per_gpu_mean, 1) + " (" + logs::tflopsSourceName(w.tflops_source) +
                                        tflopsCountWords(run) + ")"},
        // Without a printed figure tokens/s needs a sequence and world size: the recipe's, unless the
        // run is another job's (review 25 read "needs the recipe's …" beside a recipe that had both).
        {"tokens/s/GPU", probablyAnother ? notRecomputed
                                         : opt(w.tokens_per_sec_per_gpu, 1,
                                               !run.recipe  ? "unknown (needs a recipe's sequence and world size)"
                                               : recipesJob ? "unknown"
                                                            : notRecomputed.c_str())},
        {"loss finite on every line", w.loss_finite ? "yes" : "**NO**"},
        {"grad norm finite", !w.grad_norm_logged ? "not logged" : (w.grad_norm_finite ? "yes" : "**NO**")},
        {"skipped / NaN iterations", std::to_string(w.skipped_iterations) + " / " + std::to_string(w.nan_iterations)},
        {"peak max allocated (MiB, over ranks)", w.peak_max_allocated_bytes
                                                     ? fixed(*w.peak_max_allocated_bytes / kMiB, 1)
                                                     : std::string("unknown (no memory line)")},
        {"peak max reserved (MiB, over ranks)", w.peak_max_reserved_bytes ? fixed(*w.peak_max_reserved_bytes / kMiB, 1)
                                                                          : std::string("unknown (no memory line)")},
        {"checkpoint / eval inside the window", std::to_string(w.events_in_window.size())},
    };
    out.push_back(table({"metric", "value"}, rows));
    std::vector<std::vector<std::string>> lines;
    for (const auto& l : w.lines)
        lines.push_back({std::to_string(l.iteration), std::to_string(l.covers_from) + "-" + std::to_string(l.iteration),
                         opt(l.step_time_ms, 1, "-"), opt(l.tflops_per_gpu, 1, "-"), l.loss_finite ? "yes" : "NO",
                         std::to_string(l.line)});
    out.push_back(
        table({"printed iteration", "averages", "step time (ms)", "TFLOP/s/GPU", "loss finite", "log line"}, lines));
    if (run.log) {
        LineChart chart{"Step time per printed iteration",
                        "training iteration (step)",
                        "step time (ms)",
                        {},
                        static_cast<double>(w.from),
                        static_cast<double>(w.to),
                        static_cast<double>(w.log_interval),
                        true};
        for (const auto& it : run.log->iterations)
            if (auto t = it.number("elapsed time per iteration (ms)"); t && std::isfinite(*t))
                chart.points.push_back({static_cast<double>(it.iteration), *t});
        out.push_back(svg(renderLineChartSvg(chart)));
    }
}

void proofBlocks(std::vector<ReportBlock>& out, const RunEvidence& run) {
    out.push_back(heading(2, "Did the requested mechanisms run?"));
    std::vector<std::vector<std::string>> rows;
    for (const auto& p : proveMechanisms(run.contract, run.traces))
        rows.push_back({p.mechanism, p.requested, std::string("**") + toString(p.status) + "**", p.evidence});
    out.push_back(table({"mechanism", "requested", "status", "evidence"}, rows));
    if (run.traces.empty()) {
        out.push_back(
            para("No trace attached: every requested mechanism is unproven (a configuration dump is not evidence)."));
        return;
    }
    std::vector<std::vector<std::string>> t;
    for (const auto& s : run.traces)
        t.push_back({baseName(s.path), s.format, std::to_string(s.ranks),
                     std::to_string(s.windows) + (s.step_aligned ? " steps" : " device windows"), fixed(s.window_ms, 3),
                     fixed(s.comm_ms, 3), fixed(s.compute_ms, 3), fixed(s.hiddenCommPct(), 2),
                     fixed(s.exposed_comm_ms, 3), fixed(s.idle_ms, 3)});
    out.push_back(table({"trace", "format", "ranks", "windows", "window (ms)", "comm ∪ (ms)", "compute ∪ (ms)",
                         "hidden comm (%)", "exposed comm (ms)", "idle (ms)"},
                        t));
}

// The verdict on whether the run is the recipe's job, ahead of everything it qualifies.
void verdictBlocks(std::vector<ReportBlock>& out, const RunEvidence& run) {
    // Files of two jobs first, in a line of their own: with or without a recipe, they are no run.
    if (!run.verdict.isOneJob()) {
        out.push_back(para("**" + run.verdict.mixedSummary() +
                           ".** The attached files disagree about the job they come from, so they are not one run: "
                           "its figures are not compared with any prediction. Attach the log and the traces of one "
                           "job."));
        std::vector<std::string> items;
        for (const auto& m : run.verdict.mixed) items.push_back(m.text());
        out.push_back(bullets(items));
    }
    if (!run.recipe || run.verdict.conflicts.empty()) return;
    out.push_back(para("**" + run.verdict.summary() + ".** What the run recorded contradicts the recipe " +
                       baseName(run.recipe_origin) +
                       ", so its figures are not compared with the recipe's prediction and no prediction error "
                       "is shown. Attach the recipe the run used (or fix it) to see prediction errors."));
    std::vector<std::string> items;
    for (const auto& m : run.verdict.conflicts) items.push_back(m.text());
    out.push_back(bullets(items));
}

// The model's own figures with the digits its band supports; the rest with two decimals.
std::string predictedText(const ComponentError& r, const Uncertainty& band) {
    if (r.banded == ComponentError::Banded::No || !band.known()) return fixed(r.predicted, 2);
    return formatToBand(r.predicted, band.halfWidth()) + " " + band.text();
}

std::string bandSentence(const Uncertainty& band) {
    if (!band.known()) return "No uncertainty band is known for this recipe.";
    return "The model's band: " + band.description() +
           "; a measured value inside it is as close as the model can tell.";
}

// Which constants made the prediction: a cluster profile fitted to the user's runs is not the
// model the band was measured for, and a reader of the report must know which one spoke.
std::string calibrationSentence(const std::string& name) {
    if (name.empty() || name == "built-in") return "Calibration: built-in (fitted to published runs).";
    return "Calibration: " + name +
           ", not the built-in constants; the band is the built-in model's on published rows, not re-measured for it.";
}

void predictedBlocks(std::vector<ReportBlock>& out, const PredictedVsMeasured& p, const RunEvidence& run,
                     const std::string& calibrationName) {
    out.push_back(heading(2, "Predicted vs measured"));
    if (!p.compared || !run.matchesRecipe()) {
        // The facts' verdict leads the report; a step far off the prediction is said here.
        out.push_back(
            run.matchesRecipe()
                ? para("**Not compared: " + p.not_compared + ".** The recipe's own prediction, for reference:")
                : para(std::string(run.verdict.isOneJob() ? "**Not compared: the run is not the recipe's job**"
                                                          : "**Not compared: the run's files are not one job's**") +
                       " (see the verdict at the top). The recipe's own prediction, for reference:"));
        std::vector<std::vector<std::string>> rows;
        for (const auto& r : p.rows) rows.push_back({r.label, predictedText(r, p.band)});
        out.push_back(table({"component", "predicted for the recipe"}, rows));
        return;
    }
    out.push_back(para("Estimate of the attached recipe (wall to attack first: " +
                       std::string(wallWords(p.estimate.dominant_wall)) + "); error = predicted − measured. " +
                       bandSentence(p.band) + " " + calibrationSentence(calibrationName)));
    std::vector<std::vector<std::string>> rows;
    for (const auto& r : p.rows) {
        const auto inside = r.insideBand(p.band);
        // The error is the unrounded prediction's, as the studio's Runs dock shows it (review 18 read
        // −9.2 % here and −9.7 % there), printed to the digit the band leaves the prediction: the
        // two cells subtracted give it to that digit (review 15 read 4300 − 5617.96 beside −1344.51).
        const std::optional<double> error = r.error(), errorPct = r.errorPct();
        std::string errorText = signedFixed(error, 2);
        if (error && r.banded != ComponentError::Banded::No && p.band.known()) {
            int place = bandDigitExponent(r.predicted, p.band.halfWidth());
            // An error smaller than that digit, but not by the percentage beside it, is not zero:
            // its first significant digit (review 40 read "0" beside "+1.9 %"); still within a unit
            // of the printed cells' difference. One that rounds to 0.0 % stays 0 (review 24).
            if (errorPct && std::abs(*errorPct) >= 0.05 && std::round(*error / std::pow(10.0, place)) == 0)
                place = static_cast<int>(std::floor(std::log10(std::abs(*error))));
            const double unit = std::pow(10.0, place);
            errorText = signedFixed(std::round(*error / unit) * unit, std::max(0, -place));
        }
        rows.push_back({r.label, predictedText(r, p.band), opt(r.measured, 2, "-"), errorText,
                        errorPct ? signedFixed(errorPct, 1) + " %" : std::string("-"),
                        inside ? (*inside ? "yes" : "no") : std::string("-"), r.measured_source});
    }
    out.push_back(table({"component", "predicted", "measured", "error", "error %", "inside the band", "measured from"}, rows));
    if (!p.tflops_note.empty()) out.push_back(para(p.tflops_note));
    if (!p.warnings.empty()) out.push_back(bullets(p.warnings));
}

void abBlocks(std::vector<ReportBlock>& out, const AbComparison& ab, const std::string& nameA,
              const std::string& nameB) {
    out.push_back(heading(2, "A/B evidence"));
    out.push_back(para("A (baseline): " + nameA + "; B: " + nameB + "."));
    out.push_back(para(std::string("Attribution: **") + (ab.attributable ? "attributable" : "not attributable") +
                       "**: " + ab.attribution_reason + "."));
    out.push_back(heading(3, "Exact config diff"));
    std::vector<std::vector<std::string>> rows;
    for (const auto& c : ab.diff.changed)
        rows.push_back({"`" + c.key + "`", c.a.value_or("?"), c.b.value_or("?"), c.source_a, c.source_b});
    for (const auto& c : ab.diff.derived_changed)
        rows.push_back({"`" + c.key + "` (derived)", c.a.value_or("?"), c.b.value_or("?"), c.source_a, c.source_b});
    if (rows.empty())
        out.push_back(para("No recorded variable differs."));
    else
        out.push_back(table({"variable", "A", "B", "source A", "source B"}, rows));
    if (!ab.diff.known_on_one_side.empty()) {
        std::vector<std::vector<std::string>> one;
        for (const auto& c : ab.diff.known_on_one_side)
            one.push_back({"`" + c.key + "`", c.a.value_or("unknown"), c.b.value_or("unknown"),
                           c.a ? c.source_a : std::string("-"), c.b ? c.source_b : std::string("-")});
        // With where each known value came from: a recipe's setting is not a fact the log recorded.
        out.push_back(para("Known for one run only (cannot be shown fixed):"));
        out.push_back(table({"variable", "A", "B", "source A", "source B"}, one));
    }
    out.push_back(para(std::string("Labels: A ") + toString(ab.diff.label_a.label) + ", B " +
                       toString(ab.diff.label_b.label) + "."));
    out.push_back(heading(3, "Deltas"));
    std::vector<std::vector<std::string>> d;
    BarChart chart{"A/B: A (baseline) vs B", "A: " + nameA, "B: " + nameB, {}};
    // A verdict only where the pair is an A/B: B better or worse than A when one variable changed;
    // runs that differ in more (or unrelated runs) get none (issue 41: such a pair read "better").
    // A, B and Δ are printed at the same digits; Δ is B − A of the unrounded values (not of the
    // printed figures), and a Δ that prints as zero reads "same", not "better" beside "0.00".
    constexpr int kDigits = 2;
    auto verdict = [&ab](const MetricDelta& m) -> std::string {
        if (!ab.attributable) return "- (not attributable)";
        const auto delta = m.delta();
        if (!delta) return "-";
        if (std::round(std::abs(*delta) * std::pow(10.0, kDigits)) == 0) return "same";
        return (*delta > 0) == m.higher_is_better ? "better" : "worse";
    };
    for (const auto& m : ab.metrics) {
        d.push_back({m.label, opt(m.a, kDigits, "-"), opt(m.b, kDigits, "-"), signedFixed(m.delta(), kDigits),
                     m.pct() ? signedFixed(m.pct(), 2) + " %" : std::string("-"), verdict(m)});
        chart.groups.push_back({m.label, m.a, m.b});
    }
    if (d.empty())
        out.push_back(para("No measurement on either side."));
    else
        out.push_back(table({"metric", "A", "B", "Δ (B − A)", "Δ %", "B against A"}, d));
    if (!chart.groups.empty()) out.push_back(svg(renderBarChartSvg(chart)));
    if (!ab.warnings.empty()) {
        out.push_back(heading(3, "A/B warnings"));
        out.push_back(bullets(ab.warnings));
    }
}

std::string mdCell(std::string s) {
    for (size_t at = s.find('|'); at != std::string::npos; at = s.find('|', at + 2)) s.replace(at, 1, "\\|");
    return s;
}

// Minimal inline Markdown for HTML: **bold** and `code`, everything else escaped.
std::string inlineHtml(const std::string& s) {
    std::string out;
    bool bold = false, code = false;
    for (size_t i = 0; i < s.size(); ++i) {
        if (!code && s.compare(i, 2, "**") == 0) {
            out += bold ? "</strong>" : "<strong>";
            bold = !bold;
            ++i;
        } else if (s[i] == '`') {
            out += code ? "</code>" : "<code>";
            code = !code;
        } else {
            out += escapeXml(std::string(1, s[i]));
        }
    }
    if (code) out += "</code>";
    if (bold) out += "</strong>";
    return out;
}

// What the report calls a side of the A/B: the run's own name where the caller gave each run one
// (the studio's "Run 1: x.log"), so both sides are named alike (review 19 read A by its log and B by
// its recipe); else its contract's name, and the side's letter when both carry the same one.
std::string sideName(const RunEvidence& side, const RunEvidence& other, const char* letter) {
    const bool ownName = !side.name.empty() && side.name != other.name && side.name != letter && side.name != side.contract.name;
    if (ownName && !other.name.empty()) return side.name;
    if (side.contract.name != other.contract.name) return side.contract.name;
    if (ownName) return side.name;
    return side.contract.name + " (" + letter + ")";
}

}  // namespace

std::vector<ReportBlock> buildEvidenceReport(const EvidenceReportInput& in) {
    std::vector<ReportBlock> out;
    const RunEvidence& run = in.run;
    out.push_back(heading(1, in.title.empty() ? "Evidence pack: " + run.contract.name : in.title));
    std::vector<std::string> sources;
    // With what it describes: one name can stand for several states of a recipe (review 26 read
    // "studio recipe at 08:09:04" while the studio held another layout under that name).
    if (run.recipe) sources.push_back("recipe: " + baseName(run.recipe_origin) + " — " + describeRecipe(*run.recipe));
    if (run.log) sources.push_back("training log: " + baseName(run.log_origin));
    for (const auto& t : run.traces) sources.push_back("trace: " + baseName(t.path));
    const std::string nameA = in.baseline ? sideName(*in.baseline, run, "A") : (in.ab ? in.ab->name_a : "");
    const std::string nameB = in.baseline ? sideName(run, *in.baseline, "B") : run.contract.name;
    if (in.baseline) sources.push_back("baseline (A): " + nameA);
    out.push_back(bullets(sources.empty() ? std::vector<std::string>{"no sources"} : sources));
    verdictBlocks(out, run);
    labelBlocks(out, run.contract);
    if (in.ab) abBlocks(out, *in.ab, nameA, nameB);
    windowBlocks(out, run, in.predicted ? &*in.predicted : nullptr);
    proofBlocks(out, run);
    if (in.predicted) predictedBlocks(out, *in.predicted, run, in.calibration_name);
    contractBlocks(out, run.contract);
    if (!run.warnings.empty()) {
        out.push_back(heading(2, "Warnings"));
        out.push_back(bullets(run.warnings));
    }
    return out;
}

std::string renderMarkdown(const std::vector<ReportBlock>& blocks) {
    std::string md;
    for (const auto& b : blocks) {
        switch (b.kind) {
            case ReportBlock::Kind::Heading:
                md += std::string(static_cast<size_t>(b.level), '#') + " " + b.text + "\n\n";
                break;
            case ReportBlock::Kind::Paragraph:
                md += b.text + "\n\n";
                break;
            case ReportBlock::Kind::Bullets:
                for (const auto& i : b.items) md += "- " + i + "\n";
                md += "\n";
                break;
            case ReportBlock::Kind::Table: {
                std::string head = "|", rule = "|";
                for (const auto& h : b.items) head += " " + mdCell(h) + " |", rule += "---|";
                md += head + "\n" + rule + "\n";
                for (const auto& r : b.rows) {
                    std::string line = "|";
                    for (const auto& cell : r) line += " " + mdCell(cell) + " |";
                    md += line + "\n";
                }
                md += "\n";
                break;
            }
            case ReportBlock::Kind::Svg:
                md += "_(chart in the HTML report)_\n\n";
                break;
        }
    }
    return md;
}

std::string renderHtml(const std::vector<ReportBlock>& blocks, const std::string& title) {
    std::string h =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>" + escapeXml(title) +
        "</title>\n<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#111}"
        "table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;"
        "vertical-align:top}th{background:#f3f4f6}code{background:#f3f4f6;padding:0 3px}</style>\n</head>\n<body>\n";
    for (const auto& b : blocks) {
        switch (b.kind) {
            case ReportBlock::Kind::Heading: {
                const std::string tag = "h" + std::to_string(b.level);
                h += "<" + tag + ">" + inlineHtml(b.text) + "</" + tag + ">\n";
                break;
            }
            case ReportBlock::Kind::Paragraph:
                h += "<p>" + inlineHtml(b.text) + "</p>\n";
                break;
            case ReportBlock::Kind::Bullets:
                h += "<ul>\n";
                for (const auto& i : b.items) h += "<li>" + inlineHtml(i) + "</li>\n";
                h += "</ul>\n";
                break;
            case ReportBlock::Kind::Table:
                h += "<table>\n<thead><tr>";
                for (const auto& c : b.items) h += "<th>" + inlineHtml(c) + "</th>";
                h += "</tr></thead>\n<tbody>\n";
                for (const auto& r : b.rows) {
                    h += "<tr>";
                    for (const auto& c : r) h += "<td>" + inlineHtml(c) + "</td>";
                    h += "</tr>\n";
                }
                h += "</tbody>\n</table>\n";
                break;
            case ReportBlock::Kind::Svg:
                h += "<figure>" + b.text + "</figure>\n";
                break;
        }
    }
    return h + "</body>\n</html>\n";
}

std::string evidenceReportMarkdown(const EvidenceReportInput& input) {
    return renderMarkdown(buildEvidenceReport(input));
}

std::string evidenceReportHtml(const EvidenceReportInput& input) {
    const auto blocks = buildEvidenceReport(input);
    return renderHtml(blocks, blocks.empty() ? "Evidence pack" : blocks.front().text);
}

}  // namespace moe::evidence

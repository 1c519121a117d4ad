#include "core/perf/cross_validation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

#include "core/common/text.h"

namespace moe {

const char* toString(CvScheme s) {
    switch (s) {
        case CvScheme::LeaveOneSystemOut: return "leave_one_system_out";
        case CvScheme::LeaveOneModelOut: return "leave_one_model_out";
        case CvScheme::LeaveOneContainerOut: return "leave_one_container_out";
    }
    return "?";
}

const std::vector<CvScheme>& allCvSchemes() {
    static const std::vector<CvScheme> all = {CvScheme::LeaveOneSystemOut, CvScheme::LeaveOneModelOut, CvScheme::LeaveOneContainerOut};
    return all;
}

std::string cvGroup(CvScheme s, const PublishedRun& run) {
    switch (s) {
        case CvScheme::LeaveOneSystemOut: return run.system;
        case CvScheme::LeaveOneModelOut: return catalogModelName(run.model);
        case CvScheme::LeaveOneContainerOut: return run.container;
    }
    return {};
}

namespace {

// The layout knobs a published row states.
std::vector<std::pair<const char*, int64_t>> knobs(const PublishedRun& r) {
    return {{"TP", r.tp}, {"PP", r.pp}, {"CP", r.cp}, {"VP", r.vp}, {"EP", r.ep}, {"MBS", r.mbs}, {"GBS", r.gbs}};
}

bool sameRun(const PublishedRun& a, const PublishedRun& b) {
    return a.container == b.container && a.model == b.model && a.system == b.system && a.precision == b.precision && a.gbs == b.gbs &&
           a.mbs == b.mbs && a.vp == b.vp && a.pp == b.pp && a.ep == b.ep;
}

}  // namespace

std::vector<Contradiction> findContradictions(const std::vector<PublishedRun>& runs, double minRatio) {
    std::vector<Contradiction> out;
    for (size_t i = 0; i < runs.size(); ++i)
        for (size_t j = 0; j < runs.size(); ++j) {
            const PublishedRun& a = runs[i];  // candidate slower
            const PublishedRun& b = runs[j];
            if (i == j || catalogModelName(a.model) != catalogModelName(b.model) || a.system != b.system || a.gpus != b.gpus ||
                a.seq != b.seq)
                continue;
            const bool samePrecision = (a.precision == b.precision) || (a.precision == "FP8-MX" && b.precision == "MXFP8") ||
                                       (a.precision == "MXFP8" && b.precision == "FP8-MX");
            if (!samePrecision || a.tokens_per_s_per_gpu <= 0) continue;
            const auto ka = knobs(a), kb = knobs(b);
            int differing = 0;
            std::string knob;
            for (size_t k = 0; k < ka.size(); ++k)
                if (ka[k].second != kb[k].second) {
                    ++differing;
                    knob += (knob.empty() ? "" : ", ") + std::string(ka[k].first) + " " + std::to_string(ka[k].second) + " vs " +
                            std::to_string(kb[k].second);
                }
            const double ratio = b.tokens_per_s_per_gpu / a.tokens_per_s_per_gpu;
            if (differing < 1 || differing > 2 || ratio < minRatio) continue;
            // One entry per slower row: the sibling with the largest ratio.
            auto it = std::find_if(out.begin(), out.end(), [&](const Contradiction& c) { return sameRun(c.slower, a); });
            if (it == out.end()) out.push_back({a, b, knob, ratio});
            else if (ratio > it->ratio) *it = {a, b, knob, ratio};
        }
    return out;
}

CrossValidation crossValidate(const std::vector<PublishedRun>& runs, const Calibration& start, int rounds,
                              const std::function<bool(const std::string&)>& progress, KnobEra era) {
    CrossValidation cv;
    std::vector<PublishedRun> modelledRuns;
    for (const auto& run : runs) {
        if (isFootnotedRegression(run)) continue;
        auto r = recipeForRun(run, era);
        if (!r) {
            cv.unmodelled.push_back(run.model + " on " + run.system + " (" + run.container + "): " + r.error().reason);
            continue;
        }
        modelledRuns.push_back(run);
    }
    std::vector<FitCase> cases = fitCases(modelledRuns, era);
    for (auto& seed : seedFigureCases()) cases.push_back(std::move(seed));
    cv.rows = static_cast<int>(cases.size());
    cv.contradictions = findContradictions(modelledRuns);
    auto contradicting = [&](const PublishedRun& r) {
        return std::any_of(cv.contradictions.begin(), cv.contradictions.end(), [&](const Contradiction& c) { return sameRun(c.slower, r); });
    };
    for (CvScheme scheme : allCvSchemes()) {
        std::set<std::string> groups;
        for (const auto& c : cases) groups.insert(cvGroup(scheme, c.run));
        CvSchemeResult result;
        result.scheme = scheme;
        int k = 0;
        for (const std::string& g : groups) {
            ++k;
            if (progress && !progress(std::string(toString(scheme)) + ": " + g + " (" + std::to_string(k) + "/" + std::to_string(groups.size()) + ")"))
                return cv;
            std::vector<FitCase> train;
            for (const auto& c : cases)
                if (cvGroup(scheme, c.run) != g) train.push_back(c);
            const Calibration fitted = fitFromDataBlindStarts(train, start, rounds);
            for (const auto& c : cases) {
                if (cvGroup(scheme, c.run) != g) continue;
                CvRow row;
                row.run = c.run;
                row.recipe = c.recipe;
                row.group = g;
                if (auto e = c.predict(fitted)) {
                    row.predicted_tokens_per_s_per_gpu = e->tokens_per_s_per_gpu;
                    row.predicted_tflops_per_gpu = e->model_tflops_per_gpu;
                }
                row.error = (row.predicted_tokens_per_s_per_gpu - c.published) / c.published;
                row.contradicting = contradicting(c.run);
                result.rows.push_back(row);
            }
        }
        std::vector<double> errors;
        int within = 0;
        for (const auto& row : result.rows) {
            const double a = std::fabs(row.error);
            errors.push_back(a);
            if (a <= 0.20) ++within;
            result.max_abs_error_all = std::max(result.max_abs_error_all, a);
            if (!row.contradicting) result.max_abs_error = std::max(result.max_abs_error, a);
        }
        if (!errors.empty()) {
            std::sort(errors.begin(), errors.end());
            const size_t n = errors.size();
            result.median_abs_error = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
            result.share_within_20pct = static_cast<double>(within) / static_cast<double>(n);
        }
        // Rows in published order within each scheme, so documents diff cleanly.
        cv.schemes.push_back(std::move(result));
    }
    return cv;
}

std::string crossValidationMarkdown(const CrossValidation& cv) {
    std::ostringstream o;
    o << "| Scheme | Rows | Median abs error | Within ±20 % | Worst (consistent rows) | Worst (all rows) |\n|---|---|---|---|---|---|\n";
    for (const auto& s : cv.schemes)
        o << "| " << toString(s.scheme) << " | " << s.rows.size() << " | "
          << formatDouble(100 * s.median_abs_error, "%.1f") << " % | "
          << formatDouble(100 * s.share_within_20pct, "%.0f") << " % | " << formatDouble(100 * s.max_abs_error, "%.1f")
          << " % | " << formatDouble(100 * s.max_abs_error_all, "%.1f") << " % |\n";
    o << "\nRows that contradict a sibling row (same model, system, precision and GPU count, one or two layout knobs apart, at least 1.5x "
         "slower); they stay in the median and the ±20 % share and are left out of the consistent-rows worst case only:\n\n";
    if (cv.contradictions.empty()) o << "- none\n";
    for (const auto& c : cv.contradictions)
        o << "- " << c.slower.model << " on " << c.slower.system << " (" << c.slower.container << "): " << c.knob
          << " of the " << c.faster.container << " row, " << formatDouble(c.ratio, "%.2f") << "x slower ("
          << formatDouble(c.slower.tokens_per_s_per_gpu, "%.0f") << " vs "
          << formatDouble(c.faster.tokens_per_s_per_gpu, "%.0f") << " tokens/s/GPU)\n";
    o << "\nRows not modelled:\n\n";
    if (cv.unmodelled.empty()) o << "- none\n";
    for (const auto& u : cv.unmodelled) o << "- " << u << "\n";
    for (const auto& s : cv.schemes) {
        o << "\n### " << toString(s.scheme) << "\n\n| Held out | Model | System | Container | Layout | Published tok/s/GPU | Predicted | Error |\n"
          << "|---|---|---|---|---|---|---|---|\n";
        for (const auto& r : s.rows)
            o << "| " << r.group << " | " << r.run.model << " | " << r.run.system << " | " << r.run.container << " | TP"
              << r.run.tp << " PP" << r.run.pp << " VP" << r.run.vp << " EP" << r.run.ep << " MBS" << r.run.mbs
              << " GBS" << r.run.gbs << " " << r.run.precision << " | "
              << formatDouble(r.run.tokens_per_s_per_gpu, "%.0f") << " | "
              << formatDouble(r.predicted_tokens_per_s_per_gpu, "%.0f") << " | " << formatDouble(100 * r.error, "%+.1f")
              << " %" << (r.contradicting ? " (contradicting)" : "") << " |\n";
    }
    return o.str();
}

}  // namespace moe

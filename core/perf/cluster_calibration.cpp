#include "core/perf/cluster_calibration.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

#include "core/common/text.h"
#include "core/common/units.h"
#include "core/memory/fit_verdict.h"
#include "core/memory/memory_model.h"
#include "core/perf/step_time_model.h"

namespace moe {
namespace {

constexpr double kFloorS = 1e-6;  // predictions of exposed comm may be 0: logs are floored here

// A refusal the studio translates (context "calibration_fit"); the CLI prints its English.
Error fitError(const std::string& field, Message reason) {
    return Error{{}, 0, 0, field, std::move(reason)};
}

const CalibrationConstant* findConstant(const std::string& key) {
    for (const auto& c : calibrationConstants())
        if (key == c.key) return &c;
    return nullptr;
}

struct Observation {
    size_t run = 0;
    ObservationKind kind = ObservationKind::StepTime;
    double measured_s = 0;
};

std::vector<Observation> observationsOf(const std::vector<MeasuredRun>& runs) {
    std::vector<Observation> obs;
    for (size_t i = 0; i < runs.size(); ++i) {
        obs.push_back({i, ObservationKind::StepTime, runs[i].step_time_s});
        if (runs[i].compute_s) obs.push_back({i, ObservationKind::Compute, *runs[i].compute_s});
        if (runs[i].exposed_comm_s) obs.push_back({i, ObservationKind::ExposedComm, *runs[i].exposed_comm_s});
    }
    return obs;
}

double pick(const StepEstimate& e, ObservationKind k) {
    switch (k) {
        case ObservationKind::StepTime: return e.step_time_s;
        case ObservationKind::Compute: return e.breakdown.compute_s;
        case ObservationKind::ExposedComm: return e.breakdown.exposedCommS();
    }
    return 0;
}

// Predictions of every observation under `cal` (one model evaluation per run).
Result<std::vector<double>> predictAll(const std::vector<MeasuredRun>& runs, const std::vector<Observation>& obs, const Calibration& cal) {
    std::vector<StepEstimate> estimates;
    estimates.reserve(runs.size());
    for (const auto& run : runs) {
        auto e = estimateStepTime(run.recipe, cal);
        if (!e) {
            Error err = e.error();
            const MessageArg inner = err.reason_text.empty() ? codeArg(err.reason) : messageArg(err.reason_text);
            err.reason_text =
                message("calibration_fit", MOE_TR("calibration_fit", "run '%1': %2"), textArg(run.name), inner);
            err.reason = err.reason_text.english();
            return err;
        }
        estimates.push_back(*e);
    }
    std::vector<double> out;
    out.reserve(obs.size());
    for (const auto& o : obs) out.push_back(pick(estimates[o.run], o.kind));
    return out;
}

std::vector<double> logResiduals(const std::vector<double>& predicted, const std::vector<Observation>& obs) {
    std::vector<double> r(obs.size());
    for (size_t i = 0; i < obs.size(); ++i)
        r[i] = std::log(std::max(predicted[i], kFloorS)) - std::log(std::max(obs[i].measured_s, kFloorS));
    return r;
}

double sumSquares(const std::vector<double>& v) {
    double s = 0;
    for (double x : v) s += x * x;
    return s;
}

struct Param {
    const CalibrationConstant* spec = nullptr;
    double lo = 0, hi = 0;
};

Param paramFor(const CalibrationConstant& spec, double base) {
    Param p{&spec, spec.min, spec.max};
    if (p.lo <= 0) p.lo = std::min(base, spec.max) * 1e-3;  // log space needs a positive floor
    return p;
}

// Elasticities d log t_i / d log c_j at `cal`, by central differences clamped to the bounds.
Result<std::vector<std::vector<double>>> jacobian(const std::vector<MeasuredRun>& runs, const std::vector<Observation>& obs,
                                                  const Calibration& cal, const std::vector<Param>& params) {
    std::vector<std::vector<double>> cols;
    for (const Param& p : params) {
        const double c = cal.*(p.spec->member);
        const double up = std::min(p.hi, c * std::exp(1e-3)), down = std::max(p.lo, c * std::exp(-1e-3));
        std::vector<double> col(obs.size(), 0.0);
        if (up > down && down > 0) {
            Calibration a = cal, b = cal;
            a.*(p.spec->member) = up;
            b.*(p.spec->member) = down;
            auto pa = predictAll(runs, obs, a);
            if (!pa) return pa.error();
            auto pb = predictAll(runs, obs, b);
            if (!pb) return pb.error();
            const double dx = std::log(up) - std::log(down);
            for (size_t i = 0; i < obs.size(); ++i)
                col[i] = (std::log(std::max((*pa)[i], kFloorS)) - std::log(std::max((*pb)[i], kFloorS))) / dx;
        }
        cols.push_back(std::move(col));
    }
    return cols;
}

double dot(const std::vector<double>& a, const std::vector<double>& b) {
    double s = 0;
    for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
    return s;
}

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

// Solves A x = b (small, dense) by Gaussian elimination with partial pivoting; false if singular.
bool solve(std::vector<std::vector<double>> a, std::vector<double> b, std::vector<double>& x) {
    const size_t n = b.size();
    for (size_t k = 0; k < n; ++k) {
        size_t piv = k;
        for (size_t i = k + 1; i < n; ++i)
            if (std::fabs(a[i][k]) > std::fabs(a[piv][k])) piv = i;
        if (std::fabs(a[piv][k]) < 1e-300) return false;
        std::swap(a[k], a[piv]);
        std::swap(b[k], b[piv]);
        for (size_t i = k + 1; i < n; ++i) {
            const double f = a[i][k] / a[k][k];
            for (size_t j = k; j < n; ++j) a[i][j] -= f * a[k][j];
            b[i] -= f * b[k];
        }
    }
    x.assign(n, 0.0);
    for (size_t k = n; k-- > 0;) {
        double s = b[k];
        for (size_t j = k + 1; j < n; ++j) s -= a[k][j] * x[j];
        x[k] = s / a[k][k];
    }
    return true;
}

}  // namespace

const char* toString(ObservationKind k) {
    switch (k) {
        case ObservationKind::StepTime: return "step_time";
        case ObservationKind::Compute: return "compute";
        case ObservationKind::ExposedComm: return "exposed_comm";
    }
    return "?";
}

const std::vector<std::string>& defaultClusterFitCandidates() {
    static const std::vector<std::string> keys = {"eta_dense_gemm", "eta_grouped_gemm", "eta_attention", "hbm_efficiency",
                                                  "eta_nvlink",     "eta_nic",          "eta_a2a_nccl",  "eta_a2a_flex",
                                                  "eta_a2a_flex_nic", "launch_cost_us", "step_fixed_overhead_s"};
    return keys;
}

Result<Identifiability> analyzeIdentifiability(const std::vector<MeasuredRun>& runs, const Calibration& base,
                                               const std::vector<std::string>& candidates, const ClusterFitOptions& options) {
    if (runs.empty())
        return fitError("runs",
                        message("calibration_fit", MOE_TR("calibration_fit", "no measured runs: give at least one")));
    for (const auto& run : runs) {
        if (!(run.step_time_s > 0) || !std::isfinite(run.step_time_s))
            return fitError("runs", message("calibration_fit",
                                            MOE_TR("calibration_fit", "run '%1': measured step time must be positive"),
                                            textArg(run.name)));
        for (const auto& v : {run.compute_s, run.exposed_comm_s})
            if (v && (!(*v >= 0) || !std::isfinite(*v)))
                return fitError(
                    "runs", message("calibration_fit",
                                    MOE_TR("calibration_fit", "run '%1': trace times must be finite and non-negative"),
                                    textArg(run.name)));
    }
    const auto obs = observationsOf(runs);
    Identifiability out;
    out.observations = static_cast<int>(obs.size());

    std::vector<Param> params;
    std::vector<ConstantDecision> decisions;
    for (const auto& key : candidates) {
        const CalibrationConstant* spec = findConstant(key);
        if (!spec)
            return fitError("fit",
                            message("calibration_fit", MOE_TR("calibration_fit", "unknown constant '%1' (see %2)"),
                                    codeArg(key), codeArg("resources/calibration/default.yaml")));
        ConstantDecision d;
        d.key = key;
        d.base = d.value = base.*(spec->member);
        d.min = spec->min;
        d.max = spec->max;
        if (!(d.base > 0)) {
            d.reason_text =
                message("calibration_fit",
                        MOE_TR("calibration_fit", "its base value is 0, which a multiplicative fit cannot move"));
            d.reason = d.reason_text.english();
            out.undetermined.push_back(d);
            continue;
        }
        params.push_back(paramFor(*spec, d.base));
        d.min = params.back().lo;
        decisions.push_back(d);
    }
    auto cols = jacobian(runs, obs, base, params);
    if (!cols) return cols.error();
    const double n = static_cast<double>(obs.size());
    std::vector<double> norm(params.size());
    std::vector<size_t> live;
    for (size_t j = 0; j < params.size(); ++j) {
        norm[j] = std::sqrt(dot((*cols)[j], (*cols)[j]));
        decisions[j].sensitivity = norm[j] / std::sqrt(n);
        if (decisions[j].sensitivity < options.zero_tolerance) {
            decisions[j].reason_text = message(
                "calibration_fit", MOE_TR("calibration_fit", "no run exercises it (step-time elasticity %1 < %2)"),
                codeArg(fmt("%.2g", decisions[j].sensitivity)), codeArg(fmt("%.2g", options.zero_tolerance)));
            decisions[j].reason = decisions[j].reason_text.english();
            out.undetermined.push_back(decisions[j]);
        } else {
            live.push_back(j);
        }
    }
    // Pivoted Gram–Schmidt: take the live column with the largest residual, orthogonalise the rest.
    std::vector<std::vector<double>> resid(params.size());
    for (size_t j : live) resid[j] = (*cols)[j];
    std::vector<size_t> chosen;
    std::vector<std::vector<double>> basis;
    while (!live.empty()) {
        size_t best = live.front();
        double bestNorm = -1;
        for (size_t j : live) {
            const double r = std::sqrt(dot(resid[j], resid[j]));
            if (r / norm[j] >= options.collinearity_tolerance && r > bestNorm) {
                best = j;
                bestNorm = r;
            }
        }
        if (bestNorm < 0) break;
        std::vector<double> q = resid[best];
        for (double& v : q) v /= bestNorm;
        basis.push_back(q);
        chosen.push_back(best);
        live.erase(std::find(live.begin(), live.end(), best));
        for (size_t j : live) {
            const double c = dot(resid[j], q);
            for (size_t i = 0; i < q.size(); ++i) resid[j][i] -= c * q[i];
        }
    }
    for (size_t j : chosen) {
        // A number in the reader's format (review 28: "0.697" beside "0,7198"); the CLI keeps three digits.
        const double s3 = decisions[j].sensitivity;
        const int digits = s3 >= 1.0 ? 2 : s3 >= 0.1 ? 3 : 4;
        decisions[j].reason_text =
            message("calibration_fit", MOE_TR("calibration_fit", "determined (elasticity %1)"), realArg(s3, digits));
        decisions[j].reason = decisions[j].reason_text.english();
        out.determined.push_back(decisions[j]);
    }
    for (size_t j : live) {
        std::string with;
        for (size_t k : chosen) {
            const double cosine = dot((*cols)[j], (*cols)[k]) / (norm[j] * norm[k]);
            if (std::fabs(cosine) > 0.3) with += (with.empty() ? "" : ", ") + decisions[k].key;
        }
        const double share = std::sqrt(dot(resid[j], resid[j])) / norm[j];
        const MessageArg partners =
            with.empty()
                ? messageArg(message("calibration_fit", MOE_TR("calibration_fit", "the constants already fitted")))
                : codeArg(with);
        decisions[j].reason_text =
            obs.size() == 1
                ? message(
                      "calibration_fit",
                      MOE_TR(
                          "calibration_fit",
                          "collinear with %1 on these runs (only %2 % of its effect is independent; %3 observation)"),
                      partners, codeArg(fmt("%.1f", share * 100.0)), integerArg(static_cast<int64_t>(obs.size())))
                : message(
                      "calibration_fit",
                      MOE_TR(
                          "calibration_fit",
                          "collinear with %1 on these runs (only %2 % of its effect is independent; %3 observations)"),
                      partners, codeArg(fmt("%.1f", share * 100.0)), integerArg(static_cast<int64_t>(obs.size())));
        decisions[j].reason = decisions[j].reason_text.english();
        out.undetermined.push_back(decisions[j]);
    }
    return out;
}

namespace {
template <class Get>
double rmsOf(const std::vector<ObservationError>& errors, Get get) {
    if (errors.empty()) return 0;
    double sum = 0;
    for (const ObservationError& e : errors) sum += get(e) * get(e);
    return std::sqrt(sum / static_cast<double>(errors.size()));
}
}  // namespace

double ClusterFit::rmsListedBeforePct() const {
    return rmsOf(errors, [](const ObservationError& e) { return e.before_pct; });
}
double ClusterFit::rmsListedAfterPct() const {
    return rmsOf(errors, [](const ObservationError& e) { return e.after_pct; });
}

namespace {

// A run whose recipe the memory model says cannot run (beyond its own fragmentation allowance)
// did not train as the recipe says: fitting constants to it would bend them to explain a layout
// that never ran (the Runs dock does not compare such a run either).
std::optional<Error> recipeThatDoesNotFit(const std::vector<MeasuredRun>& runs) {
    for (const MeasuredRun& run : runs) {
        Result<MemoryReport> memory = estimateMemory(run.recipe);
        if (!memory.ok() || memoryFitOf(memory.value()) != MemoryFit::DoesNotFit) continue;
        const MemoryReport& m = memory.value();
        return fitError(
            "runs", message("calibration_fit",
                            MOE_TR("calibration_fit",
                                   "run '%1': the recipe does not fit in memory by the studio's model (binding stage "
                                   "%2 GiB of %3 GiB usable): the run cannot have trained as the recipe says; set the "
                                   "recipe to what the run used (recompute, offload, layout) before fitting to it"),
                            textArg(run.name), realArg(static_cast<double>(m.binding().totalBytes()) / kGiB, 1),
                            realArg(static_cast<double>(m.hbm_bytes) / kGiB, 1)));
    }
    return std::nullopt;
}

}  // namespace

Result<ClusterFit> fitClusterCalibration(const std::vector<MeasuredRun>& runs, const Calibration& base, const ClusterFitOptions& options) {
    if (std::optional<Error> refused = recipeThatDoesNotFit(runs)) return *refused;
    const bool automatic = options.constants.empty();
    const auto& candidates = automatic ? defaultClusterFitCandidates() : options.constants;
    for (size_t i = 0; i < candidates.size(); ++i)
        for (size_t j = i + 1; j < candidates.size(); ++j)
            if (candidates[i] == candidates[j])
                return fitError("fit",
                                message("calibration_fit", MOE_TR("calibration_fit", "constant '%1' is listed twice"),
                                        codeArg(candidates[i])));
    auto ident = analyzeIdentifiability(runs, base, candidates, options);
    if (!ident) return ident.error();
    if (!automatic) {
        std::vector<Message> why;
        if (candidates.size() > static_cast<size_t>(ident->observations)) {
            std::string keys;
            for (const auto& k : candidates) keys += (keys.empty() ? "" : ", ") + k;
            why.push_back(message(
                "calibration_fit",
                ident->observations == 1 ? MOE_TR("calibration_fit",
                                                  "%1 constants requested (%2) but the runs give %3 observation (one "
                                                  "step time per run, plus compute and exposed comm per traced run)")
                                         : MOE_TR("calibration_fit",
                                                  "%1 constants requested (%2) but the runs give %3 observations (one "
                                                  "step time per run, plus compute and exposed comm per traced run)"),
                integerArg(static_cast<int64_t>(candidates.size())), codeArg(keys), integerArg(ident->observations)));
        }
        for (const auto& d : ident->undetermined)
            why.push_back(
                Message{"calibration_fit",
                        "%1: %2",
                        {codeArg(d.key), d.reason_text.empty() ? codeArg(d.reason) : messageArg(d.reason_text)}});
        if (!why.empty())
            return fitError("fit", message("calibration_fit",
                                           MOE_TR("calibration_fit", "cannot fit what the runs do not determine: %1"),
                                           messagesArg(std::move(why), "; ")));
    }

    const auto obs = observationsOf(runs);
    ClusterFit fit;
    fit.calibration = base;
    fit.observations = static_cast<int>(obs.size());
    fit.held = ident->undetermined;
    std::vector<Param> params;
    for (const auto& d : ident->determined) params.push_back(paramFor(*findConstant(d.key), d.base));

    auto before = predictAll(runs, obs, base);
    if (!before) return before.error();
    std::vector<double> r = logResiduals(*before, obs);
    double cost = sumSquares(r);
    double lambda = 1e-3;
    Calibration& cal = fit.calibration;
    for (int it = 0; it < options.max_iterations && !params.empty() && cost > 1e-24; ++it) {
        fit.iterations = it + 1;
        auto J = jacobian(runs, obs, cal, params);
        if (!J) return J.error();
        const size_t k = params.size();
        std::vector<std::vector<double>> A(k, std::vector<double>(k));
        std::vector<double> g(k);
        for (size_t a = 0; a < k; ++a) {
            g[a] = -dot((*J)[a], r);
            for (size_t b = 0; b < k; ++b) A[a][b] = dot((*J)[a], (*J)[b]);
        }
        bool accepted = false;
        double maxStep = 0;
        while (!accepted && lambda < 1e10) {
            auto M = A;
            for (size_t a = 0; a < k; ++a) M[a][a] += lambda * std::max(A[a][a], 1e-12);
            std::vector<double> delta;
            if (!solve(M, g, delta)) {
                lambda *= 4;
                continue;
            }
            Calibration trial = cal;
            maxStep = 0;
            for (size_t a = 0; a < k; ++a) {
                const double old = cal.*(params[a].spec->member);
                const double v = std::clamp(old * std::exp(delta[a]), params[a].lo, params[a].hi);
                trial.*(params[a].spec->member) = v;
                maxStep = std::max(maxStep, std::fabs(std::log(v) - std::log(old)));
            }
            auto p = predictAll(runs, obs, trial);
            if (!p) return p.error();
            auto rt = logResiduals(*p, obs);
            const double c = sumSquares(rt);
            if (c < cost) {
                cal = trial;
                r = rt;
                cost = c;
                lambda = std::max(lambda / 3, 1e-12);
                accepted = true;
            } else {
                lambda *= 4;
            }
        }
        if (!accepted || maxStep < 1e-12) break;
    }

    auto after = predictAll(runs, obs, cal);
    if (!after) return after.error();
    double sb = 0, sa = 0;
    for (size_t i = 0; i < obs.size(); ++i) {
        ObservationError e;
        e.run = runs[obs[i].run].name;
        e.kind = obs[i].kind;
        e.measured_s = obs[i].measured_s;
        e.before_s = (*before)[i];
        e.after_s = (*after)[i];
        e.before_pct = (e.before_s - e.measured_s) / std::max(e.measured_s, kFloorS) * 100.0;
        e.after_pct = (e.after_s - e.measured_s) / std::max(e.measured_s, kFloorS) * 100.0;
        const double lb = std::log(std::max(e.before_s, kFloorS) / std::max(e.measured_s, kFloorS));
        const double la = std::log(std::max(e.after_s, kFloorS) / std::max(e.measured_s, kFloorS));
        sb += lb * lb;
        sa += la * la;
        fit.errors.push_back(e);
    }
    fit.rms_before_pct = std::sqrt(sb / static_cast<double>(obs.size())) * 100.0;
    fit.rms_after_pct = std::sqrt(sa / static_cast<double>(obs.size())) * 100.0;
    for (auto d : ident->determined) {
        const Param p = paramFor(*findConstant(d.key), d.base);
        d.value = cal.*(p.spec->member);
        d.at_bound = d.value <= p.lo * (1 + 1e-9) || d.value >= p.hi * (1 - 1e-9);
        if (d.at_bound) {
            d.reason_text =
                message("calibration_fit",
                        MOE_TR("calibration_fit",
                               "%1; ended on its bound, so the runs want a value outside the plausible range"),
                        messageArg(d.reason_text));
            d.reason = d.reason_text.english();
        }
        fit.fitted.push_back(d);
    }
    return fit;
}

}  // namespace moe

#include "core/trace/pass_direction.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <unordered_map>
#include <utility>

#include "core/trace/kernel_roles.h"

namespace moe::trace {
namespace {

using ThreadKey = std::pair<int32_t, int64_t>;  // (pid, thread)

// Disjoint sorted ranges of one thread, for "does this instant lie inside one".
class RangeSet {
public:
    void add(int64_t start, int64_t end) { raw_.push_back({start, end}); }
    void finish() {
        std::sort(raw_.begin(), raw_.end());
        for (const auto& r : raw_) {
            if (!merged_.empty() && r.first <= merged_.back().second) merged_.back().second = std::max(merged_.back().second, r.second);
            else merged_.push_back(r);
        }
        raw_.clear();
    }
    [[nodiscard]] bool contains(int64_t t) const {
        auto it = std::upper_bound(merged_.begin(), merged_.end(), t, [](int64_t v, const auto& r) { return v < r.first; });
        return it != merged_.begin() && t <= std::prev(it)->second;
    }

private:
    std::vector<std::pair<int64_t, int64_t>> raw_, merged_;
};

struct ThreadRanges {
    RangeSet backward, forward, optimizer;
};

std::string lowered(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool hasWord(const std::string& lower, std::string_view word) {
    for (size_t at = lower.find(word); at != std::string::npos; at = lower.find(word, at + 1)) {
        const bool leftOk = at == 0 || std::isalnum(static_cast<unsigned char>(lower[at - 1])) == 0;
        const size_t after = at + word.size();
        const bool rightOk = after >= lower.size() || std::isalnum(static_cast<unsigned char>(lower[after])) == 0;
        if (leftOk && rightOk) return true;
    }
    return false;
}

// PyTorch's optimizer annotations ("Optimizer.step#Adam.step", "Optimizer.zero_grad#…") and
// ranges named for the optimizer.
bool isOptimizerRangeName(std::string_view name) { return lowered(name).find("optimizer") != std::string::npos; }

}  // namespace

const char* passDirectionName(PassDirection d) {
    switch (d) {
        case PassDirection::Unknown: return "unknown";
        case PassDirection::Forward: return "forward";
        case PassDirection::Backward: return "backward";
        case PassDirection::Optimizer: return "optimizer";
    }
    return "?";
}

bool isAutogradBackwardName(std::string_view name) {
    if (name.rfind("autograd::engine::evaluate_function:", 0) == 0) return true;
    size_t end = name.size();
    while (end > 0 && std::isdigit(static_cast<unsigned char>(name[end - 1])) != 0) --end;
    constexpr std::string_view kSuffix = "Backward";
    return end > kSuffix.size() && name.substr(end - kSuffix.size(), kSuffix.size()) == kSuffix;
}

PassDirection rangeDirectionOfName(std::string_view name) {
    const std::string s = lowered(name);
    const bool fwd = hasWord(s, "forward");
    const bool bwd = hasWord(s, "backward");
    if (fwd == bwd) return PassDirection::Unknown;  // neither, or "forward-backward"
    return fwd ? PassDirection::Forward : PassDirection::Backward;
}

PassDirections classifyPassDirections(const Trace& trace) {
    PassDirections out;
    // Names are shared by all ranks: judge each once.
    std::vector<PassDirection> rangeDir(trace.names.size(), PassDirection::Unknown);
    std::vector<uint8_t> autogradName(trace.names.size(), 0), optimizerName(trace.names.size(), 0);
    std::vector<KernelRole> role(trace.names.size(), KernelRole::OtherCompute);
    for (size_t i = 0; i < trace.names.size(); ++i) {
        autogradName[i] = isAutogradBackwardName(trace.names[i]) ? 1 : 0;
        rangeDir[i] = autogradName[i] != 0 ? PassDirection::Backward : rangeDirectionOfName(trace.names[i]);
        optimizerName[i] = isOptimizerRangeName(trace.names[i]) ? 1 : 0;
        role[i] = kernelRoleOfName(trace.names[i]);
    }
    bool anyAutograd = false, anyRanges = false, anyLinked = false;
    for (const RankTrace& rank : trace.ranks) {
        std::map<ThreadKey, ThreadRanges> threads;
        std::unordered_map<int64_t, std::pair<ThreadKey, int64_t>> launches;  // correlation -> (thread, start)
        bool autograd = false, ranges = false;
        for (const CpuRange& r : rank.backward_ops) {
            // Kineto keeps one process per file: the pid of the rank's runtime calls applies.
            threads[{-2, r.thread}].backward.add(r.start_ns, r.end_ns);
            autograd = true;
        }
        for (const Event& e : rank.events) {
            if (e.kind == EventKind::Runtime && e.correlation >= 0) {
                launches.emplace(e.correlation, std::make_pair(ThreadKey{e.pid, e.stream}, e.start_ns));
                continue;
            }
            if (e.kind != EventKind::Annotation) continue;
            ThreadRanges& t = threads[{e.pid, e.stream}];
            if (rangeDir[e.name] == PassDirection::Backward) {
                t.backward.add(e.start_ns, e.end_ns);
                if (autogradName[e.name] != 0) autograd = true;
                else ranges = true;
            } else if (rangeDir[e.name] == PassDirection::Forward) {
                t.forward.add(e.start_ns, e.end_ns);
                ranges = true;
            } else if (optimizerName[e.name] != 0) {
                t.optimizer.add(e.start_ns, e.end_ns);
            }
        }
        for (auto& [k, t] : threads) {
            t.backward.finish();
            t.forward.finish();
            t.optimizer.finish();
        }
        anyAutograd = anyAutograd || autograd;
        anyRanges = anyRanges || ranges;
        // Side-list ranges carry no pid: look them up by thread alone.
        auto rangesOf = [&](const ThreadKey& k, auto&& has) {
            auto it = threads.find(k);
            if (it != threads.end() && has(it->second)) return true;
            it = threads.find({-2, k.second});
            return it != threads.end() && has(it->second);
        };
        std::vector<PassDirection>& dirs = out.of_event.emplace_back(rank.events.size(), PassDirection::Unknown);
        for (size_t i = 0; i < rank.events.size(); ++i) {
            const Event& e = rank.events[i];
            if (!isGpuActivity(e.kind)) continue;
            PassDirection d = PassDirection::Unknown;
            if (e.kind == EventKind::Kernel && role[e.name] == KernelRole::Optimizer) {
                d = PassDirection::Optimizer;
            } else if (auto l = launches.find(e.correlation); e.correlation >= 0 && l != launches.end()) {
                anyLinked = true;
                const auto& [thread, at] = l->second;
                if (rangesOf(thread, [at = at](const ThreadRanges& t) { return t.backward.contains(at); })) d = PassDirection::Backward;
                else if (rangesOf(thread, [at = at](const ThreadRanges& t) { return t.optimizer.contains(at); })) d = PassDirection::Optimizer;
                else if (rangesOf(thread, [at = at](const ThreadRanges& t) { return t.forward.contains(at); })) d = PassDirection::Forward;
                else if (autograd) d = PassDirection::Forward;  // outside every backward operator and the optimizer
            }
            dirs[i] = d;
            switch (d) {
                case PassDirection::Forward: ++out.forward; break;
                case PassDirection::Backward: ++out.backward; break;
                case PassDirection::Optimizer: ++out.optimizer; break;
                case PassDirection::Unknown: ++out.unknown; break;
            }
        }
    }
    if (anyAutograd) {
        out.source = DirectionSource::Autograd;
        out.how = "a kernel launched inside an autograd backward operator is backward, any other outside the optimizer step forward";
    } else if (anyRanges) {
        out.source = DirectionSource::NamedRanges;
        out.how = "a kernel launched inside a CPU range named forward or backward (NVTX, record_function) takes its direction; others are not counted";
    } else {
        out.how = "the trace has no autograd backward operators (PyTorch profiler cpu_op events) and no CPU ranges named forward or backward";
    }
    if (out.source != DirectionSource::None && !anyLinked) {
        out.source = DirectionSource::None;
        out.how = "no GPU kernel in the trace is linked to its launching runtime call (correlation id or flow)";
    }
    return out;
}

}  // namespace moe::trace

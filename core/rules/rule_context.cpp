#include "core/rules/rule_context.h"

#include <cmath>
#include <locale>
#include <sstream>

namespace moe::rules {

int64_t gcd64(int64_t a, int64_t b) {
    if (a < 0 || b < 0) return 0;
    while (b != 0) {
        const int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int64_t lcm64(int64_t a, int64_t b) {
    if (a <= 0 || b <= 0) return 0;
    int64_t out = 0;
    if (__builtin_mul_overflow(a / gcd64(a, b), b, &out)) return 0;
    return out;
}

int64_t roundUpToMultiple(int64_t value, int64_t step) {
    if (step <= 0) return value;
    if (value <= 0) return step;
    const int64_t rem = value % step;
    return rem == 0 ? value : value + (step - rem);
}

bool isPowerOfTwo(int64_t v) {
    return v > 0 && (v & (v - 1)) == 0;
}

std::string num(int64_t v) {
    return std::to_string(v);
}

std::string num(double v, int precision) {
    if (!std::isfinite(v)) return "n/a";
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.setf(std::ios::fixed);
    out.precision(precision);
    out << v;
    return out.str();
}

std::string product(std::initializer_list<int64_t> factors) {
    std::string out;
    for (int64_t f : factors) {
        if (!out.empty()) out += "·";
        out += std::to_string(f);
    }
    return out;
}

std::string quoted(const std::string& s) {
    return "'" + s + "'";
}

std::string modulesWithout(const RecomputeOptions& r, RecomputeModule drop) {
    std::string out;
    for (RecomputeModule m : r.modules) {
        if (m == drop) continue;
        if (!out.empty()) out += ",";
        out += toString(m);
    }
    return out.empty() ? "[]" : out;
}

RuleContext::RuleContext(const Recipe& r)
    : recipe(r), model(r.model), hw(r.hardware), layout(r.layout), opt(r.options) {
    tp = layout.tp;
    cp = layout.cp;
    pp = layout.pp;
    vpp = layout.vpp;
    ep = layout.ep;
    etp = layout.etpOrTp();
    world = layout.world_size;
    mbs = layout.micro_batch_size;
    gbs = layout.global_batch_size;
    seq = layout.seq_length;
    sizesValid = tp >= 1 && cp >= 1 && pp >= 1 && vpp >= 1 && ep >= 1 && etp >= 1 && world >= 1 && mbs >= 1 &&
                 gbs >= 1 && seq >= 1;
    sizesInRange = tp <= kMaxParallelSize && cp <= kMaxParallelSize && pp <= kMaxParallelSize &&
                   vpp <= kMaxParallelSize && ep <= kMaxParallelSize && etp <= kMaxParallelSize &&
                   mbs <= kMaxParallelSize && world <= kMaxCount && gbs <= kMaxCount && seq <= kMaxCount;
    sizesValid = sizesValid && sizesInRange;
    if (sizesValid) {
        // With the range caps every product the rules form (at most 2^20·2^20·2^20 or
        // 2^20·2^40) stays below 2^63.
        const int64_t attn = tp * cp * pp;
        const int64_t expert = etp * ep * pp;
        dp = world % attn == 0 ? world / attn : 0;
        edp = world % expert == 0 ? world / expert : 0;
        if (dp > 0 && gbs % (mbs * dp) == 0) microbatches = gbs / (mbs * dp);
    }
}

bool RuleContext::flexDispatcher() const {
    return opt.dispatcher == Dispatcher::FlexDeepEP || opt.dispatcher == Dispatcher::FlexHybridEP ||
           opt.dispatcher == Dispatcher::FlexNcclEP;
}

DiagnosticRef& DiagnosticRef::fields(std::vector<std::string> paths) {
    d().fields = std::move(paths);
    return *this;
}
DiagnosticRef& DiagnosticRef::suggest(std::string text) {
    d().suggestion = std::move(text);
    return *this;
}
DiagnosticRef& DiagnosticRef::suggest(Message text) {
    d().suggestion = text.english();
    d().suggestion_text = std::move(text);
    return *this;
}
DiagnosticRef& DiagnosticRef::source(std::string text) {
    d().source = std::move(text);
    return *this;
}
DiagnosticRef& DiagnosticRef::fix(std::string path, std::string value) {
    d().fix.push_back(FieldChange{std::move(path), std::move(value)});
    return *this;
}

DiagnosticRef& DiagnosticRef::fixLabel(Message label) {
    d().fix_label = label.english();
    d().fix_label_text = std::move(label);
    return *this;
}

DiagnosticRef DiagnosticSink::rejectedOnlyBy(RejectedBy who, std::string rule, std::string message) {
    DiagnosticRef ref = add(Severity::Warning, RuleKind::Rejected, std::move(rule), std::move(message));
    out_.back().rejected_by = who;
    return ref;
}

DiagnosticRef DiagnosticSink::rejectedOnlyBy(RejectedBy who, std::string rule, Message message) {
    DiagnosticRef ref = add(Severity::Warning, RuleKind::Rejected, std::move(rule), std::move(message));
    out_.back().rejected_by = who;
    return ref;
}

DiagnosticRef DiagnosticSink::add(Severity s, RuleKind k, std::string rule, Message message) {
    std::string english = message.english();
    DiagnosticRef ref = add(s, k, std::move(rule), std::move(english));
    out_.back().message_text = std::move(message);
    return ref;
}

DiagnosticRef DiagnosticSink::add(Severity s, RuleKind k, std::string rule, std::string message) {
    Diagnostic d;
    d.severity = s;
    d.kind = k;
    d.rule = std::move(rule);
    d.message = std::move(message);
    out_.push_back(std::move(d));
    return DiagnosticRef(out_, out_.size() - 1);
}

}  // namespace moe::rules

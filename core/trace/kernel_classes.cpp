#include "core/trace/kernel_classes.h"

#include <fstream>
#include <sstream>

namespace moe::trace {
namespace {

// std::regex's own words (regex_error::what) stay as they are: a Text argument.
Message badRegexMessage(const std::string& regex, const Error& why) {
    return message("trace_errors", MOE_TR("trace_errors", "bad regular expression '%1': %2"), codeArg(regex),
                   textArg(why.reason));
}

}  // namespace

const char* kernelClassName(KernelClass c) {
    switch (c) {
    case KernelClass::Communication: return "communication";
    case KernelClass::Memory: return "memory";
    case KernelClass::Compute: return "compute";
    case KernelClass::Other: return "other";
    case KernelClass::NotGpu: return "not_gpu";
    }
    return "?";
}

PatternSet htaPatterns() {
    return PatternSet{{
        {KernelClass::Communication, "^nccl"},
        {KernelClass::Communication, "^hip"},
        {KernelClass::Communication, "^hccl"},
        {KernelClass::Communication, "ncclKernel"},
        {KernelClass::Memory, "^(hip)?Memcpy"},
        {KernelClass::Memory, "^(hip)?Memset"},
        {KernelClass::Memory, "^dma"},
        // Anchored: an unanchored "launch" would catch compute kernels such as
        // at::native::launch_clamp_scalar in templated names.
        {KernelClass::Other, "^(cuda|hip)[A-Za-z]*(Sync|Launch)"},
    }};
}

PatternSet defaultPatterns() {
    PatternSet set = htaPatterns();
    // Before HTA's catch-alls so their hits are reported under their own names.
    const std::vector<ClassPattern> moe = {
        {KernelClass::Communication, "ncclDevKernel"},
        {KernelClass::Communication, "deep_ep::"},
        {KernelClass::Communication, "dpsk::ep::"},
        {KernelClass::Communication, "hybrid_ep"},
        {KernelClass::Communication, "nvshmem"},
        {KernelClass::Communication, "userbuffers"},
        {KernelClass::Communication, "dispatch"},
        {KernelClass::Communication, "combine"},
        {KernelClass::Communication, "rdma"},
    };
    set.patterns.insert(set.patterns.begin() + 4, moe.begin(), moe.end());
    // The schedule simulator's predicted kernels (communication ones matched above by name).
    set.patterns.push_back({KernelClass::Compute, "\\[predicted\\]$"});
    return set;
}

Result<PatternSet> parsePatterns(std::string_view text, const std::string& file) {
    PatternSet set;
    std::istringstream in{std::string(text)};
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        const auto sp = line.find_first_of(" \t", first);
        const std::string word = line.substr(first, sp == std::string::npos ? std::string::npos : sp - first);
        std::string regex;
        if (sp != std::string::npos) {
            const auto rs = line.find_first_not_of(" \t", sp);
            if (rs != std::string::npos) regex = line.substr(rs);
        }
        while (!regex.empty() && (regex.back() == '\r' || regex.back() == ' ' || regex.back() == '\t')) regex.pop_back();
        ClassPattern p;
        if (word == "communication" || word == "comm") p.cls = KernelClass::Communication;
        else if (word == "memory") p.cls = KernelClass::Memory;
        else if (word == "compute" || word == "computation") p.cls = KernelClass::Compute;
        else if (word == "other") p.cls = KernelClass::Other;
        else
            return Error{file, lineNo, 1, "",
                         message("trace_errors", MOE_TR("trace_errors", "unknown kernel class '%1' (%2)"),
                                 codeArg(word), codeArg("communication, memory, compute, other"))};
        if (regex.empty())
            return Error{file, lineNo, 0, "",
                         message("trace_errors", MOE_TR("trace_errors", "missing regular expression after '%1'"),
                                 codeArg(word))};
        if (auto check = TextPattern::compile(regex); !check)
            return Error{file, lineNo, 0, "", badRegexMessage(regex, check.error())};
        p.regex = regex;
        set.patterns.push_back(std::move(p));
    }
    if (set.patterns.empty())
        return Error{file, 0, 0, "", message("trace_errors", MOE_TR("trace_errors", "no patterns"))};
    return set;
}

Result<PatternSet> loadPatterns(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, "", message("trace_errors", MOE_TR("trace_errors", "cannot open pattern file"))};
    std::ostringstream ss;
    ss << in.rdbuf();
    return parsePatterns(ss.str(), path);
}

Result<KernelClassifier> KernelClassifier::create(const PatternSet& set) {
    KernelClassifier c;
    c.set_ = set;
    for (const auto& p : set.patterns) {
        auto compiled = TextPattern::compile(p.regex);
        if (!compiled) return Error{"", 0, 0, "", badRegexMessage(p.regex, compiled.error())};
        c.compiled_.push_back(std::move(*compiled));
    }
    return c;
}

std::pair<KernelClass, int> KernelClassifier::classifyName(const std::string& name) const {
    for (size_t i = 0; i < compiled_.size(); ++i)
        if (compiled_[i].search(name)) return {set_.patterns[i].cls, static_cast<int>(i)};
    return {KernelClass::Compute, -1};
}

Classification KernelClassifier::classify(const Trace& trace) const {
    Classification out;
    out.by_name.assign(trace.names.size(), KernelClass::NotGpu);
    out.pattern_hits.assign(compiled_.size(), 0);
    // Regexes run once per distinct kernel name, not once per event.
    std::vector<int> patternOf(trace.names.size(), -2);
    for (const auto& rank : trace.ranks) {
        for (const auto& e : rank.events) {
            if (e.kind == EventKind::Memcpy || e.kind == EventKind::Memset) {
                ++out.memory_by_kind;
                continue;
            }
            if (e.kind != EventKind::Kernel) continue;
            if (patternOf[e.name] == -2) {
                auto [cls, idx] = classifyName(trace.names[e.name]);
                out.by_name[e.name] = cls;
                patternOf[e.name] = idx;
            }
            if (patternOf[e.name] >= 0) ++out.pattern_hits[static_cast<size_t>(patternOf[e.name])];
            else ++out.unclassified;
        }
    }
    return out;
}

}  // namespace moe::trace

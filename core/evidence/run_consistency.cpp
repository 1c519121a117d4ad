#include "core/evidence/run_consistency.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace moe::evidence {

namespace {

std::string baseName(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// "H100-SXM" -> "H100", "GB200-NVL72" -> "GB200": the part the driver's device name also carries.
std::string gpuFamily(const std::string& hardwareName) {
    const size_t dash = hardwareName.find('-');
    return hardwareName.substr(0, dash);
}

bool deviceIsFamily(const std::string& device, const std::string& family) {
    if (family.empty()) return true;  // nothing to compare with
    std::string d = device, f = family;
    for (char& ch : d) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    for (char& ch : f) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    // A word of its own: "B200" must not match inside "GB200".
    const std::regex word("(^|[^A-Z0-9])" + f + "($|[^A-Z0-9])");
    return std::regex_search(d, word);
}

}  // namespace

std::string RunMismatch::text() const {
    return label + ": recipe " + recipe_value + ", run " + run_value + " (" + source + ")";
}

std::vector<RecordedFact> recordedLogFacts(const logs::LogArguments& args, const std::string& origin) {
    static const std::pair<const char*, const char*> wanted[] = {{"world_size", "world size"},
                                                                 {"global_batch_size", "global batch size"},
                                                                 {"seq_length", "sequence length"},
                                                                 {"num_layers", "layers"},
                                                                 {"hidden_size", "hidden size"}};
    std::vector<RecordedFact> out;
    for (const auto& [key, label] : wanted) {
        auto it = args.find(key);
        if (it == args.end() || it->second.first == "None") continue;
        out.push_back({key, label, it->second.first, "log " + baseName(origin) + ":" + std::to_string(it->second.second)});
    }
    return out;
}

std::optional<RecordedFact> recordedTraceDevice(const TraceFacts& facts, const std::string& origin) {
    if (!facts.device_name || facts.device_name->empty()) return std::nullopt;
    return RecordedFact{"gpu", "GPU", *facts.device_name, "trace " + baseName(origin) + " (deviceProperties)"};
}

std::vector<RunMismatch> runMismatches(const Recipe& recipe, const std::vector<RecordedFact>& recorded) {
    const Layout& l = recipe.layout;
    std::vector<RunMismatch> out;
    for (const RecordedFact& f : recorded) {
        if (f.key == "gpu") {
            const std::string gpu = recipe.hardware_ref.empty() ? recipe.hardware.name : recipe.hardware_ref;
            if (!deviceIsFamily(f.value, gpuFamily(gpu))) out.push_back({f.label, gpu, f.value, f.source});
            continue;
        }
        const int64_t expected = f.key == "world_size"          ? l.world_size
                                 : f.key == "global_batch_size" ? l.global_batch_size
                                 : f.key == "seq_length"        ? l.seq_length
                                 : f.key == "num_layers"        ? int64_t{recipe.model.num_layers}
                                                                : recipe.model.hidden_size;
        if (expected <= 0) continue;
        if (f.value != std::to_string(expected)) out.push_back({f.label, std::to_string(expected), f.value, f.source});
    }
    return out;
}

std::string windowCoverage(const logs::WindowEvidence& w) {
    const int64_t span = w.to - w.from + 1;
    int64_t printed = 0;
    for (const auto& line : w.lines)
        if (line.iteration >= w.from && line.iteration <= w.to) ++printed;
    std::string s = std::to_string(printed) + " of " + std::to_string(span) + " steady-window iterations printed";
    s += " (log interval " + std::to_string(w.log_interval) + "; " + std::to_string(w.lines.size()) + " printed line" +
         (w.lines.size() == 1 ? "" : "s") + " cover " + std::to_string(w.iterations_covered) + " of them";
    if (!w.missing_iterations.empty()) s += ", " + std::to_string(w.missing_iterations.size()) + " not covered";
    return s + ")";
}

}  // namespace moe::evidence

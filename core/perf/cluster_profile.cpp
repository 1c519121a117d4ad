#include "core/perf/cluster_profile.h"

#include <yaml-cpp/yaml.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "core/common/atomic_file.h"
#include "core/common/text.h"
#include "core/recipe/yaml_fields.h"

namespace moe {
namespace {

std::string yamlNumber(double v) {
    return formatDouble(v, "%.12g");
}

// Double-quoted YAML scalar.
std::string quoted(const std::string& s) {
    std::string o = "\"";
    for (char ch : s) {
        if (ch == '"' || ch == '\\') o += '\\';
        if (ch == '\n') {
            o += "\\n";
            continue;
        }
        o += ch;
    }
    return o + "\"";
}

void writeDecisions(std::ostringstream& o, const char* key, const std::vector<ConstantDecision>& ds) {
    o << key << ":" << (ds.empty() ? " []\n" : "\n");
    for (const auto& d : ds)
        o << "  - {key: " << d.key << ", base: " << yamlNumber(d.base) << ", value: " << yamlNumber(d.value)
          << ", min: " << yamlNumber(d.min) << ", max: " << yamlNumber(d.max)
          << ", sensitivity: " << yamlNumber(d.sensitivity) << ", at_bound: " << (d.at_bound ? "true" : "false")
          << ", reason: " << quoted(d.reason) << "}\n";
}

Error profileError(const std::string& origin, const YAML::Node& node, const std::string& field, const std::string& reason) {
    return yamlError(origin, node ? node.Mark() : YAML::Mark::null_mark(), field, reason);
}

std::vector<ConstantDecision> readDecisions(const YAML::Node& n) {
    std::vector<ConstantDecision> out;
    if (!n || !n.IsSequence()) return out;
    for (const auto& item : n) {
        ConstantDecision d;
        d.key = item["key"].as<std::string>("");
        d.base = item["base"].as<double>(0);
        d.value = item["value"].as<double>(0);
        d.min = item["min"].as<double>(0);
        d.max = item["max"].as<double>(0);
        d.sensitivity = item["sensitivity"].as<double>(0);
        d.at_bound = item["at_bound"].as<bool>(false);
        d.reason = item["reason"].as<std::string>("");
        out.push_back(d);
    }
    return out;
}

}  // namespace

Status validateClusterName(const std::string& name) {
    if (name.empty() || name.size() > 64) return Error{{}, 0, 0, "cluster", "a cluster name has 1-64 characters"};
    if (name.front() == '.') return Error{{}, 0, 0, "cluster", "a cluster name may not start with '.'"};
    for (char ch : name)
        if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '_' || ch == '-'))
            return Error{{}, 0, 0, "cluster", "cluster name '" + name + "': use only letters, digits, '.', '_' and '-'"};
    return okStatus();
}

Result<std::string> clusterProfileDirectory(const std::string& xdgDataHome, const std::string& home) {
    // XDG: a relative $XDG_DATA_HOME is invalid and must be ignored.
    if (!xdgDataHome.empty() && xdgDataHome.front() == '/') return xdgDataHome + "/moe-layout-studio/clusters";
    if (!home.empty()) return home + "/.local/share/moe-layout-studio/clusters";
    return Error{{}, 0, 0, "cluster", "neither $XDG_DATA_HOME nor $HOME is set: give the profile as a path"};
}

Result<std::string> userClusterProfileDirectory() {
    const char* xdg = std::getenv("XDG_DATA_HOME");
    const char* home = std::getenv("HOME");
    return clusterProfileDirectory(xdg ? xdg : "", home ? home : "");
}

std::string clusterProfileToYaml(const ClusterProfile& p) {
    std::ostringstream o;
    o << "# MoE Layout Studio cluster profile: efficiency constants fitted on measured runs\n"
      << "# (moe-plan calibrate --runs ... --cluster NAME). Use with --calibration cluster:" << p.name << "\n"
      << "cluster_profile_version: 1\n"
      << "name: " << quoted(p.name) << "\n"
      << "created: " << quoted(p.created) << "\n"
      << "base: " << quoted(p.base) << "\n"
      << "runs:" << (p.runs.empty() ? " []\n" : "\n");
    for (const auto& r : p.runs) o << "  - " << quoted(r) << "\n";
    o << "fit_error:\n  rms_before_pct: " << yamlNumber(p.rms_before_pct)
      << "\n  rms_after_pct: " << yamlNumber(p.rms_after_pct)
      << "\n  rms_log_before_pct: " << yamlNumber(p.rms_log_before_pct)
      << "\n  rms_log_after_pct: " << yamlNumber(p.rms_log_after_pct) << "\n";
    writeDecisions(o, "fitted", p.fitted);
    writeDecisions(o, "held", p.held);
    o << "errors:" << (p.errors.empty() ? " []\n" : "\n");
    for (const auto& e : p.errors)
        o << "  - {run: " << quoted(e.run) << ", observation: " << toString(e.kind)
          << ", measured_s: " << yamlNumber(e.measured_s) << ", before_s: " << yamlNumber(e.before_s)
          << ", after_s: " << yamlNumber(e.after_s) << ", before_pct: " << yamlNumber(e.before_pct)
          << ", after_pct: " << yamlNumber(e.after_pct) << "}\n";
    // The calibration in the schema of resources/calibration/default.yaml, every constant at full precision.
    const Calibration& c = p.calibration;
    o << "calibration:\n  schema_version: 2\n  constants:\n";
    for (const auto& s : calibrationConstants()) o << "    " << s.key << ": " << yamlNumber(c.*(s.member)) << "\n";
    o << "  gemm_ceiling:" << (c.gemm_ceiling.empty() ? " {}\n" : "\n");
    for (const auto& [gpu, g] : c.gemm_ceiling) {
        std::string fields;
        for (const auto& [cls, v] : gemmCeilingFields(g))
            if (v > 0) fields += (fields.empty() ? "" : ", ") + std::string(cls) + ": " + yamlNumber(v);
        o << "    " << quoted(gpu) << ": {" << fields << "}\n";
    }
    return o.str();
}

Result<ClusterProfile> parseClusterProfile(const std::string& yamlText, const std::string& origin, const Calibration& base) {
    YAML::Node root;
    try {
        root = YAML::Load(yamlText);
    } catch (const YAML::Exception& ex) {
        return Error{origin, ex.mark.line + 1, ex.mark.column + 1, {}, ex.msg};
    }
    if (!root.IsMap()) return profileError(origin, root, {}, "a cluster profile must be a YAML map");
    const YAML::Node version = root["cluster_profile_version"];
    if (!version) return profileError(origin, root, "cluster_profile_version", "missing: not a cluster profile");
    ClusterProfile p;
    try {
        if (version.as<int>() != 1) return profileError(origin, version, "cluster_profile_version", "unsupported version (expected 1)");
        p.name = root["name"].as<std::string>("");
        p.created = root["created"].as<std::string>("");
        p.base = root["base"].as<std::string>("");
        if (const auto runs = root["runs"]; runs && runs.IsSequence())
            for (const auto& r : runs) p.runs.push_back(r.as<std::string>());
        if (const auto fe = root["fit_error"]; fe && fe.IsMap()) {
            p.rms_before_pct = fe["rms_before_pct"].as<double>(0);
            p.rms_after_pct = fe["rms_after_pct"].as<double>(0);
            p.rms_log_before_pct = fe["rms_log_before_pct"].as<double>(0);
            p.rms_log_after_pct = fe["rms_log_after_pct"].as<double>(0);
        }
        p.fitted = readDecisions(root["fitted"]);
        p.held = readDecisions(root["held"]);
        if (const auto errs = root["errors"]; errs && errs.IsSequence())
            for (const auto& e : errs) {
                ObservationError oe;
                oe.run = e["run"].as<std::string>("");
                const std::string kind = e["observation"].as<std::string>("step_time");
                oe.kind = kind == "compute" ? ObservationKind::Compute
                          : kind == "exposed_comm" ? ObservationKind::ExposedComm
                                                   : ObservationKind::StepTime;
                oe.measured_s = e["measured_s"].as<double>(0);
                oe.before_s = e["before_s"].as<double>(0);
                oe.after_s = e["after_s"].as<double>(0);
                oe.before_pct = e["before_pct"].as<double>(0);
                oe.after_pct = e["after_pct"].as<double>(0);
                p.errors.push_back(oe);
            }
    } catch (const YAML::Exception& ex) {
        return Error{origin, ex.mark.line + 1, ex.mark.column + 1, {}, ex.msg};
    }
    const YAML::Node cal = root["calibration"];
    if (!cal || !cal.IsMap()) return profileError(origin, root, "calibration", "missing calibration section");
    auto c = parseCalibration(YAML::Dump(cal), origin + " (calibration section)", base);
    if (!c) return c.error();
    p.calibration = *c;
    return p;
}

Status saveClusterProfile(const ClusterProfile& profile, const std::string& path) {
    std::error_code ec;
    const auto dir = std::filesystem::path(path).parent_path();
    if (!dir.empty()) std::filesystem::create_directories(dir, ec);
    if (ec) return Error{dir.string(), 0, 0, {}, "cannot create the profile directory: " + ec.message()};
    return writeFileAtomically(path, clusterProfileToYaml(profile));
}

Result<ClusterProfile> loadClusterProfile(const std::string& nameOrPath, const std::string& directory, const Calibration& base) {
    const auto endsWith = [&](const char* suffix) {
        const std::string s(suffix);
        return nameOrPath.size() >= s.size() && nameOrPath.compare(nameOrPath.size() - s.size(), s.size(), s) == 0;
    };
    std::string path = nameOrPath;
    if (nameOrPath.find('/') == std::string::npos && !endsWith(".yaml") && !endsWith(".yml")) {
        if (auto ok = validateClusterName(nameOrPath); !ok) return ok.error();
        path = directory + "/" + nameOrPath + ".yaml";
        if (!std::filesystem::exists(path))
            return Error{path, 0, 0, "cluster", "no cluster profile named '" + nameOrPath + "' (create it with moe-plan calibrate --runs ... --cluster " +
                                                    nameOrPath + ")"};
    }
    auto text = readWholeFile(path);
    if (!text) return text.error();
    return parseClusterProfile(*text, path, base);
}

}  // namespace moe

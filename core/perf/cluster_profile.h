#pragma once
// Named cluster profile: a calibration fitted on the user's own runs (cluster_calibration.h), saved
// as YAML under $XDG_DATA_HOME/moe-layout-studio/clusters/NAME.yaml (else
// ~/.local/share/moe-layout-studio/clusters/) with its name, date, runs used and fit errors, and
// loaded by name or path wherever a calibration is accepted ("cluster:NAME").
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/perf/calibration.h"
#include "core/perf/cluster_calibration.h"

namespace moe {

struct ClusterProfile {
    std::string name;
    std::string created;          // ISO 8601 UTC, e.g. "2026-02-01T10:00:00Z"
    std::string base;             // what the fit started from ("builtin", a file, cluster:NAME)
    std::vector<std::string> runs;  // sources of each run ("recipe.yaml + train.log")
    std::vector<ConstantDecision> fitted;
    std::vector<ConstantDecision> held;
    std::vector<ObservationError> errors;
    // RMS of the listed per-run errors (`errors`), the figure Calibrate and `calibrate --run`
    // headline; and the RMS of the log errors the fit minimises, under its own name (a review read
    // 6.02 % in the file beside the dialog's 5.84 % under one name).
    double rms_before_pct = 0, rms_after_pct = 0;
    double rms_log_before_pct = 0, rms_log_after_pct = 0;
    Calibration calibration;
};

// Names are 1-64 characters of [A-Za-z0-9._-], not starting with '.'.
Status validateClusterName(const std::string& name);

// The profile directory from the environment values given (pure; empty = unset). Errors when both
// are empty.
Result<std::string> clusterProfileDirectory(const std::string& xdgDataHome, const std::string& home);
// Same, reading $XDG_DATA_HOME and $HOME.
Result<std::string> userClusterProfileDirectory();

std::string clusterProfileToYaml(const ClusterProfile& profile);
// The calibration section is parsed on top of `base` (so keys a profile lacks keep base values).
Result<ClusterProfile> parseClusterProfile(const std::string& yamlText, const std::string& origin, const Calibration& base);

// Writes atomically, creating the directory.
Status saveClusterProfile(const ClusterProfile& profile, const std::string& path);
// `nameOrPath`: a path when it contains '/' or ends in .yaml/.yml, else a name in `directory`.
Result<ClusterProfile> loadClusterProfile(const std::string& nameOrPath, const std::string& directory, const Calibration& base);

}  // namespace moe

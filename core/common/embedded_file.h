#pragma once
// A data file compiled into the binary (see cmake/EmbedFiles.cmake).
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace moe {

struct EmbeddedFile {
    std::string name;     // base file name, e.g. "models.yaml"
    std::string content;
};

}  // namespace moe

namespace moe::embedded {
std::vector<moe::EmbeddedFile> catalogFiles();  // resources/catalog/*.yaml
std::vector<moe::EmbeddedFile> recipeFiles();   // recipes/*.yaml
std::vector<moe::EmbeddedFile> calibrationFiles();  // resources/calibration/*.yaml
}  // namespace moe::embedded

namespace moe {

// A compiled-in calibration file parsed once by `parse` (text, origin) → Result<T>. A built-in file
// that is missing or does not parse is a build defect: it aborts, naming the file (the tests parse
// every built-in file).
template <typename T, typename Parse>
T parseBuiltinCalibrationFile(const std::string& name, Parse parse) {
    for (const auto& f : embedded::calibrationFiles()) {
        if (f.name != name) continue;
        auto parsed = parse(f.content, "builtin:calibration/" + name);
        if (!parsed) {
            std::cerr << "moe: built-in calibration/" << name << " is broken: " << parsed.error().toString() << "\n";
            std::abort();
        }
        return *parsed;
    }
    std::cerr << "moe: built-in calibration/" << name << " is missing\n";
    std::abort();
}

}  // namespace moe

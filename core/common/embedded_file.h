#pragma once
// A data file compiled into the binary (see cmake/EmbedFiles.cmake).
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

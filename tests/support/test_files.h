#pragma once
// Test inputs on disk: the project's own fixtures (tests/fixtures, MOE_TEST_FIXTURES_DIR) and a
// file read whole.
#include <fstream>
#include <sstream>
#include <string>

namespace moe::testing {

// tests/fixtures/<relative>, e.g. fixturePath("evidence/ab-a.log").
inline std::string fixturePath(const std::string& relative) {
    return std::string(MOE_TEST_FIXTURES_DIR) + "/" + relative;
}

// The bytes of `path`; empty when it cannot be read (the parser under test then reports it).
inline std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace moe::testing

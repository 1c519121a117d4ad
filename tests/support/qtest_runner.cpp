// main() of a tier's test executable: `core_tests test_model_flops [Qt Test options]` runs the
// suite registered by test_model_flops.cpp (see qtest_registry.h); `--list` prints the suites.
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "qtest_registry.h"

namespace moe::testing {
namespace {

struct Registry {
    std::map<std::string, SuiteMain> suites;
    std::vector<std::string> duplicates;
};

// A function-local static: registrations run during static initialisation of the test objects,
// in an order the linker chooses.
Registry& registry() {
    static Registry r;
    return r;
}

std::string baseName(const char* file) {
    std::string name = file;
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos) name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos) name.erase(dot);
    return name;
}

}  // namespace

bool registerSuite(const char* file, SuiteMain run) {
    const std::string name = baseName(file);
    if (!registry().suites.emplace(name, run).second) registry().duplicates.push_back(name);
    return true;
}

}  // namespace moe::testing

int main(int argc, char* argv[]) {
    using moe::testing::registry;
    if (!registry().duplicates.empty()) {
        std::fprintf(stderr, "two test sources are named %s\n", registry().duplicates.front().c_str());
        return 2;
    }
    if (argc < 2 || std::strcmp(argv[1], "--list") == 0 || std::strcmp(argv[1], "--help") == 0) {
        std::fprintf(argc < 2 ? stderr : stdout, "usage: %s SUITE [Qt Test options]\nsuites:\n", argv[0]);
        for (const auto& entry : registry().suites) std::printf("  %s\n", entry.first.c_str());
        return argc < 2 ? 2 : 0;
    }
    const auto found = registry().suites.find(argv[1]);
    if (found == registry().suites.end()) {
        std::fprintf(stderr, "no test suite %s in %s (--list shows them)\n", argv[1], argv[0]);
        return 2;
    }
    // The suite runs as program <tier>_tests: Qt's default application name stays the executable's
    // name, which QLockFile compares with /proc/<pid>/exe to tell a live lock holder from a stale
    // lock (tests/ui/state/test_autosave.cpp relies on that).
    std::vector<char*> args{argv[0]};
    for (int i = 2; i < argc; ++i) args.push_back(argv[i]);
    args.push_back(nullptr);
    return found->second(static_cast<int>(args.size()) - 1, args.data());
}

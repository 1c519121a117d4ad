// Nsight Systems SQLite importer, on arbitrary bytes written to a scratch database file (SQLite
// reads files, not memory buffers, through the importer's API). Seeds: fuzz/make_nsys_seed.py.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "core/trace/nsys_import.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string path = "/tmp/moe-fuzz-nsys-" + std::to_string(getpid()) + ".sqlite";
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) return 0;
    if (size > 0 && std::fwrite(data, 1, size, f) != size) {
        std::fclose(f);
        return 0;
    }
    std::fclose(f);
    auto result = moe::trace::importNsys(path);
    (void)result;
    return 0;
}

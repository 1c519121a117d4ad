#include "synthetic_kineto.h"

#include <cstdio>
#include <filesystem>

namespace moe::bench {

bool writeSyntheticKinetoTrace(const std::string& path, uint64_t bytes, int rank, int worldSize) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) >= bytes) return true;
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr) return false;
    std::fprintf(f, "{\"schemaVersion\": 1, \"distributedInfo\": {\"rank\": %d, \"world_size\": %d}, \"traceEvents\": [\n", rank,
                 worldSize);
    uint64_t written = 0;
    // Ranks start 37 µs apart, as separately started profilers would.
    int64_t ts = 1712867402348000 + 37LL * rank;
    char line[4096];
    for (uint64_t i = 0; written < bytes; ++i) {
        const int stream = 7 + static_cast<int>(i % 16);
        int n = std::snprintf(line, sizeof line,
            "%s{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::linear\", \"pid\": 1102, \"tid\": 1102, \"ts\": %lld.%03d, \"dur\": 12.5, "
            "\"args\": {\"External id\": %llu, \"Record function id\": 0, \"Input Dims\": [[4096, 7168], [7168, 2048], [2048]], "
            "\"Input type\": [\"c10::BFloat16\", \"c10::BFloat16\", \"c10::BFloat16\"], \"Ev Idx\": %llu}},\n"
            "{\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", \"pid\": 1102, \"tid\": 1102, \"ts\": %lld.%03d, \"dur\": 4.1, "
            "\"args\": {\"External id\": %llu, \"cbid\": 211, \"correlation\": %llu}},\n"
            "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"%s\", \"pid\": 0, \"tid\": %d, \"ts\": %lld.%03d, \"dur\": %d.%03d, "
            "\"args\": {\"External id\": %llu, \"queued\": 0, \"device\": 0, \"context\": 1, \"stream\": %d, \"correlation\": %llu, "
            "\"registers per thread\": 168, \"shared memory\": 232448, \"blocks per SM\": 1, \"warps per SM\": 12, \"grid\": [132, 1, 1], "
            "\"block\": [384, 1, 1], \"est. achieved occupancy %%\": 19}},\n"
            "{\"ph\": \"f\", \"id\": %llu, \"pid\": 0, \"tid\": %d, \"ts\": %lld.%03d, \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"}",
            i == 0 ? "" : ",\n", static_cast<long long>(ts), static_cast<int>(i % 1000), static_cast<unsigned long long>(i),
            static_cast<unsigned long long>(i), static_cast<long long>(ts + 2), static_cast<int>(i % 997),
            static_cast<unsigned long long>(i), static_cast<unsigned long long>(i),
            i % 5 == 0 ? "ncclDevKernel_SendRecv(ncclDevComm*, unsigned long, ncclWork*)"
                       : "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
            stream, static_cast<long long>(ts + 10), static_cast<int>(i % 991), 5 + static_cast<int>(i % 40), static_cast<int>(i % 1000),
            static_cast<unsigned long long>(i), stream, static_cast<unsigned long long>(i), static_cast<unsigned long long>(i), stream,
            static_cast<long long>(ts + 10), static_cast<int>(i % 991));
        if (n < 0) break;
        std::fwrite(line, 1, static_cast<size_t>(n), f);
        written += static_cast<uint64_t>(n);
        ts += 15;
    }
    std::fputs("\n]}\n", f);
    return std::fclose(f) == 0;
}

}  // namespace moe::bench

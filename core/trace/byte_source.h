#pragma once
// Sequential byte input for the trace importers: a plain file, or a gzip file inflated chunk by
// chunk (detected by its magic bytes, not its name). Memory stays at one chunk whatever the size.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "core/common/error.h"

namespace moe::trace {

class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Copies up to n bytes into dst; 0 means end of input or an error (check error()).
    virtual size_t read(char* dst, size_t n) = 0;
    // Bytes of the underlying file consumed so far (compressed bytes for gzip), for progress.
    [[nodiscard]] virtual uint64_t fileBytesRead() const = 0;
    [[nodiscard]] virtual uint64_t fileSize() const = 0;
    [[nodiscard]] virtual bool compressed() const = 0;
    // Set when read() stopped on a fault: I/O error, corrupt or truncated gzip stream; errorText()
    // is the same reason as a message for the studio to translate (issue 42).
    [[nodiscard]] const std::string& error() const { return error_; }
    [[nodiscard]] const Message& errorText() const { return errorText_; }

protected:
    void setError(Message reason) {
        error_ = reason.english();
        errorText_ = std::move(reason);
    }
    std::string error_;
    Message errorText_;
};

// Opens path; gzip when the file starts with 1f 8b. The error names the file.
Result<std::unique_ptr<ByteSource>> openByteSource(const std::string& path);

// In-memory source (tests, fuzzers).
std::unique_ptr<ByteSource> memoryByteSource(std::string data);

}  // namespace moe::trace

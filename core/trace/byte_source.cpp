#include "core/trace/byte_source.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

namespace moe::trace {
namespace {

struct FileCloser {
    void operator()(std::FILE* f) const { if (f != nullptr) std::fclose(f); }
};
using FilePtr = std::unique_ptr<std::FILE, FileCloser>;

class PlainFileSource final : public ByteSource {
public:
    PlainFileSource(FilePtr f, uint64_t size) : file_(std::move(f)), size_(size) {}
    size_t read(char* dst, size_t n) override {
        const size_t got = std::fread(dst, 1, n, file_.get());
        if (got < n && std::ferror(file_.get()) != 0)
            setError(message("trace_errors", MOE_TR("trace_errors", "read error: %1"), textArg(std::strerror(errno))));
        read_ += got;
        return got;
    }
    [[nodiscard]] uint64_t fileBytesRead() const override { return read_; }
    [[nodiscard]] uint64_t fileSize() const override { return size_; }
    [[nodiscard]] bool compressed() const override { return false; }

private:
    FilePtr file_;
    uint64_t size_ = 0;
    uint64_t read_ = 0;
};

class GzipFileSource final : public ByteSource {
public:
    GzipFileSource(FilePtr f, uint64_t size) : file_(std::move(f)), size_(size), in_(kChunk) {
        std::memset(&zs_, 0, sizeof zs_);
        // 15 + 32: zlib or gzip header auto-detected.
        if (inflateInit2(&zs_, 15 + 32) != Z_OK)
            setError(message("trace_errors", MOE_TR("trace_errors", "cannot initialise zlib")));
        else initialised_ = true;
    }
    ~GzipFileSource() override { if (initialised_) inflateEnd(&zs_); }
    GzipFileSource(const GzipFileSource&) = delete;
    GzipFileSource& operator=(const GzipFileSource&) = delete;

    size_t read(char* dst, size_t n) override {
        if (!error_.empty() || finished_) return 0;
        zs_.next_out = reinterpret_cast<Bytef*>(dst);
        zs_.avail_out = static_cast<uInt>(std::min<size_t>(n, 1U << 30));
        const uInt wanted = zs_.avail_out;
        while (zs_.avail_out == wanted) {
            if (zs_.avail_in == 0) {
                const size_t got = std::fread(in_.data(), 1, in_.size(), file_.get());
                read_ += got;
                if (got == 0) {
                    if (std::ferror(file_.get()) != 0)
                        setError(message("trace_errors", MOE_TR("trace_errors", "read error: %1"),
                                         textArg(std::strerror(errno))));
                    else if (midMember_)
                        setError(message("trace_errors",
                                         MOE_TR("trace_errors",
                                                "truncated gzip stream: input ends at compressed byte "
                                                "%1 after %2 decompressed bytes"),
                                         integerArg(static_cast<int64_t>(read_)),
                                         integerArg(static_cast<int64_t>(zs_.total_out + produced_))));
                    finished_ = true;
                    break;
                }
                zs_.next_in = reinterpret_cast<Bytef*>(in_.data());
                zs_.avail_in = static_cast<uInt>(got);
            }
            midMember_ = true;
            const int rc = inflate(&zs_, Z_NO_FLUSH);
            if (rc == Z_STREAM_END) {
                // Concatenated gzip members are legal; continue with the next one.
                midMember_ = false;
                produced_ += zs_.total_out;
                Bytef* nextOut = zs_.next_out;
                const uInt availOut = zs_.avail_out;
                inflateReset(&zs_);
                zs_.next_out = nextOut;
                zs_.avail_out = availOut;
                continue;
            }
            if (rc != Z_OK && rc != Z_BUF_ERROR) {
                setError(message("trace_errors",
                                 MOE_TR("trace_errors", "corrupt gzip data near compressed byte %1: %2"),
                                 integerArg(static_cast<int64_t>(read_ - zs_.avail_in)),
                                 textArg(zs_.msg != nullptr ? zs_.msg : "inflate failed")));
                break;
            }
        }
        return wanted - zs_.avail_out;
    }
    [[nodiscard]] uint64_t fileBytesRead() const override { return read_; }
    [[nodiscard]] uint64_t fileSize() const override { return size_; }
    [[nodiscard]] bool compressed() const override { return true; }

private:
    static constexpr size_t kChunk = 1 << 18;
    FilePtr file_;
    uint64_t size_ = 0;
    uint64_t read_ = 0;
    uint64_t produced_ = 0;
    bool midMember_ = false;
    bool finished_ = false;
    bool initialised_ = false;
    z_stream zs_{};
    std::vector<char> in_;
};

class MemorySource final : public ByteSource {
public:
    explicit MemorySource(std::string data) : data_(std::move(data)) {}
    size_t read(char* dst, size_t n) override {
        const size_t got = std::min(n, data_.size() - pos_);
        std::memcpy(dst, data_.data() + pos_, got);
        pos_ += got;
        return got;
    }
    [[nodiscard]] uint64_t fileBytesRead() const override { return pos_; }
    [[nodiscard]] uint64_t fileSize() const override { return data_.size(); }
    [[nodiscard]] bool compressed() const override { return false; }

private:
    std::string data_;
    size_t pos_ = 0;
};

}  // namespace

Result<std::unique_ptr<ByteSource>> openByteSource(const std::string& path) {
    FilePtr f(std::fopen(path.c_str(), "rb"));
    if (!f)
        return Error{path, 0, 0, "",
                     message("trace_errors", MOE_TR("trace_errors", "cannot open: %1"), textArg(std::strerror(errno)))};
    uint64_t size = 0;
    if (std::fseek(f.get(), 0, SEEK_END) == 0) {
        const long end = std::ftell(f.get());
        if (end > 0) size = static_cast<uint64_t>(end);
    }
    std::rewind(f.get());
    unsigned char magic[2] = {0, 0};
    const size_t got = std::fread(magic, 1, 2, f.get());
    std::rewind(f.get());
    const bool gz = got == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
    if (gz) return std::unique_ptr<ByteSource>(std::make_unique<GzipFileSource>(std::move(f), size));
    return std::unique_ptr<ByteSource>(std::make_unique<PlainFileSource>(std::move(f), size));
}

std::unique_ptr<ByteSource> memoryByteSource(std::string data) { return std::make_unique<MemorySource>(std::move(data)); }

}  // namespace moe::trace

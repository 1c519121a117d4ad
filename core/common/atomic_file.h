#pragma once
// Atomic file replacement: the user never loses the previous version to a crash mid-save.
#include <string>
#include <string_view>

#include "core/common/error.h"

namespace moe {

// A file written piece by piece and put in place atomically: the pieces go to a temporary file in
// the target's directory; commit() fsyncs it, renames it over the target and fsyncs the directory.
// Destroyed without commit() (or after a failed write), the temporary file is removed and the
// target is untouched. Errors name the target path and the OS reason.
class AtomicFileWriter {
public:
    static Result<AtomicFileWriter> create(const std::string& path);
    AtomicFileWriter(AtomicFileWriter&& other) noexcept;
    AtomicFileWriter& operator=(AtomicFileWriter&&) = delete;
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;
    ~AtomicFileWriter();

    Status write(std::string_view bytes);
    Status commit();

private:
    AtomicFileWriter() = default;
    void discard();
    std::string path_, target_, tmp_;
    int fd_ = -1;
    unsigned mode_ = 0;
};

// Writes `contents` to a temporary file in the target's directory, fsyncs it, renames it over
// `path`, and fsyncs the directory. On failure the old file is untouched and the error names the
// path and the OS reason.
Status writeFileAtomically(const std::string& path, const std::string& contents);

// Reads a whole file; the error names the path and the OS reason.
Result<std::string> readWholeFile(const std::string& path);

}  // namespace moe

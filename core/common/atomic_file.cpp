#include "core/common/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <vector>

namespace moe {
namespace {

// Recipe files are small; anything this large is not one, and reading it would only waste memory.
constexpr off_t kMaxReadBytes = off_t{64} << 20;

Error osError(const std::string& path, const std::string& what, int err) {
    Error e;
    e.file = path;
    e.reason = what + ": " + std::strerror(err);
    return e;
}

// The system's words (strerror) stay as they are: a Text argument of a translated sentence.
Error cannotOpenError(const std::string& path, int err) {
    return Error{
        path, 0, 0, {}, message("file_errors", MOE_TR("file_errors", "cannot open: %1"), textArg(std::strerror(err)))};
}
Error cannotReadError(const std::string& path, int err) {
    return Error{
        path, 0, 0, {}, message("file_errors", MOE_TR("file_errors", "cannot read: %1"), textArg(std::strerror(err)))};
}

std::string directoryOf(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

std::string baseNameOf(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// mkstemp creates 0600 files; a new file should get the mode open(..., 0666) would give it, i.e.
// honour the umask. umask() itself cannot be read without changing it (racy with threads), so
// ask /proc; fall back to the common 022.
mode_t newFileMode() {
    mode_t mask = 022;
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("Umask:", 0) == 0) {
            mask = static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
            break;
        }
    }
    return static_cast<mode_t>(0666) & ~mask;
}

bool writeAll(int fd, std::string_view contents) {
    const char* p = contents.data();
    size_t left = contents.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        p += n;
        left -= static_cast<size_t>(n);
    }
    return true;
}

}  // namespace

Result<AtomicFileWriter> AtomicFileWriter::create(const std::string& path) {
    if (path.empty()) return Error{{}, 0, 0, {}, "cannot save: empty file path"};
    AtomicFileWriter w;
    w.path_ = path;
    // Saving through a symlink replaces the file it points to, not the link itself.
    w.target_ = path;
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        char resolved[PATH_MAX];
        if (::realpath(path.c_str(), resolved)) w.target_ = resolved;
    }
    if (::stat(w.target_.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode)) return osError(path, "cannot save", EISDIR);
        w.mode_ = st.st_mode & 07777;
    } else {
        w.mode_ = newFileMode();
    }
    const std::string dir = directoryOf(w.target_);
    std::string tmpl = dir + "/." + baseNameOf(w.target_) + ".tmp.XXXXXX";
    std::vector<char> name(tmpl.begin(), tmpl.end());
    name.push_back('\0');
    w.fd_ = ::mkstemp(name.data());
    if (w.fd_ < 0) return osError(path, "cannot create a temporary file in " + dir, errno);
    w.tmp_ = name.data();
    return Result<AtomicFileWriter>(std::move(w));
}

AtomicFileWriter::AtomicFileWriter(AtomicFileWriter&& o) noexcept
    : path_(std::move(o.path_)), target_(std::move(o.target_)), tmp_(std::move(o.tmp_)), fd_(o.fd_), mode_(o.mode_) {
    o.fd_ = -1;
    o.tmp_.clear();
}

AtomicFileWriter::~AtomicFileWriter() { discard(); }

void AtomicFileWriter::discard() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!tmp_.empty()) ::unlink(tmp_.c_str());
    tmp_.clear();
}

Status AtomicFileWriter::write(std::string_view bytes) {
    if (fd_ < 0) return Error{path_, 0, 0, {}, "cannot write: the file is already closed"};
    if (writeAll(fd_, bytes)) return okStatus();
    const int err = errno;
    discard();
    return osError(path_, "cannot write", err);
}

Status AtomicFileWriter::commit() {
    if (fd_ < 0) return Error{path_, 0, 0, {}, "cannot save: the file is already closed"};
    auto fail = [&](const std::string& what) {
        const int err = errno;
        discard();
        return Status(osError(path_, what, err));
    };
    if (::fchmod(fd_, static_cast<mode_t>(mode_)) != 0) return fail("cannot set permissions");
    if (::fsync(fd_) != 0) return fail("cannot flush to disk");
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) return fail("cannot write");
    if (::rename(tmp_.c_str(), target_.c_str()) != 0) return fail("cannot replace");
    tmp_.clear();
    // Without syncing the directory the rename itself may not survive a crash.
    const std::string dir = directoryOf(target_);
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        const int rc = ::fsync(dfd);
        const int err = errno;
        ::close(dfd);
        // Some file systems cannot sync directories (EINVAL); the data itself is safe then.
        if (rc != 0 && err != EINVAL) return osError(path_, "saved, but syncing directory " + dir + " failed", err);
    }
    return okStatus();
}

Status writeFileAtomically(const std::string& path, const std::string& contents) {
    auto w = AtomicFileWriter::create(path);
    if (!w) return w.error();
    if (auto st = w->write(contents); !st) return st;
    return w->commit();
}

Result<std::string> readWholeFile(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return cannotOpenError(path, errno);
    struct stat st {};
    if (::fstat(fd, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            ::close(fd);
            return cannotReadError(path, EISDIR);
        }
        if (S_ISREG(st.st_mode) && st.st_size > kMaxReadBytes) {
            ::close(fd);
            return Error{path,
                         0,
                         0,
                         {},
                         message("file_errors", MOE_TR("file_errors", "file too large (%1 bytes)"),
                                 integerArg(static_cast<int64_t>(st.st_size)))};
        }
    }
    std::string out;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            const int err = errno;
            ::close(fd);
            return cannotReadError(path, err);
        }
        out.append(buf, static_cast<size_t>(n));
        if (static_cast<off_t>(out.size()) > kMaxReadBytes) {
            ::close(fd);
            return Error{path, 0, 0, {}, message("file_errors", MOE_TR("file_errors", "file too large"))};
        }
    }
    ::close(fd);
    return out;
}

}  // namespace moe

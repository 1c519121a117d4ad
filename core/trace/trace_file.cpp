#include "core/trace/trace_file.h"

#include <algorithm>
#include <fstream>
#include <string_view>

#include "core/common/file_content.h"
#include "core/common/text.h"
#include "core/trace/kineto_import.h"
#include "core/trace/nsys_import.h"

namespace moe::trace {
namespace {

std::string fileHead(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string head(kTextCheckBytes, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<size_t>(std::max<std::streamsize>(0, in.gcount())));
    return head;
}

bool namedAsSqlite(const std::string& path) {
    const std::string name = toLower(baseName(path));
    const auto endsWith = [&name](std::string_view suffix) {
        return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    return endsWith(".sqlite") || endsWith(".sqlite3");
}

}  // namespace

Result<Trace> importTraceFile(const std::string& path, const ImportOptions& options, const ProgressFn& progress) {
    // An unreadable file gets an empty head: the Kineto reader then says why it cannot open it.
    const std::string head = fileHead(path);
    if (hasSqliteHeader(head) || namedAsSqlite(path)) return importNsys(path, options, progress);
    if (!hasGzipHeader(head))
        if (std::optional<Message> why = notTextMessage(head)) return Error{path, 0, 0, {}, std::move(*why)};
    return importKineto(path, options, progress);
}

}  // namespace moe::trace

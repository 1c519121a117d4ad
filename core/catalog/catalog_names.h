#pragma once
// Catalog names as people type them: "h100", "H100-SXM", "gb200", "GB200 NVL72", "dsv3",
// "qwen3-235b". Case, '-', '_', ' ' and '.' do not matter; a unique prefix or a known short
// form is enough; an ambiguous name is an error listing the candidates.
#include <string>
#include <vector>

#include "core/catalog/catalog.h"
#include "core/common/error.h"

namespace moe {

// "GB200 NVL72" -> "gb200nvl72".
std::string normalizedCatalogName(const std::string& name);

// The catalog name `typed` means among `names`, with `aliases` (short form -> catalog name) also
// tried. Exact normalized matches win over prefixes. `what` ("GPU", "model") and `field` name
// the input in errors.
Result<std::string> resolveCatalogName(const std::string& typed, const std::vector<std::string>& names,
                                       const std::vector<std::pair<std::string, std::string>>& aliases,
                                       const std::string& what, const std::string& field);

Result<std::string> resolveHardwareName(const Catalog& catalog, const std::string& typed,
                                        const std::string& field = "hardware");
Result<std::string> resolveModelName(const Catalog& catalog, const std::string& typed,
                                     const std::string& field = "model");

}  // namespace moe

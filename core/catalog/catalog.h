#pragma once
// Built-in model and hardware catalogs. The JSON lives in resources/catalog/ and is compiled into
// the core library, so the CLI and the studio need no files and no network at start.
#include <map>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/hardware/hardware_spec.h"
#include "core/model/model_spec.h"

namespace moe {

struct Catalog {
    std::map<std::string, ModelSpec> models;       // by name
    std::map<std::string, HardwareSpec> hardware;  // by name

    [[nodiscard]] const ModelSpec* findModel(const std::string& name) const;
    [[nodiscard]] const HardwareSpec* findHardware(const std::string& name) const;
    [[nodiscard]] std::vector<std::string> modelNames() const;
    [[nodiscard]] std::vector<std::string> hardwareNames() const;
};

// Parses catalog JSON text (the format of resources/catalog/*.yaml). `origin` names the input in
// errors. Unknown keys are errors.
Result<std::map<std::string, ModelSpec>> parseModelCatalog(const std::string& yamlText, const std::string& origin);
Result<std::map<std::string, HardwareSpec>> parseHardwareCatalog(const std::string& yamlText,
                                                                 const std::string& origin);

// The compiled-in catalogs, parsed once. A broken built-in catalog is a build defect: the test
// suite parses it, and this aborts with the parse error rather than returning something empty.
const Catalog& builtinCatalog();

}  // namespace moe

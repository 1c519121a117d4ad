#include "core/logs/training_log.h"

namespace moe::logs {

const LogField* IterationRecord::field(std::string_view key) const {
    for (const auto& f : fields)
        if (f.key == key) return &f;
    return nullptr;
}

std::optional<double> IterationRecord::number(std::string_view key) const {
    const LogField* f = field(key);
    return f != nullptr ? f->value : std::nullopt;
}

bool isLossKey(std::string_view key) {
    if (key.find("loss") == std::string_view::npos) return false;
    return key.find("loss scale") == std::string_view::npos && key.find("PPL") == std::string_view::npos;
}

}  // namespace moe::logs

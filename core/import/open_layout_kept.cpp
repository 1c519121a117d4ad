#include "core/import/open_layout_kept.h"

#include <algorithm>

#include "core/rules/validator.h"

namespace moe {

namespace {

constexpr std::string_view kStartingPointPrefix = "config.json names no layout or batch";

std::string layoutWords(const Layout& l) {
    std::string s = "TP " + std::to_string(l.tp) + ", CP " + std::to_string(l.cp) + ", PP " + std::to_string(l.pp);
    if (l.vpp > 1) s += ", VPP " + std::to_string(l.vpp);
    s += ", EP " + std::to_string(l.ep) + ", ETP " + std::to_string(l.etpOrTp()) + ", MBS " +
         std::to_string(l.micro_batch_size) + ", GBS " + std::to_string(l.global_batch_size);
    return s;
}

}  // namespace

bool keepOpenLayout(Result<Recipe>& imported, const Layout& open) {
    if (!imported.ok()) return false;
    Recipe kept = *imported;
    kept.layout = open;
    for (const Diagnostic& d : validateRecipe(kept, ValidationScope::HardRules)) {
        if (d.severity != Severity::Error) continue;
        imported.warn(message("import",
                              MOE_TR("import",
                                     "the open recipe's layout (%1) cannot run the imported model: %2; the "
                                     "starting point above is used instead"),
                              textArg(layoutWords(open)),
                              d.message_text.id.empty() ? textArg(d.message) : messageArg(d.message_text)));
        return false;
    }
    *imported = std::move(kept);
    // The starting-point warning no longer describes the recipe: replaced, in place.
    for (size_t i = 0; i < imported.warnings.size(); ++i) {
        if (imported.warnings[i].rfind(kStartingPointPrefix, 0) != 0) continue;
        const Message m = message("import",
                                  MOE_TR("import",
                                         "config.json names no layout or batch: kept the open recipe's (%1)"),
                                  textArg(layoutWords(open)));
        imported.warnings[i] = m.english();
        if (i < imported.warning_texts.size()) imported.warning_texts[i] = m;
    }
    return true;
}

}  // namespace moe

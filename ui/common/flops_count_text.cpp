#include "ui/common/flops_count_text.h"

#include "core/flops/flops_count_text.h"

namespace moe::ui {

QString fromFlopsText(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString studioFlopsCountLabel() {
    return fromFlopsText(flopsCountInfo(kStudioFlopsCount).label);
}

QString flopsCountHelp(const ModelSpec& model, int64_t seq) {
    return QString::fromStdString(flopsCountSentence(model, seq)) + QLatin1Char('\n') +
           fromFlopsText(flopsCountInfo(kStudioFlopsCount).description);
}

}  // namespace moe::ui

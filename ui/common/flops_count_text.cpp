#include "ui/common/flops_count_text.h"

#include <QStringList>

#include "core/flops/flops_count_text.h"
#include "ui/common/core_message_text.h"

namespace moe::ui {

QString fromFlopsText(std::string_view text) {
    return coreText("flops_count", text);
}

QString studioFlopsCountLabel() {
    return fromFlopsText(flopsCountInfo(kStudioFlopsCount).label);
}

QString flopsCountHelp(const ModelSpec& model, int64_t seq) {
    QStringList sentences;
    for (const Message& m : flopsCountMessages(model, seq)) sentences << coreMessageText(m);
    return sentences.join(QLatin1Char(' ')) + QLatin1Char('\n') +
           fromFlopsText(flopsCountInfo(kStudioFlopsCount).description);
}

}  // namespace moe::ui

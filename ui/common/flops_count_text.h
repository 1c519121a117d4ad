#pragma once
// The FLOPs count of Model TFLOP/s and MFU as the studio's panels say it (core/flops/model_flops.h):
// the short label, and a tooltip that names the source and the other count's figure for the model.
#include <QString>
#include <string_view>

#include "core/flops/model_flops.h"

namespace moe::ui {

// A FlopsCountInfo label, "by" phrase or description (MOE_TR "flops_count"), translated.
QString fromFlopsText(std::string_view text);
// "Bridge count"
QString studioFlopsCountLabel();
// flopsCountSentence (which count, its GFLOP/token, another count's where it differs) and what
// the studio's count counts.
QString flopsCountHelp(const ModelSpec& model, int64_t seq);

}  // namespace moe::ui

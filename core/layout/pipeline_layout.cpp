// --pipeline-model-parallel-layout parsing (MLM PipelineParallelLayerLayout.parse_str_to_list) and
// the PipelinePlacement helpers. The placement rules live in layer_placement.cpp.
#include "core/layout/pipeline_layout.h"

#include <cctype>
#include <string_view>

namespace moe {
namespace {

// Guards against `t*999999999`: no real model has a million layer symbols.
constexpr size_t kMaxExpandedSymbols = size_t{1} << 20;

bool isLayerSymbol(char c) { return c == 'E' || c == 't' || c == 'm' || c == 'L' || c == '|'; }

// Recursive-descent parser over the text with ',' and whitespace removed (Megatron strips the
// commas before unrolling; whitespace is our extension). Each token keeps its 1-based position in
// the original text so errors point at what the user typed.
class LayoutParser {
public:
    explicit LayoutParser(const std::string& text) : text_(text) {
        for (size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c == ',' || std::isspace(static_cast<unsigned char>(c))) continue;
            toks_.push_back({c, static_cast<int>(i + 1)});
        }
    }

    Result<std::string> parse() {
        if (toks_.empty())
            return fail(1, MOE_TR("layout_errors", "the layout string is empty (expected e.g. %1)"),
                        codeArg("Et|(tt|)*30mL"));
        return parseSequence(0);
    }

private:
    struct Token {
        char c;
        int pos;
    };

    // The reason as a message the studio translates (context "layout_errors").
    template <typename... Args>
    Error fail(int pos, const char* id, Args&&... args) const {
        return Error{{},
                     0,
                     pos,
                     "layout.pipeline_layout",
                     message("layout_errors", MOE_TR("layout_errors", "character %1 of '%2': %3"), integerArg(pos),
                             codeArg(text_), messageArg(message("layout_errors", id, std::forward<Args>(args)...)))};
    }

    // A sequence ends at the end of the text (depth 0) or before a ')' (depth > 0, the caller
    // consumes it). `openPos` is the '(' that started it, for the unbalanced-paren message.
    Result<std::string> parseSequence(int depth, int openPos = 0) {
        std::string out;
        while (i_ < toks_.size()) {
            const Token t = toks_[i_];
            if (t.c == ')') {
                if (depth == 0) return fail(t.pos, MOE_TR("layout_errors", "unbalanced ')' without a matching '('"));
                return out;
            }
            if (t.c == '(') {
                ++i_;
                auto inner = parseSequence(depth + 1, t.pos);
                if (!inner) return inner;
                const int closePos = toks_[i_].pos;  // parseSequence stopped at this ')'
                ++i_;
                if (i_ >= toks_.size() || toks_[i_].c != '*')
                    return fail(closePos,
                                MOE_TR("layout_errors", "missing '*n' after ')': a group must repeat, e.g. %1"),
                                codeArg("(tt|)*30"));
                auto n = parseCount();
                if (!n) return n.error();
                if (auto s = append(out, *inner, *n, closePos); !s) return s.error();
            } else if (isLayerSymbol(t.c)) {
                ++i_;
                size_t n = 1;
                if (i_ < toks_.size() && toks_[i_].c == '*') {
                    auto count = parseCount();
                    if (!count) return count.error();
                    n = *count;
                }
                if (auto s = append(out, std::string(1, t.c), n, t.pos); !s) return s.error();
            } else if (t.c == '*') {
                return fail(t.pos, MOE_TR("layout_errors", "'*' must follow a symbol or ')'"));
            } else if (std::isdigit(static_cast<unsigned char>(t.c))) {
                return fail(t.pos, MOE_TR("layout_errors", "unexpected digit '%1' (a count must follow '*')"),
                            codeArg(std::string(1, t.c)));
            } else {
                return fail(
                    t.pos,
                    MOE_TR("layout_errors",
                           "bad symbol '%1' (expected E embedding, t decoder, m MTP, L loss, '|', (...)*n or x*n)"),
                    codeArg(std::string(1, t.c)));
            }
        }
        if (depth > 0) return fail(openPos, MOE_TR("layout_errors", "unbalanced '(' without a matching ')'"));
        return out;
    }

    // At a '*': consumes it and the decimal count after it.
    Result<size_t> parseCount() {
        const int starPos = toks_[i_].pos;
        ++i_;
        if (i_ >= toks_.size() || !std::isdigit(static_cast<unsigned char>(toks_[i_].c)))
            return fail(starPos, MOE_TR("layout_errors", "missing count after '*'"));
        size_t n = 0;
        while (i_ < toks_.size() && std::isdigit(static_cast<unsigned char>(toks_[i_].c))) {
            n = n * 10 + static_cast<size_t>(toks_[i_].c - '0');
            if (n > kMaxExpandedSymbols)
                return fail(starPos, MOE_TR("layout_errors", "repeat count is larger than %1"),
                            integerArg(static_cast<int64_t>(kMaxExpandedSymbols)));
            ++i_;
        }
        return n;
    }

    Status append(std::string& out, const std::string& piece, size_t times, int pos) const {
        if (!piece.empty() && times > (kMaxExpandedSymbols - out.size()) / piece.size())
            return fail(pos, MOE_TR("layout_errors", "the layout expands to more than %1 symbols"),
                        integerArg(static_cast<int64_t>(kMaxExpandedSymbols)));
        for (size_t k = 0; k < times; ++k) out += piece;
        return okStatus();
    }

    const std::string& text_;
    std::vector<Token> toks_;
    size_t i_ = 0;
};

}  // namespace

Result<ParsedPipelineLayout> parsePipelineLayout(const std::string& text) {
    LayoutParser parser(text);
    auto expanded = parser.parse();
    if (!expanded) return expanded.error();
    // Like Megatron's split('|'): n bars give n + 1 stages, and an empty stage is legal.
    ParsedPipelineLayout out;
    out.stages.emplace_back();
    for (char c : *expanded) {
        switch (c) {
            case '|': out.stages.emplace_back(); break;
            case 'E': out.stages.back().push_back(StageItemKind::Embedding); break;
            case 't': out.stages.back().push_back(StageItemKind::Decoder); break;
            case 'm': out.stages.back().push_back(StageItemKind::Mtp); break;
            default: out.stages.back().push_back(StageItemKind::Loss); break;  // 'L': only symbol left
        }
    }
    return out;
}

std::vector<const VirtualStage*> PipelinePlacement::chunksOf(int ppRank) const {
    std::vector<const VirtualStage*> out;
    if (ppRank < 0 || ppRank >= pp) return out;
    for (int c = 0; c < vpp; ++c) {
        const auto i = static_cast<size_t>(c) * static_cast<size_t>(pp) + static_cast<size_t>(ppRank);
        if (i < stages.size()) out.push_back(&stages[i]);
    }
    return out;
}

int PipelinePlacement::decoderLayersOn(int ppRank) const {
    int n = 0;
    for (const VirtualStage* s : chunksOf(ppRank)) n += static_cast<int>(s->decoder_layers.size());
    return n;
}

}  // namespace moe

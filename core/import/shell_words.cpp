#include "core/import/shell_words.h"

namespace moe {
namespace {

bool isNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isNameChar(char c) { return isNameStart(c) || (c >= '0' && c <= '9'); }

// Assignment "NAME=..." at the start of a word?
size_t assignmentEquals(const std::string& w) {
    if (w.empty() || !isNameStart(w[0])) return std::string::npos;
    size_t i = 1;
    while (i < w.size() && isNameChar(w[i])) ++i;
    return i < w.size() && w[i] == '=' ? i : std::string::npos;
}

}  // namespace

Result<ShellScript> parseShellScript(const std::string& text, const std::string& origin) {
    // Pass 1: split into statements (lists of words), honouring quotes, comments, continuations.
    struct Token {
        ShellWord word;
        bool statementEnd = false;
    };
    std::vector<Token> tokens;
    int line = 1;
    size_t i = 0;
    const size_t n = text.size();
    auto endStatement = [&] { tokens.push_back({{}, true}); };
    while (i < n) {
        const char c = text[i];
        if (c == '\\' && i + 1 < n && text[i + 1] == '\n') {  // continuation
            i += 2;
            ++line;
            continue;
        }
        if (c == '\\' && i + 2 < n && text[i + 1] == '\r' && text[i + 2] == '\n') {
            i += 3;
            ++line;
            continue;
        }
        if (c == '\n' || c == ';' || c == '&' || c == '|') {
            if (c == '\n') ++line;
            endStatement();
            ++i;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
            continue;
        }
        if (c == '#') {
            while (i < n && text[i] != '\n') ++i;
            continue;
        }
        if (c == ')') {
            tokens.push_back({{std::string(1, c), line, false}, false});
            ++i;
            continue;
        }
        ShellWord w;
        w.line = line;
        int depth = 0;
        while (i < n) {
            const char d = text[i];
            if (d == ' ' || d == '\t' || d == '\n' || d == ';' || d == '&' || d == '|' || d == '\r') break;
            // Parentheses belong to the word ("([0]*3+[1]*58)") unless a ')' closes nothing
            // opened in it: then it ends a bash array.
            if (d == '(') ++depth;
            if (d == ')') {
                if (depth == 0) break;
                --depth;
            }
            if (d == '\\' && i + 1 < n) {
                if (text[i + 1] == '\n') {
                    i += 2;
                    ++line;
                    continue;
                }
                w.text += text[i + 1];
                i += 2;
                continue;
            }
            if (d == '\'' || d == '"') {
                const int startLine = line;
                size_t close = i + 1;
                while (close < n && text[close] != d) {
                    if (d == '"' && text[close] == '\\' && close + 1 < n) ++close;
                    if (text[close] == '\n') ++line;
                    ++close;
                }
                if (close >= n)
                    return Error{origin, startLine, 0, {}, std::string("unterminated ") + (d == '\'' ? "single" : "double") + " quote"};
                w.text += text.substr(i + 1, close - i - 1);
                w.quoted = true;
                i = close + 1;
                continue;
            }
            if (d == '$' && i + 1 < n && text[i + 1] == '{') {  // keep ${...} together
                size_t close = text.find('}', i);
                if (close == std::string::npos) return Error{origin, line, 0, {}, "unterminated ${...}"};
                w.text += text.substr(i, close - i + 1);
                i = close + 1;
                continue;
            }
            w.text += d;
            ++i;
            if (d == '(' && w.text.size() >= 2 && w.text[w.text.size() - 2] == '=' &&
                assignmentEquals(w.text) != std::string::npos)
                break;  // NAME=( starts an array
        }
        tokens.push_back({std::move(w), false});
    }
    endStatement();

    // Pass 2: statements -> assignments, arrays, command words.
    ShellScript out;
    bool inArray = false;
    int arrayLine = 0;
    std::vector<ShellWord> statement;
    auto flush = [&] {
        size_t k = 0;
        bool exported = false;
        if (!statement.empty() && statement[0].text == "export") {
            exported = true;
            k = 1;
        }
        // Leading assignments (export A=1 B=2, or A=1 cmd ...).
        while (k < statement.size()) {
            const size_t eq = statement[k].quoted ? std::string::npos : assignmentEquals(statement[k].text);
            if (eq == std::string::npos) break;
            out.assignments.push_back({statement[k].text.substr(0, eq), statement[k].text.substr(eq + 1), exported, statement[k].line});
            ++k;
        }
        if (exported) k = statement.size();  // `export NAME` without a value: nothing to read
        for (; k < statement.size(); ++k) out.words.push_back(statement[k]);
        statement.clear();
    };
    for (auto& t : tokens) {
        if (inArray) {
            if (t.statementEnd) continue;
            if (!t.word.quoted && t.word.text == ")") {
                inArray = false;
                continue;
            }
            out.words.push_back(t.word);
            continue;
        }
        if (t.statementEnd) {
            flush();
            continue;
        }
        const std::string& s = t.word.text;
        if (!t.word.quoted && s.size() >= 2 && s.back() == '(' && s[s.size() - 2] == '=' && assignmentEquals(s) != std::string::npos) {
            flush();  // words before belong to an earlier statement
            inArray = true;
            arrayLine = t.word.line;
            continue;
        }
        statement.push_back(t.word);
    }
    if (inArray) return Error{origin, arrayLine, 0, {}, "bash array '(' is never closed"};
    return out;
}

}  // namespace moe

#pragma once
// Just enough of the POSIX shell to read a pasted Megatron-LM command line or launch script:
// comments, '...' and "..." quoting, backslash-newline continuations, `export NAME=VALUE` and
// `NAME=VALUE` assignments, and bash arrays `NAME=( ... )`. No expansion: "${X}" stays literal.
#include <string>
#include <vector>

#include "core/common/error.h"

namespace moe {

struct ShellWord {
    std::string text;
    int line = 0;       // 1-based line where the word starts
    bool quoted = false;
};

struct ShellAssignment {
    std::string name;
    std::string value;
    bool exported = false;
    int line = 0;
};

struct ShellScript {
    std::vector<ShellWord> words;               // command words and array elements, in order
    std::vector<ShellAssignment> assignments;   // scalar assignments (arrays contribute words)
};

// Errors: an unterminated quote or array (line and reason).
Result<ShellScript> parseShellScript(const std::string& text, const std::string& origin);

}  // namespace moe

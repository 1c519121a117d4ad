#pragma once
// The single-GPU layout check (domain §8.2): one rank of the recipe's layout on one GPU with
// `--fake-process-group` (the real flag; the seeds' --fake-init-process-group does not exist).
// The flag is incompatible with the flex dispatcher, so flex recipes are checked with alltoall and
// the result says so.
#include <string>
#include <vector>

#include "core/common/error.h"
#include "core/export/target_version.h"
#include "core/recipe/recipe.h"

namespace moe {

struct FakeProcessGroupCheck {
    std::string command;             // one shell line: torchrun --nproc-per-node 1 pretrain_gpt.py ...
    std::vector<std::string> notes;  // what was changed for the check and why
};

Result<FakeProcessGroupCheck> fakeProcessGroupCheck(const Recipe& recipe, MegatronVersion version);

}  // namespace moe

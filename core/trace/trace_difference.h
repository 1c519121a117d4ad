#pragma once
// The first difference between two import results (values or errors), as text; empty when they
// are the same. The Kineto fast-path tests and the differential fuzzer compare the fast event path
// with the exact reader through it.
#include <string>

#include "core/common/error.h"
#include "core/trace/trace_model.h"

namespace moe::trace {

// Empty when both are the same trace (events, names, counts, warnings, rank headers) or the same
// error (its full text: reason, byte offset, line); otherwise where they first differ.
std::string firstDifference(const Result<Trace>& a, const Result<Trace>& b);

}  // namespace moe::trace

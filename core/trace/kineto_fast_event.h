#pragma once
// Fast path for one Kineto trace event that lies wholly in memory: reads the fields the importer
// keeps (ph, cat, name, pid, tid, ts, dur, id, args.device/stream/correlation) straight from the
// buffer and skips the rest by bracket depth, with no per-token reader calls or copies.
//
// It is optimistic: anything it is not sure of (the event not ending before end, escapes in a
// key or a kept string, bad literals, mismatched or very deep brackets, non-JSON bytes between
// tokens) makes it return false without consuming anything, and the importer re-reads the event
// through the exact JsonReader path, which produces the same values or the error with its
// position. So for every input it accepts, it fills the event exactly as that path would.
#include "core/trace/kineto_event.h"

namespace moe::trace {

// pos at the event's '{' or whitespace before it. On success fills ev and moves pos past the closing '}'.
bool scanKinetoEventFast(const char*& pos, const char* end, RawKinetoEvent& ev);

}  // namespace moe::trace

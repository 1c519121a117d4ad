#!/usr/bin/env python3
"""Independent reference figures for core/trace/pass_direction (forward / backward per GPU activity).

Python stdlib only, written apart from the C++: reads a PyTorch-profiler (Kineto) trace with
json.load, links each GPU activity to its launching runtime call (args.correlation, else the ac2g
flow end at the activity's pid/tid/ts) and applies the rules of pass_direction.h:
  - a kernel named like an optimizer kernel (multi_tensor, adam, optimizer; not a collective) is optimizer;
  - a launch inside an autograd backward operator on the same thread is backward
    ("autograd::engine::evaluate_function: ..." or a name ending in "Backward" and digits), and so is
    one inside an annotation named with the word "backward" (not also "forward");
  - a launch inside an annotation whose name contains "optimizer" is optimizer; any other linked one forward;
  - an activity without a known launch is unknown.
Prints the counts and the unions (µs) of the compute kernels (not communication, not optimizer) per direction.

usage: tools/pass_direction_reference.py TRACE.json[.gz]
"""
import collections
import gzip
import json
import re
import sys

NOT_COMPUTE = ["alltoall", "dispatch", "combine", "deep_ep", "dpsk::ep", "hybrid_ep", "allgather", "reducescatter",
               "allreduce", "all_gather", "reduce_scatter", "all_reduce", "userbuffers", "sendrecv", "ncclkernel_send",
               "ncclkernel_recv", "_send", "_recv"]
OPTIMIZER = ["multi_tensor", "adam", "optimizer"]
BACKWARD_SUFFIX = re.compile(r"Backward\d*$")


def is_backward(name):
    return name.startswith("autograd::engine::evaluate_function:") or bool(BACKWARD_SUFFIX.search(name))


def says(name, word):
    return re.search(r"(?<![a-z0-9])" + word + r"(?![a-z0-9])", name.lower()) is not None


def named_backward(name):
    return says(name, "backward") and not says(name, "forward")


def union_length(intervals):
    total, end = 0, None
    for s, t in sorted(intervals):
        if end is None or s > end:
            total += t - s
            end = t
        elif t > end:
            total += t - end
            end = t
    return total


def main(path):
    with (gzip.open(path) if path.endswith(".gz") else open(path)) as f:
        doc = json.load(f)
    events = doc["traceEvents"] if isinstance(doc, dict) else doc
    complete = [e for e in events if e.get("ph") == "X"]
    backward, optimizer = collections.defaultdict(list), collections.defaultdict(list)
    for e in complete:
        span = (e["ts"], e["ts"] + e["dur"])
        if e.get("cat") in ("cpu_op", "Operator", "user_annotation") and is_backward(e["name"]):
            backward[e["tid"]].append(span)
        elif e.get("cat") == "user_annotation" and named_backward(e["name"]):
            backward[e["tid"]].append(span)
        elif e.get("cat") == "user_annotation" and "optimizer" in e["name"].lower():
            optimizer[e["tid"]].append(span)
    launches = {}
    for e in complete:
        if e.get("cat") in ("cuda_runtime", "cuda_driver", "Runtime") and "correlation" in e.get("args", {}):
            launches.setdefault(e["args"]["correlation"], e)
    flows = {(e["pid"], e["tid"], e["ts"]): e["id"] for e in events if e.get("ph") == "f" and e.get("cat") == "ac2g"}
    inside = lambda spans, t: any(s <= t <= u for s, u in spans)
    counts = collections.Counter()
    compute = collections.defaultdict(list)
    for e in complete:
        if e.get("cat") not in ("kernel", "gpu_memcpy", "gpu_memset"):
            continue
        name = e["name"].lower()
        communication = any(k in name for k in NOT_COMPUTE)
        if e["cat"] == "kernel" and not communication and any(k in name for k in OPTIMIZER):
            counts["optimizer"] += 1
            continue
        corr = e.get("args", {}).get("correlation", flows.get((e["pid"], e["tid"], e["ts"])))
        launch = launches.get(corr)
        if launch is None:
            counts["unknown"] += 1
            continue
        if inside(backward[launch["tid"]], launch["ts"]):
            direction = "backward"
        elif inside(optimizer[launch["tid"]], launch["ts"]):
            direction = "optimizer"
        else:
            direction = "forward"
        counts[direction] += 1
        if e["cat"] == "kernel" and not communication:
            compute[direction].append((e["ts"], e["ts"] + e["dur"]))
    print(dict(counts))
    for d in ("forward", "backward"):
        print(d, "compute union (us):", union_length(compute[d]))


if __name__ == "__main__":
    main(sys.argv[1])

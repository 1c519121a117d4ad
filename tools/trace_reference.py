#!/usr/bin/env python3
"""Independent reference figures for the trace importers and overlap metrics (domain §9.4).

Written separately from core/trace (python3 stdlib only: json, gzip, sqlite3) so the C++ tests can
compare against numbers computed another way: timestamps parsed as Decimal (exact ns), unions and
the comm ∩ compute overlap from a +1/+2 edge sweep instead of interval merging.

usage: tools/trace_reference.py TRACE...   (Kineto .json/.json.gz or Nsight Systems .sqlite)
Prints one line per (rank, device): integer nanoseconds.
"""
import gzip
import json
import re
import sqlite3
import sys
from decimal import Decimal, ROUND_HALF_UP

COMM = [r"^nccl", r"^hip", r"^hccl", r"ncclKernel", r"ncclDevKernel", r"deep_ep::", r"dpsk::ep::", r"hybrid_ep",
        r"nvshmem", r"userbuffers", r"dispatch", r"combine", r"rdma"]
MEMORY = [r"^(hip)?Memcpy", r"^(hip)?Memset", r"^dma"]
OTHER = [r"^(cuda|hip)[A-Za-z]*(Sync|Launch)"]
KERNEL_WAIT_NS = 30000


def kernel_class(kind, name):
    if kind in ("memcpy", "memset"):
        return "memory"
    for pats, cls in ((COMM, "comm"), (MEMORY, "memory"), (OTHER, "other")):
        if any(re.search(p, name) for p in pats):
            return cls
    return "compute"


def ns(value):
    return int((Decimal(str(value)) * 1000).to_integral_value(rounding=ROUND_HALF_UP))


def load_kineto(path):
    opener = gzip.open if open(path, "rb").read(2) == b"\x1f\x8b" else open
    with opener(path, "rt") as f:
        doc = json.load(f, parse_float=Decimal)
    events = doc if isinstance(doc, list) else doc["traceEvents"]
    gpu, launches = [], {}
    kinds = {"kernel": "kernel", "Kernel": "kernel", "gpu_memcpy": "memcpy", "Memcpy": "memcpy",
             "gpu_memset": "memset", "Memset": "memset"}
    for e in events:
        if e.get("ph") != "X" or "ts" not in e:
            continue
        cat = e.get("cat", "")
        args = e.get("args", {}) or {}
        if cat in ("cuda_runtime", "cuda_driver", "Runtime") and "correlation" in args:
            launches[int(args["correlation"])] = ns(e["ts"])
        elif cat in kinds:
            start = ns(e["ts"])
            gpu.append({"kind": kinds[cat], "name": e.get("name", ""), "start": start, "end": start + ns(e.get("dur", 0)),
                        "device": int(args.get("device", e.get("pid"))), "stream": int(args.get("stream", e.get("tid"))),
                        "corr": int(args["correlation"]) if "correlation" in args else None})
    rank = doc.get("distributedInfo", {}).get("rank", 0) if isinstance(doc, dict) else 0
    for g in gpu:
        g["launch"] = launches.get(g["corr"])
    return {(rank, d): [g for g in gpu if g["device"] == d] for d in sorted({g["device"] for g in gpu})}


def load_nsys(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    strings = dict(db.execute("SELECT id, value FROM StringIds"))
    launches = dict(db.execute("SELECT correlationId, start FROM CUPTI_ACTIVITY_KIND_RUNTIME"))
    gpu = []
    for table, kind in (("KERNEL", "kernel"), ("MEMCPY", "memcpy"), ("MEMSET", "memset")):
        name_col = "demangledName" if kind == "kernel" else "0"
        try:
            rows = db.execute(f"SELECT start, end, deviceId, streamId, correlationId, globalPid, {name_col} "
                              f"FROM CUPTI_ACTIVITY_KIND_{table}").fetchall()
        except sqlite3.OperationalError:
            continue
        for s, e, d, st, c, gp, n in rows:
            gpu.append({"kind": kind, "name": strings.get(n, "") if kind == "kernel" else kind, "start": s, "end": e,
                        "device": d, "stream": st, "launch": launches.get(c), "pid": gp})
    origin = min(g["start"] for g in gpu)
    groups = sorted({(g["pid"], g["device"]) for g in gpu})
    return {(i, k[1]): [g for g in gpu if (g["pid"], g["device"]) == k] for i, k in enumerate(groups)}


def sweep(gpu, w0, w1):
    """Edge sweep: +1/-1 for comm, +2/-2 for compute, separate counter for any activity."""
    edges = []
    for g in gpu:
        s, e = max(g["start"], w0), min(g["end"], w1)
        if e <= s:
            continue
        cls = kernel_class(g["kind"], g["name"])
        weight = {"comm": 1, "compute": 2}.get(cls, 0)
        edges.append((s, 1, weight))
        edges.append((e, -1, -weight))
    edges.sort(key=lambda x: (x[0], x[1]))
    busy = comm = comp = both = 0
    active = level = 0
    prev = None
    for t, d_active, d_level in edges:
        if prev is not None and t > prev:
            span = t - prev
            busy += span if active > 0 else 0
            comm += span if level in (1, 3) else 0
            comp += span if level in (2, 3) else 0
            both += span if level == 3 else 0
        active += d_active
        level += d_level
        prev = t
    return busy, comm, comp, both


def gaps(gpu, w0, w1):
    host = kern = other = 0
    for stream in {g["stream"] for g in gpu}:
        acts = sorted((g for g in gpu if g["stream"] == stream and g["end"] > g["start"]), key=lambda g: g["start"])
        run_end = None
        for g in acts:
            if run_end is not None and g["start"] > run_end:
                gap = g["start"] - run_end
                if g["launch"] is not None and g["launch"] > run_end:
                    host += gap
                elif gap < KERNEL_WAIT_NS:
                    kern += gap
                else:
                    other += gap
            run_end = g["end"] if run_end is None else max(run_end, g["end"])
    return host, kern, other


def main(paths):
    for path in paths:
        ranks = load_nsys(path) if open(path, "rb").read(15) == b"SQLite format 3" else load_kineto(path)
        for (rank, device), gpu in sorted(ranks.items()):
            w0, w1 = min(g["start"] for g in gpu), max(g["end"] for g in gpu)
            busy, comm, comp, both = sweep(gpu, w0, w1)
            host, kern, other = gaps(gpu, w0, w1)
            print(f"{path.split('/')[-1]} rank={rank} device={device} events={len(gpu)} "
                  f"streams={len({g['stream'] for g in gpu})} window_ns={w1 - w0} busy_ns={busy} comm_ns={comm} "
                  f"compute_ns={comp} overlap_ns={both} host_wait_ns={host} kernel_wait_ns={kern} other_idle_ns={other}")


if __name__ == "__main__":
    main(sys.argv[1:])

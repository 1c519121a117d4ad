#!/usr/bin/env python3
"""Writes small Nsight-Systems-shaped SQLite databases as seeds for fuzz_nsys_sqlite.

The real exports are megabytes; a few-KB database with every table the importer reads (kernels,
memcpy, runtime, NVTX push/pop and start/end, StringIds, session start) lets the fuzzer mutate
the parts that matter. Usage: fuzz/make_nsys_seed.py OUTPUT_DIR
"""
import os
import sqlite3
import sys


def make(path, with_nvtx=True, with_enum=True):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    c = db.cursor()
    c.execute("PRAGMA page_size=512")
    c.execute("CREATE TABLE StringIds(id INTEGER PRIMARY KEY, value TEXT NOT NULL)")
    names = ["ncclDevKernel_AllReduce_Sum_f32_RING_LL", "sm90_gemm_bf16", "cudaLaunchKernel", "moe_dispatch forward", "forward"]
    c.executemany("INSERT INTO StringIds VALUES(?,?)", list(enumerate(names)))
    c.execute("CREATE TABLE TARGET_INFO_SESSION_START_TIME(utcEpochNs INTEGER, utcTime TEXT, localTime TEXT)")
    c.execute("INSERT INTO TARGET_INFO_SESSION_START_TIME VALUES(1700000000000000000, '', '')")
    c.execute("CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL(start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER, "
              "contextId INTEGER, streamId INTEGER, correlationId INTEGER, globalPid INTEGER, demangledName INTEGER, "
              "shortName INTEGER, graphNodeId INTEGER)")
    c.execute("CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME(start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass INTEGER, "
              "globalTid INTEGER, correlationId INTEGER, nameId INTEGER, returnValue INTEGER)")
    c.execute("CREATE TABLE CUPTI_ACTIVITY_KIND_MEMCPY(start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER, "
              "streamId INTEGER, correlationId INTEGER, globalPid INTEGER, bytes INTEGER, copyKind INTEGER)")
    pid = 12345 << 24
    for i in range(6):
        t = 1000 + i * 500
        c.execute("INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES(?,?,0,?,?,2,0)", (t, t + 20, pid + 7, 100 + i))
        kernel = 0 if i % 3 == 0 else 1
        c.execute("INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES(?,?,0,1,?,?,?,?,?,NULL)",
                  (t + 50, t + 400, 7 if kernel else 20, 100 + i, pid, kernel, kernel))
    c.execute("INSERT INTO CUPTI_ACTIVITY_KIND_MEMCPY VALUES(3900,4000,0,7,200,?,4096,1)", (pid,))
    if with_nvtx:
        c.execute("CREATE TABLE NVTX_EVENTS(start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL, rangeId INTEGER, "
                  "category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, endGlobalTid INTEGER, textId INTEGER, "
                  "domainId INTEGER)")
        c.execute("INSERT INTO NVTX_EVENTS VALUES(990, 2000, 59, NULL, NULL, NULL, NULL, ?, NULL, 3, 0)", (pid + 7,))
        c.execute("INSERT INTO NVTX_EVENTS VALUES(2100, 3500, 60, NULL, NULL, NULL, 'forward', ?, NULL, NULL, 0)", (pid + 7,))
        c.execute("INSERT INTO NVTX_EVENTS VALUES(2200, NULL, 34, NULL, NULL, NULL, 'mark', ?, NULL, NULL, 0)", (pid + 7,))
    if with_enum:
        c.execute("CREATE TABLE ENUM_NSYS_EVENT_TYPE(id INTEGER PRIMARY KEY, name TEXT, label TEXT)")
        c.executemany("INSERT INTO ENUM_NSYS_EVENT_TYPE VALUES(?,?,?)",
                      [(34, "NvtxMark", ""), (59, "NvtxPushPopRange", ""), (60, "NvtxStartEndRange", "")])
    db.commit()
    db.execute("VACUUM")
    db.close()


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "corpus-nsys"
    os.makedirs(out, exist_ok=True)
    make(os.path.join(out, "full.sqlite"))
    make(os.path.join(out, "no-nvtx.sqlite"), with_nvtx=False)
    make(os.path.join(out, "no-enum.sqlite"), with_enum=False)


if __name__ == "__main__":
    main()

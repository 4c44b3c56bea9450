#!/usr/bin/env python3
"""The commander issue's Gettysburg figure: in how many battles a key objective changes hands —
held, at the end of some turn, by a side other than the one holding it at the end of turn 1.
Read from the JSON log's `turn_end` records (each objective's holder, or none).

    python3 bench/keys_taken.py [RUNS] [COMMANDER] [FILE] [KEY ...]
    (defaults: 200 brigade scripts/gettysburg.lua and the five objectives on the Union main line)
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
commander = sys.argv[2] if len(sys.argv) > 2 else "brigade"
battle = sys.argv[3] if len(sys.argv) > 3 else "scripts/gettysburg.lua"
keys = sys.argv[4:] or ["little_round_top", "cemetery_ridge", "cemetery_hill", "east_cemetery_hill", "culps_hill"]
exe = os.environ.get("CAISSON_EXE", "build/release/caisson")


def taken(seed):
    """The keys that changed hands in the battle of this seed, and those left unheld or contested (held by
    nobody at the end of some turn after being held)."""
    log = subprocess.run([exe, "run", battle, "--seed", str(seed), "--log", "json", "--commander", f"both={commander}"],
                         check=True, capture_output=True, text=True).stdout
    first, changed, contested = None, set(), set()
    for line in log.splitlines():
        record = json.loads(line)
        if record.get("type") != "turn_end":
            continue
        held = {k: record["objectives"].get(k) for k in keys}
        if first is None:
            first = held
        changed |= {k for k in keys if held[k] is not None and held[k] != first[k]}
        contested |= {k for k in keys if held[k] is None and first[k] is not None}
    return changed, contested


with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    results = list(pool.map(taken, range(1, runs + 1)))
any_taken = sum(1 for changed, _ in results if changed)
any_contested = sum(1 for changed, contested in results if changed or contested)
print(f"{battle}, {commander} on both sides, seeds 1..{runs}: a key changed hands in {any_taken} "
      f"({100 * any_taken / runs:.1f}%), was left unheld or contested in {any_contested} ({100 * any_contested / runs:.1f}%)")
print(f"  {'key':<22} {'changed hands':>14} {'unheld':>12}")
for k in keys:
    n = sum(1 for changed, _ in results if k in changed)
    m = sum(1 for changed, contested in results if k in changed or k in contested)
    print(f"  {k:<22} {n:14d} {m:12d}")

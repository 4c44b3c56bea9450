#!/usr/bin/env python3
"""The new-user issue's arrival figure: over every shipped battle under every rule system, how
many reinforcements never came on in full because their own side stood in the way. Read from
the JSON log: a reinforcement counts as kept off by its own side when the battle ends with any of
its units still waiting after `arrival_blocked` records, on three turns or more, whose blocker is
a unit of its side (a column's tail following its head on a turn later, or a battle won before
the tail came on, is not kept off).

    python3 bench/arrivals.py [SEEDS] [FILE ...]     (defaults: 100, scripts/*.lua)
    CAISSON_EXE=...                                   (default build/release/caisson)
    RULES="igor north"                                (default: every rule system)
"""
import glob
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 100
files = sys.argv[2:] or sorted(glob.glob("scripts/*.lua"))
exe = os.environ.get("CAISSON_EXE", "build/release/caisson")
rules = os.environ.get("RULES", "").split() or [line.split()[0] for line in subprocess.run([exe, "rules"], capture_output=True, text=True, check=True)
         .stdout.splitlines() if line.startswith("  ") and line.split() and line.split()[0].isalpha()]


def kept_off(job):
    """The reinforcements (formation names) of this battle that ended with units still waiting
    after their own side blocked them."""
    file, r, seed = job
    out = subprocess.run([exe, "run", file, "--rules", r, "--seed", str(seed), "--log", "json"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return file, r, seed, None, out.stderr.strip().splitlines()[-1:]
    recs = [json.loads(line) for line in out.stdout.splitlines()]
    setup = recs[0]["setup"]
    side_of = {u["name"]: u["side"] for u in setup["units"]}
    blocked_by_own, waiting = {}, {}
    for rec in recs:
        if rec.get("type") == "arrival_blocked" and side_of.get(rec.get("blocker")) == rec["side"]:
            blocked_by_own[rec["formation"]] = blocked_by_own.get(rec["formation"], 0) + 1
        if rec.get("type") == "arrival_blocked":
            waiting[rec["formation"]] = rec.get("waiting", 0)
        if rec.get("type") == "arrival_roll":
            waiting.setdefault(rec["formation"], 1)
    # Units still waiting are those the last turn_end does not list.
    last = [rec for rec in recs if rec.get("type") == "turn_end"][-1]
    still = {u["id"] for u in setup["units"]} - {u["id"] for u in last["units"]}
    brigade_of = {u["id"]: u["brigade"] for u in setup["units"]}
    still_brigades = {brigade_of[i] for i in still}
    kept = [r_["formation"] for r_ in setup["reinforcements"]
            if blocked_by_own.get(r_["formation"], 0) >= 3 and set(r_["brigades"]) & still_brigades]
    return file, r, seed, kept, None


jobs = [(f, r, s) for f in files for r in rules for s in range(1, seeds + 1)]
with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    results = list(pool.map(kept_off, jobs))
errors = [(f, r, s, e) for f, r, s, k, e in results if k is None]
total = {}
for f, r, s, kept, _ in results:
    if kept:
        for name in kept:
            total.setdefault((f, r, name), []).append(s)
print(f"{len(jobs)} battles ({len(files)} files x {len(rules)} rule systems x {seeds} seeds): "
      f"{len(errors)} failed to play, {sum(len(v) for v in total.values())} reinforcements kept off by their own side")
for (f, r, name), ss in sorted(total.items()):
    print(f"  {os.path.basename(f):28} {r:13} {name:28} {len(ss):4} battles (seeds {', '.join(map(str, ss[:5]))}{'...' if len(ss) > 5 else ''})")
for f, r, s, e in errors[:10]:
    print(f"  error: {f} --rules {r} --seed {s}: {e}")
sys.exit(1 if errors or total else 0)

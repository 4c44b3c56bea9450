#!/usr/bin/env python3
"""The growth exponent of each turn-cost curve (BM_TurnCost is igor's, BM_TurnCostJackson
jackson's, ...): the cost per turn at each N, the exponent between neighbouring sizes, and the
least-squares slope of log(cost) on log(N) over the whole curve. Two measures of the cost:

  python3 bench/growth.py --instructions [CURVE ...]
      Instructions per turn, counted by callgrind inside Driver::play_turn (the turns 1-4 of the
      curve's battle from seed 1): the same figure on any machine and in any run, so an exponent
      read from it moves only when the code does. About a minute for all five curves.
  build/release/bench_battles --benchmark_filter=BM_TurnCost --benchmark_format=json | python3 bench/growth.py
      CPU time per turn from Google Benchmark's JSON on stdin. Run with --benchmark_repetitions=K
      (and --benchmark_report_aggregates_only=true), it fits each size's median instead: one run's
      points move by a few hundredths of the exponent on a shared machine, and the whole exponent
      by up to a tenth.
"""
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

CURVES = ["BM_TurnCost", "BM_TurnCostJackson", "BM_TurnCostNorth", "BM_TurnCostMinicampaign", "BM_TurnCostAp"]
SIZES = [50, 100, 200, 500, 1000]
TURN = "caisson::Driver::play_turn()"
TURNS_OF_ONE_BATTLE = 4  # turn_cost in bench_battles.cpp plays turns 1-4 of each battle


def exponent(points):
    """The least-squares slope of log(cost) on log(N) through [(N, cost)]."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(c) for _, c in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def report(curves, unit):
    """Prints each curve's table and exponent; `curves` maps a name to [(N, cost per turn)]."""
    for name, points in curves.items():
        points.sort()
        print(name)
        print(f"{'N per side':>10} {unit:>14} {'exponent vs previous':>22}")
        for i, (n, cost) in enumerate(points):
            step = ""
            if i:
                pn, pc = points[i - 1]
                step = f"{math.log(cost / pc) / math.log(n / pn):.2f}"
            print(f"{n:>10} {cost:>14.2f} {step:>22}")
        if len(points) > 1:
            print(f"growth exponent (least squares, N = {points[0][0]}..{points[-1][0]}): {exponent(points):.2f}")
        print()


def from_benchmark_json(text):
    benchmarks = [b for b in json.loads(text)["benchmarks"] if b["name"].startswith("BM_TurnCost")]
    medians = [b for b in benchmarks if b.get("aggregate_name") == "median"]
    curves = defaultdict(list)
    for b in medians or [b for b in benchmarks if b.get("run_type", "iteration") == "iteration"]:
        name, n = b.get("run_name", b["name"]).split("/")[:2]
        t, unit = b["real_time"], b["time_unit"]
        curves[name].append((int(n), t / 1e3 if unit == "us" else t if unit == "ms" else t / 1e6))
    return curves


def turns_and_instructions(callgrind_out):
    """The turns played and the instructions counted within them, from a callgrind file."""
    with open(callgrind_out) as f:
        text = f.read()
    summary = re.search(r"^summary:\s*(\d+)", text, re.M)
    # A function is named once, where it first appears (as caller or callee), and by number after.
    named = re.search(r"^c?fn=\((\d+)\) " + re.escape(TURN) + r"$", text, re.M)
    if not summary or not named:
        raise SystemExit(f"growth.py: {callgrind_out} counts no turn (is {TURN} in the build's symbols?)")
    calls = re.findall(r"^cfn=\(" + named.group(1) + r"\)(?: .*)?\ncalls=(\d+)", text, re.M)
    return sum(int(c) for c in calls), int(summary.group(1))


def need_valgrind():
    if not shutil.which("valgrind"):
        raise SystemExit("counting instructions needs valgrind's callgrind: apt-get install valgrind")


def counted_turn(exe, curve, n):
    need_valgrind()
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--toggle-collect={TURN}", f"--callgrind-out-file={out}",
                        exe, f"--benchmark_filter=^{curve}/{n}/", "--benchmark_min_time=0.01"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        turns, instructions = turns_and_instructions(out)
    if turns == 0:
        raise SystemExit(f"growth.py: {curve}/{n} played no turn")
    if turns != TURNS_OF_ONE_BATTLE:  # a machine fast enough under callgrind for a second battle
        print(f"growth.py: {curve}/{n}: {turns} turns counted (seeds 1 on), not the {TURNS_OF_ONE_BATTLE} of seed 1",
              file=sys.stderr)
    return instructions / turns / 1e6


def counted_curves(names):
    """Each named curve as [(N, millions of instructions a turn)]; CAISSON_BENCH_EXE names the
    benchmark build (from the repository's root)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    exe = os.path.join(root, os.environ.get("CAISSON_BENCH_EXE", "build/release/bench_battles"))
    return {c: [(n, counted_turn(exe, c, n)) for n in SIZES] for c in names}


def main(args):
    if args[:1] == ["--instructions"]:
        report(counted_curves(args[1:] or CURVES), "M instr/turn")
    else:
        report(from_benchmark_json(sys.stdin.read()), "ms per turn")


if __name__ == "__main__":
    main(sys.argv[1:])

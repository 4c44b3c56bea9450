#!/usr/bin/env python3
"""The growth exponent of each turn-cost curve: reads Google Benchmark JSON from the BM_TurnCost*
benchmarks (bench_battles --benchmark_filter=BM_TurnCost --benchmark_format=json) on stdin and
prints, for each (BM_TurnCost is igor's, BM_TurnCostJackson jackson's, ...), the cost per turn at
each N, the exponent between neighbouring sizes, and the least-squares slope of log(time) on
log(N) over the whole curve. Run with --benchmark_repetitions=K (and
--benchmark_report_aggregates_only=true), it fits each size's median instead: one run's points
move by a few hundredths of the exponent on a shared machine."""
import json
import math
import sys
from collections import defaultdict

benchmarks = [b for b in json.load(sys.stdin)["benchmarks"] if b["name"].startswith("BM_TurnCost")]
medians = [b for b in benchmarks if b.get("aggregate_name") == "median"]
curves = defaultdict(list)
for b in medians or [b for b in benchmarks if b.get("run_type", "iteration") == "iteration"]:
    name, n = b.get("run_name", b["name"]).split("/")[:2]
    curves[name].append((int(n), b["real_time"], b["time_unit"]))

for name, points in curves.items():
    points.sort()
    print(name)
    print(f"{'N per side':>10} {'ms per turn':>12} {'exponent vs previous':>22}")
    for i, (n, t, unit) in enumerate(points):
        ms = t / 1e3 if unit == "us" else t if unit == "ms" else t / 1e6
        step = ""
        if i:
            pn, pt, _ = points[i - 1]
            step = f"{math.log(t / pt) / math.log(n / pn):.2f}"
        print(f"{n:>10} {ms:>12.2f} {step:>22}")
    if len(points) > 1:
        xs = [math.log(n) for n, _, _ in points]
        ys = [math.log(t) for _, t, _ in points]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
        print(f"growth exponent (least squares, N = {points[0][0]}..{points[-1][0]}): {slope:.2f}")
    print()

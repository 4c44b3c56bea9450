#!/usr/bin/env python3
"""Every shipped battle against its `history`, under the default built-in commander: how often the
historical winner wins a sweep (with its 95% interval) and where the day's losses fall among the
simulated ones — in men where the battle file gives men (the sweep's losses in men, one measure
under every rule system: docs/scripting.md, "Losses in men"), else in stands. docs/battles.md
quotes this table; regenerate it rather than edit it by hand:

    python3 bench/history.py [RUNS] [--write docs/battles.md]     (default 1000 runs)

With --write, the table replaces what stands between the page's `history table` markers.
"""
import glob
import os
import re
import subprocess
import sys

args = [a for a in sys.argv[1:] if a != "--write"]
write_to = None
if "--write" in sys.argv[1:]:
    i = sys.argv.index("--write")
    write_to = sys.argv[i + 1]
    args = [a for a in args if a != write_to]
runs = int(args[0]) if args else 1000
exe = os.environ.get("CAISSON_EXE", "build/release/caisson")
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

WON = re.compile(r"won by (\w+), as on the day: (\d+) of (\d+) battles, ([\d.]+)% \(95% ([\d.]+)% – ([\d.]+)%\)")
LOST = re.compile(r"(\w+) lost (\d+) (men|stands) on the day: percentile ([\d.]+)")
MEAN_MEN = re.compile(r"^  (\w+) +([\d.]+) +([\d.]+) +([\d.]+) +([\d.]+)$", re.M)


def against_history(battle):
    out = subprocess.run([exe, "sweep", battle, "--runs", str(runs)], check=True, capture_output=True,
                         text=True).stdout
    part = out.split("Against history", 1)
    if len(part) < 2:
        return None
    won = WON.search(part[1])
    # A side given in men is compared in men; its stands, if given too, are left out of the verdict.
    found = LOST.findall(part[1])
    in_men = {side for side, _, unit, _ in found if unit == "men"}
    losses = [(side, n, unit, p) for side, n, unit, p in found if unit == "men" or side not in in_men]
    return won, losses, simulated_men(out)


def simulated_men(out):
    """Each side's mean men lost, from the report's "Casualties (men lost)" table."""
    table = out.split("Casualties (men lost)", 1)
    if len(table) < 2:
        return {}
    block = table[1].split("\n\n", 1)[0]
    return {side: round(float(mean)) for side, mean, _, _, _ in MEAN_MEN.findall(block)}


def verdict(share, losses):
    marks = []
    if share is not None:
        marks.append("winner in 25–90%" if 25 <= share <= 90 else "winner outside 25–90%")
    if losses:
        inside = all(10 <= float(p) <= 90 for _, _, _, p in losses)
        marks.append("losses within the 10th–90th percentiles" if inside else "losses outside the 10th–90th percentiles")
    return "; ".join(marks)


def day_losses(losses, mean_men):
    """Each side the battle file gives, as "USA 83 men (simulated mean 316): 8.0", the last figure its percentile."""
    told = []
    for side, n, unit, p in losses:
        mean = f" (simulated mean {mean_men[side]:,})" if unit == "men" and side in mean_men else ""
        told.append(f"{side} {int(n):,} {unit}{mean}: {p}")
    return ", ".join(told) or "(no losses given)"


rows = [f"| battle | historical winner wins ({runs} battles) | 95% interval | the day's losses: percentile | |",
        "|---|---|---|---|---|"]
for battle in sorted(glob.glob(os.path.join(root, "scripts", "*.lua"))):
    found = against_history(battle)
    if found is None:
        continue
    won, losses, mean_men = found
    name = os.path.basename(battle)
    share = float(won.group(4)) if won else None
    winner = f"{won.group(1)} {won.group(4)}%" if won else "(no winner given)"
    interval = f"{won.group(5)}–{won.group(6)}%" if won else ""
    rows.append(f"| {name} | {winner} | {interval} | {day_losses(losses, mean_men)} | {verdict(share, losses)} |")
table = "\n".join(rows)
print(table)

if write_to:
    page = open(write_to).read()
    begin, end = "<!-- history table: bench/history.py -->", "<!-- end of history table -->"
    if begin not in page or end not in page:
        sys.exit(f"{write_to}: no history table markers")
    head, rest = page.split(begin, 1)
    _, tail = rest.split(end, 1)
    open(write_to, "w").write(f"{head}{begin}\n{table}\n{end}{tail}")

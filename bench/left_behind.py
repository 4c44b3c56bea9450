#!/usr/bin/env python3
"""How many of some brigades' regiments never came forward: per battle, those of the named
brigades that at the last turn still stand beyond a line across the table (y greater than Y, for
a side attacking toward smaller y, as the Confederates do in the shipped battles).

    python3 bench/left_behind.py FILE Y BRIGADE... [--runs N] [--commander SIDE=NAME ...]

Example (Johnson's three attacking brigades at Gettysburg, behind Benner's Hill at y 65):
    python3 bench/left_behind.py scripts/gettysburg.lua 65 "Jones'" "Nicholls'" "Steuart's" --runs 40 \\
        --commander USA=brigade:aggression=0.2 --commander CSA=brigade
"""
import argparse
import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

EXE = os.environ.get("CAISSON_EXE", "build/release/caisson")


def parse():
    cli = argparse.ArgumentParser(description="regiments of some brigades that never came forward")
    cli.add_argument("file")
    cli.add_argument("y", type=float, help="the line across the table: beyond it is y greater than this")
    cli.add_argument("brigades", nargs="+", metavar="BRIGADE")
    cli.add_argument("--runs", type=int, default=40)
    cli.add_argument("--commander", action="append", default=[], metavar="SIDE=NAME")
    a = cli.parse_args()
    return a.file, a.y, set(a.brigades), a.runs, [arg for c in a.commander for arg in ("--commander", c)]


def left_behind(file, y, brigades, seed, commanders):
    run = subprocess.run([EXE, "run", file, "--seed", str(seed), "--log", "json", *commanders],
                         capture_output=True, text=True, check=True)
    records = [json.loads(line) for line in run.stdout.splitlines()]
    units = {u["id"]: u for u in records[0]["setup"]["units"]}
    for r in records:
        if r.get("type") == "arrival":
            units[r["state"]["id"]] = r["state"]
    last = [r for r in records if r.get("type") == "turn_end"][-1]
    ours = [s for s in last["units"] if units[s["id"]]["brigade"] in brigades and units[s["id"]]["arm"] != "artillery"]
    return len(ours), sum(1 for s in ours if s["at"][1] > y)


def main():
    file, y, brigades, runs, commanders = parse()
    with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        counts = list(pool.map(lambda s: left_behind(file, y, brigades, s, commanders), range(1, runs + 1)))
    regiments = sum(c[0] for c in counts) / runs
    behind = sum(c[1] for c in counts) / runs
    print(f"{file}, seeds 1..{runs}: of {regiments:.1f} regiments of {', '.join(sorted(brigades))}, "
          f"{behind:.2f} a battle still stand beyond y {y:g} at the end")


if __name__ == "__main__":
    main()

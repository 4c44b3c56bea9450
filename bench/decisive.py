#!/usr/bin/env python3
"""The commander issue's "decisive" figures for every shipped battle, under a built-in commander
on both sides: the share of drawn battles (a sweep), and the share of voluntary moves of 1" or
less (the JSON logs of a few battles: `move` records made as moves — igor's "move", the other
rule systems' "moves" — not charges, falls back or routs; "-" where a battle logs none).

    python3 bench/decisive.py [RUNS] [LOGGED] [COMMANDER ...]   (defaults: 200 5 brigade)

Each COMMANDER is a name as `--commander` takes it: `brigade`, or the brigade commander with a
temperament (`brigade:aggression=0.9`, `brigade:aggression=0.3,caution=0.7`). The figures in
bench/README.md that compare `brigade` with `regimental` were measured before the regimental
commander was retired; it cannot be named now.
"""
import glob
import json
import math
import os
import subprocess
import sys
import tempfile

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
logged = int(sys.argv[2]) if len(sys.argv) > 2 else 5
commanders = sys.argv[3:] or ["brigade"]
exe = os.environ.get("CAISSON_EXE", "build/release/caisson")
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def draws(battle, commander):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "s.json")
        subprocess.run([exe, "sweep", battle, "--runs", str(runs), "--commander", f"both={commander}", "--json", out],
                       check=True, stdout=subprocess.DEVNULL)
        battles = json.load(open(out))["battles"]
        return sum(1 for b in battles if b[1] not in (0, 1)) / len(battles)


def short_moves(battle, commander):
    moves = short = 0
    with tempfile.TemporaryDirectory() as d:
        for seed in range(1, logged + 1):
            out = os.path.join(d, f"{seed}.jsonl")
            subprocess.run([exe, "run", battle, "--seed", str(seed), "--commander", f"both={commander}", "--log", "json",
                            "--out", out], check=True, stdout=subprocess.DEVNULL)
            for line in open(out):
                r = json.loads(line)
                if r.get("type") == "move" and r.get("how") in ("move", "moves"):
                    moves += 1
                    short += math.dist(r["from"], r["to"]) <= 1.0
    return short / moves if moves else None


print(f"{'battle':28}" + "".join(f"{c + ' draws':>18}{c + ' <=1in':>18}" for c in commanders))
for battle in sorted(glob.glob(os.path.join(root, "scripts", "*.lua"))):
    row = f"{os.path.basename(battle):28}"
    for c in commanders:
        short = short_moves(battle, c)
        row += f"{100 * draws(battle, c):17.1f}%" + (f"{100 * short:17.1f}%" if short is not None else f"{'-':>18}")
    print(row, flush=True)

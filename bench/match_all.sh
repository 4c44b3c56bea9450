#!/usr/bin/env bash
# The commander issue's "stronger" figure: `caisson match --a A --b B` over every shipped battle
# under its own rules, the reference battle, and the generated 50-a-side battle under each of the
# five rule systems; one line per battle (A's share of the decided games and its 95% interval),
# then the share over every decided game. A and B are built-in commanders as `--commander` names
# them: since the regimental commander was retired, temperaments of the brigade commander.
#   bash bench/match_all.sh [RUNS] [A] [B]      (defaults: 1000 brigade:aggression=0.9 brigade:aggression=0.1)
#   bash bench/match_all.sh 200 brigade:aggression=0.3,caution=0.7 brigade
# The brigade-against-regimental figures in bench/README.md were measured with A = brigade and
# B = regimental, before the regimental commander was retired; it cannot be named now.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000}" a="${2:-brigade:aggression=0.9}" b="${3:-brigade:aggression=0.1}"
exe="${CAISSON_EXE:-build/release/caisson}"
games=()
for f in scripts/*.lua; do games+=("$f|"); done
games+=("bench/battles/reference.lua|")
for r in igor ap north jackson minicampaign; do games+=("bench/battles/generate.lua|$r"); done
total_a=0 total_b=0
printf '%-46s %8s %8s %8s %8s %20s\n' battle A B draws "A share" "95% interval"
for g in "${games[@]}"; do
  file="${g%|*}" rules="${g#*|}"
  args=("$file" --a "$a" --b "$b" --runs "$runs" --json)
  [ -n "$rules" ] && args+=(--rules "$rules")
  json="$("$exe" match "${args[@]}")"
  read -r wa wb d share lo hi < <(python3 -c 'import json,sys; j=json.loads(sys.argv[1]); print(j["a_wins"], j["b_wins"], j["draws"], j["a_share"], j["a_share_low"], j["a_share_high"])' "$json")
  total_a=$((total_a + wa)) total_b=$((total_b + wb))
  printf '%-46s %8d %8d %8d %7.1f%% %9.1f%% – %5.1f%%\n' "$(basename "$file")${rules:+ ($rules)}" "$wa" "$wb" "$d" \
    "$(python3 -c "print($share*100)")" "$(python3 -c "print($lo*100)")" "$(python3 -c "print($hi*100)")"
done
python3 -c "a=$total_a; b=$total_b; print(f'overall: A {a}, B {b}: A share {100*a/max(1,a+b):.1f}% of the decided games')"

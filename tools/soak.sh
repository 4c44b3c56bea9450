#!/usr/bin/env bash
# The soak: plays N seeds of every shipped battle (scripts/*.lua and bench/battles/reference.lua)
# under every rule system (`caisson rules`) on the ASan/UBSan build, with the invariant checks on
# (sweep --check-invariants: no unit on another or off the table after an action, stands and HITs
# within bounds, routers heading for their edge, every refused action explained). Any broken
# invariant, sanitizer report, crash or error is a finding: it is printed with the command that
# replays it, and the soak exits 1 after playing the rest. Broken invariants already known (the
# patterns of tools/soak-known.txt, each with the reason it is there) are counted and shown, and
# do not fail the soak.
#   usage: tools/soak.sh N            N seeds per battle and rule system: N x 11 x 5 battles
#   SOAK_SEED=S   the first seed (default: drawn at random, and printed so a soak can be repeated)
#   SOAK_EXE=...  the caisson program (default: build/asan/caisson, built here if missing)
#   SOAK_JOBS=J   worker threads per sweep (default: nproc)
#   SOAK_KNOWN=F  the known findings' patterns (default: tools/soak-known.txt; /dev/null: none)
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:?usage: tools/soak.sh N (seeds per battle and rule system)}"
[[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "soak.sh: N must be a positive whole number, got $n" >&2; exit 2; }
first="${SOAK_SEED:-$(( (RANDOM << 15 | RANDOM) + 1 ))}"
jobs="${SOAK_JOBS:-$(nproc)}"
exe="${SOAK_EXE:-build/asan/caisson}"
if [ -z "${SOAK_EXE:-}" ]; then
  cmake --preset asan >/dev/null
  cmake --build --preset asan -j "$(nproc)" --target caisson
fi
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"

rules=$("$exe" rules | awk '/^  [a-z]/ { print $1 }')
battles=(scripts/*.lua bench/battles/reference.lua)
known_file="${SOAK_KNOWN:-tools/soak-known.txt}"
known=$(mktemp)
log=$(mktemp)
trap 'rm -f "$log" "$known"' EXIT
grep -vE '^[[:space:]]*(#|$)' "$known_file" | sed 's/[[:space:]]*#.*$//' >"$known" || true
echo "soak: seeds $first..$((first + n - 1)) of ${#battles[@]} battles under $(echo $rules | wc -w) rule systems ($(echo $rules))"
start=$SECONDS
played=0
findings=0
known_seen=0
for battle in "${battles[@]}"; do
  for r in $rules; do
    t=$SECONDS
    code=0
    "$exe" sweep "$battle" --rules "$r" --seed "$first" --runs "$n" -j "$jobs" --check-invariants >/dev/null 2>"$log" || code=$?
    played=$((played + n))
    broken=$(grep -c '^invariant broken in ' "$log" || true)
    unknown=$(grep '^invariant broken in ' "$log" | grep -vEf "$known" || true)
    if [ "$code" -eq 0 ]; then
      printf '  ok    %-36s %-13s %5d battles %4d s\n' "$battle" "$r" "$n" $((SECONDS - t))
    elif [ "$code" -eq 1 ] && [ "$broken" -gt 0 ] && [ -z "$unknown" ]; then
      known_seen=$((known_seen + broken))
      printf '  known %-36s %-13s %5d battles %4d s, %d broke a known invariant (%s)\n' "$battle" "$r" "$n" \
        $((SECONDS - t)) "$broken" "$known_file"
    else
      findings=$((findings + 1))
      printf '  FAIL  %-36s %-13s (exit %d)\n' "$battle" "$r" "$code"
      grep -vEf "$known" "$log" | sed 's/^/        /' | head -40
    fi
  done
done
echo "soak: $played battles in $((SECONDS - start)) s; $findings finding(s); $known_seen battle(s) broke known invariants"
[ "$findings" -eq 0 ]

#!/usr/bin/env bash
# Builds the fuzz targets of the sanitizer preset (clang, libFuzzer, ASan + UBSan: build/asan) and
# runs each a fixed number of times from a seed corpus made afresh from the shipped files; fails on
# any finding (a crash, a sanitizer report, a leak, a timeout, an out-of-memory, an engine failure
# on bad input). Findings are kept in build/fuzz/findings/<target>/. CI runs it;
# tests/fuzz/README.md says how to fuzz for hours.
#   usage: tests/fuzz/run.sh [TARGET...]    targets: battle_file save log merge (default: all)
#   FUZZ_RUNS=N     runs per target (default: each target's own, a brief run for CI: the four took
#                   about 150 s in all on the CI's 2 cores in session 47; the targets' build is a
#                   minute once the sanitizer tests are built, about 5 min from an empty folder)
#   CAISSON_EXE=... the caisson program that makes the seed corpus (default: build/release/caisson)
set -euo pipefail
cd "$(dirname "$0")/../.."
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(battle_file save log merge)
exe="${CAISSON_EXE:-build/release/caisson}"
[ -x "$exe" ] || { echo "run.sh: $exe is not built (cmake --build --preset release)" >&2; exit 2; }

# Runs per target: about the same wall time for each (measured on the CI's 2 cores). Halved in
# session 47, when the CI's machine ran everything about half as fast again and the whole CI
# passed 25 minutes: tests/fuzz/README.md says how to fuzz for hours.
default_runs() {
  case "$1" in
    battle_file) echo 6000 ;;
    save) echo 1500 ;;
    log) echo 6000 ;;
    merge) echo 20000 ;;
    *) echo "run.sh: unknown target $1 (known: battle_file save log merge)" >&2; exit 2 ;;
  esac
}

cmake --preset asan >/dev/null
cmake --build --preset asan -j "$(nproc)" --target "${targets[@]/#/fuzz_}"

work=build/fuzz/run
bin=build/asan/tests/fuzz
rm -rf "$bin"/scratch-* "$work"
bash tests/fuzz/make_corpus.sh "$exe" "$work/seeds" >/dev/null

# One target: runs it, then writes its summary (its stats and seconds) to $work/<target>.summary;
# fails on any finding.
fuzz_one() {
  local t="$1" runs findings start dict=()
  runs="${FUZZ_RUNS:-$(default_runs "$t")}"
  findings="build/fuzz/findings/$t"
  mkdir -p "$work/corpus/$t" "$findings"
  [ -f "$work/seeds/$t.dict" ] && dict=(-dict="$work/seeds/$t.dict")
  start=$SECONDS
  # A fixed seed: CI runs the same inputs every time; -fork would not, so one process each.
  local status=0
  "$bin/fuzz_$t" -runs="$runs" -seed=1 -timeout=20 -rss_limit_mb=2560 -max_len=300000 -close_fd_mask=3 \
      -print_final_stats=1 -artifact_prefix="$findings/" "${dict[@]}" "$work/corpus/$t" "$work/seeds/$t" \
      >"$work/$t.log" 2>&1 || status=$?
  # -close_fd_mask hides what the command printed, the harness's "==fuzz finding==" among it:
  # replay the input found, its output shown, so the log says why it is a finding.
  if [ "$status" -ne 0 ]; then
    local found
    found=$(ls -t "$findings" 2>/dev/null | head -1)
    [ -n "$found" ] && { echo "== replayed: $bin/fuzz_$t $findings/$found"
      timeout 120 "$bin/fuzz_$t" "$findings/$found" 2>&1 | grep -A2 -E '==fuzz finding==|^SUMMARY|ERROR: ' || true
    } >"$work/$t.replayed"
  fi
  { echo "== fuzz_$t: $runs runs"
    grep -E '^stat::(number_of_executed_units|peak_rss_mb)' "$work/$t.log" | tr '\n' ' ' || true
    echo "($((SECONDS - start)) s)"; } >"$work/$t.summary"
  return "$status"
}

# The targets run side by side, one per core (each is one process: -runs with a fixed seed), and
# report in the order given.
declare -A pid_of
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$(nproc)" ]; then wait -n || true; running=$((running - 1)); fi
  fuzz_one "$t" &
  pid_of[$t]=$!
  running=$((running + 1))
done
failed=()
for t in "${targets[@]}"; do
  if ! wait "${pid_of[$t]}"; then
    failed+=("$t")
    tail -60 "$work/$t.log"
    [ -f "$work/$t.replayed" ] && cat "$work/$t.replayed"
  fi
  cat "$work/$t.summary"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}; the inputs are in build/fuzz/findings/ (tests/fuzz/README.md)" >&2
  exit 1
fi
echo "fuzzing: no findings"

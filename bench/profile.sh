#!/usr/bin/env bash
# Where a battle's instructions go, function by function and line by line: builds `caisson` in the
# `profile` preset (the release build with line tables, build/profile; its counts are within
# 0.02% of the release build's), runs callgrind over a sweep of FILE, and writes
# build/profile/functions.txt (inclusive, by function) and build/profile/lines.txt (each source
# file annotated line by line, what inlined code costs shown at its own lines).
#   bash bench/profile.sh [FILE] [RUNS]     (default: scripts/gettysburg.lua 4; about 2 min, and
#                                            5 min for the first build on 2 cores)
#   callgrind_annotate --tree=caller build/profile/callgrind.out | less     (who calls what)
set -euo pipefail
cd "$(dirname "$0")/.."
file="${1:-scripts/gettysburg.lua}" runs="${2:-4}"
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
cmake --preset profile >/dev/null
cmake --build --preset profile --target caisson
out=build/profile
valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" "$out/caisson" sweep "$file" --runs "$runs" -j1 \
  2> "$out/callgrind.log" > /dev/null
callgrind_annotate --inclusive=yes "$out/callgrind.out" > "$out/functions.txt"
callgrind_annotate --auto=yes "$out/callgrind.out" > "$out/lines.txt"
grep -h "refs" "$out/callgrind.log"
echo "profile.sh: $out/functions.txt, $out/lines.txt"

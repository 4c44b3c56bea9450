#!/usr/bin/env bash
# The fuzz targets' seed corpora, made afresh from the shipped files by the caisson program given
# (so nothing big is committed): battle files as they are, saves of shipped battles (binary and
# JSON, a battle's and a campaign's), JSON Lines logs, and sweep shards (alone and in pairs for
# merge, separated by a line "%%"). Also a dictionary per target: the words its inputs are made of.
# usage: tests/fuzz/make_corpus.sh CAISSON_EXE OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
exe="$1"
out="$2"
rm -rf "$out"
mkdir -p "$out"/{battle_file,save,log,merge}

# Battle files: every shipped battle, the reference battle, and the starter `caisson new` writes.
cp scripts/*.lua bench/battles/reference.lua "$out/battle_file/"
"$exe" new starter --dir "$out/battle_file" >/dev/null

# Saves: small battles stopped early, in both formats; the teaching battle played further.
"$exe" run scripts/teaching_battle.lua --seed 1 --log quiet --save-at 1 --save "$out/save/teaching-1.save"
"$exe" run scripts/teaching_battle.lua --seed 2 --log quiet --save-at 3 --save "$out/save/teaching-3.json" --format json
"$exe" run scripts/blackburns_ford.lua --seed 1 --log quiet --save-at 2 --save "$out/save/blackburns-2.save"
"$exe" run scripts/first_bull_run.lua --seed 3 --rules ap --log quiet --save-at 1 --save "$out/save/bull-run-ap.json" --format json

# Logs: whole battles, the small ones (every record kind the engine writes, a few hundred KB at most).
"$exe" run scripts/teaching_battle.lua --seed 1 --log json --out "$out/log/teaching.jsonl"
"$exe" run scripts/blackburns_ford.lua --seed 4 --rules north --log json --out "$out/log/blackburns-north.jsonl"
# The first turns of a bigger battle: a log cut at a turn's end is a battle stopped there.
"$exe" run scripts/first_bull_run.lua --seed 2 --log json --out "$out/log/bull-run.full"
awk '{ print } /"type":"turn_end"/ && ++turns == 2 { exit }' "$out/log/bull-run.full" >"$out/log/bull-run-2-turns.jsonl"
rm "$out/log/bull-run.full"

# Shards: two halves of one sweep (they merge), each alone and as a pair.
"$exe" sweep scripts/teaching_battle.lua --seeds 1:4 -j 1 --json "$out/merge/a.json" >/dev/null
"$exe" sweep scripts/teaching_battle.lua --seeds 4:6 -j 1 --json "$out/merge/b.json" >/dev/null
"$exe" sweep scripts/blackburns_ford.lua --seeds 1:3 -j 1 --rules jackson --json "$out/merge/c.json" >/dev/null
{ cat "$out/merge/a.json"; printf '%%%%\n'; cat "$out/merge/b.json"; } >"$out/merge/a-b.pair"

# Dictionaries: the names battle files call and the fields they give; the JSON keys of logs and shards.
words() { grep -ohE "$1" "${@:2}" | sort -u | sed 's/\\/\\\\/g; s/"/\\"/g; s/.*/"&"/'; }
grep -ohE '\b[a-z_]{2,}\b *[=({"]' scripts/*.lua events/*.lua | sed -E 's/ *[=({"]$//' | sort -u | sed 's/.*/"&"/' \
  >"$out/battle_file.dict"
words '"[a-z_]+":' "$out"/log/*.jsonl >"$out/log.dict"
words '"[a-z_]+":' "$out"/merge/*.json >"$out/merge.dict"

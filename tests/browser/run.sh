#!/usr/bin/env bash
# The browser tests (the replay page, the play page): headless Debian Chromium driven by playwright-core.
# Needs a built caisson (any build/*/caisson, or CAISSON_EXE). Installs Chromium with apt-get
# when it is missing and this runs as root; installs playwright-core from package-lock.json.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [[ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "run.sh: Chromium is missing: apt-get install -y chromium" >&2
    exit 1
  fi
fi
cd "$here"
npm ci --no-audit --no-fund --loglevel=error
exec node --test replay.spec.mjs replay_detail.spec.mjs play.spec.mjs

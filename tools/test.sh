#!/usr/bin/env bash
# Builds a preset (release by default; asan for the sanitizers) and runs every test:
# the Catch2 suite through ctest, and luacheck over the shipped Lua files.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)" --target caisson caisson_tests
luacheck --quiet scripts events campaigns
ctest --preset "$preset" -j "$(nproc)"

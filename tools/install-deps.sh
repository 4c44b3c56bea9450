#!/usr/bin/env bash
# Installs the Debian packages caisson builds and tests with. Safe to run again.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
packages=(
  build-essential cmake ninja-build pkg-config
  liblua5.4-dev libfmt-dev libcereal-dev catch2 libcli11-dev libpcg-cpp-dev
  nlohmann-json3-dev libbenchmark-dev lua-check libcpp-httplib-dev
  python3  # tools/include_graph.py, whose --check is a test
  clang libclang-rt-dev  # the sanitizer preset (asan): ASan, UBSan and libFuzzer for tests/fuzz
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}"
fi

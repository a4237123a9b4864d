#!/usr/bin/env bash
# Configures and builds Stardate into build/ (Release with debug info).
# Usage: scripts/build.sh [TARGET...]   (default: every target, tests and benchmark included;
#        scripts/quickstart.sh builds only `stardate`)
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo ${STARDATE_CMAKE_FLAGS:-} >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build build -j"$(nproc)" "${targets[@]}"

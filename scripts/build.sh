#!/usr/bin/env bash
# Configures and builds Stardate into build/ (Release with debug info).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo ${STARDATE_CMAKE_FLAGS:-} >/dev/null
cmake --build build -j"$(nproc)"

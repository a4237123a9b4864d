#!/usr/bin/env bash
# Builds Stardate and runs every test (CTest). Exits non-zero if any test fails or none ran.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
ctest --test-dir build --output-on-failure --no-tests=error

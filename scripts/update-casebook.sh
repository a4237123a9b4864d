#!/usr/bin/env bash
# Regenerates the expected audit of every casebook game (samples/*/casebook/*.audit.json).
#
# Each case is recorded from its folder (so the log names the script as CASE.sdgame) into a
# temporary folder as CASE.sdlog, and audited from there (so the audit names the log as
# CASE.sdlog): the output depends on nothing but the script and the engine.
#
# Run it only when a change is meant to alter what the audit says, then review the diff by hand
# against the rule texts: every illegal case must still name its rule, event, line and cards,
# and every legal case must stay empty. tests/analyzer/casebook_test.cc fails until the files
# match. Usage: scripts/update-casebook.sh [STARDATE_BINARY] (default build/cli/stardate).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
sd=${1:-build/cli/stardate}
case "$sd" in /*) ;; *) sd="$root/$sd" ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for book in samples/*/casebook; do  # one casebook a game
  n=0
  for script in "$book"/*.sdgame; do
    name=$(basename "$script" .sdgame)
    (cd "$book" && "$sd" record "$name.sdgame" -o "$tmp/$name.sdlog" -q --force)
    # audit exits 1 when it finds something; that is expected for the illegal cases.
    (cd "$tmp" && "$sd" audit "$name.sdlog" --json > "$root/$book/$name.audit.json") || true
    n=$((n + 1))
  done
  echo "updated $n expected audits in $book"
done

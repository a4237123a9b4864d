#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds the `stardate` command (only it: no tests, no
# benchmark; scripts/test.sh builds those), records a bundled sample game, shows its state at a
# response window and audits it.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
need=()
for p in $(grep -v '^#' scripts/packages.txt); do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
scripts/build.sh stardate
mkdir -p out
set -x
build/cli/stardate record samples/stccg/fed-vs-dominion.sdgame -o out/fed-vs-dominion.sdlog --force
build/cli/stardate show out/fed-vs-dominion.sdlog --at window:3
build/cli/stardate audit out/fed-vs-dominion.sdlog

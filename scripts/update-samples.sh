#!/usr/bin/env bash
# Re-records every sample game and rewrites the committed golden logs and their signatures.
# Run it only when a change is meant to alter replay output (and bump engine::kRulesVersion
# when rules changed); the samples test fails until the committed files match.
set -euo pipefail
cd "$(dirname "$0")/.."
sd=build/cli/stardate
# One folder a game (samples/stccg for 1E, samples/ti4 for Twilight Imperium 4, ...): every
# folder of samples/ with a casebook holds a game's samples and their SIGNATURES.
for casebook in samples/*/casebook; do
  folder=$(dirname "$casebook")
  sig=$folder/SIGNATURES
  {
    echo "# name events final-state-hash (BLAKE2b-256 of the canonical state after the last event)"
    for script in "$folder"/*.sdgame; do
      name=$(basename "$script" .sdgame)
      # long-game is recorded with small chunks and snapshots so its log exercises both.
      opts=""
      if [ "$name" = long-game ]; then opts="--chunk-events 32 --snapshot-interval 64"; fi
      (cd "$folder" && ../../$sd record "$name.sdgame" -o "$name.sdlog" --force -q $opts)
      line=$($sd verify "$folder/$name.sdlog")
      events=$(echo "$line" | sed -E 's/.*ok: ([0-9]+) events.*/\1/')
      hash=$(echo "$line" | sed -E 's/.*final state ([0-9a-f]+).*/\1/')
      echo "$name $events $hash"
    done
  } > "$sig"
done
# What-if forks of the samples (samples/stccg/forks/: the continuation scripts and their logs):
# NAME.WHAT.sdgame continues NAME.sdlog at the address its `# fork-at:` line names.
for script in samples/*/forks/*.sdgame; do
  [ -e "$script" ] || continue
  folder=$(dirname "$(dirname "$script")")
  name=$(basename "$script" .sdgame)
  at=$(sed -nE 's/^# fork-at: (.*)$/\1/p' "$script")
  (cd "$folder" && ../../$sd fork "${name%%.*}.sdlog" --at "$at" --script "forks/$name.sdgame" \
     -o "forks/$name.sdlog" --force)
done
# Damaged copies for the recovery tests and for trying `verify` by hand.
mkdir -p samples/corrupt
src=samples/stccg/long-game.sdlog
size=$(stat -c %s "$src")
# Cut inside the body (a torn last chunk, no footer), and one flipped byte in a middle chunk.
head -c $((size - 1000)) "$src" > samples/corrupt/long-game-truncated.sdlog
cp "$src" samples/corrupt/long-game-bitflip.sdlog
at=$((size - 2500))
old=$(dd if="$src" bs=1 skip=$at count=1 status=none | od -An -tu1 | tr -d ' ')
printf "\\$(printf %o $((old ^ 32)))" |
  dd of=samples/corrupt/long-game-bitflip.sdlog bs=1 seek=$at conv=notrunc status=none
cat samples/*/SIGNATURES

#!/usr/bin/env bash
# Stops a Pebble started by pebble-up.sh and removes its directory.
# Usage: scripts/services/pebble-down.sh [DIR]   (default: $PEBBLE_DIR, as pebble-up.sh exported it)
set -euo pipefail
dir=${1:-${PEBBLE_DIR:-}}
if [ -z "$dir" ] || [ ! -f "$dir/pebble.pid" ]; then
  echo "pebble-down: give the directory pebble-up.sh printed as PEBBLE_DIR (no pebble.pid in '${dir}')" >&2
  exit 2
fi
pid=$(cat "$dir/pebble.pid")
if kill "$pid" 2>/dev/null; then
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
fi
rm -rf "$dir"

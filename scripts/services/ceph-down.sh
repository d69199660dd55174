#!/usr/bin/env bash
# Stops a Ceph started by ceph-up.sh (radosgw, OSD, monitor) and deletes its folder. Usage: ceph-down.sh "$CEPH_BASE"
set -euo pipefail
B=${1:?usage: ceph-down.sh CEPH_BASE}
pids=""
for n in rgw osd.0 mon.a; do
  f="$B/run/$n.pid"
  [ -f "$f" ] || continue
  p=$(cat "$f")
  kill "$p" 2>/dev/null && pids="$pids $p"
done
for _ in $(seq 1 100); do
  alive=""
  for p in $pids; do kill -0 "$p" 2>/dev/null && alive=1; done
  [ -z "$alive" ] && break
  sleep 0.2
done
for p in $pids; do kill -9 "$p" 2>/dev/null || true; done
rm -rf "$B"

#!/usr/bin/env bash
# Stops an HAProxy started by haproxy-up.sh and deletes its folder. Usage: haproxy-down.sh "$HAPROXY_BASE"
set -euo pipefail
BASE=${1:?usage: haproxy-down.sh HAPROXY_BASE}
[ -f "$BASE/haproxy.pid" ] && kill "$(cat "$BASE/haproxy.pid")" 2>/dev/null || true
rm -rf "$BASE"

#!/usr/bin/env bash
# HAProxy on 127.0.0.1 in front of sitepub origins, from haproxy.cfg.template (the config docs/scale-out.md shows).
# Installs Debian's `haproxy` when missing. Usage: haproxy-up.sh ORIGIN_URL [ORIGIN_URL ...]
#   e.g. eval "$(scripts/services/haproxy-up.sh http://127.0.0.1:4001 http://127.0.0.1:4002)"
# Prints `export ...` lines (HAPROXY_BASE, SITEPUB_BALANCER_URL); stop with haproxy-down.sh "$HAPROXY_BASE".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: haproxy-up.sh ORIGIN_URL [ORIGIN_URL ...]" >&2; exit 2; }
"$here/ensure-packages.sh" haproxy=haproxy >&2
BASE=${HAPROXY_BASE:-$(mktemp -d "${TMPDIR:-/tmp}/sitepub-haproxy.XXXXXX")}
PORT=${HAPROXY_PORT:-$("$here/free-port.sh")}
servers=""
n=0
for url in "$@"; do
  n=$((n + 1))
  hostport=${url#*://}
  hostport=${hostport%%/*}
  servers+="  server origin$n $hostport check"$'\n'
done
template=$(<"$here/haproxy.cfg.template")
config=${template//@PORT@/$PORT}
config=${config//@SERVERS@/$servers}
printf '%s\n' "$config" >"$BASE/haproxy.cfg"
haproxy -c -q -f "$BASE/haproxy.cfg"
haproxy -D -f "$BASE/haproxy.cfg" -p "$BASE/haproxy.pid"
for _ in $(seq 1 50); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.1; done
echo "export HAPROXY_BASE=$BASE SITEPUB_BALANCER_URL=http://127.0.0.1:$PORT"

#!/usr/bin/env bash
# Starts Pebble, Let's Encrypt's ACME test CA, on 127.0.0.1 for the ACME suites and for trying
# `sitepub serve --acme-directory` by hand. Installs Debian's `pebble` package when missing.
#
# Usage: scripts/services/pebble-up.sh --http-port N [--tls-port N] [--dns-server HOST:PORT]
#                                      [--port N] [--management-port N] [--dir DIR]
#   --http-port        port Pebble's validator uses for HTTP-01 (the edge's HTTP port)
#   --tls-port         port for TLS-ALPN-01 (the edge's HTTPS port; default: same as --http-port + 1)
#   --dns-server       resolver Pebble's validator asks (e.g. the server's `--dns-port` responder)
#   --port             ACME directory port (default: a free one)
#   --management-port  management port, which serves Pebble's roots (default: a free one)
#   --dir              working directory for the config, TLS key and log (default: a new temp dir)
# Prints `export NAME=value` lines on stdout, for `eval "$(scripts/services/pebble-up.sh ...)"`:
#   PEBBLE_DIRECTORY (the ACME directory URL), PEBBLE_CA (PEM of the CA that signed Pebble's own HTTPS
#   certificate: pass it as --acme-ca), PEBBLE_MANAGEMENT (management URL: /roots/0 is the issuing root),
#   PEBBLE_PID, PEBBLE_DIR. Stop it with scripts/services/pebble-down.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

http_port='' tls_port='' dns_server='' port='' mgmt_port='' dir=''
while [ $# -gt 0 ]; do
  case "$1" in
    --http-port) http_port=$2; shift 2 ;;
    --tls-port) tls_port=$2; shift 2 ;;
    --dns-server) dns_server=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --management-port) mgmt_port=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    *) echo "pebble-up: unknown argument $1 (see the usage at the top of this script)" >&2; exit 2 ;;
  esac
done
if [ -z "$http_port" ]; then
  echo "pebble-up: --http-port is required (the port Pebble validates HTTP-01 challenges on: the edge's)" >&2
  exit 2
fi
tls_port=${tls_port:-$((http_port + 1))}

bash "$here/ensure-packages.sh" pebble=pebble >&2
command -v openssl >/dev/null || bash "$here/ensure-packages.sh" openssl=openssl >&2

# A port nothing listens on, from the ephemeral range (checked with bash's /dev/tcp).
free_port() {
  local p
  for _ in $(seq 1 50); do
    p=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi
  done
  echo "pebble-up: no free port found" >&2
  return 1
}
port=${port:-$(free_port)}
mgmt_port=${mgmt_port:-$(free_port)}
dir=${dir:-$(mktemp -d "${TMPDIR:-/tmp}/pebble.XXXXXX")}
mkdir -p "$dir"

# Pebble's own HTTPS certificate: a throwaway CA and a leaf for 127.0.0.1 and localhost.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3 -subj '/CN=pebble test TLS CA' \
  -keyout "$dir/tls-ca.key" -out "$dir/tls-ca.pem" \
  -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign >/dev/null 2>&1
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj '/CN=localhost' \
  -keyout "$dir/tls.key" -out "$dir/tls.csr" >/dev/null 2>&1
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' >"$dir/tls.ext"
openssl x509 -req -in "$dir/tls.csr" -CA "$dir/tls-ca.pem" -CAkey "$dir/tls-ca.key" -CAcreateserial \
  -days 3 -extfile "$dir/tls.ext" -out "$dir/tls.pem" >/dev/null 2>&1
chmod 600 "$dir"/*.key

cat >"$dir/pebble.json" <<EOF
{
  "pebble": {
    "listenAddress": "127.0.0.1:$port",
    "managementListenAddress": "127.0.0.1:$mgmt_port",
    "certificate": "$dir/tls.pem",
    "privateKey": "$dir/tls.key",
    "httpPort": $http_port,
    "tlsPort": $tls_port,
    "ocspResponderURL": "",
    "externalAccountBindingRequired": false
  }
}
EOF

args=(-config "$dir/pebble.json" -strict=false)
[ -n "$dns_server" ] && args+=(-dnsserver "$dns_server")
PEBBLE_VA_NOSLEEP=1 PEBBLE_WFE_NONCEREJECT=0 PEBBLE_AUTHZREUSE=0 \
  setsid pebble "${args[@]}" >"$dir/pebble.log" 2>&1 </dev/null &
pid=$!
echo "$pid" >"$dir/pebble.pid"

for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "export PEBBLE_DIRECTORY=https://127.0.0.1:$port/dir"
    echo "export PEBBLE_CA=$dir/tls-ca.pem"
    echo "export PEBBLE_MANAGEMENT=https://127.0.0.1:$mgmt_port"
    echo "export PEBBLE_PID=$pid"
    echo "export PEBBLE_DIR=$dir"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "pebble-up: pebble exited at start; its log ($dir/pebble.log):" >&2
    cat "$dir/pebble.log" >&2
    exit 1
  fi
  sleep 0.1
done
echo "pebble-up: pebble did not listen on 127.0.0.1:$port within 10 s; its log is $dir/pebble.log" >&2
kill "$pid" 2>/dev/null || true
exit 1

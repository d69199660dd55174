#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on 127.0.0.1 (tests, CI, a local cluster to try scale-out): initdb + pg_ctl
# into a fresh folder, a free port, fsync off (never for real data). Installs Debian's `postgresql` when missing.
# Prints `export ...` lines: eval "$(scripts/services/pg-up.sh)"; stop with scripts/services/pg-down.sh "$PGBASE".
# Known pitfall: pg_createcluster writes listen_addresses unquoted; initdb + pg_ctl avoid it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
PGBIN=/usr/lib/postgresql/15/bin
"$here/ensure-packages.sh" "$PGBIN/initdb=postgresql" >&2
BASE=${PGBASE:-$(mktemp -d "${TMPDIR:-/tmp}/sitepub-pg.XXXXXX")}
PORT=${PGPORT:-$("$here/free-port.sh")}
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$BASE"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$PGBIN/initdb" -D "$BASE/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$BASE/initdb.log"
"${as_pg[@]}" "$PGBIN/pg_ctl" -D "$BASE/data" -l "$BASE/server.log" -w -t 30 start \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $BASE -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
echo "export PGBASE=$BASE PGHOST=127.0.0.1 PGPORT=$PORT PGUSER=postgres PGDATABASE=postgres"
echo "export SITEPUB_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"

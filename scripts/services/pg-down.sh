#!/usr/bin/env bash
# Stops a cluster started by pg-up.sh and deletes its folder. Usage: pg-down.sh "$PGBASE"
set -euo pipefail
BASE=${1:?usage: pg-down.sh PGBASE}
as_pg=()
[ "$(id -u)" -eq 0 ] && as_pg=(runuser -u postgres --)
"${as_pg[@]}" /usr/lib/postgresql/15/bin/pg_ctl -D "$BASE/data" -m immediate -w stop >/dev/null 2>&1 || true
rm -rf "$BASE"

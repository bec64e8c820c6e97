#!/usr/bin/env bash
# Runs a command with a real, throwaway PostgreSQL 15 server: a fresh cluster in a temp folder on a free loopback
# port, DATABASE_URL exported to the command, always stopped and removed at the end.
#
#   bash scripts/with-pg.sh npx vitest run --project server   # what scripts/pg-test.sh does
#   bash scripts/with-pg.sh npx tsx scripts/cluster.ts         # what npm run cluster does
#
# PG_BIN overrides where initdb/pg_ctl live (default /usr/lib/postgresql/15/bin); PG_PORT picks the port. As root,
# the cluster runs as the "postgres" user (PostgreSQL refuses to run as root); clients connect over TCP with trust
# auth on 127.0.0.1.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

for tool in initdb pg_ctl createdb; do
  if [ ! -x "$PG_BIN/$tool" ]; then
    echo "with-pg: $PG_BIN/$tool not found (set PG_BIN to the PostgreSQL 15 bin folder)" >&2
    exit 2
  fi
done

TMP="$(mktemp -d "${TMPDIR:-/tmp}/betsite-pg-XXXXXX")"
PGDATA="$TMP/data"
LOG="$TMP/postgres.log"

as_pg() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-pg: running as root needs a 'postgres' user to own the cluster" >&2
    exit 2
  fi
  chown postgres "$TMP"
fi

STARTED=0
cleanup() {
  local status=$?
  if [ "$STARTED" = 1 ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || echo "with-pg: pg_ctl stop failed; see $LOG" >&2
  fi
  if [ "$status" != 0 ] && [ -f "$LOG" ]; then
    echo "with-pg: last lines of the PostgreSQL log:" >&2
    tail -n 20 "$LOG" >&2 || true
  fi
  rm -rf "$TMP"
  exit "$status"
}
trap cleanup EXIT INT TERM

# A free port on the loopback interface.
PORT="${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

as_pg "$PG_BIN/initdb" -D "$PGDATA" -U betsite --auth=trust --encoding=UTF8 --locale=C >/dev/null
# fsync off: a throwaway test cluster, speed over durability.
as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$LOG" -w -t 60 \
  -o "-p $PORT -c max_connections=200 -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
STARTED=1
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U betsite betsite

export DATABASE_URL="postgres://betsite@127.0.0.1:$PORT/betsite"
echo "with-pg: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT; DATABASE_URL=$DATABASE_URL"

cd "$ROOT"
"$@"

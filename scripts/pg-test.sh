#!/usr/bin/env bash
# Runs the server tests (vitest project "server") against a real, throwaway PostgreSQL 15 server instead of the
# embedded PGlite (scripts/with-pg.sh makes and removes the server).
#
#   bash scripts/pg-test.sh                          # all server tests on PostgreSQL
#   bash scripts/pg-test.sh tests/server/db.test.ts  # extra arguments go to vitest
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/with-pg.sh" npx vitest run --project server "$@"

#!/usr/bin/env bash
# The e2e suite as two Playwright runs at once, each with its own server and database (e2e/playwright.config.ts
# starts one per run) and one worker, so a test that flips a server-wide setting never meets another test:
#   1. the project "chromium" (every spec not in "pages");
#   2. the project "pages" (specs that change nothing server-wide).
# Lines are prefixed with their run; the exit status is the first failing run's. Expects a build (npm run test:e2e).
# E2E_PORT and E2E_PAGES_PORT, when set, are the two runs' ports (each else picks its own, see the config).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
unset E2E_DATA_DIR # each run makes its own

run() {
  local name=$1 port=$2
  shift 2
  ( if [ -n "$port" ]; then export E2E_PORT=$port; else unset E2E_PORT; fi
    npx playwright test -c e2e/playwright.config.ts --output "test-results/$name" "$@" 2>&1 | sed -u "s/^/[$name] /" )
}

run main "${E2E_PORT:-}" --project chromium &
main=$!
run pages "${E2E_PAGES_PORT:-}" --project pages &
pages=$!
wait "$main"; main_status=$?
wait "$pages"; pages_status=$?
[ "$main_status" = 0 ] || exit "$main_status"
exit "$pages_status"

#!/usr/bin/env bash
# npm test: every test. Unit (vitest), then the HTTP API on SQLite and PostgreSQL and the browser (Playwright)
# against `next build` and the production server (npm start: scripts/start.mjs) on fresh test databases.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1

bash scripts/ensure-chromium.sh
PG_PORT=${E2E_PG_PORT:-5433}
PG_URL=$(bash scripts/pg-cluster.sh start "$PG_PORT")
trap 'bash scripts/pg-cluster.sh stop "$PG_PORT"' EXIT

TEST_POSTGRES_URL="$PG_URL" npx vitest run
psql "$PG_URL" -qc 'DROP DATABASE IF EXISTS rxcard_e2e' -c 'CREATE DATABASE rxcard_e2e' >/dev/null
export E2E_POSTGRES_URL="${PG_URL%/*}/rxcard_e2e"
export E2E_SQLITE_URL="file:./data/e2e.db"
rm -f data/e2e.db data/e2e.db-wal data/e2e.db-shm

mkdir -p test-results
npx next build
npx playwright test "$@"

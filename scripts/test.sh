#!/usr/bin/env bash
# The whole test run on one production build. With TEST_BASE set to a commit, a change to content/ or
# static/media/ alone gets the content gate, the build, the link check and its pages (scripts/test-scope.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

step() { printf '\n== %s ==\n' "$1"; }

scope=full
if [ -n "${TEST_BASE:-}" ]; then
  mapfile -t answer < <(npx tsx scripts/test-scope.ts "$TEST_BASE")
  scope="${answer[0]:-full}"
  if [ "$scope" = full ]; then
    echo "Full suite: ${answer[1]:-}"
  else
    routes="$(IFS=,; echo "${answer[*]:1}")"
    echo "Content-only change since $TEST_BASE: pages ${routes}"
  fi
fi

step "Content check (errors and advice)"
npm run --silent check:content -- --strict
step "Production build (gatsby build alone, as a host runs it: the content was checked above)"
npx gatsby build

if [ "$scope" = content ]; then
  step "Links and assets of the built site"
  npm run --silent check:links
  step "Browser pass over the changed pages, and the redirects, on nginx and Cloudflare Pages' runtime"
  if [ "$routes" = all ]; then
    npm run --silent test:e2e -- pages.spec.ts hosts.spec.ts
  else
    E2E_ROUTES="$routes" npm run --silent test:e2e -- pages.spec.ts hosts.spec.ts
  fi
  exit 0
fi

# The type check, lint and knip run beside jest, their output shown after it.
checks_log="$(mktemp)"
trap 'rm -f "$checks_log"' EXIT
(
  set -e
  step "Type check"
  npm run --silent typecheck
  step "Lint and formatting"
  npm run --silent lint
  step "Unused files, exports and dependencies (knip)"
  npm run --silent knip
) >"$checks_log" 2>&1 &
checks=$!
step "Unit and build-output tests (jest, while the type check, lint and knip run)"
jest_status=0
npx jest --ci --maxWorkers=2 || jest_status=$?
checks_status=0
wait "$checks" || checks_status=$?
cat "$checks_log"
[ "$checks_status" -eq 0 ] || { echo "Type check, lint or knip failed" >&2; exit "$checks_status"; }
[ "$jest_status" -eq 0 ] || exit "$jest_status"
step "Links and assets of the built site"
npm run --silent check:links
step "Browser tests (Playwright, headless Chromium, production build served by nginx and by Cloudflare Pages' runtime)"
npm run --silent test:e2e

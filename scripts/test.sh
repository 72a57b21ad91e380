#!/usr/bin/env bash
# The whole test run: content check, one production build shared by every suite, the link check,
# then the browser suite against the served build with the type check, lint and unit and
# build-output tests (jest) beside it.
#
# With TEST_BASE set to a commit (CI sets it to a pull request's base), a change that touches only
# content/ or static/media/ gets the content gate, the build, the link check and a browser pass over
# the pages it changed (scripts/test-scope.ts); any other change gets everything.
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

step "Links and assets of the built site"
npm run --silent check:links

# The browser suite waits on pages, servers and the editor for about a fifth of its time, so the
# unit tests (one jest worker), the type check and the lint run beside it and use those idle turns;
# their output is kept and printed after the browser suite's, then the browser suite's totals again.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
(
  set -e
  step "Type check"
  npm run --silent typecheck
  step "Lint and formatting"
  npm run --silent lint
) >"$logs/checks" 2>&1 &
checks=$!
(
  step "Unit and build-output tests (jest, run beside the browser suite)"
  npx jest --ci --maxWorkers=1
) >"$logs/jest" 2>&1 &
jest=$!
step "Browser tests (Playwright, headless Chromium, production build served by nginx and by Cloudflare Pages' runtime)"
browser_status=0
npm run --silent test:e2e 2>&1 | tee "$logs/browser" || browser_status=$?
jest_status=0
wait "$jest" || jest_status=$?
checks_status=0
wait "$checks" || checks_status=$?
cat "$logs/jest" "$logs/checks"
step "Totals"
grep -E "^browser( checks)?:" "$logs/browser" || true
[ "$checks_status" -eq 0 ] || echo "Type check or lint failed" >&2
[ "$jest_status" -eq 0 ] || echo "Unit tests failed" >&2
[ "$browser_status" -eq 0 ] || echo "Browser tests failed" >&2
for status in "$checks_status" "$jest_status" "$browser_status"; do [ "$status" -eq 0 ] || exit "$status"; done

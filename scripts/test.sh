#!/usr/bin/env bash
# The whole test run: content check, one production build shared by every suite, type check,
# lint, unit and build-output tests (jest), then the browser suite against the served build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

step() { printf '\n== %s ==\n' "$1"; }

step "Content check (errors and advice)"
npm run --silent check:content -- --strict
step "Production build (gatsby build alone, as a host runs it: the content was checked above)"
npx gatsby build
step "Type check"
npm run --silent typecheck
step "Lint and formatting"
npm run --silent lint
step "Unit and build-output tests (jest)"
npx jest --ci
step "Links and assets of the built site"
npm run --silent check:links
step "Browser tests (Playwright, headless Chromium, production build served by nginx and by Cloudflare Pages' runtime)"
npm run --silent test:e2e

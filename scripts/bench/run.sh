#!/usr/bin/env bash
# npm run bench: the Lighthouse benchmark (scripts/bench/lighthouse.ts). Uses public/ when it is a fresh
# production build (else runs `npm run build`), serves it on 127.0.0.1, runs Lighthouse 3 times per
# route, writes reports/lighthouse.md and reports/lighthouse.json, and exits 1 when a budget is missed.
#
#   npm run bench [-- --public <dir>] [--runs <n>] [--build auto|always|never] [--server auto|nginx|gatsby]
#   (or BENCH_PUBLIC_DIR, BENCH_RUNS, BENCH_BUILD, BENCH_SERVER, CHROME_PATH, BENCH_LHR_DIR in the environment)
#
# Not part of `npm test`: Lighthouse on a shared machine is noisy. Takes about 5 minutes (2 cores).
set -euo pipefail
cd "$(dirname "$0")/../.."
export GATSBY_TELEMETRY_DISABLED=1
exec npx --no-install tsx scripts/bench/lighthouse.ts "$@"

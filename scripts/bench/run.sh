#!/usr/bin/env bash
# npm run bench: Lighthouse CI (lighthouserc.cjs) on the production build in public/ (built first when
# missing), then the report (scripts/bench/report.ts → reports/lighthouse.md), then LHCI's budget
# assertions; exits 1 when a budget is missed. BENCH_PORT picks the server's port (default 8400).
# Not part of `npm test`: Lighthouse on a shared machine is noisy. Takes about 5 minutes (2 cores).
set -uo pipefail
cd "$(dirname "$0")/../.."
export GATSBY_TELEMETRY_DISABLED=1
[ -f public/index.html ] || npm run build || exit 2
rm -rf .lighthouseci
npx --no-install lhci collect --config=lighthouserc.cjs || exit 2
npx --no-install tsx scripts/bench/report.ts "$@"
report=$?
npx --no-install lhci assert --config=lighthouserc.cjs
assert=$?
exit $((report || assert))

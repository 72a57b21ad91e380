#!/usr/bin/env bash
# npm run bench:hosts: the same build measured on each host it is meant for, one after the other in one
# run: Lighthouse CI with the budgets of lighthouserc.cjs (BENCH_RUNS per route, default 3) and the tap →
# next page benchmark (scripts/bench/navigation.ts, NAV_RUNS per row, default 5), first on nginx, then on Cloudflare Pages' runtime
# (wrangler pages dev). scripts/bench/hosts-report.ts writes reports/hosts.md side by side. Exits 1 when a
# budget is missed on either host. Needs Xvfb and xdotool (apt-get install -y xvfb xdotool).
set -uo pipefail
cd "$(dirname "$0")/../.."
export GATSBY_TELEMETRY_DISABLED=1 WRANGLER_SEND_METRICS=false BENCH_RUNS="${BENCH_RUNS:-3}"
[ -f public/index.html ] || npm run build || exit 2
out=.lighthouseci-hosts
rm -rf "$out"
failed=0
for host in nginx cloudflare; do
  rm -rf .lighthouseci
  BENCH_HOST=$host npx --no-install lhci collect --config=lighthouserc.cjs || exit 2
  if BENCH_HOST=$host npx --no-install lhci assert --config=lighthouserc.cjs >"$out-$host-assert.txt" 2>&1; then
    echo "all budgets met" >>"$out-$host-assert.txt"
  else
    failed=1
  fi
  mkdir -p "$out/$host"
  mv "$out-$host-assert.txt" "$out/$host/assert.txt"
  cp .lighthouseci/lhr-*.json "$out/$host/"
done

# Navigation: nginx as navigation.ts starts it; Cloudflare's runtime started here.
npx --no-install tsx scripts/bench/navigation.ts --runs "${NAV_RUNS:-5}" --out hosts-nav-nginx || exit 2
PORT=8592 bash scripts/cloudflare/serve.sh >/dev/null 2>&1 &
wrangler=$!
trap 'kill $wrangler 2>/dev/null' EXIT
for _ in $(seq 120); do curl -fs -o /dev/null http://127.0.0.1:8592/ && break; sleep 1; done
npx --no-install tsx scripts/bench/navigation.ts --runs "${NAV_RUNS:-5}" --server 8592 --port 8593 --out hosts-nav-cloudflare || exit 2
kill $wrangler 2>/dev/null

npx --no-install tsx scripts/bench/hosts-report.ts "$out" || exit 2
exit $failed

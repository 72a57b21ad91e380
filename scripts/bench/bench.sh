#!/usr/bin/env bash
# npm run bench -- lighthouse | hosts | compare [<other build>] | nav | load: each writes its report in reports/
# (docs/developing.md, "Performance and benchmarks", says what each measures).
set -uo pipefail
cd "$(dirname "$0")/../.."
tsx=node_modules/.bin/tsx
what="${1:-lighthouse}"
[ $# -gt 0 ] && shift
case "$what" in
  lighthouse | compare) exec "$tsx" scripts/bench/lighthouse.ts "$what" "$@" ;;
  hosts)
    "$tsx" scripts/bench/lighthouse.ts hosts
    failed=$?
    [ "$failed" -le 1 ] || exit "$failed"
    # Tap → next page: nginx as navigation.ts starts it, then Cloudflare's runtime started here.
    "$tsx" scripts/bench/navigation.ts --out hosts-nav-nginx "$@" || exit 2
    WRANGLER_SEND_METRICS=false PORT=8592 bash scripts/cloudflare/serve.sh >/dev/null 2>&1 &
    wrangler=$!
    trap 'kill $wrangler 2>/dev/null' EXIT
    for _ in $(seq 120); do curl -fs -o /dev/null http://127.0.0.1:8592/ && break; sleep 1; done
    "$tsx" scripts/bench/navigation.ts --server 8592 --port 8593 --out hosts-nav-cloudflare "$@" || exit 2
    exit "$failed"
    ;;
  nav) exec "$tsx" scripts/bench/navigation.ts "$@" ;;
  load) exec "$tsx" scripts/bench/load.ts "$@" ;;
  *)
    echo "usage: npm run bench -- lighthouse | hosts | compare [<other build>] | nav | load" >&2
    exit 2
    ;;
esac

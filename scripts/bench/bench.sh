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
    # Tap → next page on each host.
    for host in nginx cloudflare; do
      "$tsx" scripts/bench/navigation.ts --host "$host" --out "hosts-nav-$host" "$@" || exit 2
    done
    exit "$failed"
    ;;
  nav) exec "$tsx" scripts/bench/navigation.ts "$@" ;;
  load) exec "$tsx" scripts/bench/load.ts "$@" ;;
  *)
    echo "usage: npm run bench -- lighthouse | hosts | compare [<other build>] | nav | load" >&2
    exit 2
    ;;
esac

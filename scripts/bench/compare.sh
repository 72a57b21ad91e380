#!/usr/bin/env bash
# npm run bench:compare -- <before> [<after>]: two builds (folders like public/; after defaults to public/)
# measured by Lighthouse CI (lighthouserc.cjs, every route) in one alternating run, so that the machine's
# load falls on both alike: BENCH_ROUNDS rounds (default 3), each measuring before and after once per
# route on nginx and on Cloudflare Pages' runtime, then the after build again on each host beside a second
# CPU-bound process (`node -e "for(;;){}"`, the busy phone; BENCH_BUSY_BEFORE=1 measures before there too).
# Performance only (Lighthouse's other categories do not change with the scripts and cost time). The runs
# land in .lighthouseci-compare/<build>/<host>-<load>/; scripts/bench/compare-report.ts makes the table.
set -uo pipefail
cd "$(dirname "$0")/../.."
before="$(cd "${1:?usage: npm run bench:compare -- <before public folder> [<after public folder>]}" && pwd)" || exit 2
after="$(cd "${2:-public}" && pwd)" || exit 2
out=.lighthouseci-compare
rm -rf "$out"
export GATSBY_TELEMETRY_DISABLED=1 WRANGLER_SEND_METRICS=false BENCH_RUNS=1 BENCH_ONLY_PERFORMANCE=1
hog=""
trap '[ -n "$hog" ] && kill "$hog" 2>/dev/null' EXIT
for round in $(seq "${BENCH_ROUNDS:-3}"); do
  for load in quiet busy; do
    [ "$load" = busy ] && { node -e "for(;;){}" & hog=$!; }
    for host in nginx cloudflare; do
      builds="before after"
      [ "$load" = busy ] && [ -z "${BENCH_BUSY_BEFORE:-}" ] && builds=after
      for build in $builds; do
        dir=$before
        [ "$build" = after ] && dir=$after
        rm -rf .lighthouseci
        echo "bench:compare: round $round, $load, $host, $build"
        BENCH_HOST=$host PUBLIC_DIR="$dir" npx --no-install lhci collect --config=lighthouserc.cjs >/dev/null || exit 2
        mkdir -p "$out/$build/$host-$load"
        for file in .lighthouseci/lhr-*.json; do cp "$file" "$out/$build/$host-$load/lhr-round$round-$(basename "$file" | sed "s/^lhr-//")"; done
      done
    done
    [ -n "$hog" ] && { kill "$hog"; hog=""; }
  done
done

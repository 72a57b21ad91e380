#!/usr/bin/env bash
# npm run bench:compare -- <before> [<after>]: two builds (folders like public/; after defaults to public/)
# measured by Lighthouse CI (lighthouserc.cjs, every route) in one alternating run, so that the machine's
# load falls on both alike: BENCH_ROUNDS rounds (default 3), each measuring before and after once per
# route on nginx and on Cloudflare Pages' runtime, then the after build again on each host beside a second
# CPU-bound process (`node -e "for(;;){}"`, the busy phone; BENCH_BUSY_BEFORE=1 measures before there too).
# Performance only (Lighthouse's other categories do not change with the scripts and cost time).
# A third build, "floor", is measured on nginx, quiet and busy: the after build with every page replaced by
# a heading and a paragraph, no style and no script. Its blocking time is Chromium's and Lighthouse's own
# work for any page on this machine, which no page can take away (BENCH_FLOOR=0 leaves it out).
# The runs land in .lighthouseci-compare/<build>/<host>-<load>/; scripts/bench/compare-report.ts makes the table.
set -uo pipefail
cd "$(dirname "$0")/../.."
before="$(cd "${1:?usage: npm run bench:compare -- <before public folder> [<after public folder>]}" && pwd)" || exit 2
after="$(cd "${2:-public}" && pwd)" || exit 2
out=.lighthouseci-compare
rm -rf "$out"
export GATSBY_TELEMETRY_DISABLED=1 WRANGLER_SEND_METRICS=false BENCH_RUNS=1 BENCH_ONLY_PERFORMANCE=1
hog=""
floor=""
trap '[ -n "$hog" ] && kill "$hog" 2>/dev/null; [ -n "$floor" ] && rm -rf "$floor"' EXIT
if [ "${BENCH_FLOOR:-1}" != 0 ]; then
  floor="$(mktemp -d)"
  cp -r "$after/." "$floor/"
  find "$floor" \( -name '*.html.br' -o -name '*.html.gz' \) -delete
  find "$floor" -type f -name '*.html' | while read -r page; do
    printf '%s\n' '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><main><h1>Floor</h1><p>A heading and a paragraph: what any page costs.</p></main></body></html>' >"$page"
  done
fi
for round in $(seq "${BENCH_ROUNDS:-3}"); do
  for load in quiet busy; do
    [ "$load" = busy ] && { node -e "for(;;){}" & hog=$!; }
    for host in nginx cloudflare; do
      builds="before after"
      [ "$load" = busy ] && [ -z "${BENCH_BUSY_BEFORE:-}" ] && builds=after
      [ -n "$floor" ] && [ "$host" = nginx ] && builds="$builds floor"
      for build in $builds; do
        dir=$before
        [ "$build" = after ] && dir=$after
        [ "$build" = floor ] && dir=$floor
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

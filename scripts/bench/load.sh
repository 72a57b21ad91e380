#!/usr/bin/env bash
# `npm run bench -- load`: the production build as nginx serves it, under load (a benchmark, not a test).
# Starts `npm run serve:nginx` on a loopback port and runs wrk against a page, a service page and a
# 404, each at 64 and at 2,000 connections, each with `Accept-Encoding: gzip, br` (as browsers send it)
# and without (the uncompressed rate, measured in the same run for comparison). Writes
# reports/load.md with requests/s, p50/p99 latency and errors (scripts/bench/load-report.ts), and exits
# non-zero on any error or when the compressed rate falls below 70% of the uncompressed one.
#   BENCH_DURATION (5s per run; each of the 24 runs), BENCH_CONNECTIONS ("64 2000"), BENCH_THREADS (2), BENCH_PORT (a free
#   port), BENCH_REPORT (reports/load.md), PUBLIC_DIR (public/), NGINX_DIR (.nginx/bench).
set -euo pipefail
PROJECT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$PROJECT"
PUBLIC="${PUBLIC_DIR:-$PROJECT/public}"
DURATION="${BENCH_DURATION:-5s}"
read -r -a CONNECTIONS <<<"${BENCH_CONNECTIONS:-64 2000}"
THREADS="${BENCH_THREADS:-2}"
REPORT="${BENCH_REPORT:-$PROJECT/reports/load.md}"
RUNTIME="${NGINX_DIR:-$PROJECT/.nginx/bench}"
COMPRESSED="gzip, br"

fail() {
  printf 'bench load: %s\n' "$1" >&2
  exit 1
}

command -v wrk >/dev/null || fail "wrk is not installed. On Debian or Ubuntu: sudo apt-get install -y wrk"
command -v curl >/dev/null || fail "curl is not installed. On Debian or Ubuntu: sudo apt-get install -y curl"
[ -f "$PUBLIC/index.html" ] || fail "no built site in $PUBLIC. Run npm run build first."
[ -f "$PUBLIC/index.html.gz" ] || fail "$PUBLIC has no precompressed files (index.html.gz). Run npm run build again."

# wrk needs a file descriptor per connection.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
max_connections="$(printf '%s\n' "${CONNECTIONS[@]}" | sort -n | tail -n 1)"
[ "$(ulimit -n)" -gt "$((max_connections + 64))" ] || fail "ulimit -n is $(ulimit -n): too few file descriptors for $max_connections connections"

# URL and the status it must answer with.
URLS=("/" "/services/veneers" "/es/services/veneers" "/no-such-page")
declare -A STATUS=(["/"]=200 ["/services/veneers"]=200 ["/es/services/veneers"]=200 ["/no-such-page"]=404)

PORT="${BENCH_PORT:-$(node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')}"
BASE="http://127.0.0.1:$PORT"
WORK="$(mktemp -d)"

PORT="$PORT" HOST=127.0.0.1 NGINX_DIR="$RUNTIME" PUBLIC_DIR="$PUBLIC" bash "$PROJECT/scripts/nginx/serve.sh" >"$WORK/server.log" 2>&1 &
SERVER=$!
stop() {
  if kill -0 "$SERVER" 2>/dev/null; then
    kill -TERM "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap stop EXIT

for _ in $(seq 1 100); do
  curl -fs -o /dev/null "$BASE/" && break
  kill -0 "$SERVER" 2>/dev/null || {
    cat "$WORK/server.log" >&2
    fail "nginx did not start"
  }
  sleep 0.2
done
curl -fs -o /dev/null "$BASE/" || {
  cat "$WORK/server.log" >&2
  fail "nginx did not answer on $BASE within 20 s"
}

# Each URL answers as it should, and compressed when asked.
for url in "${URLS[@]}"; do
  read -r code encoding < <(curl -s -o /dev/null -D - -H "Accept-Encoding: $COMPRESSED" -w '' "$BASE$url" |
    awk 'NR == 1 {code = $2} tolower($1) == "content-encoding:" {enc = $2} END {gsub("\r", "", enc); print code, (enc == "" ? "none" : enc)}')
  [ "$code" = "${STATUS[$url]}" ] || fail "$url answers $code, not ${STATUS[$url]}"
  [ "$encoding" != "none" ] || fail "$url is not compressed for Accept-Encoding: $COMPRESSED"
done

NGINX_VERSION="$({ /usr/sbin/nginx -v 2>&1 || nginx -v 2>&1; } | head -n 1 | sed 's/^nginx version: //')"
WRK_VERSION="$({ wrk -v 2>&1 || true; } | head -n 1 | awk '{print $1, $2}')"
BROTLI="$(grep -q '^\s*brotli_static on;' "$RUNTIME/nginx.conf" && echo "gzip and brotli" || echo "gzip only, as this nginx has no brotli module")"

# Each pair twice, compressed-uncompressed-uncompressed-compressed: a machine that gets busier or quieter
# during the pair favours neither side (the report combines the two runs of each).
n=0
for connections in "${CONNECTIONS[@]}"; do
  for url in "${URLS[@]}"; do
    for encoding in "$COMPRESSED" "" "" "$COMPRESSED"; do
      n=$((n + 1))
      header=()
      [ -z "$encoding" ] || header=(-H "Accept-Encoding: $encoding")
      printf 'bench load: %-20s %5s connections, %-14s' "$url" "$connections" "${encoding:-uncompressed}" >&2
      wrk -t"$THREADS" -c"$connections" -d"$DURATION" --latency "${header[@]}" "$BASE$url" >"$WORK/run-$n.txt" 2>&1 || {
        cat "$WORK/run-$n.txt" >&2
        fail "wrk failed on $url"
      }
      awk '/^Requests\/sec:/ {printf " %s requests/s\n", $2}' "$WORK/run-$n.txt" >&2
      printf '%s\t%s\t%s\t%s\t%s\n' "$url" "$connections" "$encoding" "${STATUS[$url]}" "run-$n.txt" >>"$WORK/runs.tsv"
    done
  done
done

"$PROJECT/node_modules/.bin/tsx" scripts/bench/load-report.ts "$WORK/runs.tsv" "$REPORT" \
  "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, ${NGINX_VERSION}, ${WRK_VERSION}; nginx sends the build's precompressed files: ${BROTLI}." \
  "Each run: \`wrk -t$THREADS -c<connections> -d$DURATION --latency\` on 127.0.0.1, with \`-H 'Accept-Encoding: $COMPRESSED'\` or without it; each pair twice in the order compressed, uncompressed, uncompressed, compressed, and the two runs combined (mean rate, worse p50/p99, all errors). Client and server share the machine." \
  "Errors: socket errors (connect, read, write, timeout) plus answers other than the URL's status."
echo "bench load: wrote ${REPORT#"$PROJECT"/}" >&2

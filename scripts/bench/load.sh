#!/usr/bin/env bash
# `npm run bench:load`: a short load check of the production build as nginx serves it (a benchmark,
# not a test). Starts `npm run serve:nginx` on a free loopback port, runs wrk against a few URLs for a
# bounded time, prints requests per second, latency percentiles and errors, writes reports/load.md,
# stops nginx, and exits non-zero on any socket error or non-2xx answer.
#   BENCH_DURATION (default 10s per URL), BENCH_CONNECTIONS (32), BENCH_THREADS (2), BENCH_REPORT
#   (reports/load.md), PUBLIC_DIR (public/), NGINX_DIR (.nginx/bench: this run's pid, logs, config).
set -euo pipefail
PROJECT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$PROJECT"
PUBLIC="${PUBLIC_DIR:-$PROJECT/public}"
DURATION="${BENCH_DURATION:-10s}"
CONNECTIONS="${BENCH_CONNECTIONS:-32}"
THREADS="${BENCH_THREADS:-2}"
REPORT="${BENCH_REPORT:-$PROJECT/reports/load.md}"
RUNTIME="${NGINX_DIR:-$PROJECT/.nginx/bench}"

fail() {
  printf 'bench:load: %s\n' "$1" >&2
  exit 1
}

command -v wrk >/dev/null || fail "wrk is not installed. On Debian or Ubuntu: sudo apt-get install -y wrk"
command -v curl >/dev/null || fail "curl is not installed. On Debian or Ubuntu: sudo apt-get install -y curl"
[ -f "$PUBLIC/index.html" ] || fail "no built site in $PUBLIC. Run npm run build first."

# A JavaScript bundle every page loads (the hashed app-….js).
JS="$(grep -o '/app-[0-9a-f]*\.js' "$PUBLIC/index.html" | head -n 1)"
[ -n "$JS" ] || fail "could not find the app bundle (/app-<hash>.js) in $PUBLIC/index.html"
URLS=("/" "/services/veneers" "$JS")

PORT="$(node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"
BASE="http://127.0.0.1:$PORT"

SERVER_LOG="$(mktemp)"
PORT="$PORT" HOST=127.0.0.1 NGINX_DIR="$RUNTIME" PUBLIC_DIR="$PUBLIC" bash "$PROJECT/scripts/nginx/serve.sh" >"$SERVER_LOG" 2>&1 &
SERVER=$!
stop() {
  if kill -0 "$SERVER" 2>/dev/null; then
    kill -TERM "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
  fi
  rm -f "$SERVER_LOG"
}
trap stop EXIT

for _ in $(seq 1 100); do
  curl -fs -o /dev/null "$BASE/" && break
  kill -0 "$SERVER" 2>/dev/null || {
    cat "$SERVER_LOG" >&2
    fail "nginx did not start"
  }
  sleep 0.2
done
curl -fs -o /dev/null "$BASE/" || {
  cat "$SERVER_LOG" >&2
  fail "nginx did not answer on $BASE within 20 s"
}

status=0
for url in "${URLS[@]}"; do
  code="$(curl -s -o /dev/null -w '%{http_code}' -H 'Accept-Encoding: gzip' "$BASE$url")"
  if [ "$code" != "200" ]; then
    echo "bench:load: $url answers $code, not 200" >&2
    status=1
  fi
done
[ "$status" = 0 ] || fail "a benchmark URL does not answer 200"

mkdir -p "$(dirname "$REPORT")"
NGINX_VERSION="$({ /usr/sbin/nginx -v 2>&1 || nginx -v 2>&1; } | head -n 1 | sed 's/^nginx version: //')"
WRK_VERSION="$({ wrk -v 2>&1 || true; } | head -n 1 | awk '{print $1, $2}')"
{
  echo "# Load check: nginx serving the production build"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU(s), ${NGINX_VERSION}, ${WRK_VERSION}."
  echo "Each URL: \`wrk -t$THREADS -c$CONNECTIONS -d$DURATION --latency -H 'Accept-Encoding: gzip'\` on 127.0.0.1 (client and server share the machine)."
  echo
  echo "| URL | requests/s | p50 | p75 | p90 | p99 | requests | socket errors | non-2xx |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
} >"$REPORT.tmp"

printf '%-40s %12s %9s %9s %9s %9s %8s %8s\n' "URL" "requests/s" "p50" "p75" "p90" "p99" "errors" "non-2xx"
for url in "${URLS[@]}"; do
  out="$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -H 'Accept-Encoding: gzip' "$BASE$url" 2>&1)" || {
    echo "$out" >&2
    fail "wrk failed on $url"
  }
  rps="$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")"
  total="$(awk '/requests in/ {print $1}' <<<"$out")"
  pct() { awk -v p="$1%" '$1 == p {print $2}' <<<"$out"; }
  p50="$(pct 50)" p75="$(pct 75)" p90="$(pct 90)" p99="$(pct 99)"
  errors="$(awk -F'[ ,]+' '/Socket errors:/ {print $4 + $6 + $8 + $10}' <<<"$out")"
  errors="${errors:-0}"
  # wrk counts answers outside 2xx/3xx; the URLs above answer 200 (checked), so a 3xx cannot hide here.
  non2xx="$(awk '/Non-2xx or 3xx responses:/ {print $NF}' <<<"$out")"
  non2xx="${non2xx:-0}"
  [ -n "$rps" ] || {
    echo "$out" >&2
    fail "could not read wrk's output for $url"
  }
  printf '%-40s %12s %9s %9s %9s %9s %8s %8s\n' "$url" "$rps" "$p50" "$p75" "$p90" "$p99" "$errors" "$non2xx"
  echo "| \`$url\` | $rps | $p50 | $p75 | $p90 | $p99 | $total | $errors | $non2xx |" >>"$REPORT.tmp"
  if [ "$errors" != 0 ] || [ "$non2xx" != 0 ]; then status=1; fi
done

{
  echo
  if [ "$status" = 0 ]; then echo "Result: no socket errors and no non-2xx answers."; else echo "Result: FAILED (socket errors or non-2xx answers above)."; fi
} >>"$REPORT.tmp"
mv "$REPORT.tmp" "$REPORT"
echo "bench:load: wrote ${REPORT#"$PROJECT"/}"
[ "$status" = 0 ] || fail "socket errors or non-2xx answers under load"

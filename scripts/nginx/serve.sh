#!/usr/bin/env bash
# `npm run serve:nginx`: serve the built public/ through nginx with the shipped configuration, in the
# foreground, on 127.0.0.1:${PORT:-8080}. Pid, logs and temp files go to .nginx/ (NGINX_DIR overrides
# it; PUBLIC_DIR serves another build; NGINX_BROTLI_MODULE names a brotli filter module outside the usual
# folders, with the static module beside it). Ctrl-C (or SIGTERM) stops it.
set -euo pipefail
PROJECT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PUBLIC="$(cd "${PUBLIC_DIR:-$PROJECT/public}" 2>/dev/null && pwd || echo "${PUBLIC_DIR:-$PROJECT/public}")"
RUNTIME="${NGINX_DIR:-$PROJECT/.nginx}"
PORT="${PORT:-8080}"
HOST="${HOST:-127.0.0.1}"

fail() {
  printf 'serve:nginx: %s\n' "$1" >&2
  exit 1
}

NGINX="$(command -v nginx || true)"
for candidate in /usr/sbin/nginx /usr/local/sbin/nginx /usr/local/nginx/sbin/nginx; do
  [ -n "$NGINX" ] && break
  [ -x "$candidate" ] && NGINX="$candidate"
done
[ -n "$NGINX" ] || fail "nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx"
[ -f "$PUBLIC/index.html" ] || fail "no built site in $PUBLIC (no index.html). Run npm run build first."
[[ "$PORT" =~ ^[0-9]+$ ]] || fail "PORT must be a number, not '$PORT'"

mkdir -p "$RUNTIME/logs" "$RUNTIME/tmp"
RUNTIME="$(cd "$RUNTIME" && pwd)"
CONF="$RUNTIME/nginx.conf"

cd "$PROJECT"
BROTLI=()
[ -z "${NGINX_BROTLI_MODULE:-}" ] || BROTLI=(--brotli-module "$NGINX_BROTLI_MODULE")
"$PROJECT/node_modules/.bin/tsx" scripts/nginx/render-config.ts "$CONF" \
  --root "$PUBLIC" --port "$PORT" --host "$HOST" --runtime "$RUNTIME" --nginx "$NGINX" "${BROTLI[@]}"
if ! "$NGINX" -t -q -p "$RUNTIME/" -c "$CONF" -e "$RUNTIME/logs/error.log"; then
  tail -n 5 "$RUNTIME/logs/error.log" >&2 || true
  fail "nginx rejected $CONF (see above)"
fi
echo "serve:nginx: http://$HOST:$PORT/ serving $PUBLIC (logs in $RUNTIME/logs; Ctrl-C stops)"
exec "$NGINX" -p "$RUNTIME/" -c "$CONF" -e "$RUNTIME/logs/error.log"

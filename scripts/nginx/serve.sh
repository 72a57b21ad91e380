#!/usr/bin/env bash
# `npm run serve:nginx`: the built public/ through nginx in the foreground on 127.0.0.1:${PORT:-8080}, its
# runtime files in .nginx/ (variables: hosting/README.md). Ctrl-C stops it.
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

NGINX="$(PATH="$PATH:/usr/sbin:/usr/local/sbin:/usr/local/nginx/sbin" command -v nginx || true)"
[ -n "$NGINX" ] || fail "nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx"
[ -f "$PUBLIC/index.html" ] || fail "no built site in $PUBLIC (no index.html). Run npm run build first."
[[ "$PORT" =~ ^[0-9]+$ ]] || fail "PORT must be a number, not '$PORT'"

# Started as root, nginx's workers run unprivileged and cannot read a private folder or file (a clone under
# /root, a `mktemp -d`): such a site is served from a readable copy made afresh.
others_can_reach() {
  "$PROJECT/node_modules/.bin/tsx" -e 'process.exit(require(process.argv[1]).readableByOthers(process.argv[2]) ? 0 : 1)' \
    "$PROJECT/hosting/nginx/render-config.ts" "$1"
}
if [ "$(id -u)" = 0 ] && [ -z "${NGINX_USER:-}" ] && ! others_can_reach "$PUBLIC"; then
  COPY="${TMPDIR:-/tmp}/occfad-public-$PORT"
  rm -rf "$COPY"
  mkdir -p "$COPY"
  cp -R "$PUBLIC/." "$COPY/"
  chmod -R u+rwX,go+rX "$COPY"
  chmod 755 "$COPY"
  others_can_reach "$COPY" || fail "$PUBLIC is private and a readable copy could not be made in ${TMPDIR:-/tmp}"
  echo "serve:nginx: $PUBLIC is not readable by nginx's unprivileged workers; serving a copy in $COPY"
  PUBLIC="$COPY"
fi

mkdir -p "$RUNTIME/logs" "$RUNTIME/tmp"
RUNTIME="$(cd "$RUNTIME" && pwd)"
CONF="$RUNTIME/nginx.conf"

cd "$PROJECT"
"$PROJECT/node_modules/.bin/tsx" hosting/nginx/render-config.ts "$CONF" \
  --root "$PUBLIC" --port "$PORT" --host "$HOST" --runtime "$RUNTIME" --nginx "$NGINX" \
  ${NGINX_BROTLI_MODULE:+--brotli-module "$NGINX_BROTLI_MODULE"} ${NGINX_USER:+--user "$NGINX_USER"}
if ! "$NGINX" -t -q -p "$RUNTIME/" -c "$CONF" -e "$RUNTIME/logs/error.log"; then
  tail -n 5 "$RUNTIME/logs/error.log" >&2 || true
  fail "nginx rejected $CONF (see above)"
fi
echo "serve:nginx: http://$HOST:$PORT/ serving $PUBLIC (logs in $RUNTIME/logs; Ctrl-C stops)"
exec "$NGINX" -p "$RUNTIME/" -c "$CONF" -e "$RUNTIME/logs/error.log"

#!/usr/bin/env bash
# `npm run deploy:nginx` (after the build it runs first): on the server itself, publish public/ into
# ${DEPLOY_DIR:-/srv/occfad}/public, render the nginx configuration for it into $DEPLOY_DIR/nginx/, check it,
# and reload a running nginx (or say how to start it). LISTEN_HOST / LISTEN_PORT set the address
# (default 127.0.0.1:8080, behind the TLS terminator); NGINX_USER the workers' user when run as root.
# The new build replaces the old one by renames, so visitors never see half of each.
set -euo pipefail
PROJECT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEPLOY_DIR="${DEPLOY_DIR:-/srv/occfad}"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
fail() {
  printf 'deploy:nginx: %s\n' "$1" >&2
  exit 1
}
[ -f "$PROJECT/public/index.html" ] || fail "no built site in public/. Run npm run build first."
[ -x "$NGINX" ] || fail "nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx"

mkdir -p "$DEPLOY_DIR/nginx/logs" "$DEPLOY_DIR/nginx/tmp"
rm -rf "$DEPLOY_DIR/public.new"
cp -R "$PROJECT/public" "$DEPLOY_DIR/public.new"
chmod -R u+rwX,go+rX "$DEPLOY_DIR/public.new"
USER_FLAG=()
[ -z "${NGINX_USER:-}" ] || USER_FLAG=(--user "$NGINX_USER")

# Swap in the new build, render and check its configuration, and put the old build back if that fails.
rm -rf "$DEPLOY_DIR/public.old"
[ ! -d "$DEPLOY_DIR/public" ] || mv "$DEPLOY_DIR/public" "$DEPLOY_DIR/public.old"
mv "$DEPLOY_DIR/public.new" "$DEPLOY_DIR/public"
cd "$PROJECT"
if ! "$PROJECT/node_modules/.bin/tsx" hosting/nginx/render-config.ts "$DEPLOY_DIR/nginx/nginx.conf.new" \
  --root "$DEPLOY_DIR/public" --runtime "$DEPLOY_DIR/nginx" --host "${LISTEN_HOST:-127.0.0.1}" \
  --port "${LISTEN_PORT:-8080}" --nginx "$NGINX" "${USER_FLAG[@]}" ||
  ! "$NGINX" -t -q -p "$DEPLOY_DIR/nginx/" -c "$DEPLOY_DIR/nginx/nginx.conf.new"; then
  rm -rf "$DEPLOY_DIR/public"
  [ ! -d "$DEPLOY_DIR/public.old" ] || mv "$DEPLOY_DIR/public.old" "$DEPLOY_DIR/public"
  fail "the new configuration was refused (above); the site served before is unchanged"
fi
mv "$DEPLOY_DIR/nginx/nginx.conf.new" "$DEPLOY_DIR/nginx/nginx.conf"
rm -rf "$DEPLOY_DIR/public.old"
if [ -f "$DEPLOY_DIR/nginx/nginx.pid" ] && kill -0 "$(cat "$DEPLOY_DIR/nginx/nginx.pid")" 2>/dev/null; then
  "$NGINX" -p "$DEPLOY_DIR/nginx/" -c "$DEPLOY_DIR/nginx/nginx.conf" -s reload
  echo "deploy:nginx: published to $DEPLOY_DIR/public and reloaded nginx"
else
  echo "deploy:nginx: published to $DEPLOY_DIR/public. Start nginx (in the foreground, under a supervisor):"
  echo "  $NGINX -p $DEPLOY_DIR/nginx/ -c $DEPLOY_DIR/nginx/nginx.conf"
fi

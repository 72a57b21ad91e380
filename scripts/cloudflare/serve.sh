#!/usr/bin/env bash
# `npm run preview:cloudflare`: the built public/ (or PUBLIC_DIR) on Cloudflare Pages' own runtime at
# http://127.0.0.1:${PORT:-8788}, offline; further arguments go to wrangler (e.g. --binding NAME=value). Ctrl-C stops it.
set -euo pipefail
PROJECT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PORT="${PORT:-8788}"
HOST="${HOST:-127.0.0.1}"
cd "$PROJECT"
PUBLIC="${PUBLIC_DIR:-public}"
[ -f "$PUBLIC/index.html" ] || {
  echo "preview:cloudflare: no built site in $PUBLIC/ (no index.html). Run npm run build first." >&2
  exit 1
}
export WRANGLER_SEND_METRICS=false WRANGLER_DISABLE_UPDATE_CHECK=true WRANGLER_LOG_PATH="$PROJECT/.wrangler/logs"
echo "preview:cloudflare: http://$HOST:$PORT/ serving $PUBLIC/ on the Cloudflare Pages runtime (Ctrl-C stops)"
exec "$PROJECT/node_modules/.bin/wrangler" pages dev "$PUBLIC" --ip "$HOST" --port "$PORT" --persist-to "$PROJECT/.wrangler/state" \
  --show-interactive-dev-session=false "$@"

#!/usr/bin/env bash
# `npm run publish:nginx` (release.sh publish) and `npm run rollback:nginx` (release.sh rollback), on
# the server itself. docs/deploying.md says what each does (a release is switched by one rename, so a
# publish stopped at any point leaves the release before it served whole), what is kept and how to set them up.
set -euo pipefail
ACTION="${1:-}"
PROJECT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEPLOY_DIR="${DEPLOY_DIR:-/srv/occfad}"
RELEASES="$DEPLOY_DIR/releases"
EARLIER="$DEPLOY_DIR/earlier"
RUNTIME="$DEPLOY_DIR/nginx"
KEEP_RELEASES="${KEEP_RELEASES:-3}"
KEEP_DAYS="${KEEP_DAYS:-7}"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
fail() {
  printf '%s:nginx: %s\n' "$ACTION" "$1" >&2
  exit 1
}

case "$ACTION" in
publish | rollback) ;;
*)
  echo "Usage: release.sh publish|rollback" >&2
  exit 2
  ;;
esac
[ -x "$NGINX" ] || fail "nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx"
[[ "$KEEP_RELEASES" =~ ^[0-9]+$ ]] && [ "$KEEP_RELEASES" -ge 2 ] || fail "KEEP_RELEASES must be 2 or more, not '$KEEP_RELEASES'"
[[ "$KEEP_DAYS" =~ ^[0-9]+$ ]] || fail "KEEP_DAYS must be a whole number of days, not '$KEEP_DAYS'"

mkdir -p "$RELEASES" "$EARLIER" "$RUNTIME/logs" "$RUNTIME/tmp"
exec 9>"$DEPLOY_DIR/.lock"
flock -n 9 || fail "another publish or rollback is running on $DEPLOY_DIR; nothing was changed. Try again once it has finished."

# A release is whole once its checked configuration is in it; anything else in the folder is what a
# publish stopped part-way left behind (a copy not finished, a release not wholly deleted).
find "$RELEASES" -mindepth 1 -maxdepth 1 -type d \( -name '.*' -o ! -exec test -f '{}/nginx.conf' \; \) -exec rm -rf '{}' +

# The whole releases, oldest first (their names are UTC times, so they sort by age).
releases() { find "$RELEASES" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort; }
live() { [ -L "$DEPLOY_DIR/current" ] && basename "$(readlink "$DEPLOY_DIR/current")"; }

# Replaces the symlink $2 by one to $1 in a single rename.
point() {
  ln -sfn "$1" "$2.new"
  mv -T "$2.new" "$2"
}

# Makes release $1 live: checks its configuration, switches, reloads nginx, deletes what is not kept.
activate() {
  local release="$1" kept=() drop=() lonely here rest cutoff other file
  "$NGINX" -t -q -p "$RUNTIME/" -c "$RELEASES/$release/nginx.conf" ||
    fail "nginx refused the configuration of $release (above); the live site is unchanged"
  point "releases/$release" "$DEPLOY_DIR/current"
  [ "$(readlink "$RUNTIME/nginx.conf" 2>/dev/null)" = ../current/nginx.conf ] || point ../current/nginx.conf "$RUNTIME/nginx.conf"
  if [ -f "$RUNTIME/nginx.pid" ] && kill -0 "$(cat "$RUNTIME/nginx.pid")" 2>/dev/null; then
    kill -HUP "$(cat "$RUNTIME/nginx.pid")"
    echo "$ACTION:nginx: release $release is live; nginx reloaded"
  else
    echo "$ACTION:nginx: release $release is live. Start nginx (in the foreground, under a supervisor):"
    echo "  $NGINX -p $RUNTIME/ -c $RUNTIME/nginx.conf"
  fi

  cutoff="$(date -u -d "-$KEEP_DAYS days" +%Y%m%dT%H%M%S)"
  while read -r other; do
    [ "$other" = "$release" ] && continue
    if [ "${#kept[@]}" -lt $((KEEP_RELEASES - 1)) ] || [[ ! "$other" < "$cutoff" ]]; then kept+=("$other"); else drop+=("$other"); fi
  done < <(releases | sort -r)
  for other in "${drop[@]}"; do
    mv -T "$RELEASES/$other" "$RELEASES/.deleting-$other"
    rm -rf "$RELEASES/.deleting-$other"
  done
  # A file of the earlier folder that only a deleted release held (one link left): linked again to the newest
  # kept release's file at its path (GNU cp -lf links a temporary name and renames it over, so the file is never
  # missing), or deleted when none has one. One cp per release, not one process per file of a pruned release.
  mapfile -d '' lonely < <(cd "$EARLIER" && find . -type f -links 1 -print0)
  for other in "$release" "${kept[@]}"; do
    here=() rest=()
    for file in "${lonely[@]}"; do
      if [ -f "$RELEASES/$other/public/$file" ]; then here+=("$file"); else rest+=("$file"); fi
    done
    [ "${#here[@]}" = 0 ] || (cd "$RELEASES/$other/public" && cp -lf --parents -t "$EARLIER" "${here[@]}")
    lonely=("${rest[@]}")
  done
  (cd "$EARLIER" && rm -f "${lonely[@]}")
  find "$EARLIER" -mindepth 1 -type d -empty -delete
}

if [ "$ACTION" = rollback ]; then
  current="$(live)" || fail "nothing is published in $DEPLOY_DIR yet"
  previous="$(releases | awk -v live="$current" '$0 < live' | tail -n 1)"
  [ -n "$previous" ] || fail "no release before $current is kept in $RELEASES; the live site is unchanged"
  activate "$previous"
  echo "rollback:nginx: $current was live before"
  exit 0
fi

PUBLIC="${PUBLIC_DIR:-$PROJECT/public}"
[ -f "$PUBLIC/index.html" ] || fail "no built site in $PUBLIC (no index.html). Run npm run build first."
release="$(date -u +%Y%m%dT%H%M%S-%N)"
newest="$(releases | tail -n 1)"
[[ "$release" > "$newest" ]] || fail "this machine's clock ($release) is behind the newest release, $newest"

# The copy, and its configuration rendered and checked (nginx.conf.new, then nginx.conf: whole).
folder="$RELEASES/$release"
mkdir "$folder"
cp -R "$PUBLIC" "$folder/public"
chmod -R u+rwX,go+rX "$folder"
if ! (cd "$PROJECT" && "$PROJECT/node_modules/.bin/tsx" hosting/nginx/render-config.ts "$folder/nginx.conf.new" \
  --root "$folder/public" --earlier "$EARLIER" --runtime "$RUNTIME" --host "${LISTEN_HOST:-127.0.0.1}" \
  --port "${LISTEN_PORT:-8080}" --nginx "$NGINX" ${NGINX_USER:+--user "$NGINX_USER"}) ||
  ! "$NGINX" -t -q -p "$RUNTIME/" -c "$folder/nginx.conf.new"; then
  rm -rf "$folder"
  fail "the new configuration was refused (above); the live site is unchanged"
fi
mv "$folder/nginx.conf.new" "$folder/nginx.conf"
# Before the switch: a page of this release served by a worker that has not reloaded yet finds its files.
# A file already there stays (a hashed name holds the same content), so none is ever missing.
cp -al -n "$folder/public/." "$EARLIER/"
activate "$release"

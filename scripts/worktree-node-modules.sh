#!/usr/bin/env bash
# Gives a git worktree of this repository the main checkout's installed packages without a second `npm ci`:
#   bash scripts/worktree-node-modules.sh /tmp/wt-1
# Every entry of node_modules is linked, except @marquee: its workspace links are recreated as the same relative
# links, so the worktree's packages resolve to the worktree's own sources. The web app's build is copied.
set -euo pipefail
main="$(cd "$(dirname "$0")/.." && pwd)"
worktree="$(cd "${1:?usage: worktree-node-modules.sh <worktree>}" && pwd)"
mkdir -p "$worktree/node_modules/@marquee"
for entry in "$main"/node_modules/* "$main"/node_modules/.bin "$main"/node_modules/.package-lock.json; do
  name=$(basename "$entry")
  [ "$name" = "@marquee" ] || [ -e "$worktree/node_modules/$name" ] || ln -s "$entry" "$worktree/node_modules/$name"
done
for link in "$main"/node_modules/@marquee/*; do
  ln -sfn "$(readlink "$link")" "$worktree/node_modules/@marquee/$(basename "$link")"
done
for app in apps/api apps/web; do
  if [ -e "$main/$app/node_modules" ] && [ ! -e "$worktree/$app/node_modules" ]; then
    ln -s "$main/$app/node_modules" "$worktree/$app/node_modules"
  fi
done
if [ -d "$main/apps/web/dist" ]; then rm -rf "$worktree/apps/web/dist" && cp -r "$main/apps/web/dist" "$worktree/apps/web/dist"; fi
echo "linked $main/node_modules into $worktree"

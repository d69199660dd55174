#!/usr/bin/env bash
# Installs Debian packages whose command is missing, for the test suites and CI (a fresh machine has none).
# Usage: scripts/services/ensure-packages.sh COMMAND=PACKAGE [COMMAND=PACKAGE ...]
#   e.g. scripts/services/ensure-packages.sh pebble=pebble chromium=chromium
# COMMAND is a name looked up on PATH (or an absolute path). Runs apt-get as root, or through `sudo -n`.
# Serialised by a lock file, so suites that run in parallel do not race for dpkg's lock.
set -euo pipefail

missing=()
for pair in "$@"; do
  cmd=${pair%%=*}
  pkg=${pair#*=}
  if ! command -v "$cmd" >/dev/null 2>&1 && [ ! -x "$cmd" ]; then missing+=("$pkg"); fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "ensure-packages: ${missing[*]} missing and not root (no sudo): install them with apt-get" >&2
    exit 3
  fi
  sudo=(sudo -n)
fi

export DEBIAN_FRONTEND=noninteractive
exec 9>"${TMPDIR:-/tmp}/sitepub-apt.lock"
flock 9
echo "ensure-packages: installing ${missing[*]} (Debian packages)" >&2
if ! "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; then
  "${sudo[@]}" apt-get update -qq >/dev/null
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

#!/usr/bin/env bash
# Runs a command with what the project needs on PATH: Node 24 and pnpm 10, installed from the npm registry into
# ~/.cache/platform when the machine's are missing or older (a machine with only an older Node and npm is enough);
# with --chromium, also Debian's Chromium for the browser tests. The dependencies are pnpm's own business: it
# installs them before any script when they are missing or stale (`verifyDepsBeforeRun` in pnpm-workspace.yaml).
#
#   scripts/bootstrap.sh [--chromium] command [args…]
#
# `npm start` and `npm test` (the README's commands) and .ci/run come through here.
set -euo pipefail

chromium=false
if [ "${1:-}" = --chromium ]; then
  chromium=true
  shift
fi
cache="$HOME/.cache/platform"

# Node 24: the npm registry ships Node itself as the package `node` (with its binary for this platform).
# --prefer-offline: what npm's cache already holds is not asked for again.
if ! command -v node >/dev/null || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  node_dir="${NODE24_DIR:-$cache/node24}"
  if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
    echo "Installing Node 24 from the npm registry into $node_dir"
    npm install --prefix "$node_dir" --prefer-offline --no-save --no-audit --no-fund --loglevel=error node@24 >/dev/null
  fi
  export PATH="$node_dir/node_modules/.bin:$PATH"
fi

# pnpm 10 in a folder of its own: `npm install -g` would put it beside whichever Node npm runs on, which is not
# always the one on PATH.
if ! command -v pnpm >/dev/null || [ "$(pnpm --version | cut -d. -f1)" != 10 ]; then
  pnpm_dir="${PNPM10_DIR:-$cache/pnpm10}"
  if [ ! -x "$pnpm_dir/node_modules/.bin/pnpm" ]; then
    echo "Installing pnpm 10 from the npm registry into $pnpm_dir"
    npm install --prefix "$pnpm_dir" --prefer-offline --no-save --no-audit --no-fund --loglevel=error pnpm@10 >/dev/null
  fi
  export PATH="$pnpm_dir/node_modules/.bin:$PATH"
fi

# Playwright cannot download its browser on every machine; Debian's Chromium works. The browser tests also read
# the e-mailed PDF reports with poppler's pdftotext.
if $chromium; then
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$CHROMIUM_PATH" ] || ! command -v pdftotext >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "Installing Debian's Chromium and poppler-utils for the browser tests"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core poppler-utils >/dev/null
    else
      echo "The browser tests need Chromium at $CHROMIUM_PATH and pdftotext: install them (Debian: apt-get" \
        "install chromium fonts-noto-core poppler-utils) or name another browser with CHROMIUM_PATH." >&2
      exit 1
    fi
  fi
fi

exec "$@"

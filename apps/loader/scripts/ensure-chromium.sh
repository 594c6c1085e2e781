#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it on a fresh Debian machine when
# it is missing and we may (root with apt-get). Playwright never downloads a browser.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need Chromium at $chromium: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
  exit 1
fi

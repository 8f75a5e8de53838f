#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser build) and the fonts the layouts are
# checked with. Each is checked on its own and installed when missing: a machine that already has
# Chromium may still lack the fonts (the star glyphs and digits then fall back to wider DejaVu Sans).
set -euo pipefail

# package name, and a check that it is there
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg-query -W -f='${Status}' fonts-noto-core 2>/dev/null | grep -q 'install ok installed' || need+=(fonts-noto-core)

if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${need[*]} for the browser tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
/usr/bin/chromium --version

#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when it is missing (Playwright cannot download one here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "installing chromium (apt)" >&2
export DEBIAN_FRONTEND=noninteractive
sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
$sudo_cmd apt-get update -qq >&2
$sudo_cmd apt-get install -y -qq chromium fonts-liberation >&2

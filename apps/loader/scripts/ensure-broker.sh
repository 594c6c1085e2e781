#!/usr/bin/env bash
# The end-to-end tests of the live notifications start a private RabbitMQ (web-stomp) on
# 127.0.0.1: install Debian's rabbitmq-server on a fresh Debian machine when it is
# missing and we may (root with apt-get). Its system service is not used (nor started
# by the tests; they run their own node and stop it by process id).
set -euo pipefail
server="${RABBITMQ_SERVER:-/usr/lib/rabbitmq/bin/rabbitmq-server}"
[ -x "$server" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's rabbitmq-server for the live notification tests..."
  # No init system here: keep the package's service from starting (policy-rc.d).
  policy=/usr/sbin/policy-rc.d
  created=
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created=1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rabbitmq-server >/dev/null
  if [ -n "$created" ]; then rm -f "$policy"; fi
else
  echo "The live notification tests need RabbitMQ at $server: install Debian's 'rabbitmq-server' package (or set RABBITMQ_SERVER)." >&2
  exit 1
fi

#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for tests, CI and the benchmark.
#   scripts/pg-cluster.sh start [PORT]   installs Debian's postgresql when missing, starts, prints the URL
#   scripts/pg-cluster.sh stop  [PORT]
set -euo pipefail
cmd=${1:-start}
port=${2:-5433}
dir=/tmp/rxcard-pg-$port
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}

case $cmd in
  start)
    if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
      echo "installing postgresql (apt)" >&2
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
      bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    fi
    if ! run_as_postgres "$bin/pg_ctl -D $dir status" >/dev/null 2>&1; then
      rm -rf "$dir" && mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      run_as_postgres "$bin/initdb -D $dir -U postgres --auth=trust -E UTF8 >/dev/null"
      run_as_postgres "$bin/pg_ctl -D $dir -l $dir/log -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -w start >/dev/null"
    fi
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -n "$bin" ] && run_as_postgres "$bin/pg_ctl -D $dir -m immediate stop" >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop [PORT]" >&2; exit 2 ;;
esac

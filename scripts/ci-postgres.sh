#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 for the server tests; prints `export DATABASE_URL=…` to eval.
# Everything else goes to stderr. Stop it later with: pg_ctl -D "$NSA_PG_DIR/data" stop
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && dirname "$(command -v initdb)" && return 0
  return 1
}

if ! bin=$(find_bin); then
  if [ "$(id -u)" -ne 0 ]; then
    echo "ci-postgres: initdb/pg_ctl not found and not root: cannot install postgresql" >&2
    exit 1
  fi
  echo "ci-postgres: installing postgresql" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
  bin=$(find_bin)
fi

dir=$(mktemp -d /tmp/nsa-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# initdb refuses to run as root: run the cluster as the postgres user then.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >&2
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >&2
"${as_owner[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres nsa_test >&2
echo "export NSA_PG_DIR=$dir"
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/nsa_test"

#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (decision 019): a new cluster in a temp
# folder on a free port, owned by the current user (or by `postgres` when run as root, which initdb
# refuses), with PAYGPA_DATABASE_URL and PAYGPA_TEST_DATABASE_URL set; removed afterwards.
# Where PostgreSQL cannot be found, it says so and exits 0 without running the command: it never
# reports a PostgreSQL run that did not happen.
#   usage: scripts/with-postgres.sh COMMAND [ARGS...]
set -euo pipefail

find_bin() {
  # PAYGPA_PG_BIN, when set, is the only place looked in.
  if [ -n "${PAYGPA_PG_BIN:-}" ]; then
    if [ -x "$PAYGPA_PG_BIN/initdb" ] && [ -x "$PAYGPA_PG_BIN/pg_ctl" ]; then echo "$PAYGPA_PG_BIN"; fi
    return
  fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then dirname "$(command -v initdb)"; fi
}

bin="$(find_bin)"
if [ -z "$bin" ]; then
  echo "PostgreSQL not found (no initdb/pg_ctl; set PAYGPA_PG_BIN or apt-get install postgresql): skipped the PostgreSQL run"
  exit 0
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/paygpa-pg.XXXXXX")"
# initdb refuses to run as root: then the cluster belongs to the `postgres` system user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

port="$(node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

started=$(date +%s%N)
# Locale C: text sorts and compares byte by byte, as it does in SQLite. No fsync: a test cluster.
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U paygpa --auth=trust --no-locale -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log"; exit 1; }
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$dir/server.log"; exit 1; }
"${as_owner[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U paygpa paygpa
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($(( ($(date +%s%N) - started) / 1000000 )) ms to start)"

export PAYGPA_DATABASE_URL="postgres://paygpa@127.0.0.1:$port/paygpa"
export PAYGPA_TEST_DATABASE_URL="$PAYGPA_DATABASE_URL"
status=0
"$@" || status=$?
exit "$status"

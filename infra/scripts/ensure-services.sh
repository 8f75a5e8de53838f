#!/usr/bin/env bash
# The tests use the real PostgreSQL and Redis on 127.0.0.1. Start them when they are installed
# but stopped (as this project's machines have them); otherwise say what is missing.
set -uo pipefail
pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ! pg_up && command -v pg_ctlcluster >/dev/null 2>&1; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start 2>/dev/null || true
  for _ in $(seq 1 20); do pg_up && break; sleep 0.5; done
fi
if ! redis_up && command -v redis-server >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
  for _ in $(seq 1 20); do redis_up && break; sleep 0.5; done
fi
ok=0
pg_up || { echo "PostgreSQL is not reachable on 127.0.0.1:5432 (trust auth, database 'test')"; ok=1; }
redis_up || { echo "Redis is not reachable on 127.0.0.1:6379"; ok=1; }
if [ "$ok" = 0 ]; then
  psql -h 127.0.0.1 -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='test'" | grep -q 1 \
    || psql -h 127.0.0.1 -U postgres -d postgres -qc "CREATE DATABASE test" || ok=1
fi
exit $ok

#!/bin/bash
# Runs once, when the primary's volume is empty (the postgres image's /docker-entrypoint-initdb.d):
# a role for streaming replication, the replica's physical slot, and the pg_hba line letting it in.
set -euo pipefail

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
-- The slot keeps the WAL the replica has not received yet (bounded by max_slot_wal_keep_size).
SELECT pg_create_physical_replication_slot('replica1');
SQL

echo 'host replication replicator all scram-sha-256' >>"$PGDATA/pg_hba.conf"

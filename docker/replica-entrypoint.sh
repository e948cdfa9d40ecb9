#!/bin/bash
# Entrypoint of db-replica: on an empty volume, clone the primary with pg_basebackup (streaming the WAL
# it needs, writing primary_conninfo and the slot into postgresql.auto.conf and standby.signal), then
# hand over to the postgres image's own entrypoint, which runs the server as a hot standby.
set -euo pipefail

: "${PGDATA:?}" "${PRIMARY_HOST:?}" "${REPLICATION_PASSWORD:?}"
slot="${REPLICATION_SLOT:-replica1}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until pg_isready -h "$PRIMARY_HOST" -p 5432 -q; do
    echo "replica: waiting for $PRIMARY_HOST"
    sleep 2
  done
  echo "replica: cloning $PRIMARY_HOST into $PGDATA (slot $slot)"
  # -R writes the connection (password included) into the replica's own postgresql.auto.conf.
  gosu postgres env PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup \
    --host="$PRIMARY_HOST" --port=5432 --username=replicator \
    --pgdata="$PGDATA" --wal-method=stream --write-recovery-conf --slot="$slot" \
    --checkpoint=fast --progress
fi

exec docker-entrypoint.sh "$@"

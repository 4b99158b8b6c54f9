-- The client's telemetry in PostgreSQL: the current definition of the functions that keep `analytics_events`
-- in monthly partitions, in one place.
--
-- `analytics_events` is partitioned by range of `received_at`, one partition per UTC month, named
-- `analytics_events_pYYYYMM`. The analytics subgraph's worker (subgraphs/analytics/src/modules/events/
-- partitions.worker.ts) calls these functions at start and every few hours; the writer calls the first again
-- when an insert finds no partition for its month. A migration applies this file: to change a function, edit it
-- here and copy this whole file into a new migration (a test checks that the newest migration defining
-- analytics functions holds this file verbatim).

-- Creates the partitions of the UTC month of `at` (now, unless a test says otherwise) and of the `months_ahead`
-- months after it that do not exist yet, and returns how many it created. Gateways running the worker at once take turns (an advisory lock), so that no
-- two create the same partition.
CREATE OR REPLACE FUNCTION analytics_create_partitions(months_ahead integer, at timestamptz DEFAULT now())
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  this_month timestamp := date_trunc('month', at AT TIME ZONE 'UTC');
  month_start timestamp;
  partition_name text;
  created integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('analytics_events partitions'));
  FOR i IN 0..greatest(months_ahead, 0) LOOP
    -- Month arithmetic on UTC wall-clock time, so that the session's time zone (and its DST) cannot shift it.
    month_start := this_month + make_interval(months => i);
    partition_name := 'analytics_events_p' || to_char(month_start, 'YYYYMM');
    IF to_regclass(format('%I', partition_name)) IS NULL THEN
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
        partition_name,
        to_char(month_start, 'YYYY-MM-DD') || ' 00:00:00+00',
        to_char(month_start + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00'
      );
      created := created + 1;
    END IF;
  END LOOP;
  RETURN created;
END
$$;

-- Drops every monthly partition whose month ended more than `retention_months` months before `at` (now, unless a
-- test says otherwise), so that events are kept at least that long (and at most a month longer: a month goes as
-- a whole). Returns how many it dropped.
CREATE OR REPLACE FUNCTION analytics_drop_partitions(retention_months integer, at timestamptz DEFAULT now())
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  cutoff timestamp := (at AT TIME ZONE 'UTC') - make_interval(months => retention_months);
  partition record;
  dropped integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('analytics_events partitions'));
  FOR partition IN
    SELECT c.relname
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'analytics_events'::regclass AND c.relname ~ '^analytics_events_p[0-9]{6}$'
    ORDER BY c.relname
  LOOP
    IF to_date(right(partition.relname, 6), 'YYYYMM')::timestamp + interval '1 month' <= cutoff THEN
      EXECUTE format('DROP TABLE %I', partition.relname);
      dropped := dropped + 1;
    END IF;
  END LOOP;
  RETURN dropped;
END
$$;

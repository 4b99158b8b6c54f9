-- Each jobs subgraph keeps an index of the published jobs in memory (jobs.search-index.ts) and LISTENs here for
-- the jobs that changed: whoever wrote them (a mutation, another instance, a seed, a hand-written UPDATE). NOTIFY
-- is delivered on commit, never on rollback, in commit order. A payload names up to 200 jobs (ids joined by
-- commas, within NOTIFY's 8,000 bytes); a statement that changed more than 1,000 says '*': read everything again.
CREATE FUNCTION jobs_search_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg(id::text) INTO ids FROM changed_jobs;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1000 THEN
    PERFORM pg_notify('jobs_search', '*');
    RETURN NULL;
  END IF;
  FOR chunk IN 0 .. (cardinality(ids) - 1) / 200 LOOP
    PERFORM pg_notify('jobs_search', array_to_string(ids[chunk * 200 + 1 : chunk * 200 + 200], ','));
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_search_notify_insert
  AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_notify();

CREATE TRIGGER jobs_search_notify_update
  AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_notify();

CREATE TRIGGER jobs_search_notify_delete
  AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_notify();

CREATE FUNCTION jobs_search_notify_all() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs_search', '*');
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_search_notify_truncate
  AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_notify_all();

-- CreateTable
CREATE TABLE "search_terms" (
    "term" TEXT NOT NULL,

    CONSTRAINT "search_terms_pkey" PRIMARY KEY ("term")
);

-- CreateIndex
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING SPGIST ("term");

-- Every word of the jobs' search vectors, collected once per statement (a bulk load of 5,000 jobs inserts each new
-- word once). Sorted, so that concurrent writers take the words' locks in the same order.
CREATE OR REPLACE FUNCTION search_terms_collect() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT t FROM changed_jobs, unnest(tsvector_to_array(changed_jobs.search_vector)) AS t
    ORDER BY t
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_search_terms_insert
  AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();

CREATE TRIGGER jobs_search_terms_update
  AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();

INSERT INTO search_terms (term)
  SELECT DISTINCT t FROM jobs, unnest(tsvector_to_array(jobs.search_vector)) AS t ORDER BY t
ON CONFLICT DO NOTHING;

-- A tsquery quoting of one word: the word is taken as it is, whatever its characters.
CREATE OR REPLACE FUNCTION search_quote_term(term text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT '''' || replace(replace(term, '\', '\\'), '''', '''''') || ''''
$$;

-- The query for normalized search words, every word needed and the last one as a prefix (it may still be being
-- typed). The full-text index reads a prefix several times slower than exact words (it gathers every entry that
-- starts with it into a bitmap first: 11 ms against 1.7 ms for "net developer" among 200,000 jobs), so the last
-- word becomes the words of search_terms that start with it, ORed: the same matches. A prefix of more than 32
-- words (one or two letters) stays a prefix.
CREATE OR REPLACE FUNCTION search_words_query(words text[]) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT AS $$
DECLARE
  n int := cardinality(words);
  last text := words[n];
  expanded text[];
  tail text;
BEGIN
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(term) INTO expanded FROM (
    SELECT term FROM search_terms
    WHERE term ^@ last
    LIMIT 33
  ) AS starting;
  tail := CASE
    WHEN cardinality(expanded) > 32 THEN search_quote_term(last) || ':*'
    ELSE '(' || (SELECT string_agg(search_quote_term(e), ' | ') FROM unnest(coalesce(expanded, ARRAY[last])) AS e) || ')'
  END;
  RETURN (coalesce(
    (SELECT string_agg(search_quote_term(w), ' & ') || ' & ' FROM unnest(words[1:n - 1]) AS w), ''
  ) || tail)::tsquery;
END
$$;

-- Job search in PostgreSQL: the current definition of every search function and trigger, in one place.
--
-- This file is the specification of what a job's search words are; the statements that match, filter, rank
-- and count are built over these functions in subgraphs/jobs/src/modules/search/search.queries.ts. A migration
-- applies it: to change a function, edit it here and copy this whole file into a new migration (a test checks
-- that the newest migration defining search functions holds this file verbatim).

-- Search normalization: the same as normalizeSearchText in schema/rules/src/search-text.ts (a test compares
-- them). ASCII punctuation to a space (so that node.js, C#/.NET and UI/UX are words the parser and the
-- application split alike), Arabic letter forms to Persian, Persian/Arabic digits to ASCII, ZWNJ to a space,
-- and tatweel, diacritics, ZWJ and the direction marks removed, then lower case.
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(translate(
    regexp_replace(
      regexp_replace(input, '[\u0640\u064b-\u065f\u0670\u200d\u200e\u200f]', '', 'g'),
      '[!-/:-@\[-`{-~]', ' ', 'g'),
    'يىئكةۀأإٱآؤ' || E'\u200c' || '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩',
    'یییکههااااو' || ' ' || '01234567890123456789'
  ))
$$;

-- The names of a place in every language: a search for «تهران» or "Tehran" finds the jobs there whatever the
-- language of the ad or of the search. (Provinces' names are left out: "East", "North" and "and" would match
-- every job of their cities; the place filter takes a province.)
CREATE OR REPLACE FUNCTION search_place_names(place text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
  SELECT concat_ws(' ', name_fa, name_en, name_az) FROM places WHERE id = place
$$;

-- Keeps the search columns in step with the job, whoever writes it (the app, a bulk load, psql).
-- search_head: the title (A) and the company, skills and place names (B), kept in the row (PLAIN storage) for
-- ranking, since the whole vector is mostly stored out of line. search_vector: search_head and the
-- description (C). Every part is coalesced: one NULL (a job without skills) would make the whole vector NULL.
CREATE OR REPLACE FUNCTION jobs_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_title := search_normalize(NEW.title);
  NEW.search_head :=
    setweight(to_tsvector('simple', coalesce(search_normalize(NEW.title), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(search_normalize(concat_ws(' ',
      NEW.company_name, array_to_string(NEW.skills, ' '), search_place_names(NEW.place_id))), '')), 'B');
  NEW.search_vector :=
    NEW.search_head ||
    setweight(to_tsvector('simple', coalesce(search_normalize(NEW.description), '')), 'C');
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS jobs_search_refresh ON "jobs";
CREATE TRIGGER jobs_search_refresh
  BEFORE INSERT OR UPDATE OF title, company_name, skills, place_id, description ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_refresh();

-- Every word of the jobs' search vectors, collected once per statement (a bulk load of 5,000 jobs inserts each
-- new word once). Sorted, so that concurrent writers take the words' locks in the same order. Words of edited
-- or deleted jobs may stay; they match nothing.
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

DROP TRIGGER IF EXISTS jobs_search_terms_insert ON "jobs";
CREATE TRIGGER jobs_search_terms_insert
  AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();

DROP TRIGGER IF EXISTS jobs_search_terms_update ON "jobs";
CREATE TRIGGER jobs_search_terms_update
  AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();

-- A tsquery quoting of one word: the word is taken as it is, whatever its characters.
CREATE OR REPLACE FUNCTION search_quote_term(term text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT '''' || replace(replace(term, '\', '\\'), '''', '''''') || ''''
$$;

-- The query for normalized search words, every word needed and the last one as a prefix (it may still be being
-- typed). The full-text index reads a prefix several times slower than exact words (it gathers every entry that
-- starts with it into a bitmap first), so the last word becomes the words of search_terms that start with it,
-- ORed: the same matches. A prefix of more than 32 words (one or two letters) stays a prefix.
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

-- A search ranks the newest matches, so it reads the last weeks first. The full-text index alone can't tell a
-- job's posting date, so this expression index (jobs_search_week_idx) files each word of a job under its
-- posting week ('2968.کارشناس': whole weeks since 1970-01-01, UTC), and a search of the last weeks reads only
-- their postings. The rows carry nothing more.
CREATE OR REPLACE FUNCTION search_week_words(words tsvector, posted_at timestamptz) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_tsvector(coalesce(array_agg(week.prefix || word), '{}'))
  FROM (SELECT floor(extract(epoch FROM posted_at) / 604800)::bigint || '.' AS prefix) AS week,
       unnest(tsvector_to_array(words)) AS word
$$;

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "search_title" TEXT,
ADD COLUMN     "search_vector" tsvector;

-- CreateIndex
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "jobs_search_title_trgm_idx" ON "jobs" USING GIN ("search_title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "jobs_salary_max_rials_id_idx" ON "jobs"("salary_max_rials" DESC, "id" DESC);

-- Search normalization: the same as normalizeSearchText in schema/rules/src/search-text.ts (a test compares them).
-- ASCII punctuation to a space (so that node.js, C#/.NET and UI/UX are words the parser and the application
-- split alike), Arabic letter forms to Persian, Persian/Arabic digits to ASCII, ZWNJ to a space, and tatweel,
-- diacritics, ZWJ and
-- the direction marks removed, then lower case.
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

-- Keeps the search columns in step with the job, whoever writes it (the app, a bulk load, psql).
CREATE OR REPLACE FUNCTION jobs_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_title := search_normalize(NEW.title);
  -- Every part is coalesced: one NULL (a job without skills) would otherwise make the whole vector NULL.
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(search_normalize(NEW.title), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(search_normalize(concat_ws(' ',
      NEW.company_name, array_to_string(NEW.skills, ' '), NEW.location)), '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(search_normalize(NEW.description), '')), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER jobs_search_refresh
  BEFORE INSERT OR UPDATE OF title, company_name, skills, location, description ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_refresh();

UPDATE "jobs" SET title = title;

-- Jobs refer to places instead of free text, and job search runs in PostgreSQL alone.

-- The search index that jobs servers kept in memory is gone, and with it what told them of changed jobs.
DROP TRIGGER IF EXISTS jobs_search_notify_insert ON "jobs";
DROP TRIGGER IF EXISTS jobs_search_notify_update ON "jobs";
DROP TRIGGER IF EXISTS jobs_search_notify_delete ON "jobs";
DROP TRIGGER IF EXISTS jobs_search_notify_truncate ON "jobs";
DROP FUNCTION IF EXISTS jobs_search_notify();
DROP FUNCTION IF EXISTS jobs_search_notify_all();

-- CreateEnum
CREATE TYPE "PlaceKind" AS ENUM ('PROVINCE', 'CITY', 'REMOTE');

-- CreateTable
CREATE TABLE "places" (
    "id" TEXT NOT NULL,
    "kind" "PlaceKind" NOT NULL,
    "country" CHAR(2),
    "province_id" TEXT,
    "name_fa" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_az" TEXT NOT NULL,

    CONSTRAINT "places_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "places" ADD CONSTRAINT "places_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "places"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Iran's 31 provinces, their capitals and a few other main cities, Azerbaijan's main cities, the main cities of
-- the other neighbours where Iranian employers hire, and remote work.
INSERT INTO "places" ("id", "kind", "country", "province_id", "name_fa", "name_en", "name_az") VALUES
  ('alborz-province', 'PROVINCE', 'IR', NULL, 'البرز', 'Alborz', 'Alborz'),
  ('ardabil-province', 'PROVINCE', 'IR', NULL, 'اردبیل', 'Ardabil', 'Ərdəbil'),
  ('bushehr-province', 'PROVINCE', 'IR', NULL, 'بوشهر', 'Bushehr', 'Buşəhr'),
  ('chaharmahal-and-bakhtiari-province', 'PROVINCE', 'IR', NULL, 'چهارمحال و بختیاری', 'Chaharmahal and Bakhtiari', 'Çaharmahal və Bəxtiyari'),
  ('east-azerbaijan-province', 'PROVINCE', 'IR', NULL, 'آذربایجان شرقی', 'East Azerbaijan', 'Şərqi Azərbaycan'),
  ('fars-province', 'PROVINCE', 'IR', NULL, 'فارس', 'Fars', 'Fars'),
  ('gilan-province', 'PROVINCE', 'IR', NULL, 'گیلان', 'Gilan', 'Gilan'),
  ('golestan-province', 'PROVINCE', 'IR', NULL, 'گلستان', 'Golestan', 'Gülüstan'),
  ('hamadan-province', 'PROVINCE', 'IR', NULL, 'همدان', 'Hamadan', 'Həmədan'),
  ('hormozgan-province', 'PROVINCE', 'IR', NULL, 'هرمزگان', 'Hormozgan', 'Hörmüzgan'),
  ('ilam-province', 'PROVINCE', 'IR', NULL, 'ایلام', 'Ilam', 'İlam'),
  ('isfahan-province', 'PROVINCE', 'IR', NULL, 'اصفهان', 'Isfahan', 'İsfahan'),
  ('kerman-province', 'PROVINCE', 'IR', NULL, 'کرمان', 'Kerman', 'Kirman'),
  ('kermanshah-province', 'PROVINCE', 'IR', NULL, 'کرمانشاه', 'Kermanshah', 'Kirmanşah'),
  ('khuzestan-province', 'PROVINCE', 'IR', NULL, 'خوزستان', 'Khuzestan', 'Xuzistan'),
  ('kohgiluyeh-and-boyer-ahmad-province', 'PROVINCE', 'IR', NULL, 'کهگیلویه و بویراحمد', 'Kohgiluyeh and Boyer-Ahmad', 'Kohgiluyə və Boyer-Əhməd'),
  ('kurdistan-province', 'PROVINCE', 'IR', NULL, 'کردستان', 'Kurdistan', 'Kürdüstan'),
  ('lorestan-province', 'PROVINCE', 'IR', NULL, 'لرستان', 'Lorestan', 'Luristan'),
  ('markazi-province', 'PROVINCE', 'IR', NULL, 'مرکزی', 'Markazi', 'Mərkəzi'),
  ('mazandaran-province', 'PROVINCE', 'IR', NULL, 'مازندران', 'Mazandaran', 'Mazandaran'),
  ('north-khorasan-province', 'PROVINCE', 'IR', NULL, 'خراسان شمالی', 'North Khorasan', 'Şimali Xorasan'),
  ('qazvin-province', 'PROVINCE', 'IR', NULL, 'قزوین', 'Qazvin', 'Qəzvin'),
  ('qom-province', 'PROVINCE', 'IR', NULL, 'قم', 'Qom', 'Qum'),
  ('razavi-khorasan-province', 'PROVINCE', 'IR', NULL, 'خراسان رضوی', 'Razavi Khorasan', 'Rəzəvi Xorasan'),
  ('semnan-province', 'PROVINCE', 'IR', NULL, 'سمنان', 'Semnan', 'Səmnan'),
  ('sistan-and-baluchestan-province', 'PROVINCE', 'IR', NULL, 'سیستان و بلوچستان', 'Sistan and Baluchestan', 'Sistan və Bəlucistan'),
  ('south-khorasan-province', 'PROVINCE', 'IR', NULL, 'خراسان جنوبی', 'South Khorasan', 'Cənubi Xorasan'),
  ('tehran-province', 'PROVINCE', 'IR', NULL, 'تهران', 'Tehran', 'Tehran'),
  ('west-azerbaijan-province', 'PROVINCE', 'IR', NULL, 'آذربایجان غربی', 'West Azerbaijan', 'Qərbi Azərbaycan'),
  ('yazd-province', 'PROVINCE', 'IR', NULL, 'یزد', 'Yazd', 'Yəzd'),
  ('zanjan-province', 'PROVINCE', 'IR', NULL, 'زنجان', 'Zanjan', 'Zəncan'),
  ('karaj', 'CITY', 'IR', 'alborz-province', 'کرج', 'Karaj', 'Kərəc'),
  ('ardabil', 'CITY', 'IR', 'ardabil-province', 'اردبیل', 'Ardabil', 'Ərdəbil'),
  ('bushehr', 'CITY', 'IR', 'bushehr-province', 'بوشهر', 'Bushehr', 'Buşəhr'),
  ('shahrekord', 'CITY', 'IR', 'chaharmahal-and-bakhtiari-province', 'شهرکرد', 'Shahrekord', 'Şəhrekord'),
  ('tabriz', 'CITY', 'IR', 'east-azerbaijan-province', 'تبریز', 'Tabriz', 'Təbriz'),
  ('shiraz', 'CITY', 'IR', 'fars-province', 'شیراز', 'Shiraz', 'Şiraz'),
  ('rasht', 'CITY', 'IR', 'gilan-province', 'رشت', 'Rasht', 'Rəşt'),
  ('gorgan', 'CITY', 'IR', 'golestan-province', 'گرگان', 'Gorgan', 'Qorqan'),
  ('hamadan', 'CITY', 'IR', 'hamadan-province', 'همدان', 'Hamadan', 'Həmədan'),
  ('bandar-abbas', 'CITY', 'IR', 'hormozgan-province', 'بندرعباس', 'Bandar Abbas', 'Bəndər-Abbas'),
  ('kish', 'CITY', 'IR', 'hormozgan-province', 'کیش', 'Kish', 'Kiş'),
  ('ilam', 'CITY', 'IR', 'ilam-province', 'ایلام', 'Ilam', 'İlam'),
  ('isfahan', 'CITY', 'IR', 'isfahan-province', 'اصفهان', 'Isfahan', 'İsfahan'),
  ('kashan', 'CITY', 'IR', 'isfahan-province', 'کاشان', 'Kashan', 'Kaşan'),
  ('kerman', 'CITY', 'IR', 'kerman-province', 'کرمان', 'Kerman', 'Kirman'),
  ('kermanshah', 'CITY', 'IR', 'kermanshah-province', 'کرمانشاه', 'Kermanshah', 'Kirmanşah'),
  ('ahvaz', 'CITY', 'IR', 'khuzestan-province', 'اهواز', 'Ahvaz', 'Əhvaz'),
  ('abadan', 'CITY', 'IR', 'khuzestan-province', 'آبادان', 'Abadan', 'Abadan'),
  ('yasuj', 'CITY', 'IR', 'kohgiluyeh-and-boyer-ahmad-province', 'یاسوج', 'Yasuj', 'Yasuc'),
  ('sanandaj', 'CITY', 'IR', 'kurdistan-province', 'سنندج', 'Sanandaj', 'Sənəndəc'),
  ('khorramabad', 'CITY', 'IR', 'lorestan-province', 'خرم‌آباد', 'Khorramabad', 'Xürrəmabad'),
  ('arak', 'CITY', 'IR', 'markazi-province', 'اراک', 'Arak', 'Ərak'),
  ('sari', 'CITY', 'IR', 'mazandaran-province', 'ساری', 'Sari', 'Sari'),
  ('bojnurd', 'CITY', 'IR', 'north-khorasan-province', 'بجنورد', 'Bojnurd', 'Bocnurd'),
  ('qazvin', 'CITY', 'IR', 'qazvin-province', 'قزوین', 'Qazvin', 'Qəzvin'),
  ('qom', 'CITY', 'IR', 'qom-province', 'قم', 'Qom', 'Qum'),
  ('mashhad', 'CITY', 'IR', 'razavi-khorasan-province', 'مشهد', 'Mashhad', 'Məşhəd'),
  ('semnan', 'CITY', 'IR', 'semnan-province', 'سمنان', 'Semnan', 'Səmnan'),
  ('zahedan', 'CITY', 'IR', 'sistan-and-baluchestan-province', 'زاهدان', 'Zahedan', 'Zahidan'),
  ('birjand', 'CITY', 'IR', 'south-khorasan-province', 'بیرجند', 'Birjand', 'Bircənd'),
  ('tehran', 'CITY', 'IR', 'tehran-province', 'تهران', 'Tehran', 'Tehran'),
  ('urmia', 'CITY', 'IR', 'west-azerbaijan-province', 'ارومیه', 'Urmia', 'Urmiya'),
  ('yazd', 'CITY', 'IR', 'yazd-province', 'یزد', 'Yazd', 'Yəzd'),
  ('zanjan', 'CITY', 'IR', 'zanjan-province', 'زنجان', 'Zanjan', 'Zəncan'),
  ('baku', 'CITY', 'AZ', NULL, 'باکو', 'Baku', 'Bakı'),
  ('ganja', 'CITY', 'AZ', NULL, 'گنجه', 'Ganja', 'Gəncə'),
  ('sumgait', 'CITY', 'AZ', NULL, 'سومقاییت', 'Sumgait', 'Sumqayıt'),
  ('mingachevir', 'CITY', 'AZ', NULL, 'مینگه‌چویر', 'Mingachevir', 'Mingəçevir'),
  ('lankaran', 'CITY', 'AZ', NULL, 'لنکران', 'Lankaran', 'Lənkəran'),
  ('shaki', 'CITY', 'AZ', NULL, 'شکی', 'Shaki', 'Şəki'),
  ('nakhchivan', 'CITY', 'AZ', NULL, 'نخجوان', 'Nakhchivan', 'Naxçıvan'),
  ('shirvan', 'CITY', 'AZ', NULL, 'شیروان', 'Shirvan', 'Şirvan'),
  ('quba', 'CITY', 'AZ', NULL, 'قوبا', 'Quba', 'Quba'),
  ('shamakhi', 'CITY', 'AZ', NULL, 'شماخی', 'Shamakhi', 'Şamaxı'),
  ('dubai', 'CITY', 'AE', NULL, 'دبی', 'Dubai', 'Dubay'),
  ('istanbul', 'CITY', 'TR', NULL, 'استانبول', 'Istanbul', 'İstanbul'),
  ('ankara', 'CITY', 'TR', NULL, 'آنکارا', 'Ankara', 'Ankara'),
  ('tbilisi', 'CITY', 'GE', NULL, 'تفلیس', 'Tbilisi', 'Tbilisi'),
  ('yerevan', 'CITY', 'AM', NULL, 'ایروان', 'Yerevan', 'İrəvan'),
  ('kabul', 'CITY', 'AF', NULL, 'کابل', 'Kabul', 'Kabil'),
  ('herat', 'CITY', 'AF', NULL, 'هرات', 'Herat', 'Herat'),
  ('baghdad', 'CITY', 'IQ', NULL, 'بغداد', 'Baghdad', 'Bağdad'),
  ('remote', 'REMOTE', NULL, NULL, 'دورکاری', 'Remote', 'Uzaqdan');

-- Each job's free-text location becomes a place: a city's or remote work's name in any language, as written or
-- with other spaces, case or Arabic-keyboard letters ('Tehran ', 'tehran', 'تهران'); else the city or remote
-- work whose name it contains, the longest name first ('Tehran, Iran', 'تهران - ونک'); else its province's
-- name ('Fars' is Shiraz). Text that names no place stops the migration, naming it: add it to the places, or
-- correct those jobs, and migrate again.
ALTER TABLE "jobs" ADD COLUMN "place_id" TEXT;

CREATE TEMPORARY TABLE place_names AS
  SELECT p.id, coalesce(p.province_id, p.id) AS via, p.kind,
         trim(regexp_replace(lower(search_normalize(name)), '\s+', ' ', 'g')) AS name
  FROM places p, unnest(ARRAY[p.name_fa, p.name_en, p.name_az]) AS name;

UPDATE "jobs" j SET place_id = (
  SELECT n.id FROM place_names n
  WHERE n.kind <> 'PROVINCE'
    AND n.name = trim(regexp_replace(lower(search_normalize(j.location)), '\s+', ' ', 'g'))
  LIMIT 1);

UPDATE "jobs" j SET place_id = (
  SELECT n.id FROM place_names n
  WHERE n.kind <> 'PROVINCE'
    AND ' ' || trim(regexp_replace(lower(search_normalize(j.location)), '\s+', ' ', 'g')) || ' ' LIKE '% ' || n.name || ' %'
  ORDER BY length(n.name) DESC, n.id
  LIMIT 1)
WHERE place_id IS NULL;

UPDATE "jobs" j SET place_id = (
  SELECT city.id FROM place_names n JOIN places city ON city.province_id = n.id
  WHERE n.kind = 'PROVINCE'
    AND n.name = trim(regexp_replace(lower(search_normalize(j.location)), '\s+', ' ', 'g'))
  ORDER BY city.id = split_part(n.id, '-province', 1) DESC, city.id
  LIMIT 1)
WHERE place_id IS NULL;

DO $$
DECLARE
  unknown text;
BEGIN
  SELECT string_agg(DISTINCT quote_literal(location), ', ') INTO unknown FROM "jobs" WHERE place_id IS NULL;
  IF unknown IS NOT NULL THEN
    RAISE EXCEPTION 'These job locations name no place: %', unknown
      USING HINT = 'Add them to the places, or correct those jobs, and migrate again.';
  END IF;
END
$$;

DROP TABLE place_names;
ALTER TABLE "jobs" ALTER COLUMN "place_id" SET NOT NULL;
-- The search trigger watched the column; search.sql below creates it again.
DROP TRIGGER jobs_search_refresh ON "jobs";
ALTER TABLE "jobs" DROP COLUMN "location";

-- CreateIndex
CREATE INDEX "jobs_place_id_idx" ON "jobs"("place_id");

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_place_id_fkey" FOREIGN KEY ("place_id") REFERENCES "places"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- prisma/sql/search.sql, as it stands with this migration.
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

-- Existing jobs get their places' names in their search words (the trigger collects new words).
UPDATE "jobs" SET place_id = place_id;

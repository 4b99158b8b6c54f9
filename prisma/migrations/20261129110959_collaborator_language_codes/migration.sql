-- CreateIndex
CREATE INDEX "collaborator_profiles_languages_idx" ON "collaborator_profiles" USING GIN ("languages");

-- The languages profiles named in words become the codes the directory filters by: each name as people write it in
-- fa, en or az (Arabic or Persian letters alike, any case; capitals outside ASCII named too, for a cluster whose
-- lower() knows only ASCII), kept once in the order named; a name not recognized is
-- dropped.
UPDATE "collaborator_profiles" AS p
SET "languages" = coalesce((
  SELECT array_agg(code ORDER BY first_at)
  FROM (
    SELECT code, min(position) AS first_at
    FROM (
      SELECT position,
        CASE translate(lower(btrim(name)), 'يكۀ', 'یکه')
          WHEN 'فارسی' THEN 'fa' WHEN 'پارسی' THEN 'fa' WHEN 'persian' THEN 'fa' WHEN 'farsi' THEN 'fa'
          WHEN 'fars dili' THEN 'fa' WHEN 'fa' THEN 'fa'
          WHEN 'english' THEN 'en' WHEN 'انگلیسی' THEN 'en' WHEN 'ingilis dili' THEN 'en' WHEN 'i̇ngilis dili' THEN 'en' WHEN 'İngilis dili' THEN 'en' WHEN 'en' THEN 'en'
          WHEN 'azərbaycan dili' THEN 'az' WHEN 'azərbaycanca' THEN 'az' WHEN 'azerbaijani' THEN 'az'
          WHEN 'azeri' THEN 'az' WHEN 'ترکی آذربایجانی' THEN 'az' WHEN 'آذری' THEN 'az' WHEN 'ترکی' THEN 'az'
          WHEN 'az' THEN 'az'
          WHEN 'türkçe' THEN 'tr' WHEN 'turkish' THEN 'tr' WHEN 'ترکی استانبولی' THEN 'tr' WHEN 'türk dili' THEN 'tr'
          WHEN 'tr' THEN 'tr'
          WHEN 'русский' THEN 'ru' WHEN 'Русский' THEN 'ru' WHEN 'russian' THEN 'ru' WHEN 'روسی' THEN 'ru' WHEN 'rus dili' THEN 'ru'
          WHEN 'ru' THEN 'ru'
          WHEN 'عربی' THEN 'ar' WHEN 'العربية' THEN 'ar' WHEN 'arabic' THEN 'ar' WHEN 'ərəb dili' THEN 'ar'
          WHEN 'ar' THEN 'ar'
          WHEN 'کردی' THEN 'ku' WHEN 'kurdish' THEN 'ku' WHEN 'ku' THEN 'ku'
          WHEN 'آلمانی' THEN 'de' WHEN 'german' THEN 'de' WHEN 'deutsch' THEN 'de' WHEN 'alman dili' THEN 'de'
          WHEN 'de' THEN 'de'
          WHEN 'فرانسوی' THEN 'fr' WHEN 'french' THEN 'fr' WHEN 'français' THEN 'fr' WHEN 'fransız dili' THEN 'fr'
          WHEN 'fr' THEN 'fr'
        END AS code
      FROM unnest(p."languages") WITH ORDINALITY AS named(name, position)
    ) AS named_codes
    WHERE code IS NOT NULL
    GROUP BY code
  ) AS codes
), '{}');

-- Assessments announces each certificate it issues or revokes (`certificate.issued`, `certificate.revoked`). The
-- certificates issued before it did are announced once here, as the session's closing would have announced them,
-- so that the profiles of their holders show them too. The relay publishes them at the next start.
INSERT INTO "outbox_events" ("type", "topics", "payload")
SELECT 'certificate.issued', ARRAY['domain'], jsonb_build_object(
    'certificateId', c."id"::text,
    'code', c."code",
    'userId', c."user_id"::text,
    'testId', t."id"::text,
    'slug', t."slug",
    'title', t."title",
    'skills', t."skills",
    'scoreBand', CASE WHEN coalesce(s."score", 0) >= 90 THEN '90-100'
                      ELSE (floor(coalesce(s."score", 0) / 10) * 10)::int::text || '-' ||
                           (floor(coalesce(s."score", 0) / 10) * 10 + 9)::int::text END,
    'issuedAt', to_char(c."issued_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
FROM "certificates" c
JOIN "test_sessions" s ON s."id" = c."session_id"
JOIN "tests" t ON t."id" = s."test_id"
WHERE c."revoked_at" IS NULL
ORDER BY c."issued_at";

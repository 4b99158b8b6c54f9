-- AlterTable
ALTER TABLE "collaborator_contact_requests" ADD COLUMN     "company_id" UUID,
ADD COLUMN     "resume_id" UUID,
ALTER COLUMN "profile_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "resumes" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "skill_keys" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "resumes_open_to_employers_evaluation_evaluated_at_id_idx" ON "resumes"("open_to_employers", "evaluation", "evaluated_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "collaborator_contact_requests" ADD CONSTRAINT "collaborator_contact_requests_resume_id_fkey" FOREIGN KEY ("resume_id") REFERENCES "resumes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A request is to a collaborator's profile or, from the talent pool, to a résumé's owner: exactly one of the two.
ALTER TABLE "collaborator_contact_requests" ADD CONSTRAINT "collaborator_contact_requests_one_target_check"
CHECK (("profile_id" IS NULL) <> ("resume_id" IS NULL));

-- One open request (sent or seen) per sender and résumé.
CREATE UNIQUE INDEX "collaborator_contact_requests_one_open_resume_idx" ON "collaborator_contact_requests"("sender_id", "resume_id")
WHERE "state" IN ('SENT', 'SEEN');

-- The résumés saved before: their search text and skills, as saving them again writes them.
UPDATE "resumes" r SET
  "search_text" = coalesce((
    SELECT search_normalize(string_agg(concat_ws(' ',
      v.document->>'headline', v.document->>'place', v.document->>'summary',
      (SELECT string_agg(s, ' ') FROM jsonb_array_elements_text(v.document->'skills') s),
      (SELECT string_agg(concat_ws(' ', e->>'title', e->>'organization', e->>'description'), ' ')
         FROM jsonb_array_elements(v.document->'experience') e),
      (SELECT string_agg(concat_ws(' ', e->>'school', e->>'degree', e->>'field'), ' ')
         FROM jsonb_array_elements(v.document->'education') e),
      (SELECT string_agg(concat_ws(' ', p->>'title', p->>'description'), ' ')
         FROM jsonb_array_elements(v.document->'projects') p)), ' '))
    FROM "resume_versions" v WHERE v."resume_id" = r."id"), ''),
  "skill_keys" = coalesce((
    SELECT array_agg(DISTINCT trim(regexp_replace(search_normalize(s), '\s+', ' ', 'g')))
    FROM "resume_versions" v, jsonb_array_elements_text(v.document->'skills') s
    WHERE v."resume_id" = r."id"), ARRAY[]::TEXT[]);

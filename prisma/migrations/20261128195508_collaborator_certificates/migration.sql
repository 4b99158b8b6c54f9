-- AlterTable
ALTER TABLE "collaborator_profiles" ADD COLUMN     "certificates_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "collaborator_certificates" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "code" VARCHAR(23) NOT NULL,
    "test_slug" VARCHAR(80) NOT NULL,
    "title" JSONB NOT NULL,
    "skills" JSONB NOT NULL,
    "score_band" VARCHAR(8) NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "collaborator_certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "collaborator_certificates_user_id_issued_at_idx" ON "collaborator_certificates"("user_id", "issued_at" DESC);

-- CreateIndex
CREATE INDEX "collaborator_profiles_state_certificates_count_idx" ON "collaborator_profiles"("state", "certificates_count");

-- CreateEnum
CREATE TYPE "CollaboratorState" AS ENUM ('DRAFT', 'PUBLISHED', 'HIDDEN', 'SUSPENDED');

-- CreateEnum
CREATE TYPE "CollaboratorAvailability" AS ENUM ('AVAILABLE', 'BUSY', 'UNAVAILABLE');

-- CreateEnum
CREATE TYPE "CollaboratorExpertise" AS ENUM ('FRONTEND', 'BACKEND', 'FULLSTACK', 'MOBILE', 'UI_UX', 'DEVOPS');

-- CreateTable
CREATE TABLE "collaborator_profiles" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "slug" VARCHAR(60) NOT NULL,
    "state" "CollaboratorState" NOT NULL DEFAULT 'DRAFT',
    "display_name" VARCHAR(80) NOT NULL,
    "expertise" "CollaboratorExpertise"[],
    "skills" TEXT[],
    "years_of_experience" INTEGER NOT NULL,
    "hourly_rate_rials" BIGINT,
    "project_rate_rials" BIGINT,
    "availability" "CollaboratorAvailability" NOT NULL,
    "remote" BOOLEAN NOT NULL,
    "languages" TEXT[],
    "skill_keys" TEXT[],
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "suspended_at" TIMESTAMPTZ(3),
    "suspended_reason" TEXT,

    CONSTRAINT "collaborator_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collaborator_words" (
    "profile_id" UUID NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "headline" VARCHAR(120) NOT NULL,
    "bio" TEXT,

    CONSTRAINT "collaborator_words_pkey" PRIMARY KEY ("profile_id","locale")
);

-- CreateIndex
CREATE UNIQUE INDEX "collaborator_profiles_user_id_key" ON "collaborator_profiles"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "collaborator_profiles_slug_key" ON "collaborator_profiles"("slug");

-- CreateIndex
CREATE INDEX "collaborator_profiles_state_updated_at_id_idx" ON "collaborator_profiles"("state", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "collaborator_profiles_state_hourly_rate_rials_id_idx" ON "collaborator_profiles"("state", "hourly_rate_rials", "id");

-- CreateIndex
CREATE INDEX "collaborator_profiles_expertise_idx" ON "collaborator_profiles" USING GIN ("expertise");

-- CreateIndex
CREATE INDEX "collaborator_profiles_skill_keys_idx" ON "collaborator_profiles" USING GIN ("skill_keys");

-- CreateIndex
CREATE INDEX "collaborator_profiles_search_text_trgm_idx" ON "collaborator_profiles" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "collaborator_words" ADD CONSTRAINT "collaborator_words_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "collaborator_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

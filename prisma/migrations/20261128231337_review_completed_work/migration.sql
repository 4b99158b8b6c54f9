-- CreateEnum
CREATE TYPE "CollaboratorReviewRole" AS ENUM ('CLIENT', 'COLLABORATOR');

-- CreateEnum
CREATE TYPE "CollaboratorReviewReportReason" AS ENUM ('SPAM', 'INAPPROPRIATE', 'FALSE', 'OTHER');

-- AlterEnum
ALTER TYPE "ContactRequestState" ADD VALUE 'COMPLETED';

-- AlterTable
ALTER TABLE "collaborator_contact_requests" ADD COLUMN     "collaborator_done_at" TIMESTAMPTZ(3),
ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "sender_done_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "collaborator_profiles" ADD COLUMN     "completed_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rating_average" DOUBLE PRECISION,
ADD COLUMN     "rating_score" DOUBLE PRECISION NOT NULL DEFAULT 3.5,
ADD COLUMN     "rating_sum" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "reviews_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "success_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "collaborator_reviews" (
    "id" UUID NOT NULL,
    "request_id" UUID NOT NULL,
    "role" "CollaboratorReviewRole" NOT NULL,
    "profile_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "quality" SMALLINT NOT NULL,
    "communication" SMALLINT NOT NULL,
    "schedule" SMALLINT NOT NULL,
    "cooperation" SMALLINT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reveal_at" TIMESTAMPTZ(3) NOT NULL,
    "counted_at" TIMESTAMPTZ(3),
    "reply" TEXT,
    "replied_at" TIMESTAMPTZ(3),
    "reports_count" INTEGER NOT NULL DEFAULT 0,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" TEXT,

    CONSTRAINT "collaborator_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collaborator_review_reports" (
    "review_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" "CollaboratorReviewReportReason" NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collaborator_review_reports_pkey" PRIMARY KEY ("review_id","reporter_id")
);

-- CreateIndex
CREATE INDEX "collaborator_reviews_profile_id_role_reveal_at_id_idx" ON "collaborator_reviews"("profile_id", "role", "reveal_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "collaborator_reviews_reveal_at_idx" ON "collaborator_reviews"("reveal_at");

-- CreateIndex
CREATE INDEX "collaborator_reviews_reports_count_id_idx" ON "collaborator_reviews"("reports_count" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "collaborator_reviews_request_id_role_key" ON "collaborator_reviews"("request_id", "role");

-- CreateIndex
CREATE INDEX "collaborator_profiles_state_rating_score_id_idx" ON "collaborator_profiles"("state", "rating_score" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "collaborator_reviews" ADD CONSTRAINT "collaborator_reviews_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "collaborator_contact_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collaborator_reviews" ADD CONSTRAINT "collaborator_reviews_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "collaborator_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collaborator_review_reports" ADD CONSTRAINT "collaborator_review_reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "collaborator_reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

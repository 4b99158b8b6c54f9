-- CreateEnum
CREATE TYPE "CompanyVerification" AS ENUM ('UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED');

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "national_id" VARCHAR(11),
ADD COLUMN     "verification" "CompanyVerification" NOT NULL DEFAULT 'UNVERIFIED',
ADD COLUMN     "verification_note" TEXT,
ADD COLUMN     "verification_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "verification_reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN     "verification_reviewed_by" UUID;

-- CreateIndex
CREATE INDEX "companies_verification_verification_requested_at_id_idx" ON "companies"("verification", "verification_requested_at", "id");

-- One verified company per national id.
CREATE UNIQUE INDEX "companies_verified_national_id_idx" ON "companies"("national_id") WHERE "verification" = 'VERIFIED';

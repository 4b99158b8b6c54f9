-- CreateEnum
CREATE TYPE "ResumeEvaluation" AS ENUM ('COMPLETE', 'NEEDS_WORK');

-- AlterTable
ALTER TABLE "resumes" ADD COLUMN     "evaluated_at" TIMESTAMPTZ(3),
ADD COLUMN     "evaluated_by" UUID,
ADD COLUMN     "evaluation" "ResumeEvaluation",
ADD COLUMN     "evaluation_checklist" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "evaluation_note" TEXT,
ADD COLUMN     "open_to_employers" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "resumes_evaluation_updated_at_id_idx" ON "resumes"("evaluation", "updated_at" DESC, "id" DESC);

-- AlterTable
ALTER TABLE "portfolio_projects" ADD COLUMN     "confidential" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "evaluated_at" TIMESTAMPTZ(3),
ADD COLUMN     "evaluated_by" UUID,
ADD COLUMN     "evaluation_note" TEXT,
ADD COLUMN     "share_with_employers" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "portfolio_projects_confidential_share_with_employers_evalua_idx" ON "portfolio_projects"("confidential", "share_with_employers", "evaluated_at");

-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "project_id" UUID;

-- CreateIndex
CREATE INDEX "contracts_project_id_idx" ON "contracts"("project_id");

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

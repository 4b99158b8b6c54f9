-- CreateIndex
CREATE INDEX "portfolio_purchases_project_id_status_idx" ON "portfolio_purchases"("project_id", "status");

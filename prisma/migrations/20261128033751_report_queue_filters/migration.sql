-- CreateIndex
CREATE INDEX "test_sessions_report_sent_at_report_failure_id_idx" ON "test_sessions"("report_sent_at", "report_failure", "id" DESC);

-- AlterTable
ALTER TABLE "test_sessions" ADD COLUMN     "report_queued_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "test_sessions_report_queued_at_scored_at_idx" ON "test_sessions"("report_queued_at", "scored_at");

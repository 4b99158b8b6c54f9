-- CreateTable
CREATE TABLE "consumed_events" (
    "consumer" VARCHAR(64) NOT NULL,
    "event_id" BIGINT NOT NULL,
    "consumed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consumed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE INDEX "consumed_events_consumed_at_idx" ON "consumed_events"("consumed_at");

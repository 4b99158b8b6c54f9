-- CreateTable
CREATE TABLE "portfolio_purchase_files" (
    "id" UUID NOT NULL,
    "purchase_id" UUID NOT NULL,
    "event_id" BIGINT NOT NULL,
    "uploaded_by_id" UUID NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_purchase_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "portfolio_purchase_files_purchase_id_created_at_idx" ON "portfolio_purchase_files"("purchase_id", "created_at");

-- CreateIndex
CREATE INDEX "portfolio_purchase_files_event_id_idx" ON "portfolio_purchase_files"("event_id");

-- AddForeignKey
ALTER TABLE "portfolio_purchase_files" ADD CONSTRAINT "portfolio_purchase_files_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "portfolio_purchases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_purchase_files" ADD CONSTRAINT "portfolio_purchase_files_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "portfolio_purchase_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "contract_milestone_files" (
    "id" UUID NOT NULL,
    "milestone_id" UUID NOT NULL,
    "event_id" BIGINT NOT NULL,
    "uploaded_by_id" UUID NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "bytes" INTEGER NOT NULL,
    "pages" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_milestone_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contract_milestone_files_milestone_id_created_at_idx" ON "contract_milestone_files"("milestone_id", "created_at");

-- CreateIndex
CREATE INDEX "contract_milestone_files_event_id_idx" ON "contract_milestone_files"("event_id");

-- AddForeignKey
ALTER TABLE "contract_milestone_files" ADD CONSTRAINT "contract_milestone_files_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "contract_milestones"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_milestone_files" ADD CONSTRAINT "contract_milestone_files_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "contract_milestone_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

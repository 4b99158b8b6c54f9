-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('PROPOSED', 'ACTIVE', 'DECLINED', 'WITHDRAWN', 'COMPLETED');

-- CreateEnum
CREATE TYPE "MilestoneStatus" AS ENUM ('PROPOSED', 'FUNDED', 'IN_PROGRESS', 'SUBMITTED', 'CHANGES_REQUESTED', 'DISPUTED', 'REFUND_REQUESTED', 'RELEASED', 'REFUNDED', 'SPLIT');

-- CreateEnum
CREATE TYPE "MilestoneAction" AS ENUM ('PROPOSE', 'FUND', 'START', 'SUBMIT', 'REQUEST_CHANGES', 'APPROVE', 'REVIEW_ENDED', 'DISPUTE', 'ANSWER_DISPUTE', 'RESPONSE_ENDED', 'RESOLVE', 'REQUEST_REFUND', 'AGREE_REFUND', 'DECLINE_REFUND');

-- AlterEnum
ALTER TYPE "ProductType" ADD VALUE 'MILESTONE';

-- CreateTable
CREATE TABLE "contracts" (
    "id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "collaborator_id" UUID NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "scope" VARCHAR(4000) NOT NULL,
    "status" "ContractStatus" NOT NULL DEFAULT 'PROPOSED',
    "review_minutes" INTEGER NOT NULL,
    "decline_reason" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_milestones" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "amount_rials" BIGINT NOT NULL,
    "status" "MilestoneStatus" NOT NULL DEFAULT 'PROPOSED',
    "order_id" UUID,
    "funded_at" TIMESTAMPTZ(3),
    "submission_note" VARCHAR(4000),
    "submitted_at" TIMESTAMPTZ(3),
    "review_ends_at" TIMESTAMPTZ(3),
    "disputed_by_id" UUID,
    "dispute_respond_by" TIMESTAMPTZ(3),
    "dispute_answer" VARCHAR(1000),
    "released_rials" BIGINT NOT NULL DEFAULT 0,
    "refunded_rials" BIGINT NOT NULL DEFAULT 0,
    "settlements" INTEGER NOT NULL DEFAULT 0,
    "settled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_milestones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_milestone_events" (
    "id" BIGSERIAL NOT NULL,
    "milestone_id" UUID NOT NULL,
    "action" "MilestoneAction" NOT NULL,
    "from_status" "MilestoneStatus",
    "to_status" "MilestoneStatus" NOT NULL,
    "actor_id" UUID,
    "reason" VARCHAR(4000),
    "released_rials" BIGINT,
    "refunded_rials" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_milestone_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contracts_client_id_created_at_idx" ON "contracts"("client_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contracts_collaborator_id_created_at_idx" ON "contracts"("collaborator_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "contract_milestones_order_id_key" ON "contract_milestones"("order_id");

-- CreateIndex
CREATE INDEX "contract_milestones_status_review_ends_at_idx" ON "contract_milestones"("status", "review_ends_at");

-- CreateIndex
CREATE UNIQUE INDEX "contract_milestones_contract_id_position_key" ON "contract_milestones"("contract_id", "position");

-- CreateIndex
CREATE INDEX "contract_milestone_events_milestone_id_id_idx" ON "contract_milestone_events"("milestone_id", "id");

-- AddForeignKey
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_milestone_events" ADD CONSTRAINT "contract_milestone_events_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "contract_milestones"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A milestone's steps are its record: appended, never changed or removed, whoever writes.
CREATE FUNCTION contract_milestone_events_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a milestone''s events are never updated or deleted' USING ERRCODE = 'P0001';
END $$;

CREATE TRIGGER "contract_milestone_events_final" BEFORE UPDATE OR DELETE ON "contract_milestone_events"
  FOR EACH ROW EXECUTE FUNCTION contract_milestone_events_are_final();

-- What left a milestone's escrow never exceeds what was paid into it.
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_amounts" CHECK (
  "amount_rials" > 0 AND "released_rials" >= 0 AND "refunded_rials" >= 0
  AND "released_rials" + "refunded_rials" <= "amount_rials");

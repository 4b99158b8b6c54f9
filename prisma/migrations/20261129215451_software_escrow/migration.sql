-- CreateEnum
CREATE TYPE "EscrowStatus" AS ENUM ('HELD', 'RELEASED', 'REFUNDED', 'SPLIT');

-- CreateEnum
CREATE TYPE "PortfolioPurchaseStatus" AS ENUM ('AWAITING_DELIVERY', 'DELIVERED', 'DISPUTED', 'RELEASED', 'REFUNDED', 'SPLIT');

-- AlterEnum
ALTER TYPE "ProductType" ADD VALUE 'SOFTWARE';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "escrow_settled_at" TIMESTAMPTZ(3),
ADD COLUMN     "escrow_status" "EscrowStatus",
ADD COLUMN     "fee_rials" BIGINT,
ADD COLUMN     "released_rials" BIGINT,
ADD COLUMN     "variant" VARCHAR(20);

-- CreateTable
CREATE TABLE "portfolio_purchases" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "order_number" BIGINT,
    "project_id" UUID NOT NULL,
    "licence" "PortfolioLicence" NOT NULL,
    "buyer_id" UUID NOT NULL,
    "seller_id" UUID,
    "amount_rials" BIGINT NOT NULL,
    "status" "PortfolioPurchaseStatus" NOT NULL DEFAULT 'AWAITING_DELIVERY',
    "delivery_note" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "inspection_ends_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),
    "released_rials" BIGINT,
    "refunded_rials" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portfolio_purchase_events" (
    "id" BIGSERIAL NOT NULL,
    "purchase_id" UUID NOT NULL,
    "from_status" "PortfolioPurchaseStatus",
    "to_status" "PortfolioPurchaseStatus" NOT NULL,
    "actor_id" UUID,
    "reason" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_purchase_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_purchases_order_id_key" ON "portfolio_purchases"("order_id");

-- CreateIndex
CREATE INDEX "portfolio_purchases_buyer_id_created_at_idx" ON "portfolio_purchases"("buyer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "portfolio_purchases_seller_id_created_at_idx" ON "portfolio_purchases"("seller_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "portfolio_purchases_status_inspection_ends_at_idx" ON "portfolio_purchases"("status", "inspection_ends_at");

-- CreateIndex
CREATE INDEX "portfolio_purchase_events_purchase_id_id_idx" ON "portfolio_purchase_events"("purchase_id", "id");

-- AddForeignKey
ALTER TABLE "portfolio_purchases" ADD CONSTRAINT "portfolio_purchases_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_purchase_events" ADD CONSTRAINT "portfolio_purchase_events_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "portfolio_purchases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A purchase's steps are its record: appended, never changed or removed, whoever writes.
CREATE FUNCTION portfolio_purchase_events_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a purchase''s events are never updated or deleted' USING ERRCODE = 'P0001';
END $$;

CREATE TRIGGER "portfolio_purchase_events_final" BEFORE UPDATE OR DELETE ON "portfolio_purchase_events"
  FOR EACH ROW EXECUTE FUNCTION portfolio_purchase_events_are_final();

-- A settled purchase gave out exactly what was paid: to its seller, back to its buyer, or split between them.
ALTER TABLE "portfolio_purchases" ADD CONSTRAINT "portfolio_purchases_settled_whole" CHECK (
  ("settled_at" IS NULL AND "released_rials" IS NULL AND "refunded_rials" IS NULL)
  OR ("settled_at" IS NOT NULL AND "released_rials" >= 0 AND "refunded_rials" >= 0
      AND "released_rials" + "refunded_rials" = "amount_rials"));
